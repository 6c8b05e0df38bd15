package rcw

import "slices"

// The order form of the postal game (RULES, "Postal mode"): the client
// writes a seat's orders on the map as the standard game plays them. A
// form is the position as that seat's orders written so far leave it
// (his moves made as if he moved first, his attacks marked), pending his
// next order: a move in the First Phase, an attack in the Second. Its
// Legal lists the orders he may add, and Apply writes one on the form (a
// move made as written, an attack marked, no die rolled), so that the
// client and the computer players draft orders as they play a turn. The
// orders themselves are submitted to the game (ActOrders).

// OrderForm is player's order form with orders o written (nil: his
// orders on file), or nil when he writes no orders now (no negotiation
// period, his orders sealed) or o would not be admitted.
func (s *State) OrderForm(player string, o *Orders) *State {
	if s.Postal == nil || s.Pending.Kind != DecideOrders || !slices.Contains(s.unsealed(), player) {
		return nil
	}
	if o == nil {
		o = s.Postal.Orders[player]
	}
	if o == nil {
		o = &Orders{}
	}
	c, err := s.written(player, o.Moves)
	if err != nil || c.writeAttacks(player, o.Attacks) != nil {
		return nil
	}
	c.Postal.Form = player
	c.Pending = Pending{Kind: DecideMove, Player: player}
	if s.Phase == PhaseSecondOrders {
		c.Pending.Kind = DecideCombat
	}
	return c
}

// CheckOrders reports whether orders would be admitted for player now
// (the order form's check of 17.0), without submitting them.
func (s *State) CheckOrders(player string, o *Orders) error {
	if s.Postal == nil || s.Pending.Kind != DecideOrders {
		return refuse("17.0", "no orders are written now")
	}
	return s.checkOrders(player, o)
}

// formLegal are the orders a form's player may add: moves of his unmoved
// forces, or attacks not yet written.
func (s *State) formLegal() []Action {
	var out []Action
	player := s.Postal.Form
	if s.Pending.Kind == DecideMove {
		for _, a := range s.movementActions(player) {
			if a.Type == ActMove {
				out = append(out, a)
			}
		}
		return out
	}
	for _, a := range s.combatActions(player) {
		if a.Type == ActAttack || a.Type == ActSubvert {
			out = append(out, a)
		}
	}
	return out
}

// applyForm writes one order on a form: a move of the form's player made
// as written (17.0 Ruling: the stop rule ends none), or an attack marked
// as made. Nothing else is played on a form.
func applyForm(s *State, a Action) error {
	if a.Player != s.Postal.Form {
		return refuse("17.0", "this is Player %s's order form", s.Postal.Form)
	}
	c := s.Clone()
	switch {
	case a.Type == ActMove && s.Pending.Kind == DecideMove:
		if err := doMove(c, a); err != nil {
			return err
		}
	case (a.Type == ActAttack || a.Type == ActSubvert) && s.Pending.Kind == DecideCombat:
		o := AttackOrder{Stacks: a.Stacks, Target: a.Target, Subversive: a.Type == ActSubvert}
		if err := c.writeAttacks(a.Player, []AttackOrder{o}); err != nil {
			return err
		}
	default:
		return refuse("17.0", "an order form takes moves in the First Phase and attacks in the Second, not %s", a.Type)
	}
	c.out = nil
	*s = *c
	return nil
}

// Clone is a deep copy of the orders.
func (o *Orders) Clone() *Orders { return o.clone() }

// OrderWarnings are what the order form warns of without refusing (17.0
// Ruling): the player's move orders carried out alone, as the GM will
// carry them out, from the start of the period (the stop rule against the
// colours there at the start of the Game-Turn, pick-ups that fail), each
// a void event in the words of the adjudication's report. Other players'
// orders may add failures no form can foresee.
func (s *State) OrderWarnings(player string, o *Orders) []Event {
	if s.Postal == nil || o == nil || len(o.Moves) == 0 {
		return nil
	}
	c := s.Clone()
	c.Postal.Acting = player
	c.Postal.forms = false
	if c.Postal.Routes == nil {
		c.Postal.Routes = map[int][]string{}
	}
	c.out = nil
	for _, m := range o.Moves {
		c.carryMove(player, m)
	}
	var out []Event
	for _, e := range c.out {
		if e.Kind == EvVoid {
			out = append(out, e)
		}
	}
	return out
}
