package poltavacmd

import (
	"fmt"
	"time"

	"tachanka/game/play"
	"tachanka/game/poltava"
)

// GameStat is one game of a series and the figures the balance targets
// ask for (DATA.md i).
type GameStat struct {
	Seed    uint64
	Winner  poltava.Side // NoSide: a draw (S2.5)
	Reason  string
	Turn    int
	Actions int
	Seconds float64
	// Scenario 2: units that joined the Roos column (SR4, SR2.6); the
	// turn the Swedish infantry first attacked Russian infantry (0:
	// never); whether the Roos column held a counter on turn 6 and
	// whether the Rentzel exchange was made (SR5).
	Roos          int
	FirstInfantry int
	RoosOnTurn6   bool
	Exchanged     bool
}

// PlayStat plays one seeded game between two players and gathers its
// figures.
func PlayStat(f *poltava.File, seed uint64, sweden, russia Player) (GameStat, error) {
	t0 := time.Now()
	rec, _ := f.NewGame(seed)
	s := rec.State
	st := GameStat{Seed: seed}
	rules := poltava.Rules{}
	for n := 0; !s.Over(); n++ {
		if n > 20000 {
			return st, fmt.Errorf("seed %d: the game did not end within 20000 actions", seed)
		}
		seat := poltava.SeatSweden
		p := sweden
		if s.Pending.Side == poltava.Russia {
			seat, p = poltava.SeatRussia, russia
		}
		a, err := p.Choose(rules.View(s, seat), seat)
		if err != nil {
			return st, fmt.Errorf("seed %d: %s: %v", seed, p.Name(), err)
		}
		if s.Turn == 6 && s.Phasing == poltava.Russia && s.RoosCount() > 0 {
			st.RoosOnTurn6 = true
		}
		if a.Type == poltava.ActAttack && s.Phasing == poltava.Sweden && st.FirstInfantry == 0 {
			inf := false
			for _, id := range a.Units {
				if u := s.Unit(id); u != nil && u.Kind() == poltava.Infantry {
					inf = true
				}
			}
			for _, h := range a.Hexes {
				if x := s.CombatAt(h); inf && x != nil && x.Side == poltava.Russia && x.Kind() == poltava.Infantry {
					st.FirstInfantry = s.Turn
				}
			}
		}
		ev, err := poltava.Apply(s, a)
		if err != nil {
			return st, fmt.Errorf("seed %d: %s chose %v: %v", seed, p.Name(), a, err)
		}
		rec.Actions = append(rec.Actions, a)
		for _, e := range ev {
			switch e.Kind {
			case poltava.EvRoos:
				st.Roos++
			case poltava.EvExchange:
				st.Exchanged = true
			}
		}
	}
	st.Turn, st.Actions, st.Seconds = s.Turn, len(rec.Actions), time.Since(t0).Seconds()
	if r := s.Result; r != nil {
		st.Winner, st.Reason = r.Winner, r.Reason
	}
	return st, nil
}

// Series plays games seeded first, first+1, ... with players of two kinds,
// jobs at a time; the results come in seed order.
func Series(f *poltava.File, sweden, russia string, first uint64, games, jobs int) ([]GameStat, error) {
	type played struct {
		stat GameStat
		err  error
	}
	results := play.Series(games, jobs, func(i int) played {
		sd := first + uint64(i)
		sw, err1 := NewPlayer(sweden, sd*2+1)
		ru, err2 := NewPlayer(russia, sd*2+2)
		if err1 != nil || err2 != nil {
			return played{err: fmt.Errorf("seating: %v %v", err1, err2)}
		}
		st, err := PlayStat(f, sd, sw, ru)
		return played{st, err}
	})
	out := make([]GameStat, games)
	var failed error
	for i, r := range results {
		out[i] = r.stat
		if failed == nil {
			failed = r.err
		}
	}
	return out, failed
}
