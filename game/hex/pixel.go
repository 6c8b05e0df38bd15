package hex

import "math"

// Layout places flat-topped hexes in a plane whose y axis points down (screen
// convention). Size is the distance from a hex's centre to its corners;
// Origin is where the centre of hex 0000 would fall.
type Layout struct {
	Size             float64
	OriginX, OriginY float64
}

const sqrt3 = 1.7320508075688772

// Center is the pixel centre of h: columns are 1.5 sizes apart, rows
// sqrt(3) sizes apart, and odd columns are half a row lower.
func (l Layout) Center(h Hex) (x, y float64) {
	x = l.OriginX + l.Size*1.5*float64(h.Col)
	y = l.OriginY + l.Size*sqrt3*(float64(h.Row)+0.5*float64(h.Col&1))
	return x, y
}

// Corner returns corner i (0..5) of h, starting at the east corner and turning
// clockwise on screen (y down).
func (l Layout) Corner(h Hex, i int) (x, y float64) {
	cx, cy := l.Center(h)
	a := math.Pi / 3 * float64(i)
	return cx + l.Size*math.Cos(a), cy + l.Size*math.Sin(a)
}

// EdgeMidpoint is the middle of the side of h facing direction d.
func (l Layout) EdgeMidpoint(h Hex, d Direction) (x, y float64) {
	ax, ay := l.Center(h)
	bx, by := l.Center(h.Neighbor(d))
	return (ax + bx) / 2, (ay + by) / 2
}

// At returns the hex containing pixel (x, y).
func (l Layout) At(x, y float64) Hex {
	px := (x - l.OriginX) / l.Size
	py := (y - l.OriginY) / l.Size
	q := 2.0 / 3.0 * px
	r := -1.0/3.0*px + sqrt3/3.0*py
	return round(q, -q-r, r).Hex()
}

// Bounds is the pixel extent of the rectangle of columns c0..c1 and rows
// r0..r1 (inclusive), including the half-hex shift of odd columns.
func (l Layout) Bounds(c0, r0, c1, r1 int) (minX, minY, maxX, maxY float64) {
	minX = l.OriginX + l.Size*1.5*float64(c0) - l.Size
	maxX = l.OriginX + l.Size*1.5*float64(c1) + l.Size
	minY = l.OriginY + l.Size*sqrt3*(float64(r0)-0.5)
	maxY = l.OriginY + l.Size*sqrt3*(float64(r1)+1)
	return
}
