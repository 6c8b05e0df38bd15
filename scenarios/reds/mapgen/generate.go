package main

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"tachanka/game/hex"
	"tachanka/game/reds"
)

// The map's extent: the rectangle of hexes DATA.md a.1 describes, which
// holds every place of the war (Omsk 4301 on the top row, Verny in column
// 57, Erivan and Kars on row 27).
const (
	minCol, maxCol = 10, 57
	minRow, maxRow = 1, 27
)

// Thresholds of the terrain classification.
const (
	waterHex      = 0.55 // a hex at least this wet is all-sea or all-lake
	coastalWater  = 0.01 // a land hex with this much sea in it is coastal
	coastReach    = 0.2  // a city this close to the sea (grid units, ~22 km) is on the coast
	portReach     = 1.0  // how far a port of the data (a delta port) may be from open sea
	cityMinLand   = 0.1  // a pinned city's hex must hold this much land
	cityMoveLand  = 0.25 // a city moves off its nearest hex if it holds less land than this
	railMinLand   = 0.2  // a hex a railway runs through stays land down to this much land
	densifyDegree = 0.25 // area rings get a vertex every quarter degree
)

// Map is everything the generator builds: the file's records and the
// geometry the preview draws.
type Map struct {
	Src     *Sources
	Warp    *Warp
	Raster  *raster
	Cells   map[hex.Hex]*cell // every hex of the extent
	Cities  []*placedCity
	Rivers  []*chain
	Rails   []*chain
	Records []reds.HexRecord
	Labels  []reds.LabelRecord
	Board   *reds.Board
	// Problems are the data's faults found so far; Generate fails when
	// there are any, but the map built around them can still be drawn.
	Problems []string
	// The land and lake outlines in grid space, for the preview.
	LandRings, LakeRings [][]Pt
}

// cell is one hex of the extent while the map is built.
type cell struct {
	h      hex.Hex
	centre Pt
	// Raster pixels of the hex: all, land, sea by reds.SeaName (0 while
	// unlabelled) and lake by index in Sources.Water.
	total, land int
	seaPx       [5]int
	lakePx      map[int]int

	inPlay, listed                 bool
	railway                        bool // a railway runs through it
	terrain                        reds.Terrain
	sea                            reds.SeaName
	city                           *placedCity
	rail, river, seaSide, lakeSide uint8 // bit d: toward direction d
	volga, vistula                 bool
	front                          reds.Front
	region                         reds.Region
	west, free                     bool
}

func (c *cell) water() int {
	w := c.seaPx[0] + c.seaPx[1] + c.seaPx[2] + c.seaPx[3] + c.seaPx[4]
	for _, n := range c.lakePx {
		w += n
	}
	return w
}

func (c *cell) landFraction() float64 {
	if c.total == 0 {
		return 0
	}
	return float64(c.land) / float64(c.total)
}

func (c *cell) isLand() bool { return c.listed && c.terrain != reds.Sea && c.terrain != reds.Lake }

// placedCity is a city of the data on its hex.
type placedCity struct {
	src    *CitySource
	at     Pt // warped position of the real place
	hex    hex.Hex
	record *reds.CityRecord
}

// chain is a river or railway as a path of adjacent hexes.
type chain struct {
	src   *LineSource
	hexes []hex.Hex
	path  []Pt // the warped polyline, for the preview
}

func inExtent(h hex.Hex) bool {
	return h.Col >= minCol && h.Col <= maxCol && h.Row >= minRow && h.Row <= maxRow
}

// Generate builds the map from the data directory. When the data has
// faults it returns them all as the error, with the map as far as it could
// be built (for the preview).
func Generate(dir string) (*Map, error) {
	src, err := LoadSources(dir)
	if err != nil {
		return nil, err
	}
	m := &Map{Src: src, Cells: map[hex.Hex]*cell{}}
	anchors := map[hex.Hex]LatLon{}
	for _, c := range src.Cities {
		if c.Anchor {
			h, ok := src.pinned[c.Name]
			if !ok {
				return nil, fmt.Errorf("cities.json: %s is an anchor without a hex", c.Name)
			}
			anchors[h] = LatLon{c.Lat, c.Lon}
		}
	}
	m.Warp = newWarp(anchors)
	for c := minCol - 1; c <= maxCol+1; c++ {
		for r := minRow - 1; r <= maxRow+1; r++ {
			h := hex.Hex{Col: c, Row: r}
			m.Cells[h] = &cell{h: h, centre: centre(h), lakePx: map[int]int{}}
		}
	}
	steps := []func() error{m.sampleLand, m.placeCities, m.railwaysInPlay, m.classify, m.waterSides, m.drawLines, m.assignAreas, m.placeLabels}
	for _, step := range steps {
		if err := step(); err != nil {
			return m, err
		}
	}
	if len(m.Problems) > 0 {
		return m, fmt.Errorf("the data has %d faults:\n  %s", len(m.Problems), strings.Join(m.Problems, "\n  "))
	}
	if err := m.buildRecords(); err != nil {
		return m, err
	}
	return m, nil
}

func (m *Map) problem(format string, args ...any) {
	m.Problems = append(m.Problems, fmt.Sprintf(format, args...))
}

// project warps rings of geographic points into grid space, densified so
// that long edges follow their parallels and meridians.
func (m *Map) project(ring []LatLon, densify bool) []Pt {
	var out []Pt
	for k := range ring {
		a, b := ring[k], ring[(k+1)%len(ring)]
		n := 1
		if densify {
			n = max(1, int(math.Ceil(math.Max(math.Abs(b.Lat-a.Lat), math.Abs(b.Lon-a.Lon))/densifyDegree)))
		}
		for i := 0; i < n; i++ {
			t := float64(i) / float64(n)
			out = append(out, m.Warp.Place(LatLon{a.Lat + (b.Lat-a.Lat)*t, a.Lon + (b.Lon-a.Lon)*t}))
		}
	}
	return out
}

// inside is the even-odd test of p against a grid-space ring.
func inside(p Pt, ring []Pt) bool {
	in := false
	for k := range ring {
		a, b := ring[k], ring[(k+1)%len(ring)]
		if (a.Y > p.Y) != (b.Y > p.Y) && p.X < a.X+(p.Y-a.Y)*(b.X-a.X)/(b.Y-a.Y) {
			in = !in
		}
	}
	return in
}

// sampleLand rasterizes land, lakes and seas and counts them per hex.
func (m *Map) sampleLand() error {
	x0, y0 := centre(hex.Hex{Col: minCol - 1, Row: 0}).X-1, -1.0
	x1, y1 := centre(hex.Hex{Col: maxCol + 1, Row: 0}).X+1, float64(maxRow)+2
	r := newRaster(x0, y0, x1, y1)
	m.Raster = r
	for _, ring := range m.Src.Land {
		m.LandRings = append(m.LandRings, m.project(ring, false))
	}
	r.fill(m.LandRings, func(i int) { r.kind[i] ^= pxSea ^ pxLand })
	for k, w := range m.Src.Water {
		ring := m.project(w.Ring, false)
		switch w.Kind {
		case "lake":
			m.LakeRings = append(m.LakeRings, ring)
			r.fill([][]Pt{ring}, func(i int) { r.kind[i], r.body[i] = pxLake, int16(k) })
		case "sea":
			sea, err := seaNamed(w.Sea)
			if err != nil {
				return fmt.Errorf("water.json: %s: %v", w.Name, err)
			}
			r.fill([][]Pt{ring}, func(i int) { r.kind[i], r.body[i] = pxSea, int16(sea) })
		default:
			return fmt.Errorf("water.json: %s: kind %q: want lake or sea", w.Name, w.Kind)
		}
	}
	seeds := map[int]int16{}
	for _, s := range m.Src.Areas.Seas.Seeds {
		sea, err := seaNamed(s.Sea)
		if err != nil {
			return fmt.Errorf("areas.json: seas: %v", err)
		}
		i := r.pixelAt(m.Warp.Place(LatLon{s.At[0], s.At[1]}))
		if i < 0 || r.kind[i] != pxSea {
			return fmt.Errorf("areas.json: the %s seed at %v is not on open sea", s.Sea, s.At)
		}
		seeds[i] = int16(sea)
	}
	r.labelSeas(seeds)
	for i := range r.kind {
		c := m.Cells[hexAt(r.centreOf(i))]
		if c == nil {
			continue
		}
		c.total++
		switch r.kind[i] {
		case pxLand:
			c.land++
		case pxSea:
			c.seaPx[r.body[i]]++
		case pxLake:
			c.lakePx[int(r.body[i])]++
		}
	}
	play := m.project(m.Src.Areas.Play.Ring, true)
	for _, c := range m.Cells {
		c.inPlay = inside(c.centre, play)
	}
	return nil
}

func seaNamed(s string) (reds.SeaName, error) {
	var v reds.SeaName
	err := v.UnmarshalText([]byte(s))
	if err == nil && v == reds.NoSea {
		err = fmt.Errorf("no sea named")
	}
	return v, err
}

// placeCities puts every city on its hex: pinned cities on their printed
// hex, the others on the hex nearest to their warped position, or, when a
// city already holds that hex or it is nearly all water, on the free land
// neighbour nearest to the real place.
func (m *Map) placeCities() error {
	taken := map[hex.Hex]*placedCity{}
	order := make([]int, 0, len(m.Src.Cities))
	for i, c := range m.Src.Cities {
		if c.Hex != "" {
			order = append(order, i)
		}
	}
	for i, c := range m.Src.Cities {
		if c.Hex == "" {
			order = append(order, i)
		}
	}
	for _, i := range order {
		s := &m.Src.Cities[i]
		pc := &placedCity{src: s, at: m.Warp.Place(LatLon{s.Lat, s.Lon})}
		usable := func(h hex.Hex) bool {
			c := m.Cells[h]
			return c != nil && inExtent(h) && c.inPlay && taken[h] == nil && c.landFraction() >= cityMoveLand
		}
		if pin, ok := m.Src.pinned[s.Name]; ok {
			pc.hex = pin
			if taken[pin] != nil {
				m.problem("%s is pinned to %v, which %s holds", s.Name, pin, taken[pin].src.Name)
				continue
			}
		} else {
			pc.hex = hexAt(pc.at)
			if !usable(pc.hex) {
				best, bestD := hex.None, math.Inf(1)
				for _, n := range pc.hex.Neighbors() {
					if d := centre(n).dist2(pc.at); usable(n) && d < bestD {
						best, bestD = n, d
					}
				}
				if best == hex.None {
					m.problem("%s: no free land hex at or beside %v", s.Name, pc.hex)
					continue
				}
				pc.hex = best
			}
		}
		c := m.Cells[pc.hex]
		if c == nil || !inExtent(pc.hex) || !c.inPlay {
			m.problem("%s: hex %v is outside the playing area", s.Name, pc.hex)
			continue
		}
		if c.landFraction() < cityMinLand {
			m.problem("%s: hex %v is %.0f%% land", s.Name, pc.hex, 100*c.landFraction())
		}
		taken[pc.hex] = pc
		c.city = pc
		m.Cities = append(m.Cities, pc)
	}
	slices.SortFunc(m.Cities, func(a, b *placedCity) int { return hexLess(a.hex, b.hex) })
	return nil
}
