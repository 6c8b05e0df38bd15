// Package cli is the tachanka command line: one function per subcommand, each
// answering bad arguments and bad files with one line on stderr and a
// non-zero exit status, never a panic.
package cli

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"tachanka/game/bot"
	"tachanka/game/hex"
	"tachanka/game/reds"
	"tachanka/game/scenario"
	"tachanka/render/launch"
	"tachanka/scenarios"
)

// Exit statuses.
const (
	exitOK    = 0
	exitError = 1
	exitUsage = 2
)

type command struct {
	name    string
	usage   string
	summary string
	run     func(c *ctx, args []string) int
}

type ctx struct {
	out, err io.Writer
}

func (c *ctx) fail(cmd, format string, args ...any) int {
	fmt.Fprintf(c.err, "tachanka %s: %s\n", cmd, fmt.Sprintf(format, args...))
	return exitError
}

func (c *ctx) usageError(cmd string, err error) int {
	fmt.Fprintf(c.err, "tachanka %s: %v (see tachanka help)\n", cmd, err)
	return exitUsage
}

var commands []command

func init() {
	commands = []command{
		{"play", "play [-scenario ID|FILE] [-red human|bot] [-white human|bot] [-seed N] [-white-options] [-red-events]", "open the window with a new game", runPlay},
		{"load", "load FILE", "open a saved game in the window", runLoad},
		{"validate", "validate FILE...", "check scenario and save files; print the errors of bad ones", runValidate},
		{"selfplay", "selfplay -scenario ID [-red bot|quick|normal|random] [-white ...] [-seed N] [-games K] [-turns T] [-jobs J] [-check] [-save FILE] [-json]", "play games without a window", runSelfplay},
		{"strength", "strength [-games K] [-seed N] [-jobs J] [-o FILE]", "the bot's strength tournament, as a Markdown report", runStrength},
		{"replay", "replay FILE", "re-run a save's actions and compare with its state", runReplay},
		{"screenshot", "screenshot -o OUT.png [-scenario ID|-load FILE] [-size WxH] [-zoom Z] [-center XXYY] [-view board|menu|newgame] [-panel game|forces|log|rules] [-attack XXYY] [-draw] [-lang en|ru] [-colorblind] [-overlays LIST] [-scale F]", "render the client to a PNG (needs a display)", runScreenshot},
		{"map", "map [-scenario ID|FILE | -map ID] [-hex XXYY]", "print a scenario's map, or an embedded map by id, as JSON, one hex per line", runMap},
		{"units", "units -scenario ID|FILE", "print the units as JSON, one per line", runUnits},
		{"calc", "calc -att SP -def SP [-shift N] [-a-units N -a-mods LIST -a-roll D -d-units N -d-mods LIST -d-roll D]", "the combat arithmetic of rule 11.3", runCalc},
	}
}

// Main runs the command line and returns the exit status. Panics below it
// are turned into one line on stderr: a bug, but never a stack trace.
func Main(args []string, stdout, stderr io.Writer) (status int) {
	c := &ctx{out: stdout, err: stderr}
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(stderr, "tachanka: internal error: %v (please report it with the command you ran)\n", r)
			status = exitError
		}
	}()
	if len(args) == 0 {
		return c.window("", launch.Options{View: "menu"})
	}
	switch args[0] {
	case "help", "-h", "-help", "--help":
		usage(stdout)
		return exitOK
	}
	for _, cmd := range commands {
		if cmd.name == args[0] {
			return cmd.run(c, args[1:])
		}
	}
	fmt.Fprintf(stderr, "tachanka: unknown command %q (see tachanka help)\n", args[0])
	return exitUsage
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "tachanka: a wargame client for REDS! The Russian Civil War 1918-1921")
	fmt.Fprintln(w, "\nUsage:\n  tachanka                 open the window (main menu)")
	for _, c := range commands {
		fmt.Fprintf(w, "  tachanka %s\n      %s\n", c.usage, c.summary)
	}
	fmt.Fprintf(w, "\nScenarios: %s\n", strings.Join(scenarios.IDs(), ", "))
}

// flags makes a flag set that reports errors as one line instead of usage.
func flags(name string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return fs
}

func parse(c *ctx, fs *flag.FlagSet, args []string) (int, bool) {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			for _, cmd := range commands {
				if cmd.name == fs.Name() {
					fmt.Fprintf(c.out, "tachanka %s\n    %s\n", cmd.usage, cmd.summary)
				}
			}
			return exitOK, false
		}
		return c.usageError(fs.Name(), err), false
	}
	return 0, true
}

// window hands a window command to the window program; it returns only if
// the window could not be started.
func (c *ctx) window(cmd string, o launch.Options) int {
	err := launch.Exec(o)
	if cmd == "" {
		fmt.Fprintf(c.err, "tachanka: %v\n", err)
		return exitError
	}
	return c.fail(cmd, "%v", err)
}

// oneLine keeps an error to one line of output.
func oneLine(err error) string {
	return strings.Join(strings.Fields(err.Error()), " ")
}

func parseSeed(s string) (uint64, error) {
	if s == "" {
		return uint64(time.Now().UnixNano()), nil
	}
	var v uint64
	if _, err := fmt.Sscan(s, &v); err != nil || fmt.Sprint(v) != s {
		return 0, fmt.Errorf("-seed %q is not a whole number", s)
	}
	return v, nil
}

func runPlay(c *ctx, args []string) int {
	fs := flags("play")
	scn := fs.String("scenario", scenarios.Default(), "scenario id or file")
	red := fs.String("red", "human", "who plays Red: human or bot")
	white := fs.String("white", "human", "who plays White: human or bot")
	seed := fs.String("seed", "", "random seed (default: from the clock)")
	whiteOpts := fs.Bool("white-options", false, "optional rules 21.1-21.3 (they help White)")
	redEvents := fs.Bool("red-events", false, "optional rule 21.4 (it helps Red)")
	if st, ok := parse(c, fs, args); !ok {
		return st
	}
	if fs.NArg() > 0 {
		return c.usageError("play", fmt.Errorf("unexpected argument %q", fs.Arg(0)))
	}
	o := launch.Options{Rules: reds.Options{OfficersAndWhiteTempo: *whiteOpts, RedEvents: *redEvents}}
	for _, p := range []struct {
		flag, v string
		dst     *string
	}{{"-red", *red, &o.Red}, {"-white", *white, &o.White}} {
		switch p.v {
		case "human":
			*p.dst = "human"
		case "bot", "computer":
			*p.dst = "computer"
		default:
			return c.usageError("play", fmt.Errorf("%s %q: want human or bot", p.flag, p.v))
		}
	}
	n, err := parseSeed(*seed)
	if err != nil {
		return c.usageError("play", err)
	}
	// Check the scenario here, so a bad file is reported without a window.
	if _, err := scenarios.Resolve(*scn); err != nil {
		return c.fail("play", "%v", err)
	}
	o.Scenario, o.Seed = absIfFile(*scn), n
	return c.window("play", o)
}

// absIfFile makes a file argument absolute (the window program may run
// elsewhere); scenario ids are left alone.
func absIfFile(arg string) string {
	for _, id := range scenarios.IDs() {
		if id == arg {
			return arg
		}
	}
	if p, err := filepath.Abs(arg); err == nil {
		return p
	}
	return arg
}

func runLoad(c *ctx, args []string) int {
	fs := flags("load")
	if st, ok := parse(c, fs, args); !ok {
		return st
	}
	if fs.NArg() != 1 {
		return c.usageError("load", fmt.Errorf("want one saved game file"))
	}
	f, err := scenario.Verify(fs.Arg(0), scenarios.Lib)
	if err != nil {
		return c.fail("load", "%v", err)
	}
	if !f.IsSave() {
		return c.fail("load", "%s is a scenario, not a saved game (start it with tachanka play -scenario %s)", fs.Arg(0), fs.Arg(0))
	}
	return c.window("load", launch.Options{Load: absIfFile(fs.Arg(0))})
}

func runValidate(c *ctx, args []string) int {
	fs := flags("validate")
	if st, ok := parse(c, fs, args); !ok {
		return st
	}
	if fs.NArg() == 0 {
		return c.usageError("validate", fmt.Errorf("name at least one file"))
	}
	// Every file is checked and every bad one reported, one line each.
	status := exitOK
	for _, p := range fs.Args() {
		if _, err := scenario.Verify(p, scenarios.Lib); err != nil {
			fmt.Fprintln(c.err, oneLine(err))
			status = exitError
		}
	}
	return status
}

func runReplay(c *ctx, args []string) int {
	fs := flags("replay")
	if st, ok := parse(c, fs, args); !ok {
		return st
	}
	if fs.NArg() != 1 {
		return c.usageError("replay", fmt.Errorf("want one saved game file"))
	}
	f, err := scenario.Verify(fs.Arg(0), scenarios.Lib)
	if err != nil {
		return c.fail("replay", "%v", oneLine(err))
	}
	if !f.IsSave() {
		return c.fail("replay", "%s: this is a scenario, not a saved game: there is nothing to replay", fs.Arg(0))
	}
	fmt.Fprintf(c.out, "%s: %d actions replayed from seed %d; the state matches the save\n", fs.Arg(0), len(f.Actions), *f.Seed)
	return exitOK
}

func runSelfplay(c *ctx, args []string) int {
	fs := flags("selfplay")
	scn := fs.String("scenario", "", "scenario id or file")
	red := fs.String("red", "random", "Red: bot, quick, normal or random")
	white := fs.String("white", "random", "White: bot, quick, normal or random")
	seed := fs.String("seed", "", "seed of the first game (default: from the clock)")
	games := fs.Int("games", 1, "number of games")
	turns := fs.Int("turns", 0, "stop each game after this many operational turns (0: play to the end)")
	save := fs.String("save", "", "save the last game here (tachanka load opens it)")
	asJSON := fs.Bool("json", false, "one JSON line per game, and a JSON summary")
	jobs := fs.Int("jobs", runtime.NumCPU(), "games played at once (results still print in seed order)")
	level := fs.String("level", bot.DefaultLevel.String(), "the level of \"bot\" on both sides: quick or normal")
	redLevel := fs.String("red-level", "", "the level of a Red \"bot\" (default -level)")
	whiteLevel := fs.String("white-level", "", "the level of a White \"bot\" (default -level)")
	check := fs.Bool("check", false, "check the whole state after every action; a violation prints its seed, action index and action and exits 1")
	if st, ok := parse(c, fs, args); !ok {
		return st
	}
	if *scn == "" {
		return c.usageError("selfplay", fmt.Errorf("-scenario is required (%s)", strings.Join(scenarios.IDs(), ", ")))
	}
	if *games < 1 || *turns < 0 || *jobs < 1 {
		return c.usageError("selfplay", fmt.Errorf("-games and -jobs must be at least 1 and -turns not negative"))
	}
	kinds := map[string]bot.Kind{}
	for _, p := range []struct{ flag, v, lvl string }{{"-red", *red, *redLevel}, {"-white", *white, *whiteLevel}} {
		k, err := bot.ParseKind(p.v)
		if err != nil {
			return c.usageError("selfplay", fmt.Errorf("%s: %v", p.flag, err))
		}
		if p.v == "bot" {
			l := p.lvl
			if l == "" {
				l = *level
			}
			if k.Level, err = bot.ParseLevel(l); err != nil {
				return c.usageError("selfplay", err)
			}
		}
		kinds[p.flag] = k
	}
	first, err := parseSeed(*seed)
	if err != nil {
		return c.usageError("selfplay", err)
	}
	f, err := scenarios.Resolve(*scn)
	if err != nil {
		return c.fail("selfplay", "%v", err)
	}
	if f.IsSave() {
		return c.fail("selfplay", "%s is a saved game; selfplay starts scenarios", *scn)
	}
	series := bot.Series{NewGame: f.NewGame, Red: kinds["-red"], White: kinds["-white"],
		First: first, Games: *games, Jobs: *jobs, MaxTurn: *turns, Check: *check}
	var last *reds.Game
	sum, err := series.Run(func(g *reds.Game, res bot.Result) bool {
		last = g
		line := selfplayLine{Seed: res.Seed, Winner: res.WinnerName(), Reason: res.Reason, Turn: res.Turn, Actions: res.Actions, Seconds: round3(res.Seconds)}
		if *asJSON {
			writeJSONLines(c.out, []selfplayLine{line})
		} else {
			fmt.Fprintf(c.out, "seed %d: %s wins on turn %d after %d actions (%s) in %.2fs\n", res.Seed, line.Winner, res.Turn, res.Actions, res.Reason, res.Seconds)
		}
		return true
	})
	if err != nil {
		return c.fail("selfplay", "%s: %v", *scn, oneLine(err))
	}
	if *save != "" && last != nil {
		if err := scenario.SaveOf(f, last).Save(*save); err != nil {
			return c.fail("selfplay", "saving %s: %v", *save, err)
		}
	}
	for _, v := range []*float64{&sum.AvgTurn, &sum.AvgActions, &sum.Seconds, &sum.DecideSeconds, &sum.MsPerDecision, &sum.SlowestMs} {
		*v = round3(*v)
	}
	if *asJSON {
		writeJSONLines(c.out, []map[string]bot.Summary{{"summary": sum}})
	} else {
		fmt.Fprintf(c.out, "%d games: %v; reasons %v; %.1f turns and %.0f actions on average; %.3f ms per decision, the slowest %.0f ms (%s)\n",
			sum.Games, sum.Wins, sum.Reasons, sum.AvgTurn, sum.AvgActions, sum.MsPerDecision, sum.SlowestMs, sum.SlowestWhat)
		fmt.Fprintf(c.out, "random events carried out: %s\n", eventCounts(sum.Events))
		if len(sum.Unable) > 0 {
			fmt.Fprintf(c.out, "rolled but not carried out: %s\n", eventCounts(sum.Unable))
		}
	}
	return exitOK
}

type selfplayLine struct {
	Seed    uint64  `json:"seed"`
	Winner  string  `json:"winner"`
	Reason  string  `json:"reason"`
	Turn    int     `json:"turn"`
	Actions int     `json:"actions"`
	Seconds float64 `json:"seconds"`
}

// eventCounts lists every event of both tables with its count, zeros too,
// so an event that never fired shows.
func eventCounts(m map[reds.EventKind]int) string {
	var parts []string
	for k := reds.AIFOffensive; k <= reds.RedRiverFlotilla; k++ {
		parts = append(parts, fmt.Sprintf("%s %d", k, m[k]))
	}
	return strings.Join(parts, ", ")
}

func round3(v float64) float64 { return float64(int64(v*1000+0.5)) / 1000 }

func runCalc(c *ctx, args []string) int {
	fs := flags("calc")
	att := fs.Int("att", -1, "attacking SP")
	def := fs.Int("def", -1, "defending SP")
	shift := fs.Int("shift", 0, "column shifts (negative: to the left)")
	aUnits := fs.Int("a-units", 1, "attacking units counted (11.3 F)")
	dUnits := fs.Int("d-units", 1, "defending units counted")
	aMods := fs.String("a-mods", "", "attacker's modifiers, e.g. +3,+3,-1")
	dMods := fs.String("d-mods", "", "defender's modifiers")
	aRoll := fs.Int("a-roll", 0, "attacker's die (1-6)")
	dRoll := fs.Int("d-roll", 0, "defender's die (1-6)")
	if st, ok := parse(c, fs, args); !ok {
		return st
	}
	bad := func(format string, a ...any) int { return c.usageError("calc", fmt.Errorf(format, a...)) }
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
		return c.fail("calc", "%v", err)
	}
	calc := reds.NewCalc(*att, *def, *aUnits, *dUnits, am, dm, nil).Shifted(*shift)
	rep := reds.CalcReport{Ratio: fmt.Sprintf("%d:%d", *att, *def), Odds: calc.Odds.String(), Column: reds.Columns[calc.Column].String()}
	if *aRoll != 0 {
		as, ds, diff, r := calc.Resolve(tables.CRT, *aRoll, *dRoll)
		rep.AStrength, rep.DStrength, rep.Differential, rep.Result = &as, &ds, &diff, r.String()
	} else {
		rep.Outcomes = calc.Outcomes(tables.CRT)
	}
	if err := writeJSONLines(c.out, []reds.CalcReport{rep}); err != nil {
		return c.fail("calc", "%v", err)
	}
	return exitOK
}

func runScreenshot(c *ctx, args []string) int {
	fs := flags("screenshot")
	out := fs.String("o", "", "the PNG file to write")
	scn := fs.String("scenario", "", "scenario id or file")
	load := fs.String("load", "", "a saved game to show")
	size := fs.String("size", "1280x800", "window size WxH")
	zoom := fs.Float64("zoom", 0, "zoom factor (0: fit the map)")
	center := fs.String("center", "", "hex to centre the view on (XXYY)")
	view := fs.String("view", "board", "what to show: board, menu or newgame")
	panel := fs.String("panel", "", "open a panel: game, forces, log or rules")
	attack := fs.String("attack", "", "show the odds preview of an attack on this hex (XXYY) by every unit that may join it")
	draw := fs.Bool("draw", false, "end the step in progress and capture the chit cup mid-draw")
	lng := fs.String("lang", "", "language: en or ru")
	cb := fs.Bool("colorblind", false, "the colour-blind palette")
	ovl := fs.String("overlays", "", "overlays to show, comma-separated: supply, zoc, fronts, stacking")
	scale := fs.Float64("scale", 0, "UI scale, 0.75 to 2 (0: the saved setting)")
	if st, ok := parse(c, fs, args); !ok {
		return st
	}
	switch *panel {
	case "", "game", "forces", "log", "rules":
	default:
		return c.usageError("screenshot", fmt.Errorf("-panel %q: want game, forces, log or rules", *panel))
	}
	switch *lng {
	case "", "en", "ru":
	default:
		return c.usageError("screenshot", fmt.Errorf("-lang %q: want en or ru", *lng))
	}
	if *out == "" {
		return c.usageError("screenshot", fmt.Errorf("-o OUT.png is required"))
	}
	var w, h int
	if _, err := fmt.Sscanf(*size, "%dx%d", &w, &h); err != nil || w < 320 || h < 240 || w > 8192 || h > 8192 {
		return c.usageError("screenshot", fmt.Errorf("-size %q: want WxH between 320x240 and 8192x8192", *size))
	}
	if *scn != "" && *load != "" {
		return c.usageError("screenshot", fmt.Errorf("give -scenario or -load, not both"))
	}
	if *view != "board" && *view != "menu" && *view != "newgame" {
		return c.usageError("screenshot", fmt.Errorf("-view %q: want board, menu or newgame", *view))
	}
	if *zoom < 0 || *zoom > 3 {
		return c.usageError("screenshot", fmt.Errorf("-zoom %v: want 0 (fit) to 3", *zoom))
	}
	outAbs, err := filepath.Abs(*out)
	if err != nil {
		return c.usageError("screenshot", err)
	}
	if st, err := os.Stat(filepath.Dir(outAbs)); err != nil || !st.IsDir() {
		return c.fail("screenshot", "cannot write %s: the directory %s does not exist", *out, filepath.Dir(outAbs))
	}
	o := launch.Options{Screenshot: outAbs, Width: w, Height: h, Zoom: *zoom, View: *view, Seed: 1,
		Panel: *panel, Draw: *draw, Lang: *lng, ColorBlind: *cb, Overlays: *ovl, UIScale: *scale}
	if *scale != 0 && (*scale < 0.75 || *scale > 2) {
		return c.usageError("screenshot", fmt.Errorf("-scale %v: want 0.75 to 2", *scale))
	}
	for _, ov := range strings.Split(*ovl, ",") {
		switch strings.TrimSpace(ov) {
		case "", "supply", "zoc", "fronts", "stacking":
		default:
			return c.usageError("screenshot", fmt.Errorf("-overlays: %q is not supply, zoc, fronts or stacking", ov))
		}
	}
	if *attack != "" {
		hh, err := hex.Parse(*attack)
		if err != nil {
			return c.usageError("screenshot", fmt.Errorf("-attack: %v", err))
		}
		o.Attack = hh
	}
	if *center != "" {
		hh, err := hex.Parse(*center)
		if err != nil {
			return c.usageError("screenshot", fmt.Errorf("-center: %v", err))
		}
		o.Center = hh
	}
	switch {
	case *load != "":
		if _, err := scenario.Load(*load, scenarios.Lib); err != nil {
			return c.fail("screenshot", "%v", err)
		}
		o.Load = absIfFile(*load)
	default:
		id := *scn
		if id == "" {
			id = scenarios.Default()
		}
		if _, err := scenarios.Resolve(id); err != nil {
			return c.fail("screenshot", "%v", err)
		}
		o.Scenario = absIfFile(id)
	}
	return c.window("screenshot", o)
}

// writeJSONLines prints one compact JSON object per line.
func writeJSONLines[T any](w io.Writer, items []T) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for _, it := range items {
		if err := enc.Encode(it); err != nil {
			return err
		}
	}
	return nil
}

func runMap(c *ctx, args []string) int {
	fs := flags("map")
	scn := fs.String("scenario", "", "scenario id or file (default: "+scenarios.Default()+")")
	id := fs.String("map", "", "an embedded map by id, e.g. reds")
	one := fs.String("hex", "", "print only this hex (XXYY)")
	if st, ok := parse(c, fs, args); !ok {
		return st
	}
	var b *reds.Board
	switch {
	case *id != "" && *scn != "":
		return c.usageError("map", fmt.Errorf("give -scenario or -map, not both"))
	case *id != "":
		m, err := scenarios.Lib.Map(*id)
		if err != nil {
			return c.fail("map", "%v", err)
		}
		b = m
	default:
		if *scn == "" {
			*scn = scenarios.Default()
		}
		f, err := scenarios.Resolve(*scn)
		if err != nil {
			return c.fail("map", "%v", err)
		}
		b = f.Data.Board
	}
	var recs []reds.HexRecord
	if *one != "" {
		h, err := hex.Parse(*one)
		if err != nil {
			return c.usageError("map", fmt.Errorf("-hex: %v", err))
		}
		i := b.Index(h)
		if i < 0 {
			return c.fail("map", "hex %v is not on the %s map (columns %d-%d, rows %d-%d, playing area only)", h, b.ID, b.MinCol, b.MaxCol, b.MinRow, b.MaxRow)
		}
		recs = append(recs, b.Record(i))
	} else {
		for i := range b.Cells {
			recs = append(recs, b.Record(int32(i)))
		}
	}
	if err := writeJSONLines(c.out, recs); err != nil {
		return c.fail("map", "%v", err)
	}
	return exitOK
}

// unitLine is one unit as `tachanka units` prints it: the counter's values
// and where it is now.
type unitLine struct {
	reds.UnitDef
	Location   string `json:"location"`
	Disordered bool   `json:"disordered"`
}

func runUnits(c *ctx, args []string) int {
	fs := flags("units")
	scn := fs.String("scenario", scenarios.Default(), "scenario id or file")
	if st, ok := parse(c, fs, args); !ok {
		return st
	}
	f, err := scenarios.Resolve(*scn)
	if err != nil {
		return c.fail("units", "%v", err)
	}
	s := f.Initial
	if f.IsSave() {
		s = f.State
	}
	lines := make([]unitLine, len(s.Units))
	for i, u := range s.Units {
		lines[i] = unitLine{UnitDef: f.Data.Units[i], Location: Location(u), Disordered: u.Disordered}
	}
	if err := writeJSONLines(c.out, lines); err != nil {
		return c.fail("units", "%v", err)
	}
	return exitOK
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
