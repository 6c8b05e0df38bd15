package redrussia

import "testing"

// TestR7_6_RedOneRailMove: without 19.1 Red has one rail move per action
// phase (+1 MP, friendly areas only, no enemy units); the Whites have none.
func TestR7_6_RedOneRailMove(t *testing.T) {
	s := atMovement(t, Red, 1)
	a := put(t, s, Red, INF, "MOSC")
	b := put(t, s, Red, INF, "MOSC")
	c := put(t, s, Red, INF, "TSAR")
	act := mv(Red, ps(a), "TVER", "NOVG", "PETR", "VOLO") // 4 × ½ = 2 MP
	refused(t, s, act, "7.1")
	act.Rail = true
	if !legalHas(s, Action{Type: ActMove, Faction: Red, Pieces: act.Pieces, Path: s.Reach(act.Pieces, true)["VOLO"], Rail: true}) {
		t.Fatal("Legal lacks the rail move to Vologda")
	}
	bad := mv(Red, ps(c), "ASTR", "ELIS")
	bad.Rail = true
	refused(t, s, bad, "7.6") // Elista is not friendly
	mustApply(t, s, act)
	if where(s, a) != "VOLO" || s.F(Red).RailLeft != 0 {
		t.Fatalf("after the rail move: %s, %d rail left", where(s, a), s.F(Red).RailLeft)
	}
	again := mv(Red, ps(b), "TVER")
	again.Rail = true
	refused(t, s, again, "7.6")
	// An enemy unit closes an area to rail moves.
	s = atMovement(t, Red, 1)
	a = put(t, s, Red, INF, "MOSC")
	put(t, s, South, INF, "TVER")
	act = mv(Red, ps(a), "TVER")
	act.Rail = true
	refused(t, s, act, "7.6")
	// The Whites have none.
	s = atMovement(t, South, 1)
	w := put(t, s, South, INF, "NROS")
	act = mv(South, ps(w), "EKDR")
	act.Rail = true
	refused(t, s, act, "7.6")
}

// TestR19_1_RailCapacity: with 19.1 each major's rail points are the rail
// dots of its areas at the start of the turn, one per unit moved by rail,
// leaders free; the Whites have theirs.
func TestR19_1_RailCapacity(t *testing.T) {
	s := atMovement(t, Red, 1)
	s.Options.Railways = true
	s.fixRailCapacity()
	dots := 0
	for i, a := range s.data.Map.Areas {
		if s.Areas[i].Control == Red {
			dots += a.RailDots
		}
	}
	if s.F(Red).RailLeft != dots || dots == 0 {
		t.Fatalf("Red has %d rail points, want its %d dots", s.F(Red).RailLeft, dots)
	}
	s.F(Red).RailLeft = 2
	fr := putLeader(t, s, "frunze", "MOSC")
	a, b, c := put(t, s, Red, INF, "MOSC"), put(t, s, Red, INF, "MOSC"), put(t, s, Red, INF, "MOSC")
	act := mv(Red, ps(fr, a, b, c), "TVER")
	act.Rail = true
	refused(t, s, act, "19.1")
	act = mv(Red, ps(fr, a, b), "TVER")
	act.Rail = true
	mustApply(t, s, act)
	if s.F(Red).RailLeft != 0 {
		t.Fatalf("%d rail points left, want 0", s.F(Red).RailLeft)
	}
	s = atMovement(t, Siberian, 1)
	s.Options.Railways = true
	s.fixRailCapacity()
	if s.F(Siberian).RailLeft == 0 {
		t.Fatal("the Siberians have no rail points with 19.1")
	}
}
