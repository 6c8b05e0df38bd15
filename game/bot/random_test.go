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
		g, start := scn.NewGame(seed)
		res, err := Match{Red: NewRandom(seed), White: NewRandom(seed + 100), MaxActions: 20000, MaxTurn: 6}.Play(g, start)
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

// Random legal play runs both REDS! scenarios to a result: the fuzz test of
// issue 7 in small (tachanka selfplay -games 1000 is the full count). Each
// game replays to the same state and its state survives JSON.
func TestRandomGamesRunBothScenariosToAResult(t *testing.T) {
	for _, id := range []string{"reds-1918-1919", "reds-1918-1921"} {
		scn, err := scenarios.Open(id)
		if err != nil {
			t.Fatal(err)
		}
		// One seed a scenario here (a game of the campaign is half a minute
		// under -race); make soak plays thousands, checked.
		for seed := uint64(1); seed <= 1; seed++ {
			g, start := scn.NewGame(seed)
			res, err := Match{Red: NewRandom(seed), White: NewRandom(seed + 100), MaxActions: 50000}.Play(g, start)
			if err != nil {
				t.Fatalf("%s seed %d: %v after %d actions", id, seed, err, len(g.Actions))
			}
			if res.Winner == reds.NoSide || res.Reason == "" {
				t.Fatalf("%s seed %d ended with no winner", id, seed)
			}
			if len(res.Events) == 0 {
				t.Errorf("%s seed %d: no random event carried out in a whole game", id, seed)
			}
			replayed, err := reds.Replay(g.Initial, g.Seed, g.Actions)
			if err != nil {
				t.Fatalf("%s seed %d: replay: %v", id, seed, err)
			}
			if ok, diff := reds.Equal(replayed, g.State); !ok {
				t.Fatalf("%s seed %d: replay diverges: %s", id, seed, diff)
			}
			b, err := json.Marshal(g.State)
			if err != nil {
				t.Fatal(err)
			}
			back, err := reds.DecodeState(b, g.Data, "state")
			if err != nil {
				t.Fatalf("%s seed %d: the final state does not load: %v", id, seed, err)
			}
			if ok, diff := reds.Equal(back, g.State); !ok {
				t.Fatalf("%s seed %d: the final state changes through JSON: %s", id, seed, diff)
			}
		}
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
		// The turn, or the game if it ends sooner (test-moscow can).
		m := Match{Red: p, White: p, MaxActions: 100000, Until: func(s *reds.State) bool { return s.Turn != 1 }}
		if _, err := m.Play(g, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// A game that panics ends the series with an error naming its seed instead
// of killing the program (selfplay prints it as one line).
func TestSeriesTurnsAPanicIntoAnError(t *testing.T) {
	sr := Series{NewGame: func(seed uint64) (*reds.Game, []reds.Event) { panic("boom") },
		Red: Kind{Random: true}, White: Kind{Random: true}, First: 9, Games: 2, Jobs: 2}
	_, err := sr.Run(nil)
	if err == nil || err.Error() != "game with seed 9: internal error after 0 actions: boom" {
		t.Fatalf("got %v", err)
	}
}
