package redsui

import (
	"math"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/game/reds"
)

// A click on a front the Field Staff may not activate (one already
// activated this turn) says why, in the dialog and in a toast next to the
// pointer (issue 22: nothing happened).
func TestAnActivatedFrontSaysWhyInAToast(t *testing.T) {
	a, b := newTestApp(t, "reds-1918-1921")
	frame(func() error {
		s := b.state()
		s.Activated = []reds.Front{reds.WestFront}
		s.Pending = reds.Pending{Side: reds.Red, Kind: reds.DecideFieldStaff, Count: 1,
			Fronts: []reds.Front{reds.NorthFront, reds.SouthwestFront, reds.SouthFront, reds.EastFront, reds.TurkestanFront}}
		b.ver++
		a.CloseModals()
		b.dialogVer = 0
		b.ensureDialog()
		return nil
	}, func(img *ebiten.Image) { a.Dirty = true; a.Draw(img) })
	if m := a.Top(); m == nil || m.Name() != "high_command:field_staff" {
		t.Fatalf("dialog %v, want the Field Staff's", a.Modals())
	}
	id := "hc:front_no:" + reds.WestFront.String()
	r, ok := a.Hits.Rect(id)
	if !ok {
		t.Fatalf("the activated West front's box answers no click")
	}
	frame(func() error {
		a.MX, a.MY = r.X+r.W/2, r.Y+r.H/2
		a.ClickID = id
		if a.Top().Update(a) {
			t.Error("the click closed the dialog")
		}
		return nil
	}, func(img *ebiten.Image) { a.Draw(img) })
	if got := a.ToastText(); !strings.Contains(got, "7.11") {
		t.Fatalf("toast %q, want the engine's reason (7.11)", got)
	}
	if x, y, ok := a.ToastAt(); !ok || math.Abs(x-(r.X+r.W/2)) > 1 || math.Abs(y-(r.Y+r.H/2)) > 1 {
		t.Errorf("toast at %v,%v, want at the click %v,%v", x, y, r.X+r.W/2, r.Y+r.H/2)
	}
	if !strings.Contains(b.msg, "7.11") || !b.msgErr {
		t.Errorf("status line %q", b.msg)
	}
}
