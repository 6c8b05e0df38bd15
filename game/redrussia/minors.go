package redrussia

import (
	"fmt"
	"strings"
)

// Minor factions' status (12.0-12.3, 13.1-13.55): the minor intervention
// roll of 4.33, neutrality and its move (12.2), conquest and liberation
// (12.3).

// minorChoices: not rolling, or rolling for any minor.
func (s *State) minorChoices(f Faction) []Action {
	out := []Action{{Type: ActMinorRoll, Faction: f}}
	for _, m := range Minors {
		out = append(out, Action{Type: ActMinorRoll, Faction: f, Yes: true, Minor: m})
	}
	return out
}

// doMinorRoll: the major names a minor and rolls 1d6 (12.1, DATA.md i),
// or makes no roll.
func doMinorRoll(s *State, a Action) error {
	if !a.Yes && a.Minor != NoFaction {
		return refuse("12.1", "a minor is named only for a roll")
	}
	if a.Yes {
		if !a.Minor.Minor() {
			return refuse("12.1", "the roll names one of the five minors (not %q, not the Western Allies)", a.Minor)
		}
		die := s.Rand.D6()
		kolchak := a.Faction == Siberian && s.SupremeRuler() // 10.93
		r := s.data.Tables.MinorTable.Result(die, s.ORILevel(a.Faction), a.Minor, kolchak)
		s.emit(Event{Kind: EvMinor, Rule: "12.1", Faction: a.Faction, N: die, Text: fmt.Sprintf("%s: %s", a.Minor, r)})
		s.applyMinorResult(a.Faction, a.Minor, r)
	}
	s.Queue = s.Queue[1:]
	s.nextMinorRoll()
	return nil
}

// minorOnMap reports a unit of the minor on the map (12.3 Ruling).
func (s *State) minorOnMap(m Faction) bool {
	for _, p := range s.Pieces {
		if p.Faction == m && p.Kind == KindUnit && p.Status == OnMap {
			return true
		}
	}
	return false
}

// fullActivation reports whether the roller may make the minor active by
// the table: never Red (12.12), Poland not before turn 9 (13.51 and its
// Ruling) nor once Piłsudski is gone (13.55).
func (s *State) fullActivation(roller, m Faction) bool {
	if roller == Red {
		return false
	}
	if m == Poland {
		p := s.Piece("pilsudski")
		return s.Turn >= 9 && (p == nil || p.Status != Removed)
	}
	return true
}

// applyMinorResult applies a table result for the roller (12.1).
func (s *State) applyMinorResult(roller, m Faction, r MinorResult) {
	st := s.F(m)
	switch {
	case st.Status == MajorPoland:
		return // 13.54: ignored
	case !s.minorOnMap(m):
		return // 12.3: ignored while the minor has no unit on the map
	}
	controlled := st.Status == Limited || st.Status == Active
	byOther := controlled && st.Controller != roller
	if r == ResultActive && !s.fullActivation(roller, m) {
		r = ResultLimited
	}
	if roller == Red && m != Anarchist && r == ResultLimited {
		// 12.1: only the Anarchists join Red by the table; otherwise
		// L and A neutralise another major's minor, or do nothing.
		if !byOther {
			return
		}
		r = ResultNeutral
	}
	switch r {
	case ResultNeutral:
		if controlled {
			s.neutralise(m, "12.1")
		}
	case ResultLimited:
		switch {
		case byOther:
			s.neutralise(m, "12.1")
		case !controlled:
			s.setMinor(m, Limited, roller, "12.11")
		}
	case ResultActive:
		switch {
		case byOther:
			s.neutralise(m, "12.1")
		case !controlled || st.Status == Limited:
			s.setMinor(m, Active, roller, "12.12")
		}
	}
}

func (s *State) setMinor(m Faction, status MinorStatus, controller Faction, rule string) {
	st := s.F(m)
	st.Status, st.Controller = status, controller
	s.emit(Event{Kind: EvMinor, Rule: rule, Faction: controller, Text: fmt.Sprintf("%s %s", m, status)})
}

// neutralise makes a minor neutral and moves its pieces outside the areas
// it controls to the nearest area it controls, counted in MP, ties broken
// at random; with no such area they go back to its pool (12.2). Ruling
// (12.2): its leaders move as its units do.
func (s *State) neutralise(m Faction, rule string) {
	s.setMinor(m, Neutral, NoFaction, rule)
	var owned []string
	for i, a := range s.data.Map.Areas {
		if s.Areas[i].Control == m {
			owned = append(owned, a.Code)
		}
	}
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if p.Faction != m || p.Status != OnMap || s.data.Map.Area(p.Where) != nil && s.Area(p.Where).Control == m {
			continue
		}
		if len(owned) == 0 {
			p.takeOff(InPool)
			s.emit(Event{Kind: EvMinor, Rule: "12.2", Faction: m, Piece: p.ID, Text: "back to the pool"})
			continue
		}
		p.Where = s.nearestOwned(m, p.Where, owned)
		s.emit(Event{Kind: EvPlaced, Rule: "12.2", Faction: m, Piece: p.ID, Where: p.Where})
	}
}

// nearestOwned is the area the minor controls nearest from an area in MP
// as an infantry unit of the minor counts them (12.2 Ruling: ½ MP into an
// area it controls along an easy route, otherwise 1 MP), ties at random.
// From outside any area (at sea), any of its areas, at random.
func (s *State) nearestOwned(m Faction, from string, owned []string) string {
	if s.data.Map.Area(from) == nil || strings.Contains(from, ":") {
		return owned[s.Rand.Intn(len(owned))]
	}
	const far = 1 << 30
	dist := map[string]int{from: 0}
	done := map[string]bool{}
	for {
		cur, best := "", far
		for a, d := range dist {
			if !done[a] && (d < best || d == best && a < cur) {
				cur, best = a, d
			}
		}
		if cur == "" {
			break
		}
		done[cur] = true
		for _, n := range s.data.Map.Neighbours(cur) {
			if s.OutOfPlay(n.To) {
				continue
			}
			cost := 2 // halves of an MP
			if n.Grade == Easy && s.Area(n.To).Control == m {
				cost = 1
			}
			if d, ok := dist[n.To]; !ok || dist[cur]+cost < d {
				dist[n.To] = dist[cur] + cost
			}
		}
	}
	var near []string
	best := far
	for _, a := range owned {
		d, ok := dist[a]
		switch {
		case !ok:
		case d < best:
			near, best = []string{a}, d
		case d == best:
			near = append(near, a)
		}
	}
	if len(near) == 0 {
		return owned[s.Rand.Intn(len(owned))]
	}
	return near[s.Rand.Intn(len(near))]
}

// conquestAndLiberation is 12.3 at the turn's end: a minor all of whose
// home areas in play are held by majors is conquered; a conquered minor
// one of whose home areas no major holds is liberated.
func (s *State) conquestAndLiberation() {
	for _, m := range Minors {
		st := s.F(m)
		if st.Status == MajorPoland {
			continue
		}
		homes, held := 0, 0
		for i, a := range s.data.Map.Areas {
			if s.Areas[i].Home != m || s.OutOfPlay(a.Code) {
				continue
			}
			homes++
			if c := s.Areas[i].Control; c.Major() || c == Poland && s.F(Poland).Status == MajorPoland {
				held++
			}
		}
		switch conquered := homes > 0 && held == homes; {
		case conquered && !st.Conquered:
			st.Conquered = true
			s.emit(Event{Kind: EvMinor, Rule: "12.3", Faction: m, Text: "conquered"})
		case !conquered && st.Conquered:
			st.Conquered = false
			s.emit(Event{Kind: EvMinor, Rule: "12.3", Faction: m, Text: "liberated"})
		}
	}
}
