package cli

import (
	"flag"
	"fmt"
	"slices"
	"strings"

	"tachanka/game/play"
	"tachanka/game/rcw"
	"tachanka/game/rcw/rcwcmd"
	"tachanka/game/registry"
	"tachanka/render/launch"
)

// The Russian Civil War's window commands: play seats people, computer players and random
// players in seats a to f (3 to 6 for the standard game, seat a alone for
// the solitaire game) and screenshot shows a new game or a save.

// isRCW reports that arg (a scenario id, or a scenario or save file) is
// one of the Russian Civil War's.
func isRCW(arg string) bool {
	return arg != "" && registry.ForArgs([]string{"-scenario", arg}) == registry.RCW
}

// otherGames names the flags set that belong to other games' commands.
func otherGames(fs *flag.FlagSet, ours ...string) []string {
	var out []string
	fs.Visit(func(f *flag.Flag) {
		if !slices.Contains(ours, f.Name) {
			out = append(out, "-"+f.Name)
		}
	})
	return out
}

// playRCW opens the window on a game of the Russian Civil War.
func playRCW(c *ctx, fs *flag.FlagSet, scn string, seatFlags play.SeatFlag, seed string) int {
	if bad := otherGames(fs, "scenario", "seat", "seed"); len(bad) > 0 {
		return c.usageError("play", fmt.Errorf("%s: options of other games; the Russian Civil War takes -scenario, -seat and -seed", strings.Join(bad, ", ")))
	}
	f, err := rcwcmd.Open(scn)
	if err != nil {
		return c.fail("play", "%v", err)
	}
	o := launch.Options{Scenario: absIfFile(scn), Seats: map[string]string{}}
	if o.Seed, err = parseSeed(seed); err != nil {
		return c.usageError("play", err)
	}
	if f.IsSave() {
		if len(seatFlags) > 0 {
			return c.usageError("play", fmt.Errorf("a saved game keeps its seats: give no -seat"))
		}
		return c.window("play", o)
	}
	seats, err := rcwSeating(f, seatFlags)
	if err != nil {
		return c.usageError("play", err)
	}
	o.Seats = seats
	return c.window("play", o)
}

// rcwSeating checks the -seat flags of a new game: seats a, b, c... in
// order, each a person, the computer player (bot, table, strong) or the random
// player; the solitaire game's one seat is a. With no -seat, four people (one for the solitaire game).
func rcwSeating(f *rcw.File, values play.SeatFlag) (map[string]string, error) {
	if len(values) == 0 {
		values = play.SeatFlag{"a=human", "b=human", "c=human", "d=human"}[:max(f.MinPlayers, min(4, f.MaxPlayers))]
	}
	out := map[string]string{}
	for _, v := range values {
		name, kind, ok := strings.Cut(v, "=")
		if !ok || name == "" || kind == "" {
			return nil, fmt.Errorf("-seat %q: want NAME=KIND, as in a=human", v)
		}
		if _, ok := registry.RCW.Seat(name); !ok {
			return nil, fmt.Errorf("-seat %q: the Russian Civil War has no seat %q (a to f)", v, name)
		}
		if _, dup := out[name]; dup {
			return nil, fmt.Errorf("-seat %q: seat %s is named twice", v, name)
		}
		if _, err := registry.RCW.ParseKind(kind); err != nil {
			return nil, fmt.Errorf("-seat %q: %v", v, err)
		}
		out[name] = kind
	}
	n := len(out)
	if n < f.MinPlayers || n > f.MaxPlayers {
		return nil, fmt.Errorf("%d seats filled; %s is for %d to %d players", n, f.Header.Scenario, f.MinPlayers, f.MaxPlayers)
	}
	for _, l := range rcw.Letters(n) {
		if _, ok := out[rcw.SeatName(l)]; !ok {
			return nil, fmt.Errorf("seat %s is empty: %d players sit in seats a to %s", rcw.SeatName(l), n, rcw.SeatName(rcw.Letters(n)[n-1]))
		}
	}
	return out, nil
}

// screenshotRCW writes a picture of a new game of a scenario or of a save.
func screenshotRCW(c *ctx, fs *flag.FlagSet, scn, load string, o launch.Options) int {
	if bad := otherGames(fs, "o", "scenario", "load", "size", "zoom", "lang", "colorblind", "scale"); len(bad) > 0 {
		return c.usageError("screenshot", fmt.Errorf("%s: options of other games' boards; the Russian Civil War's takes -scenario or -load, -o, -size, -zoom, -lang, -colorblind and -scale", strings.Join(bad, ", ")))
	}
	if load != "" {
		f, err := rcwcmd.Open(load)
		if err != nil {
			return c.fail("screenshot", "%v", err)
		}
		if !f.IsSave() {
			return c.fail("screenshot", "%s is a scenario, not a saved game (use -scenario)", load)
		}
		o.Load = absIfFile(load)
		return c.window("screenshot", o)
	}
	if _, err := rcwcmd.Open(scn); err != nil {
		return c.fail("screenshot", "%v", err)
	}
	o.Scenario = absIfFile(scn)
	return c.window("screenshot", o)
}
