// Package raster is the cell raster the area-map generators build their
// maps on (scenarios/rcw/mapgen and scenarios/redrussia/mapgen): masks
// filled from rings, the queue that grows areas from their seeds, the
// contacts between areas, the tracing of cells back into rings, their
// simplification and the placing of labels. Both generators are commands
// of their own; the code is here once so that a fix reaches both maps.
// The rules that differ between them (how areas grow, which borders are
// allowed) stay in the commands.
package raster

import (
	"iter"
	"math"
	"sort"
)

// Pt is a point (x, y) in world units (or in cell units where said), y
// down; the maps' own point types are the same array.
type Pt [2]float64

// Tenth is p rounded to a tenth of a unit, as the map files keep their
// points (P is the map's own point type).
func Tenth[P ~[2]float64](p Pt) P {
	return P{math.Round(p[0]*10) / 10, math.Round(p[1]*10) / 10}
}

// Centroid is the mean of a ring's vertices.
func Centroid(r []Pt) Pt {
	var c Pt
	for _, p := range r {
		c[0] += p[0]
		c[1] += p[1]
	}
	return Pt{c[0] / float64(len(r)), c[1] / float64(len(r))}
}

// Grid is a raster over the board: cell (i, j) covers world x in
// [i*Cell, (i+1)*Cell) and y in [j*Cell, (j+1)*Cell); cells are numbered
// row by row.
type Grid struct {
	W, H int
	Cell float64
}

// Idx is the number of cell (i, j).
func (g Grid) Idx(i, j int) int { return j*g.W + i }

// Centre is the centre of cell c in world units.
func (g Grid) Centre(c int) Pt {
	return Pt{(float64(c%g.W) + 0.5) * g.Cell, (float64(c/g.W) + 0.5) * g.Cell}
}

// CellOf is the cell p is in, false off the grid (a point less than a
// cell before the first row or column counts as in it).
func (g Grid) CellOf(p Pt) (int, bool) {
	i, j := int(p[0]/g.Cell), int(p[1]/g.Cell)
	if i < 0 || j < 0 || i >= g.W || j >= g.H {
		return 0, false
	}
	return g.Idx(i, j), true
}

// Neighbours4 yields the cells beside c on the grid: right, left, below,
// above.
func (g Grid) Neighbours4(c int) iter.Seq[int] {
	return func(yield func(int) bool) {
		i, j := c%g.W, c/g.W
		for _, d := range [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
			ii, jj := i+d[0], j+d[1]
			if ii < 0 || jj < 0 || ii >= g.W || jj >= g.H {
				continue
			}
			if !yield(g.Idx(ii, jj)) {
				return
			}
		}
	}
}

// Fill sets to value the mask cells whose centre is inside the rings
// (even-odd), by scanlines.
func (g Grid) Fill(rings [][]Pt, mask []bool, value bool) {
	var xs []float64
	for j := 0; j < g.H; j++ {
		y := (float64(j) + 0.5) * g.Cell
		xs = xs[:0]
		for _, r := range rings {
			for k := range r {
				a, b := r[k], r[(k+1)%len(r)]
				if (a[1] > y) != (b[1] > y) {
					xs = append(xs, a[0]+(y-a[1])*(b[0]-a[0])/(b[1]-a[1]))
				}
			}
		}
		sort.Float64s(xs)
		for k := 0; k+1 < len(xs); k += 2 {
			i0 := int(math.Ceil(xs[k]/g.Cell - 0.5))
			i1 := int(math.Floor(xs[k+1]/g.Cell - 0.5))
			for i := max(i0, 0); i <= min(i1, g.W-1); i++ {
				mask[g.Idx(i, j)] = value
			}
		}
	}
}

// Item is a claim in the growth queue: Owner would take Cell at distance D
// from its seeds.
type Item struct {
	D     float64
	Cell  int
	Owner int
}

// Queue is the growth queue, a container/heap of claims nearest first,
// ties to the lower cell. ByOwner breaks the remaining ties (two owners
// claiming a cell at the same distance) to the lower owner; without it
// their order is the heap's, which the Russian Civil War's map was made
// with and so keeps.
type Queue struct {
	Items   []Item
	ByOwner bool
}

func (q *Queue) Len() int { return len(q.Items) }
func (q *Queue) Less(a, b int) bool {
	x, y := q.Items[a], q.Items[b]
	if x.D != y.D {
		return x.D < y.D
	}
	if x.Cell != y.Cell || !q.ByOwner {
		return x.Cell < y.Cell
	}
	return x.Owner < y.Owner
}
func (q *Queue) Swap(a, b int) { q.Items[a], q.Items[b] = q.Items[b], q.Items[a] }
func (q *Queue) Push(x any)    { q.Items = append(q.Items, x.(Item)) }
func (q *Queue) Pop() any {
	it := q.Items[len(q.Items)-1]
	q.Items = q.Items[:len(q.Items)-1]
	return it
}

// Contacts counts the 4-neighbour cell pairs between the n owners.
func Contacts(g Grid, owner []int, n int) [][]int {
	out := make([][]int, n)
	for a := range out {
		out[a] = make([]int, n)
	}
	for j := 0; j < g.H; j++ {
		for i := 0; i < g.W; i++ {
			a := owner[g.Idx(i, j)]
			if a < 0 {
				continue
			}
			if i+1 < g.W {
				if b := owner[g.Idx(i+1, j)]; b >= 0 && b != a {
					out[a][b]++
					out[b][a]++
				}
			}
			if j+1 < g.H {
				if b := owner[g.Idx(i, j+1)]; b >= 0 && b != a {
					out[a][b]++
					out[b][a]++
				}
			}
		}
	}
	return out
}

// Vtx is a grid vertex: the corner (i, j) at world (i*Cell, j*Cell).
type Vtx [2]int

// TraceCells returns the boundary rings of the cells where in(c), as grid
// vertices: outer rings clockwise on screen (y down), holes
// counterclockwise. A ring's start is its smallest vertex (row, then
// column), so that a ring is traced the same whatever else is traced.
func TraceCells(g Grid, in func(c int) bool) [][]Vtx {
	next := map[Vtx][]Vtx{}
	at := func(i, j int) bool { return i >= 0 && j >= 0 && i < g.W && j < g.H && in(g.Idx(i, j)) }
	for j := 0; j < g.H; j++ {
		for i := 0; i < g.W; i++ {
			if !at(i, j) {
				continue
			}
			if !at(i, j-1) {
				next[Vtx{i, j}] = append(next[Vtx{i, j}], Vtx{i + 1, j})
			}
			if !at(i+1, j) {
				next[Vtx{i + 1, j}] = append(next[Vtx{i + 1, j}], Vtx{i + 1, j + 1})
			}
			if !at(i, j+1) {
				next[Vtx{i + 1, j + 1}] = append(next[Vtx{i + 1, j + 1}], Vtx{i, j + 1})
			}
			if !at(i-1, j) {
				next[Vtx{i, j + 1}] = append(next[Vtx{i, j + 1}], Vtx{i, j})
			}
		}
	}
	keys := make([]Vtx, 0, len(next))
	for k := range next {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(a, b int) bool { return Less(keys[a], keys[b]) })
	var rings [][]Vtx
	for _, start := range keys {
		for len(next[start]) > 0 {
			var ring []Vtx
			cur := start
			for {
				outs := next[cur]
				if len(outs) == 0 {
					break
				}
				nx := outs[0]
				next[cur] = outs[1:]
				ring = append(ring, cur)
				cur = nx
				if cur == start {
					break
				}
			}
			rings = append(rings, ring)
		}
	}
	return rings
}

// Less orders grid vertices by row, then column.
func Less(a, b Vtx) bool { return a[1] < b[1] || a[1] == b[1] && a[0] < b[0] }

// Area is the signed area of a ring, positive for rings clockwise on
// screen.
func Area(r []Pt) float64 {
	s := 0.0
	for k := range r {
		a, b := r[k], r[(k+1)%len(r)]
		s += a[0]*b[1] - b[0]*a[1]
	}
	return s / 2
}

// DP is Douglas-Peucker on a polyline, ties to the first point. A line
// that ends where it starts (a loop) is split at its farthest point first
// when splitLoops is set; otherwise its points are measured from the
// start, and a loop within tol of it shrinks to its ends.
func DP(line []Pt, tol float64, splitLoops bool) []Pt {
	if len(line) < 3 {
		return line
	}
	a, b := line[0], line[len(line)-1]
	if a == b && splitLoops {
		far, fd := 1, -1.0
		for k := 1; k < len(line)-1; k++ {
			if d := math.Hypot(line[k][0]-a[0], line[k][1]-a[1]); d > fd {
				far, fd = k, d
			}
		}
		l := DP(line[:far+1], tol, splitLoops)
		r := DP(line[far:], tol, splitLoops)
		return append(l[:len(l)-1:len(l)-1], r...)
	}
	dx, dy := b[0]-a[0], b[1]-a[1]
	l := math.Hypot(dx, dy)
	worst, wd := 0, -1.0
	for k := 1; k < len(line)-1; k++ {
		p := line[k]
		var d float64
		if l == 0 {
			d = math.Hypot(p[0]-a[0], p[1]-a[1])
		} else {
			d = math.Abs((p[0]-a[0])*dy-(p[1]-a[1])*dx) / l
		}
		if d > wd {
			worst, wd = k, d
		}
	}
	if wd <= tol {
		return []Pt{a, b}
	}
	left := DP(line[:worst+1], tol, splitLoops)
	right := DP(line[worst:], tol, splitLoops)
	return append(left[:len(left)-1:len(left)-1], right...)
}

// LabelCell is the centre of the cell of owner a farthest from its edge (a
// chamfer distance transform, in cells), the depth capped at depthCap and
// less pull for each cell of distance from town, so that a label stays
// near the town; ties to the first cell. False if a owns no cell.
func LabelCell(g Grid, owner []int, a int, town Pt, depthCap, pull float64) (Pt, bool) {
	d := make([]float64, len(owner))
	for c := range d {
		if owner[c] == a {
			d[c] = math.Inf(1)
		}
	}
	get := func(i, j int) float64 {
		if i < 0 || j < 0 || i >= g.W || j >= g.H {
			return 0
		}
		return d[g.Idx(i, j)]
	}
	for j := 0; j < g.H; j++ {
		for i := 0; i < g.W; i++ {
			if c := g.Idx(i, j); d[c] > 0 {
				d[c] = min(d[c], get(i-1, j)+1, get(i, j-1)+1, get(i-1, j-1)+1.414, get(i+1, j-1)+1.414)
			}
		}
	}
	for j := g.H - 1; j >= 0; j-- {
		for i := g.W - 1; i >= 0; i-- {
			if c := g.Idx(i, j); d[c] > 0 {
				d[c] = min(d[c], get(i+1, j)+1, get(i, j+1)+1, get(i+1, j+1)+1.414, get(i-1, j+1)+1.414)
			}
		}
	}
	best, bc := -1.0, -1
	for c := range d {
		if d[c] <= 0 {
			continue
		}
		p := g.Centre(c)
		score := min(d[c], depthCap) - math.Hypot(p[0]-town[0], p[1]-town[1])/g.Cell*pull
		if score > best {
			best, bc = score, c
		}
	}
	if bc < 0 {
		return Pt{}, false
	}
	return g.Centre(bc), true
}
