package reds

import (
	"fmt"
	"slices"
)

// Invariants checks the whole state between two actions: what the load-time
// check verifies (hexes on the map, boxes on their tracks, stacking legal or
// an elimination pending, the pending decision consistent), plus what only
// holds across actions: every counter of the scenario in exactly one place
// and in the counters' order, markers unique and on the map, the pieces of
// the sequence of play that go with the pending decision present, and the
// pending decision answerable by at least one legal action unless the game
// is over. It never changes s. The random-game tests run it after every
// action, and `tachanka selfplay -check` on demand.
func (s *State) Invariants() error {
	if err := s.Conserved(); err != nil {
		return err
	}
	// check puts the units in the counters' order; Conserved has verified
	// they are, so it works on a shallow copy and changes nothing of s.
	c := *s
	if err := c.check("state"); err != nil {
		return err
	}
	if err := s.markersUnique(); err != nil {
		return err
	}
	if err := s.pendingAgrees(); err != nil {
		return err
	}
	return s.answerable()
}

// Conserved reports whether every counter of the scenario is in exactly
// one place: one entry per counter, in the counters' order (the engine
// indexes units like the counters), each in a known part of the game
// (map, pool, available, turn box, arriving, eliminated, removed, aside).
func (s *State) Conserved() error {
	if len(s.Units) != len(s.Data.Units) {
		return fmt.Errorf("state.units: %d entries for %d counters", len(s.Units), len(s.Data.Units))
	}
	for i := range s.Units {
		u := &s.Units[i]
		if u.ID != s.Data.Units[i].ID {
			return fmt.Errorf("state.units[%d]: %q where counter %q belongs", i, u.ID, s.Data.Units[i].ID)
		}
		if int(u.Where) >= len(whereNames) {
			return fmt.Errorf("state.units[%d]: %q is nowhere (location %d)", i, u.ID, u.Where)
		}
		if u.Where != InTurnBox && u.Where != Arriving && u.Box != 0 {
			return fmt.Errorf("state.units[%d]: %q is %s but has box %d", i, u.ID, u.Where, u.Box)
		}
	}
	if len(s.Control) != len(s.Data.Board.Cells) {
		return fmt.Errorf("state.control: %d entries for %d cells", len(s.Control), len(s.Data.Board.Cells))
	}
	return nil
}

// markersUnique checks what the load-time check leaves to it: no marker
// or list entry twice, the Red Train not on the map and in a box at once,
// the Gold someone's, the leader drawn not also on the display, the
// set-aside chit not also in the cup.
func (s *State) markersUnique() error {
	if s.RedTrain.Valid() && s.RedTrainBox != 0 {
		return fmt.Errorf("state.red_train: on the map at %v and in turn box %d at once", s.RedTrain, s.RedTrainBox)
	}
	if s.Gold.Valid() && s.GoldSide == NoSide {
		return fmt.Errorf("state.gold: in %v but nobody's", s.Gold)
	}
	if s.DrawnLeader != "" && slices.Contains(s.HighCommand[:], s.DrawnLeader) {
		return fmt.Errorf("state.drawn_leader: %q is drawn and on the display at once", s.DrawnLeader)
	}
	if s.FirstChit != NoChit && slices.Contains(s.Cup, s.FirstChit) {
		return fmt.Errorf("state.cup: the set-aside chit %s is also in the cup", s.FirstChit)
	}
	if err := noRepeat("red_terror", s.RedTerror); err != nil {
		return err
	}
	if err := noRepeat("red_fronts", s.RedFronts); err != nil {
		return err
	}
	if err := noRepeat("leader_left", s.LeaderLeft); err != nil {
		return err
	}
	if err := noRepeat("activated", s.Activated); err != nil {
		return err
	}
	return noRepeat("attacked_hexes", s.AttackedHexes)
}

// pendingAgrees checks what the load-time check (which knows which
// decisions each step waits for and what each needs) cannot: between two
// actions the game always waits for a decision until it is over, and an
// owed loss is what it waits for, from the side that owes it.
func (s *State) pendingAgrees() error {
	p := s.Pending
	if s.Step == StepGameOver {
		if p.Kind != DecideNone {
			return fmt.Errorf("state.pending: the game is over but %s waits for %s", p.Side, p.Kind)
		}
		return nil
	}
	if p.Kind == DecideNone {
		return fmt.Errorf("state.pending: the game waits for no decision at step %s", s.Step)
	}
	if l := s.Loss; l != nil && (p.Kind != DecideLoss || l.Side != p.Side) {
		return fmt.Errorf("state.loss: %s owes a loss but the game waits for %s (%s)", l.Side, p.Kind, p.Side)
	}
	return nil
}

// answerable reports whether the pending decision accepts at least one of
// the actions legal.go offers: the game can always go on until it is over.
func (s *State) answerable() error {
	if s.Step == StepGameOver {
		return nil
	}
	// Ending the step is the usual answer and needs no list of candidates,
	// which for movement and strategic moves costs a search per unit.
	if handlers[ActEndStep].when[s.Pending.Kind] && Check(s, Action{Type: ActEndStep, Side: s.Pending.Side}) == nil {
		return nil
	}
	for _, a := range Candidates(s) {
		if Check(s, a) == nil {
			return nil
		}
	}
	return fmt.Errorf("state.pending: no legal action answers %s (%s) at turn %d, step %s", s.Pending.Kind, s.Pending.Side, s.Turn, s.Step)
}

// noRepeat reports the first element of list that appears twice.
func noRepeat[T comparable](field string, list []T) error {
	for i, v := range list {
		if slices.Contains(list[i+1:], v) {
			return fmt.Errorf("state.%s: %v appears twice", field, v)
		}
	}
	return nil
}
