package ui

import (
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// A toast is a short message shown where the player is looking: next to
// the point where a refused action was tried (the pointer, a hex), for a
// few seconds, over the scene. Scenes show refusals this way as well as in
// their status line, which is easy to miss.

// ToastTime is how long a toast stays.
const ToastTime = 4 * time.Second

type toast struct {
	text  string
	x, y  float64
	until time.Time
}

// Toast shows text next to screen point x, y for ToastTime, replacing any
// toast shown.
func (a *App) Toast(text string, x, y float64) {
	if text == "" {
		return
	}
	a.toast = &toast{text: text, x: x, y: y, until: time.Now().Add(ToastTime)}
	a.Dirty = true
}

// ToastText is the toast shown now, or "".
func (a *App) ToastText() string {
	if a.toast == nil {
		return ""
	}
	return a.toast.text
}

// ToastAt is where the toast shown now points, and whether one is shown.
func (a *App) ToastAt() (x, y float64, ok bool) {
	if a.toast == nil {
		return 0, 0, false
	}
	return a.toast.x, a.toast.y, true
}

// updateToast takes the toast away when its time is up.
func (a *App) updateToast() {
	if a.toast != nil && !time.Now().Before(a.toast.until) {
		a.toast = nil
		a.Dirty = true
	}
}

// toastRect is where the toast's box goes: just above and right of its
// point, kept on the screen.
func (a *App) toastRect(lines []string) Rect {
	th := a.Theme
	f := th.Face(13, true)
	w := 0.0
	for _, l := range lines {
		w = math.Max(w, TextWidth(l, f))
	}
	w += th.S(20)
	h := float64(len(lines))*LineHeight(f) + th.S(12)
	x, y := a.toast.x+th.S(14), a.toast.y-h-th.S(10)
	if x+w > float64(a.W)-2 {
		x = a.toast.x - w - th.S(14)
	}
	if y < 2 {
		y = a.toast.y + th.S(20)
	}
	return Rect{X: math.Max(2, x), Y: math.Max(2, y), W: w, H: h}
}

// drawToast draws the toast over everything but the tooltip.
func (a *App) drawToast(dst *ebiten.Image) {
	if a.toast == nil {
		return
	}
	th := a.Theme
	f := th.Face(13, true)
	lines := Wrap(a.toast.text, f, th.S(360))
	r := a.toastRect(lines)
	FillRect(dst, r, WithAlpha(th.C("panel"), 245))
	StrokeRect(dst, r, th.S(2), th.C("danger"))
	DrawLines(dst, lines, f, r.X+th.S(10), r.Y+th.S(6), th.C("text"))
}
