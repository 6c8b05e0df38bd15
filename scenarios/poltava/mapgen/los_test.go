package main

import (
	"math"
	"testing"

	"tachanka/game/hex"
)

// Line of sight with the exact geometry of DATA.md a.1 and the rulings of
// RULES 7: the unit is the distance between adjacent hex centres; the centre
// of hex (c, r) is at X = (√3/2)·c, Y = r + ½·(c mod 2) (Y southward); each
// hexagon has circumradius 1/√3 and its vertices at 0°, 60°, …, 300° from the
// centre. The segment between the two centres is blocked when it touches
// (within 1e-9) the closed hexagon of a blocking hex strictly between them.

const losEps = 1e-9

type vec struct{ X, Y float64 }

func losCenter(h hex.Hex) vec {
	return vec{math.Sqrt(3) / 2 * float64(h.Col), float64(h.Row) + 0.5*float64(h.Col&1)}
}

func losCorners(h hex.Hex) [6]vec {
	c := losCenter(h)
	r := 1 / math.Sqrt(3)
	var out [6]vec
	for i := range out {
		a := math.Pi / 3 * float64(i)
		out[i] = vec{c.X + r*math.Cos(a), c.Y + r*math.Sin(a)}
	}
	return out
}

// segmentTouchesHex reports whether the segment a-b meets the closed hexagon
// of h, by the separating-axis test: two convex sets are disjoint exactly when
// their projections on some edge normal of one of them are disjoint. The axes
// are the hexagon's three edge normals and the segment's normal.
func segmentTouchesHex(a, b vec, h hex.Hex) bool {
	cs := losCorners(h)
	axes := []vec{{-(b.Y - a.Y), b.X - a.X}}
	for i := range 3 {
		p, q := cs[i], cs[i+1]
		axes = append(axes, vec{-(q.Y - p.Y), q.X - p.X})
	}
	for _, ax := range axes {
		n := math.Hypot(ax.X, ax.Y)
		if n == 0 {
			continue // a segment of no length: the hexagon's axes decide
		}
		ux, uy := ax.X/n, ax.Y/n
		hmin, hmax := math.Inf(1), math.Inf(-1)
		for _, c := range cs {
			v := c.X*ux + c.Y*uy
			hmin, hmax = math.Min(hmin, v), math.Max(hmax, v)
		}
		sa, sb := a.X*ux+a.Y*uy, b.X*ux+b.Y*uy
		smin, smax := math.Min(sa, sb), math.Max(sa, sb)
		if smin > hmax+losEps || smax < hmin-losEps {
			return false
		}
	}
	return true
}

// blocksLOS is the blocking terrain of RULES 7.
func blocksLOS(terrain string) bool {
	switch terrain {
	case Woods, RedoubtT, Retrenchment, Village, Hill, Offlimits:
		return true
	}
	return false
}

// between lists the hexes strictly between from and to that the segment of
// their centres touches.
func between(f *mapFile, from, to hex.Hex) []hex.Hex {
	a, b := losCenter(from), losCenter(to)
	var out []hex.Hex
	for _, h := range hex.Range(from, hex.Distance(from, to)) {
		if h == from || h == to || !f.on(h) {
			continue
		}
		if segmentTouchesHex(a, b, h) {
			out = append(out, h)
		}
	}
	return out
}

// lineOfSight reports whether from sees to over the terrain of the map.
func lineOfSight(f *mapFile, from, to hex.Hex) bool {
	for _, h := range between(f, from, to) {
		if blocksLOS(f.at(h).Terrain) {
			return false
		}
	}
	return true
}

// The geometry itself: a straight line down a column passes through the hexes
// between; a line along the side shared by two hexes touches both; a line
// through a corner touches the three hexes meeting there.
func TestLOSGeometry(t *testing.T) {
	cases := []struct {
		from, to string
		want     []string
	}{
		{"2010", "2013", []string{"2011", "2012"}},
		// Along a straight row of hexes, through the centre of the middle one.
		{"2011", "2212", []string{"2111"}},
		// 2010 to 2210 (even columns, Y = 10): the segment runs along the
		// side shared by 2109 and 2110 and touches both.
		{"2010", "2210", []string{"2109", "2110"}},
		// 1910 to 2310 (odd columns, Y = 10.5): through the centres of 2110
		// and along the sides between 2010 and 2011, 2210 and 2211.
		{"1910", "2310", []string{"2010", "2011", "2110", "2210", "2211"}},
		// Adjacent hexes: nothing between.
		{"2426", "2525", nil},
	}
	var f mapFile
	f.Columns, f.Rows = 46, 48
	for _, c := range cases {
		got := between(&f, hex.MustParse(c.from), hex.MustParse(c.to))
		var gs []string
		for _, h := range got {
			gs = append(gs, h.String())
		}
		if len(gs) != len(c.want) {
			t.Errorf("%s to %s touches %v, want %v", c.from, c.to, gs, c.want)
			continue
		}
		for _, w := range c.want {
			found := false
			for _, g := range gs {
				found = found || g == w
			}
			if !found {
				t.Errorf("%s to %s touches %v, want %v", c.from, c.to, gs, c.want)
			}
		}
	}
	// Symmetry: the hexes between are the same both ways.
	for _, p := range [][2]string{{"3319", "2817"}, {"3612", "3108"}, {"3416", "2914"}} {
		a, b := hex.MustParse(p[0]), hex.MustParse(p[1])
		x, y := between(&f, a, b), between(&f, b, a)
		hex.Sort(x)
		hex.Sort(y)
		if len(x) != len(y) {
			t.Errorf("%s-%s: %v one way, %v the other", p[0], p[1], x, y)
		}
	}
}
