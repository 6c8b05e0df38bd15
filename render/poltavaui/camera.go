package poltavaui

import (
	"time"

	"tachanka/game/hex"
	"tachanka/game/poltava"
	"tachanka/render/mapview"
)

// direct tells the camera's director when the decision changes hands, and
// brings a person's decision into view: the units it is about, or where
// the last action happened. The first decision after a start or a load
// keeps the view the board opened on.
func (b *boardScene) direct() {
	s := b.st
	side := s.Pending.Side
	if s.Over() || side == poltava.NoSide || side == b.decider {
		return
	}
	first := b.decider == poltava.NoSide
	b.decider = side
	b.dir.Handover()
	if first || !b.players.human(side) || b.a.Opts.Screenshot != "" {
		return
	}
	var hs []hex.Hex
	for _, id := range s.Pending.Units {
		hs = append(hs, b.unitHex(id))
	}
	if len(b.points(hs)) == 0 {
		for _, m := range b.marks {
			hs = append(append(hs, m.h), m.path...)
		}
	}
	if b.dir.Show(&b.cam, b.points(hs)) {
		b.a.Dirty = true
	}
}

// points are the centres of the hexes on the board, in world pixels.
func (b *boardScene) points(hs []hex.Hex) []mapview.Point {
	var out []mapview.Point
	for _, h := range hs {
		if h.Valid() && b.file.Data.Board.On(h) {
			x, y := b.layout.Center(h)
			out = append(out, mapview.Point{X: x, Y: y})
		}
	}
	return out
}

// skipToDecision ends what is being shown at once and, while the
// computer plays, keeps its play from being shown until a decision is a
// person's here again (Space or End).
func (b *boardScene) skipToDecision() {
	b.showUntil = time.Time{}
	b.slides = nil
	s := b.st
	if !s.Over() && s.Pending.Side != poltava.NoSide && !b.players.human(s.Pending.Side) {
		b.hurry = true
	}
	b.a.Dirty = true
}

// hurryOn keeps skipping until the decision is a person's.
func (b *boardScene) hurryOn() {
	if !b.hurry {
		return
	}
	s := b.st
	if s.Over() || b.players.human(s.Pending.Side) && !b.think.running() {
		b.hurry = false
		b.showUntil = time.Time{}
		b.slides = nil
	}
}
