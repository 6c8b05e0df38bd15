package rcw

import (
	"slices"
)

// doDeal: Player A deals all 65 counters of the Initial Forces Randomizer
// one at a time, face up, in alphabetical order from A, in random order
// (15.31 Ruling); then Lenin's and Trotsky's holders get one PM each
// (15.32). The trading session begins (15.33).
func doDeal(s *State, a Action) error {
	cup := s.InitialCup
	for i := len(cup) - 1; i > 0; i-- { // mixed before the deal (15.13)
		j := s.Rand.Intn(i + 1)
		cup[i], cup[j] = cup[j], cup[i]
	}
	for k, ch := range cup {
		p := &s.Players[k%len(s.Players)]
		switch ch.Kind {
		case ChitLeader:
			pc := s.Piece(ch.Leader)
			pc.Status, pc.Owner = InHand, p.Letter
		case ChitPolitburo:
			p.PM++
		case ChitAssassin:
			p.AM++
		}
		c := ch
		s.emit(Event{Kind: EvDealt, Rule: "15.31", Player: p.Letter, Chit: &c})
	}
	s.InitialCup = nil
	for _, id := range []int{Lenin, Trotsky} {
		p := s.Player(s.Piece(id).Owner)
		p.PM++
		s.emit(Event{Kind: EvExtraPM, Rule: "15.32", Player: p.Letter, Units: []int{id}})
	}
	s.Phase = PhaseTrading
	s.wait("", DecideTrade)
	return nil
}

// doDone: the player declares himself done with the trading session. It
// ends when every player has declared and no trade has been accepted since
// (15.33 Ruling: an accepted trade clears the declarations).
func doDone(s *State, a Action) error {
	p := s.Player(a.Player)
	if p.Done {
		return refuse("15.33", "Player %s has already declared himself done", a.Player)
	}
	p.Done = true
	s.emit(Event{Kind: EvDone, Rule: "15.33", Player: a.Player})
	for _, q := range s.Players {
		if !q.Done {
			return nil
		}
	}
	s.lapseOffers("15.33")
	s.emit(Event{Kind: EvSessionEnded, Rule: "15.33"})
	for i := range s.Players {
		s.Players[i].Done = false
	}
	s.deploy()
	s.fillAux()
	s.sequencing()
	return nil
}

// deploy places every combat unit in its home province, the Blue and Green
// units of one nationality in one province as one stack (15.41, 15.42);
// the Imperial units with their units (15.51); each leader on its
// province's unit if asterisked (15.52), the others in one stack per
// player and province (15.53, 15.54: a design decision, the owner may
// restack them in his Movement Phase). Units left without a leader are
// uncontrolled (15.5 Ruling).
func (s *State) deploy() {
	c := s.data.Counters
	// Stacks are held by id: newStack may move the slice.
	group := map[[2]string]int{}
	unitStack := map[int]int{}
	for _, u := range c.Units {
		var id int
		if u.Nationality != "" {
			k := [2]string{u.Nationality, u.Home}
			if group[k] == 0 {
				group[k] = s.newStack(u.Home, "").ID
			}
			id = group[k]
		} else {
			id = s.newStack(u.Home, "").ID
		}
		s.put(u.ID, s.Stack(id))
		unitStack[u.ID] = id
	}
	for _, m := range c.Imperial {
		s.put(m.ID, s.Stack(unitStack[m.WithUnit]))
	}
	loose := map[[2]string]int{}
	for _, l := range c.Leaders {
		pc := s.Piece(l.ID)
		if pc.Status != InHand {
			continue // the solitaire's pool of Red leaders (27.13)
		}
		if !l.Asterisk {
			k := [2]string{pc.Owner, l.Start}
			if loose[k] == 0 || s.Size(s.Stack(loose[k])) >= StackLimit {
				loose[k] = s.newStack(l.Start, pc.Owner).ID
			}
			s.put(l.ID, s.Stack(loose[k]))
			continue
		}
		var st *Stack
		for _, u := range c.Units {
			if u.Colour == l.Colour && u.Home == l.Start {
				st = s.Stack(unitStack[u.ID])
				up := s.Piece(u.ID)
				up.Under, up.Owner = l.ID, pc.Owner
			}
		}
		st.Player = pc.Owner
		s.put(l.ID, st)
		for _, id := range st.Pieces {
			if s.Def(id).Kind == KindImperial {
				s.Piece(id).Under = l.ID
			}
		}
	}
	for i := range s.Stacks {
		st := &s.Stacks[i]
		s.normalise(st)
		s.emit(Event{Kind: EvDeployed, Rule: "15.5", Player: st.Player, Province: st.Province, Units: slices.Clone(st.Pieces)})
	}
}

// fillAux fills the Aux cup: the Blue and Green Control Markers, the Blue
// Withdrawal Markers and the Assassin Markers not dealt (15.23).
func (s *State) fillAux() {
	c := s.data.Counters
	for _, n := range c.Nationalities {
		if n.Control {
			s.Aux = append(s.Aux, Chit{Kind: ChitControl, Nat: n.Code})
		}
	}
	for _, n := range c.Nationalities {
		if n.Withdrawal {
			s.Aux = append(s.Aux, Chit{Kind: ChitWithdrawal, Nat: n.Code})
		}
	}
	for range c.Markers.Assassin - c.Markers.AssassinInitial {
		s.Aux = append(s.Aux, Chit{Kind: ChitAssassin})
	}
	s.emit(Event{Kind: EvAuxFilled, Rule: "15.23", N: len(s.Aux)})
}
