package play

import (
	"strings"
	"testing"
)

// A PIN opens its seat only; a seat without one opens to anyone; the
// save keeps a hash, not the PIN.
func TestTablePINs(t *testing.T) {
	var tb Table
	if err := tb.SetPIN("b", "12a4"); err == nil {
		t.Fatal("a PIN with a letter was taken")
	}
	if err := tb.SetPIN("b", "1234"); err != nil {
		t.Fatal(err)
	}
	if !tb.HasPIN("b") || tb.HasPIN("a") || !tb.PINOpens("a", "") {
		t.Fatal("PINs set for the wrong seat")
	}
	if tb.PINOpens("b", "4321") || !tb.PINOpens("b", "1234") {
		t.Fatal("the PIN does not open its seat alone")
	}
	if strings.Contains(tb.PINs["b"], "1234") || len(tb.PINs["b"]) != 64 {
		t.Fatalf("the table keeps %q", tb.PINs["b"])
	}
	if tb.PINs["b"] == pinHash("c", "1234") {
		t.Fatal("the same PIN hashes alike for two seats")
	}
	tb.SetPIN("b", "")
	if tb.HasPIN("b") {
		t.Fatal("the PIN was not removed")
	}
}

// Messages wait unread for their addressee; a loaded table with a bad
// field is refused with the field named.
func TestTableMessages(t *testing.T) {
	var tb Table
	if err := tb.Send("a", "c", 1, 5, "   "); err == nil {
		t.Fatal("an empty message was sent")
	}
	if err := tb.Send("a", "c", 1, 5, strings.Repeat("x", MaxMessage+1)); err == nil {
		t.Fatal("an overlong message was sent")
	}
	tb.Send("a", "c", 1, 5, "Purge B with me in Game-Turn 2")
	tb.Send("b", "a", 1, 6, "Leave Tver alone")
	if u := tb.Unread("c"); len(u) != 1 || tb.Messages[u[0]].From != "a" {
		t.Fatalf("unread for c: %v", u)
	}
	tb.Messages[0].Read = true
	if len(tb.Unread("c")) != 0 {
		t.Fatal("a read message is unread")
	}
	// A note to oneself is never unread; a request is no one's message.
	tb.Send("b", "b", 1, 7, "C holds 9 PM")
	tb.Request("c", 1, 8, "Do not purge me")
	if len(tb.Unread("b")) != 0 || len(tb.Notes("b")) != 1 || len(tb.Notes("c")) != 0 || len(tb.Unread("c")) != 0 {
		t.Fatalf("notes and requests: unread b %v, notes b %v", tb.Unread("b"), tb.Notes("b"))
	}
	seats := []string{"a", "b", "c"}
	if err := tb.Check("table", seats); err != nil {
		t.Fatal(err)
	}
	bad := tb
	bad.Messages = append([]Message{}, tb.Messages...)
	bad.Messages[1].To = "f"
	bad.Messages = bad.Messages[:2]
	if err := bad.Check("table", seats); err == nil || !strings.Contains(err.Error(), "table.messages[1].to") {
		t.Fatalf("a message to no seat: %v", err)
	}
	bad = Table{PINs: map[string]string{"a": "1234"}}
	if err := bad.Check("table", seats); err == nil || !strings.Contains(err.Error(), "table.pins.a") {
		t.Fatalf("a PIN in clear: %v", err)
	}
}
