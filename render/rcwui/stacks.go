package rcwui

import (
	"fmt"
	"image/color"
	"math"
	"slices"

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
		sts := b.shownStacks(p.Code)
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
		face := faceOf(b.st, st.Pieces[k]).bg
		ox, oy := float32(x+float64(k)*d), float32(y+float64(k)*d)
		vector.DrawFilledRect(dst, ox, oy, float32(px), float32(px), ui.Darker(face, 0.45), false)
		vector.DrawFilledRect(dst, ox+1, oy+1, float32(px)-2, float32(px)-2, face, false)
	}
	b.drawCounter(dst, st.Pieces[0], x, y, px)
	if st.Player != "" {
		// The marker's top is the stack's place's top; far away it keeps
		// a readable height, covering more of the counter's top.
		th := tabWorld * b.cam.Zoom
		mh := math.Max(th+px*0.08, b.a.Theme.S(11))
		b.drawMarker(dst, st.Player, x, y-th, math.Max(px*0.55, mh*1.2), mh)
	}
	if n > 1 {
		r := math.Round(math.Max(6, px*0.17))
		b.drawBadge(dst, n, x+px, y, r)
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
	e := float32(math.Max(2, px/5))
	vector.DrawFilledRect(dst, float32(x), float32(y), float32(px), float32(px), edge, false)
	vector.DrawFilledRect(dst, float32(x)+e, float32(y)+e, float32(px)-2*e, float32(px)-2*e, face, false)
	if len(sts) > 1 {
		s := fmt.Sprintf("+%d", len(sts)-1)
		f := b.face(px*0.85, true)
		b.drawLabel(dst, s, px*0.85, true, inkColour, true, x+px+2+ui.TextWidth(s, f)/2, y+px/2)
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

// drawBadge draws the number of counters of a stack in a dark disc of
// radius r centred at x, y (painted once a number and size).
func (b *boardScene) drawBadge(dst *ebiten.Image, n int, x, y, r float64) {
	k := markerKey{fmt.Sprint(n), int(r), 0}
	img, ok := b.markers[k]
	if !ok {
		d := int(2*r) + 2
		img = ui.Painted(d, d, func(c *ebiten.Image) {
			vector.DrawFilledCircle(c, float32(d)/2, float32(d)/2, float32(r), inkColour, true)
			ui.DrawTextCentered(c, fmt.Sprint(n), b.face(r*1.3, true), float64(d)/2, float64(d)/2, color.RGBA{0xff, 0xff, 0xff, 0xff})
		})
		if b.markers == nil {
			b.markers = map[markerKey]*ebiten.Image{}
		}
		b.markers[k] = img
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(x-float64(img.Bounds().Dx())/2, y-float64(img.Bounds().Dy())/2)
	dst.DrawImage(img, op)
}

// shownStacks are the stacks the map shows in a province: while moves
// are shown, those of the position before them less the forces marching.
func (b *boardScene) shownStacks(code string) []*rcw.Stack {
	sts := b.shown().StacksIn(code)
	if b.anim == nil {
		return sts
	}
	return slices.DeleteFunc(sts, b.liftedOff)
}
