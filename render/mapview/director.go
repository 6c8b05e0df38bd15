package mapview

import (
	"math"
	"time"
)

// Director moves the camera on the player's behalf, the same way in every
// game: to the places of the computer's moves and attacks as they are
// shown, and to the units or hex of a decision when it passes to a person.
// It never fights the player: once he pans or zooms himself, it keeps its
// hands off until the decision changes hands, and a hand-over right after
// his own move leaves his view alone too.
type Director struct {
	// Reading is the zoom, as a multiple of the zoom showing the whole
	// map, at which counters read well; 0 means 2.5.
	Reading float64
	held    bool
	heldAt  time.Time
	// Now is the clock (tests set it); nil is time.Now.
	Now func() time.Time
}

// Recent is how long after the player's own move of the camera a hand-over
// leaves the view where he put it.
const Recent = 4 * time.Second

func (d *Director) now() time.Time {
	if d.Now != nil {
		return d.Now()
	}
	return time.Now()
}

// PlayerMoved: the player panned or zoomed himself.
func (d *Director) PlayerMoved() { d.held, d.heldAt = true, d.now() }

// Held reports whether the player has the camera.
func (d *Director) Held() bool { return d.held }

// Handover: the decision changed hands (from the computer to a person or
// back). The camera is the director's again, unless the player moved it
// himself a moment ago.
func (d *Director) Handover() {
	if d.held && d.now().Sub(d.heldAt) >= Recent {
		d.held = false
	}
}

// Show brings world points into view at a reading zoom (zooming in from
// the whole-map view, never out of a closer one unless the points need
// it), unless the player has the camera. Points already well inside the
// view at a reading zoom leave it still. It reports whether it moved.
func (d *Director) Show(c *Camera, pts []Point) bool {
	if d.held || len(pts) == 0 || c.VW <= 0 || c.VH <= 0 {
		return false
	}
	x0, y0, x1, y1 := pts[0].X, pts[0].Y, pts[0].X, pts[0].Y
	for _, p := range pts[1:] {
		x0, y0 = math.Min(x0, p.X), math.Min(y0, p.Y)
		x1, y1 = math.Max(x1, p.X), math.Max(y1, p.Y)
	}
	reading := d.Reading
	if reading <= 0 {
		reading = 2.5
	}
	fit := c.FitZoom()
	// The points with room around them (a counter's width and more).
	pad := math.Max(x1-x0, y1-y0)*0.15 + 60
	need := math.Min(c.VW/(x1-x0+2*pad), c.VH/(y1-y0+2*pad))
	z := math.Max(c.Zoom, fit*reading)
	z = math.Max(fit, math.Min(z, need))
	if c.MaxZoom > 0 {
		z = math.Min(z, c.MaxZoom)
	}
	if math.Abs(z-c.Zoom) < 1e-9 && d.inside(c, x0, y0, x1, y1) {
		return false
	}
	c.Zoom = z
	c.CenterOn((x0+x1)/2, (y0+y1)/2)
	return true
}

// inside: the box is well inside the view (not within its outer tenth).
func (d *Director) inside(c *Camera, x0, y0, x1, y1 float64) bool {
	sx0, sy0 := c.ToScreen(x0, y0)
	sx1, sy1 := c.ToScreen(x1, y1)
	mx, my := c.VW*0.1, c.VH*0.1
	return sx0 >= c.VX+mx && sy0 >= c.VY+my && sx1 <= c.VX+c.VW-mx && sy1 <= c.VY+c.VH-my
}
