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

// A quick click on a button, then a second click that came with the
// pointer's move elsewhere before the next tick: the button reads held
// from one press to the last release, and only the pointer's jump off the
// button in the tick after the press tells the second press.
func TestButtonSecondClickHiddenInAHold(t *testing.T) {
	tab := Rect{100, 10, 80, 26}
	var b Button
	b.step(true, false, 120, 20) // the first click's press, on the tab
	if b.Repressed(true, tab, 120, 20, 6) {
		t.Fatal("the press itself is taken for a second one")
	}
	b.step(false, false, 400, 300) // still down, the pointer far off the tab
	if !b.Repressed(true, tab, 400, 300, 6) {
		t.Fatal("the second click's press, hidden in the hold, is not seen")
	}
	b.repress(400, 300)
	if !b.Pressed || !b.Down || b.X != 400 || b.Y != 300 {
		t.Fatalf("after the hidden press is taken: %+v", b)
	}
	b.step(false, true, 400, 300)
	if !b.Released || b.Moved(400, 300, 6) {
		t.Fatalf("the second click does not end where it went down: %+v", b)
	}

	// The first click's release seen in the tick after, the pointer
	// already on the second click's target: the second press is still to
	// come (and will be seen as a press), so none is taken here.
	b = Button{}
	b.step(true, false, 120, 20)
	b.step(false, true, 400, 300)
	if b.Repressed(true, tab, 400, 300, 6) {
		t.Fatal("a release after the pointer's move is taken for a second press")
	}

	// Not a second click: a held press that moves within the button, a
	// press on a counter (a drag starts there), a pointer that leaves the
	// button only after a tick has seen it held, and the release of a
	// press that stayed put.
	for _, c := range []struct {
		what     string
		onButton bool
		moves    [][2]float64
	}{
		{"within the button", true, [][2]float64{{170, 30}}},
		{"from a counter", false, [][2]float64{{400, 300}}},
		{"held, then moved off", true, [][2]float64{{121, 20}, {400, 300}}},
	} {
		var b Button
		b.step(true, false, 120, 20)
		rep := false
		for _, m := range c.moves {
			b.step(false, false, m[0], m[1])
			rep = rep || b.Repressed(c.onButton, tab, m[0], m[1], 6)
		}
		if rep {
			t.Errorf("%s: taken for a second click", c.what)
		}
	}
}
