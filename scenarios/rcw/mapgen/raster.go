package main

// The raster: the grid, the queue, the tracing, the simplification and the
// label placement are scenarios/internal/raster's, shared with Red
// Russia's generator; the growth of the provinces is this map's own.

import (
	"container/heap"
	"math"
	"sort"

	"tachanka/scenarios/internal/raster"
)

type (
	grid = raster.Grid
	pt   = raster.Pt
)

// partition grows the provinces over the land cells from their seeds, each
// cell going to the province of the nearest seed (a Voronoi partition of
// the land reached overland), except that a province never takes a cell
// touching (8-neighbourhood) a province it is not adjacent to in b.3:
// there the cell goes to another claimant or stays unowned. Land reached by
// no province (islands) goes to the province of its nearest seed.
func partition(g grid, land []bool, seeds [][]pt, allowed [][]bool) []int {
	owner := make([]int, g.W*g.H)
	for k := range owner {
		owner[k] = -1
	}
	dist := func(c, p int) float64 {
		x, y := (float64(c%g.W)+0.5)*g.Cell, (float64(c/g.W)+0.5)*g.Cell
		best := math.Inf(1)
		for _, s := range seeds[p] {
			best = min(best, math.Hypot(x-s[0], y-s[1]))
		}
		return best
	}
	q := &raster.Queue{}
	for p, ss := range seeds {
		for _, s := range ss {
			if c, on := g.CellOf(s); on && land[c] {
				heap.Push(q, raster.Item{D: dist(c, p), Cell: c, Owner: p})
			}
		}
	}
	ok := func(c, p int) bool {
		i, j := c%g.W, c/g.W
		for dj := -1; dj <= 1; dj++ {
			for di := -1; di <= 1; di++ {
				ii, jj := i+di, j+dj
				if ii < 0 || jj < 0 || ii >= g.W || jj >= g.H {
					continue
				}
				o := owner[g.Idx(ii, jj)]
				if o >= 0 && o != p && !allowed[p][o] {
					return false
				}
			}
		}
		return true
	}
	for q.Len() > 0 {
		it := heap.Pop(q).(raster.Item)
		if owner[it.Cell] >= 0 || !ok(it.Cell, it.Owner) {
			continue
		}
		owner[it.Cell] = it.Owner
		for c := range g.Neighbours4(it.Cell) {
			if land[c] && owner[c] < 0 {
				heap.Push(q, raster.Item{D: dist(c, it.Owner), Cell: c, Owner: it.Owner})
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
			for n := range g.Neighbours4(comp[k]) {
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

// trace returns the outer rings (world units) of the cells where in(c),
// simplified by Douglas-Peucker to tol, clockwise on screen; holes
// (counterclockwise) are kept only when holes is set; rings smaller than
// minArea square units are dropped. The largest ring comes first.
func trace(g grid, in func(c int) bool, tol, minArea float64, holes bool) [][]pt {
	var rings [][]pt
	for _, vs := range raster.TraceCells(g, in) {
		ring := make([]pt, len(vs))
		for k, v := range vs {
			ring[k] = pt{float64(v[0]) * g.Cell, float64(v[1]) * g.Cell}
		}
		if a := raster.Area(ring); a >= minArea || holes && -a >= minArea { // clockwise on screen (y down) = outer
			rings = append(rings, simplify(ring, tol))
		}
	}
	sort.SliceStable(rings, func(a, b int) bool { return math.Abs(raster.Area(rings[a])) > math.Abs(raster.Area(rings[b])) })
	return rings
}

// simplify is Douglas-Peucker on a closed ring, anchored at its first point
// and the point farthest from it.
func simplify(r []pt, tol float64) []pt {
	if len(r) < 8 {
		return r
	}
	far, fd := 0, -1.0
	for k, p := range r {
		if d := math.Hypot(p[0]-r[0][0], p[1]-r[0][1]); d > fd {
			far, fd = k, d
		}
	}
	a := raster.DP(r[:far+1], tol, false)
	b := raster.DP(append(append([]pt{}, r[far:]...), r[0]), tol, false)
	return append(a[:len(a)-1], b[:len(b)-1]...)
}

// labelCell is the cell of a province farthest from its edge, the depth
// capped at 14 cells and a pull of 0.02 a cell toward the capital.
func labelCell(g grid, owner []int, p int, capital pt) (pt, bool) {
	return raster.LabelCell(g, owner, p, capital, 14, 0.02)
}
