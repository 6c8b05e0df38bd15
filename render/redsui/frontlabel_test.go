package redsui

import (
	"testing"

	"tachanka/game/hex"
	"tachanka/game/reds"
	"tachanka/scenarios"
)

// Each front's name goes in its own area, on no counter: not over the
// stacks in the middle of the front (issue 22).
func TestFrontNamesKeepOffCounters(t *testing.T) {
	f, err := scenarios.Open("reds-1918-1921")
	if err != nil {
		t.Skip(err)
	}
	g, _ := f.NewGame(3)
	s := g.State
	at := frontLabelHexes(s)
	occupied := map[hex.Hex]bool{}
	for i := range s.Units {
		if s.Units[i].Where == reds.OnMap {
			occupied[s.Units[i].Hex] = true
		}
	}
	for _, fr := range reds.Fronts {
		h, ok := at[fr]
		if !ok {
			t.Errorf("%s has no label", fr)
			continue
		}
		if c := s.Data.Board.Cell(h); c.Front != fr {
			t.Errorf("%s's label in %v, a hex of %s", fr, h, c.Front)
		}
		for _, x := range []hex.Hex{h, {Col: h.Col - 1, Row: h.Row}, {Col: h.Col + 1, Row: h.Row}} {
			if occupied[x] {
				t.Errorf("%s's label centred on %v covers the counters in %v", fr, h, x)
			}
		}
	}
}
