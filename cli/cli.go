// Package cli is the tachanka command line: one function per subcommand, each
// answering bad arguments and bad files with one line on stderr and a
// non-zero exit status, never a panic.
package cli

import (
	"encoding/json"
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
	"tachanka/game/play"
	"tachanka/game/poltava/poltavacmd"
	"tachanka/game/reds"
	"tachanka/game/registry"
	"tachanka/game/scenario"
	"tachanka/render/launch"
	"tachanka/scenarios"
)

// Exit statuses.
const (
	exitOK    = play.ExitOK
	exitError = play.ExitError
	exitUsage = play.ExitUsage
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

// cmd is a run of the command named name, for the helpers every command
// shares with the games' own (play.Cmd).
func (c *ctx) cmd(name string) *play.Cmd {
	pc := &play.Cmd{Name: name, Out: c.out, Err: c.err}
	for _, cmd := range commands {
		if cmd.name == name {
			pc.Usage, pc.Summary = cmd.usage, cmd.summary
		}
	}
	return pc
}

func (c *ctx) fail(cmd, format string, args ...any) int { return c.cmd(cmd).Fail(format, args...) }

func (c *ctx) usageError(cmd string, err error) int { return c.cmd(cmd).UsageError(err) }

var commands []command

func init() {
	commands = []command{
		{"play", "play [-scenario ID|FILE] [-red human|bot] [-white human|bot] [-seed N] [-white-options] [-red-events] | play -scenario rcw-standard|rcw-solitaire|SAVE [-seat a=human|random ...] [-seed N] | play -scenario redrussia-1918|SAVE [-players 2|3|4] [-seat red=human|bot|normal|quick|random ...] [-seed N]", "open the window with a new game", runPlay},
		{"load", "load FILE", "open a saved game in the window", runLoad},
		{"validate", "validate FILE...", "check scenario and save files; print the errors of bad ones", runValidate},
		{"selfplay", "selfplay -scenario ID [-red bot|quick|normal|hard|random] [-white ...] [-seed N] [-games K] [-turns T] [-jobs J] [-check] [-save FILE] [-json]", "play games without a window", runSelfplay},
		{"strength", "strength [-game reds|poltava] [-games K] [-balance K] [-scenario ID] [-seed N] [-jobs J] [-o FILE]", "the bot's strength tournament, as a Markdown report", runStrength},
		{"replay", "replay FILE", "re-run a save's actions and compare with its state", runReplay},
		{"games", "games", "list the games as JSON, one per line: id, titles, seats, levels, scenario ids", runGames},
		{"mapview", "mapview", "open the shared map view's test scene: provinces of central Russia to drag counters between", runMapview},
		{"screenshot", "screenshot -o OUT.png [-scenario ID|-load FILE] [-size WxH] [-zoom Z] [-center XXYY] [-view board|menu|games|newgame|areamap] [-panel game|forces|log|rules|aids[:TAB]] [-attack XXYY] [-draw] [-lang en|ru] [-colorblind] [-overlays LIST] [-scale F] | screenshot -o OUT.png -scenario rcw-standard|rcw-solitaire|redrussia-1918|-load SAVE [-size WxH] [-zoom Z] [-lang en|ru]", "render the client to a PNG (needs a display)", runScreenshot},
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
	// A command naming a scenario of another game than REDS! runs as
	// that game's own command of the same name (map, units, selfplay).
	if g := registry.ForArgs(args[1:]); g != nil && g != registry.Reds {
		for _, gc := range g.Commands {
			if gc.Name == args[0] {
				return gc.Run(&play.Cmd{Name: gc.Name, Usage: gc.Usage, Summary: gc.Summary, Out: stdout, Err: stderr}, args[1:])
			}
		}
	}
	for _, cmd := range commands {
		if cmd.name == args[0] {
			return cmd.run(c, args[1:])
		}
	}
	for _, g := range registry.All() {
		for _, gc := range g.Commands {
			if gc.Name == args[0] {
				return gc.Run(&play.Cmd{Name: gc.Name, Usage: gc.Usage, Summary: gc.Summary, Out: stdout, Err: stderr}, args[1:])
			}
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
	for _, g := range registry.All() {
		fmt.Fprintf(w, "\n%s (game %s; seats %s)\n", g.Title.EN, g.ID, strings.Join(g.SeatNames(), ", "))
		for _, c := range g.Commands {
			fmt.Fprintf(w, "  tachanka %s\n      %s\n", c.Usage, c.Summary)
		}
		var ids []string
		for _, sc := range g.Scenarios() {
			ids = append(ids, sc.ID)
		}
		fmt.Fprintf(w, "  Scenarios: %s\n", strings.Join(ids, ", "))
	}
}

// gameLine is one game as `tachanka games` prints it.
type gameLine struct {
	ID        string      `json:"id"`
	Titles    play.Text   `json:"titles"`
	Seats     []play.Seat `json:"seats"`
	MinSeats  int         `json:"min_seats"`
	Levels    []string    `json:"levels"`
	Scenarios []string    `json:"scenarios"`
}

func runMapview(c *ctx, args []string) int {
	fs := flags("mapview")
	if st, ok := parse(c, fs, args); !ok {
		return st
	}
	if fs.NArg() > 0 {
		return c.usageError("mapview", fmt.Errorf("unexpected argument %q", fs.Arg(0)))
	}
	return c.window("mapview", launch.Options{View: "areamap"})
}

func runGames(c *ctx, args []string) int {
	fs := flags("games")
	if st, ok := parse(c, fs, args); !ok {
		return st
	}
	if fs.NArg() > 0 {
		return c.usageError("games", fmt.Errorf("unexpected argument %q", fs.Arg(0)))
	}
	var lines []gameLine
	for _, g := range registry.All() {
		l := gameLine{ID: g.ID, Titles: g.Title, Seats: g.Seats, MinSeats: g.MinSeats, Levels: g.Levels}
		if l.MinSeats == 0 {
			l.MinSeats = len(g.Seats)
		}
		for _, sc := range g.Scenarios() {
			l.Scenarios = append(l.Scenarios, sc.ID)
		}
		lines = append(lines, l)
	}
	if err := writeJSONLines(c.out, lines); err != nil {
		return c.fail("games", "%v", err)
	}
	return exitOK
}

// flags makes a flag set that reports errors as one line instead of usage.
func flags(name string) *flag.FlagSet { return (&play.Cmd{Name: name}).Flags() }

func parse(c *ctx, fs *flag.FlagSet, args []string) (int, bool) {
	return c.cmd(fs.Name()).Parse(fs, args)
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
	players := fs.Int("players", 0, "Red Russia: the number of players, 2 to 4 (default 4)")
	var seatFlags play.SeatFlag
	fs.Var(&seatFlags, "seat", "NAME=KIND: who sits in a seat (human, bot or a bot level); repeatable")
	if st, ok := parse(c, fs, args); !ok {
		return st
	}
	if fs.NArg() > 0 {
		return c.usageError("play", fmt.Errorf("unexpected argument %q", fs.Arg(0)))
	}
	if isRCW(*scn) {
		return playRCW(c, fs, *scn, seatFlags, *seed)
	}
	if isRR(*scn) {
		return playRR(c, fs, *scn, seatFlags, *seed, *players)
	}
	// Poltava 1709: its seats by -seat sweden=KIND -seat russia=KIND (a
	// person by default).
	if isPoltava(*scn) {
		if _, err := poltavacmd.Open(*scn); err != nil {
			return c.fail("play", "%v", err)
		}
		defaults := play.Seating{}
		for _, name := range registry.Poltava.SeatNames() {
			defaults[name] = play.Human
		}
		seats, err := registry.Poltava.ParseSeating(seatFlags, defaults)
		if err != nil {
			return c.usageError("play", err)
		}
		o := launch.Options{Scenario: absIfFile(*scn), Seats: map[string]string{}}
		for name, k := range seats {
			switch k {
			case play.Human:
				o.Seats[name] = "human"
			case play.Random:
				return c.usageError("play", fmt.Errorf("the window seats a person or the computer in %s, not the random player (selfplay plays it)", name))
			case play.Bot:
				o.Seats[name] = "computer"
			default:
				o.Seats[name] = k
			}
		}
		if o.Seed, err = parseSeed(*seed); err != nil {
			return c.usageError("play", err)
		}
		return c.window("play", o)
	}
	if *red == "computer" {
		*red = "bot"
	}
	if *white == "computer" {
		*white = "bot"
	}
	seating, err := seating(fs, registry.Reds, seatFlags)
	if err != nil {
		return c.usageError("play", err)
	}
	o := launch.Options{Rules: ruleNames(reds.Options{OfficersAndWhiteTempo: *whiteOpts, RedEvents: *redEvents})}
	o.Seats = map[string]string{}
	for _, name := range registry.Reds.SeatNames() {
		switch k := seating[name]; k {
		case play.Human:
			o.Seats[name] = "human"
		case play.Random:
			return c.usageError("play", fmt.Errorf("the window seats a person or the computer in %s, not the random player (selfplay plays it)", name))
		case play.Bot:
			o.Seats[name] = "computer" // the default level
		default:
			o.Seats[name] = k // a level
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

// ruleNames are the optional rules chosen, by their names in REDS!'s files
// (the JSON of reds.Options), as the window's options carry them.
func ruleNames(o reds.Options) map[string]bool {
	var on map[string]bool
	b, err := json.Marshal(o)
	if err == nil {
		err = json.Unmarshal(b, &on)
	}
	if err != nil {
		panic(err) // booleans to booleans
	}
	return on
}

// seating is who sits where: the REDS! shorthands -red and -white, then
// the -seat NAME=KIND flags; a seat named by both is an error.
func seating(fs *flag.FlagSet, g *play.Game, seats play.SeatFlag) (play.Seating, error) {
	defaults := play.Seating{}
	for _, name := range g.SeatNames() {
		f := fs.Lookup(name)
		if f == nil {
			continue
		}
		k, err := g.ParseKind(f.Value.String())
		if err != nil {
			return nil, fmt.Errorf("-%s: %v", name, err)
		}
		defaults[name] = k
	}
	explicit := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { explicit[f.Name] = true })
	for _, v := range seats {
		if name, _, _ := strings.Cut(v, "="); explicit[name] {
			return nil, fmt.Errorf("-seat %q: seat %s is also given by -%s", v, name, name)
		}
	}
	return g.ParseSeating(seats, defaults)
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
	_, f, err := registry.Verify(fs.Arg(0))
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
		if _, _, err := registry.Verify(p); err != nil {
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
	_, f, err := registry.Verify(fs.Arg(0))
	if err != nil {
		return c.fail("replay", "%v", oneLine(err))
	}
	if !f.IsSave() {
		return c.fail("replay", "%s: this is a scenario, not a saved game: there is nothing to replay", fs.Arg(0))
	}
	seed, n := f.Progress()
	fmt.Fprintf(c.out, "%s: %d actions replayed from seed %d; the state matches the save\n", fs.Arg(0), n, seed)
	return exitOK
}

func runSelfplay(c *ctx, args []string) int {
	fs := flags("selfplay")
	scn := fs.String("scenario", "", "scenario id or file")
	red := fs.String("red", "random", "Red: bot, quick, normal, hard or random")
	white := fs.String("white", "random", "White: bot, quick, normal, hard or random")
	seed := fs.String("seed", "", "seed of the first game (default: from the clock)")
	games := fs.Int("games", 1, "number of games")
	turns := fs.Int("turns", 0, "stop each game after this many operational turns (0: play to the end)")
	save := fs.String("save", "", "save the last game here (tachanka load opens it)")
	asJSON := fs.Bool("json", false, "one JSON line per game, and a JSON summary")
	jobs := fs.Int("jobs", runtime.NumCPU(), "games played at once (results still print in seed order)")
	level := fs.String("level", bot.DefaultLevel.String(), "the level of \"bot\" on both sides: quick, normal or hard")
	redLevel := fs.String("red-level", "", "the level of a Red \"bot\" (default -level)")
	whiteLevel := fs.String("white-level", "", "the level of a White \"bot\" (default -level)")
	check := fs.Bool("check", false, "check the whole state after every action; a violation prints its seed, action index and action and exits 1")
	var seatFlags play.SeatFlag
	fs.Var(&seatFlags, "seat", "NAME=KIND: who sits in a seat (bot, a bot level or random); repeatable")
	if st, ok := parse(c, fs, args); !ok {
		return st
	}
	seating, err := seating(fs, registry.Reds, seatFlags)
	if err != nil {
		return c.usageError("selfplay", err)
	}
	for _, name := range []string{"red", "white"} {
		if seating[name] == play.Human {
			return c.usageError("selfplay", fmt.Errorf("selfplay plays without a window: %s cannot be human", name))
		}
	}
	*red, *white = seating["red"], seating["white"]
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
		for _, side := range []string{"red", "white"} {
			if t := sum.Acts[side]; t.N > 0 {
				fmt.Fprintf(c.out, "%s (%s) per activation segment: %d segments, %.0f ms on average, the slowest %.0f ms (%s)\n",
					side, seating[side], t.N, ms(t.Mean()), ms(t.Slowest), t.SlowestWhat)
			}
		}
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

func runScreenshot(c *ctx, args []string) int {
	fs := flags("screenshot")
	out := fs.String("o", "", "the PNG file to write")
	scn := fs.String("scenario", "", "scenario id or file")
	load := fs.String("load", "", "a saved game to show")
	size := fs.String("size", "1280x800", "window size WxH")
	zoom := fs.Float64("zoom", 0, "zoom factor (0: fit the map)")
	center := fs.String("center", "", "hex to centre the view on (XXYY)")
	view := fs.String("view", "board", "what to show: board, menu or newgame")
	panel := fs.String("panel", "", "open a panel: game, forces, log, rules, or aids (aids:TAB for a tab of the player aids)")
	attack := fs.String("attack", "", "show the odds preview of an attack on this hex (XXYY) by every unit that may join it")
	draw := fs.Bool("draw", false, "end the step in progress and capture the chit cup mid-draw")
	lng := fs.String("lang", "", "language: en or ru")
	cb := fs.Bool("colorblind", false, "the colour-blind palette")
	ovl := fs.String("overlays", "", "overlays to show, comma-separated: supply, zoc, fronts, stacking")
	scale := fs.Float64("scale", 0, "UI scale, 0.75 to 2 (0: the saved setting)")
	if st, ok := parse(c, fs, args); !ok {
		return st
	}
	switch {
	case *panel == "", *panel == "game", *panel == "forces", *panel == "log", *panel == "rules", *panel == "aids", strings.HasPrefix(*panel, "aids:"):
	default:
		return c.usageError("screenshot", fmt.Errorf("-panel %q: want game, forces, log, rules or aids[:TAB]", *panel))
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
	if *view != "board" && *view != "menu" && *view != "games" && *view != "newgame" && *view != "areamap" {
		return c.usageError("screenshot", fmt.Errorf("-view %q: want board, menu, games, newgame or areamap", *view))
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
	if isRCW(*scn) || isRCW(*load) {
		return screenshotRCW(c, fs, *scn, *load, o)
	}
	if isRR(*scn) || isRR(*load) {
		return screenshotRR(c, fs, *scn, *load, o)
	}
	// Poltava 1709's board shows a position and its player aids: the
	// REDS! options of the board's panels, overlays and combat do not
	// apply to it.
	if isPoltava(*scn) || isPoltava(*load) {
		aids := *panel == "aids" || strings.HasPrefix(*panel, "aids:")
		if *panel != "" && !aids || *attack != "" || *draw || *ovl != "" || *view != "board" {
			return c.usageError("screenshot", fmt.Errorf("-panel (but aids), -attack, -draw, -overlays and -view are options of REDS!'s board, not of Poltava 1709's"))
		}
		if *load != "" {
			f, err := poltavacmd.Open(*load)
			if err != nil {
				return c.fail("screenshot", "%v", err)
			}
			if !f.IsSave() {
				return c.fail("screenshot", "%s is a scenario, not a saved game (use -scenario)", *load)
			}
			o.Load = absIfFile(*load)
		} else {
			if _, err := poltavacmd.Open(*scn); err != nil {
				return c.fail("screenshot", "%v", err)
			}
			o.Scenario = absIfFile(*scn)
		}
		return c.window("screenshot", o)
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

// isPoltava reports that arg (a scenario id, or a scenario or save file)
// is one of Poltava 1709's.
func isPoltava(arg string) bool {
	return arg != "" && registry.ForArgs([]string{"-scenario", arg}) == registry.Poltava
}

// writeJSONLines prints one compact JSON object per line.
func writeJSONLines[T any](w io.Writer, items []T) error { return play.WriteJSONLines(w, items) }

// ms is a duration in milliseconds.
func ms(d time.Duration) float64 { return d.Seconds() * 1000 }
