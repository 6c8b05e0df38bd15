package poltavaui

import (
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/game/hex"
	"tachanka/game/poltava"
	"tachanka/render/lang"
	"tachanka/render/poltavaui/poltlang"
	"tachanka/render/ui"
)

// The board at the first Swedish melee of Scenario 1 (seed 10), the
// Småland horse chosen against the Russian Life Dragoons: the odds
// preview with the differential, the shifts and their reasons and the
// chance of each result. With POLTAVA_SHOT=FILE it writes the picture
// (docs/screenshot-poltava.png is made so).
func TestMeleePreviewFrame(t *testing.T) {
	a, b := meleePreview(t)
	frame(nil, func(s *ebiten.Image) {
		a.Dirty = true
		a.Draw(s)
	})
	if b.oddsR.W == 0 {
		t.Fatalf("no odds preview (the game waits for %v, attack %v on %v)", b.st.Pending.Kind, b.atk, b.atkHexes)
	}
	writeFrame(t, a, os.Getenv("POLTAVA_SHOT"))
}

// writeFrame draws a whole frame and writes it to path, if path is set.
func writeFrame(t *testing.T, a *ui.App, path string) {
	t.Helper()
	var pix []byte
	var w, h int
	frame(nil, func(s *ebiten.Image) {
		a.Dirty = true
		a.Draw(s)
		w, h = s.Bounds().Dx(), s.Bounds().Dy()
		pix = make([]byte, 4*w*h)
		s.ReadPixels(pix)
	})
	if path != "" {
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
// (seed 10), the Småland horse chosen against the Life Dragoons.
func meleePreview(t *testing.T) (*ui.App, *boardScene) {
	t.Helper()
	a, b := openBoard(t, ui.Options{Scenario: "poltava-main", Seed: 10, UIScale: 1, Zoom: 0.9, Center: hex.MustParse("2609")})
	first := firstTurn(t, 10)
	frame(func() {
		for _, x := range first.Actions[len(b.rec.Actions):] {
			b.act(x, true)
		}
		s := b.st
		atk, def := s.Unit("sw-smaland"), s.Unit("ru-dr-life")
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
		for _, id := range []string{"sw-smaland", "ru-dr-life"} {
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
	err := b.st.CheckAttack([]string{"sw-smaland", "sw-smaland"}, b.atkHexes)
	if got := poltlang.RefusalNamed(err, names{b.file.Data}); err == nil || strings.Contains(got, "sw-smaland") {
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

// A computer's move is shown as its counter sliding from where it stood
// along its path to where it ends; a person's own move is not.
func TestComputerMoveSlides(t *testing.T) {
	_, b := openBoard(t, ui.Options{Scenario: "poltava-main", Seed: 10, UIScale: 1, Zoom: 1.6, Center: hex.MustParse("2411")})
	first := firstTurn(t, 10)
	var id string
	var start hex.Hex
	var path []hex.Hex
	frame(func() {
		b.a.Settings.AnimSpeed = 1
		for _, x := range first.Actions[len(b.rec.Actions):] {
			b.act(x, true)
		}
		u := b.st.Unit("sw-smaland")
		id, start = u.ID, u.Hex
		for _, h := range sortedKeys(b.st.Reach(u)) {
			if p := b.st.Reach(u)[h]; len(p) >= 2 {
				path = p
				break
			}
		}
		b.act(poltava.Action{Type: poltava.ActMove, Unit: id, Path: path}, false)
	}, nil)
	if len(b.slides) != 1 || b.slides[0].unit != id || b.slides[0].path[0] != start || !slices.Equal(b.slides[0].path[1:], path) {
		t.Fatalf("slides %+v, want %s from %v along %v", b.slides, id, start, path)
	}
	sl := b.slides[0]
	x0, y0 := b.layout.Center(start)
	if p, ok := b.slideAt(id, 0); !ok || math.Abs(p.X-x0)+math.Abs(p.Y-y0) > 0.01 {
		t.Errorf("at the start the counter stands at %v (%v), want its old hex %v,%v", p, ok, x0, y0)
	}
	x1, y1 := b.layout.Center(path[0])
	if p, ok := b.slideAt(id, sl.dur/float64(len(sl.path)-1)); !ok || math.Abs(p.X-x1)+math.Abs(p.Y-y1) > 0.01 {
		t.Errorf("after a leg the counter stands at %v (%v), want %v,%v", p, ok, x1, y1)
	}
	if _, ok := b.slideAt(id, sl.dur+0.01); ok {
		t.Error("the counter still slides after its path")
	}
	if _, ok := b.sliding(id); !ok {
		t.Error("the move is not being shown")
	}
	if out := os.Getenv("POLTAVA_SLIDE_SHOT"); out != "" {
		// The picture a leg and a half along the path.
		b.showFrom = time.Now().Add(-time.Duration(1.5 * sl.dur / float64(len(sl.path)-1) * float64(time.Second)))
		writeFrame(t, b.a, out)
	}
	if !b.showUntil.After(b.showFrom.Add(time.Duration(sl.dur * float64(time.Second)))) {
		t.Error("the showing ends before the counter arrives")
	}
	// The person's own move is not animated.
	frame(func() {
		b.showUntil = b.showFrom
		v := b.st.Unit("sw-dr-hielm")
		for _, h := range sortedKeys(b.st.Reach(v)) {
			b.act(poltava.Action{Type: poltava.ActMove, Unit: v.ID, Path: b.st.Reach(v)[h]}, true)
			break
		}
	}, nil)
	if len(b.slides) != 0 {
		t.Errorf("a person's move slides: %+v", b.slides)
	}
}
