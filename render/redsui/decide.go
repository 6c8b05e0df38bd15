package redsui

import (
	"fmt"

	"tachanka/game/reds"
	"tachanka/render/lang"
	"tachanka/render/redsui/redslang"
	"tachanka/render/ui"
)

// Decisions made by choosing among a few options open a dialog; the others
// (moves, attacks, retreats, placements) are made on the map, and the
// status bar says how.

// dialogKinds are the decisions a dialog answers.
var dialogKinds = map[reds.Decision]bool{
	reds.DecideFronts: true, reds.DecideFirstChit: true, reds.DecideFieldStaff: true, reds.DecideSupport: true,
	reds.DecideLoss: true, reds.DecideEvent: true, reds.DecideLeader: true, reds.DecideTsarRally: true,
	reds.DecideRaidEnd: true, reds.DecideMiracle: true, reds.DecidePeace: true,
	reds.DecideBorderArmy: true,
}

// ensureDialog opens the dialog of the pending decision once per state; a
// player may close it to look at the map and reopen it from the status bar.
func (b *boardScene) ensureDialog() {
	if b.a.Top() != nil || !b.ours() || b.dialogVer == b.ver+1 {
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
		if d, ok := b.a.Top().(*ui.Dialog); ok {
			d.Dismiss = true
		}
	}()
	switch p.Kind {
	case reds.DecideFronts, reds.DecideFirstChit, reds.DecideFieldStaff:
		b.a.Show(newHighCommand(b))
	case reds.DecideSupport:
		b.openSupport()
	case reds.DecideLoss:
		b.openLoss()
	case reds.DecideEvent:
		d := &ui.Dialog{App: b.a, ID: "event", Title: lang.T("event.title", redslang.Side(side)), Body: lang.T("event.body"), Rule: "6.3"}
		if p.LostEvent {
			d.Body, d.Rule = lang.T("event.body_214"), "21.4"
		}
		for _, k := range p.Events {
			d.Items = append(d.Items, ui.DialogItem{Label: redslang.Event(k), Unit: -1})
		}
		d.Instant = func(k int) string { return do(reds.Action{Type: reds.ActEvent, Side: side, Event: p.Events[k]}) }
		b.a.Show(d)
	case reds.DecideLeader:
		name := s.DrawnLeader
		for k := range s.Data.Leaders {
			if s.Data.Leaders[k].ID == name {
				name = fmt.Sprintf("%s (%d)", redslang.Leader(&s.Data.Leaders[k]), s.Data.Leaders[k].Stacking)
			}
		}
		d := &ui.Dialog{App: b.a, ID: "leader", Title: lang.T("leader.title", name), Body: lang.T("leader.body"), Rule: "20.9"}
		d.Items = []ui.DialogItem{{Label: lang.T("leader.field_staff"), Detail: lang.T("leader.field_staff_detail"), Unit: -1},
			{Label: lang.T("leader.roll"), Detail: lang.T("leader.roll_detail"), Unit: -1}}
		d.Instant = func(k int) string {
			x := reds.Action{Type: reds.ActLeader, Side: side}
			if k == 0 {
				x.Chit = reds.ChitFieldStaff
			}
			return do(x)
		}
		b.a.Show(d)
	case reds.DecideTsarRally:
		d := b.unitDialog("tsar", lang.T("tsar.title"), lang.T("tsar.body"), "12.12", p.Units, 1)
		d.Buttons = []ui.DialogButton{
			{ID: "rally", Label: lang.T("tsar.rally"), Hot: true, Enabled: func(sel []int) bool { return len(sel) == 1 },
				Run: func(sel []int) string {
					return do(reds.Action{Type: reds.ActRally, Side: side, Units: pickIDs(p.Units, sel)})
				}},
			{ID: "none", Label: lang.T("tsar.none"), Run: func([]int) string { return do(reds.Action{Type: reds.ActRally, Side: side}) }},
		}
		b.a.Show(d)
	case reds.DecideRaidEnd:
		b.yesNo("raid_end", lang.T("raidend.title"), lang.T("raidend.body"), "20.4", side)
	case reds.DecidePeace:
		b.yesNo("peace", lang.T("peace.title"), lang.T("peace.body"), "15.5", side)
	case reds.DecideMiracle:
		d := b.unitDialog("miracle", lang.T("miracle.title"), lang.T("miracle.body"), "15.3", p.Units, 1)
		d.Buttons = []ui.DialogButton{
			{ID: "declare", Label: lang.T("miracle.declare"), Hot: true,
				Run: func(sel []int) string {
					return do(reds.Action{Type: reds.ActChoose, Side: side, Yes: true, Units: pickIDs(p.Units, sel)})
				}},
			{ID: "no", Label: lang.T("ui.no"), Run: func([]int) string { return do(reds.Action{Type: reds.ActChoose, Side: side}) }},
		}
		b.a.Show(d)
	case reds.DecideBorderArmy:
		d := b.unitDialog("border_army", lang.T("border.title"), lang.T("border.body"), "15.5", p.Units, 1)
		d.Max, d.Instant = 0, func(k int) string {
			return do(reds.Action{Type: reds.ActChoose, Side: side, Units: p.Units[k : k+1]})
		}
		b.a.Show(d)
	}
}

// unitDialog lists units with their counters, max of them to pick.
func (b *boardScene) unitDialog(id, title, body, rule string, units []string, max int) *ui.Dialog {
	s := b.state()
	d := &ui.Dialog{App: b.a, ID: id, Title: title, Body: body, Rule: rule, Max: max, Counter: b.dialogCounter}
	for _, u := range units {
		i, ok := s.UnitByID(u)
		if !ok {
			continue
		}
		d.Items = append(d.Items, ui.DialogItem{Label: describeUnit(s, i), Detail: unitDetail(s, i), Unit: i})
	}
	return d
}

// yesNo answers a yes-or-no decision (ActChoose).
func (b *boardScene) yesNo(id, title, body, rule string, side reds.Side) {
	d := &ui.Dialog{App: b.a, ID: id, Title: title, Body: body, Rule: rule}
	answer := func(yes bool) string {
		if !b.act(reds.Action{Type: reds.ActChoose, Side: side, Yes: yes}, true) {
			return b.msg
		}
		return ""
	}
	d.Buttons = []ui.DialogButton{
		{ID: "yes", Label: lang.T("ui.yes"), Hot: true, Run: func([]int) string { return answer(true) }},
		{ID: "no", Label: lang.T("ui.no"), Run: func([]int) string { return answer(false) }},
	}
	b.a.Show(d)
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
	// A disordered unit disordered again is eliminated: the question says so.
	switch n := disorderedAmong(s, p.Units); {
	case n > 0 && n == len(p.Units):
		title, body = lang.T("loss.title_elim"), lang.T("loss.body_elim")
	case n > 0:
		title, body = lang.T("loss.title_mixed"), lang.T("loss.body_mixed")
	}
	max := 1
	if l.Eliminate {
		title, body, max = lang.T("loss.title_over", l.Hex.String()), lang.T("loss.body_over"), len(p.Units)
	}
	d := b.unitDialog("loss", title, body, l.Rule, p.Units, max)
	d.Buttons = []ui.DialogButton{{ID: "choose", Label: lang.T("loss.choose"), Hot: true,
		Enabled: func(sel []int) bool { return len(sel) > 0 },
		Run: func(sel []int) string {
			if !b.act(reds.Action{Type: reds.ActLoss, Side: p.Side, Units: pickIDs(p.Units, sel)}, true) {
				return b.msg
			}
			return ""
		}}}
	b.a.Show(d)
}

// disorderedAmong counts the disordered units among ids.
func disorderedAmong(s *reds.State, ids []string) int {
	n := 0
	for _, id := range ids {
		if i, ok := s.UnitByID(id); ok && s.Units[i].Disordered {
			n++
		}
	}
	return n
}

func pickIDs(ids []string, sel []int) []string {
	var out []string
	for _, k := range sel {
		out = append(out, ids[k])
	}
	return out
}
