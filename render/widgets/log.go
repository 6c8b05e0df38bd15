package widgets

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"tachanka/render/lang"
	"tachanka/render/ui"
)

// LogEntry is a line of a game's log as the log panel shows it: its text,
// the turn it belongs to and the rule it names. The panel keeps the text
// wrapped to its width.
type LogEntry struct {
	Text  string
	Turn  int
	Rule  string // "" if it names none
	lines []string
	width float64
}

// SetText changes the entry's text (in another language).
func (e *LogEntry) SetText(t string) { e.Text, e.lines = t, nil }

// LogLook is how the log panel draws an entry: the colour of its text and
// of the bullet before it (its side's).
type LogLook struct{ Text, Bullet color.Color }

// DrawLog draws a log of n entries in r, from the newest entry up, with a
// heading at each change of turn; scroll is how far the wheel took it
// back. Each entry names its rule, and a click on it opens the rule. It
// returns the scroll, pulled back if it went past the first entry.
func DrawLog(a *ui.App, dst *ebiten.Image, r ui.Rect, n int, entry func(k int) (*LogEntry, LogLook), scroll float64) float64 {
	th := a.Theme
	f := th.Face(12, false)
	lh := ui.LineHeight(f)
	y := r.Y + r.H + scroll
	tagW := th.S(44)
	lastTurn := -1
	for k := n - 1; k >= 0 && y > r.Y; k-- {
		e, look := entry(k)
		if e.Text == "" {
			continue
		}
		if e.width != r.W || e.lines == nil {
			e.lines, e.width = ui.Wrap(e.Text, f, r.W-tagW-th.S(10)), r.W
		}
		h := float64(len(e.lines))*lh + th.S(3)
		if lastTurn >= 0 && e.Turn != lastTurn {
			y -= th.S(20)
			if y < r.Y+r.H {
				ui.DrawText(dst, lang.T("log.turn_header", lastTurn), th.Face(11, true), r.X, y+th.S(3), th.C("accent"))
			}
		}
		lastTurn = e.Turn
		y -= h
		if y > r.Y+r.H {
			continue
		}
		ui.FillRect(dst, ui.Rect{X: r.X, Y: y + th.S(4), W: th.S(4), H: lh - th.S(6)}, look.Bullet)
		ui.DrawLines(dst, e.lines, f, r.X+th.S(8), y, look.Text)
		if rule := e.Rule; rule != "" {
			tr := ui.Rect{X: r.X + r.W - tagW, Y: y, W: tagW, H: lh}
			c := th.C("accent")
			id := "rule:" + rule
			if a.HoverID == id {
				c = th.C("text")
			}
			ui.DrawText(dst, "§"+rule, th.Face(11, false), tr.X+tr.W, tr.Y+th.S(1), c, text.AlignEnd)
			if tr.Y >= r.Y && tr.Y+tr.H <= r.Y+r.H {
				a.Hits.Add(tr, id, lang.T("tip.rule_n", rule))
			}
		}
	}
	if lastTurn >= 0 && y > r.Y {
		ui.DrawText(dst, lang.T("log.turn_header", lastTurn), th.Face(11, true), r.X, y-th.S(17), th.C("accent"))
	}
	if n == 0 {
		ui.DrawText(dst, lang.T("log.empty"), f, r.X, r.Y, th.C("text_dim"))
	}
	if y > r.Y && scroll > 0 {
		// Scrolled past the first entry: pull back.
		scroll = math.Max(0, scroll-(y-r.Y))
	}
	return scroll
}
