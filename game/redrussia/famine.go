package redrussia

import "slices"

// Famine (19.2, card "Famine"): the player names up to count Red-controlled
// areas of money value e.Amount or more that are not food areas. With
// 19.2 (which needs 19.1) Red then may try to prevent it: one attempt per
// food area it controls, each costing a point of its rail capacity, each
// naming a famine area not yet tried: 1-2 averted, 3-5 it takes effect,
// 6 it takes effect and spreads to an adjacent Red-controlled area drawn
// at random (none if there is none). Without 19.2 it applies in full. In
// each famine area Red loses manpower equal to the area's manpower value
// (at least 1) and the area yields Red no manpower this turn
// (State.Famine, read by Yield, cleared at the turn's end).

func init() {
	choosers[Famine] = &chooser{count: countOf, upTo: true, targets: famineAreas, chooser: byPlayer, apply: nameFamine, finish: famineStrikes}
	choosers[famineAttempt] = &chooser{count: faminePrevention, upTo: true, targets: famineTries, chooser: func(*State, *Resolution, *Effect) Faction { return Red }, apply: tryPrevention}
}

// famineAttempt is the prevention step, a chooser of its own kind (not a
// card's effect kind: one past the last).
const famineAttempt = FreeSiege + 1

func famineAreas(s *State, r *Resolution, e *Effect) []Action {
	var out []Action
	for _, a := range s.data.Map.Areas {
		if s.Area(a.Code).Control == Red && a.Money >= e.Amount && !a.Food && !s.OutOfPlay(a.Code) && !slices.Contains(s.FamineNamed, a.Code) {
			out = append(out, Action{Where: a.Code})
		}
	}
	return out
}

func nameFamine(s *State, r *Resolution, e *Effect, a Action) {
	s.FamineNamed = append(s.FamineNamed, a.Where)
	s.emit(Event{Kind: EvCardEffect, Rule: "19.2", Faction: r.Faction, Where: a.Where, Text: "famine area"})
}

// famineStrikes: under 19.2 Red's prevention attempts first (a nested
// choice), then the famine strikes.
func famineStrikes(s *State, r *Resolution, e *Effect) {
	if s.Options.Famine && s.Options.Railways && faminePrevention(s, e) > 0 && len(s.FamineNamed) > 0 {
		s.Preventing = true
		return
	}
	s.strikeFamine()
}

// faminePrevention: Red's attempts, one per food area it controls, while
// it has rail capacity.
func faminePrevention(s *State, e *Effect) int {
	n := 0
	for _, a := range s.data.Map.Areas {
		if a.Food && s.Area(a.Code).Control == Red {
			n++
		}
	}
	return min(n, s.F(Red).RailLeft)
}

func famineTries(s *State, r *Resolution, e *Effect) []Action {
	var out []Action
	for _, a := range s.FamineNamed {
		if !slices.Contains(s.FamineTried, a) {
			out = append(out, Action{Where: a})
		}
	}
	return out
}

func tryPrevention(s *State, r *Resolution, e *Effect, a Action) {
	s.F(Red).RailLeft--
	s.FamineTried = append(s.FamineTried, a.Where)
	die := s.Rand.D6()
	switch {
	case die <= 2:
		s.FamineNamed = slices.DeleteFunc(s.FamineNamed, func(c string) bool { return c == a.Where })
		s.emit(Event{Kind: EvCardEffect, Rule: "19.2", Faction: Red, Where: a.Where, N: die, Text: "famine averted"})
	case die == 6:
		var near []string
		for _, nb := range s.data.Map.Neighbours(a.Where) {
			if s.Area(nb.To) != nil && s.Area(nb.To).Control == Red && !slices.Contains(s.FamineNamed, nb.To) {
				near = append(near, nb.To)
			}
		}
		if len(near) > 0 {
			to := near[s.Rand.Intn(len(near))]
			s.FamineNamed = append(s.FamineNamed, to)
			s.FamineTried = append(s.FamineTried, to) // Red cannot prevent it there
			s.emit(Event{Kind: EvCardEffect, Rule: "19.2", Faction: Red, Where: to, N: die, Text: "famine spreads"})
		}
	default:
		s.emit(Event{Kind: EvCardEffect, Rule: "19.2", Faction: Red, Where: a.Where, N: die, Text: "famine takes effect"})
	}
}

// strikeFamine: Red loses each famine area's manpower (at least 1); the
// areas stay in State.FamineNamed until the turn's end, yielding Red no
// manpower.
func (s *State) strikeFamine() {
	s.Preventing = false
	for _, c := range s.FamineNamed {
		n := s.loseManpower(Red, max(s.data.Map.Area(c).Manpower, 1))
		s.emit(Event{Kind: EvCardEffect, Rule: "19.2", Faction: Red, Where: c, N: n, Text: "famine: manpower lost"})
	}
}
