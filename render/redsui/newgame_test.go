package redsui

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/scenarios"
)

// The new-game page offers the players' scenarios, not the test ones
// (issue 22: "Test: the road to Moscow" was offered); the tests and the
// command line still open a test scenario by name.
func TestNewGameHidesTestScenarios(t *testing.T) {
	a, _ := newTestApp(t, "reds-1918-1921")
	var ids []string
	frame(func() error {
		ids = newNewGameScene(a, NewClient(nil)).ids
		return nil
	}, func(*ebiten.Image) {})
	if len(ids) == 0 || !slices.Contains(ids, "reds-1918-1921") {
		t.Fatalf("offered %v", ids)
	}
	for _, id := range ids {
		if scenarios.IsTest(id) {
			t.Errorf("the test scenario %s is offered to players", id)
		}
	}
	if _, err := scenarios.Resolve("test-moscow"); err != nil {
		t.Errorf("test-moscow by name: %v", err)
	}
}
