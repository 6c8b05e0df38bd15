package redsui

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"tachanka/game/reds"
	"tachanka/render/lang"
	"tachanka/render/mapview"
	"tachanka/render/ui"
)

// Activation chits (2.7) and the opaque cup they are drawn from (7.8, 7.9).

// chitColors are a chit's face and text: the colours of the group it
// activates (2.6).
func chitColors(th *ui.Theme, c reds.Chit) (bg, fg color.RGBA) {
	switch c {
	case reds.ChitAFSR:
		return th.C("afsr_bg"), th.C("afsr_fg")
	case reds.ChitSiberian:
		return th.C("siberian_bg"), th.C("siberian_fg")
	case reds.ChitMuslimNorth:
		return th.C("muslim_bg"), th.C("muslim_fg")
	case reds.ChitAIF:
		return th.C("aif_bg"), th.C("aif_fg")
	case reds.ChitNW:
		return th.C("nw_bg"), th.C("nw_fg")
	case reds.ChitPoles:
		return th.C("poles_bg"), th.C("poles_fg")
	case reds.ChitLogistics:
		return color.RGBA{214, 196, 150, 255}, color.RGBA{60, 45, 20, 255}
	}
	return th.C("red_bg"), th.C("red_fg")
}

// chitPx is the size chits are painted at before scaling.
const chitPx = 96.0

// drawChit draws a chit in r. turn says which way up it lies: 1 shows its
// face, 0 the plain back all chits share, and values between show it being
// turned over (squeezed sideways, face up past the middle).
func drawChit(dst *ebiten.Image, th *ui.Theme, r ui.Rect, c reds.Chit, turn float64) {
	sx := math.Abs(math.Cos(turn * math.Pi))
	if sx*r.W < 1 {
		return
	}
	if turn < 0.5 {
		c = reds.NoChit
	}
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(r.W/chitPx*sx, r.H/chitPx)
	op.GeoM.Translate(r.X+r.W*(1-sx)/2, r.Y)
	dst.DrawImage(chitImage(th, c), op)
}

// chitImage paints a chit once (NoChit: the back) per theme.
func chitImage(t *ui.Theme, c reds.Chit) *ebiten.Image {
	return t.Image(c, func() *ebiten.Image { return paintChit(t, c) })
}

// paintChit paints a chit's face (NoChit: its back).
func paintChit(t *ui.Theme, c reds.Chit) *ebiten.Image {
	const W = chitPx
	return ui.Painted(W, W, func(img *ebiten.Image) {
		bg, fg := chitColors(t, c)
		if c == reds.NoChit {
			bg, fg = color.RGBA{70, 62, 52, 255}, color.RGBA{170, 160, 140, 255}
		}
		var p vector.Path
		ui.RoundRect(&p, 0, 0, W, W, 15)
		mapview.FillPath(img, &p, ui.Darker(bg, 0.6), true)
		var q vector.Path
		ui.RoundRect(&q, 3, 3, W-6, W-6, 13)
		mapview.FillPath(img, &q, bg, true)
		switch c {
		case reds.NoChit:
			drawStar(img, W/2, W/2, W*0.28, fg)
		default:
			label := lang.T("chitshort." + c.String())
			face := t.FaceAt(W*0.34, true)
			if ui.TextWidth(label, face) > W*0.86 {
				face = t.FaceAt(W*0.34*W*0.86/ui.TextWidth(label, face), true)
			}
			ui.DrawTextCentered(img, label, face, W/2, W/2, fg)
			if c == reds.ChitFieldStaff {
				drawStar(img, W/2, W*0.17, W*0.1, fg)
			}
		}
	})
}

// drawCup draws the cup in r with n chits in it (their backs showing over
// the rim) and returns the point a drawn chit rises from.
func drawCup(dst *ebiten.Image, th *ui.Theme, r ui.Rect, n int) (float64, float64) {
	rim := r.Y + r.H*0.3
	// Chits peeking over the rim, fanned.
	cw := r.W * 0.2
	for k := 0; k < n; k++ {
		f := float64(k) / math.Max(1, float64(n-1))
		cx := r.X + r.W*0.22 + f*r.W*0.56
		cy := rim - r.H*0.12 - math.Sin(f*math.Pi)*r.H*0.1
		drawChit(dst, th, ui.Rect{X: cx - cw/2, Y: cy - cw/2, W: cw, H: cw}, reds.NoChit, 0)
	}
	// The cup: a tapered bowl.
	var p vector.Path
	p.MoveTo(float32(r.X), float32(rim))
	p.LineTo(float32(r.X+r.W), float32(rim))
	p.LineTo(float32(r.X+r.W*0.84), float32(r.Y+r.H))
	p.LineTo(float32(r.X+r.W*0.16), float32(r.Y+r.H))
	p.Close()
	mapview.FillPath(dst, &p, color.RGBA{92, 64, 44, 255}, true)
	mapview.StrokePath(dst, &p, 2, color.RGBA{50, 34, 22, 255}, true)
	vector.StrokeLine(dst, float32(r.X), float32(rim), float32(r.X+r.W), float32(rim), 4, color.RGBA{130, 94, 66, 255}, true)
	label := lang.T("cup.count", n)
	ui.DrawTextCentered(dst, label, th.FaceAt(math.Max(10, r.H*0.14), true), r.CX(), r.Y+r.H*0.68, color.RGBA{240, 228, 205, 255})
	return r.CX(), rim
}

// drawStar draws a filled five-pointed star (the Go fonts have no ★).
func drawStar(dst *ebiten.Image, cx, cy, r float64, c color.Color) {
	var p vector.Path
	for i := 0; i < 10; i++ {
		rr := r
		if i%2 == 1 {
			rr = r * 0.42
		}
		a := float64(i)*math.Pi/5 - math.Pi/2
		x, y := float32(cx+rr*math.Cos(a)), float32(cy+rr*math.Sin(a))
		if i == 0 {
			p.MoveTo(x, y)
		} else {
			p.LineTo(x, y)
		}
	}
	p.Close()
	mapview.FillPath(dst, &p, c, true)
}
