package redsui

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"tachanka/game/hex"
	"tachanka/game/play"
	"tachanka/game/reds"
	"tachanka/game/scenario"
	"tachanka/render/lang"
	"tachanka/render/mapview"
	"tachanka/render/redsui/redslang"
	"tachanka/render/ui"
)

// boardScene is the game screen: the map with its counters and markers,
// the top bar (turn track, resources, seas), the side panel (the High
// Command display and the cup, the pools, the log), the status bar with the
// decision in progress, and the dialogs of decisions made by choosing.
type boardScene struct {
	// markers: the stack markers of the whole-map view, each painted once.
	markers markerSprites
	// retreatPlan holds the paths chosen for units dragged one by one out
	// of a retreating stack, until the stack's last unit has its own.
	retreatPlan []plannedRetreat
	a           *ui.App
	c           *Client
	file        *scenario.File
	game        *reds.Game
	players     Players
	savePath    string
	// ver counts changes of the game's state: cached queries compare it.
	ver int

	cam mapview.Camera
	// dir moves the camera to the computer's actions and to a person's
	// decisions; decider is who had the last decision it saw, during
	// activation active.
	dir     mapview.Director
	decider reds.Side
	active  activation
	// hurry: the player asked to skip to his next decision; the
	// computer's play is not shown until then.
	hurry bool
	// skipRun is the last press on Skip, or on what took its place
	// (pressInSkipRun).
	skipRun struct {
		at   time.Time
		x, y float64
	}
	// lastHexes are where the last action's events happened.
	lastHexes []hex.Hex
	mc        *mapCache
	art       *counterArt
	marks     *markerArt
	mini      *miniMap
	layout    hex.Layout
	w, h      int
	topR      ui.Rect
	barR      ui.Rect
	sideR     ui.Rect
	mapR      ui.Rect

	side     bool   // the side panel is open
	tab      string // game, forces or log
	overlays overlaySet
	chrome   ui.LayerCache
	ovl      overlayCache
	showMini bool

	anim  *animator
	log   *gameLog
	think *thinker

	// Input.
	press     *press
	drag      *drag
	panning   bool
	lastX     int
	lastY     int
	hover     hex.Hex
	openStack hex.Hex
	panel     []panelCounter
	sel       []string // selected units (combat, retreat, landing...)
	trayPick  string   // the unit picked in the placement tray
	landing   bool     // choosing the hex of an amphibious landing
	clickMove bool     // the next move was made by a click, not a drag: animate it
	lit       *litCache
	dialogVer int // the state version whose decision dialog was opened
	// actors are the units the decision lets the player pick, as of the
	// state version ver (reds.State.Actors).
	actors struct {
		known bool
		ver   int
		set   map[string]bool
	}
	scroll sideScroll

	msg    string
	msgErr bool
	// undo counts the person's moves at the end of the action list that
	// may be taken back: the game's record keeps the states (Undoable,
	// Undo); a computer's move is not the person's to take back.
	undo int
	// undoFinal: the person's last action was final (a die decided it).
	undoFinal bool
	// handed is the side the hotseat screen last handed the game to.
	handed reds.Side
	// frontLabels is where the front names go (the fronts overlay).
	frontLabels frontLabelCache
	// savedMark is actionsMark when the game was started, loaded or saved.
	savedMark string
	autosaves int

	// Screenshot staging (tachanka screenshot -attack, -draw).
	shotAttack bool
	shotDraw   bool
	drawWait   int // frames left to wait for the cup's draw
}

// press is a left button held down, not yet a drag.
type press struct {
	x, y  float64
	units []string
	from  hex.Hex
	tray  bool   // from the placement tray
	mark  string // a marker: "red_train" or "gold"
}

// panelCounter is a counter in the open stack panel.
type panelCounter struct {
	unit int
	r    ui.Rect
}

// startBoard begins a new game of a scenario.
func (c *Client) startBoard(a *ui.App, f *scenario.File, seed uint64, rules reds.Options, players Players) *boardScene {
	if f.IsSave() {
		return c.resumeBoard(a, f, players, "")
	}
	g, ev := f.NewGameWith(seed, rules)
	b := newBoard(a, c, f, g, players, "")
	b.log.add(ev, g.State, 0)
	b.msg = lang.Title(f.Title, f.TitleRU)
	b.Autosave()
	return b
}

// resumeBoard opens a saved game; its log is rebuilt by replaying it.
func (c *Client) resumeBoard(a *ui.App, f *scenario.File, players Players, path string) *boardScene {
	b := newBoard(a, c, f, f.Resume(), players, path)
	b.log.rebuildAsync(b.game)
	if path != "" {
		b.msg = lang.T("msg.loaded", path)
	}
	return b
}

func newBoard(a *ui.App, c *Client, f *scenario.File, g *reds.Game, players Players, savePath string) *boardScene {
	b := &boardScene{a: a, c: c, file: f, game: g, players: players, savePath: savePath,
		hover: hex.None, openStack: hex.None, side: true, tab: "game", showMini: true}
	b.build()
	b.anim = newAnimator(b)
	b.log = newGameLog()
	b.think = &thinker{}
	b.handed, b.decider, b.active = reds.NoSide, reds.NoSide, activation{}
	b.savedMark = b.actionsMark()
	o := a.Opts
	if o.Panel != "" {
		b.side = true
		if o.Panel != "rules" && o.Panel != "aids" && !strings.HasPrefix(o.Panel, "aids:") {
			b.tab = o.Panel
		}
	}
	for _, ov := range strings.Split(o.Overlays, ",") {
		switch strings.TrimSpace(ov) {
		case "supply":
			b.overlays.supply = true
		case "zoc":
			b.overlays.zoc = true
		case "fronts":
			b.overlays.fronts = true
		case "stacking":
			b.overlays.stacking = true
		}
	}
	if o.Panel == "rules" {
		a.OpenRules("11.3")
	}
	if tab, ok := strings.CutPrefix(o.Panel, "aids"); ok {
		b.openAids(strings.TrimPrefix(tab, ":"))
	}
	b.shotAttack = o.Attack.Valid()
	b.shotDraw = o.Draw
	return b
}

// build makes what depends on the theme: the map's tiles, counter and
// marker art, the mini-map.
func (b *boardScene) build() {
	th := b.a.Theme
	board := b.game.Data.Board
	b.mc = newMapCache(board, th)
	b.art = newCounterArt(th)
	b.marks = newMarkerArt(th)
	b.layout = b.mc.layout
	b.cam.WX0, b.cam.WY0, b.cam.WX1, b.cam.WY1 = b.mc.x0, b.mc.y0, b.mc.x1, b.mc.y1
	b.cam.MaxZoom = 3
	b.mini = newMiniMap(b.mc, th)
}

// Rethemed rebuilds the art after a change of palette or scale.
func (b *boardScene) Rethemed() {
	b.mc.dispose()
	b.markers.dispose()
	b.build()
	b.w = -1 // the next resize keeps the camera
}

// Relanged drops what was said in the old language (the status line
// shows the decision again) and the lit hexes' labels.
func (b *boardScene) Relanged() {
	b.msg, b.msgErr, b.lit = "", false, nil
}

// state is the game as it is; view is what is on screen, which lags behind
// while events are being animated.
func (b *boardScene) state() *reds.State { return b.game.State }

func (b *boardScene) view() *reds.State {
	if v := b.anim.view; v != nil {
		return v
	}
	return b.game.State
}

// human reports whether a person plays side at this screen.
func (b *boardScene) human(side reds.Side) bool {
	switch side {
	case reds.Red:
		return !computer(b.players.Red)
	case reds.White:
		return !computer(b.players.White)
	}
	return false
}

// hotseat: both sides are played here.
func (b *boardScene) hotseat() bool { return b.human(reds.Red) && b.human(reds.White) }

// busy: the screen is showing what happened or the computer is thinking;
// players wait.
func (b *boardScene) busy() bool { return b.anim.active() || b.think.running() }

// ours reports that the pending decision is for a person here, now.
func (b *boardScene) ours() bool {
	s := b.state()
	return s.Step != reds.StepGameOver && b.human(s.Pending.Side) && !b.busy()
}

func (b *boardScene) Resize(w, h int) {
	keep := b.w != 0
	b.w, b.h = w, h
	th := b.a.Theme
	topH, barH := th.S(34), th.S(66)
	sideW := 0.0
	if b.side {
		sideW = math.Min(th.S(310), float64(w)*0.4)
	}
	b.topR = ui.Rect{X: 0, Y: 0, W: float64(w), H: topH}
	b.barR = ui.Rect{X: 0, Y: float64(h) - barH, W: float64(w), H: barH}
	b.sideR = ui.Rect{X: float64(w) - sideW, Y: topH, W: sideW, H: float64(h) - topH - barH}
	b.mapR = ui.Rect{X: 0, Y: topH, W: float64(w) - sideW, H: float64(h) - topH - barH}
	if !keep {
		b.cam.VX, b.cam.VY, b.cam.VW, b.cam.VH = b.mapR.X, b.mapR.Y, b.mapR.W, b.mapR.H
		b.cam.Fit()
		o := b.a.Opts
		if o.Zoom > 0 {
			b.cam.Zoom = o.Zoom
		}
		switch {
		case o.Center.Valid() && b.state().Data.Board.On(o.Center):
			x, y := b.layout.Center(o.Center)
			b.cam.CenterOn(x, y)
		case o.Attack.Valid() && b.state().Data.Board.On(o.Attack):
			x, y := b.layout.Center(o.Attack)
			b.cam.CenterOn(x, y)
		case o.Zoom > 0:
			b.cam.CenterOn((b.mc.x0+b.mc.x1)/2, (b.mc.y0+b.mc.y1)/2)
		}
	} else {
		// A whole map stays whole; any other view keeps its centre.
		b.cam.SetViewport(b.mapR.X, b.mapR.Y, b.mapR.W, b.mapR.H)
	}
	b.cam.Clamp()
	b.mini.place(b)
}

// fitZoom is the zoom that shows the whole map.
func (b *boardScene) fitZoom() float64 {
	return math.Min(b.mapR.W/(b.cam.WX1-b.cam.WX0), b.mapR.H/(b.cam.WY1-b.cam.WY0))
}

// miniShown: the mini-map is on and the map is not all in view already.
func (b *boardScene) miniShown() bool { return b.showMini && b.cam.Zoom > b.fitZoom()*1.15 }

// toggleSide opens or closes the side panel, keeping the map's centre.
func (b *boardScene) toggleSide() {
	b.side = !b.side
	b.Resize(b.w, b.h)
	b.a.Dirty = true
}

// hexAt is the hex under a screen point, or None off the board or outside
// the map's viewport.
func (b *boardScene) hexAt(sx, sy float64) hex.Hex {
	if !b.mapR.Contains(sx, sy) || b.mini.contains(b, sx, sy) {
		return hex.None
	}
	wx, wy := b.cam.ToWorld(sx, sy)
	h := b.layout.At(wx, wy)
	if !b.state().Data.Board.On(h) {
		return hex.None
	}
	return h
}

// screenOf is the screen position of a hex's centre.
func (b *boardScene) screenOf(h hex.Hex) (float64, float64) {
	x, y := b.layout.Center(h)
	return b.cam.ToScreen(x, y)
}

// screenPath is the line through the centres of hexes on the screen.
func (b *boardScene) screenPath(hexes []hex.Hex) *vector.Path {
	var p vector.Path
	for k, h := range hexes {
		sx, sy := b.screenOf(h)
		if k == 0 {
			p.MoveTo(float32(sx), float32(sy))
		} else {
			p.LineTo(float32(sx), float32(sy))
		}
	}
	return &p
}

// stack returns the units of s on the map in h, bottom first.
func stackOf(s *reds.State, h hex.Hex) []int {
	var out []int
	for i := range s.Units {
		if s.Units[i].Where == reds.OnMap && s.Units[i].Hex == h {
			out = append(out, i)
		}
	}
	return out
}

func (b *boardScene) say(msg string, isErr bool) {
	b.msg, b.msgErr = msg, isErr
	b.a.Dirty = true
	if isErr {
		// A refusal is shown where it was tried, too: next to the pointer.
		b.a.Toast(msg, b.a.MX, b.a.MY)
	}
}

// act applies an action through the game: it is refused with the engine's
// reason, or its events go to the log and the animator.
func (b *boardScene) act(x reds.Action, human bool) bool {
	before := b.game.State.Clone()
	ev, err := b.game.Do(x)
	if err != nil {
		b.say(redslang.Refusal(err), true)
		return false
	}
	b.ver++
	b.log.add(ev, b.game.State, len(b.game.Actions))
	if human && b.game.Undoable() > 0 {
		b.undo = min(b.undo+1, b.game.Undoable())
	} else {
		b.undo = 0
	}
	b.undoFinal = human && b.undo == 0
	b.sel, b.trayPick, b.landing = nil, "", false
	if b.openStack.Valid() && len(stackOf(b.state(), b.openStack)) < 2 {
		b.openStack = hex.None
	}
	// A person's drag already put the counters where they go: only the
	// computer's moves and moves made by a click travel along their paths.
	dragged := human && !b.clickMove && (x.Type == reds.ActMove || x.Type == reds.ActStrategic || x.Type == reds.ActLanding)
	b.clickMove = false
	b.lastHexes = nil
	for _, e := range ev {
		b.lastHexes = append(b.lastHexes, eventHexes(e)...)
	}
	b.anim.start(before, ev, dragged)
	msg := ""
	if len(ev) > 0 {
		msg = capital(b.log.text(ev[len(ev)-1], b.game.State))
	}
	if b.anim.active() {
		b.anim.after = msg
		b.say("", false)
	} else {
		b.say(msg, false)
	}
	b.a.ResetTip() // what is under the pointer may have changed
	if segmentEnded(ev) {
		b.Autosave()
	}
	b.a.Dirty = true
	return true
}

// undoMove takes back the last move of this movement step.
func (b *boardScene) undoMove() {
	if b.busy() {
		return
	}
	if b.undo == 0 {
		b.say(ui.NoUndo(b.undoFinal), true)
		return
	}
	if err := b.game.Undo(); err != nil {
		b.say(undoRefusal(err), true)
		return
	}
	b.undo--
	b.ver++
	b.log.truncate(len(b.game.Actions))
	b.sel = nil
	b.say(lang.T("msg.undone"), false)
}

// undoRefusal says why the last move cannot be taken back, in the current
// language.
func undoRefusal(err error) string {
	if errors.Is(err, play.ErrFinal) {
		return lang.T("msg.undo_final")
	}
	return redslang.Refusal(err)
}

func (b *boardScene) Update(a *ui.App) error {
	b.anim.update()
	b.think.poll(b)
	b.hurryOn()
	if b.log.poll() {
		a.Dirty = true
	}
	if b.shotDraw && !b.busy() {
		b.shotDraw = false
		// A position whose step cannot be ended (a decision that must be
		// answered) shows itself as it is.
		b.drawWait = 240
		if !b.act(reds.Action{Type: reds.ActEndStep, Side: b.state().Pending.Side}, true) {
			b.drawWait = 0
		}
	}
	b.navigate(a)
	b.keys(a)
	if a.Left.Pressed && b.pressInSkipRun(a, a.ClickID) {
		return nil
	}
	if b.handleClicks(a) {
		return nil
	}
	b.gestures(a)
	if !b.busy() {
		if len(b.retreatPlan) > 0 && b.ours() {
			b.sendRetreatPlan()
		}
		b.handover()
		b.direct()
		b.think.start(b)
		b.ensureDialog()
		b.keepGarrisons()
	}
	if b.busy() {
		a.Dirty = true
	}
	return nil
}

// ShotReady: a screenshot waits for what it was asked to show.
func (b *boardScene) ShotReady() bool {
	if b.a.Opts.Draw {
		// Waiting for the cup to be drawn, for at most drawWait frames:
		// ending the step may lead to no draw at all.
		if b.shotDraw || b.anim.cupShown() {
			return b.anim.cupShown()
		}
		b.drawWait--
		return b.drawWait <= 0
	}
	if b.shotAttack {
		b.shotAttack = false
		b.openAttackAt(b.a.Opts.Attack)
		return false
	}
	return !b.anim.active() && !b.mc.pending
}

func (b *boardScene) Draw(dst *ebiten.Image) {
	b.mc.draw(dst, &b.cam)
	if b.mc.pending {
		b.a.Dirty = true // more tiles to paint in the next frames
	}
	b.drawOverlays(dst)
	b.farNames(dst)
	b.drawMarkers(dst)
	b.drawLit(dst)
	b.drawRetreatPlan(dst)
	b.drawCounters(dst)
	b.anim.drawOnMap(dst)
	if b.drag != nil {
		b.drawDrag(dst)
	}
	b.drawPanel(dst)
	if b.miniShown() {
		b.mini.draw(dst, b)
	}
	b.drawMapTools(dst)
	b.anim.drawOverlay(dst)
	b.drawTray(dst)
	if b.state().Step == reds.StepGameOver {
		b.drawGameOver(dst)
	}
	if b.think.running() {
		defer b.drawThinking(dst)
	}
	b.a.Cached(dst, &b.chrome, b.chromeKey(), []ui.Rect{b.topR, b.sideR, b.barR}, func(img *ebiten.Image) {
		b.drawTop(img)
		if b.side {
			b.drawSide(img)
		}
		b.drawStatus(img)
	})
}

// drawThinking turns a wheel in the status bar while the computer thinks.
func (b *boardScene) drawThinking(dst *ebiten.Image) {
	th := b.a.Theme
	cx, cy := b.barR.X+b.barR.W-th.S(40), b.barR.CY()
	turn := time.Since(b.think.since()).Seconds() * 8
	for k := 0; k < 8; k++ {
		a := float64(k) * math.Pi / 4
		f := math.Mod(turn-float64(k)+16, 8) / 8
		c := ui.WithAlpha(th.C("accent"), uint8(60+195*(1-f)))
		vector.DrawFilledCircle(dst, float32(cx+th.S(12)*math.Cos(a)), float32(cy+th.S(12)*math.Sin(a)), float32(th.S(3)), c, false)
	}
}

// chromeKey is what the bars and the side panel show: they are redrawn
// only when it changes.
func (b *boardScene) chromeKey() string {
	a := b.a
	return fmt.Sprint(b.ver, b.anim.applied, len(b.anim.steps), b.think.running(), b.tab, b.scroll[b.tab], a.HoverID,
		b.msg, b.msgErr, b.undo, b.sel, b.landing, b.trayPick, lang.Current(), b.w, b.h, b.side, a.Theme.Scale, len(b.log.entries))
}

// FillProbe reports the view and the game for tests driving the window.
func (b *boardScene) FillProbe(p *ui.ProbeInfo) {
	s := b.state()
	p.Scene = "board"
	p.CamX, p.CamY, p.Zoom, p.VX, p.VY = b.cam.X, b.cam.Y, b.cam.Zoom, b.cam.VX, b.cam.VY
	p.VW, p.VH, p.World = b.cam.VW, b.cam.VH, [4]float64{b.cam.WX0, b.cam.WY0, b.cam.WX1, b.cam.WY1}
	p.HexSize, p.OriginX, p.OriginY = b.layout.Size, b.layout.OriginX, b.layout.OriginY
	p.Units = map[string]string{}
	for i := range s.Units {
		u := &s.Units[i]
		switch u.Where {
		case reds.OnMap:
			p.Units[s.Def(i).ID] = u.Hex.String()
			if u.Disordered {
				p.Disordered = append(p.Disordered, s.Def(i).ID)
			}
		case reds.Eliminated:
			p.Eliminated = append(p.Eliminated, s.Def(i).ID)
		}
	}
	p.Turn, p.Step = s.Turn, s.Step.String()
	if s.Segment != nil {
		p.Segment, p.Phase = s.Segment.Chit.String(), s.Segment.Phase.String()
	}
	p.Cup = len(s.Cup)
	p.Pending = s.Pending.Side.String() + ":" + s.Pending.Kind.String()
	p.Decision = s.DecisionUnits()
	p.Players = map[string]string{"red": b.players.Red, "white": b.players.White}
	p.Message = b.msg
	p.Actions = len(b.game.Actions)
	p.Undo = b.undo
	p.Log = len(b.log.entries)
	if n := len(b.log.entries); n > 0 {
		p.LastLog = b.log.entries[n-1].Text
		for _, e := range b.log.entries[max(0, n-40):] {
			p.LogTail = append(p.LogTail, e.Text)
		}
	}
	switch {
	case b.anim.active():
		p.Busy = "animating"
	case b.think.running():
		p.Busy = "thinking"
	case b.mc.pending:
		p.Busy = "painting" // map tiles coming in: frames are slow meanwhile
	case b.log.rebuilt != nil:
		p.Busy = "loading" // a loaded game's log is being rebuilt
	}
	p.Saved = b.savePath
	p.Autosaved = b.autosaves
	if s.Step == reds.StepGameOver {
		p.Winner = s.Winner.String()
	}
	if b.side {
		p.Panel = b.tab
	}
	p.Selected = b.sel
	if l := b.litNow(); l != nil {
		p.Lit = len(l.hexes)
		for h := range l.hexes {
			p.LitHexes = append(p.LitHexes, h.String())
		}
		slices.Sort(p.LitHexes)
	}
	if b.drag != nil && b.drag.set != nil {
		for h := range b.drag.set.hexes {
			p.DragLit = append(p.DragLit, h.String())
		}
		slices.Sort(p.DragLit)
	}
	if st := s.Strat; st != nil {
		p.Strat = map[string]int{"red": st.Red, "afsr": st.AFSR, "siberian": st.Siberian}
		for _, sea := range reds.Seas {
			p.Strat[sea.String()] = st.Sea[sea]
		}
	}
}

// describeUnit is a counter's name with its state, for lists.
func describeUnit(s *reds.State, i int) string {
	d := s.Def(i)
	u := &s.Units[i]
	v := redslang.Unit(d)
	if u.Where == reds.OnMap {
		v += " · " + u.Hex.String()
	}
	if u.Disordered {
		v += " · " + lang.T("unit.disordered")
	}
	return v
}

// unitDetail is a counter's values in one line.
func unitDetail(s *reds.State, i int) string {
	d := s.Def(i)
	att, def, ma := d.Values(s.Units[i].Disordered)
	switch {
	case d.Type == reds.Garrison: // a garrison shows a defence modifier only (2.3)
		return lang.T("unit.values_garrison", redslang.Faction(d.Faction), d.SP, signed(def))
	case d.Type.OffMap(): // support adds its modifiers only (11.1)
		return lang.T("unit.values_support", redslang.Faction(d.Faction), redslang.UnitType(d.Type), signed(att), signed(def))
	}
	return lang.T("unit.values", redslang.Faction(d.Faction), redslang.UnitType(d.Type), d.SP, signed(att), signed(def), maText(d, ma))
}
