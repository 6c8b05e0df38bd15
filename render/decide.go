package render

import (
	"fmt"

	"tachanka/game/reds"
	"tachanka/render/lang"
	"tachanka/render/redsui/redslang"
)

// Decisions made by choosing among a few options open a dialog; the others
// (moves, attacks, retreats, placements) are made on the map, and the
// status bar says how.

// dialogKinds are the decisions a dialog answers.
var dialogKinds = map[reds.Decision]bool{
	reds.DecideFronts: true, reds.DecideFirstChit: true, reds.DecideFieldStaff: true, reds.DecideSupport: true,
	reds.DecideLoss: true, reds.DecideEvent: true, reds.DecideLeader: true, reds.DecideTsarRally: true,
	reds.DecideGarrisons: true, reds.DecideRaidEnd: true, reds.DecideMiracle: true, reds.DecidePeace: true,
	reds.DecideBorderArmy: true,
}

// ensureDialog opens the dialog of the pending decision once per state; a
// player may close it to look at the map and reopen it from the status bar.
func (b *boardScene) ensureDialog() {
	if b.a.top() != nil || !b.ours() || b.dialogVer == b.ver+1 {
		return
	}
	if !dialogKinds[b.state().Pending.Kind] {
		return
	}
	b.dialogVer = b.ver + 1
	b.openDecision()
}

// openDecision opens the dialog of the pending decision.
func (b *boardScene) openDecision() {
	s := b.state()
	p := s.Pending
	side := p.Side
	do := func(x reds.Action) string {
		if !b.act(x, true) {
			return b.msg
		}
		return ""
	}
	defer func() {
		if d, ok := b.a.top().(*dialog); ok {
			d.dismiss = true
		}
	}()
	switch p.Kind {
	case reds.DecideFronts, reds.DecideFirstChit, reds.DecideFieldStaff:
		b.a.show(newHighCommand(b))
	case reds.DecideSupport:
		b.openSupport()
	case reds.DecideLoss:
		b.openLoss()
	case reds.DecideEvent:
		d := &dialog{a: b.a, id: "event", title: lang.T("event.title", redslang.Side(side)), body: lang.T("event.body"), rule: "6.3"}
		if p.LostEvent {
			d.body, d.rule = lang.T("event.body_214"), "21.4"
		}
		for _, k := range p.Events {
			d.items = append(d.items, dlgItem{label: redslang.Event(k), unit: -1})
		}
		d.instant = func(k int) string { return do(reds.Action{Type: reds.ActEvent, Side: side, Event: p.Events[k]}) }
		b.a.show(d)
	case reds.DecideLeader:
		name := s.DrawnLeader
		for k := range s.Data.Leaders {
			if s.Data.Leaders[k].ID == name {
				name = fmt.Sprintf("%s (%d)", redslang.Leader(&s.Data.Leaders[k]), s.Data.Leaders[k].Stacking)
			}
		}
		d := &dialog{a: b.a, id: "leader", title: lang.T("leader.title", name), body: lang.T("leader.body"), rule: "20.9"}
		d.items = []dlgItem{{label: lang.T("leader.field_staff"), detail: lang.T("leader.field_staff_detail"), unit: -1},
			{label: lang.T("leader.roll"), detail: lang.T("leader.roll_detail"), unit: -1}}
		d.instant = func(k int) string {
			x := reds.Action{Type: reds.ActLeader, Side: side}
			if k == 0 {
				x.Chit = reds.ChitFieldStaff
			}
			return do(x)
		}
		b.a.show(d)
	case reds.DecideTsarRally:
		d := b.unitDialog("tsar", lang.T("tsar.title"), lang.T("tsar.body"), "12.12", p.Units, 1)
		d.buttons = []dlgButton{
			{id: "rally", label: lang.T("tsar.rally"), hot: true, enabled: func(sel []int) bool { return len(sel) == 1 },
				run: func(sel []int) string {
					return do(reds.Action{Type: reds.ActRally, Side: side, Units: pickIDs(p.Units, sel)})
				}},
			{id: "none", label: lang.T("tsar.none"), run: func([]int) string { return do(reds.Action{Type: reds.ActRally, Side: side}) }},
		}
		b.a.show(d)
	case reds.DecideGarrisons:
		d := b.unitDialog("garrisons", lang.T("garrisons.title", redslang.Side(side)), lang.T("garrisons.body"), "20.5", p.Units, len(p.Units))
		d.buttons = []dlgButton{
			{id: "remove", label: lang.T("garrisons.remove"), enabled: func(sel []int) bool { return len(sel) > 0 },
				run: func(sel []int) string {
					return do(reds.Action{Type: reds.ActRemoveGarrisons, Side: side, Units: pickIDs(p.Units, sel)})
				}},
			{id: "keep", label: lang.T("garrisons.keep"), hot: true,
				run: func([]int) string { return do(reds.Action{Type: reds.ActRemoveGarrisons, Side: side}) }},
		}
		b.a.show(d)
	case reds.DecideRaidEnd:
		b.yesNo("raid_end", lang.T("raidend.title"), lang.T("raidend.body"), "20.4", side)
	case reds.DecidePeace:
		b.yesNo("peace", lang.T("peace.title"), lang.T("peace.body"), "15.5", side)
	case reds.DecideMiracle:
		d := b.unitDialog("miracle", lang.T("miracle.title"), lang.T("miracle.body"), "15.3", p.Units, 1)
		d.buttons = []dlgButton{
			{id: "declare", label: lang.T("miracle.declare"), hot: true,
				run: func(sel []int) string {
					return do(reds.Action{Type: reds.ActChoose, Side: side, Yes: true, Units: pickIDs(p.Units, sel)})
				}},
			{id: "no", label: lang.T("ui.no"), run: func([]int) string { return do(reds.Action{Type: reds.ActChoose, Side: side}) }},
		}
		b.a.show(d)
	case reds.DecideBorderArmy:
		d := b.unitDialog("border_army", lang.T("border.title"), lang.T("border.body"), "15.5", p.Units, 1)
		d.max, d.instant = 0, func(k int) string {
			return do(reds.Action{Type: reds.ActChoose, Side: side, Units: p.Units[k : k+1]})
		}
		b.a.show(d)
	}
}

// unitDialog lists units with their counters, max of them to pick.
func (b *boardScene) unitDialog(id, title, body, rule string, units []string, max int) *dialog {
	s := b.state()
	d := &dialog{a: b.a, id: id, title: title, body: body, rule: rule, max: max, counter: b.dialogCounter}
	for _, u := range units {
		i, ok := s.UnitByID(u)
		if !ok {
			continue
		}
		d.items = append(d.items, dlgItem{label: describeUnit(s, i), detail: unitDetail(s, i), unit: i})
	}
	return d
}

// yesNo answers a yes-or-no decision (ActChoose).
func (b *boardScene) yesNo(id, title, body, rule string, side reds.Side) {
	d := &dialog{a: b.a, id: id, title: title, body: body, rule: rule}
	answer := func(yes bool) string {
		if !b.act(reds.Action{Type: reds.ActChoose, Side: side, Yes: yes}, true) {
			return b.msg
		}
		return ""
	}
	d.buttons = []dlgButton{
		{id: "yes", label: lang.T("ui.yes"), hot: true, run: func([]int) string { return answer(true) }},
		{id: "no", label: lang.T("ui.no"), run: func([]int) string { return answer(false) }},
	}
	b.a.show(d)
}

// openLoss asks which unit takes a disorder among equals (11.5), or which
// to eliminate from an overstacked hex (11.6(4), 9.7).
func (b *boardScene) openLoss() {
	s := b.state()
	p := s.Pending
	l := s.Loss
	if l == nil {
		return
	}
	title, body := lang.T("loss.title_one"), lang.T("loss.body_one")
	max := 1
	if l.Eliminate {
		title, body, max = lang.T("loss.title_over", l.Hex.String()), lang.T("loss.body_over"), len(p.Units)
	}
	d := b.unitDialog("loss", title, body, l.Rule, p.Units, max)
	d.buttons = []dlgButton{{id: "choose", label: lang.T("loss.choose"), hot: true,
		enabled: func(sel []int) bool { return len(sel) > 0 },
		run: func(sel []int) string {
			if !b.act(reds.Action{Type: reds.ActLoss, Side: p.Side, Units: pickIDs(p.Units, sel)}, true) {
				return b.msg
			}
			return ""
		}}}
	b.a.show(d)
}

func pickIDs(ids []string, sel []int) []string {
	var out []string
	for _, k := range sel {
		out = append(out, ids[k])
	}
	return out
}
