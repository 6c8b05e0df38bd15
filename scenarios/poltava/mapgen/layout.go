package main

import (
	"encoding/json"
	"fmt"
	"strings"

	"tachanka/game/hex"
)

// Layout is layout.json: the reference layout of DATA.md c.2 written as data.
// Areas are given as bands of rows whose west and east columns are formulas of
// the row r (the very formulas of c.2), or as lists of hexes; roads and river
// channels as hex sequences.
type Layout struct {
	Comment    []string     `json:"comment"`
	ID         string       `json:"id"`
	Name       string       `json:"name"`
	Columns    int          `json:"columns"`
	Rows       int          `json:"rows"`
	Areas      []Area       `json:"areas"`
	Camp       CampLayout   `json:"camp"`
	Artillery  []string     `json:"artillery_symbols"`
	Redoubts   []Redoubt    `json:"redoubts"`
	Streams    []Stream     `json:"streams"`
	Impassable [][2]string  `json:"impassable"`
	Roads      []Road       `json:"roads"`
	River      []Road       `json:"river"`
	Entry      []Entry      `json:"entry"`
	Labels     []Label      `json:"labels"`
	Expect     Expectations `json:"expect"`
}

// Area paints one terrain on the hexes of its bands and its hex list, less
// its exceptions. Areas may not overlap: a hex painted twice is an error, so a
// typo in a formula shows at once.
type Area struct {
	Name    string   `json:"name"`
	Terrain string   `json:"terrain"`
	Bands   []Band   `json:"bands"`
	Hexes   []string `json:"hexes"`
	Except  []string `json:"except"`
	Basis   string   `json:"basis"`
}

// Band is the rows Rows[0]..Rows[1]; in each row r the columns From(r)..To(r).
type Band struct {
	Rows [2]int `json:"rows"`
	From string `json:"from"`
	To   string `json:"to"`
}

// CampLayout gives the camp hexes as bands; the retrenchment is computed from
// them by the rule of c.2 and compared with the list c.2 prints.
type CampLayout struct {
	Bands              []Band   `json:"bands"`
	RetrenchmentRule   string   `json:"retrenchment_rule"`
	RetrenchmentListed []string `json:"retrenchment_listed"`
	Basis              string   `json:"basis"`
}

// Redoubt is one of R1..R10.
type Redoubt struct {
	ID         string `json:"id"`
	Hex        string `json:"hex"`
	Line       bool   `json:"line"`
	Unfinished bool   `json:"unfinished"`
}

// Stream is a line of stream hexsides between the hexes north of it and the
// hexes south of it, in the columns Cols[0]..Cols[1]: hex (c, r) is north when
// r <= B(c) for the segment holding c.
type Stream struct {
	Name    string          `json:"name"`
	Cols    [2]int          `json:"cols"`
	North   []StreamSegment `json:"north_when_row_at_most"`
	Basis   string          `json:"basis"`
	Comment string          `json:"comment,omitempty"`
}

// StreamSegment gives B(c) for the columns Cols[0]..Cols[1].
type StreamSegment struct {
	Cols [2]int `json:"cols"`
	B    string `json:"b"`
}

// Road is a named sequence of hexes, written as in DATA.md: hex numbers
// separated by spaces; "0144..2344" stands for every hex of row 44 from
// column 01 to column 23.
type Road struct {
	Name  string `json:"name"`
	Hexes string `json:"hexes"`
	Basis string `json:"basis"`
}

// Entry is a Swedish column entry hex of Scenario 2 (DATA.md g.2): the seeds
// of the south zone.
type Entry struct {
	Column string `json:"column"`
	Hex    string `json:"hex"`
}

// Label is a place name printed on the map.
type Label struct {
	Text   string `json:"text"`
	TextRU string `json:"text_ru"`
	Hex    string `json:"hex"`
	Kind   string `json:"kind"`
}

// Expectations are the counts c.2 states; the generator fails if the layout
// does not produce them.
type Expectations struct {
	Camp         int `json:"camp"`
	Retrenchment int `json:"retrenchment"`
	Interior     int `json:"interior"`
	North        int `json:"zone_north"`
	South        int `json:"zone_south"`
	L            int `json:"l"`
}

// ParseLayout reads layout.json strictly: an unknown field is an error.
func ParseLayout(b []byte) (*Layout, error) {
	dec := json.NewDecoder(strings.NewReader(string(b)))
	dec.DisallowUnknownFields()
	var l Layout
	if err := dec.Decode(&l); err != nil {
		return nil, fmt.Errorf("layout.json: %w", err)
	}
	return &l, nil
}

// Cells expands the band for its rows: every hex (c, r) with From(r) <= c <= To(r).
func (b Band) Cells() ([]hex.Hex, error) {
	var out []hex.Hex
	for r := b.Rows[0]; r <= b.Rows[1]; r++ {
		from, err := evalInt(b.From, map[string]int64{"r": int64(r)})
		if err != nil {
			return nil, err
		}
		to, err := evalInt(b.To, map[string]int64{"r": int64(r)})
		if err != nil {
			return nil, err
		}
		for c := from; c <= to; c++ {
			out = append(out, hex.Hex{Col: int(c), Row: r})
		}
	}
	return out, nil
}

// parseHexes reads a road or channel: hex numbers separated by spaces, with
// A..B for a run along one row.
func parseHexes(s string) ([]hex.Hex, error) {
	var out []hex.Hex
	for _, tok := range strings.Fields(s) {
		if a, b, ok := strings.Cut(tok, ".."); ok {
			ha, err := hex.Parse(a)
			if err != nil {
				return nil, err
			}
			hb, err := hex.Parse(b)
			if err != nil {
				return nil, err
			}
			if ha.Row != hb.Row {
				return nil, fmt.Errorf("run %s: both ends must be in one row", tok)
			}
			step := 1
			if hb.Col < ha.Col {
				step = -1
			}
			for c := ha.Col; ; c += step {
				out = append(out, hex.Hex{Col: c, Row: ha.Row})
				if c == hb.Col {
					break
				}
			}
			continue
		}
		h, err := hex.Parse(tok)
		if err != nil {
			return nil, err
		}
		out = append(out, h)
	}
	return out, nil
}

func parseList(ss []string) ([]hex.Hex, error) {
	out := make([]hex.Hex, 0, len(ss))
	for _, s := range ss {
		h, err := hex.Parse(s)
		if err != nil {
			return nil, err
		}
		out = append(out, h)
	}
	return out, nil
}
