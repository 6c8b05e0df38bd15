package poltavaui

import (
	"fmt"
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"tachanka/game/poltava"
	"tachanka/render/lang"
	"tachanka/render/mapview"
	"tachanka/render/ui"
)

// A counter is painted once per unit, face and side at counterPx and then
// scaled by the camera: a frame draws images, not text.
const (
	counterPx    = 100.0
	counterWorld = baseHex * 1.08 // a counter's side on the map, in world pixels
)

type counterArt struct {
	th    *ui.Theme
	d     *poltava.Data
	cache map[string]*ebiten.Image
}

func newCounterArt(th *ui.Theme, d *poltava.Data) *counterArt {
	return &counterArt{th: th, d: d, cache: map[string]*ebiten.Image{}}
}

// image is unit u's counter as it shows now: its side (Cossacks change
// sides), full or reduced.
func (a *counterArt) image(u *poltava.Unit) *ebiten.Image {
	key := fmt.Sprint(u.ID, u.Side, u.Reduced, u.Division, lang.Current())
	if img, ok := a.cache[key]; ok {
		return img
	}
	img := ui.Painted(int(counterPx), int(counterPx), func(dst *ebiten.Image) { a.paint(dst, u) })
	a.cache[key] = img
	return img
}

func (a *counterArt) dispose() {
	for _, img := range a.cache {
		img.Deallocate()
	}
	a.cache = map[string]*ebiten.Image{}
}

// sideColours are a side's field, ink and rim.
func sideColours(s poltava.Side) (bg, fg, rim color.RGBA) {
	if s == poltava.Sweden {
		return swedeBG, swedeFG, ui.Darker(swedeBG, 0.55)
	}
	return russianBG, russianFG, russianRim
}

// paint draws a counter: the side's field, the division's stripe with its
// letter, the unit's name, its arm's symbol and its values (melee with its
// stars, fire, movement) on a white band when it is reduced.
func (a *counterArt) paint(dst *ebiten.Image, u *poltava.Unit) {
	d := u.Def()
	th := a.th
	const s = float32(counterPx)
	bg, fg, rim := sideColours(u.Side)
	var bt ui.Batch
	var body vector.Path
	ui.RoundRect(&body, 2, 2, s-4, s-4, 7)
	bt.Fill(dst, &body, bg)
	bt.Flush(dst)

	// The division's stripe and letter.
	stripe, letter := cossackTan, lang.T("poltava.cossack_letter")
	if div := a.d.Counters.Division(u.Division); div != nil {
		stripe, letter = hexColour(div.Colour), div.Letter
	}
	var top vector.Path
	top.MoveTo(2, 24)
	top.LineTo(2, 9)
	top.Arc(9, 9, 7, math.Pi, 1.5*math.Pi, vector.Clockwise)
	top.LineTo(s-9, 2)
	top.Arc(s-9, 9, 7, 1.5*math.Pi, 2*math.Pi, vector.Clockwise)
	top.LineTo(s-2, 24)
	top.Close()
	bt.Fill(dst, &top, stripe)
	bt.Line(dst, 2, 24, s-2, 24, 1.2, alpha(rgb(0), 120))
	bt.Flush(dst)
	ui.DrawText(dst, letter, th.FaceAt(17, true), 8, 13, inkOn(stripe), text.AlignStart, text.AlignCenter)
	name := counterName(d)
	nf := th.FaceAt(13, true)
	for ui.TextWidth(name, nf) > float64(s)-30 && nf.Size > 8 {
		nf = th.FaceAt(nf.Size-1, true)
	}
	ui.DrawText(dst, name, nf, float64(s)-6, 13, inkOn(stripe), text.AlignEnd, text.AlignCenter)

	// The arm's symbol, NATO-like: a box with a cross (infantry), a slash
	// (cavalry), a slash in brackets (Cossacks), a dot (artillery).
	bx, by, bw, bh := s/2-22, float32(31), float32(44), float32(26)
	var box vector.Path
	box.MoveTo(bx, by)
	box.LineTo(bx+bw, by)
	box.LineTo(bx+bw, by+bh)
	box.LineTo(bx, by+bh)
	box.Close()
	bt.Stroke(dst, &box, 2.4, fg)
	switch d.Type {
	case poltava.Infantry:
		bt.Line(dst, bx, by, bx+bw, by+bh, 2, fg)
		bt.Line(dst, bx, by+bh, bx+bw, by, 2, fg)
	case poltava.Cavalry:
		bt.Line(dst, bx, by+bh, bx+bw, by, 2.2, fg)
	case poltava.Cossack:
		bt.Line(dst, bx, by+bh, bx+bw, by, 2.2, fg)
		for _, side := range []float32{-1, 1} {
			x := s/2 + side*(bw/2+7)
			var br vector.Path
			br.MoveTo(x-side*4, by-2)
			br.LineTo(x, by-2)
			br.LineTo(x, by+bh+2)
			br.LineTo(x-side*4, by+bh+2)
			bt.Stroke(dst, &br, 2, fg)
		}
	case poltava.Artillery:
		bt.Circle(dst, s/2, by+bh/2, 6, fg)
	}
	bt.Flush(dst)

	// The values.
	v := u.Values()
	ink := fg
	if u.Reduced {
		bt.Rect(dst, 3, 66, s-6, 28, color.RGBA{250, 250, 250, 255})
		ink = reducedFG
	}
	var rimPath vector.Path
	ui.RoundRect(&rimPath, 2, 2, s-4, s-4, 7)
	bt.Stroke(dst, &rimPath, 2.5, rim)
	bt.Flush(dst)
	vf := th.FaceAt(21, true)
	vy := 81.0
	if d.Type.Combat() {
		melee := strconv.Itoa(v.Melee)
		if d.Bracketed {
			melee = "[" + melee + "]"
		}
		// The melee value, then its stars.
		mw := ui.TextWidth(melee, vf)
		starW := 13.0
		x0 := 22 - (mw+starW*float64(v.Stars))/2
		ui.DrawText(dst, melee, vf, math.Max(6, x0), vy, ink, text.AlignStart, text.AlignCenter)
		for k := 0; k < v.Stars; k++ {
			drawStar(&bt, dst, float32(math.Max(6, x0)+mw+starW*float64(k)+starW/2), float32(vy)-1, 7, ink)
		}
		bt.Flush(dst)
		ui.DrawText(dst, strconv.Itoa(v.MA), vf, float64(s)-10, vy, ink, text.AlignEnd, text.AlignCenter)
	}
	if v.Fire > 0 {
		ui.DrawText(dst, strconv.Itoa(v.Fire), vf, float64(s)/2+6, vy, ink, text.AlignCenter, text.AlignCenter)
	}
}

// drawStar adds a five-pointed star (a rule's "★" on the counter).
func drawStar(bt *ui.Batch, dst *ebiten.Image, cx, cy, r float32, c color.Color) {
	// A star is not convex: its centre and five points, each convex.
	bt.Circle(dst, cx, cy, r*0.42, c)
	for i := 0; i < 5; i++ {
		a := float64(i)*2*math.Pi/5 - math.Pi/2
		b1, b2 := a-math.Pi/5, a+math.Pi/5
		var tri vector.Path
		tri.MoveTo(cx+r*float32(math.Cos(a)), cy+r*float32(math.Sin(a)))
		tri.LineTo(cx+r*0.42*float32(math.Cos(b2)), cy+r*0.42*float32(math.Sin(b2)))
		tri.LineTo(cx+r*0.42*float32(math.Cos(b1)), cy+r*0.42*float32(math.Sin(b1)))
		tri.Close()
		bt.Fill(dst, &tri, c)
	}
}

// placed is a counter on the map: the unit and its top-left corner in
// world pixels.
type placed struct {
	u    *poltava.Unit
	x, y float64
}

// layout places the counters of the map: in a hex with both artillery and
// a combat unit, the guns lie under the unit, offset as a stack
// (mapview.Stack).
func layoutCounters(s *poltava.State, g *mapview.HexGrid) []placed {
	var out []placed
	seen := map[int]bool{}
	for i := range s.Units {
		u := &s.Units[i]
		if u.Status != poltava.OnMap || seen[i] {
			continue
		}
		var stack []*poltava.Unit
		if a := s.ArtilleryAt(u.Hex); a != nil {
			stack = append(stack, a)
		}
		if c := s.CombatAt(u.Hex); c != nil {
			stack = append(stack, c)
		}
		for j := range s.Units {
			if s.Units[j].Status == poltava.OnMap && s.Units[j].Hex == u.Hex {
				seen[j] = true
			}
		}
		x, y := g.Layout.Center(u.Hex)
		for k, c := range mapview.Stack(mapview.Point{X: x, Y: y}, len(stack), counterWorld) {
			out = append(out, placed{u: stack[k], x: c.X, y: c.Y})
		}
	}
	return out
}
