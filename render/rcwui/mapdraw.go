package rcwui

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"tachanka/game/rcw"
	"tachanka/render/lang"
	"tachanka/render/ui"
)

// The map is drawn from the polygons every frame it changes: its 1,700
// points cost less than a tile cache would, and every zoom is sharp.

// nameZoom: from it provinces show their names; below, their codes.
const nameZoom = 0.42

// drawMap paints the map in the view: the water, the land, the regions'
// tints, lakes, borders, the Siberian strip's frame, rails, the Kerch
// link, towns, and the names of provinces, ports and seas.
func (b *boardScene) drawMap(dst *ebiten.Image) {
	m, cam := b.d.Map, &b.cam
	z := cam.Zoom
	ui.FillRect(dst, b.mapR, seaColour)
	fill(dst, ringsPath(cam, m.Land...), landColour)
	fill(dst, ringsPath(cam, m.OffMap), offMapColour)
	for _, s := range m.Seas {
		if len(s.Polygon) > 2 {
			fill(dst, ringsPath(cam, s.Polygon), seaColour)
		}
	}
	for _, p := range m.Provinces {
		fill(dst, ringsPath(cam, p.Polygons...), regionColour(m, p.Region))
	}
	for _, p := range m.Provinces {
		switch {
		case b.lit[p.Code]:
			fill(dst, ringsPath(cam, p.Polygons...), litColour)
		case p.Code == b.hover || p.Code == b.spread:
			fill(dst, ringsPath(cam, p.Polygons...), hoverColour)
		}
	}
	for _, l := range m.Lakes {
		fill(dst, ringsPath(cam, l.Polygon), seaColour)
	}
	bw := float32(math.Max(0.7, math.Min(2, z*1.6)))
	for _, p := range m.Provinces {
		stroke(dst, ringsPath(cam, p.Polygons...), bw, borderColour)
	}
	for _, f := range m.Frames {
		stroke(dst, ringsPath(cam, f), bw+1, frameColour)
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
	for _, p := range m.Provinces {
		for _, q := range p.Rail {
			if p.Code > q {
				continue
			}
			a, c := p.Label, m.Province(q).Label
			x0, y0 := cam.ToScreen(a[0], a[1])
			x1, y1 := cam.ToScreen(c[0], c[1])
			vector.StrokeLine(dst, float32(x0), float32(y0), float32(x1), float32(y1), w, railColour, true)
			if z < 0.6 {
				continue
			}
			l := math.Hypot(x1-x0, y1-y0)
			nx, ny := -(y1-y0)/l*3*float64(w), (x1-x0)/l*3*float64(w)
			for t := 9.0; t < l-9; t += 12 * float64(w) {
				tx, ty := x0+(x1-x0)*t/l, y0+(y1-y0)*t/l
				vector.StrokeLine(dst, float32(tx-nx/2), float32(ty-ny/2), float32(tx+nx/2), float32(ty+ny/2), w*0.6, railColour, true)
			}
		}
	}
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
	f := b.face(math.Min(12, 8*cam.Zoom), false)
	for _, p := range b.d.Map.Provinces {
		for _, c := range p.Cities {
			x, y := cam.ToScreen(c.At[0], c.At[1])
			vector.DrawFilledRect(dst, float32(x-1.5), float32(y-1.5), 3, 3, inkColour, false)
			if p.Schematic {
				ui.DrawTextCentered(dst, c.Name, f, x, y+f.Size, borderColour)
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
	bold := b.face(px, true)
	for _, p := range m.Provinces {
		x, y := cam.ToScreen(p.Label[0], p.Label[1])
		name := p.Code
		if z >= nameZoom {
			name = lang.Title(p.Name, p.NameRU)
		}
		ny := y - px*0.75
		haloText(dst, name, bold, x, ny, inkColour)
		if p.Port {
			anchor(dst, x+ui.TextWidth(name, bold)/2+px*0.7, ny, px*0.5)
		}
	}
	sea := b.face(math.Max(10, math.Min(18, 13*math.Sqrt(z/0.5))), false)
	for _, s := range m.Seas {
		x, y := cam.ToScreen(s.Label[0], s.Label[1])
		ui.DrawTextCentered(dst, lang.Title(s.Name, s.NameRU), sea, x, y, seaInk)
	}
	if z >= 0.8 {
		lake := b.face(math.Min(13, 9*z), false)
		for _, l := range m.Lakes {
			x, y := cam.ToScreen(l.Label[0], l.Label[1])
			ui.DrawTextCentered(dst, lang.Title(l.Name, l.NameRU), lake, x, y, seaInk)
		}
	}
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
