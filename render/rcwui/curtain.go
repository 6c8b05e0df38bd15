package rcwui

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"tachanka/game/rcw/rcwbot"

	"tachanka/render/rcwui/rcwlang"
	"tachanka/render/ui"
)

// The curtain between human seats (RULES, "Hotseat and hidden
// information"): nothing of this game is hidden, but the board is handed
// from one person to the next so that no one acts for another. The seat
// at the screen (facing) makes the pending decision and the politics;
// when the decision passes to another human seat, or a player hands the
// screen on, a curtain hides the board until clicked.

// humanSeats are the letters of the human seats, in order.
func (b *boardScene) humanSeats() []string {
	var out []string
	for _, p := range b.game().Players {
		if b.human(p.Letter) {
			out = append(out, p.Letter)
		}
	}
	return out
}

// pendingHuman is the human seat the pending decision is for, if any.
func (b *boardScene) pendingHuman() string {
	g := b.game()
	if p := g.Pending.Player; p != "" && b.human(p) && !g.Over() {
		return p
	}
	return b.waitingHuman()
}

// checkCurtain follows the decision: the first human seat faces the
// screen; when the decision falls to another one, the curtain comes down.
func (b *boardScene) checkCurtain() {
	hs := b.humanSeats()
	if len(hs) == 0 {
		b.facing, b.curtain = "", ""
		return
	}
	if b.facing == "" && b.curtain == "" {
		first := hs[0]
		if p := b.pendingHuman(); p != "" {
			first = p
		}
		// A seat with a PIN is never simply given the screen.
		if b.table.HasPIN(seatOf(first)) {
			b.handTo(first)
		} else {
			b.facing = first
		}
	}
	// Only when the decision changes hands: a person handed the screen
	// during another's decision (to answer an offer) keeps it until he
	// hands it back.
	p := b.pendingHuman()
	if p != b.lastPending {
		b.lastPending = p
		if p != "" && p != b.facing && b.curtain == "" {
			b.handTo(p)
		}
	}
}

// handTo brings the curtain down for a seat; with one human seat, or in a
// screenshot, the board is simply his.
func (b *boardScene) handTo(l string) {
	if len(b.humanSeats()) < 2 || b.a.Opts.Screenshot != "" {
		b.facing = l
		return
	}
	b.curtain = l
	b.drag, b.target, b.polOpen, b.route, b.entry = nil, 0, false, nil, nil
	b.msg, b.notesOpen = "", false // what the last person saw and did stays his
	b.force = map[int][]int{}
	b.a.Dirty = true
}

// lift raises the curtain: the seat named now faces the screen.
func (b *boardScene) lift() {
	b.facing, b.curtain = b.curtain, ""
	b.pol.to = ""
	b.a.Dirty = true
}

// drawCurtain hides the map and the bar behind "Pass to Player C".
func (b *boardScene) drawCurtain(dst *ebiten.Image) {
	a, th := b.a, b.a.Theme
	r := ui.Rect{X: 0, Y: 0, W: b.mapR.W, H: b.mapR.H + b.barR.H}
	ui.FillRect(dst, r, th.C("background"))
	ui.DrawTextCentered(dst, rcwlang.T("curtain", b.curtain), th.Face(30, true), r.CX(), r.CY()-th.S(60), markerColour(b.curtain))
	ui.DrawTextCentered(dst, rcwlang.T("curtain.note"), th.Face(14, false), r.CX(), r.CY()-th.S(20), th.C("text_dim"))
	a.Button(dst, ui.Rect{X: r.CX() - th.S(130), Y: r.CY() + th.S(10), W: th.S(260), H: th.S(46)}, "rcw:curtain", rcwlang.T("curtain.ready", b.curtain), ui.ButtonHot, "")
	if t := b.unlockText(); t != "" {
		ui.DrawTextCentered(dst, t, th.Face(18, true), r.CX(), r.CY()+th.S(90), th.C("text"))
		ui.DrawTextCentered(dst, rcwlang.T("entry.keys"), th.Face(12, false), r.CX(), r.CY()+th.S(120), th.C("text_dim"))
	}
}

// switchSeat hands a seat on at any checkpoint: from a person to the
// computer player at each of its levels in turn (table, then strong), to
// the random player, and back to a person; the seat
// at the screen, given away, leaves it to the next person.
func (b *boardScene) switchSeat(l string) {
	switch k := b.seats[l]; {
	case k == "human":
		b.seats[l] = rcwbot.Levels[0]
	case computer(k):
		b.seats[l] = "random"
		if i := slices.Index(rcwbot.Levels, k); i >= 0 && i+1 < len(rcwbot.Levels) {
			b.seats[l] = rcwbot.Levels[i+1]
		}
	case k == "random":
		b.seats[l] = "human"
	default:
		return
	}
	if l == b.facing && !b.human(l) {
		b.facing = ""
	}
	b.drag, b.target = nil, 0
	b.a.Dirty = true
	b.Autosave()
}
