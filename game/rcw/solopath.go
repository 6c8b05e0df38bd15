package rcw

import (
	"slices"
)

// The non-Red targets and paths (21.13, 21.21, 21.22 and the Rulings on
// distance): a shortest path of rail steps to Petrograd or Tver, the
// nearer; from a province without a rail path, first the fewest overland
// steps to the nearest rail province (the one nearer a capital on a tie).

var capitals = []string{"PETR", "TVER"}

// maxPaths bounds the enumeration of tied shortest paths: far more than
// the map has (DATA.md d.3: ten at most).
const maxPaths = 4096

// distances is a breadth-first count of steps from a province over the
// rail connections (rail) or the borders.
func (s *State) distances(from string, rail bool) map[string]int {
	m := s.data.Map
	d := map[string]int{from: 0}
	queue := []string{from}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		next := m.Province(p).Adjacent
		if rail {
			next = m.Province(p).Rail
		}
		for _, q := range next {
			if _, ok := d[q]; !ok {
				d[q] = d[p] + 1
				queue = append(queue, q)
			}
		}
	}
	return d
}

// shortestPaths lists every shortest path from a province to the one
// whose distances are dist (paths start with from).
func (s *State) shortestPaths(from string, dist map[string]int, rail bool) [][]string {
	m := s.data.Map
	var out [][]string
	var walk func(path []string)
	walk = func(path []string) {
		if len(out) >= maxPaths {
			return
		}
		p := path[len(path)-1]
		if dist[p] == 0 {
			out = append(out, slices.Clone(path))
			return
		}
		next := m.Province(p).Adjacent
		if rail {
			next = m.Province(p).Rail
		}
		for _, q := range next {
			if d, ok := dist[q]; ok && d == dist[p]-1 {
				walk(append(path, q))
			}
		}
	}
	if _, ok := dist[from]; ok {
		walk([]string{from})
	}
	return out
}

// routeCandidates are the tied shortest paths of 21.13 and 21.21 from a
// province, each ending in its target.
func (s *State) routeCandidates(from string) [][]string {
	railTo := map[string]map[string]int{}
	for _, c := range capitals {
		railTo[c] = s.distances(c, true)
	}
	nearest := func(p string) (int, []string) {
		best, which := -1, []string(nil)
		for _, c := range capitals {
			d, ok := railTo[c][p]
			switch {
			case !ok:
			case best < 0 || d < best:
				best, which = d, []string{c}
			case d == best:
				which = append(which, c)
			}
		}
		return best, which
	}
	railPaths := func(p string) [][]string {
		_, which := nearest(p)
		var out [][]string
		for _, c := range which {
			out = append(out, s.shortestPaths(p, railTo[c], true)...)
		}
		return out
	}
	if d, _ := nearest(from); d >= 0 {
		return railPaths(from) // 21.13
	}
	// 21.21: the nearest rail provinces overland, then the shortest rail
	// path among them.
	over := s.distances(from, false)
	bestOver, bestRail := -1, -1
	var starts []string
	for _, p := range s.data.Map.Provinces {
		r, _ := nearest(p.Code)
		o, ok := over[p.Code]
		if r < 0 || !ok || len(p.Rail) == 0 {
			continue
		}
		switch {
		case bestOver < 0 || o < bestOver || o == bestOver && r < bestRail:
			bestOver, bestRail, starts = o, r, []string{p.Code}
		case o == bestOver && r == bestRail:
			starts = append(starts, p.Code)
		}
	}
	var out [][]string
	for _, r := range starts {
		for _, head := range s.shortestPaths(from, s.distances(r, false), false) {
			for _, tail := range railPaths(r) {
				out = append(out, append(slices.Clone(head), tail[1:]...))
			}
		}
	}
	return out
}

// chooseRoute picks one of the tied paths by the die (21.22; the
// generator stands in for it beyond six, as the procedure says).
func (s *State) chooseRoute(from string) (Route, int) {
	cands := s.routeCandidates(from)
	if len(cands) == 0 {
		return Route{Path: []string{from}}, 0 // no way to a capital: it stays
	}
	p := cands[0]
	if len(cands) > 1 {
		p = cands[s.Rand.Intn(len(cands))]
	}
	return Route{Target: p[len(p)-1], Path: p}, len(cands)
}

// soloRoutes gives every non-Red stack on the map its target and path at
// the start (27.3 Ruling): stored on each White leader and each Blue and
// Green unit of the stack (21.0 Ruling), uncontrollable ones included.
func (s *State) soloRoutes() {
	for _, st := range s.Stacks {
		var ids []int
		for _, id := range st.Pieces {
			d := s.Def(id)
			if d.Kind == KindLeader && d.Leader.Colour == White || d.Kind == KindUnit && s.Nat(id) != "" {
				ids = append(ids, id)
			}
		}
		if len(ids) == 0 {
			continue
		}
		r, n := s.chooseRoute(st.Province)
		for _, id := range ids {
			s.Solo.Routes[id] = r
		}
		s.emit(Event{Kind: EvRoute, Rule: "21.13", Units: ids, Province: st.Province, To: r.Target, Path: r.Path, N: n})
	}
}

// routeOf is the route a force follows from where it stands: its lead
// unit's, recomputed to the stored target when the force is off it (21.0
// Ruling).
func (s *State) routeOf(lead int) Route {
	prov := s.Province(lead)
	r, ok := s.Solo.Routes[lead]
	if ok && len(r.Path) > 0 && r.Path[0] == prov {
		return r
	}
	if ok && r.Target != "" {
		if paths := s.shortestPaths(prov, s.distances(r.Target, true), true); len(paths) > 0 {
			p := paths[0]
			if len(paths) > 1 {
				p = paths[s.Rand.Intn(len(paths))]
			}
			return Route{Target: r.Target, Path: p}
		}
	}
	// Off every rail line: the way of 21.21 from here (a design decision:
	// cannot arise with these rules, 21.0 Ruling).
	nr, _ := s.chooseRoute(prov)
	return nr
}
