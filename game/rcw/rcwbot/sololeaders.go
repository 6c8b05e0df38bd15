package rcwbot

import (
	"cmp"
	"slices"

	"tachanka/game/rcw"
)

// placeLeader is one placement of the Red Leader Determination Phase
// (24.0; the Ruling of Computer players (a)): the maximum number of
// leaders, so never the end of the phase while one may be placed; the
// pool leader of the greatest LV, on the strongest unattached Red combat
// unit nearest the non-Red forces (solo.go).
func (p *Player) placeLeader(s *rcw.State, seat string) rcw.Action {
	legal := s.Legal()
	leader := 0
	for _, a := range legal {
		if a.Type == rcw.ActPlace && (leader == 0 || cmp.Or(cmp.Compare(s.Strength(leader), s.Strength(a.Leader)),
			cmp.Compare(a.Leader, leader)) < 0) {
			leader = a.Leader
		}
	}
	if leader == 0 {
		return rcw.Action{Type: rcw.ActEndPhase, Player: seat}
	}
	dist := enemyDistances(s)
	far := len(s.Data().Map.Provinces) + 1
	d := func(prov string) int {
		if n, ok := dist[prov]; ok {
			return n
		}
		return far
	}
	var best *rcw.Action
	var bestKey [3]int
	for i, a := range legal {
		if a.Type != rcw.ActPlace || a.Leader != leader {
			continue
		}
		// Nearest first, then the strongest unit, then a unit before
		// alone, then the dice; keys compare lowest first.
		var key [3]int
		if a.Unit != 0 {
			key = [3]int{d(s.Province(a.Unit)), -s.Strength(a.Unit), p.roll(s, seat, "place", a.Unit, 1000)}
		} else {
			key = [3]int{d(a.To) + far, 0, p.roll(s, seat, "place-"+a.To, 0, 1000)}
		}
		if best == nil || slices.Compare(key[:], bestKey[:]) < 0 {
			best, bestKey = &legal[i], key
		}
	}
	return *best
}

// enemyDistances are the overland steps from every province to the
// nearest one holding a non-Red combat unit.
func enemyDistances(s *rcw.State) map[string]int {
	enemy := map[string]bool{}
	for i := range s.Stacks {
		for _, id := range s.Stacks[i].Pieces {
			if s.Def(id).Kind == rcw.KindUnit && s.Colour(id) != rcw.Red {
				enemy[s.Stacks[i].Province] = true
			}
		}
	}
	return distances(s.Data().Map, func(pr *rcw.Province) bool { return enemy[pr.Code] })
}
