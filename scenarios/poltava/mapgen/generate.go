package main

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"tachanka/game/hex"
)

// Terrain values (DATA.md c.1).
const (
	Open         = "open"
	Woods        = "woods"
	Village      = "village"
	Hill         = "hill"
	Marsh        = "marsh"
	Offlimits    = "offlimits"
	RedoubtT     = "redoubt"
	Retrenchment = "retrenchment"
	CampT        = "camp"
)

var terrains = []string{Open, Woods, Village, Hill, Marsh, Offlimits, RedoubtT, Retrenchment, CampT}

// Cell is one hex of the map with everything the file records about it.
type Cell struct {
	Hex        hex.Hex
	Terrain    string
	Zone       string // "north", "south" or ""
	Camp       bool
	Line       bool
	Redoubt    string // "" or R1..R10
	Artillery  bool
	Road       []hex.Hex // neighbours joined by a road
	Stream     []hex.Hex // neighbours across a stream hexside
	Impassable []hex.Hex // neighbours across an impassable hexside
	area       string    // the layout area that painted it, for messages
}

// Map is the generated battlefield.
type Map struct {
	Layout   *Layout
	Cols     int
	Rows     int
	cells    []Cell
	Redoubts []Redoubt
	Labels   []Label
	River    [][]hex.Hex
	Entry    []hex.Hex
	L        int
	LRuns    []Run // the line positions of length L
}

// Run is a line position: hexes From..To of one column.
type Run struct{ From, To hex.Hex }

// On reports whether h is on the map.
func (m *Map) On(h hex.Hex) bool {
	return h.Col >= 1 && h.Col <= m.Cols && h.Row >= 1 && h.Row <= m.Rows
}

// At returns the cell of h (which must be on the map).
func (m *Map) At(h hex.Hex) *Cell {
	return &m.cells[(h.Col-1)*m.Rows+h.Row-1]
}

// Cells lists the cells sorted by column, then row.
func (m *Map) Cells() []Cell { return m.cells }

// Neighbors lists the neighbours of h that are on the map.
func (m *Map) Neighbors(h hex.Hex) []hex.Hex {
	var out []hex.Hex
	for _, n := range h.Neighbors() {
		if m.On(n) {
			out = append(out, n)
		}
	}
	return out
}

// Enterable reports whether some unit may enter the hex: not woods, marsh or
// off limits (RULES 4.4).
func Enterable(terrain string) bool {
	return terrain != Woods && terrain != Marsh && terrain != Offlimits
}

// InfantryLine reports whether infantry may stand in the hex as part of an
// order-de-bataille line (SR1.2, SR1.6): enterable, and neither a redoubt
// nor the retrenchment nor the camp (the line is outside the camp).
func InfantryLine(c *Cell) bool {
	return Enterable(c.Terrain) && c.Terrain != RedoubtT && !c.Camp
}

// Blocked reports whether the hexside between a and b may not be crossed.
func (m *Map) Blocked(a, b hex.Hex) bool {
	return slices.Contains(m.At(a).Impassable, b)
}

// Stream reports whether a stream hexside lies between a and b.
func (m *Map) Stream(a, b hex.Hex) bool {
	return slices.Contains(m.At(a).Stream, b)
}

func addLink(list *[]hex.Hex, h hex.Hex) {
	if !slices.Contains(*list, h) {
		*list = append(*list, h)
		hex.Sort(*list)
	}
}

// Generate builds the map from the layout and checks it against the counts
// the layout expects. It fails loudly on anything inconsistent.
func Generate(l *Layout) (*Map, error) {
	m := &Map{Layout: l, Cols: l.Columns, Rows: l.Rows}
	for c := 1; c <= m.Cols; c++ {
		for r := 1; r <= m.Rows; r++ {
			m.cells = append(m.cells, Cell{Hex: hex.Hex{Col: c, Row: r}, Terrain: Open,
				Road: []hex.Hex{}, Stream: []hex.Hex{}, Impassable: []hex.Hex{}})
		}
	}
	var errs []error
	fail := func(format string, a ...any) { errs = append(errs, fmt.Errorf(format, a...)) }

	paint := func(h hex.Hex, terrain, area string) {
		if !m.On(h) {
			fail("%s: hex %s is off the map", area, h)
			return
		}
		c := m.At(h)
		if c.area != "" {
			fail("%s: hex %s already belongs to %s", area, h, c.area)
			return
		}
		c.Terrain, c.area = terrain, area
	}

	// Areas.
	for _, a := range l.Areas {
		if !slices.Contains(terrains, a.Terrain) {
			fail("%s: unknown terrain %q", a.Name, a.Terrain)
			continue
		}
		except, err := parseList(a.Except)
		if err != nil {
			fail("%s: %v", a.Name, err)
		}
		var hs []hex.Hex
		for _, b := range a.Bands {
			cells, err := b.Cells()
			if err != nil {
				fail("%s: %v", a.Name, err)
			}
			hs = append(hs, cells...)
		}
		list, err := parseList(a.Hexes)
		if err != nil {
			fail("%s: %v", a.Name, err)
		}
		hs = append(hs, list...)
		for _, h := range hs {
			if !slices.Contains(except, h) {
				paint(h, a.Terrain, a.Name)
			}
		}
	}

	// The camp: its hexes from the bands, the retrenchment by the rule of c.2.
	var camp []hex.Hex
	for _, b := range l.Camp.Bands {
		cells, err := b.Cells()
		if err != nil {
			fail("camp: %v", err)
		}
		camp = append(camp, cells...)
	}
	for _, h := range camp {
		paint(h, CampT, "camp")
		if m.On(h) {
			m.At(h).Camp = true
		}
	}
	var retr []hex.Hex
	for _, h := range camp {
		for _, n := range m.Neighbors(h) {
			if nc := m.At(n); !nc.Camp && nc.Terrain != Marsh {
				retr = append(retr, h)
				break
			}
		}
	}
	for _, h := range retr {
		m.At(h).Terrain = Retrenchment
	}
	listed, err := parseList(l.Camp.RetrenchmentListed)
	if err != nil {
		fail("camp: %v", err)
	}
	hex.Sort(listed)
	hex.Sort(retr)
	if !slices.Equal(listed, retr) {
		fail("camp: the retrenchment by the rule is %v, c.2 lists %v", retr, listed)
	}
	if len(camp) != l.Expect.Camp || len(retr) != l.Expect.Retrenchment || len(camp)-len(retr) != l.Expect.Interior {
		fail("camp: %d hexes (%d retrenchment, %d interior), expected %d (%d, %d)", len(camp), len(retr),
			len(camp)-len(retr), l.Expect.Camp, l.Expect.Retrenchment, l.Expect.Interior)
	}

	// Artillery symbols: on camp hexes.
	arts, err := parseList(l.Artillery)
	if err != nil {
		fail("artillery: %v", err)
	}
	for _, h := range arts {
		if !m.On(h) || !m.At(h).Camp {
			fail("artillery symbol %s is not a camp hex", h)
			continue
		}
		m.At(h).Artillery = true
	}

	// Redoubts: on open ground, in order R1..R10.
	for i, rd := range l.Redoubts {
		if want := fmt.Sprintf("R%d", i+1); rd.ID != want {
			fail("redoubt %d is %s, want %s", i+1, rd.ID, want)
		}
		h, err := hex.Parse(rd.Hex)
		if err != nil {
			fail("redoubt %s: %v", rd.ID, err)
			continue
		}
		if !m.On(h) || m.At(h).Terrain != Open {
			fail("redoubt %s: hex %s is not open ground", rd.ID, h)
			continue
		}
		c := m.At(h)
		c.Terrain, c.Redoubt, c.Line, c.area = RedoubtT, rd.ID, rd.Line, "redoubt "+rd.ID
		m.Redoubts = append(m.Redoubts, rd)
	}

	// Stream hexsides.
	for _, s := range l.Streams {
		north := func(h hex.Hex) (bool, error) {
			for _, seg := range s.North {
				if h.Col >= seg.Cols[0] && h.Col <= seg.Cols[1] {
					b, err := evalInt(seg.B, map[string]int64{"c": int64(h.Col)})
					return int64(h.Row) <= b, err
				}
			}
			return false, fmt.Errorf("%s: no segment for column %d", s.Name, h.Col)
		}
		in := func(h hex.Hex) bool { return h.Col >= s.Cols[0] && h.Col <= s.Cols[1] }
		for i := range m.cells {
			a := m.cells[i].Hex
			if !in(a) {
				continue
			}
			for _, b := range m.Neighbors(a) {
				if !in(b) {
					continue
				}
				na, err1 := north(a)
				nb, err2 := north(b)
				if err := errors.Join(err1, err2); err != nil {
					fail("%v", err)
					continue
				}
				if na != nb {
					addLink(&m.At(a).Stream, b)
				}
			}
		}
	}

	// Impassable hexsides.
	for _, p := range l.Impassable {
		hs, err := parseList(p[:])
		if err != nil || !hex.Adjacent(hs[0], hs[1]) {
			fail("impassable hexside %v: not two adjacent hexes", p)
			continue
		}
		addLink(&m.At(hs[0]).Impassable, hs[1])
		addLink(&m.At(hs[1]).Impassable, hs[0])
	}

	// Roads: consecutive hexes adjacent; never into woods, marsh or the
	// retrenchment (c.3 item 10).
	for _, rd := range l.Roads {
		hs, err := parseHexes(rd.Hexes)
		if err != nil {
			fail("road %s: %v", rd.Name, err)
			continue
		}
		for i, h := range hs {
			if !m.On(h) {
				fail("road %s: %s is off the map", rd.Name, h)
				continue
			}
			if t := m.At(h).Terrain; t == Woods || t == Marsh || t == Retrenchment || t == Offlimits {
				fail("road %s: %s is %s", rd.Name, h, t)
			}
			if i > 0 {
				p := hs[i-1]
				if !hex.Adjacent(p, h) {
					fail("road %s: %s and %s are not adjacent", rd.Name, p, h)
					continue
				}
				addLink(&m.At(p).Road, h)
				addLink(&m.At(h).Road, p)
			}
		}
	}

	// River channels: decoration inside the marsh.
	for _, rv := range l.River {
		hs, err := parseHexes(rv.Hexes)
		if err != nil {
			fail("river %s: %v", rv.Name, err)
			continue
		}
		for i, h := range hs {
			if !m.On(h) || m.At(h).Terrain != Marsh {
				fail("river %s: %s is not a marsh hex", rv.Name, h)
			}
			if i > 0 && !hex.Adjacent(hs[i-1], h) {
				fail("river %s: %s and %s are not adjacent", rv.Name, hs[i-1], h)
			}
		}
		m.River = append(m.River, hs)
	}

	// Labels.
	for _, lb := range l.Labels {
		h, err := hex.Parse(lb.Hex)
		if err != nil || !m.On(h) {
			fail("label %q: bad hex %q", lb.Text, lb.Hex)
		}
		m.Labels = append(m.Labels, lb)
	}

	// Entry hexes.
	for _, e := range l.Entry {
		h, err := hex.Parse(e.Hex)
		if err != nil || !m.On(h) {
			fail("entry %s: bad hex %q", e.Column, e.Hex)
			continue
		}
		m.Entry = append(m.Entry, h)
	}
	if len(errs) > 0 {
		return m, errors.Join(errs...)
	}

	if err := m.zones(camp); err != nil {
		return m, err
	}
	m.L, m.LRuns = m.roomForDeployment()
	if m.L != l.Expect.L {
		return m, fmt.Errorf("room for deployment L = %d (runs %v), the layout expects %d", m.L, m.LRuns, l.Expect.L)
	}
	return m, nil
}

// zones floods the north zone from the camp and the south zone from the
// Swedish entry hexes, over enterable hexes, never into a line hex nor across
// an impassable hexside. A hex reached from both, or an enterable hex that
// is not a line hex reached from neither, is an error.
func (m *Map) zones(camp []hex.Hex) error {
	flood := func(seeds []hex.Hex) map[hex.Hex]bool {
		seen := map[hex.Hex]bool{}
		queue := []hex.Hex{}
		for _, s := range seeds {
			if c := m.At(s); Enterable(c.Terrain) && !c.Line && !seen[s] {
				seen[s] = true
				queue = append(queue, s)
			}
		}
		for len(queue) > 0 {
			h := queue[0]
			queue = queue[1:]
			for _, n := range m.Neighbors(h) {
				c := m.At(n)
				if seen[n] || !Enterable(c.Terrain) || c.Line || m.Blocked(h, n) {
					continue
				}
				seen[n] = true
				queue = append(queue, n)
			}
		}
		return seen
	}
	north, south := flood(camp), flood(m.Entry)
	var both, neither []string
	nn, ns := 0, 0
	for i := range m.cells {
		c := &m.cells[i]
		switch {
		case north[c.Hex] && south[c.Hex]:
			both = append(both, c.Hex.String())
		case north[c.Hex]:
			c.Zone = "north"
			nn++
		case south[c.Hex]:
			c.Zone = "south"
			ns++
		case Enterable(c.Terrain) && !c.Line:
			neither = append(neither, c.Hex.String())
		}
	}
	var errs []error
	if len(both) > 0 {
		errs = append(errs, fmt.Errorf("zones: %d hexes reachable from both the camp and the entry hexes without crossing the redoubt line: %s",
			len(both), strings.Join(both, " ")))
	}
	if len(neither) > 0 {
		errs = append(errs, fmt.Errorf("zones: %d enterable hexes reachable from neither zone: %s", len(neither), strings.Join(neither, " ")))
	}
	if nn != m.Layout.Expect.North || ns != m.Layout.Expect.South {
		errs = append(errs, fmt.Errorf("zones: north %d hexes, south %d; the layout expects %d and %d", nn, ns,
			m.Layout.Expect.North, m.Layout.Expect.South))
	}
	return errors.Join(errs...)
}

// roomForDeployment computes L (SR1.6, DATA.md c.3 item 5): the longest run
// of consecutive hexes of one column, all in the north zone, outside the
// camp, where infantry may stand in a line, with no stream or impassable
// hexside between consecutive hexes. It returns L and every run of length L.
func (m *Map) roomForDeployment() (int, []Run) {
	ok := func(h hex.Hex) bool {
		c := m.At(h)
		return c.Zone == "north" && InfantryLine(c)
	}
	best := 0
	var runs []Run
	for col := 1; col <= m.Cols; col++ {
		start := 0
		for r := 1; r <= m.Rows+1; r++ {
			h := hex.Hex{Col: col, Row: r}
			cont := r <= m.Rows && ok(h)
			if cont && start > 0 {
				p := hex.Hex{Col: col, Row: r - 1}
				if m.Stream(p, h) || m.Blocked(p, h) {
					cont = false
				}
			}
			if !cont && start > 0 {
				n := r - start
				if n > best {
					best, runs = n, nil
				}
				if n == best {
					runs = append(runs, Run{hex.Hex{Col: col, Row: start}, hex.Hex{Col: col, Row: r - 1}})
				}
				start = 0
			}
			if r <= m.Rows && ok(h) && start == 0 {
				start = r
			}
		}
	}
	return best, runs
}
