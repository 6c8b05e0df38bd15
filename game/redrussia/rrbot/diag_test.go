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
		turn := 0
		traj := ""
		for !s.Over() {
			if s.Turn != turn {
				turn = s.Turn
				traj += fmt.Sprintf(" t%d:vp%d,m%d,mp%d,u%d", turn, s.VP(botF), s.F(botF).Money, s.F(botF).Manpower, upkeep(s, botF))
			}
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
		fmt.Println("  ", traj)
	}
	fmt.Println("wins", wins, "of", n)
}

func TestDiagPos(t *testing.T) {
	if os.Getenv("RRPOS") == "" {
		t.Skip()
	}
	var botF redrussia.Faction
	botF.UnmarshalText([]byte(os.Getenv("RRFAC")))
	d, _ := scenarios.RedRussiaData()
	seed := uint64(5)
	s, _ := redrussia.NewGame(d, 4, seed, redrussia.Options{})
	b, _ := New("normal", seed)
	r := dice.New(seed*2 + 1)
	for !s.Over() {
		if s.Turn >= 5 && s.Pending.Kind == redrussia.DecideSiege && s.Pending.Faction == botF {
			v := s.View(botF)
			for _, a := range v.Legal() {
				if a.Type != redrussia.ActBesiege {
					continue
				}
				units, leaders := split(v, a.Pieces)
				fi := v.BattleFight(botF, a.Where, units, leaders, nil)
				fi.Siege = true
				o := SiegeOdds(v, fi, a.N)
				fmt.Printf("siege %s n=%d fort %d worth %.1f odds %+v money %d reserve %d\n", a.Where, a.N, v.CurrentFort(a.Where), AreaWorth(v, botF, a.Where), o, v.F(botF).Money, Reserve(v, botF))
			}
			break
		}
		var a redrussia.Action
		if s.Pending.Faction == botF {
			a, _ = b.Choose(s, botF)
		} else {
			a, _ = s.RandomAction(&r)
		}
		redrussia.Apply(s, a)
	}
	v := s.View(botF)
	pl := newPlan(v, botF)
	for i := range v.Pieces {
		p := &v.Pieces[i]
		if p.Faction == botF && p.Status == redrussia.OnMap {
			ar := v.Area(p.Where)
			ctrl := redrussia.NoFaction
			if ar != nil {
				ctrl = ar.Control
			}
			fmt.Printf("%s %v at %s ctrl %v dist %d own %.0f enemy %.0f near %.0f\n", p.ID, v.Values(p), p.Where, ctrl, pl.distOf(p.Where), pl.own[p.Where], pl.enemy[p.Where], pl.enemyNear(p.Where))
		}
	}
	ms := 0
	for _, a := range v.Legal() {
		if a.Type == redrussia.ActMove {
			ms++
			if sc := pl.moveScore(a); sc > -0.5 {
				fmt.Printf("  move %v score %.2f\n", a, sc)
			}
		}
	}
	fmt.Println("moves", ms, "targets", len(pl.targets))
	for a, w := range pl.targets {
		if pl.distOf(a) == 0 {
			best := 99
			for i := range v.Pieces {
				p := &v.Pieces[i]
				if p.Faction == botF && p.Status == redrussia.OnMap {
					_ = p
				}
			}
			_ = best
			_ = w
		}
	}
}
