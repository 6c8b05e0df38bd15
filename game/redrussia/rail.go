package redrussia

// Rail movement (7.6, 19.1): a stack led by a leader, or a single unit,
// declares its rail move as it starts; it gains 1 MP and may pass through
// and end only in friendly areas without enemy units (checked by the step
// function, reach.go).

// railOK says why a stack may not move by rail, nil if it may.
func (s *State) railOK(st *stack) error {
	for _, u := range st.units {
		switch {
		case u.Faction == Allies:
			return refuse("7.6", "Western Allied units do not use rail moves")
		case u.Faction.Minor() && s.F(u.Faction).Status == Limited:
			return refuse("7.6", "a limited minor's units do not use rail moves")
		}
	}
	if st.leader != nil && st.leader.Faction == Allies {
		return refuse("7.6", "Western Allied leaders do not use rail moves")
	}
	if need := s.railNeed(st); s.F(st.side).RailLeft < need {
		if s.Options.Railways {
			return refuse("19.1", "%s has %d rail points left, the move needs %d", st.side, s.F(st.side).RailLeft, need)
		}
		return refuse("7.6", "%s has no rail move left in this action phase", st.side)
	}
	return nil
}

// railNeed is what a rail move costs of the allowance: one move without
// 19.1, one point per unit with it (leaders ride free; Ruling: a leader
// moving alone by rail uses one point, as there is no unit to ride with).
func (s *State) railNeed(st *stack) int {
	if !s.Options.Railways {
		return 1
	}
	return max(1, len(st.units))
}

// openRail sets the rail allowance at the start of a faction's action
// phase without 19.1: Red's one rail move, none for the Whites (7.6
// Ruling). With 19.1 the turn's points stand (fixRailCapacity).
func (s *State) openRail(f Faction) {
	if s.Options.Railways {
		return
	}
	s.F(f).RailLeft = 0
	if f == Red {
		s.F(f).RailLeft = 1
	}
}

// fixRailCapacity is 19.1 at the start of a turn: each major's rail
// capacity is the rail dots of the areas it then controls.
func (s *State) fixRailCapacity() {
	if !s.Options.Railways {
		return
	}
	for _, f := range s.Majors() {
		s.F(f).RailLeft = 0
	}
	for i, a := range s.data.Map.Areas {
		if c := s.Areas[i].Control; c != NoFaction && (c.Major() || s.whiteSide(c)) {
			s.F(c).RailLeft += a.RailDots
		}
	}
}
