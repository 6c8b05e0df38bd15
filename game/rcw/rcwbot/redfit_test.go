package rcwbot

import (
	"math"
	"os"
	"strconv"
	"testing"

	"tachanka/game/rcw"
)

// TestRedChanceFit fits redChance's coefficients (redFit) to the ends of
// games between four table-driven seats: at every Game-Turn's start, the
// counts of 14.1 and whether the game ended in a Red victory; a logistic
// regression of the logs of the counts. RCWBOT_FIT=n games (skipped
// without it); seeds 9000 on, apart from the strength test's.
func TestRedChanceFit(t *testing.T) {
	games, _ := strconv.Atoi(os.Getenv("RCWBOT_FIT"))
	if games <= 0 {
		t.Skip("RCWBOT_FIT=n games")
	}
	type sample struct {
		x   [4]float64
		red float64
	}
	var all []sample
	reds, ended := 0, 0
	for g := range games {
		var mine []sample
		afterAction = func(before, after *rcw.State) {
			if after.Turn != before.Turn && after.Turn > 0 {
				n := countsOf(after)
				if n[0] > 0 && n[1] > 0 {
					mine = append(mine, sample{x: [4]float64{1, math.Log1p(n[0]), math.Log1p(n[1]), math.Log1p(n[2])}})
				}
			}
		}
		levels := map[string]string{"A": "table", "B": "table", "C": "table", "D": "table"}
		s, _ := playLevels(t, 4, uint64(9000+g), levels, 40)
		afterAction = nil
		if s.Outcome == nil {
			continue
		}
		ended++
		red := 0.0
		if s.Outcome.Winner == rcw.Red {
			red, reds = 1, reds+1
		}
		for i := range mine {
			mine[i].red = red
		}
		all = append(all, mine...)
	}
	var w [4]float64
	for range 20000 {
		var grad [4]float64
		for _, sm := range all {
			z := 0.0
			for k := range w {
				z += w[k] * sm.x[k]
			}
			p := 1 / (1 + math.Exp(-z))
			for k := range w {
				grad[k] += (sm.red - p) * sm.x[k]
			}
		}
		for k := range w {
			w[k] += 0.5 * grad[k] / float64(len(all))
		}
	}
	ll := 0.0
	for _, sm := range all {
		z := 0.0
		for k := range w {
			z += w[k] * sm.x[k]
		}
		p := 1 / (1 + math.Exp(-z))
		ll += sm.red*math.Log(p) + (1-sm.red)*math.Log(1-p)
	}
	t.Logf("%d games, %d ended, %d Red victories; %d samples; redFit = [4]float64{%.3f, %.3f, %.3f, %.3f}; mean log-likelihood %.4f",
		games, ended, reds, len(all), w[0], w[1], w[2], w[3], ll/float64(len(all)))
}
