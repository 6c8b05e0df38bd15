package redsui

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/game/reds"
)

// In a hotseat game the garrison decision is answered by the client's own
// update once the hand-over screen is gone, never behind it: an answer
// given behind a dialog started animations that waited for the dialog
// while the dialog waited for them (issue 22).
func TestGarrisonsKeptInHotseatByTheUpdate(t *testing.T) {
	g := garrisonDecision(t)
	a, b := newTestApp(t, "reds-1918-1921")
	side := g.State.Pending.Side
	frame(func() error {
		a.CloseModals()
		a.Settings.AskGarrisons = false
		b.game, b.ver = g, b.ver+1
		b.players = Players{Red: "human", White: "human"}
		b.handed = side.Enemy()
		return nil
	}, func(*ebiten.Image) {})
	frame(func() error { return b.Update(a) }, func(*ebiten.Image) {})
	if m := a.Top(); m == nil || m.Name() != "handover:"+side.String() {
		t.Fatalf("no hand-over screen to %v before its decision (top: %v)", side, m)
	}
	if s := b.state(); s.Pending.Kind != reds.DecideGarrisons {
		t.Fatalf("the decision was answered behind the hand-over screen")
	}
	a.CloseModals()
	for range 3 {
		frame(func() error { return b.Update(a) }, func(*ebiten.Image) {})
	}
	if s := b.state(); s.Pending.Kind == reds.DecideGarrisons && s.Pending.Side == side {
		t.Errorf("the garrison decision of %v is still pending", side)
	}
}
