package redsui

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/assets"
	"tachanka/game/reds"
	"tachanka/render/lang"
	"tachanka/render/widgets"
)

// Issue 22: the player aids are read from the engine's tables, not a copy:
// change a value of the loaded tables and the aid's cell follows.
func TestAids_ContentFollowsTheEngineTables(t *testing.T) {
	_, b := newTestApp(t, "reds-1918-1921")
	d := *b.game.Data
	tables := *d.Tables
	d.Tables = &tables
	crt := *tables.CRT
	crt.Cells = append([][6]reds.Result(nil), crt.Cells...)
	tables.CRT = &crt
	rally := *tables.Rally
	tables.Rally = &rally
	tables.Turns = append([]reds.TurnInfo(nil), tables.Turns...)
	lang.Set(lang.EN)
	tab := func(id string) widgets.AidTab {
		for _, tb := range redsAids(&d, nil) {
			if tb.ID == id {
				return tb
			}
		}
		t.Fatalf("no tab %q", id)
		return widgets.AidTab{}
	}
	if got, want := tab("crt").Cell(0, 2, 3), crt.Cells[2][2].String(); got != want {
		t.Fatalf("CRT row 2, column 1:1: %q, the table says %q", got, want)
	}
	crt.Cells[2][2] = reds.Result{Att: reds.AttNone, Def: reds.DefAllRetreat}
	if got := tab("crt").Cell(0, 2, 3); got != "DR" {
		t.Errorf("CRT cell after the table changed: %q, want DR", got)
	}
	tables.Terrain[reds.Forest].MP = 7
	if got := tab("tec").Cell(0, int(reds.Forest), 1); got != "7" {
		t.Errorf("forest MP after the table changed: %q, want 7", got)
	}
	rally.Red = map[reds.UnitType]int{reds.Infantry: 4}
	if got := tab("rally").Cell(0, 0, 1); got != "1–4" {
		t.Errorf("Red infantry rally after the table changed: %q, want 1–4", got)
	}
	tables.Turns[1].Months = "Brumaire"
	if got := tab("turns").Cell(0, 1, 1); got != "Brumaire" {
		t.Errorf("turn 2's months after the table changed: %q", got)
	}
	if got := tab("events").Cell(1, 0, 2); got != strings.Join(eventNames(tables.RedEvents.Entry(2)), " or ") {
		t.Errorf("Red event on 2: %q", got)
	}
}

func eventNames(e reds.EventEntry) []string {
	var out []string
	for _, k := range e.Events {
		out = append(out, lang.T("event."+k.String()))
	}
	return out
}

// Every tab opens from the board and draws, in both languages, with no
// word missing from the catalogue and no glyph missing from the fonts.
func TestAids_EveryTabDrawsInBothLanguages(t *testing.T) {
	a, b := newTestApp(t, "reds-1918-1921")
	defer lang.Set(lang.EN)
	for _, l := range []lang.Lang{lang.EN, lang.RU} {
		lang.Set(l)
		for _, tab := range redsAids(b.game.Data, b) {
			b.openAids(tab.ID)
			ft := frame(func() error { return a.Update() }, func(s *ebiten.Image) { a.Dirty = true; a.Draw(s) })
			if ft.err != nil {
				t.Fatal(ft.err)
			}
			p, ok := a.Top().(*widgets.AidsPanel)
			if !ok || p.Name() != "aids:"+tab.ID {
				t.Fatalf("%s: the aids did not open at %s (%v)", l.Code(), tab.ID, a.Top())
			}
			for _, s := range tab.Texts() {
				if strings.Contains(s, "«") {
					t.Errorf("%s %s: a word is missing: %s", l.Code(), tab.ID, s)
				}
				if miss := assets.MissingGlyphs(s); len(miss) > 0 {
					t.Errorf("%s %s: %q has no glyph for %q", l.Code(), tab.ID, s, string(miss))
				}
			}
			a.CloseModals()
		}
	}
}

// The top bar's Aids button opens the aids; a tab's button shows that tab
// and the Close button closes them.
func TestAids_BarButtonTabsAndClose(t *testing.T) {
	a, b := newTestApp(t, "reds-1918-1921")
	lang.Set(lang.EN)
	frame(func() error { a.ClickID = "top:aids"; b.handleClicks(a); a.ClickID = ""; return nil }, func(s *ebiten.Image) { a.Dirty = true; a.Draw(s) })
	p, ok := a.Top().(*widgets.AidsPanel)
	if !ok || p.Name() != "aids:crt" {
		t.Fatalf("the Aids button opened %v", a.Top())
	}
	frame(func() error { a.ClickID = "aids:tab:4"; p.Update(a); a.ClickID = ""; return nil }, func(s *ebiten.Image) { a.Dirty = true; a.Draw(s) })
	if p.Name() != "aids:turns" {
		t.Errorf("the fifth tab's button shows %s", p.Name())
	}
	var closed bool
	frame(func() error { a.ClickID = "aids:close"; closed = p.Update(a); a.ClickID = ""; return nil }, func(*ebiten.Image) {})
	if !closed {
		t.Error("Close did not close the aids")
	}
}
