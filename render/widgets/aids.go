package widgets

import (
	"fmt"
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"tachanka/render/lang"
	"tachanka/render/ui"
)

// The player aids panel shows a game's charts and tables: tabs, each a
// column of tables of text, a row optionally led by a swatch the game
// draws (a piece of its map, a marker). The game gives the content, read
// from its engine's data; the panel only lays it out and scrolls it.

// AidRow is a row of a table: its cells, and a swatch drawn in a square
// before them (nil: none).
type AidRow struct {
	Cells  []string
	Swatch func(dst *ebiten.Image, r ui.Rect)
	// Color, when not zero, tints the row's background (a winter turn, a
	// turn of the scenario).
	Color color.RGBA
}

// AidTable is a titled table: column headings (none: no heading row),
// rows, and a note under it. The last column wraps to the panel's width.
type AidTable struct {
	Title   string
	Columns []string
	Rows    []AidRow
	Note    string
}

// AidTab is one tab of the panel.
type AidTab struct {
	ID, Title string
	Tables    []AidTable
}

// AidsPanel is the player aids, a dialog.
type AidsPanel struct {
	a      *ui.App
	title  string
	tabs   []AidTab
	tab    int
	scroll float64
	key    ebiten.Key
	// height of the content last drawn, for the scroll's end
	content float64
}

// NewAidsPanel opens the aids at the tab with this id (the first if none
// has it). key, like Escape, closes the panel.
func NewAidsPanel(a *ui.App, title string, tabs []AidTab, tab string, key ebiten.Key) *AidsPanel {
	p := &AidsPanel{a: a, title: title, tabs: tabs, key: key}
	for k, t := range tabs {
		if t.ID == tab {
			p.tab = k
		}
	}
	return p
}

// Name is "aids:" and the id of the tab shown.
func (p *AidsPanel) Name() string {
	if len(p.tabs) == 0 {
		return "aids:"
	}
	return "aids:" + p.tabs[p.tab].ID
}

// Tabs are the panel's content.
func (p *AidsPanel) Tabs() []AidTab { return p.tabs }

func (p *AidsPanel) Update(a *ui.App) bool {
	just := inpututil.IsKeyJustPressed
	if just(ebiten.KeyEscape) || just(p.key) || a.ClickID == "aids:close" {
		a.Dirty = true
		return true
	}
	step := a.Theme.S(40)
	if _, wy := ebiten.Wheel(); wy != 0 {
		p.scroll -= wy * step
	}
	switch {
	case just(ebiten.KeyPageDown):
		p.scroll += float64(a.H) * 0.6
	case just(ebiten.KeyPageUp):
		p.scroll -= float64(a.H) * 0.6
	case just(ebiten.KeyArrowDown):
		p.scroll += step
	case just(ebiten.KeyArrowUp):
		p.scroll -= step
	case just(ebiten.KeyArrowRight) && len(p.tabs) > 0:
		p.tab, p.scroll = (p.tab+1)%len(p.tabs), 0
	case just(ebiten.KeyArrowLeft) && len(p.tabs) > 0:
		p.tab, p.scroll = (p.tab+len(p.tabs)-1)%len(p.tabs), 0
	}
	var k int
	if _, err := fmt.Sscanf(a.ClickID, "aids:tab:%d", &k); err == nil && k >= 0 && k < len(p.tabs) {
		p.tab, p.scroll = k, 0
	}
	p.scroll = max(0, p.scroll)
	a.Dirty = true
	return false
}

func (p *AidsPanel) Draw(dst *ebiten.Image) {
	a := p.a
	th := a.Theme
	w, h := float64(a.W), float64(a.H)
	ui.FillRect(dst, ui.Rect{X: 0, Y: 0, W: w, H: h}, ui.WithAlpha(th.C("background"), 120))
	r := ui.Rect{X: th.S(20), Y: th.S(20), W: w - th.S(40), H: h - th.S(40)}
	th.DrawPanel(dst, r.X, r.Y, r.W, r.H)
	ui.DrawText(dst, p.title, th.Face(18, true), r.X+th.S(16), r.Y+th.S(12), th.C("text"))
	a.Button(dst, ui.Rect{X: r.X + r.W - th.S(110), Y: r.Y + th.S(10), W: th.S(100), H: th.S(28)}, "aids:close", lang.T("ui.close"), ui.ButtonNormal, "Esc")
	// The tabs, as wide as their words, after the title.
	tf := th.Face(13, false)
	x := r.X + th.S(24) + ui.TextWidth(p.title, th.Face(18, true))
	for k, t := range p.tabs {
		bw := ui.TextWidth(t.Title, tf) + th.S(18)
		st := ui.ButtonNormal
		if k == p.tab {
			st = ui.ButtonOn
		}
		a.Button(dst, ui.Rect{X: x, Y: r.Y + th.S(10), W: bw, H: th.S(28)}, fmt.Sprintf("aids:tab:%d", k), t.Title, st, "")
		x += bw + th.S(4)
	}
	if len(p.tabs) == 0 {
		return
	}
	body := ui.Rect{X: r.X + th.S(16), Y: r.Y + th.S(50), W: r.W - th.S(32), H: r.H - th.S(60)}
	p.content = p.drawTab(dst, body, p.tabs[p.tab], true)
	if over := p.content - body.H; over > 0 {
		if p.scroll > over {
			p.scroll = over
			p.drawTab(dst, body, p.tabs[p.tab], false)
		}
		// The scroll bar.
		bar := ui.Rect{X: r.X + r.W - th.S(8), Y: body.Y, W: th.S(4), H: body.H}
		ui.FillRect(dst, bar, ui.WithAlpha(th.C("panel_edge"), 160))
		ui.FillRect(dst, ui.Rect{X: bar.X, Y: bar.Y + body.H*p.scroll/p.content, W: bar.W, H: body.H * body.H / p.content}, th.C("accent"))
	} else {
		p.scroll = 0
	}
}

// drawTab draws a tab's tables in body, scrolled, and returns the height
// of the whole. first: the panel is drawn afresh (a second call repaints
// the body after the scroll was clamped).
func (p *AidsPanel) drawTab(dst *ebiten.Image, body ui.Rect, tab AidTab, first bool) float64 {
	th := p.a.Theme
	if !first {
		ui.FillRect(dst, body, th.C("panel"))
	}
	clip := dst.SubImage(image.Rect(int(body.X), int(body.Y), int(body.X+body.W), int(body.Y+body.H))).(*ebiten.Image)
	y := body.Y - p.scroll
	for _, t := range tab.Tables {
		y = p.drawTable(clip, body, t, y)
		y += th.S(18)
	}
	return y + p.scroll - body.Y
}

// layoutTable gives each column its width: as wide as its widest cell;
// when the table would be wider than the panel, the widest columns are
// narrowed to fit, and their cells wrap.
func layoutTable(t AidTable, f, hf *text.GoTextFace, pad, avail float64) []float64 {
	n := len(t.Columns)
	for _, r := range t.Rows {
		n = max(n, len(r.Cells))
	}
	ws := make([]float64, n)
	for k := range ws {
		ws[k] = 3 * pad
	}
	for k, c := range t.Columns {
		ws[k] = max(ws[k], ui.TextWidth(c, hf)+pad)
	}
	for _, r := range t.Rows {
		for k, c := range r.Cells {
			ws[k] = max(ws[k], ui.TextWidth(c, f)+pad)
		}
	}
	sum := 0.0
	for _, w := range ws {
		sum += w
	}
	if n == 0 || sum <= avail {
		return ws
	}
	// Too wide: the widest columns give way first, down to a common cap
	// found by halving, so that the whole fits (their cells wrap).
	lo, hi := 0.0, 0.0
	for _, w := range ws {
		hi = max(hi, w)
	}
	for range 40 {
		c, total := (lo+hi)/2, 0.0
		for _, w := range ws {
			total += min(w, c)
		}
		if total > avail {
			hi = c
		} else {
			lo = c
		}
	}
	for k := range ws {
		ws[k] = min(ws[k], max(lo, 3*pad))
	}
	return ws
}

func (p *AidsPanel) drawTable(dst *ebiten.Image, body ui.Rect, t AidTable, y float64) float64 {
	th := p.a.Theme
	f, hf := th.Face(13, false), th.Face(13, true)
	lh := ui.LineHeight(f)
	pad := th.S(14)
	visible := func(y0, y1 float64) bool { return y1 >= body.Y && y0 <= body.Y+body.H }
	if t.Title != "" {
		if visible(y, y+th.S(24)) {
			ui.DrawText(dst, t.Title, th.Face(15, true), body.X, y, th.C("accent"))
		}
		y += th.S(24)
	}
	sw := 0.0
	for _, r := range t.Rows {
		if r.Swatch != nil {
			sw = th.S(44)
		}
	}
	x0 := body.X + sw
	if sw > 0 {
		x0 += th.S(8)
	}
	ws := layoutTable(t, f, hf, pad, body.W-(x0-body.X))
	total := 0.0
	for _, w := range ws {
		total += w
	}
	if len(t.Columns) > 0 {
		hh := lh + th.S(4)
		if visible(y, y+hh) {
			ui.FillRect(dst, ui.Rect{X: x0 - th.S(4), Y: y, W: total + th.S(4), H: hh}, th.C("panel_edge"))
			x := x0
			for k, c := range t.Columns {
				ui.DrawText(dst, ui.FitText(c, hf, ws[k]-th.S(4)), hf, x, y+th.S(2), th.C("text"))
				x += ws[k]
			}
		}
		y += hh
	}
	for i, r := range t.Rows {
		// Every cell wraps in its column; the row is as tall as its
		// tallest cell or its swatch.
		lines := make([][]string, len(r.Cells))
		rh := 0.0
		for k, c := range r.Cells {
			lines[k] = ui.Wrap(c, f, ws[k]-th.S(6))
			rh = max(rh, float64(len(lines[k]))*lh)
		}
		rh = max(rh, sw) + th.S(4)
		if visible(y, y+rh) {
			row := ui.Rect{X: x0 - th.S(4), Y: y, W: total + th.S(4), H: rh}
			switch {
			case r.Color.A != 0:
				ui.FillRect(dst, row, r.Color)
			case i%2 == 1:
				ui.FillRect(dst, row, ui.WithAlpha(th.C("panel_edge"), 70))
			}
			if r.Swatch != nil {
				r.Swatch(dst, ui.Rect{X: body.X, Y: y + th.S(2), W: sw, H: sw})
			}
			x := x0
			for k := range r.Cells {
				ui.DrawLines(dst, lines[k], f, x, y+th.S(2), th.C("text"))
				x += ws[k]
			}
		}
		y += rh
	}
	if t.Note != "" {
		y += th.S(4)
		nf := th.Face(12, false)
		nl := ui.Wrap(t.Note, nf, body.W)
		if visible(y, y+float64(len(nl))*ui.LineHeight(nf)) {
			ui.DrawLines(dst, nl, nf, body.X, y, th.C("text_dim"))
		}
		y += float64(len(nl)) * ui.LineHeight(nf)
	}
	return y
}

// Cell is the text of a tab's table at a row and column, "" when there is
// none (for tests of the content).
func (t AidTab) Cell(table, row, col int) string {
	if table >= len(t.Tables) || row >= len(t.Tables[table].Rows) || col >= len(t.Tables[table].Rows[row].Cells) {
		return ""
	}
	return t.Tables[table].Rows[row].Cells[col]
}

// Texts are every text of a tab: titles, headings, cells and notes.
func (t AidTab) Texts() []string {
	out := []string{t.Title}
	for _, tb := range t.Tables {
		out = append(out, tb.Title, tb.Note)
		out = append(out, tb.Columns...)
		for _, r := range tb.Rows {
			out = append(out, r.Cells...)
		}
	}
	return out
}
