package poltavaui

import (
	"strings"
	"testing"

	"tachanka/game/poltava"
	"tachanka/render/ui"
)

// A refused action is shown next to the pointer, not only in the status
// line (issue 22): the engine's refusal, in the shared toast.
func TestARefusalToastsAtThePointer(t *testing.T) {
	a, b := openBoard(t, ui.Options{Scenario: "poltava-main", Seed: 1, UIScale: 1})
	frame(func() {
		a.MX, a.MY = 400, 300
		b.act(poltava.Action{Type: poltava.ActFire, Unit: "no-such-unit"}, true)
	}, nil)
	x, y, ok := a.ToastAt()
	if !ok || a.ToastText() == "" || a.ToastText() != b.msg || x != 400 || y != 300 {
		t.Fatalf("toast %q at %v,%v (%v); status %q", a.ToastText(), x, y, ok, b.msg)
	}
	if strings.TrimSpace(b.msg) == "" || !b.msgErr {
		t.Fatalf("status %q", b.msg)
	}
}

// Loading a game over one with moves not saved asks first (issue 22).
func TestLoadAsksBeforeDroppingUnsavedMoves(t *testing.T) {
	a, b := openBoard(t, ui.Options{Scenario: "poltava-main", Seed: 1, UIScale: 1})
	frame(func() {
		if b.unsaved() {
			t.Error("a game just started counts as unsaved")
		}
		legal := b.st.Legal()
		if len(legal) == 0 || !b.act(legal[0], true) {
			t.Errorf("no move made (%d legal)", len(legal))
		}
		a.CloseModals()
		b.Load()
	}, nil)
	if m := a.Top(); m == nil || m.Name() != "confirm_discard" {
		t.Fatalf("after a move, Load shows %v, want the question", a.Modals())
	}
}
