// Package render is the Ebiten client: scenes (main menu, new game, board),
// the board view (camera, cached map, counters), dialogs and input. It plays
// the game only through the engine's actions and queries: it never decides
// a rule itself.
package render

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/png"
	"math"
	"os"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/game/jsonfile"
	"tachanka/game/scenario"
	"tachanka/render/launch"
	"tachanka/scenarios"
)

// Options are the window's options (see package launch).
type Options = launch.Options

// WindowTitle is what tests look for with xdotool.
const WindowTitle = "Tachanka — REDS!"

// Run opens the window and returns when it is closed.
func Run(o Options) error {
	if o.Width == 0 {
		o.Width, o.Height = 1280, 800
	}
	if o.UIScale == 0 {
		o.UIScale = 1
	}
	a, err := newApp(o)
	if err != nil {
		return err
	}
	ebiten.SetWindowSize(o.Width, o.Height)
	ebiten.SetWindowTitle(WindowTitle)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetScreenClearedEveryFrame(false)
	ebiten.SetRunnableOnUnfocused(true)
	err = ebiten.RunGame(a)
	if errors.Is(err, ebiten.Termination) {
		err = nil
	}
	if err == nil && a.err != nil {
		err = a.err
	}
	return err
}

// scene is one screen of the client.
type scene interface {
	update(a *App) error
	draw(dst *ebiten.Image)
	resize(w, h int)
}

// modal is a dialog drawn over the scene that takes all input.
type modal interface {
	update(a *App) (done bool)
	draw(dst *ebiten.Image, w, h int)
}

// App is the ebiten.Game: it holds the current scene and any dialog, and
// redraws only when something changed (idle CPU stays near zero).
type App struct {
	opts  Options
	th    *Theme
	scene scene
	modal modal
	w, h  int
	dirty bool
	frame int
	quit  bool
	err   error
	probe *probe
}

func newApp(o Options) (*App, error) {
	th, err := newTheme(o.ColorBlind, o.UIScale)
	if err != nil {
		return nil, err
	}
	a := &App{opts: o, th: th, dirty: true, probe: newProbe()}
	switch {
	case o.View == "menu":
		a.scene = newMenuScene(a)
	case o.Load != "":
		f, err := scenario.Load(o.Load, scenarios.Lib)
		if err != nil {
			return nil, err
		}
		if !f.IsSave() {
			return nil, fmt.Errorf("%s is a scenario, not a saved game (use play -scenario)", o.Load)
		}
		a.scene = newBoardScene(a, f, 0, false, o.Load)
	case o.Scenario != "":
		f, err := scenarios.Resolve(o.Scenario)
		if err != nil {
			return nil, err
		}
		path := ""
		if f.IsSave() {
			path = o.Scenario
		}
		a.scene = newBoardScene(a, f, o.Seed, !f.IsSave(), path)
	default:
		a.scene = newMenuScene(a)
	}
	return a, nil
}

// setScene switches screens.
func (a *App) setScene(s scene) {
	a.scene = s
	a.modal = nil
	if a.w > 0 {
		s.resize(a.w, a.h)
	}
	a.dirty = true
}

// show opens a dialog.
func (a *App) show(m modal) {
	a.modal = m
	a.dirty = true
}

// Update handles input and time.
func (a *App) Update() error {
	if a.quit {
		return ebiten.Termination
	}
	a.frame++
	if a.modal != nil {
		if a.modal.update(a) {
			a.modal = nil
			a.dirty = true
		}
	} else if err := a.scene.update(a); err != nil {
		if errors.Is(err, ebiten.Termination) {
			return err
		}
		a.err = err
		return ebiten.Termination
	}
	return nil
}

// Draw redraws the screen only when something changed; the screen is not
// cleared between frames (SetScreenClearedEveryFrame(false)).
func (a *App) Draw(screen *ebiten.Image) {
	capture := a.opts.Screenshot != "" && a.frame >= 3
	if !a.dirty && !capture {
		return
	}
	a.dirty = false
	screen.Fill(a.th.C("background"))
	a.scene.draw(screen)
	if a.modal != nil {
		a.modal.draw(screen, a.w, a.h)
	}
	a.probe.write(a)
	if capture && !a.quit {
		if err := writePNG(screen, a.opts.Screenshot); err != nil {
			a.err = err
		}
		a.quit = true
	}
}

// Layout uses the device's pixels, so text stays sharp on HiDPI screens.
func (a *App) Layout(ow, oh int) (int, int) {
	f := ebiten.Monitor().DeviceScaleFactor()
	w, h := int(math.Ceil(float64(ow)*f)), int(math.Ceil(float64(oh)*f))
	if w != a.w || h != a.h {
		a.w, a.h = w, h
		a.scene.resize(w, h)
		a.dirty = true
	}
	return w, h
}

// writePNG saves the screen atomically.
func writePNG(screen *ebiten.Image, path string) error {
	b := screen.Bounds()
	pix := make([]byte, 4*b.Dx()*b.Dy())
	screen.ReadPixels(pix)
	img := &image.RGBA{Pix: pix, Stride: 4 * b.Dx(), Rect: image.Rect(0, 0, b.Dx(), b.Dy())}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return err
	}
	if err := jsonfile.WriteAtomic(path, buf.Bytes()); err != nil {
		return fmt.Errorf("writing the screenshot: %w", err)
	}
	return nil
}

// probe writes what tests need to drive the window by real mouse input
// (TACHANKA_PROBE=file): the view's geometry and the game's state.
type probe struct {
	path string
	last string
}

func newProbe() *probe { return &probe{path: os.Getenv("TACHANKA_PROBE")} }

// ProbeInfo is the probe file's content (see package launch).
type ProbeInfo = launch.ProbeInfo

func (p *probe) write(a *App) {
	if p.path == "" {
		return
	}
	info := ProbeInfo{Frame: a.frame, Width: a.w, Height: a.h}
	if s, ok := a.scene.(interface{ fillProbe(*ProbeInfo) }); ok {
		s.fillProbe(&info)
	}
	if m, ok := a.modal.(interface{ name() string }); ok {
		info.Modal = m.name()
	}
	info.Frame = 0
	b, err := jsonfile.Marshal(info)
	if err != nil || string(b) == p.last {
		return
	}
	p.last = string(b)
	jsonfile.WriteAtomic(p.path, b)
}
