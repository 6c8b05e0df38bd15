package rcwbot

import (
	"cmp"
	"slices"

	"tachanka/game/rcw"
)

// combat chooses the next attack of the Combat Phase, or its end (b.11
// step 6): the APT (or VST) entry first, then the best odds, the most
// worth, the fewest stacks, the lowest province code; with the odds
// recomputed by the engine, each at no less than the minimum odds, and
// Attack Consideration (b.3) for an attack on another player's units.
func (p *Player) combat(s *rcw.State, seat string) rcw.Action {
	return p.combatWith(s, seat, p.strategy(s, seat))
}

// combatWith is combat under a given strategy.
func (p *Player) combatWith(s *rcw.State, seat string, st Strategy) rcw.Action {
	end := rcw.Action{Type: rcw.ActEndPhase, Player: seat}
	made := len(s.Attacked)
	if made >= st.Quota {
		return end
	}
	class := ClassOf(s, seat)
	list := entries(st, class)
	type cand struct {
		a                        rcw.Action
		first                    bool
		idx, col, leaders, vp, n int
		prov                     string
	}
	var best *cand
	better := func(x, y *cand) bool {
		if y == nil {
			return true
		}
		if c := cmp.Or(cmpBool(y.first, x.first), cmp.Compare(x.idx, y.idx), cmp.Compare(y.col, x.col), cmp.Compare(y.leaders, x.leaders),
			cmp.Compare(y.vp, x.vp), cmp.Compare(x.n, y.n), cmp.Compare(x.prov, y.prov)); c != 0 {
			return c < 0
		}
		return false
	}
	for _, a := range s.Legal() {
		if a.Player != seat || (a.Type != rcw.ActAttack && a.Type != rcw.ActSubvert) {
			continue
		}
		t := s.Stack(a.Target)
		by, on := s.StackColour(s.Stack(a.Stacks[0])), s.StackColour(t)
		idx := entryIndex(list, by, on)
		if idx < 0 || !allowedTarget(s, seat, st, class, t) {
			continue
		}
		if st.Roll == 6 {
			idx = 0 // b.6: any of its units
			if st.Imperial != 0 && made == 0 && !containsInt(t.Pieces, st.Imperial) {
				continue // b.6: the first attack on the Imperial unit's stack
			}
		}
		_, _, col, err := s.Odds(a)
		if err != nil || col < minOdds(s, st, a) {
			continue
		}
		if st.Roll != 6 && !p.considered(s, seat, t) {
			continue
		}
		l, vp := worth(s, t, class)
		c := &cand{a: a, first: slices.Contains(st.First, t.Province), idx: idx, col: col, leaders: l, vp: vp, n: len(a.Stacks), prov: t.Province}
		if better(c, best) {
			best = c
		}
	}
	if best == nil {
		return end
	}
	return best.a
}

// considered is Attack Consideration (b.3) for an attack on a stack: on
// another player's units, 1d6 greater than v(bot, defender) calls it
// off. The roll is the same all Player-Turn for that stack.
func (p *Player) considered(s *rcw.State, seat string, t *rcw.Stack) bool {
	if t.Player == "" || t.Player == seat || p.pct == nil {
		return true
	}
	return p.roll(s, seat, "ac", t.ID, 6) <= p.pct.Get(seat, t.Player)
}

func containsInt(list []int, x int) bool {
	for _, y := range list {
		if y == x {
			return true
		}
	}
	return false
}
