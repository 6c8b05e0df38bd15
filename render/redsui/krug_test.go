package redsui

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/render/lang"
)

// A Krug hex's tooltip names its Cossack host properly ("Krug: Orenburg
// Host", not "Krug: orenburg"), in both languages (issue 22).
func TestKrugTipsNameTheHost(t *testing.T) {
	_, b := newTestApp(t, "reds-1918-1921")
	defer lang.Set(lang.Current())
	seen := 0
	for _, lng := range []lang.Lang{lang.EN, lang.RU} {
		frame(func() error {
			lang.Set(lng)
			s := b.state()
			for _, c := range s.Data.Board.Cells {
				if c.City == nil || len(c.City.Krug) == 0 {
					continue
				}
				for _, k := range c.City.Krug {
					if !lang.Has("host." + k) {
						t.Errorf("no catalogue name for the %s host", k)
					}
					tip := strings.Join(b.hexTip(c.Hex), "\n")
					if !strings.Contains(tip, lang.T("host."+k)) || strings.Contains(tip, ": "+k) {
						t.Errorf("%v (%v): tip %q", c.Hex, lng, tip)
					}
					seen++
				}
			}
			return nil
		}, func(*ebiten.Image) {})
	}
	if seen == 0 {
		t.Fatal("no Krug on the map")
	}
}
