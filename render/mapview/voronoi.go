package mapview

import "math"

// Voronoi returns, for each site, the polygon of the points of the box
// [min, max] nearer to it than to any other site, with the pairs of sites
// whose polygons share an edge. Test scenes and sketches use it to make
// areas from real places (a province from its capital) before their
// borders are drawn.
func Voronoi(sites []Point, min, max Point) (cells [][]Point, adjacent [][2]int) {
	box := []Point{{min.X, min.Y}, {max.X, min.Y}, {max.X, max.Y}, {min.X, max.Y}}
	cells = make([][]Point, len(sites))
	for i, s := range sites {
		poly := box
		for j, o := range sites {
			if i != j {
				poly = clipNearer(poly, s, o)
			}
		}
		cells[i] = poly
	}
	for i := range cells {
		for j := i + 1; j < len(cells); j++ {
			if sharedVertices(cells[i], cells[j]) >= 2 {
				adjacent = append(adjacent, [2]int{i, j})
			}
		}
	}
	return cells, adjacent
}

// clipNearer keeps the part of poly nearer to s than to o (Sutherland-
// Hodgman against their bisector).
func clipNearer(poly []Point, s, o Point) []Point {
	// Nearer to s: (p - m) . (o - s) <= 0, m the midpoint.
	m := Point{(s.X + o.X) / 2, (s.Y + o.Y) / 2}
	d := Point{o.X - s.X, o.Y - s.Y}
	side := func(p Point) float64 { return (p.X-m.X)*d.X + (p.Y-m.Y)*d.Y }
	var out []Point
	for k := range poly {
		a, b := poly[k], poly[(k+1)%len(poly)]
		sa, sb := side(a), side(b)
		if sa <= 0 {
			out = append(out, a)
		}
		if (sa < 0 && sb > 0) || (sa > 0 && sb < 0) {
			t := sa / (sa - sb)
			out = append(out, Point{a.X + t*(b.X-a.X), a.Y + t*(b.Y-a.Y)})
		}
	}
	return out
}

func sharedVertices(a, b []Point) int {
	n := 0
	for _, p := range a {
		for _, q := range b {
			if math.Abs(p.X-q.X) < 1e-6 && math.Abs(p.Y-q.Y) < 1e-6 {
				n++
				break
			}
		}
	}
	return n
}
