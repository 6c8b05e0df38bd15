package rrui

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/game/redrussia"
	"tachanka/render/ui"
)

// boardFor opens the board on a state without its file (a picture, a
// test): the seats as given, a person where none is named.
func boardFor(a *ui.App, s *redrussia.State, seats map[string]string, seed uint64) *boardScene {
	own := map[string]string{}
	for _, p := range s.Players {
		k := seats[seatName(p.Factions[0])]
		if k == "" {
			k = kindHuman
		}
		for _, g := range p.Factions {
			own[seatName(g)] = k
		}
	}
	b := newBoard(a, s, own, seed)
	b.computer.paused = a.Opts.Screenshot != ""
	return b
}

// ShotScene is the board of a state as a screenshot shows it: no
// computer move is played, no curtain comes down.
func ShotScene(a *ui.App, s *redrussia.State, seats map[string]string) ui.Scene {
	b := boardFor(a, s, seats, 1)
	b.computer.paused = true
	b.shot = true
	return b
}

// Shot draws a board scene of a state to an image the size of screen,
// with the counters of a place spread open (spread: its code, or ""):
// the app draws its frame on screen, which must belong to a running
// Ebiten game.
func Shot(a *ui.App, s *redrussia.State, seats map[string]string, spread string, screen *ebiten.Image) *image.RGBA {
	w, h := screen.Bounds().Dx(), screen.Bounds().Dy()
	a.Layout(w, h)
	b := ShotScene(a, s, seats).(*boardScene)
	a.SetScene(b)
	b.checkCurtain()
	b.spread = spread
	a.Dirty = true
	a.Draw(screen)
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	screen.ReadPixels(img.Pix)
	return img
}
