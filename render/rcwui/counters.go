package rcwui

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"tachanka/game/rcw"
	"tachanka/render/rcwui/rcwlang"
	"tachanka/render/ui"
)

// face is a face of an exact pixel size: counters and map names scale
// with the camera, not with the UI.
func (b *boardScene) face(px float64, bold bool) *text.GoTextFace { return b.a.Theme.FaceAt(px, bold) }

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

// drawCounter draws a piece's counter as a square of side px at x, y:
// detailed (name or nationality above, value below, a leader's star, a
// unit's box) when it is large enough to read, its value alone when not.
func (b *boardScene) drawCounter(dst *ebiten.Image, id int, x, y, px float64) {
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
		big := b.face(px*0.3, true)
		ui.DrawTextCentered(dst, ui.FitText(f.big, big, px*0.78), big, x+px/2, y+px/2, f.ink)
		return
	}
	if px < detailZoom*counterWorld {
		ui.DrawTextCentered(dst, f.big, b.face(px*0.6, true), x+px/2, y+px/2, f.ink)
		return
	}
	// A long name is set smaller before it is cut: "Bonch-Bruevich".
	size := px * 0.23
	for size > px*0.17 && ui.TextWidth(f.top, b.face(size, true)) > px*0.92 {
		size -= 0.5
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
// his letter, w by h at x, y.
func (b *boardScene) drawMarker(dst *ebiten.Image, letter string, x, y, w, h float64) {
	c := markerColour(letter)
	var p vector.Path
	ui.RoundRect(&p, float32(x), float32(y), float32(w), float32(h), float32(h*0.3))
	fill(dst, &p, c)
	stroke(dst, &p, 1, ui.Darker(c, 0.5))
	ui.DrawTextCentered(dst, letter, b.face(h*0.8, true), x+w/2, y+h/2, color.RGBA{0xff, 0xff, 0xff, 0xff})
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
		px, py := float32(x+rr*cos(a)), float32(y+rr*sin(a))
		if k == 0 {
			p.MoveTo(px, py)
		} else {
			p.LineTo(px, py)
		}
	}
	p.Close()
	fill(dst, &p, c)
}
