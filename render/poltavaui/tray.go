package poltavaui

import (
	"fmt"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/game/poltava"
	"tachanka/render/lang"
	"tachanka/render/poltavaui/poltlang"
	"tachanka/render/ui"
)

// The entry tray of Scenario 2 (S2.1): the Swedish units still off the
// map, by column, drawn over the map's corner. A counter dragged from it
// onto its column's entry hex (lit), or clicked, is the engine's ActEnter;
// once on the map it moves as any unit. Its layout and hit test need no
// window.

// trayColumn is an entry column and its units still off the map, in the
// scenario's order.
type trayColumn struct {
	col   poltava.EntryColumn
	units []string
}

// trayColumns are the columns with units still to enter, once the set-up
// is done (none in Scenario 1).
func trayColumns(s *poltava.State) []trayColumn {
	d := s.Data
	if s.Phase == poltava.PhaseSetup || len(d.Scenario.Entry) == 0 {
		return nil
	}
	var out []trayColumn
	for _, e := range d.Scenario.Entry {
		if e.Column < 1 || e.Column > len(d.Counters.EntryColumns) {
			continue
		}
		c := trayColumn{col: d.Counters.EntryColumns[e.Column-1]}
		for _, id := range e.Units {
			if u := s.Unit(id); u != nil && u.Status == poltava.OffMap {
				c.units = append(c.units, id)
			}
		}
		if len(c.units) > 0 {
			out = append(out, c)
		}
	}
	return out
}

// offMapCount is how many Swedish units are still to enter.
func offMapCount(s *poltava.State) int {
	n := 0
	for _, id := range s.OffMap() {
		if u := s.Unit(id); u != nil && u.Side == poltava.Sweden {
			n++
		}
	}
	return n
}

// trayItem is a counter of the tray and where it is drawn.
type trayItem struct {
	unit string
	r    ui.Rect
}

// trayRow is a column's row of the tray: its label's rect and colour.
type trayRow struct {
	col poltava.EntryColumn
	r   ui.Rect
}

// trayMetrics are the tray's sizes in pixels.
type trayMetrics struct {
	pad, head, label, size, gap float64
}

// trayLayout places the tray with its top left at (x, y): a heading, then
// a row per column (its label, then its counters), wrapping no row;
// collapsed (shut), the heading alone.
func trayLayout(cols []trayColumn, x, y float64, m trayMetrics, shut bool) (panel ui.Rect, rows []trayRow, items []trayItem) {
	if len(cols) == 0 {
		return ui.Rect{}, nil, nil
	}
	if shut {
		return ui.Rect{X: x, Y: y, W: 2*m.pad + 2*m.label, H: m.pad + m.head}, nil, nil
	}
	w := 2*m.pad + 2*m.label
	cy := y + m.pad + m.head
	for _, c := range cols {
		cx := x + m.pad + m.label
		rows = append(rows, trayRow{col: c.col, r: ui.Rect{X: x + m.pad, Y: cy, W: m.label - m.gap, H: m.size}})
		for _, id := range c.units {
			items = append(items, trayItem{unit: id, r: ui.Rect{X: cx, Y: cy, W: m.size, H: m.size}})
			cx += m.size + m.gap
		}
		w = max(w, cx-x)
		cy += m.size + m.gap
	}
	panel = ui.Rect{X: x, Y: y, W: w - m.gap + m.pad, H: cy - y - m.gap + m.pad}
	return panel, rows, items
}

// trayHit is the unit of the tray under a point, or "".
func trayHit(items []trayItem, x, y float64) string {
	for _, it := range items {
		if it.r.Contains(x, y) {
			return it.unit
		}
	}
	return ""
}

// trayClick is the action of a click on a tray counter, its entry, and
// whether the engine lists it now.
func trayClick(s *poltava.State, id string) (poltava.Action, bool) {
	a := poltava.Action{Type: poltava.ActEnter, Unit: id}
	return a, slices.ContainsFunc(s.EntryOptions(), func(x poltava.Action) bool { return x.Unit == id })
}

// trayGeometry is the tray on this board now.
func (b *boardScene) trayGeometry() (ui.Rect, []trayRow, []trayItem) {
	th := b.a.Theme
	m := trayMetrics{pad: th.S(8), head: th.S(22), label: th.S(110), size: th.S(40), gap: th.S(4)}
	return trayLayout(trayColumns(b.st), b.mapR.X+th.S(10), b.mapR.Y+th.S(10), m, b.trayShut)
}

// trayToggle is the button that collapses or expands the tray, in its
// heading.
func (b *boardScene) trayToggle(panel ui.Rect) ui.Rect {
	th := b.a.Theme
	w := th.S(70)
	return ui.Rect{X: panel.X + panel.W - th.S(4) - w, Y: panel.Y + th.S(4), W: w, H: th.S(20)}
}

// trayAt is the tray's unit under a screen point, and whether the point
// is on the tray at all.
func (b *boardScene) trayAt(x, y float64) (string, bool) {
	panel, _, items := b.trayGeometry()
	if !panel.Contains(x, y) {
		return "", false
	}
	return trayHit(items, x, y), true
}

// drawTray draws the entry tray: each column's name in its colour, then
// its counters; those the engine lets enter now are outlined.
func (b *boardScene) drawTray(dst *ebiten.Image) {
	panel, rows, items := b.trayGeometry()
	if panel.W == 0 {
		return
	}
	th := b.a.Theme
	ui.FillRect(dst, panel, alpha(th.C("panel"), 230))
	ui.StrokeRect(dst, panel, 1, th.C("panel_edge"))
	head := th.Face(12, true)
	tg := b.trayToggle(panel)
	ui.DrawText(dst, ui.FitText(poltlang.T("tray.title", offMapCount(b.st)), head, tg.X-panel.X-th.S(12)), head, panel.X+th.S(8), panel.Y+th.S(6), th.C("text"))
	label, tip := poltlang.T("tray.hide"), poltlang.T("tray.hide_tip")
	if b.trayShut {
		label, tip = poltlang.T("tray.show"), poltlang.T("tray.show_tip")
	}
	b.a.Button(dst, tg, "pv:tray", label, ui.ButtonNormal, tip)
	f := th.Face(11, true)
	for _, r := range rows {
		c := hexColour(r.col.Colour)
		ui.FillRect(dst, r.r, c)
		name := fmt.Sprintf("%d. %s", r.col.Column, lang.Title(r.col.Name, r.col.NameRU))
		lines := ui.Wrap(name, f, r.r.W-th.S(8))
		if len(lines) > 2 {
			lines = lines[:2]
		}
		lh := ui.LineHeight(f)
		ui.DrawLines(dst, lines, f, r.r.X+th.S(4), r.r.CY()-float64(len(lines))*lh/2, inkOn(c))
	}
	can := map[string]bool{}
	if b.ours() {
		for _, a := range b.st.EntryOptions() {
			can[a.Unit] = true
		}
	}
	for _, it := range items {
		if d := b.drag; d != nil && d.unit == it.unit {
			continue
		}
		u := b.st.Unit(it.unit)
		img := b.art.image(u)
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Scale(it.r.W/counterPx, it.r.H/counterPx)
		op.GeoM.Translate(it.r.X, it.r.Y)
		if !can[it.unit] {
			op.ColorScale.ScaleAlpha(0.55)
		}
		dst.DrawImage(img, op)
		if can[it.unit] {
			ui.StrokeRect(dst, it.r, 2, litColour)
		}
	}
}
