package main

import (
	"fmt"
	"slices"

	"tachanka/game/hex"
	"tachanka/game/reds"
)

// classify decides each hex's terrain, whether it is on the map, and the
// sea of every sea and coastal hex.
func (m *Map) classify() error {
	zones := []struct {
		t     reds.Terrain
		rings []areaRing
	}{{reds.Mountain, m.Src.Areas.Terrain.Mountain}, {reds.Swamp, m.Src.Areas.Terrain.Swamp}, {reds.Forest, m.Src.Areas.Terrain.Forest}}
	type zone struct {
		t    reds.Terrain
		ring []Pt
	}
	var rings []zone
	for _, z := range zones {
		for _, r := range z.rings {
			rings = append(rings, zone{z.t, m.project(r.Ring, true)})
		}
	}
	for _, h := range sortedHexes(m.Cells) {
		c := m.Cells[h]
		if !inExtent(h) || c.total == 0 {
			continue
		}
		sea, lake := 0, 0
		for _, n := range c.seaPx {
			sea += n
		}
		for _, n := range c.lakePx {
			lake += n
		}
		railLand := c.railway && c.landFraction() >= railMinLand
		if c.city == nil && !railLand && float64(sea+lake) >= waterHex*float64(c.total) {
			if lake > sea {
				c.terrain, c.listed = reds.Lake, true
				continue
			}
			c.terrain = reds.Sea
			c.sea = majority(c.seaPx)
			switch {
			case c.sea != reds.NoSea:
				c.listed = true
			case c.inPlay:
				m.problem("%v: sea of no named sea inside the playing area (add a seed)", h)
			}
			continue
		}
		c.listed = c.inPlay
		c.terrain = reds.Clear
		for _, z := range rings {
			if inside(c.centre, z.ring) {
				c.terrain = z.t
				break
			}
		}
		// Cities stand in valleys and on plains: the hex of a city at the
		// foot of a range is rated for the city's ground, not the peaks.
		if c.city != nil && c.terrain == reds.Mountain {
			c.terrain = reds.Clear
		}
	}
	// A land hex is coastal when the sea reaches into it, or when its city
	// stands on the coast (a port whose hex centre lies inland at this
	// scale) or is a port by the data (a delta port); it belongs to the sea
	// with the most water in it or, failing that, nearest to its city.
	for _, h := range sortedHexes(m.Cells) {
		c := m.Cells[h]
		if !c.isLand() {
			continue
		}
		votes := c.seaPx
		votes[0] = 0
		if float64(votes[1]+votes[2]+votes[3]+votes[4]) >= coastalWater*float64(c.total) {
			c.sea = majority(votes)
			continue
		}
		if c.city != nil {
			reach := coastReach
			if c.city.src.Port {
				reach = portReach
			}
			c.sea = m.seaNear(c.city.at, reach)
		}
	}
	return nil
}

// seaNear is the named sea nearest to p within reach (grid units), or
// NoSea.
func (m *Map) seaNear(p Pt, reach float64) reds.SeaName {
	r := m.Raster
	best, bestD := reds.NoSea, reach*reach
	for y := int((p.Y - reach - r.y0) * pxPerUnit); y <= int((p.Y+reach-r.y0)*pxPerUnit); y++ {
		for x := int((p.X - reach - r.x0) * pxPerUnit); x <= int((p.X+reach-r.x0)*pxPerUnit); x++ {
			if x < 0 || y < 0 || x >= r.w || y >= r.h {
				continue
			}
			i := y*r.w + x
			if r.kind[i] != pxSea || r.body[i] == 0 {
				continue
			}
			if d := r.centreOf(i).dist2(p); d < bestD {
				best, bestD = reds.SeaName(r.body[i]), d
			}
		}
	}
	return best
}

// majority is the named sea with the most pixels, the first on ties.
func majority(px [5]int) reds.SeaName {
	best := reds.NoSea
	for s := reds.BalticSea; s <= reds.WhiteSea; s++ {
		if px[s] > 0 && (best == reds.NoSea || px[s] > px[best]) {
			best = s
		}
	}
	return best
}

// waterSides marks the all-sea and all-lake hexsides between two land
// hexes: where water cuts the land of one hex from the land of the other
// inside the pair (a strait, a gulf, a lagoon, a narrow lake), or covers at
// least half of the side itself (a lake astride it).
func (m *Map) waterSides() error {
	r := m.Raster
	owner := make([]int32, len(r.kind))
	order := sortedHexes(m.Cells)
	index := map[hex.Hex]int32{}
	for k, h := range order {
		index[h] = int32(k)
	}
	pixels := make([][]int, len(order))
	for i := range r.kind {
		h := hexAt(r.centreOf(i))
		k, ok := index[h]
		if !ok {
			owner[i] = -1
			continue
		}
		owner[i] = k
		pixels[k] = append(pixels[k], i)
	}
	stamp := make([]int32, len(r.kind))
	var visit int32
	// flood returns the land pixels 4-connected to the seeds through land
	// pixels owned by one of the hexes allowed.
	flood := func(seeds []int, allowed ...int32) []int {
		visit++
		var out []int
		for _, s := range seeds {
			if stamp[s] != visit {
				stamp[s] = visit
				out = append(out, s)
			}
		}
		for k := 0; k < len(out); k++ {
			i := out[k]
			x, y := i%r.w, i/r.w
			for _, n := range [4][2]int{{x - 1, y}, {x + 1, y}, {x, y - 1}, {x, y + 1}} {
				if n[0] < 0 || n[1] < 0 || n[0] >= r.w || n[1] >= r.h {
					continue
				}
				j := n[1]*r.w + n[0]
				if stamp[j] == visit || r.kind[j] != pxLand {
					continue
				}
				for _, a := range allowed {
					if owner[j] == a {
						stamp[j] = visit
						out = append(out, j)
						break
					}
				}
			}
		}
		return out
	}
	// mainLand is the largest land component of a hex alone.
	mainLand := map[int32][]int{}
	mainOf := func(k int32) []int {
		if v, ok := mainLand[k]; ok {
			return v
		}
		seen := map[int]bool{}
		var best []int
		for _, p := range pixels[k] {
			if r.kind[p] != pxLand || seen[p] {
				continue
			}
			comp := flood([]int{p}, k)
			for _, q := range comp {
				seen[q] = true
			}
			if len(comp) > len(best) {
				best = comp
			}
		}
		mainLand[k] = best
		return best
	}
	forced := map[[2]hex.Hex]string{}
	key := func(a, b hex.Hex) [2]hex.Hex {
		if hexLess(a, b) > 0 {
			a, b = b, a
		}
		return [2]hex.Hex{a, b}
	}
	for _, o := range m.Src.Areas.Sides.Open {
		forced[key(o.Between[0], o.Between[1])] = "open"
	}
	for _, o := range m.Src.Areas.Sides.Water {
		if o.Kind != "sea" && o.Kind != "lake" {
			return fmt.Errorf("areas.json: sides: water side %v: kind %q, want sea or lake", o.Between, o.Kind)
		}
		forced[key(o.Between[0], o.Between[1])] = o.Kind
	}
	for _, k := range sortedPairs(forced) {
		a, b := m.Cells[k[0]], m.Cells[k[1]]
		if a == nil || b == nil || !a.isLand() || !b.isLand() || !hex.Adjacent(k[0], k[1]) {
			return fmt.Errorf("areas.json: sides: %v-%v is not a side between two land hexes of the map", k[0], k[1])
		}
	}
	// Lakes large enough to have all-lake hexes.
	lakeHexes := map[int]bool{}
	for _, h := range order {
		if c := m.Cells[h]; c.listed && c.terrain == reds.Lake {
			for id, n := range c.lakePx {
				if 2*n > c.total {
					lakeHexes[id] = true
				}
			}
		}
	}
	for _, h := range order {
		a := m.Cells[h]
		if !a.isLand() {
			continue
		}
		for d := 0; d < 6; d++ {
			n := h.Neighbor(hex.Direction(d))
			b := m.Cells[n]
			if b == nil || !b.isLand() || hexLess(h, n) > 0 {
				continue
			}
			kind := forced[key(h, n)]
			if kind == "" && (a.water() > 0 || b.water() > 0) {
				ka, kb := index[h], index[n]
				ma, mb := mainOf(ka), mainOf(kb)
				separated := false
				if len(ma) > 0 && len(mb) > 0 {
					flood(ma, ka, kb)
					separated = stamp[mb[0]] != visit
				}
				sea, lakes := m.sideWater(h, hex.Direction(d))
				lake, lakeID := 0, -1
				for id, n := range lakes {
					lake += n
					if lakeID < 0 || n > lakes[lakeID] || (n == lakes[lakeID] && id < lakeID) {
						lakeID = id
					}
				}
				// A lake too small for an all-lake hex still blocks a side
				// it mostly covers (Peipus, Ilmen); a larger one only where it
				// cuts the land, like the sea.
				astride := lakeID >= 0 && !lakeHexes[lakeID] && 2*lakes[lakeID] > sideSamples
				if separated || astride {
					kind = "sea"
					if lake > sea || (sea+lake == 0 && lakeHeavier(a, b)) {
						kind = "lake"
					}
				}
			}
			back := hex.Direction(d).Opposite()
			switch kind {
			case "sea":
				a.seaSide |= 1 << d
				b.seaSide |= 1 << back
				// A hex with an all-sea side is on the coast of that sea.
				var px [5]int
				for s := range px {
					px[s] = a.seaPx[s] + b.seaPx[s]
				}
				px[0] = 0
				sea := majority(px)
				if sea == reds.NoSea {
					sea = a.sea
				}
				if sea == reds.NoSea {
					sea = b.sea
				}
				for _, c := range []*cell{a, b} {
					if c.sea == reds.NoSea {
						c.sea = sea
					}
				}
			case "lake":
				a.lakeSide |= 1 << d
				b.lakeSide |= 1 << back
			}
		}
	}
	return nil
}

// sideSamples is how many points of a side sideWater looks at.
const sideSamples = 25

// sideWater samples the side of h facing d and counts its sea pixels and
// its pixels of each lake.
func (m *Map) sideWater(h hex.Hex, d hex.Direction) (sea int, lakes map[int]int) {
	ax, ay := grid.Corner(h, (int(d)+4)%6)
	bx, by := grid.Corner(h, (int(d)+5)%6)
	lakes = map[int]int{}
	for i := 0; i < sideSamples; i++ {
		t := (float64(i) + 0.5) / sideSamples
		p := Pt{ax + (bx-ax)*t, ay + (by-ay)*t}
		if k := m.Raster.pixelAt(p); k >= 0 {
			switch m.Raster.kind[k] {
			case pxSea:
				sea++
			case pxLake:
				lakes[int(m.Raster.body[k])]++
			}
		}
	}
	return sea, lakes
}

// lakeHeavier reports whether the two hexes hold more lake than sea.
func lakeHeavier(a, b *cell) bool {
	sea, lake := 0, 0
	for _, c := range []*cell{a, b} {
		for _, n := range c.seaPx {
			sea += n
		}
		for _, n := range c.lakePx {
			lake += n
		}
	}
	return lake > sea
}

// sortedPairs returns the keys of m in map-file order.
func sortedPairs[V any](m map[[2]hex.Hex]V) [][2]hex.Hex {
	out := make([][2]hex.Hex, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.SortFunc(out, func(a, b [2]hex.Hex) int {
		if c := hexLess(a[0], b[0]); c != 0 {
			return c
		}
		return hexLess(a[1], b[1])
	})
	return out
}
