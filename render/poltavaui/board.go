package poltavaui

import (
	"tachanka/assets"

	"fmt"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"tachanka/game/hex"
	"tachanka/game/poltava"
	"tachanka/render/lang"
	"tachanka/render/mapview"
	"tachanka/render/ui"
)

// boardScene is the battlefield with its counters, the side panel (the
// turn, the rout boxes, the log) and the status bar with the decision in
// progress: the game played by mouse.
type boardScene struct {
	a    *ui.App
	file *poltava.File
	st   *poltava.State // rec.State
	rec  *poltava.Record
	// ver counts changes of the state.
	ver       int
	players   Players
	think     *thinker
	savePath  string
	autosaves int
	undo      int // the person's actions at the end of the record that may be taken back
	handed    poltava.Side
	log       []*logItem
	logScroll float64
	msg       string
	undoFinal bool // the person's last action was final (a die decided it)
	msgErr    bool
	// savedMark is actionsMark when the game was started, loaded or saved.
	savedMark string

	// What is being shown: dice, marks, until showUntil.
	showFrom, showUntil time.Time
	dice                []int
	diceWhat            string
	marks               []mark
	slides              []slide

	// What the player is choosing.
	detach    *placing
	trayShut  bool // the entry tray collapsed to its heading
	drag      *dragging
	press     *pressing
	selFirer  *poltava.Firer
	selHex    hex.Hex
	atk       []string
	atkHexes  []hex.Hex
	picks     []string
	dialogVer int
	litKey    string
	// aidsAt: the player aids open at this tab (with a NUL after it) on
	// the next frame.
	aidsAt   string
	wasBusy  bool
	litCache []hex.Hex
	barR     ui.Rect
	oddsR    ui.Rect

	layout hex.Layout
	grid   *mapview.HexGrid
	ext    [4]float64
	cam    mapview.Camera
	// dir moves the camera to the computer's actions and to a person's
	// decisions; decider is who had the last decision it saw.
	dir     mapview.Director
	decider poltava.Side
	// hurry: the player asked to skip to his next decision; the
	// computer's play is not shown until then.
	hurry bool
	mc    *mapCache
	art   *counterArt

	w, h   int
	mapR   ui.Rect
	sideR  ui.Rect
	chrome ui.LayerCache

	panning      bool
	lastX, lastY int
	hover        hex.Hex
}

func newBoard(a *ui.App, f *poltava.File, rec *poltava.Record, players Players) *boardScene {
	b := &boardScene{a: a, file: f, rec: rec, st: rec.State, players: players, hover: hex.None, selHex: hex.None,
		think: &thinker{}, dialogVer: -1, decider: poltava.NoSide}
	b.layout, b.grid, b.ext = worldOf(f.Data.Board)
	b.cam.WX0, b.cam.WY0, b.cam.WX1, b.cam.WY1 = b.ext[0], b.ext[1], b.ext[2], b.ext[3]
	b.cam.MaxZoom = 3
	b.build()
	b.savedMark = b.actionsMark()
	return b
}

// build makes what depends on the theme and the language: the painted map
// (its names) and the counters.
func (b *boardScene) build() {
	b.mc = newMapCache(b.file.Data.Board, b.layout, b.ext, b.a.Theme)
	b.art = newCounterArt(b.a.Theme, b.file.Data)
}

// Rethemed paints the map and counters again (scale, palette or language).
func (b *boardScene) Rethemed() {
	b.mc.dispose()
	b.art.dispose()
	b.build()
	b.w = -1 // the next resize keeps the camera
}

// Relanged drops what was said in the old language: the status line
// shows the decision again.
func (b *boardScene) Relanged() {
	b.msg, b.msgErr = "", false
}

func (b *boardScene) Resize(w, h int) {
	keep := b.w != 0
	b.w, b.h = w, h
	th := b.a.Theme
	sideW := math.Min(th.S(300), float64(w)*0.4)
	b.sideR = ui.Rect{X: float64(w) - sideW, Y: 0, W: sideW, H: float64(h)}
	barH := th.S(58)
	b.mapR = ui.Rect{X: 0, Y: 0, W: float64(w) - sideW, H: float64(h) - barH}
	b.barR = ui.Rect{X: 0, Y: float64(h) - barH, W: float64(w) - sideW, H: barH}
	if keep {
		// A whole map stays whole; any other view keeps its centre.
		b.cam.SetViewport(b.mapR.X, b.mapR.Y, b.mapR.W, b.mapR.H)
		return
	}
	b.cam.VX, b.cam.VY, b.cam.VW, b.cam.VH = b.mapR.X, b.mapR.Y, b.mapR.W, b.mapR.H
	b.cam.Fit()
	o := b.a.Opts
	fx, fy, fz := b.frame()
	if o.Zoom > 0 {
		fz = o.Zoom
	}
	b.cam.Zoom = math.Max(b.cam.MinZoom, math.Min(b.cam.MaxZoom, fz))
	if o.Center.Valid() && b.file.Data.Board.On(o.Center) {
		fx, fy = b.layout.Center(o.Center)
	}
	b.cam.CenterOn(fx, fy)
	b.fill()
}

// fill keeps the map filling the view where it can: a map narrower than
// the view is centred in it, a wider one shows no blank beyond its edge.
func (b *boardScene) fill() {
	c := &b.cam
	vw, vh := c.VW/c.Zoom, c.VH/c.Zoom
	fit := func(v, lo, hi, span float64) float64 {
		if hi-lo <= span {
			return lo - (span-(hi-lo))/2
		}
		return math.Max(lo, math.Min(v, hi-span))
	}
	c.X = fit(c.X, c.WX0, c.WX1, vw)
	c.Y = fit(c.Y, c.WY0, c.WY1, vh)
}

func (b *boardScene) fitZoom() float64 {
	return math.Min(b.cam.VW/(b.ext[2]-b.ext[0]), b.cam.VH/(b.ext[3]-b.ext[1]))
}

// frame is the view a board opens on: the armies (the counters on the map
// and the entry hexes of units still to come) with a margin, if they fit
// with counters large enough to read (legibleZoom); else, at that zoom,
// the middle of the armies (the median of their hexes, which a detachment
// far away does not pull aside).
func (b *boardScene) frame() (cx, cy, zoom float64) {
	var xs, ys []float64
	add := func(h hex.Hex) {
		x, y := b.layout.Center(h)
		xs, ys = append(xs, x), append(ys, y)
	}
	for i := range b.st.Units {
		u := &b.st.Units[i]
		switch u.Status {
		case poltava.OnMap:
			add(u.Hex)
		case poltava.OffMap:
			if h, ok := b.file.Data.EntryHex(u.ID); ok {
				add(h)
			}
		}
	}
	if len(xs) == 0 {
		return (b.ext[0] + b.ext[2]) / 2, (b.ext[1] + b.ext[3]) / 2, b.fitZoom()
	}
	m := baseHex * 2.5
	x0, x1 := slices.Min(xs)-m, slices.Max(xs)+m
	y0, y1 := slices.Min(ys)-m, slices.Max(ys)+m
	zoom = math.Min(b.cam.VW/(x1-x0), b.cam.VH/(y1-y0))
	if zoom >= legibleZoom {
		return (x0 + x1) / 2, (y0 + y1) / 2, math.Min(zoom, counterPx/counterWorld)
	}
	slices.Sort(xs)
	slices.Sort(ys)
	return xs[len(xs)/2], ys[len(ys)/2], math.Max(b.fitZoom(), legibleZoom)
}

// legibleZoom is the least zoom at which a counter's values read: a
// counter of about 36 pixels.
const legibleZoom = 36 / counterWorld

func (b *boardScene) Update(a *ui.App) error {
	if b.aidsAt != "" {
		tab := strings.TrimSuffix(b.aidsAt, "\x00")
		b.aidsAt = ""
		b.openAids(tab)
		return nil
	}
	b.think.poll(b)
	b.hurryOn()
	mx, my := ebiten.CursorPosition()
	fx, fy := float64(mx), float64(my)
	if h := b.hexAt(fx, fy); h != b.hover {
		b.hover = h
		a.Dirty = true
	}
	step := 12.0 * a.Theme.Scale
	for k, d := range map[ebiten.Key][2]float64{ebiten.KeyArrowLeft: {step, 0}, ebiten.KeyArrowRight: {-step, 0},
		ebiten.KeyArrowUp: {0, step}, ebiten.KeyArrowDown: {0, -step}} {
		if ebiten.IsKeyPressed(k) {
			b.cam.Pan(d[0], d[1])
			b.dir.PlayerMoved()
			a.Dirty = true
		}
	}
	if _, wy := ebiten.Wheel(); wy != 0 {
		switch {
		case b.mapR.Contains(fx, fy):
			b.cam.ZoomAt(math.Pow(1.15, wy), fx, fy)
			b.dir.PlayerMoved()
		case b.sideR.Contains(fx, fy):
			b.logScroll = math.Max(0, b.logScroll+wy*a.Theme.S(30))
		}
		a.Dirty = true
	}
	just := inpututil.IsKeyJustPressed
	ctrl := ebiten.IsKeyPressed(ebiten.KeyControl)
	switch {
	case just(ebiten.KeyEqual) || just(ebiten.KeyKPAdd):
		b.cam.ZoomAt(1.25, b.mapR.CX(), b.mapR.CY())
		b.dir.PlayerMoved()
		a.Dirty = true
	case just(ebiten.KeyMinus) || just(ebiten.KeyKPSubtract):
		b.cam.ZoomAt(0.8, b.mapR.CX(), b.mapR.CY())
		b.dir.PlayerMoved()
		a.Dirty = true
	case just(ebiten.KeyHome):
		b.cam.Fit()
		b.dir.PlayerMoved()
		a.Dirty = true
	case ui.SkipPressed():
		b.skipToDecision()
	case ctrl && just(ebiten.KeyZ):
		b.undoLast()
	case ctrl && just(ebiten.KeyS):
		b.Save(false)
	case ctrl && just(ebiten.KeyO):
		b.Load()
	case !ctrl && just(ebiten.KeyA):
		b.openAids("")
		return nil
	case just(ebiten.KeyEscape):
		if b.drag != nil || b.selFirer != nil || b.detach != nil || len(b.atk)+len(b.atkHexes)+len(b.picks) > 0 {
			b.clearChoice()
			a.Dirty = true
		} else {
			a.Show(ui.NewGameMenu(a, b))
		}
		return nil
	}
	if b.clicks(a) {
		return nil
	}
	b.gestures(a, fx, fy)
	if !b.busy() {
		b.handover()
		b.direct()
		b.think.start(b)
		b.ensureDialog()
	}
	// Redrawn while busy, and once more when it is over.
	if busy := b.busy(); busy || b.wasBusy {
		a.Dirty = true
		b.wasBusy = busy
	}
	return nil
}

// hexAt is the hex under a screen point, or None.
func (b *boardScene) hexAt(sx, sy float64) hex.Hex {
	if !b.mapR.Contains(sx, sy) {
		return hex.None
	}
	wx, wy := b.cam.ToWorld(sx, sy)
	if k := b.grid.At(mapview.Point{X: wx, Y: wy}); k >= 0 {
		return b.grid.Hexes[k]
	}
	return hex.None
}

func (b *boardScene) Draw(dst *ebiten.Image) {
	// The side panel and the bar, drawn last, cover what of the map passes
	// under them.
	b.mc.draw(dst, &b.cam)
	b.drawRedoubts(dst)
	if b.st.Phase == poltava.PhaseSetup {
		b.drawSetupLabels(dst)
	}
	b.drawEntries(dst)
	b.drawLit(dst)
	b.drawCounters(dst)
	b.drawChoice(dst)
	b.drawMarks(dst)
	b.drawSight(dst)
	b.drawTray(dst)
	b.drawDrag(dst)
	b.drawOdds(dst)
	b.drawDice(dst)
	b.a.Cached(dst, &b.chrome, b.chromeKey(), []ui.Rect{b.sideR, b.barR}, func(img *ebiten.Image) {
		b.drawSide(img)
		b.drawBar(img)
	})
}

// chromeKey is what the side panel and the bar show: they are redrawn
// only when it changes.
func (b *boardScene) chromeKey() string {
	a := b.a
	return fmt.Sprint(b.ver, b.msg, b.msgErr, b.undo, b.busy(), a.HoverID, lang.Current(), b.w, b.h, a.Theme.Scale,
		len(b.log), b.logScroll, b.picks, b.atk, b.atkHexes, b.selFirer != nil)
}

// ShotReady: the board paints what is in view in the frame it is drawn.
func (b *boardScene) ShotReady() bool { return !b.busy() }

// FillProbe reports the view and the position for tests driving the window.
func (b *boardScene) FillProbe(p *ui.ProbeInfo) {
	s := b.st
	p.Scene = "poltava"
	p.CamX, p.CamY, p.Zoom, p.VX, p.VY = b.cam.X, b.cam.Y, b.cam.Zoom, b.cam.VX, b.cam.VY
	p.VW, p.VH, p.World = b.cam.VW, b.cam.VH, [4]float64{b.cam.WX0, b.cam.WY0, b.cam.WX1, b.cam.WY1}
	p.HexSize, p.OriginX, p.OriginY = b.layout.Size, b.layout.OriginX, b.layout.OriginY
	p.Units = map[string]string{}
	for i := range s.Units {
		if u := &s.Units[i]; u.Status == poltava.OnMap {
			p.Units[u.ID] = u.Hex.String()
		} else if u.Status == poltava.Eliminated || u.Status == poltava.Routed {
			p.Eliminated = append(p.Eliminated, u.ID)
		}
	}
	p.Turn, p.Phase = s.Turn, s.Phase.String()
	p.Pending = s.Pending.Side.String() + ":" + s.Pending.Kind.String()
	p.Message = b.status()
	p.Players = b.players.seats()
	p.Actions = len(b.rec.Actions)
	p.Undo = b.undo
	p.Log = len(b.log)
	for _, it := range b.log[max(0, len(b.log)-40):] {
		p.LogTail = append(p.LogTail, b.logText(it).Text)
	}
	if n := len(p.LogTail); n > 0 {
		p.LastLog = p.LogTail[n-1]
	}
	switch {
	case b.showing():
		p.Busy = "animating"
	case b.think.running():
		p.Busy = "thinking"
	}
	p.Saved = b.savePath
	p.Autosaved = b.autosaves
	if s.Result != nil {
		p.Winner = s.Result.Winner.String()
	}
	p.Selected = append(slices.Clone(b.atk), b.picks...)
	if b.selFirer != nil {
		p.Selected = append(p.Selected, b.selFirer.Unit)
	}
	for _, h := range b.litHexes() {
		p.LitHexes = append(p.LitHexes, h.String())
	}
	p.Lit = len(p.LitHexes)
	if b.drag != nil {
		for h := range b.drag.dests {
			p.DragLit = append(p.DragLit, h.String())
		}
		slices.Sort(p.DragLit)
	}
	p.Counters = map[string][2]int{}
	half := counterWorld / 2
	for _, c := range layoutCounters(s, b.grid) {
		x, y := b.cam.ToScreen(c.x+half, c.y+half)
		p.Counters[c.u.ID] = [2]int{int(math.Round(x)), int(math.Round(y))}
	}
}

// RulesText is the game's rules for the rules panel.
func (b *boardScene) RulesText() string { return assets.PoltavaRules }
