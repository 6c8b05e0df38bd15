package scenarios

import "testing"

// TestRedRussiaMapEmbedded: the binary carries Red Russia's area map and
// it loads (its own checks are game/redrussia's tests).
func TestRedRussiaMapEmbedded(t *testing.T) {
	m, err := RedRussiaMap()
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Areas) != 123 || len(m.Routes) != 221 || m.Area("MOSC") == nil {
		t.Fatalf("%d areas, %d routes; want 123 and 221 with Moscow", len(m.Areas), len(m.Routes))
	}
}
