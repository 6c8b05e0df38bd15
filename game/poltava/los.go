package poltava

import (
	"math"

	"tachanka/game/hex"
)

// Line of sight (7) in the exact geometry of DATA.md a.1: with the distance
// between adjacent centres as the unit, the centre of (c, r) is at
// X = (√3/2)c, Y = r + ½(c mod 2); each hexagon has circumradius 1/√3,
// corners at 0°, 60°, ... 300°. A hex between firer and target is touched
// when the segment between the centres meets the closed hexagon.

const losTolerance = 1e-9

func centre(h hex.Hex) (x, y float64) {
	return math.Sqrt(3) / 2 * float64(h.Col), float64(h.Row) + 0.5*float64(h.Col&1)
}

// touches reports whether the segment p-q meets the closed hexagon of h
// (interior, sides or corners), with the tolerance.
func touches(h hex.Hex, px, py, qx, qy float64) bool {
	return clipHex(h, px, py, qx, qy, 0.5+losTolerance)
}

// crossesInterior reports whether the segment passes through the hexagon's
// interior, not merely along a side or through a corner (6.3 ruling).
func crossesInterior(h hex.Hex, px, py, qx, qy float64) bool {
	return clipHex(h, px, py, qx, qy, 0.5-losTolerance)
}

// clipHex clips the segment against the hexagon of apothem a centred on
// h (the intersection of six half-planes, side normals at 30°, 90°, ...)
// and reports whether anything is left.
func clipHex(h hex.Hex, px, py, qx, qy, a float64) bool {
	cx, cy := centre(h)
	t0, t1 := 0.0, 1.0
	for i := range 6 {
		ang := float64(i)*math.Pi/3 + math.Pi/6
		nx, ny := math.Cos(ang), math.Sin(ang)
		num := a - ((px-cx)*nx + (py-cy)*ny)
		den := (qx-px)*nx + (qy-py)*ny
		if den == 0 {
			if num < 0 {
				return false
			}
			continue
		}
		t := num / den
		if den > 0 {
			t1 = math.Min(t1, t)
		} else {
			t0 = math.Max(t0, t)
		}
		if t0 > t1 {
			return false
		}
	}
	return true
}

// between lists the hexes other than a and b that the segment between
// their centres touches, and for each whether it passes the interior.
func between(a, b hex.Hex) (touched []hex.Hex, interior []bool) {
	px, py := centre(a)
	qx, qy := centre(b)
	n := hex.Distance(a, b)
	seen := map[hex.Hex]bool{a: true, b: true}
	for _, c := range hex.Line(a, b) {
		ns := c.Neighbors()
		for _, h := range append([]hex.Hex{c}, ns[:]...) {
			if seen[h] || hex.Distance(a, h) > n || hex.Distance(b, h) > n {
				continue
			}
			seen[h] = true
			if touches(h, px, py, qx, qy) {
				touched = append(touched, h)
				interior = append(interior, crossesInterior(h, px, py, qx, qy))
			}
		}
	}
	return touched, interior
}

// Sight is the answer to "can a unit at from see to": the hex that blocks
// it and why, or none.
type Sight struct {
	Clear   bool    `json:"clear"`
	Blocker hex.Hex `json:"blocker,omitzero"`
	Why     string  `json:"why,omitempty"` // "terrain" or "unit"
}

// LineOfSight checks the line from from to to (7, 6.3): blocking terrain
// touched anywhere between them, or a unit whose hex the line passes
// through, unless overUnits (artillery placed higher up, fire from a
// redoubt).
func (s *State) LineOfSight(from, to hex.Hex, overUnits bool) Sight {
	b := s.Data.Board
	touched, interior := between(from, to)
	for k, h := range touched {
		if b.On(h) && b.Terrain(h).BlocksSight() {
			return Sight{Blocker: h, Why: "terrain"}
		}
		if !overUnits && interior[k] && (s.CombatAt(h) != nil || s.ArtilleryAt(h) != nil) {
			return Sight{Blocker: h, Why: "unit"}
		}
	}
	return Sight{Clear: true}
}
