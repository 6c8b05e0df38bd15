package main

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"

	"tachanka/game/rcw"
	"tachanka/scenarios/internal/lcc"
	"tachanka/scenarios/internal/mapcmd"
	"tachanka/scenarios/internal/raster"
)

// The board: 34" x 22" at 100 world units to the inch (DATA.md a.1).
const (
	boardW, boardH = 3400.0, 2200.0
	margin         = 30.0
	cellSize       = 4.0 // raster cell, world units (about 6 km)
)

// The provinces of the schematic Siberian strip (DATA.md b.5).
var schematic = []string{"OMSK", "TOMS", "BARN", "KRAS", "IRKU", "CHIT", "KHAB", "TSIT", "VLAD"}

var regions = []rcw.Region{
	{Letter: "G", Name: "Greater Russia", NameRU: "Великороссия", Colour: "#E9C4B8"},
	{Letter: "W", Name: "White Russia", NameRU: "Белоруссия", Colour: "#E6E0EE"},
	{Letter: "B", Name: "Baltic", NameRU: "Прибалтика", Colour: "#BFDCD6"},
	{Letter: "P", Name: "Poland", NameRU: "Польша", Colour: "#C4C4C4"},
	{Letter: "F", Name: "Finland", NameRU: "Финляндия", Colour: "#D9D9D9"},
	{Letter: "U", Name: "Ukraine", NameRU: "Украина", Colour: "#E1E6B0"},
	{Letter: "C", Name: "Cossack Territories", NameRU: "Казачьи земли", Colour: "#F0D2A0"},
	{Letter: "T", Name: "Trans-Caucasus", NameRU: "Закавказье", Colour: "#F5EDB8"},
	{Letter: "S", Name: "Siberia", NameRU: "Сибирь", Colour: "#C9D8E6"},
}

type world struct {
	proj          lcc.Projection // DATA.md b.5: centred on 55°N 40°E
	minx, maxy, s float64
	geoW          float64 // the width of the geographic part
}

func (w world) at(lon, lat float64) pt {
	x, y := w.proj.Project(lon, lat)
	return pt{margin + (x-w.minx)*w.s, margin + (w.maxy-y)*w.s}
}

func rp(p pt) rcw.Point { return raster.Tenth[rcw.Point](p) }

func rings(rs [][]pt) [][]rcw.Point {
	out := make([][]rcw.Point, len(rs))
	for k, r := range rs {
		for _, p := range r {
			out[k] = append(out[k], rp(p))
		}
	}
	return out
}

// newWorld fits the projected frontier to the board's height.
func newWorld(in *inputs) world {
	w := world{proj: lcc.New(55, 40)}
	minx, maxx, miny, maxy := math.Inf(1), math.Inf(-1), math.Inf(1), math.Inf(-1)
	for _, p := range in.front.Frontier {
		x, y := w.proj.Project(p[0], p[1])
		minx, maxx, miny, maxy = min(minx, x), max(maxx, x), min(miny, y), max(maxy, y)
	}
	w.minx, w.maxy = minx, maxy
	w.s = (boardH - 2*margin) / (maxy - miny)
	w.geoW = 2*margin + (maxx-minx)*w.s
	return w
}

func generate(in *inputs) (*rcw.Map, string, error) {
	var rep strings.Builder
	w := newWorld(in)
	geoW := w.geoW
	// The raster reaches the cut meridian at the board's bottom, so that
	// the land is drawn up to the off-map part everywhere.
	c1, c2 := w.at(66.5, 60.5), w.at(66.5, 53.5)
	cutBottom := c2[0] + (c1[0]-c2[0])/(c1[1]-c2[1])*(boardH-c2[1])
	g := grid{W: int(max(geoW, cutBottom)/cellSize) + 2, H: int(boardH/cellSize) + 1, Cell: cellSize}
	fmt.Fprintf(&rep, "scale %.3f units/km, geographic part %.0f x %.0f units, raster %d x %d\n", w.s, geoW, boardH, g.W, g.H)

	// Masks.
	land := make([]bool, g.W*g.H)
	var lr [][]pt
	for _, r := range in.land.Rings {
		var ring []pt
		for _, p := range r {
			ring = append(ring, w.at(p[0], p[1]))
		}
		lr = append(lr, ring)
	}
	g.Fill(lr, land, true)
	var lakes []rcw.Water
	var lakeRings [][]pt
	for _, wa := range in.water.Water {
		var ring []pt
		for _, p := range wa.Ring {
			ring = append(ring, w.at(p[1], p[0]))
		}
		lakeRings = append(lakeRings, ring)
	}
	g.Fill(lakeRings, land, false)
	p1, p2 := w.at(66.5, 60.5), w.at(66.5, 53.5)
	for k, wa := range in.water.Water {
		off := false
		for _, p := range lakeRings[k] {
			if p[0] < 0 || p[1] < 0 || p[0] > min(p1[0], p2[0]) || p[1] > boardH {
				off = true
			}
		}
		if off {
			continue
		}
		lw := rcw.Water{Name: wa.Name, NameRU: ruLake[wa.Name], Label: rp(raster.Centroid(lakeRings[k]))}
		for _, p := range lakeRings[k] {
			lw.Polygon = append(lw.Polygon, rp(p))
		}
		lakes = append(lakes, lw)
	}
	var fr []pt
	for _, p := range in.front.Frontier {
		fr = append(fr, w.at(p[0], p[1]))
	}
	inside := make([]bool, g.W*g.H)
	g.Fill([][]pt{fr}, inside, true)
	domain := make([]bool, g.W*g.H)
	for c := range domain {
		domain[c] = land[c] && inside[c]
	}

	// Provinces.
	code := map[string]int{}
	for k, p := range in.provinces {
		code[p.Code] = k
	}
	n := len(in.provinces)
	geoIdx := []int{}
	seeds := [][]pt{}
	for k, p := range in.provinces {
		if slices.Contains(schematic, p.Code) {
			continue
		}
		geoIdx = append(geoIdx, k)
		var ss []pt
		for _, c := range p.Cities {
			ss = append(ss, w.at(c[2].(float64), c[1].(float64)))
		}
		for _, s := range in.front.Seeds[p.Code] {
			ss = append(ss, w.at(s[1], s[0]))
		}
		for _, t := range in.towns.Towns {
			if t[3].(string) == p.Code {
				ss = append(ss, w.at(t[2].(float64), t[1].(float64)))
			}
		}
		seeds = append(seeds, ss)
	}
	local := map[int]int{}
	for l, k := range geoIdx {
		local[k] = l
	}
	allowed := make([][]bool, len(geoIdx))
	for l, k := range geoIdx {
		allowed[l] = make([]bool, len(geoIdx))
		allowed[l][l] = true
		for _, q := range append(slices.Clone(in.provinces[k].Rail), in.provinces[k].Land...) {
			if lq, ok := local[code[q]]; ok {
				allowed[l][lq] = true
			}
		}
	}
	owner := partition(g, domain, seeds, allowed)
	cont := raster.Contacts(g, owner, len(geoIdx))
	var missing []string
	for l, k := range geoIdx {
		for lq := l + 1; lq < len(geoIdx); lq++ {
			want := allowed[l][lq]
			have := cont[l][lq] >= 2
			a, b := in.provinces[k].Code, in.provinces[geoIdx[lq]].Code
			if want && !have {
				missing = append(missing, a+"-"+b)
			}
			if have && !want {
				for c := range owner {
					if owner[c] == l && c+1 < len(owner) && owner[c+1] == lq || owner[c] == l && c+g.W < len(owner) && owner[c+g.W] == lq || owner[c] == lq && c+1 < len(owner) && owner[c+1] == l || owner[c] == lq && c+g.W < len(owner) && owner[c+g.W] == l {
						fmt.Fprintf(&rep, "contact at cell %d,%d\n", c%g.W, c/g.W)
					}
				}
				return nil, rep.String(), fmt.Errorf("%s and %s share a border but are not adjacent in b.3", a, b)
			}
		}
	}
	gap := 0
	for c := range owner {
		if domain[c] && owner[c] < 0 {
			gap++
		}
	}
	fmt.Fprintf(&rep, "unowned land cells (border gaps): %d\n", gap)
	if len(missing) > 0 {
		return nil, rep.String(), fmt.Errorf("borders of b.3 the geography does not draw (add seeds in frontier.json): %s", strings.Join(missing, " "))
	}

	m := &rcw.Map{
		Format: rcw.MapFormat, ID: "rcw", Name: "Russian Civil War 1918-1922", NameRU: "Гражданская война в России 1918-1922",
		Notes: "Generated by scenarios/rcw/mapgen from scenarios/rcw/mapgen/data (DATA.md b.2-b.4) and Natural Earth land; do not edit by hand. See scenarios/rcw/MAP.md.",
		Width: boardW, Height: boardH, Regions: regions,
		Kerch: rcw.Link{A: "TAUR", B: "KUBA", WhiteOnly: true, Label: "Kerch Straits",
			Path: []rcw.Point{rp(w.at(36.25, 45.36)), rp(w.at(36.85, 45.22))}},
		Lakes: lakes,
	}
	// Land for drawing: all land west of the strip's meridian.
	m.Land = rings(trace(g, func(c int) bool {
		x, y := (float64(c%g.W)+0.5)*g.Cell, (float64(c/g.W)+0.5)*g.Cell
		return land[c] && cross(p2, p1, pt{x, y}) <= 0
	}, 1.2*cellSize, 30*cellSize*cellSize, true))
	boxes := siberia(p1, p2, &m.Frames, &m.Lakes)
	if err := checkStrip(in, boxes, g, owner, geoIdx, p1, p2); err != nil {
		return nil, rep.String(), err
	}
	for k, p := range in.provinces {
		adj := append(slices.Clone(p.Rail), p.Land...)
		sort.Strings(adj)
		rail := slices.Clone(p.Rail)
		sort.Strings(rail)
		pr := rcw.Province{Code: p.Code, Name: p.Name, NameRU: p.NameRU, Region: p.Region, Basis: p.Basis, RET: p.RET,
			Named: p.Named, Port: p.Port, Sea: in.front.Ports[p.Code], Adjacent: adj, Rail: rail}
		if p.Port != (pr.Sea != "") {
			return nil, rep.String(), fmt.Errorf("province %s: port and frontier.json ports disagree", p.Code)
		}
		if b, ok := boxes[p.Code]; ok {
			pr.Schematic = true
			pr.Polygons = rings([][]pt{b})
			c := raster.Centroid(b)
			pr.Label = rp(c)
			// Cities in a row below the railway, west to east.
			left, right, bot := math.Inf(1), math.Inf(-1), math.Inf(-1)
			for _, q := range b {
				left, right, bot = min(left, q[0]), max(right, q[0]), max(bot, q[1])
			}
			if p.Code == "OMSK" {
				left = max(p1[0], p2[0])
			}
			for j, city := range p.Cities {
				x := left + (right-left)*(float64(j)+0.5)/float64(len(p.Cities))
				y := c[1] + (bot-c[1])*0.45 + float64(j%2)*(bot-c[1])*0.25 // staggered so that names do not meet
				pr.Cities = append(pr.Cities, rcw.City{Name: city[0].(string), At: rp(pt{x, y})})
			}
		} else {
			l := local[k]
			rs := trace(g, func(c int) bool { return owner[c] == l }, 1.0*cellSize, 12*cellSize*cellSize, false)
			if len(rs) == 0 {
				return nil, rep.String(), fmt.Errorf("province %s has no land", p.Code)
			}
			pr.Polygons = rings(rs)
			lab, _ := labelCell(g, owner, l, seeds[l][0])
			pr.Label = rp(lab)
			for _, city := range p.Cities {
				pr.Cities = append(pr.Cities, rcw.City{Name: city[0].(string), At: rp(w.at(city[2].(float64), city[1].(float64)))})
			}
		}
		m.Provinces = append(m.Provinces, pr)
		_ = n
	}
	for _, s := range in.front.Seas {
		m.Seas = append(m.Seas, rcw.Water{Name: s.Name, NameRU: s.NameRU, Label: rp(w.at(s.At[1], s.At[0]))})
	}
	// The off-map part: the board east of the cut meridian, extended to the
	// board's edges.
	dx := (p1[0] - p2[0]) / (p1[1] - p2[1])
	m.OffMap = []rcw.Point{rp(pt{p2[0] + dx*(0-p2[1]), 0}), {boardW, 0}, {boardW, boardH}, rp(pt{p2[0] + dx*(boardH-p2[1]), boardH})}
	// The Sea of Japan, schematic, off Vladivostok's box.
	vl := boxes["VLAD"]
	sj := []pt{{vl[3][0], vl[3][1]}, {vl[2][0], vl[2][1]}, {vl[2][0], vl[2][1] + 110}, {vl[3][0] - 120, vl[2][1] + 110}}
	m.Seas = append(m.Seas, rcw.Water{Name: "Sea of Japan", NameRU: "Японское море", Label: rp(raster.Centroid(sj)), Polygon: rings([][]pt{sj})[0]})
	return m, rep.String(), nil
}

var ruLake = map[string]string{"Lake Ladoga": "Ладожское озеро", "Lake Onega": "Онежское озеро", "Lake Peipus": "Чудское озеро",
	"Lake Ilmen": "Ильмень", "Lake Beloye": "Белое озеро", "Lake Vygozero": "Выгозеро", "Lake Imandra": "Имандра",
	"Aral Sea": "Аральское море", "Lake Sevan": "Севан", "Lake Balkhash": "Балхаш", "Sivash": "Сиваш", "Lake Baikal": "Байкал"}

// cross is > 0 when p is left of a->b on screen (y down: clockwise side).
func cross(a, b, p pt) float64 { return (b[0]-a[0])*(p[1]-a[1]) - (b[1]-a[1])*(p[0]-a[0]) }

// siberia lays out the schematic strip east of the meridian p1 (north) -
// p2 (south): Omsk against Ekaterinburg and Chelyabinsk, then Tomsk (with
// Barnaul below it), Krasnoyarsk, Irkutsk, Chita, the two branches
// (Khabarovsk on the Amur line above, Tsitsikar on the Chinese Eastern
// below) and Vladivostok, whose borders give exactly the b.3 adjacencies.
func siberia(p1, p2 pt, frames *[][]rcw.Point, lakes *[]rcw.Water) map[string][]pt {
	x0 := max(p1[0], p2[0])
	top, bot := p1[1], p2[1]
	h := bot - top
	bw := (boardW - margin - x0) / 8
	box := func(a, b, t, u float64) []pt { return []pt{{a, t}, {b, t}, {b, u}, {a, u}} }
	x := func(k float64) float64 { return x0 + k*bw }
	out := map[string][]pt{
		"OMSK": {p1, {x(1), top}, {x(1), bot}, p2},
		"TOMS": box(x(1), x(2), top, bot),
		"BARN": box(x(0.5), x(2.5), bot, bot+0.5*h),
		"KRAS": box(x(2), x(3), top, bot),
		"IRKU": box(x(3), x(4), top, bot),
		"CHIT": box(x(4), x(5.2), top, bot),
		"KHAB": box(x(5.2), x(6.6), top, top+h/2),
		"TSIT": box(x(5.2), x(6.6), top+h/2, bot),
		"VLAD": box(x(6.6), x(8), top, bot),
	}
	var fr []rcw.Point
	for _, p := range []pt{p1, {x(8), top}, {x(8), bot}, {x(2.5), bot}, {x(2.5), bot + 0.5*h}, {x(0.5), bot + 0.5*h}, {x(0.5), bot}, p2} {
		fr = append(fr, rp(p))
	}
	*frames = append(*frames, fr)
	// Lake Baikal across the top of the Irkutsk-Chita border; the railway
	// runs round its southern end, so the two stay adjacent (b.4).
	var bk []rcw.Point
	cx, cy := x(4), top+0.3*h
	for k := 0; k < 16; k++ {
		a := float64(k) / 16 * 2 * math.Pi
		dx, dy := 0.12*bw*math.Cos(a), 0.22*h*math.Sin(a)
		bk = append(bk, rp(pt{cx + dx - 0.35*dy, cy + dy}))
	}
	*lakes = append(*lakes, rcw.Water{Name: "Lake Baikal", NameRU: ruLake["Lake Baikal"], Label: rp(pt{cx, cy}), Polygon: bk})
	return out
}

// encode writes the map one province per line and checks it with the
// package's own loader.
func encode(m *rcw.Map) ([]byte, error) {
	var o mapcmd.Object
	for _, f := range []struct {
		n string
		v any
	}{{"format", m.Format}, {"id", m.ID}, {"name", m.Name}, {"name_ru", m.NameRU}, {"notes", m.Notes},
		{"width", m.Width}, {"height", m.Height}, {"kerch", m.Kerch}, {"seas", m.Seas}, {"offmap", m.OffMap}} {
		o.Field(f.n, f.v)
	}
	mapcmd.List(&o, "regions", m.Regions)
	mapcmd.List(&o, "provinces", m.Provinces)
	mapcmd.List(&o, "lakes", m.Lakes)
	mapcmd.List(&o, "frames", m.Frames)
	mapcmd.List(&o, "land", m.Land)
	js, err := o.Bytes()
	if err != nil {
		return nil, err
	}
	if _, err := rcw.ParseMap(js); err != nil {
		return nil, fmt.Errorf("the generated map does not load: %w", err)
	}
	return js, nil
}
