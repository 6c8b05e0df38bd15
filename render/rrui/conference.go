package rrui

import (
	"fmt"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/game/redrussia"
	"tachanka/render/ui"
)

// The White conference (B.4, 18.0): when two or more different people
// command White factions, the screen opens a conference at the start of
// each turn, before the card phase: the Red player is asked to step away
// for five minutes, until the time runs out or the White players close
// it. The engine records nothing of it, and it shows nobody's secrets:
// the board is hidden while it lasts, and the computer seats wait.

// conferenceLength is the conference's time (B.4).
const conferenceLength = 5 * time.Minute

// whitePeople counts the people at this screen who command a White
// faction.
func (b *boardScene) whitePeople() int {
	n := 0
	for i, p := range b.st.Players {
		if !b.humanPlayer(i) {
			continue
		}
		for _, f := range p.Factions {
			if f.White() {
				n++
				break
			}
		}
	}
	return n
}

// checkConference opens the conference when a new turn has begun.
func (b *boardScene) checkConference(now time.Time) {
	if t := b.st.Turn; t > b.conferredTurn && t >= 1 && !b.st.Over() {
		b.conferredTurn = t
		if b.whitePeople() >= 2 && b.a.Opts.Screenshot == "" && !b.shot {
			b.conferenceEnds = now.Add(conferenceLength)
			b.a.Dirty = true
		}
	}
}

// conferring reports the conference open; it closes when its time is up.
func (b *boardScene) conferring(now time.Time) bool {
	if b.conferenceEnds.IsZero() {
		return false
	}
	if !now.Before(b.conferenceEnds) {
		b.conferenceEnds = time.Time{}
		b.a.Dirty = true
		return false
	}
	return true
}

// drawConference hides the board behind the conference's screen.
func (b *boardScene) drawConference(dst *ebiten.Image, now time.Time) {
	a, th := b.a, b.a.Theme
	r := ui.Rect{X: 0, Y: 0, W: b.mapR.W, H: b.mapR.H + b.barR.H}
	ui.FillRect(dst, r, th.C("background"))
	left := b.conferenceEnds.Sub(now).Round(time.Second)
	ui.DrawTextCentered(dst, T("conf.title", b.st.Turn), th.Face(26, true), r.CX(), r.CY()-th.S(90), th.C("accent"))
	ui.DrawTextCentered(dst, T("conf.red"), th.Face(16, false), r.CX(), r.CY()-th.S(50), b.factionColour(redrussia.Red))
	ui.DrawTextCentered(dst, T("conf.left", fmt.Sprintf("%d:%02d", int(left.Minutes()), int(left.Seconds())%60)), th.Face(20, true), r.CX(), r.CY()-th.S(10), th.C("text"))
	ui.DrawTextCentered(dst, T("conf.note"), th.Face(12, false), r.CX(), r.CY()+th.S(20), th.C("text_dim"))
	a.Button(dst, ui.Rect{X: r.CX() - th.S(150), Y: r.CY() + th.S(44), W: th.S(300), H: th.S(46)}, "rr:conf:close", T("conf.close"), ui.ButtonHot, "")
	a.Dirty = true // the countdown
}
