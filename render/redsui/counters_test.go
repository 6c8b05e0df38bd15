package redsui

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/game/reds"
	"tachanka/scenarios"
)

// Issue 22 (small things): a counter on the map does not print its set-up
// hex in its top-right corner (it read as the counter's location); off
// the map (tray, pools, lists) it still does.
func TestCounterOnTheMapLeavesOutItsSetupHex(t *testing.T) {
	f, err := scenarios.Open("reds-1918-1921")
	if err != nil {
		t.Skip(err)
	}
	_, b := newTestApp(t, "reds-1918-1921")
	g, _ := f.NewGame(1)
	s := g.State
	i := -1
	for k := range s.Units {
		if d := s.Def(k); s.Units[k].Where == reds.OnMap && d.Setup.Valid() && d.Arrives == "" && !d.Z {
			i = k
			break
		}
	}
	if i < 0 {
		t.Fatal("no unit on the map with a set-up hex")
	}
	// The number of pixels of the top-right corner that differ from the
	// counter's background.
	inked := func() int {
		n := 0
		frame(func() error {
			img := b.art.image(s, i, false)
			bg := img.At(int(counterPx)/2, 6).(color.RGBA)
			for y := 3; y < 16; y++ {
				for x := int(counterPx) - 40; x < int(counterPx)-4; x++ {
					if c := img.At(x, y).(color.RGBA); c != bg {
						n++
					}
				}
			}
			return nil
		}, func(*ebiten.Image) {})
		return n
	}
	onMap := inked()
	s.Units[i].Where = reds.Eliminated
	off := inked()
	if onMap != 0 {
		t.Errorf("%s on the map prints %d pixels in its top-right corner (its set-up hex %v)", s.Def(i).ID, onMap, s.Def(i).Setup)
	}
	if off == 0 {
		t.Errorf("%s off the map lost its set-up hex", s.Def(i).ID)
	}
}
