package registry

import (
	"strings"
	"testing"
)

// A save written by an earlier release opens through the envelope's
// dispatch and replays to its state.
func TestAnOlderReleasesSaveOpensThroughTheRegistry(t *testing.T) {
	g, f, err := Verify("../../scenarios/testdata/save-main-0c25aed-seed13.json")
	if err != nil {
		t.Fatal(err)
	}
	if g.ID != "reds" || !f.IsSave() || f.Head().Scenario == "" {
		t.Fatalf("game %s, save %v, head %+v", g.ID, f.IsSave(), f.Head())
	}
	if seed, n := f.Progress(); seed != 13 || n != 150 {
		t.Fatalf("seed %d, %d actions", seed, n)
	}
}

func TestEveryGameIsComplete(t *testing.T) {
	for _, g := range All() {
		if g.ID == "" || g.Title.EN == "" || g.Title.RU == "" || len(g.Seats) < 2 || len(g.Seats) > 6 || g.Verify == nil || len(g.Scenarios()) == 0 {
			t.Errorf("game %+v is incomplete", g)
		}
		for _, s := range g.Seats {
			if s.Name == "" || strings.ContainsAny(s.Name, "= ") || s.Title.EN == "" || s.Title.RU == "" {
				t.Errorf("%s: seat %+v", g.ID, s)
			}
		}
	}
}
