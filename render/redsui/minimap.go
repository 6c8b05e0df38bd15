package redsui

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"tachanka/game/reds"
	"tachanka/render/ui"
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
	r    ui.Rect // where it is on screen
	base float64
	th   *ui.Theme
}

func newMiniMap(mc *mapCache, th *ui.Theme) *miniMap {
	m := &miniMap{wx0: mc.x0, wy0: mc.y0, ww: mc.x1 - mc.x0, wh: mc.y1 - mc.y0, th: th}
	m.base = th.S(190)
	w := m.base
	h := w * m.wh / m.ww
	if h > w {
		h, w = w, w*m.ww/m.wh
	}
	m.img = ui.BigImage(int(math.Ceil(w)), int(math.Ceil(h)))
	sc := w / m.ww / mc.ovScale
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(sc, sc)
	m.img.DrawImage(mc.overview, op)
	m.r = ui.Rect{X: 0, Y: 0, W: w, H: h}
	return m
}

// place puts the mini-map in the map's bottom-left corner.
func (m *miniMap) place(b *boardScene) {
	th := b.a.Theme
	w, h := float64(m.img.Bounds().Dx()), float64(m.img.Bounds().Dy())
	m.r = ui.Rect{X: b.mapR.X + th.S(8), Y: b.mapR.Y + b.mapR.H - h - th.S(8), W: w, H: h}
}

func (m *miniMap) contains(b *boardScene, x, y float64) bool {
	return b.miniShown() && m.r.Inset(-3).Contains(x, y)
}

// toWorld is the world point under a point of the mini-map.
func (m *miniMap) toWorld(x, y float64) (float64, float64) {
	return m.wx0 + (x-m.r.X)/m.r.W*m.ww, m.wy0 + (y-m.r.Y)/m.r.H*m.wh
}

func (m *miniMap) draw(dst *ebiten.Image, b *boardScene) {
	th := b.a.Theme
	ui.StrokeRect(dst, m.r.Inset(-2), 3, th.C("panel_edge"))
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(m.r.X, m.r.Y)
	dst.DrawImage(m.img, op)
	s := b.view()
	sc := m.r.W / m.ww
	bt := ui.Batch{Fast: true}
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
		px, py := float32(m.r.X+(x-m.wx0)*sc), float32(m.r.Y+(y-m.wy0)*sc)
		col := th.C("afsr_bg")
		switch s.SideOf(i) {
		case reds.Red:
			col = th.C("red_bg")
		case reds.NoSide:
			col = th.C("nationalist_bg")
		}
		bt.Rect(dst, px-2, py-2, 4, 4, col)
	}
	bt.Flush(dst)
	// The view.
	x0, y0 := b.cam.ToWorld(b.mapR.X, b.mapR.Y)
	x1, y1 := b.cam.ToWorld(b.mapR.X+b.mapR.W, b.mapR.Y+b.mapR.H)
	vx0 := math.Max(m.r.X, m.r.X+(x0-m.wx0)*sc)
	vy0 := math.Max(m.r.Y, m.r.Y+(y0-m.wy0)*sc)
	vx1 := math.Min(m.r.X+m.r.W, m.r.X+(x1-m.wx0)*sc)
	vy1 := math.Min(m.r.Y+m.r.H, m.r.Y+(y1-m.wy0)*sc)
	if vx1 > vx0 && vy1 > vy0 {
		vector.StrokeRect(dst, float32(vx0), float32(vy0), float32(vx1-vx0), float32(vy1-vy0), 2, color.RGBA{255, 255, 255, 230}, false)
		vector.StrokeRect(dst, float32(vx0)-1, float32(vy0)-1, float32(vx1-vx0)+2, float32(vy1-vy0)+2, 1, color.RGBA{0, 0, 0, 200}, false)
	}
}
