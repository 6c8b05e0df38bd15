package redrussia

// The three steps of a faction's action phase (4.5): movement (7.0),
// combat (8.0), siege (9.0), each ended by its faction, with the card
// windows between them (14.2(b): W1 at the phase's start, W3 after the
// movement step, W7 before the sieges, W9 at the phase's end; W2 after
// each move, windows.go). The moves, battles and sieges themselves are in
// their own files.

// beginMovement opens a faction's action phase: its rail allowance, then
// W1, then its movement step.
func (s *State) beginMovement(f Faction) {
	s.Step = StepMovement
	s.Moved, s.SeaUses = nil, nil
	s.openRail(f)
	s.trotskyCheck()
	// 14.2(d): an action phase's play-immediately cards are played in the
	// turn's first W1.
	first := len(s.Queue) == len(s.majorsIn(s.Initiative))
	s.openWindow(W1, "movement", first)
}

// movementDecision hands the movement step to the active faction.
func (s *State) movementDecision() {
	s.Pending = Pending{Kind: DecideMove, Faction: s.Active}
}

func doEndMovement(s *State, a Action) error {
	s.landAtSea(a.Faction)
	s.Step = StepCombat
	s.OpenWindow(W3, "combat")
	return nil
}

// combatDecision hands the combat step to the active faction.
func (s *State) combatDecision() {
	s.Pending = Pending{Kind: DecideBattles, Faction: s.Active}
}

// siegeDecision hands the siege step to the active faction.
func (s *State) siegeDecision() {
	s.Pending = Pending{Kind: DecideSiege, Faction: s.Active}
}

// afterMove wraps the handlers that may complete a move: when the movement
// step is back with the active faction, W2 opens (14.2(b)).
func afterMove(run func(*State, Action) error) func(*State, Action) error {
	return func(s *State, a Action) error {
		if err := run(s, a); err != nil {
			return err
		}
		if s.Pending.Kind == DecideMove && s.Window == nil {
			s.OpenWindow(W2, "")
		}
		return nil
	}
}
