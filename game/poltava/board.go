package poltava

import (
	"tachanka/game/enum"
	"tachanka/game/hex"
)

// Terrain is a hex's terrain (DATA.md c.1).
type Terrain uint8

const (
	Open Terrain = iota
	Woods
	Village
	Hill
	Marsh     // the Vorskla floodplain, impassable
	Offlimits // the Poltava fortress, impassable
	RedoubtHex
	Retrenchment
	CampInterior // inside the camp, otherwise open
)

var terrainNames = []string{"open", "woods", "village", "hill", "marsh", "offlimits", "redoubt", "retrenchment", "camp"}

func (t Terrain) String() string               { return enum.Name(t, terrainNames) }
func (t Terrain) MarshalText() ([]byte, error) { return []byte(t.String()), nil }
func (t *Terrain) UnmarshalText(b []byte) error {
	v, err := enum.Parse[Terrain](b, terrainNames, "terrain")
	*t = v
	return err
}

// Impassable: no unit ever enters it (G4, T2).
func (t Terrain) Impassable() bool { return t == Woods || t == Marsh || t == Offlimits }

// BlocksSight: woods, redoubts, retrenchments, villages, hills and the
// fortress block lines of sight (7); marsh does not.
func (t Terrain) BlocksSight() bool {
	switch t {
	case Woods, RedoubtHex, Retrenchment, Village, Hill, Offlimits:
		return true
	}
	return false
}

// NoZOC: no zone of control extends into village, redoubt and
// retrenchment hexes (T2, 5.1).
func (t Terrain) NoZOC() bool { return t == Village || t == RedoubtHex || t == Retrenchment }

// Zone is the side of the redoubt line a hex lies on (Terms).
type Zone uint8

const (
	NoZone Zone = iota // line hexes and impassable hexes
	North
	South
)

var zoneNames = []string{"", "north", "south"}

func (z Zone) String() string               { return enum.Name(z, zoneNames) }
func (z Zone) MarshalText() ([]byte, error) { return []byte(z.String()), nil }
func (z *Zone) UnmarshalText(b []byte) error {
	v, err := enum.Parse[Zone](b, zoneNames, "zone")
	*z = v
	return err
}

// Cell is one hex of the map.
type Cell struct {
	Hex             hex.Hex
	Terrain         Terrain
	Zone            Zone
	Camp            bool // a camp hex: retrenchment or interior (G1)
	Line            bool // one of the six transverse redoubt hexes
	Redoubt         int  // 1..10 for R1..R10, 0 if none
	ArtillerySymbol bool
	// Per direction (hex.Directions): a road joins the neighbour, a
	// river/stream or an impassable hexside lies between.
	Road, Stream, Blocked [6]bool
}

// RedoubtDef is one of the ten redoubts (SR2).
type RedoubtDef struct {
	ID         string  `json:"id"`
	Hex        hex.Hex `json:"hex"`
	Line       bool    `json:"line"`
	Unfinished bool    `json:"unfinished"`
}

// Label is a name written on the map.
type Label struct {
	Text   string  `json:"text"`
	TextRU string  `json:"text_ru,omitempty"`
	Hex    hex.Hex `json:"hex"`
	Kind   string  `json:"kind"`
}

// Board is the battlefield: 46 x 48 hexes, 0101 to 4648 (DATA.md a.2).
type Board struct {
	ID, Name   string
	Cols, Rows int
	// L is the room for deployment the map file records (SR1.6); the
	// engine computes it too (RoomForDeployment) and the loader checks
	// they agree.
	L        int
	Cells    []Cell
	Redoubts []RedoubtDef
	Labels   []Label
	River    [][]hex.Hex // the Vorskla channel, drawn only
}

// On reports whether h is on the map.
func (b *Board) On(h hex.Hex) bool {
	return h.Col >= 1 && h.Col <= b.Cols && h.Row >= 1 && h.Row <= b.Rows
}

// Index is h's place in Cells, or -1 off the map.
func (b *Board) Index(h hex.Hex) int {
	if !b.On(h) {
		return -1
	}
	return (h.Col-1)*b.Rows + h.Row - 1
}

// Cell is the cell of h; h must be on the map.
func (b *Board) Cell(h hex.Hex) *Cell { return &b.Cells[b.Index(h)] }

// Terrain is h's terrain; off the map counts as impassable marsh.
func (b *Board) Terrain(h hex.Hex) Terrain {
	if !b.On(h) {
		return Marsh
	}
	return b.Cell(h).Terrain
}

// side reports the hexside feature flags between adjacent a and b.
func (b *Board) side(a, n hex.Hex) (road, stream, blocked bool) {
	d, ok := a.DirectionTo(n)
	if !ok || !b.On(a) || !b.On(n) {
		return false, false, true
	}
	c := b.Cell(a)
	return c.Road[d], c.Stream[d], c.Blocked[d]
}

// Road reports a road link between adjacent a and n (4.7).
func (b *Board) Road(a, n hex.Hex) bool { r, _, _ := b.side(a, n); return r }

// Stream reports a river/stream hexside between adjacent a and n (4.3.1).
func (b *Board) Stream(a, n hex.Hex) bool { _, s, _ := b.side(a, n); return s }

// Blocked reports an impassable hexside (or no common side) between a and n.
func (b *Board) Blocked(a, n hex.Hex) bool { _, _, x := b.side(a, n); return x }

// RedoubtAt is the redoubt on h (its index in Redoubts), or -1.
func (b *Board) RedoubtAt(h hex.Hex) int {
	if !b.On(h) {
		return -1
	}
	return b.Cell(h).Redoubt - 1
}

// Neighbors lists h's neighbours on the map.
func (b *Board) Neighbors(h hex.Hex) []hex.Hex {
	out := make([]hex.Hex, 0, 6)
	for _, n := range h.Neighbors() {
		if b.On(n) {
			out = append(out, n)
		}
	}
	return out
}

// HomeDistance is the distance from h to side's home edges (DATA.md a.3):
// Swedish south and west, Russian north and east.
func (b *Board) HomeDistance(side Side, h hex.Hex) int {
	if side == Sweden {
		return min(h.Col-1, b.Rows-h.Row)
	}
	return min(h.Row-1, b.Cols-h.Col)
}
