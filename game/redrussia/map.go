package redrussia

// The area map as data: its types, the strict loader of map-redrussia.json
// and the queries an engine needs (DATA.md c.1-c.7; scenarios/redrussia/MAP.md).

import (
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"regexp"
	"slices"
	"sort"
	"strings"

	"tachanka/game/jsonfile"
)

// MapFormat is the version of the map file this package reads.
const MapFormat = 1

// MapPoint is a point of the board in world units (the board is Width x
// Height, y down).
type MapPoint [2]float64

// Territory is one of the four territories (RULES 7.7).
type Territory string

// The territories.
const (
	GreatRussia   Territory = "great_russia"
	Transcaucasia Territory = "transcaucasia"
	CentralAsia   Territory = "central_asia"
	Siberia       Territory = "siberia"
)

// Territories lists the four territories in the rulebook's order.
var Territories = []Territory{GreatRussia, Transcaucasia, CentralAsia, Siberia}

// Grade is the grade of a route (DATA.md c.2).
type Grade string

// The grades.
const (
	Easy          Grade = "E"
	Difficult     Grade = "D"
	VeryDifficult Grade = "V"
)

// CaspianPort is the Port of an area on the Caspian, which is not a sea
// zone: it only links its ports (RULES 7.7).
const CaspianPort = "caspian"

// The faction ids a map names: the four majors (which may control areas at
// the start and own home areas) and the five minors (which own home areas;
// Finland also controls its own at the start). Counters and cards use the
// same ids.
var (
	mapMajorIDs = []string{"red", "siberian", "south", "northasian"}
	mapMinorIDs = []string{"finland", "baltic", "poland", "ukraine", "anarchist"}
)

// Map is the area map of Red Russia.
type Map struct {
	Format int    `json:"format"`
	ID     string `json:"id"`
	Name   string `json:"name"`
	NameRU string `json:"name_ru"`
	Notes  string `json:"notes"`
	// Projection says how the real coordinates were laid out on the board
	// (drawing only).
	Projection  string         `json:"projection"`
	Width       float64        `json:"width"`
	Height      float64        `json:"height"`
	Territories []MapTerritory `json:"territories"`
	SeaZones    []SeaZone      `json:"sea_zones"`
	Caspian     CaspianSea     `json:"caspian"`
	Boxes       []HoldingBox   `json:"holding_boxes"`
	Areas       []Area         `json:"areas"`
	Routes      []Route        `json:"routes"`
	Lakes       []MapWater     `json:"lakes"`
	// Land is all the land shown, the areas' and the neighbours' (drawing
	// only): outer rings clockwise on screen, holes counterclockwise; fill
	// non-zero.
	Land [][]MapPoint `json:"land"`
	// Frontier is the outer limit of the areas (drawing only).
	Frontier []MapPoint `json:"frontier"`
	Labels   []MapLabel `json:"labels"` // names of countries and regions beyond the areas (drawing only)

	byCode     map[string]int
	neighbours map[string][]Neighbour
}

// MapTerritory is a territory's name and drawing tint.
type MapTerritory struct {
	ID     Territory `json:"id"`
	Name   string    `json:"name"`
	NameRU string    `json:"name_ru"`
	Colour string    `json:"colour"` // #RRGGBB
}

// Area is one land area (DATA.md c.1, c.6).
type Area struct {
	Code      string    `json:"code"`
	Name      string    `json:"name"`
	NameRU    string    `json:"name_ru"`
	Territory Territory `json:"territory"`
	// Home is the faction the area belongs to (a major or a minor), empty
	// for a neutral area. An iron-cross area's owner applies from turn 3.
	Home      string `json:"home"`
	IronCross bool   `json:"iron_cross"`
	// Control is who controls the area when turn 1 begins; empty when
	// nobody does (a neutral area, or an iron-cross area out of play).
	Control  string  `json:"control"`
	Fort     int     `json:"fort"`
	Money    int     `json:"money"`
	Manpower int     `json:"manpower"`
	Port     string  `json:"port"` // a sea zone id, CaspianPort, or empty
	Food     bool    `json:"food"`
	RailDots int     `json:"rail_dots"`
	Lat      float64 `json:"lat"` // the named town's real position
	Lon      float64 `json:"lon"`
	Note     string  `json:"note"`
	// Town is where the named town stands on the board, Label where the
	// name and the counters stand (drawing only).
	Town  MapPoint `json:"town"`
	Label MapPoint `json:"label"`
	// Polygons are the area's rings, the largest first: outer rings
	// clockwise on screen, holes (lakes) counterclockwise; fill non-zero.
	// Neighbouring areas share their border vertex for vertex.
	Polygons [][]MapPoint `json:"polygons"`
}

// Route joins two areas (DATA.md c.2); routes are undirected.
type Route struct {
	A     string `json:"a"`
	B     string `json:"b"`
	Grade Grade  `json:"grade"`
}

// SeaZone is one of the four sea zones (DATA.md c.3).
type SeaZone struct {
	ID     string `json:"id"`
	Name   string `json:"name"`
	NameRU string `json:"name_ru"`
	// Ports are the areas whose Port names the zone, in map order (stated
	// here for the reader; the loader checks that the two agree).
	Ports []string `json:"ports"`
	Box   string   `json:"box"` // its holding box
	Label MapPoint `json:"label"`
}

// CaspianSea is the Caspian: not a sea zone, it links its ports without
// fleets (RULES 7.7).
type CaspianSea struct {
	Name   string   `json:"name"`
	NameRU string   `json:"name_ru"`
	Ports  []string `json:"ports"` // the areas whose Port is CaspianPort, in map order
	Label  MapPoint `json:"label"`
}

// HoldingBox is an off-map box of the Western Allies (RULES 7.8): a sea
// zone's box lands in any port of its zone, a Persian box at one area.
type HoldingBox struct {
	ID      string     `json:"id"`
	Name    string     `json:"name"`
	NameRU  string     `json:"name_ru"`
	Sea     string     `json:"sea"`      // the sea zone of a sea zone's box
	LandsAt string     `json:"lands_at"` // the one landing area of a Persian box
	Rect    []MapPoint `json:"rect"`     // where it is drawn: top left, bottom right
}

// MapWater is a lake (drawing only).
type MapWater struct {
	Name    string     `json:"name"`
	NameRU  string     `json:"name_ru"`
	Label   MapPoint   `json:"label"`
	Polygon []MapPoint `json:"polygon"`
}

// MapLabel is a name drawn on the board outside the areas.
type MapLabel struct {
	Text   string   `json:"text"`
	TextRU string   `json:"text_ru"`
	At     MapPoint `json:"at"`
}

// Neighbour is the far end of a route seen from an area: the neighbouring
// area and the route's grade.
type Neighbour struct {
	To    string
	Grade Grade
}

// LoadMap reads and checks a map file; every error names the file and the
// field (areas[12].money: ...).
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

// ParseMap decodes a map strictly (unknown, repeated or missing fields are
// errors) and validates it.
func ParseMap(data []byte) (*Map, error) {
	data = jsonfile.TrimBOM(data)
	if err := jsonfile.CheckSyntax(data); err != nil {
		return nil, err
	}
	if err := requireFields(data); err != nil {
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

var areaCode = regexp.MustCompile(`^[A-Z]{3,4}$`)

func (m *Map) validate() error {
	ef := jsonfile.Errorf
	if m.Format != MapFormat {
		return ef("format", "map format %d is not supported (this program reads format %d)", m.Format, MapFormat)
	}
	if m.ID == "" || m.Name == "" || m.NameRU == "" {
		return ef("id", "a map has an id and an English and Russian name")
	}
	if m.Width <= 0 || m.Height <= 0 {
		return ef("width", "the board must have a positive width and height")
	}
	if len(m.Territories) != len(Territories) {
		return ef("territories", "%d territories, want the four of RULES 7.7", len(m.Territories))
	}
	for i, t := range m.Territories {
		if t.ID != Territories[i] {
			return ef(jsonfile.Index("territories", i)+".id", "%q, want %q (the territories in the rulebook's order)", t.ID, Territories[i])
		}
		if t.Name == "" || t.NameRU == "" || !colour.MatchString(t.Colour) {
			return ef(jsonfile.Index("territories", i), "a territory has an English and Russian name and a #RRGGBB colour")
		}
	}
	boxes := map[string]int{}
	for i, b := range m.Boxes {
		p := jsonfile.Index("holding_boxes", i)
		if b.ID == "" || b.Name == "" || b.NameRU == "" {
			return ef(p, "a holding box has an id and an English and Russian name")
		}
		if _, dup := boxes[b.ID]; dup {
			return ef(p+".id", "holding box %q listed twice", b.ID)
		}
		boxes[b.ID] = i
		if (b.Sea == "") == (b.LandsAt == "") {
			return ef(p, "a holding box names either its sea zone or its one landing area")
		}
		if len(b.Rect) != 2 || b.Rect[0][0] >= b.Rect[1][0] || b.Rect[0][1] >= b.Rect[1][1] {
			return ef(p+".rect", "want the top left and bottom right corners")
		}
	}
	seas := map[string]bool{}
	for i, s := range m.SeaZones {
		p := jsonfile.Index("sea_zones", i)
		if s.ID == "" || s.ID == CaspianPort || s.Name == "" || s.NameRU == "" {
			return ef(p, "a sea zone has an id (not %q) and an English and Russian name", CaspianPort)
		}
		if seas[s.ID] {
			return ef(p+".id", "sea zone %q listed twice", s.ID)
		}
		seas[s.ID] = true
		k, ok := boxes[s.Box]
		if !ok {
			return ef(p+".box", "%q is not a holding box of the map", s.Box)
		}
		if m.Boxes[k].Sea != s.ID {
			return ef(p+".box", "holding box %s belongs to sea zone %q", s.Box, m.Boxes[k].Sea)
		}
	}
	for i, b := range m.Boxes {
		if b.Sea != "" && !seas[b.Sea] {
			return ef(jsonfile.Index("holding_boxes", i)+".sea", "%q is not a sea zone of the map", b.Sea)
		}
	}
	if m.Caspian.Name == "" || m.Caspian.NameRU == "" {
		return ef("caspian", "the Caspian has an English and Russian name")
	}
	if len(m.Areas) == 0 {
		return ef("areas", "the map has no areas")
	}
	m.byCode = make(map[string]int, len(m.Areas))
	for i, a := range m.Areas {
		if !areaCode.MatchString(a.Code) {
			return ef(jsonfile.Index("areas", i)+".code", "%q: a code is 3 or 4 capital letters", a.Code)
		}
		if k, dup := m.byCode[a.Code]; dup {
			return ef(jsonfile.Index("areas", i)+".code", "%s is also the code of areas[%d]", a.Code, k)
		}
		m.byCode[a.Code] = i
	}
	for i, a := range m.Areas {
		p := jsonfile.Index("areas", i)
		if err := m.validateArea(a, p, seas); err != nil {
			return err
		}
	}
	for i, z := range m.SeaZones {
		if !slices.Equal(z.Ports, m.Ports(z.ID)) {
			return ef(jsonfile.Index("sea_zones", i)+".ports", "%v, but the areas name %v as ports of %s", z.Ports, m.Ports(z.ID), z.ID)
		}
	}
	if !slices.Equal(m.Caspian.Ports, m.Ports(CaspianPort)) {
		return ef("caspian.ports", "%v, but the areas name %v as Caspian ports", m.Caspian.Ports, m.Ports(CaspianPort))
	}
	for i, b := range m.Boxes {
		if b.LandsAt != "" && m.Area(b.LandsAt) == nil {
			return ef(jsonfile.Index("holding_boxes", i)+".lands_at", "%q is not an area of the map", b.LandsAt)
		}
	}
	m.neighbours = map[string][]Neighbour{}
	seen := map[[2]string]int{}
	for i, r := range m.Routes {
		p := jsonfile.Index("routes", i)
		a, b := m.Area(r.A), m.Area(r.B)
		switch {
		case a == nil:
			return ef(p+".a", "%q is not an area of the map", r.A)
		case b == nil:
			return ef(p+".b", "%q is not an area of the map", r.B)
		case r.A == r.B:
			return ef(p, "a route joins %s to itself", r.A)
		}
		key := [2]string{min(r.A, r.B), max(r.A, r.B)}
		if k, dup := seen[key]; dup {
			return ef(p, "%s-%s is also routes[%d]", r.A, r.B, k)
		}
		seen[key] = i
		// Ruling (DATA.md c.2): very difficult if and only if the route
		// crosses a territory border.
		crosses := a.Territory != b.Territory
		switch {
		case r.Grade != Easy && r.Grade != Difficult && r.Grade != VeryDifficult:
			return ef(p+".grade", "%q: want E, D or V", r.Grade)
		case r.Grade == VeryDifficult && !crosses:
			return ef(p+".grade", "%s-%s is V but both areas are in %s: V only across a territory border (DATA.md c.2)", r.A, r.B, a.Territory)
		case r.Grade != VeryDifficult && crosses:
			return ef(p+".grade", "%s-%s crosses from %s to %s, so it is V, not %s (DATA.md c.2)", r.A, r.B, a.Territory, b.Territory, r.Grade)
		}
		m.neighbours[r.A] = append(m.neighbours[r.A], Neighbour{r.B, r.Grade})
		m.neighbours[r.B] = append(m.neighbours[r.B], Neighbour{r.A, r.Grade})
	}
	for _, l := range m.neighbours {
		sort.Slice(l, func(x, y int) bool { return l[x].To < l[y].To })
	}
	if far := m.unreachable(); far != "" {
		return ef("routes", "%s cannot be reached from %s: the map must be connected (DATA.md c.5 item 12)", far, m.Areas[0].Code)
	}
	for i, w := range m.Lakes {
		if len(w.Polygon) < 3 {
			return ef(jsonfile.Index("lakes", i)+".polygon", "a lake needs a polygon")
		}
	}
	return nil
}

var colour = regexp.MustCompile(`^#[0-9A-F]{6}$`)

func (m *Map) validateArea(a Area, p string, seas map[string]bool) error {
	ef := jsonfile.Errorf
	switch {
	case a.Name == "" || a.NameRU == "":
		return ef(p+".name", "%s: an area has an English and Russian name", a.Code)
	case !slices.Contains(Territories, a.Territory):
		return ef(p+".territory", "%s: %q is not a territory", a.Code, a.Territory)
	case a.Home != "" && !slices.Contains(mapMajorIDs, a.Home) && !slices.Contains(mapMinorIDs, a.Home):
		return ef(p+".home", "%s: %q is not a faction", a.Code, a.Home)
	case a.Control != "" && !slices.Contains(mapMajorIDs, a.Control) && a.Control != "finland":
		// Finland is the only minor in play at the start (DATA.md c.6).
		return ef(p+".control", "%s: %q cannot control an area at the start", a.Code, a.Control)
	case a.IronCross && a.Control != "":
		return ef(p+".control", "%s: an iron-cross area is out of play on turns 1-2, so nobody controls it at the start (RULES 11.0)", a.Code)
	case a.Fort < 1 || a.Fort > 5:
		return ef(p+".fort", "%s: %d, want 1 to 5 (DATA.md c.5 item 2)", a.Code, a.Fort)
	case a.Money < 1:
		return ef(p+".money", "%s: %d, every area has money 1 or more (DATA.md c.5 item 2)", a.Code, a.Money)
	case a.Manpower < 0:
		return ef(p+".manpower", "%s: %d is negative", a.Code, a.Manpower)
	case a.RailDots < 0 || a.RailDots > 2:
		return ef(p+".rail_dots", "%s: %d, want 0, 1 or 2", a.Code, a.RailDots)
	case a.Port != "" && a.Port != CaspianPort && !seas[a.Port]:
		return ef(p+".port", "%s: %q is neither a sea zone nor %q", a.Code, a.Port, CaspianPort)
	case a.Lat < 30 || a.Lat > 75 || a.Lon < 10 || a.Lon > 145:
		return ef(p+".lat", "%s: %.2f°N %.2f°E is not in the Russia of 1918", a.Code, a.Lat, a.Lon)
	case len(a.Polygons) == 0:
		return ef(p+".polygons", "%s: an area is drawn by at least one polygon", a.Code)
	case !m.onBoard(a.Label) || !m.onBoard(a.Town):
		return ef(p+".label", "%s: label %v or town %v off the board", a.Code, a.Label, a.Town)
	}
	for j, ring := range a.Polygons {
		if len(ring) < 3 {
			return ef(jsonfile.Index(p+".polygons", j), "%s: a ring has %d points", a.Code, len(ring))
		}
	}
	return nil
}

func (m *Map) onBoard(p MapPoint) bool {
	return p[0] >= 0 && p[1] >= 0 && p[0] <= m.Width && p[1] <= m.Height
}

// unreachable is the first area no route leads to from the first area, or
// "".
func (m *Map) unreachable() string {
	seen := map[string]bool{m.Areas[0].Code: true}
	queue := []string{m.Areas[0].Code}
	for len(queue) > 0 {
		a := queue[0]
		queue = queue[1:]
		for _, l := range m.neighbours[a] {
			if !seen[l.To] {
				seen[l.To] = true
				queue = append(queue, l.To)
			}
		}
	}
	for _, a := range m.Areas {
		if !seen[a.Code] {
			return a.Code
		}
	}
	return ""
}

// Area is the area of a code, or nil.
func (m *Map) Area(code string) *Area {
	if k, ok := m.byCode[code]; ok {
		return &m.Areas[k]
	}
	return nil
}

// Neighbours lists the areas one route away from code, with the route's
// grade, in code order.
func (m *Map) Neighbours(code string) []Neighbour { return m.neighbours[code] }

// RouteGrade is the grade of the route between two areas; false when no
// route joins them.
func (m *Map) RouteGrade(a, b string) (Grade, bool) {
	for _, l := range m.neighbours[a] {
		if l.To == b {
			return l.Grade, true
		}
	}
	return "", false
}

// SeaZone is the sea zone of an id, or nil.
func (m *Map) SeaZone(id string) *SeaZone {
	for k := range m.SeaZones {
		if m.SeaZones[k].ID == id {
			return &m.SeaZones[k]
		}
	}
	return nil
}

// HoldingBox is the holding box of an id, or nil.
func (m *Map) HoldingBox(id string) *HoldingBox {
	for k := range m.Boxes {
		if m.Boxes[k].ID == id {
			return &m.Boxes[k]
		}
	}
	return nil
}

// Ports lists the areas that are ports of a sea zone (or, for CaspianPort,
// the Caspian ports), in map order.
func (m *Map) Ports(sea string) []string {
	var out []string
	for _, a := range m.Areas {
		if a.Port == sea && sea != "" {
			out = append(out, a.Code)
		}
	}
	return out
}

// LandingAreas lists where units of a holding box may land (RULES 7.8):
// any port of a sea zone's box, the one area of a Persian box.
func (m *Map) LandingAreas(box string) []string {
	b := m.HoldingBox(box)
	switch {
	case b == nil:
		return nil
	case b.LandsAt != "":
		return []string{b.LandsAt}
	}
	return m.Ports(b.Sea)
}

// AreasIn lists the codes of a territory's areas, in map order.
func (m *Map) AreasIn(t Territory) []string {
	var out []string
	for _, a := range m.Areas {
		if a.Territory == t {
			out = append(out, a.Code)
		}
	}
	return out
}

// StartingAreas lists the areas a faction controls when turn 1 begins
// (DATA.md c.5 item 1), in map order.
func (m *Map) StartingAreas(faction string) []string {
	var out []string
	for _, a := range m.Areas {
		if a.Control == faction && faction != "" {
			out = append(out, a.Code)
		}
	}
	return out
}

// HomeAreas lists a faction's home areas, iron-cross ones included, in map
// order.
func (m *Map) HomeAreas(faction string) []string {
	var out []string
	for _, a := range m.Areas {
		if a.Home == faction && faction != "" {
			out = append(out, a.Code)
		}
	}
	return out
}

// CrossesTerritory reports whether a route between two areas crosses a
// territory border (and so is very difficult, RULES 7.7).
func (m *Map) CrossesTerritory(a, b string) bool {
	x, y := m.Area(a), m.Area(b)
	return x != nil && y != nil && x.Territory != y.Territory
}

// TerritoryOf is the drawing data of a territory, or nil.
func (m *Map) TerritoryOf(t Territory) *MapTerritory {
	for k := range m.Territories {
		if m.Territories[k].ID == t {
			return &m.Territories[k]
		}
	}
	return nil
}

// requireFields refuses an object of the file that leaves out one of its
// fields: a map is written whole by its generator, so a missing field is a
// damaged file, not a default (jsonfile.Decode already refuses unknown and
// repeated ones).
func requireFields(data []byte) error {
	var top map[string]json.RawMessage
	if err := json.Unmarshal(data, &top); err != nil {
		return jsonfile.Errorf("", "want an object: %v", err)
	}
	if err := missingField(top, reflect.TypeFor[Map](), ""); err != nil {
		return err
	}
	var caspian map[string]json.RawMessage
	if json.Unmarshal(top["caspian"], &caspian) == nil {
		if err := missingField(caspian, reflect.TypeFor[CaspianSea](), "caspian"); err != nil {
			return err
		}
	}
	lists := []struct {
		key string
		t   reflect.Type
	}{
		{"territories", reflect.TypeFor[MapTerritory]()},
		{"sea_zones", reflect.TypeFor[SeaZone]()},
		{"holding_boxes", reflect.TypeFor[HoldingBox]()},
		{"areas", reflect.TypeFor[Area]()},
		{"routes", reflect.TypeFor[Route]()},
	}
	for _, l := range lists {
		var items []map[string]json.RawMessage
		if json.Unmarshal(top[l.key], &items) != nil {
			continue // the strict decoder names the wrong kind
		}
		for i, item := range items {
			if err := missingField(item, l.t, jsonfile.Index(l.key, i)); err != nil {
				return err
			}
		}
	}
	return nil
}

func missingField(obj map[string]json.RawMessage, t reflect.Type, path string) error {
	for f := range t.Fields() {
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if !f.IsExported() || name == "" || name == "-" {
			continue
		}
		if _, ok := obj[name]; !ok {
			return jsonfile.Errorf(jsonfile.Join(path, name), "missing")
		}
	}
	return nil
}
