package rcwui

import (
	"fmt"
	"slices"

	"tachanka/game/rcw"
	"tachanka/render/rcwui/rcwlang"
	"tachanka/render/ui"
)

// The politics panel (the Politics button, at every checkpoint): the seat
// at the screen makes a structured offer to another player (PM and AM
// each way, and leaders in hand in the trading session, 15.33, 4.3),
// answers the open offers addressed to him (Accept, Decline) and
// withdraws his own; below, every other political action Legal lists for
// him: assassination attempts, Central Committee proposals and
// withdrawal, purges, consent to an execution order, leaving the game.
// The engine judges the offer: a refusal is shown with its rule.

// politicsForm is the offer being written.
type politicsForm struct {
	to        string
	give, get rcw.Goods
}

// politicsTypes are the political actions listed as buttons.
var politicsTypes = []rcw.ActionType{rcw.ActAssassinate, rcw.ActCommittee, rcw.ActLeave, rcw.ActPurge, rcw.ActExecute, rcw.ActQuit}

// politicsRows are the politics panel's rows.
func (b *boardScene) politicsRows() []row {
	me := b.facing
	s := b.st
	rows := []row{{text: rcwlang.T("pol.title", me), head: true, colour: me}}
	if me == "" || b.curtain != "" {
		return rows
	}
	f := &b.pol
	to := row{text: rcwlang.T("pol.to")}
	rows = append(rows, to)
	r := row{}
	for _, p := range s.Players {
		if p.Letter == me || p.Quit || s.Solo != nil {
			continue
		}
		style := ui.ButtonNormal
		if f.to == p.Letter {
			style = ui.ButtonOn
		}
		l := p.Letter
		r.btns = append(r.btns, btn{id: "pol:to:" + l, label: rcwlang.T("player", l), style: style, run: func() { f.to = l }})
	}
	rows = append(rows, r)
	if f.to != "" {
		rows = append(rows, row{text: rcwlang.T("pol.give", b.goodsText(&f.give)), dim: true}, b.goodsRow("give", &f.give))
		rows = append(rows, row{text: rcwlang.T("pol.get", f.to, b.goodsText(&f.get)), dim: true}, b.goodsRow("get", &f.get))
		if s.Phase == rcw.PhaseTrading {
			rows = append(rows, row{text: rcwlang.T("pol.leaders", me), dim: true})
			rows = append(rows, b.leaderRows("give", me, &f.give)...)
			rows = append(rows, row{text: rcwlang.T("pol.leaders", f.to), dim: true})
			rows = append(rows, b.leaderRows("get", f.to, &f.get)...)
		}
		x := rcw.Action{Type: rcw.ActOffer, Player: me, To: f.to, Give: goodsOrNil(f.give), Get: goodsOrNil(f.get)}
		rows = append(rows, row{btns: []btn{{id: "pol:offer", label: rcwlang.T("pol.offer", f.to), style: ui.ButtonHot, run: func() {
			if b.act(x) {
				b.pol = politicsForm{}
			}
		}}}})
	}
	mine := b.mine()
	legal := func(t rcw.ActionType, id int) (rcw.Action, bool) {
		k := slices.IndexFunc(mine, func(x rcw.Action) bool { return x.Type == t && x.Offer == id })
		if k < 0 {
			return rcw.Action{}, false
		}
		return mine[k], true
	}
	if len(s.Offers) > 0 {
		rows = append(rows, row{text: rcwlang.T("pol.open"), head: true})
	}
	for _, o := range s.Offers {
		rows = append(rows, row{text: fmt.Sprintf("#%d ", o.ID) + b.offerText(o.From, o.To, &o.Give, &o.Get)})
		var r row
		for _, t := range []rcw.ActionType{rcw.ActAccept, rcw.ActDecline, rcw.ActWithdraw} {
			if x, ok := legal(t, o.ID); ok {
				style := ui.ButtonNormal
				if t == rcw.ActAccept {
					style = ui.ButtonHot
				}
				r.btns = append(r.btns, btn{id: fmt.Sprintf("pol:%s:%d", t, o.ID), label: rcwlang.T("act."+t.String(), o.ID), style: style, run: b.doer(x)})
			}
		}
		if len(r.btns) > 0 {
			rows = append(rows, r)
		}
	}
	n := 0
	for k, x := range mine {
		if !slices.Contains(politicsTypes, x.Type) {
			continue
		}
		if n == 0 {
			rows = append(rows, row{text: rcwlang.T("pol.other"), head: true})
		}
		if n++; n > 2*maxButtons {
			rows = append(rows, row{text: rcwlang.T("more"), dim: true})
			break
		}
		rows = append(rows, row{btns: []btn{{id: fmt.Sprintf("pol:do:%d", k), label: b.describe(x), run: b.doer(x)}}})
	}
	if s.Solo == nil {
		rows = append(rows, b.requestRows(me)...)
	}
	rows = append(rows, row{btns: []btn{{id: "pol:close", label: rcwlang.T("close"), run: func() { b.polOpen = false }}}})
	return rows
}

// goodsOrNil is goods, or nil when there are none (an offer may ask
// for nothing in return).
func goodsOrNil(g rcw.Goods) *rcw.Goods {
	if g.PM == 0 && g.AM == 0 && len(g.Leaders) == 0 {
		return nil
	}
	c := g
	c.Leaders = slices.Clone(g.Leaders)
	return &c
}

// goodsRow is the buttons that count PM and AM one way.
func (b *boardScene) goodsRow(way string, g *rcw.Goods) row {
	step := func(n *int, d int) func() { return func() { *n = max(0, *n+d) } }
	return row{btns: []btn{
		{id: "pol:" + way + ":pm-", label: "PM −", run: step(&g.PM, -1)},
		{id: "pol:" + way + ":pm+", label: "PM +", run: step(&g.PM, 1)},
		{id: "pol:" + way + ":am-", label: "AM −", run: step(&g.AM, -1)},
		{id: "pol:" + way + ":am+", label: "AM +", run: step(&g.AM, 1)},
	}}
}

// leaderRows are toggles for a player's leaders in hand, in the trading
// session.
func (b *boardScene) leaderRows(way, owner string, g *rcw.Goods) []row {
	var rows []row
	r := row{}
	for _, pc := range b.st.Pieces {
		if pc.Status != rcw.InHand || pc.Owner != owner || b.st.Def(pc.ID).Kind != rcw.KindLeader {
			continue
		}
		id := pc.ID
		style := ui.ButtonNormal
		if slices.Contains(g.Leaders, id) {
			style = ui.ButtonOn
		}
		r.btns = append(r.btns, btn{id: fmt.Sprintf("pol:%s:leader:%d", way, id), label: shortName(b.st, id), style: style, run: func() {
			if k := slices.Index(g.Leaders, id); k >= 0 {
				g.Leaders = slices.Delete(g.Leaders, k, k+1)
			} else {
				g.Leaders = append(g.Leaders, id)
			}
		}})
		if len(r.btns) == 4 {
			rows, r = append(rows, r), row{}
		}
	}
	if len(r.btns) > 0 {
		rows = append(rows, r)
	}
	return rows
}

// politicsRect is where the politics panel stands: at the map's right.
func (b *boardScene) politicsRect(rows []row) ui.Rect {
	th := b.a.Theme
	w := min(th.S(460), b.mapR.W-th.S(20))
	h := min(b.rowsHeight(rows), b.mapR.H-th.S(20))
	return ui.Rect{X: b.mapR.X + b.mapR.W - w - th.S(10), Y: b.mapR.Y + th.S(10), W: w, H: h}
}
