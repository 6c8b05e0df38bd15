package cli

import (
	"bytes"
	"fmt"
	"slices"
	"time"

	"tachanka/game/jsonfile"
	"tachanka/game/poltava"
	"tachanka/game/poltava/poltavacmd"
	"tachanka/scenarios"
)

// Poltava 1709's strength and balance (issue 16): the bot against the
// random player with either army, normal against quick, and normal
// against normal for the balance targets of DATA.md i.

type poltavaPairing struct {
	scenario       string
	sweden, russia string
	subject        poltava.Side // whose wins the acceptance counts; none for balance
	min            float64
	balance        bool
}

// poltavaTournament is the pairings of both scenarios, or of the one
// named (none when the name is no Poltava scenario).
func poltavaTournament(only string) []poltavaPairing {
	var out []poltavaPairing
	for _, id := range []string{"poltava-main", "poltava-whole"} {
		if only != "" && id != only {
			continue
		}
		out = append(out,
			poltavaPairing{id, "normal", "random", poltava.Sweden, 0.95, false},
			poltavaPairing{id, "random", "normal", poltava.Russia, 0.95, false},
			poltavaPairing{id, "normal", "quick", poltava.Sweden, 0, false},
			poltavaPairing{id, "quick", "normal", poltava.Russia, 0, false},
			poltavaPairing{id, "normal", "normal", poltava.NoSide, 0, true})
	}
	return out
}

type poltavaRow struct {
	poltavaPairing
	games []poltavacmd.GameStat
	wall  time.Duration
}

func (r poltavaRow) count(f func(g poltavacmd.GameStat) bool) int {
	n := 0
	for _, g := range r.games {
		if f(g) {
			n++
		}
	}
	return n
}

func (r poltavaRow) wins(side poltava.Side) int {
	return r.count(func(g poltavacmd.GameStat) bool { return g.Winner == side })
}

func pct(n, d int) string {
	if d == 0 {
		return "-"
	}
	return fmt.Sprintf("%.0f%%", 100*float64(n)/float64(d))
}

func (r poltavaRow) line() string {
	n := len(r.games)
	secs := 0.0
	for _, g := range r.games {
		secs += g.Seconds
	}
	verdict := ""
	if r.subject != poltava.NoSide && r.min > 0 {
		share := float64(r.wins(r.subject)) / float64(n)
		if share >= r.min {
			verdict = fmt.Sprintf("pass: %s wins %s >= %.0f%%", r.subject, pct(r.wins(r.subject), n), 100*r.min)
		} else {
			verdict = fmt.Sprintf("FAIL: %s wins %s, needs >= %.0f%%", r.subject, pct(r.wins(r.subject), n), 100*r.min)
		}
	}
	draws := r.count(func(g poltavacmd.GameStat) bool { return g.Winner == poltava.NoSide })
	return fmt.Sprintf("| %s | %s | %s | %d | %d (%s) | %d (%s) | %d | %.1f | %s |", r.scenario, r.sweden, r.russia, n,
		r.wins(poltava.Sweden), pct(r.wins(poltava.Sweden), n), r.wins(poltava.Russia), pct(r.wins(poltava.Russia), n), draws, secs/float64(max(n, 1)), verdict)
}

func runPoltavaStrength(c *ctx, pairings []poltavaPairing, games, balance int, seed uint64, jobs int, out string) int {
	begin := time.Now()
	var rows []poltavaRow
	for _, p := range pairings {
		f, err := scenarios.OpenPoltava(p.scenario)
		if err != nil {
			return c.fail("strength", "%v", err)
		}
		n := games
		if p.balance {
			n = balance
		}
		t0 := time.Now()
		gs, err := poltavacmd.Series(f, p.sweden, p.russia, seed, n, jobs)
		if err != nil {
			return c.fail("strength", "%s, %s against %s: %v", p.scenario, p.sweden, p.russia, err)
		}
		row := poltavaRow{poltavaPairing: p, games: gs, wall: time.Since(t0)}
		rows = append(rows, row)
		fmt.Fprintf(c.err, "%s\n", row.line())
	}
	report := poltavaReport(rows, games, balance, seed, jobs, time.Since(begin))
	if out == "" {
		c.out.Write(report)
		return exitOK
	}
	if err := jsonfile.WriteAtomic(out, report); err != nil {
		return c.fail("strength", "writing %s: %v", out, err)
	}
	return exitOK
}

// band reports a share against a target range.
func band(n, d int, lo, hi float64) string {
	if d == 0 {
		return "-"
	}
	x := 100 * float64(n) / float64(d)
	ok := "pass"
	if x < lo || x > hi {
		ok = "FAIL"
	}
	return fmt.Sprintf("%.0f%% (%d of %d): %s", x, n, d, ok)
}

func poltavaReport(rows []poltavaRow, games, balance int, seed uint64, jobs int, wall time.Duration) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "# Poltava 1709: the bot's strength and the game's balance\n\n")
	fmt.Fprintf(&b, "Written by `tachanka strength -game poltava -games %d -balance %d -seed %d -jobs %d` (`make poltava-strength`)"+
		" in %s. Each pairing plays seeds %d, %d, ...; the bots' own seeds follow the game's.\n\n", games, balance, seed, jobs, wall.Round(time.Second), seed, seed+1)
	b.WriteString("## Pairings\n\n| scenario | Sweden | Russia | games | Swedish wins | Russian wins | draws | s/game | verdict |\n|---|---|---|---|---|---|---|---|---|\n")
	for _, r := range rows {
		b.WriteString(r.line() + "\n")
	}
	b.WriteString("\n## Balance, normal against normal (DATA.md i)\n\n")
	for _, r := range rows {
		if !r.balance {
			continue
		}
		n := len(r.games)
		sw := r.wins(poltava.Sweden)
		ru := r.wins(poltava.Russia)
		rout := r.count(func(g poltavacmd.GameStat) bool {
			return g.Winner == poltava.Russia && g.Reason == "the Swedish army routed"
		})
		draws := r.count(func(g poltavacmd.GameStat) bool { return g.Winner == poltava.NoSide })
		fmt.Fprintf(&b, "### %s (%d games)\n\n", r.scenario, n)
		if r.scenario == "poltava-main" {
			fmt.Fprintf(&b, "- Swedish victories (target 25-40%%): %s\n", band(sw, n, 25, 40))
			fmt.Fprintf(&b, "- Russian victories by routing the Swedes (target 25-50%%): %s\n", band(rout, n, 25, 50))
		} else {
			fmt.Fprintf(&b, "- Swedish victories (target 15-35%%): %s\n", band(sw, n, 15, 35))
			fmt.Fprintf(&b, "- draws (target at most 10%%): %s\n", band(draws, n, 0, 10))
			fmt.Fprintf(&b, "- Russian victories by routing the Swedes (target at least 20%%): %s\n", band(rout, n, 20, 100))
		}
		fmt.Fprintf(&b, "- Russian victories by default: %s\n", pct(ru-rout, n))
		fmt.Fprintf(&b, "- no side above 75%%: Sweden %s, Russia %s\n", band(sw, n, 0, 75), band(ru, n, 0, 75))
		if r.scenario == "poltava-whole" {
			var roos []int
			first := 0
			withRoos, exch := 0, 0
			for _, g := range r.games {
				roos = append(roos, g.Roos)
				if g.FirstInfantry > 0 && g.FirstInfantry <= 9 {
					first++
				}
				if g.RoosOnTurn6 {
					withRoos++
					if g.Exchanged {
						exch++
					}
				}
			}
			slices.Sort(roos)
			med := 0.0
			if len(roos) > 0 {
				med = float64(roos[(len(roos)-1)/2]+roos[len(roos)/2]) / 2
			}
			ok := "pass"
			if med < 3 || med > 9 {
				ok = "FAIL"
			}
			fmt.Fprintf(&b, "- median number of units that joined the Roos column (target 3-9): %.1f: %s\n", med, ok)
			fmt.Fprintf(&b, "- Swedish infantry first in melee with Russian infantry by turn 9 (target at least 75%%): %s\n", band(first, n, 75, 100))
			fmt.Fprintf(&b, "- Rentzel exchange made where the Roos column stood on turn 6 (target at least half): %s\n", band(exch, withRoos, 50, 100))
		}
		b.WriteString("\n")
	}
	return b.Bytes()
}
