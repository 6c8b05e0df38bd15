package raster

import (
	"container/heap"
	"reflect"
	"testing"
)

// TestFillThenTrace: an L-shaped ring filled into a mask traces back to
// the same ring, clockwise from its smallest vertex, with its area; a hole
// comes back counterclockwise.
func TestFillThenTrace(t *testing.T) {
	g := Grid{W: 6, H: 5, Cell: 10}
	l := []Pt{{10, 10}, {40, 10}, {40, 20}, {20, 20}, {20, 40}, {10, 40}}
	mask := make([]bool, g.W*g.H)
	g.Fill([][]Pt{l}, mask, true)
	rings := TraceCells(g, func(c int) bool { return mask[c] })
	want := [][]Vtx{{{1, 1}, {2, 1}, {3, 1}, {4, 1}, {4, 2}, {3, 2}, {2, 2}, {2, 3}, {2, 4}, {1, 4}, {1, 3}, {1, 2}}}
	if !reflect.DeepEqual(rings, want) {
		t.Fatalf("traced %v, want %v", rings, want)
	}
	if a := Area(l); a != 500 {
		t.Errorf("area %v, want 500 (clockwise on screen is positive)", a)
	}
	// A 3x3 block with its centre cleared: the outer ring and a hole.
	mask = make([]bool, g.W*g.H)
	g.Fill([][]Pt{{{10, 10}, {40, 10}, {40, 40}, {10, 40}}}, mask, true)
	g.Fill([][]Pt{{{20, 20}, {30, 20}, {30, 30}, {20, 30}}}, mask, false)
	rings = TraceCells(g, func(c int) bool { return mask[c] })
	if len(rings) != 2 {
		t.Fatalf("traced %d rings, want 2", len(rings))
	}
	area := func(r []Vtx) float64 {
		w := make([]Pt, len(r))
		for k, v := range r {
			w[k] = Pt{float64(v[0]), float64(v[1])}
		}
		return Area(w)
	}
	if a, h := area(rings[0]), area(rings[1]); a != 9 || h != -1 {
		t.Errorf("areas %v and %v, want 9 and -1 (the hole)", a, h)
	}
}

// TestDPKeepsCorners: a staircase square simplifies to its corners, the
// steps of its sides being within the tolerance.
func TestDPKeepsCorners(t *testing.T) {
	var line []Pt
	for k := 0; k <= 10; k++ { // a rising staircase along x then a straight side
		line = append(line, Pt{float64(k), float64(k%2) * 0.4})
	}
	for k := 1; k <= 10; k++ {
		line = append(line, Pt{10, float64(k)})
	}
	for _, split := range []bool{false, true} {
		got := DP(line, 0.5, split)
		if want := []Pt{{0, 0}, {10, 0}, {10, 10}}; !reflect.DeepEqual(got, want) {
			t.Errorf("splitLoops %v: %v, want %v", split, got, want)
		}
	}
	// A closed square: split at its far corner, all four corners stay;
	// measured from its start only, it is within no tolerance of it.
	sq := []Pt{{0, 0}, {1, 0}, {2, 0}, {2, 1}, {2, 2}, {1, 2}, {0, 2}, {0, 1}, {0, 0}}
	if got, want := DP(sq, 0.5, true), []Pt{{0, 0}, {2, 0}, {2, 2}, {0, 2}, {0, 0}}; !reflect.DeepEqual(got, want) {
		t.Errorf("closed square: %v, want %v", got, want)
	}
	if got := DP(sq, 3, false); len(got) != 2 {
		t.Errorf("closed square within 3 of its start: %v, want its two ends", got)
	}
}

// TestQueueTies: nearest first, then the lower cell; the lower owner only
// with ByOwner.
func TestQueueTies(t *testing.T) {
	q := &Queue{ByOwner: true}
	for _, it := range []Item{{D: 2, Cell: 1, Owner: 0}, {D: 1, Cell: 5, Owner: 3}, {D: 1, Cell: 5, Owner: 1}, {D: 1, Cell: 4, Owner: 2}} {
		heap.Push(q, it)
	}
	var got []int
	for q.Len() > 0 {
		got = append(got, heap.Pop(q).(Item).Owner)
	}
	if want := []int{2, 1, 3, 0}; !reflect.DeepEqual(got, want) {
		t.Errorf("owners in order %v, want %v", got, want)
	}
}

// TestLabelCell: the label goes to the deepest cell, unless the cap makes
// depth equal and the pull brings it toward the town.
func TestLabelCell(t *testing.T) {
	g := Grid{W: 9, H: 9, Cell: 1}
	owner := make([]int, g.W*g.H)
	if p, _ := LabelCell(g, owner, 0, Pt{0, 0}, 99, 0.01); p != (Pt{4.5, 4.5}) {
		t.Errorf("deepest: %v, want the centre", p)
	}
	if p, _ := LabelCell(g, owner, 0, Pt{0, 0}, 1, 0.01); p != (Pt{0.5, 0.5}) {
		t.Errorf("capped at 1: %v, want the corner cell nearest the town", p)
	}
	if _, ok := LabelCell(g, owner, 1, Pt{}, 7, 0.06); ok {
		t.Error("a label for an owner of no cell")
	}
}

// TestNeighbours: a corner cell has two neighbours, an inner one four, in
// the order right, left, below, above; CellOf truncates and knows the edge.
func TestNeighbours(t *testing.T) {
	g := Grid{W: 3, H: 3, Cell: 2}
	var got []int
	for n := range g.Neighbours4(0) {
		got = append(got, n)
	}
	if want := []int{1, 3}; !reflect.DeepEqual(got, want) {
		t.Errorf("beside the corner: %v, want %v", got, want)
	}
	got = got[:0]
	for n := range g.Neighbours4(4) {
		got = append(got, n)
	}
	if want := []int{5, 3, 7, 1}; !reflect.DeepEqual(got, want) {
		t.Errorf("beside the centre: %v, want %v", got, want)
	}
	if c, on := g.CellOf(Pt{3.9, 2}); !on || c != 4 {
		t.Errorf("CellOf(3.9, 2) = %d, %v, want 4", c, on)
	}
	if _, on := g.CellOf(Pt{6, 1}); on {
		t.Error("a point past the last column is on the grid")
	}
}

// TestTenthAndCentroid: points are kept to a tenth of a unit in the map's
// own type; the centroid is the mean of the vertices.
func TestTenthAndCentroid(t *testing.T) {
	type mapPoint [2]float64
	if got := Tenth[mapPoint](Pt{12.345, -0.06}); got != (mapPoint{12.3, -0.1}) {
		t.Errorf("Tenth gave %v", got)
	}
	if got := Centroid([]Pt{{0, 0}, {4, 0}, {4, 2}, {0, 2}}); got != (Pt{2, 1}) {
		t.Errorf("Centroid gave %v", got)
	}
}
