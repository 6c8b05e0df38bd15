package redrussia

// Who fights for whom (Terms "Side; enemy; at war", "Friendly area"): the
// side of a faction or a piece, war between sides, and the standing of an
// area for a moving faction.

// whiteSide reports the White majors and a Polish major (Terms: Poland
// becomes a fifth, White major faction under 13.54).
func (s *State) whiteSide(f Faction) bool {
	return f.White() || (f == Poland && s.F(Poland).Status == MajorPoland)
}

// sideOf is the major a faction fights for: a major itself, a controlled
// minor's controller, the Western Allies themselves (at war with Red
// only); NoFaction for a neutral minor.
func (s *State) sideOf(f Faction) Faction {
	switch {
	case f.Major() || f == Allies:
		return f
	case f == Poland && s.F(Poland).Status == MajorPoland:
		return Poland
	case f.Minor() && s.F(f).Status != Neutral:
		return s.F(f).Controller
	}
	return NoFaction
}

// pieceSide is the side of a piece: a Western Allied piece controlled this
// turn fights for its controller.
func (s *State) pieceSide(p *Piece) Faction {
	if p.Faction == Allies && p.ControlledBy != NoFaction {
		return p.ControlledBy
	}
	return s.sideOf(p.Faction)
}

// atWar reports two sides at war: Red and the Whites (the Allies and a
// Polish major with them); never two Whites, never a neutral.
func (s *State) atWar(a, b Faction) bool {
	if a == NoFaction || b == NoFaction {
		return false
	}
	redA, redB := a == Red, b == Red
	return redA != redB
}

// AtWar reports two factions at war (Terms "Side; enemy; at war"): their
// sides are.
func (s *State) AtWar(a, b Faction) bool { return s.atWar(s.sideOf(a), s.sideOf(b)) }

// camp is a faction's camp: 1 Red's, 2 the White camp's (the Whites, a
// Polish major, the Western Allies, the minors they control), 0 nobody's
// (a neutral minor).
func (s *State) camp(f Faction) int {
	switch side := s.sideOf(f); {
	case side == NoFaction:
		return 0
	case side == Red:
		return 1
	}
	return 2
}

// whiteLike reports a side of the White camp (a White major, a Polish
// major, the Western Allies).
func (s *State) whiteLike(side Faction) bool { return s.whiteSide(side) || side == Allies }

// Standing is what an area is to a moving side (Terms).
type Standing uint8

const (
	Friendly Standing = iota
	NeutralArea
	Hostile
)

// standing is an area's standing for a piece: friendly when its side or
// (for the White camp) any White side controls it, or a minor it controls,
// or (for a minor) the minor itself; hostile when an enemy controls it;
// neutral otherwise (uncontrolled, or a neutral minor's).
func (s *State) standing(p *Piece, area string) Standing {
	c := s.Area(area).Control
	if c == NoFaction {
		return NeutralArea
	}
	if c == p.Faction {
		return Friendly
	}
	own, theirs := s.pieceSide(p), s.sideOf(c)
	switch {
	case theirs == NoFaction:
		return NeutralArea
	case theirs == own, s.whiteLike(own) && s.whiteLike(theirs):
		return Friendly
	case s.atWar(own, theirs):
		return Hostile
	}
	return NeutralArea
}

// enemyUnitsIn reports units at war with side in an area.
func (s *State) enemyUnitsIn(side Faction, area string) bool {
	for _, q := range s.UnitsAt(area, NoFaction) {
		if s.atWar(side, s.pieceSide(q)) {
			return true
		}
	}
	return false
}

// neutralMinorUnitsIn reports units of a neutral minor in an area.
func (s *State) neutralMinorUnitsIn(area string) bool {
	for _, q := range s.UnitsAt(area, NoFaction) {
		if q.Faction.Minor() && s.sideOf(q.Faction) == NoFaction {
			return true
		}
	}
	return false
}
