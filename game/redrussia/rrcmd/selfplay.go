package rrcmd

import (
	"fmt"
	"maps"
	"os"
	"slices"
	"strings"
	"time"

	"tachanka/game/dice"
	"tachanka/game/play"
	"tachanka/game/redrussia"
	"tachanka/game/redrussia/rrbot"
	"tachanka/scenarios"
)

// MaxActions stops a game that runs away (a bug: twelve turns end every
// game long before).
const MaxActions = 500_000

// Result is one game of a series.
type Result struct {
	Seed    uint64   `json:"seed"`
	Players int      `json:"players"`
	Winners []string `json:"winners"` // the winning factions
	Rule    string   `json:"rule"`    // 16.0 automatic victory, 16.1 the last turn, 1.2 no White left
	Turn    int      `json:"turn"`
	Actions int      `json:"actions"`
	Seconds float64  `json:"seconds"`
	// The computer players' decisions: how many, their total and longest
	// time.
	BotDecisions int     `json:"bot_decisions,omitempty"`
	BotSeconds   float64 `json:"bot_seconds,omitempty"`
	MaxDecision  float64 `json:"max_decision,omitempty"`
	// Factions are each major faction's calibration figures (DATA.md
	// o.2; figures.go).
	Factions map[string]FactionFigures `json:"factions,omitempty"`

	err     error
	actions []redrussia.Action
	state   *redrussia.State
}

// computerStops are the stops of a game whose every seat is a computer
// player: every window (B.3).
func computerStops(players int) []redrussia.Stops {
	return slices.Repeat([]redrussia.Stops{redrussia.AllStops}, players)
}

// PlayRandom plays one seeded game of random players to its end, checking
// the whole state after every action when check is set.
func PlayRandom(f *redrussia.File, players int, opt redrussia.Options, seed uint64, check bool) Result {
	return PlayGame(f, players, opt, seed, check, nil)
}

// PlayGame plays one seeded game to its end: the factions named in bots
// by a computer player of that level (rrbot), seeded from the game's seed
// and the faction, the others at random; checking the whole state after
// every action when check is set. The computer players observe every
// action, and their decisions are timed.
func PlayGame(f *redrussia.File, players int, opt redrussia.Options, seed uint64, check bool, bots map[redrussia.Faction]string) Result {
	t0 := time.Now()
	res := Result{Seed: seed, Players: players}
	if opt.Stops == nil {
		opt.Stops = computerStops(players)
	}
	s, err := f.NewGame(players, seed, opt)
	if err != nil {
		res.err = err
		return res
	}
	comp := map[redrussia.Faction]*rrbot.Player{}
	for fa, level := range bots {
		b, err := rrbot.New(level, seed*31+uint64(fa))
		if err != nil {
			res.err = err
			return res
		}
		comp[fa] = b
	}
	r := dice.New(seed*2 + 1)
	fg := newFigures(s)
	for !s.Over() {
		if len(res.actions) >= MaxActions {
			res.err = fmt.Errorf("no end after %d actions (turn %d, waiting for %v)", MaxActions, s.Turn, s.Pending)
			break
		}
		var a redrussia.Action
		var ok bool
		if b := botFor(s, comp); b != nil {
			t := time.Now()
			a, ok = b.Choose(s, s.Pending.Faction)
			d := time.Since(t).Seconds()
			res.BotDecisions++
			res.BotSeconds += d
			res.MaxDecision = max(res.MaxDecision, d)
		} else {
			a, ok = s.RandomAction(&r)
		}
		if !ok {
			res.err = fmt.Errorf("no legal action on turn %d while waiting for %v", s.Turn, s.Pending)
			break
		}
		before := s
		if len(comp) > 0 {
			before = s.Clone()
		}
		was, fightBy := money(s), redrussia.NoFaction
		if s.Fight != nil {
			fightBy = s.Fight.Attacker
		}
		ev, err := redrussia.Apply(s, a)
		if err != nil {
			res.err = fmt.Errorf("action %d (%v), listed as legal, is refused: %v", len(res.actions), a, err)
			break
		}
		for _, b := range comp {
			b.Observe(before, a, ev)
		}
		fg.after(s, a, was, fightBy)
		res.actions = append(res.actions, a)
		if check {
			if err := s.CheckInvariants(); err != nil {
				res.err = fmt.Errorf("after action %d (%v): %v", len(res.actions)-1, a, err)
				break
			}
		}
	}
	res.state, res.Turn, res.Actions = s, s.Turn, len(res.actions)
	res.Factions = fg.end(s)
	if o := s.Outcome; o != nil {
		res.Rule = o.Rule
		for _, w := range o.Factions {
			res.Winners = append(res.Winners, w.String())
		}
	}
	res.Seconds = time.Since(t0).Seconds()
	return res
}

// botFor is the computer player deciding now: the one seated for the
// pending faction or for another faction of the same player (1.2: with
// fewer than four players one player commands several factions).
func botFor(s *redrussia.State, comp map[redrussia.Faction]*rrbot.Player) *rrbot.Player {
	if b := comp[s.Pending.Faction]; b != nil {
		return b
	}
	pl := s.PlayerOf(s.Pending.Faction)
	for _, f := range redrussia.Majors {
		if b := comp[f]; b != nil && pl >= 0 && s.PlayerOf(f) == pl {
			return b
		}
	}
	return nil
}

func runSelfplay(c *play.Cmd, args []string) int {
	fs := c.Flags()
	var sf play.SeriesFlags
	sf.Register(fs, "FACTION=KIND: who sits in a faction's seat (red, siberian, south, northasian): random, bot or a level ("+strings.Join(rrbot.Levels, ", ")+"); every seat not named is random")
	players := fs.Int("players", 4, "number of players, 2 to 4 (1.2)")
	railways := fs.Bool("railways", false, "use optional rule 19.1")
	famine := fs.Bool("famine", false, "use optional rule 19.2 (needs -railways)")
	balance := fs.String("balance", "", "also write the balance report of DATA.md o.2 (Markdown) to this file")
	if st, ok := c.Parse(fs, args); !ok {
		return st
	}
	if fs.NArg() > 0 {
		return c.UsageError(fmt.Errorf("unexpected argument %q", fs.Arg(0)))
	}
	if err := sf.Validate(scenarios.IDsOf(redrussia.GameID)); err != nil {
		return c.UsageError(err)
	}
	if *players < 2 || *players > 4 {
		return c.UsageError(fmt.Errorf("-players %d: Red Russia is for 2 to 4 players (1.2)", *players))
	}
	if *famine && !*railways {
		return c.UsageError(fmt.Errorf("-famine needs -railways (19.2 needs 19.1)"))
	}
	bots := map[redrussia.Faction]string{}
	seats := play.Seating{}
	for _, s := range Seats {
		seats[s.Name] = play.Random
	}
	for _, v := range sf.Seats {
		name, kind, _ := strings.Cut(v, "=")
		if !slices.ContainsFunc(Seats, func(s play.Seat) bool { return s.Name == name }) {
			return c.UsageError(fmt.Errorf("-seat %s: no such seat (red, siberian, south, northasian)", v))
		}
		if kind == play.Bot {
			kind = rrbot.Levels[0]
		}
		switch {
		case kind == play.Random:
		case slices.Contains(rrbot.Levels, kind):
			var fa redrussia.Faction
			if err := fa.UnmarshalText([]byte(name)); err != nil {
				return c.UsageError(fmt.Errorf("-seat %s: %v", v, err))
			}
			bots[fa] = kind
		default:
			return c.UsageError(fmt.Errorf("-seat %s: selfplay seats random players or computer players (%s)", v, strings.Join(rrbot.Levels, ", ")))
		}
		seats[name] = kind
	}
	// 1.2: a player commanding several factions has one kind for all.
	groups, err := redrussia.Seating(*players)
	if err != nil {
		return c.UsageError(err)
	}
	for _, g := range groups {
		kind := play.Random
		for _, fa := range g {
			if k := seats[fa.String()]; k != play.Random {
				if kind != play.Random && k != kind {
					return c.UsageError(fmt.Errorf("-seat: one player commands %v (1.2): one kind for all his seats", g))
				}
				kind = k
			}
		}
		for _, fa := range g {
			seats[fa.String()] = kind
		}
	}
	f, err := Open(sf.Scenario)
	if err != nil {
		return c.Fail("%v", err)
	}
	if f.IsSave() {
		return c.Fail("%s is a saved game; selfplay starts scenarios", sf.Scenario)
	}
	opt := redrussia.Options{Railways: *railways, Famine: *famine, Stops: computerStops(*players)}
	results := play.Series(sf.Games, sf.Jobs, func(i int) Result {
		return PlayGame(f, *players, opt, sf.Seed+uint64(i), sf.Check, bots)
	})
	sum, st := report(c, sf.Scenario, results, sf.JSON)
	if st != play.ExitOK {
		return st
	}
	if *balance != "" {
		command := "tachanka selfplay " + strings.Join(args, " ")
		out, err := os.Create(*balance)
		if err == nil {
			err = writeBalance(out, sum, command, time.Now().UTC().Format("2 January 2006, 15:04 UTC"))
			if cerr := out.Close(); err == nil {
				err = cerr
			}
		}
		if err != nil {
			return c.Fail("writing %s: %v", *balance, err)
		}
	}
	if sf.Save != "" {
		last := results[len(results)-1]
		if err := f.SaveOf(seats, last.Seed, opt, last.actions, last.state).Save(sf.Save); err != nil {
			return c.Fail("saving %s: %v", sf.Save, err)
		}
	}
	return play.ExitOK
}

// Summary is the figures of a series.
type Summary struct {
	Games          int            `json:"games"`
	Players        int            `json:"players"`
	Wins           map[string]int `json:"wins"`  // games each faction won (shared wins count for each)
	Rules          map[string]int `json:"rules"` // how the games ended
	MeanTurns      float64        `json:"mean_turns"`
	MeanActions    float64        `json:"mean_actions"`
	SecondsPerGame float64        `json:"seconds_per_game"`
	// The computer players' decisions: how many in all, their mean and
	// longest time in milliseconds, and the longest game in seconds.
	BotDecisions   int     `json:"bot_decisions,omitempty"`
	MeanDecisionMs float64 `json:"mean_decision_ms,omitempty"`
	MaxDecisionMs  float64 `json:"max_decision_ms,omitempty"`
	MaxGameSeconds float64 `json:"max_game_seconds"`
	// AutoBefore12 counts the games ended by automatic victory (16.0)
	// before turn 12; Factions are each major faction's figures over the
	// series (DATA.md o.2).
	AutoBefore12 int                       `json:"auto_before_12"`
	Factions     map[string]*SeriesFigures `json:"factions,omitempty"`
}

// SeriesFigures are one major faction's calibration figures over a
// series (DATA.md o.2).
type SeriesFigures struct {
	MeanVP       float64 `json:"mean_vp"`
	MeanDistance float64 `json:"mean_distance"`
	// AttackShare is the share of its money spent on attacks and sieges
	// out of that spent on attacks, sieges and its army.
	AttackMoney int     `json:"attack_money"`
	ArmyMoney   int     `json:"army_money"`
	AttackShare float64 `json:"attack_share"`
	// BrokeBeforeWinter and Eliminated count games; ORIAfter6 is the mean
	// ORI level at the turns' starts after turn 6 and ORIAfter6In02 the
	// share of those at levels 0-2; ORI3 the games in which it reached
	// level 3; AlliedMovesPerYear its foreign rolls giving a Move per
	// game-year (four turns).
	BrokeBeforeWinter  int     `json:"broke_before_winter"`
	Eliminated         int     `json:"eliminated"`
	ORIAfter6          float64 `json:"ori_after_6"`
	ORIAfter6In02      float64 `json:"ori_after_6_in_0_2"`
	ORI3               int     `json:"ori_3"`
	AlliedMoves        int     `json:"allied_moves"`
	AlliedMovesPerYear float64 `json:"allied_moves_per_year"`
	oriN, ori02        int
	years              float64
}

// report prints a line per game and the summary; a failed game stops it
// with one line naming the seed.
func report(c *play.Cmd, scn string, results []Result, asJSON bool) (Summary, int) {
	for _, r := range results {
		if r.err != nil {
			return Summary{}, c.Fail("%s, %d players, seed %d: %v", scn, r.Players, r.Seed, r.err)
		}
		if asJSON {
			play.WriteJSONLines(c.Out, []Result{r})
			continue
		}
		fmt.Fprintf(c.Out, "seed %d: %s won (rule %s) on turn %d after %d actions in %.2fs\n", r.Seed, strings.Join(r.Winners, " and "), r.Rule, r.Turn, r.Actions, r.Seconds)
	}
	sum := summarize(results)
	if asJSON {
		play.WriteJSONLines(c.Out, []map[string]Summary{{"summary": sum}})
		return sum, play.ExitOK
	}
	g := float64(len(results))
	var wins, rules []string
	for _, k := range slices.Sorted(maps.Keys(sum.Wins)) {
		wins = append(wins, fmt.Sprintf("%s %d", k, sum.Wins[k]))
	}
	for _, k := range slices.Sorted(maps.Keys(sum.Rules)) {
		rules = append(rules, fmt.Sprintf("%s %d", k, sum.Rules[k]))
	}
	fmt.Fprintf(c.Out, "%d games of %d players: wins %s; ended by rule %s; %.1f turns, %.0f actions and %.3f s per game on average\n",
		sum.Games, sum.Players, strings.Join(wins, ", "), strings.Join(rules, ", "), sum.MeanTurns, sum.MeanActions, sum.SecondsPerGame)
	if sum.BotDecisions > 0 {
		fmt.Fprintf(c.Out, "computer players: %d decisions, %.2f ms each on average, the longest %.1f ms; the longest game %.2f s\n",
			sum.BotDecisions, sum.MeanDecisionMs, sum.MaxDecisionMs, sum.MaxGameSeconds)
	}
	fmt.Fprintf(c.Out, "automatic victories (16.0) before turn 12: %d of %d games (%.0f%%)\n", sum.AutoBefore12, sum.Games, 100*float64(sum.AutoBefore12)/g)
	for _, f := range redrussia.Majors {
		x := sum.Factions[f.String()]
		if x == nil {
			continue
		}
		fmt.Fprintf(c.Out, "%s: won %d (%.1f%%); mean VP %.1f, distance %.1f; money on attacks and sieges %.0f%% (%d of %d, the rest on its army); at 0 money before its first winter in %d games; eliminated in %d; ORI after turn 6 %.2f on average, levels 0-2 %.0f%% of the time, level 3 reached in %d games; Allied Moves %.2f a year\n",
			f, sum.Wins[f.String()], 100*float64(sum.Wins[f.String()])/g, x.MeanVP, x.MeanDistance, 100*x.AttackShare, x.AttackMoney, x.AttackMoney+x.ArmyMoney,
			x.BrokeBeforeWinter, x.Eliminated, x.ORIAfter6, 100*x.ORIAfter6In02, x.ORI3, x.AlliedMovesPerYear)
	}
	return sum, play.ExitOK
}

// summarize adds up a series of games played to their ends.
func summarize(results []Result) Summary {
	sum := Summary{Games: len(results), Wins: map[string]int{}, Rules: map[string]int{}}
	for _, r := range results {
		sum.Players = r.Players
		for _, w := range r.Winners {
			sum.Wins[w]++
		}
		sum.Rules[r.Rule]++
		sum.MeanTurns += float64(r.Turn)
		sum.MeanActions += float64(r.Actions)
		sum.SecondsPerGame += r.Seconds
		sum.MaxGameSeconds = max(sum.MaxGameSeconds, r.Seconds)
		sum.BotDecisions += r.BotDecisions
		sum.MeanDecisionMs += r.BotSeconds * 1000
		sum.MaxDecisionMs = max(sum.MaxDecisionMs, r.MaxDecision*1000)
		if r.Rule == "16.0" && r.Turn < 12 {
			sum.AutoBefore12++
		}
		addFigures(&sum, r)
	}
	g := float64(len(results))
	sum.MeanTurns, sum.MeanActions, sum.SecondsPerGame = sum.MeanTurns/g, sum.MeanActions/g, sum.SecondsPerGame/g
	if sum.BotDecisions > 0 {
		sum.MeanDecisionMs /= float64(sum.BotDecisions)
	}
	for _, x := range sum.Factions {
		x.MeanVP, x.MeanDistance = x.MeanVP/g, x.MeanDistance/g
		if x.AttackMoney+x.ArmyMoney > 0 {
			x.AttackShare = float64(x.AttackMoney) / float64(x.AttackMoney+x.ArmyMoney)
		}
		if x.oriN > 0 {
			x.ORIAfter6 /= float64(x.oriN)
			x.ORIAfter6In02 = float64(x.ori02) / float64(x.oriN)
		}
		if x.years > 0 {
			x.AlliedMovesPerYear = float64(x.AlliedMoves) / x.years
		}
	}
	return sum
}

// addFigures adds a game's faction figures to the series'.
func addFigures(sum *Summary, r Result) {
	if sum.Factions == nil {
		sum.Factions = map[string]*SeriesFigures{}
	}
	for name, ff := range r.Factions {
		x := sum.Factions[name]
		if x == nil {
			x = &SeriesFigures{}
			sum.Factions[name] = x
		}
		x.MeanVP += float64(ff.VP)
		x.MeanDistance += float64(ff.Distance)
		x.AttackMoney += ff.AttackMoney
		x.ArmyMoney += ff.ArmyMoney
		if ff.BrokeBeforeWinter {
			x.BrokeBeforeWinter++
		}
		if ff.Eliminated {
			x.Eliminated++
		}
		for _, lv := range ff.ORILevels {
			x.ORIAfter6 += float64(lv)
			x.oriN++
			if lv <= 2 {
				x.ori02++
			}
		}
		if ff.MaxORI >= 3 {
			x.ORI3++
		}
		x.AlliedMoves += ff.AlliedMoves
		x.years += float64(r.Turn) / 4
	}
}
