package render

import (
	"math"
	"os"

	"tachanka/game/jsonfile"
)

// probe writes what tests need to drive the window by real mouse input
// (TACHANKA_PROBE=file): the view's geometry, the clickable regions, and the
// game's state. It is written only when it changes.
type probe struct {
	path string
	last string
}

func newProbe() *probe { return &probe{path: os.Getenv("TACHANKA_PROBE")} }

// ProbeInfo is the probe file's content.
type ProbeInfo struct {
	Scene   string  `json:"scene"`
	Width   int     `json:"width"`
	Height  int     `json:"height"`
	CamX    float64 `json:"cam_x"`
	CamY    float64 `json:"cam_y"`
	Zoom    float64 `json:"zoom"`
	VX      float64 `json:"vx"`
	VY      float64 `json:"vy"`
	HexSize float64 `json:"hex_size"`
	OriginX float64 `json:"origin_x"`
	OriginY float64 `json:"origin_y"`
	// Hits are the clickable regions by id: x, y, width, height.
	Hits map[string][4]int `json:"hits,omitempty"`
	// Modals are the open dialogs, bottom first.
	Modals []string `json:"modals,omitempty"`
	Modal  string   `json:"modal,omitempty"` // the top one

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
	Players    Players           `json:"players"`
	Message    string            `json:"message,omitempty"`
	Actions    int               `json:"actions"`
	Undo       int               `json:"undo"`
	Log        int               `json:"log"`
	LastLog    string            `json:"last_log,omitempty"`
	Busy       string            `json:"busy,omitempty"` // "animating" or "thinking"
	Saved      string            `json:"saved,omitempty"`
	Autosaved  int               `json:"autosaved"`
	Winner     string            `json:"winner,omitempty"`
	Panel      string            `json:"panel,omitempty"`
	Selected   []string          `json:"selected,omitempty"`
	Lit        int               `json:"lit"`
	LitHexes   []string          `json:"lit_hexes,omitempty"`
	Strat      map[string]int    `json:"strat,omitempty"`
}

func (p *probe) write(a *App) {
	if p.path == "" {
		return
	}
	info := ProbeInfo{Width: a.w, Height: a.h, Hits: map[string][4]int{}}
	if s, ok := a.scene.(interface{ fillProbe(*ProbeInfo) }); ok {
		s.fillProbe(&info)
	}
	for _, m := range a.modals {
		info.Modals = append(info.Modals, m.name())
	}
	if m := a.top(); m != nil {
		info.Modal = m.name()
	}
	for _, h := range a.hits.list {
		info.Hits[h.id] = [4]int{int(math.Round(h.r.x)), int(math.Round(h.r.y)), int(math.Round(h.r.w)), int(math.Round(h.r.h))}
	}
	b, err := jsonfile.Marshal(info)
	if err != nil || string(b) == p.last {
		return
	}
	p.last = string(b)
	jsonfile.WriteAtomic(p.path, b)
}
