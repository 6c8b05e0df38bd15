package render

import (
	"tachanka/game/play"
	"tachanka/game/registry"
)

// gameEntries are the registry's games as the choice of game lists them,
// each with its new-game page: a game with no client yet has none.
func gameEntries(c *Client) []GameEntry {
	pages := map[string]func(a *App) scene{
		"reds": c.NewGamePage,
	}
	var out []GameEntry
	for _, g := range registry.All() {
		e := GameEntry{ID: g.ID, Title: words(g.Title), NewGame: pages[g.ID],
			Scenarios: func() int { return len(g.Scenarios()) }}
		for _, s := range g.Seats {
			e.Seats = append(e.Seats, words(s.Title))
		}
		out = append(out, e)
	}
	return out
}

func words(t play.Text) Words { return Words{EN: t.EN, RU: t.RU} }
