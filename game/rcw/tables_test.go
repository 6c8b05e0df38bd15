package rcw

import (
	"slices"
	"testing"
)

const tablesFile = "../../scenarios/rcw/tables-rcw.json"

var resultOrder = map[Result]int{Ae: 0, Ex: 1, De: 2}

// TestR8_5_CRT: the designed CRT satisfies every constraint of DATA.md
// f.1: seven columns by six rows of Ae, Ex, De; no Ae at 3:1 and above,
// and an Ex there; no Ex at 6:1; 1:2 and 1:1 bad for the attacker (more
// Ae than De); monotone (right or down never worse for the attacker);
// the results the sample game recorded possible in their columns;
// exchanges frequent (at least a quarter of the table).
func TestR8_5_CRT(t *testing.T) {
	tb := loadTestData(t).Tables
	count := func(col int, r Result) int {
		n := 0
		for die := 1; die <= 6; die++ {
			if tb.Combat(col, die) == r {
				n++
			}
		}
		return n
	}
	exAbove3 := 0
	for col := Odds31; col <= Odds61; col++ {
		if count(col, Ae) != 0 {
			t.Errorf("%s has Ae", CRTColumns[col])
		}
		exAbove3 += count(col, Ex)
	}
	if exAbove3 == 0 {
		t.Error("no Ex at 3:1 and above")
	}
	if count(Odds61, Ex) != 0 {
		t.Error("6:1 has Ex")
	}
	for _, col := range []int{Odds12, Odds11} {
		if count(col, Ae) <= count(col, De) {
			t.Errorf("%s is not bad for the attacker", CRTColumns[col])
		}
	}
	ex := 0
	for col := range CRTColumns {
		ex += count(col, Ex)
		for die := 1; die <= 6; die++ {
			r := resultOrder[tb.Combat(col, die)]
			if die < 6 && resultOrder[tb.Combat(col, die+1)] < r {
				t.Errorf("%s: die %d gives %s, die %d worse", CRTColumns[col], die, tb.Combat(col, die), die+1)
			}
			if col < Odds61 && resultOrder[tb.Combat(col+1, die)] < r {
				t.Errorf("die %d: %s gives %s, %s worse", die, CRTColumns[col], tb.Combat(col, die), CRTColumns[col+1])
			}
		}
	}
	if 4*ex < 42 {
		t.Errorf("only %d Ex in 42 cells", ex)
	}
	// DATA.md f.1: the sample game's results.
	for _, seen := range []struct {
		col int
		r   Result
	}{{Odds11, Ex}, {Odds11, Ae}, {Odds21, De}, {Odds31, De}, {Odds41, De}, {Odds41, Ex}, {Odds51, De}, {Odds61, De}} {
		if count(seen.col, seen.r) == 0 {
			t.Errorf("%s cannot give %s, which the sample game recorded", CRTColumns[seen.col], seen.r)
		}
	}
}

// TestR8_0_Odds: odds rounded in the defender's favour, 1:2 below 1:1,
// nothing below 1:2, 6:1 above (8.0 Procedure 3, 8.47, 8.48).
func TestR8_0_Odds(t *testing.T) {
	for _, c := range []struct{ a, d, col int }{
		{13, 4, Odds31}, {3, 4, Odds12}, {2, 4, Odds12}, {1, 3, -1}, {14, 2, Odds61}, {9, 2, Odds41}, {3, 2, Odds11}, {11, 2, Odds51},
	} {
		if got := OddsColumn(c.a, c.d); got != c.col {
			t.Errorf("%d against %d: column %d, want %d", c.a, c.d, got, c.col)
		}
	}
}

// TestR12_2_RandomEventsTable: the designed table satisfies DATA.md f.3:
// 36 cells of the three results of 12.1, each at least once; every
// province in exactly one epidemic cell (the loader), at most four a
// cell; the known cells as groups; the capitals in different cells; each
// epidemic cell of several provinces mixes regions.
func TestR12_2_RandomEventsTable(t *testing.T) {
	d := loadTestData(t)
	kinds := map[string]int{}
	cellOf := map[string]int{}
	for r := 1; r <= 6; r++ {
		for c := 1; c <= 6; c++ {
			cell := d.Tables.Event(r, c)
			kinds[cell.Kind]++
			if len(cell.Provinces) > 4 {
				t.Errorf("%d-%d names %d provinces", r, c, len(cell.Provinces))
			}
			regions := map[string]bool{}
			for _, p := range cell.Provinces {
				cellOf[p] = r*10 + c
				regions[d.Map.Province(p).Region] = true
			}
			if len(cell.Provinces) > 1 && len(regions) < 2 {
				t.Errorf("%d-%d strikes one region only", r, c)
			}
		}
	}
	for _, k := range []string{RetEpidemic, RetSubversive, RetDraw} {
		if kinds[k] == 0 {
			t.Errorf("no %s cell", k)
		}
	}
	if len(cellOf) != len(d.Map.Provinces) {
		t.Errorf("%d provinces in cells of %d", len(cellOf), len(d.Map.Provinces))
	}
	for _, group := range [][]string{{"KAZA", "MINS", "PERM", "PENZ"}, {"VYAT", "KALU", "KIEV"}, {"TSIT", "KOST", "RYAZ", "TIFL"}} {
		for _, p := range group {
			if cellOf[p] != cellOf[group[0]] {
				t.Errorf("%v are not one cell", group)
			}
		}
		r, c := cellOf[group[0]]/10, cellOf[group[0]]%10
		got := slices.Clone(d.Tables.Event(r, c).Provinces)
		slices.Sort(got)
		want := slices.Clone(group)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("cell %d-%d is %v, want %v", r, c, got, want)
		}
	}
	if cellOf["TVER"] == cellOf["PETR"] {
		t.Error("the capitals share a cell")
	}
	if cellOf["VLDM"] == 0 {
		t.Error("Vladimir is on no cell")
	}
}

// TestR11_4_PurgeTable: the designed Purge Table satisfies DATA.md f.2: a
// 1-10 column; the sample game's entry (strength 29, roll 2: 3); low
// rolls favour the purger and strength helps: every row non-decreasing
// to the right and every column non-increasing downward, C worst; "C"
// possible at every strength (even at full CC strength, the review);
// the chance of a number result rising with the column.
func TestR11_4_PurgeTable(t *testing.T) {
	tb := loadTestData(t).Tables
	if tb.PurgeColumn(1) != 0 || tb.PurgeColumn(10) != 0 || tb.PurgeColumn(11) != 1 {
		t.Error("no 1-10 column")
	}
	if n, c := tb.PurgeResult(29, 2); c || n != 3 {
		t.Errorf("strength 29, roll 2: %d %v; the sample game got 3", n, c)
	}
	value := func(col, roll int) int {
		if c := tb.Purge.Rows[roll-2][col]; c != Counterpurge {
			return int(c[0]-'0') + 1
		}
		return 0
	}
	prevNumbers := -1
	for col := range tb.Purge.Columns {
		numbers := 0
		for roll := 2; roll <= 12; roll++ {
			if value(col, roll) > 0 {
				numbers++
			}
			if col > 0 && value(col, roll) < value(col-1, roll) {
				t.Errorf("roll %d: column %d worse than column %d", roll, col, col-1)
			}
			if roll > 2 && value(col, roll) > value(col, roll-1) {
				t.Errorf("column %d: roll %d better than roll %d", col, roll, roll-1)
			}
		}
		if numbers == 11 {
			t.Errorf("column %d has no C", col)
		}
		if numbers <= prevNumbers {
			t.Errorf("column %d: %d number results, no more than the column before", col, numbers)
		}
		prevNumbers = numbers
	}
}
