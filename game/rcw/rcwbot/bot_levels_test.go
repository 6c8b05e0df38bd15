package rcwbot

import (
	"slices"
	"testing"

	"tachanka/game/rcw"
)

// Every level of the bot may sit in a seat of a saved game (the envelope
// cannot import this package, so it lists the levels itself).
func TestLevelsMaySitInASave(t *testing.T) {
	for _, l := range Levels {
		if !slices.Contains(rcw.SeatKinds, l) {
			t.Errorf("level %q is not among rcw.SeatKinds %v", l, rcw.SeatKinds)
		}
	}
}
