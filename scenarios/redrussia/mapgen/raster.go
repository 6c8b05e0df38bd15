package main

// The raster: the growth of the areas from their seeds, the opening of
// slivers and the shared simplification of borders are this map's own;
// the grid, the queue, the tracing, Douglas-Peucker and the label
// placement are scenarios/internal/raster's, shared with the Russian Civil
// War's generator. The tracing here simplifies each border once for both
// its sides, so that neighbouring areas never overlap.

import (
	"container/heap"
	"math"

	"tachanka/scenarios/internal/raster"
)

type (
	grid = raster.Grid
	pt   = raster.Pt
	vtx  = raster.Vtx
)

// partition grows the areas over the land cells from their seeds in order
// of distance, each cell going to the area of the nearest seed that reaches
// it overland: the Voronoi partition of the seeds, clipped to the land and
// never jumping a sea. Land no area reaches (islands) goes to the area of
// its nearest seed.
func partition(g grid, land []bool, seeds [][]pt) []int {
	owner := make([]int, g.W*g.H)
	for k := range owner {
		owner[k] = -1
	}
	dist := func(c, a int) float64 {
		p := g.Centre(c)
		best := math.Inf(1)
		for _, s := range seeds[a] {
			best = min(best, math.Hypot(p[0]-s[0], p[1]-s[1]))
		}
		return best
	}
	q := &raster.Queue{ByOwner: true}
	for a, ss := range seeds {
		for _, s := range ss {
			if c, on := g.CellOf(s); on && land[c] {
				heap.Push(q, raster.Item{D: dist(c, a), Cell: c, Owner: a})
			}
		}
	}
	for q.Len() > 0 {
		it := heap.Pop(q).(raster.Item)
		if owner[it.Cell] >= 0 {
			continue
		}
		owner[it.Cell] = it.Owner
		for c := range g.Neighbours4(it.Cell) {
			if land[c] && owner[c] < 0 {
				heap.Push(q, raster.Item{D: dist(c, it.Owner), Cell: c, Owner: it.Owner})
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
			for n := range g.Neighbours4(comp[k]) {
				if land[n] && owner[n] == -1 {
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
		if i < 0 || j < 0 || i >= g.W || j >= g.H {
			return -1
		}
		return owner[g.Idx(i, j)]
	}
	core := make([]bool, len(owner))
	for c, a := range owner {
		if a < 0 {
			continue
		}
		i, j := c%g.W, c/g.W
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
		i, j := c%g.W, c/g.W
		kept := false
		for dj := -1; dj <= 1 && !kept; dj++ {
			for di := -1; di <= 1; di++ {
				ii, jj := i+di, j+dj
				if ii >= 0 && jj >= 0 && ii < g.W && jj < g.H && core[g.Idx(ii, jj)] && owner[g.Idx(ii, jj)] == a {
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
		rev := raster.Less(stretch[n-1], stretch[0]) || stretch[n-1] == stretch[0] && n > 2 && raster.Less(stretch[n-2], stretch[1])
		if rev {
			reverse(stretch)
		}
		line := []pt{{float64(stretch[0][0]), float64(stretch[0][1])}}
		for k := 1; k < n; k++ {
			p, q := stretch[k-1], stretch[k]
			line = append(line, pt{float64(p[0]+q[0]) / 2, float64(p[1]+q[1]) / 2})
		}
		line = append(line, pt{float64(stretch[n-1][0]), float64(stretch[n-1][1])})
		s := raster.DP(line, tol, true)
		if rev {
			for i, j := 0, len(s)-1; i < j; i, j = i+1, j-1 {
				s[i], s[j] = s[j], s[i]
			}
		}
		out = append(out, s[:len(s)-1]...)
	}
	return out
}

func reverse(s []vtx) {
	for i, j := 0, len(s)-1; i < j; i, j = i+1, j-1 {
		s[i], s[j] = s[j], s[i]
	}
}

// labelCell is the cell of an area farthest from its edge, the depth
// capped at 7 cells and a pull of 0.06 a cell toward its town.
func labelCell(g grid, owner []int, a int, town pt) (pt, bool) {
	return raster.LabelCell(g, owner, a, town, 7, 0.06)
}
