package cli

import (
	"bytes"
	"fmt"
	"runtime"
	"slices"
	"strings"
	"time"

	"tachanka/game/bot"
	"tachanka/game/jsonfile"
	"tachanka/scenarios"
)

// The strength tournament (issue 8): the default bot against the random
// player with either side in both scenarios, normal against quick, hard
// against normal (issue 21), and normal against normal for the balance,
// written as a Markdown report.

type pairing struct {
	scenario   string
	red, white bot.Kind
	// subject is the side whose wins the acceptance counts; none for the
	// balance row.
	subject string
	min     float64 // the subject's least acceptable share of wins
	// pooled rows are judged together, per side, over both scenarios:
	// "normal beats quick in a majority of games with either side" asks
	// it of each side, not of each scenario (the criterion before it
	// says "in both scenarios"; this one does not).
	pooled bool
}

// group names the pooled rows judged together: the subject's level and
// its opponent's.
func (p pairing) group() string {
	if p.subject == "red" {
		return p.red.String() + " against " + p.white.String()
	}
	return p.white.String() + " against " + p.red.String()
}

func tournament() []pairing {
	normal, quick, random := bot.Kind{Level: bot.Normal}, bot.Kind{Level: bot.Quick}, bot.Kind{Random: true}
	hard := bot.Kind{Level: bot.Hard}
	var out []pairing
	for _, id := range []string{"reds-1918-1919", "reds-1918-1921"} {
		out = append(out,
			pairing{id, normal, random, "red", 0.95, false},
			pairing{id, random, normal, "white", 0.95, false},
			pairing{id, normal, quick, "red", 0.5, true},
			pairing{id, quick, normal, "white", 0.5, true},
			pairing{id, hard, normal, "red", 0.65, true},
			pairing{id, normal, hard, "white", 0.65, true},
			pairing{id, normal, normal, "", 0, false})
	}
	return out
}

func runStrength(c *ctx, args []string) int {
	fs := flags("strength")
	games := fs.Int("games", 50, "games per pairing")
	seed := fs.Uint64("seed", 1, "seed of each pairing's first game")
	jobs := fs.Int("jobs", runtime.NumCPU(), "games played at once")
	out := fs.String("o", "", "write the report here (default: standard output)")
	game := fs.String("game", "reds", "the game: reds or poltava")
	balance := fs.Int("balance", 0, "Poltava: games of normal against normal per scenario (default: -games)")
	only := fs.String("scenario", "", "Poltava: play this scenario's pairings only (poltava-main or poltava-whole; default: both)")
	if st, ok := parse(c, fs, args); !ok {
		return st
	}
	if *games < 1 || *jobs < 1 {
		return c.usageError("strength", fmt.Errorf("-games and -jobs must be at least 1"))
	}
	switch *game {
	case "reds":
		if *only != "" {
			return c.usageError("strength", fmt.Errorf("-scenario is for -game poltava; REDS! plays both its scenarios"))
		}
	case "poltava":
		if *balance < 1 {
			*balance = *games
		}
		pairings := poltavaTournament(*only)
		if len(pairings) == 0 {
			return c.usageError("strength", fmt.Errorf("-scenario %q: poltava-main or poltava-whole", *only))
		}
		return runPoltavaStrength(c, pairings, *games, *balance, *seed, *jobs, *out)
	default:
		return c.usageError("strength", fmt.Errorf("-game %q: reds or poltava", *game))
	}
	var rows []strengthRow
	begin := time.Now()
	for _, p := range tournament() {
		f, err := scenarios.Open(p.scenario)
		if err != nil {
			return c.fail("strength", "%v", err)
		}
		t0 := time.Now()
		sum, err := bot.Series{NewGame: f.NewGame, Red: p.red, White: p.white, First: *seed, Games: *games, Jobs: *jobs}.Run(nil)
		if err != nil {
			return c.fail("strength", "%s, %s against %s: %v", p.scenario, p.red, p.white, err)
		}
		row := strengthRow{pairing: p, sum: sum, wall: time.Since(t0)}
		rows = append(rows, row)
		fmt.Fprintf(c.err, "%s\n", row.line())
	}
	report := strengthReport(rows, *games, *seed, *jobs, time.Since(begin))
	if *out == "" {
		c.out.Write(report)
		return exitOK
	}
	if err := jsonfile.WriteAtomic(*out, report); err != nil {
		return c.fail("strength", "writing %s: %v", *out, err)
	}
	return exitOK
}

type strengthRow struct {
	pairing
	sum  bot.Summary
	wall time.Duration
}

func (r strengthRow) share(side string) float64 {
	return float64(r.sum.Wins[side]) / float64(r.sum.Games)
}

// verdict checks the row against the acceptance of issue 8.
func (r strengthRow) verdict() string {
	if r.subject == "" {
		if r.scenario != "reds-1918-1921" {
			return "(balance is judged on the campaign)"
		}
		red := r.share("red")
		if red >= 0.35 && red <= 0.65 {
			return "pass: each side wins 35-65%"
		}
		return "FAIL: a side wins outside 35-65%"
	}
	got := r.share(r.subject)
	if r.pooled {
		return fmt.Sprintf("%s wins %.0f%% (judged over both scenarios, below)", r.subject, 100*got)
	}
	if got >= r.min {
		return fmt.Sprintf("pass: %s wins %.0f%% >= %.0f%%", r.subject, 100*got, 100*r.min)
	}
	return fmt.Sprintf("FAIL: %s wins %.0f%%, needs >= %.0f%%", r.subject, 100*got, 100*r.min)
}

func (r strengthRow) line() string {
	return fmt.Sprintf("| %s | %s | %s | %d | %d | %d | %.1f | %.1f | %.1f | %.0f | %.0f | %s |",
		r.scenario, r.red, r.white, r.sum.Games, r.sum.Wins["red"], r.sum.Wins["white"], r.sum.AvgTurn,
		r.sum.Seconds/float64(r.sum.Games), r.sum.LongestGame, r.sum.MsPerDecision, r.sum.SlowestMs, r.verdict())
}

func strengthReport(rows []strengthRow, games int, seed uint64, jobs int, took time.Duration) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, `# The bot's strength

Generated by `+"`make strength`"+` (`+"`tachanka strength -games %d -seed %d -jobs %d`"+`) in %s on
%d CPUs (%s/%s, %s). Every game is seeded: seeds %d to %d in each pairing, so a rerun on any machine
plays the same games and only the times change. Players are the bot at its levels ("normal" is the
default) and the random player, which picks uniformly among the legal actions. Times are wall-clock
seconds with %d games at once, so a game has a share of the machine, not all of it.

| Scenario | Red | White | Games | Red wins | White wins | Turns | s/game | Longest game s | ms/decision | Slowest decision ms | Acceptance (issue 8) |
|---|---|---|---|---|---|---|---|---|---|---|---|
`, games, seed, jobs, took.Round(time.Second), runtime.NumCPU(), runtime.GOOS, runtime.GOARCH, runtime.Version(),
		seed, seed+uint64(games)-1, jobs)
	for _, r := range rows {
		fmt.Fprintln(&b, r.line())
	}
	writePooled(&b, rows)
	fmt.Fprintf(&b, "\n## How the games were won\n\n")
	for _, r := range rows {
		fmt.Fprintf(&b, "- %s, %s (Red) against %s (White):\n", r.scenario, r.red, r.white)
		reasons := make([]string, 0, len(r.sum.Reasons))
		for k := range r.sum.Reasons {
			reasons = append(reasons, k)
		}
		slices.SortFunc(reasons, func(x, y string) int { return r.sum.Reasons[y] - r.sum.Reasons[x] })
		for _, k := range reasons {
			fmt.Fprintf(&b, "  - %d: %s\n", r.sum.Reasons[k], strings.TrimSpace(k))
		}
	}
	return b.Bytes()
}

// writePooled judges the pooled rows per side over both scenarios'
// games: "normal beats quick in a majority of games with either side"
// (issue 8) and "hard wins at least 65% with either side against normal"
// (issue 21). Each scenario is shown beside the same seat against normal,
// which tells the level's worth apart from the scenario's leaning.
func writePooled(b *bytes.Buffer, rows []strengthRow) {
	var groups []string
	for _, r := range rows {
		if r.pooled && !slices.Contains(groups, r.group()) {
			groups = append(groups, r.group())
		}
	}
	for _, g := range groups {
		level, opponent, _ := strings.Cut(g, " against ")
		fmt.Fprintf(b, "\n## %s against %s\n\n", title(level), opponent)
		if g == "normal against quick" {
			fmt.Fprintf(b, "The acceptance asks that normal beat quick in a majority of games with either side. Each side's\n")
		} else {
			fmt.Fprintf(b, "The acceptance asks that %s win at least 65%% of its games against %s with either side. Each side's\n", level, opponent)
		}
		fmt.Fprintf(b, "games are counted over both scenarios; each scenario is shown too, with what the same side wins\n")
		fmt.Fprintf(b, "when normal plays normal, so a scenario that leans to one side is not taken for the level.\n\n")
		writePooledGroup(b, rows, g)
	}
}

func title(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

func writePooledGroup(b *bytes.Buffer, rows []strengthRow, group string) {
	level, opponent, _ := strings.Cut(group, " against ")
	for _, side := range []string{"red", "white"} {
		won, games, least := 0, 0, 0.0
		var parts []string
		for _, r := range rows {
			if !r.pooled || r.subject != side || r.group() != group {
				continue
			}
			least = r.min
			won += r.sum.Wins[side]
			games += r.sum.Games
			part := fmt.Sprintf("%s %d of %d", r.scenario, r.sum.Wins[side], r.sum.Games)
			for _, o := range rows {
				if o.scenario == r.scenario && o.subject == "" {
					part += fmt.Sprintf(" (against normal: %d of %d)", o.sum.Wins[side], o.sum.Games)
				}
			}
			parts = append(parts, part)
		}
		if games == 0 {
			continue
		}
		got := float64(won) / float64(games)
		verdict := "pass: a majority"
		if got <= least { // a majority is more than the share, not equal to it
			verdict = "FAIL: not a majority"
		}
		if least > 0.5 {
			verdict = fmt.Sprintf("pass: at least %.0f%%", 100*least)
			if got < least {
				verdict = fmt.Sprintf("FAIL: less than %.0f%%", 100*least)
			}
		}
		fmt.Fprintf(b, "- %s as %s against %s: %d of %d games (%.0f%%), %s. By scenario: %s.\n",
			title(level), title(side), opponent, won, games, 100*got, verdict, strings.Join(parts, "; "))
	}
}
