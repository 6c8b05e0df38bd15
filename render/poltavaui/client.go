// Package poltavaui is Poltava 1709's client: the battlefield painted as a
// printed map (terrain, streams and the ravine on hexsides, roads, the
// Vorskla, the camp's retrenchment, the redoubts, the names of places), the
// counters of both armies on the shared map view (package mapview), the
// set-up labels and entry hexes of the scenario, a side panel with the
// turn, the phase, every division's rout box and the log, and a status bar
// with the decision in progress and its buttons. Every decision is made by
// mouse (gesture.go turns gestures into the engine's actions), the
// computer plays its seats on a goroutine (poltavabot), and the new-game
// page starts a battle. It asks the engine (game/poltava) and draws; it
// decides no rule. Its words are package poltlang's and render/lang's
// catalogue under "poltava.".
package poltavaui

import (
	"fmt"
	"os"
	"strings"

	"tachanka/game/play"
	"tachanka/game/poltava"
	"tachanka/render/lang"
	"tachanka/render/ui"
	"tachanka/scenarios"
)

// Open opens the board of what the window's options name: a Poltava save
// (Options.Load), or a scenario's new game or a save (Options.Scenario:
// an embedded id or a file), with the players the options seat.
func Open(a *ui.App) (ui.Scene, error) {
	o := a.Opts
	players := playersOf(o.Seats)
	arg := o.Scenario
	if o.Load != "" {
		arg = o.Load
	}
	f, err := OpenFile(arg)
	if err != nil {
		return nil, err
	}
	if o.Load != "" && !f.IsSave() {
		return nil, fmt.Errorf("%s is a scenario, not a saved game (use play -scenario)", o.Load)
	}
	var b *boardScene
	if f.IsSave() {
		b = resumeBoard(a, f, players, arg)
	} else {
		b = startBoard(a, f, o.Seed, players)
	}
	if tab, ok := strings.CutPrefix(o.Panel, "aids"); ok {
		// Opened on the first frame: the shell sets the scene first.
		b.aidsAt = strings.TrimPrefix(tab, ":") + "\x00"
	}
	return b, nil
}

// startBoard begins a new game of a scenario.
func startBoard(a *ui.App, f *poltava.File, seed uint64, players Players) *boardScene {
	rec, ev := f.NewGame(seed)
	b := newBoard(a, f, rec, players)
	b.addLog(ev, rec.State.Turn)
	b.Autosave()
	return b
}

// resumeBoard opens a saved game; its log is said again by replaying it.
func resumeBoard(a *ui.App, f *poltava.File, players Players, path string) *boardScene {
	rec := play.ResumeRecord[*poltava.State, poltava.Action, poltava.Event](poltava.Rules{}, poltava.NewState(f.Data), *f.Seed, f.Actions, f.State)
	b := newBoard(a, f, rec, players)
	b.rebuildLog()
	b.savePath = path
	if path != "" && path != ui.AutosavePath() {
		b.msg = lang.T("msg.loaded", path)
	}
	return b
}

// openFile reads and verifies a file of Poltava.
func openFile(path string) (*poltava.File, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return poltava.Verify(path, data, scenarios.Poltava)
}

// loadScene opens a saved game of Poltava with players.
func loadScene(a *ui.App, path string, players Players) (ui.Scene, error) {
	f, err := ui.OpenSave(path, openFile)
	if err != nil {
		return nil, err
	}
	return resumeBoard(a, f, players, path), nil
}

// Load opens a saved game picked from the main menu, people playing both
// sides.
func Load(a *ui.App, path string) (ui.Scene, error) {
	return loadScene(a, path, Players{poltava.Sweden: "human", poltava.Russia: "human"})
}

// Autosaved is the autosaved game of Poltava, if the autosave is one.
func Autosaved() ui.Resumable {
	if f, ok := ui.AutosavedFile(openFile); ok {
		return autosaved{f}
	}
	return nil
}

// autosaved is the game the board autosaved, for the main menu.
type autosaved struct{ f *poltava.File }

// Describe is its scenario and turn.
func (r autosaved) Describe() string {
	st := r.f.State
	return fmt.Sprintf("%s · %s", lang.Title(r.f.Title, r.f.TitleRU), lang.T("poltava.turn", st.Turn, hour(st.Turn)))
}

// Resume opens it with the players who played it.
func (r autosaved) Resume(a *ui.App) ui.Scene {
	pl := Players{poltava.Sweden: "human", poltava.Russia: "human"}
	if a.Settings.Resume != nil {
		pl = playersOf(a.Settings.Resume)
	}
	return resumeBoard(a, r.f, pl, ui.AutosavePath())
}

// OpenFile reads an embedded Poltava scenario by id, or a scenario or save
// file by path, checked exactly (a save must replay to its state).
func OpenFile(arg string) (*poltava.File, error) {
	if scenarios.GameOf(arg) == poltava.GameID {
		return scenarios.OpenPoltava(arg)
	}
	data, err := os.ReadFile(arg)
	if err != nil {
		return nil, fmt.Errorf("%q is neither a scenario of Poltava 1709 nor a readable file", arg)
	}
	return poltava.Verify(arg, data, scenarios.Poltava)
}
