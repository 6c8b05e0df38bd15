package redsui

import (
	"image/color"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/game/hex"
	"tachanka/game/reds"
	"tachanka/render/lang"
	"tachanka/render/redsui/redslang"
	"tachanka/render/ui"
	"tachanka/render/widgets"
)

// openAttack shows the odds of an attack on h before it is made: the units
// that may join it (those given are ticked, or all of them), the odds, every
// column shift and why, and the exact chance of each result. Ticking units
// on and off updates it; Attack declares it.
func (b *boardScene) openAttack(units []string, h hex.Hex) {
	s := b.state()
	joinable := s.AttackTargets()[h]
	if len(joinable) == 0 {
		return
	}
	d := &ui.Dialog{App: b.a, ID: "attack", Title: lang.T("attack.title", b.hexName(h)), Rule: "11.3", Width: 660,
		Max: len(joinable), Counter: b.dialogCounter}
	d.Body = lang.T("attack.body")
	for _, id := range joinable {
		i, _ := s.UnitByID(id)
		d.Items = append(d.Items, ui.DialogItem{Label: describeUnit(s, i), Detail: unitDetail(s, i), Unit: i})
	}
	d.Ensure()
	any := false
	for k, id := range joinable {
		if slices.Contains(units, id) {
			d.Picked[k], any = true, true
		}
	}
	if !any {
		for k := range d.Picked {
			d.Picked[k] = true
		}
	}
	chosen := func(sel []int) []string {
		var out []string
		for _, k := range sel {
			out = append(out, joinable[k])
		}
		return out
	}
	var pv *reds.Preview
	d.OnChange = func(sel []int) {
		pv = nil
		if len(sel) > 0 {
			pv, _ = s.PreviewAttack(chosen(sel), h, nil, nil)
		}
	}
	d.OnChange(d.Selected())
	d.Content = func(dst *ebiten.Image, r ui.Rect) float64 { return b.drawPreview(dst, r, pv) }
	d.Buttons = []ui.DialogButton{
		{ID: "attack", Label: lang.T("attack.go"), Hot: true,
			Enabled: func(sel []int) bool { return len(sel) > 0 && pv != nil && pv.Why.Rule == "" },
			Run: func(sel []int) string {
				if !b.act(reds.Action{Type: reds.ActAttack, Side: s.Pending.Side, Units: chosen(sel), Hex: h}, true) {
					return b.msg
				}
				return ""
			}},
		ui.CancelButton(),
	}
	b.a.Show(d)
}

// openAttackAt is the screenshot's way in: an attack on h by every unit
// that may join it.
func (b *boardScene) openAttackAt(h hex.Hex) {
	if b.state().Pending.Kind == reds.DecideCombat {
		b.openAttack(nil, h)
	}
}

// drawPreview draws an odds preview in r (or only measures it when dst is
// nil) and returns its height.
func (b *boardScene) drawPreview(dst *ebiten.Image, r ui.Rect, pv *reds.Preview) float64 {
	th := b.a.Theme
	f := th.Face(13, false)
	fb := th.Face(13, true)
	lh := ui.LineHeight(f)
	if pv == nil {
		if dst != nil {
			ui.DrawText(dst, lang.T("attack.none"), f, r.X, r.Y, th.C("text_dim"))
		}
		return lh
	}
	s := b.state()
	type line struct {
		text string
		bold bool
	}
	var defs []string
	for _, id := range pv.Defenders {
		if i, ok := s.UnitByID(id); ok {
			defs = append(defs, redslang.Unit(s.Def(i)))
		}
	}
	lines := []line{
		{lang.T("attack.defenders", strings.Join(defs, ", ")), false},
		{lang.T("attack.sp", pv.A, pv.D, pv.Odds), true},
	}
	for _, sh := range pv.Shifts {
		lines = append(lines, line{"  ← " + lang.T("attack.shift", redslang.Note(sh.Why), sh.Rule), false})
	}
	lines = append(lines, line{lang.T("attack.column", pv.Column), true},
		line{lang.T("attack.strength", pv.AUnits, plus(pv.AMods), pv.DUnits, plus(pv.DMods)), false})
	var wrapped []line
	for _, l := range lines {
		for _, w := range ui.Wrap(l.text, f, r.W) {
			wrapped = append(wrapped, line{w, l.bold})
		}
	}
	h := float64(len(wrapped))*lh + th.S(6)
	h += widgets.ChancesHeight(th, len(pv.Outcomes))
	if pv.Why.Rule != "" {
		h += lh * 2
	}
	if dst == nil {
		return h
	}
	y := r.Y
	for _, l := range wrapped {
		face := f
		if l.bold {
			face = fb
		}
		ui.DrawText(dst, l.text, face, r.X, y, th.C("text"))
		y += lh
	}
	y += th.S(6)
	chances := make([]widgets.Chance, len(pv.Outcomes))
	for k, o := range pv.Outcomes {
		chances[k] = widgets.Chance{Code: o.Code, P: o.P, Pairs: o.Pairs, Text: resultText(o.Result), Color: outcomeColor(th, o.Result)}
	}
	y = widgets.DrawChances(dst, th, r.X, y, r.W, chances)
	if pv.Why.Rule != "" {
		ui.DrawLines(dst, ui.Wrap(lang.T("attack.illegal", redslang.Reason(pv.Why), pv.Why.Rule), f, r.W), f, r.X, y+th.S(4), th.C("danger"))
	}
	return h
}

// outcomeColor: greener the worse for the defender, redder the worse for
// the attacker.
func outcomeColor(th *ui.Theme, r reds.Result) color.RGBA {
	good := float64(r.Def) / 4
	bad := float64(r.Att) / 3
	c := ui.Blend(th.C("text_dim"), th.C("ok"), good)
	return ui.Blend(c, th.C("danger"), bad*0.8)
}

// resultText explains a CRT result (11.5).
func resultText(r reds.Result) string {
	var parts []string
	switch r.Att {
	case reds.AttOne:
		parts = append(parts, lang.T("result.a"))
	case reds.AttAll:
		parts = append(parts, lang.T("result.A"))
	case reds.AttAllRetreat:
		parts = append(parts, lang.T("result.AR"))
	}
	switch r.Def {
	case reds.DefOne:
		parts = append(parts, lang.T("result.d"))
	case reds.DefAll:
		parts = append(parts, lang.T("result.D"))
	case reds.DefOneRetreat:
		parts = append(parts, lang.T("result.dR"))
	case reds.DefAllRetreat:
		parts = append(parts, lang.T("result.DR"))
	}
	if len(parts) == 0 {
		return lang.T("result.none")
	}
	return strings.Join(parts, "; ")
}

// openSupport asks the side in Pending which aircraft or naval flotilla to
// commit (11.3 B, C), with the preview updated by the choice.
func (b *boardScene) openSupport() {
	s := b.state()
	c := s.Combat
	p := s.Pending
	if c == nil {
		return
	}
	attacker := p.Side != c.Defender
	d := &ui.Dialog{App: b.a, ID: "support", Rule: "11.3", Width: 660, Max: len(p.Units), Counter: b.dialogCounter}
	if attacker {
		d.Title = lang.T("support.att_title", redslang.Side(p.Side))
	} else {
		d.Title = lang.T("support.def_title", redslang.Side(p.Side))
	}
	d.Body = lang.T("support.body", b.hexName(c.Target))
	for _, id := range p.Units {
		i, _ := s.UnitByID(id)
		d.Items = append(d.Items, ui.DialogItem{Label: redslang.Unit(s.Def(i)), Detail: unitDetail(s, i), Unit: i})
	}
	chosen := func(sel []int) []string {
		var out []string
		for _, k := range sel {
			out = append(out, p.Units[k])
		}
		return out
	}
	var pv *reds.Preview
	d.OnChange = func(sel []int) {
		as, ds := c.AttSupport, chosen(sel)
		if attacker {
			as, ds = chosen(sel), nil
		}
		pv, _ = s.PreviewAttack(c.Attackers, c.Target, as, ds)
	}
	d.Ensure()
	d.OnChange(nil)
	d.Content = func(dst *ebiten.Image, r ui.Rect) float64 { return b.drawPreview(dst, r, pv) }
	d.Buttons = []ui.DialogButton{
		{ID: "commit", Label: lang.T("support.commit"), Hot: true,
			Enabled: func(sel []int) bool { return len(sel) > 0 },
			Run: func(sel []int) string {
				if !b.act(reds.Action{Type: reds.ActSupport, Side: p.Side, Units: chosen(sel)}, true) {
					return b.msg
				}
				return ""
			}},
		{ID: "none", Label: lang.T("support.none"),
			Run: func([]int) string {
				if !b.act(reds.Action{Type: reds.ActSupport, Side: p.Side}, true) {
					return b.msg
				}
				return ""
			}},
	}
	b.a.Show(d)
}

// chooseStratMode asks how a strategic move travels when several ways
// reach the same city.
func (b *boardScene) chooseStratMode(units []string, ds []reds.StratDest) {
	s := b.state()
	d := &ui.Dialog{App: b.a, ID: "strat_mode", Title: lang.T("strat.title"), Body: lang.T("strat.body"), Rule: "10.2"}
	for _, x := range ds {
		d.Items = append(d.Items, ui.DialogItem{Label: redslang.StratMode(x.Mode), Detail: pathText(x.Path), Unit: -1})
	}
	d.Instant = func(k int) string {
		x := ds[k]
		if !b.act(reds.Action{Type: reds.ActStrategic, Side: s.Pending.Side, Units: units, Mode: x.Mode, Path: x.Path}, true) {
			return b.msg
		}
		return ""
	}
	d.Buttons = []ui.DialogButton{ui.CancelButton()}
	b.a.Show(d)
}

func pathText(p []hex.Hex) string {
	var parts []string
	for _, h := range p {
		parts = append(parts, h.String())
	}
	return strings.Join(parts, " → ")
}

// hexName is a hex's number with its city, if any.
func (b *boardScene) hexName(h hex.Hex) string {
	if c := b.state().Data.Board.CityAt(h); c != nil && !c.Point {
		return redslang.City(c) + " (" + h.String() + ")"
	}
	return h.String()
}

// dialogCounter draws unit i's counter in a dialog row.
func (b *boardScene) dialogCounter(i int, x, y, size float64, dst *ebiten.Image) {
	s := b.state()
	img := b.art.image(s, i, s.Units[i].Disordered)
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(size/counterPx, size/counterPx)
	op.GeoM.Translate(x, y)
	dst.DrawImage(img, op)
}
