package mapview

import (
	"math"
	"testing"
	"time"

	"tachanka/game/hex"
)

// An area map answers which area is under a point, and every site's
// Voronoi cell holds the site and no other.
func TestAreaHitTestingFindsTheAreaUnderThePoint(t *testing.T) {
	sites := []Point{{10, 10}, {90, 10}, {50, 80}, {50, 40}}
	cells, adj := Voronoi(sites, Point{0, 0}, Point{100, 100})
	m := &AreaMap{}
	for k, c := range cells {
		m.Areas = append(m.Areas, Area{ID: string(rune('a' + k)), Outline: c, Anchor: sites[k]})
	}
	for k, s := range sites {
		if got := m.At(s); got != k {
			t.Errorf("site %d %v is in area %d", k, s, got)
		}
	}
	if got := m.At(Point{-5, 50}); got != -1 {
		t.Errorf("a point off the map is in area %d", got)
	}
	// The middle site touches all three others; the lower one touches
	// the two upper ones along the box's sides, which the middle one keeps
	// apart.
	touches := map[[2]int]bool{}
	for _, a := range adj {
		touches[a] = true
	}
	for _, a := range [][2]int{{0, 3}, {1, 3}, {2, 3}, {0, 2}, {1, 2}} {
		if !touches[a] {
			t.Errorf("areas %v do not touch: %v", a, adj)
		}
	}
	if touches[[2]int{0, 1}] {
		t.Errorf("the two upper areas touch across the middle one: %v", adj)
	}
	if min, max := m.Bounds(); min != (Point{0, 0}) || max != (Point{100, 100}) {
		t.Errorf("bounds %v %v", min, max)
	}
}

// A hex grid answers the same questions as an area map.
func TestHexGridIsAGeometry(t *testing.T) {
	l := hex.Layout{Size: 30}
	hs := []hex.Hex{hex.MustParse("1010"), hex.MustParse("1011"), hex.MustParse("1110")}
	var g Geometry = NewHexGrid(l, hs)
	for k := range hs {
		if got := g.At(g.Anchor(k)); got != k {
			t.Errorf("hex %v: the place at its centre is %d", hs[k], got)
		}
		if len(g.Outline(k)) != 6 {
			t.Errorf("a hex outline of %d corners", len(g.Outline(k)))
		}
	}
	x, y := l.Center(hex.MustParse("2020"))
	if g.At(Point{x, y}) != -1 {
		t.Error("a hex not on the grid was found")
	}
}

// Counters of a stack are found top first where they overlap.
func TestStackHitTestingFindsTheTopCounter(t *testing.T) {
	a := Point{100, 100}
	if got := StackAt(a, 3, 40, a); got != 2 {
		t.Errorf("at the anchor: counter %d, want the top one", got)
	}
	c := Stack(a, 3, 40)[0]
	if got := StackAt(a, 3, 40, Point{c.X + 1, c.Y + 39}); got != 0 {
		t.Errorf("at the bottom counter's lower-left corner: %d", got)
	}
	if got := StackAt(a, 3, 40, Point{0, 0}); got != -1 {
		t.Errorf("far away: %d", got)
	}
}

// Issue 22, item 6: Home (Fit) fits the map to the window as it is now,
// and a resize after it keeps the whole map in view; a view the player
// zoomed keeps its zoom and its centre.
func TestFitFollowsTheViewport(t *testing.T) {
	c := Camera{MaxZoom: 3, VW: 1000, VH: 800, WX0: 0, WY0: 0, WX1: 2000, WY1: 1000}
	c.Fit()
	c.SetViewport(0, 30, 500, 400)
	if want := 0.25; math.Abs(c.Zoom-want) > 1e-9 {
		t.Fatalf("after the resize the fitted view has zoom %v, want %v", c.Zoom, want)
	}
	if x0, _ := c.ToScreen(0, 0); math.Abs(x0) > 1e-9 {
		t.Fatalf("the map's left edge is at %v", x0)
	}
	c.ZoomAt(2, 250, 230)
	wx, wy := c.ToWorld(250, 230)
	c.SetViewport(0, 30, 800, 600)
	if math.Abs(c.Zoom-0.5) > 1e-9 {
		t.Fatalf("a zoomed view's zoom changed to %v", c.Zoom)
	}
	if x, y := c.ToWorld(400, 330); math.Abs(x-wx) > 1e-6 || math.Abs(y-wy) > 1e-6 {
		t.Fatalf("the centre moved from (%v,%v) to (%v,%v)", wx, wy, x, y)
	}
	c.Fit()
	if want := 0.4; math.Abs(c.Zoom-want) > 1e-9 {
		t.Fatalf("Home fits with zoom %v, want %v", c.Zoom, want)
	}
}

// A counter travelling a path stands at its start, at the places in turn,
// between them, and at its end.
func TestAlong(t *testing.T) {
	p := []Point{{0, 0}, {10, 0}, {10, 20}}
	for _, c := range []struct {
		f    float64
		want Point
	}{{-1, Point{0, 0}}, {0, Point{0, 0}}, {0.25, Point{5, 0}}, {0.5, Point{10, 0}}, {0.75, Point{10, 10}}, {1, Point{10, 20}}, {2, Point{10, 20}}} {
		if got := Along(p, c.f); got != c.want {
			t.Errorf("Along(%v) = %v, want %v", c.f, got, c.want)
		}
	}
	if Along(nil, 0.5) != (Point{}) || Along(p[:1], 0.5) != p[0] {
		t.Error("a path of no or one point")
	}
}

// However the camera is moved, it never shows more than a margin of void
// beyond the map's edges: centring on a corner at the greatest zoom keeps
// the corner near the view's edge, and a map smaller than the view stays
// whole in the middle of it (issue 22, item 7).
func TestCameraNeverPansIntoTheVoid(t *testing.T) {
	c := Camera{MaxZoom: 3, VX: 0, VY: 30, VW: 1000, VH: 800, WX0: 0, WY0: 0, WX1: 2000, WY1: 1000}
	c.Fit()
	c.ZoomAt(8, 500, 430) // as far in as it goes
	void := func() (left, top, right, bottom float64) {
		x0, y0 := c.ToScreen(c.WX0, c.WY0)
		x1, y1 := c.ToScreen(c.WX1, c.WY1)
		return x0 - c.VX, y0 - c.VY, c.VX + c.VW - x1, c.VY + c.VH - y1
	}
	for _, p := range [][2]float64{{0, 0}, {2000, 1000}, {0, 1000}, {2000, 0}, {-5000, 9000}} {
		c.CenterOn(p[0], p[1])
		l, tp, r, b := void()
		if mx, my := max(l, r), max(tp, b); mx > c.VW*0.1+1e-6 || my > c.VH*0.1+1e-6 {
			t.Errorf("centred on (%v,%v): %v px of void across, %v down (view %vx%v)", p[0], p[1], mx, my, c.VW, c.VH)
		}
	}
	c.Pan(1e6, 1e6)
	if l, tp, _, _ := void(); l > c.VW*0.1+1e-6 || tp > c.VH*0.1+1e-6 {
		t.Errorf("a long drag shows %v px of void left, %v above", l, tp)
	}
	// Zoomed out beyond the whole map: the map stays whole and centred.
	c.Fit()
	c.ZoomAt(0.5, 10, 40)
	l, tp, r, b := void()
	if l < -1e-6 || tp < -1e-6 || math.Abs(l-r) > 1e-6 || math.Abs(tp-b) > 1e-6 {
		t.Errorf("zoomed out, the map is not whole in the middle: void %v %v %v %v", l, tp, r, b)
	}
}

// The director zooms from the whole map to a reading zoom on the places
// shown, leaves a view already showing them still, and keeps its hands
// off the camera from the player's own move until the decision changes
// hands, or longer if he moved it just before (issue 22, item 7).
func TestDirectorShowsTheActionButNeverFightsThePlayer(t *testing.T) {
	c := Camera{MaxZoom: 3, VW: 1000, VH: 800, WX0: 0, WY0: 0, WX1: 2000, WY1: 1000}
	c.Fit()
	clock := time.Unix(1000, 0)
	d := Director{Now: func() time.Time { return clock }}
	at := []Point{{X: 1800, Y: 900}, {X: 1850, Y: 950}}
	if !d.Show(&c, at) || c.Zoom < c.FitZoom()*2 {
		t.Fatalf("from the whole map the action is shown at zoom %v (whole map %v)", c.Zoom, c.FitZoom())
	}
	if sx, sy := c.ToScreen(1825, 925); sx < 0 || sy < 0 || sx > c.VW || sy > c.VH {
		t.Fatalf("the action is at (%v,%v), off the view", sx, sy)
	}
	x, y, z := c.X, c.Y, c.Zoom
	if d.Show(&c, at) || c.X != x || c.Y != y || c.Zoom != z {
		t.Fatalf("showing again what is in view moved the camera")
	}
	d.PlayerMoved()
	c.Pan(300, 0)
	x = c.X
	if d.Show(&c, []Point{{X: 100, Y: 100}}) || c.X != x {
		t.Fatalf("the director fought the player's pan")
	}
	clock = clock.Add(time.Second)
	d.Handover()
	if d.Show(&c, []Point{{X: 100, Y: 100}}) {
		t.Fatalf("a hand-over a second after the player's pan moved his view")
	}
	clock = clock.Add(Recent)
	d.Handover()
	if !d.Show(&c, []Point{{X: 100, Y: 100}}) {
		t.Fatalf("after the next hand-over the director still keeps off")
	}
}
