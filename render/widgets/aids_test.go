package widgets

import (
	"bytes"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"tachanka/assets"
	"tachanka/render/ui"
)

// The aids' columns are as wide as their widest cell; a table wider than
// the panel narrows its widest columns to fit, and their cells wrap.
func TestAidsLayoutFitsThePanel(t *testing.T) {
	src, err := text.NewGoTextFaceSource(bytes.NewReader(assets.FontRegular))
	if err != nil {
		t.Fatal(err)
	}
	f := &text.GoTextFace{Source: src, Size: 13}
	tb := AidTable{Columns: []string{"Roll", "Event"}, Rows: []AidRow{
		{Cells: []string{"2", "a long note that goes on and on about what the event does to every unit on the map"}},
		{Cells: []string{"12", "short"}},
	}}
	pad := 14.0
	wide := layoutTable(tb, f, f, pad, 5000)
	if want := ui.TextWidth(tb.Rows[0].Cells[1], f) + pad; wide[1] != want {
		t.Errorf("a roomy panel: last column %.1f, want its widest cell %.1f", wide[1], want)
	}
	if wide[0] < ui.TextWidth("Roll", f)+pad {
		t.Errorf("the first column %.1f is narrower than its heading", wide[0])
	}
	narrow := layoutTable(tb, f, f, pad, 300)
	if narrow[0] != wide[0] || math.Abs(narrow[0]+narrow[1]-300) > 0.01 {
		t.Errorf("a narrow panel: columns %v, want the first as before and the sum 300", narrow)
	}
	if n := len(ui.Wrap(tb.Rows[0].Cells[1], f, narrow[1]-6)); n < 2 {
		t.Errorf("the long note takes %d line in the narrow column", n)
	}
}

// A tab's cells and texts are what the game gave.
func TestAidTabCellsAndTexts(t *testing.T) {
	tab := AidTab{ID: "x", Title: "X", Tables: []AidTable{{Title: "T", Note: "N", Columns: []string{"c"}, Rows: []AidRow{{Cells: []string{"a", "b"}}}}}}
	if tab.Cell(0, 0, 1) != "b" || tab.Cell(0, 1, 0) != "" || tab.Cell(1, 0, 0) != "" {
		t.Errorf("cells: %q %q %q", tab.Cell(0, 0, 1), tab.Cell(0, 1, 0), tab.Cell(1, 0, 0))
	}
	got := tab.Texts()
	for _, w := range []string{"X", "T", "N", "c", "a", "b"} {
		found := false
		for _, s := range got {
			found = found || s == w
		}
		if !found {
			t.Errorf("Texts() %v lacks %q", got, w)
		}
	}
}
