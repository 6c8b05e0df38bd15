package poltavaui

import (
	"fmt"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/game/hex"
	"tachanka/game/poltava"
	"tachanka/render/lang"
	"tachanka/render/poltavaui/poltlang"
	"tachanka/render/ui"
	"tachanka/render/widgets"
)

// The player aids (issue 22): T1, T2, the fire table, the turn track,
// the rout boxes and a map key, read from the engine (poltava's aids
// accessors, the counters and the scenario) and painted by the map's own
// painter. Nothing here copies a table.

// swatcher draws the swatches of the aids; nil draws none (tests).
type swatcher interface {
	hexSwatch(h hex.Hex) func(dst *ebiten.Image, r ui.Rect)
	divisionSwatch(d *poltava.DivisionDef) func(dst *ebiten.Image, r ui.Rect)
}

// openAids opens the aids at a tab ("" the first).
func (b *boardScene) openAids(tab string) {
	b.a.Show(widgets.NewAidsPanel(b.a, lang.T("aids.title"), poltavaAids(b.file.Data, b), tab, ebiten.KeyA))
}

// hexSwatch is a piece of the battlefield around h, painted by the map's
// painter, once per theme.
func (b *boardScene) hexSwatch(h hex.Hex) func(dst *ebiten.Image, r ui.Rect) {
	return func(dst *ebiten.Image, r ui.Rect) {
		const px, scale = 96, 0.55
		th := b.a.Theme
		img := th.Image("aids:hex:"+h.String(), func() *ebiten.Image {
			return ui.Painted(px, px, func(img *ebiten.Image) {
				cx, cy := b.layout.Center(h)
				p := &painter{b: b.file.Data.Board, l: b.layout, th: th}
				p.paint(img, cx-px/2/scale, cy-px/2/scale, scale)
			})
		})
		bd := img.Bounds()
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Scale(r.W/float64(bd.Dx()), r.H/float64(bd.Dy()))
		op.GeoM.Translate(r.X, r.Y)
		dst.DrawImage(img, op)
	}
}

// divisionSwatch is a division's colour and letter, as the rout boxes
// show them.
func (b *boardScene) divisionSwatch(d *poltava.DivisionDef) func(dst *ebiten.Image, r ui.Rect) {
	return func(dst *ebiten.Image, r ui.Rect) {
		th := b.a.Theme
		c := hexColour(d.Colour)
		sq := ui.Rect{X: r.X + r.W/4, Y: r.Y + r.H/4, W: r.W / 2, H: r.H / 2}
		ui.FillRect(dst, sq, c)
		ui.DrawTextCentered(dst, d.Letter, th.Face(12, true), sq.CX(), sq.CY(), inkOn(c))
	}
}

// poltavaAids are the aids' tabs, from the game's data.
func poltavaAids(d *poltava.Data, sw swatcher) []widgets.AidTab {
	return []widgets.AidTab{aidMelee(), aidTerrain(d.Board, sw), aidFire(d.Counters), aidTurns(d.Scenario, d.Counters), aidRout(d.Counters, sw), aidKey(d.Board, sw)}
}

// aidMelee is T1 with its column headings, the differentials.
func aidMelee() widgets.AidTab {
	cols := append([]string{lang.T("aids.poltava.die")}, poltava.MeleeColumns()...)
	var rows []widgets.AidRow
	for k, r := range poltava.MeleeTable() {
		rows = append(rows, widgets.AidRow{Cells: append([]string{fmt.Sprint(k + 1)}, r...)})
	}
	return widgets.AidTab{ID: "melee", Title: lang.T("aids.poltava.melee"), Tables: []widgets.AidTable{
		{Title: lang.T("aids.poltava.t1"), Columns: cols, Rows: rows, Note: lang.T("aids.poltava.t1_note")},
		{Title: lang.T("aids.poltava.results"), Rows: []widgets.AidRow{
			{Cells: []string{"A1, A2, A3", lang.T("aids.poltava.res_a")}},
			{Cells: []string{"D1, D2, D3", lang.T("aids.poltava.res_d")}},
			{Cells: []string{"SF", lang.T("aids.poltava.res_sf")}},
			{Cells: []string{"*", lang.T("aids.poltava.res_star")}},
		}},
	}}
}

// aidTerrain is T2: every hex terrain, then the hexsides and roads.
func aidTerrain(b *poltava.Board, sw swatcher) widgets.AidTab {
	var rows []widgets.AidRow
	for _, l := range poltava.TerrainTable() {
		move := lang.T("aids.poltava.prohibited")
		var combat []string
		if l.Cost > 0 {
			move = halves(l.Cost)
			switch {
			case l.Shift == 1:
				combat = append(combat, lang.T("aids.poltava.shift_one"))
			case l.Shift > 1:
				combat = append(combat, lang.T("aids.poltava.shifts", l.Shift))
			}
			if l.DRM {
				combat = append(combat, lang.T("aids.poltava.drm"))
			}
			if l.Terrain == poltava.Village {
				combat = append(combat, lang.T("aids.poltava.village_cav", poltava.VillageCavalry()))
			}
			if l.CavalryBarred {
				combat = append(combat, lang.T("aids.poltava.cav_barred"))
			}
		} else {
			combat = append(combat, lang.T("aids.poltava.prohibited"))
		}
		if len(combat) == 0 {
			combat = []string{lang.T("aids.none")}
		}
		var other []string
		if l.NoZOC {
			other = append(other, lang.T("aids.poltava.no_zoc"))
		}
		if l.BlocksSight {
			other = append(other, lang.T("aids.poltava.blocks_sight"))
		}
		row := widgets.AidRow{Cells: []string{poltlang.Terrain(l.Terrain), move, strings.Join(combat, "; "), strings.Join(other, "; ")}}
		if h, ok := terrainHex(b, l.Terrain); ok && sw != nil {
			row.Swatch = sw.hexSwatch(h)
		}
		rows = append(rows, row)
	}
	sc, ss, rc := poltava.HexsideEffects()
	return widgets.AidTab{ID: "terrain", Title: lang.T("aids.poltava.terrain"), Tables: []widgets.AidTable{
		{Title: lang.T("aids.poltava.t2"), Columns: []string{lang.T("aids.terrain"), lang.T("aids.poltava.mp"), lang.T("aids.poltava.combat"), lang.T("aids.poltava.zoc_sight")}, Rows: rows,
			Note: lang.T("aids.poltava.t2_note")},
		{Title: lang.T("aids.poltava.hexsides"), Columns: []string{lang.T("aids.feature"), lang.T("aids.poltava.mp"), lang.T("aids.poltava.combat")}, Rows: []widgets.AidRow{
			{Cells: []string{lang.T("aids.poltava.stream"), "+" + halves(sc), lang.T("aids.poltava.stream_combat", ss)}},
			{Cells: []string{lang.T("aids.poltava.road"), lang.T("aids.poltava.road_move", halves(rc)), lang.T("aids.none")}},
			{Cells: []string{lang.T("aids.poltava.blocked"), lang.T("aids.poltava.prohibited"), lang.T("aids.poltava.prohibited")}},
		}},
	}}
}

// plain: a hex with no road, stream or redoubt to confuse its swatch.
func plain(c *poltava.Cell) bool {
	for d := range 6 {
		if c.Road[d] || c.Stream[d] || c.Blocked[d] {
			return false
		}
	}
	return c.Redoubt == 0 || c.Terrain == poltava.RedoubtHex
}

// terrainHex is a hex of terrain t, a plain one if there is one.
func terrainHex(b *poltava.Board, t poltava.Terrain) (hex.Hex, bool) {
	if h, ok := exampleHex(b, func(c *poltava.Cell) bool { return c.Terrain == t && plain(c) }); ok {
		return h, true
	}
	return exampleHex(b, func(c *poltava.Cell) bool { return c.Terrain == t })
}

// exampleHex is the first hex of the board that ok accepts.
func exampleHex(b *poltava.Board, ok func(*poltava.Cell) bool) (hex.Hex, bool) {
	for i := range b.Cells {
		if ok(&b.Cells[i]) {
			return b.Cells[i].Hex, true
		}
	}
	return hex.None, false
}

// aidFire is the fire table: the chance to hit of every Fire value on the
// counters, with one die and with canister's.
func aidFire(c *poltava.Counters) widgets.AidTab {
	var values []int
	add := func(v poltava.Values) {
		if v.Fire > 0 && !slices.Contains(values, v.Fire) {
			values = append(values, v.Fire)
		}
	}
	for _, u := range c.Units {
		add(u.Front)
		if u.Back != nil {
			add(*u.Back)
		}
	}
	add(c.Redoubts.Finished)
	add(c.Redoubts.Unfinished)
	slices.Sort(values)
	pct := func(p float64) string { return fmt.Sprintf("%.0f%%", p*100) }
	var rows []widgets.AidRow
	for _, v := range values {
		one := poltava.FireChances(v, 1)
		can := poltava.FireChances(v, poltava.CanisterShots)
		rows = append(rows, widgets.AidRow{Cells: []string{fmt.Sprint(v), lang.T("aids.poltava.roll_at_least", v), pct(one[1]), pct(can[1]), pct(can[2])}})
	}
	return widgets.AidTab{ID: "fire", Title: lang.T("aids.poltava.fire"), Tables: []widgets.AidTable{
		{Title: lang.T("aids.poltava.fire_title"), Columns: []string{lang.T("aids.poltava.fire_value"), lang.T("aids.poltava.hits_on"), lang.T("aids.poltava.hit"),
			lang.T("aids.poltava.canister1"), lang.T("aids.poltava.canister2")}, Rows: rows, Note: lang.T("aids.poltava.fire_note", poltava.CanisterShots)},
	}}
}

// aidTurns is the turn track of the scenario in play: its hours and what
// each turn brings.
func aidTurns(sc *poltava.Scenario, c *poltava.Counters) widgets.AidTab {
	var rows []widgets.AidRow
	for t := sc.FirstTurn; t <= sc.LastTurn; t++ {
		var what []string
		if sc.Whole() {
			if t == sc.FirstTurn && len(sc.Entry) > 0 {
				what = append(what, lang.T("aids.poltava.t_enter", len(sc.Entry)))
			}
			if t < poltava.FreeTurn {
				what = append(what, lang.T("aids.poltava.t_frozen"))
			}
			if t == poltava.FreeTurn {
				what = append(what, lang.T("aids.poltava.t_free"))
			}
			if t == poltava.ExchangeTurn {
				what = append(what, lang.T("aids.poltava.t_exchange"))
			}
		}
		if t == sc.LastTurn {
			what = append(what, lang.T("aids.poltava.t_end", hour(t)))
		}
		rows = append(rows, widgets.AidRow{Cells: []string{fmt.Sprint(t), hour(t), strings.Join(what, ". ")}})
	}
	return widgets.AidTab{ID: "turns", Title: lang.T("aids.poltava.turns"), Tables: []widgets.AidTable{
		{Title: lang.T("aids.poltava.turns_title", lang.Title(sc.Title, sc.TitleRU)), Columns: []string{lang.T("aids.turn"), lang.T("aids.poltava.hour"), lang.T("aids.poltava.brings")}, Rows: rows,
			Note: lang.T("aids.poltava.turns_note")},
	}}
}

// aidRout is the rout boxes: each division's threshold, whether it counts
// for the army's rout, and Skoropadsky's Cossacks.
func aidRout(c *poltava.Counters, sw swatcher) widgets.AidTab {
	var rows []widgets.AidRow
	for i := range c.Divisions {
		d := &c.Divisions[i]
		th := lang.T("aids.poltava.no_threshold")
		if d.Threshold > 0 {
			th = fmt.Sprint(d.Threshold)
		}
		counts := lang.T("aids.yes")
		if !d.ArmyRout {
			counts = lang.T("aids.poltava.not_counted")
		}
		row := widgets.AidRow{Cells: []string{divisionName(d), sideName(d.Side), th, counts}}
		if sw != nil {
			row.Swatch = sw.divisionSwatch(d)
		}
		rows = append(rows, row)
	}
	return widgets.AidTab{ID: "rout", Title: lang.T("aids.poltava.rout"), Tables: []widgets.AidTable{
		{Title: lang.T("aids.poltava.rout_title"), Columns: []string{lang.T("aids.poltava.division"), lang.T("aids.poltava.side"), lang.T("aids.poltava.threshold"), lang.T("aids.poltava.army_rout")},
			Rows: rows, Note: lang.T("aids.poltava.rout_note")},
		{Title: lang.T("aids.poltava.cossacks"), Rows: []widgets.AidRow{
			{Cells: []string{lang.T("aids.poltava.cossacks_defect", c.Cossacks.Defect)}},
			{Cells: []string{lang.T("aids.poltava.cossacks_leave", c.Cossacks.Leave)}},
		}},
	}}
}

// aidKey is the map key: pieces of the battlefield itself.
func aidKey(b *poltava.Board, sw swatcher) widgets.AidTab {
	var rows []widgets.AidRow
	add := func(label string, ok func(*poltava.Cell) bool) {
		h, found := exampleHex(b, ok)
		if !found {
			return
		}
		row := widgets.AidRow{Cells: []string{label}}
		if sw != nil {
			row.Swatch = sw.hexSwatch(h)
		}
		rows = append(rows, row)
	}
	for _, t := range poltava.Terrains {
		if t == poltava.RedoubtHex {
			continue
		}
		if h, ok := terrainHex(b, t); ok {
			add(poltlang.Terrain(t), func(c *poltava.Cell) bool { return c.Hex == h })
		}
	}
	side := func(c *poltava.Cell, s *[6]bool) bool { return slices.Contains(s[:], true) }
	add(lang.T("aids.poltava.redoubt"), func(c *poltava.Cell) bool { return c.Redoubt > 0 })
	add(lang.T("aids.poltava.stream"), func(c *poltava.Cell) bool { return side(c, &c.Stream) && !side(c, &c.Road) })
	add(lang.T("aids.poltava.road"), func(c *poltava.Cell) bool { return side(c, &c.Road) && !side(c, &c.Stream) })
	add(lang.T("aids.poltava.blocked"), func(c *poltava.Cell) bool { return side(c, &c.Blocked) })
	return widgets.AidTab{ID: "key", Title: lang.T("aids.key"), Tables: []widgets.AidTable{{Title: lang.T("aids.poltava.key_map"), Rows: rows}}}
}
