package rcw

import (
	"fmt"
	"slices"
)

// postalMovement carries out every player's movement orders (17.0
// [5.0]): alphabetically, each force in his order, each through doMove
// with the stop rule tested against the start-of-turn colours
// (mustStop), so that the order of players changes nothing but the
// contested pick-ups, which are settled first.
func (s *State) postalMovement() {
	moves := s.contestPickups()
	for _, l := range s.Order {
		s.Postal.Acting = l
		for _, m := range moves[l] {
			s.carryMove(l, m)
		}
	}
	s.Postal.Acting = ""
	s.settle()
	s.checkCC()
}

// claim is one ordered pick-up of an uncontrolled unit.
type claim struct {
	player           string
	move, step, pick int
	leader, unit     int
}

// contestPickups settles contested pick-ups (17.0 [5.0], [13.26]): the
// Gold's leader first for an uncontrolled Green unit; for an Imperial
// unit sought by leaders of different colours, the higher LV; else the
// lower identity number; a remaining tie by lot. The losers' pick-ups are
// struck from their orders; the rest of each order stands.
func (s *State) contestPickups() map[string][]MoveOrder {
	moves := map[string][]MoveOrder{}
	byUnit := map[int][]claim{}
	var units []int
	for _, l := range s.Order {
		for i, m := range s.orders(l).Moves {
			moves[l] = append(moves[l], MoveOrder{Units: slices.Clone(m.Units), Path: clonePath(m.Path), Rail: m.Rail})
			for j, st := range m.Path {
				for k, p := range st.Pick {
					if s.Controller(p.Unit) != "" {
						continue
					}
					if _, ok := byUnit[p.Unit]; !ok {
						units = append(units, p.Unit)
					}
					byUnit[p.Unit] = append(byUnit[p.Unit], claim{l, i, j, k, p.Leader, p.Unit})
				}
			}
		}
	}
	strike := map[claim]bool{}
	for _, u := range units {
		cs := byUnit[u]
		if len(cs) < 2 {
			continue
		}
		w := s.pickWinner(u, cs)
		s.emit(Event{Kind: EvContest, Rule: "17.0", Player: w.player, Units: []int{w.leader, u}})
		for _, c := range cs {
			if c != w {
				strike[c] = true
				s.emit(Event{Kind: EvVoid, Rule: "17.0", Player: c.player, Units: []int{c.leader, u}, Text: "contested pick-up lost"})
			}
		}
	}
	for c := range strike {
		st := &moves[c.player][c.move].Path[c.step]
		st.Pick[c.pick].Unit = 0
	}
	for _, ms := range moves {
		for i := range ms {
			for j := range ms[i].Path {
				st := &ms[i].Path[j]
				st.Pick = slices.DeleteFunc(st.Pick, func(p Pickup) bool { return p.Unit == 0 })
			}
		}
	}
	return moves
}

// pickWinner chooses among the claims on one unit.
func (s *State) pickWinner(u int, cs []claim) claim {
	lv := func(c claim) int {
		if c.leader == 0 {
			return 0
		}
		return s.Def(c.leader).Leader.LV
	}
	colour := func(c claim) Colour {
		if c.leader == 0 {
			return NoColour
		}
		return s.Def(c.leader).Leader.Colour
	}
	keep := func(ok func(c claim) bool) {
		var out []claim
		for _, c := range cs {
			if ok(c) {
				out = append(out, c)
			}
		}
		if len(out) > 0 {
			cs = out
		}
	}
	if s.Def(u).Unit != nil && s.Def(u).Unit.Colour == Green {
		keep(func(c claim) bool { return c.leader != 0 && s.goldPlaces(c.leader) > 0 }) // 13.26
	}
	mixed := slices.ContainsFunc(cs, func(c claim) bool { return colour(c) != colour(cs[0]) })
	if s.Def(u).Kind == KindImperial && mixed {
		best := 0
		for _, c := range cs {
			best = max(best, lv(c))
		}
		keep(func(c claim) bool { return lv(c) == best })
		return cs[s.Rand.Intn(len(cs))]
	}
	id := func(c claim) int {
		if c.leader == 0 {
			return 1 << 30
		}
		return c.leader
	}
	low := slices.MinFunc(cs, func(a, b claim) int { return id(a) - id(b) })
	keep(func(c claim) bool { return id(c) == id(low) })
	return cs[s.Rand.Intn(len(cs))]
}

// carryMove carries out one move order as far as it is legal (17.0
// Ruling): the longest legal part of its path, a step's pick-ups that
// fail struck one by one; where it stops, the rest is not carried out.
func (s *State) carryMove(player string, m MoveOrder) {
	start := ""
	if len(m.Units) > 0 {
		start = s.Province(m.Units[0])
	}
	var done *State
	steps := 0
	var why error
	if c, err := s.tryMove(player, m.Units, m.Path, m.Rail); err == nil {
		done, steps = c, len(m.Path)
	} else {
		path := clonePath(m.Path)
		for k := range path {
			c, err := s.tryMove(player, m.Units, path[:k+1], m.Rail)
			if err != nil && len(path[k].Pick) > 0 {
				picks := path[k].Pick
				path[k].Pick = nil
				for _, p := range picks {
					path[k].Pick = append(path[k].Pick, p)
					if _, e := s.tryMove(player, m.Units, path[:k+1], m.Rail); e != nil {
						path[k].Pick = path[k].Pick[:len(path[k].Pick)-1]
						s.emit(Event{Kind: EvVoid, Rule: "17.0", Player: player, Units: []int{p.Leader, p.Unit}, Province: path[k].To,
							Text: fmt.Sprintf("pick-up failed: %v", e)})
					}
				}
				c, err = s.tryMove(player, m.Units, path[:k+1], m.Rail)
			}
			if err != nil {
				why = err
				break
			}
			done, steps = c, k+1
		}
	}
	if done == nil {
		s.emit(Event{Kind: EvVoid, Rule: "17.0", Player: player, Units: slices.Clone(m.Units), Province: start, Text: fmt.Sprintf("move not carried out: %v", why)})
		return
	}
	out := s.out
	*s = *done
	s.out = append(out, done.out...)
	if why != nil {
		s.emit(Event{Kind: EvVoid, Rule: "17.0", Player: player, Units: slices.Clone(m.Units), Province: m.Path[steps-1].To,
			Text: fmt.Sprintf("move stopped after %d of %d provinces: %v", steps, len(m.Path), why)})
	}
	for _, id := range m.Units {
		if s.Def(id).Kind != KindLeader {
			continue
		}
		route := []string{start}
		for _, st := range m.Path[:steps] {
			route = append(route, st.To)
			if slices.Contains(st.Drop, id) {
				break
			}
		}
		s.Postal.Routes[id] = route
	}
}

// tryMove is doMove on a copy: the copy when it is legal.
func (s *State) tryMove(player string, units []int, path []Step, rail bool) (*State, error) {
	c := s.Clone()
	if err := doMove(c, Action{Type: ActMove, Player: player, Units: units, Path: path, Rail: rail}); err != nil {
		return nil, err
	}
	return c, nil
}

// postalAssassinations resolves the assassination orders after all
// movement (17.0 [10.0]): alphabetically by player, each in his priority
// order, while he holds markers; an entry is attempted only if the
// target's route includes the final position of a leader of his, else
// no AM is spent.
func (s *State) postalAssassinations() {
	for _, l := range s.Order {
		for _, t := range s.orders(l).Assassinations {
			p := s.Player(l)
			if p.AM == 0 || p.Quit {
				break
			}
			if s.Piece(t.Leader).Status != OnMap {
				s.emit(Event{Kind: EvVoid, Rule: "17.0", Player: l, Units: []int{t.Leader}, Text: "assassination: the target is gone"})
				continue
			}
			route := s.Postal.Routes[t.Leader]
			if route == nil {
				route = []string{s.Province(t.Leader)}
			}
			if !s.endsOnRoute(l, t.Leader, route) {
				s.emit(Event{Kind: EvVoid, Rule: "17.0", Player: l, Units: []int{t.Leader}, Path: route, Text: "assassination: no leader of his ends on the route"})
				continue
			}
			s.Postal.Acting = l
			if err := doAssassinate(s, Action{Type: ActAssassinate, Player: l, Leader: t.Leader, AM: min(t.AM, p.AM)}); err != nil {
				s.emit(Event{Kind: EvVoid, Rule: "10.0", Player: l, Units: []int{t.Leader}, Text: err.Error()})
			}
			s.Postal.Acting = ""
		}
	}
	s.settle()
	s.checkCC()
}

// endsOnRoute reports whether a leader a player controls, other than the
// target, ends the movement in a province of the route.
func (s *State) endsOnRoute(player string, target int, route []string) bool {
	for _, pc := range s.Pieces {
		if pc.ID != target && pc.Status == OnMap && s.Def(pc.ID).Kind == KindLeader && s.Controller(pc.ID) == player &&
			slices.Contains(route, s.Province(pc.ID)) {
			return true
		}
	}
	return false
}
