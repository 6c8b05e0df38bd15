package rrui

import (
	"fmt"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"tachanka/game/redrussia"
	"tachanka/game/redrussia/rrbot"
	"tachanka/game/redrussia/rrcmd"
	"tachanka/render/ui"
)

// NewGamePage is Red Russia's new-game page: the number of players (2 to
// 4), who plays each player's factions as the rules split them (1.2): a
// person, the computer or the random player; the optional rules; the
// seed.
func NewGamePage(a *ui.App) ui.Scene {
	m := &newGameScene{a: a, n: 4, kinds: map[int]string{}, stops: map[int]redrussia.Stops{}, seed: uint64(time.Now().UnixNano()) % 1000000}
	m.kinds[0] = kindHuman
	for i := 1; i < 4; i++ {
		m.kinds[i] = rrbot.Levels[0]
	}
	return m
}

type newGameScene struct {
	a     *ui.App
	w, h  int
	n     int
	kinds map[int]string // by player
	// stops are each person's card windows (B.3), by player; unset: B.3's
	// defaults. A computer or random player is offered every window.
	stops map[int]redrussia.Stops
	opt   redrussia.Options
	seed  uint64
	msg   string
	d     *redrussia.Data
}

func (m *newGameScene) Resize(w, h int) { m.w, m.h = w, h }

// seats are the chosen kinds by faction seat.
func (m *newGameScene) seats() map[string]string {
	groups, _ := redrussia.Seating(m.n)
	out := map[string]string{}
	for i, g := range groups {
		k := m.kinds[i]
		if k == "" {
			k = kindHuman
		}
		for _, f := range g {
			out[seatName(f)] = k
		}
	}
	return out
}

// NewGame starts a game of n players with a seed and seats by faction
// name, and opens its board.
func NewGame(a *ui.App, n int, seed uint64, seats map[string]string, opt redrussia.Options) (ui.Scene, error) {
	f, err := rrcmd.Open(redrussia.ScenarioID)
	if err != nil {
		return nil, err
	}
	return startBoard(a, f, n, seats, seed, opt)
}

// stopsOf are player i's stops as chosen.
func (m *newGameScene) stopsOf(i int) redrussia.Stops {
	if st, ok := m.stops[i]; ok {
		return st
	}
	return redrussia.DefaultStops
}

func (m *newGameScene) start() {
	opt := m.opt
	opt.Stops = nil
	for i := 0; i < m.n; i++ {
		opt.Stops = append(opt.Stops, m.stopsOf(i))
	}
	b, err := NewGame(m.a, m.n, m.seed, m.seats(), opt)
	if err != nil {
		m.msg = err.Error()
		m.a.Dirty = true
		return
	}
	m.a.SetScene(b)
}

func (m *newGameScene) Update(a *ui.App) error {
	if inpututil.IsKeyJustPressed(ebiten.KeyEscape) {
		a.SetScene(ui.NewMenuScene(a))
		return nil
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyEnter) {
		m.start()
		return nil
	}
	var k, p int
	switch id := a.ClickID; {
	case id == "rrng:start":
		m.start()
	case id == "rrng:back":
		a.SetScene(ui.NewMenuScene(a))
	case id == "rrng:seed":
		m.seed = uint64(time.Now().UnixNano()) % 1000000
	case id == "rrng:railways":
		m.opt.Railways = !m.opt.Railways
		if !m.opt.Railways {
			m.opt.Famine = false
		}
	case id == "rrng:famine":
		m.opt.Famine = !m.opt.Famine
		if m.opt.Famine {
			m.opt.Railways = true
		}
	default:
		if _, err := fmt.Sscanf(id, "rrng:n:%d", &k); err == nil && k >= 2 && k <= 4 {
			m.n = k
		} else if _, err := fmt.Sscanf(id, "rrng:seat:%d:%d", &p, &k); err == nil && k < len(seatKinds) {
			m.kinds[p] = seatKinds[k]
		} else if _, err := fmt.Sscanf(id, "rrng:stop:%d:%d", &p, &k); err == nil && k >= 0 && k <= int(redrussia.W9) {
			m.stops[p] = m.stopsOf(p) ^ 1<<k
		}
	}
	if a.ClickID != "" {
		a.Dirty = true
	}
	return nil
}

func (m *newGameScene) Draw(dst *ebiten.Image) {
	a := m.a
	th := a.Theme
	w, h := float64(m.w), float64(m.h)
	pad := th.S(30)
	ui.DrawText(dst, T("ng.title"), th.Face(28, true), pad, pad, th.C("accent"))
	y := pad + th.S(60)
	ui.DrawText(dst, T("ng.players"), th.Face(16, true), pad, y, th.C("text"))
	y += th.S(30)
	for n := 2; n <= 4; n++ {
		style := ui.ButtonNormal
		if n == m.n {
			style = ui.ButtonOn
		}
		a.Button(dst, ui.Rect{X: pad + float64(n-2)*th.S(148), Y: y, W: th.S(140), H: th.S(36)}, fmt.Sprintf("rrng:n:%d", n), T("ng.n", n), style, "")
	}
	y += th.S(56)
	ui.DrawText(dst, T("ng.seats"), th.Face(16, true), pad, y, th.C("text"))
	y += th.S(30)
	groups, _ := redrussia.Seating(m.n)
	d := m.data()
	for i, g := range groups {
		var names []string
		for _, f := range g {
			names = append(names, factionName(d, f))
		}
		ui.DrawText(dst, ui.FitText(strings.Join(names, " + "), th.Face(14, true), th.S(330)), th.Face(14, true), pad, y+th.S(8), factionColourOf(d, g[0]))
		x := pad + th.S(340)
		for k, kind := range seatKinds {
			style := ui.ButtonNormal
			cur := m.kinds[i]
			if cur == "" {
				cur = kindHuman
			}
			if cur == kind {
				style = ui.ButtonOn
			}
			a.Button(dst, ui.Rect{X: x, Y: y, W: th.S(140), H: th.S(32)}, fmt.Sprintf("rrng:seat:%d:%d", i, k), T("seat."+kind), style, "")
			x += th.S(148)
		}
		y += th.S(40)
		if k := m.kinds[i]; k == "" || k == kindHuman {
			y = m.drawStops(dst, i, pad+th.S(20), y)
		}
	}
	y += th.S(10)
	a.Checkbox(dst, ui.Rect{X: pad, Y: y, W: th.S(420), H: th.S(28)}, "rrng:railways", T("ng.railways"), m.opt.Railways, "")
	y += th.S(32)
	a.Checkbox(dst, ui.Rect{X: pad, Y: y, W: th.S(420), H: th.S(28)}, "rrng:famine", T("ng.famine"), m.opt.Famine, "")
	y += th.S(40)
	for _, l := range ui.Wrap(T("ng.note"), th.Face(12, false), w-2*pad) {
		ui.DrawText(dst, l, th.Face(12, false), pad, y, th.C("text_dim"))
		y += ui.LineHeight(th.Face(12, false))
	}
	y += th.S(10)
	a.Button(dst, ui.Rect{X: pad, Y: y, W: th.S(300), H: th.S(34)}, "rrng:seed", T("ng.seed", m.seed), ui.ButtonNormal, "")
	if m.msg != "" {
		ui.DrawText(dst, m.msg, th.Face(12, false), pad, y+th.S(44), th.C("danger"))
	}
	bh := th.S(44)
	a.Button(dst, ui.Rect{X: w - pad - th.S(180), Y: h - pad - bh, W: th.S(180), H: bh}, "rrng:start", T("ng.start"), ui.ButtonHot, "Enter")
	a.Button(dst, ui.Rect{X: w - pad - th.S(370), Y: h - pad - bh, W: th.S(180), H: bh}, "rrng:back", T("ng.back"), ui.ButtonNormal, "Esc")
}

// data is the game's data, for the factions' names and colours.
func (m *newGameScene) data() *redrussia.Data {
	if m.d == nil {
		if f, err := rrcmd.Open(redrussia.ScenarioID); err == nil {
			m.d = f.Data
		}
	}
	return m.d
}

// FillProbe reports the page for tests.
func (m *newGameScene) FillProbe(p *ui.ProbeInfo) {
	p.Scene = "redrussia_newgame"
	p.Players = m.seats()
}

// drawStops draws a person's card windows (B.3) as toggles: he is asked
// at a window if and only if it is on, whatever cards he holds.
func (m *newGameScene) drawStops(dst *ebiten.Image, i int, x, y float64) float64 {
	a, th := m.a, m.a.Theme
	ui.DrawText(dst, T("ng.stops"), th.Face(12, false), x, y+th.S(6), th.C("text_dim"))
	x += th.S(320)
	st := m.stopsOf(i)
	for w := redrussia.NoWindow; w <= redrussia.W9; w++ {
		style := ui.ButtonNormal
		if st.On(w) {
			style = ui.ButtonOn
		}
		label, tip := "Ph", T("ng.stop_phase")
		if w != redrussia.NoWindow {
			label, tip = strings.ToUpper(w.String()), T("window."+w.String())
		}
		a.Button(dst, ui.Rect{X: x, Y: y, W: th.S(44), H: th.S(26)}, fmt.Sprintf("rrng:stop:%d:%d", i, int(w)), label, style, tip)
		x += th.S(48)
	}
	return y + th.S(34)
}
