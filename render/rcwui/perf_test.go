package rcwui

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/render/ui"
)

// A frame of the board, once its tints, counters and words are painted,
// draws in a fraction of a second even on a software renderer, far and
// near: panning redraws it at every tick. (Painting each shape on the
// screen, as first written, took seconds a frame.)
func TestSteadyFrameIsCheap(t *testing.T) {
	s := shotState(t)
	for _, z := range []float64{0, 1.4} {
		a, b := openBoard(t, s, ui.Options{Zoom: z, UIScale: 1}, 1280, 800)
		var took time.Duration
		for k := range 3 {
			frame(func() { b.cam.Pan(float64(k*7), 3) }, func(screen *ebiten.Image) {
				start := time.Now()
				a.Dirty = true
				a.Draw(screen)
				_ = screen.At(1, 1) // waits for the drawing
				took = time.Since(start)
			})
		}
		t.Logf("zoom %v: a steady frame in %v", z, took)
		if took > 1500*time.Millisecond {
			t.Errorf("zoom %v: a steady frame took %v", z, took)
		}
	}
}
