package redsui

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/game/hex"
	"tachanka/game/reds"
	"tachanka/scenarios"
)

// Issue 22, the map's look: seen whole, the map shows stacks as markers
// with their strength; closer, as counters. The switch is a zoom threshold
// above the whole-map zoom of the default window and below the zoom at
// which a counter's figures read.
func TestStacksAreMarkersFromAfarAndCountersClose(t *testing.T) {
	_, b := newTestApp(t, "reds-1918-1921")
	var fit float64
	frame(func() error { fit = b.fitZoom(); return nil }, func(*ebiten.Image) {})
	if !stackMarkers(fit) {
		t.Errorf("the whole map (zoom %.2f) shows counters %.0f px wide, not markers", fit, counterWorld*fit)
	}
	if stackMarkers(1) || stackMarkers(markerZoom) {
		t.Error("close up the map shows markers, not counters")
	}
	if counterWorld*markerZoom < 20 {
		t.Errorf("counters come back at %.0f px: too small to read", counterWorld*markerZoom)
	}
	// The marker's figure is the stack's strength on the map: SP of its
	// units, off-map support left out.
	s := b.state()
	var ground, air []int
	for i := range s.Units {
		switch d := s.Def(i); {
		case d.Type.OffMap() && len(air) == 0:
			air = append(air, i)
		case !d.Type.OffMap() && d.SP > 0 && len(ground) < 2:
			ground = append(ground, i)
		}
	}
	if len(ground) < 2 || len(air) == 0 {
		t.Fatal("the scenario lacks units to test with")
	}
	want := s.Def(ground[0]).SP + s.Def(ground[1]).SP
	if got := stackStrength(s, append(ground, air...)); got != want {
		t.Errorf("strength %d, want %d (ground units only)", got, want)
	}
	// Both views draw without fault.
	for _, z := range []float64{fit, 1} {
		frame(func() error { b.cam.Zoom = z; b.cam.Clamp(); return nil }, func(dst *ebiten.Image) { b.Draw(dst) })
	}
}

// The coasts, lakes and rivers the client draws are embedded, load, and
// lie on the map the client draws; drawing them changes no hex of the
// rules: every all-sea hex of the board is still sea.
func TestEmbeddedGeographyLoadsOnTheMap(t *testing.T) {
	g, err := scenarios.Geography("reds")
	if err != nil || g == nil {
		t.Fatalf("no geography for the REDS! map: %v", err)
	}
	board, err := scenarios.Lib.Map("reds")
	if err != nil {
		t.Fatal(err)
	}
	l := worldLayout(board)
	x0, y0, x1, y1 := l.Bounds(board.MinCol, board.MinRow, board.MaxCol, board.MaxRow)
	p := &mapPainter{b: board, l: l, geo: g}
	pad := float32(baseHex) // the generator's margin round the extent
	for _, set := range [][][]int32{g.Land, g.Lakes, g.Seas} {
		for _, r := range set {
			for k := 0; k < len(r)/2; k++ {
				if x, y := p.geoXY(r, k); x < float32(x0)-pad || y < float32(y0)-pad || x > float32(x1)+pad || y > float32(y1)+pad {
					t.Fatalf("a ring's point (%.0f, %.0f) lies off the map (%.0f-%.0f, %.0f-%.0f)", x, y, x0, x1, y0, y1)
				}
			}
		}
	}
	if missing, _ := scenarios.Geography("moscow"); missing != nil {
		t.Error("the Moscow test map has a geography; it should draw water hex by hex")
	}
	sea := 0
	for i := range board.Cells {
		if board.Cells[i].Terrain == reds.Sea {
			sea++
		}
	}
	if sea != 99 {
		t.Errorf("%d all-sea hexes, want 99 (MAP.md): drawing the coast must not change the rules", sea)
	}
}

// Issue 22 (small things): seen whole, a city's name is not hidden under
// the marker of a stack in the city: it is written below the marker; and
// the chief cities with stacks at the start (Moscow, Petrograd) are named.
func TestCityNamesClearTheMarkersFromAfar(t *testing.T) {
	_, b := newTestApp(t, "reds-1918-1921")
	var names []farName
	var depth float64
	frame(func() error {
		b.cam.Fit()
		names, depth = b.farNameLayout(), b.markerDepth()
		return nil
	}, func(*ebiten.Image) {})
	if !stackMarkers(b.cam.Zoom) {
		t.Fatalf("the whole map (zoom %.2f) shows no markers", b.cam.Zoom)
	}
	s := b.view()
	stacked := map[hex.Hex]bool{}
	for i := range s.Units {
		if s.Units[i].Where == reds.OnMap {
			stacked[s.Units[i].Hex] = true
		}
	}
	named, under := map[string]bool{}, 0
	for _, n := range names {
		named[n.text] = true
		if !stacked[n.hex] {
			continue
		}
		under++
		if _, y := b.screenOf(n.hex); n.r.Y < y+depth {
			t.Errorf("%s starts %.0f px below its centre, under its stack's marker (%.0f px deep)", n.text, n.r.Y-y, depth)
		}
	}
	if under == 0 {
		t.Fatal("no city with a stack is named")
	}
	for _, c := range []string{"Moscow", "Petrograd"} {
		if !named[c] {
			t.Errorf("%s is not named on the whole map", c)
		}
	}
}

// The whole-map view paints each distinct stack marker once and then
// draws the picture: a hundred antialiased paths a frame made a software
// renderer take seconds a frame, and the computer's animations stalled
// (issue 22). A second frame paints nothing new; the pictures are fewer
// than the stacks.
func TestStackMarkersArePaintedOnce(t *testing.T) {
	_, b := newTestApp(t, "reds-1918-1921")
	var fit float64
	frame(func() error { fit = b.fitZoom(); b.cam.Zoom = fit; b.cam.Clamp(); return nil }, func(dst *ebiten.Image) { b.Draw(dst) })
	if !stackMarkers(b.cam.Zoom) {
		t.Fatalf("zoom %.2f shows counters", b.cam.Zoom)
	}
	painted := len(b.markers.imgs)
	if painted == 0 {
		t.Fatal("no marker was painted")
	}
	stacks := map[hex.Hex]bool{}
	s := b.state()
	for i := range s.Units {
		if s.Units[i].Where == reds.OnMap {
			stacks[s.Units[i].Hex] = true
		}
	}
	if painted >= len(stacks) {
		t.Errorf("%d pictures for %d stacks: each marker is painted afresh", painted, len(stacks))
	}
	frame(func() error { return nil }, func(dst *ebiten.Image) { b.Draw(dst) })
	if len(b.markers.imgs) != painted {
		t.Errorf("a second frame painted %d more markers", len(b.markers.imgs)-painted)
	}
}
