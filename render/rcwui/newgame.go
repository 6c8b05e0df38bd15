package rcwui

import (
	"fmt"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"tachanka/game/rcw"
	"tachanka/game/rcw/rcwcmd"
	"tachanka/render/rcwui/rcwlang"
	"tachanka/render/ui"
)

// seatKinds are who may sit in a seat: a person, the computer player
// (rcwbot's table-driven level or its strong level) or the random player.
var seatKinds = []string{"human", "table", "strong", "random"}

// NewGamePage is the Russian Civil War's new-game page: the number of
// players (3 to 6), who sits in each seat, and the seed.
func NewGamePage(a *ui.App) ui.Scene {
	m := &newGameScene{a: a, n: 4, seats: map[string]string{}, seed: uint64(time.Now().UnixNano()) % 1000000}
	for _, l := range rcw.Letters(6) {
		m.seats[l] = "random"
	}
	m.seats["A"] = "human"
	return m
}

type newGameScene struct {
	a     *ui.App
	w, h  int
	n     int
	seats map[string]string
	seed  uint64
	msg   string
}

func (m *newGameScene) Resize(w, h int) { m.w, m.h = w, h }

// start begins a game of the chosen players and opens its board.
func (m *newGameScene) start() {
	b, err := NewGame(m.a, m.n, m.seed, m.seats)
	if err != nil {
		m.msg = err.Error()
		m.a.Dirty = true
		return
	}
	m.a.SetScene(b)
}

// NewGame starts a standard game of n players with a seed and opens its
// board; seats say who plays each letter ("human" or "random").
func NewGame(a *ui.App, n int, seed uint64, seats map[string]string) (ui.Scene, error) {
	f, err := rcwcmd.Open("rcw-standard")
	if err != nil {
		return nil, err
	}
	own := map[string]string{}
	for _, l := range rcw.Letters(n) {
		own[l] = orHuman(seats[l])
	}
	b, err := startBoard(a, f, own, seed)
	if err != nil {
		return nil, err
	}
	return b, nil
}

func orHuman(k string) string {
	if k == "" {
		return "human"
	}
	return k
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
	var k int
	var seat string
	switch id := a.ClickID; {
	case id == "rcwng:start":
		m.start()
	case id == "rcwng:back":
		a.SetScene(ui.NewMenuScene(a))
	case id == "rcwng:seed":
		m.seed = uint64(time.Now().UnixNano()) % 1000000
	default:
		if _, err := fmt.Sscanf(id, "rcwng:n:%d", &k); err == nil && k >= 3 && k <= 6 {
			m.n = k
		} else if _, err := fmt.Sscanf(id, "rcwng:seat:%1s:%d", &seat, &k); err == nil && k < len(seatKinds) {
			m.seats[seat] = seatKinds[k]
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
	ui.DrawText(dst, rcwlang.T("ng.title"), th.Face(28, true), pad, pad, th.C("accent"))
	y := pad + th.S(60)
	ui.DrawText(dst, rcwlang.T("ng.players"), th.Face(16, true), pad, y, th.C("text"))
	y += th.S(30)
	for n := 3; n <= 6; n++ {
		style := ui.ButtonNormal
		if n == m.n {
			style = ui.ButtonOn
		}
		a.Button(dst, ui.Rect{X: pad + float64(n-3)*th.S(138), Y: y, W: th.S(130), H: th.S(36)}, fmt.Sprintf("rcwng:n:%d", n), rcwlang.T("ng.n", n), style, "")
	}
	y += th.S(56)
	ui.DrawText(dst, rcwlang.T("ng.seats"), th.Face(16, true), pad, y, th.C("text"))
	y += th.S(30)
	for _, l := range rcw.Letters(m.n) {
		ui.DrawText(dst, rcwlang.T("player", l), th.Face(14, true), pad, y+th.S(8), markerColour(l))
		x := pad + th.S(110)
		for k, kind := range seatKinds {
			style := ui.ButtonNormal
			if orHuman(m.seats[l]) == kind {
				style = ui.ButtonOn
			}
			a.Button(dst, ui.Rect{X: x, Y: y, W: th.S(150), H: th.S(32)}, fmt.Sprintf("rcwng:seat:%s:%d", l, k), rcwlang.T("seat."+kind), style, "")
			x += th.S(158)
		}
		y += th.S(40)
	}
	y += th.S(10)
	for _, l := range ui.Wrap(rcwlang.T("ng.note"), th.Face(12, false), w-2*pad) {
		ui.DrawText(dst, l, th.Face(12, false), pad, y, th.C("text_dim"))
		y += ui.LineHeight(th.Face(12, false))
	}
	y += th.S(10)
	a.Button(dst, ui.Rect{X: pad, Y: y, W: th.S(300), H: th.S(34)}, "rcwng:seed", rcwlang.T("ng.seed", m.seed), ui.ButtonNormal, "")
	if m.msg != "" {
		ui.DrawText(dst, m.msg, th.Face(12, false), pad, y+th.S(44), th.C("danger"))
	}
	bh := th.S(44)
	a.Button(dst, ui.Rect{X: w - pad - th.S(180), Y: h - pad - bh, W: th.S(180), H: bh}, "rcwng:start", rcwlang.T("ng.start"), ui.ButtonHot, "Enter")
	a.Button(dst, ui.Rect{X: w - pad - th.S(370), Y: h - pad - bh, W: th.S(180), H: bh}, "rcwng:back", rcwlang.T("ng.back"), ui.ButtonNormal, "Esc")
}

// FillProbe reports the page for tests.
func (m *newGameScene) FillProbe(p *ui.ProbeInfo) {
	p.Scene = "rcw_newgame"
	p.Players = map[string]string{}
	for _, l := range rcw.Letters(m.n) {
		p.Players[l] = orHuman(m.seats[l])
	}
}
