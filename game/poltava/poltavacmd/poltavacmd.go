// Package poltavacmd holds Poltava 1709's own commands: the map and the
// units as JSON lines, and games between computer players without a
// window. The registry lists them; tachanka runs them when the scenario
// named is one of Poltava's.
package poltavacmd

import (
	"flag"
	"fmt"
	"os"
	"slices"
	"strings"
	"time"

	"tachanka/game/dice"
	"tachanka/game/hex"
	"tachanka/game/play"
	"tachanka/game/poltava"
	"tachanka/game/poltava/poltavabot"
	"tachanka/scenarios"
)

// Commands are Poltava's own subcommands.
var Commands = []play.Command{
	{Name: "map", Usage: "map -scenario poltava-main|poltava-whole|FILE [-hex XXYY]", Summary: "print the battlefield as JSON, one hex per line: terrain, hexside features, roads, zone, redoubt, set-up labels", Run: runMap},
	{Name: "units", Usage: "units -scenario poltava-main|poltava-whole|FILE", Summary: "print the counters of the scenario as JSON, one per line", Run: runUnits},
	{Name: "selfplay", Usage: "selfplay -scenario poltava-main|poltava-whole [-seat sweden=random|bot|normal|quick] [-seat russia=...] [-seed N] [-games K] [-jobs J] [-check] [-save FILE] [-json]", Summary: "play games without a window", Run: runSelfplay},
}

// Open reads an embedded Poltava scenario by id or a file by path.
func Open(arg string) (*poltava.File, error) {
	if scenarios.GameOf(arg) == poltava.GameID {
		return scenarios.OpenPoltava(arg)
	}
	data, err := os.ReadFile(arg)
	if err != nil {
		return nil, fmt.Errorf("%q is neither a scenario of Poltava 1709 (%s) nor a readable file", arg, strings.Join(scenarios.IDsOf(poltava.GameID), ", "))
	}
	return poltava.Verify(arg, data, scenarios.Poltava)
}

// HexLine is one hex as `tachanka map` prints it.
type HexLine struct {
	poltava.HexRecord
	Labels []string `json:"labels"`
}

func runMap(c *play.Cmd, args []string) int {
	var one *string
	f, st, ok := play.OpenNamed(c, args, "poltava-main", Open, func(fs *flag.FlagSet) {
		one = fs.String("hex", "", "print only this hex (XXYY)")
	})
	if !ok {
		return st
	}
	var only hex.Hex
	if *one != "" {
		var err error
		if only, err = hex.Parse(*one); err != nil {
			return c.UsageError(fmt.Errorf("-hex: %v", err))
		}
		if !f.Data.Board.On(only) {
			return c.Fail("hex %v is not on the map (0101-%02d%02d)", only, f.Data.Board.Cols, f.Data.Board.Rows)
		}
	}
	labels := map[hex.Hex][]string{}
	for _, g := range f.Data.Scenario.Groups {
		for _, h := range g.Hexes {
			if !slices.Contains(labels[h], g.Label) {
				labels[h] = append(labels[h], g.Label)
			}
		}
	}
	for _, e := range f.Data.Scenario.Entry {
		h := f.Data.Counters.EntryColumns[e.Column-1].Hex
		labels[h] = append(labels[h], fmt.Sprintf("entry %d", e.Column))
	}
	var out []HexLine
	for _, rec := range f.Data.Board.Records() {
		if only.Valid() && rec.Hex != only {
			continue
		}
		l := labels[rec.Hex]
		if l == nil {
			l = []string{}
		}
		out = append(out, HexLine{HexRecord: rec, Labels: l})
	}
	if err := play.WriteJSONLines(c.Out, out); err != nil {
		return c.Fail("%v", err)
	}
	return play.ExitOK
}

// UnitLine is a counter as `tachanka units` prints it.
type UnitLine struct {
	poltava.UnitDef
	Status  poltava.Status `json:"status"`
	Hex     hex.Hex        `json:"hex,omitzero"`
	Reduced bool           `json:"reduced"`
	Leaders []string       `json:"leaders,omitempty"`
}

func runUnits(c *play.Cmd, args []string) int {
	f, st, ok := play.OpenNamed(c, args, "poltava-main", Open, nil)
	if !ok {
		return st
	}
	s := f.State
	if s == nil {
		s = poltava.NewState(f.Data)
	}
	var out []UnitLine
	for _, u := range s.Units {
		line := UnitLine{UnitDef: *u.Def(), Status: u.Status, Hex: u.Hex, Reduced: u.Reduced}
		line.Side, line.Division = u.Side, u.Division
		for _, l := range s.LeadersWith(u.ID) {
			line.Leaders = append(line.Leaders, l.ID)
		}
		out = append(out, line)
	}
	if err := play.WriteJSONLines(c.Out, out); err != nil {
		return c.Fail("%v", err)
	}
	return play.ExitOK
}

// Seats of Poltava 1709, for the registry.
var Seats = []play.Seat{
	{Name: poltava.SeatSweden, Title: play.Text{EN: "Sweden (Charles XII)", RU: "Швеция (Карл XII)"}},
	{Name: poltava.SeatRussia, Title: play.Text{EN: "Russia (Peter I)", RU: "Россия (Пётр I)"}},
}

// Random is the random player: every legal action equally likely.
type Random struct{ R dice.Rand }

func (r *Random) Name() string { return "random" }

func (r *Random) Choose(view *poltava.State, seat string) (poltava.Action, error) {
	a, ok := view.RandomAction(&r.R)
	if !ok {
		return a, fmt.Errorf("no legal action while waiting for %s", view.Pending.Kind)
	}
	return a, nil
}

type result struct {
	Seed    uint64  `json:"seed"`
	Winner  string  `json:"winner"`
	Reason  string  `json:"reason"`
	Turn    int     `json:"turn"`
	Actions int     `json:"actions"`
	Seconds float64 `json:"seconds"`
	err     error
	rec     *poltava.Record
}

// Player is a computer player of Poltava 1709.
type Player = play.Player[*poltava.State, poltava.Action]

// NewPlayer seats a computer player of a kind (random, bot or a bot
// level) with its own seed.
func NewPlayer(kind string, seed uint64) (Player, error) {
	switch kind {
	case play.Random:
		return &Random{R: dice.New(seed)}, nil
	case play.Bot:
		return poltavabot.New("", seed)
	}
	return poltavabot.New(kind, seed)
}

// PlayOne plays one seeded game between random players, checking the
// state after every action when check is set.
func PlayOne(f *poltava.File, seed uint64, check bool) (*poltava.Record, error) {
	return PlayWith(f, seed, check, &Random{R: dice.New(seed*2 + 1)}, &Random{R: dice.New(seed*2 + 2)})
}

// PlayWith plays one seeded game between two players, checking the state
// after every action when check is set.
func PlayWith(f *poltava.File, seed uint64, check bool, sweden, russia Player) (*poltava.Record, error) {
	rec, _ := f.NewGame(seed)
	m := play.Match[*poltava.State, poltava.Action, poltava.Event]{
		Rules: poltava.Rules{},
		Players: map[string]play.Player[*poltava.State, poltava.Action]{
			poltava.SeatSweden: sweden,
			poltava.SeatRussia: russia,
		},
		MaxActions: 20000,
	}
	if check {
		m.After = func(a poltava.Action, ev []poltava.Event) error {
			if err := rec.State.CheckInvariants(); err != nil {
				return fmt.Errorf("after action %d (%v): %w", len(rec.Actions)-1, a, err)
			}
			return nil
		}
	}
	return rec, m.Play(rec)
}

// Kinds are who may sit in a seat in selfplay.
func Kinds() []string {
	return append([]string{play.Random, play.Bot}, poltavabot.Levels...)
}

func runSelfplay(c *play.Cmd, args []string) int {
	fs := c.Flags()
	var sf play.SeriesFlags
	sf.Register(fs, "NAME=KIND: who sits in a seat (random, bot, normal, quick; random by default); repeatable")
	if st, ok := c.Parse(fs, args); !ok {
		return st
	}
	kinds := map[string]string{poltava.SeatSweden: play.Random, poltava.SeatRussia: play.Random}
	for _, v := range sf.Seats {
		name, kind, _ := strings.Cut(v, "=")
		if (name != poltava.SeatSweden && name != poltava.SeatRussia) || !slices.Contains(Kinds(), kind) {
			return c.UsageError(fmt.Errorf("-seat %q: Poltava 1709's seats are sweden and russia, and who sits there is one of %s", v, strings.Join(Kinds(), ", ")))
		}
		kinds[name] = kind
	}
	if err := sf.Validate(scenarios.IDsOf(poltava.GameID)); err != nil {
		return c.UsageError(err)
	}
	f, err := Open(sf.Scenario)
	if err != nil {
		return c.Fail("%v", err)
	}
	if f.IsSave() {
		return c.Fail("%s is a saved game; selfplay starts scenarios", sf.Scenario)
	}
	results := play.Series(sf.Games, sf.Jobs, func(i int) result {
		sd := sf.Seed + uint64(i)
		t0 := time.Now()
		sw, err1 := NewPlayer(kinds[poltava.SeatSweden], sd*2+1)
		ru, err2 := NewPlayer(kinds[poltava.SeatRussia], sd*2+2)
		if err1 != nil || err2 != nil {
			return result{Seed: sd, err: fmt.Errorf("seating: %v %v", err1, err2), rec: &poltava.Record{}}
		}
		rec, err := PlayWith(f, sd, sf.Check, sw, ru)
		r := result{Seed: sd, Actions: len(rec.Actions), Turn: rec.State.Turn, Seconds: time.Since(t0).Seconds(), err: err, rec: rec}
		if res := rec.State.Result; res != nil {
			r.Winner, r.Reason = res.Winner.String(), res.Reason
			if r.Winner == "" {
				r.Winner = "draw"
			}
		}
		return r
	})
	wins := map[string]int{}
	reasons := map[string]int{}
	total := 0.0
	actions := 0
	for _, r := range results {
		if r.err != nil {
			return c.Fail("%s seed %d: %v", sf.Scenario, r.Seed, r.err)
		}
		wins[r.Winner]++
		reasons[r.Reason]++
		total += r.Seconds
		actions += r.Actions
		if sf.JSON {
			play.WriteJSONLines(c.Out, []result{r})
		} else {
			fmt.Fprintf(c.Out, "seed %d: %s wins on turn %d after %d actions (%s) in %.2fs\n", r.Seed, r.Winner, r.Turn, r.Actions, r.Reason, r.Seconds)
		}
	}
	n := float64(len(results))
	if sf.JSON {
		play.WriteJSONLines(c.Out, []map[string]any{{"summary": map[string]any{"games": len(results), "wins": wins, "reasons": reasons,
			"avg_actions": float64(actions) / n, "seconds_per_game": total / n}}})
	} else {
		fmt.Fprintf(c.Out, "%d games: %v; reasons %v; %.0f actions and %.3f s per game on average\n", len(results), wins, reasons, float64(actions)/n, total/n)
	}
	if sf.Save != "" {
		last := results[len(results)-1]
		if err := f.SaveOf(last.rec).Save(sf.Save); err != nil {
			return c.Fail("saving %s: %v", sf.Save, err)
		}
	}
	return play.ExitOK
}
