package redsui

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/render/ui"
	"tachanka/render/uitest"
	"tachanka/scenarios"
)

// TestMain runs the tests in a real game loop (package uitest), which
// needs a display; `make test` and `make bench` provide Xvfb.
func TestMain(m *testing.M) { uitest.Main(m, "redsui") }

// frameTimes are what a frame's update and draw took, and update's error.
type frameTimes struct {
	update, draw time.Duration
	err          error
}

// frame runs one Update and Draw on the game loop and reports their times.
func frame(update func() error, draw func(*ebiten.Image)) frameTimes {
	var err error
	t := uitest.Frame(func() {
		if update != nil {
			err = update()
		}
	}, draw)
	return frameTimes{update: t.Update, draw: t.Draw, err: err}
}

// newTestApp builds an app on a scenario, sized like the default window.
func newTestApp(t testing.TB, scenario string) (*ui.App, *boardScene) {
	t.Helper()
	if _, err := scenarios.Resolve(scenario); err != nil {
		t.Fatal(err)
	}
	var a *ui.App
	var err error
	frame(func() error {
		a, err = ui.NewApp(ui.Options{Scenario: scenario, Seed: 1, UIScale: 1}, NewClient(nil).Hooks())
		if err == nil {
			a.Layout(1280, 800)
		}
		return nil
	}, func(*ebiten.Image) {})
	if err != nil {
		t.Fatal(err)
	}
	return a, a.Scene().(*boardScene)
}

func TestBoardDrawsAndCountersAreCached(t *testing.T) {
	a, b := newTestApp(t, "test-moscow")
	ft := frame(func() error { return a.Update() }, func(s *ebiten.Image) { a.Dirty = true; a.Draw(s) })
	if ft.err != nil {
		t.Fatal(ft.err)
	}
	n := len(b.art.cache)
	if n == 0 {
		t.Fatal("no counter was drawn")
	}
	frame(func() error { return a.Update() }, func(s *ebiten.Image) { a.Dirty = true; a.Draw(s) })
	if len(b.art.cache) != n {
		t.Fatalf("counter images were made again: %d then %d", n, len(b.art.cache))
	}
	// Painting makes Ebiten images: it runs on the game loop, as every
	// Ebiten call of these tests must (the race detector caught one that
	// did not).
	frame(func() error { b.mc.paintAll(); return nil }, func(*ebiten.Image) {})
	if len(b.mc.tiles) == 0 {
		t.Fatal("no map tiles")
	}
	for _, tl := range b.mc.tiles {
		if w, h := tl.img.Bounds().Dx(), tl.img.Bounds().Dy(); w > 2048 || h > 2048 {
			t.Fatalf("a map tile of %dx%d exceeds 2048 px", w, h)
		}
	}
}

func TestIdleFramesDrawNothing(t *testing.T) {
	for _, scn := range []string{"test-moscow", "reds-1918-1921"} {
		t.Run(scn, func(t *testing.T) { idleFrames(t, scn) })
	}
}

func idleFrames(t *testing.T, scn string) {
	a, b := newTestApp(t, scn)
	// Let the first frames paint what they paint (map tiles come in a
	// few at a time) before counting.
	for k := 0; k < 20 && (a.Dirty || b.mc.pending); k++ {
		frame(func() error { return a.Update() }, func(s *ebiten.Image) { a.Draw(s) })
	}
	frame(func() error { return a.Update() }, func(s *ebiten.Image) { a.Draw(s) })
	drawn, still := 0, 0
	for k := 0; k < 10; k++ {
		var x0, y0, x1, y1 int
		frame(func() error { x0, y0 = ebiten.CursorPosition(); return a.Update() }, func(s *ebiten.Image) {
			x1, y1 = ebiten.CursorPosition()
			if x0 != x1 || y0 != y1 {
				return // the pointer moved: that is input, not idleness
			}
			still++
			if a.Dirty {
				drawn++
			}
			a.Draw(s)
		})
	}
	if still == 0 {
		t.Skip("the pointer never stood still")
	}
	if drawn != 0 {
		t.Fatalf("%d of %d idle frames redrew the screen", drawn, still)
	}
}

// BenchmarkBoardFrame is one full redraw of the board (map tiles, counters,
// status bar) with Update: the figure DESIGN.md's 4 ms target is about.
func BenchmarkBoardFrame(b *testing.B) {
	for _, scn := range []string{"test-moscow", "reds-1918-1921"} {
		if _, err := scenarios.Resolve(scn); err != nil {
			continue // the full scenario comes with the map and counter data
		}
		b.Run(scn, func(b *testing.B) {
			a, _ := newTestApp(b, scn)
			var cpu time.Duration
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				ft := frame(func() error { return a.Update() }, func(s *ebiten.Image) { a.Dirty = true; a.Draw(s) })
				cpu += ft.update + ft.draw
			}
			b.ReportMetric(float64(cpu.Microseconds())/1000/float64(b.N), "ms-cpu/frame")
		})
	}
}

func BenchmarkMapCache(b *testing.B) {
	_, bs := newTestApp(b, "reds-1918-1921")
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		frame(func() error {
			m := newMapCache(bs.state().Data.Board, bs.a.Theme)
			m.paintAll()
			m.dispose()
			return nil
		}, func(*ebiten.Image) {})
	}
}

// BenchmarkFirstFrame is the start of the window on the campaign: the
// scenario read, the map drawn into its tiles, the first frame drawn
// (DESIGN.md: first frame within 1 s).
func BenchmarkFirstFrame(b *testing.B) {
	scn := "reds-1918-1921"
	if _, err := scenarios.Resolve(scn); err != nil {
		scn = "test-moscow"
	}
	for i := 0; i < b.N; i++ {
		var a *ui.App
		frame(func() error {
			var err error
			a, err = ui.NewApp(ui.Options{Scenario: scn, Seed: 1, UIScale: 1}, NewClient(nil).Hooks())
			if err == nil {
				a.Layout(1280, 800)
			}
			return err
		}, func(s *ebiten.Image) { a.Draw(s) })
		if bs, ok := a.Scene().(*boardScene); ok {
			bs.mc.dispose()
		}
	}
}
