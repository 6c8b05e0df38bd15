package assets

import "testing"

func TestPalettesLoadAndAgree(t *testing.T) {
	n, cb, err := Palettes()
	if err != nil {
		t.Fatal(err)
	}
	if len(n) < 40 || len(n) != len(cb) {
		t.Fatalf("normal %d colours, colour-blind %d", len(n), len(cb))
	}
	if n["red_bg"] == cb["red_bg"] {
		t.Fatal("the colour-blind palette does not change Red's counters")
	}
}

func TestParseColor(t *testing.T) {
	c, err := ParseColor("#00000055")
	if err != nil || c.A != 0x55 {
		t.Fatalf("%v %v", c, err)
	}
	if _, err := ParseColor("red"); err == nil {
		t.Fatal("accepted a colour name")
	}
}
