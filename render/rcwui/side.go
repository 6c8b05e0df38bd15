package rcwui

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"tachanka/game/rcw"
	"tachanka/render/rcwui/rcwlang"
	"tachanka/render/ui"
)

// drawSide draws the side panel, always in view: the Game-Turn and its
// months on the Turn Record Track, the Player-Turn order with the Phasing
// Player, the phase and whose decision it is, and the VP chart by player.
func (b *boardScene) drawSide(dst *ebiten.Image) {
	th := b.a.Theme
	s := b.st
	r := b.sideR
	ui.FillRect(dst, r, th.C("panel"))
	vector.StrokeLine(dst, float32(r.X), float32(r.Y), float32(r.X), float32(r.Y+r.H), 1, th.C("panel_edge"), false)
	pad := th.S(12)
	x, y, w := r.X+pad, r.Y+pad, r.W-2*pad
	line := func(s string, size float64, bold bool, c string) {
		f := th.Face(size, bold)
		for _, l := range ui.Wrap(s, f, w) {
			ui.DrawText(dst, l, f, x, y, th.C(c))
			y += ui.LineHeight(f)
		}
	}
	rule := func() {
		y += th.S(6)
		vector.StrokeLine(dst, float32(x), float32(y), float32(x+w), float32(y), 1, th.C("panel_edge"), false)
		y += th.S(8)
	}
	line(rcwlang.T("title"), 13, true, "accent")
	y += th.S(4)
	if s.Turn > 0 {
		line(rcwlang.T("turn", s.Turn), 18, true, "text")
		line(months(s.Turn), 13, false, "text")
		line(rcwlang.T("track", rcw.TrackBox(s.Turn)), 11, false, "text_dim")
		b.drawTrack(dst, x, w, &y)
	}
	rule()
	line(phaseName(s.Phase), 14, true, "text")
	line(b.status(), 12, false, "text_dim")
	if len(s.CC) > 0 {
		line(rcwlang.T("cc", strings.Join(s.CC, ", ")), 12, false, "text_dim")
	}
	rule()
	if len(s.Order) > 0 {
		line(rcwlang.T("order"), 13, true, "text")
		b.drawOrder(dst, x, &y)
		rule()
	}
	line(rcwlang.T("vp"), 13, true, "text")
	b.drawChart(dst, x, w, &y)
	if len(b.log) > 0 {
		rule()
		line(rcwlang.T("log"), 13, true, "text")
		b.drawLog(dst, x, w, y)
	}
}

// drawOrder draws the Game-Turn's Player-Turn order as markers, the
// Phasing Player's ringed and those already played dimmed.
func (b *boardScene) drawOrder(dst *ebiten.Image, x float64, y *float64) {
	th := b.a.Theme
	s := b.st
	mw, mh := th.S(30), th.S(22)
	phasing := s.Phasing()
	for k, l := range s.Order {
		mx := x + float64(k)*(mw+th.S(8))
		b.drawMarker(dst, l, mx, *y, mw, mh)
		switch {
		case l == phasing:
			ui.StrokeRect(dst, ui.Rect{X: mx - 3, Y: *y - 3, W: mw + 6, H: mh + 6}, 2, th.C("accent"))
		case phasing != "" && k < s.Current:
			ui.FillRect(dst, ui.Rect{X: mx, Y: *y, W: mw, H: mh}, ui.WithAlpha(th.C("panel"), 0x90))
		}
	}
	*y += mh + th.S(8)
}

// drawChart draws the VP chart (14.5): each player's marker, seat, Red VP
// and White VP as the engine counts them now, and his PM and AM.
func (b *boardScene) drawChart(dst *ebiten.Image, x, w float64, y *float64) {
	th := b.a.Theme
	f, fb := th.Face(12, false), th.Face(12, true)
	cRed, cWhite := x+w*0.56, x+w*0.84
	ui.DrawText(dst, rcwlang.T("vp.player"), f, x, *y, th.C("text_dim"))
	ui.DrawText(dst, rcwlang.T("vp.red"), f, cRed, *y, th.C("text_dim"), 1)
	ui.DrawText(dst, rcwlang.T("vp.white"), f, cWhite, *y, th.C("text_dim"), 1)
	*y += ui.LineHeight(f) + th.S(2)
	for _, p := range b.st.Players {
		// Before the deal the engine has no score yet: naught each.
		sc := rcw.Score{Player: p.Letter}
		for _, x := range b.st.Score {
			if x.Player == p.Letter {
				sc = x
			}
		}
		mw, mh := th.S(24), th.S(18)
		b.drawMarker(dst, sc.Player, x, *y, mw, mh)
		seat := rcwlang.Known("seat."+b.seats[sc.Player], b.seats[sc.Player])
		if k := b.seats[sc.Player]; k == "human" || k == "random" || computer(k) {
			// A person, the computer player or the random player may take
			// the seat over at any checkpoint.
			b.a.Button(dst, ui.Rect{X: x + mw + th.S(4), Y: *y - th.S(2), W: w*0.56 - mw - th.S(40), H: ui.LineHeight(f) + th.S(2)}, "rcw:seat:"+sc.Player, seat, ui.ButtonNormal, rcwlang.T("seat.switch"))
		} else {
			ui.DrawText(dst, seat, f, x+mw+th.S(6), *y, th.C("text"))
		}
		ui.DrawText(dst, rcwlang.T("pm_am", p.PM, p.AM), th.Face(10, false), x+mw+th.S(6), *y+ui.LineHeight(f)-th.S(2), th.C("text_dim"))
		ui.DrawText(dst, fmt.Sprint(sc.Red), fb, cRed, *y, th.C("text"), 1)
		ui.DrawText(dst, fmt.Sprint(sc.White), fb, cWhite, *y, th.C("text"), 1)
		*y += th.S(34)
	}
}

// drawBar draws the status bar under the map: the pacing of the random
// seats and the button that plays a waiting decision at random.
func (b *boardScene) drawBar(dst *ebiten.Image) {
	a, th := b.a, b.a.Theme
	r := b.barR
	ui.FillRect(dst, r, th.C("panel"))
	vector.StrokeLine(dst, float32(r.X), float32(r.Y), float32(r.X+r.W), float32(r.Y), 1, th.C("panel_edge"), false)
	pad := th.S(6)
	bh := r.H - 2*pad
	x := r.X + pad
	label := rcwlang.T("pause")
	if b.random.paused {
		label = rcwlang.T("resume")
	}
	a.Button(dst, ui.Rect{X: x, Y: r.Y + pad, W: th.S(110), H: bh}, "rcw:pause", label, ui.ButtonNormal, "Space")
	x += th.S(118)
	style := ui.ButtonOff
	if !b.st.Over() && len(b.st.Waiting()) > 0 {
		style = ui.ButtonNormal
	}
	a.Button(dst, ui.Rect{X: x, Y: r.Y + pad, W: th.S(150), H: bh}, "rcw:random", rcwlang.T("random_move"), style, rcwlang.T("random_tip")+" (R)")
	x += th.S(158)
	style = ui.ButtonNormal
	if b.polOpen {
		style = ui.ButtonOn
	}
	if b.facing == "" || b.st.Solo != nil {
		style = ui.ButtonOff // no politics in the solitaire game (18.0)
	}
	a.Button(dst, ui.Rect{X: x, Y: r.Y + pad, W: th.S(110), H: bh}, "rcw:politics", rcwlang.T("politics"), style, rcwlang.T("politics_tip")+" (P)")
	x += th.S(122)
	if len(b.humanSeats()) > 1 {
		style = ui.ButtonNormal
		if b.table.AskObjections {
			style = ui.ButtonOn
		}
		a.Button(dst, ui.Rect{X: x, Y: r.Y + pad, W: th.S(130), H: bh}, "rcw:objections", rcwlang.T("obj.option"), style, rcwlang.T("obj.tip"))
		x += th.S(142)
	}
	msg := b.msg
	if who := b.random.thinking(); msg == "" && len(who) > 0 {
		msg = rcwlang.T("thinking", strings.Join(who, ", "))
	}
	if msg == "" {
		msg = rcwlang.T("keys")
	}
	f := th.Face(11, false)
	ui.DrawText(dst, ui.FitText(msg, f, r.X+r.W-x-pad), f, x, r.CY(), th.C("text_dim"), 0, 1)
}

// status says whose decision the game waits for, or how it ended.
func (b *boardScene) status() string {
	s := b.game()
	switch {
	case s.Pending.Kind == rcw.DecideOrders:
		return rcwlang.T("waiting.some", strings.Join(s.Waiting(), ", "))
	case s.Outcome != nil:
		return rcwlang.T("over", rcwlang.T("winner."+s.Outcome.Winner.String()), s.Outcome.Condition)
	case s.Abandoned:
		return rcwlang.T("abandoned")
	case s.Pending.Kind == rcw.DecideTrade:
		return rcwlang.T("waiting.all", decisionName(s.Pending.Kind))
	case s.Pending.Player != "":
		return rcwlang.T("waiting", s.Pending.Player, decisionName(s.Pending.Kind))
	}
	return ""
}

// months are a Game-Turn's five months in the current language, as the
// engine's Turn Record Track gives them ("June 1918 - October 1918").
func months(turn int) string {
	out := rcw.TrackMonths(turn)
	for _, f := range strings.Fields(out) {
		if rcwlang.Has("month." + f) {
			out = strings.Replace(out, f, rcwlang.T("month."+f), 1)
		}
	}
	return out
}

func phaseName(p rcw.Phase) string { return rcwlang.Known("phase."+p.String(), p.String()) }

func decisionName(d rcw.Decision) string { return rcwlang.Known("decide."+d.String(), d.String()) }

// drawTrack draws the Turn Record Track's five boxes, the Game-Turn's
// marker in its box (14.3: after the fifth the marker goes back to the
// first).
func (b *boardScene) drawTrack(dst *ebiten.Image, x, w float64, y *float64) {
	th := b.a.Theme
	*y += th.S(4)
	bw, bh := (w-th.S(16))/5, th.S(20)
	at := rcw.TrackBox(b.st.Turn)
	for k := 1; k <= 5; k++ {
		r := ui.Rect{X: x + float64(k-1)*(bw+th.S(4)), Y: *y, W: bw, H: bh}
		if k == at {
			ui.FillRect(dst, r, th.C("accent"))
			ui.DrawTextCentered(dst, fmt.Sprint(b.st.Turn), th.Face(12, true), r.CX(), r.CY(), th.C("panel"))
		} else {
			ui.StrokeRect(dst, r, 1, th.C("panel_edge"))
			ui.DrawTextCentered(dst, fmt.Sprint(k), th.Face(11, false), r.CX(), r.CY(), th.C("text_dim"))
		}
	}
	*y += bh + th.S(2)
}
