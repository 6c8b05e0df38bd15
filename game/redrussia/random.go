package redrussia

import "tachanka/game/dice"

// RandomAction is the random player's action: one of Legal's, uniformly;
// false when the game waits for nothing.
func (s *State) RandomAction(r *dice.Rand) (Action, bool) {
	legal := s.Legal()
	if len(legal) == 0 {
		return Action{}, false
	}
	return legal[r.Intn(len(legal))], true
}
