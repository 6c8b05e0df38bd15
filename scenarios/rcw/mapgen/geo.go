package main

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
)

// The conic projection of DATA.md b.5: Lambert conformal conic with
// standard parallels 45°N and 65°N, centred on 55°N 40°E, in kilometres
// (x east, y north).
type lcc struct{ n, f, rho0 float64 }

const earthKm = 6371.0

func newLCC() lcc {
	rad := math.Pi / 180
	p1, p2, p0 := 45*rad, 65*rad, 55*rad
	t := func(p float64) float64 { return math.Tan(math.Pi/4 + p/2) }
	n := math.Log(math.Cos(p1)/math.Cos(p2)) / math.Log(t(p2)/t(p1))
	f := math.Cos(p1) * math.Pow(t(p1), n) / n
	return lcc{n: n, f: f, rho0: earthKm * f / math.Pow(t(p0), n)}
}

func (l lcc) project(lon, lat float64) (x, y float64) {
	rad := math.Pi / 180
	rho := earthKm * l.f / math.Pow(math.Tan(math.Pi/4+lat*rad/2), l.n)
	th := l.n * (lon - 40) * rad
	return rho * math.Sin(th), l.rho0 - rho*math.Cos(th)
}

// Inputs read by the generator.
type provinceIn struct {
	Code   string   `json:"code"`
	Name   string   `json:"name"`
	NameRU string   `json:"name_ru"`
	Region string   `json:"region"`
	Basis  string   `json:"basis"`
	Port   bool     `json:"port"`
	RET    string   `json:"ret"`
	Named  bool     `json:"named"`
	Rail   []string `json:"rail"`
	Land   []string `json:"land"`
	Cities [][3]any `json:"cities"`
}

type seaIn struct {
	Name   string     `json:"name"`
	NameRU string     `json:"name_ru"`
	At     [2]float64 `json:"at"` // lat, lon
}

type frontierIn struct {
	Notes     string                  `json:"notes"`
	Frontier  [][2]float64            `json:"frontier"` // lon, lat
	Seeds     map[string][][2]float64 `json:"seeds"`    // lat, lon
	SeedNotes map[string]string       `json:"seed_notes"`
	Seas      []seaIn                 `json:"seas"`
	Ports     map[string]string       `json:"ports"`
}

type landIn struct {
	Rings [][][2]float64 `json:"rings"` // lon, lat
}

type waterIn struct {
	Water []struct {
		Name string       `json:"name"`
		Kind string       `json:"kind"`
		Ring [][2]float64 `json:"ring"` // lat, lon
	} `json:"water"`
}

func readJSON(path string, v any) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(data, v); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}

type townsIn struct {
	Notes string   `json:"notes"`
	Towns [][4]any `json:"towns"` // name, lat, lon, province
}

type inputs struct {
	towns     townsIn
	provinces []provinceIn
	front     frontierIn
	land      landIn
	water     waterIn
}

func readInputs(dataDir, geoDir string) (*inputs, error) {
	in := &inputs{}
	if err := readJSON(filepath.Join(dataDir, "provinces.json"), &in.provinces); err != nil {
		return nil, err
	}
	if err := readJSON(filepath.Join(dataDir, "towns.json"), &in.towns); err != nil {
		return nil, err
	}
	if err := readJSON(filepath.Join(dataDir, "frontier.json"), &in.front); err != nil {
		return nil, err
	}
	if err := readJSON(filepath.Join(geoDir, "land.json"), &in.land); err != nil {
		return nil, err
	}
	if err := readJSON(filepath.Join(geoDir, "water.json"), &in.water); err != nil {
		return nil, err
	}
	return in, nil
}
