package render

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"tachanka/game/scenario"
	"tachanka/scenarios"
)

// menuScene is the main menu: new game, load, quit.
type menuScene struct {
	a       *App
	w, h    int
	buttons []*button
	hover   int
	// The new-game screen is a second page of the menu.
	choosing bool
	ids      []string
	files    []*scenario.File
	pick     int
	msg      string
}

func newMenuScene(a *App) *menuScene {
	m := &menuScene{a: a, hover: -1}
	for _, id := range scenarios.IDs() {
		f, err := scenarios.Open(id)
		if err != nil {
			m.msg = err.Error()
			continue
		}
		m.ids = append(m.ids, id)
		m.files = append(m.files, f)
	}
	return m
}

func (m *menuScene) resize(w, h int) {
	m.w, m.h = w, h
	m.layout()
}

func (m *menuScene) layout() {
	th := m.a.th
	bw, bh := th.S(260), th.S(40)
	x := float64(m.w)/2 - bw/2
	y := float64(m.h) * 0.42
	m.buttons = nil
	add := func(label string) {
		m.buttons = append(m.buttons, &button{Label: label, X: x, Y: y, W: bw, H: bh})
		y += bh + th.S(12)
	}
	if m.choosing {
		y = float64(m.h)*0.3 + th.S(40)*float64(len(m.ids)) + th.S(40)
		add("Start")
		add("Back")
		m.buttons[0].Hot = true
		return
	}
	add("New game")
	add("Load game")
	add("Quit")
	m.buttons[0].Hot = true
}

func (m *menuScene) update(a *App) error {
	x, y := ebiten.CursorPosition()
	fx, fy := float64(x), float64(y)
	hover := -1
	for i, b := range m.buttons {
		if b.contains(fx, fy) {
			hover = i
		}
	}
	if hover != m.hover {
		m.hover = hover
		a.dirty = true
	}
	if m.choosing {
		th := a.th
		for i := range m.ids {
			ry := float64(m.h)*0.3 + th.S(40)*float64(i)
			if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) && fy >= ry && fy < ry+th.S(36) &&
				fx > float64(m.w)*0.2 && fx < float64(m.w)*0.8 {
				m.pick = i
				a.dirty = true
			}
		}
		if inpututil.IsKeyJustPressed(ebiten.KeyDown) && m.pick < len(m.ids)-1 {
			m.pick++
			a.dirty = true
		}
		if inpututil.IsKeyJustPressed(ebiten.KeyUp) && m.pick > 0 {
			m.pick--
			a.dirty = true
		}
	}
	clicked := -1
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) {
		clicked = hover
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyEnter) {
		clicked = 0
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyEscape) && m.choosing {
		clicked = 1
	}
	switch {
	case clicked < 0:
	case m.choosing && clicked == 0 && len(m.files) > 0:
		a.setScene(newBoardScene(a, m.files[m.pick], uint64(time.Now().UnixNano()), true, ""))
	case m.choosing && clicked == 1:
		m.choosing = false
		m.layout()
		a.dirty = true
	case clicked == 0:
		m.choosing = true
		m.layout()
		a.dirty = true
	case clicked == 1:
		a.show(newPicker(a, pickLoad, saveDir(), func(path string) string {
			f, err := scenario.Load(path, scenarios.Lib)
			if err != nil {
				return err.Error()
			}
			a.setScene(newBoardScene(a, f, 0, false, path))
			return ""
		}))
	case clicked == 2:
		return ebiten.Termination
	}
	return nil
}

func (m *menuScene) draw(dst *ebiten.Image) {
	th := m.a.th
	w := float64(m.w)
	drawTextCentered(dst, "Tachanka", th.Face(54, true), w/2, float64(m.h)*0.16, th.C("accent"))
	drawTextCentered(dst, "REDS! The Russian Civil War 1918–1921", th.Face(22, false), w/2, float64(m.h)*0.16+th.S(52), th.C("text"))
	drawTextCentered(dst, "РЕДС! Гражданская война в России 1918–1921", th.Face(16, false), w/2, float64(m.h)*0.16+th.S(82), th.C("text_dim"))
	if m.choosing {
		for i, f := range m.files {
			y := float64(m.h)*0.3 + th.S(40)*float64(i)
			if i == m.pick {
				vector.DrawFilledRect(dst, float32(w*0.2), float32(y), float32(w*0.6), float32(th.S(36)), th.C("panel_edge"), false)
			}
			drawText(dst, f.Title, th.Face(17, i == m.pick), w*0.22, y+th.S(8), th.C("text"), 0)
		}
		if m.pick < len(m.files) {
			drawTextCentered(dst, m.files[m.pick].Scenario, th.Face(13, false), w/2, float64(m.h)*0.27, th.C("text_dim"))
		}
	}
	for i, b := range m.buttons {
		th.drawButton(dst, b, i == m.hover)
	}
	if m.msg != "" {
		drawTextCentered(dst, m.msg, th.Face(13, false), w/2, float64(m.h)-th.S(30), th.C("danger"))
	}
}

func (m *menuScene) fillProbe(p *ProbeInfo) { p.Scene = "menu" }
