package main

import (
	"math"
	"slices"
)

// The land and water of the map are sampled on a fine raster laid over the
// grid plane (pxPerUnit pixels per distance between hex centres, about
// 4.5 km a pixel), so that every hex knows how much of it is land, sea or
// lake, and narrow straits and isthmuses can be told apart.
const pxPerUnit = 24

// Pixel kinds.
const (
	pxLand uint8 = iota
	pxSea
	pxLake
)

type raster struct {
	x0, y0 float64 // grid position of the top-left corner of pixel (0, 0)
	w, h   int
	kind   []uint8
	body   []int16 // sea: a reds.SeaName (0 until labelled); lake: index in Sources.Water
}

func newRaster(x0, y0, x1, y1 float64) *raster {
	w := int(math.Ceil((x1 - x0) * pxPerUnit))
	h := int(math.Ceil((y1 - y0) * pxPerUnit))
	r := &raster{x0: x0, y0: y0, w: w, h: h, kind: make([]uint8, w*h), body: make([]int16, w*h)}
	for i := range r.kind {
		r.kind[i] = pxSea // water unless a land ring covers it
	}
	return r
}

// centreOf is the grid position of pixel i's centre.
func (r *raster) centreOf(i int) Pt {
	return Pt{r.x0 + (float64(i%r.w)+0.5)/pxPerUnit, r.y0 + (float64(i/r.w)+0.5)/pxPerUnit}
}

// pixelAt is the pixel holding p, or -1 off the raster.
func (r *raster) pixelAt(p Pt) int {
	x := int(math.Floor((p.X - r.x0) * pxPerUnit))
	y := int(math.Floor((p.Y - r.y0) * pxPerUnit))
	if x < 0 || y < 0 || x >= r.w || y >= r.h {
		return -1
	}
	return y*r.w + x
}

// fill calls set for every pixel whose centre lies inside the rings under
// the even-odd rule, scanline by scanline.
func (r *raster) fill(rings [][]Pt, set func(i int)) {
	type edge struct{ a, b Pt }
	var edges []edge
	for _, ring := range rings {
		for k := range ring {
			a, b := ring[k], ring[(k+1)%len(ring)]
			if a.Y != b.Y {
				edges = append(edges, edge{a, b})
			}
		}
	}
	// Bucket the edges by the pixel rows they cross.
	rows := make([][]int, r.h)
	for k, e := range edges {
		lo, hi := math.Min(e.a.Y, e.b.Y), math.Max(e.a.Y, e.b.Y)
		j0 := max(0, int(math.Floor((lo-r.y0)*pxPerUnit-0.5)))
		j1 := min(r.h-1, int(math.Ceil((hi-r.y0)*pxPerUnit-0.5)))
		for j := j0; j <= j1; j++ {
			rows[j] = append(rows[j], k)
		}
	}
	var xs []float64
	for j := 0; j < r.h; j++ {
		y := r.y0 + (float64(j)+0.5)/pxPerUnit
		xs = xs[:0]
		for _, k := range rows[j] {
			e := edges[k]
			if (e.a.Y > y) != (e.b.Y > y) {
				xs = append(xs, e.a.X+(y-e.a.Y)*(e.b.X-e.a.X)/(e.b.Y-e.a.Y))
			}
		}
		slices.Sort(xs)
		for k := 0; k+1 < len(xs); k += 2 {
			i0 := max(0, int(math.Ceil((xs[k]-r.x0)*pxPerUnit-0.5)))
			i1 := min(r.w-1, int(math.Ceil((xs[k+1]-r.x0)*pxPerUnit-0.5))-1)
			for i := i0; i <= i1; i++ {
				set(j*r.w + i)
			}
		}
	}
}

// labelSeas floods each sea from its seed pixels through sea pixels
// (4-connected); pixels already labelled (sea rings of the data) spread
// their label too. Water no seed reaches keeps label 0.
func (r *raster) labelSeas(seeds map[int]int16) {
	var queue []int
	for _, i := range sortedKeys(seeds) {
		if r.kind[i] == pxSea && r.body[i] == 0 {
			r.body[i] = seeds[i]
		}
	}
	for i := range r.kind {
		if r.kind[i] == pxSea && r.body[i] != 0 {
			queue = append(queue, i)
		}
	}
	for k := 0; k < len(queue); k++ {
		i := queue[k]
		x, y := i%r.w, i/r.w
		for _, n := range [4][2]int{{x - 1, y}, {x + 1, y}, {x, y - 1}, {x, y + 1}} {
			if n[0] < 0 || n[1] < 0 || n[0] >= r.w || n[1] >= r.h {
				continue
			}
			j := n[1]*r.w + n[0]
			if r.kind[j] == pxSea && r.body[j] == 0 {
				r.body[j] = r.body[i]
				queue = append(queue, j)
			}
		}
	}
}

func sortedKeys[V any](m map[int]V) []int {
	out := make([]int, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}
