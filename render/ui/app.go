// Package ui is the client's shell, and knows no game: the App (the
// ebiten.Game) with its scene and its stack of dialogs, redrawn only when
// something changed; the theme and the drawing primitives (text, rects,
// paths and batches of triangles, buttons and checkboxes, and the hit
// regions that make things clickable); dialogs, the file picker, settings
// and tooltips; the main menu, the choice of game, the game menu; and the
// map view's test scene. A game's client plugs its scenes (Scene) and
// dialogs (Modal) in, and the shell reaches the games only through the
// Hooks the assembly (package render) sets.
package ui

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/png"
	"math"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/game/jsonfile"
	"tachanka/render/lang"
	"tachanka/render/launch"
)

// Options are the window's options (see package launch).
type Options = launch.Options

// WindowTitle is what tests look for with xdotool.
const WindowTitle = "Tachanka"

// Run opens the window on an app made with hooks and returns when it
// is closed.
func Run(o Options, hooks Hooks) error {
	a, err := NewApp(o, hooks)
	if err != nil {
		return err
	}
	w, h := o.Width, o.Height
	if w == 0 {
		w, h = 1280, 800
	}
	ebiten.SetWindowSize(w, h)
	ebiten.SetWindowTitle(WindowTitle)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetScreenClearedEveryFrame(false)
	ebiten.SetRunnableOnUnfocused(true)
	// One Update for every frame. At a fixed rate of ticks, a frame that
	// comes sooner than the next tick runs no Update, yet Ebiten reads the
	// buttons for it: a click pressed and released since the last frame is
	// read there and lost (issue 22).
	ebiten.SetTPS(ebiten.SyncWithFPS)
	err = ebiten.RunGame(a)
	if errors.Is(err, ebiten.Termination) {
		err = nil
	}
	if err == nil && a.err != nil {
		err = a.err
	}
	return err
}

// Scene is one screen of the client. Besides these, a scene may answer
// Rethemed() (the theme changed: scale, palette or language), Relanged()
// (the language changed: drop any text kept in the old one), ShotReady()
// bool (a screenshot waits until it is true), FillProbe(*ProbeInfo) (what
// it shows, for the client tests) and Tipper (tooltips).
type Scene interface {
	Update(a *App) error
	Draw(dst *ebiten.Image)
	Resize(w, h int)
}

// Modal is a dialog drawn over the scene that takes all input; Update
// returns true when it closes, and Name is what the probe calls it.
type Modal interface {
	Update(a *App) (done bool)
	Draw(dst *ebiten.Image)
	Name() string
}

// Tipper is a scene that explains what is under the pointer (hexes,
// counters): a key that changes when the thing does, and its text.
type Tipper interface {
	TipKey(x, y float64) string
	TipText(key string) []string
}

// App is the ebiten.Game: the current scene, any dialogs, the settings
// and theme; it redraws only when something changed (idle CPU near zero).
// Scenes and dialogs read the input of the frame from it, draw with its
// theme, and set Dirty when what they show changed.
type App struct {
	Opts     Options  // the window's options
	Settings Settings // the player's (change them with ApplySettings)
	Theme    *Theme   // rebuilt when the scale, the palette or the language change
	hooks    Hooks
	scene    Scene
	modals   []Modal
	W, H     int  // the screen's size, in device pixels
	Dirty    bool // the next frame redraws the screen
	frame    int
	quit     bool
	err      error
	probe    *probe

	// Input, as of this frame.
	Hits     Hits    // the clickable regions of the last picture
	MX, MY   float64 // the pointer
	HoverID  string  // the hit region under the pointer
	ClickID  string  // the region the left button was pressed on this frame
	Left     Button  // the left mouse button
	Right    Button  // the right mouse button
	pressHit hit     // the region the left button last went down on

	// Tooltip: what it is about, since when, and its text once shown.
	tipKey   string
	tipSince time.Time
	tip      []string

	toast *toast // a refusal shown where it was tried (Toast)
}

// NewApp makes the app on the scene the options name, with the games the
// hooks give.
func NewApp(o Options, h Hooks) (*App, error) {
	set := loadSettings()
	if o.UIScale > 0 {
		set.UIScale = o.UIScale
	}
	if o.ColorBlind {
		set.ColorBlind = true
	}
	if o.Lang != "" {
		set.Lang = o.Lang
	}
	if o.AnimSpeed != nil {
		set.AnimSpeed = *o.AnimSpeed
	}
	set.clamp()
	l, _ := lang.Parse(set.Lang)
	lang.Set(l)
	a := &App{Opts: o, Settings: set, hooks: h, Dirty: true, probe: newProbe()}
	if err := a.retheme(); err != nil {
		return nil, err
	}
	switch {
	case o.View == "menu":
		a.scene = NewMenuScene(a)
	case o.View == "newgame":
		a.scene = a.newGamePage()
	case o.View == "games":
		a.scene = newGamesScene(a)
	case o.View == "areamap":
		a.scene = newAreaScene(a)
	case o.Load != "" || o.Scenario != "":
		sc, err := h.Open(a)
		if err != nil {
			return nil, err
		}
		a.scene = sc
	default:
		a.scene = NewMenuScene(a)
	}
	return a, nil
}

// newGamePage is the new-game page of the first game that has one (the
// choice of game when none has).
func (a *App) newGamePage() Scene {
	for _, g := range a.hooks.Games {
		if g.NewGame != nil {
			return g.NewGame(a)
		}
	}
	return newGamesScene(a)
}

// OpenRules opens the rules panel at a rule ("" for its first page).
func (a *App) OpenRules(rule string) {
	if a.hooks.Rules != nil {
		a.Show(a.hooks.Rules(a, rule))
	}
}

// retheme builds the theme from the settings (scale, palette).
func (a *App) retheme() error {
	scale := a.Settings.UIScale * ebiten.Monitor().DeviceScaleFactor()
	th, err := newTheme(a.Settings.ColorBlind, scale)
	if err != nil {
		return err
	}
	a.Theme = th
	return nil
}

// ApplySettings saves changed settings and rebuilds what depends on them.
func (a *App) ApplySettings(s Settings) {
	old := a.Settings
	s.clamp()
	a.Settings = s
	l, _ := lang.Parse(s.Lang)
	lang.Set(l)
	if s.Lang != old.Lang {
		a.Theme.forget() // painted images may carry words
		if r, ok := a.scene.(interface{ Relanged() }); ok {
			r.Relanged()
		}
	}
	if s.UIScale != old.UIScale || s.ColorBlind != old.ColorBlind || s.Lang != old.Lang {
		if err := a.retheme(); err == nil {
			if r, ok := a.scene.(interface{ Rethemed() }); ok {
				r.Rethemed()
			}
			if a.W > 0 {
				a.scene.Resize(a.W, a.H)
			}
		}
	}
	s.save()
	a.Dirty = true
}

// SetScene switches screens.
func (a *App) SetScene(s Scene) {
	a.scene = s
	a.modals = nil
	if a.W > 0 {
		s.Resize(a.W, a.H)
	}
	a.Dirty = true
}

// Show opens a dialog on top of any other.
func (a *App) Show(m Modal) {
	a.modals = append(a.modals, m)
	a.Dirty = true
}

// Top is the dialog taking input, or nil.
func (a *App) Top() Modal {
	if len(a.modals) == 0 {
		return nil
	}
	return a.modals[len(a.modals)-1]
}

// Modals are the open dialogs, the top one last.
func (a *App) Modals() []Modal { return a.modals }

// CloseModals closes every dialog.
func (a *App) CloseModals() {
	a.modals = nil
	a.Dirty = true
}

// Scene is the screen shown.
func (a *App) Scene() Scene { return a.scene }

// closeModal removes a dialog wherever it is in the stack.
func (a *App) closeModal(m Modal) {
	for k, x := range a.modals {
		if x == m {
			a.modals = append(a.modals[:k], a.modals[k+1:]...)
			a.Dirty = true
			return
		}
	}
}

// Update handles input and time.
func (a *App) Update() error {
	if a.quit {
		return ebiten.Termination
	}
	a.frame++
	x, y := ebiten.CursorPosition()
	a.MX, a.MY = float64(x), float64(y)
	a.ClickID = ""
	id := ""
	if h, ok := a.Hits.at(a.MX, a.MY); ok {
		id = h.id
	}
	if id != a.HoverID {
		a.HoverID = id
		a.Dirty = true
	}
	a.Left.update(ebiten.MouseButtonLeft, a.MX, a.MY)
	a.Right.update(ebiten.MouseButtonRight, a.MX, a.MY)
	if a.Left.Repressed(a.pressHit.id != "" && !a.pressHit.drag, a.pressHit.r, a.MX, a.MY, a.Theme.S(6)) {
		// A second quick click hidden in what looks like a held button.
		a.Left.repress(a.MX, a.MY)
	}
	if a.Left.Pressed {
		a.ClickID = id
		a.pressHit, _ = a.Hits.at(a.MX, a.MY)
	}
	// A rule cited anywhere opens the rules panel there.
	if rule, ok := strings.CutPrefix(a.ClickID, "rule:"); ok {
		a.ClickID = ""
		a.OpenRules(rule)
	}
	if m := a.Top(); m != nil {
		if m.Update(a) {
			a.closeModal(m)
		}
	} else if err := a.scene.Update(a); err != nil {
		if errors.Is(err, ebiten.Termination) {
			return err
		}
		a.err = err
		return ebiten.Termination
	}
	a.updateTip()
	a.updateToast()
	return nil
}

// tipDelay is how long the pointer rests before a tooltip shows (in time,
// not frames: there is one Update a frame, whatever the frame rate).
const tipDelay = 400 * time.Millisecond

// ResetTip hides the tooltip and forgets what it was about: what is under
// the pointer may have changed.
func (a *App) ResetTip() { a.tipKey, a.tip = "", nil }

// updateTip shows a tooltip once the pointer has rested on something for
// a moment, and hides it when the pointer leaves.
func (a *App) updateTip() {
	key := ""
	if a.HoverID != "" {
		key = "hit:" + a.HoverID
	} else if t, ok := a.scene.(Tipper); ok && a.Top() == nil {
		key = t.TipKey(a.MX, a.MY)
	}
	if a.Left.Down || a.Right.Down {
		key = ""
	}
	if key != a.tipKey {
		a.tipKey, a.tipSince = key, time.Now()
		if a.tip != nil {
			a.tip = nil
			a.Dirty = true
		}
		return
	}
	if key == "" || a.tip != nil || time.Since(a.tipSince) < tipDelay {
		return
	}
	h, ok := a.Hits.find(a.HoverID)
	switch t, isTipper := a.scene.(Tipper); {
	case ok && key == "hit:"+a.HoverID && h.tip != "":
		a.tip = []string{h.tip}
	case isTipper && a.Top() == nil:
		a.tip = t.TipText(key)
	}
	if a.tip != nil {
		a.Dirty = true
	}
}

// drawTip draws the tooltip next to the pointer.
func (a *App) drawTip(dst *ebiten.Image) {
	th := a.Theme
	f := th.Face(12, false)
	maxW := th.S(380)
	var lines []string
	for _, l := range a.tip {
		lines = append(lines, Wrap(l, f, maxW)...)
	}
	if len(lines) == 0 {
		return
	}
	w := 0.0
	for _, l := range lines {
		w = math.Max(w, TextWidth(l, f))
	}
	lh := LineHeight(f)
	h := float64(len(lines))*lh + th.S(10)
	w += th.S(14)
	x, y := a.MX+th.S(16), a.MY+th.S(18)
	if x+w > float64(a.W) {
		x = a.MX - w - th.S(8)
	}
	if y+h > float64(a.H) {
		y = a.MY - h - th.S(8)
	}
	x, y = math.Max(2, x), math.Max(2, y)
	FillRect(dst, Rect{x, y, w, h}, WithAlpha(th.C("panel"), 240))
	StrokeRect(dst, Rect{x, y, w, h}, 1, th.C("accent"))
	DrawLines(dst, lines, f, x+th.S(7), y+th.S(5), th.C("text"))
}

// Draw redraws the screen only when something changed; the screen is not
// cleared between frames (SetScreenClearedEveryFrame(false)).
func (a *App) Draw(screen *ebiten.Image) {
	capture := a.Opts.Screenshot != "" && a.frame >= 3 && a.shotReady()
	if !a.Dirty && !capture {
		return
	}
	a.Dirty = false
	a.Hits.reset()
	screen.Fill(a.Theme.C("background"))
	a.scene.Draw(screen)
	for _, m := range a.modals {
		a.Hits.reset()
		m.Draw(screen)
	}
	a.drawToast(screen)
	if a.tip != nil && a.Opts.Screenshot == "" {
		a.drawTip(screen)
	}
	a.probe.write(a)
	if capture && !a.quit {
		if err := writePNG(screen, a.Opts.Screenshot); err != nil {
			a.err = err
		}
		a.quit = true
	}
}

// shotReady lets a scene hold a screenshot until what it shows is on screen.
func (a *App) shotReady() bool {
	if r, ok := a.scene.(interface{ ShotReady() bool }); ok {
		return r.ShotReady()
	}
	return true
}

// Layout uses the device's pixels, so text stays sharp on HiDPI screens.
func (a *App) Layout(ow, oh int) (int, int) {
	f := ebiten.Monitor().DeviceScaleFactor()
	w, h := int(math.Ceil(float64(ow)*f)), int(math.Ceil(float64(oh)*f))
	if w != a.W || h != a.H {
		a.W, a.H = w, h
		a.scene.Resize(w, h)
		a.Dirty = true
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
