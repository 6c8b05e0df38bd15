package bot

import (
	"encoding/json"
	"testing"

	"tachanka/game/reds"
	"tachanka/scenarios"
)

// Random legal play never breaks the engine: every action it offers is
// accepted, the game always offers one, and the state survives JSON.
func TestRandomPlayRunsTheTestScenario(t *testing.T) {
	scn, err := scenarios.Open("test-moscow")
	if err != nil {
		t.Fatal(err)
	}
	for seed := uint64(1); seed <= 8; seed++ {
		g, _ := scn.NewGame(seed)
		res, err := Play(g, NewRandom(seed), NewRandom(seed+100), 20000, 6)
		if err != nil {
			t.Fatalf("seed %d: %v after %d actions", seed, err, len(g.Actions))
		}
		if g.State.Turn < 6 && g.State.Step != reds.StepGameOver {
			t.Fatalf("seed %d stopped at turn %d", seed, g.State.Turn)
		}
		b, err := json.Marshal(g.State)
		if err != nil {
			t.Fatal(err)
		}
		replayed, err := reds.Replay(g.Initial, g.Seed, g.Actions)
		if err != nil {
			t.Fatalf("seed %d: replay: %v", seed, err)
		}
		if ok, diff := reds.Equal(replayed, g.State); !ok {
			t.Fatalf("seed %d: replay diverges: %s", seed, diff)
		}
		_ = b
		_ = res
	}
}

// BenchmarkRandomActionPhase plays one whole Action Phase of random legal
// actions on the test scenario.
func BenchmarkRandomActionPhase(b *testing.B) {
	scn, err := scenarios.Open("test-moscow")
	if err != nil {
		b.Fatal(err)
	}
	for i := 0; i < b.N; i++ {
		g, _ := scn.NewGame(uint64(i))
		p := NewRandom(uint64(i))
		for g.State.Turn == 1 {
			a, err := p.Choose(g.State)
			if err != nil {
				b.Fatal(err)
			}
			if _, err := g.Do(a); err != nil {
				b.Fatal(err)
			}
		}
	}
}
