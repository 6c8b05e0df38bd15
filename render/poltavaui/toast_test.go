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
