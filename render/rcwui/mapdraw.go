package rcwui

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"tachanka/game/rcw"
	"tachanka/render/lang"
	"tachanka/render/ui"
)

// The map's tints come from the painted base (basemap.go); its lines and
// words are drawn from the polygons at every frame, sharp at every zoom.

// nameZoom: from it provinces show their names; below, their codes.
const nameZoom = 0.42

// drawMap paints the map in the view: the water, the land, the regions'
// tints, lakes, borders, the Siberian strip's frame, rails, the Kerch
// link, towns, and the names of provinces, ports and seas.
func (b *boardScene) drawMap(dst *ebiten.Image) {
	m, cam := b.d.Map, &b.cam
	z := cam.Zoom
	ui.FillRect(dst, b.mapR, seaColour)
	b.drawBase(dst)
	for _, p := range m.Provinces {
		switch {
		case b.lit[p.Code]:
			fill(dst, ringsPath(cam, p.Polygons...), b.litColourOf(p.Code))
		case p.Code == b.hover || p.Code == b.spread:
			fill(dst, ringsPath(cam, p.Polygons...), hoverColour)
		}
	}
	bw := float32(math.Max(0.7, math.Min(2, z*1.6)))
	var all [][]rcw.Point
	for _, p := range m.Provinces {
		all = append(all, p.Polygons...)
	}
	stroke(dst, ringsPath(cam, all...), bw, borderColour) // one call: anti-aliasing costs a pass each
	for _, f := range m.Frames {
		stroke(dst, ringsPath(cam, f), bw+1, frameColour)
	}
	// The lit provinces ringed, over the borders: a veil alone is faint.
	var lit, rail [][]rcw.Point
	for _, p := range m.Provinces {
		if b.lit[p.Code] && b.drag != nil && b.drag.moves[p.Code].Rail {
			rail = append(rail, p.Polygons...)
		} else if b.lit[p.Code] {
			lit = append(lit, p.Polygons...)
		}
	}
	if len(lit) > 0 {
		stroke(dst, ringsPath(cam, lit...), bw+1.5, litEdge)
	}
	if len(rail) > 0 {
		stroke(dst, ringsPath(cam, rail...), bw+1.5, railLitEdge)
	}
	if b.spread != "" {
		if p := m.Province(b.spread); p != nil {
			stroke(dst, ringsPath(cam, p.Polygons...), bw+2, inkColour)
		}
	}
	b.drawRails(dst)
	b.drawTowns(dst)
	b.drawNames(dst)
}

// drawRails draws each rail connection once, label to label, as a
// printed map does: a dark line with cross-ties when near enough.
func (b *boardScene) drawRails(dst *ebiten.Image) {
	m, cam := b.d.Map, &b.cam
	z := cam.Zoom
	w := float32(math.Max(1.2, math.Min(3, z*2.2)))
	// Lines and ties in two paths, stroked once each: every anti-aliased
	// stroke is a pass over the screen.
	var lines, ties vector.Path
	for _, p := range m.Provinces {
		for _, q := range p.Rail {
			if p.Code > q {
				continue
			}
			a, c := p.Label, m.Province(q).Label
			x0, y0 := cam.ToScreen(a[0], a[1])
			x1, y1 := cam.ToScreen(c[0], c[1])
			lines.MoveTo(float32(x0), float32(y0))
			lines.LineTo(float32(x1), float32(y1))
			if z < 0.6 {
				continue
			}
			l := math.Hypot(x1-x0, y1-y0)
			nx, ny := -(y1-y0)/l*3*float64(w), (x1-x0)/l*3*float64(w)
			for t := 9.0; t < l-9; t += 12 * float64(w) {
				tx, ty := x0+(x1-x0)*t/l, y0+(y1-y0)*t/l
				ties.MoveTo(float32(tx-nx/2), float32(ty-ny/2))
				ties.LineTo(float32(tx+nx/2), float32(ty+ny/2))
			}
		}
	}
	stroke(dst, &lines, w, railColour)
	stroke(dst, &ties, w*0.6, railColour)
	k := m.Kerch.Path
	if len(k) == 2 {
		x0, y0 := cam.ToScreen(k[0][0], k[0][1])
		x1, y1 := cam.ToScreen(k[1][0], k[1][1])
		for t := 0.0; t < 1; t += 0.25 {
			vector.StrokeLine(dst, float32(x0+(x1-x0)*t), float32(y0+(y1-y0)*t), float32(x0+(x1-x0)*(t+0.14)), float32(y0+(y1-y0)*(t+0.14)), w+1, kerchColour, true)
		}
	}
}

// drawTowns dots the towns when near enough; the Siberian strip's boxes
// are schematic, so their towns are named there.
func (b *boardScene) drawTowns(dst *ebiten.Image) {
	cam := &b.cam
	if cam.Zoom < 0.6 {
		return
	}
	px := math.Min(12, 8*cam.Zoom)
	for _, p := range b.d.Map.Provinces {
		for _, c := range p.Cities {
			x, y := cam.ToScreen(c.At[0], c.At[1])
			vector.DrawFilledRect(dst, float32(x-1.5), float32(y-1.5), 3, 3, inkColour, false)
			if p.Schematic {
				b.drawLabel(dst, c.Name, px, false, borderColour, false, x, y+px)
			}
		}
	}
}

// drawNames names the provinces above their label points (their codes
// when far away), marks the ports with an anchor, and names the seas.
func (b *boardScene) drawNames(dst *ebiten.Image) {
	m, cam := b.d.Map, &b.cam
	z := cam.Zoom
	px := math.Max(9, math.Min(17, 11+4*math.Log2(z/0.6)))
	bold := b.face(px, true) // to measure
	for _, p := range m.Provinces {
		x, y := cam.ToScreen(p.Label[0], p.Label[1])
		name := p.Code
		if z >= nameZoom {
			name = lang.Title(p.Name, p.NameRU)
		}
		ny := y - px*0.75
		b.drawLabel(dst, name, px, true, inkColour, true, x, ny)
		if p.Port {
			b.drawAnchor(dst, x+ui.TextWidth(name, bold)/2+px*0.7, ny, px*0.5)
		}
	}
	sea := math.Max(10, math.Min(18, 13*math.Sqrt(z/0.5)))
	for _, s := range m.Seas {
		x, y := cam.ToScreen(s.Label[0], s.Label[1])
		b.drawLabel(dst, lang.Title(s.Name, s.NameRU), sea, false, seaInk, false, x, y)
	}
	if z >= 0.8 {
		lake := math.Min(13, 9*z)
		for _, l := range m.Lakes {
			x, y := cam.ToScreen(l.Label[0], l.Label[1])
			b.drawLabel(dst, lang.Title(l.Name, l.NameRU), lake, false, seaInk, false, x, y)
		}
	}
}

// drawAnchor draws a port's anchor of half-height r centred at x, y,
// painted once a size.
func (b *boardScene) drawAnchor(dst *ebiten.Image, x, y, r float64) {
	k := labelKey{s: "\x00anchor", px: int(math.Round(r))}
	img, ok := b.labels[k]
	if !ok {
		d := 3*k.px + 4
		img = ui.Painted(d, d, func(c *ebiten.Image) { anchor(c, float64(d)/2, float64(d)/2+float64(k.px)*0.2, float64(k.px)) })
		if b.labels == nil {
			b.labels = map[labelKey]*ebiten.Image{}
		}
		b.labels[k] = img
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(x-float64(img.Bounds().Dx())/2), math.Round(y-float64(img.Bounds().Dy())/2))
	dst.DrawImage(img, op)
}

// anchor draws a port's anchor of half-height r centred at x, y.
func anchor(dst *ebiten.Image, x, y, r float64) {
	w := float32(math.Max(1.2, r/4))
	fx, fy, fr := float32(x), float32(y), float32(r)
	vector.StrokeLine(dst, fx, fy-fr, fx, fy+fr, w, portColour, true)
	vector.StrokeLine(dst, fx-fr*0.55, fy-fr*0.5, fx+fr*0.55, fy-fr*0.5, w, portColour, true)
	vector.StrokeCircle(dst, fx, fy-fr*1.15, fr*0.22, w*0.8, portColour, true)
	var p vector.Path
	p.Arc(fx, fy, fr*0.85, 0.35, math.Pi-0.35, vector.Clockwise)
	stroke(dst, &p, w, portColour)
}

// provinceName is a province's name in the current language.
func provinceName(p *rcw.Province) string { return lang.Title(p.Name, p.NameRU) }

// litColourOf is the veil of a province lit for the force dragged.
func (b *boardScene) litColourOf(code string) color.Color {
	if b.drag != nil && b.drag.moves[code].Rail {
		return railLitColour
	}
	return litColour
}
