package rcwui

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/game/rcw"
	"tachanka/render/lang"
	"tachanka/render/ui"
)

// shotState is the position of the pictures in docs: a seeded random
// 5-player game at the start of its fourth Game-Turn.
func shotState(t testing.TB) *rcw.State { return midGame(t, 5, 5005, 4) }

// shoot renders the board of a state w by h at a zoom (0: the whole map)
// in a language, and writes it to RCW_SHOT's directory under name when
// that is set.
func shoot(t *testing.T, s *rcw.State, name string, w, h int, zoom float64, l, spread string) *image.RGBA {
	t.Helper()
	a := newApp(t, ui.Options{Zoom: zoom, UIScale: 1, Lang: l}, w, h)
	defer lang.Set(lang.Current())
	var img *image.RGBA
	frame(nil, func(*ebiten.Image) {
		off := ebiten.NewImage(w, h)
		img = Shot(a, s, allRandom(s), spread, off)
		off.Deallocate()
	})
	if dir := os.Getenv("RCW_SHOT"); dir != "" && name != "" {
		f, err := os.Create(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		if err := png.Encode(f, img); err != nil {
			t.Fatal(err)
		}
	}
	return img
}

// The board of a mid-game position draws in both languages, near and far:
// with RCW_SHOT=DIR it writes docs/rcw-board.png (counters legible),
// docs/rcw-board-full.png (the whole map) and docs/rcw-board-spread.png
// (the busiest province's stacks spread open).
func TestBoardShots(t *testing.T) {
	s := shotState(t)
	shoot(t, s, "rcw-board.png", 1600, 1000, 1.4, "en", "")
	shoot(t, s, "rcw-board-full.png", 1600, 1000, 0, "en", "")
	shoot(t, s, "rcw-board-spread.png", 1600, 1000, 1.0, "en", busiest(s))
	shoot(t, s, "", 1600, 1000, 1.0, "ru", "")
}

// busiest is the province with the most counters.
func busiest(s *rcw.State) string {
	best, n := "", 0
	for _, p := range s.Data().Map.Provinces {
		k := 0
		for _, st := range s.StacksIn(p.Code) {
			k += len(st.Pieces)
		}
		if k > n {
			best, n = p.Code, k
		}
	}
	return best
}
