// Package rrcmd holds Red Russia's own commands: the map and the counters
// as JSON, seeded games between random and computer players without a
// window, for 2, 3 and 4 players, and the computer player's strength
// report. The registry
// lists them; tachanka runs them when the scenario named is this game's.
package rrcmd

import (
	"fmt"
	"os"
	"strings"

	"tachanka/game/play"
	"tachanka/game/redrussia"
	"tachanka/scenarios"
)

// Commands are Red Russia's own subcommands.
var Commands = []play.Command{
	{Name: "map", Usage: "map -scenario redrussia-1918|FILE [-area CODE]",
		Summary: "print the area map as JSON, one area per line: id, names, territory, money, manpower, fortification, neighbours with their route grades, port and sea zones (a save: control and siege hits now)", Run: runMap},
	{Name: "units", Usage: "units -scenario redrussia-1918|FILE",
		Summary: "print every counter as JSON, one per line: the units with their values, the leaders with their ratings, the markers (a save: where each piece is)", Run: runUnits},
	{Name: "selfplay", Usage: "selfplay -scenario redrussia-1918 -players 2|3|4 [-seat red=random|bot|normal|quick ...] [-railways] [-famine] [-seed N] [-games K] [-jobs J] [-check] [-save FILE] [-json]",
		Summary: "play games between random and computer players without a window, for 2 to 4 players (seats red, siberian, south, northasian)", Run: runSelfplay},
	{Name: "strength", Usage: "strength -scenario redrussia-1918 [-levels normal,quick] [-games K] [-seed N] [-jobs J] [-check] [-o FILE]",
		Summary: "the computer player's strength: each faction at each level against three random factions, as a Markdown report", Run: runStrength},
}

// Seats are the four major factions' seats (1.2: with fewer players one
// player holds several).
var Seats = []play.Seat{
	{Name: "red", Title: play.Text{EN: "Red", RU: "Красные"}},
	{Name: "siberian", Title: play.Text{EN: "Siberian Whites", RU: "Сибирские белые"}},
	{Name: "south", Title: play.Text{EN: "South", RU: "Юг"}},
	{Name: "northasian", Title: play.Text{EN: "North/Asian Whites", RU: "Северо-азиатские белые"}},
}

// Open reads an embedded scenario of the game by id, or a scenario or save
// file by path.
func Open(arg string) (*redrussia.File, error) {
	if scenarios.GameOf(arg) == redrussia.GameID {
		return scenarios.OpenRedRussia(arg)
	}
	data, err := os.ReadFile(arg)
	if err != nil {
		return nil, fmt.Errorf("%q is neither a scenario of Red Russia (%s) nor a readable file", arg, strings.Join(scenarios.IDsOf(redrussia.GameID), ", "))
	}
	d, err := scenarios.RedRussiaData()
	if err != nil {
		return nil, err
	}
	return redrussia.Verify(arg, data, d)
}
