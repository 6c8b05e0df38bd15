package redrussia

import "slices"

// Movement effects of cards: rail moves (7.6, 19.1), some only within a
// territory ("Trans-Siberian Railway"), and the cavalry army's MP.

// giveRail adds rail moves for the action phase: anywhere, or only within
// a territory. Ruling (7.6, 19.1): with 19.1 a card's rail moves are rail
// points.
func (s *State) giveRail(f Faction, n int, in Territory) {
	if in == "" {
		s.F(f).RailLeft += n
		return
	}
	s.F(f).RailLocal += n
	s.F(f).RailLocalIn = in
}

// spendRail pays a rail move: from the territory's moves when the move
// stays within it (its start and every area of its path), else from the
// ordinary allowance; the two are not combined for one move.
func (s *State) spendRail(f Faction, need int, start string, path []string) error {
	st := s.F(f)
	if st.RailLocal >= need && s.allIn(st.RailLocalIn, append([]string{start}, path...)) {
		st.RailLocal -= need
		return nil
	}
	if st.RailLeft < need {
		return refuse("7.6", "%s's rail moves left are only for moves within %s", f, st.RailLocalIn)
	}
	st.RailLeft -= need
	return nil
}

// allIn reports every land area of a path in the territory (sea legs
// never are).
func (s *State) allIn(t Territory, places []string) bool {
	return !slices.ContainsFunc(places, func(c string) bool {
		a := s.data.Map.Area(c)
		return a == nil || a.Territory != t
	})
}

// cavalryArmyBonus: under "Red Cavalry Army" the faction's stacks of
// cavalry (every unit a cavalry) have e.Amount more MP, in half MP
// (Ruling, DATA.md m: the card speaks of the cavalry army, so a stack
// with other units does not gain it).
func (s *State) cavalryArmyBonus(st *stack) int {
	if len(st.units) == 0 || slices.ContainsFunc(st.units, func(p *Piece) bool { return p.Type != CAV }) {
		return 0
	}
	bonus := 0
	for _, in := range s.EffectsInForce(CavalryArmy) {
		if in.Faction == st.side {
			bonus += 2 * in.Effect.Amount
		}
	}
	return bonus
}

// railIntoEnemy: under "Trotsky's Train" the named leader's stack may end
// a rail move in an area with enemy units (entering them stops it, 7.3,
// so the move ends there).
func (s *State) railIntoEnemy(st *stack) bool {
	if st.leader == nil {
		return false
	}
	for _, in := range s.EffectsInForce(RailIntoEnemy) {
		if in.Faction == st.side && in.Effect.Leader == st.leader.ID {
			return true
		}
	}
	return false
}

// railLocalOK: a rail move paid from a territory's moves (the ordinary
// allowance too small) stays within the territory.
func (s *State) railLocalOK(st *stack, to string) error {
	fs := s.F(st.side)
	if !st.rail || fs.RailLeft >= s.railNeed(st) || s.allIn(fs.RailLocalIn, []string{st.start, to}) {
		return nil
	}
	return refuse("7.6", "%s's rail moves left are only for moves within %s", st.side, fs.RailLocalIn)
}
