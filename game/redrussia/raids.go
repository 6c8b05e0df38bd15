package redrussia

import "slices"

// Cossack raids (15.3) by "Cossack Raid": up to count raid markers on
// Red-controlled areas within e.Routes routes of an area a White faction
// controls, holding no Red cavalry; Red loses e.Amount money per marker
// (plunder) and collects nothing there until the turn's end (Yield; the
// markers go at the turn's end, turnend.go).

func init() {
	choosers[CossackRaid] = &chooser{count: countOf, upTo: true, targets: raidAreas, chooser: byPlayer, apply: placeRaid}
}

func raidAreas(s *State, r *Resolution, e *Effect) []Action {
	var out []Action
	for _, a := range s.data.Map.Areas {
		st := s.Area(a.Code)
		if st.Control != Red || st.Raid || s.OutOfPlay(a.Code) || !s.withinRoutes(a.Code, e.Routes, func(c string) bool { return s.Area(c).Control.White() }) {
			continue
		}
		if slices.ContainsFunc(s.UnitsAt(a.Code, Red), func(p *Piece) bool { return p.Type == CAV }) {
			continue
		}
		out = append(out, Action{Where: a.Code})
	}
	return out
}

// withinRoutes reports an area within n routes of one that satisfies ok.
func (s *State) withinRoutes(from string, n int, ok func(string) bool) bool {
	seen := map[string]bool{from: true}
	ring := []string{from}
	for d := 0; d <= n; d++ {
		var next []string
		for _, a := range ring {
			if ok(a) {
				return true
			}
			for _, nb := range s.data.Map.Neighbours(a) {
				if !seen[nb.To] {
					seen[nb.To] = true
					next = append(next, nb.To)
				}
			}
		}
		ring = next
	}
	return false
}

func placeRaid(s *State, r *Resolution, e *Effect, a Action) {
	s.Area(a.Where).Raid = true
	lost := s.loseMoney(Red, e.Amount)
	s.emit(Event{Kind: EvCardEffect, Rule: "15.3", Faction: r.Faction, Where: a.Where, N: lost, Text: "Cossack raid: Red plundered"})
}
