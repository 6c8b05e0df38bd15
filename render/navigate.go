package render

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"tachanka/game/hex"
	"tachanka/game/reds"
	"tachanka/render/lang"
)

// navigate moves the camera: the wheel zooms about the cursor, the right
// button or the arrow keys pan, + and - zoom about the centre, Home shows
// the whole map; a press on the mini-map centres the view there.
func (b *boardScene) navigate(a *App) {
	mx, my := ebiten.CursorPosition()
	fx, fy := float64(mx), float64(my)
	if h := b.hexAt(fx, fy); h != b.hover {
		b.hover = h
		if b.drag != nil || b.litNow() != nil {
			a.dirty = true
		}
	}
	if a.top() != nil {
		return
	}
	step := 12.0 * a.th.Scale
	ctrl := ebiten.IsKeyPressed(ebiten.KeyControl)
	if !ctrl {
		for k, d := range map[ebiten.Key][2]float64{ebiten.KeyArrowLeft: {step, 0}, ebiten.KeyArrowRight: {-step, 0},
			ebiten.KeyArrowUp: {0, step}, ebiten.KeyArrowDown: {0, -step}} {
			if ebiten.IsKeyPressed(k) {
				b.cam.Pan(d[0], d[1])
				a.dirty = true
			}
		}
	}
	if _, wy := ebiten.Wheel(); wy != 0 {
		switch {
		case b.sideR.contains(fx, fy) && b.side:
			b.scrollSide(wy)
		case b.mapR.contains(fx, fy):
			b.cam.ZoomAt(math.Pow(1.15, wy), fx, fy)
		}
		a.dirty = true
	}
	if !ctrl && (inpututil.IsKeyJustPressed(ebiten.KeyEqual) || inpututil.IsKeyJustPressed(ebiten.KeyKPAdd)) {
		b.cam.ZoomAt(1.25, b.mapR.cx(), b.mapR.cy())
		a.dirty = true
	}
	if !ctrl && (inpututil.IsKeyJustPressed(ebiten.KeyMinus) || inpututil.IsKeyJustPressed(ebiten.KeyKPSubtract)) {
		b.cam.ZoomAt(0.8, b.mapR.cx(), b.mapR.cy())
		a.dirty = true
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyHome) {
		b.cam.Fit()
		a.dirty = true
	}
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonRight) && b.mapR.contains(fx, fy) {
		b.panning, b.lastX, b.lastY = true, mx, my
	}
	if b.panning {
		if ebiten.IsMouseButtonPressed(ebiten.MouseButtonRight) {
			if mx != b.lastX || my != b.lastY {
				b.cam.Pan(float64(mx-b.lastX), float64(my-b.lastY))
				b.lastX, b.lastY = mx, my
				a.dirty = true
			}
		} else {
			b.panning = false
		}
	}
	if ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft) && b.press == nil && b.mini.contains(b, fx, fy) {
		wx, wy := b.mini.toWorld(fx, fy)
		b.cam.CenterOn(wx, wy)
		a.dirty = true
	}
}

// keys are the keyboard shortcuts (the rules panel lists them).
func (b *boardScene) keys(a *App) {
	if a.top() != nil {
		return
	}
	ctrl := ebiten.IsKeyPressed(ebiten.KeyControl)
	just := inpututil.IsKeyJustPressed
	switch {
	case ctrl && just(ebiten.KeyS):
		b.Save(false)
	case ctrl && just(ebiten.KeyO):
		b.Load()
	case ctrl && just(ebiten.KeyZ):
		b.undoMove()
	case ctrl && (just(ebiten.KeyEqual) || just(ebiten.KeyKPAdd)):
		s := a.set
		s.StepScale(1)
		a.applySettings(s)
	case ctrl && (just(ebiten.KeyMinus) || just(ebiten.KeyKPSubtract)):
		s := a.set
		s.StepScale(-1)
		a.applySettings(s)
	case ctrl:
	case just(ebiten.KeySpace):
		b.anim.skip()
	case just(ebiten.KeyE):
		b.endStep()
	case just(ebiten.KeyTab):
		b.toggleSide()
	case just(ebiten.KeyL):
		b.showTab("log")
	case just(ebiten.KeyG):
		b.showTab("game")
	case just(ebiten.KeyP):
		b.showTab("forces")
	case just(ebiten.KeyS):
		b.overlays.supply = !b.overlays.supply
		a.dirty = true
	case just(ebiten.KeyZ):
		b.overlays.zoc = !b.overlays.zoc
		a.dirty = true
	case just(ebiten.KeyF):
		b.overlays.fronts = !b.overlays.fronts
		a.dirty = true
	case just(ebiten.KeyK):
		b.overlays.stacking = !b.overlays.stacking
		a.dirty = true
	case just(ebiten.KeyM):
		b.showMini = !b.showMini
		a.dirty = true
	case just(ebiten.KeyBracketLeft):
		s := a.set
		s.StepSpeed(-1)
		a.applySettings(s)
		b.say(lang.T("msg.speed", speedName(s.AnimSpeed)), false)
	case just(ebiten.KeyBracketRight):
		s := a.set
		s.StepSpeed(1)
		a.applySettings(s)
		b.say(lang.T("msg.speed", speedName(s.AnimSpeed)), false)
	case just(ebiten.KeyF1), just(ebiten.KeySlash):
		a.openRules("")
	case just(ebiten.KeyEscape):
		switch {
		case b.anim.active():
			b.anim.skip()
		case b.openStack.Valid() || len(b.sel) > 0 || b.landing || b.trayPick != "":
			b.openStack, b.sel, b.landing, b.trayPick = hex.None, nil, false, ""
		default:
			a.show(newGameMenu(a, b))
		}
		a.dirty = true
	}
}

func (b *boardScene) showTab(t string) {
	if !b.side {
		b.toggleSide()
	}
	b.tab = t
	b.a.dirty = true
}

// endStep ends the movement, combat or strategic step, the Red Train step
// (the train stays) or the replacement step: whatever the E key and the
// status bar's main button mean now.
func (b *boardScene) endStep() {
	if !b.ours() {
		return
	}
	s := b.state()
	switch s.Pending.Kind {
	case reds.DecideMovement, reds.DecideCombat, reds.DecideStrategic, reds.DecideRedTrain, reds.DecideReplace:
		b.act(reds.Action{Type: reds.ActEndStep, Side: s.Pending.Side}, true)
	}
}
