package redsui

import (
	"image/color"
	"math"
	"slices"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"tachanka/game/reds"
	"tachanka/render/lang"
	"tachanka/render/mapview"
	"tachanka/render/redsui/redslang"
	"tachanka/render/ui"
	"tachanka/render/widgets"
)

// The animator shows what an action did, event by event: counters travel
// along their paths, chits come out of the cup, dice roll, counters flip,
// fade out or arrive, cities and seas change hands. It draws from a copy of
// the state taken before the action, to which it applies each event as its
// animation ends; when the queue is empty the board draws the real state
// again. The rules are never re-run here: at the end the picture is the
// engine's.
type animator struct {
	b     *boardScene
	view  *reds.State
	steps []animStep
	t     float64 // seconds into the first step, at speed 1
	last  time.Time
	// follow: keep the action in view (the computer's moves).
	follow bool
	// applied counts the events applied to the picture (the side panel
	// is redrawn when it changes).
	applied int
	// after is the message the status bar shows once the events are shown
	// (not before the dice stop rolling).
	after string
}

type animStep struct {
	ev  reds.Event
	dur float64
}

func newAnimator(b *boardScene) *animator { return &animator{b: b} }

func (m *animator) active() bool { return m.view != nil }

func (m *animator) speed() float64 {
	v := m.b.a.Settings.AnimSpeed
	if v == 0 && m.b.a.Opts.Draw {
		v = 1 // the screenshot of the cup needs the cup
	}
	return v
}

// duration is how long an event is shown at speed 1; 0 applies it at once.
func duration(e reds.Event, skipMoves bool) float64 {
	switch e.Type {
	case reds.EvMove:
		if skipMoves {
			return 0
		}
		return mapview.TravelSeconds(len(e.Path))
	case reds.EvRetreat:
		return 0.25 * float64(max(1, len(e.Path)-1))
	case reds.EvAdvance:
		return 0.35
	case reds.EvChitDrawn:
		return 1.5
	case reds.EvChitAside, reds.EvChitSkipped:
		return 0.9
	case reds.EvCombat:
		return 2.4
	case reds.EvDice, reds.EvInitiative:
		if len(e.Dice) == 0 {
			return 0
		}
		if e.Roll == reds.RollRally {
			return 0.35 // rally rolls come by the dozen
		}
		return 1.1
	case reds.EvDisorder, reds.EvRally:
		return 0.45
	case reds.EvEliminate:
		return 0.55
	case reds.EvReinforce:
		if !e.Hex.Valid() {
			return 0
		}
		return 0.4
	case reds.EvControl:
		return 0.3
	case reds.EvSeaControl:
		return 0.9
	case reds.EvTurn, reds.EvPhase, reds.EvRandomEvent, reds.EvWithdrawal, reds.EvGameOver, reds.EvLeader:
		return 1.2
	}
	return 0
}

// start animates the events of an action applied to before.
func (m *animator) start(before *reds.State, ev []reds.Event, skipMoves bool) {
	if m.speed() == 0 {
		m.view, m.steps = nil, nil
		return
	}
	computer := !m.b.human(before.Pending.Side)
	if computer && m.b.hurry {
		// Skipping to the person's decision: nothing of it is shown.
		m.skip()
		return
	}
	// Showing only combats and events: the computer's moves are not
	// animated (the log has them).
	skipMoves = skipMoves || computer && m.b.a.Settings.CombatsOnly()
	shown := false
	var steps []animStep
	for _, e := range ev {
		d := duration(e, skipMoves)
		shown = shown || d > 0
		steps = append(steps, animStep{ev: e, dur: d})
	}
	if !shown {
		return
	}
	if m.view == nil {
		m.view = before
		m.t, m.last = 0, time.Time{}
		// The cup shows what was in it before the chits were drawn.
		final := m.b.state()
		cup := slices.Clone(final.Cup)
		for _, e := range ev {
			if e.Type == reds.EvChitDrawn || e.Type == reds.EvChitSkipped {
				cup = append(cup, e.Chit)
			}
		}
		m.view.Cup = cup
	}
	m.steps = append(m.steps, steps...)
	m.follow = computer
	m.drain()
}

// drain applies the events at the head of the queue that have no
// animation, so the one shown is always an animated one.
func (m *animator) drain() {
	for len(m.steps) > 0 && m.steps[0].dur == 0 {
		m.apply(m.steps[0].ev)
		m.steps = m.steps[1:]
	}
	if len(m.steps) > 0 {
		m.keepInView(m.steps[0].ev)
	}
}

// update advances the animation by the time since the last frame (a slow
// frame does not slow the story down, it skips ahead).
func (m *animator) update() {
	if m.view == nil {
		return
	}
	now := time.Now()
	dt := 1.0 / 60
	if !m.last.IsZero() {
		dt = math.Min(0.1, now.Sub(m.last).Seconds())
	}
	m.last = now
	m.t += m.speed() * dt
	for len(m.steps) > 0 && m.t >= m.steps[0].dur {
		m.t -= m.steps[0].dur
		m.apply(m.steps[0].ev)
		m.steps = m.steps[1:]
		m.drain()
	}
	if len(m.steps) == 0 {
		m.finish()
	}
}

// finish returns the board to the real state.
func (m *animator) finish() {
	m.view, m.steps = nil, nil
	if m.after != "" {
		m.b.say(m.after, false)
		m.after = ""
	}
	m.b.a.Dirty = true
}

// skip ends the animations at once.
func (m *animator) skip() {
	if m.view == nil {
		return
	}
	m.finish()
}

// keepInView shows the computer's next event where it happens, at a
// reading zoom (the shared director, which leaves a player's own view
// alone).
func (m *animator) keepInView(e reds.Event) {
	if !m.follow {
		return
	}
	if m.b.dir.Show(&m.b.cam, m.b.points(eventHexes(e))) {
		m.b.a.Dirty = true
	}
}

// apply changes the picture as the event says.
func (m *animator) apply(e reds.Event) {
	v := m.view
	if v == nil {
		return
	}
	m.applied++
	unit := func(id string) *reds.Unit {
		if i, ok := v.UnitByID(id); ok {
			return &v.Units[i]
		}
		return nil
	}
	switch e.Type {
	case reds.EvMove, reds.EvRetreat, reds.EvAdvance:
		if len(e.Path) == 0 {
			return
		}
		for _, id := range e.Units {
			if u := unit(id); u != nil {
				u.Where, u.Hex = reds.OnMap, e.Path[len(e.Path)-1]
			}
		}
	case reds.EvDisorder:
		for _, id := range e.Units {
			if u := unit(id); u != nil {
				u.Disordered = true
			}
		}
	case reds.EvRally:
		for _, id := range e.Units {
			if u := unit(id); u != nil {
				u.Disordered = false
			}
		}
	case reds.EvEliminate, reds.EvWithdrawal:
		for _, id := range e.Units {
			if u := unit(id); u != nil {
				u.Where = reds.Eliminated
			}
		}
	case reds.EvReinforce:
		if e.Hex.Valid() {
			for _, id := range e.Units {
				if u := unit(id); u != nil {
					u.Where, u.Hex = reds.OnMap, e.Hex
				}
			}
		}
	case reds.EvControl:
		if c := v.Data.Board.Index(e.Hex); c >= 0 {
			v.Control[c] = e.Control
		}
	case reds.EvSeaControl:
		if c := v.Data.Board.Index(e.Hex); c >= 0 {
			v.Seas[v.Data.Board.Cells[c].Sea] = e.Side
		}
	case reds.EvChitDrawn, reds.EvChitSkipped:
		if k := slices.Index(v.Cup, e.Chit); k >= 0 {
			v.Cup = slices.Delete(v.Cup, k, k+1)
		}
	case reds.EvTurn:
		v.Turn = e.Turn
	case reds.EvActivate:
		if e.Chit == reds.ChitLogistics {
			v.Segment, v.Step = nil, reds.StepLogistics
		} else {
			v.Segment = &reds.Segment{Chit: e.Chit, Front: e.Front}
		}
	}
}

// current is the event being shown and how far it has gone (0..1).
func (m *animator) current() (reds.Event, float64, bool) {
	if m.view == nil || len(m.steps) == 0 {
		return reds.Event{}, 0, false
	}
	st := m.steps[0]
	return st.ev, math.Min(1, m.t/st.dur), true
}

// cupShown: a chit is half way out of the cup (the screenshot's moment).
func (m *animator) cupShown() bool {
	e, f, ok := m.current()
	return ok && e.Type == reds.EvChitDrawn && f >= 0.62
}

// moving lists the units travelling now, which the stacks leave out.
func (m *animator) moving() map[string]bool {
	out := map[string]bool{}
	e, _, ok := m.current()
	if ok && (e.Type == reds.EvMove || e.Type == reds.EvRetreat || e.Type == reds.EvAdvance) {
		for _, id := range e.Units {
			out[id] = true
		}
	}
	return out
}

// drawOnMap draws the event in progress on the map: travelling counters,
// flips, fades, arrivals, cities changing hands.
func (m *animator) drawOnMap(dst *ebiten.Image) {
	e, f, ok := m.current()
	if !ok {
		return
	}
	b := m.b
	v := m.view
	size := b.counterScreenSize()
	th := b.a.Theme
	counterAt := func(id string, x, y, sx, alpha float64, disordered bool) {
		i, ok := v.UnitByID(id)
		if !ok {
			return
		}
		img := b.art.image(v, i, disordered)
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Scale(size/counterPx*sx, size/counterPx)
		op.GeoM.Translate(x-size*sx/2, y-size/2)
		op.ColorScale.ScaleAlpha(float32(alpha))
		dst.DrawImage(img, op)
	}
	switch e.Type {
	case reds.EvMove, reds.EvRetreat, reds.EvAdvance:
		if len(e.Path) < 2 {
			return
		}
		pts := make([]mapview.Point, len(e.Path))
		for k, h := range e.Path {
			pts[k].X, pts[k].Y = b.screenOf(h)
		}
		p := mapview.Along(pts, f)
		x, y := p.X, p.Y
		for n, id := range e.Units {
			if i, ok := v.UnitByID(id); ok {
				counterAt(id, x+float64(n)*3, y-float64(n)*3, 1, 1, v.Units[i].Disordered)
			}
		}
	case reds.EvDisorder, reds.EvRally:
		x, y := b.screenOf(e.Hex)
		for _, id := range e.Units {
			if i, ok := v.UnitByID(id); ok {
				x, y = b.screenOf(v.Units[i].Hex)
			}
			// Turned over: the old face shrinks, the new one grows.
			newSide := e.Type == reds.EvDisorder
			side := !newSide
			if f > 0.5 {
				side = newSide
			}
			counterAt(id, x, y, math.Abs(math.Cos(f*math.Pi)), 1, side)
		}
		pulse(dst, th, x, y, size, f, th.C("danger"))
	case reds.EvEliminate:
		x, y := b.screenOf(e.Hex)
		for _, id := range e.Units {
			if i, ok := v.UnitByID(id); ok {
				counterAt(id, x, y, 1, 1-f, v.Units[i].Disordered)
			}
		}
		l := float32(size * 0.45 * (1 - f*0.5))
		c := ui.WithAlpha(th.C("danger"), uint8(255*(1-f)))
		vector.StrokeLine(dst, float32(x)-l, float32(y)-l, float32(x)+l, float32(y)+l, 5, c, false)
		vector.StrokeLine(dst, float32(x)-l, float32(y)+l, float32(x)+l, float32(y)-l, 5, c, false)
	case reds.EvReinforce:
		x, y := b.screenOf(e.Hex)
		for _, id := range e.Units {
			counterAt(id, x, y-(1-f)*size, 1, f, false)
		}
		pulse(dst, th, x, y, size, f, th.C("ok"))
	case reds.EvControl:
		x, y := b.screenOf(e.Hex)
		c := th.C("afsr_fg")
		if e.Control == reds.RedControl {
			c = th.C("red_bg")
		}
		pulse(dst, th, x, y, size*1.2, f, c)
	case reds.EvCombat, reds.EvAttack:
		x, y := b.screenOf(e.Hex)
		pulse(dst, th, x, y, size*1.3, math.Mod(f*3, 1), th.C("danger"))
	}
}

// pulse draws an expanding ring fading out.
func pulse(dst *ebiten.Image, th *ui.Theme, x, y, size, f float64, c color.RGBA) {
	r := float32(size * (0.5 + f*0.6))
	vector.StrokeCircle(dst, float32(x), float32(y), r, float32(3+4*(1-f)), ui.WithAlpha(c, uint8(230*(1-f))), false)
}

// drawOverlay draws the event in progress over the map: the cup, the dice,
// a banner.
func (m *animator) drawOverlay(dst *ebiten.Image) {
	e, f, ok := m.current()
	if !ok {
		return
	}
	b := m.b
	switch e.Type {
	case reds.EvChitDrawn, reds.EvChitAside, reds.EvChitSkipped:
		m.drawCupDraw(dst, e, f)
	case reds.EvCombat:
		m.drawCombat(dst, e, f)
	case reds.EvDice, reds.EvInitiative:
		m.drawRoll(dst, e, f)
	case reds.EvTurn, reds.EvPhase, reds.EvRandomEvent, reds.EvWithdrawal, reds.EvGameOver, reds.EvLeader, reds.EvSeaControl:
		m.drawBanner(dst, b.log.text(e, b.state()), f)
	}
}

// drawCupDraw: the cup with the chits left in it; the drawn chit rises out
// of it and turns over to show its face.
func (m *animator) drawCupDraw(dst *ebiten.Image, e reds.Event, f float64) {
	b := m.b
	th := b.a.Theme
	w, h := th.S(300), th.S(284)
	r := ui.Rect{X: b.mapR.CX() - w/2, Y: b.mapR.Y + th.S(40), W: w, H: h}
	th.DrawPanel(dst, r.X, r.Y, r.W, r.H)
	title := lang.T("cup.title")
	if e.Type == reds.EvChitAside {
		title = lang.T("cup.aside", redslang.Side(e.Side))
	}
	ui.DrawTextCentered(dst, title, th.Face(15, true), r.CX(), r.Y+th.S(16), th.C("text"))
	cup := ui.Rect{X: r.CX() - th.S(80), Y: r.Y + th.S(140), W: th.S(160), H: th.S(110)}
	n := len(m.view.Cup)
	if e.Type != reds.EvChitAside {
		n-- // the one coming out
	}
	cx, rim := drawCup(dst, th, cup, max(0, n))
	cs := th.S(64)
	rise := math.Min(1, f/0.5)
	// The chit rises out of the cup and turns face up; a chit set aside
	// shows its face from the start.
	turn := 0.0
	if f > 0.35 {
		turn = math.Min(1, (f-0.35)/0.3)
	}
	if e.Type == reds.EvChitAside {
		rise, turn = 1, 1
	}
	y := rim - cs/2 - rise*th.S(64)
	drawChit(dst, th, ui.Rect{X: cx - cs/2, Y: y - cs/2, W: cs, H: cs}, e.Chit, turn)
	if f > 0.6 {
		label := redslang.Chit(e.Chit)
		if e.Type == reds.EvChitSkipped {
			label = lang.T("cup.skipped", label)
		}
		ui.DrawTextCentered(dst, label, th.Face(16, true), r.CX(), r.Y+r.H-th.S(14), th.C("accent"))
	}
}

// drawCombat: both dice of a combat rolling, then the arithmetic and the
// result (11.3 F-I).
func (m *animator) drawCombat(dst *ebiten.Image, e reds.Event, f float64) {
	b := m.b
	th := b.a.Theme
	rp := e.Report
	if rp == nil {
		return
	}
	w, h := th.S(440), th.S(220)
	r := ui.Rect{X: b.mapR.CX() - w/2, Y: b.mapR.Y + th.S(40), W: w, H: h}
	th.DrawPanel(dst, r.X, r.Y, r.W, r.H)
	ui.DrawTextCentered(dst, lang.T("combat.title", b.hexName(rp.Target)), th.Face(15, true), r.CX(), r.Y+th.S(16), th.C("text"))
	ui.DrawTextCentered(dst, lang.T("combat.odds", rp.A, rp.D, rp.Odds, rp.Column), th.Face(13, false), r.CX(), r.Y+th.S(38), th.C("text_dim"))
	rolling := f < 0.35
	ds := th.S(62)
	abg, afg := m.sideColors(rp.Attackers)
	dbg, dfg := m.sideColors(rp.Defenders)
	aFace, dFace := rp.ADie, rp.DDie
	if rolling {
		k := int(f * 60)
		aFace, dFace = 1+(k*7+3)%6, 1+(k*5+1)%6
	}
	jit := 0.0
	if rolling {
		jit = math.Sin(f*80) * 0.25
	}
	ax, dx := r.X+r.W*0.25, r.X+r.W*0.75
	dy := r.Y + th.S(62)
	widgets.DrawDie(dst, th, ax-ds/2, dy, ds, aFace, abg, afg, jit)
	widgets.DrawDie(dst, th, dx-ds/2, dy, ds, dFace, dbg, dfg, -jit)
	ui.DrawTextCentered(dst, lang.T("combat.attacker"), th.Face(12, true), ax, dy+ds+th.S(12), th.C("text"))
	ui.DrawTextCentered(dst, lang.T("combat.defender"), th.Face(12, true), dx, dy+ds+th.S(12), th.C("text"))
	if rolling {
		return
	}
	ui.DrawTextCentered(dst, lang.T("combat.strength", rp.ADie, rp.AUnits, plus(rp.AMods), rp.AStrength), th.Face(12, false), ax, dy+ds+th.S(30), th.C("text_dim"))
	ui.DrawTextCentered(dst, lang.T("combat.strength", rp.DDie, rp.DUnits, plus(rp.DMods), rp.DStrength), th.Face(12, false), dx, dy+ds+th.S(30), th.C("text_dim"))
	res, _ := reds.ParseResult(rp.Result)
	ui.DrawTextCentered(dst, lang.T("combat.result", signed(rp.Differential), rp.Result), th.Face(16, true), r.CX(), r.Y+r.H-th.S(40), th.C("accent"))
	ui.DrawTextCentered(dst, ui.FitText(resultText(res), th.Face(12, false), r.W-th.S(20)), th.Face(12, false), r.CX(), r.Y+r.H-th.S(18), th.C("text"))
}

// sideColors are the die colours of a side in a combat: those of its first
// unit's counter (2.6).
func (m *animator) sideColors(ids []string) (color.RGBA, color.RGBA) {
	v := m.view
	for _, id := range ids {
		if i, ok := v.UnitByID(id); ok {
			return m.b.art.colors(v.Def(i), v.SideOf(i))
		}
	}
	th := m.b.a.Theme
	return th.C("nationalist_bg"), th.C("nationalist_fg")
}

// drawRoll: one or two dice of a roll that is not a combat (initiative,
// random events, the leader's front, rallies, peace).
func (m *animator) drawRoll(dst *ebiten.Image, e reds.Event, f float64) {
	b := m.b
	th := b.a.Theme
	w, h := th.S(360), th.S(150)
	r := ui.Rect{X: b.mapR.CX() - w/2, Y: b.mapR.Y + th.S(40), W: w, H: h}
	th.DrawPanel(dst, r.X, r.Y, r.W, r.H)
	ui.DrawTextCentered(dst, ui.FitText(b.log.text(e, b.state()), th.Face(13, true), r.W-th.S(20)), th.Face(13, true), r.CX(), r.Y+th.S(18), th.C("text"))
	ds := th.S(54)
	n := float64(len(e.Dice))
	x := r.CX() - (n*ds+(n-1)*th.S(16))/2
	rolling := f < 0.4
	for k, d := range e.Dice {
		face := d
		jit := 0.0
		if rolling {
			face = 1 + (int(f*60)*(5+2*k)+k)%6
			jit = math.Sin(f*70+float64(k)) * 0.25
		}
		bg, fg := th.C("red_bg"), th.C("red_fg")
		if dieSide(e, k) == reds.White {
			bg, fg = th.C("afsr_bg"), th.C("afsr_fg")
		}
		widgets.DrawDie(dst, th, x, r.Y+th.S(44), ds, min(6, max(1, face)), bg, fg, jit)
		x += ds + th.S(16)
	}
}

// dieSide is whose colours the k-th die of a roll wears: the initiative
// rolls Red's die and White's (6.1), every other roll is its side's.
func dieSide(e reds.Event, k int) reds.Side {
	if e.Roll == reds.RollInitiative {
		return []reds.Side{reds.Red, reds.White}[min(k, 1)]
	}
	if e.Side == reds.White {
		return reds.White
	}
	return reds.Red
}

// drawBanner shows a headline (a new turn, an event, a withdrawal).
func (m *animator) drawBanner(dst *ebiten.Image, text string, f float64) {
	b := m.b
	th := b.a.Theme
	face := th.Face(18, true)
	w := math.Min(b.mapR.W-th.S(40), ui.TextWidth(text, face)+th.S(60))
	r := ui.Rect{X: b.mapR.CX() - w/2, Y: b.mapR.Y + th.S(60), W: w, H: th.S(52)}
	a := uint8(235)
	if f > 0.8 {
		a = uint8(235 * (1 - (f-0.8)/0.2))
	}
	ui.FillRect(dst, r, ui.WithAlpha(th.C("panel"), a))
	ui.StrokeRect(dst, r, 2, ui.WithAlpha(th.C("accent"), a))
	ui.DrawTextCentered(dst, ui.FitText(text, face, w-th.S(20)), face, r.CX(), r.CY(), ui.WithAlpha(th.C("text"), a))
}
