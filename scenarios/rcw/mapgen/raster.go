package main

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
	prov int
}
type pq []item

func (q pq) Len() int { return len(q) }
func (q pq) Less(a, b int) bool {
	if q[a].d != q[b].d {
		return q[a].d < q[b].d
	}
	return q[a].cell < q[b].cell
}
func (q pq) Swap(a, b int) { q[a], q[b] = q[b], q[a] }
func (q *pq) Push(x any)   { *q = append(*q, x.(item)) }
func (q *pq) Pop() any {
	old := *q
	it := old[len(old)-1]
	*q = old[:len(old)-1]
	return it
}

// partition grows the provinces over the land cells from their seeds, each
// cell going to the province of the nearest seed (a Voronoi partition of
// the land reached overland), except that a province never takes a cell
// touching (8-neighbourhood) a province it is not adjacent to in b.3:
// there the cell goes to another claimant or stays unowned. Land reached by
// no province (islands) goes to the province of its nearest seed.
func partition(g grid, land []bool, seeds [][]pt, allowed [][]bool) []int {
	owner := make([]int, g.w*g.h)
	for k := range owner {
		owner[k] = -1
	}
	dist := func(c, p int) float64 {
		x, y := (float64(c%g.w)+0.5)*g.cell, (float64(c/g.w)+0.5)*g.cell
		best := math.Inf(1)
		for _, s := range seeds[p] {
			best = min(best, math.Hypot(x-s.x, y-s.y))
		}
		return best
	}
	q := &pq{}
	for p, ss := range seeds {
		for _, s := range ss {
			i, j := int(s.x/g.cell), int(s.y/g.cell)
			if i < 0 || j < 0 || i >= g.w || j >= g.h {
				continue
			}
			c := g.idx(i, j)
			if land[c] {
				heap.Push(q, item{dist(c, p), c, p})
			}
		}
	}
	ok := func(c, p int) bool {
		i, j := c%g.w, c/g.w
		for dj := -1; dj <= 1; dj++ {
			for di := -1; di <= 1; di++ {
				ii, jj := i+di, j+dj
				if ii < 0 || jj < 0 || ii >= g.w || jj >= g.h {
					continue
				}
				o := owner[g.idx(ii, jj)]
				if o >= 0 && o != p && !allowed[p][o] {
					return false
				}
			}
		}
		return true
	}
	for q.Len() > 0 {
		it := heap.Pop(q).(item)
		if owner[it.cell] >= 0 || !ok(it.cell, it.prov) {
			continue
		}
		owner[it.cell] = it.prov
		i, j := it.cell%g.w, it.cell/g.w
		for _, d := range [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
			ii, jj := i+d[0], j+d[1]
			if ii < 0 || jj < 0 || ii >= g.w || jj >= g.h {
				continue
			}
			c := g.idx(ii, jj)
			if land[c] && owner[c] < 0 {
				heap.Push(q, item{dist(c, it.prov), c, it.prov})
			}
		}
	}
	// Islands: components of unowned land touching no owned cell.
	seen := make([]bool, len(owner))
	for c := range owner {
		if !land[c] || owner[c] >= 0 || seen[c] {
			continue
		}
		comp := []int{c}
		seen[c] = true
		touches := false
		for k := 0; k < len(comp); k++ {
			i, j := comp[k]%g.w, comp[k]/g.w
			for _, d := range [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
				ii, jj := i+d[0], j+d[1]
				if ii < 0 || jj < 0 || ii >= g.w || jj >= g.h {
					continue
				}
				n := g.idx(ii, jj)
				if owner[n] >= 0 {
					touches = true
				}
				if land[n] && owner[n] < 0 && !seen[n] {
					seen[n] = true
					comp = append(comp, n)
				}
			}
		}
		if touches {
			continue
		}
		// The province of the nearest seed that the island touches no
		// stranger of (across a strait narrower than a cell).
		order := make([]int, len(seeds))
		for p := range order {
			order[p] = p
		}
		sort.Slice(order, func(a, b int) bool { return dist(comp[0], order[a]) < dist(comp[0], order[b]) })
		for _, p := range order {
			good := true
			for _, cc := range comp {
				if !ok(cc, p) {
					good = false
					break
				}
			}
			if good {
				for _, cc := range comp {
					owner[cc] = p
				}
				break
			}
		}
	}
	return owner
}

// contacts counts the 4-neighbour cell pairs between provinces.
func contacts(g grid, owner []int, n int) [][]int {
	out := make([][]int, n)
	for p := range out {
		out[p] = make([]int, n)
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

// trace returns the outer rings (world units) of the cells where in(c),
// simplified by Douglas-Peucker to tol, clockwise on screen; holes
// (counterclockwise) are kept only when holes is set; rings smaller than
// minArea square units are dropped. The largest ring comes first.
func trace(g grid, in func(c int) bool, tol, minArea float64, holes bool) [][]pt {
	type v struct{ x, y int }
	next := map[v][]v{}
	at := func(i, j int) bool { return i >= 0 && j >= 0 && i < g.w && j < g.h && in(g.idx(i, j)) }
	for j := 0; j < g.h; j++ {
		for i := 0; i < g.w; i++ {
			if !at(i, j) {
				continue
			}
			if !at(i, j-1) {
				next[v{i, j}] = append(next[v{i, j}], v{i + 1, j})
			}
			if !at(i+1, j) {
				next[v{i + 1, j}] = append(next[v{i + 1, j}], v{i + 1, j + 1})
			}
			if !at(i, j+1) {
				next[v{i + 1, j + 1}] = append(next[v{i + 1, j + 1}], v{i, j + 1})
			}
			if !at(i-1, j) {
				next[v{i, j + 1}] = append(next[v{i, j + 1}], v{i, j})
			}
		}
	}
	keys := make([]v, 0, len(next))
	for k := range next {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(a, b int) bool {
		if keys[a].y != keys[b].y {
			return keys[a].y < keys[b].y
		}
		return keys[a].x < keys[b].x
	})
	var rings [][]pt
	for _, start := range keys {
		for len(next[start]) > 0 {
			var ring []pt
			cur := start
			for {
				outs := next[cur]
				if len(outs) == 0 {
					break
				}
				nx := outs[0]
				next[cur] = outs[1:]
				ring = append(ring, pt{float64(cur.x) * g.cell, float64(cur.y) * g.cell})
				cur = nx
				if cur == start {
					break
				}
			}
			if a := area(ring); a >= minArea || holes && -a >= minArea { // clockwise on screen (y down) = outer
				rings = append(rings, simplify(ring, tol))
			}
		}
	}
	sort.SliceStable(rings, func(a, b int) bool { return math.Abs(area(rings[a])) > math.Abs(area(rings[b])) })
	return rings
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

// simplify is Douglas-Peucker on a closed ring, anchored at its first point
// and the point farthest from it.
func simplify(r []pt, tol float64) []pt {
	if len(r) < 8 {
		return r
	}
	far, fd := 0, -1.0
	for k, p := range r {
		if d := math.Hypot(p.x-r[0].x, p.y-r[0].y); d > fd {
			far, fd = k, d
		}
	}
	a := dp(r[:far+1], tol)
	b := dp(append(append([]pt{}, r[far:]...), r[0]), tol)
	return append(a[:len(a)-1], b[:len(b)-1]...)
}

func dp(line []pt, tol float64) []pt {
	if len(line) < 3 {
		return line
	}
	a, b := line[0], line[len(line)-1]
	dx, dy := b.x-a.x, b.y-a.y
	l := math.Hypot(dx, dy)
	worst, wd := 0, -1.0
	for k := 1; k < len(line)-1; k++ {
		p := line[k]
		var d float64
		if l == 0 {
			d = math.Hypot(p.x-a.x, p.y-a.y)
		} else {
			d = math.Abs((p.x-a.x)*dy-(p.y-a.y)*dx) / l
		}
		if d > wd {
			worst, wd = k, d
		}
	}
	if wd <= tol {
		return []pt{a, b}
	}
	left := dp(line[:worst+1], tol)
	right := dp(line[worst:], tol)
	return append(left[:len(left)-1], right...)
}

// labelCell is the cell of a province farthest from its edge (a chamfer
// distance transform), ties to the one nearest the capital.
func labelCell(g grid, owner []int, p int, capital pt) (pt, bool) {
	n := len(owner)
	d := make([]float64, n)
	for c := range d {
		if owner[c] == p {
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
			c := g.idx(i, j)
			if d[c] > 0 {
				d[c] = min(d[c], get(i-1, j)+1, get(i, j-1)+1, get(i-1, j-1)+1.414, get(i+1, j-1)+1.414)
			}
		}
	}
	for j := g.h - 1; j >= 0; j-- {
		for i := g.w - 1; i >= 0; i-- {
			c := g.idx(i, j)
			if d[c] > 0 {
				d[c] = min(d[c], get(i+1, j)+1, get(i, j+1)+1, get(i+1, j+1)+1.414, get(i-1, j+1)+1.414)
			}
		}
	}
	best, bc, bdist := -1.0, -1, 0.0
	for c := range d {
		if d[c] <= 0 {
			continue
		}
		x, y := (float64(c%g.w)+0.5)*g.cell, (float64(c/g.w)+0.5)*g.cell
		// Prefer depth, capped so that a label stays near the capital.
		score := min(d[c], 14) - math.Hypot(x-capital.x, y-capital.y)/g.cell*0.02
		if score > best {
			best, bc, bdist = score, c, d[c]
		}
	}
	_ = bdist
	if bc < 0 {
		return pt{}, false
	}
	return pt{(float64(bc%g.w) + 0.5) * g.cell, (float64(bc/g.w) + 0.5) * g.cell}, true
}
