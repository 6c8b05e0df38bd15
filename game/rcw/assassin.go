package rcw

import "slices"

// mayAssassinate reports whether the Phasing Player may declare an
// assassination now: in his own Player-Turn (10.11), at a checkpoint of
// it (4.3 Ruling), that is while the game waits for his move, attack or
// draw; not while an Exchange's losses are being chosen.
func (s *State) mayAssassinate(player string) error {
	if s.Phasing() == "" || s.Phasing() != player {
		return refuse("10.11", "only the Phasing Player may attempt an assassination, in his own Player-Turn")
	}
	switch s.Pending.Kind {
	case DecideMove, DecideCombat, DecideDraw, DecideRedraw:
		return nil
	}
	return refuse("4.3", "an assassination is declared only at a checkpoint, not while %s is being resolved", s.Pending.Kind)
}

// checkAssassination checks an attempt: a.Leader is the target, a.AM the
// markers used (10.0, 10.1).
func (s *State) checkAssassination(a Action) error {
	if err := s.mayAssassinate(a.Player); err != nil && s.Postal == nil {
		return err
	}
	p := s.Player(a.Player)
	if a.AM < 1 {
		return refuse("10.12", "an attempt uses at least one Assassin Marker")
	}
	if a.AM > p.AM {
		return refuse("10.12", "Player %s holds %d Assassin Markers, not %d", a.Player, p.AM, a.AM)
	}
	if a.Leader == Czar {
		return refuse("10.13", "the Czar can never be assassinated")
	}
	pc := s.Piece(a.Leader)
	if pc == nil || s.Def(a.Leader).Kind != KindLeader {
		return refuse("10.13", "%d is not a leader", a.Leader)
	}
	if pc.Status != OnMap {
		return refuse("10.13", "the target must be a leader on the map")
	}
	// Postal: the route test of 17.0 [10.0] replaces the province test
	// (postalmove.go).
	if len(s.assassins(a.Player, a.Leader)) == 0 && s.Postal == nil {
		return refuse("10.13", "Player %s controls no other leader in %s", a.Player, s.Province(a.Leader))
	}
	return nil
}

// assassins are the leaders a player controls in a target's province,
// other than the target (10.13, 10.15).
func (s *State) assassins(player string, target int) []int {
	var out []int
	for _, st := range s.StacksIn(s.Province(target)) {
		for _, id := range st.Pieces {
			if id != target && s.Def(id).Kind == KindLeader && s.Controller(id) == player {
				out = append(out, id)
			}
		}
	}
	return out
}

// doAssassinate resolves an attempt (10.0): 2d6, +1 for each marker
// beyond the first, minus the target's LV; 7 or more succeeds. A success
// eliminates the leader to the assassin's section (10.21) and returns the
// markers to the Aux cup (10.22); a failure gives them to the target's
// controller (10.23).
func doAssassinate(s *State, a Action) error {
	if err := s.checkAssassination(a); err != nil {
		return err
	}
	p := s.Player(a.Player)
	victim := s.Controller(a.Leader)
	d1, d2 := s.Rand.TwoD6()
	final := d1 + d2 + a.AM - 1 - s.Def(a.Leader).Leader.LV
	ok := final >= 7
	text := "failed"
	if ok {
		text = "succeeded"
	}
	s.emit(Event{Kind: EvAssassination, Rule: "10.0", Player: a.Player, To: victim, Units: []int{a.Leader},
		Province: s.Province(a.Leader), N: d1 + d2, Text: text})
	p.AM -= a.AM
	if ok {
		for range a.AM {
			s.Aux = append(s.Aux, Chit{Kind: ChitAssassin})
		}
		s.eliminate([]int{a.Leader}, a.Player, "10.21")
		return nil
	}
	// Ruling (10.23): the target's controller is its leader's player; an
	// attempt on one's own leader leaves the markers with him. A player
	// who has left holds no markers: they go into the Aux cup (14.23).
	if s.hasQuit(victim) {
		for range a.AM {
			s.Aux = append(s.Aux, Chit{Kind: ChitAssassin})
		}
		return nil
	}
	s.Player(victim).AM += a.AM
	return nil
}

// assassinations lists attempts for the Phasing Player: on every leader
// on the map that one of his leaders shares a province with, with one
// marker and with all he holds.
func (s *State) assassinations(player string) []Action {
	if s.mayAssassinate(player) != nil {
		return nil
	}
	p := s.Player(player)
	if p.AM == 0 {
		return nil
	}
	counts := []int{1}
	if p.AM > 1 {
		counts = append(counts, p.AM)
	}
	var out []Action
	for _, pc := range s.Pieces {
		if pc.Status != OnMap || s.Def(pc.ID).Kind != KindLeader || len(s.assassins(player, pc.ID)) == 0 {
			continue
		}
		for _, n := range slices.Clone(counts) {
			out = append(out, Action{Type: ActAssassinate, Player: player, Leader: pc.ID, AM: n})
		}
	}
	return out
}
