package rrui

import (
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/game/redrussia"
	"tachanka/render/mapview"
	"tachanka/render/ui"
)

// The marches: a move made by a seat not at the screen is shown as its
// counters travelling along the path, place by place, so that a person
// follows what the others did; the computer seats wait for the show.

// march is a stack shown travelling.
type march struct {
	pieces []string
	path   []mapview.Point // world points, the start first
	start  time.Time
	dur    time.Duration
}

// marchFor is the show of a move event (its path in Text) from a place,
// nil when there is nothing to show.
func (b *boardScene) marchFor(from string, e redrussia.Event, pieces []string) *march {
	places := append([]string{from}, strings.Fields(e.Text)...)
	var pts []mapview.Point
	for _, pl := range places {
		if pt, ok := b.placePoint(pl); ok {
			pts = append(pts, mapview.Point{X: pt[0], Y: pt[1]})
		}
	}
	if len(pts) < 2 {
		return nil
	}
	d := b.scaled(time.Duration(mapview.TravelSeconds(len(pts)) * float64(time.Second)))
	if d <= 0 {
		return nil
	}
	return &march{pieces: pieces, path: pts, start: time.Now(), dur: d}
}

// marching reports a march still under way.
func (b *boardScene) marching(now time.Time) bool {
	if b.anim == nil {
		return false
	}
	if now.Sub(b.anim.start) >= b.anim.dur {
		b.anim = nil
		b.a.Dirty = true
		return false
	}
	return true
}

// drawMarch draws the travelling counters.
func (b *boardScene) drawMarch(dst *ebiten.Image) {
	m := b.anim
	if m == nil {
		return
	}
	f := float64(time.Since(m.start)) / float64(m.dur)
	if f >= 1 {
		return
	}
	pt := mapview.Along(m.path, f)
	x, y := b.cam.ToScreen(pt.X, pt.Y)
	cs := b.counterPx() * 1.2
	s := b.shownState()
	for k, id := range m.pieces {
		off := float64(k) * 3
		b.drawCounter(dst, s, s.Piece(id), ui.Rect{X: x - cs/2 + off, Y: y - cs/2 - off, W: cs, H: cs})
	}
	b.a.Dirty = true
}
