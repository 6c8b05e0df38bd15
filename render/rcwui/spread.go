package rcwui

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"tachanka/game/rcw"
	"tachanka/render/lang"
	"tachanka/render/rcwui/rcwlang"
	"tachanka/render/ui"
)

// The spread is a province's stacks opened in a panel beside it, one row
// a stack, every counter at a size that reads: a click on the province
// opens it, a click elsewhere closes it. Its counters are where later
// work picks the units of a force.

// spreadItem is one counter of the spread, on the screen.
type spreadItem struct {
	stack, piece int
	r            ui.Rect
}

// spreadRow is one stack of the spread: its control marker's place.
type spreadRow struct {
	stack  int
	player string
	marker ui.Rect
}

// spreadView is the panel of a province's stacks laid out on the screen.
type spreadView struct {
	code  string
	r     ui.Rect
	head  float64 // the height of the heading
	rows  []spreadRow
	items []spreadItem
}

// perLine is the most counters of a stack on one line of the spread.
const perLine = 7

// layoutSpread lays out the spread of a province's stacks with counters
// of side cs, beside the screen point (ax, ay), inside bounds.
func layoutSpread(s *rcw.State, code string, ax, ay, cs, head float64, bounds ui.Rect) spreadView {
	pad, gap := cs*0.25, cs*0.14
	tab := cs * 0.5
	v := spreadView{code: code, head: head}
	sts := s.StacksIn(code)
	cols := 1
	for _, st := range sts {
		cols = max(cols, min(len(st.Pieces), perLine))
	}
	w := 2*pad + tab + gap + float64(cols)*(cs+gap)
	y := pad + head
	for _, st := range sts {
		v.rows = append(v.rows, spreadRow{stack: st.ID, player: st.Player, marker: ui.Rect{X: pad, Y: y, W: tab, H: cs * 0.45}})
		for k, id := range st.Pieces {
			x := pad + tab + gap + float64(k%perLine)*(cs+gap)
			v.items = append(v.items, spreadItem{stack: st.ID, piece: id, r: ui.Rect{X: x, Y: y + float64(k/perLine)*(cs+gap), W: cs, H: cs}})
		}
		y += float64((len(st.Pieces)+perLine-1)/perLine)*(cs+gap) + gap
	}
	h := y + pad
	w = max(w, head*9)
	// Beside the province: to its right if there is room, else to its
	// left; always inside the map's view.
	x := ax + cs
	if x+w > bounds.X+bounds.W {
		x = ax - cs - w
	}
	x = max(bounds.X, min(x, bounds.X+bounds.W-w))
	top := max(bounds.Y, min(ay-h/2, bounds.Y+bounds.H-h))
	v.r = ui.Rect{X: x, Y: top, W: w, H: h}
	for k := range v.rows {
		v.rows[k].marker.X += x
		v.rows[k].marker.Y += top
	}
	for k := range v.items {
		v.items[k].r.X += x
		v.items[k].r.Y += top
	}
	return v
}

// spreadCounter is the counters' side in the spread.
func (b *boardScene) spreadCounter() float64 { return b.a.Theme.S(48) }

// spreadLayout is the spread open now (its code empty when none).
func (b *boardScene) spreadLayout() spreadView {
	if b.spread == "" {
		return spreadView{}
	}
	p := b.d.Map.Province(b.spread)
	if p == nil {
		return spreadView{}
	}
	ax, ay := b.cam.ToScreen(p.Label[0], p.Label[1])
	return layoutSpread(b.st, b.spread, ax, ay, b.spreadCounter(), b.a.Theme.S(40), b.mapR)
}

// drawSpread draws the open spread: the province's name, region and port,
// then its stacks, each under its control marker.
func (b *boardScene) drawSpread(dst *ebiten.Image) {
	v := b.spreadLayout()
	if v.code == "" {
		return
	}
	th := b.a.Theme
	p := b.d.Map.Province(v.code)
	ui.FillRect(dst, v.r, th.C("panel"))
	ui.StrokeRect(dst, v.r, 1.5, th.C("accent"))
	x, y := v.r.X+th.S(10), v.r.Y+th.S(6)
	title := rcwlang.T("spread", provinceName(p), len(v.rows))
	if len(v.rows) == 0 {
		title = rcwlang.T("spread.none", provinceName(p))
	}
	ui.DrawText(dst, title, th.Face(14, true), x, y, th.C("text"))
	sub := p.Code
	if r := b.d.Map.Region(p.Region); r != nil {
		sub += " · " + lang.Title(r.Name, r.NameRU)
	}
	if p.Port {
		sub += " · " + rcwlang.T("port", seaName(b.d.Map, p.Sea))
	}
	ui.DrawText(dst, sub, th.Face(11, false), x, y+th.S(18), th.C("text_dim"))
	for _, row := range v.rows {
		m := row.marker
		if row.stack == b.target {
			// The target of the attack panel.
			ui.StrokeRect(dst, ui.Rect{X: m.X - th.S(3), Y: m.Y - th.S(3), W: v.r.X + v.r.W - m.X - th.S(4), H: b.spreadCounter() + th.S(6)}, 2, th.C("danger"))
		}
		if row.player != "" {
			b.drawMarker(dst, row.player, m.X, m.Y, m.W, m.H)
		} else {
			ui.DrawTextCentered(dst, "—", th.Face(12, true), m.CX(), m.CY(), th.C("text_dim"))
		}
	}
	for _, it := range v.items {
		b.drawCounter(dst, it.piece, it.r.X, it.r.Y, it.r.W)
		if b.st.Piece(it.piece).Under != 0 {
			// Attached to the leader before it: a bar joins them.
			vector.DrawFilledRect(dst, float32(it.r.X-it.r.W*0.14), float32(it.r.CY()-1.5), float32(it.r.W*0.14), 3, th.C("text_dim"), false)
		}
	}
}

// seaName is a sea's name in the current language.
func seaName(m *rcw.Map, name string) string {
	for _, s := range m.Seas {
		if s.Name == name {
			return lang.Title(s.Name, s.NameRU)
		}
	}
	return name
}
