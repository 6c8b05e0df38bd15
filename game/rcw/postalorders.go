package rcw

import (
	"fmt"
	"slices"
)

// doOrders submits, or replaces, a player's orders for the period. The
// order form admits only complete, well-formed orders, checked against
// the positions at the start of the period as if he moved first (17.0
// Ruling); orders that may fail because of other players' orders are
// admitted.
func doOrders(s *State, a Action) error {
	if slices.Contains(s.Postal.Sealed, a.Player) {
		return refuse("17.0", "Player %s has sealed his orders", a.Player)
	}
	if a.Orders == nil {
		return refuse("17.0", "the orders are missing")
	}
	if err := s.checkOrders(a.Player, a.Orders); err != nil {
		return err
	}
	if s.Postal.Orders == nil {
		s.Postal.Orders = map[string]*Orders{}
	}
	s.Postal.Orders[a.Player] = a.Orders.clone()
	return nil
}

// doSeal seals a player's orders (none written: no orders).
func doSeal(s *State, a Action) error {
	if slices.Contains(s.Postal.Sealed, a.Player) {
		return refuse("17.0", "Player %s has already sealed his orders", a.Player)
	}
	s.Postal.Sealed = append(s.Postal.Sealed, a.Player)
	s.emit(Event{Kind: EvSealed, Rule: "17.0", Player: a.Player, Text: s.Phase.String()})
	return nil
}

// checkOrders checks a player's orders for the period.
func (s *State) checkOrders(player string, o *Orders) error {
	first := s.Phase == PhaseFirstOrders
	switch {
	case first && len(o.Attacks) > 0:
		return refuse("17.0", "combat orders belong to the Second Phase")
	case !first && (len(o.Moves) > 0 || len(o.Assassinations) > 0):
		return refuse("17.0", "movement and assassination orders belong to the First Phase")
	}
	if err := s.checkGifts(player, o.Trades); err != nil {
		return err
	}
	c, err := s.written(player, o.Moves)
	if err != nil {
		return err
	}
	for k, t := range o.Assassinations {
		pc := s.Piece(t.Leader)
		if pc == nil || pc.Status != OnMap || s.Def(t.Leader).Kind != KindLeader || t.Leader == Czar {
			return refuse("10.13", "assassination %d: %d is not a leader on the map who may be targeted", k+1, t.Leader)
		}
		if t.AM < 1 || t.AM > s.Player(player).AM {
			return refuse("10.12", "assassination %d: %d AM; Player %s holds %d", k+1, t.AM, player, s.Player(player).AM)
		}
	}
	for k, p := range o.Purges {
		if err := s.checkPurgeOrder(player, p); err != nil {
			return refuse("17.0", "purge %d: %v", k+1, err)
		}
	}
	if err := c.writeAttacks(player, o.Attacks); err != nil {
		return err
	}
	if st := o.Standing; st != nil {
		if st.CzarAnswer != "" && st.CzarAnswer != CzarComply && st.CzarAnswer != CzarRefuse {
			return refuse("13.54", "a standing answer is %q or %q", CzarComply, CzarRefuse)
		}
		for _, l := range st.Counterpurge {
			if s.Player(l) == nil || l == player {
				return refuse("11.24", "a counterpurge order names other players, not %q", l)
			}
		}
	}
	return nil
}

// checkGifts: gifts to other players still playing, within what he holds.
func (s *State) checkGifts(player string, gifts []Gift) error {
	pm, am := 0, 0
	for _, g := range gifts {
		to := s.Player(g.To)
		if to == nil || to.Quit || g.To == player || g.PM < 0 || g.AM < 0 || g.PM+g.AM == 0 {
			return refuse("17.0", "a trade gives PM or AM to another player in the game")
		}
		pm += g.PM
		am += g.AM
	}
	if p := s.Player(player); pm > p.PM || am > p.AM {
		return refuse("17.0", "Player %s holds %d PM and %d AM", player, p.PM, p.AM)
	}
	return nil
}

// checkPurgeOrder: every particular stated (17.0 [11.0]): the committed
// PM he holds, the participants (himself among them), a target outside
// them, a division among them.
func (s *State) checkPurgeOrder(player string, p PurgeOrder) error {
	if !slices.Contains(p.Members, player) {
		return fmt.Errorf("the participants must include Player %s", player)
	}
	for k, m := range p.Members {
		if q := s.Player(m); q == nil || q.Quit || slices.Contains(p.Members[:k], m) {
			return fmt.Errorf("%q is not a participant", m)
		}
	}
	if q := s.Player(p.Target); q == nil || q.Quit || slices.Contains(p.Members, p.Target) {
		return fmt.Errorf("the target must be another player in the game")
	}
	if len(p.Division) == 0 {
		return fmt.Errorf("the order states how the points are divided")
	}
	for _, d := range p.Division {
		if !slices.Contains(p.Members, d) {
			return fmt.Errorf("the division names participants, not %q", d)
		}
	}
	if p.PM < 0 || p.PM > s.Player(player).PM {
		return fmt.Errorf("Player %s holds %d PM, not %d", player, s.Player(player).PM, p.PM)
	}
	return nil
}

// written is the position as a player's orders are checked (17.0 Ruling):
// the start of the period with his moves carried out as if he moved
// first, the stop rule ending none of them.
func (s *State) written(player string, moves []MoveOrder) (*State, error) {
	c := s.Clone()
	c.Postal.Acting = player
	c.Postal.forms = true
	c.SubDoubled = c.Postal.SubDoubled // 17.0 [12.0]: this Second Phase's
	for k, m := range moves {
		if err := doMove(c, Action{Type: ActMove, Player: player, Units: m.Units, Path: m.Path, Rail: m.Rail}); err != nil {
			return nil, refuse("17.0", "move %d: %v", k+1, err)
		}
	}
	return c, nil
}

// writeAttacks checks attack orders in turn on the written position,
// marking the stacks that fight and the targets attacked.
func (c *State) writeAttacks(player string, attacks []AttackOrder) error {
	for k, at := range attacks {
		x, err := c.checkAttack(Action{Type: ActAttack, Player: player, Stacks: at.Stacks, Target: at.Target}, at.Subversive)
		if err != nil {
			return refuse("17.0", "attack %d: %v", k+1, err)
		}
		c.Fought = append(c.Fought, x.stacks...)
		c.Attacked = append(c.Attacked, x.target.ID)
	}
	return nil
}
