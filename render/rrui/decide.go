package rrui

import (
	"fmt"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/game/redrussia"
	"tachanka/render/ui"
)

// The decision panel, at the foot of the map on the left: who faces the
// screen and what the game waits for, then the pending decision's
// actions that Legal lists and that are not made on the map, each a
// button saying what it does and, for a purchase, a repair, an attack or
// a siege, what it costs (the engine's costs). Moves are dragged on the
// map (move.go), cards played from the hand (cards.go); an attack or a
// siege is made by clicking its area, then a level or a number of
// rounds; losses by clicking the units in the spread.

// maxButtons is the most buttons of one kind the panel lists.
const maxButtons = 12

// panelType reports an action the panel offers as a button: all but the
// moves, the declarations, the placements and the cards, which have their
// own rows or are made on the map.
func panelType(t redrussia.ActionType) bool {
	switch t {
	case redrussia.ActMove, redrussia.ActDeclareBattle, redrussia.ActBesiege, redrussia.ActPlayCard, redrussia.ActPlace:
		return false
	}
	return true
}

// decisionRows are the decision panel's rows.
func (b *boardScene) decisionRows() []row {
	s := b.st
	if b.curtain >= 0 || s.Over() {
		return nil
	}
	var rows []row
	if b.facing >= 0 {
		c := b.factionColour(b.st.Players[b.facing].Factions[0])
		rows = append(rows, row{text: T("facing", b.playerWord(b.facing)), head: true, colour: &c})
	}
	c := b.factionColour(s.Pending.Faction)
	rows = append(rows, row{text: T("waiting", b.factionWord(s.Pending.Faction), b.decisionWord()), colour: &c})
	if fr := b.fightRow(); fr.text != "" {
		rows = append(rows, fr)
	}
	mine := b.mine()
	if fi := s.Fight; fi != nil && len(mine) > 0 && b.spread == "" {
		b.spread = fi.Area // the battle in view for its decisions
	}
	if len(mine) == 0 {
		if b.facing >= 0 && b.humanAwaited() {
			return rows
		}
		return append(rows, row{text: T("not_yours"), dim: true})
	}
	switch s.Pending.Kind {
	case redrussia.DecideMove:
		style := ui.ButtonNormal
		if b.rail {
			style = ui.ButtonOn
		}
		rows = append(rows, row{text: T("move.hint"), dim: true},
			row{btns: []btn{{id: "rr:railmode", label: T("move.rail"), style: style, run: func() { b.rail = !b.rail }}}})
	case redrussia.DecideBattles:
		rows = append(rows, b.declareRows(redrussia.ActDeclareBattle)...)
	case redrussia.DecideSiege:
		rows = append(rows, b.declareRows(redrussia.ActBesiege)...)
	case redrussia.DecideLosses:
		rows = append(rows, b.lossRows()...)
	case redrussia.DecidePlace:
		rows = append(rows, b.placeRows()...)
	case redrussia.DecideCard:
		rows = append(rows, row{text: T("card.hint", b.windowWord()), dim: true})
		for k, x := range b.playsOf(b.cardPick) {
			rows = append(rows, row{btns: []btn{{id: fmt.Sprintf("rr:play:%d", k), label: b.describe(x), style: ui.ButtonHot, run: b.doer(x)}}})
		}
	case redrussia.DecideCardTarget:
		if r := s.Resolving; r != nil {
			rows = append(rows, row{text: T("card.target", b.cardTitle(r.Card)), dim: true})
		}
	}
	if s.Pending.Kind == redrussia.DecideRefit {
		mine = b.refitStep(mine)
	}
	n := 0
	for k, x := range mine {
		if !panelType(x.Type) || (s.Pending.Kind == redrussia.DecideLosses && x.Type == redrussia.ActAllot) {
			continue
		}
		if n++; n > maxButtons {
			rows = append(rows, row{text: T("more", countPanel(mine)-maxButtons), dim: true})
			break
		}
		style := ui.ButtonHot
		if b.endsSomething(x) {
			style = ui.ButtonNormal
		}
		rows = append(rows, row{btns: []btn{{id: fmt.Sprintf("rr:do:%d", k), label: b.describe(x), style: style, run: b.doer(x)}}})
	}
	return rows
}

// refitStep narrows a minor's builds (12.42) to one step: first a button
// for each counter it may build (the repairs beside them), then, once a
// counter is picked, its areas.
func (b *boardScene) refitStep(xs []redrussia.Action) []redrussia.Action {
	var out []redrussia.Action
	seen := map[string]bool{}
	for _, x := range xs {
		switch {
		case x.Type != redrussia.ActRefit || x.Where == "":
			out = append(out, x)
		case b.refitPick != "":
			if x.Piece == b.refitPick {
				out = append(out, x)
			}
		case !seen[x.Piece]:
			seen[x.Piece] = true
			pick := x.Piece
			out = append(out, redrussia.Action{Type: redrussia.ActRefit, Faction: x.Faction, Minor: x.Minor, Piece: pick, Where: refitPickWhere})
		}
	}
	return out
}

// refitPickWhere marks the first step's button: it picks, it does not act.
const refitPickWhere = "?"

func countPanel(xs []redrussia.Action) int {
	n := 0
	for _, x := range xs {
		if panelType(x.Type) {
			n++
		}
	}
	return n
}

// endsSomething reports an action that ends a step or declines.
func (b *boardScene) endsSomething(x redrussia.Action) bool {
	switch x.Type {
	case redrussia.ActEndPurchase, redrussia.ActEndMovement, redrussia.ActEndCombat, redrussia.ActEndSiege, redrussia.ActPass, redrussia.ActStand, redrussia.ActAlliedDone:
		return true
	}
	return false
}

func (b *boardScene) doer(x redrussia.Action) func() {
	if x.Type == redrussia.ActRefit && x.Where == refitPickWhere {
		return func() { b.refitPick = x.Piece; b.a.Dirty = true }
	}
	return func() { b.refitPick = ""; b.act(x) }
}

// declareRows are the rows of the combat and siege steps: the areas that
// may be attacked or besieged lit, and for the area picked each force
// with a button per level (battles) or per number of rounds (sieges),
// priced by the engine.
func (b *boardScene) declareRows(t redrussia.ActionType) []row {
	hint := "battle.hint"
	if t == redrussia.ActBesiege {
		hint = "siege.hint"
	}
	rows := []row{{text: T(hint), dim: true}}
	if b.target == "" {
		return rows
	}
	rows = append(rows, row{text: T("target", b.placeName(b.target)), head: true})
	type group struct {
		key  string
		acts []redrussia.Action
	}
	var groups []*group
	for _, x := range b.mineOf(t) {
		if x.Where != b.target {
			continue
		}
		key := strings.Join(x.Pieces, ",") + fmt.Sprint(x.Yes)
		k := slices.IndexFunc(groups, func(g *group) bool { return g.key == key })
		if k < 0 {
			groups = append(groups, &group{key: key})
			k = len(groups) - 1
		}
		groups[k].acts = append(groups[k].acts, x)
	}
	for gi, g := range groups {
		x0 := g.acts[0]
		force := b.namesOf(x0.Pieces)
		if x0.Yes {
			force += " · " + T("battle.minor")
		}
		rows = append(rows, row{text: T("force", force), dim: true})
		r := row{}
		for li, x := range g.acts {
			var label string
			if t == redrussia.ActDeclareBattle {
				label = T("level."+redrussia.Level(x.N).String(), b.st.DeclareCost(x))
			} else {
				label = T("siege.rounds", x.N, b.st.SiegeCost(x))
			}
			r.btns = append(r.btns, btn{id: fmt.Sprintf("rr:declare:%d:%d", gi, li), label: label, style: ui.ButtonHot, run: b.doer(x)})
			if len(r.btns) == 4 {
				rows = append(rows, r)
				r = row{}
			}
		}
		if len(r.btns) > 0 {
			rows = append(rows, r)
		}
	}
	return rows
}

// targetAreas are the areas the pending declarations of the person at
// the screen may name.
func (b *boardScene) targetAreas() []string {
	var t redrussia.ActionType
	switch b.st.Pending.Kind {
	case redrussia.DecideBattles:
		t = redrussia.ActDeclareBattle
	case redrussia.DecideSiege:
		t = redrussia.ActBesiege
	default:
		return nil
	}
	var out []string
	for _, x := range b.mineOf(t) {
		if !slices.Contains(out, x.Where) {
			out = append(out, x.Where)
		}
	}
	return out
}

// lossRows: the hits to allot, the steps clicked so far; the fight's
// area spread so its units can be clicked.
func (b *boardScene) lossRows() []row {
	fi := b.st.Fight
	if fi == nil {
		return nil
	}
	side := b.st.Pending.Side
	if b.spread != fi.Area {
		b.spread = fi.Area
	}
	rows := []row{{text: T("losses.hint", fi.Hits[side]), dim: true}}
	if len(b.allot) > 0 {
		rows = append(rows, row{text: T("losses.chosen", b.namesOf(b.allot)), dim: true},
			row{btns: []btn{{id: "rr:allot:clear", label: T("losses.clear"), run: func() { b.allot = nil }}}})
	}
	opts := b.mineOf(redrussia.ActAllot)
	for k, x := range opts {
		if k >= 6 {
			rows = append(rows, row{text: T("more", len(opts)-6), dim: true})
			break
		}
		rows = append(rows, row{btns: []btn{{id: fmt.Sprintf("rr:allot:%d", k), label: b.describe(x), run: b.doer(x)}}})
	}
	return rows
}

// placeRows: the pieces waiting to be placed, one to choose; where it
// may go is lit on the map.
func (b *boardScene) placeRows() []row {
	var ids []string
	for _, x := range b.mineOf(redrussia.ActPlace) {
		if !slices.Contains(ids, x.Piece) {
			ids = append(ids, x.Piece)
		}
	}
	rows := []row{{text: T("place.hint"), dim: true}}
	r := row{}
	for k, id := range ids {
		if k >= maxButtons {
			break
		}
		style := ui.ButtonNormal
		if id == b.placing {
			style = ui.ButtonOn
		}
		r.btns = append(r.btns, btn{id: "rr:place:" + id, label: b.pieceName(id), style: style, run: func() { b.pickToPlace(id) }})
		if len(r.btns) == 3 {
			rows = append(rows, r)
			r = row{}
		}
	}
	if len(r.btns) > 0 {
		rows = append(rows, r)
	}
	return rows
}

// decisionWord names the pending decision.
func (b *boardScene) decisionWord() string {
	return T("dec." + b.st.Pending.Kind.String())
}

// windowWord names the open card window.
func (b *boardScene) windowWord() string {
	w := b.st.Window
	if w == nil {
		return ""
	}
	if w.Window == redrussia.NoWindow {
		return T("window.start", T("phase."+w.Phase.String()))
	}
	return T("window." + w.Window.String())
}

// namesOf names pieces.
func (b *boardScene) namesOf(ids []string) string {
	var out []string
	for _, id := range ids {
		out = append(out, b.pieceName(id))
	}
	if len(out) == 0 {
		return T("nothing")
	}
	return strings.Join(out, ", ")
}

// describe says what an action does, for its button.
func (b *boardScene) describe(x redrussia.Action) string {
	d := b.d
	yesNo := func(key string) string {
		if x.Yes {
			return T(key + ".yes")
		}
		return T(key + ".no")
	}
	switch x.Type {
	case redrussia.ActCzech:
		return yesNo("act.czech")
	case redrussia.ActReduce:
		return T("act.reduce", b.pieceName(x.Piece))
	case redrussia.ActRefit:
		if x.Where == refitPickWhere {
			return T("act.refit_pick", b.factionWord(x.Minor), b.pieceName(x.Piece))
		}
		if x.Where == "" {
			return T("act.refit_repair", b.factionWord(x.Minor), b.pieceName(x.Piece))
		}
		return T("act.refit_build", b.factionWord(x.Minor), b.pieceName(x.Piece), b.placeName(x.Where))
	case redrussia.ActDiscard:
		if len(x.Cards) == 0 {
			return T("act.discard_none")
		}
		var ts []string
		for _, c := range x.Cards {
			ts = append(ts, b.cardTitle(c))
		}
		return T("act.discard", strings.Join(ts, ", "))
	case redrussia.ActBuy:
		c := d.Tables.Costs.Of(x.Unit)
		m, p := 0, 0
		if c != nil {
			m, p = c.Money, c.Manpower
		}
		what := typeCode(x.Unit)
		if x.Piece != "" {
			what = b.lineName(x.Piece)
		}
		return T("act.buy", what, m, p)
	case redrussia.ActRepair:
		pc := b.st.Piece(x.Piece)
		m, p := 0, 0
		if pc != nil {
			if c := d.Tables.Costs.Of(pc.Type); c != nil {
				m, p = c.RepairMoney, c.RepairManpower
			}
		}
		return T("act.repair", b.pieceName(x.Piece), b.placeName(pcWhere(pc)), m, p)
	case redrussia.ActGold:
		return T("act.gold")
	case redrussia.ActEndPurchase:
		return T("act.end_purchase")
	case redrussia.ActLenin:
		return T("act.lenin", x.N)
	case redrussia.ActEndMovement:
		return T("act.end_movement")
	case redrussia.ActEndCombat:
		return T("act.end_combat")
	case redrussia.ActEndSiege:
		return T("act.end_siege")
	case redrussia.ActForeign:
		if x.Yes {
			return T("act.foreign.yes", x.N)
		}
		return T("act.foreign.no")
	case redrussia.ActAlliedRemove:
		return T("act.allied_remove", b.pieceName(x.Piece))
	case redrussia.ActAlliedAdd:
		return T("act.allied_add", b.pieceName(x.Piece), b.placeName(x.Where))
	case redrussia.ActAlliedControl:
		return T("act.allied_control", b.pieceName(x.Piece))
	case redrussia.ActAlliedDone:
		return T("act.allied_done")
	case redrussia.ActMinorRoll:
		if x.Yes {
			return T("act.minor.yes", b.factionWord(x.Minor))
		}
		return T("act.minor.no")
	case redrussia.ActAttrition:
		return T("act.attrition", b.placeName(x.Where), b.namesOf(x.Pieces))
	case redrussia.ActMaintain:
		if len(x.Pieces) == 0 {
			return T("act.maintain_all")
		}
		return T("act.maintain", b.namesOf(x.Pieces))
	case redrussia.ActPoland:
		return yesNo("act.poland")
	case redrussia.ActSearch:
		return T("act.search", b.pieceName(x.Piece))
	case redrussia.ActBlockade:
		if x.Where == "" {
			return T("act.blockade_end", b.pieceName(x.Piece))
		}
		return T("act.blockade", b.pieceName(x.Piece), b.placeName(x.Where))
	case redrussia.ActEnemySearch:
		return yesNo("act.enemy_search")
	case redrussia.ActFightOn:
		return yesNo("act.fight_on")
	case redrussia.ActAirRetreat:
		return T("act.air_retreat", b.placeName(x.Where))
	case redrussia.ActStand:
		return T("act.stand")
	case redrussia.ActRetreat:
		return T("act.retreat", b.pieceName(x.Piece), b.placeName(x.Where))
	case redrussia.ActLeaders:
		if len(x.Pieces) == 0 {
			return T("act.leaders_none")
		}
		return T("act.leaders", b.namesOf(x.Pieces))
	case redrussia.ActCommissars:
		if len(x.Pieces) == 0 {
			return T("act.commissars_none")
		}
		return T("act.commissars", b.namesOf(x.Pieces))
	case redrussia.ActAllot:
		return T("act.allot", b.namesOf(x.Pieces))
	case redrussia.ActContinue:
		return yesNo("act.continue")
	case redrussia.ActKeep:
		return yesNo("act.keep")
	case redrussia.ActPass:
		return T("act.pass")
	case redrussia.ActCardTarget:
		switch {
		case x.N == -1:
			return T("act.target_stop")
		case x.Piece != "":
			return T("act.target", b.pieceName(x.Piece))
		case x.Where != "":
			return T("act.target", b.placeName(x.Where))
		case x.Minor != redrussia.NoFaction:
			return T("act.target", b.factionWord(x.Minor))
		}
		return T("act.target", fmt.Sprint(x.N))
	case redrussia.ActPlace:
		return T("act.place", b.pieceName(x.Piece), b.placeName(x.Where))
	case redrussia.ActPlayCard:
		return T("act.play", b.cardTitle(x.N), b.factionWord(x.Faction))
	case redrussia.ActDeclareBattle:
		return T("act.declare", b.placeName(x.Where), T("level."+redrussia.Level(x.N).String(), b.st.DeclareCost(x)))
	case redrussia.ActBesiege:
		return T("act.besiege", b.placeName(x.Where), T("siege.rounds", x.N, b.st.SiegeCost(x)))
	case redrussia.ActMove:
		if len(x.Path) == 0 {
			return x.String()
		}
		return T("act.move", b.namesOf(x.Pieces), b.placeName(x.Path[len(x.Path)-1]))
	}
	return x.String()
}

// lineName names a counter bought by name.
func (b *boardScene) lineName(id string) string {
	if l := b.d.Line(id); l != nil {
		return fmt.Sprintf("%s %s %d-%d", b.factionCode(l.Faction), typeCode(l.Type), l.Full.Attack, l.Full.Defense)
	}
	return id
}

func pcWhere(p *redrussia.Piece) string {
	if p == nil {
		return ""
	}
	return p.Where
}

// decisionRect is where the decision panel stands: at the foot of the
// map, on the left.
func (b *boardScene) decisionRect(rows []row) ui.Rect {
	th := b.a.Theme
	w := min(th.S(430), b.mapR.W-th.S(20))
	h := b.rowsHeight(rows)
	return ui.Rect{X: b.mapR.X + th.S(10), Y: b.mapR.Y + b.mapR.H - h - th.S(10), W: w, H: h}
}

// drawDecision draws the decision panel.
func (b *boardScene) drawDecision(dst *ebiten.Image) {
	rows := b.decisionRows()
	if len(rows) == 0 {
		return
	}
	b.drawRows(dst, b.decisionRect(rows), rows)
}

// fightRow says the battle or siege being fought, as the seat at the
// screen may see it (a level not yet revealed is hidden from the others).
func (b *boardScene) fightRow() row {
	fi := b.shownState().Fight
	if fi == nil {
		return row{}
	}
	def := T("nobody")
	if fi.Defender != redrussia.NoFaction {
		def = b.factionWord(fi.Defender)
	}
	if fi.Siege {
		return row{text: T("fight.siege", b.placeName(fi.Area), b.factionWord(fi.Attacker), def, fi.Round, fi.Rounds), dim: true}
	}
	return row{text: T("fight.battle", b.placeName(fi.Area), b.factionWord(fi.Attacker), def, fi.Round, T("level."+fi.Level.String()+"_short")), dim: true}
}
