package redsui

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/game/hex"
	"tachanka/game/reds"
	"tachanka/render/lang"
	"tachanka/render/redsui/redslang"
	"tachanka/render/ui"
	"tachanka/render/widgets"
)

// The player aids (issue 22): the charts of REDS! read from the engine's
// tables (reds.Tables) and the scenario's counters, and a map key drawn
// by the map's own painter. Nothing here copies a table.

// aidSwatches draws the map key's swatches; nil draws none (tests of the
// content).
type aidSwatches interface {
	hexSwatch(h hex.Hex) func(dst *ebiten.Image, r ui.Rect)
	markerSwatch(name string) func(dst *ebiten.Image, r ui.Rect)
}

// openAids opens the player aids at a tab ("" the first).
func (b *boardScene) openAids(tab string) {
	b.a.Show(widgets.NewAidsPanel(b.a, lang.T("aids.title"), redsAids(b.game.Data, b), tab, ebiten.KeyA))
}

// hexSwatch is a piece of the map around h, painted by the map's painter
// at the map's own scale, once per theme.
func (b *boardScene) hexSwatch(h hex.Hex) func(dst *ebiten.Image, r ui.Rect) {
	return func(dst *ebiten.Image, r ui.Rect) {
		const px = 96
		th := b.a.Theme
		img := th.Image("aids:hex:"+h.String(), func() *ebiten.Image {
			return ui.Painted(px, px, func(img *ebiten.Image) {
				cx, cy := b.mc.layout.Center(h)
				p := &mapPainter{b: b.mc.board, l: b.mc.layout, th: th}
				p.paintScaled(img, cx-px/2/0.7, cy-px/2/0.7, 0.7)
			})
		})
		drawSwatch(dst, img, r)
	}
}

// markerSwatch is a marker as the map shows it.
func (b *boardScene) markerSwatch(name string) func(dst *ebiten.Image, r ui.Rect) {
	return func(dst *ebiten.Image, r ui.Rect) { drawSwatch(dst, b.marks.get(name), r) }
}

func drawSwatch(dst, img *ebiten.Image, r ui.Rect) {
	bd := img.Bounds()
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(r.W/float64(bd.Dx()), r.H/float64(bd.Dy()))
	op.GeoM.Translate(r.X, r.Y)
	dst.DrawImage(img, op)
}

// redsAids are the tabs of the aids, from the game's data.
func redsAids(d *reds.Data, sw aidSwatches) []widgets.AidTab {
	return []widgets.AidTab{aidCRT(d.Tables), aidTEC(d, sw), aidEvents(d.Tables), aidRally(d.Tables), aidTurns(d), aidKey(d.Board, sw)}
}

// aidCRT is the Combat Results Table (11.3 H).
func aidCRT(t *reds.Tables) widgets.AidTab {
	cols := []string{lang.T("aids.reds.diff")}
	for _, c := range reds.Columns {
		cols = append(cols, c.String())
	}
	var rows []widgets.AidRow
	for i, band := range t.CRT.Bands {
		cells := []string{band.String()}
		for _, r := range t.CRT.Cells[i] {
			cells = append(cells, r.String())
		}
		rows = append(rows, widgets.AidRow{Cells: cells})
	}
	return widgets.AidTab{ID: "crt", Title: lang.T("aids.reds.crt"), Tables: []widgets.AidTable{
		{Title: lang.T("aids.reds.crt_title"), Columns: cols, Rows: rows, Note: lang.T("aids.reds.crt_note")},
		{Title: lang.T("aids.reds.results"), Columns: []string{lang.T("aids.reds.code"), lang.T("aids.reds.meaning")}, Rows: []widgets.AidRow{
			{Cells: []string{"a", lang.T("aids.reds.res_a")}},
			{Cells: []string{"A", lang.T("aids.reds.res_A")}},
			{Cells: []string{"AR", lang.T("aids.reds.res_AR")}},
			{Cells: []string{"d", lang.T("aids.reds.res_d")}},
			{Cells: []string{"D", lang.T("aids.reds.res_D")}},
			{Cells: []string{"dR", lang.T("aids.reds.res_dR")}},
			{Cells: []string{"DR", lang.T("aids.reds.res_DR")}},
		}},
	}}
}

// shiftText says a column shift for the defender.
func shiftText(n int) string {
	switch n {
	case 0:
		return lang.T("aids.none")
	case -1:
		return lang.T("aids.reds.shift_one")
	}
	return lang.T("aids.reds.shift_left", -n)
}

// aidTEC is the Terrain Effects Chart: the tables' terrain lines, and
// the effects of cities and rivers.
func aidTEC(d *reds.Data, sw aidSwatches) widgets.AidTab {
	var rows []widgets.AidRow
	for k, e := range d.Tables.Terrain {
		t := reds.Terrain(k)
		mp := fmt.Sprint(e.MP)
		if e.MP == 0 {
			mp = lang.T("aids.impassable")
		}
		if t == reds.Lake {
			mp += " · " + lang.T("aids.reds.lake_winter")
		}
		row := widgets.AidRow{Cells: []string{redslang.Terrain(t), mp, shiftText(e.Shift)}}
		if h, ok := terrainHex(d.Board, t); ok && sw != nil {
			row.Swatch = sw.hexSwatch(h)
		}
		rows = append(rows, row)
	}
	return widgets.AidTab{ID: "tec", Title: lang.T("aids.reds.tec"), Tables: []widgets.AidTable{
		{Title: lang.T("aids.reds.tec_title"), Columns: []string{lang.T("aids.terrain"), lang.T("aids.reds.mp"), lang.T("aids.reds.combat")}, Rows: rows},
		{Title: lang.T("aids.reds.features"), Columns: []string{lang.T("aids.feature"), lang.T("aids.reds.movement"), lang.T("aids.reds.combat_zoc")}, Rows: []widgets.AidRow{
			{Cells: []string{lang.T("aids.reds.city"), lang.T("aids.reds.as_terrain"), lang.T("aids.reds.city_combat")}},
			{Cells: []string{lang.T("aids.reds.river"), lang.T("aids.reds.river_move"), lang.T("aids.reds.river_combat")}},
			{Cells: []string{lang.T("aids.reds.railway"), lang.T("aids.reds.rail_move"), lang.T("aids.none")}},
			{Cells: []string{lang.T("aids.reds.allsea"), lang.T("aids.reds.allsea_move"), lang.T("aids.reds.allsea_combat")}},
		}},
	}}
}

// exampleHex is the first hex of the board that ok accepts.
func exampleHex(b *reds.Board, ok func(*reds.Cell) bool) (hex.Hex, bool) {
	for i := range b.Cells {
		if ok(&b.Cells[i]) {
			return b.Cells[i].Hex, true
		}
	}
	return hex.None, false
}

// terrainHex is a hex of terrain t, one with no city, railway or river
// if there is one.
func terrainHex(b *reds.Board, t reds.Terrain) (hex.Hex, bool) {
	if h, ok := exampleHex(b, func(c *reds.Cell) bool { return c.Terrain == t && c.City == nil && c.Rail == 0 && c.River == 0 }); ok {
		return h, true
	}
	return exampleHex(b, func(c *reds.Cell) bool { return c.Terrain == t && c.City == nil })
}

// aidEvents are the two Random Events Tables (6.3).
func aidEvents(t *reds.Tables) widgets.AidTab {
	table := func(side reds.Side, et *reds.EventTable) widgets.AidTable {
		var rows []widgets.AidRow
		for roll := 2; roll <= 12; roll++ {
			e := et.Entry(roll)
			var names []string
			for _, k := range e.Events {
				names = append(names, redslang.Event(k))
			}
			if len(names) == 0 {
				names = []string{lang.T("aids.reds.no_event")}
			}
			ways := 6 - abs(roll-7)
			rows = append(rows, widgets.AidRow{Cells: []string{fmt.Sprint(roll), fmt.Sprintf("%d/36", ways), strings.Join(names, lang.T("aids.or"))}})
		}
		return widgets.AidTable{Title: lang.T("aids.reds.events_of", redslang.Side(side)),
			Columns: []string{lang.T("aids.reds.roll2d6"), lang.T("aids.chance"), lang.T("aids.reds.event")}, Rows: rows}
	}
	return widgets.AidTab{ID: "events", Title: lang.T("aids.reds.events"), Tables: []widgets.AidTable{
		table(reds.White, t.WhiteEvents), table(reds.Red, t.RedEvents)}}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// aidRally is the Rally Table (12.12).
func aidRally(t *reds.Tables) widgets.AidTab {
	r := t.Rally
	on := func(n int) string { return lang.T("aids.reds.rally_on", n) }
	var rows []widgets.AidRow
	for _, ut := range []reds.UnitType{reds.Infantry, reds.Cavalry, reds.Partisan} {
		rows = append(rows, widgets.AidRow{Cells: []string{redslang.UnitType(ut), on(r.Red[ut]), on(r.White[ut]), on(r.WhiteAfterMajor[ut])}})
	}
	return widgets.AidTab{ID: "rally", Title: lang.T("aids.reds.rally"), Tables: []widgets.AidTable{
		{Title: lang.T("aids.reds.rally_title"), Columns: []string{lang.T("aids.reds.unit_type"), redslang.Side(reds.Red), redslang.Side(reds.White), lang.T("aids.reds.white_after")}, Rows: rows,
			Note: lang.T("aids.reds.rally_note")},
		{Title: lang.T("aids.reds.rally_special"), Rows: []widgets.AidRow{
			{Cells: []string{lang.T("aids.reds.poles"), on(r.Poles)}},
			{Cells: []string{lang.T("aids.reds.poles_warsaw"), on(r.PolesNearWarsaw)}},
			{Cells: []string{lang.T("aids.reds.wrangel"), fmt.Sprintf("%+d", r.WrangelModifier)}},
		}},
	}}
}

// aidTurns is the turn record: every operational turn with its months and
// season, and the strategic turn after it with its withdrawal and the
// reinforcements the scenario's counters bring.
func aidTurns(d *reds.Data) widgets.AidTab {
	due := map[string][2]int{}
	for _, u := range d.Units {
		if u.Arrives != "" {
			n := due[u.Arrives]
			if u.Side == reds.White {
				n[0]++
			} else {
				n[1]++
			}
			due[u.Arrives] = n
		}
	}
	var rows []widgets.AidRow
	for _, t := range d.Tables.Turns {
		var season []string
		if t.Winter {
			season = append(season, lang.T("aids.reds.winter"))
		}
		if t.Freeze {
			season = append(season, lang.T("aids.reds.freeze"))
		}
		if t.Thaw {
			season = append(season, lang.T("aids.reds.thaw"))
		}
		what := []string{lang.T("aids.reds.turn_events")}
		if t.Strategic != "" {
			s := lang.T("aids.reds.strategic", t.Strategic)
			if t.Withdrawal > 0 {
				s += "; " + lang.T("aids.reds.withdrawal", t.Withdrawal)
			}
			if n := due[t.Strategic]; n[0]+n[1] > 0 {
				s += "; " + lang.T("aids.reds.reinforcements", n[0], n[1])
			}
			what = append(what, s)
		}
		rows = append(rows, widgets.AidRow{Cells: []string{fmt.Sprint(t.Turn), redslang.Months(t), strings.Join(season, ", "), strings.Join(what, ". ")}})
	}
	return widgets.AidTab{ID: "turns", Title: lang.T("aids.reds.turns"), Tables: []widgets.AidTable{
		{Title: lang.T("aids.reds.turns_title"), Columns: []string{lang.T("aids.turn"), lang.T("aids.reds.months"), lang.T("aids.reds.season"), lang.T("aids.reds.happens")}, Rows: rows,
			Note: lang.T("aids.reds.turns_note")},
	}}
}

// aidKey is the map key: pieces of the map itself and the markers.
func aidKey(b *reds.Board, sw aidSwatches) widgets.AidTab {
	var rows []widgets.AidRow
	add := func(label string, ok func(*reds.Cell) bool) {
		row := widgets.AidRow{Cells: []string{label}}
		if h, found := exampleHex(b, ok); found && sw != nil {
			row.Swatch = sw.hexSwatch(h)
		} else if !found {
			return
		}
		rows = append(rows, row)
	}
	for k := 0; k < 6; k++ {
		t := reds.Terrain(k)
		if h, ok := terrainHex(b, t); ok {
			add(redslang.Terrain(t), func(c *reds.Cell) bool { return c.Hex == h })
		}
	}
	add(lang.T("aids.reds.key_city"), func(c *reds.Cell) bool {
		return c.City != nil && !c.City.Point && !c.City.Resource && !c.City.Port && !c.City.Red && len(c.City.Sources) == 0
	})
	add(lang.T("aids.reds.key_red_city"), func(c *reds.Cell) bool { return c.City != nil && c.City.Red && len(c.City.Sources) == 0 })
	add(lang.T("aids.reds.key_resource"), func(c *reds.Cell) bool { return c.City != nil && c.City.Resource && !c.City.Port })
	add(lang.T("aids.reds.key_port"), func(c *reds.Cell) bool { return c.City != nil && c.City.Port })
	add(lang.T("aids.reds.key_source"), func(c *reds.Cell) bool { return c.City != nil && len(c.City.Sources) > 0 })
	add(lang.T("aids.reds.railway"), func(c *reds.Cell) bool { return c.City == nil && c.Rail != 0 && c.River == 0 })
	add(lang.T("aids.reds.river"), func(c *reds.Cell) bool { return c.City == nil && c.River != 0 && c.Rail == 0 })
	var marks []widgets.AidRow
	for _, m := range []string{"red_train", "red_verdun", "gold_people", "gold_imperial", "red_terror", "control_red", "control_white", "control_poles", "control_makhno"} {
		row := widgets.AidRow{Cells: []string{lang.T("aids.reds.marker." + m)}}
		if sw != nil {
			row.Swatch = sw.markerSwatch(m)
		}
		marks = append(marks, row)
	}
	return widgets.AidTab{ID: "key", Title: lang.T("aids.key"), Tables: []widgets.AidTable{
		{Title: lang.T("aids.reds.key_map"), Rows: rows},
		{Title: lang.T("aids.reds.key_markers"), Rows: marks},
	}}
}
