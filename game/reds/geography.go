package reds

import (
	"fmt"

	"tachanka/game/jsonfile"
)

// GeographyFormat is the version of the geography file format.
const GeographyFormat = 1

// Geography is what a map looks like beside its hexes: the real coasts,
// lakes and river courses, for drawing only. The rules never read it (a hex
// is sea because its record says so); the client draws it under the hex
// grid, as a printed map does. The map generator writes it beside the map
// file (scenarios/reds/geo-ID.json).
//
// Positions are in grid units, the plane where adjacent hex centres are one
// apart, x = 0.866·column and y = row + 0.5·(column mod 2), multiplied by
// Scale and rounded: each ring or line is a flat list x0, y0, x1, y1...
type Geography struct {
	Format int    `json:"format"`
	ID     string `json:"id"`
	Notes  string `json:"notes,omitempty"`
	Scale  int    `json:"scale"`
	// Land is the land as closed rings filled even-odd (an inland sea is a
	// ring inside its land ring); everything else of the map is sea.
	Land [][]int32 `json:"land"`
	// Lakes and Seas are closed rings of water on the land: lakes, and the
	// sea lagoons the land outline lacks.
	Lakes [][]int32 `json:"lakes"`
	Seas  [][]int32 `json:"seas"`
	// Rivers are open polylines from upstream to the mouth.
	Rivers []GeoRiver `json:"rivers"`
}

// GeoRiver is one river's course.
type GeoRiver struct {
	Name  string  `json:"name"`
	Major bool    `json:"major,omitempty"` // the Volga and the Vistula, drawn wider
	Line  []int32 `json:"line"`
}

// LoadGeography reads a geography file and checks its shape.
func LoadGeography(data []byte) (*Geography, error) {
	if err := jsonfile.CheckSyntax(data); err != nil {
		return nil, err
	}
	var g Geography
	if err := jsonfile.Decode(data, &g, ""); err != nil {
		return nil, err
	}
	if g.Format != GeographyFormat {
		return nil, jsonfile.Errorf("format", "geography format %d is not supported (this program reads format %d)", g.Format, GeographyFormat)
	}
	if g.Scale <= 0 {
		return nil, jsonfile.Errorf("scale", "scale %d: want a positive number", g.Scale)
	}
	for _, set := range []struct {
		name  string
		rings [][]int32
	}{{"land", g.Land}, {"lakes", g.Lakes}, {"seas", g.Seas}} {
		for i, r := range set.rings {
			if len(r)%2 != 0 || len(r) < 6 {
				return nil, jsonfile.Errorf(fmt.Sprintf("%s[%d]", set.name, i), "a ring wants at least 3 points as x, y pairs, not %d numbers", len(r))
			}
		}
	}
	for i, r := range g.Rivers {
		if len(r.Line)%2 != 0 || len(r.Line) < 4 {
			return nil, jsonfile.Errorf(fmt.Sprintf("rivers[%d].line", i), "a line wants at least 2 points as x, y pairs, not %d numbers", len(r.Line))
		}
	}
	return &g, nil
}

// Point is point k of a flat list in grid units.
func (g *Geography) Point(v []int32, k int) (x, y float64) {
	s := float64(g.Scale)
	return float64(v[2*k]) / s, float64(v[2*k+1]) / s
}
