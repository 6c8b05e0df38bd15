package reds

import (
	"encoding/json"

	"tachanka/game/hex"
	"tachanka/game/jsonfile"
)

// BoardFormat is the version of the map file format.
const BoardFormat = 1

// boardFile is the map file: metadata and one record per hex of the playing
// area. Hexes not listed are outside the playing area (impassable).
type boardFile struct {
	Format  int             `json:"format"`
	ID      string          `json:"id"`
	Name    string          `json:"name"`
	Notes   string          `json:"notes,omitempty"`
	Columns [2]int          `json:"columns"`
	Rows    [2]int          `json:"rows"`
	Labels  json.RawMessage `json:"labels,omitempty"`
	Hexes   json.RawMessage `json:"hexes"`
}

// HexRecord is one hex as files store it and `tachanka map` prints it.
type HexRecord struct {
	Hex     hex.Hex     `json:"hex"`
	Terrain Terrain     `json:"terrain"`
	City    *CityRecord `json:"city"`
	// Rail and River list the neighbours a railway or river joins this hex to.
	Rail    []hex.Hex `json:"rail"`
	River   []hex.Hex `json:"river"`
	Volga   bool      `json:"volga"`
	Vistula bool      `json:"vistula,omitempty"`
	// Sea is the sea of a coastal or all-sea hex ("" inland).
	Sea SeaName `json:"sea"`
	// SeaSides and LakeSides list neighbours across an all-sea or all-lake
	// hexside. Sides facing an all-sea or all-lake hex are implied; files
	// list only those between two land hexes (straits, narrow lakes).
	SeaSides      []hex.Hex `json:"sea_sides,omitempty"`
	LakeSides     []hex.Hex `json:"lake_sides,omitempty"`
	Front         Front     `json:"front"`
	Region        Region    `json:"region"`
	WestOfLine    bool      `json:"west_of_occupation_line"`
	FreeTerritory bool      `json:"free_territory"`
}

// CityRecord is a city as files store it.
type CityRecord struct {
	Name     string    `json:"name"`
	NameRU   string    `json:"name_ru,omitempty"`
	Port     bool      `json:"port"`
	Resource bool      `json:"resource"`
	Red      bool      `json:"red"`
	Sources  []Faction `json:"sources"`
	Krug     []string  `json:"krug"`
	Point    bool      `json:"point,omitempty"`
}

// LabelRecord is a map label as files store it.
type LabelRecord struct {
	Text   string  `json:"text"`
	TextRU string  `json:"text_ru,omitempty"`
	Hex    hex.Hex `json:"hex"`
	Kind   string  `json:"kind"`
}

// LoadBoard reads a map file. Errors name the field: "hexes[40].rail[1]: ...".
func LoadBoard(data []byte) (*Board, error) {
	if err := jsonfile.CheckSyntax(data); err != nil {
		return nil, err
	}
	var f boardFile
	if err := jsonfile.Decode(data, &f, ""); err != nil {
		return nil, err
	}
	if f.Format != BoardFormat {
		return nil, jsonfile.Errorf("format", "map format %d is not supported (this program reads format %d)", f.Format, BoardFormat)
	}
	if f.ID == "" {
		return nil, jsonfile.Errorf("id", "missing map id")
	}
	recs, err := jsonfile.DecodeList[HexRecord](f.Hexes, "hexes")
	if err != nil {
		return nil, err
	}
	if len(recs) == 0 {
		return nil, jsonfile.Errorf("hexes", "the map has no hexes")
	}
	labels, err := jsonfile.DecodeList[LabelRecord](f.Labels, "labels")
	if err != nil {
		return nil, err
	}
	return BuildBoard(f.ID, f.Name, f.Columns, f.Rows, recs, labels)
}

// BuildBoard makes a Board from records (the loader and the map generator
// share it, so the generator checks what the engine will read).
func BuildBoard(id, name string, cols, rows [2]int, recs []HexRecord, labels []LabelRecord) (*Board, error) {
	b := &Board{ID: id, Name: name, MinCol: cols[0], MaxCol: cols[1], MinRow: rows[0], MaxRow: rows[1]}
	if cols[1] < cols[0] || rows[1] < rows[0] {
		return nil, jsonfile.Errorf("columns", "empty map extent %v x %v", cols, rows)
	}
	pos := map[hex.Hex]int{}
	for i, r := range recs {
		p := jsonfile.Index("hexes", i)
		if !r.Hex.Valid() {
			return nil, jsonfile.Errorf(jsonfile.Join(p, "hex"), "missing hex number")
		}
		if r.Hex.Col < cols[0] || r.Hex.Col > cols[1] || r.Hex.Row < rows[0] || r.Hex.Row > rows[1] {
			return nil, jsonfile.Errorf(jsonfile.Join(p, "hex"), "%v lies outside the map's columns %d-%d and rows %d-%d", r.Hex, cols[0], cols[1], rows[0], rows[1])
		}
		if j, dup := pos[r.Hex]; dup {
			return nil, jsonfile.Errorf(jsonfile.Join(p, "hex"), "%v is listed twice (first at hexes[%d])", r.Hex, j)
		}
		pos[r.Hex] = i
	}
	b.Cells = make([]Cell, len(recs))
	for i, r := range recs {
		c := Cell{Hex: r.Hex, Terrain: r.Terrain, Sea: r.Sea, Volga: r.Volga, Vistula: r.Vistula,
			Front: r.Front, Region: r.Region, WestOfLine: r.WestOfLine, FreeTerritory: r.FreeTerritory}
		p := jsonfile.Index("hexes", i)
		for _, l := range []struct {
			field string
			list  []hex.Hex
			mask  *uint8
		}{{"rail", r.Rail, &c.Rail}, {"river", r.River, &c.River}, {"sea_sides", r.SeaSides, &c.SeaSide}, {"lake_sides", r.LakeSides, &c.LakeSide}} {
			for k, n := range l.list {
				d, ok := r.Hex.DirectionTo(n)
				if !ok {
					return nil, jsonfile.Errorf(jsonfile.Index(jsonfile.Join(p, l.field), k), "%v is not adjacent to %v", n, r.Hex)
				}
				if _, on := pos[n]; !on {
					return nil, jsonfile.Errorf(jsonfile.Index(jsonfile.Join(p, l.field), k), "%v is not a hex of the map", n)
				}
				*l.mask |= 1 << int(d)
			}
		}
		if r.City != nil {
			if r.City.Name == "" {
				return nil, jsonfile.Errorf(jsonfile.Join(p, "city.name"), "a city needs a name")
			}
			c.City = &City{Name: r.City.Name, NameRU: r.City.NameRU, Port: r.City.Port, Resource: r.City.Resource,
				Red: r.City.Red, Sources: r.City.Sources, Krug: r.City.Krug, Point: r.City.Point}
		}
		b.Cells[i] = c
	}
	for _, l := range labels {
		b.Labels = append(b.Labels, Label(l))
	}
	if err := b.finish(); err != nil {
		return nil, jsonfile.Errorf("hexes", "%v", err)
	}
	return b, nil
}

// Record returns the file record of a cell, with every all-water side listed
// (implied ones included), as `tachanka map` prints it.
func (b *Board) Record(i int32) HexRecord {
	c := &b.Cells[i]
	r := HexRecord{Hex: c.Hex, Terrain: c.Terrain, Volga: c.Volga, Vistula: c.Vistula, Sea: c.Sea,
		Front: c.Front, Region: c.Region, WestOfLine: c.WestOfLine, FreeTerritory: c.FreeTerritory,
		Rail: []hex.Hex{}, River: []hex.Hex{}}
	for d := 0; d < 6; d++ {
		n := c.Adj[d]
		if n < 0 {
			continue
		}
		nh := b.Cells[n].Hex
		if has(c.Rail, d) {
			r.Rail = append(r.Rail, nh)
		}
		if has(c.River, d) {
			r.River = append(r.River, nh)
		}
		if has(c.SeaSide, d) {
			r.SeaSides = append(r.SeaSides, nh)
		}
		if has(c.LakeSide, d) {
			r.LakeSides = append(r.LakeSides, nh)
		}
	}
	if c.City != nil {
		r.City = &CityRecord{Name: c.City.Name, NameRU: c.City.NameRU, Port: c.City.Port, Resource: c.City.Resource,
			Red: c.City.Red, Sources: c.City.Sources, Krug: c.City.Krug, Point: c.City.Point}
		if r.City.Sources == nil {
			r.City.Sources = []Faction{}
		}
		if r.City.Krug == nil {
			r.City.Krug = []string{}
		}
	}
	return r
}
