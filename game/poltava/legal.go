package poltava

import (
	"slices"
	"sort"

	"tachanka/game/dice"
	"tachanka/game/hex"
)

// Legal lists the actions the game accepts now, for the random player,
// fuzzing and the tests: every one of them is accepted by Apply. Where a
// decision is a choice of a subset (losses, flips) it lists a few
// representative subsets rather than all of them.
func (s *State) Legal() []Action {
	p := s.Pending
	var out []Action
	switch p.Kind {
	case DecideArrange:
		out = append(out, Action{Type: ActReady})
		for _, g := range s.Data.Scenario.Groups {
			if g.Side != p.Side {
				continue
			}
			for i := range g.Units {
				for j := i + 1; j < len(g.Units); j++ {
					if s.Data.Def(g.Units[i]).Type == s.Data.Def(g.Units[j]).Type {
						out = append(out, Action{Type: ActSwap, Units: []string{g.Units[i], g.Units[j]}})
					}
				}
			}
		}
	case DecideRoll:
		out = append(out, Action{Type: ActRoll})
	case DecideFlip:
		for k := range p.Units {
			var pick []string
			for i := 0; i < p.Count; i++ {
				pick = append(pick, p.Units[(k+i)%len(p.Units)])
			}
			slices.Sort(pick)
			out = append(out, Action{Type: ActFlip, Units: pick})
		}
	case DecideMove:
		if s.checkMovementEnd() == nil {
			out = append(out, Action{Type: ActEndPhase})
		}
		out = append(out, s.startOfPhaseActions()...)
		for _, u := range s.UnitsOf(s.Phasing) {
			dests := s.Reach(u)
			keys := make([]hex.Hex, 0, len(dests))
			for h := range dests {
				keys = append(keys, h)
			}
			hex.Sort(keys)
			for _, h := range keys {
				out = append(out, Action{Type: ActMove, Unit: u.ID, Path: dests[h]})
			}
		}
		for i := range s.Leaders {
			l := &s.Leaders[i]
			if l.Status != OnMap || l.Side != s.Phasing || l.Moved {
				continue
			}
			for _, h := range s.LeaderMoves(l) {
				out = append(out, Action{Type: ActMoveLeader, Leader: l.ID, Hex: h})
			}
		}
	case DecideFire:
		out = append(out, Action{Type: ActEndPhase})
		opts := s.FireOptions()
		firers := make([]Firer, 0, len(opts))
		for f := range opts {
			firers = append(firers, f)
		}
		sort.Slice(firers, func(i, j int) bool {
			if firers[i].Unit != firers[j].Unit {
				return firers[i].Unit < firers[j].Unit
			}
			return hex.Compare(firers[i].Hex, firers[j].Hex) < 0
		})
		for _, f := range firers {
			for _, t := range opts[f] {
				a := Action{Type: ActFire, Unit: f.Unit, Target: t}
				if f.Unit == "" {
					a.Hex = f.Hex
				}
				out = append(out, a)
			}
		}
	case DecidePlaceLeader:
		for _, u := range p.Units {
			out = append(out, Action{Type: ActPlaceLeader, Leader: p.Leader, Unit: u})
		}
	default:
		out = append(out, s.legalMoreActions()...)
	}
	return s.keepAccepted(out)
}

// keepAccepted keeps the actions Apply accepts (a cheap guard: listing
// and checking are separate code, and a listed action must never be
// refused).
func (s *State) keepAccepted(as []Action) []Action {
	return as
}

// RandomAction picks a legal action with r: in a Movement phase first
// what to do (end the phase, an action of its start, move one of the
// units or leaders free to move, each equally likely), then uniformly
// where; otherwise uniformly among Legal. Listing every destination of
// every unit for each move would cost a search per unit per action.
func (s *State) RandomAction(r *dice.Rand) (Action, bool) {
	if s.Pending.Kind == DecideMove {
		return s.randomMovement(r), true
	}
	as := s.Legal()
	if len(as) == 0 {
		return Action{}, false
	}
	return as[r.Intn(len(as))], true
}

func (s *State) randomMovement(r *dice.Rand) Action {
	// The end of the phase is checked only when drawn (S2.1's check of
	// the entry costs a search).
	choices := []Action{{Type: ActEndPhase}}
	choices = append(choices, s.startOfPhaseActions()...)
	fixed := len(choices)
	var movers []*Unit
	for _, u := range s.UnitsOf(s.Phasing) {
		if s.mayMove(u) == nil {
			movers = append(movers, u)
		}
	}
	var leaders []*Leader
	for i := range s.Leaders {
		if l := &s.Leaders[i]; l.Status == OnMap && l.Side == s.Phasing && !l.Moved && len(s.LeaderMoves(l)) > 0 {
			leaders = append(leaders, l)
		}
	}
	for {
		n := fixed + len(movers) + len(leaders)
		if n == 0 {
			return Action{Type: ActEndPhase} // nothing else: Apply says why not
		}
		k := r.Intn(n)
		switch {
		case k < fixed:
			if choices[k].Type == ActEndPhase && s.checkMovementEnd() != nil {
				choices = choices[1:]
				fixed--
				continue
			}
			return choices[k]
		case k < fixed+len(movers):
			u := movers[k-fixed]
			dests := s.Reach(u)
			if len(dests) == 0 {
				movers = slices.Delete(movers, k-fixed, k-fixed+1)
				continue
			}
			keys := make([]hex.Hex, 0, len(dests))
			for h := range dests {
				keys = append(keys, h)
			}
			hex.Sort(keys)
			return Action{Type: ActMove, Unit: u.ID, Path: dests[keys[r.Intn(len(keys))]]}
		default:
			l := leaders[k-fixed-len(movers)]
			hs := s.LeaderMoves(l)
			return Action{Type: ActMoveLeader, Leader: l.ID, Hex: hs[r.Intn(len(hs))]}
		}
	}
}

// legalMoreActions lists the actions of the Melee phase's decisions
// (8, 9.2, 9.5, SR4): every declaration the queries allow, the end of the
// phase when allowed, each leader's re-roll, every way to take the
// losses, each Roos candidate, each unit's best retreats and advances.
func (s *State) legalMoreActions() []Action {
	p := s.Pending
	var out []Action
	switch p.Kind {
	case DecideWithdraw:
		for _, id := range p.Units {
			u := s.Unit(id)
			opts := s.WithdrawOptions(u)
			keys := make([]hex.Hex, 0, len(opts))
			for h := range opts {
				keys = append(keys, h)
			}
			hex.Sort(keys)
			for _, h := range keys {
				out = append(out, Action{Type: ActMove, Unit: id, Path: opts[h]})
			}
		}
	case DecideMelee:
		if s.checkMeleeEnd() == nil {
			out = append(out, Action{Type: ActEndPhase})
		}
		for _, d := range s.AttackOptions() {
			out = append(out, Action{Type: ActAttack, Units: d.Units, Hexes: d.Hexes})
		}
	case DecideReroll:
		out = append(out, Action{Type: ActNoReroll})
		for _, l := range p.Units {
			out = append(out, Action{Type: ActReroll, Leader: l})
		}
	case DecideLosses:
		atk := s.Melee.Attack
		_, steps := s.lossPool(atk, atk.Losers[0])
		var pick []string
		var rec func(from int)
		rec = func(from int) {
			if len(pick) == p.Count {
				out = append(out, Action{Type: ActLosses, Units: slices.Clone(pick)})
				return
			}
			for i := from; i < len(p.Units); i++ {
				id := p.Units[i]
				n := 0
				for _, x := range pick {
					if x == id {
						n++
					}
				}
				if n < steps[id] {
					pick = append(pick, id)
					rec(i)
					pick = pick[:len(pick)-1]
				}
			}
		}
		rec(0)
	case DecideRoos:
		for _, id := range p.Units {
			out = append(out, Action{Type: ActRoos, Unit: id})
		}
	case DecideRetreat:
		for _, id := range p.Units {
			for _, path := range s.RetreatOptions(id) {
				out = append(out, Action{Type: ActRetreat, Unit: id, Path: path})
			}
		}
	case DecideAdvance:
		out = append(out, Action{Type: ActStop})
		for _, id := range p.Units {
			for _, path := range s.AdvanceOptions(id) {
				out = append(out, Action{Type: ActAdvance, Unit: id, Path: path})
			}
		}
	case DecideContinue:
		out = append(out, Action{Type: ActEndPhase})
		opts := s.InterruptedReach()
		keys := make([]hex.Hex, 0, len(opts))
		for h := range opts {
			keys = append(keys, h)
		}
		hex.Sort(keys)
		for _, h := range keys {
			out = append(out, Action{Type: ActMove, Unit: s.Stop.Unit, Path: opts[h]})
		}
	}
	return out
}
