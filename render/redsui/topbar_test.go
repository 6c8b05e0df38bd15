package redsui

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/render/lang"
	"tachanka/render/ui"
)

// The top bar's parts never overlap: in a narrow window the turn track and
// then the resources' label give way (issue 22: "RTesources", the track's
// "T" drawn over the label).
func TestTopBarPartsDoNotOverlap(t *testing.T) {
	a, _ := newTestApp(t, "reds-1918-1921")
	defer lang.Set(lang.Current())
	frame(func() error {
		th := a.Theme
		for _, lng := range []lang.Lang{lang.EN, lang.RU} {
			lang.Set(lng)
			for x := 0.0; x <= 900; x += 5 {
				r := ui.Rect{X: 0, Y: 0, W: x + 400, H: th.S(34)}
				l := layTop(th, r, x)
				in := func(q ui.Rect) bool { return q.X >= r.X && q.X+q.W <= x }
				switch {
				case l.res && !in(l.resR):
					t.Errorf("x %v (%v): resources %+v out of the bar", x, lng, l.resR)
				case l.track && !in(l.trackR):
					t.Errorf("x %v (%v): track %+v out of the bar", x, lng, l.trackR)
				case l.res && l.track && l.trackR.X+l.trackR.W > l.resR.X:
					t.Errorf("x %v (%v): track %+v over resources %+v", x, lng, l.trackR, l.resR)
				case l.label && l.resR.W < ui.TextWidth(lang.T("top.resources"), th.Face(11, false))+2*th.S(26):
					t.Errorf("x %v (%v): no room for the label in %+v", x, lng, l.resR)
				case x >= 400 && (!l.res || !l.label || !l.track):
					t.Errorf("x %v (%v): a wide bar leaves parts out: %+v", x, lng, l)
				}
			}
		}
		return nil
	}, func(*ebiten.Image) {})
}
