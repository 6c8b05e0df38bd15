package render

import (
	"fmt"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"tachanka/game/reds"
	"tachanka/render/lang"
	"tachanka/render/redsui/redslang"
)

// highCommand is the Red High Command display (2.2, 7.7, 7.11) as a
// dialog: the Field Staff box and the six front boxes with their leaders.
// Red picks his two fronts or the front the Field Staff activates by
// clicking boxes; the initiative player sets his first chit aside by
// clicking it.
type highCommand struct {
	b      *boardScene
	fronts []reds.Front // picked fronts (DecideFronts)
	chits  []reds.Chit  // picked chits, in order (DecideFirstChit)
	msg    string
}

func newHighCommand(b *boardScene) *highCommand { return &highCommand{b: b} }

func (h *highCommand) name() string { return "high_command:" + h.b.state().Pending.Kind.String() }

func (h *highCommand) update(a *App) bool {
	s := h.b.state()
	p := s.Pending
	if inpututil.IsKeyJustPressed(ebiten.KeyEscape) {
		return true // to look at the map; the status bar reopens it
	}
	confirm := inpututil.IsKeyJustPressed(ebiten.KeyEnter) || a.clickID == "hc:confirm"
	var f reds.Front
	var c reds.Chit
	switch {
	case a.clickID == "":
	case sscan(a.clickID, "hc:front:", &f):
		a.dirty = true
		switch p.Kind {
		case reds.DecideFronts:
			if k := slices.Index(h.fronts, f); k >= 0 {
				h.fronts = slices.Delete(h.fronts, k, k+1)
			} else if len(h.fronts) < p.Count {
				h.fronts = append(h.fronts, f)
			}
		case reds.DecideFieldStaff:
			return h.do(reds.Action{Type: reds.ActFieldStaff, Side: reds.Red, Front: f})
		}
	case sscan(a.clickID, "hc:chit:", &c):
		a.dirty = true
		if k := slices.Index(h.chits, c); k >= 0 {
			h.chits = slices.Delete(h.chits, k, k+1)
		} else if len(h.chits) < max(1, p.Count) {
			h.chits = append(h.chits, c)
		}
		if p.Count <= 1 && len(h.chits) == 1 {
			return h.do(reds.Action{Type: reds.ActFirstChit, Side: p.Side, Chit: c})
		}
	}
	if !confirm {
		return false
	}
	a.dirty = true
	switch p.Kind {
	case reds.DecideFronts:
		if len(h.fronts) != p.Count {
			h.msg = lang.T("hc.pick_fronts", p.Count)
			return false
		}
		return h.do(reds.Action{Type: reds.ActFronts, Side: reds.Red, Fronts: slices.Clone(h.fronts)})
	case reds.DecideFirstChit:
		if len(h.chits) != max(1, p.Count) {
			h.msg = lang.T("hc.pick_chits", max(1, p.Count))
			return false
		}
		x := reds.Action{Type: reds.ActFirstChit, Side: p.Side, Chit: h.chits[0]}
		if p.Count == 2 {
			x.Chits = slices.Clone(h.chits)
		}
		return h.do(x)
	}
	return false
}

func (h *highCommand) do(x reds.Action) bool {
	if !h.b.act(x, true) {
		h.msg = h.b.msg
		return false
	}
	return true
}

// sscan reads a value named by its engine name after a prefix.
func sscan[T interface{ UnmarshalText([]byte) error }](id, prefix string, v T) bool {
	if len(id) <= len(prefix) || id[:len(prefix)] != prefix {
		return false
	}
	return v.UnmarshalText([]byte(id[len(prefix):])) == nil
}

func (h *highCommand) draw(dst *ebiten.Image) {
	b := h.b
	a := b.a
	th := a.th
	s := b.state()
	p := s.Pending
	w, hh := float64(a.w), float64(a.h)
	fillRect(dst, rect{0, 0, w, hh}, withAlpha(th.C("background"), 110))
	pw := min(th.S(660), w-th.S(20))
	pad := th.S(18)
	var title, body, rule string
	switch p.Kind {
	case reds.DecideFronts:
		title, body, rule = lang.T("hc.fronts_title"), lang.T("hc.fronts_body", p.Count), "7.7"
	case reds.DecideFieldStaff:
		title, body, rule = lang.T("hc.fs_title"), lang.T("hc.fs_body"), "7.11"
	case reds.DecideFirstChit:
		title, body, rule = lang.T("hc.chit_title", redslang.Side(p.Side)), lang.T("hc.chit_body"), "7.8"
		if p.Count == 2 {
			body, rule = lang.T("hc.chit_body2"), "21.2"
		}
	}
	// Measure, then draw.
	bodyLines := wrap(body, th.Face(13, false), pw-2*pad)
	boxes := !(p.Kind == reds.DecideFirstChit && p.Side == reds.White)
	confirm := p.Kind == reds.DecideFronts || p.Kind == reds.DecideFirstChit && p.Count == 2
	ph := pad + th.S(30) + float64(len(bodyLines))*lineHeight(th.Face(13, false)) + th.S(8)
	if boxes {
		ph += 3*th.S(74) + 2*th.S(8) + th.S(8)
	}
	if p.Kind == reds.DecideFirstChit {
		ph += th.S(64) + th.S(30)
	}
	if confirm {
		ph += th.S(46)
	}
	if h.msg != "" {
		ph += th.S(20)
	}
	ph += pad
	px, py := (w-pw)/2, (hh-ph)/2
	th.drawPanel(dst, px, py, pw, ph)
	drawText(dst, title, th.Face(18, true), px+pad, py+pad, th.C("text"))
	label := lang.T("ui.rule", rule)
	lr := rect{px + pw - pad - th.S(90), py + pad, th.S(90), th.S(20)}
	drawText(dst, label, th.Face(12, false), lr.x+lr.w, lr.y+th.S(3), th.C("accent"), text.AlignEnd)
	a.hits.add(lr, "rule:"+rule, lang.T("tip.rule"))
	y := drawLines(dst, bodyLines, th.Face(13, false), px+pad, py+pad+th.S(30), th.C("text_dim"))
	y += th.S(8)
	if boxes {
		y = h.drawBoxes(dst, rect{px + pad, y, pw - 2*pad, th.S(250)})
	}
	if p.Kind == reds.DecideFirstChit {
		cs := th.S(64)
		x := px + pad
		for _, c := range p.Chits {
			r := rect{x, y + th.S(6), cs, cs}
			drawChit(dst, th, r, c, 1)
			id := "hc:chit:" + c.String()
			if a.hoverID == id {
				strokeRect(dst, r.inset(-3), 2, th.C("accent"))
			}
			if k := slices.Index(h.chits, c); k >= 0 {
				strokeRect(dst, r.inset(-4), 3, th.C("ok"))
				if p.Count == 2 {
					drawTextCentered(dst, fmt.Sprint(k+1), th.Face(14, true), r.x+r.w-th.S(6), r.y+th.S(8), th.C("ok"))
				}
			}
			drawTextCentered(dst, fitText(redslang.Chit(c), th.Face(11, false), cs+th.S(14)), th.Face(11, false), r.cx(), r.y+r.h+th.S(10), th.C("text"))
			a.hits.add(r, id, lang.T("hc.chit_tip", redslang.Chit(c)))
			x += cs + th.S(16)
		}
	}
	if confirm {
		st := btnHot
		if p.Kind == reds.DecideFronts && len(h.fronts) != p.Count || p.Kind == reds.DecideFirstChit && len(h.chits) != 2 {
			st = btnOff
		}
		a.button(dst, rect{px + pw - pad - th.S(150), py + ph - pad - th.S(36), th.S(150), th.S(36)}, "hc:confirm", lang.T("ui.confirm"), st, "")
	}
	if h.msg != "" {
		drawText(dst, h.msg, th.Face(12, false), px+pad, py+ph-pad-th.S(10), th.C("danger"))
	}
}

// drawBoxes draws the Field Staff box and the six front boxes.
func (h *highCommand) drawBoxes(dst *ebiten.Image, r rect) float64 {
	b := h.b
	a := b.a
	th := a.th
	s := b.state()
	p := s.Pending
	gap := th.S(8)
	bw := (r.w - 2*gap) / 3
	bh := th.S(74)
	boxes := []struct {
		r     rect
		front reds.Front
	}{{rect{r.x + bw + gap, r.y, bw, bh}, reds.NoFront}}
	for k, f := range reds.Fronts {
		row, col := k/3, k%3
		boxes = append(boxes, struct {
			r     rect
			front reds.Front
		}{rect{r.x + float64(col)*(bw+gap), r.y + bh + gap + float64(row)*(bh+gap), bw, bh}, f})
	}
	for _, bx := range boxes {
		leader := s.HighCommand[int(bx.front)]
		name := lang.T("chit.field_staff")
		if bx.front != reds.NoFront {
			name = redslang.Front(bx.front)
		}
		eligible := false
		picked := false
		switch p.Kind {
		case reds.DecideFronts:
			eligible = slices.Contains(p.Fronts, bx.front)
			picked = slices.Contains(h.fronts, bx.front)
		case reds.DecideFieldStaff:
			eligible = slices.Contains(p.Fronts, bx.front)
		}
		id := "hc:front:" + bx.front.String()
		bg := th.C("panel_edge")
		if eligible && a.hoverID == id {
			bg = darker(th.C("text_dim"), 0.8)
		}
		if picked {
			bg = darker(th.C("ok"), 0.75)
		}
		fillRect(dst, bx.r, bg)
		edge := th.C("red_bg")
		strokeRect(dst, bx.r, th.S(2), edge)
		drawText(dst, name, th.Face(13, true), bx.r.x+th.S(8), bx.r.y+th.S(6), th.C("text"))
		ltext := lang.T("hc.no_leader")
		if leader != "" {
			ltext = b.leaderName(leader)
		}
		drawText(dst, ltext, th.Face(12, false), bx.r.x+th.S(8), bx.r.y+th.S(28), th.C("accent"))
		var tags []string
		if bx.front != reds.NoFront {
			if leader != "" {
				tags = append(tags, lang.T("hc.chit_by_leader"))
			}
			if slices.Contains(s.RedFronts, bx.front) {
				tags = append(tags, lang.T("hc.chosen"))
			}
			if slices.Contains(s.Activated, bx.front) {
				tags = append(tags, lang.T("hc.activated"))
			}
		} else if leader != "" {
			tags = append(tags, lang.T("hc.initiative_bonus"))
		}
		if len(tags) > 0 {
			drawText(dst, fitText(joinComma(tags), th.Face(11, false), bx.r.w-th.S(12)), th.Face(11, false), bx.r.x+th.S(8), bx.r.y+th.S(50), th.C("text_dim"))
		}
		if eligible {
			a.hits.add(bx.r, id, lang.T("hc.front_tip", name))
		}
	}
	return r.y + 3*bh + 2*gap + th.S(8)
}

// leaderName is a leader's name and stacking number.
func (b *boardScene) leaderName(id string) string {
	s := b.state()
	for k := range s.Data.Leaders {
		if l := &s.Data.Leaders[k]; l.ID == id {
			return fmt.Sprintf("%s (%d)", redslang.Leader(l), l.Stacking)
		}
	}
	return id
}

func joinComma(parts []string) string {
	out := ""
	for k, p := range parts {
		if k > 0 {
			out += ", "
		}
		out += p
	}
	return out
}
