package rcwui

import (
	"fmt"
	"slices"
	"testing"

	"tachanka/game/rcw"
	"tachanka/render/ui"
)

// midGames are random positions with many stacks: 3 to 6 players, after
// a few Game-Turns.
func midGames(t *testing.T) []*rcw.State {
	var out []*rcw.State
	for n := 3; n <= 6; n++ {
		out = append(out, midGame(t, n, uint64(100*n+1), 3+n%3))
	}
	return out
}

// In every province of random mid-game positions, each stack has its own
// place: no two stacks' drawings (marker, counter, pile) overlap, and the
// counter lies inside its stack's place.
func TestStacksNeverOverlap(t *testing.T) {
	most := 0
	for _, s := range midGames(t) {
		for _, p := range s.Data().Map.Provinces {
			sts := s.StacksIn(p.Code)
			sls := stackSlots(p.Label, sts)
			if len(sls) != len(sts) {
				t.Fatalf("%s: %d stacks, %d places", p.Code, len(sts), len(sls))
			}
			most = max(most, len(sts))
			for i, a := range sls {
				if a.stack != sts[i].ID {
					t.Errorf("%s: place %d is stack %d, not %d", p.Code, i, a.stack, sts[i].ID)
				}
				c := a.counter
				if !a.foot.contains(c.x0, c.y0) || !a.foot.contains(c.x1, c.y1) {
					t.Errorf("%s: stack %d's counter %v outside its place %v", p.Code, a.stack, c, a.foot)
				}
				for _, b := range sls[i+1:] {
					if a.foot.overlaps(b.foot) {
						t.Errorf("%s: stacks %d and %d overlap (%v, %v)", p.Code, a.stack, b.stack, a.foot, b.foot)
					}
				}
			}
		}
	}
	if most < 3 {
		t.Fatalf("the positions have at most %d stacks in a province: too few to test", most)
	}
}

// The spread of every province of mid-game positions lists every counter
// of its stacks, in their order, each once, none over another, inside the
// map's view.
func TestSpreadListsEveryCounter(t *testing.T) {
	bounds := ui.Rect{X: 0, Y: 0, W: 990, H: 760}
	for _, s := range midGames(t) {
		for _, p := range s.Data().Map.Provinces {
			sts := s.StacksIn(p.Code)
			if len(sts) == 0 {
				continue
			}
			var want []string
			for _, st := range sts {
				for _, id := range st.Pieces {
					want = append(want, fmt.Sprint(st.ID, "/", id))
				}
			}
			v := layoutSpread(s, p.Code, 500, 380, 48, 40, bounds)
			var got []string
			for i, it := range v.items {
				got = append(got, fmt.Sprint(it.stack, "/", it.piece))
				if !inside(it.r, v.r) {
					t.Errorf("%s: counter %d outside the panel", p.Code, it.piece)
				}
				for _, o := range v.items[i+1:] {
					if overlap(it.r, o.r) {
						t.Errorf("%s: counters %d and %d overlap in the spread", p.Code, it.piece, o.piece)
					}
				}
			}
			if !slices.Equal(got, want) {
				t.Errorf("%s: the spread lists %v, the stacks hold %v", p.Code, got, want)
			}
			if len(v.rows) != len(sts) {
				t.Errorf("%s: %d rows for %d stacks", p.Code, len(v.rows), len(sts))
			}
			if v.r.H <= bounds.H && !inside(v.r, bounds) {
				t.Errorf("%s: the spread %v leaves the view", p.Code, v.r)
			}
		}
	}
}

func inside(r, o ui.Rect) bool {
	return r.X >= o.X-0.01 && r.Y >= o.Y-0.01 && r.X+r.W <= o.X+o.W+0.01 && r.Y+r.H <= o.Y+o.H+0.01
}

func overlap(a, b ui.Rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}

// Every province is found at its label point, and nothing at sea.
func TestProvinceAt(t *testing.T) {
	s := midGame(t, 3, 1, 1)
	m := s.Data().Map
	g := newGeometry(m)
	for _, p := range m.Provinces {
		if got := g.provinceAt(p.Label[0], p.Label[1]); got != p.Code {
			t.Errorf("at %s's label %v: %q", p.Code, p.Label, got)
		}
	}
	for _, sea := range m.Seas {
		if got := g.provinceAt(sea.Label[0], sea.Label[1]); got != "" {
			t.Errorf("at the %s's label: %q", sea.Name, got)
		}
	}
}
