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
)

// Options say what the window opens on.
type Options struct {
	Scenario string `json:"scenario,omitempty"` // a scenario id or file for a new game
	Load     string `json:"load,omitempty"`     // a saved game to resume
	Seed     uint64 `json:"seed,omitempty"`

	// Screenshot: render, write this PNG and quit.
	Screenshot string  `json:"screenshot,omitempty"`
	Width      int     `json:"width,omitempty"`
	Height     int     `json:"height,omitempty"`
	Zoom       float64 `json:"zoom,omitempty"`
	Center     hex.Hex `json:"center,omitzero"`
	View       string  `json:"view,omitempty"` // "menu" or "board"

	ColorBlind bool    `json:"colorblind,omitempty"`
	UIScale    float64 `json:"ui_scale,omitempty"`
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

// ProbeInfo is what the window writes to the file TACHANKA_PROBE names
// whenever it redraws: the view's geometry and the game's state, so tests
// can drive the window with a real pointer and check what happened.
type ProbeInfo struct {
	Frame   int               `json:"frame"`
	Scene   string            `json:"scene"`
	Width   int               `json:"width"`
	Height  int               `json:"height"`
	CamX    float64           `json:"cam_x"`
	CamY    float64           `json:"cam_y"`
	Zoom    float64           `json:"zoom"`
	VX      float64           `json:"vx"`
	VY      float64           `json:"vy"`
	HexSize float64           `json:"hex_size"`
	OriginX float64           `json:"origin_x"`
	OriginY float64           `json:"origin_y"`
	Units   map[string]string `json:"units,omitempty"`
	Pending string            `json:"pending,omitempty"`
	Message string            `json:"message,omitempty"`
	Actions int               `json:"actions"`
	Modal   string            `json:"modal,omitempty"`
	Saved   string            `json:"saved,omitempty"`
}
