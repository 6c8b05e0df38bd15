// Package registry is the list of the games Tachanka hosts: the one place,
// with the command line and the window's list of client scenes, that
// knows every game. Each game describes itself with a play.Game.
package registry

import (
	"fmt"
	"slices"
	"strings"

	"tachanka/game/bot"
	"tachanka/game/play"
	"tachanka/game/poltava"
	"tachanka/game/poltava/poltavabot"
	"tachanka/game/poltava/poltavacmd"
	"tachanka/game/rcw"
	"tachanka/game/rcw/rcwbot"
	"tachanka/game/rcw/rcwcmd"
	"tachanka/game/redrussia"
	"tachanka/game/redrussia/rrbot"
	"tachanka/game/redrussia/rrcmd"
	"tachanka/game/reds/redscmd"
	"tachanka/game/scenario"
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
	Verify: func(path string, data []byte) (play.File, error) {
		f, err := scenario.VerifyData(path, data, scenarios.Lib)
		if err != nil {
			return nil, err // not a typed nil in the interface
		}
		return f, nil
	},
	Commands: redscmd.Commands,
}

// Poltava is Poltava 1709, the tactical battle of 27 June (8 July) 1709.
var Poltava = &play.Game{
	ID:        poltava.GameID,
	Title:     play.Text{EN: "Poltava 1709", RU: "Полтава 1709"},
	Seats:     poltavacmd.Seats,
	Levels:    poltavabot.Levels,
	Scenarios: func() []play.Scenario { return scenarios.List(poltava.GameID) },
	Verify: func(path string, data []byte) (play.File, error) {
		f, err := poltava.Verify(path, data, scenarios.Poltava)
		if err != nil {
			return nil, err
		}
		return f, nil
	},
	Commands: poltavacmd.Commands,
}

// RCW is SPI's Russian Civil War 1918-1922, for 3 to 6 players. It has
// no computer level yet: random players only, in selfplay.
var RCW = &play.Game{
	ID:        rcw.GameID,
	Title:     play.Text{EN: "Russian Civil War 1918-1922", RU: "Гражданская война в России 1918–1922"},
	Seats:     rcwcmd.Seats,
	MinSeats:  rcwcmd.MinSeats,
	Levels:    rcwbot.Levels,
	Scenarios: func() []play.Scenario { return scenarios.List(rcw.GameID) },
	Verify: func(path string, data []byte) (play.File, error) {
		d, err := scenarios.RCWData()
		if err != nil {
			return nil, fmt.Errorf("%s: the game's data: %w", path, err)
		}
		f, err := rcw.Verify(path, data, d)
		if err != nil {
			return nil, err
		}
		return f, nil
	},
	Commands: rcwcmd.Commands,
}

// RedRussia is Avalanche Press's Red Russia, for 2 to 4 players: its
// client is render/rrui, its computer player rrbot.
var RedRussia = &play.Game{
	ID:        redrussia.GameID,
	Title:     play.Text{EN: "Red Russia", RU: "Красная Россия"},
	Seats:     rrcmd.Seats,
	Levels:    rrbot.Levels,
	Scenarios: func() []play.Scenario { return scenarios.List(redrussia.GameID) },
	Verify: func(path string, data []byte) (play.File, error) {
		d, err := scenarios.RedRussiaData()
		if err != nil {
			return nil, fmt.Errorf("%s: the game's data: %w", path, err)
		}
		f, err := redrussia.Verify(path, data, d)
		if err != nil {
			return nil, err
		}
		return f, nil
	},
	Commands: rrcmd.Commands,
}

var games = []*play.Game{Reds, Poltava, RCW, RedRussia}

// ForArgs is the game a command's -scenario names (an embedded scenario
// id or a file whose envelope names its game), or nil.
func ForArgs(args []string) *play.Game {
	for i, a := range args {
		var v string
		switch {
		case (a == "-scenario" || a == "--scenario") && i+1 < len(args):
			v = args[i+1]
		case strings.HasPrefix(a, "-scenario="), strings.HasPrefix(a, "--scenario="):
			_, v, _ = strings.Cut(a, "=")
		default:
			continue
		}
		id := scenarios.GameOf(v)
		if id == "" {
			if data, err := scenario.Read(v); err == nil {
				if h, err := play.ReadHeader(data); err == nil {
					id = h.Game
				}
			}
		}
		if g, ok := Find(id); ok {
			return g
		}
		return nil
	}
	return nil
}

// All lists the games in the order the menu shows them.
func All() []*play.Game { return slices.Clone(games) }

// Verify opens any game's scenario or save and checks it exactly: the
// envelope's head names the game, whose own reader does the rest.
func Verify(path string) (*play.Game, play.File, error) {
	data, err := scenario.Read(path)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", path, err)
	}
	h, err := play.ReadHeader(data)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", path, err)
	}
	g, ok := Find(h.Game)
	if !ok {
		var ids []string
		for _, g := range games {
			ids = append(ids, g.ID)
		}
		return nil, nil, fmt.Errorf("%s: game: game %q is not one this program plays (%s)", path, h.Game, strings.Join(ids, ", "))
	}
	f, err := g.Verify(path, data)
	if err != nil {
		return nil, nil, err
	}
	return g, f, nil
}

// Find returns the game with that id.
func Find(id string) (*play.Game, bool) {
	for _, g := range games {
		if g.ID == id {
			return g, true
		}
	}
	return nil, false
}
