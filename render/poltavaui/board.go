package poltavaui

import (
	"fmt"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"tachanka/game/hex"
	"tachanka/game/poltava"
	"tachanka/render/lang"
	"tachanka/render/mapview"
	"tachanka/render/ui"
)

// boardScene is the battlefield with its counters and the side panel. It
// shows a position; it does not play it yet.
type boardScene struct {
	a    *ui.App
	file *poltava.File
	st   *poltava.State

	layout hex.Layout
	grid   *mapview.HexGrid
	ext    [4]float64
	cam    mapview.Camera
	mc     *mapCache
	art    *counterArt

	w, h   int
	mapR   ui.Rect
	sideR  ui.Rect
	chrome ui.LayerCache

	panning      bool
	lastX, lastY int
	hover        hex.Hex
}

func newBoard(a *ui.App, f *poltava.File, st *poltava.State) *boardScene {
	b := &boardScene{a: a, file: f, st: st, hover: hex.None}
	b.layout, b.grid, b.ext = worldOf(f.Data.Board)
	b.cam.WX0, b.cam.WY0, b.cam.WX1, b.cam.WY1 = b.ext[0], b.ext[1], b.ext[2], b.ext[3]
	b.cam.MaxZoom = 3
	b.build()
	return b
}

// build makes what depends on the theme and the language: the painted map
// (its names) and the counters.
func (b *boardScene) build() {
	b.mc = newMapCache(b.file.Data.Board, b.layout, b.ext, b.a.Theme)
	b.art = newCounterArt(b.a.Theme, b.file.Data)
}

// Rethemed paints the map and counters again (scale, palette or language).
func (b *boardScene) Rethemed() {
	b.mc.dispose()
	b.art.dispose()
	b.build()
	b.w = -1 // the next resize keeps the camera
}

func (b *boardScene) Resize(w, h int) {
	keep := b.w != 0
	b.w, b.h = w, h
	th := b.a.Theme
	sideW := math.Min(th.S(300), float64(w)*0.4)
	b.sideR = ui.Rect{X: float64(w) - sideW, Y: 0, W: sideW, H: float64(h)}
	b.mapR = ui.Rect{X: 0, Y: 0, W: float64(w) - sideW, H: float64(h)}
	cx, cy := b.cam.ToWorld(b.cam.VX+b.cam.VW/2, b.cam.VY+b.cam.VH/2)
	b.cam.VX, b.cam.VY, b.cam.VW, b.cam.VH = b.mapR.X, b.mapR.Y, b.mapR.W, b.mapR.H
	if keep {
		b.cam.MinZoom = b.fitZoom() * 0.8
		b.cam.CenterOn(cx, cy)
		return
	}
	b.cam.Fit()
	o := b.a.Opts
	fx, fy, fz := b.frame()
	if o.Zoom > 0 {
		fz = o.Zoom
	}
	b.cam.Zoom = math.Max(b.cam.MinZoom, math.Min(b.cam.MaxZoom, fz))
	if o.Center.Valid() && b.file.Data.Board.On(o.Center) {
		fx, fy = b.layout.Center(o.Center)
	}
	b.cam.CenterOn(fx, fy)
	b.fill()
}

// fill keeps the map filling the view where it can: a map narrower than
// the view is centred in it, a wider one shows no blank beyond its edge.
func (b *boardScene) fill() {
	c := &b.cam
	vw, vh := c.VW/c.Zoom, c.VH/c.Zoom
	fit := func(v, lo, hi, span float64) float64 {
		if hi-lo <= span {
			return lo - (span-(hi-lo))/2
		}
		return math.Max(lo, math.Min(v, hi-span))
	}
	c.X = fit(c.X, c.WX0, c.WX1, vw)
	c.Y = fit(c.Y, c.WY0, c.WY1, vh)
}

func (b *boardScene) fitZoom() float64 {
	return math.Min(b.cam.VW/(b.ext[2]-b.ext[0]), b.cam.VH/(b.ext[3]-b.ext[1]))
}

// frame is the view a board opens on: the armies (the counters on the map
// and the entry hexes of units still to come) with a margin, if they fit
// with counters large enough to read (legibleZoom); else, at that zoom,
// the middle of the armies (the median of their hexes, which a detachment
// far away does not pull aside).
func (b *boardScene) frame() (cx, cy, zoom float64) {
	var xs, ys []float64
	add := func(h hex.Hex) {
		x, y := b.layout.Center(h)
		xs, ys = append(xs, x), append(ys, y)
	}
	for i := range b.st.Units {
		u := &b.st.Units[i]
		switch u.Status {
		case poltava.OnMap:
			add(u.Hex)
		case poltava.OffMap:
			if h, ok := b.file.Data.EntryHex(u.ID); ok {
				add(h)
			}
		}
	}
	if len(xs) == 0 {
		return (b.ext[0] + b.ext[2]) / 2, (b.ext[1] + b.ext[3]) / 2, b.fitZoom()
	}
	m := baseHex * 2.5
	x0, x1 := slices.Min(xs)-m, slices.Max(xs)+m
	y0, y1 := slices.Min(ys)-m, slices.Max(ys)+m
	zoom = math.Min(b.cam.VW/(x1-x0), b.cam.VH/(y1-y0))
	if zoom >= legibleZoom {
		return (x0 + x1) / 2, (y0 + y1) / 2, math.Min(zoom, counterPx/counterWorld)
	}
	slices.Sort(xs)
	slices.Sort(ys)
	return xs[len(xs)/2], ys[len(ys)/2], math.Max(b.fitZoom(), legibleZoom)
}

// legibleZoom is the least zoom at which a counter's values read: a
// counter of about 36 pixels.
const legibleZoom = 36 / counterWorld

func (b *boardScene) Update(a *ui.App) error {
	mx, my := ebiten.CursorPosition()
	fx, fy := float64(mx), float64(my)
	if h := b.hexAt(fx, fy); h != b.hover {
		b.hover = h
	}
	step := 12.0 * a.Theme.Scale
	for k, d := range map[ebiten.Key][2]float64{ebiten.KeyArrowLeft: {step, 0}, ebiten.KeyArrowRight: {-step, 0},
		ebiten.KeyArrowUp: {0, step}, ebiten.KeyArrowDown: {0, -step}} {
		if ebiten.IsKeyPressed(k) {
			b.cam.Pan(d[0], d[1])
			a.Dirty = true
		}
	}
	if _, wy := ebiten.Wheel(); wy != 0 && b.mapR.Contains(fx, fy) {
		b.cam.ZoomAt(math.Pow(1.15, wy), fx, fy)
		a.Dirty = true
	}
	just := inpututil.IsKeyJustPressed
	switch {
	case just(ebiten.KeyEqual) || just(ebiten.KeyKPAdd):
		b.cam.ZoomAt(1.25, b.mapR.CX(), b.mapR.CY())
		a.Dirty = true
	case just(ebiten.KeyMinus) || just(ebiten.KeyKPSubtract):
		b.cam.ZoomAt(0.8, b.mapR.CX(), b.mapR.CY())
		a.Dirty = true
	case just(ebiten.KeyHome):
		b.cam.Fit()
		a.Dirty = true
	case just(ebiten.KeyEscape):
		a.SetScene(ui.NewMenuScene(a))
		return nil
	}
	// Either button drags the map: nothing on this board is moved by hand.
	for _, btn := range []ebiten.MouseButton{ebiten.MouseButtonLeft, ebiten.MouseButtonRight} {
		if inpututil.IsMouseButtonJustPressed(btn) && b.mapR.Contains(fx, fy) {
			b.panning, b.lastX, b.lastY = true, mx, my
		}
	}
	if b.panning {
		if ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft) || ebiten.IsMouseButtonPressed(ebiten.MouseButtonRight) {
			if mx != b.lastX || my != b.lastY {
				b.cam.Pan(float64(mx-b.lastX), float64(my-b.lastY))
				b.lastX, b.lastY = mx, my
				a.Dirty = true
			}
		} else {
			b.panning = false
		}
	}
	return nil
}

// hexAt is the hex under a screen point, or None.
func (b *boardScene) hexAt(sx, sy float64) hex.Hex {
	if !b.mapR.Contains(sx, sy) {
		return hex.None
	}
	wx, wy := b.cam.ToWorld(sx, sy)
	if k := b.grid.At(mapview.Point{X: wx, Y: wy}); k >= 0 {
		return b.grid.Hexes[k]
	}
	return hex.None
}

func (b *boardScene) Draw(dst *ebiten.Image) {
	// The side panel, drawn last, covers what of the map passes under it.
	b.mc.draw(dst, &b.cam)
	b.drawRedoubts(dst)
	if b.st.Phase == poltava.PhaseSetup {
		b.drawSetupLabels(dst)
	}
	b.drawEntries(dst)
	b.drawCounters(dst)
	b.a.Cached(dst, &b.chrome, b.chromeKey(), []ui.Rect{b.sideR}, b.drawSide)
}

// chromeKey is what the side panel shows: it is redrawn when it changes.
func (b *boardScene) chromeKey() string {
	return fmt.Sprint(lang.Current(), b.w, b.h, b.a.Theme.Scale, b.st.Turn, b.st.Phase, b.st.Phasing, b.st.Pending.Side, b.st.Pending.Kind)
}

// ShotReady: the board paints what is in view in the frame it is drawn.
func (b *boardScene) ShotReady() bool { return true }

// FillProbe reports the view and the position for tests driving the window.
func (b *boardScene) FillProbe(p *ui.ProbeInfo) {
	s := b.st
	p.Scene = "poltava"
	p.CamX, p.CamY, p.Zoom, p.VX, p.VY = b.cam.X, b.cam.Y, b.cam.Zoom, b.cam.VX, b.cam.VY
	p.HexSize, p.OriginX, p.OriginY = b.layout.Size, b.layout.OriginX, b.layout.OriginY
	p.Units = map[string]string{}
	for i := range s.Units {
		if u := &s.Units[i]; u.Status == poltava.OnMap {
			p.Units[u.ID] = u.Hex.String()
		} else if u.Status == poltava.Eliminated || u.Status == poltava.Routed {
			p.Eliminated = append(p.Eliminated, u.ID)
		}
	}
	p.Turn, p.Phase = s.Turn, s.Phase.String()
	p.Pending = s.Pending.Side.String() + ":" + s.Pending.Kind.String()
	p.Message = lang.T("poltava.readonly")
	if s.Result != nil {
		p.Winner = s.Result.Winner.String()
	}
}
