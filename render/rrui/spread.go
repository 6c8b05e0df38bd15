package rrui

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/render/ui"
)

// The spread: a click on a place opens its counters large, in rows, with
// the place's name, its fortification and siege, and who controls it; a
// counter of the spread may be dragged (a move) or clicked (a loss to
// allot, a unit to flip).

// spreadItem is a counter of the spread.
type spreadItem struct {
	piece, place string
	r            ui.Rect
}

// spreadRect is where the spread stands, empty when none is open.
func (b *boardScene) spreadRect() ui.Rect {
	if b.spread == "" {
		return ui.Rect{}
	}
	n := len(b.piecesAt(b.shownState(), b.spread))
	th := b.a.Theme
	cs := th.S(46)
	per := max(1, min(n, 6))
	rows := max(1, (n+per-1)/per)
	w := math.Max(th.S(220), float64(per)*(cs+th.S(6))+th.S(16))
	h := th.S(46) + float64(rows)*(cs+th.S(6)) + th.S(8)
	pt, ok := b.placePoint(b.spread)
	if !ok {
		return ui.Rect{}
	}
	x, y := b.cam.ToScreen(pt[0], pt[1])
	r := ui.Rect{X: x + th.S(24), Y: y - h/2, W: w, H: h}
	if r.X+r.W > b.mapR.X+b.mapR.W {
		r.X = x - th.S(24) - w
	}
	r.X = math.Max(b.mapR.X+2, r.X)
	r.Y = math.Max(b.mapR.Y+2, math.Min(r.Y, b.mapR.Y+b.mapR.H-h-2))
	return r
}

// spreadItems are the spread's counters.
func (b *boardScene) spreadItems() []spreadItem {
	r := b.spreadRect()
	if r.W == 0 {
		return nil
	}
	th := b.a.Theme
	cs := th.S(46)
	var out []spreadItem
	for k, p := range b.piecesAt(b.shownState(), b.spread) {
		col, row := k%6, k/6
		out = append(out, spreadItem{piece: p.ID, place: b.spread,
			r: ui.Rect{X: r.X + th.S(8) + float64(col)*(cs+th.S(6)), Y: r.Y + th.S(44) + float64(row)*(cs+th.S(6)), W: cs, H: cs}})
	}
	return out
}

// drawSpread draws the open spread.
func (b *boardScene) drawSpread(dst *ebiten.Image) {
	r := b.spreadRect()
	if r.W == 0 {
		return
	}
	th := b.a.Theme
	ui.FillRect(dst, r, ui.WithAlpha(th.C("panel"), 0xf0))
	ui.StrokeRect(dst, r, 1.5, th.C("accent"))
	b.panels = append(b.panels, r)
	f := th.Face(13, true)
	ui.DrawText(dst, ui.FitText(b.placeName(b.spread), f, r.W-th.S(16)), f, r.X+th.S(8), r.Y+th.S(4), th.C("text"))
	ui.DrawText(dst, ui.FitText(b.placeInfo(b.spread), th.Face(11, false), r.W-th.S(16)), th.Face(11, false), r.X+th.S(8), r.Y+th.S(24), th.C("text_dim"))
	s := b.shownState()
	for _, it := range b.spreadItems() {
		b.drawCounter(dst, s, s.Piece(it.piece), it.r)
		if n := countOf(b.allot, it.piece); n > 0 {
			ui.StrokeRect(dst, it.r, 3, siegeColour)
			ui.DrawText(dst, "−"+itoa(n), th.Face(11, true), it.r.X+2, it.r.Y-th.S(2), siegeColour)
		}
	}
}

func countOf(s []string, v string) int {
	n := 0
	for _, x := range s {
		if x == v {
			n++
		}
	}
	return n
}

// placeInfo says who controls an area, its fortification and siege.
func (b *boardScene) placeInfo(code string) string {
	ar := b.d.Map.Area(code)
	if ar == nil {
		return ""
	}
	as := b.st.Area(code)
	ctrl := T("uncontrolled")
	if as.Control != 0 {
		ctrl = b.factionWord(as.Control)
	}
	out := T("area.info", ctrl, b.st.CurrentFort(code), ar.Fort, ar.Money, ar.Manpower)
	if as.Siege > 0 {
		out += " · " + T("area.siege", as.Siege, b.factionWord(as.SiegeBy))
	}
	if b.st.OutOfPlay(code) {
		out += " · " + T("area.out")
	}
	if ar.Port != "" {
		out += " · " + T("area.port")
	}
	return out
}
