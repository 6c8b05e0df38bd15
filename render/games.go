package render

import (
	"tachanka/game/play"
	"tachanka/game/registry"
	"tachanka/render/poltavaui"
	"tachanka/render/rcwui"
	"tachanka/render/redsui"
	"tachanka/render/rrui"
	"tachanka/render/ui"
	"tachanka/scenarios"
)

// gameEntries are the registry's games as the choice of game lists them,
// each with its new-game page: a game with no client yet has none.
func gameEntries(c *redsui.Client) []ui.GameEntry {
	pages := map[string]func(a *ui.App) ui.Scene{
		"reds":    c.NewGamePage,
		"poltava": poltavaui.NewGamePage,
		// SPI's Russian Civil War: listed once the registry has "rcw".
		"rcw": rcwui.NewGamePage,
		// Avalanche Press's Red Russia.
		"redrussia": rrui.NewGamePage,
	}
	var out []ui.GameEntry
	for _, g := range registry.All() {
		e := ui.GameEntry{ID: g.ID, Title: words(g.Title), NewGame: pages[g.ID],
			Scenarios: func() int { return len(scenarios.PlayerIDsOf(g.ID)) }}
		for _, s := range g.Seats {
			e.Seats = append(e.Seats, words(s.Title))
		}
		out = append(out, e)
	}
	return out
}

func words(t play.Text) ui.Words { return ui.Words{EN: t.EN, RU: t.RU} }
