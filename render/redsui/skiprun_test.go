package redsui

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/game/reds"
)

// A player clicking Skip through the computer's play does not end his own
// movement step with the click that lands on End movement, the button that
// takes Skip's place when the play ends, nor with one after clicks on the
// empty bar while the computer thought; with the pointer moved, or after a
// pause, a press on End ends the step.
func TestClicksThroughSkipDoNotEndTheNextStep(t *testing.T) {
	a, b := boardOn(t, randomOpeningTo(t, reds.Red, reds.DecideMovement), Players{Red: "human", White: "computer"})
	frame(func() error { return nil }, func(s *ebiten.Image) { a.Dirty = true; a.Draw(s) })
	s := b.state()
	if s.Pending.Kind != reds.DecideMovement || !b.ours() {
		t.Fatalf("pending %v (ours %v), want a person's movement step", s.Pending, b.ours())
	}
	r, ok := a.Hits.Rect("bar:end")
	if !ok {
		t.Fatal("no End movement button")
	}
	x, y := r.X+r.W/2, r.Y+r.H/2
	// press presses the left button at px, py on id, as the app's Update
	// reports a press to the scene; it reports whether an action was taken.
	press := func(px, py float64, id string) (acted bool) {
		n := len(b.game.Actions)
		frame(func() error {
			a.MX, a.MY, a.ClickID, a.Left.Pressed = px, py, id, true
			err := b.Update(a)
			a.ClickID, a.Left.Pressed = "", false
			return err
		}, func(s *ebiten.Image) { a.Draw(s) })
		return len(b.game.Actions) > n
	}

	// The last click on Skip came 0.2 s ago, at the same spot.
	b.skipRun.at, b.skipRun.x, b.skipRun.y = time.Now().Add(-200*time.Millisecond), x, y
	if press(x, y, "bar:end") {
		t.Fatal("a click in a run of clicks on Skip ended the movement step")
	}
	if b.state().Pending.Kind != reds.DecideMovement {
		t.Fatalf("pending %v after the click, want the movement step", b.state().Pending)
	}
	// The run goes on while the clicks do, on nothing as well (the bar is
	// empty while the computer thinks, its play no longer shown).
	b.skipRun.at = time.Now().Add(-400 * time.Millisecond)
	press(x+2, y-1, "")
	b.skipRun.at = b.skipRun.at.Add(-400 * time.Millisecond) // this press too came 0.4 s later
	if press(x+2, y-1, "bar:end") {
		t.Fatal("a click after clicks on the empty bar ended the movement step")
	}

	// The pointer moved since the run's last click: the press is meant.
	b.skipRun.at = time.Now()
	if !press(x+r.W/2-3, y, "bar:end") {
		t.Fatalf("a press on End away from the run's spot did not end the step (status %q)", b.msg)
	}
	if b.state().Pending.Kind != reds.DecideCombat {
		t.Fatalf("pending %v: the movement step did not end in the combat step", b.state().Pending)
	}

	// A second after the run's last click, at its spot, the press on End
	// (now End combat) is the player's own.
	if _, ok := a.Hits.Rect("bar:end"); !ok || !b.ours() {
		t.Fatalf("pending %v: no End button of the player's", b.state().Pending)
	}
	b.skipRun.at, b.skipRun.x, b.skipRun.y = time.Now().Add(-time.Second), x, y
	if !press(x, y, "bar:end") {
		t.Fatalf("a press on End a second after the last on Skip did nothing (status %q)", b.msg)
	}
}
