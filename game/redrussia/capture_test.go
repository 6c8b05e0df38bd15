package redrussia

import (
	"testing"

	"tachanka/game/dice"
)

// TestR8_91_TankBreakdown: a tank entering a hostile or neutral area rolls
// 1d6 and loses a step on a 6; entering a friendly area it does not roll.
func TestR8_91_TankBreakdown(t *testing.T) {
	for _, six := range []bool{true, false} {
		s := atMovement(t, Red, 1)
		tk := put(t, s, Red, TANK, "TSAR")
		seedFor(t, s, func(r *dice.Rand) bool { return (r.D6() == 6) == six })
		ev := mustApply(t, s, mv(Red, ps(tk), "UDON"))
		if now(s, tk).Reduced != six || hasEvent(ev, EvBrokeDown, tk.ID) != six {
			t.Fatalf("a six %v: reduced %v, events %v", six, now(s, tk).Reduced, ev)
		}
	}
	s := atMovement(t, Red, 1)
	tk := put(t, s, Red, TANK, "TSAR")
	before := s.Rand
	mustApply(t, s, mv(Red, ps(tk), "SARA"))
	if s.Rand != before {
		t.Fatal("a tank rolled for entering a friendly area")
	}
	// A reduced tank that breaks down is eliminated.
	s = atMovement(t, Red, 1)
	tk = put(t, s, Red, TANK, "TSAR")
	tk.Reduced = true
	seedFor(t, s, func(r *dice.Rand) bool { return r.D6() == 6 })
	mustApply(t, s, mv(Red, ps(tk), "UDON"))
	if now(s, tk).Status != Eliminated {
		t.Fatalf("the reduced tank is %v", now(s, tk).Status)
	}
}

// TestR8_93_AircraftDisplaced: enemy units entering an area holding only
// aircraft send them back at once, within 8.4's limits (not back along the
// enemy's route, not into a hostile area), and they lose a step on 1-2.
func TestR8_93_AircraftDisplaced(t *testing.T) {
	for _, loss := range []bool{true, false} {
		s := atMovement(t, Red, 1)
		air := put(t, s, South, AIR, "SARA")
		inf := put(t, s, Red, INF, "TSAR")
		seedFor(t, s, func(r *dice.Rand) bool { return (r.D6() <= 2) == loss })
		ev := mustApply(t, s, mv(Red, ps(inf), "SARA"))
		// Around Saratov only Samara (Siberian) is open to South aircraft.
		if where(s, air) != "SAMA" || !hasEvent(ev, EvDisplaced, air.ID) || now(s, air).Reduced != loss {
			t.Fatalf("loss %v: aircraft in %s, reduced %v, events %v", loss, where(s, air), now(s, air).Reduced, ev)
		}
	}
	// With nowhere to go they are eliminated.
	s := atMovement(t, Red, 1)
	air := put(t, s, South, AIR, "YARO")
	inf := put(t, s, Red, INF, "MOSC")
	mustApply(t, s, mv(Red, ps(inf), "YARO")) // every way out is Red
	if now(s, air).Status != Eliminated {
		t.Fatalf("aircraft with no retreat are %v", now(s, air).Status)
	}
}

// TestR8_93_AircraftOwnerChooses: with more than one way out the
// aircraft's side chooses where they go, among 8.4's areas only.
func TestR8_93_AircraftOwnerChooses(t *testing.T) {
	s := atMovement(t, Red, 1)
	air := put(t, s, South, AIR, "SAMA")
	inf := put(t, s, Red, INF, "SARA")
	mustApply(t, s, mv(Red, ps(inf), "SAMA"))
	if s.Pending.Kind != DecideAir || s.Pending.Faction != South || where(s, air) != "SAMA" {
		t.Fatalf("pending %v, aircraft in %s", s.Pending, where(s, air))
	}
	for _, w := range []string{"SIMB", "UFA", "OREN"} {
		if !legalHas(s, Action{Type: ActAirRetreat, Faction: South, Where: w}) {
			t.Fatalf("Legal lacks the retreat to %s", w)
		}
	}
	refused(t, s, Action{Type: ActAirRetreat, Faction: South, Where: "PENZ"}, "8.4") // hostile
	refused(t, s, Action{Type: ActAirRetreat, Faction: South, Where: "URAL"}, "8.4") // a difficult route
	ev := mustApply(t, s, Action{Type: ActAirRetreat, Faction: South, Where: "UFA"})
	if where(s, air) != "UFA" || !hasEvent(ev, EvDisplaced, air.ID) || s.Pending.Kind != DecideMove || s.Pending.Faction != Red {
		t.Fatalf("after the choice: aircraft in %s, pending %v", where(s, air), s.Pending)
	}
}

// TestR10_5_LeaderAloneCaptured: enemy units entering the area of a
// leader alone: 2d6 + rating ≥ 11 sends him to the next turn's box,
// otherwise he is shot.
func TestR10_5_LeaderAloneCaptured(t *testing.T) {
	for _, escape := range []bool{true, false} {
		s := atMovement(t, Red, 1)
		de := putLeader(t, s, "denikin", "SARA") // rating 2
		inf := put(t, s, Red, INF, "TSAR")
		seedFor(t, s, func(r *dice.Rand) bool { a, b := r.TwoD6(); return (a+b+2 >= 11) == escape })
		ev := mustApply(t, s, mv(Red, ps(inf), "SARA"))
		p := now(s, de)
		switch {
		case escape && (p.Status != OnTrack || p.Arrive != 2 || !hasEvent(ev, EvEscaped, de.ID)):
			t.Fatalf("escaped: %v arriving %d", p.Status, p.Arrive)
		case !escape && (p.Status != Removed || !hasEvent(ev, EvCaptured, de.ID)):
			t.Fatalf("captured: %v", p.Status)
		case !escape && !s.DenikinKilled:
			t.Fatal("Denikin shot on capture is not killed in combat (10.91: capture included)")
		}
	}
	// A leader with a friendly unit is not checked.
	s := atMovement(t, Red, 1)
	de := putLeader(t, s, "denikin", "SARA")
	put(t, s, South, INF, "SARA")
	inf := put(t, s, Red, INF, "TSAR")
	mustApply(t, s, mv(Red, ps(inf), "SARA"))
	if now(s, de).Status != OnMap {
		t.Fatal("a leader with his units was captured")
	}
}

// TestR15_1_GoldCarriedAndCaptured: a unit of the Gold's owner (not an
// aircraft) carries it at no cost; left without its owner's units it is
// taken by the enemy whose units enter.
func TestR15_1_GoldCarriedAndCaptured(t *testing.T) {
	s := atMovement(t, Red, 1)
	gold := s.Piece(GoldID)
	gold.Status, gold.Where = OnMap, "KAZA"
	inf := put(t, s, Red, INF, "KAZA")
	air := put(t, s, Red, AIR, "KAZA")
	refused(t, s, mv(Red, ps(air, gold), "NIZH"), "15.1")
	if !legalHas(s, mv(Red, ps(inf, gold), "NIZH", "IVAN")) {
		t.Fatal("Legal lacks the unit carrying the Gold")
	}
	drop := mv(Red, ps(inf, gold), "NIZH", "IVAN")
	drop.Drops = []Drop{{Piece: inf.ID, Where: "NIZH"}}
	refused(t, s, drop, "15.1") // the Gold may not go on without its carrier
	mustApply(t, s, mv(Red, ps(inf, gold), "NIZH", "IVAN"))
	if where(s, gold) != "IVAN" {
		t.Fatalf("the Gold is in %s, want IVAN", where(s, gold))
	}
	// Left alone, it is taken by enemy units entering.
	s = atMovement(t, Siberian, 1)
	gold = s.Piece(GoldID)
	gold.Status, gold.Where = OnMap, "SIMB"
	sib := put(t, s, Siberian, INF, "SAMA")
	ev := mustApply(t, s, mv(Siberian, ps(sib), "SIMB"))
	if s.Piece(GoldID).Faction != Siberian || !hasEvent(ev, EvCaptured, GoldID) {
		t.Fatalf("the Gold belongs to %s", s.Piece(GoldID).Faction)
	}
}

// TestR15_1_GoldLeftAmongEnemies: a Gold left by its carrier in an area
// holding enemy units is taken at once by their faction.
func TestR15_1_GoldLeftAmongEnemies(t *testing.T) {
	s := atMovement(t, Red, 1)
	gold := s.Piece(GoldID)
	gold.Status, gold.Where = OnMap, "SIMB"
	inf := put(t, s, Red, INF, "SIMB")
	put(t, s, Siberian, INF, "SIMB")
	ev := mustApply(t, s, mv(Red, ps(inf), "KAZA"))
	if s.Piece(GoldID).Faction != Siberian || !hasEvent(ev, EvCaptured, GoldID) {
		t.Fatalf("the Gold left among Siberians belongs to %s", s.Piece(GoldID).Faction)
	}
}

// TestR10_5_LeninCapturedByAMove: Lenin caught alone by a White move and
// shot is Lenin killed (10.81): Red loses 1d6 manpower and 1d6 money and
// the capturing White gains the VP, as in a battle.
func TestR10_5_LeninCapturedByAMove(t *testing.T) {
	s := atMovement(t, South, 1)
	lenin := putLeader(t, s, "lenin", "SARA") // rating 2
	inf := put(t, s, South, INF, "TSAR")
	from := "SARA"
	seedFor(t, s, func(r *dice.Rand) bool { a, b := r.TwoD6(); return a+b+2 < 11 })
	money, men := s.F(Red).Money, s.F(Red).Manpower
	mustApply(t, s, mv(South, ps(inf), from))
	if now(s, lenin).Status != Removed || s.LeninKiller != South {
		t.Fatalf("Lenin %v, killer %v", now(s, lenin).Status, s.LeninKiller)
	}
	if s.F(Red).Money >= money || s.F(Red).Manpower >= men {
		t.Fatalf("Red kept %d money and %d manpower (had %d, %d)", s.F(Red).Money, s.F(Red).Manpower, money, men)
	}
}

// TestR10_5_EscapedAlliedLeaderLosesControl: an Allied leader controlled
// by a White faction who escapes capture goes to the track without that
// control (13.61: only Allied pieces on the map are controlled; found by
// the 2-player random series, seed 141).
func TestR10_5_EscapedAlliedLeaderLosesControl(t *testing.T) {
	s := atMovement(t, Red, 1)
	var al *Piece
	for i := range s.Pieces {
		if p := &s.Pieces[i]; p.Kind == KindLeader && p.Faction == Allies {
			al = p
			break
		}
	}
	if al == nil {
		t.Fatal("no Allied leader")
	}
	al.Status, al.Where, al.ControlledBy = OnMap, "ODES", South
	seedFor(t, s, func(r *dice.Rand) bool { a, b := r.TwoD6(); return a+b+s.data.Leaders.Leader(al.ID).Rating >= 11 })
	s.captureCheck(al, 1)
	if al.Status != OnTrack || al.Arrive != s.Turn+1 || al.ControlledBy != NoFaction {
		t.Fatalf("%s %v arriving %d, controlled by %v", al.ID, al.Status, al.Arrive, al.ControlledBy)
	}
	if err := s.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}
