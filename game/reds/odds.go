package reds

import (
	"fmt"
	"sort"
	"strings"
)

// The arithmetic of 11.3, as pure functions: the engine's resolution, the
// odds preview, `tachanka calc` and the bot all use these.

// Strength is 11.3 F: the die times the number of units, plus modifiers,
// never below the number of units.
func Strength(die, units, mods int) int {
	return max(die*units+mods, units)
}

// Shift is one column shift to the left, with why (11.3 H, 11.4, TEC): a
// reason as data (key and arguments, written in English).
type Shift struct {
	Rule string `json:"rule"`
	Why  Reason `json:"why"`
}

// Calc is a combat's arithmetic before the dice.
type Calc struct {
	A, D   int     `json:"-"`
	Odds   Odds    `json:"-"`
	Shifts []Shift `json:"shifts"`
	Column int     `json:"-"` // CRT column index after shifts, clamped
	AUnits int     `json:"a_units"`
	DUnits int     `json:"d_units"`
	AMods  int     `json:"a_mods"`
	DMods  int     `json:"d_mods"`
}

// NewCalc computes odds and column from SP and shifts (11.3 D and H).
func NewCalc(a, d, aUnits, dUnits, aMods, dMods int, shifts []Shift) Calc {
	c := Calc{A: a, D: d, Odds: RoundedOdds(a, d), Shifts: shifts, AUnits: aUnits, DUnits: dUnits, AMods: aMods, DMods: dMods}
	c.Column = ColumnIndex(c.ShiftedOdds())
	return c
}

// Shifted moves the column by n more columns (negative: left), as
// `tachanka calc -shift` does; terrain never shifts right.
func (c Calc) Shifted(n int) Calc {
	c.Column = ColumnIndex(OddsAtStep(c.ShiftedOdds().Step() + n))
	return c
}

// ShiftedOdds is the odds after the shifts, before clamping to the CRT.
func (c Calc) ShiftedOdds() Odds { return OddsAtStep(c.Odds.Step() - len(c.Shifts)) }

// Resolve applies two dice (11.3 F-H).
func (c Calc) Resolve(t *CRT, aDie, dDie int) (aStr, dStr, diff int, r Result) {
	aStr = Strength(aDie, c.AUnits, c.AMods)
	dStr = Strength(dDie, c.DUnits, c.DMods)
	diff = aStr - dStr
	return aStr, dStr, diff, t.Lookup(c.Column, diff)
}

// Outcome is one possible CRT result and its exact chance.
type Outcome struct {
	Result Result  `json:"-"`
	Code   string  `json:"result"`
	P      float64 `json:"p"`
	// Pairs counts the 36 equally likely pairs of dice that give it.
	Pairs int `json:"pairs"`
}

// Outcomes enumerates the 36 pairs of dice: the exact distribution of
// results, most likely first (11.3, the odds preview).
func (c Calc) Outcomes(t *CRT) []Outcome {
	count := map[Result]int{}
	for a := 1; a <= 6; a++ {
		for d := 1; d <= 6; d++ {
			_, _, _, r := c.Resolve(t, a, d)
			count[r]++
		}
	}
	out := make([]Outcome, 0, len(count))
	for r, n := range count {
		out = append(out, Outcome{Result: r, Code: r.String(), P: float64(n) / 36, Pairs: n})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Pairs != out[j].Pairs {
			return out[i].Pairs > out[j].Pairs
		}
		return out[i].Code < out[j].Code
	})
	return out
}

// Arithmetic is a combat's figures before the dice, as the preview, the
// combat report and the log show them (11.3 D, E, H).
type Arithmetic struct {
	A      int     `json:"a_sp"`
	D      int     `json:"d_sp"`
	Ratio  string  `json:"ratio"`
	Odds   string  `json:"odds"`
	Shifts []Shift `json:"shifts,omitempty"`
	Column string  `json:"column"`
	AUnits int     `json:"a_units"`
	DUnits int     `json:"d_units"`
	AMods  int     `json:"a_mods"`
	DMods  int     `json:"d_mods"`
}

// Arithmetic returns the calculation's figures.
func (c Calc) Arithmetic() Arithmetic {
	return Arithmetic{A: c.A, D: c.D, Ratio: fmt.Sprintf("%d:%d", c.A, c.D), Odds: c.Odds.String(), Shifts: c.Shifts,
		Column: Columns[c.Column].String(), AUnits: c.AUnits, DUnits: c.DUnits, AMods: c.AMods, DMods: c.DMods}
}

// CalcReport is `tachanka calc`'s answer (DESIGN.md).
type CalcReport struct {
	Ratio        string    `json:"ratio"`
	Odds         string    `json:"odds"`
	Column       string    `json:"column"`
	AStrength    *int      `json:"a_strength,omitempty"`
	DStrength    *int      `json:"d_strength,omitempty"`
	Differential *int      `json:"differential,omitempty"`
	Result       string    `json:"result,omitempty"`
	Outcomes     []Outcome `json:"outcomes,omitempty"`
}

// ParseMods reads a modifier list such as "+3,+1,-1" and sums it.
func ParseMods(s string) (int, error) {
	if strings.TrimSpace(s) == "" {
		return 0, nil
	}
	sum := 0
	for _, part := range strings.Split(s, ",") {
		var v int
		p := strings.TrimSpace(part)
		if _, err := fmt.Sscan(p, &v); err != nil || fmt.Sprintf("%+d", v) != p && fmt.Sprint(v) != p {
			return 0, fmt.Errorf("modifier %q is not a whole number like +2 or -1", p)
		}
		sum += v
	}
	return sum, nil
}
