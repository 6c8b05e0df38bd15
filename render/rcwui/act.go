package rcwui

import (
	"errors"
	"slices"
	"time"

	"tachanka/game/rcw"
	"tachanka/render/rcwui/rcwlang"
)

// act applies an action of a seat through the engine: a refusal is shown
// as a toast naming its rule and changes nothing; an action applied
// joins the game's record, the choices made for the last decision are
// forgotten, a die rolled is shown, and the game is autosaved when a
// person acted or is now awaited.
func (b *boardScene) act(x rcw.Action) bool {
	if b.real != nil {
		if x.Player == b.st.Postal.Form && (x.Type == rcw.ActMove || x.Type == rcw.ActAttack || x.Type == rcw.ActSubvert) {
			return b.writeOrder(x)
		}
		b.st, b.real = b.real, nil // the game itself, not the form
	}
	defer b.syncForm()
	kind, phase, turn := b.st.Pending.Kind, b.st.Phase, b.st.Turn
	b.anim = nil // a new action ends the show of the last one's moves
	before := b.st.Clone()
	ev, err := rcw.Apply(b.st, x)
	if err != nil {
		b.say(refusalText(err), true)
		return false
	}
	b.random.observe(before, x, ev)
	b.actions = append(b.actions, x)
	b.ver++
	b.msg = ""
	b.a.Dirty = true
	b.drag, b.route = nil, nil
	if b.st.Pending.Kind != kind || x.Type == rcw.ActAttack || x.Type == rcw.ActSubvert {
		b.target = 0
	}
	if b.st.Pending.Kind != kind {
		b.lit = map[string]bool{} // a placement's provinces (place.go)
	}
	for id := range b.force {
		if b.st.Stack(id) == nil {
			delete(b.force, id)
		}
	}
	if b.spread != "" && len(b.st.StacksIn(b.spread)) == 0 {
		b.closeSpread()
	}
	b.addLog(ev, b.st.Turn)
	b.animate(before, ev)
	b.checkpoint()
	b.keepReport(x, ev, phase, turn)
	for _, e := range ev {
		if e.Kind == rcw.EvCombat {
			b.dice = diceShow{face: e.N, column: e.To, text: e.Text, province: e.Province, until: time.Now().Add(diceTime)}
		}
	}
	if b.human(x.Player) || b.humanAwaited() {
		b.Autosave()
	}
	return true
}

// refusalText is a refusal in words with its rule.
func refusalText(err error) string {
	var r *rcw.Refusal
	if errors.As(err, &r) && r.Rule != "" {
		return rcwlang.T("refused", (&rcw.Refusal{Key: r.Key, Args: r.Args}).Error(), r.Rule)
	}
	return err.Error()
}

// say shows a message in the status bar; a refusal also as a toast next
// to the pointer, where it was tried.
func (b *boardScene) say(msg string, isErr bool) {
	b.msg = msg
	b.a.Dirty = true
	if isErr {
		b.a.Toast(msg, b.a.MX, b.a.MY)
	}
}

// human reports a seat played by a person here.
func (b *boardScene) human(letter string) bool { return b.seats[letter] == "human" }

// humanAwaited reports that the game waits for a person.
func (b *boardScene) humanAwaited() bool {
	for _, l := range b.game().Waiting() {
		if b.human(l) {
			return true
		}
	}
	return false
}

// mine are the legal actions of the seat at the screen, when it is a
// person's and no curtain hides the board.
func (b *boardScene) mine() []rcw.Action {
	if b.facing == "" || b.curtain != "" || !b.human(b.facing) {
		return nil
	}
	var out []rcw.Action
	for _, x := range b.legal() {
		if x.Player == b.facing && (!b.asking || politicsAction(x.Type)) {
			out = append(out, x)
		}
	}
	return out
}

// legal is the engine's list of legal actions, asked once per change of
// the state.
func (b *boardScene) legal() []rcw.Action {
	if b.legalVer != b.ver || b.legalList == nil {
		b.legalList = b.st.Legal()
		if b.legalList == nil {
			b.legalList = []rcw.Action{}
		}
		b.legalVer = b.ver
	}
	return b.legalList
}

// diceShow is a die rolled for an attack, shown for a moment over the map.
type diceShow struct {
	face         int
	column, text string
	province     string
	until        time.Time
}

// diceTime is how long a die is shown.
const diceTime = 1500 * time.Millisecond

func (d diceShow) showing() bool { return d.face > 0 && time.Now().Before(d.until) }

// game is the game itself: the state shown, or behind an order form
// (postal.go) the state the form was drawn from.
func (b *boardScene) game() *rcw.State {
	if b.real != nil {
		return b.real
	}
	return b.st
}

// politicsAction reports an action that may interrupt at a checkpoint
// (4.3): offers and their answers, and the politics panel's actions.
func politicsAction(t rcw.ActionType) bool {
	return slices.Contains(politicsTypes, t) || t == rcw.ActOffer || t == rcw.ActAccept || t == rcw.ActDecline || t == rcw.ActWithdraw
}
