package rcwui

import (
	"slices"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"tachanka/game/rcw"
	"tachanka/render/ui"
)

// Moves the person at the screen did not make himself (the computer
// seats', the random seats', the solitaire procedure's 1d6 marches) are
// shown travelling: the map keeps the position before the action, the
// moving forces lifted off it, while each force's counter goes province
// by province along its path; then the position after the action
// appears. A click or a key ends the show at once; the computer seats
// wait for it.

// animation is the moves of one action being shown.
type animation struct {
	before *rcw.State
	moves  []animMove
	start  time.Time
	hidden map[int]bool // the pieces lifted off the map
}

// animMove is one force's march: its pieces, the provinces it passes
// (its start first) and when its march begins, from the start of the
// animation. Marches begin one after another, in the order they were
// made, a moment apart, so that a whole Player-Turn takes a few seconds.
type animMove struct {
	pieces []int
	path   []string
	at     time.Duration
}

// Pacing of a march.
const (
	stepTime  = 220 * time.Millisecond // one province
	pauseTime = 160 * time.Millisecond // between the starts of two marches
)

// animate starts showing the moves of an action applied to before, when
// it made some the person at the screen did not make himself.
func (b *boardScene) animate(before *rcw.State, ev []rcw.Event) {
	if b.a.Opts.Screenshot != "" {
		return
	}
	an := &animation{before: before, hidden: map[int]bool{}} // its clock starts at its first frame
	var at time.Duration
	for _, e := range ev {
		if e.Kind != rcw.EvMoved || len(e.Units) == 0 || len(e.Path) == 0 || (e.Player == b.facing && b.human(e.Player)) {
			continue // the person at the screen saw his own move made
		}
		var pieces []int
		for _, id := range e.Units {
			pieces = append(pieces, id)
			pieces = append(pieces, before.Attached(id)...)
		}
		start := e.Province
		if start == "" {
			start = before.Province(e.Units[0])
		}
		path := append([]string{start}, e.Path...)
		an.moves = append(an.moves, animMove{pieces: pieces, path: path, at: at})
		at += pauseTime
		for _, id := range pieces {
			an.hidden[id] = true
		}
	}
	if len(an.moves) > 0 {
		b.anim = an
	}
}

// animRunning ends the show when its time is up; it reports whether one
// is still running.
func (b *boardScene) animRunning(now time.Time) bool {
	an := b.anim
	if an == nil {
		return false
	}
	if an.start.IsZero() {
		an.start = now
	}
	var end time.Duration
	for _, m := range an.moves {
		end = max(end, m.at+time.Duration(len(m.path)-1)*stepTime+pauseTime)
	}
	if now.Sub(an.start) > end {
		b.anim = nil
		b.a.Dirty = true
		return false
	}
	b.a.Dirty = true
	return true
}

// shown is the position the map shows: before the action while its moves
// are shown.
func (b *boardScene) shown() *rcw.State {
	if b.anim != nil {
		return b.anim.before
	}
	return b.st
}

// liftedOff reports a stack of the shown position lifted off the map for
// the show.
func (b *boardScene) liftedOff(st *rcw.Stack) bool {
	return b.anim != nil && slices.ContainsFunc(st.Pieces, func(id int) bool { return b.anim.hidden[id] })
}

// drawMarches draws each force of the show where its march has taken it:
// not started, at its start; marching, between two provinces; arrived, at
// its end.
func (b *boardScene) drawMarches(dst *ebiten.Image, now time.Time) {
	an := b.anim
	if an == nil {
		return
	}
	if an.start.IsZero() {
		an.start = now
	}
	el := now.Sub(an.start)
	px := counterWorld * b.cam.Zoom
	if b.cam.Zoom < legibleZoom {
		px = b.tokenPx()
	}
	for _, m := range an.moves {
		t := float64(el-m.at) / float64(stepTime)
		t = max(0, min(t, float64(len(m.path)-1)))
		k := min(int(t), len(m.path)-2)
		f := t - float64(k)
		if len(m.path) == 1 {
			k, f = 0, 0
		}
		p0 := b.d.Map.Province(m.path[k])
		p1 := b.d.Map.Province(m.path[min(k+1, len(m.path)-1)])
		if p0 == nil || p1 == nil {
			continue
		}
		wx := p0.Label[0] + (p1.Label[0]-p0.Label[0])*f
		wy := p0.Label[1] + (p1.Label[1]-p0.Label[1])*f
		x, y := b.cam.ToScreen(wx, wy)
		face, ink := faceOf(an.before, m.pieces[0]).bg, markerColour(b.ownerIn(an.before, m.pieces[0]))
		e := float32(max(2, px/8))
		vector.DrawFilledRect(dst, float32(x-px/2)-e, float32(y-px/2)-e, float32(px)+2*e, float32(px)+2*e, ink, false)
		vector.DrawFilledRect(dst, float32(x-px/2), float32(y-px/2), float32(px), float32(px), face, false)
		if px >= 14 {
			ui.DrawTextCentered(dst, shortName(an.before, m.pieces[0]), b.face(px*0.28, true), x, y, faceOf(an.before, m.pieces[0]).ink)
		}
	}
}

// ownerIn is the player controlling a piece's stack in s.
func (b *boardScene) ownerIn(s *rcw.State, id int) string {
	for _, st := range s.Stacks {
		if slices.Contains(st.Pieces, id) {
			return st.Player
		}
	}
	return ""
}
