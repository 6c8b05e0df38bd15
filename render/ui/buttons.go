package ui

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Button is a mouse button as every scene of the client reads it: where
// and when it went down, and whether it is still down. The App updates
// one for each button once a tick from Ebiten's presses and releases
// (inpututil), so that a press and its release are seen as such even when
// they come together between two frames, and scenes share one reading
// of the pointer rather than polling the button each in its own way.
type Button struct {
	Pressed  bool    // it went down in this tick
	Released bool    // it came up in this tick
	Down     bool    // it is held (from the tick it went down to the one it came up)
	X, Y     float64 // where it went down
}

// update reads the button's events of this tick, with the pointer at x, y.
func (b *Button) update(id ebiten.MouseButton, x, y float64) {
	b.step(inpututil.IsMouseButtonJustPressed(id), inpututil.IsMouseButtonJustReleased(id), x, y)
}

// step applies the events of a tick.
func (b *Button) step(pressed, released bool, x, y float64) {
	b.Pressed, b.Released = pressed, released
	if pressed {
		b.Down, b.X, b.Y = true, x, y
	}
	if released {
		b.Down = false
	}
}

// Moved reports whether the pointer at x, y is more than slop away from
// where the button went down: a press that moved is a drag, even when no
// tick saw the pointer between the press and the release.
func (b *Button) Moved(x, y, slop float64) bool {
	dx, dy := x-b.X, y-b.Y
	return dx*dx+dy*dy > slop*slop
}
