package redrussia

import (
	"slices"

	"tachanka/game/enum"
	"tachanka/game/jsonfile"
)

// ForeignRow is a band of the foreign intervention table (13.61, h).
// "Add N, Move N": the Add comes first and the new units may move.
type ForeignRow struct {
	RollRange
	Remove int `json:"remove,omitempty"`
	Move   int `json:"move,omitempty"`
	Add    int `json:"add,omitempty"`
}

// MoneyStep is a sum a roller may spend before the roll, and its modifier
// (13.61 Ruling: 1, 3 or 5 money give +1, +2, +3).
type MoneyStep struct {
	Money    int `json:"money"`
	Modifier int `json:"modifier"`
}

// YearModifier is the modifier of a year (h: the Allies went home).
type YearModifier struct {
	Year     int `json:"year"`
	Modifier int `json:"modifier"`
}

// Gateways are the areas through which a roller's Allies arrive; a roller
// that controls none of them gets NoGateway (h).
type Gateways struct {
	Roller Faction  `json:"roller"`
	Areas  []string `json:"areas"`
}

// AddPlace is one place where a roller may put units from the Allied
// reserve (13.61, h): a holding box, or an area it must control (Poznan:
// one Red does not control).
type AddPlace struct {
	Box           string `json:"box,omitempty"`
	Area          string `json:"area,omitempty"`
	FromTurn      int    `json:"from_turn,omitempty"`
	IfControlled  bool   `json:"if_controlled,omitempty"`
	IfNotRedOwned bool   `json:"if_not_red_controlled,omitempty"`
}

// AddPlacement is where a roller puts its Add units.
type AddPlacement struct {
	Roller Faction    `json:"roller"`
	Places []AddPlace `json:"places"`
}

// ForeignTable is the foreign intervention table (13.62, h): 2d6 plus
// modifiers.
type ForeignTable struct {
	Dice             int            `json:"dice"`
	MoneySteps       []MoneyStep    `json:"money_spent"`
	PerORILevel      int            `json:"per_ori_level"`
	KolchakRuler     int            `json:"kolchak_supreme_ruler"` // Siberian (10.93)
	Wrangel          int            `json:"wrangel"`               // South (10.92)
	Years            []YearModifier `json:"years"`
	NoGateway        int            `json:"no_gateway"`
	AlliedWithdrawal int            `json:"allied_withdrawal"` // the card, this turn
	// NoAddUnitMoney is the money for each Add unit not taken (13.61).
	NoAddUnitMoney int            `json:"money_per_add_not_taken"`
	Gateways       []Gateways     `json:"gateways"`
	AddPlacement   []AddPlacement `json:"add_placement"`
	Rows           []ForeignRow   `json:"rows"`
}

// Rollers are those who roll on the foreign table: the Whites and a Polish
// major, never Red (13.62).
var foreignRollers = []Faction{Siberian, South, NorthAsian, Poland}

// RollBounds is the lowest and highest modified roll with every
// combination of modifiers (Kolchak's and Wrangel's never together).
func (t *ForeignTable) RollBounds() (lo, hi int) {
	lo, hi = t.Dice, 6*t.Dice
	maxMoney := 0
	for _, m := range t.MoneySteps {
		maxMoney = max(maxMoney, m.Modifier)
	}
	hi += maxMoney + MaxORI*t.PerORILevel
	lo += min(0, t.KolchakRuler, t.Wrangel) + min(0, t.NoGateway) + min(0, t.AlliedWithdrawal)
	hi += max(0, t.KolchakRuler, t.Wrangel) + max(0, t.NoGateway) + max(0, t.AlliedWithdrawal)
	ylo, yhi := t.Years[0].Modifier, t.Years[0].Modifier
	for _, y := range t.Years {
		ylo, yhi = min(ylo, y.Modifier), max(yhi, y.Modifier)
	}
	return lo + ylo, hi + yhi
}

// Row is the result of a modified roll.
func (t *ForeignTable) Row(roll int) ForeignRow { return t.Rows[rowOf(t.bands(), roll)] }

// YearModifier is the modifier of a year.
func (t *ForeignTable) YearModifier(year int) int {
	for _, y := range t.Years {
		if y.Year == year {
			return y.Modifier
		}
	}
	return 0
}

func (t *ForeignTable) bands() []RollRange {
	out := make([]RollRange, len(t.Rows))
	for i, r := range t.Rows {
		out[i] = r.RollRange
	}
	return out
}

// check: the rulings and rules of 13.61-13.62 (the money steps, Kolchak +1,
// Wrangel -1, the four result kinds, 2 money per Add unit not taken),
// every year of the game with a modifier, a gateway list and a placement
// list for each roller, and a row for every modified roll (o.1).
func (t *ForeignTable) check() error {
	const p = "foreign_intervention"
	if t.Dice != 2 {
		return jsonfile.Errorf(p+".dice", "the rulebook speaks of \"the dice\": 2d6 (h)")
	}
	if !slices.Equal(t.MoneySteps, []MoneyStep{{1, 1}, {3, 2}, {5, 3}}) {
		return jsonfile.Errorf(p+".money_spent", "1, 3 or 5 money give +1, +2, +3 (13.61 Ruling)")
	}
	if t.KolchakRuler != 1 || t.Wrangel != -1 {
		return jsonfile.Errorf(p, "Kolchak as Supreme Ruler +1 (10.93), Wrangel -1 (10.92)")
	}
	if t.PerORILevel < 0 || t.NoGateway > 0 || t.AlliedWithdrawal >= 0 {
		return jsonfile.Errorf(p, "the ORI helps the roller (17.3); losing the gateways and \"Allied Withdrawal\" hurt it")
	}
	if t.NoAddUnitMoney != 2 {
		return jsonfile.Errorf(p+".money_per_add_not_taken", "2 money for each Add unit not taken (13.61 Ruling)")
	}
	if len(t.Years) != 4 {
		return jsonfile.Errorf(p+".years", "one modifier for each year 1918-1921")
	}
	for i, y := range t.Years {
		if y.Year != 1918+i {
			return jsonfile.Errorf(jsonfile.Index(p+".years", i), "year %d; the years run 1918-1921 in order", y.Year)
		}
	}
	if err := checkRollers(p+".gateways", len(t.Gateways), func(i int) (Faction, bool) {
		return t.Gateways[i].Roller, len(t.Gateways[i].Areas) > 0
	}); err != nil {
		return err
	}
	if err := checkRollers(p+".add_placement", len(t.AddPlacement), func(i int) (Faction, bool) {
		for _, pl := range t.AddPlacement[i].Places {
			if (pl.Box == "") == (pl.Area == "") || pl.Box != "" && (pl.IfControlled || pl.IfNotRedOwned || !slices.Contains(dataBoxes, pl.Box)) {
				return t.AddPlacement[i].Roller, false
			}
		}
		return t.AddPlacement[i].Roller, len(t.AddPlacement[i].Places) > 0
	}); err != nil {
		return err
	}
	for i, g := range t.Gateways {
		if err := checkAreaCodes(jsonfile.Index(p+".gateways", i)+".areas", g.Areas...); err != nil {
			return err
		}
	}
	for i, a := range t.AddPlacement {
		for j, pl := range a.Places {
			if pl.Area == "" {
				continue
			}
			if err := checkAreaCodes(jsonfile.Index(jsonfile.Index(p+".add_placement", i)+".places", j)+".area", pl.Area); err != nil {
				return err
			}
		}
	}
	lo, hi := t.RollBounds()
	if err := coverRange(p+".rows", t.bands(), lo, hi); err != nil {
		return err
	}
	for i, r := range t.Rows {
		rp := jsonfile.Index(p+".rows", i)
		switch {
		case r.Remove < 0 || r.Move < 0 || r.Add < 0:
			return jsonfile.Errorf(rp, "counts are positive")
		case r.Remove > 0 && (r.Move > 0 || r.Add > 0):
			return jsonfile.Errorf(rp, "Remove stands alone (13.61)")
		case r.Add > r.Move:
			return jsonfile.Errorf(rp, "Add N comes with Move N (h)")
		}
	}
	return nil
}

// checkRollers: one entry, well formed, for each roller of the table.
func checkRollers(path string, n int, entry func(int) (Faction, bool)) error {
	seen := map[Faction]bool{}
	for i := range n {
		f, ok := entry(i)
		if !slices.Contains(foreignRollers, f) || seen[f] {
			return jsonfile.Errorf(jsonfile.Index(path, i), "%q: one entry for each roller (the Whites and Poland; Red never rolls, 13.62)", f)
		}
		if !ok {
			return jsonfile.Errorf(jsonfile.Index(path, i), "%s: each place is a holding box (%v) or an area, and only areas are conditional", f, dataBoxes)
		}
		seen[f] = true
	}
	if len(seen) != len(foreignRollers) {
		return jsonfile.Errorf(path, "every roller needs an entry: %v", foreignRollers)
	}
	return nil
}

// MinorResult is a result of the minor intervention table (12.1).
type MinorResult uint8

const (
	ResultNoEffect MinorResult = iota
	ResultNeutral              // N
	ResultLimited              // L
	ResultActive               // A
)

var minorResultNames = []string{"none", "N", "L", "A"}

func (r MinorResult) String() string               { return enum.Name(r, minorResultNames) }
func (r MinorResult) MarshalText() ([]byte, error) { return []byte(r.String()), nil }
func (r *MinorResult) UnmarshalText(b []byte) error {
	v, err := enum.Parse[MinorResult](b, minorResultNames, "minor intervention result")
	*r = v
	return err
}

// MinorRow is a band of the minor intervention table.
type MinorRow struct {
	RollRange
	Result MinorResult `json:"result"`
}

// MinorColumn is the modifier of naming a minor (i).
type MinorColumn struct {
	Minor    Faction `json:"minor"`
	Modifier int     `json:"modifier"`
}

// MinorTable is the minor intervention table (4.33, 12.1, i): 1d6; a
// natural NaturalNeutral gives N; otherwise plus the ORI level, the
// column of the named minor and Kolchak's -1.
type MinorTable struct {
	NaturalNeutral int           `json:"natural_neutral"`
	PerORILevel    int           `json:"per_ori_level"`
	KolchakRuler   int           `json:"kolchak_supreme_ruler"`
	Columns        []MinorColumn `json:"columns"`
	Rows           []MinorRow    `json:"rows"`
}

// Column is the modifier for naming a minor.
func (t *MinorTable) Column(m Faction) int {
	for _, c := range t.Columns {
		if c.Minor == m {
			return c.Modifier
		}
	}
	return 0
}

// RollBounds is the lowest and highest modified roll of a die that is not
// the natural result.
func (t *MinorTable) RollBounds() (lo, hi int) {
	cl, ch := t.Columns[0].Modifier, t.Columns[0].Modifier
	for _, c := range t.Columns {
		cl, ch = min(cl, c.Modifier), max(ch, c.Modifier)
	}
	return t.NaturalNeutral + 1 + cl + min(0, t.KolchakRuler), 6 + ch + MaxORI*t.PerORILevel + max(0, t.KolchakRuler)
}

// Result reads the table for a die, the roller's ORI level, the named
// minor and whether Kolchak's penalty applies.
func (t *MinorTable) Result(die, ori int, minor Faction, kolchak bool) MinorResult {
	if die == t.NaturalNeutral {
		return ResultNeutral
	}
	roll := die + ori*t.PerORILevel + t.Column(minor)
	if kolchak {
		roll += t.KolchakRuler
	}
	return t.Rows[rowOf(t.bands(), roll)].Result
}

func (t *MinorTable) bands() []RollRange {
	out := make([]RollRange, len(t.Rows))
	for i, r := range t.Rows {
		out[i] = r.RollRange
	}
	return out
}

// check: one column for each of the five minors (the Allies are not named,
// 12.1), Kolchak -1 (10.93), a natural 1 neutralises (i), rows of no
// effect, L and A only, covering every modified roll (o.1).
func (t *MinorTable) check() error {
	const p = "minor_intervention"
	if t.NaturalNeutral != 1 {
		return jsonfile.Errorf(p+".natural_neutral", "a natural 1 gives N (i)")
	}
	if t.KolchakRuler != -1 {
		return jsonfile.Errorf(p+".kolchak_supreme_ruler", "-1 for the Siberian while Kolchak is Supreme Ruler (10.93)")
	}
	if t.PerORILevel <= 0 {
		return jsonfile.Errorf(p+".per_ori_level", "the ORI helps the roller (17.3)")
	}
	seen := map[Faction]bool{}
	for i, c := range t.Columns {
		if !c.Minor.Minor() || seen[c.Minor] {
			return jsonfile.Errorf(jsonfile.Index(p+".columns", i), "%q: one column for each of the five minors", c.Minor)
		}
		seen[c.Minor] = true
	}
	if len(seen) != len(Minors) {
		return jsonfile.Errorf(p+".columns", "one column for each of the five minors")
	}
	lo, hi := t.RollBounds()
	if err := coverRange(p+".rows", t.bands(), lo, hi); err != nil {
		return err
	}
	for i, r := range t.Rows {
		if r.Result == ResultNeutral {
			return jsonfile.Errorf(jsonfile.Index(p+".rows", i), "N comes only from the natural 1 (i)")
		}
		if i > 0 && r.Result < t.Rows[i-1].Result {
			return jsonfile.Errorf(jsonfile.Index(p+".rows", i), "a higher roll never gives a weaker result")
		}
	}
	return nil
}
