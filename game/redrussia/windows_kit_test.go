package redrussia

import "testing"

// passWindows passes at every card window until the game waits for
// something else (the play-immediately cards are played, first listed).
func passWindows(t testing.TB, s *State) {
	t.Helper()
	for s.Pending.Kind == DecideCard || s.Pending.Kind == DecideCardTarget {
		legal := s.Legal()
		mustApply(t, s, legal[0])
	}
}
