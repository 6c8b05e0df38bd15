// Package redscmd holds the commands of REDS! of its own: the combat
// arithmetic (calc), the map and the units as JSON lines. The registry
// lists them; tachanka runs them like its own subcommands.
package redscmd

import (
	"fmt"

	"tachanka/game/hex"
	"tachanka/game/play"
	"tachanka/game/reds"
	"tachanka/scenarios"
)

// Commands are REDS!'s own subcommands.
var Commands = []play.Command{
	{Name: "map", Usage: "map [-scenario ID|FILE | -map ID] [-hex XXYY]", Summary: "print a scenario's map, or an embedded map by id, as JSON, one hex per line", Run: runMap},
	{Name: "units", Usage: "units -scenario ID|FILE", Summary: "print the units as JSON, one per line", Run: runUnits},
	{Name: "calc", Usage: "calc -att SP -def SP [-shift N] [-a-units N -a-mods LIST -a-roll D -d-units N -d-mods LIST -d-roll D]", Summary: "the combat arithmetic of rule 11.3", Run: runCalc},
}

func runCalc(c *play.Cmd, args []string) int {
	fs := c.Flags()
	att := fs.Int("att", -1, "attacking SP")
	def := fs.Int("def", -1, "defending SP")
	shift := fs.Int("shift", 0, "column shifts (negative: to the left)")
	aUnits := fs.Int("a-units", 1, "attacking units counted (11.3 F)")
	dUnits := fs.Int("d-units", 1, "defending units counted")
	aMods := fs.String("a-mods", "", "attacker's modifiers, e.g. +3,+3,-1")
	dMods := fs.String("d-mods", "", "defender's modifiers")
	aRoll := fs.Int("a-roll", 0, "attacker's die (1-6)")
	dRoll := fs.Int("d-roll", 0, "defender's die (1-6)")
	if st, ok := c.Parse(fs, args); !ok {
		return st
	}
	bad := func(format string, a ...any) int { return c.UsageError(fmt.Errorf(format, a...)) }
	switch {
	case fs.NArg() > 0:
		return bad("unexpected argument %q", fs.Arg(0))
	case *att < 1 || *def < 1:
		return bad("-att and -def are the SP of each side, at least 1")
	case *aUnits < 1 || *dUnits < 1:
		return bad("-a-units and -d-units count at least one unit")
	case (*aRoll == 0) != (*dRoll == 0):
		return bad("give both -a-roll and -d-roll, or neither")
	case *aRoll != 0 && (*aRoll < 1 || *aRoll > 6 || *dRoll < 1 || *dRoll > 6):
		return bad("dice show 1 to 6")
	}
	am, err := reds.ParseMods(*aMods)
	if err != nil {
		return bad("-a-mods: %v", err)
	}
	dm, err := reds.ParseMods(*dMods)
	if err != nil {
		return bad("-d-mods: %v", err)
	}
	tables, err := scenarios.Lib.Tables("reds")
	if err != nil {
		return c.Fail("%v", err)
	}
	calc := reds.NewCalc(*att, *def, *aUnits, *dUnits, am, dm, nil).Shifted(*shift)
	rep := reds.CalcReport{Ratio: fmt.Sprintf("%d:%d", *att, *def), Odds: calc.Odds.String(), Column: reds.Columns[calc.Column].String()}
	if *aRoll != 0 {
		as, ds, diff, r := calc.Resolve(tables.CRT, *aRoll, *dRoll)
		rep.AStrength, rep.DStrength, rep.Differential, rep.Result = &as, &ds, &diff, r.String()
	} else {
		rep.Outcomes = calc.Outcomes(tables.CRT)
	}
	if err := play.WriteJSONLines(c.Out, []reds.CalcReport{rep}); err != nil {
		return c.Fail("%v", err)
	}
	return play.ExitOK
}

func runMap(c *play.Cmd, args []string) int {
	fs := c.Flags()
	scn := fs.String("scenario", "", "scenario id or file (default: "+scenarios.Default()+")")
	id := fs.String("map", "", "an embedded map by id, e.g. reds")
	one := fs.String("hex", "", "print only this hex (XXYY)")
	if st, ok := c.Parse(fs, args); !ok {
		return st
	}
	var b *reds.Board
	switch {
	case *id != "" && *scn != "":
		return c.UsageError(fmt.Errorf("give -scenario or -map, not both"))
	case *id != "":
		m, err := scenarios.Lib.Map(*id)
		if err != nil {
			return c.Fail("%v", err)
		}
		b = m
	default:
		if *scn == "" {
			*scn = scenarios.Default()
		}
		f, err := scenarios.Resolve(*scn)
		if err != nil {
			return c.Fail("%v", err)
		}
		b = f.Data.Board
	}
	var recs []reds.HexRecord
	if *one != "" {
		h, err := hex.Parse(*one)
		if err != nil {
			return c.UsageError(fmt.Errorf("-hex: %v", err))
		}
		i := b.Index(h)
		if i < 0 {
			return c.Fail("hex %v is not on the %s map (columns %d-%d, rows %d-%d, playing area only)", h, b.ID, b.MinCol, b.MaxCol, b.MinRow, b.MaxRow)
		}
		recs = append(recs, b.Record(i))
	} else {
		for i := range b.Cells {
			recs = append(recs, b.Record(int32(i)))
		}
	}
	if err := play.WriteJSONLines(c.Out, recs); err != nil {
		return c.Fail("%v", err)
	}
	return play.ExitOK
}

// unitLine is one unit as `tachanka units` prints it: the counter's values
// and where it is now.
type unitLine struct {
	reds.UnitDef
	Location   string `json:"location"`
	Disordered bool   `json:"disordered"`
}

func runUnits(c *play.Cmd, args []string) int {
	fs := c.Flags()
	scn := fs.String("scenario", scenarios.Default(), "scenario id or file")
	if st, ok := c.Parse(fs, args); !ok {
		return st
	}
	f, err := scenarios.Resolve(*scn)
	if err != nil {
		return c.Fail("%v", err)
	}
	s := f.Initial
	if f.IsSave() {
		s = f.State
	}
	lines := make([]unitLine, len(s.Units))
	for i, u := range s.Units {
		lines[i] = unitLine{UnitDef: f.Data.Units[i], Location: Location(u), Disordered: u.Disordered}
	}
	if err := play.WriteJSONLines(c.Out, lines); err != nil {
		return c.Fail("%v", err)
	}
	return play.ExitOK
}

// Location describes where a unit is: its hex on the map, or its box.
func Location(u reds.Unit) string {
	switch u.Where {
	case reds.OnMap:
		return u.Hex.String()
	case reds.Arriving:
		return "arriving:" + string(reds.StrategicLetters[u.Box])
	case reds.InTurnBox:
		return fmt.Sprintf("turn_box:%d", u.Box)
	}
	return u.Where.String()
}
