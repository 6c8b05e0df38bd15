package redsui

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/game/reds"
)

// Loading a game asks first when the current one has moves not saved
// (issue 22: it was replaced without a word); Cancel keeps it.
func TestLoadAsksBeforeDroppingUnsavedMoves(t *testing.T) {
	a, b := newTestApp(t, "reds-1918-1921")
	frame(func() error {
		if b.unsaved() {
			t.Error("a game just started counts as unsaved")
		}
		s := b.state()
		legal := reds.LegalActions(s)
		if len(legal) == 0 || !b.act(legal[0], true) {
			t.Fatalf("no move made (%d legal)", len(legal))
		}
		a.CloseModals()
		b.Load()
		return nil
	}, func(*ebiten.Image) {})
	m := a.Top()
	if m == nil || m.Name() != "confirm_discard" {
		t.Fatalf("after a move, Load shows %v, want the question", a.Modals())
	}
	if a.Scene() != b {
		t.Fatal("the game was replaced before the answer")
	}
}
