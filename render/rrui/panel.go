package rrui

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/render/ui"
)

// The decision panel is rows of text and buttons, built from the
// engine's Legal when drawn; the buttons' handlers are kept until the next
// click is read, so that a button always does what it showed.

// btn is a button of a panel.
type btn struct {
	id, label string
	style     ui.ButtonStyle
	run       func()
}

// row is a line of a panel: a text, or buttons side by side.
type row struct {
	text   string
	dim    bool
	head   bool
	colour *color.RGBA
	btns   []btn
}

func (b *boardScene) rowHeight(r row) float64 {
	th := b.a.Theme
	switch {
	case len(r.btns) > 0:
		return th.S(28)
	case r.head:
		return ui.LineHeight(th.Face(14, true)) + th.S(2)
	}
	return ui.LineHeight(th.Face(12, false))
}

func (b *boardScene) rowsHeight(rows []row) float64 {
	h := 2 * b.a.Theme.S(8)
	for _, r := range rows {
		h += b.rowHeight(r)
	}
	return h
}

// drawRows draws a panel of rows in r and keeps its buttons' handlers.
func (b *boardScene) drawRows(dst *ebiten.Image, r ui.Rect, rows []row) {
	a, th := b.a, b.a.Theme
	ui.FillRect(dst, r, ui.WithAlpha(th.C("panel"), 0xf0))
	ui.StrokeRect(dst, r, 1.5, th.C("accent"))
	b.panels = append(b.panels, r)
	pad := th.S(8)
	x, y, w := r.X+pad, r.Y+pad, r.W-2*pad
	for _, rw := range rows {
		h := b.rowHeight(rw)
		if len(rw.btns) > 0 {
			bw := (w - th.S(4)*float64(len(rw.btns)-1)) / float64(len(rw.btns))
			for k, bt := range rw.btns {
				f := th.Face(12, false)
				a.Button(dst, ui.Rect{X: x + float64(k)*(bw+th.S(4)), Y: y + th.S(2), W: bw, H: h - th.S(4)}, bt.id, ui.FitText(bt.label, f, bw-th.S(8)), bt.style, bt.label)
				if bt.run != nil && bt.style != ui.ButtonOff {
					b.handlers[bt.id] = bt.run
				}
			}
		} else {
			f := th.Face(12, false)
			if rw.head {
				f = th.Face(14, true)
			}
			c := th.C("text")
			if rw.dim {
				c = th.C("text_dim")
			}
			if rw.colour != nil {
				c = *rw.colour
			}
			ui.DrawText(dst, ui.FitText(rw.text, f, w), f, x, y, c)
		}
		y += h
	}
}

// panelClick runs the handler of the button clicked, if it is a panel's.
func (b *boardScene) panelClick(id string) bool {
	run, ok := b.handlers[id]
	if !ok {
		return false
	}
	b.handlers = map[string]func(){}
	run()
	b.a.Dirty = true
	return true
}

// onPanel reports a point on a panel.
func (b *boardScene) onPanel(x, y float64) bool {
	for _, r := range b.panels {
		if r.Contains(x, y) {
			return true
		}
	}
	return false
}
