package widgets

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"tachanka/render/mapview"
	"tachanka/render/ui"
)

// Dice, as every game's rolls show them.

// dieKey names a painted die: its face and colours.
type dieKey struct {
	face   int
	bg, fg color.RGBA
}

const diePx = 96.0

// DrawDie draws a die showing face, in bg with pips of fg, with its
// top-left at x, y, tilted by angle (radians); each die is painted once per
// theme.
func DrawDie(dst *ebiten.Image, t *ui.Theme, x, y, size float64, face int, bg, fg color.RGBA, angle float64) {
	img := t.Image(dieKey{face, bg, fg}, func() *ebiten.Image {
		return ui.Painted(diePx, diePx, func(img *ebiten.Image) {
			var p vector.Path
			ui.RoundRect(&p, 2, 2, diePx-4, diePx-4, 14)
			mapview.FillPath(img, &p, ui.Darker(bg, 0.5), true)
			var q vector.Path
			ui.RoundRect(&q, 5, 5, diePx-10, diePx-10, 12)
			mapview.FillPath(img, &q, bg, true)
			pips := map[int][][2]float64{
				1: {{0.5, 0.5}}, 2: {{0.27, 0.27}, {0.73, 0.73}}, 3: {{0.25, 0.25}, {0.5, 0.5}, {0.75, 0.75}},
				4: {{0.28, 0.28}, {0.72, 0.28}, {0.28, 0.72}, {0.72, 0.72}},
				5: {{0.27, 0.27}, {0.73, 0.27}, {0.5, 0.5}, {0.27, 0.73}, {0.73, 0.73}},
				6: {{0.28, 0.24}, {0.72, 0.24}, {0.28, 0.5}, {0.72, 0.5}, {0.28, 0.76}, {0.72, 0.76}},
			}[face]
			for _, pp := range pips {
				vector.DrawFilledCircle(img, float32(pp[0]*diePx), float32(pp[1]*diePx), diePx*0.085, fg, true)
			}
		})
	})
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Translate(-diePx/2, -diePx/2)
	op.GeoM.Rotate(angle)
	op.GeoM.Scale(size/diePx, size/diePx)
	op.GeoM.Translate(x+size/2, y+size/2)
	dst.DrawImage(img, op)
}
