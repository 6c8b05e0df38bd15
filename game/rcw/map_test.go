package rcw

import (
	"os"
	"slices"
	"strings"
	"testing"
)

const mapFile = "../../scenarios/rcw/map-rcw.json"

func loadTestMap(t *testing.T) *Map {
	t.Helper()
	m, err := LoadMap(mapFile)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestMapFigures: the 72 provinces of DATA.md b.2, the 166 adjacencies and
// 108 rail connections of b.3, the fourteen ports of b.4.
func TestMapFigures(t *testing.T) {
	m := loadTestMap(t)
	adj, rail, ports := 0, 0, 0
	for _, p := range m.Provinces {
		adj += len(p.Adjacent)
		rail += len(p.Rail)
		if p.Port {
			ports++
		}
	}
	if len(m.Provinces) != 72 || adj/2 != 166 || rail/2 != 108 || ports != 14 {
		t.Fatalf("%d provinces, %d adjacencies, %d rail connections, %d ports; want 72, 166, 108, 14",
			len(m.Provinces), adj/2, rail/2, ports)
	}
	for _, c := range []string{"ARCH", "VLAD", "KHER"} { // Allied landing points (b.4)
		if !m.Province(c).Port {
			t.Errorf("%s is not a port", c)
		}
	}
}

// TestLoadMapErrors: a broken file gives one error naming the file and the
// province.
func TestLoadMapErrors(t *testing.T) {
	data, err := os.ReadFile(mapFile)
	if err != nil {
		t.Fatal(err)
	}
	s := string(data)
	for _, c := range []struct{ name, old, new, want string }{
		{"unknown field", `"code":"PETR",`, `"code":"PETR","capital":"x",`, "capital"},
		{"unknown province", `"adjacent":["ESTO","FINL","NOVG","OLON","PSKO"]`, `"adjacent":["ESTO","FINL","NOVG","OLON","PSKO","ZZZZ"]`, "province PETR: adjacent to ZZZZ, which is not a province"},
		{"asymmetric border", `"adjacent":["ESTO","FINL","NOVG","OLON","PSKO"]`, `"adjacent":["ESTO","FINL","LIVO","NOVG","OLON","PSKO"]`, "province PETR: adjacent to LIVO, but LIVO does not list PETR"},
		{"rail off the borders", `"rail":["ESTO","FINL","NOVG","OLON","PSKO"]`, `"rail":["ESTO","FINL","NOVG","OLON","PSKO","TVER"]`, "province PETR: rail to TVER, which is not adjacent"},
	} {
		bad := strings.Replace(s, c.old, c.new, 1)
		if bad == s {
			t.Fatalf("%s: the test's text is not in the file", c.name)
		}
		path := t.TempDir() + "/bad.json"
		if err := os.WriteFile(path, []byte(bad), 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := LoadMap(path)
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), path) {
			t.Errorf("%s: error %v, want one naming %s and %q", c.name, err, path, c.want)
		}
	}
}

// connected reports whether every province of set is reachable from the
// first over borders that stay in set.
func connected(m *Map, set []string) bool {
	seen := map[string]bool{set[0]: true}
	queue := []string{set[0]}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		for _, q := range m.Province(p).Adjacent {
			if slices.Contains(set, q) && !seen[q] {
				seen[q] = true
				queue = append(queue, q)
			}
		}
	}
	return len(seen) == len(set)
}

func TestB6_1_AdjacencySymmetricRailAdjacentConnected(t *testing.T) {
	m := loadTestMap(t)
	var all []string
	for _, p := range m.Provinces {
		all = append(all, p.Code)
		for _, q := range p.Adjacent {
			if !m.Adjacent(q, p.Code) {
				t.Errorf("%s-%s is not symmetric", p.Code, q)
			}
		}
		for _, q := range p.Rail {
			if !m.Adjacent(p.Code, q) || !m.RailConnected(q, p.Code) {
				t.Errorf("rail %s-%s is not a symmetric rail connection of adjacent provinces", p.Code, q)
			}
		}
		if len(p.Rail) == 0 {
			t.Errorf("%s has no rail connection (b.3 design note)", p.Code)
		}
	}
	if !connected(m, all) {
		t.Error("the map is not connected")
	}
}

func TestB6_2_PetrLivoNotAdjacentKerchWhiteOnly(t *testing.T) {
	m := loadTestMap(t)
	if m.Adjacent("PETR", "LIVO") || m.Adjacent("LIVO", "PETR") {
		t.Error("PETR and LIVO are adjacent (5.33)")
	}
	if m.Adjacent("TAUR", "KUBA") || m.Adjacent("KUBA", "TAUR") {
		t.Error("TAUR and KUBA are adjacent; they must be joined only by the Kerch link")
	}
	if !m.IsKerch("TAUR", "KUBA") || !m.IsKerch("KUBA", "TAUR") || !m.Kerch.WhiteOnly || m.Kerch.Label != "Kerch Straits" {
		t.Errorf("the Kerch link is %+v; want TAUR-KUBA, White only, labelled Kerch Straits", m.Kerch)
	}
}

func TestB6_3_A4AdjacenciesExistOrelPoltDoesNot(t *testing.T) {
	m := loadTestMap(t)
	pairs := "PETR-NOVG NOVG-TVER TVER-RYAZ RYAZ-TULA TULA-KALU KALU-SMOL SMOL-PSKO PSKO-PETR SMOL-OREL OREL-KURS " +
		"KURS-CHER VOLO-ARCH PSKO-VITE ESTO-LIVO LIVO-COUR CHEL-EKAT OMSK-EKAT OLON-ARCH OREN-URAL KUBA-TERE SMOL-MOHI " +
		"KRAS-BARN FINL-PETR FINL-ARCH FINL-OLON"
	for _, pr := range strings.Fields(pairs) {
		a, b, _ := strings.Cut(pr, "-")
		if !m.Adjacent(a, b) {
			t.Errorf("%s-%s is not adjacent (a.4)", a, b)
		}
	}
	if m.Adjacent("OREL", "POLT") {
		t.Error("OREL-POLT is adjacent (a.4: it must not be)")
	}
	// The postal examples' routes (a.5).
	for _, route := range []string{"PETR NOVG TVER RYAZ", "RYAZ TULA KALU SMOL PSKO PETR", "PETR PSKO SMOL OREL KURS"} {
		r := strings.Fields(route)
		for k := 1; k < len(r); k++ {
			if !m.Adjacent(r[k-1], r[k]) {
				t.Errorf("route %s: %s-%s is not adjacent", route, r[k-1], r[k])
			}
		}
	}
}

// startColours are the colours standing in each province at the start of
// the standard game (DATA.md d.1): R Red, W White, B Blue, G Green.
var startColours = map[string]string{
	"PETR": "R", "TVER": "R", "NOVG": "R", "PSKO": "R", "OLON": "R", "SMOL": "R", "KALU": "R", "TULA": "R", "OREL": "R",
	"KURS": "R", "VLDM": "R", "YARO": "R", "KAZA": "R", "VITE": "RGB", "GROD": "R", "EKAT": "RB", "KRAS": "R",
	"VLAD": "RWBG", "BAKU": "RGB", "YELI": "R", "ARCH": "WB", "ESTO": "WG", "LIVO": "WGB", "KHAR": "WG", "YEKA": "W",
	"TAUR": "W", "KUBA": "W", "STAV": "W", "TERE": "W", "TIFL": "W", "ASTR": "W", "DCOS": "W", "SARA": "W", "SAMA": "W",
	"URAL": "W", "KIRG": "W", "OREN": "W", "CHEL": "WB", "OMSK": "WB", "MOHI": "B", "CHER": "B", "POLT": "B",
	"KHER": "BG", "KIEV": "G", "MINS": "G", "KOVN": "G", "COUR": "G", "FINL": "G", "POLA": "G", "IRKU": "G", "CHIT": "G",
	"DAGH": "G",
}

// stops reports whether a force of colour c must stop on entering p (5.27).
func stops(p, c string) bool {
	s := startColours[p]
	return strings.ContainsFunc(s, func(r rune) bool { return string(r) != c })
}

// legalMove reports whether a force of colour c can go from one province
// to another through the pickups in order, overland within 5 MP or by rail
// (5.52, 5.53), never entering a province where it must stop except the
// last (judged on the start-of-turn positions, as the postal rules do).
func legalMove(m *Map, c, from, to string, via []string, rail bool) bool {
	stops := append(slices.Clone(via), to)
	type state struct {
		p    string
		next int // index in stops of the next province to reach
	}
	start := state{from, 0}
	dist := map[state]int{start: 0}
	queue := []state{start}
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		if s.next == len(stops) {
			return true
		}
		d := dist[s]
		if !rail && d >= 5 {
			continue
		}
		if s.p != from && stopsAt(s.p, c) {
			continue // a force entering here must stop
		}
		for _, q := range m.Province(s.p).Adjacent {
			if rail && !m.RailConnected(s.p, q) {
				continue
			}
			n := s.next
			if q == stops[n] {
				n++
			}
			if q != to && n < len(stops) && stopsAt(q, c) && !slices.Contains(via, q) {
				continue
			}
			ns := state{q, n}
			if _, ok := dist[ns]; !ok {
				dist[ns] = d + 1
				queue = append(queue, ns)
			}
		}
	}
	return false
}

var stopsAt = stops

func TestB6_4_A5MovesLegal(t *testing.T) {
	m := loadTestMap(t)
	// DATA.md a.5 and g.2: colour, from, to, the provinces picked up on the
	// way. A move with several origins is one line per origin.
	moves := []struct {
		who, c, from, to string
		via              []string
	}{
		{"Rodzyanko", "W", "ESTO", "LIVO", nil},
		{"Lenin (through PSKO)", "R", "PETR", "LIVO", []string{"PSKO"}},
		{"Lukomsky", "W", "KUBA", "TIFL", nil},
		{"Sablin", "R", "PSKO", "PETR", nil},
		{"Kalinin", "R", "KALU", "KURS", nil},
		{"Kamenev, Sorokin", "R", "TULA", "SARA", nil},
		{"Markin", "R", "KAZA", "SARA", nil},
		{"Zinoviev", "R", "SMOL", "MOHI", nil},
		{"Smirnov", "R", "OREL", "NOVG", nil},
		{"Khanzin", "W", "CHEL", "EKAT", nil},
		{"Bonch-Bruevich", "R", "OLON", "ARCH", nil},
		{"Peterson", "R", "PETR", "ARCH", nil},
		{"Stalin", "R", "KURS", "ARCH", nil},
		{"Tukhachevsky", "R", "NOVG", "RYAZ", nil},
		{"Voroshilov", "R", "KURS", "RYAZ", nil},
		{"Kolchak, Kappel", "W", "OMSK", "EKAT", nil},
		{"Miller", "W", "ARCH", "EKAT", nil},
		{"Wrangel", "W", "ASTR", "EKAT", []string{"KIRG", "SAMA"}},
		{"Denikin", "W", "KUBA", "SAMA", []string{"URAL"}},
		{"Sidorin", "W", "STAV", "KHAR", nil},
		{"Yudenich", "W", "LIVO", "COUR", nil},
		{"Dutov", "W", "OREN", "URAL", nil},
		{"Bogomoletz", "R", "KRAS", "BARN", nil},
		{"Trotsky, Berzin", "R", "TVER", "VOLO", nil},
		{"Slavin", "R", "SMOL", "VOLO", nil},
		{"Yeserov", "R", "KALU", "VOLO", nil},
		{"Abramov", "W", "YEKA", "DAGH", nil},
		{"Romanovsky", "W", "KUBA", "TERE", nil},
		{"Blucher", "R", "EKAT", "VOLO", nil},
		{"Antonov", "R", "VITE", "OREL", nil},
		{"Frunze", "R", "VLDM", "PSKO", nil},
		{"Vatzetis", "R", "YARO", "PSKO", nil},
		{"Gaii", "R", "NOVG", "PSKO", nil},
	}
	for _, mv := range moves {
		over := legalMove(m, mv.c, mv.from, mv.to, mv.via, false)
		rail := len(m.Province(mv.from).Rail) > 0 && legalMove(m, mv.c, mv.from, mv.to, mv.via, true)
		if !over && !rail {
			t.Errorf("%s %s -> %s (via %v) is legal neither overland within 5 MP nor by rail", mv.who, mv.from, mv.to, mv.via)
		}
		if mv.who == "Stalin" && legalMove(m, mv.c, mv.from, mv.to, nil, false) {
			t.Errorf("Stalin KURS -> ARCH is possible overland; a.4 says it needs the rail")
		}
	}
	// The limits are in force: 5 MP overland (Omsk to Vladivostok is six
	// provinces), the stop rule (Markin cannot pass through SAMA, White).
	if legalMove(m, "W", "OMSK", "VLAD", nil, false) {
		t.Error("OMSK -> VLAD is possible overland within 5 MP")
	}
	if legalMove(m, "R", "KAZA", "SARA", []string{"SAMA"}, false) {
		t.Error("Markin could go through SAMA, where he must stop")
	}
}

func TestB6_5_FinnishProvincesConnected(t *testing.T) {
	m := loadTestMap(t)
	if !connected(m, []string{"FINL", "ARCH", "OLON", "PETR"}) {
		t.Error("FINL, ARCH, OLON and PETR are not connected among themselves (5.75)")
	}
}

func TestB6_6_RegionsConnected(t *testing.T) {
	m := loadTestMap(t)
	for _, r := range []string{"S", "T", "U", "W", "B", "C"} {
		var set []string
		for _, p := range m.Provinces {
			if p.Region == r {
				set = append(set, p.Code)
			}
		}
		if len(set) == 0 || !connected(m, set) {
			t.Errorf("region %s (%v) is not connected within itself", r, set)
		}
	}
}

func TestB6_7_OneRegionOneRETCell(t *testing.T) {
	m := loadTestMap(t)
	if len(m.Regions) != 9 {
		t.Errorf("%d regions, want 9", len(m.Regions))
	}
	for _, p := range m.Provinces {
		if m.Region(p.Region) == nil {
			t.Errorf("%s: region %q is not a region of the map", p.Code, p.Region)
		}
		if len(p.RET) != 3 || p.RET[1] != '-' || p.RET[0] < '1' || p.RET[0] > '6' || p.RET[2] < '1' || p.RET[2] > '6' {
			t.Errorf("%s: RET cell %q is not one cell 1-1 .. 6-6", p.Code, p.RET)
		}
	}
}

func TestB6_9_CapitalsRailPathFromNonRedStarts(t *testing.T) {
	m := loadTestMap(t)
	railReach := func(from string) map[string]bool {
		seen := map[string]bool{from: true}
		queue := []string{from}
		for len(queue) > 0 {
			p := queue[0]
			queue = queue[1:]
			for _, q := range m.Province(p).Rail {
				if !seen[q] {
					seen[q] = true
					queue = append(queue, q)
				}
			}
		}
		return seen
	}
	starts := []string{"VLAD"}
	for p, c := range startColours {
		if c != "R" {
			starts = append(starts, p)
		}
	}
	slices.Sort(starts)
	for _, s := range starts {
		r := railReach(s)
		if !r["TVER"] || !r["PETR"] {
			t.Errorf("no rail path from %s to Tver and Petrograd", s)
		}
	}
}

// TestGeometry: every province has a label inside its first polygon and on
// the board, the Siberian strip is schematic, the rest is geography.
func TestGeometry(t *testing.T) {
	m := loadTestMap(t)
	strip := []string{"OMSK", "TOMS", "BARN", "KRAS", "IRKU", "CHIT", "KHAB", "TSIT", "VLAD"}
	for _, p := range m.Provinces {
		if p.Schematic != slices.Contains(strip, p.Code) {
			t.Errorf("%s: schematic is %v", p.Code, p.Schematic)
		}
		in := false
		for _, ring := range p.Polygons {
			if inside(p.Label, ring) {
				in = true
			}
		}
		if !in {
			t.Errorf("%s: label %v is outside its polygons", p.Code, p.Label)
		}
	}
	for _, s := range []string{"Baltic Sea", "White Sea", "Black Sea", "Sea of Azov", "Caspian Sea", "Sea of Japan"} {
		if !slices.ContainsFunc(m.Seas, func(w Water) bool { return w.Name == s }) {
			t.Errorf("no %s", s)
		}
	}
	for _, l := range []string{"Lake Ladoga", "Lake Onega", "Lake Peipus", "Lake Ilmen", "Lake Baikal"} {
		if !slices.ContainsFunc(m.Lakes, func(w Water) bool { return w.Name == l }) {
			t.Errorf("no %s", l)
		}
	}
}

func inside(p Point, poly []Point) bool {
	in := false
	for i, j := 0, len(poly)-1; i < len(poly); j, i = i, i+1 {
		a, b := poly[i], poly[j]
		if (a[1] > p[1]) != (b[1] > p[1]) && p[0] < (b[0]-a[0])*(p[1]-a[1])/(b[1]-a[1])+a[0] {
			in = !in
		}
	}
	return in
}
