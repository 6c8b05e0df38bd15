package rcwcmd

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"time"

	"tachanka/game/dice"
	"tachanka/game/play"
	"tachanka/game/rcw"
	"tachanka/game/rcw/rcwbot"
	"tachanka/scenarios"
)

// seatRules is what reading -seat needs of the registry's entry (the
// registry imports this package, not the other way): the seats and how
// many must be filled.
var seatRules = &play.Game{ID: rcw.GameID, Seats: Seats, MinSeats: MinSeats, Levels: rcwbot.Levels}

// MaxActions stops a game that runs away (a bug: the turn cap ends every
// game long before).
const MaxActions = 200_000

// Result is one game of a series.
type Result struct {
	Seed    uint64  `json:"seed"`
	Players int     `json:"players"`
	Result  string  `json:"result"`              // "red victory", "white victory" or "abandoned"
	Cond    int     `json:"condition,omitempty"` // the condition of 14.1 that ended it
	Turn    int     `json:"turn"`                // the last Game-Turn played
	Actions int     `json:"actions"`
	Seconds float64 `json:"seconds"`
	// First are the seats that finished first (14.0: the most VP of the
	// winning colour; equal totals share the rank).
	First []string `json:"first,omitempty"`

	err     error
	actions []rcw.Action
	state   *rcw.State
}

// Abandoned is the result of a game stopped at the turn cap (4.1 Ruling).
const Abandoned = "abandoned"

// PlayRandom plays one seeded game of players random players (PlayGame
// with every seat random).
func PlayRandom(f *rcw.File, players, maxTurns int, seed uint64, check bool) Result {
	if players < 1 || players > 6 {
		_, err := f.NewGame(players, maxTurns, seed)
		return Result{Seed: seed, Players: players, err: err}
	}
	seats := play.Seating{}
	for _, l := range rcw.Letters(players) {
		seats[rcw.SeatName(l)] = play.Random
	}
	return PlayGame(f, seats, maxTurns, seed, check)
}

// PlayGame plays one seeded game to its end (a victory, or the turn cap
// of 4.1 Ruling), checking the whole state after every action when check
// is set. At every checkpoint each computer seat is asked first (it
// answers offers and politics addressed to it, then its own decision,
// rcwbot), then one seeded chooser among the random seats' legal actions.
// Every computer seat observes every action.
func PlayGame(f *rcw.File, seats play.Seating, maxTurns int, seed uint64, check bool) Result {
	t0 := time.Now()
	players := len(seats)
	res := Result{Seed: seed, Players: players}
	s, err := f.NewGame(players, maxTurns, seed)
	if err != nil {
		res.err = err
		return res
	}
	bots := map[string]*rcwbot.Player{}
	var botOrder, randomSeats []string
	for _, p := range s.Players {
		kind := seats[rcw.SeatName(p.Letter)]
		switch {
		case kind == play.Random:
			randomSeats = append(randomSeats, p.Letter)
		case kind != "":
			if kind == play.Bot {
				kind = rcwbot.Levels[0]
			}
			b, err := rcwbot.New(kind, seed*31+uint64(p.Letter[0]))
			if err != nil {
				res.err = err
				return res
			}
			bots[p.Letter] = b
			botOrder = append(botOrder, p.Letter)
		}
	}
	r := dice.New(seed*2 + 1)
	for !s.Over() {
		if len(res.actions) >= MaxActions {
			res.err = fmt.Errorf("no end after %d actions (Game-Turn %d, waiting for %v)", MaxActions, s.Turn, s.Pending)
			break
		}
		a, ok := rcw.Action{}, false
		for _, l := range botOrder {
			if a, ok = bots[l].Choose(s, l); ok {
				break
			}
		}
		if !ok {
			a, ok = s.RandomActionOf(&r, randomSeats)
		}
		if !ok {
			res.err = fmt.Errorf("no legal action on Game-Turn %d while waiting for %v", s.Turn, s.Pending)
			break
		}
		before := s
		if len(bots) > 0 {
			before = s.Clone()
		}
		ev, err := rcw.Apply(s, a)
		if err != nil {
			res.err = fmt.Errorf("action %d (%v), listed as legal, is refused: %v", len(res.actions), a, err)
			break
		}
		for _, l := range botOrder {
			bots[l].Observe(before, a, ev)
		}
		res.actions = append(res.actions, a)
		if check {
			if err := s.CheckInvariants(); err != nil {
				res.err = fmt.Errorf("after action %d (%v): %v", len(res.actions)-1, a, err)
				break
			}
		}
	}
	res.state, res.Turn, res.Actions = s, s.Turn, len(res.actions)
	switch {
	case s.Solo != nil && s.Solo.Result != "":
		res.Result = s.Solo.Result // 28.0: the level of victory, or a draw
	case s.Outcome != nil:
		res.Result, res.Cond = s.Outcome.Winner.String()+" victory", s.Outcome.Condition
		for _, r := range s.Outcome.Ranks {
			if r.Place == 1 {
				res.First = append(res.First, rcw.SeatName(r.Player))
			}
		}
	case s.Abandoned:
		res.Result = Abandoned
	}
	res.Seconds = time.Since(t0).Seconds()
	return res
}

// players reads the -seat flags: 3 to 6 seats filled, a, b, c... with no
// gap (one, Red in seat a, for the solitaire), each a computer level or
// random (a person cannot sit in a game without a window). In the
// solitaire the computer level plays Red as the Ruling of Computer
// players (a) says (rcwbot).
func players(seats []string, f *rcw.File) (play.Seating, int, error) {
	rules := *seatRules
	rules.MinSeats = f.MinPlayers
	seating, err := rules.ParseSeating(seats, nil)
	if err != nil {
		return nil, 0, err
	}
	n := len(seating)
	switch {
	case f.Mode == rcw.ModeSolitaire && n != 1:
		return nil, 0, fmt.Errorf("-seat: %d seats filled; %s has one player, Red, in seat a (the procedure plays the rest, 18.0)", n, f.Header.Scenario)
	case n > f.MaxPlayers:
		return nil, 0, fmt.Errorf("-seat: %d seats filled; %s is for %d to %d players", n, f.Header.Scenario, f.MinPlayers, f.MaxPlayers)
	}
	for _, l := range rcw.Letters(n) {
		if seating[rcw.SeatName(l)] == "" {
			return nil, 0, fmt.Errorf("-seat: %d seats filled, so seats a to %s: seat %s is empty (players sit in seats a, b, c... in order)",
				n, rcw.SeatName(rcw.Letters(n)[n-1]), rcw.SeatName(l))
		}
	}
	for _, l := range rcw.Letters(n) {
		k := seating[rcw.SeatName(l)]
		switch {
		case k == play.Human:
			return nil, 0, fmt.Errorf("-seat %s=%s: selfplay plays without a window: seats are computer players (%s) or random", rcw.SeatName(l), k, strings.Join(rcwbot.Levels, ", "))
		case f.Mode == rcw.ModePostal && k != play.Random:
			return nil, 0, fmt.Errorf("-seat %s=%s: the computer player does not write postal orders yet (Computer players b.12): seats of %s are random", rcw.SeatName(l), k, f.Header.Scenario)
		}
	}
	return seating, n, nil
}

func runSelfplay(c *play.Cmd, args []string) int {
	fs := c.Flags()
	var sf play.SeriesFlags
	sf.Register(fs, "NAME=LEVEL|random: a player in seat NAME (a to f); 3 to 6 seats, in order (the solitaire: seat a, Red); repeatable")
	maxTurns := fs.Int("max-turns", 60, "abandon a game after this many Game-Turns (4.1 Ruling)")
	if st, ok := c.Parse(fs, args); !ok {
		return st
	}
	if fs.NArg() > 0 {
		return c.UsageError(fmt.Errorf("unexpected argument %q", fs.Arg(0)))
	}
	if err := sf.Validate(scenarios.IDsOf(rcw.GameID)); err != nil {
		return c.UsageError(err)
	}
	if *maxTurns < 1 {
		return c.UsageError(fmt.Errorf("-max-turns must be at least 1"))
	}
	f, err := Open(sf.Scenario)
	if err != nil {
		return c.Fail("%v", err)
	}
	if f.IsSave() {
		return c.Fail("%s is a saved game; selfplay starts scenarios", sf.Scenario)
	}
	seating, _, err := players(sf.Seats, f)
	if err != nil {
		return c.UsageError(err)
	}
	results := play.Series(sf.Games, sf.Jobs, func(i int) Result {
		return PlayGame(f, seating, *maxTurns, sf.Seed+uint64(i), sf.Check)
	})
	if st := report(c, sf.Scenario, results, sf.JSON); st != play.ExitOK {
		return st
	}
	if sf.Save != "" {
		last := results[len(results)-1]
		if err := f.SaveOf(seating, last.Seed, last.actions, last.state).Save(sf.Save); err != nil {
			return c.Fail("saving %s: %v", sf.Save, err)
		}
	}
	return play.ExitOK
}

// Summary is the figures of a series.
type Summary struct {
	Games          int            `json:"games"`
	Players        int            `json:"players"`
	Results        map[string]int `json:"results"`
	First          map[string]int `json:"first"` // games each seat finished first
	MeanTurns      float64        `json:"mean_turns"`
	MeanActions    float64        `json:"mean_actions"`
	SecondsPerGame float64        `json:"seconds_per_game"`
}

// report prints a line per game and the summary; a failed game stops it
// with one line naming the seed.
func report(c *play.Cmd, scn string, results []Result, asJSON bool) int {
	sum := Summary{Games: len(results), Results: map[string]int{}, First: map[string]int{}}
	for _, r := range results {
		if r.err != nil {
			return c.Fail("%s, %d players, seed %d: %v", scn, r.Players, r.Seed, r.err)
		}
		sum.Players = r.Players
		sum.Results[r.Result]++
		for _, seat := range r.First {
			sum.First[seat]++
		}
		sum.MeanTurns += float64(r.Turn)
		sum.MeanActions += float64(r.Actions)
		sum.SecondsPerGame += r.Seconds
		if asJSON {
			play.WriteJSONLines(c.Out, []Result{r})
			continue
		}
		how := r.Result
		if r.Cond != 0 {
			how = fmt.Sprintf("%s (condition %d)", r.Result, r.Cond)
		}
		fmt.Fprintf(c.Out, "seed %d: %s on Game-Turn %d after %d actions in %.2fs\n", r.Seed, how, r.Turn, r.Actions, r.Seconds)
	}
	g := float64(len(results))
	sum.MeanTurns, sum.MeanActions, sum.SecondsPerGame = sum.MeanTurns/g, sum.MeanActions/g, sum.SecondsPerGame/g
	if asJSON {
		play.WriteJSONLines(c.Out, []map[string]Summary{{"summary": sum}})
		return play.ExitOK
	}
	if sum.Players == 1 {
		keys := slices.Sorted(maps.Keys(sum.Results))
		var parts []string
		for _, k := range keys {
			parts = append(parts, fmt.Sprintf("%s %d", k, sum.Results[k]))
		}
		fmt.Fprintf(c.Out, "%d solitaire games: %s; %.1f Game-Turns, %.0f actions and %.3f s per game on average\n",
			sum.Games, strings.Join(parts, ", "), sum.MeanTurns, sum.MeanActions, sum.SecondsPerGame)
		return play.ExitOK
	}
	var firsts []string
	for _, seat := range slices.Sorted(maps.Keys(sum.First)) {
		firsts = append(firsts, fmt.Sprintf("%s %d", seat, sum.First[seat]))
	}
	fmt.Fprintf(c.Out, "%d games of %d players: red victory %d, white victory %d, abandoned %d; first: %s; %.1f Game-Turns, %.0f actions and %.3f s per game on average\n",
		sum.Games, sum.Players, sum.Results["red victory"], sum.Results["white victory"], sum.Results[Abandoned], strings.Join(firsts, ", "),
		sum.MeanTurns, sum.MeanActions, sum.SecondsPerGame)
	return play.ExitOK
}
