package main

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"

	"tachanka/scenarios/internal/preview"
)

// painter draws anti-aliased shapes and text on an RGBA image: the few
// primitives the preview needs, on golang.org/x/image's rasterizer.
type painter struct {
	dst *image.RGBA
	z   *vector.Rasterizer
}

func newPainter(w, h int, bg color.Color) *painter {
	dst := image.NewRGBA(image.Rect(0, 0, w, h))
	draw.Draw(dst, dst.Bounds(), image.NewUniform(bg), image.Point{}, draw.Src)
	return &painter{dst: dst, z: vector.NewRasterizer(1, 1)}
}

// fill paints the polygon pts (pixel coordinates).
func (p *painter) fill(pts []Pt, c color.Color) {
	if len(pts) < 3 {
		return
	}
	x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, q := range pts {
		x0, y0 = math.Min(x0, q.X), math.Min(y0, q.Y)
		x1, y1 = math.Max(x1, q.X), math.Max(y1, q.Y)
	}
	r := image.Rect(int(math.Floor(x0)), int(math.Floor(y0)), int(math.Ceil(x1))+1, int(math.Ceil(y1))+1)
	clip := r.Intersect(p.dst.Bounds())
	if clip.Empty() {
		return
	}
	p.z.Reset(r.Dx(), r.Dy())
	p.z.MoveTo(float32(pts[0].X)-float32(r.Min.X), float32(pts[0].Y)-float32(r.Min.Y))
	for _, q := range pts[1:] {
		p.z.LineTo(float32(q.X)-float32(r.Min.X), float32(q.Y)-float32(r.Min.Y))
	}
	p.z.ClosePath()
	// The rasterizer writes a mask of r without clipping; image/draw then
	// clips it to the image.
	mask := image.NewAlpha(r)
	p.z.Draw(mask, r, image.Opaque, image.Point{})
	draw.DrawMask(p.dst, clip, image.NewUniform(c), image.Point{}, mask, clip.Min, draw.Over)
}

// fillEvenOdd paints the region inside an odd number of the rings (pixel
// coordinates), within the rectangle within: a rectangle less the land,
// with holes in the holes.
func (p *painter) fillEvenOdd(rings [][]Pt, within image.Rectangle, c color.Color) {
	bd := p.dst.Bounds()
	// The coverage of each ring, combined by a soft exclusive or, which
	// keeps the anti-aliased edges.
	cov := make([]float32, bd.Dx()*bd.Dy())
	for _, pts := range rings {
		if len(pts) < 3 {
			continue
		}
		x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
		for _, q := range pts {
			x0, y0 = math.Min(x0, q.X), math.Min(y0, q.Y)
			x1, y1 = math.Max(x1, q.X), math.Max(y1, q.Y)
		}
		r := image.Rect(int(math.Floor(x0)), int(math.Floor(y0)), int(math.Ceil(x1))+1, int(math.Ceil(y1))+1)
		clip := r.Intersect(bd)
		if clip.Empty() {
			continue
		}
		p.z.Reset(r.Dx(), r.Dy())
		p.z.MoveTo(float32(pts[0].X)-float32(r.Min.X), float32(pts[0].Y)-float32(r.Min.Y))
		for _, q := range pts[1:] {
			p.z.LineTo(float32(q.X)-float32(r.Min.X), float32(q.Y)-float32(r.Min.Y))
		}
		p.z.ClosePath()
		mask := image.NewAlpha(r)
		p.z.Draw(mask, r, image.Opaque, image.Point{})
		for y := clip.Min.Y; y < clip.Max.Y; y++ {
			for x := clip.Min.X; x < clip.Max.X; x++ {
				m := float32(mask.AlphaAt(x, y).A) / 255
				if m == 0 {
					continue
				}
				i := (y-bd.Min.Y)*bd.Dx() + x - bd.Min.X
				cov[i] = cov[i] + m - 2*cov[i]*m
			}
		}
	}
	out := image.NewAlpha(bd)
	for i, a := range cov {
		out.Pix[i] = uint8(math.Round(float64(a) * 255))
	}
	clip := within.Intersect(bd)
	draw.DrawMask(p.dst, clip, image.NewUniform(c), image.Point{}, out, clip.Min, draw.Over)
}

// line paints a segment of width w with round ends.
func (p *painter) line(a, b Pt, w float64, c color.Color) {
	d := b.sub(a)
	l := math.Hypot(d.X, d.Y)
	if l == 0 {
		p.disc(a, w/2, c)
		return
	}
	n := Pt{-d.Y / l * w / 2, d.X / l * w / 2}
	p.fill([]Pt{a.add(n), b.add(n), b.sub(n), a.sub(n)}, c)
	if w >= 2 {
		p.disc(a, w/2, c)
		p.disc(b, w/2, c)
	}
}

// polyline paints connected segments.
func (p *painter) polyline(pts []Pt, w float64, c color.Color) {
	for k := 1; k < len(pts); k++ {
		p.line(pts[k-1], pts[k], w, c)
	}
}

// dashed paints a segment as dashes of length on, gaps off.
func (p *painter) dashed(a, b Pt, w, on, off float64, c color.Color) {
	d := b.sub(a)
	l := math.Hypot(d.X, d.Y)
	for s := 0.0; s < l; s += on + off {
		e := math.Min(s+on, l)
		p.line(a.lerp(b, s/l), a.lerp(b, e/l), w, c)
	}
}

func (p *painter) disc(at Pt, r float64, c color.Color) {
	const n = 20
	pts := make([]Pt, n)
	for i := range pts {
		a := 2 * math.Pi * float64(i) / n
		pts[i] = Pt{at.X + r*math.Cos(a), at.Y + r*math.Sin(a)}
	}
	p.fill(pts, c)
}

func (p *painter) ring(at Pt, r, w float64, c color.Color) {
	const n = 24
	for i := 0; i < n; i++ {
		a, b := 2*math.Pi*float64(i)/n, 2*math.Pi*float64(i+1)/n
		p.line(Pt{at.X + r*math.Cos(a), at.Y + r*math.Sin(a)}, Pt{at.X + r*math.Cos(b), at.Y + r*math.Sin(b)}, w, c)
	}
}

// faces caches the Go fonts at the sizes the preview uses.
type faces struct {
	regular, bold map[float64]font.Face
}

func newFaces() *faces {
	return &faces{regular: map[float64]font.Face{}, bold: map[float64]font.Face{}}
}

func (f *faces) get(size float64, bold bool) font.Face {
	set, ttf := f.regular, goregular.TTF
	if bold {
		set, ttf = f.bold, gobold.TTF
	}
	if face, ok := set[size]; ok {
		return face
	}
	face := preview.LoadFace(ttf, size)
	set[size] = face
	return face
}

// text paints s with its left baseline at at, over a halo of colour halo
// (nil for none) so names stay readable over lines.
func (p *painter) text(s string, at Pt, face font.Face, c, halo color.Color) {
	d := font.Drawer{Dst: p.dst, Face: face}
	if halo != nil {
		d.Src = image.NewUniform(halo)
		for _, o := range [][2]float64{{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1}} {
			d.Dot = fixed.P(int(math.Round(at.X+o[0])), int(math.Round(at.Y+o[1])))
			d.DrawString(s)
		}
	}
	d.Src = image.NewUniform(c)
	d.Dot = fixed.P(int(math.Round(at.X)), int(math.Round(at.Y)))
	d.DrawString(s)
}

// textWidth is the advance of s in pixels.
func textWidth(s string, face font.Face) float64 {
	return float64(font.MeasureString(face, s)) / 64
}

func rgb(hexcode uint32) color.RGBA {
	return color.RGBA{uint8(hexcode >> 16), uint8(hexcode >> 8), uint8(hexcode), 255}
}

func rgba(hexcode uint32, a uint8) color.NRGBA {
	return color.NRGBA{uint8(hexcode >> 16), uint8(hexcode >> 8), uint8(hexcode), a}
}
