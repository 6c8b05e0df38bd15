package ui

import (
	"fmt"
	"os"
)

// ActionsMark tells one list of a game's actions from another (their number
// and the last), so a game's scene knows whether moves were made since it
// was started, loaded or saved: every game keeps the mark of its last save
// and compares.
func ActionsMark[A any](acts []A) string {
	if len(acts) == 0 {
		return "0"
	}
	return fmt.Sprint(len(acts), acts[len(acts)-1])
}

// A GameFile is a game's file as the loaders see it: a scenario or a save.
type GameFile interface{ IsSave() bool }

// OpenSave opens a saved game with its game's reader (which verifies it),
// and refuses a scenario.
func OpenSave[F GameFile](path string, open func(string) (F, error)) (F, error) {
	var none F
	f, err := open(path)
	if err != nil {
		return none, err
	}
	if !f.IsSave() {
		return none, fmt.Errorf("%s is a scenario, not a saved game", path)
	}
	return f, nil
}

// AutosavedFile is the autosave, when there is one and it is a save that
// open reads (another game's autosave is not).
func AutosavedFile[F GameFile](open func(string) (F, error)) (F, bool) {
	var none F
	p := AutosavePath()
	if p == "" {
		return none, false
	}
	if _, err := os.Stat(p); err != nil {
		return none, false
	}
	f, err := OpenSave(p, open)
	if err != nil {
		return none, false
	}
	return f, true
}
