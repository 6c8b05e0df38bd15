package main

import (
	"testing"

	"tachanka/scenarios/internal/mapcmd"
)

// TestCommittedMapIsCurrent: map-rcw.json is what the data gives (make
// rcw-map rewrites it). generate itself fails when a border of b.3 is not
// drawn by the geography or the strip, or one is drawn that b.3 does not
// have.
func TestCommittedMapIsCurrent(t *testing.T) {
	in, err := readInputs("data", "../../reds/mapgen/data")
	if err != nil {
		t.Fatal(err)
	}
	m, report, err := generate(in)
	if err != nil {
		t.Fatalf("%v\n%s", err, report)
	}
	js, err := encode(m)
	if err != nil {
		t.Fatal(err)
	}
	if err := mapcmd.Check(js, "../map-rcw.json", "make rcw-map"); err != nil {
		t.Fatal(err)
	}
}

func TestShareEdge(t *testing.T) {
	a := []pt{{0, 0}, {2, 0}, {2, 2}, {0, 2}}
	for _, c := range []struct {
		b    []pt
		want bool
	}{
		{[]pt{{2, 1}, {4, 1}, {4, 3}, {2, 3}}, true},  // half the right edge
		{[]pt{{2, 2}, {4, 2}, {4, 4}, {2, 4}}, false}, // a corner only
		{[]pt{{3, 0}, {5, 0}, {5, 2}, {3, 2}}, false}, // apart
	} {
		if got := shareEdge(a, c.b); got != c.want {
			t.Errorf("shareEdge(%v) = %v, want %v", c.b, got, c.want)
		}
	}
}

// TestSeedsExplained: every extra seed says which part of the 1914
// governorate it stands for and which border of b.3 it draws.
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
}
