package redrussia

import "tachanka/game/dice"

// View is the game as faction f's player may see it (Appendix B.2): a copy
// in which the other players' hands are unknown cards (-1, one for each
// card held), the deck's order and the discard pile's faces are unknown
// (-1; played cards' titles are in the log, B.1), the random generator's
// state is zeroed, and, unless f's player is the attacker's, the levels
// of the battles not yet revealed are Hidden (so Committed counts
// nothing: the money track shows the old amount until each reveal, 8.3).
// Decision: the discard pile is shown face down whole, since 14.4
// discards face down and the pile does not say which cards were played.
func (s *State) View(f Faction) *State {
	c := s.Clone()
	me := s.PlayerOf(f)
	for i := range c.Players {
		if i != me {
			unknown(c.Players[i].Hand)
		}
	}
	unknown(c.Deck)
	unknown(c.Discard)
	c.Rand = dice.Rand{}
	if c.Active != NoFaction && s.PlayerOf(c.Active) != me {
		for i := range c.Battles {
			if !c.Battles[i].Revealed {
				c.Battles[i].Level, c.Battles[i].Cost, c.Battles[i].FreeCard = Hidden, 0, 0 // the cost would tell the level
			}
		}
		if c.Fight != nil && !c.Fight.Siege {
			if b := c.battle(); b != nil && !b.Revealed {
				c.Fight.Level = Hidden
				c.Fight.Rounds = 0
			}
		}
	}
	return c
}

func unknown(cards []int) {
	for i := range cards {
		cards[i] = -1
	}
}
