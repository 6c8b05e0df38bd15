package redrussia

import (
	"slices"
	"testing"
)

// TestR7_1_UnitAloneOneMP: a unit alone has 1 MP: two friendly areas, not
// three; Reach gives the cheapest path and Legal offers it.
func TestR7_1_UnitAloneOneMP(t *testing.T) {
	s := atMovement(t, Red, 1)
	inf := put(t, s, Red, INF, "MOSC")
	reach := s.Reach([]string{inf.ID}, false)
	if !slices.Equal(reach["NOVG"], []string{"TVER", "NOVG"}) {
		t.Fatalf("Reach to Novgorod %v, want [TVER NOVG]", reach["NOVG"])
	}
	for d, p := range reach {
		if len(p) > 2 {
			t.Fatalf("a lone infantry unit reaches %s by %v, three areas", d, p)
		}
	}
	if !legalHas(s, mv(Red, ps(inf), "TVER", "NOVG")) {
		t.Fatal("Legal lacks the move to Novgorod")
	}
	refused(t, s, mv(Red, ps(inf), "TVER", "NOVG", "PETR"), "7.1")
	mustApply(t, s, mv(Red, ps(inf), "TVER", "NOVG"))
	if where(s, inf) != "NOVG" {
		t.Fatalf("the unit is in %s, want NOVG", where(s, inf))
	}
}

// TestR7_1_LeaderMP: a leader's units move with his 2 MP, Trotsky's 3.
func TestR7_1_LeaderMP(t *testing.T) {
	s := atMovement(t, Red, 1)
	fr := putLeader(t, s, "frunze", "MOSC")
	inf := put(t, s, Red, INF, "MOSC")
	mustApply(t, s, mv(Red, ps(fr, inf), "TVER", "NOVG", "PETR", "VOLO"))
	if where(s, inf) != "VOLO" || where(s, fr) != "VOLO" {
		t.Fatalf("the stack is in %s/%s, want VOLO", where(s, fr), where(s, inf))
	}
	tr := putLeader(t, s, "trotsky", "SARA")
	inf2 := put(t, s, Red, INF, "SARA")
	if _, ok := s.Reach([]string{tr.ID, inf2.ID}, false)["RYAZ"]; !ok {
		t.Fatal("Trotsky's 3 MP do not reach Ryazan")
	}
	refused(t, s, mv(Red, ps(tr, inf2), "TAMB", "RYAZ", "MOSC", "TVER", "NOVG", "PETR", "VOLO"), "7.1")
	mustApply(t, s, mv(Red, ps(tr, inf2), "TAMB", "RYAZ", "MOSC", "TVER", "NOVG", "PETR"))
}

// TestR7_2_HostileAreaCostsOne: entering a hostile area costs infantry 1
// MP, so a lone unit stops there for want of MP.
func TestR7_2_HostileAreaCostsOne(t *testing.T) {
	s := atMovement(t, Red, 1)
	inf := put(t, s, Red, INF, "TSAR")
	refused(t, s, mv(Red, ps(inf), "SARA", "SAMA"), "7.1") // ½ + 1
	reach := s.Reach([]string{inf.ID}, false)
	if _, ok := reach["UDON"]; !ok {
		t.Fatal("a lone unit cannot enter the hostile Upper Don")
	}
	for d, p := range reach {
		if len(p) > 1 && s.Area(p[0]).Control == South {
			t.Fatalf("the unit goes on past a hostile area to %s", d)
		}
	}
}

// TestR7_2_CavalryHalfCostEverywhere: cavalry pays ½ in hostile areas; a
// leader with cavalry only pays cavalry costs, Trotsky does not (10.83).
func TestR7_2_CavalryHalfCostEverywhere(t *testing.T) {
	s := atMovement(t, Red, 1)
	cav := put(t, s, Red, CAV, "MOSC")
	// Two areas for ½ each, the second hostile-free here; then hostile.
	mustApply(t, s, mv(Red, ps(cav), "RYAZ", "TAMB"))
	s = atMovement(t, Red, 1)
	cav = put(t, s, Red, CAV, "SARA")
	mustApply(t, s, mv(Red, ps(cav), "SAMA", "OREN")) // two Siberian areas for ½ each
	if where(s, cav) != "OREN" {
		t.Fatalf("cavalry in %s, want OREN", where(s, cav))
	}
	s = atMovement(t, Red, 1)
	bu := putLeader(t, s, "budyonny", "SARA")
	cav = put(t, s, Red, CAV, "SARA")
	mustApply(t, s, mv(Red, ps(bu, cav), "SAMA", "SIMB", "KAZA", "PENZ")) // ½+½+½+½: Budyonny pays as cavalry
	s = atMovement(t, Red, 1)
	tr := putLeader(t, s, "trotsky", "SARA")
	cav = put(t, s, Red, CAV, "SARA")
	// Trotsky pays infantry costs: 1+1+½+½+½ is more than his 3 MP (at
	// cavalry rates it would be 2½).
	refused(t, s, mv(Red, ps(tr, cav), "SAMA", "SIMB", "KAZA", "PENZ", "SARA"), "7.1")
	mustApply(t, s, mv(Red, ps(tr, cav), "SAMA", "SIMB", "KAZA", "PENZ"))
}

// TestR7_2_DifficultRouteCostsOne: any unit pays 1 MP along a difficult
// route, even between friendly areas and for cavalry.
func TestR7_2_DifficultRouteCostsOne(t *testing.T) {
	s := atMovement(t, Red, 1)
	inf := put(t, s, Red, INF, "TVER")
	cav := put(t, s, Red, CAV, "TVER")
	refused(t, s, mv(Red, ps(inf), "SMOL", "MOSC"), "7.1")
	refused(t, s, mv(Red, ps(cav), "SMOL", "MOSC"), "7.1")
	mustApply(t, s, mv(Red, ps(inf), "MOSC", "SMOL"))
	mustApply(t, s, mv(Red, ps(cav), "SMOL"))
}

// TestR11_0_IronCrossClosedTurns1And2: no unit enters an iron-cross area
// on turns 1 and 2; from turn 3 it may.
func TestR11_0_IronCrossClosedTurns1And2(t *testing.T) {
	s := atMovement(t, Red, 2)
	inf := put(t, s, Red, INF, "SMOL")
	refused(t, s, mv(Red, ps(inf), "MINS"), "11.0")
	s = atMovement(t, Red, 3)
	inf = put(t, s, Red, INF, "SMOL")
	mustApply(t, s, mv(Red, ps(inf), "MINS"))
}

// TestR7_2_LeaderAloneMayNotEnterEnemyUnits: a leader without units may
// not enter an area with enemy units; with a unit he may.
func TestR7_2_LeaderAloneMayNotEnterEnemyUnits(t *testing.T) {
	s := atMovement(t, Red, 1)
	fr := putLeader(t, s, "frunze", "TSAR")
	put(t, s, South, INF, "SARA")
	refused(t, s, mv(Red, ps(fr), "SARA"), "7.2")
	if _, ok := s.Reach([]string{fr.ID}, false)["SARA"]; ok {
		t.Fatal("Reach offers the lone leader an area with enemy units")
	}
	inf := put(t, s, Red, INF, "TSAR")
	mustApply(t, s, mv(Red, ps(fr, inf), "SARA"))
}

// TestR7_3_StopOnEnteringEnemyArea: a stack entering an area with enemy
// units, or units of a neutral minor, stops; a unit that starts its move
// with enemies may leave.
func TestR7_3_StopOnEnteringEnemyArea(t *testing.T) {
	s := atMovement(t, Red, 1)
	fr := putLeader(t, s, "frunze", "TSAR")
	inf := put(t, s, Red, INF, "TSAR")
	put(t, s, South, INF, "SARA")
	refused(t, s, mv(Red, ps(fr, inf), "SARA", "PENZ"), "7.3")
	if _, ok := s.Reach([]string{fr.ID, inf.ID}, false)["SAMA"]; ok {
		t.Fatal("Reach passes through an area with enemy units")
	}
	mustApply(t, s, mv(Red, ps(fr, inf), "SARA"))
	stuck := put(t, s, Red, INF, "SARA")
	mustApply(t, s, mv(Red, ps(stuck), "TSAR")) // it started with the enemy
	// Units of a neutral minor stop a move too.
	s = atMovement(t, Red, 1)
	fr = putLeader(t, s, "frunze", "PETR")
	inf = put(t, s, Red, INF, "PETR")
	put(t, s, Finland, INF, "VYBO")
	refused(t, s, mv(Red, ps(fr, inf), "VYBO", "HELS"), "7.3")
}

// TestR7_0_OneMoveEachAndDrops: units may be dropped on the way and end
// their move there; no unit or leader moves twice in an action phase.
func TestR7_0_OneMoveEachAndDrops(t *testing.T) {
	s := atMovement(t, Red, 1)
	ka := putLeader(t, s, "kamenev", "MOSC")
	a := put(t, s, Red, INF, "MOSC")
	b := put(t, s, Red, INF, "MOSC")
	act := mv(Red, ps(ka, a, b), "TVER", "NOVG")
	act.Drops = []Drop{{Piece: a.ID, Where: "TVER"}}
	ev := mustApply(t, s, act)
	if where(s, a) != "TVER" || where(s, b) != "NOVG" || where(s, ka) != "NOVG" {
		t.Fatalf("after the drop: %s %s %s", where(s, a), where(s, b), where(s, ka))
	}
	if !hasEvent(ev, EvMoved, a.ID) {
		t.Fatal("no moved event for the dropped unit")
	}
	if !slices.ContainsFunc(s.Entries, func(e Entry) bool { return e.Side == Red && e.Area == "NOVG" && e.From == "TVER" && e.Piece == b.ID }) {
		t.Fatalf("the entry into Novgorod is not noted for 8.4(3): %v", s.Entries)
	}
	refused(t, s, mv(Red, ps(a), "MOSC"), "7.0")
	refused(t, s, mv(Red, ps(ka), "PETR"), "7.0")
	bad := mv(Red, ps(put(t, s, Red, INF, "MOSC")), "TVER")
	bad.Drops = []Drop{{Piece: bad.Pieces[0], Where: "KAZA"}}
	refused(t, s, bad, "7.0")
	// The step ends and the next move starts afresh in the next phase.
	mustApply(t, s, Action{Type: ActEndMovement, Faction: Red})
	if s.Pending.Kind != DecideBattles {
		t.Fatalf("pending %v after the movement step", s.Pending)
	}
}

// TestR10_1_CommandCapacity: a leader moves at most his rating plus one
// units; a unit without a leader moves alone.
func TestR10_1_CommandCapacity(t *testing.T) {
	s := atMovement(t, Red, 1)
	va := putLeader(t, s, "vatsetis", "MOSC") // rating 1
	a, b, c := put(t, s, Red, INF, "MOSC"), put(t, s, Red, INF, "MOSC"), put(t, s, Red, INF, "MOSC")
	refused(t, s, mv(Red, ps(va, a, b, c), "TVER"), "10.1")
	refused(t, s, mv(Red, ps(a, b), "TVER"), "10.3")
	mustApply(t, s, mv(Red, ps(va, a, b), "TVER"))
	// Legal offers the leader with all he can take.
	if !slices.ContainsFunc(s.Legal(), func(x Action) bool { return x.Type == ActMove && len(x.Pieces) == 1 && x.Pieces[0] == c.ID }) {
		t.Fatal("Legal lacks the remaining unit's moves")
	}
}

// TestR10_7_MinorLeaderCommand: a minor leader commands another faction's
// units only with one of his own minor's.
func TestR10_7_MinorLeaderCommand(t *testing.T) {
	s := atMovement(t, Red, 3)
	s.F(Anarchist).Status, s.F(Anarchist).Controller = Active, Red
	mk := putLeader(t, s, "makhno", "GULA")
	r1, r2 := put(t, s, Red, INF, "GULA"), put(t, s, Red, INF, "GULA")
	to := s.data.Map.Neighbours("GULA")[0].To
	refused(t, s, mv(Red, ps(mk, r1, r2), to), "10.7")
	an := put(t, s, Anarchist, CAV, "GULA")
	mustApply(t, s, mv(Red, ps(mk, an, r1), to))
	if where(s, mk) != to || where(s, r1) != to {
		t.Fatalf("Makhno's stack is in %s", where(s, mk))
	}
}

// TestR7_0_WhoMoves: a faction moves its own pieces and its controlled
// minors' and Allied pieces, not another's.
func TestR7_0_WhoMoves(t *testing.T) {
	s := atMovement(t, South, 1)
	sib := put(t, s, Siberian, INF, "OREN")
	refused(t, s, mv(South, ps(sib), "SAMA"), "7.0")
	al := put(t, s, Allies, INF, "NROS")
	refused(t, s, mv(South, ps(al), "EKDR"), "13.61")
	al.ControlledBy = South
	mustApply(t, s, mv(South, ps(al), "EKDR"))
}

// TestR7_0_LegalMovesAllApply: in the first movement step of a real game
// every action Legal lists is accepted by Apply, moves are among them,
// and random movement steps keep the invariants.
func TestR7_0_LegalMovesAllApply(t *testing.T) {
	s := atInitiative(t, 43)
	playRandom(t, s, 43, func(s *State) bool { return s.Pending.Kind != DecideMove })
	legal := s.Legal()
	moves := 0
	for _, a := range legal {
		if a.Type == ActMove {
			moves++
		}
		if _, err := Apply(s.Clone(), a); err != nil {
			t.Fatalf("Legal lists %v, Apply refuses it: %v", a, err)
		}
	}
	t.Logf("%s: %d legal actions, %d moves", s.Pending.Faction, len(legal), moves)
	if moves == 0 {
		t.Fatalf("no move among %d legal actions of %s", len(legal), s.Pending.Faction)
	}
	applied := 0
	playRandom(t, s, 44, func(s *State) bool {
		if err := s.CheckInvariants(); err != nil {
			t.Fatal(err)
		}
		if s.Pending.Kind == DecideMove {
			applied++
		}
		return s.Turn < 2
	})
	t.Logf("%d movement decisions", applied)
	if applied < 10 {
		t.Fatalf("only %d movement decisions in a turn of random play", applied)
	}
}

// TestR7_2_WhiteAreasFriendlyToEveryWhite: a South unit pays ½ MP in
// Siberian areas, so it crosses two of them alone.
func TestR7_2_WhiteAreasFriendlyToEveryWhite(t *testing.T) {
	s := atMovement(t, South, 1)
	inf := put(t, s, South, INF, "OREN")
	mustApply(t, s, mv(South, ps(inf), "SAMA", "SIMB"))
	if where(s, inf) != "SIMB" {
		t.Fatalf("the South unit is in %s", where(s, inf))
	}
}
