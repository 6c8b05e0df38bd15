package rcwui

import (
	"path/filepath"
	"strings"
	"testing"

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
