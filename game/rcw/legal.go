package rcw

import (
	"slices"
	"sort"
)

// Legal lists the actions the game accepts now, for every player who may
// act: the one source for the random player and the client. Every one of
// them is accepted by Apply. Where a choice is a subset (trade goods,
// pick-ups on the way) it lists representative ones: gifts of one item,
// and whole stacks moving without pick-ups.
func (s *State) Legal() []Action {
	if s.Phase == PhaseOver {
		return nil
	}
	if s.Solo != nil {
		return s.soloLegal()
	}
	if s.Postal != nil && s.Postal.Form != "" {
		return s.formLegal()
	}
	if s.Postal != nil && s.Phase != PhaseDeal && s.Phase != PhaseTrading {
		return s.postalLegal() // 17.0
	}
	var out []Action
	p := s.Pending
	switch p.Kind {
	case DecideDeal:
		out = append(out, Action{Type: ActDeal, Player: p.Player})
	case DecideTrade:
		for _, pl := range s.Players {
			if !pl.Done {
				out = append(out, Action{Type: ActDone, Player: pl.Letter})
			}
		}
	case DecideSequence:
		out = append(out, Action{Type: ActSequence, Player: p.Player})
	case DecideMove:
		out = append(out, Action{Type: ActEndPhase, Player: p.Player})
		out = append(out, s.movementActions(p.Player)...)
		out = append(out, s.imperialActions(p.Player)...)
	case DecideDraw:
		out = append(out, Action{Type: ActDraw, Player: p.Player})
	case DecideRedraw:
		out = append(out, Action{Type: ActDraw, Player: p.Player}, Action{Type: ActPass, Player: p.Player})
	case DecideCombat:
		out = append(out, s.combatActions(p.Player)...)
	case DecideLosses:
		for _, set := range s.MinimalLosses(s.Loss.Pieces, s.Loss.Need) {
			out = append(out, Action{Type: ActLosses, Player: p.Player, Units: set})
		}
	case DecideCounterpurge:
		if s.Purge.Maker == "" { // after a collective purge, on one member (11.24)
			for _, m := range s.Purge.Members {
				out = append(out, Action{Type: ActCounterpurge, Player: p.Player, To: m})
			}
		} else {
			out = append(out, Action{Type: ActCounterpurge, Player: p.Player})
		}
		out = append(out, Action{Type: ActPass, Player: p.Player})
	case DecidePurgeTake:
		out = append(out, s.takeOptions()...)
	case DecideVote, DecideExecution:
		out = append(out, Action{Type: ActAgree, Player: p.Player}, Action{Type: ActRefuse, Player: p.Player})
	case DecideCapture:
		out = append(out, s.captureActions()...)
	}
	if s.Purge != nil {
		return out // all other play stops (4.3)
	}
	out = append(out, s.assassinations(s.Phasing())...)
	out = append(out, s.purges()...)
	out = append(out, s.committees()...)
	out = append(out, s.politics()...)
	out = append(out, s.executionActions()...)
	if s.Phase != PhaseDeal && s.Phase != PhaseTrading {
		for _, pl := range s.Players {
			if !pl.Quit {
				out = append(out, Action{Type: ActQuit, Player: pl.Letter})
			}
		}
	}
	return out
}

// politics lists the answers to open offers and their withdrawals, and
// gifts of one item from each player to each other (4.3, 15.33).
func (s *State) politics() []Action {
	var out []Action
	if s.Phase == PhaseDeal {
		return nil
	}
	for _, o := range s.Offers {
		// An offer stays open when its goods change hands another way;
		// it may then be declined or withdrawn, not accepted (15.33).
		if s.checkGoods(o.From, o.Give) == nil && s.checkGoods(o.To, o.Get) == nil {
			out = append(out, Action{Type: ActAccept, Player: o.To, Offer: o.ID})
		}
		out = append(out, Action{Type: ActDecline, Player: o.To, Offer: o.ID},
			Action{Type: ActWithdraw, Player: o.From, Offer: o.ID})
	}
	for _, from := range s.Players {
		for _, to := range s.Players {
			if from.Letter == to.Letter || from.Quit || to.Quit {
				continue
			}
			var gifts []Goods
			if from.PM > 0 {
				gifts = append(gifts, Goods{PM: 1})
			}
			if from.AM > 0 {
				gifts = append(gifts, Goods{AM: 1})
			}
			if s.inSession() {
				for _, pc := range s.Pieces {
					if pc.Status == InHand && pc.Owner == from.Letter {
						gifts = append(gifts, Goods{Leaders: []int{pc.ID}})
					}
				}
			}
			for _, g := range gifts {
				out = append(out, Action{Type: ActOffer, Player: from.Letter, To: to.Letter, Give: &g})
			}
		}
	}
	return out
}

// movementActions: attachments and detachments, merges of two stacks, and
// every destination of every force (a stack's unmoved leaders, each leader
// alone, a controlled Blue or Green stack) overland and by rail.
func (s *State) movementActions(player string) []Action {
	var out []Action
	for _, st := range s.Stacks {
		for _, id := range st.Pieces {
			pc := s.Piece(id)
			if s.Def(id).Kind == KindLeader && pc.Owner == player && !pc.Moved {
				for _, other := range s.StacksIn(st.Province) {
					for _, u := range other.Pieces {
						if s.Def(u).Kind == KindUnit && s.eligible(id, u) == nil &&
							(other.ID == st.ID || s.Size(&st) < StackLimit) {
							out = append(out, Action{Type: ActAttach, Player: player, Leader: id, Unit: u})
						}
					}
				}
			}
			if s.Def(id).Kind == KindUnit && pc.Under != 0 && s.Piece(pc.Under).Owner == player {
				out = append(out, Action{Type: ActDetach, Player: player, Unit: id})
			}
		}
	}
	for i, a := range s.Stacks {
		for _, b := range s.Stacks[i+1:] {
			if a.Player == player && b.Player == player && a.Province == b.Province {
				m := Action{Type: ActMerge, Player: player, Stacks: []int{a.ID, b.ID}}
				if doMerge(s.Clone(), m) == nil {
					out = append(out, m)
				}
			}
		}
	}
	for _, units := range s.forces(player) {
		f, err := s.formForce(player, units)
		if err != nil {
			continue
		}
		start := s.Province(units[0])
		for _, rail := range []bool{false, true} {
			if rail && (f.nat != "" || !s.railStart(f)) {
				continue
			}
			dests := s.reach(f, start, rail)
			keys := make([]string, 0, len(dests))
			for k := range dests {
				keys = append(keys, k)
			}
			sort.Strings(keys)
			for _, k := range keys {
				var path []Step
				for _, q := range dests[k] {
					path = append(path, Step{To: q})
				}
				out = append(out, Action{Type: ActMove, Player: player, Units: slices.Clone(units), Path: path, Rail: rail})
			}
		}
	}
	return out
}

// forces lists candidate forces: per stack of the player, its unmoved
// leaders together and each alone, or its Blue or Green units.
func (s *State) forces(player string) [][]int {
	var out [][]int
	for _, st := range s.Stacks {
		if st.Player != player {
			continue
		}
		var leaders, bg []int
		for _, id := range st.Pieces {
			d := s.Def(id)
			pc := s.Piece(id)
			if d.Kind == KindLeader && !pc.Moved {
				leaders = append(leaders, id)
			}
			if d.Kind == KindUnit && s.Nat(id) != "" && !pc.Moved {
				bg = append(bg, id)
			}
		}
		// A Blue or Green force takes its stack's Imperial units along
		// (13.11, 13.2 Ruling: attached to the stack).
		for _, id := range st.Pieces {
			if len(bg) > 0 && s.Def(id).Kind == KindImperial && !s.Piece(id).Moved {
				bg = append(bg, id)
			}
		}
		if len(leaders) > 0 {
			out = append(out, leaders)
			if len(leaders) > 1 {
				for _, l := range leaders {
					out = append(out, []int{l})
				}
			}
		}
		if len(bg) > 0 {
			out = append(out, bg)
		}
	}
	return out
}

func (s *State) railStart(f *force) bool {
	for _, l := range f.leaders {
		p := s.data.Map.Province(s.Piece(l).From)
		if p == nil || len(p.Rail) == 0 {
			return false
		}
	}
	return true
}

// reach is every province the force can end in and a shortest path
// there: overland within its MA, or by rail without limit; a province
// where it must stop (5.27) is an end.
func (s *State) reach(f *force, start string, rail bool) map[string][]string {
	m := s.data.Map
	type node struct {
		p    string
		path []string
	}
	out := map[string][]string{}
	seen := map[string]bool{start: true}
	queue := []node{{start, nil}}
	for len(queue) > 0 {
		n := queue[0]
		queue = queue[1:]
		if n.p != start && s.mustStop(f, n.p) {
			continue
		}
		if !rail && len(n.path) >= f.ma {
			continue
		}
		next := slices.Clone(m.Province(n.p).Adjacent)
		if rail {
			next = m.Province(n.p).Rail
		} else if f.colour == White && (n.p == m.Kerch.A || n.p == m.Kerch.B) {
			next = append(next, map[bool]string{true: m.Kerch.B, false: m.Kerch.A}[n.p == m.Kerch.A])
		}
		for _, q := range next {
			if seen[q] || s.mayStep(f, n.p, q, rail) != nil {
				continue
			}
			seen[q] = true
			path := append(slices.Clone(n.path), q)
			out[q] = path
			queue = append(queue, node{q, path})
		}
	}
	return out
}
