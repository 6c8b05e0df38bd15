package redsui

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"tachanka/game/hex"
	"tachanka/game/reds"
	"tachanka/render/lang"
	"tachanka/render/ui"
)

// navigate moves the camera: the wheel zooms about the cursor, the right
// button or the arrow keys pan, + and - zoom about the centre, Home shows
// the whole map; a press on the mini-map centres the view there.
func (b *boardScene) navigate(a *ui.App) {
	mx, my := ebiten.CursorPosition()
	fx, fy := float64(mx), float64(my)
	if h := b.hexAt(fx, fy); h != b.hover {
		b.hover = h
		if b.drag != nil || b.litNow() != nil {
			a.Dirty = true
		}
	}
	if a.Top() != nil {
		return
	}
	step := 12.0 * a.Theme.Scale
	ctrl := ebiten.IsKeyPressed(ebiten.KeyControl)
	if !ctrl {
		for k, d := range map[ebiten.Key][2]float64{ebiten.KeyArrowLeft: {step, 0}, ebiten.KeyArrowRight: {-step, 0},
			ebiten.KeyArrowUp: {0, step}, ebiten.KeyArrowDown: {0, -step}} {
			if ebiten.IsKeyPressed(k) {
				b.cam.Pan(d[0], d[1])
				b.dir.PlayerMoved()
				a.Dirty = true
			}
		}
	}
	if _, wy := ebiten.Wheel(); wy != 0 {
		switch {
		case b.sideR.Contains(fx, fy) && b.side:
			b.scrollSide(wy)
		case b.mapR.Contains(fx, fy):
			b.cam.ZoomAt(math.Pow(1.15, wy), fx, fy)
			b.dir.PlayerMoved()
		}
		a.Dirty = true
	}
	if !ctrl && (inpututil.IsKeyJustPressed(ebiten.KeyEqual) || inpututil.IsKeyJustPressed(ebiten.KeyKPAdd)) {
		b.cam.ZoomAt(1.25, b.mapR.CX(), b.mapR.CY())
		b.dir.PlayerMoved()
		a.Dirty = true
	}
	if !ctrl && (inpututil.IsKeyJustPressed(ebiten.KeyMinus) || inpututil.IsKeyJustPressed(ebiten.KeyKPSubtract)) {
		b.cam.ZoomAt(0.8, b.mapR.CX(), b.mapR.CY())
		b.dir.PlayerMoved()
		a.Dirty = true
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyHome) {
		b.cam.Fit()
		b.dir.PlayerMoved()
		a.Dirty = true
	}
	if a.Right.Pressed && b.mapR.Contains(fx, fy) {
		b.panning, b.lastX, b.lastY = true, mx, my
	}
	if b.panning {
		if a.Right.Down {
			if mx != b.lastX || my != b.lastY {
				b.cam.Pan(float64(mx-b.lastX), float64(my-b.lastY))
				b.dir.PlayerMoved()
				b.lastX, b.lastY = mx, my
				a.Dirty = true
			}
		} else {
			b.panning = false
		}
	}
	if a.Left.Down && b.press == nil && b.mini.contains(b, fx, fy) {
		wx, wy := b.mini.toWorld(fx, fy)
		b.cam.CenterOn(wx, wy)
		b.dir.PlayerMoved()
		a.Dirty = true
	}
}

// keys are the keyboard shortcuts (the rules panel lists them).
func (b *boardScene) keys(a *ui.App) {
	if a.Top() != nil {
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
		s := a.Settings
		s.StepScale(1)
		a.ApplySettings(s)
	case ctrl && (just(ebiten.KeyMinus) || just(ebiten.KeyKPSubtract)):
		s := a.Settings
		s.StepScale(-1)
		a.ApplySettings(s)
	case ctrl:
	case ui.SkipPressed():
		b.skipToDecision()
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
		a.Dirty = true
	case just(ebiten.KeyZ):
		b.overlays.zoc = !b.overlays.zoc
		a.Dirty = true
	case just(ebiten.KeyF):
		b.overlays.fronts = !b.overlays.fronts
		a.Dirty = true
	case just(ebiten.KeyK):
		b.overlays.stacking = !b.overlays.stacking
		a.Dirty = true
	case just(ebiten.KeyM):
		b.showMini = !b.showMini
		a.Dirty = true
	case just(ebiten.KeyBracketLeft):
		s := a.Settings
		s.StepSpeed(-1)
		a.ApplySettings(s)
		b.say(lang.T("msg.speed", ui.SpeedName(s.AnimSpeed)), false)
	case just(ebiten.KeyBracketRight):
		s := a.Settings
		s.StepSpeed(1)
		a.ApplySettings(s)
		b.say(lang.T("msg.speed", ui.SpeedName(s.AnimSpeed)), false)
	case just(ebiten.KeyF1), just(ebiten.KeySlash):
		a.OpenRules("")
	case just(ebiten.KeyA):
		b.openAids("")
	case just(ebiten.KeyEscape):
		switch {
		case b.anim.active():
			b.anim.skip()
		case b.openStack.Valid() || len(b.sel) > 0 || b.landing || b.trayPick != "":
			b.openStack, b.sel, b.landing, b.trayPick = hex.None, nil, false, ""
		default:
			a.Show(ui.NewGameMenu(a, b))
		}
		a.Dirty = true
	}
}

func (b *boardScene) showTab(t string) {
	if !b.side {
		b.toggleSide()
	}
	b.tab = t
	b.a.Dirty = true
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
	case reds.DecideGarrisons:
		b.endGarrisons()
	}
}
