package render

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"tachanka/game/hex"
	"tachanka/game/reds"
	"tachanka/game/scenario"
	"tachanka/scenarios"
)

// title capitalises the first letter of a word.
func title(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// boardScene is the game screen: the map with its counters, the status bar
// and the dialogs of the pending decision.
type boardScene struct {
	a        *App
	file     *scenario.File
	game     *reds.Game
	savePath string

	cam    Camera
	mc     *mapCache
	art    *counterArt
	layout hex.Layout
	w, h   int
	barH   float64

	// Input.
	press     *press
	drag      *drag
	panning   bool
	lastX     int
	lastY     int
	hover     hex.Hex
	openStack hex.Hex
	panel     []panelCounter
	buttons   []*button
	hoverBtn  string

	msg    string
	msgErr bool
}

// press is a left button held down, not yet a drag.
type press struct {
	x, y  float64
	units []string
	from  hex.Hex
}

// drag is counters being carried by the mouse.
type drag struct {
	units []string
	from  hex.Hex
	reach *reds.Reach
	err   error
}

// panelCounter is a counter in the open stack panel.
type panelCounter struct {
	unit       int
	x, y, size float64
}

func newBoardScene(a *App, f *scenario.File, seed uint64, fresh bool, savePath string) *boardScene {
	b := &boardScene{a: a, file: f, savePath: savePath, hover: hex.None, openStack: hex.None}
	if fresh || !f.IsSave() {
		b.game, _ = f.NewGame(seed)
	} else {
		b.game = f.Resume()
	}
	b.mc = newMapCache(f.Data.Board, a.th)
	b.art = newCounterArt(a.th)
	b.layout = b.mc.layout
	b.cam.WX0, b.cam.WY0, b.cam.WX1, b.cam.WY1 = b.mc.x0, b.mc.y0, b.mc.x1, b.mc.y1
	b.cam.MaxZoom = 3
	b.msg = f.Title
	return b
}

func (b *boardScene) state() *reds.State { return b.game.State }

func (b *boardScene) resize(w, h int) {
	first := b.w == 0
	b.w, b.h = w, h
	th := b.a.th
	b.barH = th.S(64)
	b.cam.VX, b.cam.VY, b.cam.VW, b.cam.VH = 0, 0, float64(w), float64(h)-b.barH
	if first {
		b.cam.Fit()
		o := b.a.opts
		if o.Zoom > 0 {
			b.cam.Zoom = o.Zoom
		}
		if o.Center.Valid() && b.state().Data.Board.On(o.Center) {
			x, y := b.layout.Center(o.Center)
			b.cam.CenterOn(x, y)
		} else if o.Zoom > 0 {
			b.cam.CenterOn((b.mc.x0+b.mc.x1)/2, (b.mc.y0+b.mc.y1)/2)
		}
	}
	b.cam.clamp()
}

// hexAt is the hex under a screen point, or None off the board.
func (b *boardScene) hexAt(sx, sy float64) hex.Hex {
	if sy >= b.cam.VY+b.cam.VH {
		return hex.None
	}
	wx, wy := b.cam.ToWorld(sx, sy)
	h := b.layout.At(wx, wy)
	if !b.state().Data.Board.On(h) {
		return hex.None
	}
	return h
}

// stack returns the units on the map in h, bottom first.
func (b *boardScene) stack(h hex.Hex) []int {
	s := b.state()
	var out []int
	for i := range s.Units {
		if s.Units[i].Where == reds.OnMap && s.Units[i].Hex == h {
			out = append(out, i)
		}
	}
	return out
}

// movable reports a unit the deciding player could move now; the engine
// has the last word when the move is made.
func (b *boardScene) movable(i int) bool {
	s := b.state()
	u := &s.Units[i]
	d := s.Def(i)
	return s.Pending.Kind == reds.DecideMovement && s.SideOf(i) == s.Pending.Side && u.Active && !u.Moved && !u.Done &&
		d.Type != reds.Garrison && !d.Type.OffMap()
}

func (b *boardScene) say(msg string, isErr bool) {
	b.msg, b.msgErr = msg, isErr
	b.a.dirty = true
}

func (b *boardScene) update(a *App) error {
	s := b.state()
	b.ensureDialog()
	mx, my := ebiten.CursorPosition()
	fx, fy := float64(mx), float64(my)
	shift := ebiten.IsKeyPressed(ebiten.KeyShift)
	ctrl := ebiten.IsKeyPressed(ebiten.KeyControl)

	// Hover: hex and buttons.
	if h := b.hexAt(fx, fy); h != b.hover {
		b.hover = h
		a.dirty = true
	}
	hb := ""
	for _, btn := range b.buttons {
		if btn.contains(fx, fy) && !btn.Disabled {
			hb = btn.Label
		}
	}
	if hb != b.hoverBtn {
		b.hoverBtn = hb
		a.dirty = true
	}

	// Camera: keys, wheel, right-drag.
	step := 12.0 * a.th.Scale
	for k, d := range map[ebiten.Key][2]float64{ebiten.KeyArrowLeft: {step, 0}, ebiten.KeyArrowRight: {-step, 0},
		ebiten.KeyArrowUp: {0, step}, ebiten.KeyArrowDown: {0, -step}} {
		if ebiten.IsKeyPressed(k) {
			b.cam.Pan(d[0], d[1])
			a.dirty = true
		}
	}
	if _, wy := ebiten.Wheel(); wy != 0 && fy < b.cam.VY+b.cam.VH {
		b.cam.ZoomAt(math.Pow(1.15, wy), fx, fy)
		a.dirty = true
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyEqual) || inpututil.IsKeyJustPressed(ebiten.KeyKPAdd) {
		b.cam.ZoomAt(1.25, b.cam.VW/2, b.cam.VH/2)
		a.dirty = true
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyMinus) || inpututil.IsKeyJustPressed(ebiten.KeyKPSubtract) {
		b.cam.ZoomAt(0.8, b.cam.VW/2, b.cam.VH/2)
		a.dirty = true
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyHome) {
		b.cam.Fit()
		a.dirty = true
	}
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonRight) {
		b.panning, b.lastX, b.lastY = true, mx, my
	}
	if b.panning {
		if ebiten.IsMouseButtonPressed(ebiten.MouseButtonRight) {
			if mx != b.lastX || my != b.lastY {
				b.cam.Pan(float64(mx-b.lastX), float64(my-b.lastY))
				b.lastX, b.lastY = mx, my
				a.dirty = true
			}
		} else {
			b.panning = false
		}
	}

	// Keyboard commands.
	switch {
	case ctrl && inpututil.IsKeyJustPressed(ebiten.KeyS):
		b.save(false)
	case ctrl && inpututil.IsKeyJustPressed(ebiten.KeyO):
		b.load()
	case inpututil.IsKeyJustPressed(ebiten.KeyE) && !ctrl:
		b.endStep()
	case inpututil.IsKeyJustPressed(ebiten.KeyEscape):
		if b.openStack.Valid() {
			b.openStack = hex.None
			a.dirty = true
		}
	}

	// Left button: press, drag, drop, click.
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) {
		if btn := b.buttonAt(fx, fy); btn != nil {
			b.click(btn.Label)
			return nil
		}
		b.press = b.startPress(fx, fy, shift)
	}
	if b.press != nil && b.drag == nil && ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft) &&
		math.Hypot(fx-b.press.x, fy-b.press.y) > 5*a.th.Scale && len(b.press.units) > 0 {
		b.drag = &drag{units: b.press.units, from: b.press.from}
		b.drag.reach, b.drag.err = s.Reachable(b.drag.units)
		a.dirty = true
	}
	if b.drag != nil && (mx != b.lastX || my != b.lastY) {
		b.lastX, b.lastY = mx, my
		a.dirty = true
	}
	if inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft) && b.press != nil {
		// A release far from the press is a drop even when no frame saw the
		// pointer move in between (a quick flick, or a slow frame).
		if b.drag == nil && len(b.press.units) > 0 && math.Hypot(fx-b.press.x, fy-b.press.y) > 5*a.th.Scale {
			b.drag = &drag{units: b.press.units, from: b.press.from}
			b.drag.reach, b.drag.err = s.Reachable(b.drag.units)
		}
		if b.drag != nil {
			b.drop(b.hexAt(fx, fy))
		} else {
			b.clickAt(fx, fy)
		}
		b.press, b.drag = nil, nil
		a.dirty = true
	}
	return nil
}

// startPress finds what a left press picks up: a counter in the open stack
// panel, or the top movable counter of the hex (all movable ones with Shift).
func (b *boardScene) startPress(fx, fy float64, shift bool) *press {
	s := b.state()
	p := &press{x: fx, y: fy}
	for _, pc := range b.panel {
		if fx >= pc.x && fx < pc.x+pc.size && fy >= pc.y && fy < pc.y+pc.size {
			p.units = []string{s.Def(pc.unit).ID}
			p.from = s.Units[pc.unit].Hex
			return p
		}
	}
	h := b.hexAt(fx, fy)
	if !h.Valid() {
		return p
	}
	p.from = h
	st := b.stack(h)
	for k := len(st) - 1; k >= 0; k-- {
		i := st[k]
		if !b.movable(i) {
			continue
		}
		p.units = append(p.units, s.Def(i).ID)
		if !shift {
			break
		}
	}
	if len(p.units) == 0 && len(st) > 0 {
		// Not movable: carry the top counter anyway, so the drop explains why.
		p.units = []string{s.Def(st[len(st)-1]).ID}
	}
	return p
}

func (b *boardScene) clickAt(fx, fy float64) {
	for _, pc := range b.panel {
		if fx >= pc.x && fx < pc.x+pc.size && fy >= pc.y && fy < pc.y+pc.size {
			return
		}
	}
	h := b.hexAt(fx, fy)
	if h.Valid() && len(b.stack(h)) > 1 && b.openStack != h {
		b.openStack = h
	} else {
		b.openStack = hex.None
	}
	if h.Valid() {
		b.say(b.describeHex(h), false)
	}
}

// drop ends a drag: a legal destination moves the counters, anything else
// puts them back and says why, in the engine's words.
func (b *boardScene) drop(h hex.Hex) {
	d := b.drag
	if !h.Valid() || h == d.from {
		return
	}
	if d.err != nil {
		b.say("Cannot move: "+d.err.Error(), true)
		return
	}
	if _, ok := d.reach.Can(h); ok {
		a := reds.Action{Type: reds.ActMove, Side: b.state().Pending.Side, Units: d.units, Path: d.reach.Path(h)}
		b.do(a)
		return
	}
	// Ask the engine why: try the straight line on a copy.
	probe := b.state().Clone()
	_, err := reds.Apply(probe, reds.Action{Type: reds.ActMove, Side: probe.Pending.Side, Units: d.units, Path: hex.Line(d.from, h)})
	if err == nil {
		err = fmt.Errorf("%v is not a legal destination", h)
	}
	b.say("Cannot move there: "+err.Error(), true)
}

// do applies an action through the game and reports the result.
func (b *boardScene) do(a reds.Action) {
	ev, err := b.game.Do(a)
	if err != nil {
		b.say(err.Error(), true)
		return
	}
	if len(ev) > 0 {
		b.say(ev[len(ev)-1].String(), false)
	}
	b.a.dirty = true
}

func (b *boardScene) endStep() {
	s := b.state()
	if s.Pending.Kind != reds.DecideMovement && s.Pending.Kind != reds.DecideCombat {
		return
	}
	b.do(reds.Action{Type: reds.ActEndStep, Side: s.Pending.Side})
}

func (b *boardScene) buttonAt(x, y float64) *button {
	for _, btn := range b.buttons {
		if btn.contains(x, y) && !btn.Disabled {
			return btn
		}
	}
	return nil
}

func (b *boardScene) click(label string) {
	switch label {
	case "End movement", "End combat":
		b.endStep()
	case "Save":
		b.save(true)
	case "Load":
		b.load()
	case "Menu":
		b.a.setScene(newMenuScene(b.a))
	}
}

// save writes the game: to its file with Ctrl+S, or where the picker says.
func (b *boardScene) save(ask bool) {
	write := func(path string) string {
		if err := scenario.SaveOf(b.file, b.game).Save(path); err != nil {
			return "Could not save: " + err.Error()
		}
		b.savePath = path
		b.say("Saved to "+path, false)
		return ""
	}
	if !ask && b.savePath != "" {
		if msg := write(b.savePath); msg != "" {
			b.say(msg, true)
		}
		return
	}
	if path, ok := nativePick(pickSave, saveDir()); ok {
		if path != "" {
			if msg := write(path); msg != "" {
				b.say(msg, true)
			}
		}
		return
	}
	b.a.show(newPicker(b.a, pickSave, saveDir(), write))
}

func (b *boardScene) load() {
	open := func(path string) string {
		f, err := scenario.Load(path, scenarios.Lib)
		if err != nil {
			return err.Error()
		}
		nb := newBoardScene(b.a, f, 0, false, path)
		nb.msg = "Loaded " + path
		b.a.setScene(nb)
		return ""
	}
	if path, ok := nativePick(pickLoad, saveDir()); ok {
		if path != "" {
			if msg := open(path); msg != "" {
				b.say(msg, true)
			}
		}
		return
	}
	b.a.show(newPicker(b.a, pickLoad, saveDir(), open))
}

// ensureDialog opens the dialog of a pending decision that is made by
// choosing among a few options.
func (b *boardScene) ensureDialog() {
	if b.a.modal != nil {
		return
	}
	s := b.state()
	p := s.Pending
	side := title(p.Side.String())
	switch p.Kind {
	case reds.DecideFronts:
		opts := make([]string, len(p.Fronts))
		for i, f := range p.Fronts {
			opts[i] = frontName(f)
		}
		b.a.show(newChoice(b.a, "Red: choose two fronts", "Their chits go into the cup with every front that has a leader (7.7).", opts, p.Count,
			func(sel []int) string {
				a := reds.Action{Type: reds.ActFronts, Side: reds.Red}
				for _, k := range sel {
					a.Fronts = append(a.Fronts, p.Fronts[k])
				}
				return b.doDialog(a)
			}))
	case reds.DecideFirstChit:
		opts := make([]string, len(p.Chits))
		for i, c := range p.Chits {
			opts[i] = chitName(c)
		}
		b.a.show(newChoice(b.a, side+": the first activation", "Set aside one chit: it activates first; the rest go into the cup (7.8).", opts, 1,
			func(sel []int) string {
				return b.doDialog(reds.Action{Type: reds.ActFirstChit, Side: p.Side, Chit: p.Chits[sel[0]]})
			}))
	case reds.DecideFieldStaff:
		opts := make([]string, len(p.Fronts))
		for i, f := range p.Fronts {
			opts[i] = frontName(f)
		}
		b.a.show(newChoice(b.a, "Red: the Field Staff", "Activate one front that has not activated this turn (7.11).", opts, 1,
			func(sel []int) string {
				return b.doDialog(reds.Action{Type: reds.ActFieldStaff, Side: reds.Red, Front: p.Fronts[sel[0]]})
			}))
	}
}

func (b *boardScene) doDialog(a reds.Action) string {
	ev, err := b.game.Do(a)
	if err != nil {
		return err.Error()
	}
	if len(ev) > 0 {
		b.say(ev[len(ev)-1].String(), false)
	}
	return ""
}

func frontName(f reds.Front) string { return title(f.String()) + " Front" }

func chitName(c reds.Chit) string {
	switch c {
	case reds.ChitFieldStaff:
		return "Field Staff"
	case reds.ChitAFSR:
		return "AFSR"
	case reds.ChitAIF:
		return "AIF"
	case reds.ChitNW:
		return "NW Army"
	case reds.ChitMuslimNorth:
		return "Muslim / North"
	case reds.ChitLogistics:
		return "Logistics"
	}
	if f := c.Front(); f != reds.NoFront {
		return frontName(f)
	}
	return title(c.String())
}

// describeHex is the hex's tooltip line.
func (b *boardScene) describeHex(h hex.Hex) string {
	s := b.state()
	cell := s.Data.Board.Cell(h)
	parts := []string{h.String(), cell.Terrain.String()}
	if c := cell.City; c != nil {
		name := c.Name
		var flags []string
		if c.Resource {
			flags = append(flags, "resource")
		}
		if c.Red {
			flags = append(flags, "Red city")
		}
		if c.Port {
			flags = append(flags, "port")
		}
		for _, f := range c.Sources {
			flags = append(flags, f.String()+" supply source")
		}
		if len(c.Krug) > 0 {
			flags = append(flags, "Krug: "+strings.Join(c.Krug, ", "))
		}
		if len(flags) > 0 {
			name += " (" + strings.Join(flags, ", ") + ")"
		}
		parts = append([]string{name}, parts...)
		parts = append(parts, "control: "+s.ControlOf(h).String())
	}
	if cell.Rail != 0 {
		parts = append(parts, "railway")
	}
	if cell.Volga {
		parts = append(parts, "Volga")
	} else if cell.River != 0 {
		parts = append(parts, "river")
	}
	parts = append(parts, frontName(cell.Front), cell.Region.String())
	for _, i := range b.stack(h) {
		d := s.Def(i)
		u := s.Units[i]
		v := d.Name
		if u.Disordered {
			v += " (disordered)"
		}
		parts = append(parts, v)
	}
	return strings.Join(parts, " · ")
}

// pendingText says who must decide what, in words.
func pendingText(s *reds.State) string {
	p := s.Pending
	side := title(p.Side.String())
	group := ""
	if s.Segment != nil {
		group = chitName(s.Segment.Chit)
		if s.Segment.Front != reds.NoFront && s.Segment.Chit == reds.ChitFieldStaff {
			group = "Field Staff: " + frontName(s.Segment.Front)
		}
	}
	switch p.Kind {
	case reds.DecideMovement:
		return fmt.Sprintf("%s — %s activation: drag units to move them (Shift-drag moves a stack), then End movement", side, group)
	case reds.DecideCombat:
		return fmt.Sprintf("%s — %s activation: combat step; End combat to finish the segment", side, group)
	case reds.DecideFronts:
		return "Red chooses two fronts (7.7)"
	case reds.DecideFirstChit:
		return side + " sets aside the first activation chit (7.8)"
	case reds.DecideFieldStaff:
		return "Red: the Field Staff activates a front (7.11)"
	}
	if s.Step == reds.StepGameOver {
		return "The game is over"
	}
	return side + ": " + p.Kind.String()
}

func (b *boardScene) draw(dst *ebiten.Image) {
	th := b.a.th
	s := b.state()
	b.mc.draw(dst, &b.cam)
	if b.drag != nil && b.drag.reach != nil {
		b.drawReach(dst)
	}
	b.drawCounters(dst)
	if b.drag != nil {
		b.drawDrag(dst)
	}
	b.drawPanel(dst)
	// Status bar.
	y0 := float64(b.h) - b.barH
	vector.DrawFilledRect(dst, 0, float32(y0), float32(b.w), float32(b.barH), th.C("panel"), false)
	vector.StrokeLine(dst, 0, float32(y0), float32(b.w), float32(y0), 1, th.C("panel_edge"), false)
	tu := s.Data.Tables.Turn(s.Turn)
	turn := fmt.Sprintf("Turn %d · %s", s.Turn, tu.Months)
	if tu.Winter {
		turn += " · winter"
	}
	if s.Initiative != reds.NoSide {
		turn += " · " + title(s.Initiative.String()) + " initiative"
	}
	drawText(dst, turn, th.Face(14, true), th.S(12), y0+th.S(8), th.C("accent"), 0)
	drawText(dst, pendingText(s), th.Face(13, false), th.S(12), y0+th.S(28), th.C("text"), 0)
	if b.msg != "" {
		c := th.C("text_dim")
		if b.msgErr {
			c = th.C("danger")
		}
		drawText(dst, clipText(b.msg, 150), th.Face(12, false), th.S(12), y0+th.S(46), c, 0)
	}
	// Buttons.
	b.buttons = b.buttons[:0]
	bw, bh := th.S(112), th.S(30)
	x := float64(b.w) - th.S(12)
	add := func(label string, hot bool) {
		x -= bw
		b.buttons = append(b.buttons, &button{Label: label, X: x, Y: y0 + (b.barH-bh)/2, W: bw, H: bh, Hot: hot})
		x -= th.S(8)
	}
	add("Menu", false)
	add("Load", false)
	add("Save", false)
	switch s.Pending.Kind {
	case reds.DecideMovement:
		add("End movement", true)
	case reds.DecideCombat:
		add("End combat", true)
	}
	for _, btn := range b.buttons {
		th.drawButton(dst, btn, btn.Label == b.hoverBtn)
	}
	if b.hover.Valid() && b.drag == nil && b.a.opts.Screenshot == "" {
		line := b.describeHex(b.hover)
		face := th.Face(12, false)
		w := textWidth(line, face) + th.S(12)
		vector.DrawFilledRect(dst, 0, float32(y0-th.S(22)), float32(w), float32(th.S(22)), withAlpha(th.C("panel"), 220), false)
		drawText(dst, line, face, th.S(6), y0-th.S(19), th.C("text"), 0)
	}
}

func clipText(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}

// drawReach lights the hexes the dragged counters may reach, with their MP
// cost, and marks the ZOC stops.
func (b *boardScene) drawReach(dst *ebiten.Image) {
	th := b.a.th
	r := b.drag.reach
	face := th.FaceAt(math.Max(9, 14*b.cam.Zoom), true)
	for _, d := range r.Dests {
		x, y := b.layout.Center(d.Hex)
		sx, sy := b.cam.ToScreen(x, y)
		c := th.C("reach")
		if d.Stop {
			c = th.C("reach_stop")
		}
		fillPath(dst, hexPath(sx, sy, baseHex*b.cam.Zoom*0.92), withAlpha(c, 90), true)
		strokePath(dst, hexPath(sx, sy, baseHex*b.cam.Zoom*0.92), 2, withAlpha(c, 230), true)
		label := fmt.Sprint(d.Cost)
		if r.MA >= reds.Unlimited {
			label = ""
		}
		if d.Stop {
			label += " ZOC"
		}
		drawTextCentered(dst, label, face, sx, sy+baseHex*b.cam.Zoom*0.62, darker(c, 0.45))
	}
	// The path to the hovered hex.
	if path := r.Path(b.hover); len(path) > 1 {
		var p vector.Path
		for k, h := range path {
			x, y := b.layout.Center(h)
			sx, sy := b.cam.ToScreen(x, y)
			if k == 0 {
				p.MoveTo(float32(sx), float32(sy))
			} else {
				p.LineTo(float32(sx), float32(sy))
			}
		}
		strokePath(dst, &p, float32(math.Max(3, 6*b.cam.Zoom)), withAlpha(th.C("path"), 210), true)
	}
}

// counterScreenSize is the side of a counter on screen.
func (b *boardScene) counterScreenSize() float64 { return counterWorld * b.cam.Zoom }

// drawCounters draws every stack as offset counters, bottom first.
func (b *boardScene) drawCounters(dst *ebiten.Image) {
	s := b.state()
	carried := map[string]bool{}
	if b.drag != nil {
		for _, id := range b.drag.units {
			carried[id] = true
		}
	}
	stacks := map[hex.Hex][]int{}
	var order []hex.Hex
	for i := range s.Units {
		u := &s.Units[i]
		if u.Where != reds.OnMap || carried[s.Def(i).ID] {
			continue
		}
		if _, ok := stacks[u.Hex]; !ok {
			order = append(order, u.Hex)
		}
		stacks[u.Hex] = append(stacks[u.Hex], i)
	}
	slices.SortFunc(order, func(a, c hex.Hex) int {
		if a.Row != c.Row {
			return a.Row - c.Row
		}
		return a.Col - c.Col
	})
	size := b.counterScreenSize()
	off := math.Max(2, 4*b.cam.Zoom)
	for _, h := range order {
		x, y := b.layout.Center(h)
		sx, sy := b.cam.ToScreen(x, y)
		if sx < -size || sy < -size || sx > float64(b.w)+size || sy > float64(b.h)+size {
			continue
		}
		st := stacks[h]
		n := float64(len(st) - 1)
		for k, i := range st {
			cx := sx - size/2 + (float64(k)-n/2)*off
			cy := sy - size/2 - (float64(k)-n/2)*off
			b.drawCounter(dst, i, cx, cy, size)
		}
		if len(st) > 1 && b.cam.Zoom > 0.45 {
			badge := fmt.Sprint(len(st))
			bx, by := sx+size/2+n/2*off, sy-size/2-n/2*off
			vector.DrawFilledCircle(dst, float32(bx), float32(by), float32(math.Max(6, 8*b.cam.Zoom)), b.a.th.C("accent"), true)
			drawTextCentered(dst, badge, b.a.th.FaceAt(math.Max(8, 10*b.cam.Zoom), true), bx, by, b.a.th.C("panel"))
		}
	}
}

// drawCounter draws one counter with its state marks: a dim veil when it
// has moved, a Done badge, a highlight when it may move now.
func (b *boardScene) drawCounter(dst *ebiten.Image, i int, x, y, size float64) {
	s := b.state()
	u := &s.Units[i]
	img := b.art.image(s, i, u.Disordered)
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(size/counterPx, size/counterPx)
	op.GeoM.Translate(x, y)
	if u.Moved {
		op.ColorScale.Scale(0.7, 0.7, 0.7, 1)
	}
	dst.DrawImage(img, op)
	th := b.a.th
	if b.movable(i) {
		vector.StrokeRect(dst, float32(x)-1, float32(y)-1, float32(size)+2, float32(size)+2, float32(math.Max(1.5, 2.5*b.cam.Zoom)), th.C("select"), true)
	}
	if u.Done {
		drawTextCentered(dst, "DONE", th.FaceAt(math.Max(7, 11*b.cam.Zoom), true), x+size/2, y+size*0.5, th.C("danger"))
	}
	if u.OutOfSupply {
		drawTextCentered(dst, "OOS", th.FaceAt(math.Max(7, 11*b.cam.Zoom), true), x+size/2, y+size*0.08, th.C("danger"))
	}
}

// drawDrag draws the carried counters under the cursor.
func (b *boardScene) drawDrag(dst *ebiten.Image) {
	s := b.state()
	mx, my := ebiten.CursorPosition()
	size := b.counterScreenSize()
	for k, id := range b.drag.units {
		i, _ := s.UnitByID(id)
		b.drawCounter(dst, i, float64(mx)-size/2+float64(k)*4, float64(my)-size/2-float64(k)*4, size)
	}
}

// drawPanel shows the open stack spread out, every counter readable.
func (b *boardScene) drawPanel(dst *ebiten.Image) {
	b.panel = b.panel[:0]
	if !b.openStack.Valid() {
		return
	}
	st := b.stack(b.openStack)
	if len(st) == 0 {
		b.openStack = hex.None
		return
	}
	th := b.a.th
	size := th.S(72)
	gap := th.S(8)
	w := float64(len(st))*(size+gap) + gap
	h := size + th.S(34)
	x, y := b.layout.Center(b.openStack)
	sx, sy := b.cam.ToScreen(x, y)
	px := math.Max(4, math.Min(sx-w/2, float64(b.w)-w-4))
	py := sy - b.counterScreenSize() - h - th.S(8)
	if py < 4 {
		py = sy + b.counterScreenSize()
	}
	th.drawPanel(dst, px, py, w, h)
	s := b.state()
	for k, i := range st {
		cx := px + gap + float64(k)*(size+gap)
		b.drawCounter(dst, i, cx, py+gap, size)
		drawTextCentered(dst, clipText(s.Def(i).Name, 14), th.Face(10, false), cx+size/2, py+gap+size+th.S(10), th.C("text"))
		b.panel = append(b.panel, panelCounter{unit: i, x: cx, y: py + gap, size: size})
	}
}

// fillProbe reports the view and the game for tests driving the window.
func (b *boardScene) fillProbe(p *ProbeInfo) {
	s := b.state()
	p.Scene = "board"
	p.CamX, p.CamY, p.Zoom, p.VX, p.VY = b.cam.X, b.cam.Y, b.cam.Zoom, b.cam.VX, b.cam.VY
	p.HexSize, p.OriginX, p.OriginY = b.layout.Size, b.layout.OriginX, b.layout.OriginY
	p.Units = map[string]string{}
	for i := range s.Units {
		if s.Units[i].Where == reds.OnMap {
			p.Units[s.Def(i).ID] = s.Units[i].Hex.String()
		}
	}
	p.Pending = s.Pending.Side.String() + ":" + s.Pending.Kind.String()
	p.Message = b.msg
	p.Actions = len(b.game.Actions)
	p.Saved = b.savePath
}
