package main

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
)

// The projection (DATA.md c.8, scenarios/redrussia/MAP.md): longitude is
// compressed east of 60°E, progressively to 0.4 of its true scale at 75°E
// and beyond, so that Siberia and the Far East fit the board beside a
// true-scale European Russia; the compressed longitude and the latitude
// then go through a Lambert conformal conic with standard parallels 45°N
// and 65°N, centred on 55°N 55°E, in kilometres (x east, y north).
const (
	compressFrom = 60.0 // longitude where the compression begins
	compressFull = 75.0 // longitude where it reaches its full ratio
	compressK    = 0.4  // the ratio east of compressFull
	centreLon    = 55.0
	centreLat    = 55.0
)

// squeeze is the compressed longitude: the integral of a scale that falls
// linearly from 1 at compressFrom to compressK at compressFull.
func squeeze(lon float64) float64 {
	switch {
	case lon <= compressFrom:
		return lon
	case lon <= compressFull:
		t := (lon - compressFrom) / (compressFull - compressFrom)
		return compressFrom + (lon-compressFrom)*(1-(1-compressK)*t/2)
	}
	return compressFrom + (compressFull-compressFrom)*(1+compressK)/2 + (lon-compressFull)*compressK
}

// densify adds points along a [lon, lat] ring so that no step is longer
// than half a degree: a parallel is a curve in the projection.
func densify(ring [][2]float64) [][2]float64 {
	var out [][2]float64
	for k := range ring {
		a, b := ring[k], ring[(k+1)%len(ring)]
		steps := int(math.Ceil(math.Max(math.Abs(b[0]-a[0]), math.Abs(b[1]-a[1])) / 0.5))
		for s := 0; s < max(steps, 1); s++ {
			t := float64(s) / float64(max(steps, 1))
			out = append(out, [2]float64{a[0] + (b[0]-a[0])*t, a[1] + (b[1]-a[1])*t})
		}
	}
	return out
}

// Inputs read by the generator.

// areaIn is one row of DATA.md c.6.
type areaIn struct {
	Code      string  `json:"code"`
	Name      string  `json:"name"`
	NameRU    string  `json:"name_ru"`
	Territory string  `json:"territory"`
	Home      string  `json:"home"`
	IronCross bool    `json:"iron_cross"`
	Control   string  `json:"control"`
	Fort      int     `json:"fort"`
	Money     int     `json:"money"`
	Manpower  int     `json:"manpower"`
	Port      string  `json:"port"`
	Food      bool    `json:"food"`
	RailDots  int     `json:"rail_dots"`
	Lat       float64 `json:"lat"`
	Lon       float64 `json:"lon"`
	Note      string  `json:"note"`
}

type areasIn struct {
	Notes string   `json:"notes"`
	Areas []areaIn `json:"areas"`
}

type routesIn struct {
	Notes  string      `json:"notes"`
	Routes [][3]string `json:"routes"` // a, b, grade
}

type seaIn struct {
	ID     string     `json:"id"`
	Name   string     `json:"name"`
	NameRU string     `json:"name_ru"`
	Box    string     `json:"box"`
	At     [2]float64 `json:"at"` // lat, lon
}

type boxIn struct {
	ID      string     `json:"id"`
	Name    string     `json:"name"`
	NameRU  string     `json:"name_ru"`
	Sea     string     `json:"sea"`
	LandsAt string     `json:"lands_at"`
	At      [2]float64 `json:"at"` // lat, lon of the centre
}

type lakeIn struct {
	Name string       `json:"name"`
	RU   string       `json:"ru"`
	Kind string       `json:"kind"`
	Sea  string       `json:"sea"`  // the sea a "sea" water belongs to
	Ring [][2]float64 `json:"ring"` // lat, lon
}

type frontierIn struct {
	Notes     string                  `json:"notes"`
	Frontier  [][2]float64            `json:"frontier"`  // lon, lat
	EastLand  [][][2]float64          `json:"east_land"` // lon, lat
	Lakes     []lakeIn                `json:"lakes"`
	Seeds     map[string][][2]float64 `json:"seeds"` // lat, lon
	SeedNotes map[string]string       `json:"seed_notes"`
	Seas      []seaIn                 `json:"seas"`
	Caspian   struct {
		Name   string     `json:"name"`
		NameRU string     `json:"name_ru"`
		At     [2]float64 `json:"at"`
	} `json:"caspian"`
	Boxes  []boxIn `json:"boxes"`
	Labels []struct {
		Text string     `json:"text"`
		RU   string     `json:"ru"`
		At   [2]float64 `json:"at"`
	} `json:"labels"`
}

type landIn struct {
	Rings [][][2]float64 `json:"rings"` // lon, lat
}

type waterIn struct {
	Notes string   `json:"notes"`
	Water []lakeIn `json:"water"`
}

// readJSON decodes a hand-written input, refusing unknown fields (a typo in
// a field name would otherwise silently drop data).
func readJSON(path string, v any) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	d := json.NewDecoder(f)
	d.DisallowUnknownFields()
	if err := d.Decode(v); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}

type inputs struct {
	areas  areasIn
	routes routesIn
	front  frontierIn
	land   landIn
	water  waterIn
}

func readInputs(dataDir, geoDir string) (*inputs, error) {
	in := &inputs{}
	for _, f := range []struct {
		path string
		v    any
	}{
		{filepath.Join(dataDir, "areas.json"), &in.areas},
		{filepath.Join(dataDir, "routes.json"), &in.routes},
		{filepath.Join(dataDir, "frontier.json"), &in.front},
		{filepath.Join(geoDir, "water.json"), &in.water},
	} {
		if err := readJSON(f.path, f.v); err != nil {
			return nil, err
		}
	}
	// land.json carries its source and licence beside the rings.
	data, err := os.ReadFile(filepath.Join(geoDir, "land.json"))
	if err != nil {
		return nil, err
	}
	if err := json.Unmarshal(data, &in.land); err != nil {
		return nil, fmt.Errorf("%s: %w", filepath.Join(geoDir, "land.json"), err)
	}
	return in, nil
}
