package poltavaui

import (
	"fmt"
	"image/color"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"tachanka/game/poltava"
	"tachanka/render/lang"
	"tachanka/render/ui"
	"tachanka/render/widgets"
)

// drawSide draws the side panel: the scenario, the turn as an hour, the
// phasing side and phase, the decision awaited, and each division's rout
// box (its count against its threshold, routed or not).
func (b *boardScene) drawSide(dst *ebiten.Image) {
	th := b.a.Theme
	r := b.sideR
	s := b.st
	ui.FillRect(dst, r, th.C("panel"))
	vector.StrokeLine(dst, float32(r.X), float32(r.Y), float32(r.X), float32(r.Y+r.H), 1, th.C("panel_edge"), false)
	pad := th.S(12)
	x, w := r.X+pad, r.W-2*pad
	y := r.Y + pad
	line := func(str string, f *text.GoTextFace, c color.Color) {
		for _, l := range ui.Wrap(str, f, w) {
			ui.DrawText(dst, l, f, x, y, c)
			y += ui.LineHeight(f)
		}
	}
	line(lang.Title(b.file.Title, b.file.TitleRU), th.Face(13, true), th.C("accent"))
	y += th.S(6)
	line(lang.T("poltava.turn", s.Turn, hour(s.Turn)), th.Face(17, true), th.C("text"))
	line(lang.T("poltava.last_turn", b.file.LastTurn, hour(b.file.LastTurn)), th.Face(11, false), th.C("text_dim"))
	y += th.S(4)
	switch {
	case s.Phase == poltava.PhaseSetup || s.Phase == poltava.PhaseOver:
		line(phaseName(s.Phase), th.Face(14, true), th.C("text"))
	default:
		b.sideSwatch(dst, x, y, s.Phasing)
		ui.DrawText(dst, sideName(s.Phasing)+" · "+phaseName(s.Phase), th.Face(14, true), x+th.S(22), y, th.C("text"))
		y += ui.LineHeight(th.Face(14, true))
	}
	if s.Result != nil {
		if s.Result.Winner == poltava.NoSide {
			line(lang.T("poltava.draw", s.Result.Reason), th.Face(12, false), th.C("accent"))
		} else {
			line(lang.T("poltava.winner", sideName(s.Result.Winner), s.Result.Reason), th.Face(12, false), th.C("accent"))
		}
	} else if s.Pending.Kind != poltava.DecideNone {
		line(lang.T("poltava.waiting", sideName(s.Pending.Side), decisionName(s.Pending.Kind)), th.Face(12, false), th.C("text_dim"))
	}
	if s.Phase == poltava.PhaseSetup {
		line(lang.T("poltava.setup_labels"), th.Face(11, false), th.C("text_dim"))
	}
	y += th.S(4)
	if n := len(s.Redoubts); n > 0 {
		held := 0
		for _, rd := range s.Redoubts {
			if rd.Garrisoned {
				held++
			}
		}
		line(lang.T("poltava.redoubts", held, n), th.Face(12, false), th.C("text"))
	}
	if off := b.offMap(); off > 0 {
		line(lang.T("poltava.offmap", off), th.Face(12, false), th.C("text"))
	}
	if s.CossackLosses > 0 {
		line(lang.T("poltava.cossacks", s.CossackLosses), th.Face(12, false), th.C("text"))
	}
	if s.Defected {
		line(lang.T("poltava.defected"), th.Face(12, false), th.C("danger"))
	}

	// The rout boxes, Swedish divisions first.
	y += th.S(8)
	vector.StrokeLine(dst, float32(x), float32(y), float32(x+w), float32(y), 1, th.C("panel_edge"), false)
	y += th.S(6)
	line(lang.T("poltava.rout_boxes"), th.Face(14, true), th.C("text"))
	used := b.divisionsInPlay()
	for _, side := range []poltava.Side{poltava.Sweden, poltava.Russia} {
		y += th.S(4)
		b.sideSwatch(dst, x, y, side)
		ui.DrawText(dst, sideName(side), th.Face(12, true), x+th.S(22), y, th.C("text_dim"))
		y += ui.LineHeight(th.Face(12, true))
		for i := range b.file.Data.Counters.Divisions {
			d := &b.file.Data.Counters.Divisions[i]
			if d.Side != side || !used[d.ID] {
				continue
			}
			y = b.routRow(dst, d, x, y, w)
		}
	}
	// The log, below the rout boxes, the newest entry at the foot.
	y += th.S(10)
	vector.StrokeLine(dst, float32(x), float32(y), float32(x+w), float32(y), 1, th.C("panel_edge"), false)
	y += th.S(6)
	if lr := (ui.Rect{X: x, Y: y, W: w, H: r.Y + r.H - pad - y}); lr.H > th.S(40) {
		b.logScroll = widgets.DrawLog(b.a, dst, lr, len(b.log), func(k int) (*widgets.LogEntry, widgets.LogLook) {
			it := b.log[k]
			bg, _, _ := sideColours(it.ev.Side)
			return b.logText(it), widgets.LogLook{Text: th.C("text"), Bullet: bg}
		}, b.logScroll)
	}
}

// routRow is one division's rout box: its colour and letter, its name, the
// counters in the box against its threshold, and a bar; ROUTED once it
// routed. It returns the y below it.
func (b *boardScene) routRow(dst *ebiten.Image, d *poltava.DivisionDef, x, y, w float64) float64 {
	th := b.a.Theme
	s := b.st
	c := hexColour(d.Colour)
	sw := th.S(18)
	ui.FillRect(dst, ui.Rect{X: x, Y: y, W: sw, H: sw}, c)
	ui.DrawTextCentered(dst, d.Letter, th.Face(11, true), x+sw/2, y+sw/2, inkOn(c))
	f := th.Face(12, false)
	name := divisionName(d)
	if !d.ArmyRout {
		name += " *"
	}
	count := fmt.Sprint(s.Box[d.ID])
	if d.Threshold > 0 {
		count = fmt.Sprintf("%d/%d", s.Box[d.ID], d.Threshold)
	}
	tc := th.C("text")
	if s.Gone[d.ID] {
		count = lang.T("poltava.routed")
		tc = th.C("danger")
	}
	cw := ui.TextWidth(count, th.Face(12, true))
	ui.DrawText(dst, ui.FitText(name, f, w-sw-cw-th.S(16)), f, x+sw+th.S(8), y+sw/2, th.C("text"), text.AlignStart, text.AlignCenter)
	ui.DrawText(dst, count, th.Face(12, true), x+w, y+sw/2, tc, text.AlignEnd, text.AlignCenter)
	// The bar: how near the threshold the box is.
	if d.Threshold > 0 {
		bx, bw := x+sw+th.S(8), w-sw-th.S(8)
		by := y + sw + th.S(2)
		ui.FillRect(dst, ui.Rect{X: bx, Y: by, W: bw, H: th.S(3)}, th.C("panel_edge"))
		f := min(1, float64(s.Box[d.ID])/float64(d.Threshold))
		if f > 0 {
			ui.FillRect(dst, ui.Rect{X: bx, Y: by, W: bw * f, H: th.S(3)}, tc)
		}
	}
	return y + sw + th.S(9)
}

// sideSwatch is a small counter-coloured square naming a side.
func (b *boardScene) sideSwatch(dst *ebiten.Image, x, y float64, side poltava.Side) {
	th := b.a.Theme
	bg, fg, rim := sideColours(side)
	s := th.S(16)
	ui.FillRect(dst, ui.Rect{X: x, Y: y + th.S(1), W: s, H: s}, bg)
	ui.StrokeRect(dst, ui.Rect{X: x, Y: y + th.S(1), W: s, H: s}, 1.5, rim)
	ui.FillRect(dst, ui.Rect{X: x + s*0.3, Y: y + th.S(1) + s*0.3, W: s * 0.4, H: s * 0.4}, fg)
}

// divisionsInPlay are the divisions of this scenario's counters, with the
// Roos column in Scenario 2 (SR4) and any division a unit has joined.
func (b *boardScene) divisionsInPlay() map[string]bool {
	d := b.file.Data
	used := map[string]bool{}
	for _, id := range d.ScenarioUnits() {
		if div := d.Def(id).Division; div != "" {
			used[div] = true
		}
	}
	for i := range b.st.Units {
		if div := b.st.Units[i].Division; div != "" {
			used[div] = true
		}
	}
	if d.Scenario.Whole() {
		used[poltava.Roos] = true
	}
	for id := range b.st.Box {
		used[id] = true
	}
	return used
}

// offMap counts the Swedish units of Scenario 2 that have not entered.
func (b *boardScene) offMap() int {
	return len(slices.DeleteFunc(slices.Clone(b.st.Units), func(u poltava.Unit) bool { return u.Status != poltava.OffMap }))
}
