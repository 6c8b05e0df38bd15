package rcwui

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"tachanka/game/rcw"
	"tachanka/render/mapview"
	"tachanka/render/ui"
)

func fill(dst *ebiten.Image, p *vector.Path, c color.Color) { mapview.FillPath(dst, p, c, true) }

func stroke(dst *ebiten.Image, p *vector.Path, w float32, c color.Color) {
	mapview.StrokePath(dst, p, w, c, true)
}

// ringsPath is the path of world rings on the screen.
func ringsPath(cam *mapview.Camera, rings ...[]rcw.Point) *vector.Path {
	var p vector.Path
	for _, ring := range rings {
		for k, pt := range ring {
			x, y := cam.ToScreen(pt[0], pt[1])
			if k == 0 {
				p.MoveTo(float32(x), float32(y))
			} else {
				p.LineTo(float32(x), float32(y))
			}
		}
		p.Close()
	}
	return &p
}

// labelKey is a word of the map painted at a size.
type labelKey struct {
	s    string
	px   int
	bold bool
	ink  color.RGBA
	halo bool
}

// drawLabel draws a word of the map centred at x, y: painted once a size
// (with a pale halo so it reads on any tint when halo), then drawn as an
// image, since text drawn afresh at every frame cost most of a frame.
func (b *boardScene) drawLabel(dst *ebiten.Image, s string, px float64, bold bool, ink color.RGBA, halo bool, x, y float64) {
	k := labelKey{s, int(math.Max(6, math.Round(px))), bold, ink, halo}
	img, ok := b.labels[k]
	if !ok {
		f := b.face(float64(k.px), bold)
		w, h := int(math.Ceil(ui.TextWidth(s, f)))+4, int(math.Ceil(float64(k.px)*1.5))+4
		img = ui.Painted(w, h, func(c *ebiten.Image) {
			cx, cy := float64(w)/2, float64(h)/2
			if halo {
				for _, o := range [][2]float64{{-1, 0}, {1, 0}, {0, -1}, {0, 1}, {-1, -1}, {1, 1}, {1, -1}, {-1, 1}} {
					ui.DrawTextCentered(c, s, f, cx+o[0], cy+o[1], haloColour)
				}
			}
			ui.DrawTextCentered(c, s, f, cx, cy, ink)
		})
		if b.labels == nil {
			b.labels = map[labelKey]*ebiten.Image{}
		}
		b.labels[k] = img
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(x-float64(img.Bounds().Dx())/2), math.Round(y-float64(img.Bounds().Dy())/2))
	dst.DrawImage(img, op)
}
