package rcw

import (
	"fmt"
	"os"
	"strconv"
	"testing"
	"time"

	"tachanka/game/dice"
)

// randomAction is the random player's choice (random.go).
func randomAction(s *State, r *dice.Rand) Action {
	a, _ := s.RandomAction(r)
	return a
}

// playRandom plays a seeded random game of n players from the deal to
// its end, checking the invariants after every action and, now and then,
// that every legal action is accepted. It returns the number of actions.
func playRandom(t testing.TB, d *Data, n int, seed uint64, maxTurns int) (*State, int, map[EventKind]int) {
	return playRandomFrom(t, d, n, seed, maxTurns, nil)
}

// playRandomFrom is playRandom with a set-up made at the first sequencing
// draw, after the trading session.
func playRandomFrom(t testing.TB, d *Data, n int, seed uint64, maxTurns int, prep func(*State)) (*State, int, map[EventKind]int) {
	s, err := NewState(d, n)
	if err != nil {
		t.Fatal(err)
	}
	s.MaxTurns = maxTurns
	Start(s, seed)
	r := dice.New(seed ^ 0x5eed)
	seen := map[EventKind]int{}
	step := 0
	for ; !s.Over(); step++ {
		if step > 200000 {
			t.Fatalf("no end after %d actions (turn %d, %v)", step, s.Turn, s.Pending)
		}
		if step%499 == 0 && step > 0 {
			data, err := MarshalState(s)
			if err != nil {
				t.Fatal(err)
			}
			back, err := ParseState(data, d)
			if err != nil {
				t.Fatalf("step %d: the saved state does not load: %v", step, err)
			}
			if again, _ := MarshalState(back); string(again) != string(data) {
				t.Fatalf("step %d: the state does not survive a save", step)
			}
		}
		if step%97 == 0 {
			for _, a := range s.Legal() {
				if _, err := Apply(s.Clone(), a); err != nil {
					t.Fatalf("step %d: legal action %v refused: %v", step, a, err)
				}
			}
		}
		if prep != nil && s.Phase == PhaseSequencing {
			prep(s)
			prep = nil
		}
		a := randomAction(s, &r)
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

// TestRandomGames: a seeded random game of each of 3 to 6 players from
// the deal to its end (14.1), the invariants checked after every action;
// the game must end in a victory, not at the safety cap. More games:
// RCW_SOAK=n (or make rcw-soak).
func TestRandomGames(t *testing.T) {
	games := 1
	if n, err := strconv.Atoi(os.Getenv("RCW_SOAK")); err == nil && n > 0 {
		games = n
	}
	d := loadTestData(t)
	for n := 3; n <= 6; n++ {
		var total time.Duration
		turns, actions := 0, 0
		for g := range games {
			seed := uint64(n*1000 + g)
			t.Run(fmt.Sprintf("%dp-seed%d", n, seed), func(t *testing.T) {
				start := time.Now()
				s, steps, seen := playRandom(t, d, n, seed, 60)
				total += time.Since(start)
				turns += s.Turn
				actions += steps
				if s.Outcome == nil || s.Abandoned {
					t.Fatalf("no victory by Game-Turn %d", s.Turn)
				}
				if seen[EvMoved] == 0 || seen[EvCombat] == 0 || seen[EvRandomEvent] == 0 || seen[EvDrawn] < 3*n {
					t.Fatalf("the game did too little: %v", seen)
				}
				t.Logf("%v victory (condition %d) in Game-Turn %d after %d actions, %d assassination attempts, %d purge rolls, %v",
					s.Outcome.Winner, s.Outcome.Condition, s.Turn, steps, seen[EvAssassination], seen[EvPurge],
					time.Since(start).Round(time.Millisecond))
			})
		}
		if games > 1 {
			t.Logf("%d players: %d games, %.1f Game-Turns and %d actions a game, %v a game", n, games,
				float64(turns)/float64(games), actions/games, (total / time.Duration(games)).Round(time.Millisecond))
		}
	}
}

// TestRandomPurges: random games in which Player A holds 8 PM after the
// trading session, so that a Central Committee exists and purges and
// counterpurges are played (11.0), the invariants checked after every
// action.
func TestRandomPurges(t *testing.T) {
	d := loadTestData(t)
	purges := 0
	for _, n := range []int{3, 5} {
		_, _, seen := playRandomFrom(t, d, n, uint64(n*77), 8, func(s *State) { setMarkers(s, "A", 8, 0) })
		purges += seen[EvPurge]
		t.Logf("%d players: %d purge rolls, %d takes", n, seen[EvPurge], seen[EvPurged])
	}
	if purges == 0 {
		t.Fatal("no purge was played")
	}
}
