package render

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"tachanka/game/scenario"
	"tachanka/render/lang"
	"tachanka/scenarios"
)

// menuScene is the main menu: new game, resume the last game, load, settings,
// the rules, quit.
type menuScene struct {
	a      *App
	w, h   int
	resume *scenario.File
	msg    string
}

func newMenuScene(a *App) *menuScene {
	m := &menuScene{a: a}
	m.resume, _ = resumeInfo()
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
		pl := Players{Red: "human", White: "human"}
		if a.set.Resume != nil {
			pl = *a.set.Resume
		}
		a.setScene(resumeBoard(a, m.resume, pl, autosavePath()))
	case "menu:load":
		a.show(newPicker(a, pickLoad, saveDir(), func(path string) string {
			f, err := scenario.Verify(path, scenarios.Lib)
			if err != nil {
				return err.Error()
			}
			a.setScene(resumeBoard(a, f, Players{Red: "human", White: "human"}, path))
			return ""
		}))
	case "menu:settings":
		a.show(newSettingsDialog(a))
	case "menu:rules":
		a.show(newRulesPanel(a, ""))
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
		st := m.resume.State
		add("menu:resume", lang.T("menu.resume"), btnHot, "")
		drawTextCentered(dst, fmt.Sprintf("%s · %s", lang.Title(m.resume.Title, m.resume.TitleRU), lang.T("status.turn", st.Turn, lang.Months(st.Data.Tables.Turn(st.Turn)))),
			th.Face(12, false), w/2, y-th.S(4), th.C("text_dim"))
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
