package redsui

import (
	"fmt"
	"math"
	"regexp"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"tachanka/game/hex"
	"tachanka/game/reds"
	"tachanka/render/lang"
	"tachanka/render/redsui/redslang"
	"tachanka/render/ui"
)

// ruleCiteRE finds the rule an engine message cites: "... (rule 10.8)".
var ruleCiteRE = regexp.MustCompile(`\((?:rule|правило) ([0-9]+\.[0-9]+[^)]*)\)`)

// drawTop draws the top bar: the turn track with the strategic turns and
// winter (5.0, 19.1), the resource track (13.5), sea control (13.3), and
// the game's buttons.
func (b *boardScene) drawTop(dst *ebiten.Image) {
	a := b.a
	th := a.Theme
	s := b.view()
	r := b.topR
	ui.FillRect(dst, r, th.C("panel"))
	ui.StrokeRect(dst, ui.Rect{X: r.X, Y: r.Y + r.H - 1, W: r.W, H: 1}, 1, th.C("panel_edge"))
	// Buttons from the right, as wide as their words.
	bh := r.H - th.S(8)
	x := r.X + r.W - th.S(6)
	for _, btn := range []struct{ id, label, tip string }{
		{"top:menu", lang.T("top.menu"), lang.T("tip.menu")},
		{"top:side", lang.T("top.panel"), lang.T("tip.panel")},
		{"top:rules", lang.T("top.rules"), lang.T("tip.rules")},
		{"top:aids", lang.T("top.aids"), lang.T("tip.aids")},
		{"top:settings", lang.T("top.settings"), lang.T("tip.settings")},
		{"top:load", lang.T("top.load"), lang.T("tip.load")},
		{"top:save", lang.T("top.save"), lang.T("tip.save")},
	} {
		bw := math.Max(th.S(64), ui.TextWidth(btn.label, th.Face(13, false))+th.S(16))
		x -= bw
		st := ui.ButtonNormal
		if btn.id == "top:side" && b.side {
			st = ui.ButtonOn
		}
		a.Button(dst, ui.Rect{X: x, Y: r.Y + th.S(4), W: bw, H: bh}, btn.id, btn.label, st, btn.tip)
		x -= th.S(4)
	}
	right := x - th.S(8)
	// Sea control: four boxes.
	sw := th.S(34)
	x = right - 4*(sw+th.S(3))
	for k, sea := range reds.Seas {
		br := ui.Rect{X: x + float64(k)*(sw+th.S(3)), Y: r.Y + th.S(6), W: sw, H: r.H - th.S(12)}
		bg, fg := th.C("afsr_bg"), th.C("afsr_fg")
		if s.Seas[sea] == reds.Red {
			bg, fg = th.C("red_bg"), th.C("red_fg")
		}
		ui.FillRect(dst, br, bg)
		ui.StrokeRect(dst, br, 1, th.C("sea"))
		ui.DrawTextCentered(dst, lang.T("seashort."+sea.String()), th.Face(10, true), br.CX(), br.CY(), fg)
		a.Hits.Add(br, "sea:"+sea.String(), lang.T("tip.sea", redslang.Sea(sea), redslang.Side(s.Seas[sea]), b.flotillaText(sea)))
	}
	// Resources, then the turn track in what is left: a part with no room
	// is left out (the label first), never drawn over another.
	lay := layTop(th, r, x)
	red, white := s.Resources(reds.Red), s.Resources(reds.White)
	if lay.res {
		rr := lay.resR
		lx := rr.X
		if lay.label {
			ui.DrawText(dst, lang.T("top.resources"), th.Face(11, false), rr.X, rr.CY(), th.C("text_dim"), text.AlignStart, text.AlignCenter)
			lx += ui.TextWidth(lang.T("top.resources"), th.Face(11, false)) + th.S(6)
		}
		for _, v := range []struct {
			n  int
			bg string
			fg string
		}{{red, "red_bg", "red_fg"}, {white, "afsr_bg", "afsr_fg"}} {
			box := ui.Rect{X: lx, Y: rr.Y + th.S(2), W: th.S(26), H: rr.H - th.S(4)}
			ui.FillRect(dst, box, th.C(v.bg))
			ui.DrawTextCentered(dst, fmt.Sprint(v.n), th.Face(13, true), box.CX(), box.CY(), th.C(v.fg))
			lx += box.W + th.S(4)
		}
		a.Hits.Add(rr, "resources", lang.T("tip.resources", red, white, b.withdrawalNeed()))
	}
	if lay.track {
		b.drawTrack(dst, lay.trackR)
	}
}

// topLayout is where the top bar's resources and turn track go.
type topLayout struct {
	res, label, track bool
	resR, trackR      ui.Rect
}

// minTrack is the narrowest turn track worth drawing (the turn in words).
const minTrack = 60

// layTop lays out the top bar r left of x (the sea boxes): the resources,
// with their label if the track keeps room too, right before x; the turn
// track from the left edge to them.
func layTop(th *ui.Theme, r ui.Rect, x float64) topLayout {
	var l topLayout
	left := r.X + th.S(6)
	boxes := 2*th.S(26) + th.S(4)
	withLabel := ui.TextWidth(lang.T("top.resources"), th.Face(11, false)) + th.S(6) + boxes
	gap := th.S(10)
	switch {
	case x-withLabel-gap-th.S(10) >= left+th.S(minTrack):
		l.res, l.label, l.resR = true, true, ui.Rect{X: x - gap - withLabel, Y: r.Y + th.S(4), W: withLabel, H: r.H - th.S(8)}
	case x-boxes-gap >= left:
		l.res, l.resR = true, ui.Rect{X: x - gap - boxes, Y: r.Y + th.S(4), W: boxes, H: r.H - th.S(8)}
	}
	end := x
	if l.res {
		end = l.resR.X
	}
	if w := end - th.S(10) - left; w >= th.S(minTrack) {
		l.track, l.trackR = true, ui.Rect{X: left, Y: r.Y + th.S(4), W: w, H: r.H - th.S(8)}
	}
	return l
}

// withdrawalNeed is the next strategic turn's withdrawal number (18.2).
func (b *boardScene) withdrawalNeed() int {
	s := b.view()
	for t := s.Turn; t <= len(s.Data.Tables.Turns); t++ {
		if ti := s.Data.Tables.Turn(t); ti.Strategic != "" {
			return ti.Withdrawal
		}
	}
	return 0
}

func (b *boardScene) flotillaText(sea reds.SeaName) string {
	s := b.view()
	for i := range s.Units {
		d := s.Def(i)
		if d.Type == reds.NavalFlotilla && d.Sea == sea {
			return redslang.Where(s.Units[i].Where)
		}
	}
	return lang.T("ui.none")
}

// drawTrack draws the operational turn boxes 1-24 with the strategic
// turns between them.
func (b *boardScene) drawTrack(dst *ebiten.Image, r ui.Rect) {
	a := b.a
	th := a.Theme
	s := b.view()
	turns := s.Data.Tables.Turns
	n := len(turns)
	slots := n
	for _, t := range turns {
		if t.Strategic != "" {
			slots++
		}
	}
	w := math.Min(th.S(26), r.W/float64(max(1, slots)))
	if w < th.S(12) {
		// No room for the track: the turn in words.
		t := s.Data.Tables.Turn(s.Turn)
		ui.DrawText(dst, ui.FitText(lang.T("tip.turn", s.Turn, redslang.Months(t)), th.Face(12, true), r.W), th.Face(12, true), r.X, r.CY(), th.C("accent"), text.AlignStart, text.AlignCenter)
		return
	}
	face := th.FaceAt(math.Min(th.S(11), w*0.55), true)
	x := r.X
	stratTurn := s.Step == reds.StepStrategicTurn
	for _, t := range turns {
		box := ui.Rect{X: x, Y: r.Y, W: w - 1, H: r.H}
		bg := th.C("panel_edge")
		fg := th.C("text_dim")
		switch {
		case t.Turn == s.Turn && !stratTurn:
			bg, fg = th.C("accent"), th.C("panel")
		case t.Turn < s.Turn || t.Turn == s.Turn && stratTurn:
			bg = ui.Darker(th.C("panel_edge"), 0.7)
		}
		ui.FillRect(dst, box, bg)
		if t.Winter {
			ui.FillRect(dst, ui.Rect{X: box.X, Y: box.Y, W: box.W, H: th.S(4)}, th.C("lake"))
		}
		ui.DrawTextCentered(dst, fmt.Sprint(t.Turn), face, box.CX(), box.CY()+th.S(1), fg)
		tip := lang.T("tip.turn", t.Turn, redslang.Months(t))
		if t.Winter {
			tip += " · " + lang.T("tip.winter")
		}
		a.Hits.Add(box, fmt.Sprintf("turn:%d", t.Turn), tip)
		x += w
		if t.Strategic != "" {
			sb := ui.Rect{X: x, Y: r.Y + r.H*0.15, W: w - 1, H: r.H * 0.7}
			bg := ui.Darker(th.C("red_bg"), 0.6)
			if stratTurn && t.Turn == s.Turn {
				bg = th.C("accent")
			}
			ui.FillRect(dst, sb, bg)
			ui.DrawTextCentered(dst, t.Strategic, face, sb.CX(), sb.CY(), th.C("text"))
			tip := lang.T("tip.strategic", t.Strategic, t.Turn)
			if t.Withdrawal > 0 {
				tip += " · " + lang.T("tip.withdrawal_number", t.Withdrawal)
			}
			a.Hits.Add(sb, "strategic:"+t.Strategic, tip)
			x += w
		}
	}
}

// drawStatus draws the status bar: where the game stands, what the deciding
// player is asked to do and how, the last message, and the buttons of the
// decision.
func (b *boardScene) drawStatus(dst *ebiten.Image) {
	a := b.a
	th := a.Theme
	r := b.barR
	ui.FillRect(dst, r, th.C("panel"))
	ui.StrokeRect(dst, ui.Rect{X: r.X, Y: r.Y, W: r.W, H: 1}, 1, th.C("panel_edge"))
	btns := b.statusButtons()
	bw, bh := th.S(132), th.S(30)
	x := r.X + r.W - th.S(10)
	for k := len(btns) - 1; k >= 0; k-- {
		btn := btns[k]
		w := math.Max(bw, ui.TextWidth(btn.label, th.Face(13, false))+th.S(20))
		x -= w
		a.Button(dst, ui.Rect{X: x, Y: r.Y + (r.H-bh)/2, W: w, H: bh}, btn.id, btn.label, btn.style, btn.tip)
		x -= th.S(6)
	}
	textW := x - r.X - th.S(20)
	ui.DrawText(dst, ui.FitText(b.where(), th.Face(13, true), textW), th.Face(13, true), r.X+th.S(12), r.Y+th.S(7), th.C("accent"))
	ui.DrawText(dst, ui.FitText(b.instruction(), th.Face(13, false), textW), th.Face(13, false), r.X+th.S(12), r.Y+th.S(26), th.C("text"))
	if b.msg != "" {
		c := th.C("text_dim")
		if b.msgErr {
			c = th.C("danger")
		}
		msg := ui.FitText(b.msg, th.Face(12, false), textW)
		ui.DrawText(dst, msg, th.Face(12, false), r.X+th.S(12), r.Y+th.S(45), c)
		// A message citing a rule opens it.
		if m := ruleCiteRE.FindStringSubmatch(b.msg); m != nil {
			a.Hits.Add(ui.Rect{X: r.X + th.S(12), Y: r.Y + th.S(43), W: ui.TextWidth(msg, th.Face(12, false)), H: th.S(18)}, "rule:"+m[1], lang.T("tip.rule_n", m[1]))
		}
	}
}

// where is the first line: turn, initiative, segment and step.
func (b *boardScene) where() string {
	s := b.view()
	tu := s.Data.Tables.Turn(s.Turn)
	parts := []string{lang.T("status.turn", s.Turn, redslang.Months(tu))}
	if tu.Winter {
		parts = append(parts, lang.T("tip.winter"))
	}
	if s.Initiative != reds.NoSide {
		parts = append(parts, lang.T("status.initiative", redslang.Side(s.Initiative)))
	}
	switch {
	case s.Step == reds.StepStrategicTurn:
		parts = append(parts, lang.T("status.strategic_turn", s.Letter()))
	case s.Segment != nil:
		g := redslang.Chit(s.Segment.Chit)
		if s.Segment.Front != reds.NoFront && s.Segment.Chit == reds.ChitFieldStaff {
			g = lang.T("log.field_staff", redslang.Front(s.Segment.Front))
		}
		parts = append(parts, lang.T("status.segment", g, lang.T("phase."+s.Segment.Phase.String())))
	case s.Step == reds.StepLogistics:
		parts = append(parts, lang.T("log.logistics"))
	case s.Step == reds.StepStrategic:
		parts = append(parts, lang.T("decide.strategic"))
	case s.Step == reds.StepEvents:
		parts = append(parts, lang.T("status.events"))
	}
	return strings.Join(parts, " · ")
}

// instruction says who decides and how.
func (b *boardScene) instruction() string {
	s := b.state()
	p := s.Pending
	side := redslang.Side(p.Side)
	switch {
	case s.Step == reds.StepGameOver:
		return lang.T("status.game_over", redslang.Side(s.Winner), redslang.Note(s.Victory))
	case b.anim.active():
		if e, _, ok := b.anim.current(); ok {
			return capital(b.log.text(e, b.state()))
		}
		return lang.T("status.animating")
	case b.think.running():
		return lang.T("status.thinking", side)
	case !b.human(p.Side):
		return lang.T("status.computer", side)
	}
	switch p.Kind {
	case reds.DecideMovement:
		if b.landing {
			return lang.T("do.landing", side)
		}
		return lang.T("do.movement", side)
	case reds.DecideCombat:
		return lang.T("do.combat", side)
	case reds.DecideStrategic:
		return lang.T("do.strategic", side, b.stratLeft())
	case reds.DecideRedTrain:
		return lang.T("do.red_train")
	case reds.DecideRetreat:
		return lang.T("do.retreat", side, names(s, p.Units))
	case reds.DecideAdvance:
		return lang.T("do.advance", side)
	case reds.DecidePlace:
		return lang.T("do.place", side, names(s, p.Units))
	case reds.DecideReplace:
		return lang.T("do.replace", side, allowanceText(s))
	case reds.DecideTerror:
		return lang.T("do.terror")
	case reds.DecideGarrisons:
		return b.garrisonInstruction()
	}
	return lang.T("status.decide", side, redslang.Decision(p.Kind))
}

// stratLeft is what the strategic step may still move (10.4, 10.5).
func (b *boardScene) stratLeft() string {
	s := b.state()
	st := s.Strat
	if st == nil {
		return ""
	}
	var parts []string
	if s.Pending.Side == reds.Red {
		parts = append(parts, lang.T("strat.left_red", reds.RedRailLimit-st.Red))
	} else {
		parts = append(parts, lang.T("strat.left_white", reds.WhiteFactionLimit-st.AFSR, reds.WhiteFactionLimit-st.Siberian))
	}
	for _, sea := range reds.Seas {
		if s.Seas[sea] == s.Pending.Side {
			parts = append(parts, lang.T("strat.left_sea", lang.T("seashort."+sea.String()), reds.SeaLimit-st.Sea[sea]))
		}
	}
	return strings.Join(parts, ", ")
}

type statusButton struct {
	id, label, tip string
	style          ui.ButtonStyle
}

// statusButtons are the buttons of the decision in progress.
func (b *boardScene) statusButtons() []statusButton {
	s := b.state()
	p := s.Pending
	var out []statusButton
	if b.anim.active() {
		return []statusButton{{id: "bar:skip", label: lang.T("bar.skip"), tip: lang.T("tip.skip")}}
	}
	if !b.ours() {
		return nil
	}
	if b.undo > 0 {
		out = append(out, statusButton{id: "bar:undo", label: lang.T("bar.undo"), tip: lang.T("tip.undo")})
	}
	switch p.Kind {
	case reds.DecideMovement:
		out = append(out, b.movementExtras()...)
		out = append(out, statusButton{id: "bar:end", label: lang.T("bar.end_movement"), style: ui.ButtonHot, tip: lang.T("tip.end")})
	case reds.DecideCombat:
		out = append(out, statusButton{id: "bar:end", label: lang.T("bar.end_combat"), style: ui.ButtonHot, tip: lang.T("tip.end")})
	case reds.DecideStrategic:
		out = append(out, statusButton{id: "bar:end", label: lang.T("bar.end_strategic"), style: ui.ButtonHot, tip: lang.T("tip.end")})
	case reds.DecideRedTrain:
		out = append(out, statusButton{id: "bar:end", label: lang.T("bar.train_stays"), style: ui.ButtonHot})
	case reds.DecideReplace:
		out = append(out, statusButton{id: "bar:end", label: lang.T("bar.replace_done"), style: ui.ButtonHot})
	case reds.DecideGarrisons:
		out = append(out, statusButton{id: "bar:end", label: lang.T("bar.end_garrisons"), style: ui.ButtonHot, tip: lang.T("tip.end_garrisons")})
	case reds.DecideAdvance:
		out = append(out, statusButton{id: "bar:advance_all", label: lang.T("bar.advance_all")},
			statusButton{id: "bar:advance_none", label: lang.T("bar.advance_none"), style: ui.ButtonHot})
	default:
		if dialogKinds[p.Kind] {
			out = append(out, statusButton{id: "bar:decide", label: lang.T("bar.decide"), style: ui.ButtonHot})
		}
	}
	return out
}

// movementExtras offer what else a movement step allows for the selected
// unit: a garrison in a city it stood in (20.5), the cavalry raid (20.4),
// an amphibious landing (20.2): only where the engine accepts it.
func (b *boardScene) movementExtras() []statusButton {
	s := b.state()
	var out []statusButton
	if len(b.sel) == 0 {
		return nil
	}
	side := s.Pending.Side
	seen := map[hex.Hex]bool{}
	for _, v := range s.Visited {
		if !containsStr(b.sel, v.Unit) || seen[v.Hex] {
			continue
		}
		x := reds.Action{Type: reds.ActGarrison, Side: side, Units: []string{v.Unit}, Hex: v.Hex}
		if reds.Check(s, x) == nil {
			seen[v.Hex] = true
			out = append(out, statusButton{id: "bar:garrison:" + v.Unit + ":" + v.Hex.String(),
				label: lang.T("bar.garrison", b.hexName(v.Hex)), tip: lang.T("tip.garrison")})
		}
	}
	if len(b.sel) == 1 && s.CavalryRaid {
		if reds.Check(s, reds.Action{Type: reds.ActRaid, Side: side, Units: b.sel}) == nil {
			out = append(out, statusButton{id: "bar:raid", label: lang.T("bar.raid"), tip: lang.T("tip.raid")})
		}
	}
	if s.Amphibious && side == reds.White {
		st := ui.ButtonNormal
		if b.landing {
			st = ui.ButtonOn
		}
		if b.landing || len(b.landingSet().hexes) > 0 {
			out = append(out, statusButton{id: "bar:landing", label: lang.T("bar.landing"), style: st, tip: lang.T("tip.landing")})
		}
	}
	return out
}

func containsStr(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// drawGameOver announces the winner over the map.
func (b *boardScene) drawGameOver(dst *ebiten.Image) {
	th := b.a.Theme
	s := b.state()
	w, h := math.Min(th.S(560), b.mapR.W-th.S(20)), th.S(110)
	r := ui.Rect{X: b.mapR.CX() - w/2, Y: b.mapR.Y + th.S(50), W: w, H: h}
	th.DrawPanel(dst, r.X, r.Y, r.W, r.H)
	ui.DrawTextCentered(dst, lang.T("over.title", redslang.Side(s.Winner)), th.Face(24, true), r.CX(), r.Y+th.S(34), th.C("accent"))
	lines := ui.Wrap(redslang.Note(s.Victory), th.Face(13, false), r.W-th.S(30))
	ui.DrawLines(dst, lines, th.Face(13, false), r.X+th.S(15), r.Y+th.S(62), th.C("text"))
}
