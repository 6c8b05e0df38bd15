package redrussia

import "testing"

// TestR12_3_CoupDeMainLiberates: Red taking Gulai Polye, the Anarchists'
// home area, from the South by a coup de main may instead give it back to
// the Anarchists (12.3 Ruling: the winner of such a siege chooses; the
// card counts as a successful siege, DATA.md card 9).
func TestR12_3_CoupDeMainLiberates(t *testing.T) {
	s, _ := rulesCoupKit(t, Red, "GULA", South)
	target(t, s, Action{Where: "GULA"})
	if s.Pending.Kind != DecideCardTarget || s.Area("GULA").Control != South {
		t.Fatalf("no choice: pending %v, control %s", s.Pending, s.Area("GULA").Control)
	}
	target(t, s, Action{Where: "GULA"})
	if c := s.Area("GULA").Control; c != Anarchist {
		t.Fatalf("Gulai Polye controlled by %s, want the Anarchists", c)
	}
	if err := s.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}

// TestR12_12_ActiveMinorUsedFreely: an Anarchist force active for Red
// moves as Red's own, every unit of it (a limited one moves two at most,
// 12.11): three units leave Gulai Polye in one action phase.
func TestR12_12_ActiveMinorUsedFreely(t *testing.T) {
	s := atMovement(t, Red, 5)
	s.F(Anarchist).Status, s.F(Anarchist).Controller = Active, Red
	var to string
	for _, n := range s.data.Map.Neighbours("GULA") {
		if s.Area(n.To).Control == Red && n.Grade == Easy && !s.OutOfPlay(n.To) {
			to = n.To
		}
	}
	if to == "" {
		t.Fatal("no Red area next to Gulai Polye")
	}
	var units []*Piece
	for i := range s.Pieces {
		if p := &s.Pieces[i]; p.Faction == Anarchist && p.Kind == KindUnit && len(units) < 3 {
			p.Status, p.Where, p.Reduced = OnMap, "GULA", false
			units = append(units, p)
		}
	}
	if len(units) < 3 {
		t.Fatalf("the Anarchists have %d units", len(units))
	}
	for _, p := range units {
		mustApply(t, s, mv(Red, ps(p), to))
		passWindows(t, s)
	}
	if n := len(s.UnitsAt(to, Anarchist)); n != 3 {
		t.Fatalf("%d Anarchist units moved, want 3", n)
	}
}

// TestR12_42_NeutralMinorsRepairAndBuild: at the purchase phase of a
// spring turn each neutral minor not conquered repairs (Poland two
// units, the others one) and builds (Poland two, the others one) in an
// area it controls; a conquered one does neither.
func TestR12_42_NeutralMinorsRepairAndBuild(t *testing.T) {
	s := rulesCardPhase(t, 4, func(s *State) {
		clearMap(s)
		for m, n := range map[Faction]int{Poland: 3, Finland: 2, Baltic: 2} {
			for _, p := range putN(t, s, m, INF, n, controlled(t, s, m)) {
				p.Reduced = true
			}
		}
		s.F(Baltic).Conquered = true
	})
	var ev []Event
	for s.Phase == CardPhase || s.Pending.Kind == DecideCard || s.Pending.Kind == DecideCardTarget {
		a := s.Legal()[0]
		if a.Type == ActDiscard {
			a.Cards = nil
		}
		ev = append(ev, mustApply(t, s, a)...)
	}
	want := map[Faction][2]int{Poland: {2, 2}, Finland: {1, 1}, Baltic: {0, 0}}
	for m, w := range want {
		repaired, built := 0, 0
		for _, e := range ev {
			switch {
			case e.Rule != "12.42" || e.Faction != m:
			case e.Kind == EvRepaired:
				repaired++
				if s.Piece(e.Piece).Reduced {
					t.Errorf("%s still reduced", e.Piece)
				}
			case e.Kind == EvPlaced:
				built++
				if p := s.Piece(e.Piece); p.Status != OnMap || p.Reduced || s.Area(p.Where).Control != m {
					t.Errorf("%s built at %s (%v)", p.ID, p.Where, p.Status)
				}
			}
		}
		if [2]int{repaired, built} != w {
			t.Errorf("%s repaired %d and built %d, want %v", m, repaired, built, w)
		}
	}
}

// TestR12_5_NoVPFromMinorAreas: Gulai Polye given back to the Anarchists
// after Red's coup de main no longer counts for the South's VP, nor does
// it count for Red's.
func TestR12_5_NoVPFromMinorAreas(t *testing.T) {
	s, _ := rulesCoupKit(t, Red, "GULA", South)
	south, red := s.VP(South), s.VP(Red)
	target(t, s, Action{Where: "GULA"})
	target(t, s, Action{Where: "GULA"})
	money := s.data.Map.Area("GULA").Money
	if money == 0 || s.VP(South) != south-money || s.VP(Red) != red {
		t.Fatalf("VP South %d -> %d, Red %d -> %d (Gulai Polye worth %d)", south, s.VP(South), red, s.VP(Red), money)
	}
	if m, p := s.Yield(Red, "GULA"); m != 0 || p != 0 {
		t.Fatal("Red collects from the Anarchists' area")
	}
}

// TestR12_42_ControlledMinorRefit: the Anarchists active for Red, in a
// spring purchase phase: Red chooses which reduced Anarchist unit is
// repaired (one), then which counter is built and in which Anarchist
// area (one); neither may be skipped, and the purchases follow. The
// engine once repaired and built only for neutral minors.
func TestR12_42_ControlledMinorRefit(t *testing.T) {
	var hurt []*Piece
	s := rulesCardPhase(t, 4, func(s *State) {
		clearMap(s)
		s.F(Anarchist).Status, s.F(Anarchist).Controller = Active, Red
		s.Area("GULA").Control = Anarchist
		for i := range s.Pieces {
			if p := &s.Pieces[i]; p.Faction == Anarchist && p.Kind == KindUnit && len(hurt) < 2 {
				p.Status, p.Where, p.Reduced = OnMap, "GULA", true
				hurt = append(hurt, p)
			}
		}
	})
	for s.Pending.Kind == DecideDiscard || s.Pending.Kind == DecideCard || s.Pending.Kind == DecideCardTarget || s.Pending.Kind == DecidePlace {
		a := s.Legal()[0]
		if a.Type == ActDiscard {
			a.Cards = nil
		}
		mustApply(t, s, a)
	}
	if s.Pending.Kind != DecideRefit || s.Pending.Faction != Red || s.Pending.Of != Anarchist {
		t.Fatalf("pending %v, want Red's refit of the Anarchists", s.Pending)
	}
	legal := s.Legal()
	if len(legal) != 2 || legal[0].Where != "" || legal[1].Where != "" {
		t.Fatalf("repairs offered %v, want each reduced unit", legal)
	}
	refused(t, s, Action{Type: ActEndPurchase, Faction: Red}, "4.0")
	mustApply(t, s, Action{Type: ActRefit, Faction: Red, Minor: Anarchist, Piece: hurt[1].ID})
	if s.Piece(hurt[1].ID).Reduced || !s.Piece(hurt[0].ID).Reduced {
		t.Fatal("the wrong unit was repaired")
	}
	legal = s.Legal()
	if len(legal) == 0 || s.Pending.Kind != DecideRefit {
		t.Fatalf("no build offered: %v", s.Pending)
	}
	for _, a := range legal {
		if a.Where == "" || s.Area(a.Where).Control != Anarchist {
			t.Fatalf("build %v not in an Anarchist area", a)
		}
	}
	refused(t, s, Action{Type: ActRefit, Faction: Red, Minor: Anarchist, Piece: hurt[0].ID}, "12.42")
	mustApply(t, s, legal[0])
	if p := s.Piece(legal[0].Piece); p.Status != OnMap || p.Where != "GULA" || p.Reduced {
		t.Fatalf("built %s: %v at %s", p.ID, p.Status, p.Where)
	}
	if s.Pending.Kind != DecidePurchase || s.Refit != nil {
		t.Fatalf("pending %v after the refit", s.Pending)
	}
	if err := s.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}
