package poltavaui

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/assets"
	"tachanka/game/poltava"
	"tachanka/render/lang"
	"tachanka/render/ui"
	"tachanka/render/widgets"
)

// Issue 22: the aids are read from the engine: T1 and T2 are the engine's
// own (poltava's aids accessors), and the counters' and the scenario's
// data change what the rout boxes, the fire table and the turn track say.
func TestAids_ContentFollowsTheEngineData(t *testing.T) {
	_, b := openBoard(t, ui.Options{Scenario: "poltava-whole", Seed: 1, UIScale: 1, Lang: "en"})
	d := *b.file.Data
	counters := *d.Counters
	counters.Divisions = append([]poltava.DivisionDef(nil), counters.Divisions...)
	counters.Units = append([]poltava.UnitDef(nil), counters.Units...)
	d.Counters = &counters
	sc := *d.Scenario
	d.Scenario = &sc
	tab := func(id string) widgets.AidTab {
		for _, tb := range poltavaAids(&d, nil) {
			if tb.ID == id {
				return tb
			}
		}
		t.Fatalf("no tab %q", id)
		return widgets.AidTab{}
	}
	t1 := poltava.MeleeTable()
	if got := tab("melee").Cell(0, 5, 9); got != t1[5][8] {
		t.Errorf("T1 die 6, last column: %q, the engine %q", got, t1[5][8])
	}
	for k, c := range poltava.MeleeColumns() {
		if tab("melee").Tables[0].Columns[k+1] != c {
			t.Errorf("T1 heading %d: %q, the engine %q", k, tab("melee").Tables[0].Columns[k+1], c)
		}
	}
	counters.Divisions[0].Threshold = 9
	if got := tab("rout").Cell(0, 0, 2); got != "9" {
		t.Errorf("%s's threshold after the counters changed: %q, want 9", counters.Divisions[0].ID, got)
	}
	counters.Units[0].Front.Fire = 3
	if got := tab("fire").Cell(0, 0, 0); got != "3" {
		t.Errorf("the fire table's first value after a counter fires on 3: %q", got)
	}
	if got, want := tab("fire").Cell(0, 0, 2), fmt.Sprintf("%.0f%%", poltava.FireChances(3, 1)[1]*100); got != want {
		t.Errorf("fire 3 hits: %q, want %q", got, want)
	}
	rows := func() int { return len(tab("turns").Tables[0].Rows) }
	if rows() != 12 || tab("turns").Cell(0, 0, 1) != "02:00" || tab("turns").Cell(0, 11, 1) != "13:00" {
		t.Errorf("Scenario 2's track: %d turns, %s to %s", rows(), tab("turns").Cell(0, 0, 1), tab("turns").Cell(0, 11, 1))
	}
	if !strings.Contains(tab("turns").Cell(0, poltava.ExchangeTurn-1, 2), "Rentzel") {
		t.Errorf("turn %d: %q does not bring the Rentzel exchange", poltava.ExchangeTurn, tab("turns").Cell(0, poltava.ExchangeTurn-1, 2))
	}
	sc.FirstTurn = 8
	if rows() != 5 || tab("turns").Cell(0, 0, 1) != "09:00" {
		t.Errorf("a scenario from turn 8: %d turns from %s", rows(), tab("turns").Cell(0, 0, 1))
	}
}

// Every tab opens from the board and draws, in both languages, with no
// word missing and no glyph missing from the fonts.
func TestAids_EveryTabDrawsInBothLanguages(t *testing.T) {
	for _, lng := range []string{"en", "ru"} {
		a, b := openBoard(t, ui.Options{Scenario: "poltava-whole", Seed: 1, UIScale: 1, Lang: lng})
		for _, tab := range poltavaAids(b.file.Data, b) {
			frame(func() { b.openAids(tab.ID) }, func(s *ebiten.Image) { a.Dirty = true; a.Draw(s) })
			p, ok := a.Top().(*widgets.AidsPanel)
			if !ok || p.Name() != "aids:"+tab.ID {
				t.Fatalf("%s: the aids did not open at %s (%v)", lng, tab.ID, a.Top())
			}
			for _, s := range tab.Texts() {
				if strings.Contains(s, "«") || strings.Contains(s, "aids.") {
					t.Errorf("%s %s: a word is missing: %s", lng, tab.ID, s)
				}
				if miss := assets.MissingGlyphs(s); len(miss) > 0 {
					t.Errorf("%s %s: %q has no glyph for %q", lng, tab.ID, s, string(miss))
				}
			}
			a.CloseModals()
		}
	}
	lang.Set(lang.EN)
}

// The bar's Aids button opens the aids, whoever's turn it is.
func TestAids_BarButtonOpensThem(t *testing.T) {
	a, b := openBoard(t, ui.Options{Scenario: "poltava-main", Seed: 1, UIScale: 1, Lang: "en"})
	frame(func() { a.ClickID = "pv:aids"; b.clicks(a); a.ClickID = "" }, func(s *ebiten.Image) { a.Dirty = true; a.Draw(s) })
	if p, ok := a.Top().(*widgets.AidsPanel); !ok || p.Name() != "aids:melee" {
		t.Fatalf("the Aids button opened %v", a.Top())
	}
}
