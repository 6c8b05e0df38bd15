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
	// Seats: who sits in each seat of the game, by seat name: "human" (the
	// default for a seat not named) or "computer".
	Seats map[string]string `json:"seats,omitempty"`
	// Rules switches on optional rules of a new game, by the names its
	// game gives them (REDS!'s are the JSON names of reds.Options: 21.0).
	Rules map[string]bool `json:"rules,omitempty"`

	// Screenshot: render, write this PNG and quit.
	Screenshot string  `json:"screenshot,omitempty"`
	Width      int     `json:"width,omitempty"`
	Height     int     `json:"height,omitempty"`
	Zoom       float64 `json:"zoom,omitempty"`
	Center     hex.Hex `json:"center,omitzero"`
	View       string  `json:"view,omitempty"` // "menu", "newgame", "board" or "areamap" (the map view's test scene)
	// Panel opens a panel of the board: game, forces, log, rules.
	Panel string `json:"panel,omitempty"`
	// Attack shows the odds preview of an attack on this hex by every unit
	// that may join it (the game must be in a combat step).
	Attack hex.Hex `json:"attack,omitzero"`
	// Draw ends the step in progress and captures the chit cup mid-draw (a
	// step that cannot end, or ends in no draw, is captured as it is).
	Draw bool `json:"draw,omitempty"`
	// Overlays to show, comma-separated: supply, zoc, fronts, stacking.
	Overlays string `json:"overlays,omitempty"`

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

// ProbeInfo is what the window writes to the file TACHANKA_PROBE names
// whenever it redraws and something changed: the view's geometry, the
// clickable regions and the game's state, so tests can drive the window
// with a real pointer and check what happened.
type ProbeInfo struct {
	Scene  string  `json:"scene"`
	Width  int     `json:"width"`
	Height int     `json:"height"`
	CamX   float64 `json:"cam_x"`
	CamY   float64 `json:"cam_y"`
	Zoom   float64 `json:"zoom"`
	VX     float64 `json:"vx"`
	VY     float64 `json:"vy"`
	// VW, VH are the viewport's size on the screen; World the map's extent
	// in world pixels (x0, y0, x1, y1), which the camera keeps in view.
	VW      float64    `json:"vw,omitempty"`
	VH      float64    `json:"vh,omitempty"`
	World   [4]float64 `json:"world"`
	HexSize float64    `json:"hex_size"`
	OriginX float64    `json:"origin_x"`
	OriginY float64    `json:"origin_y"`
	// Places are the screen points where the counters of each place of
	// an area map stand; Counters the centre of each counter on screen.
	Places   map[string][2]int `json:"places,omitempty"`
	Counters map[string][2]int `json:"counters,omitempty"`
	// Hits are the clickable regions by id: x, y, width, height.
	Hits map[string][4]int `json:"hits,omitempty"`
	// Modals are the open dialogs, bottom first; Modal is the top one.
	Modals []string `json:"modals,omitempty"`
	Modal  string   `json:"modal,omitempty"`

	// The game.
	Turn       int               `json:"turn,omitempty"`
	Step       string            `json:"step,omitempty"`
	Segment    string            `json:"segment,omitempty"`
	Phase      string            `json:"phase,omitempty"`
	Cup        int               `json:"cup"`
	Units      map[string]string `json:"units,omitempty"`
	Disordered []string          `json:"disordered,omitempty"`
	Eliminated []string          `json:"eliminated,omitempty"`
	Pending    string            `json:"pending,omitempty"`
	Players    map[string]string `json:"players,omitempty"`
	Message    string            `json:"message,omitempty"`
	Toast      string            `json:"toast,omitempty"` // a refusal shown next to where it was tried
	Actions    int               `json:"actions"`
	Undo       int               `json:"undo"`
	Log        int               `json:"log"`
	LastLog    string            `json:"last_log,omitempty"`
	LogTail    []string          `json:"log_tail,omitempty"` // the last entries, oldest first
	Busy       string            `json:"busy,omitempty"`     // "animating" or "thinking"
	Saved      string            `json:"saved,omitempty"`
	Autosaved  int               `json:"autosaved"`
	Winner     string            `json:"winner,omitempty"`
	Panel      string            `json:"panel,omitempty"`
	Selected   []string          `json:"selected,omitempty"`
	// Decision are the units the pending decision is about (the engine's
	// DecisionUnits), which the camera brings into view for a person.
	Decision []string `json:"decision,omitempty"`
	// Lit are the hexes a click acts on now; DragLit those a drag in
	// progress may end on.
	Lit      int      `json:"lit"`
	LitHexes []string `json:"lit_hexes,omitempty"`
	DragLit  []string `json:"drag_lit,omitempty"`
	// Strat is what the strategic step has used of its limits (10.4, 10.5).
	Strat map[string]int `json:"strat,omitempty"`
}
