package reds

// Who stands in each hex, summarised as bits, built once per query.
const (
	hasRed          = 1 << iota // any Red unit
	hasWhite                    // any White unit, Poles included
	hasPoles                    // any Polish unit
	hasNationalist              // a nationalist garrison other than the Ukrainian one
	hasUkrainian                // the Ukrainian garrison (17.2)
	hasUnaligned                // Makhno before its first allegiance phase (14.1)
	hasNonPoleWhite             // a White unit that is not Polish
)

// presence returns the occupancy bits of every cell.
func (s *State) presence() []uint8 {
	p := make([]uint8, len(s.Data.Board.Cells))
	for i := range s.Units {
		u := &s.Units[i]
		if u.Where != OnMap {
			continue
		}
		c := s.Data.Board.Index(u.Hex)
		p[c] |= s.presenceBits(i)
	}
	return p
}

func (s *State) presenceBits(i int) uint8 {
	d := s.Def(i)
	switch s.SideOf(i) {
	case Red:
		return hasRed
	case White:
		if d.Faction == Poles {
			return hasWhite | hasPoles
		}
		return hasWhite | hasNonPoleWhite
	}
	switch {
	case d.Faction == Nationalist && d.ID == UkrainianGarrison:
		return hasUkrainian
	case d.Faction == Nationalist:
		return hasNationalist
	}
	return hasUnaligned
}

// UkrainianGarrison is the id of the one nationalist garrison White may
// stack with (17.2).
const UkrainianGarrison = "nat-ukrainian-garrison"

// exertsZOC reports whether unit i has a zone of control (8.1, 8.2).
func (s *State) exertsZOC(i int) bool {
	u := &s.Units[i]
	return u.Where == OnMap && s.Def(i).Type.Combat() && !u.Raiding && s.SideOf(i) != NoSide
}

// zocCrosses reports whether a ZOC extends from cell a across side d (8.1).
func (s *State) zocCrosses(i int, a int32, d int) bool {
	b := s.Data.Board
	from := &b.Cells[a]
	n := from.Adj[d]
	if n < 0 || has(from.SeaSide, d) {
		return false
	}
	to := &b.Cells[n]
	if to.Terrain == Sea {
		return false
	}
	frozen := s.Winter()
	if !frozen && (has(from.LakeSide, d) || to.Terrain == Lake) {
		return false
	}
	if (s.Poland == PolandNeutral || s.Poland == PolandPeace) && (from.Region == Poland) != (to.Region == Poland) {
		return false
	}
	if s.closed(n) {
		return false
	}
	if s.Def(i).Faction == Estonian && to.Region != Baltic {
		return false
	}
	return true
}

// zoc returns, for every cell, whether it lies in the ZOC of a unit of side of.
func (s *State) zoc(of Side) []bool {
	z := make([]bool, len(s.Data.Board.Cells))
	for i := range s.Units {
		if s.SideOf(i) != of || !s.exertsZOC(i) {
			continue
		}
		c := s.Data.Board.Index(s.Units[i].Hex)
		for d := 0; d < 6; d++ {
			if s.zocCrosses(i, c, d) {
				z[s.Data.Board.Cells[c].Adj[d]] = true
			}
		}
	}
	return z
}

// EnemyZOC returns the hexes in the ZOC of side's enemy, for operational
// movement: friendly units do not negate it (8.4).
func (s *State) EnemyZOC(side Side) []bool { return s.zoc(side.Enemy()) }

// unnegatedEZOC is the enemy ZOC minus hexes holding a unit of side: the form
// that matters for strategic movement, retreat and supply (8.4).
func (s *State) unnegatedEZOC(side Side, pres []uint8) []bool {
	z := s.zoc(side.Enemy())
	own := uint8(hasRed)
	if side == White {
		own = hasWhite
	}
	for c := range z {
		if pres[c]&own != 0 {
			z[c] = false
		}
	}
	return z
}

// ignoresZOCIn reports whether unit i ignores enemy ZOC in cell c (8.3).
func (s *State) ignoresZOCIn(i int, c int32) bool {
	d := s.Def(i)
	if d.Z || s.Units[i].Raiding {
		return true
	}
	return d.Faction == Makhno && s.Data.Board.Cells[c].FreeTerritory
}
