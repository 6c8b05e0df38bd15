// Package hex is the hex-grid geometry of hex-and-counter maps numbered XXYY:
// XX is the column, YY the row, hexes are flat-topped and odd columns sit half
// a hex lower than even ones (the REDS! map, DATA.md a.1).
//
// Offset coordinates are what the map prints and what files store; cube
// coordinates are what distance, lines and rings are computed in.
package hex

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
)

// Hex is a hex in offset coordinates: Col is XX, Row is YY.
type Hex struct {
	Col, Row int
}

// None is "no hex": the zero value, so a missing field decodes to it. Hex
// 0000 is never a hex of a map numbered XXYY from 0101.
var None = Hex{}

// Valid reports whether h is not None.
func (h Hex) Valid() bool { return h != None }

// IsZero lets `json:",omitzero"` leave out a missing hex.
func (h Hex) IsZero() bool { return h == None }

// String formats h as the map prints it: "2313". Columns and rows below 100
// use two digits each; larger ones are printed in full, separated by a dot.
func (h Hex) String() string {
	if h == None {
		return "none"
	}
	if h.Col >= 0 && h.Col < 100 && h.Row >= 0 && h.Row < 100 {
		return fmt.Sprintf("%02d%02d", h.Col, h.Row)
	}
	return fmt.Sprintf("%d.%d", h.Col, h.Row)
}

// ErrBadHex is wrapped by Parse errors.
var ErrBadHex = errors.New("bad hex number")

// Parse reads a four-digit XXYY hex number.
func Parse(s string) (Hex, error) {
	if len(s) != 4 {
		return None, fmt.Errorf("%w %q: want four digits XXYY", ErrBadHex, s)
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return None, fmt.Errorf("%w %q: want four digits XXYY", ErrBadHex, s)
		}
	}
	c, _ := strconv.Atoi(s[:2])
	r, _ := strconv.Atoi(s[2:])
	return Hex{c, r}, nil
}

// MustParse is Parse for constants in code and tests; it panics on a typo.
func MustParse(s string) Hex {
	h, err := Parse(s)
	if err != nil {
		panic(err)
	}
	return h
}

// MarshalText writes the XXYY form, so hexes read naturally in JSON files.
func (h Hex) MarshalText() ([]byte, error) {
	if h == None {
		return []byte(""), nil
	}
	return []byte(h.String()), nil
}

// UnmarshalText reads the XXYY form; the empty string is None.
func (h *Hex) UnmarshalText(b []byte) error {
	if len(b) == 0 {
		*h = None
		return nil
	}
	v, err := Parse(string(b))
	if err != nil {
		return err
	}
	*h = v
	return nil
}

// Direction names the six sides of a flat-topped hex, clockwise from north.
type Direction int

const (
	North Direction = iota
	NorthEast
	SouthEast
	South
	SouthWest
	NorthWest
)

// Directions lists the six directions in order.
var Directions = [6]Direction{North, NorthEast, SouthEast, South, SouthWest, NorthWest}

// Opposite is the direction pointing back.
func (d Direction) Opposite() Direction { return (d + 3) % 6 }

func (d Direction) String() string {
	return [...]string{"N", "NE", "SE", "S", "SW", "NW"}[d]
}

// Offsets per direction for even and odd columns (DATA.md a.1).
var (
	evenColumn = [6][2]int{{0, -1}, {1, -1}, {1, 0}, {0, 1}, {-1, 0}, {-1, -1}}
	oddColumn  = [6][2]int{{0, -1}, {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}}
)

// Neighbor is the hex across side d.
func (h Hex) Neighbor(d Direction) Hex {
	o := evenColumn[d]
	if h.Col&1 == 1 {
		o = oddColumn[d]
	}
	return Hex{h.Col + o[0], h.Row + o[1]}
}

// Neighbors returns the six adjacent hexes in direction order.
func (h Hex) Neighbors() [6]Hex {
	var n [6]Hex
	for d := range Directions {
		n[d] = h.Neighbor(Direction(d))
	}
	return n
}

// DirectionTo returns the direction from h to an adjacent hex n, and false
// when n is not adjacent.
func (h Hex) DirectionTo(n Hex) (Direction, bool) {
	for d := range Directions {
		if h.Neighbor(Direction(d)) == n {
			return Direction(d), true
		}
	}
	return 0, false
}

// Adjacent reports whether a and b share a side.
func Adjacent(a, b Hex) bool {
	_, ok := a.DirectionTo(b)
	return ok
}

// Cube is a hex in cube coordinates, X+Y+Z == 0.
type Cube struct {
	X, Y, Z int
}

// Cube converts offset to cube coordinates: x = c, z = r - (c - (c&1))/2.
func (h Hex) Cube() Cube {
	x := h.Col
	z := h.Row - (h.Col-(h.Col&1))/2
	return Cube{x, -x - z, z}
}

// Hex converts cube coordinates back to offset.
func (c Cube) Hex() Hex {
	return Hex{c.X, c.Z + (c.X-(c.X&1))/2}
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// Distance is the number of hex-to-hex steps between a and b.
func Distance(a, b Hex) int {
	ca, cb := a.Cube(), b.Cube()
	return max(abs(ca.X-cb.X), abs(ca.Y-cb.Y), abs(ca.Z-cb.Z))
}

// round turns fractional cube coordinates into the nearest hex.
func round(x, y, z float64) Cube {
	rx, ry, rz := roundHalfAway(x), roundHalfAway(y), roundHalfAway(z)
	dx, dy, dz := absf(rx-x), absf(ry-y), absf(rz-z)
	switch {
	case dx > dy && dx > dz:
		rx = -ry - rz
	case dy > dz:
		ry = -rx - rz
	default:
		rz = -rx - ry
	}
	return Cube{int(rx), int(ry), int(rz)}
}

func absf(v float64) float64 {
	if v < 0 {
		return -v
	}
	return v
}

func roundHalfAway(v float64) float64 {
	if v < 0 {
		return -float64(int(-v + 0.5))
	}
	return float64(int(v + 0.5))
}

// Line returns the hexes on the straight line from a to b, both included.
// Points exactly on a hex edge are nudged the same way every time, so the line
// is deterministic and symmetric in length.
func Line(a, b Hex) []Hex {
	n := Distance(a, b)
	ca, cb := a.Cube(), b.Cube()
	const eps = 1e-6
	ax, ay, az := float64(ca.X)+eps, float64(ca.Y)+eps, float64(ca.Z)-2*eps
	bx, by, bz := float64(cb.X)+eps, float64(cb.Y)+eps, float64(cb.Z)-2*eps
	out := make([]Hex, 0, n+1)
	for i := 0; i <= n; i++ {
		t := 0.0
		if n > 0 {
			t = float64(i) / float64(n)
		}
		out = append(out, round(ax+(bx-ax)*t, ay+(by-ay)*t, az+(bz-az)*t).Hex())
	}
	return out
}

// cubeDirs are the cube steps matching Directions (N, NE, SE, S, SW, NW).
var cubeDirs = [6]Cube{{0, 1, -1}, {1, 0, -1}, {1, -1, 0}, {0, -1, 1}, {-1, 0, 1}, {-1, 1, 0}}

// Ring returns the hexes at exactly distance r from center, clockwise from
// the north-most one. Ring(center, 0) is just the center.
func Ring(center Hex, r int) []Hex {
	if r <= 0 {
		return []Hex{center}
	}
	c := center.Cube()
	// Start r steps to the north, then walk the six sides.
	cur := Cube{c.X + cubeDirs[North].X*r, c.Y + cubeDirs[North].Y*r, c.Z + cubeDirs[North].Z*r}
	out := make([]Hex, 0, 6*r)
	for side := 0; side < 6; side++ {
		step := cubeDirs[(side+2)%6]
		for i := 0; i < r; i++ {
			out = append(out, cur.Hex())
			cur = Cube{cur.X + step.X, cur.Y + step.Y, cur.Z + step.Z}
		}
	}
	return out
}

// Range returns every hex within distance r of center, center first, then
// ring by ring.
func Range(center Hex, r int) []Hex {
	out := []Hex{center}
	for i := 1; i <= r; i++ {
		out = append(out, Ring(center, i)...)
	}
	return out
}

// Compare orders hexes by column, then row (the map's reading order).
func Compare(a, b Hex) int {
	if a.Col != b.Col {
		return a.Col - b.Col
	}
	return a.Row - b.Row
}

// Sort sorts hexes by Compare, for stable output from map iteration.
func Sort(hs []Hex) { slices.SortFunc(hs, Compare) }
