package rrui

import (
	"image"
	"image/png"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/game/redrussia"
)

// A screenshot of a game under way: the map's sea and land where they
// are, the side panel, and a spread open.
func TestShot(t *testing.T) {
	_, s := newState(t, 4, 8)
	playUntil(t, s, 8, func(s *redrussia.State) bool { return s.Turn >= 1 && s.Phase == redrussia.ActionPhase })
	a := newApp(t, uiOpts(), 1280, 800)
	var img *image.RGBA
	frame(nil, func(screen *ebiten.Image) {
		img = Shot(a, s, map[string]string{"red": kindHuman}, busiest(s), screen)
	})
	if img.Bounds().Dx() != 1280 || img.Bounds().Dy() != 800 {
		t.Fatalf("the shot is %v", img.Bounds())
	}
	b := a.Scene().(*boardScene)
	// The sea in the map's top left corner.
	x, y := b.cam.ToScreen(20, 20)
	if out := os.Getenv("RRUI_SHOT"); out != "" {
		if fo, err := os.Create(out); err == nil {
			png.Encode(fo, img)
			fo.Close()
		}
	}
	if c := img.RGBAAt(int(x), int(y)); c != seaColour {
		t.Errorf("the map's top left corner is %v, not the sea %v", c, seaColour)
	}
	// The side panel's colour at its right edge.
	if c := img.RGBAAt(1278, 400); c != a.Theme.C("panel") {
		t.Errorf("the side panel is %v", c)
	}
	if r := b.spreadRect(); r.W == 0 || len(b.spreadItems()) == 0 {
		t.Errorf("the spread is not open: %+v", r)
	}
	// Every area's counters are drawn somewhere on the map.
	if n := len(b.counterSpots()); n < 50 {
		t.Errorf("only %d counters drawn", n)
	}
}

// Losses allotted by clicking the units in the spread: the steps clicked
// make the allotment once they are one Legal lists.
func TestLossesByClick(t *testing.T) {
	f, s := findState(t, func(s *redrussia.State) bool {
		if s.Pending.Kind != redrussia.DecideLosses {
			return false
		}
		l := s.Legal()
		return len(l) > 0 && len(l[0].Pieces) > 0
	})
	a, b := openBoard(t, f, s, humanAt(s))
	want := b.mine()[0]
	draw(a, b)
	if b.spread != s.Fight.Area {
		t.Fatalf("the fight's area %s is not spread (%q)", s.Fight.Area, b.spread)
	}
	n := len(b.actions)
	for _, id := range want.Pieces {
		var it *spreadItem
		for _, x := range b.spreadItems() {
			if x.piece == id {
				it = &x
			}
		}
		if it == nil {
			t.Fatalf("%s is not in the spread", id)
		}
		frame(func() { b.click(it.r.CX(), it.r.CY()) }, nil)
	}
	if len(b.actions) != n+1 || b.actions[n].Type != redrussia.ActAllot {
		t.Fatalf("the clicks on %v made %v (allot %v, %s)", want.Pieces, b.actions[n:], b.allot, b.msg)
	}
}

// busiest is the area with the most pieces.
func busiest(s *redrussia.State) string {
	best, n := "", 0
	for _, ar := range s.Data().Map.Areas {
		if k := len(s.PiecesAt(ar.Code)); k > n {
			best, n = ar.Code, k
		}
	}
	return best
}
