package poltavaui

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/game/hex"
	"tachanka/game/poltava"
	"tachanka/render/ui"
	"tachanka/render/uitest"
)

// TestMain runs the tests in a real game loop (package uitest), which
// needs a display (Xvfb).
func TestMain(m *testing.M) { uitest.Main(m, "poltavaui") }

// frame runs update, then draw, in one frame of the test's game loop.
func frame(update func(), draw func(*ebiten.Image)) { uitest.Frame(update, draw) }

// openBoard opens the window's board on o, sized like the default window.
func openBoard(t testing.TB, o ui.Options) (*ui.App, *boardScene) {
	t.Helper()
	var a *ui.App
	var err error
	frame(func() {
		a, err = ui.NewApp(o, ui.Hooks{Open: Open})
		if err == nil {
			a.Layout(1280, 800)
		}
	}, nil)
	if err != nil {
		t.Fatal(err)
	}
	b, ok := a.Scene().(*boardScene)
	if !ok {
		t.Fatalf("the scene is a %T", a.Scene())
	}
	return a, b
}

// Both scenarios open on their set-up, draw whole frames (map tiles,
// counters, labels, the panel) in both languages and at any zoom, and put
// every counter on the map where the engine has it.
func TestBoardDrawsBothScenarios(t *testing.T) {
	for _, scn := range []string{"poltava-main", "poltava-whole"} {
		for _, lng := range []string{"en", "ru"} {
			t.Run(scn+"-"+lng, func(t *testing.T) {
				a, b := openBoard(t, ui.Options{Scenario: scn, Seed: 1, UIScale: 1, Lang: lng})
				if b.st.Phase != poltava.PhaseSetup {
					t.Fatalf("a new game opens in phase %v", b.st.Phase)
				}
				for _, zoom := range []float64{0, 0.2, 1, 2.5} {
					frame(func() {
						if zoom > 0 {
							b.cam.Zoom = zoom
						}
					}, func(s *ebiten.Image) { a.Dirty = true; a.Draw(s) })
				}
				placed := layoutCounters(b.st, b.grid)
				on := 0
				for i := range b.st.Units {
					if b.st.Units[i].Status == poltava.OnMap {
						on++
					}
				}
				if len(placed) != on || on == 0 {
					t.Fatalf("%d counters laid out for %d units on the map", len(placed), on)
				}
				for _, p := range placed {
					h := b.layout.At(p.x+counterWorld/2, p.y+counterWorld/2)
					if hex.Distance(h, p.u.Hex) > 1 {
						t.Errorf("%s on %v is drawn at hex %v", p.u.ID, p.u.Hex, h)
					}
				}
				if len(b.art.cache) == 0 {
					t.Fatal("no counter was painted")
				}
				var pi ui.ProbeInfo
				b.FillProbe(&pi)
				if pi.Scene != "poltava" || len(pi.Units) != on || pi.Turn != b.file.FirstTurn {
					t.Fatalf("probe: scene %q, %d units, turn %d", pi.Scene, len(pi.Units), pi.Turn)
				}
			})
		}
	}
}

// The options' zoom and centre place the view: the hex asked for is in the
// middle of the map's viewport.
func TestBoardOpensOnTheCentreAsked(t *testing.T) {
	c := hex.MustParse("2816")
	_, b := openBoard(t, ui.Options{Scenario: "poltava-main", Seed: 1, UIScale: 1, Zoom: 1.5, Center: c})
	if b.cam.Zoom != 1.5 {
		t.Fatalf("zoom %v", b.cam.Zoom)
	}
	if h := b.hexAt(b.mapR.CX(), b.mapR.CY()); h != c {
		t.Fatalf("the middle of the view is %v, want %v", h, c)
	}
}

func TestShortEnglishNames(t *testing.T) {
	for name, want := range map[string]string{
		"Uppland Regiment, 2nd Battalion":              "Uppland 2",
		"Skaraborg Regiment":                           "Skaraborg",
		"Life Guards, Grenadier Battalion":             "Life Gds Gr.",
		"Tver Dragoons":                                "Tver Dr.",
		"Bilts's Grenadiers":                           "Bilts Gr.",
		"Dalarna (Dalecarlia) Regiment, 1st Battalion": "Dalarna 1",
	} {
		if got := shortName(name); got != want {
			t.Errorf("%q: %q, want %q", name, got, want)
		}
	}
}

// BenchmarkFirstFrame is the window opening on Scenario 2: the files read,
// the overview painted, the tiles in view painted and the first frame drawn.
func BenchmarkFirstFrame(bm *testing.B) {
	for i := 0; i < bm.N; i++ {
		a, b := openBoard(bm, ui.Options{Scenario: "poltava-whole", Seed: 1, UIScale: 1})
		frame(nil, func(s *ebiten.Image) { a.Draw(s) })
		frame(func() { b.mc.dispose(); b.art.dispose() }, nil)
	}
}
