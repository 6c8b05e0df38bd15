package poltavaui

import (
	"strings"
	"testing"
	"time"

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

// S1.5: a flip confirmed with too few counters is refused; the next click
// on a counter to flip takes the refusal off the status line, which counts
// the picks again.
func TestS1_5_APickClearsTheRefusedFlip(t *testing.T) {
	_, b := openBoard(t, ui.Options{Scenario: "poltava-main", Seed: 10, UIScale: 1})
	frame(func() {
		for b.st.Pending.Kind != poltava.DecideFlip || b.st.Pending.Side != poltava.Sweden {
			a := poltava.Action{Type: poltava.ActReady}
			switch b.st.Pending.Kind {
			case poltava.DecideRoll:
				a = poltava.Action{Type: poltava.ActRoll}
			case poltava.DecideFlip:
				a = picksAction(b.st, b.st.Pending.Units[:b.st.Pending.Count])
			}
			if !b.act(a, true) {
				t.Fatalf("%v refused: %s", a, b.msg)
			}
		}
		if b.act(picksAction(b.st, nil), true) || !b.msgErr || b.status() != b.msg {
			t.Fatalf("a flip of none: status %q (error %v)", b.status(), b.msgErr)
		}
		b.showUntil = time.Time{} // the roll's dice shown to the end
		id := b.st.Pending.Units[0]
		x, y := b.cam.ToScreen(b.layout.Center(b.st.Unit(id).Hex))
		b.click(b.st.Unit(id).Hex, x, y)
	}, nil)
	if len(b.picks) != 1 || b.msg != "" || b.msgErr || !strings.Contains(b.status(), "1") {
		t.Fatalf("after a pick: %v picked, status %q (error %v)", b.picks, b.status(), b.msgErr)
	}
}
