package rrui

import (
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
