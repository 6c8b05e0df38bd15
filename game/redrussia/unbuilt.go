package redrussia

// Scaffolding while the engine is being built, each piece replaced by its
// rules as they land (see doc.go): the political phase passes straight to
// the initiative phase, and the turn ends after the action phase.

func (s *State) politics() { s.afterPolitical() }

func (s *State) beginVictory() {
	if s.Turn == 12 {
		s.Pending = Pending{Kind: DecideNone}
		return
	}
	s.beginTurn(s.Turn + 1)
}
