package rcwui

import (
	"fmt"
	"slices"
	"strings"

	"tachanka/game/rcw"
	"tachanka/render/rcwui/rcwlang"
	"tachanka/render/ui"
)

// The postal game (17.0) at one screen: in each negotiation period every
// human seat writes its sealed orders behind the curtain on its order
// form (the engine's OrderForm: the map as its orders so far leave it),
// dragging forces in the First Phase and choosing attacks in the Second
// exactly as in the table game; gifts, purge and assassination orders and
// the standing orders are buttons of the orders panel. Each change is
// submitted to the engine (ActOrders), which admits only well-formed
// orders; Seal hands the screen on. When the last seat seals, the engine
// carries the phase out and the report of what happened stays on the map
// until closed.

// waitingHuman is the human seat a decision of every player waits for
// (the trading session's Done, the postal game's orders): the seat at the
// screen while it has not answered, else the first in order.
func (b *boardScene) waitingHuman() string {
	g := b.game()
	if g.Pending.Player != "" || g.Over() {
		return ""
	}
	w := g.Waiting()
	if slices.Contains(w, b.facing) && b.human(b.facing) {
		return b.facing
	}
	for _, l := range w {
		if b.human(l) {
			return l
		}
	}
	return ""
}

// syncForm shows the seat at the screen its order form while it writes
// orders, and the game otherwise; it is drawn again when the game, the
// seat or the curtain changes.
func (b *boardScene) syncForm() {
	g := b.game()
	key := fmt.Sprint(b.ver, b.facing, b.curtain)
	if key == b.formKey {
		return
	}
	b.formKey = key
	b.st, b.real = g, nil
	if g.Postal == nil || b.curtain != "" || b.facing == "" || !b.human(b.facing) {
		return
	}
	if f := g.OrderForm(b.facing, nil); f != nil {
		b.st, b.real = f, g
		b.legalList = nil
	}
}

// writeOrder adds a move or an attack made on the form to the seat's
// orders.
func (b *boardScene) writeOrder(x rcw.Action) bool {
	o := b.written()
	switch x.Type {
	case rcw.ActMove:
		o.Moves = append(o.Moves, rcw.MoveOrder{Units: x.Units, Path: x.Path, Rail: x.Rail})
	default:
		o.Attacks = append(o.Attacks, rcw.AttackOrder{Stacks: x.Stacks, Target: x.Target, Subversive: x.Type == rcw.ActSubvert})
	}
	b.drag, b.route, b.target = nil, nil, 0
	return b.submit(o)
}

// written is a copy of the orders the seat at the screen has on file.
func (b *boardScene) written() *rcw.Orders {
	if o := b.game().Postal.Orders[b.facing]; o != nil {
		return o.Clone()
	}
	return &rcw.Orders{}
}

// submit files the seat's orders with the engine, which refuses what is
// ill-formed (the refusal named as a toast, nothing changed).
func (b *boardScene) submit(o *rcw.Orders) bool {
	return b.act(rcw.Action{Type: rcw.ActOrders, Player: b.facing, Orders: o})
}

// change submits the seat's orders changed by edit.
func (b *boardScene) change(edit func(o *rcw.Orders)) func() {
	return func() {
		o := b.written()
		edit(o)
		b.submit(o)
	}
}

// postalRows are the orders panel of the seat at the screen: the orders
// written, each with its removal; gifts, purges and an assassination
// order on the leader picked; the standing orders; and Seal.
func (b *boardScene) postalRows() []row {
	g, me := b.game(), b.facing
	o := b.written()
	first := g.Phase == rcw.PhaseFirstOrders
	phase := "postal.second"
	if first {
		phase = "postal.first"
	}
	rows := []row{{text: rcwlang.T(phase, me), dim: true}, {text: rcwlang.T(phase + ".hint"), dim: true}}
	item := func(id, text string, edit func(o *rcw.Orders)) {
		rows = append(rows, row{btns: []btn{{id: id, label: rcwlang.T("postal.strike", text), style: ui.ButtonNormal, run: b.change(edit)}}})
	}
	for k, m := range o.Moves {
		item(fmt.Sprintf("rcw:order:move:%d", k), b.moveOrderText(m), func(o *rcw.Orders) { o.Moves = slices.Delete(o.Moves, k, k+1) })
	}
	for k, a := range o.Attacks {
		item(fmt.Sprintf("rcw:order:attack:%d", k), b.attackOrderText(a), func(o *rcw.Orders) { o.Attacks = slices.Delete(o.Attacks, k, k+1) })
	}
	for k, gf := range o.Trades {
		item(fmt.Sprintf("rcw:order:gift:%d", k), rcwlang.T("postal.gift", gf.PM, gf.AM, gf.To), func(o *rcw.Orders) { o.Trades = slices.Delete(o.Trades, k, k+1) })
	}
	for k, p := range o.Purges {
		item(fmt.Sprintf("rcw:order:purge:%d", k), rcwlang.T("postal.purge", p.Target, p.PM), func(o *rcw.Orders) { o.Purges = slices.Delete(o.Purges, k, k+1) })
	}
	for k, t := range o.Assassinations {
		item(fmt.Sprintf("rcw:order:assassin:%d", k), rcwlang.T("postal.assassin", shortName(g, t.Leader), t.AM), func(o *rcw.Orders) {
			o.Assassinations = slices.Delete(o.Assassinations, k, k+1)
		})
	}
	for _, e := range g.OrderWarnings(me, o) {
		rows = append(rows, row{text: rcwlang.T("postal.warn", b.eventText(e)), dim: true})
	}
	// New orders the engine would admit, offered as buttons.
	var offers []btn
	offer := func(id, label string, edit func(o *rcw.Orders)) {
		n := o.Clone()
		edit(n)
		if g.CheckOrders(me, n) == nil {
			offers = append(offers, btn{id: id, label: label, style: ui.ButtonNormal, run: b.change(edit)})
		}
	}
	pl := g.Player(me)
	for _, q := range g.Players {
		if q.Letter == me || q.Quit {
			continue
		}
		to := q.Letter
		offer("rcw:order:givepm:"+to, rcwlang.T("postal.givepm", to), func(o *rcw.Orders) { o.Trades = append(o.Trades, rcw.Gift{To: to, PM: 1}) })
		offer("rcw:order:giveam:"+to, rcwlang.T("postal.giveam", to), func(o *rcw.Orders) { o.Trades = append(o.Trades, rcw.Gift{To: to, AM: 1}) })
		if len(o.Purges) == 0 {
			offer("rcw:order:purge:"+to, rcwlang.T("postal.purge_on", to, pl.PM), func(o *rcw.Orders) {
				o.Purges = append(o.Purges, rcw.PurgeOrder{PM: pl.PM, Members: []string{me}, Target: to, Division: []string{me}})
			})
		}
	}
	if id := b.sel.piece; first && id != 0 && pl.AM > 0 {
		for am := 1; am <= pl.AM; am++ {
			offer(fmt.Sprintf("rcw:order:assassinate:%d", am), rcwlang.T("postal.assassinate", shortName(g, id), am), func(o *rcw.Orders) {
				o.Assassinations = append(o.Assassinations, rcw.Targeting{Leader: id, AM: am})
			})
		}
	}
	if o.Execute {
		item("rcw:order:execute:off", rcwlang.T("postal.execute"), func(o *rcw.Orders) { o.Execute = false })
	} else {
		offer("rcw:order:execute", rcwlang.T("postal.execute"), func(o *rcw.Orders) { o.Execute = true })
	}
	if o.Comply {
		item("rcw:order:comply:off", rcwlang.T("postal.comply"), func(o *rcw.Orders) { o.Comply = false })
	} else {
		offer("rcw:order:comply", rcwlang.T("postal.comply"), func(o *rcw.Orders) { o.Comply = true })
	}
	// The collective purges worked out at the table: join one named in.
	for k, p := range b.proposals {
		if p.Members[0] == me || !slices.Contains(p.Members, me) || slices.ContainsFunc(o.Purges, func(q rcw.PurgeOrder) bool { return q.Target == p.Target }) {
			continue
		}
		offer(fmt.Sprintf("rcw:order:join:%d", k), rcwlang.T("postal.join", p.Target, strings.Join(p.Members, ", ")), func(o *rcw.Orders) {
			o.Purges = append(o.Purges, rcw.PurgeOrder{PM: pl.PM, Members: p.Members, Target: p.Target, Division: p.Division})
		})
	}
	for len(offers) > 0 {
		n := min(3, len(offers))
		rows = append(rows, row{btns: offers[:n]})
		offers = offers[n:]
	}
	// Standing orders: the Czar answer cycles; the counterpurge names the
	// others in order.
	st := g.Postal.Standing[me]
	if o.Standing != nil {
		st = *o.Standing
	}
	answers := []string{"", rcw.CzarComply, rcw.CzarRefuse}
	next := answers[(slices.Index(answers, st.CzarAnswer)+1)%len(answers)]
	cp := st.Counterpurge
	rows = append(rows, row{btns: []btn{
		{id: "rcw:order:czar", label: rcwlang.T("postal.czar", rcwlang.Known("postal.czar."+st.CzarAnswer, st.CzarAnswer)), style: ui.ButtonNormal,
			run: b.change(func(o *rcw.Orders) { o.Standing = &rcw.Standing{Counterpurge: cp, CzarAnswer: next} })},
		{id: "rcw:order:counterpurge", label: rcwlang.T(map[bool]string{true: "postal.counterpurge.on", false: "postal.counterpurge.off"}[len(cp) > 0]), style: ui.ButtonNormal,
			run: b.change(func(o *rcw.Orders) {
				var list []string
				if len(cp) == 0 {
					for _, q := range g.Players {
						if q.Letter != me && !q.Quit {
							list = append(list, q.Letter)
						}
					}
				}
				o.Standing = &rcw.Standing{Counterpurge: list, CzarAnswer: st.CzarAnswer}
			})},
	}})
	rows = append(rows, b.collectiveRows(me, o)...)
	rows = append(rows, row{btns: []btn{{id: "rcw:seal", label: rcwlang.T("postal.seal"), style: ui.ButtonHot,
		run: func() { b.act(rcw.Action{Type: rcw.ActSeal, Player: me}) }}}})
	return rows
}

// keepReport keeps what an adjudication did, for the report panel: the
// events of the seal that carried a phase out.
func (b *boardScene) keepReport(x rcw.Action, ev []rcw.Event, phase rcw.Phase, turn int) {
	g := b.game()
	if g.Postal == nil || x.Type != rcw.ActSeal {
		return
	}
	if g.Pending.Kind == rcw.DecideOrders && g.Phase == phase && g.Turn == turn {
		return // one seat sealed: nothing carried out yet
	}
	b.report, b.reportPage = nil, 0
	for _, e := range ev {
		if !quietKind(e.Kind) {
			b.report = append(b.report, b.eventText(e))
		}
	}
}

// reportRows are the report panel: the phase carried out, line by line
// (the latest ones), and Close.
func (b *boardScene) reportRows() []row {
	if len(b.report) == 0 || b.curtain != "" {
		return nil
	}
	pages := (len(b.report) + maxReport - 1) / maxReport
	page := min(b.reportPage, pages-1)
	rows := []row{{text: rcwlang.T("postal.report", page+1, pages), head: true}}
	for _, l := range b.report[page*maxReport : min(len(b.report), (page+1)*maxReport)] {
		rows = append(rows, row{text: l})
	}
	r := row{}
	if page > 0 {
		r.btns = append(r.btns, btn{id: "rcw:report:earlier", label: rcwlang.T("postal.report.earlier"), style: ui.ButtonNormal,
			run: func() { b.reportPage = page - 1 }})
	}
	if page < pages-1 {
		r.btns = append(r.btns, btn{id: "rcw:report:later", label: rcwlang.T("postal.report.later"), style: ui.ButtonNormal,
			run: func() { b.reportPage = page + 1 }})
	}
	r.btns = append(r.btns, btn{id: "rcw:report:close", label: rcwlang.T("postal.report.close"), style: ui.ButtonHot,
		run: func() { b.report = nil }})
	return append(rows, r)
}

// maxReport is the most lines of a report shown.
const maxReport = 18

// reportRect is the report panel's place: the top right of the map, where
// the politics panel opens (never both: the report closes first).
func (b *boardScene) reportRect(rows []row) ui.Rect {
	return b.politicsRect(rows)
}

// togglePolitics opens or closes the politics panel; in the postal game,
// once the trading session is over, politics are written in the orders
// (17.0) and the panel says so.
func (b *boardScene) togglePolitics() {
	g := b.game()
	if g.Postal != nil && g.Phase != rcw.PhaseDeal && g.Phase != rcw.PhaseTrading {
		b.polOpen = false
		b.say(rcwlang.T("postal.politics"), false)
		return
	}
	b.polOpen = !b.polOpen
	b.report = nil
}

// moveOrderText is a move order in words: who, and the provinces of its
// path from where it starts.
func (b *boardScene) moveOrderText(m rcw.MoveOrder) string {
	g := b.game()
	var who []string
	for _, id := range m.Units {
		who = append(who, shortName(g, id))
	}
	path := []string{g.Province(m.Units[0])}
	for _, st := range m.Path {
		path = append(path, st.To)
	}
	key := "postal.move"
	if m.Rail {
		key = "postal.move.rail"
	}
	return rcwlang.T(key, strings.Join(who, ", "), strings.Join(path, " → "))
}

// attackOrderText is an attack order in words: the target stack, where,
// and by which stacks.
func (b *boardScene) attackOrderText(a rcw.AttackOrder) string {
	var by []string
	for _, id := range a.Stacks {
		by = append(by, b.stackName(id))
	}
	key := "postal.attack"
	if a.Subversive {
		key = "postal.subvert"
	}
	where := ""
	if t := b.game().Stack(a.Target); t != nil {
		where = b.provinceTitle(t.Province)
	}
	return rcwlang.T(key, b.stackName(a.Target), where, strings.Join(by, " + "))
}

// A collective purge order (17.0 [11.0]) is worked out at the table and
// typed once: its author picks the target and the other participants and
// writes his order; each named participant is then offered the matching
// order (the same participants, target and division, with his own PM) in
// his own sealed orders. The proposals are the table's talk, kept while
// the window is open.

// collective is the collective purge being typed.
type collective struct {
	target  string
	members []string
}

// collectiveRows are the collective purge form of the orders panel.
func (b *boardScene) collectiveRows(me string, o *rcw.Orders) []row {
	g := b.game()
	f := b.cpurge
	if f == nil {
		return []row{{btns: []btn{{id: "rcw:cpurge", label: rcwlang.T("postal.cpurge"), style: ui.ButtonNormal,
			run: func() { b.cpurge = &collective{} }}}}}
	}
	rows := []row{{text: rcwlang.T("postal.cpurge.target"), dim: true}}
	targets, with := row{}, row{}
	for _, p := range g.Players {
		l := p.Letter
		if l == me || p.Quit {
			continue
		}
		style := ui.ButtonNormal
		if f.target == l {
			style = ui.ButtonOn
		}
		targets.btns = append(targets.btns, btn{id: "rcw:cpurge:target:" + l, label: l, style: style, run: func() {
			f.target = l
			f.members = slices.DeleteFunc(f.members, func(m string) bool { return m == l })
		}})
		if l == f.target {
			continue
		}
		style = ui.ButtonNormal
		if slices.Contains(f.members, l) {
			style = ui.ButtonOn
		}
		with.btns = append(with.btns, btn{id: "rcw:cpurge:with:" + l, label: l, style: style, run: func() {
			if k := slices.Index(f.members, l); k >= 0 {
				f.members = slices.Delete(f.members, k, k+1)
			} else {
				f.members = append(f.members, l)
			}
		}})
	}
	rows = append(rows, targets, row{text: rcwlang.T("postal.cpurge.with"), dim: true}, with)
	if f.target != "" && len(f.members) > 0 {
		members := append([]string{me}, f.members...)
		p := rcw.PurgeOrder{PM: g.Player(me).PM, Members: members, Target: f.target, Division: members}
		rows = append(rows, row{btns: []btn{{id: "rcw:cpurge:write", label: rcwlang.T("postal.cpurge.write", f.target, strings.Join(members, ", ")), style: ui.ButtonHot,
			run: func() {
				n := o.Clone()
				n.Purges = append(n.Purges, p)
				if b.submit(n) {
					b.proposals = append(b.proposals, p)
					b.cpurge = nil
				}
			}}}})
	}
	return append(rows, row{btns: []btn{{id: "rcw:cpurge:cancel", label: rcwlang.T("close"), run: func() { b.cpurge = nil }}}})
}
