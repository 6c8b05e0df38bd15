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
	ticks    int     // ticks since it went down
}

// update reads the button's events of this tick, with the pointer at x, y.
func (b *Button) update(id ebiten.MouseButton, x, y float64) {
	b.step(inpututil.IsMouseButtonJustPressed(id), inpututil.IsMouseButtonJustReleased(id), x, y)
}

// step applies the events of a tick.
func (b *Button) step(pressed, released bool, x, y float64) {
	b.Pressed, b.Released = pressed, released
	b.ticks++
	if pressed {
		b.Down, b.X, b.Y, b.ticks = true, x, y, 0
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

// Ebiten reads a button's state once a tick, so a quick click's release
// and the next click's press that both come between two ticks are not
// seen: the button looks held from the first press to the last release.
// Such a second click comes with the pointer's move to its target (a
// quick hand, a touchpad's taps, `xdotool mousemove X Y click 1`): in
// the tick after a press on a button the pointer is already elsewhere.

// Repressed reports whether this tick holds such a hidden second press:
// the press of the tick before was on a button (a region no drag starts
// from) and the pointer, still down, is now off that button, more than
// slop away, with no tick between to show it moving there. (A release
// seen in this tick hides nothing: a press after it would have kept the
// button down, GLFW's sticky buttons reporting a press once even when it
// is released before the tick reads it; the next press is seen as such.)
func (b *Button) Repressed(onButton bool, button Rect, x, y, slop float64) bool {
	return onButton && !b.Pressed && b.Down && b.ticks == 1 &&
		!button.Contains(x, y) && b.Moved(x, y, slop)
}

// repress takes the hidden press at x, y, as if the button went down
// there this tick.
func (b *Button) repress(x, y float64) {
	b.Pressed, b.X, b.Y, b.ticks = true, x, y, 0
}
