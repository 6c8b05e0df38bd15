package rcwbot

import (
	"testing"

	"tachanka/game/rcw"
)

// BenchmarkDecision: one Movement Phase decision of the phasing bot at
// the first Player-Turn (the heaviest kind: the plan is made afresh).
func BenchmarkDecision(b *testing.B) {
	s, err := rcw.NewState(testData(b), 6)
	if err != nil {
		b.Fatal(err)
	}
	rcw.Start(s, 3)
	p, _ := New("", 1)
	for s.Pending.Kind != rcw.DecideMove {
		for _, l := range rcw.Letters(6) {
			if a, ok := p.Choose(s, l); ok {
				if _, err := rcw.Apply(s, a); err != nil {
					b.Fatal(err)
				}
				break
			}
		}
	}
	seat := s.Phasing()
	b.ResetTimer()
	for range b.N {
		q, _ := New("", 1)
		if _, ok := q.Choose(s, seat); !ok {
			b.Fatal("no decision")
		}
	}
}

// BenchmarkSixBotGame: a whole 6-seat game of bots.
func BenchmarkSixBotGame(b *testing.B) {
	for i := range b.N {
		playGame(b, 6, uint64(600+i), rcw.Letters(6), 40)
	}
}
