// Package launch starts the window. It holds the window's options as plain
// data and finds the window program, without linking Ebiten: the tachanka
// command imports it and stays usable on machines without a display.
package launch

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"

	"tachanka/game/hex"
	"tachanka/game/reds"
)

// Options say what the window opens on.
type Options struct {
	Scenario string `json:"scenario,omitempty"` // a scenario id or file for a new game
	Load     string `json:"load,omitempty"`     // a saved game to resume
	Seed     uint64 `json:"seed,omitempty"`
	// Who plays each side: "human" (the default) or "computer".
	Red   string `json:"red,omitempty"`
	White string `json:"white,omitempty"`
	// Rules are the optional rules of a new game (21.0).
	Rules reds.Options `json:"rules,omitzero"`

	// Screenshot: render, write this PNG and quit.
	Screenshot string  `json:"screenshot,omitempty"`
	Width      int     `json:"width,omitempty"`
	Height     int     `json:"height,omitempty"`
	Zoom       float64 `json:"zoom,omitempty"`
	Center     hex.Hex `json:"center,omitzero"`
	View       string  `json:"view,omitempty"` // "menu", "newgame" or "board"
	// Panel opens a panel of the board: game, forces, log, rules.
	Panel string `json:"panel,omitempty"`
	// Attack shows the odds preview of an attack on this hex by every unit
	// that may join it (the game must be in a combat step).
	Attack hex.Hex `json:"attack,omitzero"`
	// Draw ends the step in progress and captures the chit cup mid-draw.
	Draw bool `json:"draw,omitempty"`

	// Settings for this run only (they override the saved settings).
	ColorBlind bool     `json:"colorblind,omitempty"`
	UIScale    float64  `json:"ui_scale,omitempty"`
	Lang       string   `json:"lang,omitempty"`
	AnimSpeed  *float64 `json:"anim_speed,omitempty"`
}

// ProgramName is the window program's file name.
const ProgramName = "tachanka-window"

// Program finds the window program: beside the running executable, then on
// the PATH.
func Program() (string, error) {
	if exe, err := os.Executable(); err == nil {
		p := filepath.Join(filepath.Dir(exe), ProgramName)
		if st, err := os.Stat(p); err == nil && !st.IsDir() {
			return p, nil
		}
	}
	if p, err := exec.LookPath(ProgramName); err == nil {
		return p, nil
	}
	return "", fmt.Errorf("the window program %s is not installed beside tachanka (build both with `make build`)", ProgramName)
}

// Exec replaces this process with the window program. It returns only on
// failure.
func Exec(o Options) error {
	if os.Getenv("DISPLAY") == "" {
		return errors.New("no display: DISPLAY is not set (run it in a desktop session, or under Xvfb: xvfb-run -a tachanka ...)")
	}
	p, err := Program()
	if err != nil {
		return err
	}
	b, err := json.Marshal(o)
	if err != nil {
		return err
	}
	return syscall.Exec(p, []string{p, "-options", string(b)}, os.Environ())
}
