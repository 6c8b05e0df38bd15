package render

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"tachanka/render/lang"
)

// gamesScene is the first page of a new game: which game to play. Each
// game opens its own new-game page (scenario, seats, options); a game with
// no client yet is listed but closed.
type gamesScene struct {
	a     *App
	w, h  int
	games []GameEntry
}

func newGamesScene(a *App) *gamesScene { return &gamesScene{a: a, games: a.hooks.Games} }

func (g *gamesScene) resize(w, h int) { g.w, g.h = w, h }

func (g *gamesScene) open(k int) {
	if k < len(g.games) {
		if page := g.games[k].NewGame; page != nil {
			g.a.setScene(page(g.a))
		}
	}
}

func (g *gamesScene) update(a *App) error {
	if inpututil.IsKeyJustPressed(ebiten.KeyEscape) {
		a.setScene(newMenuScene(a))
		return nil
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyEnter) {
		g.open(0)
		return nil
	}
	var k int
	if _, err := fmt.Sscanf(a.clickID, "games:%d", &k); err == nil {
		g.open(k)
	} else if a.clickID == "games:back" {
		a.setScene(newMenuScene(a))
	}
	return nil
}

func (g *gamesScene) draw(dst *ebiten.Image) {
	a := g.a
	th := a.th
	w, h := float64(g.w), float64(g.h)
	pad := th.S(30)
	drawText(dst, lang.T("games.title"), th.Face(28, true), pad, pad, th.C("accent"))
	y := pad + th.S(70)
	bw := min(th.S(560), w-2*pad)
	for k, gm := range g.games {
		var seats []string
		for _, s := range gm.Seats {
			seats = append(seats, s.String())
		}
		style := btnNormal
		if k == 0 {
			style = btnHot
		}
		if gm.NewGame == nil {
			style = btnOff
		}
		a.button(dst, rect{pad, y, bw, th.S(48)}, fmt.Sprintf("games:%d", k), gm.Title.String(), style, gm.ID)
		drawText(dst, lang.T("games.seats", strings.Join(seats, ", "), gm.Scenarios()), th.Face(13, false), pad+th.S(4), y+th.S(56), th.C("text_dim"))
		y += th.S(92)
	}
	bh := th.S(44)
	a.button(dst, rect{w - pad - th.S(180), h - pad - bh, th.S(180), bh}, "games:back", lang.T("ng.back"), btnNormal, "Esc")
}

func (g *gamesScene) fillProbe(p *ProbeInfo) { p.Scene = "games" }
