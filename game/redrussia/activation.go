package redrussia

import "slices"

// Activation of a minor by attack or siege (12.1, 13.1-13.5).

// activateByAttack: the minor m, attacked or besieged by attacker, joins
// the side opposed to it, or stays neutral (Ukraine against a White,
// 13.1); a limited minor of the attacker's enemy becomes active.
func (s *State) activateByAttack(m Faction, attacker Faction) {
	st := s.F(m)
	if st.Status != Neutral {
		if st.Status == Limited && s.AtWar(st.Controller, attacker) && !(m == Poland && s.pilsudskiGone()) {
			st.Status = Active
			s.emit(Event{Kind: EvActivated, Rule: "12.1", Faction: m, Text: "active for " + st.Controller.String()})
		}
		return
	}
	def := s.data.Tables.Faction(m)
	rule := def.IfWhiteAttacks
	if attacker == Red {
		rule = def.IfRedAttacks
	}
	to := s.joinerFor(rule)
	if to == NoFaction {
		s.emit(Event{Kind: EvActivated, Rule: "13.1", Faction: m, Text: "stays neutral and defends"})
		return
	}
	st.Status, st.Controller = Active, to
	if m == Poland && s.pilsudskiGone() {
		st.Status = Limited // 13.55: without Piłsudski Poland is only ever limited
	}
	s.emit(Event{Kind: EvActivated, Rule: "12.1", Faction: m, Text: st.Status.String() + " for " + to.String()})
}

// pilsudskiGone reports Piłsudski permanently removed (13.55).
func (s *State) pilsudskiGone() bool {
	p := s.Piece("pilsudski")
	return p == nil || p.Status == Removed
}

// joinerFor is the major a join rule names; NoFaction: none.
func (s *State) joinerFor(rule JoinRule) Faction {
	var whites []Faction
	for _, f := range []Faction{NorthAsian, Siberian, South} {
		if !s.F(f).Out {
			whites = append(whites, f)
		}
	}
	switch rule {
	case JoinRed:
		if !s.F(Red).Out {
			return Red
		}
	case JoinNorthAsianElseFewest:
		if slices.Contains(whites, NorthAsian) {
			return NorthAsian
		}
		fallthrough
	case JoinFewestVP:
		return s.whiteByVP(false)
	case JoinMostVP:
		return s.whiteByVP(true)
	case JoinFarthestFromGulaiPolye:
		return s.farthestWhite(whites)
	}
	return NoFaction
}

// farthestWhite is 13.4: the White whose nearest unit is farthest from
// Gulai Polye in routes; Whites with no unit on the map are not
// considered; ties by seat order (see joinerFor).
func (s *State) farthestWhite(whites []Faction) Faction {
	dist := map[string]int{"GULA": 0}
	queue := []string{"GULA"}
	for len(queue) > 0 {
		a := queue[0]
		queue = queue[1:]
		for _, n := range s.data.Map.Neighbours(a) {
			if _, ok := dist[n.To]; !ok {
				dist[n.To] = dist[a] + 1
				queue = append(queue, n.To)
			}
		}
	}
	best, bestD := NoFaction, -1
	for _, w := range whites {
		near := -1
		for _, p := range s.Pieces {
			if d, ok := dist[p.Where]; ok && p.Status == OnMap && p.Kind == KindUnit && p.Faction == w && (near < 0 || d < near) {
				near = d
			}
		}
		if near > bestD {
			best, bestD = w, near
		}
	}
	return best
}

// whiteByVP is the White faction in play with the most (or the fewest) VP
// now (16.0), ties going in seat order (North/Asian, Siberian, South);
// NoFaction when none is in play.
func (s *State) whiteByVP(most bool) Faction {
	best, bestVP := NoFaction, 0
	for _, f := range []Faction{NorthAsian, Siberian, South} {
		if s.F(f).Out {
			continue
		}
		if v := s.VP(f); best == NoFaction || (most && v > bestVP) || (!most && v < bestVP) {
			best, bestVP = f, v
		}
	}
	return best
}
