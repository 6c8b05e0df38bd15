package rrui

import (
	"fmt"
	"image/color"
	"math"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"tachanka/game/redrussia"
	"tachanka/render/mapview"
	"tachanka/render/ui"
)

// The map: the land and the seas, each area's polygons in its
// territory's tint under the colour of the faction controlling it, the
// routes by grade (easy a thin solid line, difficult a dashed brown one,
// very difficult a dotted red one), the ports, the sea zones, the
// Caspian, the holding boxes, the names, the fortifications and the
// sieges. It is painted into a layer of its own, again only when the
// view or the control of an area changes.

func fill(dst *ebiten.Image, p *vector.Path, c color.Color) { mapview.FillPath(dst, p, c, true) }

func stroke(dst *ebiten.Image, p *vector.Path, w float32, c color.Color) {
	mapview.StrokePath(dst, p, w, c, true)
}

// ringsPath is the path of world rings on the screen, relative to the
// map's rectangle at ox, oy.
func (b *boardScene) ringsPath(ox, oy float64, rings ...[]redrussia.MapPoint) *vector.Path {
	var p vector.Path
	for _, ring := range rings {
		for k, pt := range ring {
			x, y := b.cam.ToScreen(pt[0], pt[1])
			x, y = x-ox, y-oy
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

// controlKey changes with any area's control, siege or fortification.
func (b *boardScene) controlKey() string {
	var sb strings.Builder
	for _, a := range b.st.Areas {
		fmt.Fprintf(&sb, "%d%d", a.Control, a.Siege)
	}
	return sb.String()
}

// areaFill is an area's colour: its territory's tint under its
// controller's colour; grey out of play (11.0).
func (b *boardScene) areaFill(ar *redrussia.Area) color.RGBA {
	if b.st.OutOfPlay(ar.Code) {
		return outColour
	}
	tint := landColour
	for _, t := range b.d.Map.Territories {
		if t.ID == ar.Territory {
			tint = hexColour(strings.ToLower(t.Colour))
		}
	}
	if c := b.st.Area(ar.Code).Control; c != redrussia.NoFaction {
		return mix(tint, b.factionColour(c), 0.42)
	}
	return tint
}

// drawBase draws the map layer, painting it again when what it shows
// changed.
func (b *boardScene) drawBase(dst *ebiten.Image) {
	w, h := int(math.Ceil(b.mapR.W)), int(math.Ceil(b.mapR.H))
	if w <= 0 || h <= 0 {
		return
	}
	if b.base == nil || b.base.Bounds().Dx() != w || b.base.Bounds().Dy() != h {
		if b.base != nil {
			b.base.Deallocate()
		}
		b.base = ebiten.NewImage(w, h)
		b.baseKey = ""
	}
	key := fmt.Sprint(b.cam.X, b.cam.Y, b.cam.Zoom, w, h, b.controlKey(), b.st.Turn < 3, b.a.Theme.Scale, langKey())
	if key != b.baseKey {
		b.baseKey = key
		b.paintBase(b.base)
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(b.mapR.X, b.mapR.Y)
	dst.DrawImage(b.base, op)
}

func (b *boardScene) paintBase(img *ebiten.Image) {
	m := b.d.Map
	ox, oy := b.mapR.X, b.mapR.Y
	img.Fill(seaColour)
	fill(img, b.ringsPath(ox, oy, m.Land...), landColour)
	for i := range m.Areas {
		ar := &m.Areas[i]
		fill(img, b.ringsPath(ox, oy, ar.Polygons...), b.areaFill(ar))
	}
	for _, l := range m.Lakes {
		fill(img, b.ringsPath(ox, oy, l.Polygon), seaColour)
	}
	for i := range m.Areas {
		stroke(img, b.ringsPath(ox, oy, m.Areas[i].Polygons...), 1, borderColour)
	}
	if len(m.Frontier) > 0 {
		stroke(img, b.ringsPath(ox, oy, m.Frontier), 2.5, borderColour)
	}
	z := b.cam.Zoom
	for _, r := range m.Routes {
		a, c := m.Area(r.A), m.Area(r.B)
		if a == nil || c == nil {
			continue
		}
		x0, y0 := b.cam.ToScreen(a.Town[0], a.Town[1])
		x1, y1 := b.cam.ToScreen(c.Town[0], c.Town[1])
		b.drawRoute(img, x0-ox, y0-oy, x1-ox, y1-oy, r.Grade)
	}
	th := b.a.Theme
	for _, hb := range m.Boxes {
		if len(hb.Rect) < 2 {
			continue
		}
		x0, y0 := b.cam.ToScreen(hb.Rect[0][0], hb.Rect[0][1])
		x1, y1 := b.cam.ToScreen(hb.Rect[1][0], hb.Rect[1][1])
		r := ui.Rect{X: x0 - ox, Y: y0 - oy, W: x1 - x0, H: y1 - y0}
		ui.FillRect(img, r, boxColour)
		ui.StrokeRect(img, r, 1.5, seaInk)
		bf := th.FaceAt(math.Max(8, math.Min(90*z, th.S(12))), false)
		ui.DrawText(img, ui.FitText(b.placeName("box:"+hb.ID), bf, r.W-4), bf, r.X+2, r.Y+1, seaInk)
	}
	for _, sz := range m.SeaZones {
		x, y := b.cam.ToScreen(sz.Label[0], sz.Label[1])
		ui.DrawTextCentered(img, b.placeName(redrussia.SeaPrefix+sz.ID), th.FaceAt(math.Max(10, math.Min(150*z, th.S(22))), true), x-ox, y-oy, seaInk)
	}
	if c := m.Caspian; c.Name != "" {
		x, y := b.cam.ToScreen(c.Label[0], c.Label[1])
		ui.DrawTextCentered(img, b.placeName(redrussia.SeaPrefix+redrussia.CaspianPort), th.FaceAt(math.Max(9, math.Min(120*z, th.S(18))), true), x-ox, y-oy, seaInk)
	}
	namePx := math.Min(95*z, th.S(13))
	for i := range m.Areas {
		ar := &m.Areas[i]
		tx, ty := b.cam.ToScreen(ar.Town[0], ar.Town[1])
		tx, ty = tx-ox, ty-oy
		if ar.Port != "" {
			vector.DrawFilledCircle(img, float32(tx), float32(ty), float32(math.Max(3, math.Min(38*z, th.S(7)))), portColour, true)
			vector.StrokeCircle(img, float32(tx), float32(ty), float32(math.Max(3, math.Min(38*z, th.S(7)))), 1, haloColour, true)
		} else {
			vector.DrawFilledCircle(img, float32(tx), float32(ty), float32(math.Max(1.5, math.Min(18*z, th.S(3)))), inkColour, true)
		}
		as := b.st.Area(ar.Code)
		// The fortification as it stands (printed less siege hits), and
		// the siege marker beside it.
		s := math.Max(10, math.Min(70*z, th.S(15)))
		r := ui.Rect{X: tx + s*0.5, Y: ty - s*1.2, W: s, H: s}
		if ar.Fort > 0 {
			ui.FillRect(img, r, inkColour)
			ui.DrawTextCentered(img, fmt.Sprint(b.st.CurrentFort(ar.Code)), th.FaceAt(s*0.8, true), r.CX(), r.CY(), haloColour)
		}
		if as.Siege > 0 {
			r2 := ui.Rect{X: r.X + s + 2, Y: r.Y, W: s, H: s}
			ui.FillRect(img, r2, siegeColour)
			ui.DrawTextCentered(img, fmt.Sprint(as.Siege), th.FaceAt(s*0.8, true), r2.CX(), r2.CY(), haloColour)
		}
		if namePx >= 7 {
			lx, ly := b.cam.ToScreen(ar.Label[0], ar.Label[1])
			ui.DrawTextCentered(img, b.placeName(ar.Code), th.FaceAt(namePx, false), lx-ox, ly-oy-namePx*1.4, inkColour)
		}
	}
}

// drawRoute draws a route by its grade.
func (b *boardScene) drawRoute(dst *ebiten.Image, x0, y0, x1, y1 float64, g redrussia.Grade) {
	th := b.a.Theme
	switch g {
	case redrussia.Easy:
		vector.StrokeLine(dst, float32(x0), float32(y0), float32(x1), float32(y1), float32(th.S(1.5)), easyColour, true)
	case redrussia.Difficult:
		dashed(dst, x0, y0, x1, y1, th.S(7), th.S(4), th.S(2.2), hardColour)
	default:
		dashed(dst, x0, y0, x1, y1, th.S(2.5), th.S(3.5), th.S(3), veryColour)
	}
}

// dashed draws a dashed line: dashes of on, gaps of off.
func dashed(dst *ebiten.Image, x0, y0, x1, y1, on, off, w float64, c color.RGBA) {
	l := math.Hypot(x1-x0, y1-y0)
	if l == 0 {
		return
	}
	dx, dy := (x1-x0)/l, (y1-y0)/l
	for t := 0.0; t < l; t += on + off {
		e := math.Min(l, t+on)
		vector.StrokeLine(dst, float32(x0+dx*t), float32(y0+dy*t), float32(x0+dx*e), float32(y0+dy*e), float32(w), c, true)
	}
}

// placeName is a place's name in the current language: an area, a sea
// zone ("sea:black"), the Caspian, a holding box ("box:white_box").
func (b *boardScene) placeName(code string) string {
	m := b.d.Map
	ru := langKey() != 0
	pick := func(en, r string) string {
		if ru && r != "" {
			return r
		}
		return en
	}
	if ar := m.Area(code); ar != nil {
		return pick(ar.Name, ar.NameRU)
	}
	if z, ok := strings.CutPrefix(code, redrussia.SeaPrefix); ok {
		if z == redrussia.CaspianPort {
			return pick(m.Caspian.Name, m.Caspian.NameRU)
		}
		for _, sz := range m.SeaZones {
			if sz.ID == z {
				return pick(sz.Name, sz.NameRU)
			}
		}
	}
	if id, ok := strings.CutPrefix(code, redrussia.BoxPrefix); ok {
		for _, hb := range m.Boxes {
			if hb.ID == id {
				return pick(hb.Name, hb.NameRU)
			}
		}
	}
	if id, ok := strings.CutPrefix(code, redrussia.FleetPrefix); ok {
		return b.pieceName(id)
	}
	return code
}

// placePoint is where a place's counters stand in the world.
func (b *boardScene) placePoint(code string) (redrussia.MapPoint, bool) {
	m := b.d.Map
	if ar := m.Area(code); ar != nil {
		return ar.Label, true
	}
	if z, ok := strings.CutPrefix(code, redrussia.SeaPrefix); ok {
		if z == redrussia.CaspianPort {
			return m.Caspian.Label, true
		}
		for _, sz := range m.SeaZones {
			if sz.ID == z {
				return redrussia.MapPoint{sz.Label[0], sz.Label[1] + 220}, true
			}
		}
	}
	if id, ok := strings.CutPrefix(code, redrussia.BoxPrefix); ok {
		for _, hb := range m.Boxes {
			if hb.ID == id && len(hb.Rect) == 2 {
				return redrussia.MapPoint{(hb.Rect[0][0] + hb.Rect[1][0]) / 2, hb.Rect[1][1] + 80}, true
			}
		}
	}
	return redrussia.MapPoint{}, false
}

// places are every place where counters may stand.
func (b *boardScene) places() []string {
	var out []string
	for _, ar := range b.d.Map.Areas {
		out = append(out, ar.Code)
	}
	for _, sz := range b.d.Map.SeaZones {
		out = append(out, redrussia.SeaPrefix+sz.ID)
	}
	for _, hb := range b.d.Map.Boxes {
		out = append(out, redrussia.BoxPrefix+hb.ID)
	}
	return out
}

// areaUnder is the area (or sea zone, or box) under a screen point.
func (b *boardScene) areaUnder(x, y float64) string {
	if !b.mapR.Contains(x, y) {
		return ""
	}
	wx, wy := b.cam.ToWorld(x, y)
	for _, hb := range b.d.Map.Boxes {
		if len(hb.Rect) == 2 && wx >= hb.Rect[0][0] && wx <= hb.Rect[1][0] && wy >= hb.Rect[0][1] && wy <= hb.Rect[1][1]+160 {
			return redrussia.BoxPrefix + hb.ID
		}
	}
	for i := range b.d.Map.Areas {
		ar := &b.d.Map.Areas[i]
		if inRings(wx, wy, ar.Polygons) {
			return ar.Code
		}
	}
	best, bd := "", 500.0
	for _, sz := range b.d.Map.SeaZones {
		if d := math.Hypot(wx-sz.Label[0], wy-sz.Label[1]-110); d < bd {
			best, bd = redrussia.SeaPrefix+sz.ID, d
		}
	}
	return best
}

// inRings reports a point inside rings filled non-zero.
func inRings(x, y float64, rings [][]redrussia.MapPoint) bool {
	wn := 0
	for _, r := range rings {
		for i := range r {
			a, c := r[i], r[(i+1)%len(r)]
			if a[1] <= y {
				if c[1] > y && cross(a, c, x, y) > 0 {
					wn++
				}
			} else if c[1] <= y && cross(a, c, x, y) < 0 {
				wn--
			}
		}
	}
	return wn != 0
}

func cross(a, c redrussia.MapPoint, x, y float64) float64 {
	return (c[0]-a[0])*(y-a[1]) - (x-a[0])*(c[1]-a[1])
}

// drawLit veils the lit places.
func (b *boardScene) drawLit(dst *ebiten.Image) {
	keys := make([]string, 0, len(b.lit))
	for k := range b.lit {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, code := range keys {
		if ar := b.d.Map.Area(code); ar != nil {
			p := b.ringsPath(0, 0, ar.Polygons...)
			fill(dst, p, litColour)
			stroke(dst, p, 2.5, color.RGBA{0xff, 0xd0, 0x00, 0xff})
			continue
		}
		if pt, ok := b.placePoint(code); ok {
			x, y := b.cam.ToScreen(pt[0], pt[1])
			vector.StrokeCircle(dst, float32(x), float32(y), float32(b.a.Theme.S(22)), 3, color.RGBA{0xff, 0xd0, 0x00, 0xff}, true)
		}
	}
	if b.drag == nil && b.target == "" {
		for _, code := range b.targetAreas() {
			if ar := b.d.Map.Area(code); ar != nil {
				stroke(dst, b.ringsPath(0, 0, ar.Polygons...), 3, color.RGBA{0xff, 0xd0, 0x00, 0xff})
			}
		}
	}
	if b.target != "" {
		if ar := b.d.Map.Area(b.target); ar != nil {
			stroke(dst, b.ringsPath(0, 0, ar.Polygons...), 4, siegeColour)
		}
	}
}
