package ui

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
	"strings"

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

// NewMenuScene is the main menu.
func NewMenuScene(a *App) Scene {
	m := &menuScene{a: a}
	if a.hooks.Autosaved != nil {
		m.resume = a.hooks.Autosaved()
	}
	return m
}

func (m *menuScene) Resize(w, h int) { m.w, m.h = w, h }

func (m *menuScene) Update(a *App) error {
	id := a.ClickID
	if inpututil.IsKeyJustPressed(ebiten.KeyEnter) {
		id = "menu:new"
		if m.resume != nil {
			id = "menu:resume"
		}
	}
	switch id {
	case "menu:new":
		a.SetScene(newGamesScene(a))
	case "menu:resume":
		a.SetScene(m.resume.Resume(a))
	case "menu:load":
		a.Show(NewPicker(a, PickLoad, SaveDir(), func(path string) string {
			sc, err := a.hooks.Load(a, path)
			if err != nil {
				return err.Error()
			}
			a.SetScene(sc)
			return ""
		}))
	case "menu:settings":
		a.Show(NewSettingsDialog(a))
	case "menu:rules":
		a.OpenRules("")
	case "menu:quit":
		return ebiten.Termination
	}
	return nil
}

func (m *menuScene) Draw(dst *ebiten.Image) {
	a := m.a
	th := a.Theme
	w := float64(m.w)
	top := float64(m.h) * 0.14
	DrawTextCentered(dst, "Tachanka", th.Face(54, true), w/2, top, th.C("accent"))
	DrawTextCentered(dst, lang.T("menu.subtitle"), th.Face(22, false), w/2, top+th.S(52), th.C("text"))
	// The games this window plays, from the registry.
	var games []string
	for _, g := range a.hooks.Games {
		games = append(games, g.Title.String())
	}
	DrawTextCentered(dst, strings.Join(games, " · "), th.Face(15, false), w/2, top+th.S(82), th.C("text_dim"))
	bw, bh := th.S(300), th.S(42)
	x := w/2 - bw/2
	y := float64(m.h) * 0.38
	add := func(id, label string, style ButtonStyle, tip string) {
		a.Button(dst, Rect{x, y, bw, bh}, id, label, style, tip)
		y += bh + th.S(12)
	}
	if m.resume != nil {
		add("menu:resume", lang.T("menu.resume"), ButtonHot, "")
		DrawTextCentered(dst, m.resume.Describe(), th.Face(12, false), w/2, y-th.S(4), th.C("text_dim"))
		y += th.S(10)
		add("menu:new", lang.T("menu.new"), ButtonNormal, "")
	} else {
		add("menu:new", lang.T("menu.new"), ButtonHot, "")
	}
	add("menu:load", lang.T("menu.load"), ButtonNormal, "")
	add("menu:settings", lang.T("top.settings"), ButtonNormal, "")
	add("menu:rules", lang.T("top.rules"), ButtonNormal, "")
	add("menu:quit", lang.T("gm.quit"), ButtonNormal, "")
	if m.msg != "" {
		DrawTextCentered(dst, m.msg, th.Face(13, false), w/2, float64(m.h)-th.S(30), th.C("danger"))
	}
}

func (m *menuScene) FillProbe(p *ProbeInfo) { p.Scene = "menu" }
