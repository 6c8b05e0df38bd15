package ui

import "testing"

// A press and a release read in successive ticks make one click at the
// press's point; the pointer's distance from there, not the ticks seen in
// between, tells a drag.
func TestButtonPressAndRelease(t *testing.T) {
	var b Button
	b.step(true, false, 10, 20)
	if !b.Pressed || !b.Down || b.X != 10 || b.Y != 20 {
		t.Fatalf("after the press: %+v", b)
	}
	b.step(false, false, 11, 20)
	if b.Pressed || !b.Down {
		t.Fatalf("while held: %+v", b)
	}
	b.step(false, true, 12, 21)
	if !b.Released || b.Down || b.X != 10 {
		t.Fatalf("after the release: %+v", b)
	}
	if b.Moved(12, 21, 5) || !b.Moved(30, 20, 5) {
		t.Fatal("Moved measures from the press")
	}
	b.step(false, false, 12, 21)
	if b.Released || b.Down {
		t.Fatalf("a tick later: %+v", b)
	}
}
