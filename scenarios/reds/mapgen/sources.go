package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

	"tachanka/game/hex"
	"tachanka/game/reds"
)

// Sources are the geographic data files of data/, read and cross-checked.
type Sources struct {
	Land   []Ring // Natural Earth land, even-odd
	Water  []WaterBody
	Cities []CitySource
	Places []PlaceSource
	Rails  []LineSource
	Rivers []LineSource
	Areas  AreasSource
	Labels []LabelSource
	byName map[string]LatLon
	pinned map[string]hex.Hex
	isCity map[string]bool
}

// Ring is a closed polygon in geographic coordinates.
type Ring []LatLon

// latLonList reads [[lat, lon], ...].
type latLonList []LatLon

func (l *latLonList) UnmarshalJSON(b []byte) error {
	var raw [][2]float64
	if err := json.Unmarshal(b, &raw); err != nil {
		return err
	}
	*l = make(latLonList, len(raw))
	for i, p := range raw {
		(*l)[i] = LatLon{p[0], p[1]}
	}
	return nil
}

type WaterBody struct {
	Name string     `json:"name"`
	RU   string     `json:"ru"`
	Kind string     `json:"kind"` // lake or sea
	Sea  string     `json:"sea"`
	Ring latLonList `json:"ring"`
}

type CitySource struct {
	Name     string         `json:"name"`
	RU       string         `json:"ru"`
	Lat      float64        `json:"lat"`
	Lon      float64        `json:"lon"`
	Hex      string         `json:"hex"`
	Anchor   bool           `json:"anchor"` // a numbered place of DATA.md a.3: the warp pins its real position to its hex
	Resource bool           `json:"resource"`
	Red      bool           `json:"red"`
	Sources  []reds.Faction `json:"sources"`
	Krug     []string       `json:"krug"`
	Point    bool           `json:"point"`
	Port     bool           `json:"port"` // a port though not on the open coast (a delta port)
	Note     string         `json:"note"`
}

type PlaceSource struct {
	Name string  `json:"name"`
	Lat  float64 `json:"lat"`
	Lon  float64 `json:"lon"`
	Hex  string  `json:"hex"`
	Note string  `json:"note"`
}

// LineSource is a railway or a river: a sequence of named places and
// [lat, lon] shape points.
type LineSource struct {
	Name    string            `json:"name"`
	RU      string            `json:"ru"`
	Opened  int               `json:"opened"`
	Note    string            `json:"note"`
	Volga   bool              `json:"volga"`
	Vistula bool              `json:"vistula"`
	Joins   string            `json:"joins"`
	Via     []json.RawMessage `json:"via"`
	points  []LinePoint
}

// LinePoint is one vertex of a line: a named place or a shape point.
type LinePoint struct {
	Name string // "" for a shape point
	At   LatLon
}

type areaRing struct {
	Name   string     `json:"name"`
	Region string     `json:"region"`
	Front  string     `json:"front"`
	Notes  string     `json:"notes"`
	Ring   latLonList `json:"ring"`
}

type AreasSource struct {
	Play    areaRing   `json:"play"`
	Regions []areaRing `json:"regions"`
	West    areaRing   `json:"west_of_line"`
	Fronts  struct {
		Notes string     `json:"notes"`
		Order []areaRing `json:"order"`
	} `json:"fronts"`
	FreeTerritory struct {
		Notes string    `json:"notes"`
		Hexes []hex.Hex `json:"hexes"`
	} `json:"free_territory"`
	Terrain struct {
		Notes    string     `json:"notes"`
		Mountain []areaRing `json:"mountain"`
		Swamp    []areaRing `json:"swamp"`
		Forest   []areaRing `json:"forest"`
	} `json:"terrain"`
	Seas struct {
		Notes string `json:"notes"`
		Seeds []struct {
			Sea string     `json:"sea"`
			At  [2]float64 `json:"at"`
		} `json:"seeds"`
	} `json:"seas"`
	Sides struct {
		Notes string         `json:"notes"`
		Open  []sideOverride `json:"open"`
		Water []sideOverride `json:"water"`
	} `json:"sides"`
}

// sideOverride names a hexside between two land hexes and why it is set.
type sideOverride struct {
	Between [2]hex.Hex `json:"between"`
	Kind    string     `json:"kind"` // for water sides: sea or lake
	Why     string     `json:"why"`
}

type LabelSource struct {
	Text string  `json:"text"`
	RU   string  `json:"ru"`
	Kind string  `json:"kind"`
	Lat  float64 `json:"lat"`
	Lon  float64 `json:"lon"`
}

// readJSON decodes a data file strictly: unknown fields are mistakes.
func readJSON(dir, name string, v any) error {
	b, err := os.ReadFile(filepath.Join(dir, name))
	if err != nil {
		return err
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("%s: %v", name, err)
	}
	return nil
}

// LoadSources reads every data file of dir and resolves the names that
// railways and rivers use.
func LoadSources(dir string) (*Sources, error) {
	s := &Sources{}
	var land landFile
	if err := readJSON(dir, "land.json", &land); err != nil {
		return nil, err
	}
	for _, r := range land.Rings {
		ring := make(Ring, len(r))
		for i, p := range r {
			ring[i] = LatLon{p[1], p[0]}
		}
		s.Land = append(s.Land, ring)
	}
	var water struct {
		Notes string      `json:"notes"`
		Water []WaterBody `json:"water"`
	}
	var cities struct {
		Notes  string       `json:"notes"`
		Cities []CitySource `json:"cities"`
	}
	var places struct {
		Notes  string        `json:"notes"`
		Places []PlaceSource `json:"places"`
	}
	var rails struct {
		Notes    string       `json:"notes"`
		Railways []LineSource `json:"railways"`
	}
	var rivers struct {
		Notes  string       `json:"notes"`
		Rivers []LineSource `json:"rivers"`
	}
	var areas struct {
		Notes string `json:"notes"`
		AreasSource
	}
	var labels struct {
		Notes  string        `json:"notes"`
		Labels []LabelSource `json:"labels"`
	}
	for _, f := range []struct {
		name string
		v    any
	}{{"water.json", &water}, {"cities.json", &cities}, {"places.json", &places}, {"railways.json", &rails},
		{"rivers.json", &rivers}, {"areas.json", &areas}, {"labels.json", &labels}} {
		if err := readJSON(dir, f.name, f.v); err != nil {
			return nil, err
		}
	}
	s.Water, s.Cities, s.Places = water.Water, cities.Cities, places.Places
	s.Rails, s.Rivers, s.Areas, s.Labels = rails.Railways, rivers.Rivers, areas.AreasSource, labels.Labels
	s.byName = map[string]LatLon{}
	s.pinned = map[string]hex.Hex{}
	s.isCity = map[string]bool{}
	add := func(name, pin string, at LatLon) error {
		if name == "" {
			return fmt.Errorf("a place without a name at %v", at)
		}
		if _, dup := s.byName[name]; dup {
			return fmt.Errorf("the name %q is used twice", name)
		}
		s.byName[name] = at
		if pin != "" {
			h, err := hex.Parse(pin)
			if err != nil {
				return fmt.Errorf("%s: %v", name, err)
			}
			s.pinned[name] = h
		}
		return nil
	}
	for _, c := range s.Cities {
		if err := add(c.Name, c.Hex, LatLon{c.Lat, c.Lon}); err != nil {
			return nil, fmt.Errorf("cities.json: %v", err)
		}
		s.isCity[c.Name] = true
	}
	for _, p := range s.Places {
		if err := add(p.Name, p.Hex, LatLon{p.Lat, p.Lon}); err != nil {
			return nil, fmt.Errorf("places.json: %v", err)
		}
	}
	for _, set := range []struct {
		file  string
		lines []LineSource
	}{{"railways.json", s.Rails}, {"rivers.json", s.Rivers}} {
		for i := range set.lines {
			l := &set.lines[i]
			for k, raw := range l.Via {
				var name string
				var at [2]float64
				switch {
				case json.Unmarshal(raw, &name) == nil:
					p, ok := s.byName[name]
					if !ok {
						return nil, fmt.Errorf("%s: %s: via[%d]: no city or place is called %q", set.file, l.Name, k, name)
					}
					l.points = append(l.points, LinePoint{name, p})
				case json.Unmarshal(raw, &at) == nil:
					l.points = append(l.points, LinePoint{"", LatLon{at[0], at[1]}})
				default:
					return nil, fmt.Errorf("%s: %s: via[%d]: want a name or [lat, lon]", set.file, l.Name, k)
				}
			}
			if len(l.points) < 2 {
				return nil, fmt.Errorf("%s: %s: a line needs two points", set.file, l.Name)
			}
		}
	}
	return s, nil
}
