package rrbot

import (
	"fmt"
	"os"
	"strconv"
	"testing"
	"time"

	"tachanka/game/dice"
	"tachanka/game/redrussia"
	"tachanka/scenarios"
)

// TestDiag is a tool, skipped unless RRDIAG is set: it plays RRDIAG
// seeded 4-player games (from seed RRSEED, 1 by default; the games of
// rrcmd's selfplay) of one computer faction (RRFAC, RRLEVEL) against
// three random ones and prints each faction's final VP, distance, money
// and manpower, the bot's actions by type and its VP, money, manpower and
// upkeep at each turn's start.
//
//	RRDIAG=8 RRFAC=siberian go test ./game/redrussia/rrbot/ -run TestDiag -v
func TestDiag(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("RRDIAG"))
	if n == 0 {
		t.Skip("set RRDIAG to the number of games")
	}
	var botF redrussia.Faction
	if err := botF.UnmarshalText([]byte(os.Getenv("RRFAC"))); err != nil {
		t.Fatal(err)
	}
	level := os.Getenv("RRLEVEL")
	if level == "" {
		level = Levels[0]
	}
	d, err := scenarios.RedRussiaData()
	if err != nil {
		t.Fatal(err)
	}
	first, _ := strconv.ParseUint(os.Getenv("RRSEED"), 10, 64)
	first = max(first, 1)
	wins := 0
	for seed := first; seed < first+uint64(n); seed++ {
		s, err := redrussia.NewGame(d, 4, seed, redrussia.Options{})
		if err != nil {
			t.Fatal(err)
		}
		b, err := New(level, seed*31+uint64(botF)) // as rrcmd's selfplay seeds it
		if err != nil {
			t.Fatal(err)
		}
		r := dice.New(seed*2 + 1)
		counts := map[string]int{}
		turn, traj := 0, ""
		for !s.Over() {
			if s.Turn != turn {
				turn = s.Turn
				traj += fmt.Sprintf(" t%d:vp%d,m%d,mp%d,u%d", turn, s.VP(botF), s.F(botF).Money, s.F(botF).Manpower, upkeep(s, botF))
			}
			var a redrussia.Action
			if s.Pending.Faction == botF {
				t0 := time.Now()
				a, _ = b.Choose(s, botF)
				if d := time.Since(t0); d > 40*time.Millisecond {
					fmt.Printf("slow: %v at %+v (%d legal): %v\n", d, s.Pending, len(s.Legal()), a)
				}
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
		}
		line := fmt.Sprintf("seed %d winners %v:", seed, s.Outcome.Factions)
		for _, f := range redrussia.Majors {
			line += fmt.Sprintf(" %s vp %d dist %d m%d mp%d;", f, s.VP(f), d.Tables.VictoryLevel(f)-s.VP(f), s.F(f).Money, s.F(f).Manpower)
		}
		for _, w := range s.Outcome.Factions {
			if w == botF {
				wins++
			}
		}
		fmt.Println(line)
		fmt.Println("  ", counts)
		fmt.Println("  ", traj)
	}
	fmt.Println("wins", wins, "of", n)
}
