package rcwbot

import (
	"tachanka/game/rcw"
)

// Vladivostok is where Czech units leave the map (5.66).
const Vladivostok = "VLAD"

// policies are the non-attack policies the bot plays (b.9 item 1): a
// White-class bot exits its Czech units at Vladivostok and moves the
// others toward it, emigrates the Czar from a port and moves his force
// toward one.
func (p *Player) policies(s *rcw.State, seat string, legal []rcw.Action) (rcw.Action, bool) {
	if ClassOf(s, seat) != WhiteClass {
		return rcw.Action{}, false
	}
	for _, a := range legal {
		if a.Player == seat && (a.Type == rcw.ActExit || (a.Type == rcw.ActEmigrate && a.Unit == rcw.Czar)) {
			if accepted(s, a) {
				return a, true
			}
		}
	}
	m := s.Data().Map
	toVlad := distances(m, func(pr *rcw.Province) bool { return pr.Code == Vladivostok })
	toPort := distances(m, func(pr *rcw.Province) bool { return pr.Port })
	czarLeader := 0
	if pc := s.Piece(rcw.Czar); pc != nil && pc.Status == rcw.OnMap && s.Controller(rcw.Czar) == seat {
		czarLeader = pc.Under
	}
	for _, mv := range movers(s, seat, legal) {
		var dist map[string]int
		switch {
		case s.Nat(mv.units[0]) == "CZ":
			dist = toVlad
		case czarLeader != 0 && containsInt(mv.units, czarLeader):
			dist = toPort
		default:
			continue
		}
		here := s.Province(mv.units[0])
		best, bestD := "", dist[here]
		for dest := range mv.dests {
			if d, ok := dist[dest]; ok && (d < bestD || (d == bestD && best != "" && dest < best)) {
				best, bestD = dest, d
			}
		}
		if best != "" && accepted(s, mv.dests[best]) {
			return mv.dests[best], true
		}
	}
	return rcw.Action{}, false
}

// distances are the overland steps from every province to the nearest
// one that goal accepts.
func distances(m *rcw.Map, goal func(*rcw.Province) bool) map[string]int {
	dist := map[string]int{}
	var queue []string
	for i := range m.Provinces {
		if goal(&m.Provinces[i]) {
			dist[m.Provinces[i].Code] = 0
			queue = append(queue, m.Provinces[i].Code)
		}
	}
	for len(queue) > 0 {
		q := queue[0]
		queue = queue[1:]
		for _, n := range m.Province(q).Adjacent {
			if _, ok := dist[n]; !ok {
				dist[n] = dist[q] + 1
				queue = append(queue, n)
			}
		}
	}
	return dist
}
