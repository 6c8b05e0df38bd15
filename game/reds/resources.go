package reds

import "tachanka/game/hex"

// Resources is what a side's resource marker shows (13.5): the resource
// cities it controls and the Gold if it holds it. Cities held by Poles,
// Makhno or a nationalist garrison count for nobody, and so do those taken
// by von der Goltz before the Freikorps event (13.6); Riga stops being a
// resource after peace with Poland (15.5).
func (s *State) Resources(side Side) int {
	n := len(s.ResourceCities(side))
	if s.Gold.Valid() && s.GoldSide == side {
		n++
	}
	return n
}

// ResourceCities lists the resource cities that count for side.
func (s *State) ResourceCities(side Side) []hex.Hex {
	var out []hex.Hex
	b := s.Data.Board
	for _, c := range b.CityCells() {
		city := b.Cells[c].City
		if !city.Resource || city.Point {
			continue
		}
		if s.Poland == PolandPeace && city.Name == "Riga" {
			continue
		}
		ctl := s.Control[c]
		if ctl == GoltzControl && !s.Freikorps {
			continue
		}
		if ctl.Side() == side {
			out = append(out, b.Cells[c].Hex)
		}
	}
	return out
}
