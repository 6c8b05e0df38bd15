package render

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"tachanka/render/lang"
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

// drawLog draws a log of n entries in r, from the newest entry up, with a
// heading at each change of turn; scroll is how far the wheel took it
// back. Each entry names its rule, and a click on it opens the rule. It
// returns the scroll, pulled back if it went past the first entry.
func drawLog(a *App, dst *ebiten.Image, r rect, n int, entry func(k int) (*LogEntry, LogLook), scroll float64) float64 {
	th := a.th
	f := th.Face(12, false)
	lh := lineHeight(f)
	y := r.y + r.h + scroll
	tagW := th.S(44)
	lastTurn := -1
	for k := n - 1; k >= 0 && y > r.y; k-- {
		e, look := entry(k)
		if e.Text == "" {
			continue
		}
		if e.width != r.w || e.lines == nil {
			e.lines, e.width = wrap(e.Text, f, r.w-tagW-th.S(10)), r.w
		}
		h := float64(len(e.lines))*lh + th.S(3)
		if lastTurn >= 0 && e.Turn != lastTurn {
			y -= th.S(20)
			if y < r.y+r.h {
				drawText(dst, lang.T("log.turn_header", lastTurn), th.Face(11, true), r.x, y+th.S(3), th.C("accent"))
			}
		}
		lastTurn = e.Turn
		y -= h
		if y > r.y+r.h {
			continue
		}
		fillRect(dst, rect{r.x, y + th.S(4), th.S(4), lh - th.S(6)}, look.Bullet)
		drawLines(dst, e.lines, f, r.x+th.S(8), y, look.Text)
		if rule := e.Rule; rule != "" {
			tr := rect{r.x + r.w - tagW, y, tagW, lh}
			c := th.C("accent")
			id := "rule:" + rule
			if a.hoverID == id {
				c = th.C("text")
			}
			drawText(dst, "§"+rule, th.Face(11, false), tr.x+tr.w, tr.y+th.S(1), c, text.AlignEnd)
			if tr.y >= r.y && tr.y+tr.h <= r.y+r.h {
				a.hits.add(tr, id, lang.T("tip.rule_n", rule))
			}
		}
	}
	if lastTurn >= 0 && y > r.y {
		drawText(dst, lang.T("log.turn_header", lastTurn), th.Face(11, true), r.x, y-th.S(17), th.C("accent"))
	}
	if n == 0 {
		drawText(dst, lang.T("log.empty"), f, r.x, r.y, th.C("text_dim"))
	}
	if y > r.y && scroll > 0 {
		// Scrolled past the first entry: pull back.
		scroll = math.Max(0, scroll-(y-r.y))
	}
	return scroll
}
