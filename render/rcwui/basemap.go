package rcwui

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	xvector "golang.org/x/image/vector"

	"tachanka/game/rcw"
	"tachanka/render/ui"
)

// The map's tints (water, land, regions, lakes) never change: they are
// rasterized once on the CPU, at a scale of the world, and drawn as an
// image through the camera. Filling the big polygons on the GPU at every
// frame cost seconds a frame on a software renderer. Two scales keep the
// image sharp enough far and near; lines and words are drawn live.

// baseScales are the scales the tints are painted at (pixels per world
// unit); a view uses the least at or above its zoom, else the largest.
var baseScales = []float64{0.5, 1}

// baseLayer is the tints painted at one scale.
type baseLayer struct {
	scale float64
	img   *ebiten.Image
}

// baseFor is the layer for a zoom, painted the first time it is needed.
func (b *boardScene) baseFor(zoom float64) *baseLayer {
	scale := baseScales[len(baseScales)-1]
	for _, s := range baseScales {
		if s >= zoom {
			scale = s
			break
		}
	}
	for _, l := range b.bases {
		if l.scale == scale {
			return l
		}
	}
	rgba := paintTints(b.d.Map, scale)
	img := ui.BigImage(rgba.Bounds().Dx(), rgba.Bounds().Dy())
	img.WritePixels(rgba.Pix)
	l := &baseLayer{scale: scale, img: img}
	b.bases = append(b.bases, l)
	return l
}

// drawBase draws the tints through the camera.
func (b *boardScene) drawBase(dst *ebiten.Image) {
	l := b.baseFor(b.cam.Zoom)
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(1/l.scale, 1/l.scale)
	op.GeoM.Concat(b.cam.GeoM())
	dst.DrawImage(l.img, op)
}

// paintTints rasterizes the water, the land, the off-map board, the
// regions' tints and the lakes at a scale.
func paintTints(m *rcw.Map, scale float64) *image.RGBA {
	w, h := int(math.Ceil(m.Width*scale)), int(math.Ceil(m.Height*scale))
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	draw.Draw(img, img.Bounds(), image.NewUniform(seaColour), image.Point{}, draw.Src)
	p := painter{img: img, scale: scale}
	p.fill(m.Land, landColour)
	p.fill([][]rcw.Point{m.OffMap}, offMapColour)
	var seas [][]rcw.Point
	for _, s := range m.Seas {
		if len(s.Polygon) > 2 {
			seas = append(seas, s.Polygon)
		}
	}
	p.fill(seas, seaColour)
	byRegion := map[string][][]rcw.Point{}
	var order []string
	for _, pr := range m.Provinces {
		if _, ok := byRegion[pr.Region]; !ok {
			order = append(order, pr.Region)
		}
		byRegion[pr.Region] = append(byRegion[pr.Region], pr.Polygons...)
	}
	for _, r := range order {
		p.fill(byRegion[r], regionColour(m, r))
	}
	var lakes [][]rcw.Point
	for _, l := range m.Lakes {
		lakes = append(lakes, l.Polygon)
	}
	p.fill(lakes, seaColour)
	return img
}

// painter fills world rings on an image at a scale, one pass of the
// rasterizer a colour, over the rings' bounds only.
type painter struct {
	img   *image.RGBA
	scale float64
}

func (p painter) fill(rings [][]rcw.Point, c color.RGBA) {
	if len(rings) == 0 {
		return
	}
	x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, ring := range rings {
		for _, pt := range ring {
			x0, y0 = math.Min(x0, pt[0]*p.scale), math.Min(y0, pt[1]*p.scale)
			x1, y1 = math.Max(x1, pt[0]*p.scale), math.Max(y1, pt[1]*p.scale)
		}
	}
	r := image.Rect(int(math.Floor(x0)), int(math.Floor(y0)), int(math.Ceil(x1))+1, int(math.Ceil(y1))+1).Intersect(p.img.Bounds())
	if r.Empty() {
		return
	}
	ras := xvector.NewRasterizer(r.Dx(), r.Dy())
	ras.DrawOp = draw.Over
	for _, ring := range rings {
		for k, pt := range ring {
			x, y := float32(pt[0]*p.scale-float64(r.Min.X)), float32(pt[1]*p.scale-float64(r.Min.Y))
			if k == 0 {
				ras.MoveTo(x, y)
			} else {
				ras.LineTo(x, y)
			}
		}
		ras.ClosePath()
	}
	ras.Draw(p.img, r, image.NewUniform(c), image.Point{})
}
