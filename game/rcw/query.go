package rcw

// Queries for computer players and the client: thin wrappers of the
// engine's own rules, so that neither re-implements one.

// Odds reports an attack (ActAttack) or subversive attack (ActSubvert)
// the Phasing Player could make now, without rolling: the attack and
// defence strengths as the CRT reads them (doubled by Subversive Attacks
// Doubled, 12.12) and the CRT column (8.0 Procedure, 8.48, 8.5), or why
// the rules refuse it, so that a client shows exactly the attacks Apply
// allows.
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

// AttackingPieces are the pieces of a stack that take part in its attack
// (8.28): what an Ae or an Ex may eliminate.
func (s *State) AttackingPieces(stack int) []int {
	st := s.Stack(stack)
	if st == nil {
		return nil
	}
	return s.attackers(st)
}

// OutsideSiberia reports whether a piece is on the map outside Siberia,
// as the victory conditions count it (14.1).
func (s *State) OutsideSiberia(id int) bool { return s.outsideSiberia(id) }

// DefendingPieces are the pieces of a stack that a De or an Ex on it may
// eliminate (7.31: its leaders and combat units, not Imperial units).
func (s *State) DefendingPieces(stack int) []int {
	st := s.Stack(stack)
	if st == nil {
		return nil
	}
	return s.defenders(st)
}
