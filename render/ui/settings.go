package ui

import (
	"encoding/json"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"os"
	"path/filepath"

	"tachanka/game/jsonfile"
	"tachanka/render/lang"
)

// Settings are the player's preferences, kept in
// $XDG_CONFIG_HOME/tachanka/settings.json (~/.config/tachanka/...).
type Settings struct {
	Lang       string  `json:"lang"`
	UIScale    float64 `json:"ui_scale"`
	ColorBlind bool    `json:"colorblind,omitempty"`
	// AnimSpeed multiplies the speed of animations; 0 turns them off.
	AnimSpeed float64 `json:"anim_speed"`
	// Pacing is how much of the computer's play is shown: "" everything,
	// "combats" only combats and important events (moves are not
	// animated; combats and dice are, at the chosen speed). Every move
	// stays in the log either way.
	Pacing string `json:"pacing,omitempty"`
	// NoHandover skips the hand-over screen of hotseat games.
	NoHandover bool `json:"no_handover,omitempty"`
	// AskGarrisons asks on the status bar about the optional removal of
	// garrisons (REDS! 20.5) in every rally step; off, the client keeps
	// them without asking.
	AskGarrisons bool `json:"ask_garrisons,omitempty"`
	// Resume says who played the autosaved game: who sat in each seat,
	// by the seat's name ("red": "human" or "computer").
	Resume map[string]string `json:"resume,omitempty"`
}

// PacingCombats shows only combats and important events.
const PacingCombats = "combats"

// CombatsOnly: moves are not animated, combats and events are.
func (s Settings) CombatsOnly() bool { return s.Pacing == PacingCombats }

// SkipPressed: the player asked to skip to his next decision (Space or
// End): every pending animation of the computer's play ends at once, and
// its play is not shown until a decision is his again.
func SkipPressed() bool {
	return inpututil.IsKeyJustPressed(ebiten.KeySpace) || inpututil.IsKeyJustPressed(ebiten.KeyEnd)
}

// Animation speeds offered, slowest first; 0 is off.
var animSpeeds = []float64{0, 0.5, 1, 2, 4}

// UI scales offered.
var uiScales = []float64{0.75, 0.875, 1, 1.125, 1.25, 1.5, 1.75, 2}

func defaultSettings() Settings {
	return Settings{Lang: "en", UIScale: 1, AnimSpeed: 1}
}

// configDir is $XDG_CONFIG_HOME/tachanka or ~/.config/tachanka.
func configDir() string {
	base := os.Getenv("XDG_CONFIG_HOME")
	if base == "" {
		home, err := os.UserHomeDir()
		if err != nil {
			return ""
		}
		base = filepath.Join(home, ".config")
	}
	return filepath.Join(base, "tachanka")
}

// dataDir is $XDG_DATA_HOME/tachanka or ~/.local/share/tachanka.
func dataDir() string {
	base := os.Getenv("XDG_DATA_HOME")
	if base == "" {
		home, err := os.UserHomeDir()
		if err != nil {
			return ""
		}
		base = filepath.Join(home, ".local", "share")
	}
	return filepath.Join(base, "tachanka")
}

func settingsPath() string {
	d := configDir()
	if d == "" {
		return ""
	}
	return filepath.Join(d, "settings.json")
}

// AutosavePath is where the game in progress is saved after every
// activation segment.
func AutosavePath() string {
	d := dataDir()
	if d == "" {
		return ""
	}
	return filepath.Join(d, "autosave.json")
}

// loadSettings reads the settings; a missing or broken file gives the
// defaults (a broken file is not worth refusing to start over).
func loadSettings() Settings {
	s := defaultSettings()
	p := settingsPath()
	if p == "" {
		return s
	}
	b, err := os.ReadFile(p)
	if err != nil {
		return s
	}
	if json.Unmarshal(b, &s) != nil {
		return defaultSettings()
	}
	s.clamp()
	return s
}

// clamp keeps values the client offers.
func (s *Settings) clamp() {
	if _, ok := lang.Parse(s.Lang); !ok {
		s.Lang = "en"
	}
	if s.UIScale < uiScales[0] || s.UIScale > uiScales[len(uiScales)-1] {
		s.UIScale = 1
	}
	if s.Pacing != PacingCombats {
		s.Pacing = ""
	}
	if s.AnimSpeed < 0 || s.AnimSpeed > animSpeeds[len(animSpeeds)-1] {
		s.AnimSpeed = 1
	}
}

// save writes the settings atomically.
func (s Settings) save() error {
	p := settingsPath()
	if p == "" {
		return nil
	}
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return err
	}
	b, err := jsonfile.Marshal(s)
	if err != nil {
		return err
	}
	return jsonfile.WriteAtomic(p, b)
}

// StepScale moves the UI scale to the next one offered, up (step 1) or
// down (-1).
func (s *Settings) StepScale(step int) { s.UIScale = next(uiScales, s.UIScale, step) }

// StepSpeed moves the animation speed to the next one offered, up (step 1)
// or down (-1).
func (s *Settings) StepSpeed(step int) { s.AnimSpeed = next(animSpeeds, s.AnimSpeed, step) }

// next returns the value after v in a list, wrapping around.
func next(list []float64, v float64, step int) float64 {
	k := 0
	for i, x := range list {
		if x <= v+1e-9 {
			k = i
		}
	}
	k += step
	if k < 0 {
		k = 0
	}
	if k >= len(list) {
		k = len(list) - 1
	}
	return list[k]
}

// SpeedName says an animation speed.
func SpeedName(v float64) string {
	if v == 0 {
		return lang.T("ui.off")
	}
	return lang.T("ui.times", v)
}
