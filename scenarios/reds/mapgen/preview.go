package main

import (
	"bufio"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"slices"
	"strings"

	"tachanka/game/hex"
	"tachanka/game/reds"
)

// PreviewOptions chooses what the preview shows: the whole map by default,
// or a rectangle of hexes larger, for a close look.
type PreviewOptions struct {
	HexSize                float64 // pixels from a hex's centre to its corners
	Col0, Row0, Col1, Row1 int     // the hexes shown
	Geography              bool    // draw the real coasts, lakes and a 5° graticule over the hexes
}

// DefaultPreview shows the whole map.
func DefaultPreview() PreviewOptions {
	return PreviewOptions{HexSize: 24, Col0: minCol, Row0: minRow, Col1: maxCol, Row1: maxRow, Geography: true}
}

// The preview's colours follow the client's palette (assets/palette.json).
var (
	colBackground = rgb(0xc9c4b2)
	colTerrain    = map[reds.Terrain]color.RGBA{reds.Clear: rgb(0xe9e3c6), reds.Forest: rgb(0xa9c08a),
		reds.Swamp: rgb(0xa7c6b4), reds.Mountain: rgb(0xc4ab88), reds.Lake: rgb(0x9cc8e8), reds.Sea: rgb(0x7fb2dc)}
	colHexEdge   = rgba(0x8a846c, 90)
	colCoast     = rgba(0x1f3a5a, 150)
	colGraticule = rgba(0x5a5a5a, 70)
	colRiver     = rgb(0x3c78c0)
	colRail      = rgb(0x262626)
	colRegion    = map[reds.Region]color.RGBA{reds.Poland: rgb(0xc03030), reds.Baltic: rgb(0x8040a0), reds.Transcaucasia: rgb(0x307060)}
	colFront     = rgb(0xd04040)
	colOccupied  = rgb(0x404040)
	colFree      = rgb(0x202020)
	colCity      = rgb(0x202020)
	colRedCity   = rgb(0xc02020)
	colResource  = rgb(0xe8b000)
	colSeaSide   = rgb(0x1d5fa8)
	colLakeSide  = rgb(0x58a6dc)
	colText      = rgb(0x161616)
	colHalo      = rgba(0xf6f2e2, 230)
)

// Preview writes the PNG of the map.
func (m *Map) Preview(path string, o PreviewOptions) error {
	img := m.Draw(o)
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	if err := (&png.Encoder{CompressionLevel: png.BestCompression}).Encode(w, img.dst); err != nil {
		f.Close()
		return err
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// view maps grid space to the image.
type view struct {
	o      PreviewOptions
	x0, y0 float64 // grid position of the image's top-left map corner
	scale  float64 // pixels per grid unit
	top    float64 // height of the title band
	w, h   int
}

func (v *view) px(p Pt) Pt {
	return Pt{(p.X - v.x0) * v.scale, (p.Y-v.y0)*v.scale + v.top}
}

func (v *view) shows(h hex.Hex) bool {
	return h.Col >= v.o.Col0 && h.Col <= v.o.Col1 && h.Row >= v.o.Row0 && h.Row <= v.o.Row1
}

// corners are the pixel corners of h.
func (v *view) corners(h hex.Hex) []Pt {
	out := make([]Pt, 6)
	for i := range out {
		x, y := grid.Corner(h, i)
		out[i] = v.px(Pt{x, y})
	}
	return out
}

// side is the pixel segment of h's side toward d.
func (v *view) side(h hex.Hex, d int) (Pt, Pt) {
	ax, ay := grid.Corner(h, (d+4)%6)
	bx, by := grid.Corner(h, (d+5)%6)
	return v.px(Pt{ax, ay}), v.px(Pt{bx, by})
}

// Draw paints the map.
func (m *Map) Draw(o PreviewOptions) *painter {
	s := o.HexSize
	v := &view{o: o, scale: s * math.Sqrt(3), top: 2.2 * s}
	gx0, gy0, gx1, gy1 := grid.Bounds(o.Col0, o.Row0, o.Col1, o.Row1)
	v.x0, v.y0 = gx0, gy0
	v.w = int(math.Ceil((gx1 - gx0) * v.scale))
	legend := 2.6 * s
	v.h = int(math.Ceil((gy1-gy0)*v.scale + v.top + legend))
	p := newPainter(v.w, v.h, colBackground)
	ff := newFaces()
	visible := func(h hex.Hex) (*cell, bool) {
		c := m.Cells[h]
		return c, c != nil && c.listed && v.shows(h) && inExtent(h)
	}
	order := sortedHexes(m.Cells)
	// Terrain. As in the client, a water hex is filled as land and the
	// water is drawn over it with its real outline: what land the hex
	// holds shows as land, and the coasts are not hex steps.
	geo := len(m.LandRings) > 0
	for _, h := range order {
		if c, ok := visible(h); ok {
			fill := colTerrain[c.terrain]
			if geo && !c.isLand() {
				fill = colTerrain[reds.Clear]
			}
			p.fill(v.corners(h), fill)
		}
	}
	if geo {
		m.drawWater(p, v)
	}
	for _, h := range order {
		if c, ok := visible(h); ok {
			m.drawTexture(p, v, c)
			cs := v.corners(h)
			switch {
			case c.isLand():
				p.polyline(append(cs, cs[0]), 0.8, colHexEdge)
			case geo:
				// The grid goes on over the water, faint, as printed.
				p.polyline(append(cs, cs[0]), 0.8, rgba(0xffffff, 70))
			}
		}
	}
	// The real geography under the hexes, to compare with an atlas.
	if o.Geography {
		for lat := 30.0; lat <= 72; lat += 5 {
			var line []Pt
			for lon := 10.0; lon <= 92; lon += 0.5 {
				line = append(line, v.px(m.Warp.Place(LatLon{lat, lon})))
			}
			p.polyline(line, 1, colGraticule)
		}
		for lon := 10.0; lon <= 90; lon += 5 {
			var line []Pt
			for lat := 28.0; lat <= 73; lat += 0.5 {
				line = append(line, v.px(m.Warp.Place(LatLon{lat, lon})))
			}
			p.polyline(line, 1, colGraticule)
		}
		for _, ch := range m.Rivers {
			pts := make([]Pt, len(ch.path))
			for i, q := range ch.path {
				pts[i] = v.px(q)
			}
			p.polyline(pts, 1.2, rgba(0x2060c0, 120))
		}
		for _, r := range append(slices.Clone(m.LandRings), m.LakeRings...) {
			pts := make([]Pt, 0, len(r)+1)
			for _, q := range r {
				pts = append(pts, v.px(q))
			}
			pts = append(pts, pts[0])
			p.polyline(pts, 1.1, colCoast)
		}
	}
	// Sides: water sides, borders, fronts, the occupation line.
	for _, h := range order {
		c, ok := visible(h)
		if !ok {
			continue
		}
		for d := 0; d < 6; d++ {
			n := h.Neighbor(hex.Direction(d))
			o := m.Cells[n]
			if o == nil || !o.listed || !inExtent(n) {
				continue
			}
			a, b := v.side(h, d)
			if c.seaSide&(1<<d) != 0 {
				p.line(a, b, 0.2*s, colSeaSide)
			}
			if c.lakeSide&(1<<d) != 0 {
				p.line(a, b, 0.2*s, colLakeSide)
			}
			if hexLess(h, n) > 0 {
				continue
			}
			if c.region != o.region && c.terrain != reds.Sea && o.terrain != reds.Sea {
				r := c.region
				if r == reds.Russia {
					r = o.region
				}
				p.line(a, b, 0.16*s, colRegion[r])
			}
			if c.front != o.front && c.terrain != reds.Sea && o.terrain != reds.Sea {
				p.dashed(a, b, 0.1*s, 0.22*s, 0.12*s, colFront)
			}
			if c.west != o.west && c.isLand() && o.isLand() {
				p.dashed(a, b, 0.13*s, 0.35*s, 0.15*s, colOccupied)
			}
		}
	}
	// Free Territory: a hatched outline.
	for _, h := range order {
		if c, ok := visible(h); ok && c.free {
			ctr := v.px(c.centre)
			cs := v.corners(h)
			for i := range cs {
				p.dashed(ctr.lerp(cs[i], 0.8), ctr.lerp(cs[(i+1)%6], 0.8), 0.06*s, 0.12*s, 0.1*s, colFree)
			}
		}
	}
	// Rivers and railways, link by link.
	for _, h := range order {
		c, ok := visible(h)
		if !ok {
			continue
		}
		for d := 0; d < 6; d++ {
			n := h.Neighbor(hex.Direction(d))
			if c.river&(1<<d) != 0 {
				w := 0.14 * s
				if c.volga && m.Cells[n].volga {
					w = 0.24 * s
				}
				p.line(v.px(c.centre), v.px(centre(n)), w, colRiver)
			}
		}
	}
	for _, h := range order {
		c, ok := visible(h)
		if !ok {
			continue
		}
		for d := 0; d < 6; d++ {
			if c.rail&(1<<d) != 0 && d < 3 {
				n := h.Neighbor(hex.Direction(d))
				a, b := v.px(c.centre), v.px(centre(n))
				p.line(a, b, 0.1*s, colRail)
				p.dashed(a.lerp(b, 0.1), b, 0.04*s, 0.12*s, 0.12*s, rgb(0xffffff))
			}
		}
	}
	// Cities and names. A name goes to the first of eight places round its
	// city that hits no city and no name already placed, or else to the
	// place that hits least.
	var placed []rectangle
	for _, pc := range m.Cities {
		if c, ok := visible(pc.hex); ok {
			m.drawCity(p, v, c, ff)
			ctr := v.px(c.centre)
			placed = append(placed, rectangle{ctr.X - 0.22*s, ctr.Y - 0.22*s, ctr.X + 0.22*s, ctr.Y + 0.22*s})
		}
	}
	for _, pc := range m.Cities {
		c, ok := visible(pc.hex)
		if !ok {
			continue
		}
		face := ff.get(math.Round(0.46*s), pc.src.Resource || len(pc.src.Sources) > 0)
		name := pc.src.Name
		w, asc := textWidth(name, face), 0.34*s
		ctr := v.px(c.centre)
		r := 0.24 * s
		options := []Pt{{ctr.X + r, ctr.Y + asc/2}, {ctr.X - r - w, ctr.Y + asc/2},
			{ctr.X - w/2, ctr.Y - r}, {ctr.X - w/2, ctr.Y + r + asc},
			{ctr.X + r*0.7, ctr.Y - r*0.7}, {ctr.X + r*0.7, ctr.Y + r*0.7 + asc},
			{ctr.X - r*0.7 - w, ctr.Y - r*0.7}, {ctr.X - r*0.7 - w, ctr.Y + r*0.7 + asc}}
		best, bestHit := options[0], math.Inf(1)
		for _, opt := range options {
			box := rectangle{opt.X, opt.Y - asc, opt.X + w, opt.Y + 0.08*s}
			if hit := box.overlap(placed); hit < bestHit {
				best, bestHit = opt, hit
			}
			if bestHit == 0 {
				break
			}
		}
		placed = append(placed, rectangle{best.X, best.Y - asc, best.X + w, best.Y + 0.08*s})
		p.text(name, best, face, colText, colHalo)
	}
	// Hex numbers, small, for checking against DATA.md.
	numFace := ff.get(math.Round(0.3*s), false)
	for _, h := range order {
		if c, ok := visible(h); ok && (c.isLand() || c.terrain == reds.Lake) {
			ctr := v.px(c.centre)
			label := h.String()
			p.text(label, Pt{ctr.X - textWidth(label, numFace)/2, ctr.Y - 0.58*s}, numFace, rgba(0x303030, 150), nil)
		}
	}
	// Map labels.
	for _, l := range m.Labels {
		if !v.shows(l.Hex) {
			continue
		}
		at := v.px(centre(l.Hex))
		var face = ff.get(math.Round(0.55*s), true)
		clr := color.Color(rgb(0x1d4f8a))
		text := l.Text
		switch l.Kind {
		case "region":
			face, clr, text = ff.get(math.Round(0.6*s), true), rgba(0x505050, 200), strings.ToUpper(l.Text)
		case "river":
			face, clr = ff.get(math.Round(0.45*s), false), colRiver
		}
		p.text(text, Pt{at.X - textWidth(text, face)/2, at.Y}, face, clr, rgba(0xffffff, 90))
	}
	m.drawFrame(p, v, ff)
	return p
}

// drawWater paints the sea and the lakes with their real outlines over
// the map's rectangle: the sea is the rectangle less the land, with the
// inland seas (the Caspian, the Aral) inside the land again (even-odd),
// then the lakes, then the coast line.
func (m *Map) drawWater(p *painter, v *view) {
	o := v.o
	gx0, gy0, gx1, gy1 := grid.Bounds(o.Col0, o.Row0, o.Col1, o.Row1)
	a, b := v.px(Pt{gx0, gy0}), v.px(Pt{gx1, gy1})
	rings := [][]Pt{{a, {b.X, a.Y}, b, {a.X, b.Y}}}
	toPx := func(r []Pt) []Pt {
		out := make([]Pt, len(r))
		for i, q := range r {
			out[i] = v.px(q)
		}
		return out
	}
	var coast [][]Pt
	for _, r := range m.LandRings {
		rings = append(rings, toPx(r))
		coast = append(coast, rings[len(rings)-1])
	}
	for _, w := range m.Src.Water {
		if w.Kind == "sea" {
			rings = append(rings, toPx(m.project(w.Ring, false)))
			coast = append(coast, rings[len(rings)-1])
		}
	}
	// Land beyond the rectangle would count as sea: the fill keeps to it.
	p.fillEvenOdd(rings, image.Rect(int(math.Floor(a.X)), int(math.Floor(a.Y)), int(math.Ceil(b.X)), int(math.Ceil(b.Y))), colTerrain[reds.Sea])
	for _, r := range m.LakeRings {
		pr := toPx(r)
		p.fill(pr, colTerrain[reds.Lake])
		coast = append(coast, pr)
	}
	for _, r := range coast {
		p.polyline(append(r, r[0]), 1.1, colCoast)
	}
}

// drawTexture marks forest, swamp and mountain hexes.
func (m *Map) drawTexture(p *painter, v *view, c *cell) {
	s := v.o.HexSize
	ctr := v.px(c.centre)
	switch c.terrain {
	case reds.Forest:
		for _, o := range [][2]float64{{-0.35, -0.1}, {0.15, -0.3}, {0.35, 0.15}, {-0.05, 0.3}} {
			x, y := ctr.X+o[0]*s, ctr.Y+o[1]*s
			p.fill([]Pt{{x, y - 0.14*s}, {x + 0.09*s, y + 0.06*s}, {x - 0.09*s, y + 0.06*s}}, rgb(0x6f8a55))
		}
	case reds.Swamp:
		for _, o := range [][2]float64{{-0.35, -0.15}, {0.1, -0.25}, {-0.15, 0.15}, {0.25, 0.1}, {-0.1, 0.38}} {
			x, y := ctr.X+o[0]*s, ctr.Y+o[1]*s
			p.line(Pt{x, y}, Pt{x + 0.24*s, y}, 0.05*s, rgb(0x5f8a78))
		}
	case reds.Mountain:
		for _, o := range [][2]float64{{-0.3, 0.1}, {0.12, -0.18}, {0.3, 0.25}} {
			x, y := ctr.X+o[0]*s, ctr.Y+o[1]*s
			p.polyline([]Pt{{x - 0.17*s, y + 0.1*s}, {x, y - 0.14*s}, {x + 0.17*s, y + 0.1*s}}, 0.06*s, rgb(0x7a6040))
		}
	}
}

// drawCity draws a city's symbol: a disc (red for a Red city), a gold
// ring for a resource, a second ring for a supply source, a yellow
// triangle for a Krug, a diamond for the control point 5421, and an anchor
// tick for a port.
func (m *Map) drawCity(p *painter, v *view, c *cell, ff *faces) {
	s := v.o.HexSize
	ctr := v.px(c.centre)
	r := 0.17 * s
	src := c.city.src
	if src.Point {
		p.fill([]Pt{{ctr.X, ctr.Y - r*1.3}, {ctr.X + r*1.3, ctr.Y}, {ctr.X, ctr.Y + r*1.3}, {ctr.X - r*1.3, ctr.Y}}, colCity)
	} else {
		fill := colCity
		if src.Red {
			fill = colRedCity
		}
		p.disc(ctr, r, fill)
	}
	if src.Resource {
		p.ring(ctr, r+0.07*s, 0.09*s, colResource)
	}
	if len(src.Sources) > 0 {
		p.ring(ctr, r+0.2*s, 0.06*s, colCity)
	}
	if len(src.Krug) > 0 {
		x, y := ctr.X, ctr.Y-0.42*s
		p.fill([]Pt{{x, y - 0.2*s}, {x + 0.2*s, y + 0.14*s}, {x - 0.2*s, y + 0.14*s}}, rgb(0xf0c800))
		initial := strings.ToUpper(src.Krug[0][:1])
		f := ff.get(math.Round(0.24*s), true)
		p.text(initial, Pt{x - textWidth(initial, f)/2, y + 0.1*s}, f, colText, nil)
	}
	if c.city.record != nil && c.city.record.Port || c.sea != reds.NoSea {
		p.line(Pt{ctr.X + 0.25*s, ctr.Y - 0.3*s}, Pt{ctr.X + 0.25*s, ctr.Y - 0.08*s}, 0.05*s, colSeaSide)
		p.line(Pt{ctr.X + 0.16*s, ctr.Y - 0.12*s}, Pt{ctr.X + 0.34*s, ctr.Y - 0.12*s}, 0.05*s, colSeaSide)
	}
}

// drawFrame writes the title and the legend.
func (m *Map) drawFrame(p *painter, v *view, ff *faces) {
	s := v.o.HexSize
	title := ff.get(math.Round(0.8*s), true)
	small := ff.get(math.Round(0.42*s), false)
	p.text(mapName+": the map generated from geography", Pt{0.5 * s, 1.1 * s}, title, colText, nil)
	land, cities := 0, 0
	for _, c := range m.Cells {
		if c.isLand() && inExtent(c.h) {
			land++
		}
	}
	for _, c := range m.Cities {
		if !c.src.Point {
			cities++
		}
	}
	p.text(fmt.Sprintf("columns %02d-%02d, rows %02d-%02d; %d land hexes, %d cities. North points to the upper left (DATA.md a.2). Thin lines: real coasts, lakes, river courses and the 5° graticule.",
		minCol, maxCol, minRow, maxRow, land, cities), Pt{0.5 * s, 1.8 * s}, small, colText, nil)
	y := float64(v.h) - 1.6*s
	x := 0.5 * s
	item := func(draw func(at Pt), label string) {
		draw(Pt{x + 0.4*s, y})
		p.text(label, Pt{x + 1.0*s, y + 0.15*s}, small, colText, nil)
		x += 1.3*s + textWidth(label, small)
	}
	for _, t := range []reds.Terrain{reds.Clear, reds.Forest, reds.Swamp, reds.Mountain, reds.Lake, reds.Sea} {
		item(func(at Pt) {
			c := []Pt{}
			for i := 0; i < 6; i++ {
				a := math.Pi / 3 * float64(i)
				c = append(c, Pt{at.X + 0.35*s*math.Cos(a), at.Y + 0.35*s*math.Sin(a)})
			}
			p.fill(c, colTerrain[t])
		}, t.String())
	}
	item(func(at Pt) { p.line(Pt{at.X - 0.4*s, at.Y}, Pt{at.X + 0.4*s, at.Y}, 0.14*s, colRiver) }, "river (Volga wider)")
	item(func(at Pt) {
		p.line(Pt{at.X - 0.4*s, at.Y}, Pt{at.X + 0.4*s, at.Y}, 0.1*s, colRail)
	}, "railway")
	item(func(at Pt) { p.line(Pt{at.X, at.Y - 0.35*s}, Pt{at.X, at.Y + 0.35*s}, 0.2*s, colSeaSide) }, "all-sea side")
	item(func(at Pt) { p.line(Pt{at.X, at.Y - 0.35*s}, Pt{at.X, at.Y + 0.35*s}, 0.2*s, colLakeSide) }, "all-lake side")
	item(func(at Pt) { p.disc(at, 0.17*s, colRedCity) }, "Red city")
	item(func(at Pt) { p.disc(at, 0.17*s, colCity); p.ring(at, 0.24*s, 0.09*s, colResource) }, "resource")
	item(func(at Pt) { p.disc(at, 0.17*s, colCity); p.ring(at, 0.37*s, 0.06*s, colCity) }, "supply source")
	y += 0.9 * s
	x = 0.5 * s
	for _, r := range []reds.Region{reds.Poland, reds.Baltic, reds.Transcaucasia} {
		rr := r
		item(func(at Pt) { p.line(Pt{at.X - 0.4*s, at.Y}, Pt{at.X + 0.4*s, at.Y}, 0.16*s, colRegion[rr]) }, "border of "+r.String())
	}
	item(func(at Pt) { p.dashed(Pt{at.X - 0.4*s, at.Y}, Pt{at.X + 0.4*s, at.Y}, 0.1*s, 0.22*s, 0.12*s, colFront) }, "front boundary")
	item(func(at Pt) {
		p.dashed(Pt{at.X - 0.4*s, at.Y}, Pt{at.X + 0.4*s, at.Y}, 0.13*s, 0.35*s, 0.15*s, colOccupied)
	}, "occupation line, August 1918")
	item(func(at Pt) { p.dashed(Pt{at.X - 0.4*s, at.Y}, Pt{at.X + 0.4*s, at.Y}, 0.06*s, 0.12*s, 0.1*s, colFree) }, "Free Territory")
	item(func(at Pt) {
		p.fill([]Pt{{at.X, at.Y - 0.2*s}, {at.X + 0.2*s, at.Y + 0.14*s}, {at.X - 0.2*s, at.Y + 0.14*s}}, rgb(0xf0c800))
	}, "Krug")
}

// rectangle is a name's box, for keeping names apart.
type rectangle struct{ x0, y0, x1, y1 float64 }

// overlap is the area r shares with the others.
func (r rectangle) overlap(others []rectangle) float64 {
	a := 0.0
	for _, o := range others {
		w := math.Min(r.x1, o.x1) - math.Max(r.x0, o.x0)
		h := math.Min(r.y1, o.y1) - math.Max(r.y0, o.y0)
		if w > 0 && h > 0 {
			a += w * h
		}
	}
	return a
}
