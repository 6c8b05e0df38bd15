package rcwui

import (
	"fmt"
	"slices"
	"strings"

	"tachanka/game/rcw"
	"tachanka/render/rcwui/rcwlang"
	"tachanka/render/ui"
)

// The decision panel, at the foot of the map: who faces the screen and
// what the game waits for; in the Movement Phase the force panel of the
// spread province; in the Combat Phase the attack panel of the target;
// then a button for each of the pending decision's actions that Legal
// lists for the seat (the deal, the end of the trading session, the
// sequencing draw, the Randomizer draw or pass, the end of a phase, an
// Exchange's losses, a capture, a counterpurge, a take, the vote, the
// Czar's controller's answer); and the screen handed to another person.

// decisionTypes are the actions offered as the pending decision's
// buttons; moves and attacks are made on the map, politics in its panel.
var decisionTypes = []rcw.ActionType{rcw.ActDeal, rcw.ActDone, rcw.ActSequence, rcw.ActEndPhase, rcw.ActDraw,
	rcw.ActPass, rcw.ActLosses, rcw.ActAgree, rcw.ActRefuse, rcw.ActCounterpurge, rcw.ActTake, rcw.ActCapture, rcw.ActPlace}

// forceTypes are the force panel's actions, in the spread province.
var forceTypes = []rcw.ActionType{rcw.ActAttach, rcw.ActDetach, rcw.ActMerge, rcw.ActEmigrate, rcw.ActExit}

// maxButtons is the most buttons of one kind the panel lists.
const maxButtons = 10

// decisionRows are the decision panel's rows.
func (b *boardScene) decisionRows() []row {
	me := b.facing
	if me == "" || b.curtain != "" || b.st.Over() {
		return nil
	}
	s := b.st
	rows := []row{{text: rcwlang.T("facing", me), head: true, colour: me}}
	if st := b.status(); st != "" {
		rows = append(rows, row{text: st, dim: true})
	}
	if b.asking {
		return append(rows, b.objectionRows()...)
	}
	mine := b.mine()
	if b.real != nil {
		if b.route != nil {
			return append(rows, b.routeRows()...)
		}
		if s.Pending.Kind == rcw.DecideCombat {
			rows = append(rows, b.attackPanelRows()...)
		} else {
			rows = append(rows, b.forceRows(mine)...)
		}
		return append(append(append(rows, b.postalRows()...), b.handRow(me)...), b.tableButtons(me)...)
	}
	if s.Pending.Kind == rcw.DecideMove && s.Pending.Player == me {
		if b.route != nil {
			return append(rows, b.routeRows()...)
		}
		rows = append(rows, b.forceRows(mine)...)
	}
	if s.Pending.Kind == rcw.DecideCombat && s.Pending.Player == me {
		rows = append(rows, b.attackPanelRows()...)
	}
	if s.Pending.Kind == rcw.DecideLeaders && s.Pending.Player == me {
		rows = append(rows, b.placeRows(mine)...)
	}
	n := 0
	for k, x := range mine {
		if !slices.Contains(decisionTypes, x.Type) || x.Type == rcw.ActPlace {
			continue
		}
		if n++; n > maxButtons {
			rows = append(rows, row{text: rcwlang.T("more"), dim: true})
			break
		}
		style := ui.ButtonNormal
		if x.Type != rcw.ActEndPhase && x.Type != rcw.ActPass && x.Type != rcw.ActRefuse {
			style = ui.ButtonHot
		}
		rows = append(rows, row{btns: []btn{{id: fmt.Sprintf("rcw:do:%d", k), label: b.describe(x), style: style, run: b.doer(x)}}})
	}
	return append(append(rows, b.handRow(me)...), b.tableButtons(me)...)
}

// handRow hands the screen to another person.
func (b *boardScene) handRow(me string) []row {
	hs := b.humanSeats()
	if len(hs) < 2 {
		return nil
	}
	r := row{}
	for _, l := range hs {
		if l != me {
			r.btns = append(r.btns, btn{id: "rcw:hand:" + l, label: rcwlang.T("hand", l), run: func() { b.handTo(l) }})
		}
	}
	return []row{r}
}

// doer is a handler that applies an action.
func (b *boardScene) doer(x rcw.Action) func() { return func() { b.act(x) } }

// forceRows are the force panel of the spread province: for each stack
// of the seat there, the forces it may move (one chosen), and the
// attachments, detachments, merges, emigrations and exits Legal lists
// in the province.
func (b *boardScene) forceRows(mine []rcw.Action) []row {
	style := ui.ButtonNormal
	if b.stops {
		style = ui.ButtonOn
	}
	rows := []row{{btns: []btn{{id: "rcw:stops", label: rcwlang.T("stops"), style: style, run: func() { b.stops = !b.stops }}}}}
	if b.spread == "" {
		return append(rows, row{text: rcwlang.T("move.hint"), dim: true})
	}
	for _, st := range b.st.StacksIn(b.spread) {
		fs := b.forcesOf(st.ID)
		if len(fs) == 0 {
			continue
		}
		chosen := b.forceOf(st.ID)
		rows = append(rows, row{text: rcwlang.T("force", b.stackName(st.ID)), dim: true})
		r := row{}
		for k, f := range fs {
			style := ui.ButtonNormal
			if slices.Equal(f, chosen) {
				style = ui.ButtonOn
			}
			id, f := st.ID, f
			r.btns = append(r.btns, btn{id: fmt.Sprintf("rcw:force:%d:%d", id, k), label: b.forceName(f), style: style,
				run: func() { b.force[id] = f }})
		}
		rows = append(rows, r)
	}
	n := 0
	for k, x := range mine {
		if !slices.Contains(forceTypes, x.Type) || b.actionProvince(x) != b.spread {
			continue
		}
		if n++; n > maxButtons {
			rows = append(rows, row{text: rcwlang.T("more"), dim: true})
			break
		}
		rows = append(rows, row{btns: []btn{{id: fmt.Sprintf("rcw:do:%d", k), label: b.describe(x), run: b.doer(x)}}})
	}
	if len(rows) == 1 {
		rows = append(rows, row{text: rcwlang.T("move.none"), dim: true})
	}
	return rows
}

// forceName names a force: its leaders, or "Blue/Green units".
func (b *boardScene) forceName(units []int) string {
	var names []string
	for _, id := range units {
		if b.st.Def(id).Kind != rcw.KindLeader {
			return rcwlang.T("force.bg", len(units))
		}
		names = append(names, b.st.Def(id).Leader.Name)
	}
	return strings.Join(names, ", ")
}

// actionProvince is the province a force panel action is about.
func (b *boardScene) actionProvince(x rcw.Action) string {
	switch {
	case x.Unit != 0:
		return b.st.Province(x.Unit)
	case x.Leader != 0:
		return b.st.Province(x.Leader)
	case len(x.Stacks) > 0:
		if st := b.st.Stack(x.Stacks[0]); st != nil {
			return st.Province
		}
	}
	return ""
}

// attackPanelRows are the attack panel: the target, then each attack on
// it with its odds, its chances and its Attack button.
func (b *boardScene) attackPanelRows() []row {
	if b.target == 0 || b.st.Stack(b.target) == nil {
		return []row{{text: rcwlang.T("combat.hint"), dim: true}}
	}
	t := b.st.Stack(b.target)
	rows := []row{{text: rcwlang.T("attack.on", b.stackName(t.ID), b.provinceTitle(t.Province)), head: true}}
	for k, ar := range b.attackRows() {
		kind := rcwlang.T("attack.normal")
		if ar.act.Type == rcw.ActSubvert {
			kind = rcwlang.T("attack.subvert")
		}
		rows = append(rows,
			row{text: rcwlang.T("attack.odds", kind, b.attackers(ar.act), ar.att, ar.def, ar.column)},
			row{text: chanceText(ar.chances), dim: true},
			row{btns: []btn{{id: fmt.Sprintf("rcw:attack:%d", k), label: rcwlang.T(b.goKey(ar.act), ar.column), style: ui.ButtonHot, run: b.doer(ar.act)}}})
	}
	return rows
}

// describe says what an action does, for its button.
func (b *boardScene) describe(x rcw.Action) string {
	s := b.st
	names := func(ids []int) string {
		var out []string
		for _, id := range ids {
			out = append(out, shortName(s, id))
		}
		return strings.Join(out, ", ")
	}
	switch x.Type {
	case rcw.ActDeal, rcw.ActDone, rcw.ActSequence, rcw.ActLeave, rcw.ActExecute, rcw.ActQuit:
		return rcwlang.T("act." + x.Type.String())
	case rcw.ActEndPhase:
		return rcwlang.Known("act.end."+s.Pending.Kind.String(), rcwlang.T("act.end"))
	case rcw.ActDraw:
		if s.Pending.Kind == rcw.DecideRedraw {
			return rcwlang.T("act.redraw")
		}
		return rcwlang.T("act.draw")
	case rcw.ActPass:
		return rcwlang.Known("act.pass."+s.Pending.Kind.String(), rcwlang.T("act.pass"))
	case rcw.ActLosses:
		return rcwlang.T("act.losses", names(x.Units))
	case rcw.ActAgree, rcw.ActRefuse:
		return rcwlang.Known("act."+x.Type.String()+"."+s.Pending.Kind.String(), x.Type.String())
	case rcw.ActCounterpurge:
		if x.To != "" {
			return rcwlang.T("act.counterpurge_on", x.To)
		}
		return rcwlang.T("act.counterpurge")
	case rcw.ActTake:
		if len(x.Units) == 0 && x.PM == 0 {
			return rcwlang.T("act.take_nothing")
		}
		return rcwlang.T("act.take", names(x.Units), x.PM)
	case rcw.ActCapture:
		by := b.stackName(x.Target)
		if x.Leader != 0 {
			by = shortName(s, x.Leader)
		}
		return rcwlang.T("act.capture", shortName(s, x.Unit), by)
	case rcw.ActPlace:
		if x.Unit != 0 {
			return rcwlang.T("act.place", shortName(s, x.Leader), shortName(s, x.Unit))
		}
		return rcwlang.T("act.place", shortName(s, x.Leader), b.provinceTitle(x.To))
	case rcw.ActAttach:
		return rcwlang.T("act.attach", shortName(s, x.Unit), shortName(s, x.Leader))
	case rcw.ActDetach:
		return rcwlang.T("act.detach", shortName(s, x.Unit))
	case rcw.ActMerge:
		var sts []string
		for _, id := range x.Stacks {
			sts = append(sts, b.stackName(id))
		}
		return rcwlang.T("act.merge", strings.Join(sts, " + "))
	case rcw.ActEmigrate:
		return rcwlang.T("act.emigrate", shortName(s, x.Unit))
	case rcw.ActExit:
		return rcwlang.T("act.exit", shortName(s, x.Unit))
	case rcw.ActAssassinate:
		return rcwlang.T("act.assassinate", shortName(s, x.Leader), s.Controller(x.Leader), x.AM)
	case rcw.ActPurge:
		if len(x.Letters) > 0 {
			return rcwlang.T("act.purge_cc", x.To, strings.Join(x.Letters, ""))
		}
		return rcwlang.T("act.purge", x.To)
	case rcw.ActCommittee:
		return rcwlang.T("act.committee", strings.Join(x.Letters, ", "))
	case rcw.ActAccept, rcw.ActDecline, rcw.ActWithdraw:
		return rcwlang.T("act."+x.Type.String(), x.Offer)
	case rcw.ActOffer:
		return b.offerText(x.Player, x.To, x.Give, x.Get)
	}
	return x.String()
}

// goodsText names goods: "1 PM, 2 AM, Kolchak 3" or "nothing".
func (b *boardScene) goodsText(g *rcw.Goods) string {
	if g == nil {
		return rcwlang.T("nothing")
	}
	var parts []string
	if g.PM > 0 {
		parts = append(parts, rcwlang.T("n_pm", g.PM))
	}
	if g.AM > 0 {
		parts = append(parts, rcwlang.T("n_am", g.AM))
	}
	for _, id := range g.Leaders {
		parts = append(parts, shortName(b.st, id))
	}
	if len(parts) == 0 {
		return rcwlang.T("nothing")
	}
	return strings.Join(parts, ", ")
}

// offerText is an offer in words.
func (b *boardScene) offerText(from, to string, give, get *rcw.Goods) string {
	return rcwlang.T("offer.text", from, to, b.goodsText(give), b.goodsText(get))
}

// decisionRect is where the decision panel stands: at the foot of the
// map, on the left.
func (b *boardScene) decisionRect(rows []row) ui.Rect {
	th := b.a.Theme
	w := min(th.S(420), b.mapR.W-th.S(20))
	h := b.rowsHeight(rows)
	return ui.Rect{X: b.mapR.X + th.S(10), Y: b.mapR.Y + b.mapR.H - h - th.S(10), W: w, H: h}
}

// goKey is the words of an attack's button.
func (b *boardScene) goKey(x rcw.Action) string {
	key := "attack.go"
	if x.Type == rcw.ActSubvert {
		key = "subvert.go"
	}
	if b.real != nil {
		key = "order." + key // the postal order form
	}
	return key
}
