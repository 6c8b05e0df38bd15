package main

import (
	"fmt"
	"math"
	"sort"
	"strings"

	rr "tachanka/game/redrussia"
	"tachanka/scenarios/internal/lcc"
	"tachanka/scenarios/internal/mapcmd"
	"tachanka/scenarios/internal/raster"
)

// The board: 91.4 x 66 cm (RULES 2.1) at 100 world units to the
// centimetre.
const (
	boardW, boardH = 9140.0, 6600.0
	margin         = 140.0
	cellSize       = 8.0 // raster cell, world units (about 5 km)
)

var territories = []rr.MapTerritory{
	{ID: rr.GreatRussia, Name: "Great Russia", NameRU: "Великороссия", Colour: "#E8CDB5"},
	{ID: rr.Transcaucasia, Name: "Transcaucasia", NameRU: "Закавказье", Colour: "#D8CBE4"},
	{ID: rr.CentralAsia, Name: "Central Asia", NameRU: "Средняя Азия", Colour: "#F0D9A0"},
	{ID: rr.Siberia, Name: "Siberia", NameRU: "Сибирь", Colour: "#C8DAD0"},
}

const projectionNote = "Longitude compressed east of 60°E, progressively to 0.4 of true scale at 75°E and beyond; then Lambert conformal conic, standard parallels 45°N and 65°N, centred on 55°N 55°E; fitted to the board. European Russia is at true shape; Siberia and the Far East are narrowed east-west (DATA.md c.8)."

type world struct {
	proj    lcc.Projection
	minx    float64
	maxy    float64
	s       float64
	offx    float64
	offy    float64
	kmScale float64
}

func (w world) at(lon, lat float64) pt {
	x, y := w.proj.Project(squeeze(lon), lat)
	return pt{w.offx + (x-w.minx)*w.s, w.offy + (w.maxy-y)*w.s}
}

// ll projects a [lat, lon] pair.
func (w world) ll(p [2]float64) pt { return w.at(p[1], p[0]) }

func (w world) ring(r [][2]float64, lonFirst bool) []pt {
	var out []pt
	if !lonFirst {
		r = swapped(r)
	}
	for _, p := range densify(r) {
		out = append(out, w.at(p[0], p[1]))
	}
	return out
}

func swapped(r [][2]float64) [][2]float64 {
	out := make([][2]float64, len(r))
	for k, p := range r {
		out[k] = [2]float64{p[1], p[0]}
	}
	return out
}

// newWorld fits the projected frontier to the board, centred.
func newWorld(in *inputs) world {
	w := world{proj: lcc.New(centreLat, centreLon)}
	minx, maxx, miny, maxy := math.Inf(1), math.Inf(-1), math.Inf(1), math.Inf(-1)
	for _, p := range densify(in.front.Frontier) {
		x, y := w.proj.Project(squeeze(p[0]), p[1])
		minx, maxx, miny, maxy = min(minx, x), max(maxx, x), min(miny, y), max(maxy, y)
	}
	w.minx, w.maxy = minx, maxy
	w.s = min((boardW-2*margin)/(maxx-minx), (boardH-2*margin)/(maxy-miny))
	w.offx = (boardW - (maxx-minx)*w.s) / 2
	w.offy = (boardH - (maxy-miny)*w.s) / 2
	return w
}

func rp(p pt) rr.MapPoint { return raster.Tenth[rr.MapPoint](p) }

func points(r []pt) []rr.MapPoint {
	out := make([]rr.MapPoint, len(r))
	for k, p := range r {
		out[k] = rp(p)
	}
	return out
}

// result is the map with what the generator learnt on the way.
type result struct {
	m      *rr.Map
	report string
	apart  []string // routes whose areas share no border
}

func generate(in *inputs) (*result, error) {
	var rep strings.Builder
	w := newWorld(in)
	g := grid{W: int(math.Ceil(boardW / cellSize)), H: int(math.Ceil(boardH / cellSize)), Cell: cellSize}
	fmt.Fprintf(&rep, "scale %.3f units/km, raster %d x %d cells of %.0f units\n", w.s, g.W, g.H, cellSize)

	// The land: Natural Earth west of 92°E, the hand-drawn east_land east
	// of it, less the lakes.
	land := make([]bool, g.W*g.H)
	var lr [][]pt
	for _, r := range in.land.Rings {
		lr = append(lr, w.ring(r, true))
	}
	g.Fill(lr, land, true)
	for _, r := range in.front.EastLand {
		g.Fill([][]pt{w.ring(r, true)}, land, true)
	}
	var lakes []rr.MapWater
	for _, wa := range append(append([]lakeIn{}, in.water.Water...), in.front.Lakes...) {
		ring := w.ring(wa.Ring, false)
		mask := make([]bool, len(land))
		g.Fill([][]pt{ring}, mask, true)
		n := 0
		for c := range mask {
			if mask[c] {
				land[c] = false
				n++
			}
		}
		if n == 0 || wa.Kind == "sea" { // the Sivash is sea; it only clears land
			continue
		}
		lakes = append(lakes, rr.MapWater{Name: wa.Name, NameRU: wa.RU, Label: rp(raster.Centroid(ring)), Polygon: points(ring)})
	}
	frontier := w.ring(in.front.Frontier, true)
	inside := make([]bool, len(land))
	g.Fill([][]pt{frontier}, inside, true)
	domain := make([]bool, len(land))
	for c := range domain {
		domain[c] = land[c] && inside[c]
	}

	// The areas: each grows from its town and its extra seeds.
	areas := in.areas.Areas
	index := map[string]int{}
	seeds := make([][]pt, len(areas))
	for k, a := range areas {
		index[a.Code] = k
		seeds[k] = []pt{w.at(a.Lon, a.Lat)}
		for _, s := range in.front.Seeds[a.Code] {
			seeds[k] = append(seeds[k], w.ll(s))
		}
	}
	for code := range in.front.Seeds {
		if _, ok := index[code]; !ok {
			return nil, fmt.Errorf("frontier.json seeds: %s is not an area", code)
		}
		if in.front.SeedNotes[code] == "" {
			return nil, fmt.Errorf("frontier.json seeds: the seeds of %s have no note", code)
		}
	}
	// A coastal town can fall a cell offshore in the coarse coastline: its
	// seed moves to the nearest land cell within 30 km.
	for k, a := range areas {
		for j, s := range seeds[k] {
			p, ok := nearestLand(g, domain, s, 30*w.s)
			if !ok {
				return nil, fmt.Errorf("area %s: seed %d (%.0f, %.0f) is not on the map's land", a.Code, j, s[0], s[1])
			}
			seeds[k][j] = p
		}
	}
	owner := openSlivers(g, partition(g, domain, seeds))
	cont := raster.Contacts(g, owner, len(areas))
	res := &result{}
	for _, r := range in.routes.Routes {
		a, okA := index[r[0]]
		b, okB := index[r[1]]
		if !okA || !okB {
			return nil, fmt.Errorf("routes.json: %s-%s names an area areas.json does not have", r[0], r[1])
		}
		if cont[a][b] < 2 { // two cell sides: about 10 km of common border
			res.apart = append(res.apart, r[0]+"-"+r[1])
		}
	}
	fmt.Fprintf(&rep, "routes whose areas share no border: %d %v\n", len(res.apart), res.apart)

	m := &rr.Map{
		Format: rr.MapFormat, ID: "redrussia", Name: "Red Russia", NameRU: "Красная Россия",
		Notes:      "Generated by scenarios/redrussia/mapgen from scenarios/redrussia/mapgen/data (DATA.md c.3, c.6, c.7) and Natural Earth land; do not edit by hand. See scenarios/redrussia/MAP.md.",
		Projection: projectionNote,
		Width:      boardW, Height: boardH, Territories: territories, Lakes: lakes,
		Frontier: points(frontier),
	}
	portsOf := func(sea string) []string {
		var out []string
		for _, a := range areas {
			if a.Port == sea {
				out = append(out, a.Code)
			}
		}
		return out
	}
	for _, s := range in.front.Seas {
		m.SeaZones = append(m.SeaZones, rr.SeaZone{ID: s.ID, Name: s.Name, NameRU: s.NameRU, Ports: portsOf(s.ID), Box: s.Box, Label: rp(w.ll(s.At))})
	}
	m.Caspian = rr.CaspianSea{Name: in.front.Caspian.Name, NameRU: in.front.Caspian.NameRU, Ports: portsOf(rr.CaspianPort), Label: rp(w.ll(in.front.Caspian.At))}
	for _, b := range in.front.Boxes {
		c := w.ll(b.At)
		const bw, bh = 380.0, 170.0
		c[0] = min(max(c[0], bw/2+20), boardW-bw/2-20)
		c[1] = min(max(c[1], bh/2+20), boardH-bh/2-20)
		m.Boxes = append(m.Boxes, rr.HoldingBox{ID: b.ID, Name: b.Name, NameRU: b.NameRU, Sea: b.Sea, LandsAt: b.LandsAt,
			Rect: []rr.MapPoint{rp(pt{c[0] - bw/2, c[1] - bh/2}), rp(pt{c[0] + bw/2, c[1] + bh/2})}})
	}
	for _, l := range in.front.Labels {
		m.Labels = append(m.Labels, rr.MapLabel{Text: l.Text, TextRU: l.RU, At: rp(w.ll(l.At))})
	}
	ownerAt := func(i, j int) int {
		if i < 0 || j < 0 || i >= g.W || j >= g.H {
			return -1
		}
		return owner[g.Idx(i, j)]
	}
	// A vertex is fixed where three owners (the outside counting as one)
	// meet, or at a pinch between diagonal cells.
	fixed := func(v vtx) bool {
		a, b, c, d := ownerAt(v[0]-1, v[1]-1), ownerAt(v[0], v[1]-1), ownerAt(v[0]-1, v[1]), ownerAt(v[0], v[1])
		set := map[int]bool{a: true, b: true, c: true, d: true}
		return len(set) >= 3 || a == d && b == c && a != b
	}
	toWorld := func(r []vtx) []pt {
		out := make([]pt, len(r))
		for k, v := range r {
			out[k] = pt{float64(v[0]) * g.Cell, float64(v[1]) * g.Cell}
		}
		return out
	}
	const minCells = 3.0 // rings smaller than this many cells are dropped
	for k, a := range areas {
		ar := rr.Area{Code: a.Code, Name: a.Name, NameRU: a.NameRU, Territory: rr.Territory(a.Territory), Home: a.Home,
			IronCross: a.IronCross, Control: a.Control, Fort: a.Fort, Money: a.Money, Manpower: a.Manpower, Port: a.Port,
			Food: a.Food, RailDots: a.RailDots, Lat: a.Lat, Lon: a.Lon, Note: a.Note,
			Town: rp(interiorNear(g, owner, k, w.at(a.Lon, a.Lat)))}
		var rings [][]pt
		for _, r := range raster.TraceCells(g, func(c int) bool { return owner[c] == k }) {
			wr := toWorld(r)
			if math.Abs(raster.Area(wr)) < minCells*g.Cell*g.Cell {
				continue
			}
			s := despike(scaled(simplifyShared(r, fixed, 1.0), g.Cell))
			if len(s) >= 3 {
				rings = append(rings, s)
			}
		}
		if len(rings) == 0 {
			return nil, fmt.Errorf("area %s has no land", a.Code)
		}
		sort.SliceStable(rings, func(x, y int) bool { return math.Abs(raster.Area(rings[x])) > math.Abs(raster.Area(rings[y])) })
		for _, r := range rings {
			ar.Polygons = append(ar.Polygons, points(r))
		}
		lab, _ := labelCell(g, owner, k, seeds[k][0])
		ar.Label = rp(lab)
		m.Areas = append(m.Areas, ar)
	}
	for _, r := range in.routes.Routes {
		m.Routes = append(m.Routes, rr.Route{A: r[0], B: r[1], Grade: rr.Grade(r[2])})
	}
	// All land for drawing, the neighbours' included.
	for _, r := range raster.TraceCells(g, func(c int) bool { return land[c] }) {
		wr := toWorld(r)
		if math.Abs(raster.Area(wr)) < 40*g.Cell*g.Cell {
			continue
		}
		m.Land = append(m.Land, points(scaled(simplifyShared(r, func(vtx) bool { return false }, 1.5), g.Cell)))
	}
	res.m = m
	res.report = rep.String()
	return res, nil
}

// encode writes the map one area, route or ring per line and checks it
// with the package's own loader.
func encode(m *rr.Map) ([]byte, error) {
	var o mapcmd.Object
	o.Field("format", m.Format)
	o.Field("id", m.ID)
	o.Field("name", m.Name)
	o.Field("name_ru", m.NameRU)
	o.Field("notes", m.Notes)
	o.Field("projection", m.Projection)
	o.Field("width", m.Width)
	o.Field("height", m.Height)
	mapcmd.List(&o, "territories", m.Territories)
	mapcmd.List(&o, "sea_zones", m.SeaZones)
	o.Field("caspian", m.Caspian)
	mapcmd.List(&o, "holding_boxes", m.Boxes)
	mapcmd.List(&o, "areas", m.Areas)
	mapcmd.List(&o, "routes", m.Routes)
	mapcmd.List(&o, "lakes", m.Lakes)
	mapcmd.List(&o, "labels", m.Labels)
	o.Field("frontier", m.Frontier)
	mapcmd.List(&o, "land", m.Land)
	js, err := o.Bytes()
	if err != nil {
		return nil, err
	}
	if _, err := rr.ParseMap(js); err != nil {
		return nil, fmt.Errorf("the generated map does not load: %w", err)
	}
	return js, nil
}

// nearestLand is the centre of the domain cell nearest p within r world
// units (p itself when its cell is in the domain).
func nearestLand(g grid, domain []bool, p pt, r float64) (pt, bool) {
	i0, j0 := int(p[0]/g.Cell), int(p[1]/g.Cell)
	if i0 >= 0 && j0 >= 0 && i0 < g.W && j0 < g.H && domain[g.Idx(i0, j0)] {
		return p, true
	}
	n := int(r/g.Cell) + 1
	best, bd := pt{}, math.Inf(1)
	for j := j0 - n; j <= j0+n; j++ {
		for i := i0 - n; i <= i0+n; i++ {
			if i < 0 || j < 0 || i >= g.W || j >= g.H || !domain[g.Idx(i, j)] {
				continue
			}
			c := g.Centre(g.Idx(i, j))
			if d := math.Hypot(c[0]-p[0], c[1]-p[1]); d < bd && d <= r {
				best, bd = c, d
			}
		}
	}
	return best, !math.IsInf(bd, 1)
}

// interiorNear is p if its cell is well inside area a, else the nearest
// cell centre that is (all eight neighbours in a): a coastal town stays on
// its area's land however the coast is simplified.
func interiorNear(g grid, owner []int, a int, p pt) pt {
	deep := func(i, j int) bool {
		for dj := -1; dj <= 1; dj++ {
			for di := -1; di <= 1; di++ {
				ii, jj := i+di, j+dj
				if ii < 0 || jj < 0 || ii >= g.W || jj >= g.H || owner[g.Idx(ii, jj)] != a {
					return false
				}
			}
		}
		return true
	}
	i0, j0 := int(p[0]/g.Cell), int(p[1]/g.Cell)
	if deep(i0, j0) {
		return p
	}
	for r := 1; r < 40; r++ {
		best, bd := pt{}, math.Inf(1)
		for j := j0 - r; j <= j0+r; j++ {
			for i := i0 - r; i <= i0+r; i++ {
				if deep(i, j) {
					c := g.Centre(g.Idx(i, j))
					if d := math.Hypot(c[0]-p[0], c[1]-p[1]); d < bd {
						best, bd = c, d
					}
				}
			}
		}
		if !math.IsInf(bd, 1) {
			return best
		}
	}
	return p
}

func scaled(r []pt, k float64) []pt {
	out := make([]pt, len(r))
	for i, p := range r {
		out[i] = pt{p[0] * k, p[1] * k}
	}
	return out
}

// despike drops repeated points and the tips of zero-width spikes (a point
// whose two neighbours are the same point), which the simplification can
// leave where an area narrows to a cell; the neighbour across the border
// has the same spike reversed and loses it too.
func despike(r []pt) []pt {
	for changed := true; changed && len(r) > 3; {
		changed = false
		for k := 0; k < len(r) && len(r) > 3; k++ {
			prev, next := r[(k+len(r)-1)%len(r)], r[(k+1)%len(r)]
			switch {
			case r[k] == next:
				r = append(r[:k], r[k+1:]...)
				changed = true
			case prev == next:
				// drop the tip and one of the two equal points
				if k+1 < len(r) {
					r = append(r[:k], r[k+2:]...)
				} else {
					r = r[1:k]
				}
				changed = true
			}
		}
	}
	return r
}
