package ui

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

func (g *gamesScene) Resize(w, h int) { g.w, g.h = w, h }

func (g *gamesScene) open(k int) {
	if k < len(g.games) {
		if page := g.games[k].NewGame; page != nil {
			g.a.SetScene(page(g.a))
		}
	}
}

func (g *gamesScene) Update(a *App) error {
	if inpututil.IsKeyJustPressed(ebiten.KeyEscape) {
		a.SetScene(NewMenuScene(a))
		return nil
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyEnter) {
		g.open(0)
		return nil
	}
	var k int
	if _, err := fmt.Sscanf(a.ClickID, "games:%d", &k); err == nil {
		g.open(k)
	} else if a.ClickID == "games:back" {
		a.SetScene(NewMenuScene(a))
	}
	return nil
}

func (g *gamesScene) Draw(dst *ebiten.Image) {
	a := g.a
	th := a.Theme
	w, h := float64(g.w), float64(g.h)
	pad := th.S(30)
	DrawText(dst, lang.T("games.title"), th.Face(28, true), pad, pad, th.C("accent"))
	y := pad + th.S(70)
	bw := min(th.S(560), w-2*pad)
	for k, gm := range g.games {
		var seats []string
		for _, s := range gm.Seats {
			seats = append(seats, s.String())
		}
		style := ButtonNormal
		if k == 0 {
			style = ButtonHot
		}
		if gm.NewGame == nil {
			style = ButtonOff
		}
		a.Button(dst, Rect{pad, y, bw, th.S(48)}, fmt.Sprintf("games:%d", k), gm.Title.String(), style, gm.ID)
		line := lang.T("games.seats", strings.Join(seats, ", "), gm.Scenarios())
		if gm.Scenarios() == 1 {
			line = lang.T("games.seats_one", strings.Join(seats, ", "))
		}
		if gm.NewGame == nil {
			line += " · " + lang.T("games.no_window")
		}
		DrawText(dst, line, th.Face(13, false), pad+th.S(4), y+th.S(56), th.C("text_dim"))
		y += th.S(92)
	}
	bh := th.S(44)
	a.Button(dst, Rect{w - pad - th.S(180), h - pad - bh, th.S(180), bh}, "games:back", lang.T("ng.back"), ButtonNormal, "Esc")
}

func (g *gamesScene) FillProbe(p *ProbeInfo) { p.Scene = "games" }
