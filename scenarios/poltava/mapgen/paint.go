package main

import (
	"fmt"
	"image"
	"image/color"
	"math"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goitalic"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"

	"tachanka/scenarios/internal/preview"
)

// The drawing primitives of the preview: anti-aliased polygons, strokes and
// text on an RGBA image, with golang.org/x/image's rasterizer and the Go fonts.

type pt struct{ X, Y float64 }

type canvas struct {
	img   *image.RGBA
	faces map[string]font.Face
}

func newCanvas(w, h int, bg color.Color) *canvas {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for i := 0; i < len(img.Pix); i += 4 {
		r, g, b, a := bg.RGBA()
		img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3] = uint8(r>>8), uint8(g>>8), uint8(b>>8), uint8(a>>8)
	}
	return &canvas{img: img, faces: map[string]font.Face{}}
}

// fill paints a closed polygon. Each shape gets a rasterizer the size of its
// bounding box, so thousands of small shapes stay cheap.
func (c *canvas) fill(pts []pt, col color.Color) {
	if len(pts) < 3 {
		return
	}
	minX, minY, maxX, maxY := pts[0].X, pts[0].Y, pts[0].X, pts[0].Y
	for _, p := range pts[1:] {
		minX, minY = math.Min(minX, p.X), math.Min(minY, p.Y)
		maxX, maxY = math.Max(maxX, p.X), math.Max(maxY, p.Y)
	}
	b := c.img.Bounds()
	r := image.Rect(int(math.Floor(minX)), int(math.Floor(minY)), int(math.Ceil(maxX))+1, int(math.Ceil(maxY))+1).Intersect(b)
	if r.Empty() {
		return
	}
	z := vector.NewRasterizer(r.Dx(), r.Dy())
	ox, oy := float64(r.Min.X), float64(r.Min.Y)
	clampX := func(v float64) float32 { return float32(math.Max(0, math.Min(float64(r.Dx()), v-ox))) }
	clampY := func(v float64) float32 { return float32(math.Max(0, math.Min(float64(r.Dy()), v-oy))) }
	z.MoveTo(clampX(pts[0].X), clampY(pts[0].Y))
	for _, p := range pts[1:] {
		z.LineTo(clampX(p.X), clampY(p.Y))
	}
	z.ClosePath()
	z.Draw(c.img, r, image.NewUniform(col), image.Point{})
}

// line strokes a segment of width w with round ends.
func (c *canvas) line(a, b pt, w float64, col color.Color) {
	dx, dy := b.X-a.X, b.Y-a.Y
	n := math.Hypot(dx, dy)
	if n == 0 {
		c.disc(a, w/2, col)
		return
	}
	nx, ny := -dy/n*w/2, dx/n*w/2
	// A capsule: two half circles joined by the sides, one polygon so that a
	// translucent colour is painted once.
	var poly []pt
	ang := math.Atan2(ny, nx)
	const k = 8
	// ang points along the normal, ang-π/2 forward from a to b: the cap at b
	// turns through forward, the cap at a through backward.
	for i := 0; i <= k; i++ {
		t := ang - math.Pi + math.Pi*float64(i)/k
		poly = append(poly, pt{b.X + w/2*math.Cos(t), b.Y + w/2*math.Sin(t)})
	}
	for i := 0; i <= k; i++ {
		t := ang + math.Pi*float64(i)/k
		poly = append(poly, pt{a.X + w/2*math.Cos(t), a.Y + w/2*math.Sin(t)})
	}
	c.fill(poly, col)
}

// polyline strokes connected segments with round joins.
func (c *canvas) polyline(pts []pt, w float64, col color.Color) {
	for i := 1; i < len(pts); i++ {
		c.line(pts[i-1], pts[i], w, col)
	}
}

// disc fills a circle.
func (c *canvas) disc(p pt, r float64, col color.Color) {
	c.fill(circle(p, r, 20), col)
}

// ring strokes a circle.
func (c *canvas) ring(p pt, r, w float64, col color.Color) {
	outer := circle(p, r+w/2, 24)
	inner := circle(p, r-w/2, 24)
	// The outer circle one way, the inner the other, joined by a bridge
	// walked both ways: the rasterizer's winding leaves the hole.
	poly := append(outer, outer[0], inner[0])
	for i := len(inner) - 1; i >= 0; i-- {
		poly = append(poly, inner[i])
	}
	c.fill(poly, col)
}

func circle(p pt, r float64, n int) []pt {
	out := make([]pt, n)
	for i := range out {
		a := 2 * math.Pi * float64(i) / float64(n)
		out[i] = pt{p.X + r*math.Cos(a), p.Y + r*math.Sin(a)}
	}
	return out
}

// rect fills an axis-aligned rectangle.
func (c *canvas) rect(x0, y0, x1, y1 float64, col color.Color) {
	c.fill([]pt{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}, col)
}

// frame strokes an axis-aligned rectangle.
func (c *canvas) frame(x0, y0, x1, y1, w float64, col color.Color) {
	c.rect(x0, y0, x1, y0+w, col)
	c.rect(x0, y1-w, x1, y1, col)
	c.rect(x0, y0+w, x0+w, y1-w, col)
	c.rect(x1-w, y0+w, x1, y1-w, col)
}

// face returns a Go font face: style "regular", "bold" or "italic".
func (c *canvas) face(style string, size float64) font.Face {
	key := fmt.Sprintf("%s:%.2f", style, size)
	if f, ok := c.faces[key]; ok {
		return f
	}
	src := goregular.TTF
	switch style {
	case "bold":
		src = gobold.TTF
	case "italic":
		src = goitalic.TTF
	}
	f := preview.LoadFace(src, size)
	c.faces[key] = f
	return f
}

// textWidth measures s in face f.
func textWidth(f font.Face, s string) float64 {
	return float64(font.MeasureString(f, s)) / 64
}

// text draws s with its baseline's left end at (x, y).
func (c *canvas) text(f font.Face, s string, x, y float64, col color.Color) {
	d := font.Drawer{Dst: c.img, Src: image.NewUniform(col), Face: f,
		Dot: fixed.Point26_6{X: fixed.Int26_6(x * 64), Y: fixed.Int26_6(y * 64)}}
	d.DrawString(s)
}

// label draws s centred on (x, y) (the middle of its x-height) over a halo,
// so that it reads on any ground.
func (c *canvas) label(f font.Face, s string, x, y float64, col, halo color.Color) {
	w := textWidth(f, s)
	m := f.Metrics()
	asc := float64(m.CapHeight) / 64
	bx, by := x-w/2, y+asc/2
	if halo != nil {
		for _, o := range [][2]float64{{-1.5, 0}, {1.5, 0}, {0, -1.5}, {0, 1.5}, {-1, -1}, {1, 1}, {-1, 1}, {1, -1}} {
			c.text(f, s, bx+o[0], by+o[1], halo)
		}
	}
	c.text(f, s, bx, by, col)
}

func rgb(v uint32) color.RGBA {
	return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff}
}

// rgba is a translucent colour (premultiplied, as image/color wants).
func rgba(v uint32, a uint8) color.RGBA {
	return color.RGBA{uint8(uint32(uint8(v>>16)) * uint32(a) / 255), uint8(uint32(uint8(v>>8)) * uint32(a) / 255),
		uint8(uint32(uint8(v)) * uint32(a) / 255), a}
}
