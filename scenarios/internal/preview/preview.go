// Package preview holds the drawing the PNG previews of the area-map
// generators (scenarios/rcw/mapgen and scenarios/redrussia/mapgen) have in
// common: colours, filled rings, strokes, centred text with a halo, the Go
// fonts and the writing of the file. Each preview's picture (what is
// drawn, in which colours) stays in its command. The canvas is generic in
// the map's point type, [2]float64 in world units for both maps.
package preview

import (
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"math"
	"os"
	"strconv"

	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"
)

// HexColour reads a "#rrggbb" colour of a map file.
func HexColour(s string) color.RGBA {
	v, _ := strconv.ParseUint(s[1:], 16, 32)
	return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 255}
}

// The pixel offsets a text's halo is drawn at: the four neighbours, or all
// eight.
var (
	Halo4 = [][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}}
	Halo8 = [][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}, {-1, -1}, {1, 1}, {-1, 1}, {1, -1}}
)

// haloColour is the paper colour of the halos.
var haloColour = color.RGBA{250, 247, 236, 255}

// Canvas draws points P (world units) on Img at Scale pixels per unit.
type Canvas[P ~[2]float64] struct {
	Img   *image.RGBA
	Scale float64
	// Halo is where a text's halo is drawn (Halo4 or Halo8).
	Halo [][2]int
	// Inset, when positive, keeps text that many pixels inside the left
	// and right edges.
	Inset int
}

// Fill fills the rings (non-zero winding) in col.
func (c Canvas[P]) Fill(rings [][]P, col color.Color) {
	r := vector.NewRasterizer(c.Img.Bounds().Dx(), c.Img.Bounds().Dy())
	for _, ring := range rings {
		for k, p := range ring {
			x, y := float32(p[0]*c.Scale), float32(p[1]*c.Scale)
			if k == 0 {
				r.MoveTo(x, y)
			} else {
				r.LineTo(x, y)
			}
		}
		r.ClosePath()
	}
	r.Draw(c.Img, c.Img.Bounds(), image.NewUniform(col), image.Point{})
}

// Stroke draws a segment w pixels wide as a thin quadrilateral of its own
// (a board-sized rasterizer each: for a few strokes; a Pen draws many).
func (c Canvas[P]) Stroke(a, b P, w float64, col color.Color) {
	ax, ay, bx, by := a[0]*c.Scale, a[1]*c.Scale, b[0]*c.Scale, b[1]*c.Scale
	l := math.Hypot(bx-ax, by-ay)
	if l == 0 {
		return
	}
	nx, ny := -(by-ay)/l*w/2, (bx-ax)/l*w/2
	q := []P{{ax + nx, ay + ny}, {bx + nx, by + ny}, {bx - nx, by - ny}, {ax - nx, ay - ny}}
	for k := range q {
		q[k][0] /= c.Scale
		q[k][1] /= c.Scale
	}
	c.Fill([][]P{q}, col)
}

// Outline strokes each side of a ring.
func (c Canvas[P]) Outline(ring []P, w float64, col color.Color) {
	for k := range ring {
		c.Stroke(ring[k], ring[(k+1)%len(ring)], w, col)
	}
}

// Rect fills the pixel rectangle [x0, x1) x [y0, y1).
func (c Canvas[P]) Rect(x0, y0, x1, y1 int, col color.Color) {
	draw.Draw(c.Img, image.Rect(x0, y0, x1, y1), image.NewUniform(col), image.Point{}, draw.Over)
}

// Text centres s on at; a halo keeps it readable over borders and lines.
func (c Canvas[P]) Text(face font.Face, s string, at P, col color.Color, halo bool) {
	d := &font.Drawer{Dst: c.Img, Face: face}
	wdt := d.MeasureString(s).Round()
	x, y := int(at[0]*c.Scale)-wdt/2, int(at[1]*c.Scale)+face.Metrics().Ascent.Round()/2
	if c.Inset > 0 {
		x = max(c.Inset, min(x, c.Img.Bounds().Dx()-wdt-c.Inset))
	}
	if halo {
		d.Src = image.NewUniform(haloColour)
		for _, o := range c.Halo {
			d.Dot = fixed.P(x+o[0], y+o[1])
			d.DrawString(s)
		}
	}
	d.Src = image.NewUniform(col)
	d.Dot = fixed.P(x, y)
	d.DrawString(s)
}

// Save writes the picture to path as a PNG.
func (c Canvas[P]) Save(path string) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, c.Img); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// Pen gathers strokes to draw them in one pass (a rasterizer per segment
// would cost a board-sized buffer each).
type Pen[P ~[2]float64] struct {
	c Canvas[P]
	r *vector.Rasterizer
}

// Pen is a new pen on the canvas.
func (c Canvas[P]) Pen() *Pen[P] {
	return &Pen[P]{c, vector.NewRasterizer(c.Img.Bounds().Dx(), c.Img.Bounds().Dy())}
}

// Line adds a segment w pixels wide, always wound the same way so that
// strokes drawn twice (a border seen from both its sides) add up instead
// of cancelling.
func (p *Pen[P]) Line(a, b P, w float64) {
	s := p.c.Scale
	ax, ay, bx, by := a[0]*s, a[1]*s, b[0]*s, b[1]*s
	l := math.Hypot(bx-ax, by-ay)
	if l == 0 {
		return
	}
	nx, ny := -(by-ay)/l*w/2, (bx-ax)/l*w/2
	q := [4][2]float64{{ax + nx, ay + ny}, {bx + nx, by + ny}, {bx - nx, by - ny}, {ax - nx, ay - ny}}
	if (q[1][0]-q[0][0])*(q[2][1]-q[0][1])-(q[1][1]-q[0][1])*(q[2][0]-q[0][0]) < 0 {
		q[1], q[3] = q[3], q[1]
	}
	p.r.MoveTo(float32(q[0][0]), float32(q[0][1]))
	for _, v := range q[1:] {
		p.r.LineTo(float32(v[0]), float32(v[1]))
	}
	p.r.ClosePath()
}

// Dashed adds a segment as dashes of on world units with gaps of off.
func (p *Pen[P]) Dashed(a, b P, on, off, w float64) {
	l := math.Hypot(b[0]-a[0], b[1]-a[1])
	for t := 0.0; t < l; t += on + off {
		e := min(t+on, l)
		p.Line(Lerp(a, b, t/l), Lerp(a, b, e/l), w)
	}
}

// Outline adds each side of a ring.
func (p *Pen[P]) Outline(ring []P, w float64) {
	for k := range ring {
		p.Line(ring[k], ring[(k+1)%len(ring)], w)
	}
}

// Draw draws the strokes gathered in col.
func (p *Pen[P]) Draw(col color.Color) {
	p.r.Draw(p.c.Img, p.c.Img.Bounds(), image.NewUniform(col), image.Point{})
}

// Lerp is the point a fraction t of the way from a to b.
func Lerp[P ~[2]float64](a, b P, t float64) P {
	return P{a[0] + (b[0]-a[0])*t, a[1] + (b[1]-a[1])*t}
}

// LoadFace is a face of an embedded TrueType font (the Go fonts) at size
// points, 72 dpi.
func LoadFace(ttf []byte, size float64) font.Face {
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
