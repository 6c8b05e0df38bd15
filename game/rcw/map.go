// Package rcw is SPI's Russian Civil War 1918-1922 (1976): a map of
// provinces joined by borders and rail connections, no hexes. This file is
// the map as data: its types and the strict loader of map-rcw.json
// (/work/shared/rcw/DATA.md a and b; scenarios/rcw/MAP.md).
package rcw

import (
	"fmt"
	"os"
	"slices"
	"sort"

	"tachanka/game/jsonfile"
)

// MapFormat is the version of the map file this package reads.
const MapFormat = 1

// Point is a point of the board in world units (the board is Width x
// Height, y down).
type Point [2]float64

// Map is the province map.
type Map struct {
	Format    int        `json:"format"`
	ID        string     `json:"id"`
	Name      string     `json:"name"`
	NameRU    string     `json:"name_ru"`
	Notes     string     `json:"notes"`
	Width     float64    `json:"width"`
	Height    float64    `json:"height"`
	Regions   []Region   `json:"regions"`
	Provinces []Province `json:"provinces"`
	// Kerch is the White-only link across the Kerch Straits (RULES 5.32):
	// not an adjacency for any other purpose.
	Kerch  Link      `json:"kerch"`
	Seas   []Water   `json:"seas"`
	Lakes  []Water   `json:"lakes"`
	Land   [][]Point `json:"land"`   // all land west of the strip (drawing only): outer rings clockwise on screen, holes (inland seas) counterclockwise; fill non-zero
	Frames [][]Point `json:"frames"` // the schematic Siberian strip's outline (drawing only)
	// OffMap is the board east of the geographic part, where the strip and
	// the displays stand (drawing only).
	OffMap []Point `json:"offmap"`

	byCode map[string]int
}

// Region is one of the nine regions (DATA.md a.2).
type Region struct {
	Letter string `json:"letter"`
	Name   string `json:"name"`
	NameRU string `json:"name_ru"`
	Colour string `json:"colour"` // #RRGGBB tint
}

// Province is one province (DATA.md b.2, b.3, b.4).
type Province struct {
	Code   string `json:"code"`
	Name   string `json:"name"`
	NameRU string `json:"name_ru"`
	Region string `json:"region"`
	Basis  string `json:"basis"` // the 1914 units it is made of
	RET    string `json:"ret"`   // its cell on the Random Events Table
	Named  bool   `json:"named"` // named in the game's text (DATA.md a.3)
	Port   bool   `json:"port"`
	Sea    string `json:"sea"` // the sea a port opens on; empty when not a port
	// Schematic: drawn as a box of the Siberian strip, not from geography.
	Schematic bool `json:"schematic"`
	// Adjacent and Rail are sorted province codes; Rail is a subset of
	// Adjacent.
	Adjacent []string  `json:"adjacent"`
	Rail     []string  `json:"rail"`
	Label    Point     `json:"label"` // where the name and the counters stand
	Cities   []City    `json:"cities"`
	Polygons [][]Point `json:"polygons"` // outer rings, the largest first
}

// City is a town shown in a province (no effect on play, RULES 5.37).
type City struct {
	Name string `json:"name"`
	At   Point  `json:"at"`
}

// Link is a special connection between two provinces.
type Link struct {
	A         string  `json:"a"`
	B         string  `json:"b"`
	WhiteOnly bool    `json:"white_only"`
	Label     string  `json:"label"`
	Path      []Point `json:"path"`
}

// Water is a sea or a lake: impassable (RULES 5.31).
type Water struct {
	Name    string  `json:"name"`
	NameRU  string  `json:"name_ru"`
	Label   Point   `json:"label"`
	Polygon []Point `json:"polygon"` // lakes; a sea only where it is drawn schematically (off the strip), otherwise the water off the land
}

// LoadMap reads and checks a map file. Every error names the file and,
// where it is about one, the province.
func LoadMap(path string) (*Map, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	m, err := ParseMap(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return m, nil
}

// ParseMap decodes a map file strictly (unknown or repeated fields are
// errors) and validates it.
func ParseMap(data []byte) (*Map, error) {
	data = jsonfile.TrimBOM(data)
	if err := jsonfile.CheckSyntax(data); err != nil {
		return nil, err
	}
	var m Map
	if err := jsonfile.Decode(data, &m, ""); err != nil {
		return nil, err
	}
	if err := m.validate(); err != nil {
		return nil, err
	}
	return &m, nil
}

func (m *Map) validate() error {
	if m.Format != MapFormat {
		return fmt.Errorf("map format %d is not supported (this program reads format %d)", m.Format, MapFormat)
	}
	if m.ID == "" {
		return fmt.Errorf("missing map id")
	}
	if m.Width <= 0 || m.Height <= 0 {
		return fmt.Errorf("the board must have a positive width and height")
	}
	regions := map[string]bool{}
	for _, r := range m.Regions {
		if r.Letter == "" || regions[r.Letter] {
			return fmt.Errorf("region %q: missing or repeated letter", r.Letter)
		}
		regions[r.Letter] = true
	}
	if len(m.Provinces) == 0 {
		return fmt.Errorf("the map has no provinces")
	}
	m.byCode = make(map[string]int, len(m.Provinces))
	for i, p := range m.Provinces {
		if len(p.Code) < 3 || len(p.Code) > 4 {
			return fmt.Errorf("province %d %q: a code has 3 or 4 letters", i, p.Code)
		}
		if _, dup := m.byCode[p.Code]; dup {
			return fmt.Errorf("province %s: listed twice", p.Code)
		}
		m.byCode[p.Code] = i
	}
	inSet := func(list []string, c string) bool { return slices.Contains(list, c) }
	for _, p := range m.Provinces {
		e := func(format string, args ...any) error {
			return fmt.Errorf("province %s: %s", p.Code, fmt.Sprintf(format, args...))
		}
		if p.Name == "" || p.NameRU == "" {
			return e("missing name (English and Russian)")
		}
		if !regions[p.Region] {
			return e("unknown region %q", p.Region)
		}
		if p.RET == "" {
			return e("missing Random Events Table cell")
		}
		if p.Port != (p.Sea != "") {
			return e("a port names its sea, and only a port does")
		}
		if !sort.StringsAreSorted(p.Adjacent) || !sort.StringsAreSorted(p.Rail) {
			return e("adjacent and rail lists must be sorted")
		}
		for _, q := range p.Adjacent {
			k, ok := m.byCode[q]
			if !ok {
				return e("adjacent to %s, which is not a province of the map", q)
			}
			if q == p.Code {
				return e("adjacent to itself")
			}
			if !inSet(m.Provinces[k].Adjacent, p.Code) {
				return e("adjacent to %s, but %s does not list %s (borders are symmetric)", q, q, p.Code)
			}
		}
		for _, q := range p.Rail {
			k, ok := m.byCode[q]
			if !ok {
				return e("rail to %s, which is not a province of the map", q)
			}
			if !inSet(p.Adjacent, q) {
				return e("rail to %s, which is not adjacent", q)
			}
			if !inSet(m.Provinces[k].Rail, p.Code) {
				return e("rail to %s, but %s does not list rail to %s", q, q, p.Code)
			}
		}
		if len(p.Polygons) == 0 {
			return e("no polygon")
		}
		for j, ring := range p.Polygons {
			if len(ring) < 3 {
				return e("polygon %d has %d points", j, len(ring))
			}
		}
		if p.Label[0] < 0 || p.Label[1] < 0 || p.Label[0] > m.Width || p.Label[1] > m.Height {
			return e("label %v off the board", p.Label)
		}
	}
	for _, c := range []string{m.Kerch.A, m.Kerch.B} {
		if _, ok := m.byCode[c]; !ok {
			return fmt.Errorf("kerch: %q is not a province of the map", c)
		}
	}
	if m.Adjacent(m.Kerch.A, m.Kerch.B) {
		return fmt.Errorf("kerch: %s and %s are also adjacent; the link is not an adjacency", m.Kerch.A, m.Kerch.B)
	}
	for _, w := range m.Lakes {
		if len(w.Polygon) < 3 {
			return fmt.Errorf("lake %q: no polygon", w.Name)
		}
	}
	return nil
}

// Province is the province of a code, or nil.
func (m *Map) Province(code string) *Province {
	if k, ok := m.byCode[code]; ok {
		return &m.Provinces[k]
	}
	return nil
}

// Adjacent reports whether two provinces share a border (RULES 5.24); the
// Kerch link is not an adjacency.
func (m *Map) Adjacent(a, b string) bool {
	p := m.Province(a)
	return p != nil && slices.Contains(p.Adjacent, b)
}

// RailConnected reports whether two adjacent provinces are joined by rail
// (RULES 5.52).
func (m *Map) RailConnected(a, b string) bool {
	p := m.Province(a)
	return p != nil && slices.Contains(p.Rail, b)
}

// IsKerch reports whether a to b crosses the Kerch Straits.
func (m *Map) IsKerch(a, b string) bool {
	return (a == m.Kerch.A && b == m.Kerch.B) || (a == m.Kerch.B && b == m.Kerch.A)
}

// Region is the region of a letter, or nil.
func (m *Map) Region(letter string) *Region {
	for k := range m.Regions {
		if m.Regions[k].Letter == letter {
			return &m.Regions[k]
		}
	}
	return nil
}
