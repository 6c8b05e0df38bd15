package ui

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

// Rect is a screen rectangle.
type Rect struct{ X, Y, W, H float64 }

// Contains reports whether a point is in r.
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && x < r.X+r.W && y >= r.Y && y < r.Y+r.H
}

// Inset shrinks r by d on every side.
func (r Rect) Inset(d float64) Rect { return Rect{r.X + d, r.Y + d, r.W - 2*d, r.H - 2*d} }

// CX and CY are r's centre.
func (r Rect) CX() float64 { return r.X + r.W/2 }
func (r Rect) CY() float64 { return r.Y + r.H/2 }

// hit is a clickable region: an id the screen's Update understands, and a
// tooltip.
type hit struct {
	r        Rect
	id       string
	tip      string
	disabled bool
	drag     bool // a drag may start here (a counter), not only a click
}

// Hits are the regions of the last picture, last drawn on top.
type Hits struct{ list []hit }

func (h *Hits) reset() { h.list = h.list[:0] }

// Add registers a region with its id and tooltip.
func (h *Hits) Add(r Rect, id, tip string) {
	h.list = append(h.list, hit{r: r, id: id, tip: tip})
}

// AddDrag registers a region a drag may start from (a counter of an open
// stack or of a tray), as well as a click.
func (h *Hits) AddDrag(r Rect, id, tip string) {
	h.list = append(h.list, hit{r: r, id: id, tip: tip, drag: true})
}

// at returns the topmost region under a point.
func (h *Hits) at(x, y float64) (hit, bool) {
	for k := len(h.list) - 1; k >= 0; k-- {
		if h.list[k].r.Contains(x, y) {
			return h.list[k], true
		}
	}
	return hit{}, false
}

// find returns the region with an id.
func (h *Hits) find(id string) (hit, bool) {
	for _, x := range h.list {
		if x.id == id {
			return x, true
		}
	}
	return hit{}, false
}

// ButtonStyle is how a button looks.
type ButtonStyle int

const (
	ButtonNormal ButtonStyle = iota
	ButtonHot                // the default action
	ButtonOn                 // a toggle that is on, a chosen option
	ButtonOff                // disabled
)

// Button draws a button and registers it (unless disabled).
func (a *App) Button(dst *ebiten.Image, r Rect, id, label string, style ButtonStyle, tip string) {
	th := a.Theme
	hover := a.HoverID == id && style != ButtonOff
	bg, fg := th.C("panel_edge"), th.C("text")
	switch {
	case style == ButtonOff:
		bg, fg = th.C("panel"), th.C("text_dim")
	case style == ButtonHot && hover:
		bg, fg = th.C("accent"), color.RGBA{20, 20, 20, 255}
	case style == ButtonHot:
		bg, fg = Darker(th.C("accent"), 0.85), color.RGBA{20, 20, 20, 255}
	case style == ButtonOn && hover:
		bg, fg = Blend(th.C("ok"), color.RGBA{255, 255, 255, 255}, 0.2), color.RGBA{15, 15, 15, 255}
	case style == ButtonOn:
		bg, fg = th.C("ok"), color.RGBA{15, 15, 15, 255}
	case hover:
		bg = Darker(th.C("text_dim"), 0.8)
	}
	vector.DrawFilledRect(dst, float32(r.X), float32(r.Y), float32(r.W), float32(r.H), bg, false)
	vector.StrokeRect(dst, float32(r.X)+0.5, float32(r.Y)+0.5, float32(r.W)-1, float32(r.H)-1, 1, Darker(bg, 0.6), false)
	face := th.Face(13, false)
	label = FitText(label, face, r.W-th.S(8))
	DrawTextCentered(dst, label, face, r.CX(), r.CY(), fg)
	if style != ButtonOff {
		a.Hits.Add(r, id, tip)
	}
}

// Checkbox draws a labelled tick box and registers it.
func (a *App) Checkbox(dst *ebiten.Image, r Rect, id, label string, on bool, tip string) {
	th := a.Theme
	box := Rect{r.X, r.Y + (r.H-th.S(16))/2, th.S(16), th.S(16)}
	c := th.C("text_dim")
	if a.HoverID == id {
		c = th.C("accent")
	}
	vector.StrokeRect(dst, float32(box.X), float32(box.Y), float32(box.W), float32(box.H), float32(th.S(1.5)), c, false)
	if on {
		vector.DrawFilledRect(dst, float32(box.X+th.S(3.5)), float32(box.Y+th.S(3.5)), float32(box.W-th.S(7)), float32(box.H-th.S(7)), th.C("accent"), false)
	}
	DrawText(dst, label, th.Face(13, false), box.X+box.W+th.S(8), r.CY(), th.C("text"), text.AlignStart, text.AlignCenter)
	a.Hits.Add(r, id, tip)
}

// FitText shortens s with an ellipsis to fit width w.
func FitText(s string, face *text.GoTextFace, w float64) string {
	if TextWidth(s, face) <= w {
		return s
	}
	r := []rune(s)
	for len(r) > 1 {
		r = r[:len(r)-1]
		if TextWidth(string(r)+"…", face) <= w {
			return string(r) + "…"
		}
	}
	return string(r)
}

// Wrap breaks s into lines no wider than w, at spaces (and at newlines).
func Wrap(s string, face *text.GoTextFace, w float64) []string {
	var out []string
	for _, para := range strings.Split(s, "\n") {
		words := strings.Fields(para)
		if len(words) == 0 {
			out = append(out, "")
			continue
		}
		line := words[0]
		for _, word := range words[1:] {
			if TextWidth(line+" "+word, face) <= w {
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

// LineHeight is the spacing of lines of a face.
func LineHeight(face *text.GoTextFace) float64 { return face.Size * 1.35 }

// DrawLines draws wrapped lines from the top-left and returns the y below them.
func DrawLines(dst *ebiten.Image, lines []string, face *text.GoTextFace, x, y float64, clr color.Color) float64 {
	lh := LineHeight(face)
	for _, l := range lines {
		DrawText(dst, l, face, x, y, clr, text.AlignStart, text.AlignStart)
		y += lh
	}
	return y
}

// FillRect and StrokeRect are rectangle shortcuts.
func FillRect(dst *ebiten.Image, r Rect, c color.Color) {
	vector.DrawFilledRect(dst, float32(r.X), float32(r.Y), float32(r.W), float32(r.H), c, false)
}

func StrokeRect(dst *ebiten.Image, r Rect, w float64, c color.Color) {
	vector.StrokeRect(dst, float32(r.X), float32(r.Y), float32(r.W), float32(r.H), float32(w), c, false)
}

// LayerCache keeps a part of the screen that changes rarely (the bars and
// the side panel, heavy with text) as an image, redrawn only when its key
// changes; its hit regions are kept with it.
type LayerCache struct {
	img  *ebiten.Image
	key  string
	hits []hit
}

// Cached composites the regions rs of a layer drawn by draw, redrawing it
// first if key changed.
func (a *App) Cached(dst *ebiten.Image, lc *LayerCache, key string, rs []Rect, draw func(*ebiten.Image)) {
	w, h := dst.Bounds().Dx(), dst.Bounds().Dy()
	if lc.img == nil || lc.img.Bounds().Dx() != w || lc.img.Bounds().Dy() != h {
		if lc.img != nil {
			lc.img.Deallocate()
		}
		lc.img = BigImage(w, h)
		lc.key = ""
	}
	if key != lc.key {
		lc.img.Clear()
		n := len(a.Hits.list)
		draw(lc.img)
		lc.hits = append(lc.hits[:0], a.Hits.list[n:]...)
		lc.key = key
	} else {
		a.Hits.list = append(a.Hits.list, lc.hits...)
	}
	for _, r := range rs {
		if r.W <= 0 || r.H <= 0 {
			continue
		}
		sub := lc.img.SubImage(image.Rect(int(r.X), int(r.Y), int(math.Ceil(r.X+r.W)), int(math.Ceil(r.Y+r.H)))).(*ebiten.Image)
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(float64(int(r.X)), float64(int(r.Y)))
		dst.DrawImage(sub, op)
	}
}

// BigImage makes an image of its own texture, outside Ebiten's atlas:
// large images (map tiles, the overview, screen-sized layers) would
// otherwise reserve whole atlas pages.
func BigImage(w, h int) *ebiten.Image {
	return ebiten.NewImageWithOptions(image.Rect(0, 0, w, h), &ebiten.NewImageOptions{Unmanaged: true})
}

// Painted returns a new w x h image painted by paint. The painting happens
// on a scratch image that is reused: Ebiten anti-aliases through an
// offscreen image twice the size, kept with the image drawn on, and every
// counter, chit and die keeping its own would cost tens of megabytes.
func Painted(w, h int, paint func(img *ebiten.Image)) *ebiten.Image {
	if scratchImg == nil || scratchImg.Bounds().Dx() < w || scratchImg.Bounds().Dy() < h {
		if scratchImg != nil {
			scratchImg.Deallocate()
		}
		scratchImg = BigImage(max(w, 128), max(h, 128))
	}
	scratchImg.Clear()
	sub := scratchImg.SubImage(image.Rect(0, 0, w, h)).(*ebiten.Image)
	paint(sub)
	img := ebiten.NewImage(w, h)
	img.DrawImage(sub, nil)
	return img
}

var scratchImg *ebiten.Image

// Rect is where the region with an id was drawn, for tests and probes.
func (h *Hits) Rect(id string) (Rect, bool) {
	x, ok := h.find(id)
	return x.r, ok
}
