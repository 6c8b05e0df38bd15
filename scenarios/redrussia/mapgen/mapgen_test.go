package main

import (
	"math"
	"testing"

	"tachanka/scenarios/internal/mapcmd"

	"tachanka/scenarios/internal/raster"
)

func generated(t *testing.T) *result {
	t.Helper()
	in, err := readInputs("data", "../../reds/mapgen/data")
	if err != nil {
		t.Fatal(err)
	}
	res, err := generate(in)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// TestCommittedMapIsCurrent: map-redrussia.json is what the data gives
// (make rr-map rewrites it).
func TestCommittedMapIsCurrent(t *testing.T) {
	res := generated(t)
	js, err := encode(res.m)
	if err != nil {
		t.Fatal(err)
	}
	if err := mapcmd.Check(js, "../map-redrussia.json", "make rr-map"); err != nil {
		t.Fatal(err)
	}
}

// TestRoutesShareBorders: the two areas of every route of c.7 share a
// border of at least two raster cell sides (about 10 km); the extra seeds
// of frontier.json exist to draw the ones the towns alone miss.
func TestRoutesShareBorders(t *testing.T) {
	res := generated(t)
	if len(res.apart) != 0 {
		t.Errorf("routes whose areas share no border: %v", res.apart)
	}
}

// TestSeedsExplained: every extra seed says what part of the area it stands
// for and which route it draws.
func TestSeedsExplained(t *testing.T) {
	in, err := readInputs("data", "../../reds/mapgen/data")
	if err != nil {
		t.Fatal(err)
	}
	for code := range in.front.Seeds {
		if in.front.SeedNotes[code] == "" {
			t.Errorf("the seeds of %s have no note", code)
		}
	}
	for code := range in.front.SeedNotes {
		if _, ok := in.front.Seeds[code]; !ok {
			t.Errorf("a note for %s, which has no seeds", code)
		}
	}
}

// TestSqueeze: the longitude compression is continuous, increasing, the
// identity west of 60°E and of slope 0.4 east of 75°E.
func TestSqueeze(t *testing.T) {
	if squeeze(30) != 30 || squeeze(60) != 60 {
		t.Error("not the identity west of 60E")
	}
	prev := squeeze(59)
	for lon := 59.05; lon < 140; lon += 0.05 {
		s := squeeze(lon)
		if s <= prev || s-prev > 0.05+1e-9 {
			t.Fatalf("squeeze jumps or turns at %.2f", lon)
		}
		prev = s
	}
	if d := squeeze(101) - squeeze(100); math.Abs(d-compressK) > 1e-9 {
		t.Errorf("slope %.3f east of 75E, want %.1f", d, compressK)
	}
}

// TestSimplifySharedBorders: two areas simplify their common border to the
// same line, whichever way round each traces it.
func TestSimplifySharedBorders(t *testing.T) {
	g := grid{W: 40, H: 30, Cell: 1}
	owner := make([]int, g.W*g.H)
	for c := range owner {
		i, j := c%g.W, c/g.W
		switch {
		case i == 0 || j == 0 || i == g.W-1 || j == g.H-1:
			owner[c] = -1
		case float64(i) < 20+6*math.Sin(float64(j)/3): // a wavy border
			owner[c] = 0
		default:
			owner[c] = 1
		}
	}
	at := func(i, j int) int {
		if i < 0 || j < 0 || i >= g.W || j >= g.H {
			return -1
		}
		return owner[g.Idx(i, j)]
	}
	fixed := func(v vtx) bool {
		set := map[int]bool{at(v[0]-1, v[1]-1): true, at(v[0], v[1]-1): true, at(v[0]-1, v[1]): true, at(v[0], v[1]): true}
		return len(set) >= 3
	}
	inner := func(a int) map[pt]bool {
		out := map[pt]bool{}
		for _, r := range raster.TraceCells(g, func(c int) bool { return owner[c] == a }) {
			for _, v := range simplifyShared(r, fixed, 1.0) {
				if v[0] > 1 && v[0] < float64(g.W-1) && v[1] > 1 && v[1] < float64(g.H-1) { // off the outer frame
					out[v] = true
				}
			}
		}
		return out
	}
	a, b := inner(0), inner(1)
	if len(a) < 3 {
		t.Fatalf("the border kept %d vertices", len(a))
	}
	for v := range a {
		if !b[v] {
			t.Errorf("vertex %v of area 0's border is not on area 1's", v)
		}
	}
	for v := range b {
		if !a[v] {
			t.Errorf("vertex %v of area 1's border is not on area 0's", v)
		}
	}
}
