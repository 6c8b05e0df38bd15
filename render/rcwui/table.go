package rcwui

import (
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"tachanka/game/play"
	"tachanka/game/rcw"
	"tachanka/render/rcwui/rcwlang"
	"tachanka/render/ui"
	"tachanka/render/widgets"
)

// The table around the board (RULES, "Hotseat and hidden information"):
// a seat may set a PIN, asked whenever the curtain is lifted for it, so
// that no one acts for another; any seat may write a private message to
// another, which waits behind the curtain until its addressee opens the
// board. Both are kept in the save (play.Table) and never reach the
// rules. A message to a computer seat is seen by its author alone.

// entry is a line being typed: a PIN to lift the curtain, a new PIN, or a
// message.
type entry struct {
	kind string // "unlock", "pin" or "message"
	seat string // the seat it is for (unlock) or from
	to   string // a message's addressee
	text string
	bad  string // why the last Enter was refused
}

// secret reports a PIN being typed: digits only, never shown.
func (e *entry) secret() bool { return e.kind == "unlock" || e.kind == "pin" }

// seatOf is the save's name of a player letter.
func seatOf(letter string) string { return rcw.SeatName(letter) }

// openCurtain is the curtain's button: the seat's PIN first if it has
// one.
func (b *boardScene) openCurtain() {
	if b.table.HasPIN(seatOf(b.curtain)) {
		b.entry = &entry{kind: "unlock", seat: b.curtain}
		b.a.Dirty = true
		return
	}
	b.lift()
}

// typing feeds the keyboard to the line being typed; Enter confirms,
// Escape cancels.
func (b *boardScene) typing() {
	e := b.entry
	if chars := ebiten.AppendInputChars(nil); len(chars) > 0 {
		for _, r := range chars {
			if e.secret() && (r < '0' || r > '9' || len(e.text) >= play.MaxPIN) {
				continue
			}
			e.text += string(r)
		}
		b.a.Dirty = true
	}
	if ui.RepeatKey(ebiten.KeyBackspace) && e.text != "" {
		r := []rune(e.text)
		e.text = string(r[:len(r)-1])
		b.a.Dirty = true
	}
	switch {
	case inpututil.IsKeyJustPressed(ebiten.KeyEscape):
		b.entry = nil
		b.a.Dirty = true
	case inpututil.IsKeyJustPressed(ebiten.KeyEnter) || inpututil.IsKeyJustPressed(ebiten.KeyKPEnter):
		b.confirmEntry()
	}
}

// confirmEntry acts on the line typed.
func (b *boardScene) confirmEntry() {
	e := b.entry
	b.a.Dirty = true
	switch e.kind {
	case "unlock":
		if !b.table.PINOpens(seatOf(e.seat), e.text) {
			e.text, e.bad = "", rcwlang.T("pin.wrong", e.seat)
			return
		}
		b.entry = nil
		b.lift()
	case "pin":
		if err := b.table.SetPIN(seatOf(e.seat), e.text); err != nil {
			e.bad = rcwlang.T("pin.rule", play.MinPIN, play.MaxPIN)
			return
		}
		b.entry = nil
		b.say(rcwlang.T("pin.set", e.seat), false)
		b.Autosave()
	case "message":
		if e.to == "" {
			e.bad = rcwlang.T("msg.to_first")
			return
		}
		if err := b.table.Send(seatOf(e.seat), seatOf(e.to), b.game().Turn, len(b.actions), e.text); err != nil {
			e.bad = err.Error()
			return
		}
		b.entry = nil
		b.say(rcwlang.T("msg.sent", e.to), false)
		b.Autosave()
	case "note":
		if err := b.table.Send(seatOf(e.seat), seatOf(e.seat), b.game().Turn, len(b.actions), e.text); err != nil {
			e.bad = err.Error()
			return
		}
		b.entry = nil
		b.notesOpen = true
		b.Autosave()
	}
}

// inbox are the unread messages of the seat at the screen.
func (b *boardScene) inbox() []int {
	if b.facing == "" || b.curtain != "" {
		return nil
	}
	return b.table.Unread(seatOf(b.facing))
}

// tableRows are the panel of the table: the messages waiting for the seat
// at the screen, or the line being typed, or the seat's buttons to write
// a message and to set its PIN.
func (b *boardScene) tableRows() []row {
	me := b.facing
	if me == "" || b.curtain != "" || !b.human(me) {
		return nil
	}
	if e := b.entry; e != nil {
		return b.entryRows(e)
	}
	if b.notesOpen {
		rows := []row{{text: rcwlang.T("note.title", me), head: true, colour: me}}
		for _, k := range b.table.Notes(seatOf(me)) {
			m := b.table.Messages[k]
			rows = append(rows, row{text: b.when(m.Turn), dim: true}, row{text: m.Text})
		}
		return append(rows, row{btns: []btn{
			{id: "rcw:note:write", label: rcwlang.T("note.write"), style: ui.ButtonNormal, run: func() { b.entry = &entry{kind: "note", seat: me} }},
			{id: "rcw:note:close", label: rcwlang.T("close"), style: ui.ButtonHot, run: func() { b.notesOpen = false }},
		}})
	}
	if in := b.inbox(); len(in) > 0 {
		rows := []row{{text: rcwlang.T("msg.inbox", me, len(in)), head: true, colour: me}}
		for _, k := range in {
			m := b.table.Messages[k]
			rows = append(rows, row{text: rcwlang.T("msg.from", strings.ToUpper(m.From), b.when(m.Turn)), dim: true}, row{text: m.Text})
		}
		return append(rows, row{btns: []btn{{id: "rcw:msg:read", label: rcwlang.T("msg.read"), style: ui.ButtonHot, run: func() {
			for _, k := range in {
				b.table.Messages[k].Read = true
			}
			b.Autosave()
		}}}})
	}
	return nil
}

// tableButtons are the seat's own buttons at the foot of the decision
// panel: write a message, set or remove its PIN.
func (b *boardScene) tableButtons(me string) []row {
	if !b.human(me) || b.entry != nil || b.game().Solo != nil {
		return nil // the solitaire has one person
	}
	r := row{btns: []btn{{id: "rcw:msg:write", label: rcwlang.T("msg.write"), style: ui.ButtonNormal,
		run: func() { b.entry = &entry{kind: "message", seat: me} }},
		{id: "rcw:notes", label: rcwlang.T("note.open", len(b.table.Notes(seatOf(me)))), style: ui.ButtonNormal,
			run: func() { b.notesOpen = !b.notesOpen }}}}
	label := rcwlang.T("pin.new")
	if b.table.HasPIN(seatOf(me)) {
		label = rcwlang.T("pin.change")
	}
	pin := btn{id: "rcw:pin:set", label: label, style: ui.ButtonNormal,
		run: func() { b.entry = &entry{kind: "pin", seat: me} }}
	if len(b.humanSeats()) > 1 {
		r.btns = append(r.btns, pin)
	}
	if b.table.HasPIN(seatOf(me)) && len(b.humanSeats()) > 1 {
		r.btns = append(r.btns, btn{id: "rcw:pin:clear", label: rcwlang.T("pin.clear"), style: ui.ButtonNormal, run: func() {
			b.table.SetPIN(seatOf(me), "")
			b.say(rcwlang.T("pin.cleared", me), false)
			b.Autosave()
		}})
	}
	return []row{r}
}

// entryRows are the line being typed, with its addressee's buttons for a
// message.
func (b *boardScene) entryRows(e *entry) []row {
	shown := e.text
	if e.secret() {
		shown = strings.Repeat("•", len(e.text))
	}
	rows := []row{{text: rcwlang.T("entry."+e.kind, e.seat), head: true, colour: e.seat}}
	if e.kind == "message" {
		r := row{}
		for _, p := range b.game().Players {
			if p.Letter == e.seat {
				continue
			}
			l := p.Letter
			style := ui.ButtonNormal
			if l == e.to {
				style = ui.ButtonOn
			}
			r.btns = append(r.btns, btn{id: "rcw:msg:to:" + l, label: rcwlang.T("player", l), style: style, run: func() { e.to = l }})
		}
		rows = append(rows, r)
		if e.to != "" && !b.human(e.to) {
			rows = append(rows, row{text: rcwlang.T("msg.computer", e.to), dim: true})
		}
	}
	rows = append(rows, row{text: shown + "|"})
	if e.bad != "" {
		rows = append(rows, row{text: e.bad})
	}
	rows = append(rows, row{text: rcwlang.T("entry.keys"), dim: true})
	return rows
}

// tableRect is the table panel's place: the top left of the map.
func (b *boardScene) tableRect(rows []row) ui.Rect {
	th := b.a.Theme
	w := min(th.S(440), b.mapR.W-th.S(20))
	return ui.Rect{X: b.mapR.X + th.S(10), Y: b.mapR.Y + th.S(10), W: w, H: min(b.rowsHeight(rows), b.mapR.H-th.S(20))}
}

// unlockText is the curtain's line while a PIN is typed.
func (b *boardScene) unlockText() string {
	e := b.entry
	if e == nil || e.kind != "unlock" {
		return ""
	}
	s := rcwlang.T("entry.unlock", e.seat) + "  " + strings.Repeat("•", len(e.text)) + "|"
	if e.bad != "" {
		s += "  " + e.bad
	}
	return s
}

// tableCopy is the table as it goes into a save, nil when empty.
func (b *boardScene) tableCopy() *play.Table {
	if len(b.table.PINs) == 0 && len(b.table.Messages) == 0 && !b.table.AskObjections {
		return nil
	}
	t := play.Table{Messages: slices.Clone(b.table.Messages), AskObjections: b.table.AskObjections}
	if len(b.table.PINs) > 0 {
		t.PINs = map[string]string{}
		for k, v := range b.table.PINs {
			t.PINs[k] = v
		}
	}
	return &t
}

// when is a Game-Turn in words, for messages and notes.
func (b *boardScene) when(turn int) string {
	if turn == 0 {
		return rcwlang.T("msg.before")
	}
	return rcwlang.T("msg.turn", turn)
}

// request files a seat's public request and logs it (RULES, "Negotiation
// and trading at the table": displayed and logged, never binding).
func (b *boardScene) request(me, text string) {
	if err := b.table.Request(seatOf(me), b.game().Turn, len(b.actions), text); err != nil {
		b.say(err.Error(), true)
		return
	}
	b.log = append(b.log, requestLine(b.table.Messages[len(b.table.Messages)-1]))
	b.ver++
	b.Autosave()
}

// requestLine is a request as the log shows it.
func requestLine(m play.Message) *logLine {
	l := strings.ToUpper(m.From)
	return &logLine{entry: widgets.LogEntry{Text: rcwlang.T("req.log", l, m.Text), Turn: m.Turn}, player: l}
}

// requestRows are the politics panel's requests: do not attack me in the
// province spread open, do not purge me, attack Player X.
func (b *boardScene) requestRows(me string) []row {
	r := row{}
	if p := b.spread; p != "" {
		text := rcwlang.T("req.no_attack", b.provinceTitle(p))
		r.btns = append(r.btns, btn{id: "pol:req:attack", label: text, run: func() { b.request(me, text) }})
	}
	nopurge := rcwlang.T("req.no_purge")
	r.btns = append(r.btns, btn{id: "pol:req:purge", label: nopurge, run: func() { b.request(me, nopurge) }})
	rows := []row{{text: rcwlang.T("req.title"), head: true}, r}
	r = row{}
	for _, p := range b.game().Players {
		if p.Letter == me || p.Quit {
			continue
		}
		text := rcwlang.T("req.attack", p.Letter)
		r.btns = append(r.btns, btn{id: "pol:req:on:" + p.Letter, label: text, run: func() { b.request(me, text) }})
	}
	return append(rows, r)
}

// The option "Ask for objections at every checkpoint": after every
// action, with two or more people at the screen, play stops and asks "Any
// interrupts?"; politics stay open, everything else waits for "No".

// checkpoint stops play after an action when the option is on.
func (b *boardScene) checkpoint() {
	if b.table.AskObjections && len(b.humanSeats()) > 1 && !b.game().Over() {
		b.asking = true
	}
}

// objectionRows are the decision panel at a checkpoint.
func (b *boardScene) objectionRows() []row {
	return []row{
		{text: rcwlang.T("obj.ask"), head: true},
		{btns: []btn{
			{id: "rcw:obj:no", label: rcwlang.T("obj.no"), style: ui.ButtonHot, run: func() { b.asking = false }},
			{id: "rcw:obj:politics", label: rcwlang.T("politics"), style: ui.ButtonNormal, run: b.togglePolitics},
		}},
	}
}
