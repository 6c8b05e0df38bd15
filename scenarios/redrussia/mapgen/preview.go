package main

import (
	"image"
	"image/color"
	"image/draw"
	"math"
	"os"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goitalic"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"

	rr "tachanka/game/redrussia"
	"tachanka/scenarios/internal/preview"
)

const pscale = 0.25 // preview pixels per world unit

// The factions' colours (DATA.md b.1's suggestion): the small square beside
// a code is who controls the area at the start.
var factionColour = map[string]color.RGBA{
	"red": {0xc0, 0x10, 0x10, 255}, "siberian": {0x1f, 0x8a, 0x3a, 255}, "south": {0x1f, 0x3f, 0xb0, 255},
	"northasian": {0x5a, 0xb4, 0xe6, 255}, "finland": {0xf4, 0xf4, 0xf4, 255},
}

// drawPreview draws the map: sea, land, areas in their territory tints
// (iron-cross areas hatched), lakes, borders (territory borders heavier),
// routes between label points by grade, ports, sea zones, the Caspian, the
// holding boxes, codes and names.
func drawPreview(m *rr.Map, path string) error {
	img := image.NewRGBA(image.Rect(0, 0, int(m.Width*pscale), int(m.Height*pscale)))
	c := preview.Canvas[rr.MapPoint]{Img: img, Scale: pscale, Halo: preview.Halo8, Inset: 4}
	sea := color.RGBA{0xa8, 0xc8, 0xdc, 255}
	draw.Draw(img, img.Bounds(), image.NewUniform(sea), image.Point{}, draw.Src)
	c.Fill(m.Land, color.RGBA{0xe4, 0xe0, 0xd4, 255})
	for k, a := range m.Areas {
		col := preview.HexColour(m.TerritoryOf(a.Territory).Colour)
		if os.Getenv("RRDEBUG") != "" { // each area its own colour, to see the partition
			col = color.RGBA{uint8(k * 97), uint8(k * 57), uint8(k * 151), 255}
		}
		c.Fill(a.Polygons, col)
	}
	// Iron-cross areas: diagonal hatching clipped to the area.
	hatch := image.NewRGBA(img.Bounds())
	for y := 0; y < hatch.Bounds().Dy(); y++ {
		for x := 0; x < hatch.Bounds().Dx(); x++ {
			if (x+y)%9 == 0 {
				hatch.Set(x, y, color.RGBA{0x70, 0x70, 0x70, 255})
			}
		}
	}
	for _, a := range m.Areas {
		if !a.IronCross {
			continue
		}
		r := vector.NewRasterizer(img.Bounds().Dx(), img.Bounds().Dy())
		for _, ring := range a.Polygons {
			for k, p := range ring {
				if k == 0 {
					r.MoveTo(float32(p[0]*pscale), float32(p[1]*pscale))
				} else {
					r.LineTo(float32(p[0]*pscale), float32(p[1]*pscale))
				}
			}
			r.ClosePath()
		}
		mask := image.NewAlpha(img.Bounds())
		r.Draw(mask, mask.Bounds(), image.Opaque, image.Point{})
		draw.DrawMask(img, img.Bounds(), hatch, image.Point{}, mask, image.Point{}, draw.Over)
	}
	for _, l := range m.Lakes {
		c.Fill([][]rr.MapPoint{l.Polygon}, sea)
	}
	fp := c.Pen()
	fp.Outline(m.Frontier, 1.4)
	fp.Draw(color.RGBA{0x90, 0x70, 0x60, 255})
	bp := c.Pen()
	for _, a := range m.Areas {
		for _, r := range a.Polygons {
			bp.Outline(r, 0.8)
		}
	}
	bp.Draw(color.RGBA{0x6a, 0x5a, 0x4a, 255})
	// Territory borders: the edges two areas of different territories
	// share (the shared vertices make them equal).
	type edge struct{ a, b rr.MapPoint }
	owner := map[edge]rr.Territory{}
	for _, a := range m.Areas {
		for _, r := range a.Polygons {
			for k := range r {
				e := edge{r[k], r[(k+1)%len(r)]}
				owner[e] = a.Territory
			}
		}
	}
	// In area order, not map order, so that the picture is the same on
	// every run.
	tp := c.Pen()
	for _, a := range m.Areas {
		for _, r := range a.Polygons {
			for k := range r {
				e := edge{r[k], r[(k+1)%len(r)]}
				if u, ok := owner[edge{e.b, e.a}]; ok && u != a.Territory {
					tp.Line(e.a, e.b, 3)
				}
			}
		}
	}
	tp.Draw(color.RGBA{0x40, 0x20, 0x20, 255})
	// Routes between label points: easy solid, difficult dashed, very
	// difficult a red double line.
	ink := color.RGBA{0x20, 0x20, 0x20, 255}
	rp, vp := c.Pen(), c.Pen()
	for _, r := range m.Routes {
		a, b := m.Area(r.A).Label, m.Area(r.B).Label
		switch r.Grade {
		case rr.Easy:
			rp.Line(a, b, 1.6)
		case rr.Difficult:
			rp.Dashed(a, b, 28, 20, 1.6)
		case rr.VeryDifficult:
			l := math.Hypot(b[0]-a[0], b[1]-a[1])
			nx, ny := -(b[1]-a[1])/l*7, (b[0]-a[0])/l*7
			vp.Line(rr.MapPoint{a[0] + nx, a[1] + ny}, rr.MapPoint{b[0] + nx, b[1] + ny}, 1.5)
			vp.Line(rr.MapPoint{a[0] - nx, a[1] - ny}, rr.MapPoint{b[0] - nx, b[1] - ny}, 1.5)
		}
	}
	rp.Draw(ink)
	vp.Draw(color.RGBA{0xc0, 0x10, 0x10, 255})
	code := preview.LoadFace(gobold.TTF, 10)
	small := preview.LoadFace(goregular.TTF, 8)
	seaFace := preview.LoadFace(goitalic.TTF, 14)
	boxFace := preview.LoadFace(gobold.TTF, 9)
	country := preview.LoadFace(goregular.TTF, 13)
	navy := color.RGBA{0x10, 0x30, 0x90, 255}
	for _, l := range m.Labels {
		c.Text(country, l.Text, l.At, color.RGBA{0x80, 0x78, 0x68, 255}, false)
	}
	for _, a := range m.Areas {
		x, y := int(a.Town[0]*pscale), int(a.Town[1]*pscale)
		c.Rect(x-1, y-1, x+2, y+2, color.Black)
	}
	for _, a := range m.Areas {
		lx, ly := int(a.Label[0]*pscale), int(a.Label[1]*pscale)
		c.Rect(lx-2, ly-2, lx+3, ly+3, ink)
		c.Text(code, a.Code, rr.MapPoint{a.Label[0], a.Label[1] - 40}, ink, true)
		if col, ok := factionColour[a.Control]; ok {
			c.Rect(lx+13, ly-17, lx+19, ly-11, color.Black)
			c.Rect(lx+14, ly-16, lx+18, ly-12, col)
		}
		c.Text(small, a.Name, rr.MapPoint{a.Label[0], a.Label[1] + 38}, color.RGBA{0x40, 0x30, 0x30, 255}, true)
		if a.Port != "" {
			// An anchor at the town: shank, stock and arms.
			t := a.Town
			col := navy
			if a.Port == rr.CaspianPort {
				col = color.RGBA{0x10, 0x70, 0x80, 255}
			}
			t = rr.MapPoint{t[0] - 30, t[1] + 4}
			ap := c.Pen()
			ap.Line(rr.MapPoint{t[0], t[1] - 18}, rr.MapPoint{t[0], t[1] + 18}, 1.6)
			ap.Line(rr.MapPoint{t[0] - 10, t[1] - 10}, rr.MapPoint{t[0] + 10, t[1] - 10}, 1.6)
			ap.Line(rr.MapPoint{t[0] - 16, t[1] + 6}, rr.MapPoint{t[0], t[1] + 18}, 1.6)
			ap.Line(rr.MapPoint{t[0] + 16, t[1] + 6}, rr.MapPoint{t[0], t[1] + 18}, 1.6)
			ap.Draw(col)
		}
	}
	for _, s := range m.SeaZones {
		c.Text(seaFace, s.Name, s.Label, navy, false)
	}
	c.Text(seaFace, m.Caspian.Name, m.Caspian.Label, color.RGBA{0x10, 0x60, 0x70, 255}, false)
	for _, b := range m.Boxes {
		x0, y0 := int(b.Rect[0][0]*pscale), int(b.Rect[0][1]*pscale)
		x1, y1 := int(b.Rect[1][0]*pscale), int(b.Rect[1][1]*pscale)
		c.Rect(x0, y0, x1, y1, color.RGBA{0x30, 0x30, 0x50, 255})
		c.Rect(x0+2, y0+2, x1-2, y1-2, color.RGBA{0xf6, 0xf2, 0xe4, 255})
		mid := preview.Lerp(b.Rect[0], b.Rect[1], 0.5)
		c.Text(boxFace, b.Name, rr.MapPoint{mid[0], mid[1] - 28}, ink, false)
		to := "lands at any port"
		if b.LandsAt != "" {
			to = "lands at " + m.Area(b.LandsAt).Name
		}
		c.Text(small, to, rr.MapPoint{mid[0], mid[1] + 30}, ink, false)
	}
	legend(c, m)
	return c.Save(path)
}

// legend draws the title and the key in the top left corner.
func legend(c preview.Canvas[rr.MapPoint], m *rr.Map) {
	title := preview.LoadFace(gobold.TTF, 20)
	small := preview.LoadFace(goregular.TTF, 11)
	ink := color.RGBA{0x20, 0x20, 0x20, 255}
	x0, y0 := 60.0, m.Height-60-1100 // bottom left, over Turkey and the Mediterranean, clear of every area
	c.Rect(int(x0*pscale)-6, int(y0*pscale)-6, int((x0+2150)*pscale), int((y0+1100)*pscale), color.RGBA{0xf6, 0xf2, 0xe4, 255})
	c.Text(title, "Red Russia: the area map of summer 1918", rr.MapPoint{x0 + 1060, y0 + 50}, ink, false)
	row := y0 + 170
	for _, t := range m.Territories {
		col := preview.HexColour(t.Colour)
		c.Rect(int((x0+40)*pscale), int((row-30)*pscale), int((x0+140)*pscale), int((row+30)*pscale), col)
		left(c, small, t.Name, rr.MapPoint{x0 + 180, row}, ink)
		row += 90
	}
	row = y0 + 170
	x := x0 + 1050
	p := c.Pen()
	p.Line(rr.MapPoint{x, row}, rr.MapPoint{x + 140, row}, 1.6)
	p.Draw(ink)
	left(c, small, "easy route", rr.MapPoint{x + 180, row}, ink)
	row += 90
	p = c.Pen()
	p.Dashed(rr.MapPoint{x, row}, rr.MapPoint{x + 140, row}, 28, 20, 1.6)
	p.Draw(ink)
	left(c, small, "difficult route", rr.MapPoint{x + 180, row}, ink)
	row += 90
	red := color.RGBA{0xc0, 0x10, 0x10, 255}
	p = c.Pen()
	p.Line(rr.MapPoint{x, row - 7}, rr.MapPoint{x + 140, row - 7}, 1.5)
	p.Line(rr.MapPoint{x, row + 7}, rr.MapPoint{x + 140, row + 7}, 1.5)
	p.Draw(red)
	left(c, small, "very difficult route", rr.MapPoint{x + 180, row}, ink)
	row += 90
	p = c.Pen()
	p.Line(rr.MapPoint{x, row}, rr.MapPoint{x + 140, row}, 3)
	p.Draw(color.RGBA{0x40, 0x20, 0x20, 255})
	left(c, small, "territory border", rr.MapPoint{x + 180, row}, ink)
	row = y0 + 560
	left(c, small, "Hatched: iron-cross area (out of play turns 1-2).", rr.MapPoint{x0 + 40, row}, ink)
	row += 80
	left(c, small, "Square: control at start (red Red, green Siberian, blue South,", rr.MapPoint{x0 + 40, row}, ink)
	row += 70
	left(c, small, "light blue North/Asian, white Finland). Anchor: port (blue: sea zone,", rr.MapPoint{x0 + 40, row}, ink)
	row += 70
	left(c, small, "teal: Caspian, which is no sea zone). Blue italics: the four sea zones.", rr.MapPoint{x0 + 40, row}, ink)
	row += 80
	left(c, small, "East of 60°E longitude is compressed to 0.4 (see MAP.md).", rr.MapPoint{x0 + 40, row}, ink)
}

func left(c preview.Canvas[rr.MapPoint], face font.Face, s string, at rr.MapPoint, col color.Color) {
	d := &font.Drawer{Dst: c.Img, Face: face, Src: image.NewUniform(col)}
	d.Dot = fixed.P(int(at[0]*pscale), int(at[1]*pscale)+face.Metrics().Ascent.Round()/2)
	d.DrawString(s)
}
