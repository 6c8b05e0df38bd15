package rcw

import (
	"cmp"
	"slices"
)

// postalCombat carries out the combat orders (17.0 [8.0]): subversive
// attacks first, on each Blue stack the one with the most strength first
// (ties by lot); then normal attacks province by province alphabetically,
// in each the orders of the player with the highest total strength there
// first (ties by lot). Losses take effect at once; an attack on a stack
// eliminated or already attacked is void; survivors attack at the odds
// recomputed (resolve). Subversive Attacks Doubled rolled since the last
// Second Phase applies now (17.0 [12.0]).
func (s *State) postalCombat() {
	s.Fought, s.Attacked = nil, nil
	s.SubDoubled, s.Postal.SubDoubled = s.Postal.SubDoubled, false
	type entry struct {
		player   string
		at       AttackOrder
		strength int
		lot      int
		prov     string
	}
	var subs, normal []entry
	for _, l := range s.Order {
		for _, at := range s.orders(l).Attacks {
			e := entry{player: l, at: at, lot: s.Rand.Intn(1 << 20)}
			for _, id := range at.Stacks {
				if st := s.Stack(id); st != nil {
					e.strength += s.total(s.attackers(st))
				}
			}
			if t := s.Stack(at.Target); t != nil {
				e.prov = t.Province
			}
			if at.Subversive {
				subs = append(subs, e)
			} else {
				normal = append(normal, e)
			}
		}
	}
	slices.SortStableFunc(subs, func(a, b entry) int {
		return cmp.Or(cmp.Compare(a.at.Target, b.at.Target), cmp.Compare(b.strength, a.strength), cmp.Compare(a.lot, b.lot))
	})
	for _, e := range subs {
		s.carryAttack(e.player, e.at)
	}
	var provs []string
	for _, e := range normal {
		if !slices.Contains(provs, e.prov) {
			provs = append(provs, e.prov)
		}
	}
	slices.Sort(provs)
	for _, prov := range provs {
		var players []string
		for _, e := range normal {
			if e.prov == prov && !slices.Contains(players, e.player) {
				players = append(players, e.player)
			}
		}
		lots := map[string]int{}
		for _, l := range players {
			lots[l] = s.Rand.Intn(1 << 20)
		}
		slices.SortStableFunc(players, func(a, b string) int {
			return cmp.Or(cmp.Compare(s.strengthIn(b, prov), s.strengthIn(a, prov)), cmp.Compare(lots[a], lots[b]))
		})
		for _, l := range players {
			for _, e := range normal {
				if e.prov == prov && e.player == l {
					s.carryAttack(l, e.at)
				}
			}
		}
	}
	s.SubDoubled = false
	s.Fought, s.Attacked = nil, nil
	s.settle()
	s.checkCC()
}

// strengthIn is a player's total strength in a province (17.0 [8.0]).
func (s *State) strengthIn(player, prov string) int {
	n := 0
	for _, st := range s.StacksIn(prov) {
		if st.Player == player {
			n += s.total(s.defenders(st))
		}
	}
	return n
}

// carryAttack carries out one attack order with the attacking stacks
// still there, or reports it void.
func (s *State) carryAttack(player string, at AttackOrder) {
	void := func(why string) {
		s.emit(Event{Kind: EvVoid, Rule: "17.0", Player: player, Units: slices.Clone(at.Stacks), N: at.Target, Text: "attack: " + why})
	}
	t := s.Stack(at.Target)
	switch {
	case t == nil || s.StackColour(t) == NoColour:
		void("the defending stack is gone")
		return
	case slices.Contains(s.Attacked, t.ID):
		void("the defending stack has been attacked already (8.25)")
		return
	}
	var stacks []int
	for _, id := range at.Stacks {
		if st := s.Stack(id); st != nil && st.Player == player && len(s.attackers(st)) > 0 {
			stacks = append(stacks, id)
		}
	}
	if len(stacks) == 0 {
		void("no attacking unit survives")
		return
	}
	s.Postal.Acting = player
	s.Pending = Pending{}
	typ := ActAttack
	if at.Subversive {
		typ = ActSubvert
	}
	if err := s.resolve(Action{Type: typ, Player: player, Stacks: stacks, Target: at.Target}, at.Subversive); err != nil {
		void(err.Error())
	} else {
		s.answerPending()
	}
	s.Postal.Acting = ""
}
