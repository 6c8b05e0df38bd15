package render

import (
	"fmt"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"tachanka/render/lang"
)

func nowStamp() string { return time.Now().Format("2006-01-02 15:04") }

// dialog asks a player to choose among the options the engine offers (or to
// answer yes or no): a title, an explanation, rows to pick, buttons. It never
// offers anything the engine did not list.
type dialog struct {
	a      *App
	id     string // what the probe calls it
	title  string
	body   string
	rule   string // the rule it is about; a link opens the rules panel
	items  []dlgItem
	picked []bool
	// max is how many rows may be picked (0: none are pickable); with
	// instant, a click on a row is the answer.
	max     int
	instant func(k int) string
	buttons []dlgButton
	// content draws extra matter (an odds preview) below the body and
	// returns its height; onChange runs when the rows picked change.
	content  func(dst *ebiten.Image, r rect) float64
	onChange func(sel []int)
	width    float64 // in UI units; 0 is the default
	// dismiss: Esc closes the dialog without an answer (a decision's
	// dialog, which the status bar reopens, so the player can look at the
	// map first).
	dismiss bool
	msg     string
	counter func(unit int, x, y, size float64, dst *ebiten.Image)
}

// dlgItem is one row: a label, a detail line, maybe a counter.
type dlgItem struct {
	label, detail string
	unit          int // counter to draw, or -1
	tip           string
}

// dlgButton is a button; run returns an error message, or "" to close.
type dlgButton struct {
	id, label string
	hot       bool
	enabled   func(sel []int) bool
	run       func(sel []int) string
}

func (d *dialog) name() string { return d.id }

func (d *dialog) selected() []int {
	var s []int
	for i, p := range d.picked {
		if p {
			s = append(s, i)
		}
	}
	return s
}

func (d *dialog) ensure() {
	if len(d.picked) != len(d.items) {
		d.picked = make([]bool, len(d.items))
	}
}

func (d *dialog) toggle(k int) {
	d.ensure()
	if d.max == 1 {
		was := d.picked[k]
		for i := range d.picked {
			d.picked[i] = false
		}
		d.picked[k] = !was
	} else if d.picked[k] || len(d.selected()) < d.max {
		d.picked[k] = !d.picked[k]
	}
	if d.onChange != nil {
		d.onChange(d.selected())
	}
}

func (d *dialog) press(b dlgButton) bool {
	sel := d.selected()
	if b.enabled != nil && !b.enabled(sel) {
		return false
	}
	if msg := b.run(sel); msg != "" {
		d.msg = msg
		return false
	}
	return true
}

// pick chooses item k, by its key or a click: an instant dialog closes on
// it unless it refuses with a message; the others toggle it.
func (d *dialog) pick(k int) (closes bool) {
	if d.instant != nil {
		if msg := d.instant(k); msg != "" {
			d.msg = msg
			return false
		}
		return true
	}
	if d.max > 0 {
		d.toggle(k)
	}
	return false
}

func (d *dialog) update(a *App) bool {
	d.ensure()
	for k := 0; k < len(d.items) && k < 9; k++ {
		if inpututil.IsKeyJustPressed(ebiten.Key1 + ebiten.Key(k)) {
			a.dirty = true
			if closes := d.pick(k); d.instant != nil {
				return closes
			}
		}
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyEnter) || inpututil.IsKeyJustPressed(ebiten.KeyKPEnter) {
		for _, b := range d.buttons {
			if b.hot {
				a.dirty = true
				return d.press(b)
			}
		}
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyEscape) {
		if d.dismiss {
			a.dirty = true
			return true
		}
		for _, b := range d.buttons {
			if b.id == "cancel" {
				a.dirty = true
				return d.press(b)
			}
		}
	}
	if a.clickID == "" {
		return false
	}
	a.dirty = true
	var k int
	if _, err := fmt.Sscanf(a.clickID, "item:%d", &k); err == nil && k < len(d.items) {
		return d.pick(k)
	}
	for _, b := range d.buttons {
		if a.clickID == "btn:"+b.id {
			return d.press(b)
		}
	}
	return false
}

func (d *dialog) draw(dst *ebiten.Image) {
	a := d.a
	th := a.th
	d.ensure()
	w, h := float64(a.w), float64(a.h)
	fillRect(dst, rect{0, 0, w, h}, withAlpha(th.C("background"), 110))
	pw := th.S(500)
	if d.width > 0 {
		pw = th.S(d.width)
	}
	pw = min(pw, w-th.S(20))
	pad := th.S(18)
	inner := pw - 2*pad
	bodyFace := th.Face(13, false)
	body := wrap(d.body, bodyFace, inner)
	rowH := th.S(34)
	if d.counter != nil {
		for _, it := range d.items {
			if it.unit >= 0 {
				rowH = th.S(58)
				break
			}
		}
	}
	// Measure.
	ph := pad + th.S(30) + float64(len(body))*lineHeight(bodyFace) + th.S(8)
	contentY := ph
	var contentH float64
	if d.content != nil {
		// The content measures itself by drawing off screen first.
		contentH = d.content(nil, rect{0, 0, inner, 0})
		ph += contentH + th.S(8)
	}
	itemsY := ph
	ph += float64(len(d.items)) * (rowH + th.S(4))
	if len(d.buttons) > 0 {
		ph += th.S(12) + th.S(36)
	}
	if d.msg != "" {
		ph += th.S(22)
	}
	ph += pad
	maxH := h - th.S(20)
	// Tall lists get a smaller row; the engine's lists are short.
	if ph > maxH && len(d.items) > 0 {
		over := ph - maxH
		rowH = max(th.S(22), rowH-over/float64(len(d.items)))
		ph = maxH
	}
	px, py := (w-pw)/2, max(th.S(10), (h-ph)/2)
	th.drawPanel(dst, px, py, pw, ph)
	drawText(dst, d.title, th.Face(18, true), px+pad, py+pad, th.C("text"))
	if d.rule != "" {
		label := lang.T("ui.rule", d.rule)
		f := th.Face(12, false)
		rw := textWidth(label, f) + th.S(10)
		r := rect{px + pw - pad - rw, py + pad, rw, th.S(20)}
		c := th.C("accent")
		if a.hoverID == "rule:"+d.rule {
			c = th.C("text")
		}
		drawText(dst, label, f, r.x+th.S(5), r.y+th.S(3), c)
		a.hits.add(r, "rule:"+d.rule, lang.T("tip.rule"))
	}
	drawLines(dst, body, bodyFace, px+pad, py+pad+th.S(30), th.C("text_dim"))
	if d.content != nil {
		d.content(dst, rect{px + pad, py + contentY, inner, contentH})
	}
	y := py + itemsY
	sel := d.selected()
	for k, it := range d.items {
		r := rect{px + pad, y, inner, rowH}
		id := fmt.Sprintf("item:%d", k)
		bg := th.C("panel_edge")
		switch {
		case d.picked[k]:
			bg = darker(th.C("ok"), 0.8)
		case a.hoverID == id:
			bg = darker(th.C("text_dim"), 0.8)
		}
		fillRect(dst, r, bg)
		x := r.x + th.S(10)
		if d.counter != nil && it.unit >= 0 {
			cs := rowH - th.S(8)
			d.counter(it.unit, x, r.y+th.S(4), cs, dst)
			x += cs + th.S(10)
		}
		if k < 9 {
			drawText(dst, fmt.Sprint(k+1), th.Face(11, false), r.x+r.w-th.S(14), r.y+th.S(4), th.C("text_dim"))
		}
		if it.detail != "" && rowH >= th.S(34) {
			drawText(dst, fitText(it.label, th.Face(14, true), r.x+r.w-x-th.S(20)), th.Face(14, true), x, r.y+rowH*0.3, th.C("text"), text.AlignStart, text.AlignCenter)
			drawText(dst, fitText(it.detail, th.Face(12, false), r.x+r.w-x-th.S(20)), th.Face(12, false), x, r.y+rowH*0.72, th.C("text_dim"), text.AlignStart, text.AlignCenter)
		} else {
			drawText(dst, fitText(it.label, th.Face(14, false), r.x+r.w-x-th.S(20)), th.Face(14, false), x, r.cy(), th.C("text"), text.AlignStart, text.AlignCenter)
		}
		a.hits.add(r, id, it.tip)
		y += rowH + th.S(4)
	}
	if len(d.buttons) > 0 {
		bw := th.S(150)
		gap := th.S(10)
		total := float64(len(d.buttons))*bw + float64(len(d.buttons)-1)*gap
		if total > inner {
			bw = (inner - float64(len(d.buttons)-1)*gap) / float64(len(d.buttons))
			total = inner
		}
		x := px + pw - pad - total
		by := py + ph - pad - th.S(36)
		if d.msg != "" {
			by -= th.S(22)
		}
		for _, b := range d.buttons {
			st := btnNormal
			if b.hot {
				st = btnHot
			}
			if b.enabled != nil && !b.enabled(sel) {
				st = btnOff
			}
			a.button(dst, rect{x, by, bw, th.S(36)}, "btn:"+b.id, b.label, st, "")
			x += bw + gap
		}
	}
	if d.msg != "" {
		drawText(dst, fitText(d.msg, th.Face(12, false), inner), th.Face(12, false), px+pad, py+ph-pad-th.S(16), th.C("danger"))
	}
}

// cancelButton closes a dialog without acting.
func cancelButton() dlgButton {
	return dlgButton{id: "cancel", label: lang.T("ui.cancel"), run: func([]int) string { return "" }}
}
