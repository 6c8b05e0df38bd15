package render

import (
	"image"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// The client's widgets are drawn when the screen is redrawn, and each
// clickable thing registers a hit region with an id as it is drawn; the next
// Update finds what the pointer is over by id. Screens redraw only when
// something changed, so the regions are always those of the last picture.

// rect is a screen rectangle.
type rect struct{ x, y, w, h float64 }

func (r rect) contains(x, y float64) bool {
	return x >= r.x && x < r.x+r.w && y >= r.y && y < r.y+r.h
}

// inset shrinks r by d on every side.
func (r rect) inset(d float64) rect { return rect{r.x + d, r.y + d, r.w - 2*d, r.h - 2*d} }

func (r rect) cx() float64 { return r.x + r.w/2 }
func (r rect) cy() float64 { return r.y + r.h/2 }

// hit is a clickable region: an id the screen's Update understands, and a
// tooltip.
type hit struct {
	r        rect
	id       string
	tip      string
	disabled bool
}

// hits are the regions of the last picture, last drawn on top.
type hits struct{ list []hit }

func (h *hits) reset() { h.list = h.list[:0] }

func (h *hits) add(r rect, id, tip string) {
	h.list = append(h.list, hit{r: r, id: id, tip: tip})
}

// at returns the topmost region under a point.
func (h *hits) at(x, y float64) (hit, bool) {
	for k := len(h.list) - 1; k >= 0; k-- {
		if h.list[k].r.contains(x, y) {
			return h.list[k], true
		}
	}
	return hit{}, false
}

// find returns the region with an id.
func (h *hits) find(id string) (hit, bool) {
	for _, x := range h.list {
		if x.id == id {
			return x, true
		}
	}
	return hit{}, false
}

// btnStyle is how a button looks.
type btnStyle int

const (
	btnNormal btnStyle = iota
	btnHot             // the default action
	btnOn              // a toggle that is on, a chosen option
	btnOff             // disabled
)

// button draws a button and registers it (unless disabled).
func (a *App) button(dst *ebiten.Image, r rect, id, label string, style btnStyle, tip string) {
	th := a.th
	hover := a.hoverID == id && style != btnOff
	bg, fg := th.C("panel_edge"), th.C("text")
	switch {
	case style == btnOff:
		bg, fg = th.C("panel"), th.C("text_dim")
	case style == btnHot && hover:
		bg, fg = th.C("accent"), color.RGBA{20, 20, 20, 255}
	case style == btnHot:
		bg, fg = darker(th.C("accent"), 0.85), color.RGBA{20, 20, 20, 255}
	case style == btnOn && hover:
		bg, fg = blend(th.C("ok"), color.RGBA{255, 255, 255, 255}, 0.2), color.RGBA{15, 15, 15, 255}
	case style == btnOn:
		bg, fg = th.C("ok"), color.RGBA{15, 15, 15, 255}
	case hover:
		bg = darker(th.C("text_dim"), 0.8)
	}
	vector.DrawFilledRect(dst, float32(r.x), float32(r.y), float32(r.w), float32(r.h), bg, false)
	vector.StrokeRect(dst, float32(r.x)+0.5, float32(r.y)+0.5, float32(r.w)-1, float32(r.h)-1, 1, darker(bg, 0.6), false)
	face := th.Face(13, false)
	label = fitText(label, face, r.w-th.S(8))
	drawTextCentered(dst, label, face, r.cx(), r.cy(), fg)
	if style != btnOff {
		a.hits.add(r, id, tip)
	}
}

// checkbox draws a labelled tick box and registers it.
func (a *App) checkbox(dst *ebiten.Image, r rect, id, label string, on bool, tip string) {
	th := a.th
	box := rect{r.x, r.y + (r.h-th.S(16))/2, th.S(16), th.S(16)}
	c := th.C("text_dim")
	if a.hoverID == id {
		c = th.C("accent")
	}
	vector.StrokeRect(dst, float32(box.x), float32(box.y), float32(box.w), float32(box.h), float32(th.S(1.5)), c, false)
	if on {
		vector.DrawFilledRect(dst, float32(box.x+th.S(3.5)), float32(box.y+th.S(3.5)), float32(box.w-th.S(7)), float32(box.h-th.S(7)), th.C("accent"), false)
	}
	drawText(dst, label, th.Face(13, false), box.x+box.w+th.S(8), r.cy(), th.C("text"), text.AlignStart, text.AlignCenter)
	a.hits.add(r, id, tip)
}

// fitText shortens s with an ellipsis to fit width w.
func fitText(s string, face *text.GoTextFace, w float64) string {
	if textWidth(s, face) <= w {
		return s
	}
	r := []rune(s)
	for len(r) > 1 {
		r = r[:len(r)-1]
		if textWidth(string(r)+"…", face) <= w {
			return string(r) + "…"
		}
	}
	return string(r)
}

// wrap breaks s into lines no wider than w, at spaces (and at newlines).
func wrap(s string, face *text.GoTextFace, w float64) []string {
	var out []string
	for _, para := range strings.Split(s, "\n") {
		words := strings.Fields(para)
		if len(words) == 0 {
			out = append(out, "")
			continue
		}
		line := words[0]
		for _, word := range words[1:] {
			if textWidth(line+" "+word, face) <= w {
				line += " " + word
				continue
			}
			out = append(out, line)
			line = word
		}
		out = append(out, line)
	}
	return out
}

// lineHeight is the spacing of lines of a face.
func lineHeight(face *text.GoTextFace) float64 { return face.Size * 1.35 }

// drawLines draws wrapped lines from the top-left and returns the y below them.
func drawLines(dst *ebiten.Image, lines []string, face *text.GoTextFace, x, y float64, clr color.Color) float64 {
	lh := lineHeight(face)
	for _, l := range lines {
		drawText(dst, l, face, x, y, clr, text.AlignStart, text.AlignStart)
		y += lh
	}
	return y
}

// fillRect and strokeRect are rectangle shortcuts.
func fillRect(dst *ebiten.Image, r rect, c color.Color) {
	vector.DrawFilledRect(dst, float32(r.x), float32(r.y), float32(r.w), float32(r.h), c, false)
}

func strokeRect(dst *ebiten.Image, r rect, w float64, c color.Color) {
	vector.StrokeRect(dst, float32(r.x), float32(r.y), float32(r.w), float32(r.h), float32(w), c, false)
}

// layerCache keeps a part of the screen that changes rarely (the bars and
// the side panel, heavy with text) as an image, redrawn only when its key
// changes; its hit regions are kept with it.
type layerCache struct {
	img  *ebiten.Image
	key  string
	hits []hit
}

// cached composites the regions rs of a layer drawn by draw, redrawing it
// first if key changed.
func (a *App) cached(dst *ebiten.Image, lc *layerCache, key string, rs []rect, draw func(*ebiten.Image)) {
	w, h := dst.Bounds().Dx(), dst.Bounds().Dy()
	if lc.img == nil || lc.img.Bounds().Dx() != w || lc.img.Bounds().Dy() != h {
		if lc.img != nil {
			lc.img.Deallocate()
		}
		lc.img = bigImage(w, h)
		lc.key = ""
	}
	if key != lc.key {
		lc.img.Clear()
		n := len(a.hits.list)
		draw(lc.img)
		lc.hits = append(lc.hits[:0], a.hits.list[n:]...)
		lc.key = key
	} else {
		a.hits.list = append(a.hits.list, lc.hits...)
	}
	for _, r := range rs {
		if r.w <= 0 || r.h <= 0 {
			continue
		}
		sub := lc.img.SubImage(image.Rect(int(r.x), int(r.y), int(math.Ceil(r.x+r.w)), int(math.Ceil(r.y+r.h)))).(*ebiten.Image)
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(float64(int(r.x)), float64(int(r.y)))
		dst.DrawImage(sub, op)
	}
}

// bigImage makes an image of its own texture, outside Ebiten's atlas:
// large images (map tiles, the overview, screen-sized layers) would
// otherwise reserve whole atlas pages.
func bigImage(w, h int) *ebiten.Image {
	return ebiten.NewImageWithOptions(image.Rect(0, 0, w, h), &ebiten.NewImageOptions{Unmanaged: true})
}

// painted returns a new w x h image painted by paint. The painting happens
// on a scratch image that is reused: Ebiten anti-aliases through an
// offscreen image twice the size, kept with the image drawn on, and every
// counter, chit and die keeping its own would cost tens of megabytes.
func painted(w, h int, paint func(img *ebiten.Image)) *ebiten.Image {
	if scratchImg == nil || scratchImg.Bounds().Dx() < w || scratchImg.Bounds().Dy() < h {
		if scratchImg != nil {
			scratchImg.Deallocate()
		}
		scratchImg = bigImage(max(w, 128), max(h, 128))
	}
	scratchImg.Clear()
	sub := scratchImg.SubImage(image.Rect(0, 0, w, h)).(*ebiten.Image)
	paint(sub)
	img := ebiten.NewImage(w, h)
	img.DrawImage(sub, nil)
	return img
}

var scratchImg *ebiten.Image
