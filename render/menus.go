package render

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"tachanka/render/lang"
)

// Playing is a game in progress, as its menu sees it.
type Playing interface {
	// Save writes the game: to its file, or where the player says (ask,
	// or a game not saved yet).
	Save(ask bool)
	// Load opens a saved game in its place.
	Load()
	// Autosave writes it where the main menu will offer to resume it.
	Autosave()
}

// newGameMenu is the menu of a game in progress (Esc, or the top bar).
func newGameMenu(a *App, b Playing) *dialog {
	d := &dialog{a: a, id: "game_menu", title: lang.T("gm.title"), width: 360}
	d.items = []dlgItem{
		{label: lang.T("gm.continue"), unit: -1},
		{label: lang.T("top.save"), unit: -1},
		{label: lang.T("top.load"), unit: -1},
		{label: lang.T("top.settings"), unit: -1},
		{label: lang.T("top.rules"), unit: -1},
		{label: lang.T("gm.main_menu"), unit: -1},
		{label: lang.T("gm.quit"), unit: -1},
	}
	d.instant = func(k int) string {
		switch k {
		case 1:
			a.closeModal(d)
			b.Save(true)
		case 2:
			a.closeModal(d)
			b.Load()
		case 3:
			a.closeModal(d)
			a.show(newSettingsDialog(a))
		case 4:
			a.closeModal(d)
			a.openRules("")
		case 5:
			b.Autosave()
			a.setScene(newMenuScene(a))
		case 6:
			b.Autosave()
			a.quit = true
		}
		return ""
	}
	d.buttons = []dlgButton{cancelButton()}
	return d
}

// settingsDialog edits the settings: language, UI scale, colour-blind
// palette, animation speed, the hotseat hand-over screen.
type settingsDialog struct {
	a *App
}

func newSettingsDialog(a *App) *settingsDialog { return &settingsDialog{a: a} }

func (d *settingsDialog) name() string { return "settings" }

func (d *settingsDialog) update(a *App) bool {
	if inpututil.IsKeyJustPressed(ebiten.KeyEscape) || inpututil.IsKeyJustPressed(ebiten.KeyEnter) || a.clickID == "set:close" {
		a.dirty = true
		return true
	}
	s := a.set
	switch a.clickID {
	case "set:lang:en":
		s.Lang = "en"
	case "set:lang:ru":
		s.Lang = "ru"
	case "set:scale:-":
		s.StepScale(-1)
	case "set:scale:+":
		s.StepScale(1)
	case "set:speed:-":
		s.StepSpeed(-1)
	case "set:speed:+":
		s.StepSpeed(1)
	case "set:colorblind":
		s.ColorBlind = !s.ColorBlind
	case "set:handover":
		s.NoHandover = !s.NoHandover
	default:
		return false
	}
	a.applySettings(s)
	return false
}

func (d *settingsDialog) draw(dst *ebiten.Image) {
	a := d.a
	th := a.th
	w, h := float64(a.w), float64(a.h)
	fillRect(dst, rect{0, 0, w, h}, withAlpha(th.C("background"), 110))
	pw, ph := min(th.S(460), w-th.S(20)), th.S(330)
	r := rect{(w - pw) / 2, (h - ph) / 2, pw, ph}
	th.drawPanel(dst, r.x, r.y, r.w, r.h)
	pad := th.S(18)
	drawText(dst, lang.T("set.title"), th.Face(18, true), r.x+pad, r.y+pad, th.C("text"))
	y := r.y + th.S(60)
	row := func(label string) {
		drawText(dst, label, th.Face(14, false), r.x+pad, y+th.S(6), th.C("text"))
	}
	bx := r.x + pw*0.45
	bw, bh := th.S(90), th.S(28)
	s := a.set
	row(lang.T("set.lang"))
	st := func(on bool) btnStyle {
		if on {
			return btnOn
		}
		return btnNormal
	}
	a.button(dst, rect{bx, y, bw, bh}, "set:lang:en", "English", st(s.Lang == "en"), "")
	a.button(dst, rect{bx + bw + th.S(6), y, bw, bh}, "set:lang:ru", "Русский", st(s.Lang == "ru"), "")
	y += th.S(44)
	row(lang.T("set.scale"))
	a.button(dst, rect{bx, y, bh, bh}, "set:scale:-", "−", btnNormal, "Ctrl+−")
	drawTextCentered(dst, fmt.Sprintf("%.0f%%", s.UIScale*100), th.Face(14, true), bx+bh+th.S(40), y+bh/2, th.C("text"))
	a.button(dst, rect{bx + bh + th.S(80), y, bh, bh}, "set:scale:+", "+", btnNormal, "Ctrl++")
	y += th.S(44)
	row(lang.T("set.speed"))
	a.button(dst, rect{bx, y, bh, bh}, "set:speed:-", "−", btnNormal, "[")
	drawTextCentered(dst, speedName(s.AnimSpeed), th.Face(14, true), bx+bh+th.S(40), y+bh/2, th.C("text"))
	a.button(dst, rect{bx + bh + th.S(80), y, bh, bh}, "set:speed:+", "+", btnNormal, "]")
	y += th.S(44)
	a.checkbox(dst, rect{r.x + pad, y, pw - 2*pad, bh}, "set:colorblind", lang.T("set.colorblind"), s.ColorBlind, "")
	y += th.S(36)
	a.checkbox(dst, rect{r.x + pad, y, pw - 2*pad, bh}, "set:handover", lang.T("set.handover"), !s.NoHandover, "")
	a.button(dst, rect{r.x + pw - pad - th.S(120), r.y + ph - pad - th.S(34), th.S(120), th.S(34)}, "set:close", lang.T("ui.close"), btnHot, "")
}
