package hex

import (
	"math"
	"testing"
)

func TestParseAndString(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want Hex
		ok   bool
	}{
		{"2313", Hex{23, 13}, true},
		{"0918", Hex{9, 18}, true},
		{"0000", None, true},
		{"5421", Hex{54, 21}, true},
		{"231", None, false},
		{"23133", None, false},
		{"23x3", None, false},
		{"", None, false},
		{"-113", None, false},
	} {
		got, err := Parse(tc.in)
		if (err == nil) != tc.ok || got != tc.want {
			t.Errorf("Parse(%q) = %v, %v; want %v ok=%v", tc.in, got, err, tc.want, tc.ok)
		}
		if tc.ok && got.Valid() && got.String() != tc.in {
			t.Errorf("String(%v) = %q, want %q", got, got.String(), tc.in)
		}
	}
}

func TestNeighborsEvenAndOddColumns(t *testing.T) {
	for _, tc := range []struct {
		h    string
		want [6]string // N, NE, SE, S, SW, NW
	}{
		// Even column (DATA.md a.1): (c,r-1) (c+1,r-1) (c+1,r) (c,r+1) (c-1,r) (c-1,r-1).
		{"2822", [6]string{"2821", "2921", "2922", "2823", "2722", "2721"}},
		{"2410", [6]string{"2409", "2509", "2510", "2411", "2310", "2309"}},
		// Odd column: (c,r-1) (c+1,r) (c+1,r+1) (c,r+1) (c-1,r+1) (c-1,r).
		{"2313", [6]string{"2312", "2413", "2414", "2314", "2214", "2213"}},
		{"2921", [6]string{"2920", "3021", "3022", "2922", "2822", "2821"}},
	} {
		h := MustParse(tc.h)
		got := h.Neighbors()
		for d := range got {
			if got[d] != MustParse(tc.want[d]) {
				t.Errorf("%s.Neighbor(%v) = %v, want %s", tc.h, Direction(d), got[d], tc.want[d])
			}
			back, ok := got[d].DirectionTo(h)
			if !ok || back != Direction(d).Opposite() {
				t.Errorf("%v -> %s: direction back %v ok=%v, want %v", got[d], tc.h, back, ok, Direction(d).Opposite())
			}
		}
	}
}

func TestDistanceKnownPairs(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		want int
	}{
		{"2921", "2822", 1}, // Novocherkassk and the hex next to it (DATA.md a.1)
		{"2313", "2315", 2}, // Moscow and Tula
		{"2313", "2313", 0},
		{"1221", "1221", 0},
		{"2313", "2910", 6},  // Moscow - Kazan
		{"1201", "5421", 42}, // corner to corner of the known hexes
		{"1020", "1220", 2},
		{"1020", "1120", 1},
		{"1020", "1121", 2},
		{"1120", "1020", 1},
		{"1120", "1021", 1},
	} {
		a, b := MustParse(tc.a), MustParse(tc.b)
		if got := Distance(a, b); got != tc.want {
			t.Errorf("Distance(%s, %s) = %d, want %d", tc.a, tc.b, got, tc.want)
		}
	}
}

// grid returns every hex of a rectangle, with both column parities and a
// few negative coordinates so the parity arithmetic is exercised off the map.
func grid() []Hex {
	var out []Hex
	for c := -3; c <= 9; c++ {
		for r := -2; r <= 8; r++ {
			out = append(out, Hex{c, r})
		}
	}
	return out
}

func TestDistanceIsAMetric(t *testing.T) {
	g := grid()
	for _, a := range g {
		for _, n := range a.Neighbors() {
			if Distance(a, n) != 1 {
				t.Fatalf("neighbour %v of %v at distance %d", n, a, Distance(a, n))
			}
		}
		for _, b := range g {
			d := Distance(a, b)
			if d != Distance(b, a) {
				t.Fatalf("asymmetric: d(%v,%v)=%d d(%v,%v)=%d", a, b, d, b, a, Distance(b, a))
			}
			if (d == 0) != (a == b) {
				t.Fatalf("d(%v,%v)=%d", a, b, d)
			}
		}
	}
	// Triangle inequality on a sample (the full cube of triples is slow).
	for i, a := range g {
		for j := i % 7; j < len(g); j += 7 {
			b := g[j]
			for k := j % 5; k < len(g); k += 11 {
				c := g[k]
				if Distance(a, c) > Distance(a, b)+Distance(b, c) {
					t.Fatalf("triangle: %v %v %v", a, b, c)
				}
			}
		}
	}
}

func TestCubeRoundTrip(t *testing.T) {
	for _, h := range grid() {
		c := h.Cube()
		if c.X+c.Y+c.Z != 0 {
			t.Fatalf("%v: cube %v does not sum to 0", h, c)
		}
		if c.Hex() != h {
			t.Fatalf("%v -> %v -> %v", h, c, c.Hex())
		}
	}
}

func TestRingAndRange(t *testing.T) {
	center := MustParse("2313")
	for r := 0; r <= 5; r++ {
		ring := Ring(center, r)
		want := 6 * r
		if r == 0 {
			want = 1
		}
		if len(ring) != want {
			t.Fatalf("ring %d has %d hexes, want %d", r, len(ring), want)
		}
		seen := map[Hex]bool{}
		for i, h := range ring {
			if Distance(center, h) != r {
				t.Fatalf("ring %d: %v at distance %d", r, h, Distance(center, h))
			}
			if seen[h] {
				t.Fatalf("ring %d: %v twice", r, h)
			}
			seen[h] = true
			// Consecutive hexes of a ring are adjacent, and it closes.
			if r > 0 && !Adjacent(h, ring[(i+1)%len(ring)]) {
				t.Fatalf("ring %d: %v and %v not adjacent", r, h, ring[(i+1)%len(ring)])
			}
		}
	}
	rng := Range(center, 3)
	if len(rng) != 1+6+12+18 {
		t.Fatalf("range 3 has %d hexes", len(rng))
	}
	for _, h := range grid() {
		in := Distance(center, h) <= 3
		found := false
		for _, x := range rng {
			found = found || x == h
		}
		if in != found {
			t.Fatalf("%v: within 3 = %v, in Range = %v", h, in, found)
		}
	}
}

func TestLine(t *testing.T) {
	g := grid()
	for i, a := range g {
		for j := i % 3; j < len(g); j += 13 {
			b := g[j]
			line := Line(a, b)
			if len(line) != Distance(a, b)+1 {
				t.Fatalf("line %v-%v has %d hexes, distance %d", a, b, len(line), Distance(a, b))
			}
			if line[0] != a || line[len(line)-1] != b {
				t.Fatalf("line %v-%v runs %v..%v", a, b, line[0], line[len(line)-1])
			}
			for k := 1; k < len(line); k++ {
				if !Adjacent(line[k-1], line[k]) {
					t.Fatalf("line %v-%v: gap between %v and %v", a, b, line[k-1], line[k])
				}
			}
		}
	}
	// A straight column line stays in the column.
	for _, h := range Line(MustParse("2310"), MustParse("2316")) {
		if h.Col != 23 {
			t.Fatalf("column line left the column at %v", h)
		}
	}
}

func TestPixelRoundTrip(t *testing.T) {
	for _, l := range []Layout{{Size: 32}, {Size: 17.5, OriginX: -40, OriginY: 11}} {
		for _, h := range grid() {
			x, y := l.Center(h)
			if got := l.At(x, y); got != h {
				t.Fatalf("centre of %v picks %v", h, got)
			}
			// Just inside each side and each corner the pick is still h.
			for d := range Directions {
				ex, ey := l.EdgeMidpoint(h, Direction(d))
				ix, iy := x+(ex-x)*0.98, y+(ey-y)*0.98
				if got := l.At(ix, iy); got != h {
					t.Fatalf("inside side %v of %v picks %v", Direction(d), h, got)
				}
				ox, oy := x+(ex-x)*1.02, y+(ey-y)*1.02
				if got := l.At(ox, oy); got != h.Neighbor(Direction(d)) {
					t.Fatalf("just across side %v of %v picks %v, want %v", Direction(d), h, got, h.Neighbor(Direction(d)))
				}
				cx, cy := l.Corner(h, d)
				if got := l.At(x+(cx-x)*0.97, y+(cy-y)*0.97); got != h {
					t.Fatalf("inside corner %d of %v picks %v", d, h, got)
				}
			}
		}
	}
}

func TestPixelGeometry(t *testing.T) {
	l := Layout{Size: 10}
	// Odd columns are half a hex lower than even ones.
	_, yEven := l.Center(Hex{22, 13})
	_, yOdd := l.Center(Hex{23, 13})
	if math.Abs(yOdd-yEven-10*sqrt3/2) > 1e-9 {
		t.Fatalf("odd column offset %v", yOdd-yEven)
	}
	// Adjacent centres are sqrt(3) sizes apart in every direction.
	h := Hex{23, 13}
	cx, cy := l.Center(h)
	for _, n := range h.Neighbors() {
		nx, ny := l.Center(n)
		if d := math.Hypot(nx-cx, ny-cy); math.Abs(d-10*sqrt3) > 1e-9 {
			t.Fatalf("centre distance to %v is %v", n, d)
		}
	}
}

func TestHexText(t *testing.T) {
	var h Hex
	if err := h.UnmarshalText([]byte("2910")); err != nil || h != (Hex{29, 10}) {
		t.Fatalf("UnmarshalText: %v %v", h, err)
	}
	if err := h.UnmarshalText([]byte("29-0")); err == nil {
		t.Fatal("UnmarshalText accepted 29-0")
	}
	if err := h.UnmarshalText(nil); err != nil || h != None {
		t.Fatalf("empty text: %v %v", h, err)
	}
	b, _ := Hex{5, 7}.MarshalText()
	if string(b) != "0507" {
		t.Fatalf("MarshalText = %s", b)
	}
}

func BenchmarkNeighbors(b *testing.B) {
	h := MustParse("2313")
	var sink Hex
	for i := 0; i < b.N; i++ {
		n := Hex{h.Col + i%7, h.Row}.Neighbors()
		sink = n[i%6]
	}
	_ = sink
}

func BenchmarkDistance(b *testing.B) {
	a, c := MustParse("1201"), MustParse("5421")
	s := 0
	for i := 0; i < b.N; i++ {
		s += Distance(a, Hex{c.Col - i%9, c.Row})
	}
	_ = s
}

func BenchmarkPixelToHex(b *testing.B) {
	l := Layout{Size: 32}
	var sink Hex
	for i := 0; i < b.N; i++ {
		sink = l.At(float64(i%2000), float64(i%1500))
	}
	_ = sink
}
