package rrui

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/game/redrussia"
)

// The new-game page: three players, the second (North/Asian and South)
// the computer, the third random; Start opens the board of a game of
// three players with those seats, its first decision the Siberian's.
func TestNewGamePage(t *testing.T) {
	a := newApp(t, uiOpts(), 1280, 800)
	var m *newGameScene
	frame(func() {
		m = NewGamePage(a).(*newGameScene)
		a.SetScene(m)
	}, nil)
	click := func(id string) {
		frame(func() {
			a.ClickID = id
			m.Update(a)
			a.ClickID = ""
		}, nil)
	}
	click("rrng:n:3")
	click("rrng:seat:1:1")
	click("rrng:seat:2:3")
	click("rrng:railways")
	var img *image.RGBA
	frame(nil, func(screen *ebiten.Image) {
		a.Dirty = true
		a.Draw(screen)
		if os.Getenv("RRUI_SHOT") != "" {
			img = image.NewRGBA(screen.Bounds())
			screen.ReadPixels(img.Pix)
		}
	})
	if img != nil {
		if fo, err := os.Create(os.Getenv("RRUI_SHOT")); err == nil {
			png.Encode(fo, img)
			fo.Close()
		}
	}
	want := map[string]string{"red": kindHuman, "northasian": "normal", "south": "normal", "siberian": kindRandom}
	got := m.seats()
	for k, v := range want {
		if got[k] != v {
			t.Fatalf("seats %v, want %v", got, want)
		}
	}
	click("rrng:start")
	b, ok := a.Scene().(*boardScene)
	if !ok {
		t.Fatalf("Start opened %T (%s)", a.Scene(), m.msg)
	}
	if len(b.st.Players) != 3 || !b.opt.Railways || !b.st.Options.Railways || b.st.Pending.Faction != redrussia.Siberian {
		t.Fatalf("the game: %d players, options %+v, pending %v", len(b.st.Players), b.st.Options, b.st.Pending)
	}
	if b.kindOf(redrussia.South) != "normal" || b.kindOf(redrussia.Siberian) != kindRandom {
		t.Fatalf("the board's seats %v", b.seats)
	}
	// B.3: the person is asked at his stops (the defaults), the computer
	// and the random player at every window; the save keeps them.
	if st := b.opt.Stops; len(st) != 3 || st[0] != redrussia.DefaultStops || st[1] != redrussia.AllStops || st[2] != redrussia.AllStops || len(b.st.Options.Stops) != 3 {
		t.Fatalf("stops %v", st)
	}
}

// A person's stops (B.3) are toggled on the new-game page and carried into
// the game: here W2 asked, W4 not; a computer player is offered every
// window whatever was clicked.
func TestNewGamePageStops(t *testing.T) {
	a := newApp(t, uiOpts(), 1280, 800)
	var m *newGameScene
	frame(func() {
		m = NewGamePage(a).(*newGameScene)
		a.SetScene(m)
	}, nil)
	click := func(id string) {
		frame(func() {
			a.ClickID = id
			m.Update(a)
			a.ClickID = ""
		}, nil)
	}
	click("rrng:n:2")
	click("rrng:seat:1:1") // the White player: the computer
	click(fmt.Sprintf("rrng:stop:0:%d", redrussia.W2))
	click(fmt.Sprintf("rrng:stop:0:%d", redrussia.W4))
	click(fmt.Sprintf("rrng:stop:1:%d", redrussia.W4))
	frame(nil, func(screen *ebiten.Image) { a.Dirty = true; a.Draw(screen) })
	click("rrng:start")
	b, ok := a.Scene().(*boardScene)
	if !ok {
		t.Fatalf("Start opened %T (%s)", a.Scene(), m.msg)
	}
	want := redrussia.DefaultStops ^ 1<<redrussia.W2 ^ 1<<redrussia.W4
	if st := b.st.Options.Stops; len(st) != 2 || st[0] != want || st[1] != redrussia.AllStops {
		t.Fatalf("stops %v, want [%v all]", st, want)
	}
	if !st0(b).On(redrussia.W2) || st0(b).On(redrussia.W4) {
		t.Fatal("the person's stops are not the windows he chose")
	}
}

func st0(b *boardScene) redrussia.Stops { return b.st.Options.Stops[0] }
