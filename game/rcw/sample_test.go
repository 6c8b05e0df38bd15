package rcw

import (
	"testing"
)

// freeNats puts every Blue and Green control marker back in the Aux cup:
// in the sample game's first Combat Phase no one held one (DATA.md g.2).
func freeNats(s *State) {
	for i := range s.Players {
		for _, n := range s.Players[i].Controls {
			s.Aux = append(s.Aux, Chit{Kind: ChitControl, Nat: n})
		}
		s.Players[i].Controls = nil
	}
	for i := range s.Stacks {
		if s.Nat(s.Stacks[i].Pieces[0]) != "" {
			s.Stacks[i].Player = ""
		}
	}
}

// toCombat carries a quiet game on to the Combat Phase of a player, every
// Player-Turn before it passing, and clears the quiet table's Subversive
// Attacks Doubled (the sample game's came in Game-Turn 2).
func toCombat(t *testing.T, s *State, who string) {
	t.Helper()
	for s.Phasing() != who || s.Phase != PhaseCombat {
		switch s.Pending.Kind {
		case DecideMove, DecideCombat:
			mustApply(t, s, Action{Type: ActEndPhase, Player: s.Phasing()})
		case DecideDraw:
			mustApply(t, s, Action{Type: ActDraw, Player: s.Phasing()})
		case DecideRedraw:
			mustApply(t, s, Action{Type: ActPass, Player: s.Phasing()})
		default:
			t.Fatalf("waiting for %+v", s.Pending)
		}
	}
	s.SubDoubled = false
	freeNats(s)
}

// TestSampleGameCombatTurn1 replays the combats of the sample postal
// game's first Game-Turn (DATA.md g.3) on positions built as the report
// gives them: each attack at the recorded odds, with a die that gives the
// recorded result on the project's CRT (the report gives no dice), and
// the losses in the recorded sections. Also the void orders: a subversive
// attack across a non-border (OREL-POLT) and an attack on a stack
// already eliminated (ARCH). Then the Interphase's replacements (g.4).
func TestSampleGameCombatTurn1(t *testing.T) {
	s := inMovement(t, 5, "A")
	s.Order, s.Current = []string{"A", "B", "C", "D", "E"}, 0 // the postal game's orders, in letter order
	mustApply(t, s, Action{Type: ActEndPhase, Player: "A"})
	s.SubDoubled = false
	freeNats(s)
	check := func(name string, a Action, col int, res Result) []Event {
		t.Helper()
		at, err := s.checkAttack(a, a.Type == ActSubvert)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if at.col != col {
			t.Fatalf("%s: %d against %d is %s, recorded %s", name, at.a, at.d, CRTColumns[at.col], CRTColumns[col])
		}
		return attackWith(s, t, res, a)
	}
	// Player A.
	kurs := form(s, "KURS", "A", 159, 106) // Kalinin 1, RU3 KALU
	cher := form(s, "CHER", "", 318)       // GE BU2 CHER
	check("CHER", Action{Type: ActSubvert, Player: "A", Stacks: []int{kurs}, Target: cher}, Odds21, De)
	if !inSection(s, "A", 318) {
		t.Fatal("CHER: BU2 not to A")
	}
	sara1 := form(s, "SARA", "A", 171, 107, 160) // Sorokin, RU4 TULA, Kamenev
	sara2 := form(s, "SARA", "A", 161, 113)      // Markin, RU2 KAZA
	sara := stackOf(s, 213).ID                   // WU2 SARA, uncontrolled
	check("SARA", Action{Type: ActAttack, Player: "A", Stacks: []int{sara1, sara2}, Target: sara}, Odds41, Ex)
	mustApply(t, s, Action{Type: ActLosses, Player: "A", Units: []int{113}})
	if !inSection(s, "A", 213) || !inSection(s, Unassigned, 113) {
		t.Fatal("SARA: WU2 SARA to A, RU2 KAZA to Unassigned")
	}
	mohi := form(s, "MOHI", "A", 153, 105) // Zinoviev 2, RU6 SMOL
	check("MOHI", Action{Type: ActAttack, Player: "A", Stacks: []int{mohi}, Target: form(s, "MOHI", "", 320)}, Odds41, De)
	livoR := form(s, "LIVO", "A", 151, 101) // Lenin 3, RU8 PETR
	livoW := form(s, "LIVO", "A", 265, 202) // Rodzyanko 1, WU2 ESTO
	check("LIVO GE", Action{Type: ActAttack, Player: "A", Stacks: []int{livoR}, Target: form(s, "LIVO", "", 321)}, Odds51, De)
	check("LIVO BA", Action{Type: ActAttack, Player: "A", Stacks: []int{livoW}, Target: form(s, "LIVO", "", 411)}, Odds11, Ex)
	if !inSection(s, "A", 320, 321, 411) || !inSection(s, Unassigned, 202) || s.Piece(265).Status != OnMap {
		t.Fatal("MOHI, LIVO: BU2, BU2, GU2 to A; WU2 ESTO to Unassigned; Rodzyanko stays")
	}
	// Player B.
	toCombat(t, s, "B")
	arch := form(s, "ARCH", "B", 163, 104, 175, 179) // Bonch-Bruevich, RU3 OLON, Peterson, Stalin
	check("ARCH BR", Action{Type: ActAttack, Player: "B", Stacks: []int{arch}, Target: form(s, "ARCH", "", 313)}, Odds31, De)
	// Player C.
	toCombat(t, s, "C")
	khar1 := form(s, "KHAR", "C", 257, 208) // Sidorin, WU3 STAV
	khar2 := form(s, "KHAR", "C", 256, 204) // May-Maevsky, WU6 KHAR
	check("KHAR", Action{Type: ActAttack, Player: "C", Stacks: []int{khar1, khar2}, Target: form(s, "KHAR", "", 409)}, Odds51, De)
	// Player D.
	toCombat(t, s, "D")
	volo := form(s, "VOLO", "D", 152, 111, 176, 177, 174) // Trotsky, RU8 TVER, Slavin, Yeserov, Berzin
	us := form(s, "ARCH", "", 309)
	check("ARCH US", Action{Type: ActSubvert, Player: "D", Stacks: []int{volo}, Target: us}, Odds61, De)
	cour := form(s, "COUR", "D", 264, 203) // Yudenich, WU2 LIVO
	check("COUR", Action{Type: ActAttack, Player: "D", Stacks: []int{cour}, Target: form(s, "COUR", "", 412)}, Odds11, Ae)
	if !inSection(s, "B", 313) || !inSection(s, "C", 409) || !inSection(s, "D", 309) || !inSection(s, Unassigned, 264, 203) {
		t.Fatal("ARCH, KHAR, COUR: BU2 to B, GU2 to C, BU2 to D; Yudenich and WU2 LIVO to Unassigned")
	}
	// Player E: the void orders, then VITE.
	toCombat(t, s, "E")
	orel := form(s, "OREL", "E", 156, 114, 170, 108) // Budenny, RU4 VITE, Antonov, RU3 OREL
	refused(t, s, Action{Type: ActSubvert, Player: "E", Stacks: []int{orel}, Target: stackOf(s, 316).ID}, "8.31")
	voloE := form(s, "VOLO", "E", 169, 116) // Blucher, RU2 EKAT (the Czar aside)
	refused(t, s, Action{Type: ActSubvert, Player: "E", Stacks: []int{voloE}, Target: us}, "8.0")
	psko := form(s, "PSKO", "E", 158, 110, 112, 157, 180) // Frunze, RU4 VLDM, RU3 YARO, Vatzetis, Gaii
	check("VITE", Action{Type: ActSubvert, Player: "E", Stacks: []int{psko}, Target: form(s, "VITE", "", 319)}, Odds61, De)
	if !inSection(s, "E", 319) {
		t.Fatal("VITE: BU2 to E")
	}
	// DATA.md g.4: the epidemic of the first Game-Turn took GU4 KIEV; the
	// Replacement Segment of the Interphase returns RU2 KAZA, GU4 KIEV and
	// WU2 LIVO (Red units in LIVO, but the White leader Rodzyanko too),
	// and not WU2 ESTO (a Green unit, no White), GU2 LIVO (Red and White,
	// no Green), GU2 KHAR (White units), WU2 SARA (Red units), Yudenich.
	s.epidemic("KIEV")
	mustApply(t, s, Action{Type: ActEndPhase, Player: "E"})
	ev := mustApply(t, s, Action{Type: ActDraw, Player: "E"})
	if s.Pending.Kind == DecideRedraw {
		ev = append(ev, mustApply(t, s, Action{Type: ActPass, Player: "E"})...)
	}
	if s.Phase != PhaseSequencing {
		t.Fatalf("not at the next sequencing draw: %v", s.Phase)
	}
	for _, c := range []struct {
		id   int
		home string
	}{{113, "KAZA"}, {407, "KIEV"}, {203, "LIVO"}} {
		if s.Province(c.id) != c.home || s.Piece(c.id).Section != "" {
			t.Errorf("%d not replaced in %s", c.id, c.home)
		}
	}
	for _, id := range []int{202, 411, 409, 213, 264, 318} {
		if s.Piece(id).Status != Eliminated {
			t.Errorf("%d replaced", id)
		}
	}
	if hasEvent(ev, EvReplaced) == nil || hasEvent(ev, EvNotReplaced) == nil {
		t.Fatal("the segment named no replacement")
	}
}
