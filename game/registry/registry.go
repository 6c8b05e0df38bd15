// Package registry is the list of the games Tachanka hosts: the one place,
// with the command line and the window's list of client scenes, that
// knows every game. Each game describes itself with a play.Game.
package registry

import (
	"slices"

	"tachanka/game/bot"
	"tachanka/game/play"
	"tachanka/game/reds/redscmd"
	"tachanka/scenarios"
)

// Reds is REDS! The Russian Civil War 1918-1921.
var Reds = &play.Game{
	ID:    "reds",
	Title: play.Text{EN: "REDS! The Russian Civil War 1918-1921", RU: "REDS! Гражданская война в России 1918–1921"},
	Seats: []play.Seat{
		{Name: "red", Title: play.Text{EN: "Red", RU: "Красные"}},
		{Name: "white", Title: play.Text{EN: "White", RU: "Белые"}},
	},
	Levels:    bot.LevelNames(),
	Scenarios: func() []play.Scenario { return scenarios.List("reds") },
	Commands:  redscmd.Commands,
}

var games = []*play.Game{Reds}

// All lists the games in the order the menu shows them.
func All() []*play.Game { return slices.Clone(games) }

// Find returns the game with that id.
func Find(id string) (*play.Game, bool) {
	for _, g := range games {
		if g.ID == id {
			return g, true
		}
	}
	return nil, false
}
