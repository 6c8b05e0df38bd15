package rcwui

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"tachanka/game/rcw"
	"tachanka/render/ui"
)

// provinceSlots lays out every province's stacks at once, by province.
func (b *boardScene) provinceSlots() map[string][]slot {
	out := map[string][]slot{}
	for _, p := range b.d.Map.Provinces {
		if sts := b.st.StacksIn(p.Code); len(sts) > 0 {
			out[p.Code] = stackSlots(p.Label, sts)
		}
	}
	return out
}

// tokenPx is the side of a province's token at low zoom, in pixels.
func (b *boardScene) tokenPx() float64 { return b.a.Theme.S(13) }

// drawStacks draws every stack on the map under its control marker; far
// away, a token of the first stack and "+n" for the others.
func (b *boardScene) drawStacks(dst *ebiten.Image) {
	cam := &b.cam
	z := cam.Zoom
	for _, p := range b.d.Map.Provinces {
		sts := b.st.StacksIn(p.Code)
		if len(sts) == 0 {
			continue
		}
		if z < legibleZoom {
			b.drawToken(dst, p.Label, sts)
			continue
		}
		for k, sl := range stackSlots(p.Label, sts) {
			x, y := cam.ToScreen(sl.counter.x0, sl.counter.y0)
			b.drawStack(dst, sts[k], x, y, counterWorld*z)
		}
	}
}

// drawStack draws a pile (the top counter, the edges of up to two under
// it), its control marker above its top-left corner, and its number of
// counters when more than one.
func (b *boardScene) drawStack(dst *ebiten.Image, st *rcw.Stack, x, y, px float64) {
	n := len(st.Pieces)
	d := depthWorld * b.cam.Zoom
	for k := pileDepth(n); k >= 1; k-- {
		face, _ := counterLook(b.st.Colour(st.Pieces[k]))
		if b.st.Def(st.Pieces[k]).Kind == rcw.KindImperial {
			face = czarFace
		}
		ox, oy := float32(x+float64(k)*d), float32(y+float64(k)*d)
		vector.DrawFilledRect(dst, ox, oy, float32(px), float32(px), face, true)
		vector.StrokeRect(dst, ox, oy, float32(px), float32(px), 1, ui.Darker(face, 0.45), true)
	}
	b.drawCounter(dst, st.Pieces[0], x, y, px)
	if st.Player != "" {
		th := tabWorld * b.cam.Zoom
		b.drawMarker(dst, st.Player, x, y-th, px*0.55, th+px*0.08)
	}
	if n > 1 {
		r := math.Max(6, px*0.17)
		cx, cy := x+px, y
		vector.DrawFilledCircle(dst, float32(cx), float32(cy), float32(r), inkColour, true)
		ui.DrawTextCentered(dst, fmt.Sprint(n), b.face(r*1.3, true), cx, cy, color.RGBA{0xff, 0xff, 0xff, 0xff})
	}
}

// drawToken is a province's stacks far away: a small square of the first
// stack's colour edged in its player's, and "+n" for the other stacks.
func (b *boardScene) drawToken(dst *ebiten.Image, at rcw.Point, sts []*rcw.Stack) {
	px := b.tokenPx()
	bx := tokenBox(at, px, b.cam.Zoom)
	x, y := b.cam.ToScreen(bx.x0, bx.y0)
	face, _ := counterLook(b.st.StackColour(sts[0]))
	edge := markerColour(sts[0].Player)
	vector.DrawFilledRect(dst, float32(x), float32(y), float32(px), float32(px), face, true)
	vector.StrokeRect(dst, float32(x), float32(y), float32(px), float32(px), float32(math.Max(2, px/5)), edge, true)
	if len(sts) > 1 {
		f := b.face(px*0.85, true)
		s := fmt.Sprintf("+%d", len(sts)-1)
		tx := x + px + 2
		for _, o := range [][2]float64{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			ui.DrawText(dst, s, f, tx+o[0], y+o[1]-1, haloColour)
		}
		ui.DrawText(dst, s, f, tx, y-1, inkColour)
	}
}

// stackAt is the province and stack drawn under a screen point (0 when
// the point is on a low-zoom token or on no stack).
func (b *boardScene) stackAt(sx, sy float64) (string, int) {
	wx, wy := b.cam.ToWorld(sx, sy)
	if b.cam.Zoom < legibleZoom {
		for _, p := range b.d.Map.Provinces {
			if len(b.st.StacksIn(p.Code)) > 0 && tokenBox(p.Label, b.tokenPx(), b.cam.Zoom).contains(wx, wy) {
				return p.Code, 0
			}
		}
		return "", 0
	}
	for code, sls := range b.provinceSlots() {
		for _, sl := range sls {
			if sl.foot.contains(wx, wy) {
				return code, sl.stack
			}
		}
	}
	return "", 0
}

// provinceUnder is the province a click at a screen point is about: the
// one whose stack is drawn there, else the one whose polygon holds it.
func (b *boardScene) provinceUnder(sx, sy float64) string {
	if !b.mapR.Contains(sx, sy) {
		return ""
	}
	if code, _ := b.stackAt(sx, sy); code != "" {
		return code
	}
	return b.geo.provinceAt(b.cam.ToWorld(sx, sy))
}
