package bot

import (
	"testing"

	"tachanka/game/reds"
	"tachanka/scenarios"
)

// The bot plays whole games without an illegal action, and the same seed
// and level play the same game.
func TestBotPlaysTheTestScenarioDeterministically(t *testing.T) {
	scn, err := scenarios.Open("test-moscow")
	if err != nil {
		t.Fatal(err)
	}
	var first []reds.Action
	for run := 0; run < 2; run++ {
		g, _ := scn.NewGame(5)
		if _, err := (Match{Red: New(Normal, 1), White: New(Quick, 2), MaxActions: 5000}).Play(g, nil); err != nil {
			t.Fatal(err)
		}
		if run == 0 {
			first = g.Actions
			continue
		}
		if len(first) != len(g.Actions) {
			t.Fatalf("two runs with the same seeds: %d and %d actions", len(first), len(g.Actions))
		}
		for k := range first {
			if first[k].String() != g.Actions[k].String() {
				t.Fatalf("action %d differs: %v vs %v", k, first[k], g.Actions[k])
			}
		}
	}
}

func TestBotNeverSeesTheGamesDice(t *testing.T) {
	scn, _ := scenarios.Open("test-moscow")
	g, _ := scn.NewGame(5)
	before := g.State.Rand
	b := New(Normal, 3)
	if _, err := b.Choose(g.State); err != nil {
		t.Fatal(err)
	}
	if g.State.Rand != before {
		t.Fatal("choosing changed the game's generator")
	}
}
