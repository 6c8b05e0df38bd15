package main

// The raster: masks, the growth of the areas from their seeds, and the
// tracing of cells into rings. The growth and the label placement follow
// scenarios/rcw/mapgen (a command of its own, so the code is repeated, not
// shared); the tracing here simplifies each border once for both its sides,
// so that neighbouring areas never overlap.

import (
	"container/heap"
	"math"
	"sort"
)

// grid is a raster over the board: cell (i, j) covers world x in
// [i*cell, (i+1)*cell) and y in [j*cell, (j+1)*cell).
type grid struct {
	w, h int
	cell float64
}

func (g grid) idx(i, j int) int { return j*g.w + i }

func (g grid) centre(c int) pt {
	return pt{(float64(c%g.w) + 0.5) * g.cell, (float64(c/g.w) + 0.5) * g.cell}
}

// fill sets mask cells whose centre is inside the rings (even-odd) by
// scanlines.
func (g grid) fill(rings [][]pt, mask []bool, value bool) {
	var xs []float64
	for j := 0; j < g.h; j++ {
		y := (float64(j) + 0.5) * g.cell
		xs = xs[:0]
		for _, r := range rings {
			for k := range r {
				a, b := r[k], r[(k+1)%len(r)]
				if (a.y > y) != (b.y > y) {
					xs = append(xs, a.x+(y-a.y)*(b.x-a.x)/(b.y-a.y))
				}
			}
		}
		sort.Float64s(xs)
		for k := 0; k+1 < len(xs); k += 2 {
			i0 := int(math.Ceil(xs[k]/g.cell - 0.5))
			i1 := int(math.Floor(xs[k+1]/g.cell - 0.5))
			for i := max(i0, 0); i <= min(i1, g.w-1); i++ {
				mask[g.idx(i, j)] = value
			}
		}
	}
}

type pt struct{ x, y float64 }

// item of the growth queue.
type item struct {
	d    float64
	cell int
	area int
}
type pq []item

func (q pq) Len() int { return len(q) }
func (q pq) Less(a, b int) bool {
	if q[a].d != q[b].d {
		return q[a].d < q[b].d
	}
	if q[a].cell != q[b].cell {
		return q[a].cell < q[b].cell
	}
	return q[a].area < q[b].area
}
func (q pq) Swap(a, b int) { q[a], q[b] = q[b], q[a] }
func (q *pq) Push(x any)   { *q = append(*q, x.(item)) }
func (q *pq) Pop() any {
	old := *q
	it := old[len(old)-1]
	*q = old[:len(old)-1]
	return it
}

// partition grows the areas over the land cells from their seeds in order
// of distance, each cell going to the area of the nearest seed that reaches
// it overland: the Voronoi partition of the seeds, clipped to the land and
// never jumping a sea. Land no area reaches (islands) goes to the area of
// its nearest seed.
func partition(g grid, land []bool, seeds [][]pt) []int {
	owner := make([]int, g.w*g.h)
	for k := range owner {
		owner[k] = -1
	}
	dist := func(c, a int) float64 {
		p := g.centre(c)
		best := math.Inf(1)
		for _, s := range seeds[a] {
			best = min(best, math.Hypot(p.x-s.x, p.y-s.y))
		}
		return best
	}
	q := &pq{}
	for a, ss := range seeds {
		for _, s := range ss {
			i, j := int(s.x/g.cell), int(s.y/g.cell)
			if i < 0 || j < 0 || i >= g.w || j >= g.h {
				continue
			}
			if c := g.idx(i, j); land[c] {
				heap.Push(q, item{dist(c, a), c, a})
			}
		}
	}
	for q.Len() > 0 {
		it := heap.Pop(q).(item)
		if owner[it.cell] >= 0 {
			continue
		}
		owner[it.cell] = it.area
		i, j := it.cell%g.w, it.cell/g.w
		for _, d := range [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
			ii, jj := i+d[0], j+d[1]
			if ii < 0 || jj < 0 || ii >= g.w || jj >= g.h {
				continue
			}
			if c := g.idx(ii, jj); land[c] && owner[c] < 0 {
				heap.Push(q, item{dist(c, it.area), c, it.area})
			}
		}
	}
	// Islands: components of unowned land, each to its nearest seed's area.
	for c := range owner {
		if !land[c] || owner[c] >= 0 {
			continue
		}
		comp := []int{c}
		owner[c] = -2
		for k := 0; k < len(comp); k++ {
			i, j := comp[k]%g.w, comp[k]/g.w
			for _, d := range [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
				ii, jj := i+d[0], j+d[1]
				if ii < 0 || jj < 0 || ii >= g.w || jj >= g.h {
					continue
				}
				if n := g.idx(ii, jj); land[n] && owner[n] == -1 {
					owner[n] = -2
					comp = append(comp, n)
				}
			}
		}
		best, bd := 0, math.Inf(1)
		for a := range seeds {
			if d := dist(comp[0], a); d < bd {
				best, bd = a, d
			}
		}
		for _, cc := range comp {
			owner[cc] = best
		}
	}
	return owner
}

// openSlivers removes the parts of areas thinner than three cells (a
// morphological opening of each area, the sea not counting as a
// neighbour): where three Voronoi cells meet at a narrow angle the growth
// leaves one-cell slivers, whose borders cannot be simplified. A removed
// cell goes to the neighbour most of its kept 4-neighbours belong to.
func openSlivers(g grid, owner []int) []int {
	at := func(i, j int) int {
		if i < 0 || j < 0 || i >= g.w || j >= g.h {
			return -1
		}
		return owner[g.idx(i, j)]
	}
	core := make([]bool, len(owner))
	for c, a := range owner {
		if a < 0 {
			continue
		}
		i, j := c%g.w, c/g.w
		core[c] = true
		for dj := -1; dj <= 1 && core[c]; dj++ {
			for di := -1; di <= 1; di++ {
				if o := at(i+di, j+dj); o >= 0 && o != a {
					core[c] = false
					break
				}
			}
		}
	}
	out := append([]int(nil), owner...)
	for c, a := range owner {
		if a < 0 || core[c] {
			continue
		}
		i, j := c%g.w, c/g.w
		kept := false
		for dj := -1; dj <= 1 && !kept; dj++ {
			for di := -1; di <= 1; di++ {
				ii, jj := i+di, j+dj
				if ii >= 0 && jj >= 0 && ii < g.w && jj < g.h && core[g.idx(ii, jj)] && owner[g.idx(ii, jj)] == a {
					kept = true
					break
				}
			}
		}
		if kept {
			continue
		}
		votes := map[int]int{}
		for _, d := range [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
			if o := at(i+d[0], j+d[1]); o >= 0 && o != a {
				votes[o]++
			}
		}
		best, bv := a, 0
		for o, v := range votes {
			if v > bv || v == bv && o < best {
				best, bv = o, v
			}
		}
		out[c] = best
	}
	return out
}

// contacts counts the 4-neighbour cell pairs between areas.
func contacts(g grid, owner []int, n int) [][]int {
	out := make([][]int, n)
	for a := range out {
		out[a] = make([]int, n)
	}
	for j := 0; j < g.h; j++ {
		for i := 0; i < g.w; i++ {
			a := owner[g.idx(i, j)]
			if a < 0 {
				continue
			}
			if i+1 < g.w {
				if b := owner[g.idx(i+1, j)]; b >= 0 && b != a {
					out[a][b]++
					out[b][a]++
				}
			}
			if j+1 < g.h {
				if b := owner[g.idx(i, j+1)]; b >= 0 && b != a {
					out[a][b]++
					out[b][a]++
				}
			}
		}
	}
	return out
}

// vtx is a grid vertex: the corner (i, j) at world (i*cell, j*cell).
type vtx struct{ x, y int }

// traceCells returns the boundary rings of the cells where in(c), as grid
// vertices: outer rings clockwise on screen (y down), holes
// counterclockwise. A ring's start is its smallest vertex (row, then
// column), so that a ring is traced the same whatever else is traced.
func traceCells(g grid, in func(c int) bool) [][]vtx {
	next := map[vtx][]vtx{}
	at := func(i, j int) bool { return i >= 0 && j >= 0 && i < g.w && j < g.h && in(g.idx(i, j)) }
	for j := 0; j < g.h; j++ {
		for i := 0; i < g.w; i++ {
			if !at(i, j) {
				continue
			}
			if !at(i, j-1) {
				next[vtx{i, j}] = append(next[vtx{i, j}], vtx{i + 1, j})
			}
			if !at(i+1, j) {
				next[vtx{i + 1, j}] = append(next[vtx{i + 1, j}], vtx{i + 1, j + 1})
			}
			if !at(i, j+1) {
				next[vtx{i + 1, j + 1}] = append(next[vtx{i + 1, j + 1}], vtx{i, j + 1})
			}
			if !at(i-1, j) {
				next[vtx{i, j + 1}] = append(next[vtx{i, j + 1}], vtx{i, j})
			}
		}
	}
	keys := make([]vtx, 0, len(next))
	for k := range next {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(a, b int) bool {
		if keys[a].y != keys[b].y {
			return keys[a].y < keys[b].y
		}
		return keys[a].x < keys[b].x
	})
	var rings [][]vtx
	for _, start := range keys {
		for len(next[start]) > 0 {
			var ring []vtx
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

// simplifyShared simplifies a ring of grid vertices between its fixed
// vertices (where three owners meet, or a pinch): each stretch is taken in
// a canonical direction, its staircase replaced by the midpoints of its
// cell sides (within half a cell of the line the cells approximate), then
// simplified by Douglas-Peucker to tol cells. The two areas on either side
// of a border so get the same line and never overlap. Points are in cell
// units.
func simplifyShared(ring []vtx, fixed func(vtx) bool, tol float64) []pt {
	var cut []int
	for k, v := range ring {
		if fixed(v) {
			cut = append(cut, k)
		}
	}
	if len(cut) == 0 {
		cut = []int{0} // a ring with one neighbour all round: its start is canonical (smallest vertex)
	}
	var out []pt
	for c := range cut {
		a, b := cut[c], cut[(c+1)%len(cut)]
		var stretch []vtx
		for k := a; ; k = (k + 1) % len(ring) {
			stretch = append(stretch, ring[k])
			if k == b && len(stretch) > 1 {
				break
			}
		}
		n := len(stretch)
		rev := less(stretch[n-1], stretch[0]) || stretch[n-1] == stretch[0] && n > 2 && less(stretch[n-2], stretch[1])
		if rev {
			reverse(stretch)
		}
		line := []pt{{float64(stretch[0].x), float64(stretch[0].y)}}
		for k := 1; k < n; k++ {
			p, q := stretch[k-1], stretch[k]
			line = append(line, pt{float64(p.x+q.x) / 2, float64(p.y+q.y) / 2})
		}
		line = append(line, pt{float64(stretch[n-1].x), float64(stretch[n-1].y)})
		s := dp(line, tol)
		if rev {
			for i, j := 0, len(s)-1; i < j; i, j = i+1, j-1 {
				s[i], s[j] = s[j], s[i]
			}
		}
		out = append(out, s[:len(s)-1]...)
	}
	return out
}

func less(a, b vtx) bool { return a.y < b.y || a.y == b.y && a.x < b.x }

func reverse(s []vtx) {
	for i, j := 0, len(s)-1; i < j; i, j = i+1, j-1 {
		s[i], s[j] = s[j], s[i]
	}
}

// dp is Douglas-Peucker on a polyline; a closed one is split at its
// farthest point first. Ties go to the first point, which the canonical
// direction makes the same for both sides of a border.
func dp(line []pt, tol float64) []pt {
	if len(line) < 3 {
		return line
	}
	a, b := line[0], line[len(line)-1]
	if a == b {
		far, fd := 1, -1.0
		for k := 1; k < len(line)-1; k++ {
			if d := math.Hypot(line[k].x-a.x, line[k].y-a.y); d > fd {
				far, fd = k, d
			}
		}
		l := dp(line[:far+1], tol)
		r := dp(line[far:], tol)
		return append(l[:len(l)-1:len(l)-1], r...)
	}
	dx, dy := b.x-a.x, b.y-a.y
	l := math.Hypot(dx, dy)
	worst, wd := 0, -1.0
	for k := 1; k < len(line)-1; k++ {
		p := line[k]
		d := math.Abs((p.x-a.x)*dy-(p.y-a.y)*dx) / l
		if d > wd {
			worst, wd = k, d
		}
	}
	if wd <= tol {
		return []pt{a, b}
	}
	left := dp(line[:worst+1], tol)
	right := dp(line[worst:], tol)
	return append(left[:len(left)-1:len(left)-1], right...)
}

// area is the signed area, positive for rings clockwise on screen.
func area(r []pt) float64 {
	s := 0.0
	for k := range r {
		a, b := r[k], r[(k+1)%len(r)]
		s += a.x*b.y - b.x*a.y
	}
	return s / 2
}

// labelCell is the cell of an area farthest from its edge (a chamfer
// distance transform, capped), ties to the one nearest its town.
func labelCell(g grid, owner []int, a int, town pt) (pt, bool) {
	d := make([]float64, len(owner))
	for c := range d {
		if owner[c] == a {
			d[c] = math.Inf(1)
		}
	}
	get := func(i, j int) float64 {
		if i < 0 || j < 0 || i >= g.w || j >= g.h {
			return 0
		}
		return d[g.idx(i, j)]
	}
	for j := 0; j < g.h; j++ {
		for i := 0; i < g.w; i++ {
			if c := g.idx(i, j); d[c] > 0 {
				d[c] = min(d[c], get(i-1, j)+1, get(i, j-1)+1, get(i-1, j-1)+1.414, get(i+1, j-1)+1.414)
			}
		}
	}
	for j := g.h - 1; j >= 0; j-- {
		for i := g.w - 1; i >= 0; i-- {
			if c := g.idx(i, j); d[c] > 0 {
				d[c] = min(d[c], get(i+1, j)+1, get(i, j+1)+1, get(i+1, j+1)+1.414, get(i-1, j+1)+1.414)
			}
		}
	}
	best, bc := -1.0, -1
	for c := range d {
		if d[c] <= 0 {
			continue
		}
		p := g.centre(c)
		// Prefer depth, capped, so that the label stays near the town.
		score := min(d[c], 7) - math.Hypot(p.x-town.x, p.y-town.y)/g.cell*0.06
		if score > best {
			best, bc = score, c
		}
	}
	if bc < 0 {
		return pt{}, false
	}
	return g.centre(bc), true
}
