package redsui

import (
	"image/color"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"tachanka/game/hex"
	"tachanka/game/reds"
	"tachanka/render/lang"
	"tachanka/render/mapview"
	"tachanka/render/ui"
)

// Markers on the map (2.7): the Red Train, Red Verdun, the Gold, Red Terror
// and control markers, drawn once as images and placed in the hex's rim
// where counters leave room.

const markerPx = 64.0

type markerArt struct {
	th    *ui.Theme
	cache map[string]*ebiten.Image
}

func newMarkerArt(th *ui.Theme) *markerArt {
	return &markerArt{th: th, cache: map[string]*ebiten.Image{}}
}

func goldMark(side reds.Side) string {
	if side == reds.White {
		return "gold_imperial"
	}
	return "gold_people"
}

// get returns a marker's image.
func (m *markerArt) get(name string) *ebiten.Image {
	if img, ok := m.cache[name]; ok {
		return img
	}
	img := ui.Painted(markerPx, markerPx, func(img *ebiten.Image) { m.paint(img, name) })
	m.cache[name] = img
	return img
}

func (m *markerArt) paint(img *ebiten.Image, name string) {
	th := m.th
	const W = markerPx
	red := th.C("red_bg")
	white := color.RGBA{245, 242, 232, 255}
	ink := color.RGBA{25, 25, 25, 255}
	square := func(bg color.RGBA) {
		var p vector.Path
		ui.RoundRect(&p, 2, 2, W-4, W-4, 10)
		mapview.FillPath(img, &p, ui.Darker(bg, 0.55), true)
		var q vector.Path
		ui.RoundRect(&q, 5, 5, W-10, W-10, 8)
		mapview.FillPath(img, &q, bg, true)
	}
	switch name {
	case "red_train":
		square(red)
		// A locomotive: boiler, cab, chimney, wheels.
		vector.DrawFilledRect(img, 12, 26, 26, 14, white, true)
		vector.DrawFilledRect(img, 36, 18, 14, 22, white, true)
		vector.DrawFilledRect(img, 15, 17, 6, 10, white, true)
		for _, x := range []float32{18, 30, 44} {
			vector.DrawFilledCircle(img, x, 45, 5, white, true)
		}
		drawStar(img, W/2, 11, 6, white)
	case "red_verdun":
		square(red)
		var p vector.Path
		p.MoveTo(W/2, 10)
		p.LineTo(W-14, 18)
		p.LineTo(W-16, 40)
		p.LineTo(W/2, W-9)
		p.LineTo(16, 40)
		p.LineTo(14, 18)
		p.Close()
		mapview.FillPath(img, &p, white, true)
		ui.DrawTextCentered(img, "V", th.FaceAt(26, true), W/2, W/2-2, red)
	case "gold_people", "gold_imperial":
		vector.DrawFilledCircle(img, W/2, W/2, W/2-2, color.RGBA{120, 90, 10, 255}, true)
		vector.DrawFilledCircle(img, W/2, W/2, W/2-5, color.RGBA{235, 190, 40, 255}, true)
		vector.StrokeCircle(img, W/2, W/2, W/2-10, 2, color.RGBA{150, 110, 20, 255}, true)
		letter := "P"
		if name == "gold_imperial" {
			letter = "I"
		}
		ui.DrawTextCentered(img, letter, th.FaceAt(30, true), W/2, W/2, ink)
	case "red_terror":
		vector.DrawFilledCircle(img, W/2, W/2, W/2-2, ink, true)
		drawStar(img, W/2, W/2+1, W/2-9, red)
	case "control_white", "control_red", "control_poles", "control_makhno":
		bg := map[string]color.RGBA{"control_white": th.C("afsr_bg"), "control_red": red,
			"control_poles": th.C("poles_bg"), "control_makhno": th.C("makhno_bg")}[name]
		fg := map[string]color.RGBA{"control_white": th.C("afsr_fg"), "control_red": white,
			"control_poles": th.C("poles_fg"), "control_makhno": th.C("makhno_fg")}[name]
		// A pennant on a staff.
		vector.DrawFilledRect(img, 12, 6, 6, W-10, ui.Darker(fg, 0.7), true)
		var p vector.Path
		p.MoveTo(18, 8)
		p.LineTo(W-4, 22)
		p.LineTo(18, 38)
		p.Close()
		mapview.FillPath(img, &p, ui.Darker(bg, 0.6), true)
		var q vector.Path
		q.MoveTo(20, 12)
		q.LineTo(W-12, 22)
		q.LineTo(20, 33)
		q.Close()
		mapview.FillPath(img, &q, bg, true)
	}
}

// drawMarkers places the markers of the view on the map.
func (b *boardScene) drawMarkers(dst *ebiten.Image) {
	s := b.view()
	z := b.cam.Zoom
	size := math.Max(10, 17*z)
	place := func(name string, h hex.Hex, dx, dy float64) {
		if !h.Valid() {
			return
		}
		sx, sy := b.screenOf(h)
		x, y := sx+dx*z-size/2, sy+dy*z-size/2
		if !b.mapR.Contains(x+size/2, y+size/2) {
			return
		}
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Scale(size/markerPx, size/markerPx)
		op.GeoM.Translate(x, y)
		dst.DrawImage(b.marks.get(name), op)
	}
	if z > 0.3 {
		board := s.Data.Board
		for _, c := range board.CityCells() {
			cell := &board.Cells[c]
			var name string
			switch s.Control[c] {
			case reds.WhiteControl, reds.GoltzControl:
				name = "control_white"
			case reds.RedControl:
				// Red holds most cities: its markers only show close up.
				if z > 0.6 && !cell.City.Red && !slices.Contains(s.RedTerror, cell.Hex) {
					name = "control_red"
				}
			case reds.PolishControl:
				name = "control_poles"
			case reds.MakhnoControl:
				name = "control_makhno"
			}
			if name != "" {
				place(name, cell.Hex, 24, -26)
			}
		}
		for _, h := range s.RedTerror {
			place("red_terror", h, -24, -26)
		}
	}
	place("red_train", s.RedTrain, -22, 32)
	place("red_verdun", s.RedVerdun, 22, 32)
	if s.Gold.Valid() {
		place(goldMark(s.GoldSide), s.Gold, 0, 33)
	}
}

// markerAt names the marker under a screen point that the pending decision
// moves: the Red Train in the Red Train step, the Gold in a strategic step.
func (b *boardScene) markerAt(fx, fy float64) string {
	s := b.state()
	z := b.cam.Zoom
	size := math.Max(10, 17*z)
	near := func(h hex.Hex, dx, dy float64) bool {
		if !h.Valid() {
			return false
		}
		sx, sy := b.screenOf(h)
		return math.Abs(fx-(sx+dx*z)) < size/2+2 && math.Abs(fy-(sy+dy*z)) < size/2+2
	}
	switch {
	case near(s.RedTrain, -22, 32):
		return "red_train"
	case near(s.Gold, 0, 33):
		return "gold"
	}
	return ""
}

// markerTip explains a marker under the pointer.
func (b *boardScene) markerTip(name string) string {
	s := b.state()
	switch name {
	case "red_train":
		return lang.T("tip.red_train")
	case "gold":
		if s.GoldSide == reds.White {
			return lang.T("tip.gold_imperial")
		}
		return lang.T("tip.gold_people")
	}
	return ""
}
