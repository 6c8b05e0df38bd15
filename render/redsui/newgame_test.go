package redsui

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/game/bot"
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

// The computer's level is chosen for each side it plays (issue 21): the
// computer at its default level first, then any level of the bot's.
func TestNewGameChoosesTheComputersLevel(t *testing.T) {
	a, _ := newTestApp(t, "reds-1918-1921")
	var m *newGameScene
	click := func(id string) {
		frame(func() error { a.ClickID = id; err := m.Update(a); a.ClickID = ""; return err }, func(s *ebiten.Image) { m.Draw(s) })
	}
	frame(func() error { m = newNewGameScene(a, NewClient(nil)); m.Resize(1280, 800); return nil }, func(s *ebiten.Image) { m.Draw(s) })
	click("ng:white:computer")
	if m.players.White != bot.DefaultLevel.String() || m.players.Red != "human" {
		t.Fatalf("after choosing the computer for White: %+v", m.players)
	}
	click("ng:level:white:hard")
	if m.players.White != "hard" {
		t.Fatalf("after choosing hard: %+v", m.players)
	}
	click("ng:red:computer")
	click("ng:level:red:quick")
	if m.players.Red != "quick" || !computer(m.players.Red) || computer("human") {
		t.Fatalf("after choosing quick for Red: %+v", m.players)
	}
	click("ng:white:human")
	if m.players.White != "human" {
		t.Fatalf("after choosing a person for White: %+v", m.players)
	}
}
