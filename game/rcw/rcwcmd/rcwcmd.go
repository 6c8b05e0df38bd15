// Package rcwcmd holds the Russian Civil War's own commands: the province
// map and the counters as JSON lines, and seeded games between random
// players without a window. The registry lists them; tachanka runs them
// when the scenario named is one of this game's.
package rcwcmd

import (
	"fmt"
	"os"
	"strings"

	"tachanka/game/play"
	"tachanka/game/rcw"
	"tachanka/scenarios"
)

// Commands are the Russian Civil War's own subcommands.
var Commands = []play.Command{
	{Name: "map", Usage: "map -scenario rcw-standard|FILE [-province CODE]", Summary: "print the province map as JSON, one province per line: code, names, region, neighbours, rail neighbours, port and sea", Run: runMap},
	{Name: "units", Usage: "units -scenario rcw-standard|FILE", Summary: "print every counter as JSON, one per line: leaders, combat units, the Czar and the Gold, with their set-up province (and, in a save, where they are)", Run: runUnits},
	{Name: "selfplay", Usage: "selfplay -scenario rcw-standard -seat a=random -seat b=random -seat c=random [-seat d=random ...] [-seed N] [-games K] [-jobs J] [-max-turns T] [-check] [-save FILE] [-json]", Summary: "play games between random players without a window, for 3 to 6 players (seats a, b, c... in order)", Run: runSelfplay},
}

// Seats are the six players' places, a to f: seat a is Player A (15.21).
var Seats = func() []play.Seat {
	var out []play.Seat
	for _, l := range rcw.Letters(6) {
		out = append(out, play.Seat{Name: rcw.SeatName(l), Title: play.Text{EN: "Player " + l, RU: "Игрок " + l}})
	}
	return out
}()

// MinSeats: the game is for 3 to 6 players (2.0).
const MinSeats = 3

// Open reads an embedded scenario of the game by id, or a scenario or save
// file by path.
func Open(arg string) (*rcw.File, error) {
	if scenarios.GameOf(arg) == rcw.GameID {
		return scenarios.OpenRCW(arg)
	}
	data, err := os.ReadFile(arg)
	if err != nil {
		return nil, fmt.Errorf("%q is neither a scenario of the Russian Civil War (%s) nor a readable file", arg, strings.Join(scenarios.IDsOf(rcw.GameID), ", "))
	}
	d, err := scenarios.RCWData()
	if err != nil {
		return nil, err
	}
	return rcw.Verify(arg, data, d)
}
