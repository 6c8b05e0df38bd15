package redrussia

// The turn's end (4.0 "Turn end"): limited minors become neutral (12.11,
// 12.2), the Allied units controlled this turn return to no one (13.61),
// the raid markers go (15.3), conquest and liberation are updated (12.3),
// the turn's effects expire and the next turn begins; after the last turn
// the game is over (the victory phase has recorded its result, 16.1).

func (s *State) endTurn() {
	for _, m := range Minors {
		if s.F(m).Status == Limited {
			s.neutralise(m, "12.11")
		}
	}
	for i := range s.Pieces {
		s.Pieces[i].ControlledBy = NoFaction
	}
	for i := range s.Areas {
		s.Areas[i].Raid = false
	}
	s.conquestAndLiberation()
	s.AlliedWithdrawal = false
	if s.Turn >= s.lastTurn() && s.Outcome == nil {
		s.finalResult("16.1") // the victory phase of the last turn has already done so
		return
	}
	s.beginTurn(s.Turn + 1)
}
