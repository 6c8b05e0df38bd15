package cli

import (
	"flag"
	"fmt"
	"strings"

	"tachanka/game/play"
	"tachanka/game/redrussia"
	"tachanka/game/redrussia/rrcmd"
	"tachanka/game/registry"
	"tachanka/render/launch"
)

// Red Russia's window commands: play seats a person, the computer player
// or the random player at each faction (-seat red=human ...; one kind for
// all of a player's factions, 1.2) for 2 to 4 players (-players), and
// screenshot shows a new game or a save.

// isRR reports that arg (a scenario id, or a scenario or save file) is
// one of Red Russia's.
func isRR(arg string) bool {
	return arg != "" && registry.ForArgs([]string{"-scenario", arg}) == registry.RedRussia
}

// playRR opens the window on a game of Red Russia.
func playRR(c *ctx, fs *flag.FlagSet, scn string, seatFlags play.SeatFlag, seed string, players int) int {
	if bad := otherGames(fs, "scenario", "seat", "seed", "players"); len(bad) > 0 {
		return c.usageError("play", fmt.Errorf("%s: options of other games; Red Russia takes -scenario, -players, -seat and -seed", strings.Join(bad, ", ")))
	}
	f, err := rrcmd.Open(scn)
	if err != nil {
		return c.fail("play", "%v", err)
	}
	o := launch.Options{Scenario: absIfFile(scn), Seats: map[string]string{}}
	if o.Seed, err = parseSeed(seed); err != nil {
		return c.usageError("play", err)
	}
	if f.IsSave() {
		if len(seatFlags) > 0 || players != 0 {
			return c.usageError("play", fmt.Errorf("a saved game keeps its players and seats: give no -seat or -players"))
		}
		return c.window("play", o)
	}
	if players == 0 {
		players = 4
	}
	groups, err := redrussia.Seating(players)
	if err != nil {
		return c.usageError("play", err)
	}
	for _, v := range seatFlags {
		name, kind, ok := strings.Cut(v, "=")
		if !ok || name == "" || kind == "" {
			return c.usageError("play", fmt.Errorf("-seat %q: want FACTION=KIND, as in red=human", v))
		}
		if _, ok := registry.RedRussia.Seat(name); !ok {
			return c.usageError("play", fmt.Errorf("-seat %q: Red Russia has no seat %q (red, siberian, south, northasian)", v, name))
		}
		if kind == "computer" {
			kind = play.Bot
		}
		if _, err := registry.RedRussia.ParseKind(kind); err != nil {
			return c.usageError("play", fmt.Errorf("-seat %q: %v", v, err))
		}
		o.Seats[name] = kind
	}
	// One kind for all of a player's factions: his first faction's seat
	// names it; the others follow.
	for _, g := range groups {
		k := o.Seats[g[0].String()]
		for _, f := range g[1:] {
			if o.Seats[f.String()] != "" && k != "" && o.Seats[f.String()] != k {
				return c.usageError("play", fmt.Errorf("one player commands %v (1.2): give them one kind", g))
			}
			if k == "" {
				k = o.Seats[f.String()]
			}
		}
		for _, f := range g {
			if k != "" {
				o.Seats[f.String()] = k
			}
		}
	}
	o.Seats["players"] = fmt.Sprint(players)
	return c.window("play", o)
}

// screenshotRR writes a picture of a new game or of a save.
func screenshotRR(c *ctx, fs *flag.FlagSet, scn, load string, o launch.Options) int {
	if bad := otherGames(fs, "o", "scenario", "load", "size", "zoom", "lang", "colorblind", "scale"); len(bad) > 0 {
		return c.usageError("screenshot", fmt.Errorf("%s: options of other games' boards; Red Russia's takes -scenario or -load, -o, -size, -zoom, -lang, -colorblind and -scale", strings.Join(bad, ", ")))
	}
	if load != "" {
		f, err := rrcmd.Open(load)
		if err != nil {
			return c.fail("screenshot", "%v", err)
		}
		if !f.IsSave() {
			return c.fail("screenshot", "%s is a scenario, not a saved game (use -scenario)", load)
		}
		o.Load = absIfFile(load)
		return c.window("screenshot", o)
	}
	if _, err := rrcmd.Open(scn); err != nil {
		return c.fail("screenshot", "%v", err)
	}
	o.Scenario = absIfFile(scn)
	return c.window("screenshot", o)
}
