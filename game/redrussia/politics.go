package redrussia

// The political phase (4.3): the ORI rolls (4.31, ori.go), the foreign
// intervention rolls (4.32, intervention.go), the minor intervention
// rolls from turn 3 (4.33, minors.go); then the initiative phase.

// politics runs the phase after its opening (sequence.go).
func (s *State) politics() {
	s.oriPhase()
	s.Queue = nil
	for _, f := range s.majorsIn(s.Initiative) {
		if f.White() || f == Poland {
			s.Queue = append(s.Queue, f) // 4.32: the Whites and a Polish major
		}
	}
	s.nextForeign()
}

// nextForeign asks the next White faction whether it rolls on the
// foreign intervention table, then opens the minor rolls.
func (s *State) nextForeign() {
	if len(s.Queue) > 0 {
		s.Pending = Pending{Kind: DecideForeign, Faction: s.Queue[0]}
		return
	}
	s.beginMinorRolls()
}

// beginMinorRolls is 4.33: from turn 3, each major in initiative order may
// make one roll naming one minor.
func (s *State) beginMinorRolls() {
	if s.Turn < 3 {
		s.afterPolitical()
		return
	}
	s.Queue = s.majorsIn(s.Initiative)
	s.nextMinorRoll()
}

func (s *State) nextMinorRoll() {
	if len(s.Queue) > 0 {
		s.Pending = Pending{Kind: DecideMinorRoll, Faction: s.Queue[0]}
		return
	}
	s.afterPolitical()
}
