package main

import (
	"bytes"
	"os"
	"sync"
	"testing"

	"tachanka/game/hex"
	"tachanka/game/reds"
)

// The generator is run once for all the tests of this file.
var (
	genOnce sync.Once
	genMap  *Map
	genErr  error
)

func generated(t *testing.T) *Map {
	t.Helper()
	genOnce.Do(func() { genMap, genErr = Generate("data") })
	if genErr != nil {
		t.Fatal(genErr)
	}
	return genMap
}

// TestCommittedMapIsWhatTheGeneratorMakes: scenarios/reds/map-reds.json is
// exactly the generator's output from the committed data (run make map after
// changing either).
func TestCommittedMapIsWhatTheGeneratorMakes(t *testing.T) {
	want, err := generated(t).JSON()
	if err != nil {
		t.Fatal(err)
	}
	have, err := os.ReadFile("../map-reds.json")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(have, want) {
		hl, wl := bytes.Split(have, []byte("\n")), bytes.Split(want, []byte("\n"))
		for i := 0; i < min(len(hl), len(wl)); i++ {
			if !bytes.Equal(hl[i], wl[i]) {
				t.Fatalf("map-reds.json differs from the generator's output at line %d (run make map):\n have %s\n want %s", i+1, hl[i], wl[i])
			}
		}
		t.Fatalf("map-reds.json has %d lines, the generator makes %d (run make map)", len(hl), len(wl))
	}
}

// TestGeneratorIsDeterministic: two runs write the same bytes.
func TestGeneratorIsDeterministic(t *testing.T) {
	a, err := generated(t).JSON()
	if err != nil {
		t.Fatal(err)
	}
	m, err := Generate("data")
	if err != nil {
		t.Fatal(err)
	}
	b, err := m.JSON()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a, b) {
		t.Fatal("two runs of the generator differ")
	}
}

// TestDATA_a2_ProjectionReproducesTheEstimates: the projection and fit of
// DATA.md a.2, before the anchors' warp, put places on the hexes DATA.md's
// tables estimate for them.
func TestDATA_a2_ProjectionReproducesTheEstimates(t *testing.T) {
	for _, p := range []struct {
		hex      string
		lat, lon float64
	}{
		{"2910", 55.79, 49.12}, {"3012", 54.32, 48.40}, {"3107", 56.85, 53.20}, {"2822", 47.24, 39.70},
		{"1708", 61.79, 34.36}, {"2013", 56.86, 35.90}, {"2420", 49.99, 36.23}, {"3206", 58.01, 56.25},
		{"3612", 51.77, 55.10}, {"3519", 46.35, 48.04}, {"2021", 50.45, 30.52}, {"4604", 51.17, 71.45},
	} {
		if h := hexAt(fitted(LatLon{p.lat, p.lon})); h != hex.MustParse(p.hex) {
			t.Errorf("%v, %v: the fit gives %v, DATA.md estimates %s", p.lat, p.lon, h, p.hex)
		}
	}
}

// TestDATA_a3_AnchorsLandOnTheirHexCentres: the warp carries every numbered
// place of table a.3 exactly onto the centre of its printed hex.
func TestDATA_a3_AnchorsLandOnTheirHexCentres(t *testing.T) {
	m := generated(t)
	n := 0
	for _, c := range m.Src.Cities {
		if !c.Anchor {
			continue
		}
		n++
		h := m.Src.pinned[c.Name]
		if d := m.Warp.Place(LatLon{c.Lat, c.Lon}).dist2(centre(h)); d > 1e-12 {
			t.Errorf("%s lands %.3g grid units from the centre of %v", c.Name, d, h)
		}
	}
	if n != 30 {
		t.Errorf("%d anchors, want the 30 named places of table a.3", n)
	}
}

// TestEveryCityIsWithinOneHexOfItsPlace: each city stands on the hex nearest
// to its real position (after the warp) or on a neighbour of it.
func TestEveryCityIsWithinOneHexOfItsPlace(t *testing.T) {
	m := generated(t)
	moved := 0
	for _, pc := range m.Cities {
		if d := hex.Distance(pc.hex, hexAt(pc.at)); d > 1 {
			t.Errorf("%s stands on %v, %d hexes from %v where geography puts it", pc.src.Name, pc.hex, d, hexAt(pc.at))
		}
		if pc.hex != hexAt(pc.at) {
			moved++
		}
	}
	if len(m.Cities) < 120 {
		t.Errorf("%d cities, want 120 or more", len(m.Cities))
	}
	t.Logf("%d cities, %d of them beside their nearest hex", len(m.Cities), moved)
}

// TestTributariesEndOnTheirRiver: every tributary's last hex on the map is a
// hex of the river it joins, so river lines connect (the Kama at Kazan, the
// Oka at Nizhny Novgorod).
func TestTributariesEndOnTheirRiver(t *testing.T) {
	m := generated(t)
	chains := map[string]*chain{}
	for _, ch := range m.Rivers {
		chains[ch.src.Name] = ch
	}
	joins := 0
	for _, ch := range m.Rivers {
		if ch.src.Joins == "" {
			continue
		}
		end := ch.hexes[len(ch.hexes)-1]
		if c := m.Cells[end]; c == nil || !c.isLand() {
			continue // the confluence lies off the map
		}
		joins++
		found := false
		for _, h := range chains[ch.src.Joins].hexes {
			found = found || h == end
		}
		if !found {
			t.Errorf("the %s ends in %v, off the %s", ch.src.Name, end, ch.src.Joins)
		}
	}
	if joins < 8 {
		t.Errorf("only %d tributaries join their river on the map", joins)
	}
}

func BenchmarkGenerate(b *testing.B) {
	for b.Loop() {
		if _, err := Generate("data"); err != nil {
			b.Fatal(err)
		}
	}
}

// TestCommittedGeographyIsWhatTheGeneratorMakes: scenarios/reds/geo-reds.json
// (the coasts, lakes and rivers the client draws) is the generator's output
// (run make map after changing the data), it loads, and all of it lies within
// the map's extent.
func TestCommittedGeographyIsWhatTheGeneratorMakes(t *testing.T) {
	want, err := generated(t).GeographyJSON()
	if err != nil {
		t.Fatal(err)
	}
	have, err := os.ReadFile("../geo-reds.json")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(have, want) {
		t.Fatal("geo-reds.json differs from the generator's output (run make map)")
	}
	g, err := reds.LoadGeography(have)
	if err != nil {
		t.Fatal(err)
	}
	if len(g.Land) == 0 || len(g.Lakes) < 8 || len(g.Rivers) < 30 {
		t.Fatalf("%d land rings, %d lakes, %d rivers: too few", len(g.Land), len(g.Lakes), len(g.Rivers))
	}
	x0, y0, x1, y1 := geoRect()
	check := func(what string, v []int32) {
		for k := 0; k < len(v)/2; k++ {
			if x, y := g.Point(v, k); x < x0-1e-3 || x > x1+1e-3 || y < y0-1e-3 || y > y1+1e-3 {
				t.Fatalf("%s: point (%.2f, %.2f) lies off the map (%.2f-%.2f, %.2f-%.2f)", what, x, y, x0, x1, y0, y1)
			}
		}
	}
	for _, r := range g.Land {
		check("land", r)
	}
	for _, r := range g.Lakes {
		check("lake", r)
	}
	for _, r := range g.Rivers {
		check(r.Name, r.Line)
	}
}

// TestCoastAgreesWithSeaHexes: the drawn land leaves the centre of nearly
// every all-sea hex in the water, and covers the centre of every land hex
// without a coast: the picture and the rules tell the same story.
func TestCoastAgreesWithSeaHexes(t *testing.T) {
	m := generated(t)
	g := m.Geography()
	var land [][]Pt
	for _, v := range g.Land {
		var r []Pt
		for k := 0; k < len(v)/2; k++ {
			x, y := g.Point(v, k)
			r = append(r, Pt{x, y})
		}
		land = append(land, r)
	}
	onLand := func(p Pt) bool {
		in := false
		for _, r := range land {
			if inside(p, r) {
				in = !in
			}
		}
		return in
	}
	seaWrong, inlandWrong, sea := 0, 0, 0
	for _, rec := range m.Records {
		c := m.Cells[rec.Hex]
		switch {
		case rec.Terrain == reds.Sea:
			sea++
			if onLand(c.centre) {
				seaWrong++
			}
		case rec.Terrain != reds.Lake && rec.Sea == reds.NoSea && !onLand(c.centre):
			inlandWrong++
		}
	}
	if sea == 0 || seaWrong*10 > sea || inlandWrong > 0 {
		t.Fatalf("%d of %d all-sea hexes have their centre on the drawn land; %d inland hexes have it in the sea", seaWrong, sea, inlandWrong)
	}
}
