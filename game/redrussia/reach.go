package redrussia

import (
	"slices"
	"strconv"
	"strings"
)

// The step function of movement: where a stack may go next from where it
// is, and at what cost (7.1-7.8, 11.0, 12.6-13.64). Reach (the client's
// and Legal's query) searches it for the cheapest path to each
// destination; Apply walks the path it is given through the same function.

// node is a stack on its way: where it is, the half MP spent, the run of
// areas entered not controlled by the White faction using Allied units
// (13.63), whether a sea leg was used and whether it has had to stop (7.3).
type node struct {
	at      string
	spent   int
	run     int
	sea     bool
	stopped bool
}

// leg is one step: the path tokens it adds (an area, or a sea token and a
// port) and the area it ends in.
type leg struct {
	tokens []string
	to     string
	grade  Grade
	lift   string // the fleet or "caspian" that carries a sea leg
}

// caspianToken is the path token of the Caspian link (7.7).
const caspianToken = SeaPrefix + CaspianPort

// legs are the candidate steps from a node (not yet checked).
func (s *State) legs(st *stack, members []*Piece, n node) []leg {
	m := s.data.Map
	var out []leg
	switch {
	case strings.HasPrefix(n.at, BoxPrefix):
		for _, a := range m.LandingAreas(strings.TrimPrefix(n.at, BoxPrefix)) {
			out = append(out, leg{tokens: []string{a}, to: a, grade: Easy})
		}
		return out
	case strings.HasPrefix(n.at, FleetPrefix):
		if f := s.Piece(strings.TrimPrefix(n.at, FleetPrefix)); f != nil {
			for _, a := range m.Ports(s.data.Line(f.ID).Sea) {
				out = append(out, leg{tokens: []string{a}, to: a, grade: Easy, lift: "landing"})
			}
		}
		return out
	}
	if m.Area(n.at) == nil {
		return nil
	}
	for _, nb := range m.Neighbours(n.at) {
		out = append(out, leg{tokens: []string{nb.To}, to: nb.To, grade: nb.Grade})
	}
	// Ruling (7.5, 7.6): a move has at most one sea leg (a fleet carries
	// a unit "from a friendly port into another"), and a rail move stays
	// on the rails.
	if zone := m.Area(n.at).Port; zone != "" && !st.rail && !n.sea {
		token := SeaPrefix + zone
		for _, b := range m.Ports(zone) {
			if b != n.at {
				out = append(out, leg{tokens: []string{token, b}, to: b, grade: Easy, lift: "sea"})
			}
		}
	}
	return out
}

// step checks one leg for the moving members and gives the node after it.
func (s *State) step(st *stack, members []*Piece, n node, l leg) (node, leg, error) {
	if n.stopped {
		return n, l, refuse("7.3", "the stack stopped on entering an area with enemy units")
	}
	to := l.to
	if s.data.Map.Area(to) == nil {
		return n, l, refuse("7.0", "%s is not an area", to)
	}
	if s.OutOfPlay(to) {
		return n, l, refuse("11.0", "%s is behind the Central Powers' line on turns 1 and 2", to)
	}
	units := 0
	for _, p := range members {
		if p.Kind == KindUnit {
			units++
		}
	}
	enemies := s.enemyUnitsIn(st.side, to)
	if units == 0 && enemies {
		return n, l, refuse("7.2", "a leader without units may not enter an area with enemy units")
	}
	for _, p := range members {
		if err := s.minorLimit(st, p, to); err != nil {
			return n, l, err
		}
	}
	if st.rail {
		if enemies {
			return n, l, refuse("7.6", "a rail move may not enter an area with enemy units")
		}
		for _, p := range members {
			if s.standing(p, to) != Friendly {
				return n, l, refuse("7.6", "a rail move passes only through friendly areas: %s is not", to)
			}
		}
	}
	next := n
	next.at = to
	cost := 0
	switch l.lift {
	case "sea":
		lift, err := s.seaLift(st, members, n.at, to)
		if err != nil {
			return n, l, err
		}
		l.lift, cost, next.sea = lift, 2, true
	case "landing":
		for _, p := range members {
			if s.standing(p, to) != Friendly {
				return n, l, refuse("8.92", "units aboard a fleet land in a friendly port")
			}
		}
		cost = 2
	default:
		cost = s.entryCost(members, to, l.grade)
	}
	next.spent += cost
	if next.spent > st.mp {
		return n, l, refuse("7.1", "the stack has %s MP; %s needs %s", halves(st.mp), strings.Join(l.tokens, " "), halves(next.spent))
	}
	// 13.63: the run counts the areas entered, the start not included
	// (Ruling: "move through" is entering).
	if s.alliedIn(members) {
		if c := s.Area(to).Control; c != st.side {
			next.run++
		} else {
			next.run = 0
		}
		if next.run > 2 {
			return n, l, refuse("13.63", "Allied units may not move through more than two consecutive areas %s does not control", st.side)
		}
	}
	next.stopped = enemies || s.neutralMinorUnitsIn(to)
	return next, l, nil
}

// entryCost is 7.2 for a stack entering an area: the dearest member's
// cost; cavalry pays ½ everywhere, a leader with cavalry only pays as
// cavalry (not Trotsky, 10.83), anyone 1 along a difficult route.
func (s *State) entryCost(members []*Piece, to string, g Grade) int {
	if g == Difficult || g == VeryDifficult {
		return 2
	}
	allCav, units := true, 0
	for _, p := range members {
		if p.Kind == KindUnit {
			units++
			allCav = allCav && p.Type == CAV
		}
	}
	cost := 1
	for _, p := range members {
		switch {
		case p.Kind == KindGold:
			continue
		case p.Kind == KindUnit && p.Type == CAV:
			continue
		case p.Kind == KindLeader && units > 0 && allCav && p.ID != "trotsky":
			continue
		}
		if s.standing(p, to) != Friendly {
			cost = 2
		}
	}
	return cost
}

// alliedIn reports Western Allied land units among the members.
func (s *State) alliedIn(members []*Piece) bool {
	return slices.ContainsFunc(members, func(p *Piece) bool { return p.Faction == Allies && p.Kind == KindUnit })
}

// halves writes half MP as MP.
func halves(h int) string {
	if h%2 == 0 {
		return strconv.Itoa(h / 2)
	}
	return strconv.Itoa(h/2) + "½"
}

// Reach lists where a stack may end a move now, each destination with one
// cheapest path (for the client: the same search Legal uses). Empty when
// the stack may not move.
func (s *State) Reach(pieces []string, rail bool) map[string][]string {
	st, err := s.makeStack(s.Active, pieces, rail)
	if err != nil {
		return nil
	}
	return s.reach(st)
}

// reach is the cheapest-path search over the step function.
func (s *State) reach(st *stack) map[string][]string {
	if st.fleet != nil {
		out := map[string][]string{}
		for _, to := range s.fleetDestinations(st.fleet) {
			out[to] = []string{to}
		}
		return out
	}
	type key struct {
		at      string
		run     int
		sea     bool
		stopped bool
	}
	type entry struct {
		n    node
		path []string
	}
	members := st.pieces()
	best := map[key]entry{}
	open := []entry{{n: node{at: st.start}}}
	out := map[string][]string{}
	cost := map[string]int{}
	for len(open) > 0 {
		k := 0
		for i := range open {
			if open[i].n.spent < open[k].n.spent {
				k = i
			}
		}
		e := open[k]
		open = slices.Delete(open, k, k+1)
		id := key{e.n.at, e.n.run, e.n.sea, e.n.stopped}
		if b, ok := best[id]; ok && b.n.spent <= e.n.spent {
			continue
		}
		best[id] = e
		if e.n.at != st.start && len(e.path) > 0 {
			if c, seen := cost[e.n.at]; !seen || e.n.spent < c {
				if s.endOK(st, members, e.n.at) == nil {
					out[e.n.at], cost[e.n.at] = e.path, e.n.spent
				}
			}
		}
		for _, l := range s.legs(st, members, e.n) {
			next, l2, err := s.step(st, members, e.n, l)
			if err != nil {
				continue
			}
			nid := key{next.at, next.run, next.sea, next.stopped}
			if b, ok := best[nid]; ok && b.n.spent <= next.spent {
				continue
			}
			open = append(open, entry{next, append(slices.Clone(e.path), l2.tokens...)})
		}
	}
	return out
}
