package redsui

import (
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// Issue 22, item 6: after Home the whole map stays in view when the
// window is made smaller, and Home then fits the smaller window.
func TestHomeFitsTheResizedWindow(t *testing.T) {
	a, b := newTestApp(t, "test-moscow")
	b.cam.ZoomAt(2, b.mapR.CX(), b.mapR.CY())
	b.cam.Fit() // Home
	frame(func() error { a.Layout(700, 500); return nil }, func(*ebiten.Image) {})
	if b.mapR.W > 700 {
		t.Fatalf("the map's viewport is %v wide in a 700 px window", b.mapR.W)
	}
	if want := b.fitZoom(); math.Abs(b.cam.Zoom-want) > 1e-9 {
		t.Errorf("after Home and a resize the zoom is %v, the whole map needs %v", b.cam.Zoom, want)
	}
	b.cam.Fit()
	if want := b.fitZoom(); math.Abs(b.cam.Zoom-want) > 1e-9 {
		t.Errorf("Home zooms to %v, the whole map needs %v", b.cam.Zoom, want)
	}
}
