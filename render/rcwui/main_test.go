package rcwui

import (
	"math/rand/v2"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/game/dice"
	"tachanka/game/rcw"
	"tachanka/render/ui"
	"tachanka/render/uitest"
	"tachanka/scenarios"
)

// TestMain runs the tests in a real game loop (package uitest), which
// needs a display (Xvfb).
func TestMain(m *testing.M) { uitest.Main(m, "rcwui") }

// frame runs update, then draw, in one frame of the test's game loop.
func frame(update func(), draw func(*ebiten.Image)) { uitest.Frame(update, draw) }

// newApp is the window's app on its menu, w by h, with options o.
func newApp(t testing.TB, o ui.Options, w, h int) *ui.App {
	t.Helper()
	var a *ui.App
	var err error
	o.View = "menu"
	frame(func() {
		a, err = ui.NewApp(o, ui.Hooks{})
		if err == nil {
			a.Layout(w, h)
		}
	}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// openBoard opens the board of a state in an app of w by h pixels.
func openBoard(t testing.TB, s *rcw.State, o ui.Options, w, h int) (*ui.App, *boardScene) {
	t.Helper()
	a := newApp(t, o, w, h)
	var b *boardScene
	frame(func() {
		b = ShotScene(a, s, allRandom(s)).(*boardScene)
		a.SetScene(b)
	}, nil)
	return a, b
}

// midGame is a seeded random game of n players played until Game-Turn
// turns begins (or it ends), every seat random.
func midGame(t testing.TB, n int, seed uint64, turns int) *rcw.State {
	t.Helper()
	d, err := scenarios.RCWData()
	if err != nil {
		t.Fatal(err)
	}
	s, err := rcw.NewState(d, n)
	if err != nil {
		t.Fatal(err)
	}
	rcw.Start(s, seed)
	r := rand.New(rand.NewPCG(seed, 7))
	for step := 0; !s.Over() && s.Turn < turns; step++ {
		if step > 50000 {
			t.Fatalf("no Game-Turn %d after %d actions", turns, step)
		}
		if _, err := rcw.Apply(s, pickRandom(s, r)); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// allRandom seats a random player at every letter of a state.
func allRandom(s *rcw.State) map[string]string {
	out := map[string]string{}
	for _, p := range s.Players {
		out[p.Letter] = "random"
	}
	return out
}

// pickRandom is the engine's random player's choice for every player
// (rcw.State.RandomActionOf), its dice drawn from the test's generator.
func pickRandom(s *rcw.State, r *rand.Rand) rcw.Action {
	dr := dice.New(r.Uint64())
	a, _ := s.RandomActionOf(&dr, nil)
	return a
}
