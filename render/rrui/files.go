package rrui

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"tachanka/game/play"
	"tachanka/game/redrussia"
	"tachanka/game/redrussia/rrbot"
	"tachanka/game/redrussia/rrcmd"
	"tachanka/render/ui"
)

// The board's files are the engine's envelope (redrussia.File): a new
// game starts from the scenario, a save holds the seats, the number of
// players, the seed, the options, every action and the state they lead
// to; loading one replays it (redrussia.Verify).

// Open opens the board of what the window's options name: a save
// (Options.Load, or a save named as the scenario), or a new game of the
// scenario with Options.Seed, its seats by faction name (red, siberian,
// south, northasian): as many players as the seats named say (1.2), four
// when none is named.
func Open(a *ui.App) (ui.Scene, error) {
	o := a.Opts
	arg := o.Scenario
	if o.Load != "" {
		arg = o.Load
	}
	if arg == "" {
		arg = redrussia.ScenarioID
	}
	f, err := rrcmd.Open(arg)
	if err != nil {
		return nil, err
	}
	if o.Load != "" && !f.IsSave() {
		return nil, fmt.Errorf("%s is a scenario, not a saved game (use -scenario)", o.Load)
	}
	var b *boardScene
	if f.IsSave() {
		b = resumeBoard(a, f, arg)
	} else {
		n, seats, err := seatsFromOptions(o.Seats)
		if err != nil {
			return nil, err
		}
		if b, err = startBoard(a, f, n, seats, o.Seed, redrussia.Options{}); err != nil {
			return nil, err
		}
	}
	b.computer.paused = o.Screenshot != ""
	return b, nil
}

// seatsFromOptions reads the window's seats: "players" (2 to 4, else the
// number of distinct seats named, else 4) and each faction's kind.
func seatsFromOptions(in map[string]string) (int, map[string]string, error) {
	n := 4
	seats := map[string]string{}
	for k, v := range in {
		k = strings.ToLower(k)
		if k == "players" {
			if _, err := fmt.Sscanf(v, "%d", &n); err != nil || n < 2 || n > 4 {
				return 0, nil, fmt.Errorf("players %q: Red Russia is for 2 to 4 players", v)
			}
			continue
		}
		if v == "computer" {
			v = kindBot
		}
		seats[k] = v
	}
	return n, seats, nil
}

// startBoard begins a new game of n players; seats say who plays each
// faction (a person when not named; one kind for all of a player's
// factions, that of his first).
func startBoard(a *ui.App, f *redrussia.File, n int, seats map[string]string, seed uint64, opt redrussia.Options) (*boardScene, error) {
	// Stops (B.3): a computer or random player is offered every window, a
	// person asked at the windows he chose (opt.Stops by player), else at
	// B.3's defaults.
	groups, err := redrussia.Seating(n)
	if err != nil {
		return nil, err
	}
	chosen := opt.Stops
	opt.Stops = nil
	for i, g := range groups {
		st := redrussia.DefaultStops
		if i < len(chosen) {
			st = chosen[i]
		}
		if k := seats[seatName(g[0])]; k != "" && k != kindHuman {
			st = redrussia.AllStops
		}
		opt.Stops = append(opt.Stops, st)
	}
	s, err := f.NewGame(n, seed, opt)
	if err != nil {
		return nil, err
	}
	own := map[string]string{}
	for _, p := range s.Players {
		k := seats[seatName(p.Factions[0])]
		if k == "" {
			k = kindHuman
		}
		if k != kindHuman && k != kindRandom && !computer(k) {
			return nil, fmt.Errorf("seat %s: %q cannot sit here (human, bot, %s or random)", p.Factions[0], k, strings.Join(rrbot.Levels, ", "))
		}
		for _, g := range p.Factions {
			own[seatName(g)] = k
		}
	}
	b := newBoard(a, s, own, seed)
	b.file, b.opt = f, opt
	b.Autosave()
	return b, nil
}

// resumeBoard opens a saved game with the seats it was saved with.
func resumeBoard(a *ui.App, f *redrussia.File, path string) *boardScene {
	own := map[string]string{}
	for k, v := range f.Seats {
		own[k] = v
	}
	b := newBoard(a, f.State, own, *f.Seed)
	b.file, b.actions, b.stopsChanges = f, f.Actions, slices.Clone(f.StopsChanges)
	if f.Options != nil {
		b.opt = *f.Options
	}
	b.rebuildLog()
	b.savePath = path
	b.savedMark = ui.ActionsMark(b.actions)
	if path != "" && path != ui.AutosavePath() {
		b.msg = T("loaded", path)
	}
	return b
}

// rebuildLog says a loaded game's log again by replaying its actions,
// each shown to the computer players as it was played (their memory of
// the game is its history).
func (b *boardScene) rebuildLog() {
	s, err := b.file.NewGame(len(b.st.Players), b.seed, b.opt)
	if err != nil {
		return
	}
	b.computer.seatsOf(b)
	for _, x := range b.actions {
		before := s
		if len(b.computer.observers) > 0 {
			before = s.Clone()
		}
		ev, err := redrussia.Apply(s, x)
		if err != nil {
			return
		}
		b.computer.observe(before, x, ev)
		b.addLog(ev, s.Turn)
	}
}

// loadScene opens a saved game of Red Russia.
func loadScene(a *ui.App, path string) (*boardScene, error) {
	f, err := ui.OpenSave(path, rrcmd.Open)
	if err != nil {
		return nil, err
	}
	return resumeBoard(a, f, path), nil
}

// Load opens a saved game picked from the main menu.
func Load(a *ui.App, path string) (ui.Scene, error) { return loadScene(a, path) }

// Autosaved is the autosaved game of Red Russia, if the autosave is one.
func Autosaved() ui.Resumable {
	if f, ok := ui.AutosavedFile(rrcmd.Open); ok {
		return autosaved{f}
	}
	return nil
}

type autosaved struct{ f *redrussia.File }

// Describe is the game and its turn.
func (r autosaved) Describe() string {
	return fmt.Sprintf("%s · %s", T("title"), T("turn.short", r.f.State.Turn))
}

// Resume opens it with the seats it was saved with.
func (r autosaved) Resume(a *ui.App) ui.Scene { return resumeBoard(a, r.f, ui.AutosavePath()) }

// saveFile is the save of the game now.
func (b *boardScene) saveFile() *redrussia.File {
	seats := play.Seating{}
	for k, v := range b.seats {
		seats[k] = v
	}
	f := b.file.SaveOf(seats, b.seed, b.opt, b.actions, b.st)
	f.StopsChanges = slices.Clone(b.stopsChanges)
	return f
}

// Save writes the game: to its file, or where the file picker says.
func (b *boardScene) Save(ask bool) {
	if b.file == nil {
		b.say(T("no_file"), true)
		return
	}
	write := func(path string) string {
		if err := b.saveFile().Save(path); err != nil {
			return T("save_failed", err.Error())
		}
		b.savePath = path
		b.savedMark = ui.ActionsMark(b.actions)
		b.say(T("saved", path), false)
		return ""
	}
	ui.SaveGame(b.a, ask, b.savePath, write, func(msg string) { b.say(msg, true) })
}

// Load opens a saved game in place of this one, after asking if this one
// has actions not saved.
func (b *boardScene) Load() {
	if b.file != nil && ui.ActionsMark(b.actions) != b.savedMark {
		ui.ConfirmDiscard(b.a, b.load)
		return
	}
	b.load()
}

func (b *boardScene) load() {
	a := b.a
	open := func(path string) string {
		sc, err := loadScene(a, path)
		if err != nil {
			return err.Error()
		}
		a.SetScene(sc)
		return ""
	}
	ui.LoadGame(a, open, func(msg string) { b.say(msg, true) })
}

// Autosave writes the game to the autosave file (not for a screenshot,
// nor for a state shown without its file).
func (b *boardScene) Autosave() {
	p := ui.AutosavePath()
	if p == "" || b.file == nil || b.a.Opts.Screenshot != "" {
		return
	}
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return
	}
	if err := b.saveFile().Save(p); err == nil {
		b.autosaves++
	}
}
