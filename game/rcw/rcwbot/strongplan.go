package rcwbot

import (
	"cmp"

	"tachanka/game/rcw"
)

// strongMaxAttacks bounds the attacks the strong planner prepares in a
// Player-Turn (a guard on time; the measure stops it sooner).
const strongMaxAttacks = 8

// strongMaxStack is the most pieces the strong level merges into one
// stack, and strongMaxFight the most on either side of an attack it
// makes: an Exchange's losses are chosen among every minimal set of
// pieces (8.43), which the engine lists by enumeration.
const strongMaxStack, strongMaxFight = 12, 16

// mergedSize is the pieces of the stacks a merge joins.
func mergedSize(s *rcw.State, a rcw.Action) int {
	n := 0
	for _, id := range a.Stacks {
		if st := s.Stack(id); st != nil {
			n += len(st.Pieces)
		}
	}
	return n
}

// opposed reports colours that fight (8.11-8.15).
func opposed(a, b rcw.Colour) bool {
	if a == b {
		return false
	}
	if a == rcw.Red || b == rcw.Red {
		return true
	}
	return (a == rcw.White && b == rcw.Green) || (a == rcw.Green && b == rcw.White)
}

// strongPlan is the strong level's movement planner (b.11 steps 1, 4, 5
// with b.13's measure for steps 2-3): over every enemy stack and every
// colour of the seat's forces that opposes it, the largest attack the
// seat could assemble there this turn (forces already there or that can
// get there, Red stacks adjacent to a Blue one for a subversive attack),
// the one of the greatest expected gain of the lead first, its forces
// committed, until no attack gains.
func (p *Player) strongPlan(s *rcw.State, seat string, legal []rcw.Action) *movePlan {
	plan := &movePlan{key: turnKey(s)}
	ms := movers(s, seat, legal)
	e := newEval(s, seat)
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
	colours := []rcw.Colour{rcw.Red, rcw.White, rcw.Green, rcw.Blue}
	for len(plan.targets) < strongMaxAttacks {
		type cand struct {
			t     *rcw.Stack
			gain  float64
			parts []contributor
		}
		var best *cand
		for i := range s.Stacks {
			t := &s.Stacks[i]
			def := s.DefenceStrength(t.ID)
			if taken[t.ID] || def == 0 {
				continue
			}
			on := s.StackColour(t)
			for _, by := range colours {
				if !opposed(by, on) {
					continue
				}
				var parts []contributor
				for _, o := range s.StacksIn(t.Province) {
					if o.Player == seat && o.ID != t.ID && s.StackColour(o) == by && !holdsImperial(s, o) && free(o.Pieces) {
						if n := s.AttackStrength(o.ID); n > 0 {
							parts = append(parts, contributor{pieces: s.AttackingPieces(o.ID), strength: n})
						}
					}
				}
				for _, m := range ms {
					mv, ok := m.dests[t.Province]
					if !ok || m.colour != by || m.escort || m.strength == 0 || !free(m.units) {
						continue
					}
					parts = append(parts, contributor{pieces: m.pieces(s), strength: m.strength, move: &mv})
				}
				try := func(parts []contributor, sub bool) {
					att := 0
					var pieces []int
					for _, c := range parts {
						att += c.strength
						pieces = append(pieces, c.pieces...)
					}
					col := rcw.OddsColumn(att, def)
					if len(parts) == 0 || col < rcw.Odds11 || len(pieces) > strongMaxFight || len(s.DefendingPieces(t.ID)) > strongMaxFight {
						return
					}
					g := e.blowGain(blow{attackers: pieces, target: t, att: att, def: def, rawAtt: att, col: col, sub: sub})
					if g > minGain && (best == nil || g > best.gain+1e-9 ||
						(g > best.gain-1e-9 && cmp.Compare(len(parts), len(best.parts)) < 0)) {
						best = &cand{t: t, gain: g, parts: parts}
					}
				}
				try(assemble(parts, def), false)
				if by == rcw.Red && on == rcw.Blue {
					if sub, _ := subversion(s, seat, t, def, free); len(sub) > 0 {
						try(sub, true)
					}
				}
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
	return plan
}
