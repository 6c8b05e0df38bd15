package reds

import (
	"slices"
	"testing"

	"tachanka/game/hex"
)

// Special units' and special rules' deviations (14.5, 15.x, 20.x) and the
// movement limits checked for each kind of movement.

// makhnoPos: the Free Territory is 1511-1512, Makhno's printed hex 1511;
// Makhno is eliminated and Red's replacement step is due.
func makhnoPos(t *testing.T) *pos {
	ft := func(r *HexRecord) { r.FreeTerritory = true }
	return newPos(t).area(ft, "1511", "1512").
		unit("makhno", NoSide, 2, "", faction(Makhno), typ(Partisan), func(d *UnitDef) {
			d.Partisan = "makhno"
			d.MA, d.MADis = 4, 4
			d.Setup = hex.MustParse("1511")
		}).
		with(func(s *State) { s.Units[0].Where, s.WWIOver = Eliminated, true })
}

func redReplacementStep(s *State) {
	s.Strategic, s.Sub = 2, stRedReplace
	s.advance()
}

func TestR14_5_MakhnoReturnsInOrAdjacentToTheFreeTerritory(t *testing.T) {
	// A White unit holds the printed hex 1511 and a Red one 1413 (next to
	// the Free Territory): only unoccupied hexes will do.
	p := makhnoPos(t).unit("w", White, 2, "1511").unit("r", Red, 2, "1413")
	s := p.startAt(6, StepStrategicTurn)
	redReplacementStep(s)
	i, _ := s.UnitByID("makhno")
	got := s.PlacementHexes(i, true)
	want := hexes("1512", "1411", "1412", "1510", "1611", "1612", "1513", "1613")
	for _, h := range want {
		if !slices.Contains(got, h) {
			t.Errorf("Makhno may not return in %v (in or next to the Free Territory): %v", h, got)
		}
	}
	for _, h := range hexes("1511", "1413", "1514", "1610", "1509") {
		if slices.Contains(got, h) {
			t.Errorf("Makhno may return in %v: occupied or not next to the Free Territory", h)
		}
	}
	refuse(t, s, Action{Type: ActPlace, Side: Red, Units: []string{"makhno"}, Hex: hex.MustParse("1511")}, "14.1")
	refuse(t, s, Action{Type: ActPlace, Side: Red, Units: []string{"makhno"}, Hex: hex.MustParse("1514")}, "14.1")
	ev := apply(t, s, Action{Type: ActPlace, Side: Red, Units: []string{"makhno"}, Hex: hex.MustParse("1513")})
	u := unitOf(t, s, "makhno")
	if u.Where != OnMap || u.Hex != hex.MustParse("1513") || !u.Disordered || !s.MakhnoReplaced {
		t.Fatalf("Makhno is %v in %v (disordered %v, booked %v), want disordered in 1513", u.Where, u.Hex, u.Disordered, s.MakhnoReplaced)
	}
	if len(eventsOf(ev, EvReinforce, "14.2")) != 1 {
		t.Fatalf("no replacement event: %v", ev)
	}
	// The game runs on to the next Makhno Allegiance Phase, which decides
	// his side (14.5, 16.1).
	if len(eventsOf(ev, EvNote, "16.1")) != 1 || s.Makhno == NoSide {
		t.Fatalf("no allegiance phase after the return: Makhno sides with %v", s.Makhno)
	}
}

func TestR14_5_MakhnoEliminatedAsWhiteReturnsForRed(t *testing.T) {
	// A White-allied Makhno on the map is eliminated.
	p := makhnoPos(t).unit("r", Red, 2, "1515").unit("w", White, 2, "1513").
		with(func(s *State) { s.Units[0].Where, s.Units[0].Hex, s.Makhno = OnMap, hex.MustParse("1512"), White })
	s := p.startAt(6, StepStrategicTurn)
	i, _ := s.UnitByID("makhno")
	s.eliminate(i, "11.5")
	if s.Makhno != NoSide {
		t.Fatalf("an eliminated Makhno still sides with %v", s.Makhno)
	}
	redReplacementStep(s)
	if !slices.Contains(s.ReplacementCandidates(Red), "makhno") {
		t.Fatalf("Makhno, eliminated while White, is not offered to Red: %v", s.ReplacementCandidates(Red))
	}
	ev := apply(t, s, Action{Type: ActPlace, Side: Red, Units: []string{"makhno"}, Hex: hex.MustParse("1511")})
	if at(t, s, "makhno") != hex.MustParse("1511") || !unitOf(t, s, "makhno").Disordered {
		t.Fatalf("Makhno is in %v", at(t, s, "makhno"))
	}
	// The next allegiance phase decides again: the White unit is nearest
	// now, so Makhno turns Red (16.1).
	if len(eventsOf(ev, EvNote, "16.1")) != 1 || s.Makhno != Red {
		t.Fatalf("after his return Makhno sides with %v, want Red", s.Makhno)
	}
}
