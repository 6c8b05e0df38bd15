package rcwbot

import (
	"cmp"
	"fmt"
	"slices"

	"tachanka/game/rcw"
)

// movePlan is the planner's result for a Player-Turn (b.11 steps 4-5):
// the moves of the committed forces, in order. A cache: rebuilt from the
// state when missing.
type movePlan struct {
	key     int
	moves   []rcw.Action
	next    int
	targets []int // the stacks the plan attacks, in order
}

// mover is a force the bot may move this phase (b.11 step 1): its units
// as the engine names them, colour, attack strength and the move to each
// province it can reach (overland first, else by rail).
type mover struct {
	units    []int
	colour   rcw.Colour
	strength int
	escort   bool
	dests    map[string]rcw.Action
}

// contributor is a stationary stack or a mover joining an attack.
type contributor struct {
	pieces   []int
	strength int
	move     *rcw.Action // nil: already there
}

// movers lists the seat's forces from the engine's legal moves.
func movers(s *rcw.State, seat string, legal []rcw.Action) []*mover {
	byKey := map[string]*mover{}
	var out []*mover
	for _, a := range legal {
		if a.Type != rcw.ActMove || a.Player != seat {
			continue
		}
		k := fmt.Sprint(a.Units)
		m := byKey[k]
		if m == nil {
			m = &mover{units: a.Units, colour: s.Colour(a.Units[0]), dests: map[string]rcw.Action{}}
			for _, id := range a.Units {
				m.strength += s.Strength(id)
				for _, x := range s.Attached(id) {
					m.strength += s.Strength(x)
					m.escort = m.escort || x == rcw.Czar || x == rcw.Gold
				}
				m.escort = m.escort || id == rcw.Czar || id == rcw.Gold
			}
			byKey[k] = m
			out = append(out, m)
		}
		dest := a.Path[len(a.Path)-1].To
		if _, ok := m.dests[dest]; !ok {
			m.dests[dest] = a
		}
	}
	return out
}

// pieces of a mover: its units and everything attached to them.
func (m *mover) pieces(s *rcw.State) []int {
	var out []int
	for _, id := range m.units {
		out = append(out, id)
		out = append(out, s.Attached(id)...)
	}
	return out
}

// makePlan walks the APT (or VST) entries (b.11 steps 2-4): for each, the
// candidate target stacks with the largest attack the bot could assemble
// there this turn; the best by odds (capped at 6:1), worth, fewest forces
// and province code; commits its forces and goes on until the quota is
// met.
func (p *Player) makePlan(s *rcw.State, seat string, st Strategy) *movePlan {
	plan := &movePlan{key: turnKey(s)}
	legal := s.Legal()
	ms := movers(s, seat, legal)
	class := ClassOf(s, seat)
	used := map[int]bool{}
	free := func(ids []int) bool {
		for _, id := range ids {
			if used[id] {
				return false
			}
		}
		return true
	}
	taken := map[int]bool{}
	for _, e := range entries(st, class) {
		for len(plan.targets) < st.Quota {
			type cand struct {
				t        *rcw.Stack
				first    bool
				col      int
				leaders  int
				vp       int
				parts    []contributor
				prov     string
				tieBreak int
			}
			var best *cand
			for i := range s.Stacks {
				t := &s.Stacks[i]
				if taken[t.ID] || s.StackColour(t) != e.On || !allowedTarget(s, seat, st, class, t) {
					continue
				}
				if st.Roll == 6 && st.Imperial != 0 && len(plan.targets) == 0 && !slices.Contains(t.Pieces, st.Imperial) {
					continue
				}
				def := s.DefenceStrength(t.ID)
				var parts []contributor
				for _, o := range s.StacksIn(t.Province) {
					if o.Player == seat && o.ID != t.ID && s.StackColour(o) == e.By && !holdsImperial(s, o) && free(o.Pieces) {
						if n := s.AttackStrength(o.ID); n > 0 {
							parts = append(parts, contributor{pieces: o.Pieces, strength: n})
						}
					}
				}
				for _, m := range ms {
					mv, ok := m.dests[t.Province]
					if !ok || m.colour != e.By || m.escort || m.strength == 0 || !free(m.units) {
						continue
					}
					parts = append(parts, contributor{pieces: m.pieces(s), strength: m.strength, move: &mv})
				}
				parts = assemble(parts, def)
				att := 0
				for _, c := range parts {
					att += c.strength
				}
				col := rcw.OddsColumn(att, def)
				minCol := max(st.MinOdds, 1)
				ok := len(parts) > 0 && col >= minCol
				if e.By == rcw.Red && e.On == rcw.Blue {
					// b.11 step 2: Red stacks in adjacent provinces make a
					// subversive attack (8.3), when it gives better odds
					// or is allowed where the other is not (SubMinOdds).
					subMin := minCol
					if st.SubMinOdds != 0 {
						subMin = max(st.SubMinOdds, 1)
					}
					if sub, subCol := subversion(s, seat, t, def, free); subCol >= subMin && (subCol > col || (!ok && st.SubMinOdds != 0)) {
						parts, col, ok = sub, subCol, true
					}
				}
				if !ok {
					continue
				}
				l, vp := worth(s, t, class)
				c := &cand{t: t, first: slices.Contains(st.First, t.Province), col: col, leaders: l, vp: vp, parts: parts,
					prov: t.Province, tieBreak: p.roll(s, seat, "plan", t.ID, 1000)}
				if best == nil || cmp.Or(cmpBool(best.first, c.first), cmp.Compare(best.col, c.col), cmp.Compare(best.leaders, c.leaders),
					cmp.Compare(best.vp, c.vp), cmp.Compare(len(c.parts), len(best.parts)),
					cmp.Compare(c.prov, best.prov), cmp.Compare(c.tieBreak, best.tieBreak)) < 0 {
					best = c
				}
			}
			if best == nil {
				break
			}
			taken[best.t.ID] = true
			plan.targets = append(plan.targets, best.t.ID)
			for _, c := range best.parts {
				for _, id := range c.pieces {
					used[id] = true
				}
				if c.move != nil {
					plan.moves = append(plan.moves, *c.move)
				}
			}
		}
	}
	return plan
}

// assemble picks contributors, strongest first, until the odds reach
// 6:1, then leaves out the weakest ones the odds do not need.
func assemble(parts []contributor, def int) []contributor {
	slices.SortStableFunc(parts, func(x, y contributor) int { return cmp.Compare(y.strength, x.strength) })
	var out []contributor
	att := 0
	for _, c := range parts {
		if rcw.OddsColumn(att, def) >= rcw.Odds61 && att > 0 {
			break
		}
		out = append(out, c)
		att += c.strength
	}
	col := rcw.OddsColumn(att, def)
	for i := len(out) - 1; i >= 0 && len(out) > 1; i-- {
		if rcw.OddsColumn(att-out[i].strength, def) >= col {
			att -= out[i].strength
			out = slices.Delete(out, i, i+1)
		}
	}
	return out
}

// subversion assembles a subversive attack (8.3) on a Blue stack from the
// bot's uncommitted Red stacks in the adjacent provinces, doubled when
// Subversive Attacks Doubled holds (12.12).
func subversion(s *rcw.State, seat string, t *rcw.Stack, def int, free func([]int) bool) ([]contributor, int) {
	var parts []contributor
	for _, q := range s.Data().Map.Province(t.Province).Adjacent {
		for _, o := range s.StacksIn(q) {
			if o.Player == seat && s.StackColour(o) == rcw.Red && !holdsImperial(s, o) && free(o.Pieces) {
				n := s.AttackStrength(o.ID)
				if s.SubDoubled {
					n *= 2
				}
				if n > 0 {
					parts = append(parts, contributor{pieces: o.Pieces, strength: n})
				}
			}
		}
	}
	parts = assemble(parts, def)
	att := 0
	for _, c := range parts {
		att += c.strength
	}
	if len(parts) == 0 {
		return nil, -1
	}
	return parts, rcw.OddsColumn(att, def)
}

// cmpBool orders false before true.
func cmpBool(x, y bool) int {
	switch {
	case x == y:
		return 0
	case x:
		return 1
	}
	return -1
}
