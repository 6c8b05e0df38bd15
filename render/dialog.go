package render

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

func nowStamp() string { return time.Now().Format("2006-01-02 15:04") }

// choice is a dialog asking the deciding player to pick count of the options
// the engine offers (chits, fronts). It never offers anything else.
type choice struct {
	a       *App
	title   string
	detail  string
	options []string
	count   int
	picked  []bool
	onDone  func(sel []int) string // returns an error message, or ""
	msg     string
	hover   int
	rects   []*button
	ok      *button
}

func newChoice(a *App, title, detail string, options []string, count int, onDone func([]int) string) *choice {
	return &choice{a: a, title: title, detail: detail, options: options, count: count,
		picked: make([]bool, len(options)), onDone: onDone, hover: -2}
}

func (c *choice) name() string { return "choice:" + c.title }

func (c *choice) selected() []int {
	var s []int
	for i, p := range c.picked {
		if p {
			s = append(s, i)
		}
	}
	return s
}

func (c *choice) update(a *App) bool {
	x, y := ebiten.CursorPosition()
	fx, fy := float64(x), float64(y)
	hover := -2
	for i, r := range c.rects {
		if r.contains(fx, fy) {
			hover = i
		}
	}
	if c.ok != nil && c.ok.contains(fx, fy) {
		hover = -1
	}
	if hover != c.hover {
		c.hover = hover
		a.dirty = true
	}
	for k := 0; k < len(c.options) && k < 9; k++ {
		if inpututil.IsKeyJustPressed(ebiten.Key1 + ebiten.Key(k)) {
			c.toggle(k)
			a.dirty = true
		}
	}
	confirm := inpututil.IsKeyJustPressed(ebiten.KeyEnter)
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) {
		a.dirty = true
		switch {
		case hover >= 0:
			c.toggle(hover)
			if c.count == 1 {
				confirm = true
			}
		case hover == -1:
			confirm = true
		}
	}
	if confirm {
		sel := c.selected()
		if len(sel) != c.count {
			c.msg = "Choose " + plural(c.count, "option")
			return false
		}
		if msg := c.onDone(sel); msg != "" {
			c.msg = msg
			return false
		}
		return true
	}
	return false
}

func plural(n int, w string) string {
	if n == 1 {
		return "one " + w
	}
	return string(rune('0'+n)) + " " + w + "s"
}

func (c *choice) toggle(i int) {
	if c.count == 1 {
		for k := range c.picked {
			c.picked[k] = false
		}
		c.picked[i] = true
		return
	}
	if !c.picked[i] && len(c.selected()) >= c.count {
		return
	}
	c.picked[i] = !c.picked[i]
}

func (c *choice) draw(dst *ebiten.Image, w, h int) {
	th := c.a.th
	vector.DrawFilledRect(dst, 0, 0, float32(w), float32(h), withAlpha(th.C("background"), 120), false)
	bw, bh := th.S(220), th.S(38)
	pw := th.S(480)
	ph := th.S(120) + float64(len(c.options))*(bh+th.S(8)) + th.S(50)
	px, py := (float64(w)-pw)/2, (float64(h)-ph)/2
	th.drawPanel(dst, px, py, pw, ph)
	drawTextCentered(dst, c.title, th.Face(18, true), px+pw/2, py+th.S(24), th.C("text"))
	drawTextCentered(dst, c.detail, th.Face(13, false), px+pw/2, py+th.S(52), th.C("text_dim"))
	c.rects = c.rects[:0]
	y := py + th.S(80)
	for i, o := range c.options {
		b := &button{Label: o, X: px + (pw-bw)/2, Y: y, W: bw, H: bh, Hot: c.picked[i]}
		c.rects = append(c.rects, b)
		th.drawButton(dst, b, i == c.hover)
		y += bh + th.S(8)
	}
	c.ok = nil
	if c.count > 1 {
		c.ok = &button{Label: "Confirm", X: px + (pw-bw)/2, Y: y + th.S(6), W: bw, H: bh, Disabled: len(c.selected()) != c.count}
		th.drawButton(dst, c.ok, c.hover == -1)
	}
	if c.msg != "" {
		drawTextCentered(dst, c.msg, th.Face(12, false), px+pw/2, py+ph-th.S(14), th.C("danger"))
	}
}
