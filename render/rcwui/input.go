package rcwui

import (
	"math"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"tachanka/game/rcw"
	"tachanka/render/ui"
)

// The board's input: keys and the wheel move the camera; the panels'
// buttons act; a press on a stack with a force to move starts dragging it
// (move.go), any other drag pans the map; a click spreads a province,
// picks a counter of the spread, or in the Combat Phase makes an enemy
// stack the target of the attack panel.

func (b *boardScene) Update(a *ui.App) error {
	b.checkCurtain()
	b.syncForm()
	if b.anim != nil && (a.Left.Pressed || len(inpututil.AppendJustPressedKeys(nil)) > 0) {
		b.anim = nil // a click or a key ends the show
		a.Dirty = true
	}
	b.animRunning(time.Now())
	if b.clicks(a) {
		return nil
	}
	if b.random.step(b, time.Now()) {
		a.Dirty = true
	}
	if b.dice.face > 0 {
		a.Dirty = true // the die rolls, then stays a moment
		if !b.dice.showing() {
			b.dice = diceShow{}
		}
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
	if _, wy := ebiten.Wheel(); wy != 0 && b.logR.Contains(mx, my) {
		b.logScroll = max(0, b.logScroll+wy*a.Theme.S(24))
		a.Dirty = true
	}
	if _, wy := ebiten.Wheel(); wy != 0 && b.mapR.Contains(mx, my) {
		b.cam.ZoomAt(math.Pow(1.15, wy), mx, my)
		a.Dirty = true
	}
	just := inpututil.IsKeyJustPressed
	ctrl := ebiten.IsKeyPressed(ebiten.KeyControl)
	switch {
	case b.entry != nil: // a line being typed takes the keyboard
		b.typing()
	case just(ebiten.KeyEqual) || just(ebiten.KeyKPAdd):
		b.cam.ZoomAt(1.25, b.mapR.CX(), b.mapR.CY())
		a.Dirty = true
	case just(ebiten.KeyMinus) || just(ebiten.KeyKPSubtract):
		b.cam.ZoomAt(0.8, b.mapR.CX(), b.mapR.CY())
		a.Dirty = true
	case just(ebiten.KeyHome):
		b.cam.Fit()
		a.Dirty = true
	case ctrl && just(ebiten.KeyS):
		b.Save(false)
	case ctrl && just(ebiten.KeyO):
		b.Load()
	case just(ebiten.KeySpace):
		b.random.paused = !b.random.paused
		a.Dirty = true
	case just(ebiten.KeyR) && !ctrl:
		b.playWaiting()
	case just(ebiten.KeyP) && !ctrl && b.curtain == "":
		b.togglePolitics()
		a.Dirty = true
	case just(ebiten.KeyEscape):
		switch {
		case b.drag != nil || b.target != 0 || b.polOpen || b.route != nil:
			b.drag, b.target, b.polOpen, b.route = nil, 0, false, nil
			b.lit = map[string]bool{}
			a.Dirty = true
		case b.spread != "":
			b.closeSpread()
		default:
			a.Show(ui.NewGameMenu(a, b))
			return nil
		}
	}
	if b.curtain == "" {
		b.mouse(a, mx, my)
	}
	return nil
}

// clicks handles the buttons: under the curtain only its own.
func (b *boardScene) clicks(a *ui.App) bool {
	id := a.ClickID
	if id == "" {
		return false
	}
	if b.curtain != "" {
		if id == "rcw:curtain" {
			b.openCurtain()
		}
		return true
	}
	switch id {
	case "rcw:random":
		b.playWaiting()
		return true
	case "rcw:pause":
		b.random.paused = !b.random.paused
		a.Dirty = true
		return true
	case "rcw:politics":
		b.togglePolitics()
		a.Dirty = true
		return true
	case "rcw:objections":
		b.table.AskObjections = !b.table.AskObjections
		b.asking = false
		b.Autosave()
		a.Dirty = true
		return true
	}
	if l, ok := strings.CutPrefix(id, "rcw:seat:"); ok {
		b.switchSeat(l)
		return true
	}
	return b.panelClick(id)
}

// mouse: a press on a stack with a force to move drags it; elsewhere a
// drag pans the map; a click (a press and release that did not move)
// spreads the province under it, or closes the spread.
func (b *boardScene) mouse(a *ui.App, mx, my float64) {
	l := &a.Left
	if l.Pressed && a.ClickID == "" && b.mapR.Contains(mx, my) && !b.onPanel(mx, my) {
		b.panning, b.dragged = true, false
		b.lastX, b.lastY = mx, my
		b.drag = nil
		if st := b.stackPressed(mx, my); st != 0 && b.startDrag(st) {
			b.panning = false
		}
	}
	if d := b.drag; d != nil {
		if l.Down || l.Released {
			if !d.live && l.Moved(mx, my, a.Theme.S(5)) {
				d.live = true
				b.showLit()
			}
		}
		if l.Released {
			if d.live {
				b.drop(b.provinceUnder(mx, my))
			} else {
				b.drag = nil
				b.click(l.X, l.Y)
			}
		}
		return
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

// onPanel reports a point on the decision or the politics panel.
func (b *boardScene) onPanel(x, y float64) bool {
	for _, r := range b.panels {
		if r.Contains(x, y) {
			return true
		}
	}
	return false
}

// stackPressed is the stack under a screen point: a counter of the open
// spread, a stack drawn on the map, or, on a province's token far away,
// its first stack with a force to move.
func (b *boardScene) stackPressed(x, y float64) int {
	if v := b.spreadLayout(); v.code != "" && v.r.Contains(x, y) {
		for _, it := range v.items {
			if it.r.Contains(x, y) {
				return it.stack
			}
		}
		return 0
	}
	code, st := b.stackAt(x, y)
	if st == 0 && code != "" {
		// Far away a token stands for the province's stacks: it is the
		// first of them with a force of the seat's to move.
		for _, s := range b.st.StacksIn(code) {
			if len(b.forcesOf(s.ID)) > 0 {
				return s.ID
			}
		}
	}
	return st
}

// click at a screen point: a counter of the open spread selects it (an
// enemy one, in the Combat Phase, becomes the target); a province opens
// its spread; anything else closes the spread.
func (b *boardScene) click(x, y float64) {
	b.a.Dirty = true
	if st := b.stackPressed(x, y); st != 0 && b.st.Pending.Kind == rcw.DecideCombat && b.attackable(st) {
		b.target = st
	}
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
