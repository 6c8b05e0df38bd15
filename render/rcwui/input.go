package rcwui

import (
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"tachanka/render/ui"
)

// The board's input: keys and the wheel move the camera, a drag pans the
// map, a click spreads a province or picks a counter of the spread. The
// moves of forces by mouse will start from the same press (a press on a
// stack) and end on a lit province.

func (b *boardScene) Update(a *ui.App) error {
	if b.random.step(b, time.Now()) {
		a.Dirty = true
	}
	mx, my := a.MX, a.MY
	if p := b.provinceUnder(mx, my); p != b.hover {
		b.hover = p
		a.Dirty = true
	}
	step := 12.0 * a.Theme.Scale
	for k, d := range map[ebiten.Key][2]float64{ebiten.KeyArrowLeft: {step, 0}, ebiten.KeyArrowRight: {-step, 0},
		ebiten.KeyArrowUp: {0, step}, ebiten.KeyArrowDown: {0, -step}} {
		if ebiten.IsKeyPressed(k) {
			b.cam.Pan(d[0], d[1])
			a.Dirty = true
		}
	}
	if _, wy := ebiten.Wheel(); wy != 0 && b.mapR.Contains(mx, my) {
		b.cam.ZoomAt(math.Pow(1.15, wy), mx, my)
		a.Dirty = true
	}
	just := inpututil.IsKeyJustPressed
	switch {
	case just(ebiten.KeyEqual) || just(ebiten.KeyKPAdd):
		b.cam.ZoomAt(1.25, b.mapR.CX(), b.mapR.CY())
		a.Dirty = true
	case just(ebiten.KeyMinus) || just(ebiten.KeyKPSubtract):
		b.cam.ZoomAt(0.8, b.mapR.CX(), b.mapR.CY())
		a.Dirty = true
	case just(ebiten.KeyHome):
		b.cam.Fit()
		a.Dirty = true
	case just(ebiten.KeySpace):
		b.random.paused = !b.random.paused
		a.Dirty = true
	case just(ebiten.KeyR):
		b.playWaiting()
	case just(ebiten.KeyEscape):
		if b.spread != "" {
			b.closeSpread()
		} else {
			a.Show(ui.NewGameMenu(a, b))
			return nil
		}
	}
	switch a.ClickID {
	case "rcw:random":
		b.playWaiting()
		return nil
	case "rcw:pause":
		b.random.paused = !b.random.paused
		a.Dirty = true
		return nil
	}
	b.mouse(a, mx, my)
	return nil
}

// mouse: a drag on the map pans it; a click (a press and release that did
// not move) spreads the province under it, or closes the spread.
func (b *boardScene) mouse(a *ui.App, mx, my float64) {
	l := &a.Left
	if l.Pressed && a.ClickID == "" && b.mapR.Contains(mx, my) {
		b.panning, b.dragged = true, false
		b.lastX, b.lastY = mx, my
	}
	if !b.panning {
		return
	}
	if l.Down || l.Released {
		if !b.dragged && l.Moved(mx, my, a.Theme.S(5)) {
			b.dragged = true
		}
		if b.dragged && (mx != b.lastX || my != b.lastY) {
			b.cam.Pan(mx-b.lastX, my-b.lastY)
			b.lastX, b.lastY = mx, my
			a.Dirty = true
		}
	}
	if l.Released {
		b.panning = false
		if !b.dragged {
			b.click(l.X, l.Y)
		}
	}
}

// click at a screen point: a counter of the open spread selects it; a
// province opens its spread; anything else closes the spread.
func (b *boardScene) click(x, y float64) {
	b.a.Dirty = true
	if v := b.spreadLayout(); v.code != "" && v.r.Contains(x, y) {
		for _, it := range v.items {
			if it.r.Contains(x, y) {
				b.sel = selection{province: v.code, stack: it.stack, piece: it.piece}
			}
		}
		return
	}
	code := b.provinceUnder(x, y)
	if code == "" || code == b.spread {
		b.closeSpread()
		return
	}
	b.spread = code
	b.sel = selection{province: code}
}

func (b *boardScene) closeSpread() {
	b.spread, b.sel = "", selection{}
	b.a.Dirty = true
}
