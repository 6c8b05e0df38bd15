package redrussia

import (
	"fmt"
	"slices"
)

// The initiative phase (4.4): each major rolls 2d6, the highest first;
// ties are rolled again among the tied; Red may add or subtract 2 while
// Lenin is alive and in Moscow (10.81), announced before the roll.

// LeninInMoscow reports Lenin on the map in Moscow (10.81).
func (s *State) LeninInMoscow() bool {
	p := s.Piece("lenin")
	return p != nil && p.Status == OnMap && p.Where == "MOSC"
}

// beginInitiative opens the initiative phase: Red first announces its
// modifier when Lenin is in Moscow, else the rolls are made at once.
func (s *State) beginInitiative() {
	s.Phase, s.Step = InitiativePhase, StepNone
	s.emit(Event{Kind: EvPhase, Rule: "4.4", Text: InitiativePhase.String()})
	if s.LeninInMoscow() && !s.F(Red).Out {
		s.Pending = Pending{Kind: DecideLenin, Faction: Red}
		return
	}
	s.rollInitiative(0)
}

// doLenin: Red announces +2, -2 or no modifier (10.81 Ruling).
func doLenin(s *State, a Action) error {
	if a.N != 2 && a.N != -2 && a.N != 0 {
		return refuse("10.81", "Lenin's modifier is +2, -2 or none, not %d", a.N)
	}
	s.rollInitiative(a.N)
	return nil
}

// rollInitiative rolls for every major (turn 1 from the North/Asian on,
// later from the last of the previous order up), orders them by their
// totals and re-rolls ties among the tied, without Lenin's modifier.
func (s *State) rollInitiative(lenin int) {
	order := s.majorsIn(s.Initiative)
	if s.Turn > 1 {
		slices.Reverse(order) // 4.4: the lowest placed rolls first
	}
	totals := map[Faction]int{}
	for _, f := range order {
		a, b := s.Rand.TwoD6()
		n := a + b
		if f == Red {
			n += lenin
		}
		totals[f] = n
		s.emit(Event{Kind: EvInitiative, Rule: "4.4", Faction: f, N: n, Text: fmt.Sprintf("%d+%d", a, b)})
	}
	s.Initiative = s.rankTies(order, totals)
	s.emit(Event{Kind: EvInitiative, Rule: "4.4", Text: fmt.Sprint(s.Initiative)})
	s.beginAction()
}

// rankTies orders factions by total, highest first, settling each tie by
// rolling 2d6 again among the tied as often as needed (4.4).
func (s *State) rankTies(fs []Faction, totals map[Faction]int) []Faction {
	byTotal := map[int][]Faction{}
	var keys []int
	for _, f := range fs {
		if _, ok := byTotal[totals[f]]; !ok {
			keys = append(keys, totals[f])
		}
		byTotal[totals[f]] = append(byTotal[totals[f]], f)
	}
	slices.Sort(keys)
	slices.Reverse(keys)
	var out []Faction
	for _, k := range keys {
		tied := byTotal[k]
		if len(tied) == 1 {
			out = append(out, tied[0])
			continue
		}
		again := map[Faction]int{}
		for _, f := range tied {
			a, b := s.Rand.TwoD6()
			again[f] = a + b
			s.emit(Event{Kind: EvInitiative, Rule: "4.4", Faction: f, N: a + b, Text: "tie"})
		}
		out = append(out, s.rankTies(tied, again)...)
	}
	return out
}
