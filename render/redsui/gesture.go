package redsui

import (
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/game/hex"
	"tachanka/game/reds"
	"tachanka/render/lang"
	"tachanka/render/redsui/redslang"
	"tachanka/render/ui"
)

// drag is counters (or a marker) carried by the mouse, with the hexes the
// gesture may end on.
type drag struct {
	units []string
	from  hex.Hex
	mark  string // "red_train" when the Red Train is carried
	tray  bool
	set   *litSet
	via   hex.Hex // the last middle hex of a retreat the pointer passed
}

// pickable reports a unit a gesture may carry in the decision now: one of
// the engine's Actors, asked once per state version (counters ask every
// frame).
func (b *boardScene) pickable(i int) bool {
	s := b.state()
	if !b.actors.known || b.actors.ver != b.ver {
		b.actors.known, b.actors.ver, b.actors.set = true, b.ver, map[string]bool{}
		for _, id := range s.Actors() {
			b.actors.set[id] = true
		}
	}
	if s.Units[i].Where != reds.OnMap {
		return false
	}
	// The garrisons the player may remove, when asked on the bar (20.5).
	if b.garrisonsAsked() && slices.Contains(s.Pending.Units, s.Def(i).ID) {
		return true
	}
	return b.actors.set[s.Def(i).ID]
}

// gestures turns the left button into decisions: press, drag and drop on
// the map, clicks on hexes, on the open stack and on the placement tray.
func (b *boardScene) gestures(a *ui.App) {
	if a.Top() != nil {
		b.press, b.drag = nil, nil
		return
	}
	fx, fy := a.MX, a.MY
	shift := ebiten.IsKeyPressed(ebiten.KeyShift)
	if a.Left.Pressed {
		switch {
		case strings.HasPrefix(a.ClickID, "stack:"):
			id := strings.TrimPrefix(a.ClickID, "stack:")
			b.press = b.pressUnits(fx, fy, []string{id})
		case strings.HasPrefix(a.ClickID, "tray:"):
			id := strings.TrimPrefix(a.ClickID, "tray:")
			b.press = &press{x: fx, y: fy, units: []string{id}, tray: true, from: hex.None}
		case a.ClickID == "" && b.mapR.Contains(fx, fy) && !b.mini.contains(b, fx, fy):
			b.press = b.startPress(fx, fy, shift)
		}
	}
	moved := b.press != nil && a.Left.Moved(fx, fy, 5*a.Theme.Scale)
	if b.press != nil && b.drag == nil && moved && a.Left.Down {
		b.drag = b.startDrag(b.press)
		a.Dirty = true
	}
	if b.drag != nil {
		if h := b.hexAt(fx, fy); h.Valid() && b.drag.set != nil && b.drag.set.retreat != nil && hex.Adjacent(h, b.drag.from) {
			b.drag.via = h
		}
		mx, my := ebiten.CursorPosition()
		if mx != b.lastX || my != b.lastY {
			b.lastX, b.lastY = mx, my
			a.Dirty = true
		}
	}
	if a.Left.Released && b.press != nil {
		// A release far from the press is a drop even when no frame saw the
		// pointer move in between (a quick flick, or a slow frame).
		if b.drag == nil && moved {
			b.drag = b.startDrag(b.press)
		}
		if b.drag != nil {
			b.drop(b.hexAt(fx, fy))
		} else {
			b.click(b.press, fx, fy)
		}
		b.press, b.drag = nil, nil
		a.Dirty = true
	}
}

// pressUnits starts a press on given units (a counter of the open stack):
// a selected unit carries the whole selection of its hex.
func (b *boardScene) pressUnits(fx, fy float64, ids []string) *press {
	s := b.state()
	i, ok := s.UnitByID(ids[0])
	if !ok {
		return nil
	}
	p := &press{x: fx, y: fy, units: ids, from: s.Units[i].Hex}
	if slices.Contains(b.sel, ids[0]) {
		p.units = b.selectedIn(p.from)
	}
	return p
}

// selectedIn lists the selected units standing in h.
func (b *boardScene) selectedIn(h hex.Hex) []string {
	s := b.state()
	var out []string
	for _, id := range b.sel {
		if i, ok := s.UnitByID(id); ok && s.Units[i].Where == reds.OnMap && s.Units[i].Hex == h {
			out = append(out, id)
		}
	}
	return out
}

// startPress finds what a left press on the map picks up: a marker the
// decision moves, the selected units of the hex, the top unit that may be
// carried (all of them with Shift, or the whole stack where units go
// together: retreats and advances).
func (b *boardScene) startPress(fx, fy float64, shift bool) *press {
	s := b.state()
	h := b.hexAt(fx, fy)
	p := &press{x: fx, y: fy, from: h}
	if !h.Valid() || !b.ours() {
		return p
	}
	mark := b.markerAt(fx, fy)
	if s.Pending.Kind == reds.DecideRedTrain && (mark == "red_train" || s.RedTrain == h) {
		p.mark = "red_train"
		return p
	}
	if s.Pending.Kind == reds.DecideStrategic && s.Gold.Valid() && s.GoldSide == s.Pending.Side &&
		(mark == "gold" || s.Gold == h && len(b.pickableIn(h)) == 0) {
		p.units, p.from = []string{reds.GoldID}, s.Gold
		return p
	}
	if sel := b.selectedIn(h); len(sel) > 0 {
		p.units = sel
		return p
	}
	pk := b.pickableIn(h)
	all := shift || s.Pending.Kind == reds.DecideRetreat || s.Pending.Kind == reds.DecideAdvance
	switch {
	case len(pk) > 0 && all:
		p.units = pk
	case len(pk) > 0:
		p.units = pk[len(pk)-1:]
	case s.Pending.Kind == reds.DecideMovement:
		// Not movable: carry the top counter anyway, so the drop says why.
		if st := stackOf(s, h); len(st) > 0 {
			p.units = []string{s.Def(st[len(st)-1]).ID}
		}
	}
	return p
}

// pickableIn lists the units of h a gesture may carry, bottom first.
func (b *boardScene) pickableIn(h hex.Hex) []string {
	s := b.state()
	var out []string
	for _, i := range stackOf(s, h) {
		if b.pickable(i) {
			out = append(out, s.Def(i).ID)
		}
	}
	return out
}

// startDrag computes where the carried things may go.
func (b *boardScene) startDrag(p *press) *drag {
	s := b.state()
	d := &drag{units: p.units, from: p.from, mark: p.mark, tray: p.tray}
	if !b.ours() {
		return d
	}
	switch {
	case p.mark == "red_train":
		d.set = b.trainSet()
	case p.tray:
		d.set = b.placeSet(p.units[0])
		b.trayPick = p.units[0]
	case len(p.units) == 0:
		return nil
	default:
		switch s.Pending.Kind {
		case reds.DecideMovement:
			d.set = b.moveSet(p.units)
		case reds.DecideStrategic:
			d.set = b.stratSet(p.units)
		case reds.DecideCombat:
			d.set = b.attackSet(p.units)
		case reds.DecideRetreat:
			d.set = b.retreatSet(p.units)
		case reds.DecideAdvance:
			d.set = newLitSet()
			if s.Combat != nil {
				d.set.hexes[s.Combat.Target] = litHex{label: lang.T("lit.advance")}
			}
		}
	}
	return d
}

// drop ends a drag on hex h.
func (b *boardScene) drop(h hex.Hex) {
	b.clickMove = false
	d := b.drag
	if d == nil || !h.Valid() || h == d.from || !b.ours() {
		return
	}
	s := b.state()
	side := s.Pending.Side
	if d.set == nil {
		return
	}
	_, lit := d.set.hexes[h]
	switch {
	case d.mark == "red_train":
		if lit {
			b.act(reds.Action{Type: reds.ActRedTrain, Side: side, Hex: h}, true)
		} else {
			b.say(lang.T("msg.train_cannot"), true)
		}
	case d.tray:
		if lit {
			b.act(reds.Action{Type: reds.ActPlace, Side: side, Units: d.units, Hex: h}, true)
		} else {
			b.say(lang.T("msg.cannot_place"), true)
		}
	default:
		switch s.Pending.Kind {
		case reds.DecideMovement:
			b.dropMove(d, h, lit)
		case reds.DecideStrategic:
			b.dropStrategic(d, h)
		case reds.DecideCombat:
			b.dropAttack(d, h, lit)
		case reds.DecideRetreat:
			b.doRetreat(d.units, h, d.via)
		case reds.DecideAdvance:
			if lit {
				b.act(reds.Action{Type: reds.ActAdvance, Side: side, Units: d.units}, true)
			}
		}
	}
}

func (b *boardScene) dropMove(d *drag, h hex.Hex, lit bool) {
	s := b.state()
	if d.set.err != nil {
		b.say(lang.T("msg.cannot_move", redslang.Refusal(d.set.err)), true)
		return
	}
	if lit {
		b.act(reds.Action{Type: reds.ActMove, Side: s.Pending.Side, Units: d.units, Path: d.set.reach.Path(h)}, true)
		return
	}
	// Ask the engine why: try the straight line on a copy.
	probe := s.Clone()
	_, err := reds.Apply(probe, reds.Action{Type: reds.ActMove, Side: probe.Pending.Side, Units: d.units, Path: hex.Line(d.from, h)})
	why := lang.T("msg.not_reachable", h.String())
	if err != nil {
		why = redslang.Refusal(err)
	}
	b.say(lang.T("msg.cannot_move_there", why), true)
}

func (b *boardScene) dropStrategic(d *drag, h hex.Hex) {
	s := b.state()
	ds := d.set.strat[h]
	side := s.Pending.Side
	switch len(ds) {
	case 0:
		b.say(lang.T("msg.strat_cannot", h.String()), true)
	case 1:
		b.act(reds.Action{Type: reds.ActStrategic, Side: side, Units: d.units, Mode: ds[0].Mode, Path: ds[0].Path}, true)
	default:
		b.chooseStratMode(d.units, ds)
	}
}

func (b *boardScene) dropAttack(d *drag, h hex.Hex, lit bool) {
	s := b.state()
	units := d.units
	for _, id := range b.sel {
		if !slices.Contains(units, id) {
			units = append(units, id)
		}
	}
	if lit {
		b.openAttack(units, h)
		return
	}
	if len(stackOf(s, h)) == 0 {
		return
	}
	pv, err := s.PreviewAttack(d.units, h, nil, nil)
	switch {
	case err != nil:
		b.say(redslang.Refusal(err), true)
	case pv.Why.Rule != "":
		b.say(lang.T("msg.cannot_attack", redslang.Reason(pv.Why), pv.Why.Rule), true)
	}
}

// doRetreat retreats units to end hex h, through via if the player led the
// drag through it and it costs no more than the cheapest, else along the
// cheapest. Units dragged out of a stack whose other units still have to
// retreat are planned, not sent: when the hex's last unit has its end, the units whose
// paths share a first hex go as one stack that parts there (11.6(5)).
func (b *boardScene) doRetreat(units []string, h, via hex.Hex) {
	set := b.retreatSet(units)
	o, ok := retreatRoute(set.retreat[h], via)
	if !ok {
		b.say(lang.T("msg.retreat_cannot", h.String()), true)
		return
	}
	b.retreatPlan = slices.DeleteFunc(b.retreatPlan, func(p plannedRetreat) bool { return slices.Contains(units, p.unit) })
	for _, id := range units {
		b.retreatPlan = append(b.retreatPlan, plannedRetreat{unit: id, path: o.Path})
	}
	if left := b.unplannedRetreaters(o.Path[0]); len(left) > 0 {
		b.say(lang.T("msg.retreat_planned", len(b.retreatPlan), o.Path[0].String(), len(left)), false)
		return
	}
	b.sendRetreatPlan()
}

// plannedRetreat is one unit's retreat path chosen in a split retreat.
type plannedRetreat struct {
	unit string
	path [3]hex.Hex
}

// unplannedRetreaters are the units of hex h still to retreat that have no
// planned path.
func (b *boardScene) unplannedRetreaters(h hex.Hex) []string {
	s := b.state()
	var out []string
	for _, id := range s.Pending.Units {
		i, ok := s.UnitByID(id)
		planned := slices.ContainsFunc(b.retreatPlan, func(p plannedRetreat) bool { return p.unit == id })
		if ok && s.Units[i].Where == reds.OnMap && s.Units[i].Hex == h && !planned {
			out = append(out, id)
		}
	}
	return out
}

// sendRetreatPlan sends the planned retreats whose units still retreat:
// those through one first hex as one action (with Ends when they part),
// the first such group now; the rest wait for the next retreat decision
// (the stack's EZOC disorder may be decided in between).
func (b *boardScene) sendRetreatPlan() {
	s := b.state()
	b.retreatPlan = slices.DeleteFunc(b.retreatPlan, func(p plannedRetreat) bool { return !slices.Contains(s.Pending.Units, p.unit) })
	if len(b.retreatPlan) == 0 || s.Pending.Kind != reds.DecideRetreat {
		return
	}
	first := b.retreatPlan[0].path
	a := reds.Action{Type: reds.ActRetreat, Side: s.Pending.Side, Path: first[:]}
	split := false
	var rest []plannedRetreat
	for _, p := range b.retreatPlan {
		if p.path[0] != first[0] || p.path[1] != first[1] {
			rest = append(rest, p)
			continue
		}
		a.Units = append(a.Units, p.unit)
		a.Ends = append(a.Ends, p.path[2])
		split = split || p.path[2] != first[2]
	}
	if !split {
		a.Ends = nil
	}
	b.retreatPlan = rest
	if !b.act(a, true) {
		b.retreatPlan = nil
	}
}

// click is a press and release without a drag.
func (b *boardScene) click(p *press, fx, fy float64) {
	s := b.state()
	if p.tray {
		b.trayPick = p.units[0]
		b.a.Dirty = true
		return
	}
	if len(p.units) == 1 && b.clickGarrison(p.units[0]) {
		return
	}
	if len(p.units) == 1 && b.panelHas(p.units[0]) {
		b.toggleSel(p.units[0])
		return
	}
	h := b.hexAt(fx, fy)
	if !h.Valid() {
		return
	}
	if b.garrisonsAsked() {
		for _, i := range stackOf(s, h) {
			if b.clickGarrison(s.Def(i).ID) {
				return
			}
		}
	}
	if l := b.litNow(); l != nil {
		if _, ok := l.hexes[h]; ok {
			b.actOn(h)
			return
		}
	}
	st := stackOf(s, h)
	switch {
	case len(st) > 1 && b.openStack != h:
		b.openStack = h
	case len(st) <= 1:
		b.openStack = hex.None
	}
	if pk := b.pickableIn(h); len(pk) == 1 && b.ours() {
		b.toggleSel(pk[0])
	}
	b.say(b.describeHex(h), false)
}

func (b *boardScene) panelHas(id string) bool {
	s := b.state()
	for _, pc := range b.panel {
		if s.Def(pc.unit).ID == id {
			return true
		}
	}
	return false
}

// toggleSel selects or deselects a unit the decision can use.
func (b *boardScene) toggleSel(id string) {
	s := b.state()
	i, ok := s.UnitByID(id)
	if !ok || !b.pickable(i) || !b.ours() {
		return
	}
	if k := slices.Index(b.sel, id); k >= 0 {
		b.sel = slices.Delete(b.sel, k, k+1)
	} else {
		b.sel = append(b.sel, id)
	}
	b.landing = false
	b.a.Dirty = true
}

// actOn carries out the decision on a lit hex that was clicked.
func (b *boardScene) actOn(h hex.Hex) {
	s := b.state()
	b.clickMove = true
	side := s.Pending.Side
	switch s.Pending.Kind {
	case reds.DecidePlace:
		b.act(reds.Action{Type: reds.ActPlace, Side: side, Units: s.Pending.Units[:1], Hex: h}, true)
	case reds.DecideReplace:
		b.act(reds.Action{Type: reds.ActPlace, Side: side, Units: []string{b.trayPick}, Hex: h}, true)
	case reds.DecideTerror:
		b.act(reds.Action{Type: reds.ActPlace, Side: side, Hex: h}, true)
	case reds.DecideRedTrain:
		b.act(reds.Action{Type: reds.ActRedTrain, Side: side, Hex: h}, true)
	case reds.DecideCombat:
		b.openAttack(b.sel, h)
	case reds.DecideRetreat:
		units := b.sel
		if len(units) == 0 {
			units = b.defaultRetreaters()
		}
		b.doRetreat(units, h, hex.None)
	case reds.DecideAdvance:
		units := b.sel
		if len(units) == 0 {
			units = s.Pending.Units
		}
		b.act(reds.Action{Type: reds.ActAdvance, Side: side, Units: units}, true)
	case reds.DecideMovement:
		switch units := b.selTogether(); {
		case b.landing && len(b.sel) > 0:
			i, _ := s.UnitByID(b.sel[0])
			b.act(reds.Action{Type: reds.ActLanding, Side: side, Units: b.sel, Path: []hex.Hex{s.Units[i].Hex, h}}, true)
		case len(units) > 0:
			if set := b.litNow(); set != nil && set.reach != nil {
				b.act(reds.Action{Type: reds.ActMove, Side: side, Units: units, Path: set.reach.Path(h)}, true)
			}
		}
	case reds.DecideStrategic:
		if units := b.selTogether(); len(units) > 0 {
			if set := b.litNow(); set != nil {
				b.dropStrategic(&drag{units: units, set: set}, h)
			}
		}
	}
}
