package rcw

// Queries for computer players: thin wrappers of the engine's own rules,
// so that a bot never re-implements one.

// Odds reports an attack (ActAttack) or subversive attack (ActSubvert)
// the Phasing Player could make now: the attack and defence strengths
// and the CRT column (8.0 Procedure, 8.48), or why the rules refuse it.
func (s *State) Odds(a Action) (att, def, column int, err error) {
	at, err := s.checkAttack(a, a.Type == ActSubvert)
	if err != nil {
		return 0, 0, 0, err
	}
	return at.a, at.d, at.col, nil
}

// AttackStrength is what a stack brings to an attack: its leaders, the
// combat units attached to them and its Blue or Green units (8.28).
func (s *State) AttackStrength(stack int) int {
	st := s.Stack(stack)
	if st == nil {
		return 0
	}
	return s.total(s.attackers(st))
}

// DefenceStrength is the strength a stack defends with (7.31).
func (s *State) DefenceStrength(stack int) int {
	st := s.Stack(stack)
	if st == nil {
		return 0
	}
	return s.total(s.defenders(st))
}
