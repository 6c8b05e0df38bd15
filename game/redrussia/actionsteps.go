package redrussia

// The three steps of a faction's action phase (4.5): movement (7.0),
// combat (8.0), siege (9.0), each ended by its faction. The moves,
// battles and sieges themselves are in their own files.

// beginMovement opens a faction's movement step.
func (s *State) beginMovement(f Faction) {
	s.Step = StepMovement
	s.Pending = Pending{Kind: DecideMove, Faction: f}
	s.Moved, s.SeaUses = nil, nil
	s.openRail(f)
	s.trotskyCheck()
}

func doEndMovement(s *State, a Action) error {
	s.landAtSea(a.Faction)
	s.Step = StepCombat
	s.Pending = Pending{Kind: DecideBattles, Faction: a.Faction}
	return nil
}
