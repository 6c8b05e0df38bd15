// Package poltavaui is Poltava 1709's client: the battlefield painted as a
// printed map (terrain, streams and the ravine on hexsides, roads, the
// Vorskla, the camp's retrenchment, the redoubts, the names of places), the
// counters of both armies on the shared map view (package mapview), the
// set-up labels and entry hexes of the scenario, and a side panel with the
// turn, the phase and every division's rout box. It asks the engine
// (game/poltava) and draws; it decides no rule. Its words are in
// render/lang's catalogue under "poltava.".
//
// The board is read-only for now: it opens a scenario or a save, pans and
// zooms, and takes screenshots. Playing by mouse comes with the full
// client.
package poltavaui

import (
	"fmt"
	"os"

	"tachanka/game/poltava"
	"tachanka/render/ui"
	"tachanka/scenarios"
)

// Open opens the board of what the window's options name: a Poltava save
// (Options.Load), or a scenario's new game or a save (Options.Scenario:
// an embedded id or a file).
func Open(a *ui.App) (ui.Scene, error) {
	o := a.Opts
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
	st := f.State
	if !f.IsSave() {
		rec, _ := f.NewGame(o.Seed)
		st = rec.State
	}
	return newBoard(a, f, st), nil
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
