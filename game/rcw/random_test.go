package rcw

import (
	"fmt"
	"testing"

	"tachanka/game/dice"
)

// randomAction picks one legal action: mostly the pending decision's (the
// trading session ends with Done more often than not), sometimes politics.
func randomAction(s *State, r *dice.Rand) Action {
	legal := s.Legal()
	var main, politics []Action
	for _, a := range legal {
		switch a.Type {
		case ActOffer, ActAccept, ActDecline, ActWithdraw:
			politics = append(politics, a)
		default:
			main = append(main, a)
		}
	}
	if len(politics) > 0 && (len(main) == 0 || r.Intn(10) == 0) {
		return politics[r.Intn(len(politics))]
	}
	if s.Pending.Kind == DecideTrade && r.Intn(4) > 0 {
		return main[r.Intn(len(main))] // Done by someone
	}
	// End the Movement Phase now and then, so games go on.
	if s.Pending.Kind == DecideMove && r.Intn(8) == 0 {
		return main[0]
	}
	return main[r.Intn(len(main))]
}

// TestRandomGames: seeded random games of 3 to 6 players from the deal
// through three Game-Turns of the rules built so far, with the invariants
// checked after every action and every legal action of some positions
// tried (each must be accepted), without a panic.
func TestRandomGames(t *testing.T) {
	games := 8
	if testing.Short() {
		games = 2
	}
	d := loadTestData(t)
	for n := 3; n <= 6; n++ {
		for g := range games {
			seed := uint64(n*1000 + g)
			t.Run(fmt.Sprintf("%dp-seed%d", n, seed), func(t *testing.T) {
				s, err := NewState(d, n)
				if err != nil {
					t.Fatal(err)
				}
				s.MaxTurns = 3
				Start(s, seed)
				r := dice.New(seed ^ 0x5eed)
				seen := map[EventKind]int{}
				for step := 0; !s.Over(); step++ {
					if step > 20000 {
						t.Fatalf("no end after %d actions (turn %d, %v)", step, s.Turn, s.Pending)
					}
					if step%97 == 0 {
						for _, a := range s.Legal() {
							if _, err := Apply(s.Clone(), a); err != nil {
								t.Fatalf("step %d: legal action %v refused: %v", step, a, err)
							}
						}
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
				if s.Turn != 3 || !s.Abandoned {
					t.Fatalf("ended at turn %d", s.Turn)
				}
				if seen[EvMoved] == 0 || seen[EvOffer] == 0 || seen[EvDrawn] < 3*n {
					t.Fatalf("the game did too little: %v", seen)
				}
			})
		}
	}
}
