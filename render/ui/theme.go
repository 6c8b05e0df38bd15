package ui

import (
	"bytes"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"tachanka/assets"
	"tachanka/render/mapview"
)

// Theme is how the client looks: the palette (normal or colour-blind safe),
// the fonts and the UI scale (HiDPI screens and small ones).
type Theme struct {
	Pal   assets.Palette
	Scale float64

	regular, medium, bold *text.GoTextFaceSource

	// images are painted once per theme (chits, dice), each under a key
	// of its painter's choosing.
	images map[any]*ebiten.Image
}

func newTheme(colorblind bool, scale float64) (*Theme, error) {
	normal, cb, err := assets.Palettes()
	if err != nil {
		return nil, err
	}
	t := &Theme{Pal: normal, Scale: scale}
	if colorblind {
		t.Pal = cb
	}
	for _, f := range []struct {
		dst **text.GoTextFaceSource
		ttf []byte
	}{{&t.regular, assets.FontRegular}, {&t.medium, assets.FontMedium}, {&t.bold, assets.FontBold}} {
		src, err := text.NewGoTextFaceSource(bytes.NewReader(f.ttf))
		if err != nil {
			return nil, err
		}
		*f.dst = src
	}
	return t, nil
}

// The marks of text fields and lists, in glyphs the Go fonts have (a
// glyph they lack draws as an empty box): the caret of a field being
// typed in, and the marker of a folder in the file picker.
const (
	Caret      = "|"
	FolderMark = "► "
)

// C returns a palette colour by name (magenta if missing, so gaps show).
func (t *Theme) C(name string) color.RGBA {
	if c, ok := t.Pal[name]; ok {
		return c
	}
	return color.RGBA{255, 0, 255, 255}
}

// Face returns a face of the given size in unscaled points.
func (t *Theme) Face(size float64, bold bool) *text.GoTextFace {
	src := t.regular
	if bold {
		src = t.bold
	}
	return &text.GoTextFace{Source: src, Size: size * t.Scale}
}

// FaceAt returns a face of an exact pixel size (for the map and counters,
// which scale with the camera, not the UI).
func (t *Theme) FaceAt(px float64, bold bool) *text.GoTextFace {
	src := t.medium
	if bold {
		src = t.bold
	}
	return &text.GoTextFace{Source: src, Size: px}
}

// S scales a UI length.
func (t *Theme) S(v float64) float64 { return v * t.Scale }

// Image returns the image this theme keeps under key, painting it with
// paint the first time: chits and dice are painted once per theme.
func (t *Theme) Image(key any, paint func() *ebiten.Image) *ebiten.Image {
	if img, ok := t.images[key]; ok {
		return img
	}
	img := paint()
	if t.images == nil {
		t.images = map[any]*ebiten.Image{}
	}
	t.images[key] = img
	return img
}

// forget drops the images painted with this theme (some carry words).
func (t *Theme) forget() { t.images = nil }

// DrawText draws s with its top-left at x, y, or aligned by align: the
// horizontal alignment, then the vertical one.
func DrawText(dst *ebiten.Image, s string, face *text.GoTextFace, x, y float64, clr color.Color, align ...text.Align) {
	op := &text.DrawOptions{}
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(clr)
	if len(align) > 0 {
		op.PrimaryAlign = align[0]
	}
	if len(align) > 1 {
		op.SecondaryAlign = align[1]
	}
	text.Draw(dst, s, face, op)
}

// DrawTextCentered draws s centred on x, y.
func DrawTextCentered(dst *ebiten.Image, s string, face *text.GoTextFace, x, y float64, clr color.Color) {
	op := &text.DrawOptions{}
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(clr)
	op.PrimaryAlign = text.AlignCenter
	op.SecondaryAlign = text.AlignCenter
	text.Draw(dst, s, face, op)
}

// TextWidth measures s.
func TextWidth(s string, face *text.GoTextFace) float64 {
	w, _ := text.Measure(s, face, 0)
	return w
}

// The shared map view draws paths; the shell's batches use the same.
var (
	whitePixel    = mapview.WhitePixel
	colorVertices = mapview.ColorVertices
)

// HexPath returns the outline of a flat-topped hex of circumradius r at cx, cy.
func HexPath(cx, cy, r float64) *vector.Path {
	var p vector.Path
	for i := 0; i < 6; i++ {
		a := math.Pi / 3 * float64(i)
		x, y := float32(cx+r*math.Cos(a)), float32(cy+r*math.Sin(a))
		if i == 0 {
			p.MoveTo(x, y)
		} else {
			p.LineTo(x, y)
		}
	}
	p.Close()
	return &p
}

// Batch collects coloured triangles (convex fills and strokes) and draws
// them in as few DrawTriangles calls as possible: drawing the map hex by hex
// would cost thousands of anti-aliased draw calls.
type Batch struct {
	vs []ebiten.Vertex
	is []uint16
	// Fast skips anti-aliasing: for what is drawn every frame, since
	// Ebiten anti-aliases through a double-sized offscreen image, costly
	// where there is no GPU.
	Fast bool
	mark int // where the path being added starts
	// Scale multiplies the vertices when they are drawn (0 or 1: none).
	Scale float32
	// Span, when set, is the size of the image drawn on: every flush then
	// covers all of it, so Ebiten's anti-aliasing buffer keeps one size and
	// is reused instead of made anew for each flush.
	Span [2]float32
}

// batchLimit keeps indices within uint16 with room for one more path.
const batchLimit = 60000

func (b *Batch) add(dst *ebiten.Image, c color.Color, appendFn func([]ebiten.Vertex, []uint16) ([]ebiten.Vertex, []uint16)) {
	if len(b.vs) > batchLimit {
		b.Flush(dst)
	}
	n := len(b.vs)
	b.vs, b.is = appendFn(b.vs, b.is)
	colorVertices(b.vs[n:], c)
}

// Fill adds a convex path.
func (b *Batch) Fill(dst *ebiten.Image, p *vector.Path, c color.Color) {
	b.add(dst, c, p.AppendVerticesAndIndicesForFilling)
}

// FillEvenOdd draws what was collected, then a path of any shape (rings
// with holes: a coast with its inland seas) filled by the even-odd rule.
func (b *Batch) FillEvenOdd(dst *ebiten.Image, p *vector.Path, c color.Color) {
	b.Flush(dst)
	b.vs, b.is = p.AppendVerticesAndIndicesForFilling(b.vs, b.is)
	colorVertices(b.vs, c)
	b.flushWith(dst, ebiten.FillRuleEvenOdd)
}

// StrokeRound adds a path with round joins and caps (a river's course).
func (b *Batch) StrokeRound(dst *ebiten.Image, p *vector.Path, w float32, c color.Color) {
	b.strokeRound(dst, p, w, c)
}

// Stroke adds the outline of a path, with mitred corners (round joins and
// caps cost many more triangles).
func (b *Batch) Stroke(dst *ebiten.Image, p *vector.Path, w float32, c color.Color) {
	b.strokeWith(dst, p, &vector.StrokeOptions{Width: w, LineJoin: vector.LineJoinMiter, MiterLimit: 4})
	colorVertices(b.vs[b.mark:], c)
}

// strokeRound adds a path with round joins and caps: lines that must join
// smoothly end to end (rivers).
func (b *Batch) strokeRound(dst *ebiten.Image, p *vector.Path, w float32, c color.Color) {
	b.strokeWith(dst, p, &vector.StrokeOptions{Width: w, LineJoin: vector.LineJoinRound, LineCap: vector.LineCapRound})
	colorVertices(b.vs[b.mark:], c)
}

func (b *Batch) strokeWith(dst *ebiten.Image, p *vector.Path, op *vector.StrokeOptions) {
	if len(b.vs) > batchLimit {
		b.Flush(dst)
	}
	b.mark = len(b.vs)
	b.vs, b.is = p.AppendVerticesAndIndicesForStroke(b.vs, b.is, op)
}

// Line adds a straight segment.
func (b *Batch) Line(dst *ebiten.Image, x0, y0, x1, y1, w float32, c color.Color) {
	var p vector.Path
	p.MoveTo(x0, y0)
	p.LineTo(x1, y1)
	b.Stroke(dst, &p, w, c)
}

// LineRound adds a straight segment with round caps.
func (b *Batch) LineRound(dst *ebiten.Image, x0, y0, x1, y1, w float32, c color.Color) {
	var p vector.Path
	p.MoveTo(x0, y0)
	p.LineTo(x1, y1)
	b.strokeRound(dst, &p, w, c)
}

// Circle adds a filled circle.
func (b *Batch) Circle(dst *ebiten.Image, cx, cy, r float32, c color.Color) {
	var p vector.Path
	p.Arc(cx, cy, r, 0, 2*math.Pi, vector.Clockwise)
	p.Close()
	b.Fill(dst, &p, c)
}

// Ring adds a circle's outline.
func (b *Batch) Ring(dst *ebiten.Image, cx, cy, r, w float32, c color.Color) {
	var p vector.Path
	p.Arc(cx, cy, r, 0, 2*math.Pi, vector.Clockwise)
	p.Close()
	b.Stroke(dst, &p, w, c)
}

// Rect adds a filled rectangle.
func (b *Batch) Rect(dst *ebiten.Image, x, y, w, h float32, c color.Color) {
	var p vector.Path
	p.MoveTo(x, y)
	p.LineTo(x+w, y)
	p.LineTo(x+w, y+h)
	p.LineTo(x, y+h)
	p.Close()
	b.Fill(dst, &p, c)
}

// Flush draws what was collected.
func (b *Batch) Flush(dst *ebiten.Image) { b.flushWith(dst, ebiten.FillRuleFillAll) }

func (b *Batch) flushWith(dst *ebiten.Image, rule ebiten.FillRule) {
	if b.Scale != 0 && b.Scale != 1 {
		for i := range b.vs {
			b.vs[i].DstX *= b.Scale
			b.vs[i].DstY *= b.Scale
		}
	}
	if len(b.is) > 0 {
		if b.Span[0] > 0 {
			// Two invisible points at opposite corners.
			n := uint16(len(b.vs))
			for _, c := range [][2]float32{{0, 0}, {b.Span[0], b.Span[1]}} {
				for k := 0; k < 3; k++ {
					b.vs = append(b.vs, ebiten.Vertex{DstX: c[0], DstY: c[1], SrcX: 1, SrcY: 1})
				}
			}
			b.is = append(b.is, n, n+1, n+2, n+3, n+4, n+5)
		}
		dst.DrawTriangles(b.vs, b.is, whitePixel, &ebiten.DrawTrianglesOptions{AntiAlias: !b.Fast, FillRule: rule})
	}
	b.vs, b.is = b.vs[:0], b.is[:0]
}

// WithAlpha returns c with alpha a (0-255), premultiplied.
func WithAlpha(c color.RGBA, a uint8) color.RGBA {
	f := float64(a) / 255
	return color.RGBA{uint8(float64(c.R) * f), uint8(float64(c.G) * f), uint8(float64(c.B) * f), a}
}

// Blend mixes two colours: f of b, the rest of a.
func Blend(a, b color.RGBA, f float64) color.RGBA {
	mix := func(x, y uint8) uint8 { return uint8(float64(x)*(1-f) + float64(y)*f) }
	return color.RGBA{mix(a.R, b.R), mix(a.G, b.G), mix(a.B, b.B), a.A}
}

// RoundRect adds a rounded rectangle to a path.
func RoundRect(p *vector.Path, x, y, w, h, r float32) {
	r = min(r, w/2, h/2)
	p.MoveTo(x+r, y)
	p.LineTo(x+w-r, y)
	p.Arc(x+w-r, y+r, r, -math.Pi/2, 0, vector.Clockwise)
	p.LineTo(x+w, y+h-r)
	p.Arc(x+w-r, y+h-r, r, 0, math.Pi/2, vector.Clockwise)
	p.LineTo(x+r, y+h)
	p.Arc(x+r, y+h-r, r, math.Pi/2, math.Pi, vector.Clockwise)
	p.LineTo(x, y+r)
	p.Arc(x+r, y+r, r, math.Pi, 3*math.Pi/2, vector.Clockwise)
	p.Close()
}

// Darker scales a colour towards black.
func Darker(c color.RGBA, f float64) color.RGBA {
	return color.RGBA{uint8(float64(c.R) * f), uint8(float64(c.G) * f), uint8(float64(c.B) * f), c.A}
}

// button is a clickable rectangle in screen pixels.
type button struct {
	Label    string
	X, Y     float64
	W, H     float64
	Disabled bool
	Hot      bool // drawn highlighted (the default action)
}

func (b *button) contains(x, y float64) bool {
	return x >= b.X && x < b.X+b.W && y >= b.Y && y < b.Y+b.H
}

func (t *Theme) drawButton(dst *ebiten.Image, b *button, hover bool) {
	bg := t.C("panel_edge")
	fg := t.C("text")
	switch {
	case b.Disabled:
		bg, fg = t.C("panel"), t.C("text_dim")
	case b.Hot && hover:
		bg, fg = t.C("accent"), color.RGBA{20, 20, 20, 255}
	case b.Hot:
		bg, fg = Darker(t.C("accent"), 0.85), color.RGBA{20, 20, 20, 255}
	case hover:
		bg = Darker(t.C("text_dim"), 0.8)
	}
	vector.DrawFilledRect(dst, float32(b.X), float32(b.Y), float32(b.W), float32(b.H), bg, false)
	vector.StrokeRect(dst, float32(b.X)+0.5, float32(b.Y)+0.5, float32(b.W)-1, float32(b.H)-1, 1, Darker(bg, 0.6), false)
	DrawTextCentered(dst, b.Label, t.Face(14, false), b.X+b.W/2, b.Y+b.H/2, fg)
}

// DrawPanel draws a framed panel.
func (t *Theme) DrawPanel(dst *ebiten.Image, x, y, w, h float64) {
	vector.DrawFilledRect(dst, float32(x), float32(y), float32(w), float32(h), t.C("panel"), false)
	vector.StrokeRect(dst, float32(x)+0.5, float32(y)+0.5, float32(w)-1, float32(h)-1, 1, t.C("panel_edge"), false)
}
