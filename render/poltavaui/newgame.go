package poltavaui

import (
	"fmt"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"tachanka/game/poltava"
	"tachanka/game/poltava/poltavabot"
	"tachanka/render/lang"
	"tachanka/render/poltavaui/poltlang"
	"tachanka/render/ui"
	"tachanka/scenarios"
)

// NewGamePage is Poltava 1709's new-game page: the scenario (its title, its
// length and how it is won), who commands each army (a person, or the
// computer at one of its levels) and the seed.
func NewGamePage(a *ui.App) ui.Scene {
	m := &newGameScene{a: a, players: Players{poltava.Sweden: "human", poltava.Russia: "human"}, seed: uint64(time.Now().UnixNano()) % 1000000}
	for _, id := range scenarios.PlayerIDsOf(poltava.GameID) {
		f, err := scenarios.OpenPoltava(id)
		if err != nil {
			m.msg = err.Error()
			continue
		}
		m.ids = append(m.ids, id)
		m.files = append(m.files, f)
	}
	return m
}

type newGameScene struct {
	a       *ui.App
	w, h    int
	ids     []string
	files   []*poltava.File
	pick    int
	players Players
	seed    uint64
	msg     string
}

func (m *newGameScene) Resize(w, h int) { m.w, m.h = w, h }

// kinds are the choices of a seat: a person, or the computer at a level.
func kinds() []string { return append([]string{"human"}, poltavabot.Levels...) }

func kindName(k string) string {
	if k == "human" {
		return poltlang.T("ng.human")
	}
	return poltlang.T("ng.computer", k)
}

func (m *newGameScene) start() {
	if len(m.files) == 0 {
		return
	}
	m.a.SetScene(startBoard(m.a, m.files[m.pick], m.seed, m.players))
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
	var side string
	switch id := a.ClickID; {
	case id == "png:start":
		m.start()
	case id == "png:back":
		a.SetScene(ui.NewMenuScene(a))
	case id == "png:seed":
		m.seed = uint64(time.Now().UnixNano()) % 1000000
	default:
		if _, err := fmt.Sscanf(id, "png:scn:%d", &k); err == nil && k < len(m.ids) {
			m.pick = k
		} else if _, err := fmt.Sscanf(id, "png:seat:%6s:%d", &side, &k); err == nil && k < len(kinds()) {
			m.players[poltava.SeatSide(side)] = kinds()[k]
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
	ui.DrawText(dst, poltlang.T("ng.title"), th.Face(28, true), pad, pad, th.C("accent"))
	y := pad + th.S(60)
	ui.DrawText(dst, poltlang.T("ng.scenario"), th.Face(16, true), pad, y, th.C("text"))
	y += th.S(30)
	bw := min(th.S(620), w-2*pad)
	for k, f := range m.files {
		style := ui.ButtonNormal
		if k == m.pick {
			style = ui.ButtonOn
		}
		a.Button(dst, ui.Rect{X: pad, Y: y, W: bw, H: th.S(40)}, fmt.Sprintf("png:scn:%d", k), lang.Title(f.Title, f.TitleRU), style, m.ids[k])
		y += th.S(46)
		lines := []string{poltlang.T("ng.turns", f.FirstTurn, f.LastTurn, hour(f.FirstTurn), hour(f.LastTurn+1))}
		if poltlang.Has("ng.about." + m.ids[k]) {
			lines = append(lines, poltlang.T("ng.about."+m.ids[k]))
		}
		for _, l := range lines {
			for _, wl := range ui.Wrap(l, th.Face(12, false), bw) {
				ui.DrawText(dst, wl, th.Face(12, false), pad+th.S(4), y, th.C("text_dim"))
				y += ui.LineHeight(th.Face(12, false))
			}
		}
		y += th.S(12)
	}
	y += th.S(10)
	ui.DrawText(dst, poltlang.T("ng.seats"), th.Face(16, true), pad, y, th.C("text"))
	y += th.S(30)
	for _, seat := range []string{poltava.SeatSweden, poltava.SeatRussia} {
		side := poltava.SeatSide(seat)
		ui.DrawText(dst, poltlang.Side(side), th.Face(14, true), pad, y+th.S(8), th.C("text"))
		x := pad + th.S(110)
		for k, kind := range kinds() {
			style := ui.ButtonNormal
			if orHuman(m.players[side]) == kind {
				style = ui.ButtonOn
			}
			a.Button(dst, ui.Rect{X: x, Y: y, W: th.S(170), H: th.S(34)}, fmt.Sprintf("png:seat:%s:%d", seat, k), kindName(kind), style, "")
			x += th.S(178)
		}
		y += th.S(44)
	}
	y += th.S(10)
	a.Button(dst, ui.Rect{X: pad, Y: y, W: th.S(300), H: th.S(34)}, "png:seed", poltlang.T("ng.seed", m.seed), ui.ButtonNormal, "")
	if m.msg != "" {
		ui.DrawText(dst, m.msg, th.Face(12, false), pad, y+th.S(44), th.C("danger"))
	}
	bh := th.S(44)
	a.Button(dst, ui.Rect{X: w - pad - th.S(180), Y: h - pad - bh, W: th.S(180), H: bh}, "png:start", poltlang.T("ng.start"), ui.ButtonHot, "Enter")
	a.Button(dst, ui.Rect{X: w - pad - th.S(370), Y: h - pad - bh, W: th.S(180), H: bh}, "png:back", poltlang.T("ng.back"), ui.ButtonNormal, "Esc")
}

// FillProbe reports the page for tests.
func (m *newGameScene) FillProbe(p *ui.ProbeInfo) {
	p.Scene = "poltava_newgame"
	p.Players = m.players.seats()
}
