package redrussia

import (
	"slices"
	"testing"
)

// rulesStartingUnits are the ids of f's units waiting to be placed after the
// Czech choice of a 4-player game of the seed.
func rulesStartingUnits(t *testing.T, seed uint64, f Faction, typ UnitType) []string {
	t.Helper()
	s := newGame(t, 4, seed)
	mustApply(t, s, Action{Type: ActCzech, Faction: Siberian})
	var out []string
	for _, p := range s.Pieces {
		if p.Faction == f && p.Kind == KindUnit && p.Type == typ && p.Status == ToPlace {
			out = append(out, p.ID)
		}
	}
	slices.Sort(out)
	return out
}

// TestR5_1_StartingUnitsDrawnAtRandom: the starting units of a type are
// drawn at random from the faction's counters: the same seed draws the
// same counters, some other seed other ones, always as many as 20.4 lists
// (Red: 14 infantry, 5 cavalry), never a tank (15.4).
func TestR5_1_StartingUnitsDrawnAtRandom(t *testing.T) {
	a, b := rulesStartingUnits(t, 51, Red, INF), rulesStartingUnits(t, 51, Red, INF)
	if !slices.Equal(a, b) || len(a) != 14 {
		t.Fatalf("seed 51 drew %v then %v", a, b)
	}
	differ := false
	for seed := uint64(52); seed < 60 && !differ; seed++ {
		c := rulesStartingUnits(t, seed, Red, INF)
		if len(c) != 14 {
			t.Fatalf("seed %d drew %d infantry", seed, len(c))
		}
		differ = !slices.Equal(a, c)
	}
	if !differ {
		t.Fatal("every seed draws the same counters")
	}
	if n := len(rulesStartingUnits(t, 51, Red, CAV)); n != 5 {
		t.Fatalf("%d Red cavalry", n)
	}
	for _, f := range Majors {
		if tanks := rulesStartingUnits(t, 51, f, TANK); len(tanks) != 0 {
			t.Fatalf("%s starts with tanks %v", f, tanks)
		}
	}
}

// TestR5_7_AnyNumberOfUnitsInAnArea: Red moves eight infantry, one by
// one, into an area holding four more: twelve stand there. Units of two White
// factions may not end a move together (18.1).
func TestR5_7_AnyNumberOfUnitsInAnArea(t *testing.T) {
	s := atMovement(t, Red, 1)
	var stack []*Piece
	for range 8 {
		stack = append(stack, put(t, s, Red, INF, "MOSC"))
	}
	for range 4 {
		put(t, s, Red, INF, "RYAZ")
	}
	for _, p := range stack {
		mustApply(t, s, mv(Red, ps(p), "RYAZ"))
		passWindows(t, s)
	}
	if n := len(s.UnitsAt("RYAZ", Red)); n != 12 {
		t.Fatalf("%d Red units in Ryazan, want 12", n)
	}
	s = atMovement(t, South, 1)
	inf := put(t, s, South, INF, "OREN")
	put(t, s, Siberian, INF, "SAMA")
	refused(t, s, mv(South, ps(inf), "SAMA"), "18.1")
}
