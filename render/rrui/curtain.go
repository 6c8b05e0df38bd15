package rrui

import (
	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/render/ui"
)

// The curtain between people (B.2): each player's hand and his attack
// levels are secret, so when the decision passes to another person at
// this screen, a curtain hides the map, the hand and the panels until he
// says he is the one at the screen. It comes down before any hidden input:
// a discard, a card played, an attack's level, a siege.

// pendingPlayer is the player the pending decision is for, -1 for none.
func (b *boardScene) pendingPlayer() int {
	if b.st.Over() {
		return -1
	}
	return b.st.PlayerOf(b.st.Pending.Faction)
}

// humanPlayers counts the players played by people here.
func (b *boardScene) humanPlayers() []int {
	var out []int
	for i := range b.st.Players {
		if b.humanPlayer(i) {
			out = append(out, i)
		}
	}
	return out
}

// checkCurtain follows the decision: the first person faces the screen;
// when the decision falls to another person, the curtain comes down.
func (b *boardScene) checkCurtain() {
	hs := b.humanPlayers()
	if len(hs) == 0 {
		b.facing, b.curtain = -1, -1
		return
	}
	p := b.pendingPlayer()
	if !b.humanPlayer(p) {
		p = -1
	}
	if b.facing < 0 && b.curtain < 0 {
		if p >= 0 {
			b.handTo(p)
		} else {
			b.handTo(hs[0])
		}
		b.lastPending = p
		return
	}
	if p != b.lastPending {
		b.lastPending = p
		if p >= 0 && p != b.facing && b.curtain < 0 {
			b.handTo(p)
		}
	}
}

// handTo brings the curtain down for a player; with one person, or in a
// screenshot, the board is simply his.
func (b *boardScene) handTo(i int) {
	if len(b.humanPlayers()) < 2 || b.a.Opts.Screenshot != "" || b.shot {
		b.facing = i
		return
	}
	b.curtain = i
	b.drag, b.target, b.placing, b.allot, b.spread = nil, "", "", nil, ""
	b.lit = map[string]bool{}
	b.msg = ""
	b.a.Dirty = true
}

// lift raises the curtain: the player named faces the screen.
func (b *boardScene) lift() {
	b.facing, b.curtain = b.curtain, -1
	b.a.Dirty = true
}

// drawCurtain hides the map behind "Pass the screen to ...".
func (b *boardScene) drawCurtain(dst *ebiten.Image) {
	a, th := b.a, b.a.Theme
	r := ui.Rect{X: 0, Y: 0, W: b.mapR.W, H: b.mapR.H + b.barR.H}
	ui.FillRect(dst, r, th.C("background"))
	c := th.C("accent")
	if fs := b.st.Players[b.curtain].Factions; len(fs) > 0 {
		c = b.factionColour(fs[0])
	}
	ui.DrawTextCentered(dst, T("curtain", b.playerWord(b.curtain)), th.Face(26, true), r.CX(), r.CY()-th.S(60), c)
	ui.DrawTextCentered(dst, T("curtain.note"), th.Face(14, false), r.CX(), r.CY()-th.S(20), th.C("text_dim"))
	a.Button(dst, ui.Rect{X: r.CX() - th.S(150), Y: r.CY() + th.S(10), W: th.S(300), H: th.S(46)}, "rr:curtain", T("curtain.ready"), ui.ButtonHot, "")
}
