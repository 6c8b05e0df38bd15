package widgets

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"tachanka/render/ui"
)

// Chance is one result of a roll of two dice, as the chance bars show it:
// its code, its probability and how many of the 36 pairs of dice give it,
// what it does, and the colour of its bar.
type Chance struct {
	Code  string
	P     float64
	Pairs int
	Text  string
	Color color.RGBA
}

// ChancesHeight is the height of the bars of n chances.
func ChancesHeight(th *ui.Theme, n int) float64 { return float64(n) * (th.S(20) + th.S(3)) }

// DrawChances draws a bar for each chance, from y down across the width w
// from x: its code, a bar as long as its probability with the percentage
// and the pairs after it, and what it does at the right. It returns the y
// below the bars.
func DrawChances(dst *ebiten.Image, th *ui.Theme, x, y, w float64, cs []Chance) float64 {
	f, fb := th.Face(13, false), th.Face(13, true)
	barH := th.S(20)
	labelW := th.S(58)
	for _, c := range cs {
		bar := ui.Rect{X: x + labelW, Y: y, W: (w - labelW - th.S(330)) * c.P, H: barH}
		ui.FillRect(dst, ui.Rect{X: x, Y: y, W: w, H: barH}, ui.WithAlpha(th.C("panel_edge"), 160))
		ui.FillRect(dst, bar, c.Color)
		ui.DrawText(dst, c.Code, fb, x+th.S(6), y+barH/2, th.C("text"), text.AlignStart, text.AlignCenter)
		pct := fmt.Sprintf("%.1f%% (%d/36)", c.P*100, c.Pairs)
		ui.DrawText(dst, pct, f, bar.X+bar.W+th.S(6), y+barH/2, th.C("text"), text.AlignStart, text.AlignCenter)
		ui.DrawText(dst, ui.FitText(c.Text, th.Face(11, false), th.S(235)), th.Face(11, false), x+w-th.S(4), y+barH/2, th.C("text_dim"), text.AlignEnd, text.AlignCenter)
		y += barH + th.S(3)
	}
	return y
}
