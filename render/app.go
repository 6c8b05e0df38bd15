// Package render is the Ebiten client: scenes (main menu, new game, board),
// the board view (camera, cached map, counters), the displays of the game,
// dialogs, animation and input. It plays the game only through the engine's
// actions and queries: it never decides a rule itself.
package render

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/png"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"tachanka/game/jsonfile"
	"tachanka/render/lang"
	"tachanka/render/launch"
)

// Options are the window's options (see package launch).
type Options = launch.Options

// WindowTitle is what tests look for with xdotool.
const WindowTitle = "Tachanka — REDS!"

// runWindow opens the window on an app made with hooks and returns when it
// is closed.
func runWindow(o Options, hooks Hooks) error {
	a, err := newApp(o, hooks)
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
	err = ebiten.RunGame(a)
	if errors.Is(err, ebiten.Termination) {
		err = nil
	}
	if err == nil && a.err != nil {
		err = a.err
	}
	return err
}

// Hooks are what the shell needs from the games, which it does not import:
// the assembly (package render) sets them.
type Hooks struct {
	// Games are the games the choice of game lists, in order.
	Games []GameEntry
	// Open opens what the window's options name: a saved game to resume
	// (Options.Load) or a scenario (Options.Scenario).
	Open func(a *App) (scene, error)
	// Load opens a saved game the player picked from the main menu.
	Load func(a *App, path string) (scene, error)
	// Autosaved is the game in progress the main menu offers to resume,
	// or nil.
	Autosaved func() Resumable
	// Rules is the rules panel, open at a rule ("" for its first page).
	Rules func(a *App, rule string) modal
}

// GameEntry is a game as the choice of game lists it.
type GameEntry struct {
	ID        string
	Title     Words
	Seats     []Words    // the names of its seats
	Scenarios func() int // how many scenarios it has
	// NewGame opens its new-game page (scenario, seats, options); nil: the
	// game has no client yet, and is listed but closed.
	NewGame func(a *App) scene
}

// Words are a text in English and in Russian (a title, a seat's name).
type Words struct{ EN, RU string }

// String is the text in the current language.
func (w Words) String() string { return lang.Title(w.EN, w.RU) }

// Resumable is the autosaved game, which the main menu offers to resume.
type Resumable interface {
	// Describe says what it is (its scenario and turn), in the current
	// language.
	Describe() string
	// Resume opens it.
	Resume(a *App) scene
}

// scene is one screen of the client.
type scene interface {
	update(a *App) error
	draw(dst *ebiten.Image)
	resize(w, h int)
}

// modal is a dialog drawn over the scene that takes all input; update
// returns true when it closes.
type modal interface {
	update(a *App) (done bool)
	draw(dst *ebiten.Image)
	name() string
}

// tipper is a scene that explains what is under the pointer (hexes,
// counters): a key that changes when the thing does, and its text.
type tipper interface {
	tipKey(x, y float64) string
	tipText(key string) []string
}

// App is the ebiten.Game: the current scene, any dialogs, the settings
// and theme; it redraws only when something changed (idle CPU near zero).
type App struct {
	opts   Options
	set    Settings
	th     *Theme
	hooks  Hooks
	scene  scene
	modals []modal
	w, h   int
	dirty  bool
	frame  int
	quit   bool
	err    error
	probe  *probe

	// Input, as of this frame.
	hits    hits
	mx, my  float64
	hoverID string // the hit region under the pointer
	clickID string // the region the left button was pressed on this frame

	// Tooltip: what it is about, since when, and its text once shown.
	tipKey   string
	tipSince int
	tip      []string
}

func newApp(o Options, h Hooks) (*App, error) {
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
	a := &App{opts: o, set: set, hooks: h, dirty: true, probe: newProbe()}
	if err := a.retheme(); err != nil {
		return nil, err
	}
	switch {
	case o.View == "menu":
		a.scene = newMenuScene(a)
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
		a.scene = newMenuScene(a)
	}
	return a, nil
}

// newGamePage is the new-game page of the first game that has one (the
// choice of game when none has).
func (a *App) newGamePage() scene {
	for _, g := range a.hooks.Games {
		if g.NewGame != nil {
			return g.NewGame(a)
		}
	}
	return newGamesScene(a)
}

// openRules opens the rules panel at a rule ("" for its first page).
func (a *App) openRules(rule string) {
	if a.hooks.Rules != nil {
		a.show(a.hooks.Rules(a, rule))
	}
}

// retheme builds the theme from the settings (scale, palette).
func (a *App) retheme() error {
	scale := a.set.UIScale * ebiten.Monitor().DeviceScaleFactor()
	th, err := newTheme(a.set.ColorBlind, scale)
	if err != nil {
		return err
	}
	a.th = th
	return nil
}

// applySettings saves changed settings and rebuilds what depends on them.
func (a *App) applySettings(s Settings) {
	old := a.set
	s.clamp()
	a.set = s
	l, _ := lang.Parse(s.Lang)
	lang.Set(l)
	if s.Lang != old.Lang {
		a.th.forget() // chits carry words
	}
	if s.UIScale != old.UIScale || s.ColorBlind != old.ColorBlind || s.Lang != old.Lang {
		if err := a.retheme(); err == nil {
			if r, ok := a.scene.(interface{ rethemed() }); ok {
				r.rethemed()
			}
			if a.w > 0 {
				a.scene.resize(a.w, a.h)
			}
		}
	}
	s.save()
	a.dirty = true
}

// setScene switches screens.
func (a *App) setScene(s scene) {
	a.scene = s
	a.modals = nil
	if a.w > 0 {
		s.resize(a.w, a.h)
	}
	a.dirty = true
}

// show opens a dialog on top of any other.
func (a *App) show(m modal) {
	a.modals = append(a.modals, m)
	a.dirty = true
}

// top is the dialog taking input, or nil.
func (a *App) top() modal {
	if len(a.modals) == 0 {
		return nil
	}
	return a.modals[len(a.modals)-1]
}

// closeModal removes a dialog wherever it is in the stack.
func (a *App) closeModal(m modal) {
	for k, x := range a.modals {
		if x == m {
			a.modals = append(a.modals[:k], a.modals[k+1:]...)
			a.dirty = true
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
	a.mx, a.my = float64(x), float64(y)
	a.clickID = ""
	id := ""
	if h, ok := a.hits.at(a.mx, a.my); ok {
		id = h.id
	}
	if id != a.hoverID {
		a.hoverID = id
		a.dirty = true
	}
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) {
		a.clickID = id
	}
	// A rule cited anywhere opens the rules panel there.
	if rule, ok := strings.CutPrefix(a.clickID, "rule:"); ok {
		a.clickID = ""
		a.openRules(rule)
	}
	if m := a.top(); m != nil {
		if m.update(a) {
			a.closeModal(m)
		}
	} else if err := a.scene.update(a); err != nil {
		if errors.Is(err, ebiten.Termination) {
			return err
		}
		a.err = err
		return ebiten.Termination
	}
	a.updateTip()
	return nil
}

// updateTip shows a tooltip once the pointer has rested on something for
// a moment, and hides it when the pointer leaves.
func (a *App) updateTip() {
	key := ""
	if a.hoverID != "" {
		key = "hit:" + a.hoverID
	} else if t, ok := a.scene.(tipper); ok && a.top() == nil {
		key = t.tipKey(a.mx, a.my)
	}
	if ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft) || ebiten.IsMouseButtonPressed(ebiten.MouseButtonRight) {
		key = ""
	}
	if key != a.tipKey {
		a.tipKey, a.tipSince = key, a.frame
		if a.tip != nil {
			a.tip = nil
			a.dirty = true
		}
		return
	}
	if key == "" || a.tip != nil || a.frame-a.tipSince < 24 {
		return
	}
	h, ok := a.hits.find(a.hoverID)
	switch t, isTipper := a.scene.(tipper); {
	case ok && key == "hit:"+a.hoverID && h.tip != "":
		a.tip = []string{h.tip}
	case isTipper && a.top() == nil:
		a.tip = t.tipText(key)
	}
	if a.tip != nil {
		a.dirty = true
	}
}

// drawTip draws the tooltip next to the pointer.
func (a *App) drawTip(dst *ebiten.Image) {
	th := a.th
	f := th.Face(12, false)
	maxW := th.S(380)
	var lines []string
	for _, l := range a.tip {
		lines = append(lines, wrap(l, f, maxW)...)
	}
	if len(lines) == 0 {
		return
	}
	w := 0.0
	for _, l := range lines {
		w = math.Max(w, textWidth(l, f))
	}
	lh := lineHeight(f)
	h := float64(len(lines))*lh + th.S(10)
	w += th.S(14)
	x, y := a.mx+th.S(16), a.my+th.S(18)
	if x+w > float64(a.w) {
		x = a.mx - w - th.S(8)
	}
	if y+h > float64(a.h) {
		y = a.my - h - th.S(8)
	}
	x, y = math.Max(2, x), math.Max(2, y)
	fillRect(dst, rect{x, y, w, h}, withAlpha(th.C("panel"), 240))
	strokeRect(dst, rect{x, y, w, h}, 1, th.C("accent"))
	drawLines(dst, lines, f, x+th.S(7), y+th.S(5), th.C("text"))
}

// Draw redraws the screen only when something changed; the screen is not
// cleared between frames (SetScreenClearedEveryFrame(false)).
func (a *App) Draw(screen *ebiten.Image) {
	capture := a.opts.Screenshot != "" && a.frame >= 3 && a.shotReady()
	if !a.dirty && !capture {
		return
	}
	a.dirty = false
	a.hits.reset()
	screen.Fill(a.th.C("background"))
	a.scene.draw(screen)
	for _, m := range a.modals {
		a.hits.reset()
		m.draw(screen)
	}
	if a.tip != nil && a.opts.Screenshot == "" {
		a.drawTip(screen)
	}
	a.probe.write(a)
	if capture && !a.quit {
		if err := writePNG(screen, a.opts.Screenshot); err != nil {
			a.err = err
		}
		a.quit = true
	}
}

// shotReady lets a scene hold a screenshot until what it shows is on screen.
func (a *App) shotReady() bool {
	if r, ok := a.scene.(interface{ shotReady() bool }); ok {
		return r.shotReady()
	}
	return true
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
