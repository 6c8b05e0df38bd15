package rcwbot

import (
	"slices"

	"tachanka/game/rcw"
)

// The postal game (b.12): the bot writes its orders on the engine's
// order form as it would play its Player-Turn, submits them and seals.
// One SDT roll a Game-Turn (the form's Player-Turn key is the Game-Turn's),
// the gifts, purge and assassination targetings of its business in the
// First Phase, its moves planned by b.11, its attacks in the Second Phase
// with Attack Consideration rolled as each is written, a standing
// counterpurge against the players it likes least, and a standing Czar
// answer by b.10.

// maxOrders bounds the orders written in one period (a guard: the form
// lists each force and each target once).
const maxOrders = 60

// chooseOrders is the bot's action in a negotiation period: its orders,
// then its seal.
func (p *Player) chooseOrders(s *rcw.State, seat string) (rcw.Action, bool) {
	if !slices.Contains(s.Waiting(), seat) {
		return rcw.Action{}, false
	}
	if s.Postal.Orders[seat] != nil {
		return rcw.Action{Type: rcw.ActSeal, Player: seat}, true
	}
	return rcw.Action{Type: rcw.ActOrders, Player: seat, Orders: p.writeOrders(s, seat)}, true
}

// writeOrders are the bot's orders for the period, each admitted by the
// engine's form.
func (p *Player) writeOrders(s *rcw.State, seat string) *rcw.Orders {
	o := &rcw.Orders{}
	form := s.OrderForm(seat, o)
	if form == nil {
		return o
	}
	st := p.strategy(form, seat)
	add := func(change func(n *rcw.Orders)) {
		n := o.Clone()
		change(n)
		if s.CheckOrders(seat, n) == nil {
			o = n
		}
	}
	first := s.Phase == rcw.PhaseFirstOrders
	if first && st.Roll == 1 && s.Player(seat).AM > 0 {
		if to := p.nth(s, seat, 2, "gift"); to != "" {
			add(func(n *rcw.Orders) { n.Trades = append(n.Trades, rcw.Gift{To: to, AM: 1}) })
		}
	}
	for k := 0; k < maxOrders; k++ {
		var a rcw.Action
		if first {
			a = p.moveWith(form, seat, st)
		} else {
			a = p.combatWith(form, seat, st)
		}
		if a.Type != rcw.ActMove && a.Type != rcw.ActAttack && a.Type != rcw.ActSubvert {
			break
		}
		if _, err := rcw.Apply(form, a); err != nil {
			break
		}
		add(func(n *rcw.Orders) {
			if first {
				n.Moves = append(n.Moves, rcw.MoveOrder{Units: a.Units, Path: a.Path, Rail: a.Rail})
			} else {
				n.Attacks = append(n.Attacks, rcw.AttackOrder{Stacks: a.Stacks, Target: a.Target, Subversive: a.Type == rcw.ActSubvert})
			}
		})
	}
	if st.Purge {
		if t := p.nth(s, seat, -1, "purge"); t != "" && s.Player(seat).PM >= rcw.CCThreshold {
			pm := s.Player(seat).PM
			add(func(n *rcw.Orders) {
				n.Purges = append(n.Purges, rcw.PurgeOrder{PM: pm, Members: []string{seat}, Target: t, Division: []string{seat}})
			})
		}
	}
	if first && st.Assassin && s.Player(seat).AM > 0 {
		// Leaders its moves will meet: those in the provinces its forces
		// pass or end in on the form.
		met := map[string]bool{}
		for _, m := range o.Moves {
			for _, step := range m.Path {
				met[step.To] = true
			}
		}
		am, targets := p.assassinTargets(s, seat, func(id int) bool { return met[s.Province(id)] })
		if len(targets) > 0 {
			add(func(n *rcw.Orders) {
				n.Assassinations = append(n.Assassinations, rcw.Targeting{Leader: targets[0], AM: am})
			})
		}
	}
	// b.12 Ruling: counterpurge the participant it likes least; the
	// standing Czar answer is b.10's.
	others := p.byFriendliness(s, seat, "counterpurge")
	slices.Reverse(others)
	answer := rcw.CzarRefuse
	if p.executionAnswer(s, seat).Type == rcw.ActAgree {
		answer = rcw.CzarComply
	}
	add(func(n *rcw.Orders) { n.Standing = &rcw.Standing{Counterpurge: others, CzarAnswer: answer} })
	return o
}
