package rrui

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/game/redrussia"
	"tachanka/render/ui"
	"tachanka/render/widgets"
)

// The side panel: the turn, its season and phase; the economy of every
// major faction in play (money, manpower, its One Russia Index level and
// box, its victory points) and who plays it; the deck and the discard
// pile; the pause and the random move; the log. The status bar under the
// map says what was refused or saved, and the keys.

func (b *boardScene) drawSide(dst *ebiten.Image) {
	a, th := b.a, b.a.Theme
	r := b.sideR
	ui.FillRect(dst, r, th.C("panel"))
	pad := th.S(10)
	x, w := r.X+pad, r.W-2*pad
	y := r.Y + pad
	ui.DrawText(dst, T("title"), th.Face(16, true), x, y, th.C("accent"))
	y += th.S(24)
	s := b.shownState()
	turn := T("setup")
	if cal := b.d.Tables.Calendar; s.Turn > 0 && s.Turn <= len(cal.Turns) {
		turn = T("turn", s.Turn, cal.Turn(s.Turn).Label)
	}
	ui.DrawText(dst, ui.FitText(turn, th.Face(13, true), w), th.Face(13, true), x, y, th.C("text"))
	y += th.S(20)
	phase := T("phase." + s.Phase.String())
	if s.Step != redrussia.StepNone {
		phase += " · " + T("step."+s.Step.String())
	}
	if s.Active != redrussia.NoFaction {
		phase += " · " + b.factionWord(s.Active)
	}
	ui.DrawText(dst, ui.FitText(phase, th.Face(12, false), w), th.Face(12, false), x, y, th.C("text_dim"))
	y += th.S(20)
	if s.Over() {
		ui.DrawText(dst, ui.FitText(b.outcomeText(), th.Face(13, true), w), th.Face(13, true), x, y, th.C("accent"))
		y += th.S(20)
	}
	// The economy and the ORI of every faction.
	cols := []float64{0, w * 0.34, w * 0.50, w * 0.66, w * 0.84}
	hf := th.Face(10, true)
	for k, h := range []string{T("eco.faction"), T("eco.money"), T("eco.men"), T("eco.ori"), T("eco.vp")} {
		ui.DrawText(dst, h, hf, x+cols[k], y, th.C("text_dim"))
	}
	y += th.S(16)
	rf := th.Face(12, false)
	for _, f := range s.Majors() {
		fs := s.F(f)
		c := b.factionColour(f)
		ui.FillRect(dst, ui.Rect{X: x, Y: y + th.S(2), W: th.S(10), H: th.S(12)}, c)
		kind := b.kindOf(f)
		id := "rr:seat:" + seatName(f)
		if i := s.PlayerOf(f); i >= 0 {
			id = "rr:seat:" + seatName(s.Players[i].Factions[0])
		}
		name := ui.FitText(b.factionCode(f)+" "+T("seat."+kind), rf, cols[1]-th.S(14))
		ui.DrawText(dst, name, rf, x+th.S(14), y, th.C("text"))
		a.Hits.Add(ui.Rect{X: x, Y: y, W: cols[1], H: th.S(16)}, id, T("seat.switch"))
		money := fmt.Sprint(fs.Money)
		if f == s.Active && s.Committed() > 0 {
			money += fmt.Sprintf("(−%d)", s.Committed())
		}
		ui.DrawText(dst, money, rf, x+cols[1], y, th.C("text"))
		ui.DrawText(dst, fmt.Sprint(fs.Manpower), rf, x+cols[2], y, th.C("text"))
		ui.DrawText(dst, fmt.Sprintf("%+d (%d)", s.ORILevel(f), fs.ORIBox), rf, x+cols[3], y, th.C("text"))
		ui.DrawText(dst, fmt.Sprint(s.VP(f)), rf, x+cols[4], y, th.C("text"))
		y += th.S(18)
	}
	y += th.S(4)
	ui.DrawText(dst, T("ori"), th.Face(10, true), x, y, th.C("text_dim"))
	y += th.S(15)
	b.drawORITrack(dst, ui.Rect{X: x, Y: y, W: w, H: th.S(20)})
	y += th.S(28)
	hands := []string{}
	for i, p := range s.Players {
		hands = append(hands, fmt.Sprintf("%s %d", b.factionCode(p.Factions[0]), len(s.Players[i].Hand)))
	}
	ui.DrawText(dst, ui.FitText(T("cards", len(s.Deck), len(s.Discard), strings.Join(hands, " · ")), th.Face(11, false), w), th.Face(11, false), x, y, th.C("text_dim"))
	y += th.S(18)
	if len(s.Battles) > 0 {
		var bs []string
		for _, bt := range s.Battles {
			lv := T("level.hidden_short")
			if bt.Level != redrussia.Hidden {
				lv = T("level." + bt.Level.String() + "_short")
			}
			bs = append(bs, b.placeName(bt.Area)+" ("+lv+")")
		}
		ui.DrawText(dst, ui.FitText(T("battles", strings.Join(bs, ", ")), th.Face(11, false), w), th.Face(11, false), x, y, th.C("text"))
		y += th.S(18)
	}
	bw := (w - th.S(6)) / 2
	pause := T("pause")
	if b.computer.paused {
		pause = T("resume")
	}
	a.Button(dst, ui.Rect{X: x, Y: y, W: bw, H: th.S(26)}, "rr:pause", pause, ui.ButtonNormal, T("pause.tip"))
	a.Button(dst, ui.Rect{X: x + bw + th.S(6), Y: y, W: bw, H: th.S(26)}, "rr:random", T("random_move"), ui.ButtonNormal, T("random.tip"))
	y += th.S(34)
	b.logR = ui.Rect{X: x, Y: y, W: w, H: r.Y + r.H - y - pad}
	logImg := dst.SubImage(pixels(b.logR)).(*ebiten.Image)
	b.logScroll = widgets.DrawLog(a, logImg, b.logR, len(b.log), func(k int) (*widgets.LogEntry, widgets.LogLook) {
		l := b.log[k]
		bullet := th.C("text_dim")
		if l.faction != redrussia.NoFaction {
			bullet = b.factionColour(l.faction)
		}
		return &l.entry, widgets.LogLook{Text: th.C("text"), Bullet: bullet}
	}, b.logScroll)
}

// drawORITrack draws the One Russia Index track: a box for each level,
// each faction's marker in its box.
func (b *boardScene) drawORITrack(dst *ebiten.Image, r ui.Rect) {
	th := b.a.Theme
	levels := b.d.Tables.ORI.Levels
	if len(levels) == 0 {
		return
	}
	bw := r.W / float64(len(levels))
	for k, lv := range levels {
		cell := ui.Rect{X: r.X + float64(k)*bw, Y: r.Y, W: bw - 1, H: r.H}
		ui.FillRect(dst, cell, th.C("panel_edge"))
		ui.DrawTextCentered(dst, fmt.Sprintf("%+d", lv), th.Face(8, false), cell.CX(), cell.Y+th.S(5), th.C("text_dim"))
	}
	s := b.shownState()
	for n, f := range s.Majors() {
		box := s.F(f).ORIBox
		if box < 1 || box > len(levels) {
			continue
		}
		cx := r.X + float64(box-1)*bw + bw/2 + float64(n-1)*th.S(4)
		ui.FillRect(dst, ui.Rect{X: cx - th.S(3), Y: r.Y + r.H - th.S(9), W: th.S(6), H: th.S(7)}, b.factionColour(f))
	}
}

// outcomeText is the game's result.
func (b *boardScene) outcomeText() string {
	o := b.st.Outcome
	if o == nil {
		return T("over")
	}
	var ws []string
	for _, f := range o.Factions {
		ws = append(ws, b.factionWord(f))
	}
	return T("over.won", strings.Join(ws, ", "))
}

// drawBar draws the status bar under the map.
func (b *boardScene) drawBar(dst *ebiten.Image) {
	th := b.a.Theme
	r := b.barR
	ui.FillRect(dst, r, th.C("panel"))
	msg := b.msg
	if msg == "" && b.computer.thinking() && !b.st.Over() {
		msg = T("thinking", b.factionWord(b.st.Pending.Faction))
	}
	if msg == "" {
		msg = T("keys")
		if b.hover != "" {
			msg = b.placeName(b.hover) + " — " + b.placeInfo(b.hover)
		}
	}
	ui.DrawText(dst, ui.FitText(msg, th.Face(12, false), r.W-th.S(20)), th.Face(12, false), r.X+th.S(10), r.Y+th.S(7), th.C("text_dim"))
}
