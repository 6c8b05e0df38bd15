package rrbot

import (
	"fmt"
	"os"
	"strconv"
	"testing"

	"tachanka/game/dice"
	"tachanka/game/redrussia"
	"tachanka/scenarios"
)

// TestDiag plays RRDIAG games (env) with one bot faction and prints VP.
func TestDiag(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("RRDIAG"))
	if n == 0 {
		t.Skip()
	}
	var botF redrussia.Faction
	botF.UnmarshalText([]byte(os.Getenv("RRFAC")))
	d, err := scenarios.RedRussiaData()
	if err != nil {
		t.Fatal(err)
	}
	wins := 0
	for seed := uint64(1); seed <= uint64(n); seed++ {
		s, err := redrussia.NewGame(d, 4, seed, redrussia.Options{})
		if err != nil {
			t.Fatal(err)
		}
		b, _ := New("normal", seed)
		r := dice.New(seed*2 + 1)
		counts := map[string]int{}
		for !s.Over() {
			var a redrussia.Action
			if s.Pending.Faction == botF {
				a, _ = b.Choose(s, botF)
				counts[a.Type.String()]++
			} else {
				a, _ = s.RandomAction(&r)
			}
			before := s.Clone()
			ev, err := redrussia.Apply(s, a)
			if err != nil {
				t.Fatal(err)
			}
			b.Observe(before, a, ev)
			if s.Turn >= 1 && s.Pending.Kind == redrussia.DecideCard && false {
				break
			}
		}
		line := fmt.Sprintf("seed %d winners %v:", seed, s.Outcome.Factions)
		for _, f := range redrussia.Majors {
			line += fmt.Sprintf(" %s vp %d dist %d m%d mp%d;", f, s.VP(f), d.Tables.VictoryLevel(f)-s.VP(f), s.F(f).Money, s.F(f).Manpower)
			if f == botF {
				for _, w := range s.Outcome.Factions {
					if w == f {
						wins++
					}
				}
			}
		}
		fmt.Println(line)
		fmt.Println("  ", counts)
	}
	fmt.Println("wins", wins, "of", n)
}
