package poltava

import (
	"encoding/json"
	"fmt"

	"tachanka/game/hex"
	"tachanka/game/jsonfile"
)

// BoardFormat is the version of the map file format.
const BoardFormat = 1

// boardFile is the map file (scenarios/poltava/map-poltava.json, written
// by scenarios/poltava/mapgen): every hex of the map, 0101 to CCRR.
type boardFile struct {
	Format   int             `json:"format"`
	ID       string          `json:"id"`
	Name     string          `json:"name"`
	Notes    string          `json:"notes,omitempty"`
	Columns  int             `json:"columns"`
	Rows     int             `json:"rows"`
	L        int             `json:"l"`
	Redoubts []RedoubtDef    `json:"redoubts"`
	Labels   []Label         `json:"labels"`
	River    [][]hex.Hex     `json:"river"`
	Hexes    json.RawMessage `json:"hexes"`
}

// HexRecord is one hex as the map file stores it and `tachanka map`
// prints it.
type HexRecord struct {
	Hex             hex.Hex   `json:"hex"`
	Terrain         Terrain   `json:"terrain"`
	Zone            Zone      `json:"zone"`
	Camp            bool      `json:"camp"`
	Line            bool      `json:"line"`
	Redoubt         string    `json:"redoubt"`
	ArtillerySymbol bool      `json:"artillery_symbol"`
	Road            []hex.Hex `json:"road"`
	Stream          []hex.Hex `json:"stream"`
	Impassable      []hex.Hex `json:"impassable"`
}

// LoadBoard reads a map file and checks it whole. Errors name the field:
// "hexes[40].road[1]: ...".
func LoadBoard(data []byte) (*Board, error) {
	data = jsonfile.TrimBOM(data)
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
	if f.Columns < 1 || f.Columns > 99 || f.Rows < 1 || f.Rows > 99 {
		return nil, jsonfile.Errorf("columns", "the map must have 1 to 99 columns and rows (it has %d x %d)", f.Columns, f.Rows)
	}
	recs, err := jsonfile.DecodeList[HexRecord](f.Hexes, "hexes")
	if err != nil {
		return nil, err
	}
	b := &Board{ID: f.ID, Name: f.Name, Cols: f.Columns, Rows: f.Rows, L: f.L, Labels: f.Labels, River: f.River}
	if len(recs) != b.Cols*b.Rows {
		return nil, jsonfile.Errorf("hexes", "the map lists %d hexes; a %d x %d map has %d", len(recs), b.Cols, b.Rows, b.Cols*b.Rows)
	}
	b.Cells = make([]Cell, len(recs))
	seen := make([]bool, len(recs))
	for i, r := range recs {
		p := jsonfile.Index("hexes", i)
		k := b.Index(r.Hex)
		if k < 0 {
			return nil, jsonfile.Errorf(jsonfile.Join(p, "hex"), "%v is not a hex of a %d x %d map", r.Hex, b.Cols, b.Rows)
		}
		if seen[k] {
			return nil, jsonfile.Errorf(jsonfile.Join(p, "hex"), "%v is listed twice", r.Hex)
		}
		seen[k] = true
		c := Cell{Hex: r.Hex, Terrain: r.Terrain, Zone: r.Zone, Camp: r.Camp, Line: r.Line, ArtillerySymbol: r.ArtillerySymbol}
		for _, l := range []struct {
			field string
			list  []hex.Hex
			flags *[6]bool
		}{{"road", r.Road, &c.Road}, {"stream", r.Stream, &c.Stream}, {"impassable", r.Impassable, &c.Blocked}} {
			for j, n := range l.list {
				d, ok := r.Hex.DirectionTo(n)
				if !ok || !b.On(n) {
					return nil, jsonfile.Errorf(jsonfile.Index(jsonfile.Join(p, l.field), j), "%v is not a hex of the map adjacent to %v", n, r.Hex)
				}
				l.flags[d] = true
			}
		}
		if r.Redoubt != "" {
			c.Redoubt = -1
			for ri, rd := range f.Redoubts {
				if rd.ID == r.Redoubt {
					c.Redoubt = ri + 1
				}
			}
			if c.Redoubt < 0 {
				return nil, jsonfile.Errorf(jsonfile.Join(p, "redoubt"), "no redoubt %q in the map's redoubts", r.Redoubt)
			}
		}
		b.Cells[k] = c
	}
	// Hexside features are listed from both sides.
	for k := range b.Cells {
		c := &b.Cells[k]
		for _, d := range hex.Directions {
			n := c.Hex.Neighbor(d)
			if !b.On(n) {
				continue
			}
			o := b.Cell(n)
			e := d.Opposite()
			for _, f := range []struct {
				name string
				a, b bool
			}{{"road", c.Road[d], o.Road[e]}, {"stream", c.Stream[d], o.Stream[e]}, {"impassable", c.Blocked[d], o.Blocked[e]}} {
				if f.a != f.b {
					return nil, jsonfile.Errorf(jsonfile.Join(jsonfile.Index("hexes", k), f.name), "the %s between %v and %v is listed on one side only", f.name, c.Hex, n)
				}
			}
		}
	}
	for i, rd := range f.Redoubts {
		p := jsonfile.Index("redoubts", i)
		if !b.On(rd.Hex) || b.Cell(rd.Hex).Redoubt != i+1 || b.Cell(rd.Hex).Terrain != RedoubtHex {
			return nil, jsonfile.Errorf(jsonfile.Join(p, "hex"), "redoubt %s at %v: that hex is not marked as its redoubt hex", rd.ID, rd.Hex)
		}
		if rd.Line != b.Cell(rd.Hex).Line {
			return nil, jsonfile.Errorf(jsonfile.Join(p, "line"), "redoubt %s: line %v but its hex says %v", rd.ID, rd.Line, b.Cell(rd.Hex).Line)
		}
	}
	b.Redoubts = f.Redoubts
	if l := b.RoomForDeployment(); l != b.L {
		return nil, jsonfile.Errorf("l", "the file records L = %d but the map gives %d (SR1.6)", b.L, l)
	}
	return b, nil
}

// RoomForDeployment is L (SR1.6): the most hexes of any valid line
// position, a run of consecutive hexes of one column in the north zone,
// outside the camp, enterable by infantry, with no river/stream or
// impassable hexside between neighbours in the run.
func (b *Board) RoomForDeployment() int {
	best := 0
	for c := 1; c <= b.Cols; c++ {
		run := 0
		for r := 1; r <= b.Rows; r++ {
			h := hex.Hex{Col: c, Row: r}
			if !b.LineHexOK(h) {
				run = 0
				continue
			}
			if run > 0 {
				up := hex.Hex{Col: c, Row: r - 1}
				if b.Stream(up, h) || b.Blocked(up, h) {
					run = 0
				}
			}
			run++
			best = max(best, run)
		}
	}
	return best
}

// LineHexOK: a hex may hold a unit of a formed line (SR1.2, SR6): north
// zone, outside the camp, enterable by infantry.
func (b *Board) LineHexOK(h hex.Hex) bool {
	c := b.Cell(h)
	return c.Zone == North && !c.Camp && !c.Line && !c.Terrain.Impassable() && c.Terrain != RedoubtHex
}

func (b *Board) String() string { return fmt.Sprintf("map %s (%d x %d)", b.ID, b.Cols, b.Rows) }

// Records is the map as the file stores it, one record per hex.
func (b *Board) Records() []HexRecord {
	out := make([]HexRecord, 0, len(b.Cells))
	for _, c := range b.Cells {
		r := HexRecord{Hex: c.Hex, Terrain: c.Terrain, Zone: c.Zone, Camp: c.Camp, Line: c.Line,
			ArtillerySymbol: c.ArtillerySymbol, Road: []hex.Hex{}, Stream: []hex.Hex{}, Impassable: []hex.Hex{}}
		if c.Redoubt > 0 {
			r.Redoubt = b.Redoubts[c.Redoubt-1].ID
		}
		for _, d := range hex.Directions {
			n := c.Hex.Neighbor(d)
			if c.Road[d] {
				r.Road = append(r.Road, n)
			}
			if c.Stream[d] {
				r.Stream = append(r.Stream, n)
			}
			if c.Blocked[d] {
				r.Impassable = append(r.Impassable, n)
			}
		}
		hex.Sort(r.Road)
		hex.Sort(r.Stream)
		hex.Sort(r.Impassable)
		out = append(out, r)
	}
	return out
}
