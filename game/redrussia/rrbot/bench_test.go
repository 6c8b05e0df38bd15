package rrbot

import (
	"testing"

	"tachanka/game/redrussia"
)

// BenchmarkFourBotGame plays whole 4-player games of four computer
// players (the normal level), seeds from 1.
//
//	go test -run XXX -bench FourBotGame -benchtime 5x ./game/redrussia/rrbot/
func BenchmarkFourBotGame(b *testing.B) {
	dat := data(b)
	for i := 0; i < b.N; i++ {
		seed := uint64(i + 1)
		s, err := redrussia.NewGame(dat, 4, seed, redrussia.Options{})
		if err != nil {
			b.Fatal(err)
		}
		bots := map[redrussia.Faction]*Player{}
		for _, f := range redrussia.Majors {
			bots[f], _ = New(Levels[0], seed*31+uint64(f))
		}
		for !s.Over() {
			f := s.Pending.Faction
			a, ok := bots[f].Choose(s, f)
			if !ok {
				b.Fatalf("seed %d: no choice at %+v", seed, s.Pending)
			}
			before := s.Clone()
			ev, err := redrussia.Apply(s, a)
			if err != nil {
				b.Fatal(err)
			}
			for _, o := range bots {
				o.Observe(before, a, ev)
			}
		}
		for f, p := range bots {
			if p.Fallbacks > 0 {
				b.Errorf("seed %d: %s: %d fallbacks", seed, f, p.Fallbacks)
			}
		}
	}
}
