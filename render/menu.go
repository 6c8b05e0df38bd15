package render

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"tachanka/render/lang"
)

// menuScene is the main menu: new game, resume the last game, load, settings,
// the rules, quit.
type menuScene struct {
	a      *App
	w, h   int
	resume Resumable // the autosaved game, or nil
	msg    string
}

func newMenuScene(a *App) *menuScene {
	m := &menuScene{a: a}
	if a.hooks.Autosaved != nil {
		m.resume = a.hooks.Autosaved()
	}
	return m
}

func (m *menuScene) resize(w, h int) { m.w, m.h = w, h }

func (m *menuScene) update(a *App) error {
	id := a.clickID
	if inpututil.IsKeyJustPressed(ebiten.KeyEnter) {
		id = "menu:new"
		if m.resume != nil {
			id = "menu:resume"
		}
	}
	switch id {
	case "menu:new":
		a.setScene(newGamesScene(a))
	case "menu:resume":
		a.setScene(m.resume.Resume(a))
	case "menu:load":
		a.show(newPicker(a, pickLoad, saveDir(), func(path string) string {
			sc, err := a.hooks.Load(a, path)
			if err != nil {
				return err.Error()
			}
			a.setScene(sc)
			return ""
		}))
	case "menu:settings":
		a.show(newSettingsDialog(a))
	case "menu:rules":
		a.openRules("")
	case "menu:quit":
		return ebiten.Termination
	}
	return nil
}

func (m *menuScene) draw(dst *ebiten.Image) {
	a := m.a
	th := a.th
	w := float64(m.w)
	top := float64(m.h) * 0.14
	drawTextCentered(dst, "Tachanka", th.Face(54, true), w/2, top, th.C("accent"))
	drawTextCentered(dst, lang.T("menu.subtitle"), th.Face(22, false), w/2, top+th.S(52), th.C("text"))
	drawTextCentered(dst, lang.T("menu.subtitle2"), th.Face(15, false), w/2, top+th.S(82), th.C("text_dim"))
	bw, bh := th.S(300), th.S(42)
	x := w/2 - bw/2
	y := float64(m.h) * 0.38
	add := func(id, label string, style btnStyle, tip string) {
		a.button(dst, rect{x, y, bw, bh}, id, label, style, tip)
		y += bh + th.S(12)
	}
	if m.resume != nil {
		add("menu:resume", lang.T("menu.resume"), btnHot, "")
		drawTextCentered(dst, m.resume.Describe(), th.Face(12, false), w/2, y-th.S(4), th.C("text_dim"))
		y += th.S(10)
		add("menu:new", lang.T("menu.new"), btnNormal, "")
	} else {
		add("menu:new", lang.T("menu.new"), btnHot, "")
	}
	add("menu:load", lang.T("menu.load"), btnNormal, "")
	add("menu:settings", lang.T("top.settings"), btnNormal, "")
	add("menu:rules", lang.T("top.rules"), btnNormal, "")
	add("menu:quit", lang.T("gm.quit"), btnNormal, "")
	if m.msg != "" {
		drawTextCentered(dst, m.msg, th.Face(13, false), w/2, float64(m.h)-th.S(30), th.C("danger"))
	}
}

func (m *menuScene) fillProbe(p *ProbeInfo) { p.Scene = "menu" }
