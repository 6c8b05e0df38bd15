package redsui

import (
	"slices"
	"testing"

	"tachanka/game/hex"
	"tachanka/game/reds"
	"tachanka/scenarios"
)

// supplyTestState is the campaign's opening with a few Red units sent deep
// into the east, where no line reaches them: a position with units both in
// and out of supply.
func supplyTestState(t *testing.T) *reds.State {
	t.Helper()
	f, err := scenarios.Open("reds-1918-1921")
	if err != nil {
		t.Skip(err)
	}
	g, _ := f.NewGame(3)
	s := g.State
	moved := 0
	for i := range s.Units {
		if moved == 3 || s.Units[i].Where != reds.OnMap || s.SideOf(i) != reds.Red || s.Def(i).Type != reds.Infantry {
			continue
		}
		s.Units[i].Hex = hex.MustParse("4810")
		moved++
	}
	return s
}

// The supply overlay shades exactly the hexes of the units the engine finds
// out of supply, and, for a selected unit, exactly the hexes where the
// engine says it would be out of supply (issue 22).
func TestSupplyOverlayShadesTheEngineOutOfSupplySet(t *testing.T) {
	s := supplyTestState(t)
	sp := s.NewSupply()
	want := map[hex.Hex]bool{}
	for i := range s.Units {
		if s.Units[i].Where == reds.OnMap && !sp.Of(i).In() {
			want[s.Units[i].Hex] = true
		}
	}
	if len(want) == 0 {
		t.Fatal("the test position has no unit out of supply")
	}
	out, would := supplyShade(s, sp, -1)
	if len(out) != len(want) {
		t.Errorf("shaded %d hexes, the engine has %d out of supply", len(out), len(want))
	}
	for h := range want {
		if !out[h] {
			t.Errorf("%v holds a unit out of supply and is not shaded", h)
		}
	}
	if would != nil {
		t.Errorf("hexes shaded as 'would be' with no unit selected")
	}
	i := -1
	for k := range s.Units {
		if s.Units[k].Where == reds.OnMap && sp.Of(k) == reds.SupplyLine {
			i = k
			break
		}
	}
	_, would = supplyShade(s, sp, i)
	board := s.Data.Board
	n := 0
	for c := range board.Cells {
		if !board.Cells[c].Land() {
			if would[c] {
				t.Errorf("sea hex %v shaded", board.Cells[c].Hex)
			}
			continue
		}
		if w := !sp.At(i, int32(c)).In(); w != would[c] {
			t.Errorf("%v: shaded %v, the engine says out of supply %v", board.Cells[c].Hex, would[c], w)
		}
		if would[c] {
			n++
		}
	}
	if c := board.Index(s.Units[i].Hex); would[c] {
		t.Errorf("the selected unit's own hex, where it is in supply, is shaded")
	}
	if n == 0 {
		t.Errorf("no hex where the selected unit would be out of supply")
	}
}

// The line shown on hover is a legal supply line: it starts in the hovered
// hex, goes one hex at a time (or port to port) through no enemy unit and
// no enemy city, and ends at a source of the unit's faction, which the
// engine names; with a unit selected, hovering an empty hex shows the line
// it would trace from there.
func TestSupplyOverlayHoverLineEndsAtASource(t *testing.T) {
	s := supplyTestState(t)
	sp := s.NewSupply()
	board := s.Data.Board
	checked := 0
	check := func(i int, from hex.Hex, line []hex.Hex) {
		t.Helper()
		if len(line) == 0 || line[0] != from {
			t.Fatalf("%s: line %v does not start in %v", s.Def(i).ID, line, from)
		}
		side := s.SideOf(i)
		for k, h := range line {
			if k > 0 {
				a, b := board.CityAt(line[k-1]), board.CityAt(h)
				if hex.Distance(line[k-1], h) != 1 && !(a != nil && a.Port && b != nil && b.Port) {
					t.Fatalf("%s: %v to %v is neither a step nor port to port", s.Def(i).ID, line[k-1], h)
				}
				for _, j := range stackOf(s, h) {
					if o := s.SideOf(j); o != side && o != reds.NoSide {
						t.Fatalf("%s: the line enters %v, held by the enemy", s.Def(i).ID, h)
					}
				}
			}
			if board.CityAt(h) != nil && s.Control[board.Index(h)].Side() == side.Enemy() {
				t.Fatalf("%s: the line enters the enemy city %v", s.Def(i).ID, h)
			}
		}
		src := sp.SourceOf(line)
		if src == nil || !slices.Contains(src.Sources, s.Def(i).Faction) && s.Def(i).Faction != reds.AIF && s.Def(i).Faction != reds.WhiteSpecial {
			t.Fatalf("%s: line %v ends at %v, not a source of its faction", s.Def(i).ID, line, src)
		}
		checked++
	}
	sel := -1
	for i := range s.Units {
		if s.Units[i].Where != reds.OnMap || sp.Of(i) != reds.SupplyLine {
			continue
		}
		st := stackOf(s, s.Units[i].Hex)
		if st[len(st)-1] != i {
			continue
		}
		check(i, s.Units[i].Hex, supplyLineAt(s, sp, -1, false, s.Units[i].Hex))
		if sel < 0 && s.SideOf(i) == reds.Red {
			sel = i
		}
	}
	// An empty hex next to the selected unit where it would be in supply.
	for _, h := range hex.Range(s.Units[sel].Hex, 2) {
		if !board.On(h) || len(stackOf(s, h)) > 0 || !sp.At(sel, int32(board.Index(h))).In() || sp.At(sel, int32(board.Index(h))) != reds.SupplyLine {
			continue
		}
		line := supplyLineAt(s, sp, sel, false, h)
		check(sel, h, line)
		if !slices.Equal(line, sp.LineFrom(sel, h)) {
			t.Fatalf("the hover line %v is not the engine's trace %v", line, sp.LineFrom(sel, h))
		}
		break
	}
	if checked < 10 {
		t.Fatalf("only %d lines checked", checked)
	}
	// Out of supply: no line.
	for i := range s.Units {
		if s.Units[i].Where == reds.OnMap && !sp.Of(i).In() {
			if line := sp.Line(i); line != nil {
				t.Fatalf("%s is out of supply and has a line %v", s.Def(i).ID, line)
			}
		}
	}
}
