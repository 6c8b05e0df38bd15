package render

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"tachanka/game/reds"
)

// miniMap is the whole map in a corner: the map's tiles drawn small once,
// a dot for every stack and the rectangle of the view; pressing it moves
// the view there.
type miniMap struct {
	img  *ebiten.Image
	wx0  float64 // world extent
	wy0  float64
	ww   float64
	wh   float64
	r    rect // where it is on screen
	base float64
	th   *Theme
}

func newMiniMap(mc *mapCache, th *Theme) *miniMap {
	m := &miniMap{wx0: mc.x0, wy0: mc.y0, ww: mc.x1 - mc.x0, wh: mc.y1 - mc.y0, th: th}
	m.base = th.S(190)
	w := m.base
	h := w * m.wh / m.ww
	if h > w {
		h, w = w, w*m.ww/m.wh
	}
	m.img = bigImage(int(math.Ceil(w)), int(math.Ceil(h)))
	sc := w / m.ww / mc.ovScale
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(sc, sc)
	m.img.DrawImage(mc.overview, op)
	m.r = rect{0, 0, w, h}
	return m
}

// place puts the mini-map in the map's bottom-left corner.
func (m *miniMap) place(b *boardScene) {
	th := b.a.th
	w, h := float64(m.img.Bounds().Dx()), float64(m.img.Bounds().Dy())
	m.r = rect{b.mapR.x + th.S(8), b.mapR.y + b.mapR.h - h - th.S(8), w, h}
}

func (m *miniMap) contains(b *boardScene, x, y float64) bool {
	return b.miniShown() && m.r.inset(-3).contains(x, y)
}

// toWorld is the world point under a point of the mini-map.
func (m *miniMap) toWorld(x, y float64) (float64, float64) {
	return m.wx0 + (x-m.r.x)/m.r.w*m.ww, m.wy0 + (y-m.r.y)/m.r.h*m.wh
}

func (m *miniMap) draw(dst *ebiten.Image, b *boardScene) {
	th := b.a.th
	strokeRect(dst, m.r.inset(-2), 3, th.C("panel_edge"))
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(m.r.x, m.r.y)
	dst.DrawImage(m.img, op)
	s := b.view()
	sc := m.r.w / m.ww
	bt := batch{fast: true}
	seen := map[int32]bool{}
	for i := range s.Units {
		u := &s.Units[i]
		if u.Where != reds.OnMap {
			continue
		}
		c := s.Data.Board.Index(u.Hex)
		if seen[c] {
			continue
		}
		seen[c] = true
		x, y := b.layout.Center(u.Hex)
		px, py := float32(m.r.x+(x-m.wx0)*sc), float32(m.r.y+(y-m.wy0)*sc)
		col := th.C("afsr_fg")
		switch s.SideOf(i) {
		case reds.Red:
			col = th.C("red_bg")
		case reds.NoSide:
			col = th.C("nationalist_bg")
		}
		bt.rect(dst, px-2, py-2, 4, 4, col)
	}
	bt.flush(dst)
	// The view.
	x0, y0 := b.cam.ToWorld(b.mapR.x, b.mapR.y)
	x1, y1 := b.cam.ToWorld(b.mapR.x+b.mapR.w, b.mapR.y+b.mapR.h)
	vx0 := math.Max(m.r.x, m.r.x+(x0-m.wx0)*sc)
	vy0 := math.Max(m.r.y, m.r.y+(y0-m.wy0)*sc)
	vx1 := math.Min(m.r.x+m.r.w, m.r.x+(x1-m.wx0)*sc)
	vy1 := math.Min(m.r.y+m.r.h, m.r.y+(y1-m.wy0)*sc)
	if vx1 > vx0 && vy1 > vy0 {
		vector.StrokeRect(dst, float32(vx0), float32(vy0), float32(vx1-vx0), float32(vy1-vy0), 2, color.RGBA{255, 255, 255, 230}, false)
		vector.StrokeRect(dst, float32(vx0)-1, float32(vy0)-1, float32(vx1-vx0)+2, float32(vy1-vy0)+2, 1, color.RGBA{0, 0, 0, 200}, false)
	}
}
