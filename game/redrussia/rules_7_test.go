package redrussia

import (
	"maps"
	"slices"
	"testing"
)

// rulesEasyPath finds a path from a start area of f along easy routes through
// two areas, each empty, not out of play, the first passing ok1 and the
// second ok2.
func rulesEasyPath(t *testing.T, s *State, f Faction, ok1, ok2 func(code string) bool) (from, a, b string) {
	t.Helper()
	m := s.data.Map
	for _, x := range m.Areas {
		if s.Area(x.Code).Control != f || s.OutOfPlay(x.Code) {
			continue
		}
		for _, n := range m.Neighbours(x.Code) {
			if n.Grade != Easy || !ok1(n.To) || s.OutOfPlay(n.To) || len(s.PiecesAt(n.To)) > 0 {
				continue
			}
			for _, n2 := range m.Neighbours(n.To) {
				if n2.Grade == Easy && n2.To != x.Code && ok2(n2.To) && !s.OutOfPlay(n2.To) && len(s.PiecesAt(n2.To)) == 0 {
					return x.Code, n.To, n2.To
				}
			}
		}
	}
	t.Fatal("no such path")
	return
}

// TestR7_41_TanksAndAircraftMoveAsInfantry: a tank and an aircraft alone
// reach exactly the areas an infantry unit alone reaches from the same
// area; an aircraft crosses two friendly areas (½ + ½) but not a hostile
// one after a friendly one (½ + 1).
func TestR7_41_TanksAndAircraftMoveAsInfantry(t *testing.T) {
	s := atMovement(t, South, 5)
	s.F(South).Tanks = true
	own := func(c string) bool { return s.Area(c).Control == South }
	from, a, b := rulesEasyPath(t, s, South, own, own)
	inf, tank, air := put(t, s, South, INF, from), put(t, s, South, TANK, from), put(t, s, South, AIR, from)
	want := slices.Sorted(maps.Keys(s.Reach([]string{inf.ID}, false)))
	for _, p := range []*Piece{tank, air} {
		if got := slices.Sorted(maps.Keys(s.Reach([]string{p.ID}, false))); !slices.Equal(got, want) {
			t.Fatalf("%s reaches %v, infantry %v", p.ID, got, want)
		}
	}
	if !slices.Contains(want, b) {
		t.Fatalf("two friendly areas %s-%s-%s not reached: %v", from, a, b, want)
	}
	mustApply(t, s, mv(South, ps(air), a, b))
	if where(s, air) != b {
		t.Fatalf("the aircraft is in %s, want %s", where(s, air), b)
	}
	s = atMovement(t, South, 5)
	hostile := func(c string) bool { c2 := s.Area(c).Control; return c2 != NoFaction && c2 != South && !c2.White() }
	from, a, b = rulesEasyPath(t, s, South, own, hostile)
	air = put(t, s, South, AIR, from)
	refused(t, s, mv(South, ps(air), a, b), "7.1")
}

// TestR7_42_CavalryHalfMPIntoAnyArea: a Red cavalry unit alone crosses
// two hostile areas along easy routes (½ + ½), where an infantry unit
// may enter only one; along a difficult route it pays 1 MP and stops.
func TestR7_42_CavalryHalfMPIntoAnyArea(t *testing.T) {
	s := atMovement(t, Red, 5)
	hostile := func(c string) bool { f := s.Area(c).Control; return f.White() }
	from, a, b := rulesEasyPath(t, s, Red, hostile, hostile)
	cav, inf := put(t, s, Red, CAV, from), put(t, s, Red, INF, from)
	refused(t, s, mv(Red, ps(inf), a, b), "7.1")
	mustApply(t, s, mv(Red, ps(cav), a, b))
	if where(s, cav) != b {
		t.Fatalf("the cavalry is in %s, want %s", where(s, cav), b)
	}
	s = atMovement(t, Red, 5)
	for _, x := range s.data.Map.Areas {
		if s.Area(x.Code).Control != Red || s.OutOfPlay(x.Code) {
			continue
		}
		for _, n := range s.data.Map.Neighbours(x.Code) {
			if n.Grade == Easy || s.OutOfPlay(n.To) || len(s.PiecesAt(n.To)) > 0 {
				continue
			}
			for _, n2 := range s.data.Map.Neighbours(n.To) {
				if n2.To != x.Code && !s.OutOfPlay(n2.To) && len(s.PiecesAt(n2.To)) == 0 {
					cav := put(t, s, Red, CAV, x.Code)
					refused(t, s, mv(Red, ps(cav), n.To, n2.To), "7.1")
					mustApply(t, s, mv(Red, ps(cav), n.To))
					return
				}
			}
		}
	}
	t.Fatal("no difficult route from a Red area")
}
