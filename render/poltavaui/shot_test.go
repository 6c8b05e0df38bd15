package poltavaui

import (
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/game/hex"
	"tachanka/game/poltava"
	"tachanka/render/lang"
	"tachanka/render/poltavaui/poltlang"
	"tachanka/render/ui"
)

// The board at the first Swedish melee of Scenario 1 (seed 10), the
// South Scania horse chosen against the Russian Life Dragoons: the odds
// preview with the differential, the shifts and their reasons and the
// chance of each result. With POLTAVA_SHOT=FILE it writes the picture
// (docs/screenshot-poltava.png is made so).
func TestMeleePreviewFrame(t *testing.T) {
	a, b := meleePreview(t)
	var pix []byte
	var w, h int
	frame(nil, func(s *ebiten.Image) {
		a.Dirty = true
		a.Draw(s)
		w, h = s.Bounds().Dx(), s.Bounds().Dy()
		pix = make([]byte, 4*w*h)
		s.ReadPixels(pix)
	})
	if b.oddsR.W == 0 {
		t.Fatalf("no odds preview (the game waits for %v, attack %v on %v)", b.st.Pending.Kind, b.atk, b.atkHexes)
	}
	if path := os.Getenv("POLTAVA_SHOT"); path != "" {
		f, err := os.Create(path)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		if err := png.Encode(f, &image.RGBA{Pix: pix, Stride: 4 * w, Rect: image.Rect(0, 0, w, h)}); err != nil {
			t.Fatal(err)
		}
	}
}

// meleePreview is the board at the first Swedish melee of Scenario 1
// (seed 10), the South Scania horse chosen against the Life Dragoons.
func meleePreview(t *testing.T) (*ui.App, *boardScene) {
	t.Helper()
	a, b := openBoard(t, ui.Options{Scenario: "poltava-main", Seed: 10, UIScale: 1, Zoom: 0.9, Center: hex.MustParse("2609")})
	first := firstTurn(t, 10)
	frame(func() {
		for _, x := range first.Actions[len(b.rec.Actions):] {
			b.act(x, true)
		}
		s := b.st
		atk, def := s.Unit("sw-south-scania"), s.Unit("ru-dr-life")
		reach := s.Reach(atk)
		for _, h := range sortedKeys(reach) {
			if hex.Adjacent(h, def.Hex) && h.Col < def.Hex.Col {
				b.act(poltava.Action{Type: poltava.ActMove, Unit: atk.ID, Path: reach[h]}, true)
				break
			}
		}
		for b.st.Pending.Kind != poltava.DecideMelee {
			b.act(poltava.Action{Type: poltava.ActEndPhase}, true)
		}
		b.showUntil = b.showFrom
		b.atk, b.atkHexes = meleeClick(b.st, nil, nil, b.st.Unit(atk.ID).Hex)
		b.atk, b.atkHexes = meleeClick(b.st, b.atk, b.atkHexes, def.Hex)
	}, nil)
	return a, b
}

// The odds preview names the counters, not their ids, in both languages,
// and says its reasons in the language chosen.
func TestOddsNameTheCounters(t *testing.T) {
	_, b := meleePreview(t)
	defer lang.Set(lang.Current())
	for _, l := range []lang.Lang{lang.EN, lang.RU} {
		lang.Set(l)
		var lines []string
		frame(func() { lines, _, _ = b.oddsText() }, nil)
		all := strings.Join(lines, "\n")
		for _, id := range []string{"sw-south-scania", "ru-dr-life"} {
			if strings.Contains(all, id) {
				t.Errorf("%v: the odds name %s by its id:\n%s", l, id, all)
			}
			if name := (names{b.file.Data}).Unit(id); !strings.Contains(all, name) {
				t.Errorf("%v: the odds do not name %q:\n%s", l, name, all)
			}
		}
		if strings.Contains(all, "attacks with") != (l == lang.EN) {
			t.Errorf("%v: the reasons are not in the language chosen:\n%s", l, all)
		}
	}
	// A refusal names the counters too.
	err := b.st.CheckAttack([]string{"sw-south-scania", "sw-south-scania"}, b.atkHexes)
	if got := poltlang.RefusalNamed(err, names{b.file.Data}); err == nil || strings.Contains(got, "sw-south-scania") {
		t.Errorf("refusal %q (%v)", got, err)
	}
}

// A star of the counters is a filled five-pointed shape, not a glyph: its
// centre and its five points are filled, the notches between the points
// are not.
func TestStarIsAFivePointedShape(t *testing.T) {
	const n, r = 64, 28.0
	var pix []byte
	frame(nil, func(*ebiten.Image) {
		img := ebiten.NewImage(n, n)
		var bt ui.Batch
		drawStar(&bt, img, n/2, n/2, r, color.White)
		bt.Flush(img)
		pix = make([]byte, 4*n*n)
		img.ReadPixels(pix)
	})
	filled := func(a float64, d float64) bool {
		x := int(n/2 + d*math.Cos(a))
		y := int(n/2 + d*math.Sin(a))
		return pix[4*(y*n+x)+3] > 128
	}
	if !filled(0, 0) {
		t.Error("the star's centre is empty")
	}
	for i := 0; i < 5; i++ {
		tip := float64(i)*2*math.Pi/5 - math.Pi/2
		if !filled(tip, r*0.85) {
			t.Errorf("point %d is empty", i)
		}
		if filled(tip+math.Pi/5, r*0.85) {
			t.Errorf("the notch after point %d is filled", i)
		}
	}
}
