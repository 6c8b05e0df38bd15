package main

import (
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"math"
	"os"
	"strconv"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"

	"tachanka/game/rcw"
)

const pscale = 0.5 // preview pixels per world unit

func hexColour(s string) color.RGBA {
	v, _ := strconv.ParseUint(s[1:], 16, 32)
	return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 255}
}

type canvas struct{ img *image.RGBA }

func (c canvas) fill(rings [][]rcw.Point, col color.Color) {
	r := vector.NewRasterizer(c.img.Bounds().Dx(), c.img.Bounds().Dy())
	for _, ring := range rings {
		for k, p := range ring {
			x, y := float32(p[0]*pscale), float32(p[1]*pscale)
			if k == 0 {
				r.MoveTo(x, y)
			} else {
				r.LineTo(x, y)
			}
		}
		r.ClosePath()
	}
	r.Draw(c.img, c.img.Bounds(), image.NewUniform(col), image.Point{})
}

// line draws a segment width w pixels wide as a thin quadrilateral.
func (c canvas) line(a, b rcw.Point, w float64, col color.Color) {
	ax, ay, bx, by := a[0]*pscale, a[1]*pscale, b[0]*pscale, b[1]*pscale
	l := math.Hypot(bx-ax, by-ay)
	if l == 0 {
		return
	}
	nx, ny := -(by-ay)/l*w/2, (bx-ax)/l*w/2
	q := []rcw.Point{{ax + nx, ay + ny}, {bx + nx, by + ny}, {bx - nx, by - ny}, {ax - nx, ay - ny}}
	for k := range q {
		q[k][0] /= pscale
		q[k][1] /= pscale
	}
	c.fill([][]rcw.Point{q}, col)
}

func (c canvas) outline(ring []rcw.Point, w float64, col color.Color) {
	for k := range ring {
		c.line(ring[k], ring[(k+1)%len(ring)], w, col)
	}
}

func (c canvas) text(face font.Face, s string, at rcw.Point, col color.Color, halo bool) {
	d := &font.Drawer{Dst: c.img, Face: face}
	wdt := d.MeasureString(s).Round()
	x, y := int(at[0]*pscale)-wdt/2, int(at[1]*pscale)+face.Metrics().Ascent.Round()/2
	if halo {
		d.Src = image.NewUniform(color.RGBA{250, 247, 236, 255})
		for _, o := range [][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			d.Dot = fixed.P(x+o[0], y+o[1])
			d.DrawString(s)
		}
	}
	d.Src = image.NewUniform(col)
	d.Dot = fixed.P(x, y)
	d.DrawString(s)
}

func loadFace(ttf []byte, size float64) font.Face {
	f, err := opentype.Parse(ttf)
	if err != nil {
		panic(err) // the embedded Go fonts always parse
	}
	face, err := opentype.NewFace(f, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingFull})
	if err != nil {
		panic(err)
	}
	return face
}

// drawPreview draws the map: sea, land, provinces in their region tints,
// lakes, borders, rail connections between label points, the Kerch link,
// ports, codes and names.
func drawPreview(m *rcw.Map, path string) error {
	img := image.NewRGBA(image.Rect(0, 0, int(m.Width*pscale), int(m.Height*pscale)))
	c := canvas{img}
	sea := color.RGBA{0x9c, 0xc3, 0xdc, 255}
	draw.Draw(img, img.Bounds(), image.NewUniform(sea), image.Point{}, draw.Src)
	c.fill(m.Land, color.RGBA{0xee, 0xe8, 0xd6, 255})
	c.fill([][]rcw.Point{m.OffMap}, color.RGBA{0xdc, 0xd6, 0xc4, 255})
	for _, s := range m.Seas {
		if len(s.Polygon) > 0 {
			c.fill([][]rcw.Point{s.Polygon}, sea)
		}
	}
	for _, p := range m.Provinces {
		c.fill(p.Polygons, hexColour(m.Region(p.Region).Colour))
	}
	for _, l := range m.Lakes {
		c.fill([][]rcw.Point{l.Polygon}, sea)
	}
	border := color.RGBA{0x5a, 0x4a, 0x3a, 255}
	for _, p := range m.Provinces {
		for _, r := range p.Polygons {
			c.outline(r, 1.0, border)
		}
	}
	for _, f := range m.Frames {
		c.outline(f, 2, color.RGBA{0x30, 0x30, 0x30, 255})
	}
	rail := color.RGBA{0x20, 0x20, 0x20, 255}
	for _, p := range m.Provinces {
		for _, q := range p.Rail {
			if p.Code < q {
				c.line(p.Label, m.Province(q).Label, 1.6, rail)
			}
		}
	}
	// The Kerch link, dashed.
	k := m.Kerch.Path
	for t := 0.0; t < 1; t += 0.25 {
		a := rcw.Point{k[0][0] + (k[1][0]-k[0][0])*t, k[0][1] + (k[1][1]-k[0][1])*t}
		b := rcw.Point{k[0][0] + (k[1][0]-k[0][0])*(t+0.14), k[0][1] + (k[1][1]-k[0][1])*(t+0.14)}
		c.line(a, b, 2.5, color.RGBA{0xb0, 0x10, 0x10, 255})
	}
	small := loadFace(goregular.TTF, 9)
	tiny := loadFace(goregular.TTF, 7)
	bold := loadFace(gobold.TTF, 12)
	seaFace := loadFace(goregular.TTF, 13)
	for _, p := range m.Provinces {
		for _, ct := range p.Cities {
			x, y := int(ct.At[0]*pscale), int(ct.At[1]*pscale)
			draw.Draw(img, image.Rect(x-1, y-1, x+2, y+2), image.NewUniform(color.Black), image.Point{}, draw.Src)
			if p.Schematic { // the strip's towns are its geography
				c.text(tiny, ct.Name, rcw.Point{ct.At[0], ct.At[1] + 14}, color.RGBA{0x30, 0x30, 0x30, 255}, false)
			}
		}
	}
	ink := color.RGBA{0x10, 0x10, 0x10, 255}
	for _, p := range m.Provinces {
		x, y := int(p.Label[0]*pscale), int(p.Label[1]*pscale)
		draw.Draw(img, image.Rect(x-3, y-3, x+4, y+4), image.NewUniform(color.RGBA{0xb2, 0x22, 0x22, 255}), image.Point{}, draw.Src)
		c.text(bold, p.Code, rcw.Point{p.Label[0], p.Label[1] - 22}, ink, true)
		c.text(small, p.Name, rcw.Point{p.Label[0], p.Label[1] + 20}, color.RGBA{0x40, 0x30, 0x30, 255}, true)
		if p.Port {
			// An anchor: shank, stock and arms.
			a := rcw.Point{p.Label[0] + 40, p.Label[1] - 24}
			navy := color.RGBA{0x10, 0x30, 0x90, 255}
			c.line(rcw.Point{a[0], a[1] - 9}, rcw.Point{a[0], a[1] + 9}, 2, navy)
			c.line(rcw.Point{a[0] - 5, a[1] - 5}, rcw.Point{a[0] + 5, a[1] - 5}, 2, navy)
			c.line(rcw.Point{a[0] - 8, a[1] + 3}, rcw.Point{a[0], a[1] + 9}, 2, navy)
			c.line(rcw.Point{a[0] + 8, a[1] + 3}, rcw.Point{a[0], a[1] + 9}, 2, navy)
		}
	}
	for _, s := range m.Seas {
		c.text(seaFace, s.Name, s.Label, color.RGBA{0x1f, 0x3a, 0x6a, 255}, false)
	}
	c.text(small, m.Kerch.Label, rcw.Point{m.Kerch.Path[1][0] + 60, m.Kerch.Path[1][1] + 20}, color.RGBA{0xb0, 0x10, 0x10, 255}, true)
	title := loadFace(gobold.TTF, 18)
	c.text(title, "Russian Civil War 1918-1922: the province map (Siberia schematic)", rcw.Point{2600, 60}, ink, false)
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
