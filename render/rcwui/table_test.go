package rcwui

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"tachanka/game/rcw"
)

// typeLine types a line into the open entry and presses Enter.
func typeLine(t *testing.T, b *boardScene, text string) {
	t.Helper()
	if b.entry == nil {
		t.Fatal("no line is being typed")
	}
	b.entry.text = text
	b.confirmEntry()
}

// PINs and private messages (RULES, "Hotseat and hidden information"): a
// seat sets a PIN, and the curtain then opens for it only with that PIN;
// a message waits behind the curtain for its addressee, who reads it when
// he has the screen; both survive a save.
func TestPINsAndPrivateMessages(t *testing.T) {
	a, b := played(t, 4, 8, func(s *rcw.State) bool { return s.Pending.Kind == rcw.DecideMove })
	b.curtain = ""
	b.facing = "A"
	press(t, b, "rcw:pin:set")
	typeLine(t, b, "12")
	if b.entry == nil || b.table.HasPIN("a") {
		t.Fatal("a two-digit PIN was taken")
	}
	typeLine(t, b, "1234")
	if b.entry != nil || !b.table.HasPIN("a") {
		t.Fatalf("the PIN was not set: %s", b.msg)
	}
	press(t, b, "rcw:msg:write")
	typeLine(t, b, "Leave Tver to me")
	if b.entry == nil || len(b.table.Messages) != 0 {
		t.Fatal("a message without an addressee was sent")
	}
	press(t, b, "rcw:msg:to:C")
	typeLine(t, b, "Leave Tver to me")
	if len(b.table.Unread("c")) != 1 {
		t.Fatalf("Player C has no message waiting: %+v", b.table.Messages)
	}
	if rows := b.tableRows(); len(rows) != 0 {
		t.Fatal("the author sees an inbox")
	}
	// C opens the board and reads it.
	b.handTo("C")
	b.openCurtain()
	if b.curtain != "" || b.facing != "C" {
		t.Fatal("the curtain did not open for Player C, who has no PIN")
	}
	rows := b.tableRows()
	if len(rows) < 3 || !strings.Contains(rows[2].text, "Leave Tver to me") {
		t.Fatalf("Player C's inbox %v", rows)
	}
	press(t, b, "rcw:msg:read")
	if len(b.table.Unread("c")) != 0 || len(b.tableRows()) != 0 {
		t.Fatal("the message stays unread")
	}
	// A's PIN guards the curtain.
	b.handTo("A")
	b.openCurtain()
	typeLine(t, b, "9999")
	if b.curtain != "A" || b.entry == nil || b.entry.bad == "" {
		t.Fatal("a wrong PIN opened Player A's curtain")
	}
	typeLine(t, b, "1234")
	if b.curtain != "" || b.facing != "A" {
		t.Fatal("Player A's PIN did not open the curtain")
	}
	path := filepath.Join(t.TempDir(), "t.json")
	if err := b.saveFile().Save(path); err != nil {
		t.Fatal(err)
	}
	var got *boardScene
	var err error
	frame(func() { got, err = loadScene(a, path) }, nil)
	if err != nil || !got.table.HasPIN("a") || len(got.table.Messages) != 1 || !got.table.Messages[0].Read {
		t.Fatalf("the loaded table: %v %+v", err, got.table)
	}
}

// Notes are the author's alone; a request goes to the log for everyone,
// and stays there when the game is loaded again; with objections asked
// for, play stops after every action until someone says "No", politics
// staying open.
func TestNotesRequestsAndObjections(t *testing.T) {
	a, b := played(t, 4, 9, func(s *rcw.State) bool { return s.Pending.Kind == rcw.DecideMove })
	me := b.st.Pending.Player
	b.curtain, b.facing = "", me
	press(t, b, "rcw:notes")
	press(t, b, "rcw:note:write")
	typeLine(t, b, "B lies about Tver")
	if n := b.table.Notes(seatOf(me)); len(n) != 1 || len(b.table.Unread(seatOf(me))) != 0 {
		t.Fatalf("notes %v", n)
	}
	other := "A"
	if me == "A" {
		other = "B"
	}
	b.polOpen = true
	press(t, b, "pol:req:on:"+other)
	tail := b.logTexts()[len(b.log)-1]
	if !strings.Contains(tail, me+" requests: Attack Player "+other) {
		t.Fatalf("the request is not in the log: %q", tail)
	}
	b.polOpen = false
	b.handTo(other)
	b.openCurtain()
	if rows := b.tableRows(); len(rows) != 0 {
		t.Fatalf("Player %s sees %v", other, rows)
	}
	b.notesOpen = true
	for _, r := range b.tableRows() {
		if strings.Contains(r.text, "Tver") {
			t.Fatalf("Player %s reads Player %s's note", other, me)
		}
	}
	b.notesOpen = false
	path := filepath.Join(t.TempDir(), "n.json")
	if err := b.saveFile().Save(path); err != nil {
		t.Fatal(err)
	}
	var got *boardScene
	var err error
	frame(func() { got, err = loadScene(a, path) }, nil)
	if err != nil || !slices.Equal(got.logTexts(), b.logTexts()) {
		t.Fatalf("the loaded log differs: %v", err)
	}
	// Objections.
	b.curtain, b.facing = "", b.st.Pending.Player
	b.table.AskObjections = true
	var x rcw.Action
	for _, l := range b.mine() {
		if l.Type == rcw.ActMove {
			x = l
			break
		}
	}
	if !b.act(x) || !b.asking {
		t.Fatal("no checkpoint after a move")
	}
	for _, l := range b.mine() {
		if !politicsAction(l.Type) {
			t.Fatalf("%v is offered at a checkpoint", l)
		}
	}
	if b.random.step(b, time.Now()) {
		t.Fatal("a seat played through a checkpoint")
	}
	press(t, b, "rcw:obj:no")
	if b.asking || len(b.mine()) == 0 {
		t.Fatal("No did not resume play")
	}
}
