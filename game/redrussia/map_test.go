package redrussia

import (
	"math"
	"os"
	"slices"
	"strings"
	"testing"
)

const testMapFile = "../../scenarios/redrussia/map-redrussia.json"

func loadCommittedMap(t *testing.T) *Map {
	t.Helper()
	m, err := LoadMap(testMapFile)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

type mapTotals struct{ areas, money, manpower, rail, food int }

func sumAreas(m *Map, keep func(a *Area) bool) mapTotals {
	var s mapTotals
	for k := range m.Areas {
		a := &m.Areas[k]
		if !keep(a) {
			continue
		}
		s.areas++
		s.money += a.Money
		s.manpower += a.Manpower
		s.rail += a.RailDots
		if a.Food {
			s.food++
		}
	}
	return s
}

// TestC6_Totals: the checked mapTotals of DATA.md c.6 — 123 areas, 221 routes
// (150 easy, 63 difficult, 8 very difficult), each faction's starting
// areas, the iron-cross home areas, the minors, the unowned areas, the whole
// map and the territories.
func TestC6_Totals(t *testing.T) {
	m := loadCommittedMap(t)
	grades := map[Grade]int{}
	for _, r := range m.Routes {
		grades[r.Grade]++
	}
	if len(m.Areas) != 123 || len(m.Routes) != 221 || grades[Easy] != 150 || grades[Difficult] != 63 || grades[VeryDifficult] != 8 {
		t.Errorf("%d areas, %d routes (%v); want 123, 221 (150 E, 63 D, 8 V)", len(m.Areas), len(m.Routes), grades)
	}
	start := func(f string) mapTotals { return sumAreas(m, func(a *Area) bool { return a.Control == f }) }
	for _, c := range []struct {
		faction string
		want    mapTotals
	}{
		// c.6 states the food areas of Red's starting areas only; the
		// others' are what its table gives.
		{"red", mapTotals{32, 55, 47, 11, 6}},
		{"siberian", mapTotals{15, 20, 16, 5, 2}},
		{"south", mapTotals{9, 16, 15, 1, 2}},
		{"northasian", mapTotals{11, 18, 8, 0, 0}},
	} {
		if got := start(c.faction); got != c.want {
			t.Errorf("%s starting areas: %+v, want %+v", c.faction, got, c.want)
		}
	}
	for _, c := range []struct {
		faction string
		codes   []string
		money   int
	}{
		{"red", []string{"PSKO", "MINS", "GOME", "KHAR", "YUZO"}, 9},
		{"south", []string{"ROST", "SEVA", "SIMF"}, 5},
		{"northasian", []string{"REVA"}, 2},
	} {
		var codes []string
		s := sumAreas(m, func(a *Area) bool {
			if a.Home == c.faction && a.IronCross {
				codes = append(codes, a.Code)
				return true
			}
			return false
		})
		if !slices.Equal(codes, c.codes) || s.money != c.money {
			t.Errorf("%s iron-cross home areas %v money %d, want %v money %d", c.faction, codes, s.money, c.codes, c.money)
		}
	}
	for _, c := range []struct {
		home         string
		areas, money int
	}{
		{"finland", 3, 4}, {"baltic", 2, 3}, {"poland", 6, 12}, {"ukraine", 8, 13}, {"anarchist", 1, 1}, {"", 27, 33},
	} {
		s := sumAreas(m, func(a *Area) bool { return a.Home == c.home })
		if s.areas != c.areas || s.money != c.money {
			t.Errorf("home %q: %d areas money %d, want %d money %d", c.home, s.areas, s.money, c.areas, c.money)
		}
	}
	if all := sumAreas(m, func(*Area) bool { return true }); all.money != 191 || all.manpower != 152 || all.rail != 24 || all.food != 17 {
		t.Errorf("whole map %+v, want money 191, manpower 152, 24 rail dots, 17 food areas", all)
	}
	for terr, want := range map[Territory]int{GreatRussia: 86, Siberia: 18, CentralAsia: 12, Transcaucasia: 7} {
		if got := len(m.AreasIn(terr)); got != want {
			t.Errorf("%s: %d areas, want %d", terr, got, want)
		}
	}
}

// TestO1_StartingMoneyTotals: the starting areas' money equals each
// major's VP baseline (DATA.md c.5 item 1, o.1): North/Asian 18 (Murmansk
// included), Siberian 20, South 16, Red 55.
func TestO1_StartingMoneyTotals(t *testing.T) {
	m := loadCommittedMap(t)
	for f, want := range map[string]int{"northasian": 18, "siberian": 20, "south": 16, "red": 55} {
		got := 0
		for _, c := range m.StartingAreas(f) {
			a := m.Area(c)
			if a.IronCross {
				t.Errorf("%s starts in iron-cross area %s", f, c)
			}
			got += a.Money
		}
		if got != want {
			t.Errorf("%s: starting money %d, want %d", f, got, want)
		}
	}
	if !slices.Contains(m.StartingAreas("northasian"), "MURM") || m.Area("MURM").Home != "red" {
		t.Error("Murmansk: a printed Red home under a North/Asian control marker at the start (20.1)")
	}
}

// TestO1_OrelMoscow: Orel has money 2 and manpower 2 (6.1); Moscow has two
// rail dots (c.5 item 8); some of Red's starting areas produce food.
func TestO1_OrelMoscow(t *testing.T) {
	m := loadCommittedMap(t)
	if o := m.Area("OREL"); o.Money != 2 || o.Manpower != 2 {
		t.Errorf("Orel money %d manpower %d, want 2 and 2", o.Money, o.Manpower)
	}
	if r := m.Area("MOSC").RailDots; r != 2 {
		t.Errorf("Moscow has %d rail dots, want 2", r)
	}
	food := 0
	for _, c := range m.StartingAreas("red") {
		if m.Area(c).Food {
			food++
		}
	}
	if food == 0 {
		t.Error("no food area among Red's starting areas (c.5 item 8)")
	}
}

// TestC5_2_MinimumValues: every area money 1 or more, fortification 1 to 5.
func TestC5_2_MinimumValues(t *testing.T) {
	m := loadCommittedMap(t)
	for _, a := range m.Areas {
		if a.Money < 1 || a.Fort < 1 || a.Fort > 5 {
			t.Errorf("%s: money %d fort %d", a.Code, a.Money, a.Fort)
		}
	}
}

// TestC5_6_VeryDifficultExactlyOnTerritoryBorders: a route is V if and only
// if it joins two territories (c.2), Great Russia reaches every other
// territory by land, and the loader refuses a V inside a territory.
func TestC5_6_VeryDifficultExactlyOnTerritoryBorders(t *testing.T) {
	m := loadCommittedMap(t)
	reached := map[Territory]bool{}
	for _, r := range m.Routes {
		a, b := m.Area(r.A), m.Area(r.B)
		if (r.Grade == VeryDifficult) != (a.Territory != b.Territory) {
			t.Errorf("%s-%s is %s between %s and %s", r.A, r.B, r.Grade, a.Territory, b.Territory)
		}
		if a.Territory == GreatRussia {
			reached[b.Territory] = true
		}
		if b.Territory == GreatRussia {
			reached[a.Territory] = true
		}
	}
	for _, terr := range Territories[1:] {
		if !reached[terr] {
			t.Errorf("no land route from Great Russia to %s (7.7)", terr)
		}
	}
	// Tiflis-Kutais is D inside Transcaucasia; made V, the map is refused.
	err := loadMangledMap(t, `{"a":"KUTA","b":"TIFL","grade":"D"}`, `{"a":"KUTA","b":"TIFL","grade":"V"}`)
	wantMapError(t, err, "routes[", ".grade: KUTA-TIFL is V but both areas are in transcaucasia")
	err = loadMangledMap(t, `{"a":"PERM","b":"EKBG","grade":"V"}`, `{"a":"PERM","b":"EKBG","grade":"D"}`)
	wantMapError(t, err, "PERM-EKBG crosses from great_russia to siberia, so it is V, not D")
}

// TestC3_BlackSeaPorts: exactly Odessa, Sevastopol and Novorossiysk in Great
// Russia and Batumi in Transcaucasia (7.7); Rostov and Kherson are not
// ports.
func TestC3_BlackSeaPorts(t *testing.T) {
	m := loadCommittedMap(t)
	if got := m.Ports("black"); !slices.Equal(got, []string{"NROS", "SEVA", "ODES", "BATU"}) {
		t.Errorf("Black Sea ports %v", got)
	}
	for _, c := range []string{"NROS", "SEVA", "ODES"} {
		if m.Area(c).Territory != GreatRussia {
			t.Errorf("%s is not in Great Russia", c)
		}
	}
	if m.Area("BATU").Territory != Transcaucasia {
		t.Error("Batumi is not in Transcaucasia")
	}
	for _, c := range []string{"ROST", "KHER"} {
		if m.Area(c).Port != "" {
			t.Errorf("%s is a port", c)
		}
	}
}

// TestC3_SeaZonesAndCaspian: the ports of c.3 (the Fixed ones and the
// Suggestion), each sea zone's holding box landing in its ports, and the
// Caspian ports, which are no sea zone (c.5 item 7).
func TestC3_SeaZonesAndCaspian(t *testing.T) {
	m := loadCommittedMap(t)
	want := map[string][]string{
		"white":     {"MURM", "KEM", "ONEG", "ARCH"},
		"baltic":    {"PETR", "HELS", "VYBO", "REVA", "RIGA"},
		"japan":     {"VLAD"},
		CaspianPort: {"ASTR", "GURY", "PTRV", "KRVD", "BAKU"},
	}
	for sea, ports := range want {
		if got := m.Ports(sea); !slices.Equal(got, ports) {
			t.Errorf("%s ports %v, want %v", sea, got, ports)
		}
	}
	if !slices.Equal(m.Caspian.Ports, want[CaspianPort]) {
		t.Errorf("the Caspian lists ports %v", m.Caspian.Ports)
	}
	if len(m.SeaZones) != 4 || m.SeaZone(CaspianPort) != nil {
		t.Errorf("%d sea zones; want the four of c.3, the Caspian not among them", len(m.SeaZones))
	}
	for _, s := range m.SeaZones {
		b := m.HoldingBox(s.Box)
		if b == nil || b.Sea != s.ID || !slices.Equal(m.LandingAreas(s.Box), m.Ports(s.ID)) || len(m.Ports(s.ID)) == 0 {
			t.Errorf("sea zone %s: box %s does not land in its ports", s.ID, s.Box)
		}
	}
	if m.Area("PETR").Port != "baltic" || m.Area("ARCH").Port != "white" || m.Area("MURM").Port != "white" {
		t.Error("Petrograd must be a Baltic port, Archangel and Murmansk White Sea ports")
	}
}

// TestC3_PersianBoxes: Persian box No. 1 lands at Erevan, in
// Transcaucasia; No. 2 at Merv, in Central Asia (7.8, o.1).
func TestC3_PersianBoxes(t *testing.T) {
	m := loadCommittedMap(t)
	for box, c := range map[string]struct {
		area string
		terr Territory
	}{"persia1": {"EREV", Transcaucasia}, "persia2": {"MERV", CentralAsia}} {
		if got := m.LandingAreas(box); !slices.Equal(got, []string{c.area}) || m.HoldingBox(box).Sea != "" {
			t.Errorf("%s lands at %v, want only %s", box, got, c.area)
		}
		if m.Area(c.area).Territory != c.terr {
			t.Errorf("%s is in %s, want %s", c.area, m.Area(c.area).Territory, c.terr)
		}
	}
	if len(m.Boxes) != 6 {
		t.Errorf("%d holding boxes, want 6 (four sea zones' and two Persian)", len(m.Boxes))
	}
}

// TestC5_12_Connected: every area can be reached from every other by
// routes; the loader refuses a map where one cannot.
func TestC5_12_Connected(t *testing.T) {
	m := loadCommittedMap(t)
	seen := map[string]bool{"MOSC": true}
	queue := []string{"MOSC"}
	for len(queue) > 0 {
		a := queue[0]
		queue = queue[1:]
		for _, l := range m.Neighbours(a) {
			if !seen[l.To] {
				seen[l.To] = true
				queue = append(queue, l.To)
			}
		}
	}
	if len(seen) != len(m.Areas) {
		t.Errorf("%d of %d areas reachable from Moscow", len(seen), len(m.Areas))
	}
	// Fergana's only route is to Tashkent.
	err := loadMangledMap(t, `{"a":"TASH","b":"FERG","grade":"E"},`, ``)
	wantMapError(t, err, "routes: FERG cannot be reached from MURM")
}

// TestC5_5_SetupFeasible: each major controls at the start a non-iron-cross
// area in each territory where set-up places its pieces (20.1-20.4, DATA.md
// n).
func TestC5_5_SetupFeasible(t *testing.T) {
	m := loadCommittedMap(t)
	for f, terrs := range map[string][]Territory{
		"northasian": {CentralAsia, GreatRussia},
		"siberian":   {Siberia, GreatRussia},
		"south":      {GreatRussia},
		"red":        {GreatRussia, CentralAsia, Siberia},
	} {
		for _, terr := range terrs {
			ok := false
			for _, c := range m.StartingAreas(f) {
				if a := m.Area(c); a.Territory == terr && !a.IronCross && (f != "northasian" || c != "REVA") {
					ok = true
				}
			}
			if !ok {
				t.Errorf("%s controls no set-up area in %s", f, terr)
			}
		}
	}
	// The pieces that name their place: the Gold at Kazan and the Red fleet
	// at Petrograd (Red), Kolchak's capital Omsk (Siberian).
	for c, f := range map[string]string{"KAZA": "red", "PETR": "red", "OMSK": "siberian", "VLAD": "siberian", "ARCH": "northasian"} {
		if m.Area(c).Control != f {
			t.Errorf("%s is controlled by %q at the start, want %s", c, m.Area(c).Control, f)
		}
	}
}

// TestC4_PlacesTheRulesName: every place of c.4 is an area with what the
// rules say of it.
func TestC4_PlacesTheRulesName(t *testing.T) {
	m := loadCommittedMap(t)
	type want struct {
		home, control string
		terr          Territory
		ironCross     bool
		port          string
	}
	for code, w := range map[string]want{
		"MOSC": {"red", "red", GreatRussia, false, ""},
		"PETR": {"red", "red", GreatRussia, false, "baltic"},
		"KAZA": {"red", "red", GreatRussia, false, ""},
		"OREL": {"red", "red", GreatRussia, false, ""},
		"ARCH": {"northasian", "northasian", GreatRussia, false, "white"},
		"MURM": {"red", "northasian", GreatRussia, false, "white"},
		"REVA": {"northasian", "", GreatRussia, true, "baltic"},
		"RIGA": {"baltic", "", GreatRussia, true, "baltic"},
		"KOVN": {"baltic", "", GreatRussia, true, ""},
		"WARS": {"poland", "", GreatRussia, true, ""},
		"POZN": {"poland", "", GreatRussia, true, ""},
		"GULA": {"anarchist", "", GreatRussia, true, ""},
		"VILN": {"", "", GreatRussia, true, ""},
		"BRES": {"", "", GreatRussia, true, ""},
		"ODES": {"", "", GreatRussia, true, "black"},
		"SEVA": {"south", "", GreatRussia, true, "black"},
		"NROS": {"south", "south", GreatRussia, false, "black"},
		"BATU": {"", "", Transcaucasia, true, "black"},
		"EREV": {"", "", Transcaucasia, true, ""},
		"MERV": {"northasian", "northasian", CentralAsia, false, ""},
		"OMSK": {"siberian", "siberian", Siberia, false, ""},
		"VLAD": {"siberian", "siberian", Siberia, false, "japan"},
		"SARA": {"red", "red", GreatRussia, false, ""},
		"IRKU": {"siberian", "siberian", Siberia, false, ""},
	} {
		a := m.Area(code)
		if a == nil {
			t.Errorf("%s is not an area", code)
			continue
		}
		got := want{a.Home, a.Control, a.Territory, a.IronCross, a.Port}
		if got != w {
			t.Errorf("%s (%s): %+v, want %+v", code, a.Name, got, w)
		}
	}
	for name, code := range map[string]string{"Moscow": "MOSC", "Petrograd": "PETR", "Gulai Polye": "GULA", "Brest-Litovsk": "BRES", "Vilna": "VILN", "Erevan": "EREV", "Merv": "MERV"} {
		if m.Area(code).Name != name {
			t.Errorf("%s is called %q, want %q", code, m.Area(code).Name, name)
		}
	}
	// The unnamed ones: the Finnish areas (Finland's home, out of the
	// iron-cross zone) and the Ukrainian home areas (behind the Central
	// Powers' line on turns 1-2, 13.1).
	if f := m.HomeAreas("finland"); len(f) != 3 {
		t.Errorf("Finnish areas %v", f)
	}
	for _, c := range m.HomeAreas("ukraine") {
		if !m.Area(c).IronCross {
			t.Errorf("Ukrainian home area %s is not in the iron-cross zone", c)
		}
	}
}

// TestC5_4_Territories: all five minors' home areas are in Great Russia
// (12.6); the named places' territories of c.5 item 4.
func TestC5_4_Territories(t *testing.T) {
	m := loadCommittedMap(t)
	for _, minor := range mapMinorIDs {
		for _, c := range m.HomeAreas(minor) {
			if m.Area(c).Territory != GreatRussia {
				t.Errorf("%s home area %s is in %s", minor, c, m.Area(c).Territory)
			}
		}
	}
	for c, terr := range map[string]Territory{"MERV": CentralAsia, "EREV": Transcaucasia, "BATU": Transcaucasia, "VLAD": Siberia,
		"OMSK": Siberia, "MOSC": GreatRussia, "PETR": GreatRussia, "KAZA": GreatRussia, "OREL": GreatRussia} {
		if m.Area(c).Territory != terr {
			t.Errorf("%s in %s, want %s", c, m.Area(c).Territory, terr)
		}
	}
}

// TestC5_9_IronCrossZone: it holds every Ukrainian home area, Gulai Polye
// and at least one major's area; Finland is outside it; no major starts in
// it (c.5 item 10); neutral areas exist and start uncontrolled (item 11).
func TestC5_9_IronCrossZone(t *testing.T) {
	m := loadCommittedMap(t)
	major := false
	neutral := 0
	for _, a := range m.Areas {
		switch {
		case a.Home == "ukraine" && !a.IronCross, a.Code == "GULA" && !a.IronCross, a.Home == "finland" && a.IronCross:
			t.Errorf("%s: iron cross %v", a.Code, a.IronCross)
		case a.IronCross && a.Control != "":
			t.Errorf("%s starts controlled by %s in the iron-cross zone", a.Code, a.Control)
		}
		if a.IronCross && slices.Contains(mapMajorIDs, a.Home) {
			major = true
		}
		if a.Home == "" {
			neutral++
			if a.Control != "" {
				t.Errorf("neutral area %s starts controlled by %s", a.Code, a.Control)
			}
		}
	}
	if !major || neutral == 0 {
		t.Errorf("major-owned iron-cross area %v, %d neutral areas", major, neutral)
	}
}

// TestMapQueries: the indexes an engine uses.
func TestMapQueries(t *testing.T) {
	m := loadCommittedMap(t)
	if got := m.Neighbours("MURM"); !slices.Equal(got, []Neighbour{{"KEM", Easy}}) {
		t.Errorf("Murmansk's neighbours %v", got)
	}
	if g, ok := m.RouteGrade("TIFL", "VKAV"); !ok || g != VeryDifficult {
		t.Errorf("Tiflis-Vladikavkaz %q %v, want V (the Georgian Military Road)", g, ok)
	}
	if _, ok := m.RouteGrade("MOSC", "PETR"); ok {
		t.Error("Moscow and Petrograd are joined directly; c.7 goes through Tver")
	}
	if !m.CrossesTerritory("OREN", "AKTY") || m.CrossesTerritory("MOSC", "TVER") {
		t.Error("CrossesTerritory")
	}
	for _, a := range m.Areas {
		for _, l := range m.Neighbours(a.Code) {
			if g, ok := m.RouteGrade(l.To, a.Code); !ok || g != l.Grade {
				t.Errorf("%s-%s is not symmetric", a.Code, l.To)
			}
		}
	}
	if m.TerritoryOf(Siberia) == nil || m.Area("ZZZZ") != nil || m.HoldingBox("nowhere") != nil {
		t.Error("lookups")
	}
}

// TestMapDrawing: every area has a polygon, its label and its town stand
// in it, and no two areas overlap (a grid of points, each inside at most one
// area).
func TestMapDrawing(t *testing.T) {
	m := loadCommittedMap(t)
	type bbox struct{ x0, y0, x1, y1 float64 }
	boxes := make([]bbox, len(m.Areas))
	for k, a := range m.Areas {
		b := bbox{math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)}
		for _, r := range a.Polygons {
			for _, p := range r {
				b = bbox{min(b.x0, p[0]), min(b.y0, p[1]), max(b.x1, p[0]), max(b.y1, p[1])}
			}
		}
		boxes[k] = b
		if !insideRings(a.Polygons, a.Label) || !insideRings(a.Polygons, a.Town) {
			t.Errorf("%s: label %v or town %v outside the area", a.Code, a.Label, a.Town)
		}
	}
	const step = 23.0 // world units, not a multiple of the raster's cell
	for y := step / 2; y < m.Height; y += step {
		for x := step / 2; x < m.Width; x += step {
			var in []string
			for k, b := range boxes {
				if x >= b.x0 && x <= b.x1 && y >= b.y0 && y <= b.y1 && insideRings(m.Areas[k].Polygons, MapPoint{x, y}) {
					in = append(in, m.Areas[k].Code)
				}
			}
			if len(in) > 1 {
				t.Fatalf("(%.0f, %.0f) is in %v: areas overlap", x, y, in)
			}
		}
	}
}

// insideRings is the non-zero winding rule over all rings.
func insideRings(rings [][]MapPoint, p MapPoint) bool {
	w := 0
	for _, r := range rings {
		for k := range r {
			a, b := r[k], r[(k+1)%len(r)]
			cross := (b[0]-a[0])*(p[1]-a[1]) - (p[0]-a[0])*(b[1]-a[1])
			if a[1] <= p[1] && b[1] > p[1] && cross > 0 {
				w++
			} else if a[1] > p[1] && b[1] <= p[1] && cross < 0 {
				w--
			}
		}
	}
	return w != 0
}

// loadMangledMap loads the map file with one text replaced, from a file of its
// own.
func loadMangledMap(t *testing.T, old, new string) error {
	t.Helper()
	data, err := os.ReadFile(testMapFile)
	if err != nil {
		t.Fatal(err)
	}
	bad := strings.Replace(string(data), old, new, 1)
	if bad == string(data) {
		t.Fatalf("the test's text %s is not in the map file", old)
	}
	path := t.TempDir() + "/bad.json"
	if err := os.WriteFile(path, []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err = LoadMap(path)
	if err != nil && !strings.Contains(err.Error(), path) {
		t.Errorf("the error %q does not name the file", err)
	}
	return err
}

func wantMapError(t *testing.T, err error, parts ...string) {
	t.Helper()
	if err == nil {
		t.Errorf("the map loaded; want an error with %q", parts)
		return
	}
	for _, p := range parts {
		if !strings.Contains(err.Error(), p) {
			t.Errorf("error %q, want one with %q", err, p)
		}
	}
}

// TestLoadMapErrors: a damaged map is refused with one error naming the
// file and the field.
func TestLoadMapErrors(t *testing.T) {
	for _, c := range []struct {
		name, old, new string
		want           []string
	}{
		{"unknown area in a route", `{"a":"MURM","b":"KEM","grade":"E"}`, `{"a":"MURM","b":"KEMX","grade":"E"}`,
			[]string{"routes[0].b: \"KEMX\" is not an area of the map"}},
		{"duplicate code", `"code":"KEM",`, `"code":"MURM",`, []string{"areas[1].code: MURM is also the code of areas[0]"}},
		{"missing field", `"money":1,"manpower":0,"port":"white"`, `"manpower":0,"port":"white"`, []string{"areas[0].money: missing"}},
		{"missing Caspian ports", `"ports":["ASTR","GURY","PTRV","KRVD","BAKU"],`, ``, []string{"caspian.ports: missing"}},
		{"unknown field", `"code":"MURM",`, `"code":"MURM","capital":true,`, []string{"capital"}},
		{"money 0", `"money":1,"manpower":0,"port":"white"`, `"money":0,"manpower":0,"port":"white"`, []string{"areas[0].money: MURM: 0"}},
		{"unknown sea zone", `"port":"white"`, `"port":"barents"`, []string{"areas[0].port: MURM: \"barents\""}},
		{"duplicate route", `{"a":"MURM","b":"KEM","grade":"E"}`, `{"a":"KEM","b":"ONEG","grade":"D"}`, []string{"KEM-ONEG is also routes[0]"}},
		{"controlled iron-cross area", `"iron_cross":true,"control":"","fort":2,"money":1,"manpower":1,"port":"","food":false,"rail_dots":0,"lat":57.82`,
			`"iron_cross":true,"control":"red","fort":2,"money":1,"manpower":1,"port":"","food":false,"rail_dots":0,"lat":57.82`,
			[]string{"areas[12].control: PSKO: an iron-cross area is out of play"}},
		{"sea zone's ports not the areas'", `"ports":["NROS","SEVA","ODES","BATU"]`, `"ports":["NROS","SEVA","ODES","ROST","BATU"]`,
			[]string{"sea_zones[2].ports: [NROS SEVA ODES ROST BATU], but the areas name [NROS SEVA ODES BATU] as ports of black"}},
		{"Persian box landing nowhere", `"lands_at":"EREV"`, `"lands_at":"TEHR"`, []string{"holding_boxes[4].lands_at: \"TEHR\" is not an area"}},
		{"truncated", `"routes": [`, `"routes": [[`, []string{"line"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			wantMapError(t, loadMangledMap(t, c.old, c.new), c.want...)
		})
	}
}
