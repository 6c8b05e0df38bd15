package rcwui

import (
	"math"

	"tachanka/game/rcw"
)

// box is an axis-aligned rectangle in world units.
type box struct{ x0, y0, x1, y1 float64 }

func (b box) contains(x, y float64) bool { return x >= b.x0 && x <= b.x1 && y >= b.y0 && y <= b.y1 }

func (b box) overlaps(o box) bool { return b.x0 < o.x1 && o.x0 < b.x1 && b.y0 < o.y1 && o.y0 < b.y1 }

// geometry is what the client keeps of the map's polygons for finding the
// province under a point: each province's bounding box, to test few rings.
type geometry struct {
	m     *rcw.Map
	boxes []box // by province index
}

func newGeometry(m *rcw.Map) *geometry {
	g := &geometry{m: m, boxes: make([]box, len(m.Provinces))}
	for i, p := range m.Provinces {
		b := box{math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)}
		for _, ring := range p.Polygons {
			for _, pt := range ring {
				b.x0, b.y0 = math.Min(b.x0, pt[0]), math.Min(b.y0, pt[1])
				b.x1, b.y1 = math.Max(b.x1, pt[0]), math.Max(b.y1, pt[1])
			}
		}
		g.boxes[i] = b
	}
	return g
}

// provinceAt is the code of the province whose polygons hold the world
// point, or "" (sea, land beyond the game, the off-map board).
func (g *geometry) provinceAt(x, y float64) string {
	for i, p := range g.m.Provinces {
		if !g.boxes[i].contains(x, y) {
			continue
		}
		for _, ring := range p.Polygons {
			if inRing(x, y, ring) {
				return p.Code
			}
		}
	}
	return ""
}

// inRing is the even-odd test of a point against a closed ring.
func inRing(x, y float64, ring []rcw.Point) bool {
	in := false
	for i, j := 0, len(ring)-1; i < len(ring); j, i = i, i+1 {
		a, b := ring[i], ring[j]
		if (a[1] > y) != (b[1] > y) && x < (b[0]-a[0])*(y-a[1])/(b[1]-a[1])+a[0] {
			in = !in
		}
	}
	return in
}
