package poltavaui

import (
	"os"
	"slices"
	"testing"

	"tachanka/game/hex"
	"tachanka/game/poltava"
	"tachanka/render/ui"
)

// wholeFirstTurn is Scenario 2 past its set-up, waiting for the Swedish
// moves of turn 1 with every column still off the map.
func wholeFirstTurn(t *testing.T, seed uint64) *poltava.Record {
	t.Helper()
	return pastSetup(t, "poltava-whole", seed)
}

// The entry tray: the off-map units by column; a counter picked from the
// tray and dropped on its lit entry hex enters (S2.1), then drags onward
// as any unit; a click enters too; the engine will not end the phase
// while one could still enter.
func TestEntryTray(t *testing.T) {
	rec := wholeFirstTurn(t, 3)
	s := rec.State
	if s.Phasing != poltava.Sweden || s.Pending.Kind != poltava.DecideMove {
		t.Fatalf("turn 1 waits for %v of %v", s.Pending.Kind, s.Phasing)
	}
	cols := trayColumns(s)
	n := 0
	for _, c := range cols {
		n += len(c.units)
	}
	if len(cols) == 0 || n != offMapCount(s) || n != len(s.OffMap()) {
		t.Fatalf("tray: %d columns, %d units; off the map %d", len(cols), n, len(s.OffMap()))
	}
	m := trayMetrics{pad: 8, head: 22, label: 110, size: 40, gap: 4}
	panel, rows, items := trayLayout(cols, 10, 10, m, false)
	if len(rows) != len(cols) || len(items) != n {
		t.Fatalf("layout: %d rows, %d items", len(rows), len(items))
	}
	// Collapsed, the tray is its heading alone: no counter to hit.
	shut, srows, sitems := trayLayout(cols, 10, 10, m, true)
	if len(srows)+len(sitems) != 0 || shut.H >= panel.H || shut.W == 0 || trayHit(sitems, items[0].r.CX(), items[0].r.CY()) != "" {
		t.Fatalf("collapsed: %v with %d rows, %d items (open %v)", shut, len(srows), len(sitems), panel)
	}
	// Pick the first counter the engine lets enter, by its place in the tray.
	var it trayItem
	for _, x := range items {
		if _, ok := trayClick(s, x.unit); ok {
			it = x
			break
		}
	}
	if it.unit == "" {
		t.Fatal("no tray counter may enter")
	}
	if !panel.Contains(it.r.CX(), it.r.CY()) {
		t.Fatal("a tray counter lies outside the tray")
	}
	id := trayHit(items, it.r.CX(), it.r.CY())
	if id != it.unit || !grabbable(s, id) {
		t.Fatalf("the press on %s finds %q", it.unit, id)
	}
	if trayHit(items, panel.X+panel.W+5, panel.Y) != "" {
		t.Fatal("a point off the tray hits a counter")
	}
	entry, _ := s.Data.EntryHex(id)
	dests := destinations(s, id)
	if _, lit := dests[entry]; !lit || len(dests) != 1 {
		t.Fatalf("dragging %s lights %v, not its entry hex %v", id, sortedKeys(dests), entry)
	}
	if _, err := rec.Do(poltava.Action{Type: poltava.ActEndPhase}); err == nil {
		t.Fatal("the phase ended with every unit off the map")
	}
	if _, err := rec.Do(dropAction(s, id, entry)); err != nil {
		t.Fatal(err)
	}
	s = rec.State
	if u := s.Unit(id); u.Status != poltava.OnMap || u.Hex != entry {
		t.Fatalf("%s did not enter at %v", id, entry)
	}
	if offMapCount(s) != n-1 {
		t.Fatal("the tray did not lose the counter")
	}
	reach := destinations(s, id)
	var to hex.Hex
	for _, h := range sortedKeys(reach) {
		if h != entry && len(reach[h]) > 0 {
			to = h
			break
		}
	}
	if !to.Valid() {
		t.Fatalf("%s cannot move on from its entry hex", id)
	}
	a := dropAction(s, id, to)
	if !slices.Equal(a.Path, reach[to]) {
		t.Fatal("the drag's path is not the engine's")
	}
	if _, err := rec.Do(a); err != nil {
		t.Fatal(err)
	}
	s = rec.State
	if s.Unit(id).Hex != to {
		t.Fatal("the entered unit did not move on")
	}
	// A click on the next counter of the same column enters it too.
	for _, c := range trayColumns(s) {
		if c.col.Hex != entry {
			continue
		}
		x, ok := trayClick(s, c.units[0])
		if !ok {
			t.Fatalf("%s may not enter on its free entry hex", c.units[0])
		}
		if _, err := rec.Do(x); err != nil {
			t.Fatal(err)
		}
	}
}

// The tray's button collapses it to its heading and expands it again; the
// map under a collapsed tray is the map's.
func TestEntryTrayCollapses(t *testing.T) {
	rec := wholeFirstTurn(t, 3)
	a, b := openBoard(t, ui.Options{Scenario: "poltava-whole", Seed: 3, UIScale: 1})
	var open, shut ui.Rect
	var items int
	frame(func() {
		for _, x := range rec.Actions[len(b.rec.Actions):] {
			b.act(x, true)
		}
		b.showUntil = b.showFrom
		open, _, _ = b.trayGeometry()
		a.ClickID = "pv:tray"
		b.clicks(a)
		a.ClickID = ""
		var its []trayItem
		shut, _, its = b.trayGeometry()
		items = len(its)
	}, nil)
	if open.W == 0 || !b.trayShut || items != 0 || shut.H >= open.H {
		t.Fatalf("collapsed tray %v (%d counters), open %v, shut %v", shut, items, open, b.trayShut)
	}
	writeFrame(t, a, os.Getenv("POLTAVA_TRAY_SHOT"))
	x, y := open.X+open.W/2, open.Y+open.H-2
	if _, on := b.trayAt(x, y); on {
		t.Error("the collapsed tray still covers the map")
	}
	frame(func() {
		a.ClickID = "pv:tray"
		b.clicks(a)
		a.ClickID = ""
	}, nil)
	if again, _, _ := b.trayGeometry(); b.trayShut || again != open {
		t.Errorf("expanded again: %v, want %v", again, open)
	}
}
