package ui

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"tachanka/render/lang"
)

// NewGameMenu is the menu of a game in progress (Esc, or the top bar).
func NewGameMenu(a *App, b Playing) *Dialog {
	d := &Dialog{App: a, ID: "game_menu", Title: lang.T("gm.title"), Width: 360}
	d.Items = []DialogItem{
		{Label: lang.T("gm.continue"), Unit: -1},
		{Label: lang.T("top.save"), Unit: -1},
		{Label: lang.T("top.load"), Unit: -1},
		{Label: lang.T("top.settings"), Unit: -1},
		{Label: lang.T("top.rules"), Unit: -1},
		{Label: lang.T("gm.main_menu"), Unit: -1},
		{Label: lang.T("gm.quit"), Unit: -1},
	}
	d.Instant = func(k int) string {
		switch k {
		case 1:
			a.closeModal(d)
			b.Save(true)
		case 2:
			a.closeModal(d)
			b.Load()
		case 3:
			a.closeModal(d)
			a.Show(NewSettingsDialog(a))
		case 4:
			a.closeModal(d)
			a.OpenRules("")
		case 5:
			b.Autosave()
			a.SetScene(NewMenuScene(a))
		case 6:
			b.Autosave()
			a.quit = true
		}
		return ""
	}
	d.Buttons = []DialogButton{CancelButton()}
	return d
}

// settingsDialog edits the settings: language, UI scale, colour-blind
// palette, animation speed, the hotseat hand-over screen.
type settingsDialog struct {
	a *App
	// anchor is where the pointer clicked a UI scale button (the button's
	// id and the point): the dialog is laid out so that the button stays
	// under the pointer at the new scale, not centred.
	anchorID   string
	anchorX    float64
	anchorY    float64
	anchorSeen bool
}

// NewSettingsDialog is the settings dialog.
func NewSettingsDialog(a *App) Modal { return &settingsDialog{a: a} }

func (d *settingsDialog) Name() string { return "settings" }

func (d *settingsDialog) Update(a *App) bool {
	if inpututil.IsKeyJustPressed(ebiten.KeyEscape) || inpututil.IsKeyJustPressed(ebiten.KeyEnter) || a.ClickID == "set:close" {
		a.Dirty = true
		return true
	}
	s := a.Settings
	switch a.ClickID {
	case "set:lang:en":
		s.Lang = "en"
	case "set:lang:ru":
		s.Lang = "ru"
	case "set:scale:-", "set:scale:+":
		if a.ClickID == "set:scale:-" {
			s.StepScale(-1)
		} else {
			s.StepScale(1)
		}
		d.anchorID, d.anchorX, d.anchorY, d.anchorSeen = a.ClickID, a.MX, a.MY, true
	case "set:speed:-":
		s.StepSpeed(-1)
	case "set:speed:+":
		s.StepSpeed(1)
	case "set:colorblind":
		s.ColorBlind = !s.ColorBlind
	case "set:handover":
		s.NoHandover = !s.NoHandover
	case "set:garrisons":
		s.AskGarrisons = !s.AskGarrisons
	case "set:pacing":
		if s.CombatsOnly() {
			s.Pacing = ""
		} else {
			s.Pacing = PacingCombats
		}
	default:
		return false
	}
	a.ApplySettings(s)
	return false
}

// rect is the dialog's panel: centred, or placed so that the UI scale
// button last clicked is under the point it was clicked at (kept on the
// screen).
func (d *settingsDialog) rect(th *Theme, w, h float64) Rect {
	pw, ph := min(th.S(460), w-th.S(20)), th.S(402)
	r := Rect{(w - pw) / 2, (h - ph) / 2, pw, ph}
	if !d.anchorSeen {
		return r
	}
	// The scale buttons' centres, from the panel's corner (as Draw lays
	// them out).
	bh := th.S(28)
	ox, oy := pw*0.45+bh/2, th.S(60)+th.S(44)+bh/2
	if d.anchorID == "set:scale:+" {
		ox += bh + th.S(80)
	}
	r.X = min(max(d.anchorX-ox, 0), w-pw)
	r.Y = min(max(d.anchorY-oy, 0), h-ph)
	return r
}

func (d *settingsDialog) Draw(dst *ebiten.Image) {
	a := d.a
	th := a.Theme
	w, h := float64(a.W), float64(a.H)
	FillRect(dst, Rect{0, 0, w, h}, WithAlpha(th.C("background"), 110))
	r := d.rect(th, w, h)
	pw, ph := r.W, r.H
	th.DrawPanel(dst, r.X, r.Y, r.W, r.H)
	pad := th.S(18)
	DrawText(dst, lang.T("set.title"), th.Face(18, true), r.X+pad, r.Y+pad, th.C("text"))
	y := r.Y + th.S(60)
	row := func(label string) {
		DrawText(dst, label, th.Face(14, false), r.X+pad, y+th.S(6), th.C("text"))
	}
	bx := r.X + pw*0.45
	bw, bh := th.S(90), th.S(28)
	s := a.Settings
	row(lang.T("set.lang"))
	st := func(on bool) ButtonStyle {
		if on {
			return ButtonOn
		}
		return ButtonNormal
	}
	a.Button(dst, Rect{bx, y, bw, bh}, "set:lang:en", "English", st(s.Lang == "en"), "")
	a.Button(dst, Rect{bx + bw + th.S(6), y, bw, bh}, "set:lang:ru", "Русский", st(s.Lang == "ru"), "")
	y += th.S(44)
	row(lang.T("set.scale"))
	a.Button(dst, Rect{bx, y, bh, bh}, "set:scale:-", "−", ButtonNormal, "Ctrl+−")
	DrawTextCentered(dst, fmt.Sprintf("%.0f%%", s.UIScale*100), th.Face(14, true), bx+bh+th.S(40), y+bh/2, th.C("text"))
	a.Button(dst, Rect{bx + bh + th.S(80), y, bh, bh}, "set:scale:+", "+", ButtonNormal, "Ctrl++")
	y += th.S(44)
	row(lang.T("set.speed"))
	a.Button(dst, Rect{bx, y, bh, bh}, "set:speed:-", "−", ButtonNormal, "[")
	DrawTextCentered(dst, SpeedName(s.AnimSpeed), th.Face(14, true), bx+bh+th.S(40), y+bh/2, th.C("text"))
	a.Button(dst, Rect{bx + bh + th.S(80), y, bh, bh}, "set:speed:+", "+", ButtonNormal, "]")
	y += th.S(44)
	a.Checkbox(dst, Rect{r.X + pad, y, pw - 2*pad, bh}, "set:pacing", lang.T("set.pacing"), s.CombatsOnly(), lang.T("set.pacing_tip"))
	y += th.S(36)
	a.Checkbox(dst, Rect{r.X + pad, y, pw - 2*pad, bh}, "set:colorblind", lang.T("set.colorblind"), s.ColorBlind, "")
	y += th.S(36)
	a.Checkbox(dst, Rect{r.X + pad, y, pw - 2*pad, bh}, "set:handover", lang.T("set.handover"), !s.NoHandover, "")
	y += th.S(36)
	a.Checkbox(dst, Rect{r.X + pad, y, pw - 2*pad, bh}, "set:garrisons", lang.T("set.garrisons"), s.AskGarrisons, "")
	a.Button(dst, Rect{r.X + pw - pad - th.S(120), r.Y + ph - pad - th.S(34), th.S(120), th.S(34)}, "set:close", lang.T("ui.close"), ButtonHot, "")
}
