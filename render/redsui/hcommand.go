package redsui

import (
	"fmt"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"tachanka/game/reds"
	"tachanka/render/lang"
	"tachanka/render/redsui/redslang"
	"tachanka/render/ui"
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

func (h *highCommand) Name() string { return "high_command:" + h.b.state().Pending.Kind.String() }

func (h *highCommand) Update(a *ui.App) bool {
	s := h.b.state()
	p := s.Pending
	if inpututil.IsKeyJustPressed(ebiten.KeyEscape) {
		return true // to look at the map; the status bar reopens it
	}
	confirm := inpututil.IsKeyJustPressed(ebiten.KeyEnter) || a.ClickID == "hc:confirm"
	var f reds.Front
	var c reds.Chit
	switch {
	case a.ClickID == "":
	case sscan(a.ClickID, "hc:front:", &f):
		a.Dirty = true
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
	case sscan(a.ClickID, "hc:front_no:", &f):
		// A front that may not be picked: the engine says why.
		h.refuseFront(f)
	case sscan(a.ClickID, "hc:chit:", &c):
		a.Dirty = true
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
	a.Dirty = true
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

// refuseFront says why front f may not be picked now, in the dialog and
// next to the pointer: the engine's refusal of the action that picks it.
func (h *highCommand) refuseFront(f reds.Front) {
	s := h.b.state()
	p := s.Pending
	x := reds.Action{Type: reds.ActFieldStaff, Side: p.Side, Front: f}
	if p.Kind == reds.DecideFronts {
		fronts := []reds.Front{f}
		for _, o := range p.Fronts {
			if len(fronts) < p.Count && o != f {
				fronts = append(fronts, o)
			}
		}
		x = reds.Action{Type: reds.ActFronts, Side: p.Side, Fronts: fronts}
	}
	why := lang.T("hc.front_not_now", redslang.Front(f))
	if err := reds.Check(s, x); err != nil {
		why = redslang.Refusal(err)
	}
	h.msg = why
	h.b.say(why, true)
}

// sscan reads a value named by its engine name after a prefix.
func sscan[T interface{ UnmarshalText([]byte) error }](id, prefix string, v T) bool {
	if len(id) <= len(prefix) || id[:len(prefix)] != prefix {
		return false
	}
	return v.UnmarshalText([]byte(id[len(prefix):])) == nil
}

func (h *highCommand) Draw(dst *ebiten.Image) {
	b := h.b
	a := b.a
	th := a.Theme
	s := b.state()
	p := s.Pending
	w, hh := float64(a.W), float64(a.H)
	ui.FillRect(dst, ui.Rect{X: 0, Y: 0, W: w, H: hh}, ui.WithAlpha(th.C("background"), 110))
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
	bodyLines := ui.Wrap(body, th.Face(13, false), pw-2*pad)
	boxes := !(p.Kind == reds.DecideFirstChit && p.Side == reds.White)
	confirm := p.Kind == reds.DecideFronts || p.Kind == reds.DecideFirstChit && p.Count == 2
	ph := pad + th.S(30) + float64(len(bodyLines))*ui.LineHeight(th.Face(13, false)) + th.S(8)
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
	th.DrawPanel(dst, px, py, pw, ph)
	ui.DrawText(dst, title, th.Face(18, true), px+pad, py+pad, th.C("text"))
	label := lang.T("ui.rule", rule)
	lr := ui.Rect{X: px + pw - pad - th.S(90), Y: py + pad, W: th.S(90), H: th.S(20)}
	ui.DrawText(dst, label, th.Face(12, false), lr.X+lr.W, lr.Y+th.S(3), th.C("accent"), text.AlignEnd)
	a.Hits.Add(lr, "rule:"+rule, lang.T("tip.rule"))
	y := ui.DrawLines(dst, bodyLines, th.Face(13, false), px+pad, py+pad+th.S(30), th.C("text_dim"))
	y += th.S(8)
	if boxes {
		y = h.drawBoxes(dst, ui.Rect{X: px + pad, Y: y, W: pw - 2*pad, H: th.S(250)})
	}
	if p.Kind == reds.DecideFirstChit {
		cs := th.S(64)
		x := px + pad
		for _, c := range p.Chits {
			r := ui.Rect{X: x, Y: y + th.S(6), W: cs, H: cs}
			drawChit(dst, th, r, c, 1)
			id := "hc:chit:" + c.String()
			if a.HoverID == id {
				ui.StrokeRect(dst, r.Inset(-3), 2, th.C("accent"))
			}
			if k := slices.Index(h.chits, c); k >= 0 {
				ui.StrokeRect(dst, r.Inset(-4), 3, th.C("ok"))
				if p.Count == 2 {
					ui.DrawTextCentered(dst, fmt.Sprint(k+1), th.Face(14, true), r.X+r.W-th.S(6), r.Y+th.S(8), th.C("ok"))
				}
			}
			ui.DrawTextCentered(dst, ui.FitText(redslang.Chit(c), th.Face(11, false), cs+th.S(14)), th.Face(11, false), r.CX(), r.Y+r.H+th.S(10), th.C("text"))
			a.Hits.Add(r, id, lang.T("hc.chit_tip", redslang.Chit(c)))
			x += cs + th.S(16)
		}
	}
	if confirm {
		st := ui.ButtonHot
		if p.Kind == reds.DecideFronts && len(h.fronts) != p.Count || p.Kind == reds.DecideFirstChit && len(h.chits) != 2 {
			st = ui.ButtonOff
		}
		a.Button(dst, ui.Rect{X: px + pw - pad - th.S(150), Y: py + ph - pad - th.S(36), W: th.S(150), H: th.S(36)}, "hc:confirm", lang.T("ui.confirm"), st, "")
	}
	if h.msg != "" {
		ui.DrawText(dst, h.msg, th.Face(12, false), px+pad, py+ph-pad-th.S(10), th.C("danger"))
	}
}

// drawBoxes draws the Field Staff box and the six front boxes.
func (h *highCommand) drawBoxes(dst *ebiten.Image, r ui.Rect) float64 {
	b := h.b
	a := b.a
	th := a.Theme
	s := b.state()
	p := s.Pending
	gap := th.S(8)
	bw := (r.W - 2*gap) / 3
	bh := th.S(74)
	boxes := []struct {
		r     ui.Rect
		front reds.Front
	}{{ui.Rect{X: r.X + bw + gap, Y: r.Y, W: bw, H: bh}, reds.NoFront}}
	for k, f := range reds.Fronts {
		row, col := k/3, k%3
		boxes = append(boxes, struct {
			r     ui.Rect
			front reds.Front
		}{ui.Rect{X: r.X + float64(col)*(bw+gap), Y: r.Y + bh + gap + float64(row)*(bh+gap), W: bw, H: bh}, f})
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
		if eligible && a.HoverID == id {
			bg = ui.Darker(th.C("text_dim"), 0.8)
		}
		if picked {
			bg = ui.Darker(th.C("ok"), 0.75)
		}
		ui.FillRect(dst, bx.r, bg)
		edge := th.C("red_bg")
		ui.StrokeRect(dst, bx.r, th.S(2), edge)
		ui.DrawText(dst, name, th.Face(13, true), bx.r.X+th.S(8), bx.r.Y+th.S(6), th.C("text"))
		ltext := lang.T("hc.no_leader")
		if leader != "" {
			ltext = b.leaderName(leader)
		}
		ui.DrawText(dst, ltext, th.Face(12, false), bx.r.X+th.S(8), bx.r.Y+th.S(28), th.C("accent"))
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
			ui.DrawText(dst, ui.FitText(joinComma(tags), th.Face(11, false), bx.r.W-th.S(12)), th.Face(11, false), bx.r.X+th.S(8), bx.r.Y+th.S(50), th.C("text_dim"))
		}
		switch {
		case eligible:
			a.Hits.Add(bx.r, id, lang.T("hc.front_tip", name))
		case bx.front != reds.NoFront && (p.Kind == reds.DecideFronts || p.Kind == reds.DecideFieldStaff):
			// Not to be picked: a click says why (an activated front...).
			a.Hits.Add(bx.r, "hc:front_no:"+bx.front.String(), "")
		}
	}
	return r.Y + 3*bh + 2*gap + th.S(8)
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
