package mapview

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// WhitePixel is a 1x1 white source image for filled triangles.
var WhitePixel = func() *ebiten.Image {
	img := ebiten.NewImage(3, 3)
	img.Fill(color.White)
	return img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
}()

// FillPath fills a vector path with a colour.
func FillPath(dst *ebiten.Image, p *vector.Path, clr color.Color, aa bool) {
	vs, is := p.AppendVerticesAndIndicesForFilling(nil, nil)
	ColorVertices(vs, clr)
	dst.DrawTriangles(vs, is, WhitePixel, &ebiten.DrawTrianglesOptions{AntiAlias: aa, FillRule: ebiten.FillRuleNonZero})
}

// StrokePath strokes a vector path with round joins and caps.
func StrokePath(dst *ebiten.Image, p *vector.Path, width float32, clr color.Color, aa bool) {
	vs, is := p.AppendVerticesAndIndicesForStroke(nil, nil, &vector.StrokeOptions{Width: width, LineJoin: vector.LineJoinRound, LineCap: vector.LineCapRound})
	ColorVertices(vs, clr)
	dst.DrawTriangles(vs, is, WhitePixel, &ebiten.DrawTrianglesOptions{AntiAlias: aa})
}

// ColorVertices gives every vertex one colour (and the white pixel).
func ColorVertices(vs []ebiten.Vertex, clr color.Color) {
	r, g, b, a := clr.RGBA()
	for i := range vs {
		vs[i].SrcX, vs[i].SrcY = 1, 1
		vs[i].ColorR = float32(r) / 0xffff
		vs[i].ColorG = float32(g) / 0xffff
		vs[i].ColorB = float32(b) / 0xffff
		vs[i].ColorA = float32(a) / 0xffff
	}
}

// OutlinePath is a place's outline on the screen through the camera.
func OutlinePath(cam *Camera, poly []Point) *vector.Path {
	var p vector.Path
	for k, pt := range poly {
		x, y := cam.ToScreen(pt.X, pt.Y)
		if k == 0 {
			p.MoveTo(float32(x), float32(y))
		} else {
			p.LineTo(float32(x), float32(y))
		}
	}
	p.Close()
	return &p
}

// DrawPlace fills a place of g and strokes its outline.
func DrawPlace(dst *ebiten.Image, cam *Camera, g Geometry, place int, fill, line color.Color, width float32) {
	p := OutlinePath(cam, g.Outline(place))
	FillPath(dst, p, fill, true)
	StrokePath(dst, p, width, line, true)
}

// DrawRoute draws a route between two places' anchors.
func DrawRoute(dst *ebiten.Image, cam *Camera, g Geometry, a, b int, clr color.Color, width float32) {
	pa, pb := g.Anchor(a), g.Anchor(b)
	x0, y0 := cam.ToScreen(pa.X, pa.Y)
	x1, y1 := cam.ToScreen(pb.X, pb.Y)
	vector.StrokeLine(dst, float32(x0), float32(y0), float32(x1), float32(y1), width, clr, true)
}
