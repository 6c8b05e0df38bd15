package rrui

import (
	"errors"
	"strings"
	"time"

	"tachanka/game/redrussia"
)

// act applies an action through the engine: a refusal is shown as a
// toast naming its rule and changes nothing; an action applied joins the
// game's record and its log, the choices made for the last decision are
// forgotten, dice rolled and cards played are shown, and the game is
// autosaved when a person acted or is now awaited.
func (b *boardScene) act(x redrussia.Action) bool {
	kind := b.st.Pending.Kind
	from := ""
	if x.Type == redrussia.ActMove && len(x.Pieces) > 0 {
		if p := b.st.Piece(x.Pieces[0]); p != nil {
			from = p.Where
		}
	}
	var before *redrussia.State
	if len(b.computer.observers) > 0 {
		before = b.st.Clone() // what the computer players observe
	}
	ev, err := redrussia.Apply(b.st, x)
	if err != nil {
		b.say(refusalText(err), true)
		return false
	}
	b.computer.observe(before, x, ev)
	b.actions = append(b.actions, x)
	b.ver++
	b.msg = ""
	b.a.Dirty = true
	b.drag = nil
	b.allot = nil
	if b.st.Pending.Kind != kind {
		b.target, b.placing = "", ""
		b.lit = map[string]bool{}
	}
	if x.Type == redrussia.ActDeclareBattle || x.Type == redrussia.ActBesiege {
		b.target = ""
	}
	if x.Type == redrussia.ActPlace {
		b.placing = ""
		b.lit = map[string]bool{}
	}
	b.addLog(ev, b.st.Turn)
	fresh := true
	b.anim = nil
	for _, e := range ev {
		switch e.Kind {
		case redrussia.EvMoved:
			// Another seat's move is shown travelling; a person's own
			// drag needs no show.
			if b.anim == nil && from != "" && b.st.PlayerOf(x.Faction) != b.facing && len(x.Pieces) > 0 && e.Piece == x.Pieces[0] {
				b.anim = b.marchFor(from, e, x.Pieces)
			}
		case redrussia.EvRoll:
			b.showDice(e, fresh)
			fresh = false
		case redrussia.EvCardPlayed:
			b.shown = &cardShow{card: e.N, faction: e.Faction, until: time.Now().Add(b.scaled(cardTime))}
		}
	}
	if b.spread != "" && len(b.piecesAt(b.st, b.spread)) == 0 {
		b.spread = ""
	}
	if b.humanSeat(x.Faction) || b.humanAwaited() {
		b.Autosave()
	}
	return true
}

// refusalText is a refusal in words with its rule.
func refusalText(err error) string {
	var r *redrussia.Refusal
	if errors.As(err, &r) && r.Rule != "" {
		return T("refused", r.Message(), r.Rule)
	}
	return err.Error()
}

// say shows a message in the status bar; an error also as a toast.
func (b *boardScene) say(msg string, isErr bool) {
	b.msg = msg
	b.a.Dirty = true
	if isErr {
		b.a.Toast(msg, b.a.MX, b.a.MY)
	}
}

// seatName is the seat of a major faction as files name it.
func seatName(f redrussia.Faction) string { return f.String() }

// kindOf is who plays a faction's seat; a Polish major is played by the
// player who took it, whose kind is that of his first faction.
func (b *boardScene) kindOf(f redrussia.Faction) string {
	if k, ok := b.seats[seatName(f)]; ok {
		return k
	}
	if i := b.st.PlayerOf(f); i >= 0 {
		return b.seats[seatName(b.st.Players[i].Factions[0])]
	}
	return ""
}

// humanSeat reports a faction played by a person here.
func (b *boardScene) humanSeat(f redrussia.Faction) bool { return b.kindOf(f) == kindHuman }

// humanPlayer reports a player (an index) played by a person.
func (b *boardScene) humanPlayer(i int) bool {
	return i >= 0 && i < len(b.st.Players) && b.humanSeat(b.st.Players[i].Factions[0])
}

// humanAwaited reports that the game waits for a person.
func (b *boardScene) humanAwaited() bool {
	return !b.st.Over() && b.humanSeat(b.st.Pending.Faction)
}

// legal is the engine's list of legal actions, asked once per change.
func (b *boardScene) legal() []redrussia.Action {
	if b.legalVer != b.ver || b.legalList == nil {
		b.legalList = b.st.Legal()
		if b.legalList == nil {
			b.legalList = []redrussia.Action{}
		}
		b.legalVer = b.ver
	}
	return b.legalList
}

// mine are the legal actions of the person at the screen, when the
// decision is his and no curtain hides the board.
func (b *boardScene) mine() []redrussia.Action {
	if b.facing < 0 || b.curtain >= 0 || b.st.Over() || !b.humanPlayer(b.facing) {
		return nil
	}
	if b.st.PlayerOf(b.st.Pending.Faction) != b.facing {
		return nil
	}
	return b.legal()
}

// mineOf are the actions of mine of a type.
func (b *boardScene) mineOf(t redrussia.ActionType) []redrussia.Action {
	var out []redrussia.Action
	for _, x := range b.mine() {
		if x.Type == t {
			out = append(out, x)
		}
	}
	return out
}

// factionWord is a faction's name in the current language.
func (b *boardScene) factionWord(f redrussia.Faction) string {
	for _, fd := range b.d.Tables.Factions {
		if fd.Faction == f {
			if langKey() != 0 {
				return fd.Name.RU
			}
			return fd.Name.EN
		}
	}
	return f.String()
}

// playerWord names a player by his factions.
func (b *boardScene) playerWord(i int) string {
	if i < 0 || i >= len(b.st.Players) {
		return ""
	}
	var names []string
	for _, f := range b.st.Players[i].Factions {
		names = append(names, b.factionWord(f))
	}
	return strings.Join(names, " + ")
}
