package main

import (
	"image"
	"image/color"
	"image/draw"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"

	"tachanka/game/rcw"
	"tachanka/scenarios/internal/preview"
)

const pscale = 0.5 // preview pixels per world unit

// drawPreview draws the map: sea, land, provinces in their region tints,
// lakes, borders, rail connections between label points, the Kerch link,
// ports, codes and names.
func drawPreview(m *rcw.Map, path string) error {
	img := image.NewRGBA(image.Rect(0, 0, int(m.Width*pscale), int(m.Height*pscale)))
	c := preview.Canvas[rcw.Point]{Img: img, Scale: pscale, Halo: preview.Halo4}
	sea := color.RGBA{0x9c, 0xc3, 0xdc, 255}
	draw.Draw(img, img.Bounds(), image.NewUniform(sea), image.Point{}, draw.Src)
	c.Fill(m.Land, color.RGBA{0xee, 0xe8, 0xd6, 255})
	c.Fill([][]rcw.Point{m.OffMap}, color.RGBA{0xdc, 0xd6, 0xc4, 255})
	for _, s := range m.Seas {
		if len(s.Polygon) > 0 {
			c.Fill([][]rcw.Point{s.Polygon}, sea)
		}
	}
	for _, p := range m.Provinces {
		c.Fill(p.Polygons, preview.HexColour(m.Region(p.Region).Colour))
	}
	for _, l := range m.Lakes {
		c.Fill([][]rcw.Point{l.Polygon}, sea)
	}
	border := color.RGBA{0x5a, 0x4a, 0x3a, 255}
	for _, p := range m.Provinces {
		for _, r := range p.Polygons {
			c.Outline(r, 1.0, border)
		}
	}
	for _, f := range m.Frames {
		c.Outline(f, 2, color.RGBA{0x30, 0x30, 0x30, 255})
	}
	rail := color.RGBA{0x20, 0x20, 0x20, 255}
	for _, p := range m.Provinces {
		for _, q := range p.Rail {
			if p.Code < q {
				c.Stroke(p.Label, m.Province(q).Label, 1.6, rail)
			}
		}
	}
	// The Kerch link, dashed.
	k := m.Kerch.Path
	for t := 0.0; t < 1; t += 0.25 {
		a := rcw.Point{k[0][0] + (k[1][0]-k[0][0])*t, k[0][1] + (k[1][1]-k[0][1])*t}
		b := rcw.Point{k[0][0] + (k[1][0]-k[0][0])*(t+0.14), k[0][1] + (k[1][1]-k[0][1])*(t+0.14)}
		c.Stroke(a, b, 2.5, color.RGBA{0xb0, 0x10, 0x10, 255})
	}
	small := preview.LoadFace(goregular.TTF, 9)
	tiny := preview.LoadFace(goregular.TTF, 7)
	bold := preview.LoadFace(gobold.TTF, 12)
	seaFace := preview.LoadFace(goregular.TTF, 13)
	for _, p := range m.Provinces {
		for _, ct := range p.Cities {
			x, y := int(ct.At[0]*pscale), int(ct.At[1]*pscale)
			draw.Draw(img, image.Rect(x-1, y-1, x+2, y+2), image.NewUniform(color.Black), image.Point{}, draw.Src)
			if p.Schematic { // the strip's towns are its geography
				c.Text(tiny, ct.Name, rcw.Point{ct.At[0], ct.At[1] + 14}, color.RGBA{0x30, 0x30, 0x30, 255}, false)
			}
		}
	}
	ink := color.RGBA{0x10, 0x10, 0x10, 255}
	for _, p := range m.Provinces {
		x, y := int(p.Label[0]*pscale), int(p.Label[1]*pscale)
		draw.Draw(img, image.Rect(x-3, y-3, x+4, y+4), image.NewUniform(color.RGBA{0xb2, 0x22, 0x22, 255}), image.Point{}, draw.Src)
		c.Text(bold, p.Code, rcw.Point{p.Label[0], p.Label[1] - 22}, ink, true)
		c.Text(small, p.Name, rcw.Point{p.Label[0], p.Label[1] + 20}, color.RGBA{0x40, 0x30, 0x30, 255}, true)
		if p.Port {
			// An anchor: shank, stock and arms.
			a := rcw.Point{p.Label[0] + 40, p.Label[1] - 24}
			navy := color.RGBA{0x10, 0x30, 0x90, 255}
			c.Stroke(rcw.Point{a[0], a[1] - 9}, rcw.Point{a[0], a[1] + 9}, 2, navy)
			c.Stroke(rcw.Point{a[0] - 5, a[1] - 5}, rcw.Point{a[0] + 5, a[1] - 5}, 2, navy)
			c.Stroke(rcw.Point{a[0] - 8, a[1] + 3}, rcw.Point{a[0], a[1] + 9}, 2, navy)
			c.Stroke(rcw.Point{a[0] + 8, a[1] + 3}, rcw.Point{a[0], a[1] + 9}, 2, navy)
		}
	}
	for _, s := range m.Seas {
		c.Text(seaFace, s.Name, s.Label, color.RGBA{0x1f, 0x3a, 0x6a, 255}, false)
	}
	c.Text(small, m.Kerch.Label, rcw.Point{m.Kerch.Path[1][0] + 60, m.Kerch.Path[1][1] + 20}, color.RGBA{0xb0, 0x10, 0x10, 255}, true)
	title := preview.LoadFace(gobold.TTF, 18)
	c.Text(title, "Russian Civil War 1918-1922: the province map (Siberia schematic)", rcw.Point{2600, 60}, ink, false)
	return c.Save(path)
}
