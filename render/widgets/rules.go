package widgets

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"tachanka/render/lang"
	"tachanka/render/ui"
)

// The rules reference panel shows a game's rules (REDS!'s are
// assets/rules.md), given as Markdown, and opens at the rule a message or
// log entry cites; its first page lists the keyboard shortcuts.

// ruleSection is a heading of the rules and where its text starts.
type ruleSection struct {
	num, title string
	level      int
	line       int // first source line
}

var headingRE = regexp.MustCompile(`^(#{1,3})\s+(?:(\d+\.\d+)\s+)?(.*)$`)
var ruleNumRE = regexp.MustCompile(`^(\d+)\.(\d+)`)

// ruleBook is the parsed rules.
type ruleBook struct {
	lines    []string
	sections []ruleSection
}

// ruleBooks are the rules parsed, by their text.
var ruleBooks = map[string]*ruleBook{}

func parseRules(text string) *ruleBook {
	if rb, ok := ruleBooks[text]; ok {
		return rb
	}
	rb := &ruleBook{lines: strings.Split(text, "\n")}
	for k, l := range rb.lines {
		m := headingRE.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		rb.sections = append(rb.sections, ruleSection{num: m[2], title: strings.TrimSpace(m[3]), level: len(m[1]), line: k})
	}
	ruleBooks[text] = rb
	return rb
}

// find returns the section of a rule citation ("11.6(4)", "11.3 A",
// "12.12"): the section of that number, or of its chapter.
func (rb *ruleBook) find(rule string) int {
	m := ruleNumRE.FindStringSubmatch(rule)
	if m == nil {
		return -1
	}
	// "13.54" is found under 13.54, else 13.5 (the Russian Civil War
	// numbers its cases inside sections), else chapter 13.
	var nums []string
	for i := len(m[2]); i >= 1; i-- {
		nums = append(nums, m[1]+"."+m[2][:i])
	}
	for _, num := range append(nums, m[1]+".0") {
		for k, s := range rb.sections {
			if s.num == num {
				return k
			}
		}
	}
	return -1
}

// RulesPanel is the rules reader, a dialog.
type RulesPanel struct {
	a       *ui.App
	rb      *ruleBook
	section int // -1: the keyboard shortcuts
	scroll  float64
	// Wrapped text of the section, for one width and scale.
	lines  []ruleLine
	width  float64
	tocTop float64
}

type ruleLine struct {
	text  string
	style int // 0 text, 1 heading
}

// NewRulesPanel opens the rules (Markdown: headings "## 11.3 Title")
// at a rule, or at the keyboard shortcuts when rule is "".
func NewRulesPanel(a *ui.App, rules, rule string) *RulesPanel {
	p := &RulesPanel{a: a, rb: parseRules(rules), section: -1}
	if rule != "" {
		p.section = p.rb.find(rule)
	}
	return p
}

// Name is "rules:keys" on the first page, else "rules:" and the number of
// the section shown.
func (p *RulesPanel) Name() string {
	if p.section < 0 {
		return "rules:keys"
	}
	return "rules:" + p.rb.sections[p.section].num
}

func (p *RulesPanel) Update(a *ui.App) bool {
	if inpututil.IsKeyJustPressed(ebiten.KeyEscape) || inpututil.IsKeyJustPressed(ebiten.KeyF1) || a.ClickID == "rules:close" {
		a.Dirty = true
		return true
	}
	if _, wy := ebiten.Wheel(); wy != 0 {
		if a.MX < float64(a.W)*0.32 {
			p.tocTop = max(0, p.tocTop-wy*a.Theme.S(40))
		} else {
			p.scroll = max(0, p.scroll-wy*a.Theme.S(40))
		}
		a.Dirty = true
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyPageDown) {
		p.scroll += float64(a.H) * 0.6
		a.Dirty = true
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyPageUp) {
		p.scroll = max(0, p.scroll-float64(a.H)*0.6)
		a.Dirty = true
	}
	var k int
	if _, err := fmt.Sscanf(a.ClickID, "rules:section:%d", &k); err == nil {
		p.section, p.scroll, p.lines = k, 0, nil
		a.Dirty = true
	}
	if a.ClickID == "rules:keys" {
		p.section, p.scroll, p.lines = -1, 0, nil
		a.Dirty = true
	}
	return false
}

// text is the section's source lines: from its heading to the next
// heading of the same or a higher level.
func (p *RulesPanel) text() []string {
	if p.section < 0 {
		return strings.Split(lang.T("keys.help"), "\n")
	}
	rb := p.rb
	s := rb.sections[p.section]
	end := len(rb.lines)
	for _, n := range rb.sections[p.section+1:] {
		if n.level <= s.level || n.level <= 2 {
			end = n.line
			break
		}
	}
	return rb.lines[s.line:end]
}

// paragraphs joins the source's lines into paragraphs: the source wraps
// its text by hand; headings, bullets and table rows stay lines of their
// own.
func paragraphs(src []string) []string {
	var out []string
	open := false
	for _, l := range src {
		t := strings.TrimSpace(l)
		switch {
		case t == "":
			out = append(out, "")
			open = false
		case strings.HasPrefix(t, "#"), strings.HasPrefix(t, "|"):
			out = append(out, l)
			open = false
		case strings.HasPrefix(t, "* ") || !open:
			out = append(out, l)
			open = true
		default:
			out[len(out)-1] += " " + t
		}
	}
	return out
}

// floorCeil spells ⌊x⌋ and ⌈x⌉, which the Go fonts lack.
var floorRE, ceilRE = regexp.MustCompile(`⌊([^⌋]*)⌋`), regexp.MustCompile(`⌈([^⌉]*)⌉`)

func (p *RulesPanel) layout(face *text.GoTextFace, w float64) {
	if p.lines != nil && p.width == w {
		return
	}
	p.width = w
	p.lines = nil
	for _, src := range paragraphs(p.text()) {
		l := strings.ReplaceAll(src, "**", "")
		l = floorRE.ReplaceAllString(l, "floor($1)")
		l = ceilRE.ReplaceAllString(l, "ceil($1)")
		style := 0
		switch {
		case strings.HasPrefix(l, "#"):
			l, style = strings.TrimLeft(l, "# "), 1
		case strings.HasPrefix(strings.TrimSpace(l), "* "):
			indent := len(l) - len(strings.TrimLeft(l, " "))
			l = strings.Repeat("  ", indent/2) + "• " + strings.TrimPrefix(strings.TrimSpace(l), "* ")
		case strings.HasPrefix(l, "|"):
			if strings.Trim(l, "|- ") == "" {
				continue
			}
			cells := strings.Split(strings.Trim(l, "|"), "|")
			for k := range cells {
				cells[k] = strings.TrimSpace(cells[k])
			}
			l = strings.Join(cells, "   ")
		}
		for _, wl := range ui.Wrap(l, face, w) {
			p.lines = append(p.lines, ruleLine{wl, style})
		}
	}
}

func (p *RulesPanel) Draw(dst *ebiten.Image) {
	a := p.a
	th := a.Theme
	w, h := float64(a.W), float64(a.H)
	ui.FillRect(dst, ui.Rect{X: 0, Y: 0, W: w, H: h}, ui.WithAlpha(th.C("background"), 120))
	r := ui.Rect{X: th.S(20), Y: th.S(20), W: w - th.S(40), H: h - th.S(40)}
	th.DrawPanel(dst, r.X, r.Y, r.W, r.H)
	ui.DrawText(dst, lang.T("rules.title"), th.Face(18, true), r.X+th.S(16), r.Y+th.S(12), th.C("text"))
	a.Button(dst, ui.Rect{X: r.X + r.W - th.S(110), Y: r.Y + th.S(10), W: th.S(100), H: th.S(28)}, "rules:close", lang.T("ui.close"), ui.ButtonNormal, "Esc")
	// Contents.
	toc := ui.Rect{X: r.X + th.S(10), Y: r.Y + th.S(48), W: r.W * 0.3, H: r.H - th.S(58)}
	f := th.Face(12, false)
	lh := ui.LineHeight(f) + th.S(2)
	y := toc.Y - p.tocTop
	items := []struct {
		id, label string
		on        bool
		level     int
	}{{"rules:keys", lang.T("rules.keys"), p.section < 0, 1}}
	for k, s := range p.rb.sections {
		label := s.title
		if s.num != "" {
			label = s.num + " " + s.title
		}
		items = append(items, struct {
			id, label string
			on        bool
			level     int
		}{fmt.Sprintf("rules:section:%d", k), label, k == p.section, s.level})
	}
	for _, it := range items {
		if y >= toc.Y && y+lh <= toc.Y+toc.H {
			rr := ui.Rect{X: toc.X, Y: y, W: toc.W, H: lh}
			if it.on {
				ui.FillRect(dst, rr, th.C("panel_edge"))
			}
			c := th.C("text")
			if it.level >= 3 {
				c = th.C("text_dim")
			}
			if a.HoverID == it.id {
				c = th.C("accent")
			}
			ui.DrawText(dst, ui.FitText(it.label, f, toc.W-th.S(10)), f, toc.X+th.S(4)+float64(max(0, it.level-2))*th.S(10), y+th.S(2), c)
			a.Hits.Add(rr, it.id, "")
		}
		y += lh
	}
	// The text.
	body := ui.Rect{X: toc.X + toc.W + th.S(16), Y: toc.Y, W: r.X + r.W - (toc.X + toc.W + th.S(16)) - th.S(16), H: toc.H}
	bf := th.Face(13, false)
	p.layout(bf, body.W)
	blh := ui.LineHeight(bf)
	maxScroll := max(0, float64(len(p.lines))*blh-body.H+blh)
	p.scroll = min(p.scroll, maxScroll)
	y = body.Y - p.scroll
	for _, l := range p.lines {
		if y >= body.Y-1 && y+blh <= body.Y+body.H+1 {
			switch l.style {
			case 1:
				ui.DrawText(dst, l.text, th.Face(15, true), body.X, y, th.C("accent"))
			default:
				ui.DrawText(dst, l.text, bf, body.X, y, th.C("text"))
			}
		}
		y += blh
	}
}
