package render

import (
	"os"
	"path/filepath"

	"tachanka/game/reds"
	"tachanka/game/scenario"
	"tachanka/render/lang"
	"tachanka/scenarios"
)

// Saving, loading and the autosave. Files are written atomically (a
// temporary file renamed over the target) by the scenario package.

// save writes the game: to its file (Ctrl+S once saved), or where the
// file picker says.
func (b *boardScene) save(ask bool) {
	write := func(path string) string {
		if err := scenario.SaveOf(b.file, b.game).Save(path); err != nil {
			return lang.T("msg.save_failed", err.Error())
		}
		b.savePath = path
		b.say(lang.T("msg.saved", path), false)
		return ""
	}
	if !ask && b.savePath != "" && b.savePath != autosavePath() {
		if msg := write(b.savePath); msg != "" {
			b.say(msg, true)
		}
		return
	}
	if path, ok := nativePick(pickSave, saveDir()); ok {
		if path != "" {
			if msg := write(path); msg != "" {
				b.say(msg, true)
			}
		}
		return
	}
	b.a.show(newPicker(b.a, pickSave, saveDir(), write))
}

// load opens a saved game in place of this one, with the same players.
func (b *boardScene) load() {
	a := b.a
	open := func(path string) string {
		f, err := scenario.Verify(path, scenarios.Lib)
		if err != nil {
			return err.Error()
		}
		a.setScene(resumeBoard(a, f, b.players, path))
		return ""
	}
	if path, ok := nativePick(pickLoad, saveDir()); ok {
		if path != "" {
			if msg := open(path); msg != "" {
				b.say(msg, true)
			}
		}
		return
	}
	a.show(newPicker(a, pickLoad, saveDir(), open))
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

// autosave writes the game to the autosave file and remembers who plays
// it, for the main menu's Resume.
func (b *boardScene) autosave() {
	p := autosavePath()
	if p == "" || b.a.opts.Screenshot != "" {
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
	if set := b.a.set; set.Resume == nil || *set.Resume != b.players {
		pl := b.players
		set.Resume = &pl
		b.a.applySettings(set)
	}
}

// resumeInfo describes the autosaved game, if there is one.
func resumeInfo() (*scenario.File, bool) {
	p := autosavePath()
	if p == "" {
		return nil, false
	}
	if _, err := os.Stat(p); err != nil {
		return nil, false
	}
	f, err := scenario.Verify(p, scenarios.Lib)
	if err != nil || !f.IsSave() {
		return nil, false
	}
	return f, true
}
