package rcwui

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/game/rcw"
	"tachanka/render/ui"
)

// GameID is the game's id in the registry and in files.
const GameID = "rcw"

// boardFor opens the board on a state without its file (a picture, a
// test): every seat not named a person.
func boardFor(a *ui.App, s *rcw.State, seats map[string]string, seed uint64) *boardScene {
	own := map[string]string{}
	for _, p := range s.Players {
		own[p.Letter] = orHuman(seats[p.Letter])
	}
	b := newBoard(a, s, own, seed)
	b.random.paused = a.Opts.Screenshot != ""
	return b
}

// ShotScene is the board of a state as a screenshot shows it: no random
// move is played, the view is the options' zoom (0: the whole map) on
// the middle of the stacks. The window captures it when it is the scene
// (Options.Screenshot); Shot renders it to an image.
func ShotScene(a *ui.App, s *rcw.State, seats map[string]string) ui.Scene {
	b := boardFor(a, s, seats, 1)
	b.random.paused = true
	return b
}

// Shot draws a board scene of a state to an image the size of screen,
// with the stacks of a province spread open (spread: its code, or ""):
// the app draws its frame (the map, the stacks, the panel) on screen,
// which must belong to a running Ebiten game.
func Shot(a *ui.App, s *rcw.State, seats map[string]string, spread string, screen *ebiten.Image) *image.RGBA {
	w, h := screen.Bounds().Dx(), screen.Bounds().Dy()
	a.Layout(w, h)
	b := ShotScene(a, s, seats).(*boardScene)
	a.SetScene(b)
	if spread != "" {
		b.spread = spread
		if p := b.d.Map.Province(spread); p != nil && b.cam.Zoom > b.cam.FitZoom() {
			b.cam.CenterOn(p.Label[0], p.Label[1])
		}
	}
	a.Dirty = true
	a.Draw(screen)
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	screen.ReadPixels(img.Pix)
	return img
}
