package bot

import (
	"errors"
	"strings"
	"testing"

	"tachanka/game/reds"
	"tachanka/scenarios"
)

// Random legal play keeps the whole state sound: the invariant check runs
// after every action of a few seeded games of both scenarios (the short
// one to its end, the campaign for its first turns; make soak plays
// thousands to the end).
func TestRandomGamesKeepTheInvariants(t *testing.T) {
	for _, c := range []struct {
		id      string
		seeds   []uint64
		maxTurn int
	}{
		{"reds-1918-1919", []uint64{11, 12}, 0},
		{"reds-1918-1921", []uint64{13}, 8},
	} {
		scn, err := scenarios.Open(c.id)
		if err != nil {
			t.Fatal(err)
		}
		for _, seed := range c.seeds {
			g, start := scn.NewGame(seed)
			m := Match{Red: NewRandom(seed), White: NewRandom(seed + 100), MaxActions: 50000, MaxTurn: c.maxTurn, Check: true}
			if _, err := m.Play(g, start); err != nil {
				var ie *InvariantError
				if errors.As(err, &ie) {
					t.Fatalf("%s: %v", c.id, ie)
				}
				t.Fatalf("%s seed %d: %v after %d actions", c.id, seed, err, len(g.Actions))
			}
		}
	}
}

// A violation names what replays it: the seed, the action's index and the
// action itself, as JSON and in words.
func TestInvariantErrorNamesSeedIndexAndAction(t *testing.T) {
	e := &InvariantError{Seed: 42, Index: 7, Action: reds.Action{Type: reds.ActEndStep, Side: reds.Red}, Err: errors.New("state.cup: north appears twice")}
	msg := e.Error()
	for _, want := range []string{"seed 42", "action 7", `{"type":"end_step","side":"red"}`, "north appears twice"} {
		if !strings.Contains(msg, want) {
			t.Errorf("%q lacks %q", msg, want)
		}
	}
	if strings.Contains(msg, "\n") {
		t.Errorf("not one line: %q", msg)
	}
}
