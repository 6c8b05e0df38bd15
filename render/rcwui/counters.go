package rcwui

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"tachanka/game/rcw"
	"tachanka/render/lang"
	"tachanka/render/rcwui/rcwlang"
	"tachanka/render/ui"
)

// face is a face of an exact pixel size: counters and map names scale
// with the camera, not with the UI.
// Sizes are whole pixels, so that the glyphs drawn at one size are
// cached and drawn again, not rasterized anew at every zoom step.
func (b *boardScene) face(px float64, bold bool) *text.GoTextFace {
	return b.a.Theme.FaceAt(math.Max(6, math.Round(px)), bold)
}

// counterFace is what a counter prints: its face colour, ink, the line
// at its top and the value at its bottom.
type counterFace struct {
	bg, ink  color.RGBA
	top, big string
	leader   bool
	imperial bool
}

// faceOf reads a piece's counter from the engine's data.
func faceOf(s *rcw.State, id int) counterFace {
	d := s.Def(id)
	switch d.Kind {
	case rcw.KindLeader:
		bg, ink := counterLook(d.Leader.Colour)
		return counterFace{bg: bg, ink: ink, top: d.Leader.Name, big: fmt.Sprint(d.Leader.LV), leader: true}
	case rcw.KindUnit:
		bg, ink := counterLook(d.Unit.Colour)
		top := d.Unit.Nationality
		if top == "" {
			top = d.Unit.Label
		}
		return counterFace{bg: bg, ink: ink, top: top, big: fmt.Sprint(d.Unit.Strength)}
	case rcw.KindImperial:
		if id == rcw.Czar {
			return counterFace{bg: czarFace, ink: czarInk, top: rcwlang.T("czar"), big: rcwlang.T("czar"), imperial: true}
		}
		return counterFace{bg: goldFace, ink: goldInk, top: rcwlang.T("gold"), big: rcwlang.T("gold"), imperial: true}
	}
	return counterFace{bg: color.RGBA{0x88, 0x88, 0x88, 0xff}, ink: color.RGBA{0, 0, 0, 0xff}, big: "?"}
}

// artSizes are the sizes counters are painted at, in pixels: a counter
// is drawn from the least at or above its size, scaled down, so that
// zooming paints nothing new. Painting each counter on the screen cost
// an anti-aliasing pass of the whole screen per shape.
var artSizes = []int{24, 36, 54, 80, 120}

type artKey struct {
	id, size int
	detail   bool
	lang     lang.Lang
}

// drawCounter draws a piece's counter as a square of side px at x, y,
// detailed when it is large enough to read.
func (b *boardScene) drawCounter(dst *ebiten.Image, id int, x, y, px float64) {
	size := artSizes[len(artSizes)-1]
	for _, s := range artSizes {
		if float64(s) >= px {
			size = s
			break
		}
	}
	k := artKey{id: id, size: size, detail: px >= detailZoom*counterWorld, lang: lang.Current()}
	img, ok := b.art[k]
	if !ok {
		img = ui.Painted(size, size, func(c *ebiten.Image) { b.paintCounter(c, id, 0, 0, float64(size), k.detail) })
		if b.art == nil {
			b.art = map[artKey]*ebiten.Image{}
		}
		b.art[k] = img
	}
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(px/float64(size), px/float64(size))
	op.GeoM.Translate(x, y)
	dst.DrawImage(img, op)
}

// paintCounter paints a piece's counter as a square of side px at x, y:
// detailed (name or nationality above, value below, a leader's star, a
// unit's box), or its value alone when too small to read more.
func (b *boardScene) paintCounter(dst *ebiten.Image, id int, x, y, px float64, detail bool) {
	f := faceOf(b.st, id)
	fx, fy, fw := float32(x), float32(y), float32(px)
	var p vector.Path
	ui.RoundRect(&p, fx, fy, fw, fw, fw*0.1)
	fill(dst, &p, f.bg)
	stroke(dst, &p, max(1, fw/30), ui.Darker(f.bg, 0.45))
	if f.imperial {
		// A double border, as the Imperial units stand apart from the armies.
		in := fw * 0.1
		vector.StrokeRect(dst, fx+in, fy+in, fw-2*in, fw-2*in, max(1, fw/30), f.ink, true)
		size := px * 0.3
		for size > px*0.17 && ui.TextWidth(f.big, b.face(size, true)) > px*0.76 {
			size--
		}
		big := b.face(size, true)
		ui.DrawTextCentered(dst, ui.FitText(f.big, big, px*0.78), big, x+px/2, y+px/2, f.ink)
		return
	}
	if !detail {
		// Small: the value, and at the upper right (the control marker
		// covers the upper left) a star for a leader, a box for a unit.
		if f.leader {
			star(dst, x+px*0.76, y+px*0.26, px*0.17, f.ink)
		} else {
			vector.StrokeRect(dst, fx+fw*0.56, fy+fw*0.14, fw*0.32, fw*0.2, max(1, fw/24), f.ink, true)
		}
		ui.DrawTextCentered(dst, f.big, b.face(px*0.52, true), x+px/2, y+px*0.64, f.ink)
		return
	}
	// A long name is set smaller before it is cut: "Bonch-Bruevich".
	size := px * 0.23
	for size > px*0.17 && ui.TextWidth(f.top, b.face(size, true)) > px*0.92 {
		size--
	}
	top := b.face(size, true)
	name := ui.FitText(f.top, top, px*0.94)
	ui.DrawTextCentered(dst, name, top, x+px/2, y+px*0.2, f.ink)
	if f.leader {
		star(dst, x+px*0.25, y+px*0.66, px*0.13, f.ink)
		ui.DrawTextCentered(dst, f.big, b.face(px*0.42, true), x+px*0.62, y+px*0.66, f.ink)
		return
	}
	// A combat unit: the infantry box, the strength below it.
	bx, by, bw, bh := fx+fw*0.3, fy+fw*0.36, fw*0.4, fw*0.22
	vector.StrokeRect(dst, bx, by, bw, bh, max(1, fw/36), f.ink, true)
	vector.StrokeLine(dst, bx, by, bx+bw, by+bh, max(1, fw/40), f.ink, true)
	vector.StrokeLine(dst, bx, by+bh, bx+bw, by, max(1, fw/40), f.ink, true)
	ui.DrawTextCentered(dst, f.big, b.face(px*0.3, true), x+px/2, y+px*0.79, f.ink)
}

// drawMarker draws a player's control marker, a tab of his colour with
// his letter, w by h at x, y (painted once a size).
func (b *boardScene) drawMarker(dst *ebiten.Image, letter string, x, y, w, h float64) {
	iw, ih := int(math.Ceil(w)), int(math.Ceil(h))
	k := markerKey{letter, iw, ih}
	img, ok := b.markers[k]
	if !ok {
		img = ui.Painted(iw, ih, func(c *ebiten.Image) { b.paintMarker(c, letter, float64(iw), float64(ih)) })
		if b.markers == nil {
			b.markers = map[markerKey]*ebiten.Image{}
		}
		b.markers[k] = img
	}
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(w/float64(iw), h/float64(ih))
	op.GeoM.Translate(x, y)
	dst.DrawImage(img, op)
}

type markerKey struct {
	letter string
	w, h   int
}

func (b *boardScene) paintMarker(dst *ebiten.Image, letter string, w, h float64) {
	c := markerColour(letter)
	var p vector.Path
	ui.RoundRect(&p, 0.5, 0.5, float32(w-1), float32(h-1), float32(h*0.3))
	fill(dst, &p, c)
	stroke(dst, &p, 1, ui.Darker(c, 0.5))
	ui.DrawTextCentered(dst, letter, b.face(h*0.8, true), w/2, h/2, color.RGBA{0xff, 0xff, 0xff, 0xff})
}

// star draws a five-pointed star of radius r centred at x, y: a leader.
func star(dst *ebiten.Image, x, y, r float64, c color.RGBA) {
	var p vector.Path
	for k := range 10 {
		rr := r
		if k%2 == 1 {
			rr = r * 0.45
		}
		a := -1.5707963 + float64(k)*0.6283185
		px, py := float32(x+rr*math.Cos(a)), float32(y+rr*math.Sin(a))
		if k == 0 {
			p.MoveTo(px, py)
		} else {
			p.LineTo(px, py)
		}
	}
	p.Close()
	fill(dst, &p, c)
}
