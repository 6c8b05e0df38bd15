package rrbot

import (
	"fmt"
	"os"
	"strconv"
	"testing"

	"tachanka/game/redrussia"
	"tachanka/scenarios"
)

// TestDiag4 is a tool, skipped unless RRDIAG4 is set: it plays RRDIAG4
// seeded 4-player games (from seed RRSEED) of four computer factions at
// the normal level and prints, at each turn's start, every faction's VP,
// money, manpower, ORI level, areas and units on the map, and at the end
// each faction's actions by type and the winners.
//
//	RRDIAG4=5 go test ./game/redrussia/rrbot/ -run 'TestDiag4$' -v
func TestDiag4(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("RRDIAG4"))
	if n == 0 {
		t.Skip("set RRDIAG4 to the number of games")
	}
	d, err := scenarios.RedRussiaData()
	if err != nil {
		t.Fatal(err)
	}
	first, _ := strconv.ParseUint(os.Getenv("RRSEED"), 10, 64)
	first = max(first, 1)
	for seed := first; seed < first+uint64(n); seed++ {
		s, err := redrussia.NewGame(d, 4, seed, redrussia.Options{})
		if err != nil {
			t.Fatal(err)
		}
		bots := map[redrussia.Faction]*Player{}
		for _, f := range redrussia.Majors {
			bots[f], _ = New("normal", seed*31+uint64(f))
		}
		counts := map[redrussia.Faction]map[string]int{}
		turn := 0
		for !s.Over() {
			if s.Turn != turn {
				turn = s.Turn
				line := fmt.Sprintf("t%2d", turn)
				for _, f := range redrussia.Majors {
					areas, units, red, track := 0, 0, 0, 0
					for _, ar := range d.Map.Areas {
						if s.Area(ar.Code).Control == f {
							areas++
						}
					}
					for i := range s.Pieces {
						p := &s.Pieces[i]
						if p.Kind != redrussia.KindUnit || p.Faction != f {
							continue
						}
						if p.Status == redrussia.OnMap {
							units++
							if p.Reduced {
								red++
							}
						} else if p.Status == redrussia.OnTrack {
							track++
						}
					}
					line += fmt.Sprintf(" | %s vp%d m%d mp%d ori%d a%d u%d/r%d/t%d", f, s.VP(f), s.F(f).Money, s.F(f).Manpower, s.ORILevel(f), areas, units, red, track)
				}
				fmt.Println(line)
			}
			f := s.Pending.Faction
			a, ok := bots[f].Choose(s, f)
			if !ok {
				t.Fatalf("no choice for %v at %+v", f, s.Pending)
			}
			if counts[f] == nil {
				counts[f] = map[string]int{}
			}
			counts[f][a.Type.String()]++
			before := s.Clone()
			ev, err := redrussia.Apply(s, a)
			if err != nil {
				t.Fatal(err)
			}
			for _, b := range bots {
				b.Observe(before, a, ev)
			}
			for _, e := range ev {
				if e.Kind == redrussia.EvControl {
					old := before.Area(e.Where).Control
					if os.Getenv("RRCTL") != "" {
						fmt.Printf("     t%d %v takes %s (%d) from %v\n", s.Turn, e.Faction, e.Where, d.Map.Area(e.Where).Money, old)
					}
				}
			}
		}
		fmt.Printf("seed %d turn %d winners %v\n", seed, s.Turn, s.Outcome.Factions)
		for _, f := range redrussia.Majors {
			fmt.Printf("   %s vp %d level %d: %v\n", f, s.VP(f), d.Tables.VictoryLevel(f), counts[f])
		}
	}
}
