package rcwui

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"tachanka/game/play"
	"tachanka/game/rcw"
	"tachanka/game/rcw/rcwcmd"
	"tachanka/render/rcwui/rcwlang"
	"tachanka/render/ui"
)

// The board's files are the engine's envelope (rcw.File): a new game
// starts from a scenario, a save holds the seats, the seed, every action
// and the state they lead to, and loading one replays it (rcw.Verify).

// Open opens the board of what the window's options name: a save
// (Options.Load, or a save named as the scenario), or a new game of a
// scenario (rcw-standard by default; rcw-solitaire), its seats by seat
// name or letter (3 to 6 for the standard game, default 4; the solitaire
// game's one Red seat), with Options.Seed.
func Open(a *ui.App) (ui.Scene, error) {
	o := a.Opts
	arg := o.Scenario
	if o.Load != "" {
		arg = o.Load
	}
	if arg == "" {
		arg = "rcw-standard"
	}
	f, err := rcwcmd.Open(arg)
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
		if b, err = startBoard(a, f, letterSeats(o.Seats), o.Seed); err != nil {
			return nil, err
		}
	}
	b.random.paused = o.Screenshot != ""
	return b, nil
}

// letterSeats are seats by player letter ("a" and "A" are Player A).
func letterSeats(seats map[string]string) map[string]string {
	out := map[string]string{}
	for k, v := range seats {
		out[strings.ToUpper(k)] = v
	}
	return out
}

// startBoard begins a new game of a scenario: the standard game for as
// many players as seats are named (4 when none), or the solitaire game,
// whose Player B is the engine's non-Red procedure.
func startBoard(a *ui.App, f *rcw.File, seats map[string]string, seed uint64) (*boardScene, error) {
	n := len(seats)
	if f.Mode == rcw.ModeSolitaire {
		n = 1
	} else if n == 0 {
		n = 4
	}
	for l, k := range seats {
		if k != "" && k != play.Human && k != play.Random && !computer(k) {
			return nil, fmt.Errorf("seat %s: %q cannot sit here (a person, the computer player or the random player)", strings.ToLower(l), k)
		}
	}
	s, opening, start, err := f.Begin(n, 0, seed)
	if err != nil {
		return nil, err
	}
	own := map[string]string{}
	for _, p := range s.Players {
		own[p.Letter] = orHuman(seats[p.Letter])
	}
	if s.Solo != nil {
		own["B"] = soloSeat
	}
	b := newBoard(a, s, own, seed)
	b.file = f
	b.addLog(start, s.Turn)
	if opening != nil {
		b.animate(opening, start)
	}
	b.Autosave()
	return b, nil
}

// soloSeat is the solitaire game's Player B: the engine's procedure.
const soloSeat = "solo"

// resumeBoard opens a saved game with the seats it was saved with.
func resumeBoard(a *ui.App, f *rcw.File, path string) *boardScene {
	own := map[string]string{}
	for _, p := range f.State.Players {
		own[p.Letter] = orHuman(f.Seats[rcw.SeatName(p.Letter)])
	}
	if f.State.Solo != nil {
		own["B"] = soloSeat
	}
	b := newBoard(a, f.State, own, *f.Seed)
	b.file, b.actions = f, f.Actions
	if f.Table != nil {
		b.table = *f.Table
		b.table.Messages = slices.Clone(f.Table.Messages)
	}
	b.random.recall(b, f)
	b.rebuildLog()
	b.savePath = path
	b.savedMark = b.actionsMark()
	if path != "" && path != ui.AutosavePath() {
		b.msg = rcwlang.T("loaded", path)
	}
	return b
}

// loadScene opens a saved game of the Russian Civil War.
func loadScene(a *ui.App, path string) (*boardScene, error) {
	f, err := ui.OpenSave(path, rcwcmd.Open)
	if err != nil {
		return nil, err
	}
	return resumeBoard(a, f, path), nil
}

// Load opens a saved game picked from the main menu.
func Load(a *ui.App, path string) (ui.Scene, error) { return loadScene(a, path) }

// Autosaved is the autosaved game of the Russian Civil War, if the
// autosave is one.
func Autosaved() ui.Resumable {
	if f, ok := ui.AutosavedFile(rcwcmd.Open); ok {
		return autosaved{f}
	}
	return nil
}

// autosaved is the game the board autosaved, for the main menu.
type autosaved struct{ f *rcw.File }

// Describe is its scenario and Game-Turn.
func (r autosaved) Describe() string {
	return fmt.Sprintf("%s · %s", rcwlang.T("title"), rcwlang.T("turn", r.f.State.Turn))
}

// Resume opens it with the seats it was saved with.
func (r autosaved) Resume(a *ui.App) ui.Scene { return resumeBoard(a, r.f, ui.AutosavePath()) }

// saveFile is the save of the game now: its seats, seed, actions, state.
func (b *boardScene) saveFile() *rcw.File {
	seats := play.Seating{}
	for l, k := range b.seats {
		if k != soloSeat {
			seats[rcw.SeatName(l)] = k
		}
	}
	f := b.file.SaveOf(seats, b.seed, b.actions, b.game())
	f.Table = b.tableCopy()
	return f
}

// Save writes the game: to its file, or where the file picker says.
func (b *boardScene) Save(ask bool) {
	if b.file == nil {
		b.say(rcwlang.T("no_file"), true)
		return
	}
	write := func(path string) string {
		if err := b.saveFile().Save(path); err != nil {
			return rcwlang.T("save_failed", err.Error())
		}
		b.savePath = path
		b.savedMark = b.actionsMark()
		b.say(rcwlang.T("saved", path), false)
		return ""
	}
	ui.SaveGame(b.a, ask, b.savePath, write, func(msg string) { b.say(msg, true) })
}

// actionsMark is the mark of the game's actions (ui.ActionsMark).
func (b *boardScene) actionsMark() string { return ui.ActionsMark(b.actions) }

// Load opens a saved game in place of this one, after asking if this one
// has actions not saved.
func (b *boardScene) Load() {
	if b.file != nil && b.actionsMark() != b.savedMark {
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

// Autosave writes the game to the autosave file (not for a screenshot, nor
// for a state shown without its scenario).
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

// rebuildLog says a loaded game's log again by replaying its actions.
func (b *boardScene) rebuildLog() {
	s, _, start, err := b.file.Begin(len(b.file.Seats), b.file.MaxTurns, b.seed)
	if err != nil {
		return
	}
	b.addLog(start, s.Turn)
	requests := func(at int) {
		for _, m := range b.table.Messages {
			if m.Public && m.At == at {
				b.log = append(b.log, requestLine(m))
			}
		}
	}
	requests(0)
	for k, x := range b.actions {
		ev, err := rcw.Apply(s, x)
		if err != nil {
			return
		}
		b.addLog(ev, s.Turn)
		requests(k + 1)
	}
}
