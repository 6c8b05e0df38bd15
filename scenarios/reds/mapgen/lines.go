package main

import (
	"slices"

	"tachanka/game/hex"
)

// pointHex is the hex of a line's vertex: a city's own hex (so that a
// railway or river named through a city runs through its hex), a pinned
// place's printed hex, or the hex nearest to the warped position.
func (m *Map) pointHex(p LinePoint) hex.Hex {
	if p.Name != "" {
		if c := m.cityNamed(p.Name); c != nil {
			return c.hex
		}
		if h, ok := m.Src.pinned[p.Name]; ok {
			return h
		}
	}
	return hexAt(m.Warp.Place(p.At))
}

func (m *Map) cityNamed(name string) *placedCity {
	for _, c := range m.Cities {
		if c.src.Name == name {
			return c
		}
	}
	return nil
}

// trace turns a line into a path of adjacent hexes: straight hex lines
// between the hexes of consecutive vertices, with loops cut out (a bend
// smaller than a hex) unless the loop holds a named place, and with corners
// cut: a hex whose two neighbours on the path are themselves adjacent is
// left out (the line only grazed it) unless a named place puts it there.
func (m *Map) trace(l *LineSource) *chain {
	ch := &chain{src: l}
	named := map[hex.Hex]bool{}
	for _, p := range l.points {
		ch.path = append(ch.path, m.Warp.Place(p.At))
		h := m.pointHex(p)
		if len(ch.hexes) == 0 {
			ch.hexes = append(ch.hexes, h)
			named[h] = p.Name != ""
			continue
		}
		for _, s := range hex.Line(ch.hexes[len(ch.hexes)-1], h)[1:] {
			if k := slices.Index(ch.hexes, s); k >= 0 && !slices.ContainsFunc(ch.hexes[k+1:], func(x hex.Hex) bool { return named[x] }) {
				ch.hexes = ch.hexes[:k+1]
				continue
			}
			ch.hexes = append(ch.hexes, s)
		}
		if p.Name != "" {
			named[h] = true
		}
	}
	for k := 1; k+1 < len(ch.hexes); {
		if !named[ch.hexes[k]] && hex.Adjacent(ch.hexes[k-1], ch.hexes[k+1]) {
			ch.hexes = slices.Delete(ch.hexes, k, k+1)
			continue
		}
		k++
	}
	return ch
}

// railwaysInPlay marks the hexes a railway of the Empire runs through: they
// are in the playing area even where their centre lies just beyond a border
// (the Transcaspian railway keeps within a few kilometres of Persia), and
// land even where the sea covers most of them (the coastal railway of
// Dagestan).
func (m *Map) railwaysInPlay() error {
	for i := range m.Src.Rails {
		for _, h := range m.trace(&m.Src.Rails[i]).hexes {
			if c := m.Cells[h]; c != nil && inExtent(h) {
				c.inPlay, c.railway = true, true
			}
		}
	}
	return nil
}

// drawLines lays the rivers and railways on the map. A river stops at the
// coast and at lakes (its links join land hexes only, never across an
// all-water side); a railway must keep to land hexes of the map.
func (m *Map) drawLines() error {
	for i := range m.Src.Rivers {
		ch := m.trace(&m.Src.Rivers[i])
		m.Rivers = append(m.Rivers, ch)
		for k, h := range ch.hexes {
			c := m.Cells[h]
			if c == nil || !c.isLand() {
				continue
			}
			if ch.src.Volga {
				c.volga = true
			}
			if ch.src.Vistula {
				c.vistula = true
			}
			if k == 0 {
				continue
			}
			p := m.Cells[ch.hexes[k-1]]
			d, _ := p.h.DirectionTo(h)
			if p.isLand() && (p.seaSide|p.lakeSide)&(1<<d) == 0 {
				p.river |= 1 << d
				c.river |= 1 << d.Opposite()
			}
		}
	}
	for _, ch := range m.Rivers {
		if ch.src.Joins == "" {
			continue
		}
		var main *chain
		for _, o := range m.Rivers {
			if o.src.Name == ch.src.Joins {
				main = o
			}
		}
		if main == nil {
			m.problem("river %s joins %q, which is not a river", ch.src.Name, ch.src.Joins)
			continue
		}
		end := ch.hexes[len(ch.hexes)-1]
		if c := m.Cells[end]; c != nil && c.isLand() && !slices.Contains(main.hexes, end) {
			m.problem("river %s ends in %v, which is not on the %s", ch.src.Name, end, main.src.Name)
		}
	}
	for i := range m.Src.Rails {
		ch := m.trace(&m.Src.Rails[i])
		m.Rails = append(m.Rails, ch)
		for k, h := range ch.hexes {
			c := m.Cells[h]
			if c == nil || !c.isLand() {
				m.problem("railway %s runs through %v, which is not a land hex of the map", ch.src.Name, h)
				continue
			}
			if k == 0 {
				continue
			}
			p := m.Cells[ch.hexes[k-1]]
			d, _ := p.h.DirectionTo(h)
			if (p.seaSide|p.lakeSide)&(1<<d) != 0 {
				m.problem("railway %s crosses the all-water side %v-%v", ch.src.Name, p.h, h)
			}
			p.rail |= 1 << d
			c.rail |= 1 << d.Opposite()
		}
	}
	return nil
}
