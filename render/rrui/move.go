package rrui

import (
	"math"
	"slices"
	"sort"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/game/redrussia"
	"tachanka/render/ui"
)

// Moves by drag (7.0): a press on a counter of the active faction that
// Legal lets move picks up its stack (a leader with the units he
// commands there, or the unit alone; "by rail" in the panel takes the
// rail moves instead); the places it may end its move, the ends of the
// Legal moves' paths, are lit; the drop on one of them makes that move.

// moveDrag is a stack being dragged.
type moveDrag struct {
	pieces []string
	from   string
	moves  map[string]redrussia.Action // by the place it ends in
	live   bool                        // the pointer has moved: the drag shows
	x, y   float64
}

// movesOf are the Legal moves of the stack led by piece (its Pieces
// begin with it), by rail or not; for a leader the largest stack he may
// take.
func (b *boardScene) movesOf(piece string, rail bool) ([]string, map[string]redrussia.Action) {
	var best []string
	for _, x := range b.mineOf(redrussia.ActMove) {
		if x.Rail == rail && len(x.Pieces) > 0 && x.Pieces[0] == piece && !slices.Contains(x.Pieces, redrussia.GoldID) && len(x.Pieces) > len(best) {
			best = x.Pieces
		}
	}
	if best == nil {
		for _, x := range b.mineOf(redrussia.ActMove) {
			if x.Rail == rail && slices.Contains(x.Pieces, piece) {
				best = x.Pieces
				break
			}
		}
	}
	if best == nil {
		return nil, nil
	}
	out := map[string]redrussia.Action{}
	for _, x := range b.mineOf(redrussia.ActMove) {
		if x.Rail == rail && slices.Equal(x.Pieces, best) && len(x.Path) > 0 {
			end := x.Path[len(x.Path)-1]
			if _, dup := out[end]; !dup {
				out[end] = x
			}
		}
	}
	return best, out
}

// startDrag picks up the stack of a pressed counter, if it may move.
func (b *boardScene) startDrag(piece, from string) bool {
	ids, moves := b.movesOf(piece, b.rail)
	if len(moves) == 0 {
		return false
	}
	b.drag = &moveDrag{pieces: ids, from: from, moves: moves}
	return true
}

// showLit lights the places the dragged stack may reach.
func (b *boardScene) showLit() {
	b.lit = map[string]bool{}
	if b.drag == nil {
		return
	}
	for end := range b.drag.moves {
		b.lit[end] = true
	}
	b.a.Dirty = true
}

// dragLit are the places lit for the drag, sorted (for the probe).
func (b *boardScene) dragLit() []string {
	if b.drag == nil {
		return nil
	}
	var out []string
	for end := range b.drag.moves {
		out = append(out, end)
	}
	sort.Strings(out)
	return out
}

// drop ends a drag on a place: the move there, if Legal lists one.
func (b *boardScene) drop(place string) {
	d := b.drag
	b.drag = nil
	b.lit = map[string]bool{}
	b.a.Dirty = true
	if d == nil || place == "" || place == d.from {
		return
	}
	x, ok := d.moves[place]
	if !ok {
		b.say(T("move.cannot", b.placeName(place)), true)
		return
	}
	b.act(x)
}

// drawDrag draws the stack under the pointer while it is dragged.
func (b *boardScene) drawDrag(dst *ebiten.Image) {
	d := b.drag
	if d == nil || !d.live {
		return
	}
	cs := b.counterPx()
	if pt, ok := b.placePoint(d.from); ok {
		x, y := b.cam.ToScreen(pt[0], pt[1])
		dashed(dst, x, y, d.x, d.y, 6, 4, 2.5, siegeColour)
	}
	s := b.shownState()
	for k, id := range d.pieces {
		off := float64(k) * math.Min(4, cs/6)
		b.drawCounter(dst, s, s.Piece(id), ui.Rect{X: d.x - cs/2 + off, Y: d.y - cs/2 - off, W: cs, H: cs})
	}
}
