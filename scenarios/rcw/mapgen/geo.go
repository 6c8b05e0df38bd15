package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
)

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
