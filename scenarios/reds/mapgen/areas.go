package main

import (
	"fmt"

	"tachanka/game/reds"
)

// assignAreas gives every hex of the map its region, front, side of the
// occupation line and Free Territory flag. A hex is judged by its centre,
// or by its city's real position when it holds one: borders at this scale
// cut through hexes, and the cities are what history assigns (Pskov was
// Russian and occupied, Narva Estonian, Rostov occupied and Novocherkassk
// not).
func (m *Map) assignAreas() error {
	a := &m.Src.Areas
	type ringOf[T any] struct {
		v    T
		ring []Pt
	}
	var regions []ringOf[reds.Region]
	for _, r := range a.Regions {
		var v reds.Region
		if err := v.UnmarshalText([]byte(r.Region)); err != nil {
			return fmt.Errorf("areas.json: regions: %v", err)
		}
		regions = append(regions, ringOf[reds.Region]{v, m.project(r.Ring, true)})
	}
	var fronts []ringOf[reds.Front]
	for _, f := range a.Fronts.Order {
		var v reds.Front
		if err := v.UnmarshalText([]byte(f.Front)); err != nil {
			return fmt.Errorf("areas.json: fronts: %v", err)
		}
		fronts = append(fronts, ringOf[reds.Front]{v, m.project(f.Ring, true)})
	}
	west := m.project(a.West.Ring, true)
	for _, h := range sortedHexes(m.Cells) {
		c := m.Cells[h]
		if !c.listed {
			continue
		}
		at := c.centre
		if c.city != nil {
			at = c.city.at
		}
		c.region = reds.Russia
		for _, r := range regions {
			if inside(at, r.ring) {
				c.region = r.v
				break
			}
		}
		for _, f := range fronts {
			if inside(at, f.ring) {
				c.front = f.v
				break
			}
		}
		if c.front == reds.NoFront {
			m.problem("%v lies in no front", h)
		}
		c.west = inside(at, west)
	}
	for _, h := range a.FreeTerritory.Hexes {
		c := m.Cells[h]
		if c == nil || !c.isLand() {
			m.problem("Free Territory hex %v is not a land hex of the map", h)
			continue
		}
		c.free = true
	}
	return nil
}
