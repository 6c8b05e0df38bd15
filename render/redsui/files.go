package redsui

import (
	"os"
	"path/filepath"

	"tachanka/game/reds"
	"tachanka/game/scenario"
	"tachanka/render/lang"
	"tachanka/render/ui"
	"tachanka/scenarios"
)

// Saving, loading and the autosave. Files are written atomically (a
// temporary file renamed over the target) by the scenario package.

// Save writes the game: to its file (Ctrl+S once saved), or where the
// file picker says.
func (b *boardScene) Save(ask bool) {
	write := func(path string) string {
		if err := scenario.SaveOf(b.file, b.game).Save(path); err != nil {
			return lang.T("msg.save_failed", err.Error())
		}
		b.savePath = path
		b.savedMark = b.actionsMark()
		b.say(lang.T("msg.saved", path), false)
		return ""
	}
	ui.SaveGame(b.a, ask, b.savePath, write, func(msg string) { b.say(msg, true) })
}

// actionsMark is the mark of the game's moves (ui.ActionsMark).
func (b *boardScene) actionsMark() string { return ui.ActionsMark(b.game.Actions) }

// unsaved reports moves made since the game was started, loaded or saved.
func (b *boardScene) unsaved() bool { return b.actionsMark() != b.savedMark }

// Load opens a saved game in place of this one, with the same players,
// after asking if this one has moves not saved.
func (b *boardScene) Load() {
	if b.unsaved() {
		ui.ConfirmDiscard(b.a, b.load)
		return
	}
	b.load()
}

func (b *boardScene) load() {
	a := b.a
	open := func(path string) string {
		f, err := scenario.Verify(path, scenarios.Lib)
		if err != nil {
			return err.Error()
		}
		a.SetScene(b.c.resumeBoard(a, f, b.players, path))
		return ""
	}
	ui.LoadGame(a, open, func(msg string) { b.say(msg, true) })
}

// segmentEnded reports events that begin a new activation segment, turn or
// phase: the one before is over, and the game is autosaved.
func segmentEnded(ev []reds.Event) bool {
	for _, e := range ev {
		switch e.Type {
		case reds.EvActivate, reds.EvChitDrawn, reds.EvTurn, reds.EvPhase, reds.EvGameOver:
			return true
		}
	}
	return false
}

// Autosave writes the game to the autosave file and remembers who plays
// it, for the main menu's Resume.
func (b *boardScene) Autosave() {
	p := ui.AutosavePath()
	if p == "" || b.a.Opts.Screenshot != "" {
		return
	}
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return
	}
	if err := scenario.SaveOf(b.file, b.game).Save(p); err != nil {
		b.say(lang.T("msg.autosave_failed", err.Error()), true)
		return
	}
	b.autosaves++
	if set := b.a.Settings; set.Resume == nil || playersOf(set.Resume) != b.players {
		set.Resume = b.players.seats()
		b.a.ApplySettings(set)
	}
}
