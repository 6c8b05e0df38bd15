package rcw

import (
	"fmt"
	"testing"
	"time"

	"tachanka/game/dice"
)

// playPostal plays a seeded random postal game of n players from the deal
// to its end or the Game-Turn cap, checking the invariants after every
// action and, now and then, that every legal action is accepted.
func playPostal(t testing.TB, d *Data, n int, seed uint64, maxTurns int) (*State, int, map[EventKind]int) {
	s, err := NewState(d, n)
	if err != nil {
		t.Fatal(err)
	}
	s.MaxTurns = maxTurns
	s.Postal = &PostalState{}
	Start(s, seed)
	r := dice.New(seed ^ 0x5eed)
	seen := map[EventKind]int{}
	step := 0
	for ; !s.Over(); step++ {
		if step > 20000 {
			t.Fatalf("no end after %d actions (turn %d, %v)", step, s.Turn, s.Pending)
		}
		if step%53 == 0 {
			for _, a := range s.Legal() {
				if _, err := Apply(s.Clone(), a); err != nil {
					t.Fatalf("step %d: legal action %v refused: %v", step, a, err)
				}
			}
		}
		a, ok := s.RandomAction(&r)
		if !ok {
			t.Fatalf("step %d: no action (%v)", step, s.Pending)
		}
		ev, err := Apply(s, a)
		if err != nil {
			t.Fatalf("step %d: %v refused: %v", step, a, err)
		}
		for _, e := range ev {
			seen[e.Kind]++
		}
		if err := s.CheckInvariants(); err != nil {
			t.Fatalf("step %d after %v: %v", step, a, err)
		}
	}
	return s, step, seen
}

// TestR17_RandomPostalGames: seeded random postal games of 3 to 6
// players, each ending in a victory (14.1) or at the Game-Turn cap.
func TestR17_RandomPostalGames(t *testing.T) {
	d := loadTestData(t)
	var total time.Duration
	games := 0
	for n := 3; n <= 6; n++ {
		seed := uint64(n*1700 + 1)
		t.Run(fmt.Sprintf("%dp-seed%d", n, seed), func(t *testing.T) {
			start := time.Now()
			s, steps, seen := playPostal(t, d, n, seed, 12)
			total += time.Since(start)
			games++
			if seen[EvMoved] == 0 || seen[EvCombat] == 0 || seen[EvRandomEvent] == 0 || seen[EvSealed] == 0 {
				t.Fatalf("the game did too little: %v", seen)
			}
			result := "abandoned at the cap"
			if s.Outcome != nil {
				result = fmt.Sprintf("%v victory (condition %d)", s.Outcome.Winner, s.Outcome.Condition)
			}
			t.Logf("%s in Game-Turn %d after %d actions: %d moves, %d attacks, %d assassinations, %d purges, %d void orders, %v",
				result, s.Turn, steps, seen[EvMoved], seen[EvCombat], seen[EvAssassination], seen[EvPurge], seen[EvVoid],
				time.Since(start).Round(time.Millisecond))
		})
	}
	if games > 0 {
		t.Logf("%.2f games/s", float64(games)/total.Seconds())
	}
}
