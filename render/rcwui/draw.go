package rcwui

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"tachanka/game/rcw"
	"tachanka/render/mapview"
	"tachanka/render/ui"
)

func fill(dst *ebiten.Image, p *vector.Path, c color.Color) { mapview.FillPath(dst, p, c, true) }

func stroke(dst *ebiten.Image, p *vector.Path, w float32, c color.Color) {
	mapview.StrokePath(dst, p, w, c, true)
}

func cos(a float64) float64 { return math.Cos(a) }
func sin(a float64) float64 { return math.Sin(a) }

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

// haloText draws a name with a pale halo so it reads on any tint.
func haloText(dst *ebiten.Image, s string, f *text.GoTextFace, x, y float64, ink color.RGBA) {
	for _, o := range [][2]float64{{-1, 0}, {1, 0}, {0, -1}, {0, 1}, {-1, -1}, {1, 1}, {1, -1}, {-1, 1}} {
		ui.DrawTextCentered(dst, s, f, x+o[0], y+o[1], haloColour)
	}
	ui.DrawTextCentered(dst, s, f, x, y, ink)
}
