package main

import (
	"fmt"
	"math"
	"slices"
)

// shareEdge reports whether two polygons have collinear edges overlapping
// over a positive length: a common border of the schematic boxes.
func shareEdge(a, b []pt) bool {
	for i := range a {
		a0, a1 := a[i], a[(i+1)%len(a)]
		for j := range b {
			b0, b1 := b[j], b[(j+1)%len(b)]
			if math.Abs(cross(a0, a1, b0)) > 1e-6 || math.Abs(cross(a0, a1, b1)) > 1e-6 {
				continue
			}
			dx, dy := a1[0]-a0[0], a1[1]-a0[1]
			l2 := dx*dx + dy*dy
			t0 := ((b0[0]-a0[0])*dx + (b0[1]-a0[1])*dy) / l2
			t1 := ((b1[0]-a0[0])*dx + (b1[1]-a0[1])*dy) / l2
			if min(max(t0, t1), 1)-max(min(t0, t1), 0) > 1e-6 {
				return true
			}
		}
	}
	return false
}

// checkStrip compares the borders drawn in and against the strip with
// b.3: two boxes share an edge exactly when they are adjacent, and the
// geographic provinces that reach the strip's meridian (within two cells)
// are exactly those adjacent to Omsk.
func checkStrip(in *inputs, boxes map[string][]pt, g grid, owner []int, geoIdx []int, p1, p2 pt) error {
	adjacent := func(a, b string) bool {
		for _, p := range in.provinces {
			if p.Code == a {
				return slices.Contains(p.Rail, b) || slices.Contains(p.Land, b)
			}
		}
		return false
	}
	for a, pa := range boxes {
		for b, pb := range boxes {
			if a < b && shareEdge(pa, pb) != adjacent(a, b) {
				return fmt.Errorf("the strip draws %s-%s as a border: %v, b.3 says %v", a, b, shareEdge(pa, pb), adjacent(a, b))
			}
		}
	}
	touch := map[string]int{}
	l := math.Hypot(p1[0]-p2[0], p1[1]-p2[1])
	for c, o := range owner {
		if o < 0 {
			continue
		}
		q := pt{(float64(c%g.W) + 0.5) * g.Cell, (float64(c/g.W) + 0.5) * g.Cell}
		if math.Abs(cross(p2, p1, q))/l <= 2*g.Cell && q[1] >= p1[1] && q[1] <= p2[1] {
			touch[in.provinces[geoIdx[o]].Code]++
		}
	}
	for _, p := range in.provinces {
		if _, box := boxes[p.Code]; box {
			continue
		}
		if (touch[p.Code] >= 3) != adjacent(p.Code, "OMSK") {
			return fmt.Errorf("%s reaches the strip along %d cells; b.3 adjacency to OMSK is %v", p.Code, touch[p.Code], adjacent(p.Code, "OMSK"))
		}
	}
	return nil
}
