package poltavaui

import (
	"fmt"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/game/hex"
	"tachanka/game/poltava"
	"tachanka/render/poltavaui/poltlang"
	"tachanka/render/ui"
)

// pressing is the left button held on the map, not yet a drag.
type pressing struct {
	x, y   float64
	h      hex.Hex
	unit   string // the unit it may drag
	leader string // the leader it may drag (Shift)
	tray   bool   // pressed on the entry tray
}

// dragging is a counter being dragged, with the hexes it may end on.
type dragging struct {
	unit, leader string
	from         hex.Hex
	dests        map[hex.Hex][]hex.Hex
	x, y         float64
}

// clicks answers the buttons of the bar. It reports a click taken.
func (b *boardScene) clicks(a *ui.App) bool {
	id := a.ClickID
	if id == "" {
		return false
	}
	s := b.st
	switch id {
	case "pv:menu":
		a.Show(ui.NewGameMenu(a, b))
	case "pv:undo":
		b.undoLast()
	case "pv:aids":
		b.openAids("")
		return true
	case "pv:tray":
		b.trayShut = !b.trayShut
		a.Dirty = true
		return true
	}
	if !b.ours() {
		return id == "pv:menu" || id == "pv:undo" || id == "pv:aids"
	}
	switch id {
	case "pv:end":
		b.act(poltava.Action{Type: poltava.ActEndPhase}, true)
	case "pv:ready":
		b.act(poltava.Action{Type: poltava.ActReady}, true)
	case "pv:roll":
		b.act(poltava.Action{Type: poltava.ActRoll}, true)
	case "pv:confirm":
		b.act(picksAction(s, b.picks), true)
	case "pv:clear":
		b.picks, b.atk, b.atkHexes = nil, nil, nil
	case "pv:attack":
		b.act(attackAction(b.atk, b.atkHexes), true)
	case "pv:stop":
		b.act(poltava.Action{Type: poltava.ActStop}, true)
	case "pv:start":
		b.openStartDialog()
	default:
		return false
	}
	a.Dirty = true
	return true
}

// gestures handles the pointer on the map: a press becomes a drag or a
// click; the right button (or a left drag from where nothing moves) pans.
func (b *boardScene) gestures(a *ui.App, fx, fy float64) {
	mx, my := int(fx), int(fy)
	if a.Right.Pressed && b.mapR.Contains(fx, fy) {
		b.panning, b.lastX, b.lastY = true, mx, my
	}
	if a.Left.Pressed && b.mapR.Contains(fx, fy) && a.HoverID == "" {
		h := b.hexAt(fx, fy)
		p := &pressing{x: fx, y: fy, h: h}
		if id, on := b.trayAt(fx, fy); on {
			p.h, p.tray = hex.None, true
			if b.ours() && id != "" && grabbable(b.st, id) {
				p.unit = id
			}
		} else if b.ours() {
			if id := b.unitAtPoint(fx, fy); id != "" && grabbable(b.st, id) {
				p.unit = id
			}
			if ebiten.IsKeyPressed(ebiten.KeyShift) || b.st.Pending.Kind == poltava.DecidePlaceLeader {
				p.leader = b.leaderAt(h)
			}
		}
		b.press = p
	}
	if b.panning {
		if a.Left.Down || a.Right.Down {
			if mx != b.lastX || my != b.lastY {
				b.cam.Pan(float64(mx-b.lastX), float64(my-b.lastY))
				b.dir.PlayerMoved()
				b.lastX, b.lastY = mx, my
				a.Dirty = true
			}
		} else {
			b.panning = false
		}
		return
	}
	if p := b.press; p != nil {
		if !a.Left.Down {
			b.press = nil
			if p.tray {
				if p.unit != "" {
					// Not listed, the engine refuses with its rule.
					x, _ := trayClick(b.st, p.unit)
					b.act(x, true)
				}
				a.Dirty = true
				return
			}
			b.click(p.h, fx, fy)
			return
		}
		if a.Left.Moved(fx, fy, a.Theme.S(6)) {
			b.press = nil
			switch {
			case p.leader != "":
				b.drag = &dragging{leader: p.leader, from: p.h, dests: b.leaderDests(p.leader)}
			case p.unit != "":
				from := b.unitHex(p.unit)
				if p.tray {
					from = hex.None
				}
				b.drag = &dragging{unit: p.unit, from: from, dests: destinations(b.st, p.unit)}
			case p.tray:
				return
			default:
				b.panning, b.lastX, b.lastY = true, int(p.x), int(p.y)
				return
			}
		}
	}
	if d := b.drag; d != nil {
		d.x, d.y = fx, fy
		a.Dirty = true
		if !a.Left.Down {
			b.drag = nil
			to := b.hexAt(fx, fy)
			if !to.Valid() || to == d.from && d.leader == "" && b.st.Pending.Kind != poltava.DecideRetreat {
				return
			}
			if d.leader != "" {
				b.act(leaderDrop(b.st, d.leader, to), true)
				return
			}
			b.act(dropAction(b.st, d.unit, to), true)
		}
	}
}

// leaderDests are the hexes a leader may be dropped on.
func (b *boardScene) leaderDests(id string) map[hex.Hex][]hex.Hex {
	out := map[hex.Hex][]hex.Hex{}
	s := b.st
	if s.Pending.Kind == poltava.DecidePlaceLeader {
		for _, u := range s.Pending.Units {
			out[b.unitHex(u)] = nil
		}
		return out
	}
	if l := s.Leader(id); l != nil {
		for _, h := range s.LeaderMoves(l) {
			out[h] = nil
		}
	}
	return out
}

// leaderAt is the first leader of the pending side with the unit on h
// that may move (or be placed).
func (b *boardScene) leaderAt(h hex.Hex) string {
	s := b.st
	if s.Pending.Kind == poltava.DecidePlaceLeader {
		return s.Pending.Leader
	}
	u := s.CombatAt(h)
	if u == nil {
		return ""
	}
	for _, l := range s.LeadersWith(u.ID) {
		if l.Side == s.Pending.Side && !l.Moved {
			return l.ID
		}
	}
	return ""
}

// click is a left click on the map at hex h.
func (b *boardScene) click(h hex.Hex, fx, fy float64) {
	s := b.st
	b.a.Dirty = true
	if !h.Valid() {
		return
	}
	id := b.unitAtPoint(fx, fy)
	if !b.ours() {
		b.selectForSight(h)
		return
	}
	if b.detach != nil {
		b.placeDetached(h)
		return
	}
	switch s.Pending.Kind {
	case poltava.DecideFlip, poltava.DecideLosses:
		before := len(b.picks)
		if id != "" && pickLimit(s, id) > 0 {
			b.picks = togglePick(s, b.picks, id)
		} else if s.Pending.Kind == poltava.DecideLosses {
			// A garrison loses its step by a click on its redoubt.
			for _, g := range s.Pending.Units {
				if s.Unit(g) == nil && b.redoubtHex(g) == h {
					b.picks = togglePick(s, b.picks, g)
				}
			}
		}
		if len(b.picks) != before {
			// A refusal of the picks before ("you named 0") no longer
			// holds: the status line counts the picks again.
			b.say("", false)
		}
	case poltava.DecideRoos, poltava.DecidePlaceLeader:
		if id == "" {
			if u := s.CombatAt(h); u != nil {
				id = u.ID
			}
		}
		if a, ok := pickAction(s, id); ok {
			b.act(a, true)
		}
	case poltava.DecideFire:
		if b.selFirer != nil {
			if ts := targetsAt(s, s.Targets(*b.selFirer), h); len(ts) > 0 {
				b.fireAt(*b.selFirer, ts, id)
				return
			}
		}
		if f, _, ok := firerAt(s, h, id); ok {
			if b.selFirer != nil && *b.selFirer == f {
				b.selFirer = nil
			} else {
				b.selFirer = &f
			}
			b.selHex = h
			return
		}
		b.selFirer = nil
		b.selectForSight(h)
	case poltava.DecideMelee:
		b.atk, b.atkHexes = meleeClick(s, b.atk, b.atkHexes, h)
	default:
		b.selectForSight(h)
	}
}

// selectForSight selects the unit on h (or none) for the line of sight.
func (b *boardScene) selectForSight(h hex.Hex) {
	if b.selHex == h || b.st.CombatAt(h) == nil && b.st.ArtilleryAt(h) == nil {
		b.selHex = hex.None
		return
	}
	b.selHex = h
}

// fireAt fires at the one target in a hex, or asks which of two.
func (b *boardScene) fireAt(f poltava.Firer, ts []string, clicked string) {
	if len(ts) == 1 || slices.Contains(ts, clicked) && clicked != "" && len(ts) == 1 {
		b.act(fireAction(f, ts[0]), true)
		return
	}
	d := &ui.Dialog{App: b.a, ID: "fire_target", Title: poltlang.T("msg.pick_target"), Dismiss: true}
	for _, t := range ts {
		d.Items = append(d.Items, ui.DialogItem{Label: names{b.file.Data}.Unit(t), Detail: t, Unit: -1})
	}
	d.Instant = func(k int) string {
		b.a.CloseModals()
		b.act(fireAction(f, ts[k]), true)
		return ""
	}
	d.Buttons = []ui.DialogButton{ui.CancelButton()}
	b.a.Show(d)
}

// ensureDialog opens the dialog of a decision made by choosing: a leader's
// re-roll.
func (b *boardScene) ensureDialog() {
	s := b.st
	if !b.ours() || b.a.Top() != nil || b.dialogVer == b.ver {
		return
	}
	if s.Pending.Kind != poltava.DecideReroll {
		return
	}
	b.dialogVer = b.ver
	roll, code := 0, ""
	if m := s.Melee; m != nil && m.Attack != nil && len(m.Attack.Rolls) > 0 {
		roll = m.Attack.Rolls[len(m.Attack.Rolls)-1]
		o, _ := s.Odds(m.Attack.Attackers, m.Attack.Hexes)
		if roll >= 1 && roll <= 6 {
			code = o.ByDie[roll-1].Code
		}
	}
	d := &ui.Dialog{App: b.a, ID: "reroll", Title: poltlang.T("how.reroll", poltlang.Side(s.Pending.Side)),
		Body: poltlang.T("msg.reroll_body", roll, code), Rule: "9.5", Dismiss: true}
	for _, l := range s.Pending.Units {
		d.Items = append(d.Items, ui.DialogItem{Label: names{b.file.Data}.Unit(l), Unit: -1})
	}
	leaders := slices.Clone(s.Pending.Units)
	d.Instant = func(k int) string {
		b.a.CloseModals()
		b.act(poltava.Action{Type: poltava.ActReroll, Leader: leaders[k]}, true)
		return ""
	}
	d.Buttons = []ui.DialogButton{{ID: "keep", Label: poltlang.T("btn.keep"), Hot: true, Run: func([]int) string {
		b.act(poltava.Action{Type: poltava.ActNoReroll}, true)
		return ""
	}}}
	b.a.Show(d)
}

// openStartDialog lists the actions of the start of a Movement phase of
// Scenario 2 that the engine offers: the Rentzel exchange (SR5), the
// detachment (SR1.6), re-garrisoning redoubts (SR2.5).
func (b *boardScene) openStartDialog() {
	s := b.st
	nm := names{b.file.Data}
	var runs []func()
	d := &ui.Dialog{App: b.a, ID: "start_of_phase", Title: poltlang.T("btn.start2"), Body: poltlang.T("msg.start2_body"), Rule: "SR2.5", Dismiss: true}
	add := func(label, detail string, run func()) {
		d.Items = append(d.Items, ui.DialogItem{Label: label, Detail: detail, Unit: -1})
		runs = append(runs, run)
	}
	if x := s.ExchangeOptions(); x != nil {
		d.Rule = "SR5"
		act := exchangeAction(s, x)
		add(poltlang.T("start.exchange", x.R), poltlang.T("start.exchange_detail", x.FromRentzel, x.FromCamp, len(x.Roos)), func() { b.act(act, true) })
	}
	if di := s.DetachOptions(); di != nil {
		if d.Rule == "SR2.5" {
			d.Rule = "SR1.6"
		}
		if di.Side == poltava.Russia {
			for k, ids := range detachSets(s, di) {
				var divs []string
				for _, dv := range di.Divisions[k] {
					divs = append(divs, nm.Division(dv))
				}
				add(poltlang.T("start.detach_divs", strings.Join(divs, ", ")), poltlang.T("start.detach_detail", len(ids), di.Room), func() { b.startDetach(di, ids) })
			}
		} else {
			add(poltlang.T("start.detach_pick", di.Count), poltlang.T("start.detach_detail", di.Excess, di.Room), func() { b.openDetachPick(di) })
		}
	}
	for _, a := range s.RegarrisonOptions() {
		add(fmt.Sprintf("%s → %v", nm.Unit(a.Unit), a.Hex), "", func() { b.act(a, true) })
	}
	d.Instant = func(k int) string {
		b.a.CloseModals()
		runs[k]()
		return ""
	}
	d.Buttons = []ui.DialogButton{ui.CancelButton()}
	b.a.Show(d)
}

// openDetachPick asks the Swedish player which battalions go behind the
// redoubt line (SR1.6): exactly the excess, picked among the line.
func (b *boardScene) openDetachPick(di *poltava.DetachInfo) {
	nm := names{b.file.Data}
	d := &ui.Dialog{App: b.a, ID: "detach_pick", Title: poltlang.T("start.detach_pick", di.Count), Body: poltlang.T("start.detach_body", di.Count), Rule: "SR1.6", Dismiss: true, Max: di.Count}
	for _, id := range di.Units {
		d.Items = append(d.Items, ui.DialogItem{Label: nm.Unit(id), Detail: fmt.Sprint(b.unitHex(id)), Unit: -1})
	}
	ids := slices.Clone(di.Units)
	d.Buttons = []ui.DialogButton{ui.CancelButton(), {ID: "send", Label: poltlang.T("btn.confirm"), Hot: true,
		Enabled: func(sel []int) bool { return len(sel) == di.Count },
		Run: func(sel []int) string {
			var picked []string
			for _, k := range sel {
				picked = append(picked, ids[k])
			}
			b.startDetach(di, picked)
			return ""
		}}}
	b.a.Show(d)
}

// placing is a detachment (SR1.6) whose units the player places one by
// one, each on a hex the engine lists, clicked on the map.
type placing struct {
	di    *poltava.DetachInfo
	ids   []string
	hexes []hex.Hex
}

// startDetach asks where each unit sent away goes: the hexes it may go
// to are lit, a click places it, Escape gives up.
func (b *boardScene) startDetach(di *poltava.DetachInfo, ids []string) {
	b.clearChoice()
	b.detach = &placing{di: di, ids: slices.Clone(ids)}
	b.say("", false)
	b.a.Dirty = true
}

// placeDetached places the next unit of the detachment on h, if it may go
// there; once each has its hex, the detachment is declared.
func (b *boardScene) placeDetached(h hex.Hex) {
	p := b.detach
	if !slices.Contains(detachFree(b.st, p.di, p.ids, p.hexes), h) {
		b.say(poltlang.T("msg.detach_not_here", h), true)
		return
	}
	p.hexes = append(p.hexes, h)
	b.say("", false)
	if len(p.hexes) == len(p.ids) {
		b.act(poltava.Action{Type: poltava.ActDetach, Units: slices.Clone(p.ids), Hexes: slices.Clone(p.hexes)}, true)
	}
}

// handover shows the hand-over screen when the decision passes to the
// other person of a hotseat game.
func (b *boardScene) handover() {
	s := b.st
	side := s.Pending.Side
	if s.Over() || side == poltava.NoSide || !b.players.human(side) || b.handed == side || b.a.Top() != nil {
		return
	}
	first := b.handed == poltava.NoSide
	b.handed = side
	hot := b.players.human(poltava.Sweden) && b.players.human(poltava.Russia)
	if first || !hot || b.a.Settings.NoHandover || b.a.Opts.Screenshot != "" {
		return
	}
	d := &ui.Dialog{App: b.a, ID: "handover", Title: poltlang.T("msg.handover", poltlang.Side(side)),
		Body: poltlang.T("msg.handover_what", b.status())}
	d.Buttons = []ui.DialogButton{{ID: "ok", Label: "OK", Hot: true, Run: func([]int) string { return "" }}}
	b.a.Show(d)
}

// unitAtPoint is the counter under a screen point (the top one of a
// stack), or "".
func (b *boardScene) unitAtPoint(sx, sy float64) string {
	size := counterWorld * b.cam.Zoom
	ps := layoutCounters(b.st, b.grid)
	for k := len(ps) - 1; k >= 0; k-- {
		x, y := b.cam.ToScreen(ps[k].x, ps[k].y)
		if sx >= x && sx < x+size && sy >= y && sy < y+size {
			return ps[k].u.ID
		}
	}
	if h := b.hexAt(sx, sy); h.Valid() {
		if u := b.st.CombatAt(h); u != nil {
			return u.ID
		}
		if u := b.st.ArtilleryAt(h); u != nil {
			return u.ID
		}
	}
	return ""
}

// redoubtHex is the hex of a redoubt by its id.
func (b *boardScene) redoubtHex(id string) hex.Hex {
	for _, r := range b.file.Data.Board.Redoubts {
		if r.ID == id {
			return r.Hex
		}
	}
	return hex.None
}

// status is what the status bar says: a message, or whose decision it is
// and how to make it.
func (b *boardScene) status() string {
	if b.msg != "" {
		return b.msg
	}
	s := b.st
	p := s.Pending
	side := poltlang.Side(p.Side)
	switch {
	case s.Over():
		return poltlang.T("how.over")
	case !b.players.human(p.Side):
		return poltlang.T("how.wait", side)
	}
	if d := b.detach; d != nil && len(d.hexes) < len(d.ids) {
		return poltlang.T("how.detach_place", names{b.file.Data}.Unit(d.ids[len(d.hexes)]), len(d.hexes)+1, len(d.ids))
	}
	div := names{b.file.Data}.Division(p.Division)
	switch p.Kind {
	case poltava.DecideRoll:
		return poltlang.T("how.roll", side, div)
	case poltava.DecideFlip:
		return poltlang.T("how.flip", side, p.Count, div, len(b.picks))
	case poltava.DecideLosses:
		return poltlang.T("how.losses", side, p.Count, len(b.picks))
	case poltava.DecideRetreat:
		return poltlang.T("how.retreat", side, p.Count)
	case poltava.DecidePlaceLeader:
		return poltlang.T("how.place_leader", side, names{b.file.Data}.Unit(p.Leader))
	case poltava.DecideMove:
		if n := offMapCount(s); n > 0 && p.Side == poltava.Sweden {
			return poltlang.T("how.enter", side, n)
		}
	}
	return poltlang.How(p.Kind, side)
}
