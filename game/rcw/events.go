package rcw

import "fmt"

// randomEvent is the Random Events Phase (12.0): the Phasing Player rolls
// 1d6 for the row and 1d6 for the column and the result is carried out at
// once. It returns false when a decision is pending (a redraw, 12.13).
func (s *State) randomEvent() bool {
	who := s.Phasing()
	row, col := s.Rand.D6(), s.Rand.D6()
	cell := s.data.Tables.Event(row, col)
	s.emit(Event{Kind: EvRandomEvent, Rule: "12.2", Player: who, N: row*10 + col, Text: cell.Kind})
	switch cell.Kind {
	case RetEpidemic:
		for _, p := range cell.Provinces {
			s.epidemic(p)
		}
	case RetSubversive:
		s.SubDoubled = true // 12.12: this Player-Turn's Combat Phase
	case RetDraw:
		if s.drawChit(who) {
			return false
		}
	}
	return true
}

// epidemic strikes a province (12.11): the strongest combat unit of every
// Red, Green and White stack there, the topmost of equals, goes to the
// Unassigned section; Blue units, leaders and Imperial units are spared.
func (s *State) epidemic(prov string) {
	var victims []int
	for _, st := range s.StacksIn(prov) {
		c := s.StackColour(st)
		if c != Red && c != White && c != Green {
			continue
		}
		best := 0
		for _, id := range st.Pieces {
			if s.Def(id).Kind == KindUnit && (best == 0 || s.Strength(id) > s.Strength(best)) {
				best = id
			}
		}
		if best != 0 {
			victims = append(victims, best)
		}
	}
	s.emit(Event{Kind: EvEpidemic, Rule: "12.11", Province: prov, Units: victims, Text: fmt.Sprintf("%d units", len(victims))})
	s.eliminate(victims, Unassigned, "12.11")
}
