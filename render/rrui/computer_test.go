package rrui

import (
	"testing"
	"time"

	"tachanka/game/redrussia"
)

// A game of computer seats on the board, drawn at the first of each kind
// of decision, the seats' views in turn at the screen: nothing the board
// draws fails on the states it meets.
func TestComputerGameDraws(t *testing.T) {
	f, s := newState(t, 2, 21)
	a, b := openBoard(t, f, s, map[string]string{"red": kindBot, "northasian": kindRandom})
	frame(func() { a.Layout(640, 400) }, nil) // small: software rendering is slow
	seen := map[redrussia.Decision]bool{}
	for k := 0; !b.st.Over() && len(b.actions) < 150; k++ {
		frame(func() {
			b.computer.paused, b.computer.pace = false, 0
			for range 100 {
				b.shown = nil
				if !b.computer.step(b, time.Now()) || !seen[b.st.Pending.Kind] {
					break
				}
			}
			b.facing = k % 2
		}, nil)
		if !seen[b.st.Pending.Kind] {
			seen[b.st.Pending.Kind] = true
			draw(a, b)
		}
	}
	if len(seen) < 4 {
		t.Fatalf("only %d kinds of decision seen in %d actions", len(seen), len(b.actions))
	}
}
