package mapview

import (
	"math"

	"tachanka/game/hex"
)

// Point is a point of the world (the map at base size).
type Point struct{ X, Y float64 }

// Geometry is where a map's places are: the hexes of a hex grid, or the
// areas of an area map. Places are numbered 0..Len()-1.
type Geometry interface {
	Len() int
	// At is the place under a world point, or -1.
	At(p Point) int
	// Anchor is where the place's counters stand.
	Anchor(place int) Point
	// Outline is the place's boundary.
	Outline(place int) []Point
	// Bounds is the world's extent.
	Bounds() (min, max Point)
}

// HexGrid is the geometry of a hex map: its hexes laid out flat-topped.
type HexGrid struct {
	Layout hex.Layout
	Hexes  []hex.Hex
	index  map[hex.Hex]int
}

// NewHexGrid lays out hexes.
func NewHexGrid(l hex.Layout, hexes []hex.Hex) *HexGrid {
	g := &HexGrid{Layout: l, Hexes: hexes, index: make(map[hex.Hex]int, len(hexes))}
	for k, h := range hexes {
		g.index[h] = k
	}
	return g
}

func (g *HexGrid) Len() int { return len(g.Hexes) }

func (g *HexGrid) At(p Point) int {
	if k, ok := g.index[g.Layout.At(p.X, p.Y)]; ok {
		return k
	}
	return -1
}

func (g *HexGrid) Anchor(place int) Point {
	x, y := g.Layout.Center(g.Hexes[place])
	return Point{x, y}
}

func (g *HexGrid) Outline(place int) []Point {
	out := make([]Point, 6)
	for i := range out {
		x, y := g.Layout.Corner(g.Hexes[place], i)
		out[i] = Point{x, y}
	}
	return out
}

func (g *HexGrid) Bounds() (min, max Point) { return bounds(g) }

// Area is one place of an area map.
type Area struct {
	ID      string
	Name    string
	Outline []Point
	Anchor  Point
}

// AreaMap is the geometry of a map of areas, with the routes that join
// them (drawn between their anchors).
type AreaMap struct {
	Areas  []Area
	Routes [][2]int
}

func (m *AreaMap) Len() int { return len(m.Areas) }

func (m *AreaMap) At(p Point) int {
	for k := range m.Areas {
		if inside(p, m.Areas[k].Outline) {
			return k
		}
	}
	return -1
}

func (m *AreaMap) Anchor(place int) Point    { return m.Areas[place].Anchor }
func (m *AreaMap) Outline(place int) []Point { return m.Areas[place].Outline }
func (m *AreaMap) Bounds() (min, max Point)  { return bounds(m) }
func (m *AreaMap) Index(id string) (int, bool) {
	for k := range m.Areas {
		if m.Areas[k].ID == id {
			return k, true
		}
	}
	return -1, false
}

// inside is the even-odd test of a point against a polygon.
func inside(p Point, poly []Point) bool {
	in := false
	for i, j := 0, len(poly)-1; i < len(poly); j, i = i, i+1 {
		a, b := poly[i], poly[j]
		if (a.Y > p.Y) != (b.Y > p.Y) && p.X < (b.X-a.X)*(p.Y-a.Y)/(b.Y-a.Y)+a.X {
			in = !in
		}
	}
	return in
}

func bounds(g Geometry) (min, max Point) {
	min = Point{math.Inf(1), math.Inf(1)}
	max = Point{math.Inf(-1), math.Inf(-1)}
	for k := 0; k < g.Len(); k++ {
		for _, p := range g.Outline(k) {
			min.X, min.Y = math.Min(min.X, p.X), math.Min(min.Y, p.Y)
			max.X, max.Y = math.Max(max.X, p.X), math.Max(max.Y, p.Y)
		}
	}
	return min, max
}

// Stack lays out n counters of side size standing at anchor: each one
// above and to the right of the one below, the bottom one centred.
// It returns the top-left corner of each, bottom first.
func Stack(anchor Point, n int, size float64) []Point {
	step := size * 0.12
	out := make([]Point, n)
	for k := range out {
		out[k] = Point{anchor.X - size/2 + float64(k)*step, anchor.Y - size/2 - float64(k)*step}
	}
	return out
}

// StackAt is the counter of a stack (laid out by Stack) under a world
// point, the top one first, or -1.
func StackAt(anchor Point, n int, size float64, p Point) int {
	corners := Stack(anchor, n, size)
	for k := n - 1; k >= 0; k-- {
		c := corners[k]
		if p.X >= c.X && p.X < c.X+size && p.Y >= c.Y && p.Y < c.Y+size {
			return k
		}
	}
	return -1
}
