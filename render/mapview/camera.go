// Package mapview is the map view every game's client shares: the camera,
// the geometry of a map's places (hex grids and area maps of polygons both
// answer it), hit-testing, and the drawing of outlines, routes and stacks.
// It imports no game.
package mapview

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Camera maps world coordinates (the map's layout at base size) to screen
// pixels: screen = (world - X/Y) * Zoom + viewport origin.
type Camera struct {
	X, Y    float64 // world point at the viewport's top-left
	Zoom    float64
	MinZoom float64
	MaxZoom float64
	// The viewport on the screen.
	VX, VY, VW, VH float64
	// The world's extent, to keep the map in view.
	WX0, WY0, WX1, WY1 float64
	// fitted: the view shows the whole world (Fit) and the player has not
	// moved it since; a new viewport fits the world again.
	fitted bool
}

// ToScreen converts a world point.
func (c *Camera) ToScreen(wx, wy float64) (float64, float64) {
	return (wx-c.X)*c.Zoom + c.VX, (wy-c.Y)*c.Zoom + c.VY
}

// ToWorld converts a screen point.
func (c *Camera) ToWorld(sx, sy float64) (float64, float64) {
	return (sx-c.VX)/c.Zoom + c.X, (sy-c.VY)/c.Zoom + c.Y
}

// Fit shows the whole world in the viewport.
func (c *Camera) Fit() {
	ww, wh := c.WX1-c.WX0, c.WY1-c.WY0
	z := math.Min(c.VW/ww, c.VH/wh)
	c.MinZoom = z * 0.8
	c.Zoom = z
	c.X = c.WX0 - (c.VW/z-ww)/2
	c.Y = c.WY0 - (c.VH/z-wh)/2
	c.fitted = true
}

// FitZoom is the zoom at which the whole world fills the viewport.
func (c *Camera) FitZoom() float64 {
	return math.Min(c.VW/(c.WX1-c.WX0), c.VH/(c.WY1-c.WY0))
}

// SetViewport moves the view to a new place on the screen (the window was
// resized, a panel opened): a view showing the whole world fits it to the
// new viewport, any other keeps the world point at its centre and its
// zoom. The least zoom follows the viewport's size.
func (c *Camera) SetViewport(x, y, w, h float64) {
	cx, cy := c.ToWorld(c.VX+c.VW/2, c.VY+c.VH/2)
	c.VX, c.VY, c.VW, c.VH = x, y, w, h
	if c.fitted {
		c.Fit()
		return
	}
	c.MinZoom = math.Min(c.VW/(c.WX1-c.WX0), c.VH/(c.WY1-c.WY0)) * 0.8
	c.CenterOn(cx, cy)
}

// ZoomAt changes the zoom by factor f keeping the world point under the
// screen point sx, sy where it is.
func (c *Camera) ZoomAt(f, sx, sy float64) {
	wx, wy := c.ToWorld(sx, sy)
	c.fitted = false
	c.Zoom = math.Max(c.MinZoom, math.Min(c.MaxZoom, c.Zoom*f))
	c.X = wx - (sx-c.VX)/c.Zoom
	c.Y = wy - (sy-c.VY)/c.Zoom
	c.Clamp()
}

// Pan moves the view by a screen-pixel delta.
func (c *Camera) Pan(dx, dy float64) {
	c.fitted = false
	c.X -= dx / c.Zoom
	c.Y -= dy / c.Zoom
	c.Clamp()
}

// CenterOn puts a world point in the middle of the viewport.
func (c *Camera) CenterOn(wx, wy float64) {
	c.fitted = false
	c.X = wx - c.VW/2/c.Zoom
	c.Y = wy - c.VH/2/c.Zoom
	c.Clamp()
}

// Margin is how much void, as a fraction of the view, the camera may show
// beyond the map's edges.
const Margin = 0.1

// Clamp keeps the map in view: no more than a margin of void beyond its
// edges, and a map smaller than the view whole in the middle of it.
func (c *Camera) Clamp() {
	c.X = clampAxis(c.X, c.VW/c.Zoom, c.WX0, c.WX1)
	c.Y = clampAxis(c.Y, c.VH/c.Zoom, c.WY0, c.WY1)
}

// clampAxis keeps the view's start x, of world length view, showing the
// world from lo to hi.
func clampAxis(x, view, lo, hi float64) float64 {
	m := view * Margin
	if hi-lo+2*m <= view {
		return lo - (view-(hi-lo))/2
	}
	return max(lo-m, min(x, hi+m-view))
}

// GeoM is the world-to-screen transform for drawing.
func (c *Camera) GeoM() ebiten.GeoM {
	var g ebiten.GeoM
	g.Translate(-c.X, -c.Y)
	g.Scale(c.Zoom, c.Zoom)
	g.Translate(c.VX, c.VY)
	return g
}
