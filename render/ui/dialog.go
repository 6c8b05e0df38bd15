package ui

import (
	"fmt"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"tachanka/render/lang"
)

func nowStamp() string { return time.Now().Format("2006-01-02 15:04") }

// Dialog asks a player to choose among the options the engine offers (or to
// answer yes or no): a title, an explanation, rows to pick, buttons. It never
// offers anything the engine did not list.
type Dialog struct {
	App    *App
	ID     string // what the probe calls it
	Title  string
	Body   string
	Rule   string // the rule it is about; a link opens the rules panel
	Items  []DialogItem
	Picked []bool
	// Max is how many rows may be picked (0: none are pickable); with
	// Instant, a click on a row is the answer.
	Max     int
	Instant func(k int) string
	Buttons []DialogButton
	// Content draws extra matter (an odds preview) below the body and
	// returns its height; OnChange runs when the rows picked change.
	Content  func(dst *ebiten.Image, r Rect) float64
	OnChange func(sel []int)
	Width    float64 // in UI units; 0 is the default
	// Dismiss: Esc closes the dialog without an answer (a decision's
	// dialog, which the status bar reopens, so the player can look at the
	// map first).
	Dismiss bool
	msg     string
	// Counter draws the counter of a row's Unit.
	Counter func(unit int, x, y, size float64, dst *ebiten.Image)
}

// DialogItem is one row: a label, a detail line, maybe a counter.
type DialogItem struct {
	Label, Detail string
	Unit          int // counter to draw, or -1
	Tip           string
}

// DialogButton is a button; Run returns an error message, or "" to close.
type DialogButton struct {
	ID, Label string
	Hot       bool
	Enabled   func(sel []int) bool
	Run       func(sel []int) string
}

// Name is what the probe calls it.
func (d *Dialog) Name() string { return d.ID }

// Selected lists the rows picked.
func (d *Dialog) Selected() []int {
	var s []int
	for i, p := range d.Picked {
		if p {
			s = append(s, i)
		}
	}
	return s
}

// Ensure gives every row its mark in Picked (to pick rows before the
// dialog opens).
func (d *Dialog) Ensure() {
	if len(d.Picked) != len(d.Items) {
		d.Picked = make([]bool, len(d.Items))
	}
}

func (d *Dialog) toggle(k int) {
	d.Ensure()
	if d.Max == 1 {
		was := d.Picked[k]
		for i := range d.Picked {
			d.Picked[i] = false
		}
		d.Picked[k] = !was
	} else if d.Picked[k] || len(d.Selected()) < d.Max {
		d.Picked[k] = !d.Picked[k]
	}
	if d.OnChange != nil {
		d.OnChange(d.Selected())
	}
}

func (d *Dialog) press(b DialogButton) bool {
	sel := d.Selected()
	if b.Enabled != nil && !b.Enabled(sel) {
		return false
	}
	if msg := b.Run(sel); msg != "" {
		d.msg = msg
		return false
	}
	return true
}

// pick chooses item k, by its key or a click: an instant dialog closes on
// it unless it refuses with a message; the others toggle it.
func (d *Dialog) pick(k int) (closes bool) {
	if d.Instant != nil {
		if msg := d.Instant(k); msg != "" {
			d.msg = msg
			return false
		}
		return true
	}
	if d.Max > 0 {
		d.toggle(k)
	}
	return false
}

func (d *Dialog) Update(a *App) bool {
	d.Ensure()
	for k := 0; k < len(d.Items) && k < 9; k++ {
		if inpututil.IsKeyJustPressed(ebiten.Key1 + ebiten.Key(k)) {
			a.Dirty = true
			if closes := d.pick(k); d.Instant != nil {
				return closes
			}
		}
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyEnter) || inpututil.IsKeyJustPressed(ebiten.KeyKPEnter) {
		for _, b := range d.Buttons {
			if b.Hot {
				a.Dirty = true
				return d.press(b)
			}
		}
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyEscape) {
		if d.Dismiss {
			a.Dirty = true
			return true
		}
		for _, b := range d.Buttons {
			if b.ID == "cancel" {
				a.Dirty = true
				return d.press(b)
			}
		}
	}
	if a.ClickID == "" {
		return false
	}
	a.Dirty = true
	var k int
	if _, err := fmt.Sscanf(a.ClickID, "item:%d", &k); err == nil && k < len(d.Items) {
		return d.pick(k)
	}
	for _, b := range d.Buttons {
		if a.ClickID == "btn:"+b.ID {
			return d.press(b)
		}
	}
	return false
}

func (d *Dialog) Draw(dst *ebiten.Image) {
	a := d.App
	th := a.Theme
	d.Ensure()
	w, h := float64(a.W), float64(a.H)
	FillRect(dst, Rect{0, 0, w, h}, WithAlpha(th.C("background"), 110))
	pw := th.S(500)
	if d.Width > 0 {
		pw = th.S(d.Width)
	}
	pad := th.S(18)
	// Wide enough for the title beside the rule's link, where the window
	// allows.
	if d.Rule != "" {
		need := TextWidth(d.Title, th.Face(18, true)) + TextWidth(lang.T("ui.rule", d.Rule), th.Face(12, false)) + th.S(18) + 2*pad
		pw = max(pw, need)
	}
	pw = min(pw, w-th.S(20))
	inner := pw - 2*pad
	bodyFace := th.Face(13, false)
	body := Wrap(d.Body, bodyFace, inner)
	rowH := th.S(34)
	if d.Counter != nil {
		for _, it := range d.Items {
			if it.Unit >= 0 {
				rowH = th.S(58)
				break
			}
		}
	}
	// Measure.
	ph := pad + th.S(30) + float64(len(body))*LineHeight(bodyFace) + th.S(8)
	contentY := ph
	var contentH float64
	if d.Content != nil {
		// The content measures itself by drawing off screen first.
		contentH = d.Content(nil, Rect{0, 0, inner, 0})
		ph += contentH + th.S(8)
	}
	itemsY := ph
	ph += float64(len(d.Items)) * (rowH + th.S(4))
	if len(d.Buttons) > 0 {
		ph += th.S(12) + th.S(36)
	}
	if d.msg != "" {
		ph += th.S(22)
	}
	ph += pad
	maxH := h - th.S(20)
	// Tall lists get a smaller row; the engine's lists are short.
	if ph > maxH && len(d.Items) > 0 {
		over := ph - maxH
		rowH = max(th.S(22), rowH-over/float64(len(d.Items)))
		ph = maxH
	}
	px, py := (w-pw)/2, max(th.S(10), (h-ph)/2)
	th.DrawPanel(dst, px, py, pw, ph)
	// The rule's link keeps its corner: a long title is shortened before it.
	label, rw := "", 0.0
	if d.Rule != "" {
		label = lang.T("ui.rule", d.Rule)
		rw = TextWidth(label, th.Face(12, false)) + th.S(10)
	}
	titleFace := th.Face(18, true)
	DrawText(dst, FitText(d.Title, titleFace, pw-2*pad-rw-th.S(8)), titleFace, px+pad, py+pad, th.C("text"))
	if d.Rule != "" {
		f := th.Face(12, false)
		r := Rect{px + pw - pad - rw, py + pad, rw, th.S(20)}
		c := th.C("accent")
		if a.HoverID == "rule:"+d.Rule {
			c = th.C("text")
		}
		DrawText(dst, label, f, r.X+th.S(5), r.Y+th.S(3), c)
		a.Hits.Add(r, "rule:"+d.Rule, lang.T("tip.rule"))
	}
	DrawLines(dst, body, bodyFace, px+pad, py+pad+th.S(30), th.C("text_dim"))
	if d.Content != nil {
		d.Content(dst, Rect{px + pad, py + contentY, inner, contentH})
	}
	y := py + itemsY
	sel := d.Selected()
	for k, it := range d.Items {
		r := Rect{px + pad, y, inner, rowH}
		id := fmt.Sprintf("item:%d", k)
		bg := th.C("panel_edge")
		switch {
		case d.Picked[k]:
			bg = Darker(th.C("ok"), 0.8)
		case a.HoverID == id:
			bg = Darker(th.C("text_dim"), 0.8)
		}
		FillRect(dst, r, bg)
		x := r.X + th.S(10)
		if d.Counter != nil && it.Unit >= 0 {
			cs := rowH - th.S(8)
			d.Counter(it.Unit, x, r.Y+th.S(4), cs, dst)
			x += cs + th.S(10)
		}
		if k < 9 {
			DrawText(dst, fmt.Sprint(k+1), th.Face(11, false), r.X+r.W-th.S(14), r.Y+th.S(4), th.C("text_dim"))
		}
		if it.Detail != "" && rowH >= th.S(34) {
			DrawText(dst, FitText(it.Label, th.Face(14, true), r.X+r.W-x-th.S(20)), th.Face(14, true), x, r.Y+rowH*0.3, th.C("text"), text.AlignStart, text.AlignCenter)
			DrawText(dst, FitText(it.Detail, th.Face(12, false), r.X+r.W-x-th.S(20)), th.Face(12, false), x, r.Y+rowH*0.72, th.C("text_dim"), text.AlignStart, text.AlignCenter)
		} else {
			DrawText(dst, FitText(it.Label, th.Face(14, false), r.X+r.W-x-th.S(20)), th.Face(14, false), x, r.CY(), th.C("text"), text.AlignStart, text.AlignCenter)
		}
		a.Hits.Add(r, id, it.Tip)
		y += rowH + th.S(4)
	}
	if len(d.Buttons) > 0 {
		bw := th.S(150)
		gap := th.S(10)
		total := float64(len(d.Buttons))*bw + float64(len(d.Buttons)-1)*gap
		if total > inner {
			bw = (inner - float64(len(d.Buttons)-1)*gap) / float64(len(d.Buttons))
			total = inner
		}
		x := px + pw - pad - total
		by := py + ph - pad - th.S(36)
		if d.msg != "" {
			by -= th.S(22)
		}
		for _, b := range d.Buttons {
			st := ButtonNormal
			if b.Hot {
				st = ButtonHot
			}
			if b.Enabled != nil && !b.Enabled(sel) {
				st = ButtonOff
			}
			a.Button(dst, Rect{x, by, bw, th.S(36)}, "btn:"+b.ID, b.Label, st, "")
			x += bw + gap
		}
	}
	if d.msg != "" {
		DrawText(dst, FitText(d.msg, th.Face(12, false), inner), th.Face(12, false), px+pad, py+ph-pad-th.S(16), th.C("danger"))
	}
}

// CancelButton closes a dialog without acting.
func CancelButton() DialogButton {
	return DialogButton{ID: "cancel", Label: lang.T("ui.cancel"), Run: func([]int) string { return "" }}
}
