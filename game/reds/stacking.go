package reds

import (
	"slices"

	"tachanka/game/hex"
)

// StackLimit is the basic stacking limit (9.1); LeaderStackLimit applies in
// hexes a Red leader allows (9.7).
const (
	StackLimit       = 6
	LeaderStackLimit = 9
)

// unitsAt returns the units on the map in cell c.
func (s *State) unitsAt(c int32) []int {
	h := s.Data.Board.Cells[c].Hex
	var out []int
	for i := range s.Units {
		if s.Units[i].Where == OnMap && s.Units[i].Hex == h {
			out = append(out, i)
		}
	}
	return out
}

// stackSP is the SP that counts for stacking: special units do not (9.3).
func (s *State) stackSP(units []int) (red, white int) {
	for _, i := range units {
		d := s.Def(i)
		if d.Type.Special() {
			continue
		}
		switch s.SideOf(i) {
		case Red:
			red += d.SP
		case White:
			white += d.SP
		}
	}
	return
}

// stackingProblem checks the units that would stand together in cell c
// against 9.1-9.6, and names the rule broken. Units listed that stand
// elsewhere now are taken as moving here (they leave their hexes).
func (s *State) stackingProblem(c int32, units []int) Reason {
	red, white := s.stackSP(units)
	if red > 0 && white > 0 {
		return because("9.1", "Red and White units cannot share a hex")
	}
	if white > StackLimit {
		return because("9.1", "more than 6 SP in one hex")
	}
	if red > StackLimit {
		if red > LeaderStackLimit {
			return because("9.1", "more than 9 SP in one hex")
		}
		if !s.leaderAllows(c, units) {
			return because("9.1", "more than 6 SP in one hex (a Red leader in this front's box allows 9 SP in a few hexes, 9.7)")
		}
	}
	var specials [2][9]int
	partisans, others := 0, 0
	groups := map[Faction]bool{}
	aif, poles, nonPoles, nationalist, ukrainian := false, false, false, false, false
	for _, i := range units {
		d := s.Def(i)
		side := s.SideOf(i)
		if d.Type == Partisan {
			partisans++
		} else {
			others++
		}
		if d.Faction == Nationalist {
			if d.ID == UkrainianGarrison {
				ukrainian = true
			} else {
				nationalist = true
			}
			continue
		}
		if side != NoSide && d.Type.Special() {
			specials[side-1][d.Type]++
			if specials[side-1][d.Type] > 1 {
				return because("9.3", "only one %s of each player may stand in a hex", d.Type)
			}
		}
		if side == White {
			switch d.Faction {
			case Poles:
				poles = true
			case WhiteSpecial:
			case AIF:
				aif, nonPoles = true, true
			default:
				groups[d.Faction.StackGroup()] = true
				nonPoles = true
			}
		}
	}
	if partisans > 0 && partisans+others > 1 {
		return because("9.4", "a partisan never stacks with any other unit")
	}
	if len(groups) > 1 {
		return because("9.5", "units of different White factions may not stack together")
	}
	if poles && (nonPoles || aif) {
		return because("9.6", "only Polish units may stack with Polish units")
	}
	if nationalist && len(units) > 1 {
		return because("9.6", "no unit may stack with a nationalist garrison")
	}
	if ukrainian && red > 0 {
		return because("9.6", "only White units may stack with the Ukrainian garrison")
	}
	return Reason{}
}

// leaderAllows reports whether cell c may hold 9 Red SP: the front's leader
// allows as many such hexes as his number (9.7), counted over the hexes of
// the front already above 6 SP.
func (s *State) leaderAllows(c int32, here []int) bool {
	b := s.Data.Board
	f := b.Cells[c].Front
	n := s.leaderNumber(f)
	if n == 0 {
		return false
	}
	over := map[int32]int{}
	for i := range s.Units {
		u := &s.Units[i]
		if u.Where != OnMap || s.SideOf(i) != Red || s.Def(i).Type.Special() || slices.Contains(here, i) {
			continue
		}
		over[b.Index(u.Hex)] += s.Def(i).SP
	}
	used := 0
	for cell, sp := range over {
		if cell != c && sp > StackLimit && b.Cells[cell].Front == f {
			used++
		}
	}
	return used < n
}

// leaderNumber is the stacking number of the leader in front f's box.
func (s *State) leaderNumber(f Front) int {
	id := s.HighCommand[f]
	if id == "" {
		return 0
	}
	for _, l := range s.Data.Leaders {
		if l.ID == id {
			return l.Stacking
		}
	}
	return 0
}

// StackAt lists the units in a hex, bottom first: either player may examine
// any stack at any time (9.2).
func (s *State) StackAt(h hex.Hex) []string {
	c := s.Data.Board.Index(h)
	if c < 0 {
		return nil
	}
	return s.ids(s.unitsAt(c))
}
