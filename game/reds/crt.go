package reds

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"tachanka/game/jsonfile"
)

// The Combat Results Table (11.3 H, DATA.md f.1): six odds columns crossed
// with bands of the combat differential. Results are data; their shape is
// checked here against DATA.md's fixed constraints.

// Columns are the CRT's odds columns, left to right.
var Columns = [6]Odds{{1, 3}, {1, 2}, {1, 1}, {2, 1}, {3, 1}, {4, 1}}

// Odds is a ratio n:1 (Att >= Def == 1) or 1:n (Att == 1).
type Odds struct{ Att, Def int }

func (o Odds) String() string { return fmt.Sprintf("%d:%d", o.Att, o.Def) }

// Step is the odds' position on the ladder ..., 1:3, 1:2, 1:1, 2:1, 3:1, ...
// where 1:1 is 0 and each column is one step.
func (o Odds) Step() int {
	if o.Def > 1 {
		return 1 - o.Def
	}
	return o.Att - 1
}

// OddsAtStep is the inverse of Step.
func OddsAtStep(s int) Odds {
	if s < 0 {
		return Odds{1, 1 - s}
	}
	return Odds{s + 1, 1}
}

// RoundedOdds is 11.3 D: A:D rounded in the defender's favour.
func RoundedOdds(a, d int) Odds {
	if d <= 0 {
		return Odds{math.MaxInt32, 1}
	}
	if a <= 0 {
		return Odds{1, math.MaxInt32}
	}
	if a >= d {
		return Odds{a / d, 1}
	}
	return Odds{1, (d + a - 1) / a}
}

// ColumnIndex clamps odds to the CRT (11.3 H: after all shifts).
func ColumnIndex(o Odds) int {
	s := o.Step()
	return max(0, min(5, s-Columns[0].Step()))
}

// AttackerResult and DefenderResult are the two halves of a CRT cell, each a
// ladder from nothing to the worst (DATA.md f.1).
type AttackerResult uint8
type DefenderResult uint8

const (
	AttNone       AttackerResult = iota
	AttOne                       // a: the attacker's largest unit disordered
	AttAll                       // A: every attacking unit disordered
	AttAllRetreat                // AR: every attacking unit disordered, and they retreat
)

const (
	DefNone       DefenderResult = iota
	DefOne                       // d
	DefAll                       // D
	DefOneRetreat                // dR
	DefAllRetreat                // DR
)

// Result is one CRT cell.
type Result struct {
	Att AttackerResult
	Def DefenderResult
}

var attCodes = []string{"", "a", "A", "AR"}
var defCodes = []string{"", "d", "D", "dR", "DR"}

func (r Result) String() string {
	s := attCodes[r.Att] + defCodes[r.Def]
	if s == "" {
		return "-"
	}
	return s
}

// AttackerDisorders reports a / A; AttackerRetreats reports AR.
func (r Result) AttackerRetreats() bool { return r.Att == AttAllRetreat }

// DefenderRetreats reports dR / DR.
func (r Result) DefenderRetreats() bool { return r.Def == DefOneRetreat || r.Def == DefAllRetreat }

// ParseResult reads a cell code: "-", "a", "ad", "aDR", "AR", "DR"...: the
// attacker's part first, then the defender's.
func ParseResult(s string) (Result, error) {
	var r Result
	rest := s
	switch {
	case s == "-":
		return r, nil
	case strings.HasPrefix(rest, "AR"):
		r.Att, rest = AttAllRetreat, rest[2:]
	case strings.HasPrefix(rest, "A"):
		r.Att, rest = AttAll, rest[1:]
	case strings.HasPrefix(rest, "a"):
		r.Att, rest = AttOne, rest[1:]
	}
	for i, code := range defCodes {
		if rest == code && (i > 0 || r.Att != AttNone) {
			r.Def = DefenderResult(i)
			return r, nil
		}
	}
	return Result{}, fmt.Errorf("bad CRT result %q (attacker part -, a, A or AR, then defender part d, D, dR or DR)", s)
}

// Band is a row of the CRT: differentials from Min to Max inclusive.
type Band struct{ Min, Max int }

func (b Band) String() string {
	switch {
	case b.Min == math.MinInt:
		return fmt.Sprintf("<=%d", b.Max)
	case b.Max == math.MaxInt:
		return fmt.Sprintf(">=%+d", b.Min)
	}
	return fmt.Sprintf("%+d..%+d", b.Min, b.Max)
}

func parseBand(s string) (Band, error) {
	switch {
	case strings.HasPrefix(s, "<="):
		v, err := strconv.Atoi(s[2:])
		return Band{math.MinInt, v}, err
	case strings.HasPrefix(s, ">="):
		v, err := strconv.Atoi(s[2:])
		return Band{v, math.MaxInt}, err
	}
	a, b, ok := strings.Cut(s, "..")
	if !ok {
		return Band{}, fmt.Errorf("bad differential band %q (want <=N, A..B or >=N)", s)
	}
	x, err1 := strconv.Atoi(a)
	y, err2 := strconv.Atoi(b)
	if err1 != nil || err2 != nil || x > y {
		return Band{}, fmt.Errorf("bad differential band %q", s)
	}
	return Band{x, y}, nil
}

// CRT is the table itself.
type CRT struct {
	Bands []Band
	Cells [][6]Result
}

// Row returns the row index of a differential.
func (t *CRT) Row(diff int) int {
	for i, b := range t.Bands {
		if diff >= b.Min && diff <= b.Max {
			return i
		}
	}
	return len(t.Bands) - 1
}

// Lookup is the result for a column index and a differential.
func (t *CRT) Lookup(col, diff int) Result { return t.Cells[t.Row(diff)][col] }

type crtFile struct {
	Columns []string `json:"columns"`
	Rows    []struct {
		Diff    string   `json:"diff"`
		Results []string `json:"results"`
	} `json:"rows"`
}

func loadCRT(f crtFile) (*CRT, error) {
	if len(f.Columns) != 6 {
		return nil, jsonfile.Errorf("crt.columns", "the CRT has six columns 1:3 to 4:1")
	}
	for i, c := range f.Columns {
		if c != Columns[i].String() {
			return nil, jsonfile.Errorf(jsonfile.Index("crt.columns", i), "column %q, want %s", c, Columns[i])
		}
	}
	t := &CRT{}
	for i, r := range f.Rows {
		p := jsonfile.Index("crt.rows", i)
		b, err := parseBand(r.Diff)
		if err != nil {
			return nil, jsonfile.Errorf(jsonfile.Join(p, "diff"), "%v", err)
		}
		if len(r.Results) != 6 {
			return nil, jsonfile.Errorf(jsonfile.Join(p, "results"), "a row has six results, one per column")
		}
		var cells [6]Result
		for k, c := range r.Results {
			if cells[k], err = ParseResult(c); err != nil {
				return nil, jsonfile.Errorf(jsonfile.Index(jsonfile.Join(p, "results"), k), "%v", err)
			}
		}
		t.Bands = append(t.Bands, b)
		t.Cells = append(t.Cells, cells)
	}
	if err := t.check(); err != nil {
		return nil, jsonfile.Errorf("crt", "%v", err)
	}
	return t, nil
}

// check enforces DATA.md f.1: the bands cover every integer with open ends,
// the two fixed cells, and monotonicity.
func (t *CRT) check() error {
	if len(t.Bands) < 2 {
		return fmt.Errorf("the CRT needs rows")
	}
	if t.Bands[0].Min != math.MinInt || t.Bands[len(t.Bands)-1].Max != math.MaxInt {
		return fmt.Errorf("the first row must be open below (<=N) and the last open above (>=N)")
	}
	for i := 1; i < len(t.Bands); i++ {
		if t.Bands[i].Min != t.Bands[i-1].Max+1 {
			return fmt.Errorf("rows %s and %s leave a gap or overlap", t.Bands[i-1], t.Bands[i])
		}
	}
	for _, fixed := range []struct {
		diff int
		want string
	}{{4, "ad"}, {14, "aDR"}} {
		if got := t.Lookup(1, fixed.diff).String(); got != fixed.want {
			return fmt.Errorf("on the 1:2 column a differential of %+d gives %q; it must give %q (DATA.md f.1)", fixed.diff, got, fixed.want)
		}
	}
	for r := range t.Cells {
		for c := 0; c < 6; c++ {
			here := t.Cells[r][c]
			if c > 0 {
				left := t.Cells[r][c-1]
				if here.Att > left.Att || here.Def < left.Def {
					return fmt.Errorf("row %s: column %s (%s) is worse for the attacker than %s (%s)", t.Bands[r], Columns[c], here, Columns[c-1], left)
				}
			}
			if r > 0 {
				up := t.Cells[r-1][c]
				if here.Att > up.Att || here.Def < up.Def {
					return fmt.Errorf("column %s: row %s (%s) is worse for the attacker than row %s (%s)", Columns[c], t.Bands[r], here, t.Bands[r-1], up)
				}
			}
		}
	}
	return nil
}
