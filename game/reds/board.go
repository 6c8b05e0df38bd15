package reds

import (
	"fmt"
	"sort"

	"tachanka/game/hex"
)

// Board is the REDS! map as the engine uses it: every hex of the playing area
// indexed densely, with its links to its neighbours precomputed, so that
// movement, ZOC and supply searches work on small integers and bit masks.
// A Board is immutable once built and shared by every State of a game.
type Board struct {
	ID   string
	Name string

	MinCol, MaxCol, MinRow, MaxRow int

	// Cells holds the hexes of the playing area; index i is stable.
	Cells []Cell
	// Labels are names drawn on the map (seas, regions), not rules.
	Labels []Label

	index  []int32 // (col-MinCol)*rows + (row-MinRow) -> cell index, or -1
	byName map[string]int32
	cities []int32 // cells holding a city or a control point, in cell order
}

// Cell is one hex of the map with everything the rules read from it.
type Cell struct {
	Hex     hex.Hex
	Terrain Terrain
	// Sea is the sea of a coastal hex or of an all-sea hex.
	Sea SeaName
	// Neighbour cell per direction, -1 off the map.
	Adj [6]int32
	// Bit d set: a railway / river joins this hex to its neighbour in direction d.
	Rail, River uint8
	// Bit d set: the side facing direction d is all-sea / all-lake.
	SeaSide, LakeSide uint8
	Volga, Vistula    bool

	City *City

	Front         Front
	Region        Region
	WestOfLine    bool // west of the Central Powers occupation line of August 1918
	FreeTerritory bool // Makhno's Free Territory (16.0)
}

// City is a city, or the non-city hex whose control is tracked (13.1: 5421).
type City struct {
	Name     string
	NameRU   string
	Port     bool
	Resource bool
	Red      bool // Red city (13.1)
	// Sources are the factions this hex is a supply source for (12.8).
	Sources []Faction
	// Krug lists the Cossack hosts whose Krug this is (10.12), e.g. "don".
	Krug []string
	// Point marks a control point that is not a city (hex 5421).
	Point bool
}

// Label is a name placed on the map for the reader.
type Label struct {
	Text   string
	TextRU string
	Hex    hex.Hex
	Kind   string // "sea", "region", "river"
}

// Index returns the cell index of h, or -1 when h is not on the map.
func (b *Board) Index(h hex.Hex) int32 {
	c, r := h.Col-b.MinCol, h.Row-b.MinRow
	rows := b.MaxRow - b.MinRow + 1
	if c < 0 || r < 0 || h.Col > b.MaxCol || h.Row > b.MaxRow {
		return -1
	}
	return b.index[c*rows+r]
}

// On reports whether h is a hex of the map (land, lake or sea).
func (b *Board) On(h hex.Hex) bool { return b.Index(h) >= 0 }

// Cell returns the cell of h; h must be on the map.
func (b *Board) Cell(h hex.Hex) *Cell { return &b.Cells[b.Index(h)] }

// CityAt returns the city in h, or nil.
func (b *Board) CityAt(h hex.Hex) *City {
	i := b.Index(h)
	if i < 0 {
		return nil
	}
	return b.Cells[i].City
}

// CityCells lists the cells holding a city or control point.
func (b *Board) CityCells() []int32 { return b.cities }

// FindCity returns the hex of the city with that name (English or Russian).
func (b *Board) FindCity(name string) (hex.Hex, bool) {
	i, ok := b.byName[name]
	if !ok {
		return hex.None, false
	}
	return b.Cells[i].Hex, true
}

// Land reports whether a cell is a land hex (not all-sea, not all-lake).
func (c *Cell) Land() bool { return c.Terrain != Sea && c.Terrain != Lake }

// has reports whether bit d of a side mask is set.
func has(mask uint8, d int) bool { return mask&(1<<d) != 0 }

// finish builds the dense index and the neighbour table after the cells are set.
func (b *Board) finish() error {
	if b.MaxCol < b.MinCol || b.MaxRow < b.MinRow {
		return fmt.Errorf("empty map extent")
	}
	cols, rows := b.MaxCol-b.MinCol+1, b.MaxRow-b.MinRow+1
	b.index = make([]int32, cols*rows)
	for i := range b.index {
		b.index[i] = -1
	}
	sort.Slice(b.Cells, func(i, j int) bool {
		a, c := b.Cells[i].Hex, b.Cells[j].Hex
		if a.Col != c.Col {
			return a.Col < c.Col
		}
		return a.Row < c.Row
	})
	b.byName = map[string]int32{}
	b.cities = b.cities[:0]
	for i := range b.Cells {
		h := b.Cells[i].Hex
		if h.Col < b.MinCol || h.Col > b.MaxCol || h.Row < b.MinRow || h.Row > b.MaxRow {
			return fmt.Errorf("hex %v is outside the map extent", h)
		}
		k := (h.Col-b.MinCol)*rows + (h.Row - b.MinRow)
		if b.index[k] >= 0 {
			return fmt.Errorf("hex %v is listed twice", h)
		}
		b.index[k] = int32(i)
	}
	for i := range b.Cells {
		c := &b.Cells[i]
		for d, n := range c.Hex.Neighbors() {
			c.Adj[d] = b.Index(n)
		}
		if c.City != nil {
			b.cities = append(b.cities, int32(i))
			if c.City.Name != "" {
				b.byName[c.City.Name] = int32(i)
			}
			if c.City.NameRU != "" {
				b.byName[c.City.NameRU] = int32(i)
			}
		}
	}
	// Sides facing an all-sea or all-lake hex are all-water sides; links are
	// symmetric. Both are checked so that hand-made maps cannot disagree.
	for i := range b.Cells {
		c := &b.Cells[i]
		for d := 0; d < 6; d++ {
			n := c.Adj[d]
			if n < 0 {
				if has(c.Rail|c.River, d) {
					return fmt.Errorf("hex %v: rail or river leads off the map (%v)", c.Hex, hex.Direction(d))
				}
				continue
			}
			o := &b.Cells[n]
			back := int(hex.Direction(d).Opposite())
			if o.Terrain == Sea {
				c.SeaSide |= 1 << d
			}
			if o.Terrain == Lake {
				c.LakeSide |= 1 << d
			}
			if has(c.Rail, d) != has(o.Rail, back) {
				return fmt.Errorf("hex %v: the railway to %v does not come back", c.Hex, o.Hex)
			}
			if has(c.River, d) != has(o.River, back) {
				return fmt.Errorf("hex %v: the river to %v does not come back", c.Hex, o.Hex)
			}
			if has(c.SeaSide, d) != has(o.SeaSide, back) && c.Terrain != Sea && o.Terrain != Sea {
				return fmt.Errorf("hex %v: all-sea side toward %v is not returned", c.Hex, o.Hex)
			}
			if has(c.LakeSide, d) != has(o.LakeSide, back) && c.Terrain != Lake && o.Terrain != Lake {
				return fmt.Errorf("hex %v: all-lake side toward %v is not returned", c.Hex, o.Hex)
			}
		}
	}
	return nil
}
