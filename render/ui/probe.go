package ui

import (
	"math"
	"os"

	"tachanka/game/jsonfile"
	"tachanka/render/launch"
)

// probe writes what tests need to drive the window by real mouse input
// (TACHANKA_PROBE=file): the view's geometry, the clickable regions, and the
// game's state. It is written only when it changes.
type probe struct {
	path string
	last string
}

func newProbe() *probe { return &probe{path: os.Getenv("TACHANKA_PROBE")} }

// ProbeInfo is the probe file's content (see package launch).
type ProbeInfo = launch.ProbeInfo

func (p *probe) write(a *App) {
	if p.path == "" {
		return
	}
	info := ProbeInfo{Width: a.W, Height: a.H, Hits: map[string][4]int{}}
	if s, ok := a.scene.(interface{ FillProbe(*ProbeInfo) }); ok {
		s.FillProbe(&info)
	}
	info.Toast = a.ToastText()
	for _, m := range a.modals {
		info.Modals = append(info.Modals, m.Name())
	}
	if m := a.Top(); m != nil {
		info.Modal = m.Name()
	}
	for _, h := range a.Hits.list {
		info.Hits[h.id] = [4]int{int(math.Round(h.r.X)), int(math.Round(h.r.Y)), int(math.Round(h.r.W)), int(math.Round(h.r.H))}
	}
	b, err := jsonfile.Marshal(info)
	if err != nil || string(b) == p.last {
		return
	}
	p.last = string(b)
	jsonfile.WriteAtomic(p.path, b)
}
