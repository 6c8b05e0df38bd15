package redsui

import (
	"errors"
	"os"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/render/ui"
	"tachanka/scenarios"
)

// Ebiten owns the main thread: TestMain runs one game loop there for the
// whole test binary, and tests hand it frames to run (frameJob). This needs
// a display; `make test` and `make bench` provide Xvfb.

type frameJob struct {
	update func() error
	draw   func(*ebiten.Image)
	done   chan frameTimes
}

type frameTimes struct {
	update, draw time.Duration
	err          error
}

var jobs = make(chan *frameJob)

type runner struct {
	cur *frameJob
	t   frameTimes
}

func (r *runner) Update() error {
	select {
	case j, ok := <-jobs:
		if !ok {
			return ebiten.Termination
		}
		r.cur = j
		start := time.Now()
		if j.update != nil {
			r.t.err = j.update()
		}
		r.t.update = time.Since(start)
	default:
		time.Sleep(time.Millisecond) // idle: leave the CPU to other tests
	}
	return nil
}

func (r *runner) Draw(screen *ebiten.Image) {
	if r.cur == nil {
		return
	}
	start := time.Now()
	r.cur.draw(screen)
	r.t.draw = time.Since(start)
	r.cur.done <- r.t
	r.cur, r.t = nil, frameTimes{}
}

func (r *runner) Layout(w, h int) (int, int) { return 1280, 800 }

func TestMain(m *testing.M) {
	// The tests' games autosave and remember settings: keep them out of
	// the user's own directories.
	tmp, err := os.MkdirTemp("", "tachanka-render-")
	if err != nil {
		os.Stderr.WriteString(err.Error() + "\n")
		os.Exit(1)
	}
	defer os.RemoveAll(tmp)
	os.Setenv("XDG_DATA_HOME", tmp)
	os.Setenv("XDG_CONFIG_HOME", tmp)
	code := make(chan int, 1)
	go func() {
		c := m.Run()
		close(jobs)
		code <- c
	}()
	// The tests draw on a 1280x800 screen (Layout) whatever the window's
	// size. The window is kept tiny in a corner: the client tests drive a
	// real pointer on the same display and must not meet it.
	ebiten.SetWindowSize(48, 48)
	ebiten.SetWindowTitle("render-tests")
	ebiten.SetWindowPosition(0, 0)
	ebiten.SetVsyncEnabled(false)
	ebiten.SetTPS(ebiten.SyncWithFPS)
	if err := ebiten.RunGame(&runner{}); err != nil && !errors.Is(err, ebiten.Termination) {
		os.Stderr.WriteString("render tests: " + err.Error() + "\n")
		os.Exit(1)
	}
	c := <-code
	os.RemoveAll(tmp)
	os.Exit(c)
}

// frame runs one Update and Draw on the game loop and reports their times.
func frame(update func() error, draw func(*ebiten.Image)) frameTimes {
	j := &frameJob{update: update, draw: draw, done: make(chan frameTimes, 1)}
	jobs <- j
	return <-j.done
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
