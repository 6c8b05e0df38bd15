package redrussia

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tachanka/game/dice"
	"tachanka/game/play"
)

const scenarioJSON = `{"format":1,"game":"redrussia","scenario":"redrussia-1918","title":"Red Russia","min_players":2,"max_players":4}`

// savedRR plays steps random actions of a game of n players and returns
// its save's bytes.
func savedRR(t *testing.T, n, steps int, seed uint64) []byte {
	t.Helper()
	d := loadData(t)
	f, err := Parse([]byte(scenarioJSON), d)
	if err != nil {
		t.Fatal(err)
	}
	opt := Options{Railways: true}
	s, err := f.NewGame(n, seed, opt)
	if err != nil {
		t.Fatal(err)
	}
	r := dice.New(seed ^ 0x5eed)
	var actions []Action
	for range steps {
		a, ok := s.RandomAction(&r)
		if !ok {
			break
		}
		mustApply(t, s, a)
		actions = append(actions, a)
	}
	seats := play.Seating{}
	for _, fc := range []Faction{Red, Siberian, South, NorthAsian} {
		seats[fc.String()] = play.Random
	}
	path := filepath.Join(t.TempDir(), "save.json")
	if err := f.SaveOf(seats, seed, opt, actions, s).Save(path); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func editRR(t *testing.T, data []byte, change func(m map[string]any)) []byte {
	t.Helper()
	var m map[string]any
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	if err := dec.Decode(&m); err != nil {
		t.Fatal(err)
	}
	change(m)
	out, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// A save verifies by replaying its actions from its seed to its state, for
// 2, 3 and 4 players.
func TestASaveReplays(t *testing.T) {
	d := loadData(t)
	for _, n := range []int{2, 3, 4} {
		data := savedRR(t, n, 150, uint64(n))
		f, err := Verify("save.json", data, d)
		if err != nil {
			t.Fatalf("%d players: %v", n, err)
		}
		if f.State.Turn == 0 && len(f.Actions) == 150 && f.State.Setup == nil {
			t.Fatalf("%d players: a strange save", n)
		}
	}
}

// A bad save gets one clear error naming the field, and no panic.
func TestABadSaveGetsOneClearError(t *testing.T) {
	d := loadData(t)
	good := savedRR(t, 4, 120, 7)
	cases := []struct {
		name string
		data []byte
		want string
	}{
		{"truncated", good[:len(good)/2], "save.json: "},
		{"another game", editRR(t, good, func(m map[string]any) { m["game"] = "rcw" }), `game: this is a file of "rcw"`},
		{"five players", editRR(t, good, func(m map[string]any) { m["max_players"] = 5 }), "max_players: 5"},
		{"no state", editRR(t, good, func(m map[string]any) { delete(m, "state") }), "state: a save needs its state"},
		{"an empty seat", editRR(t, good, func(m map[string]any) { delete(m["seats"].(map[string]any), "south") }), "seats: seat south is empty"},
		{"an unknown seat", editRR(t, good, func(m map[string]any) { m["seats"].(map[string]any)["finland"] = "human" }), "seats.finland: no such seat"},
		{"a tampered state", editRR(t, good, func(m map[string]any) {
			m["state"].(map[string]any)["gold_turn"] = json.Number("9")
		}), "the saved state is not what its 120 actions lead to from seed 7"},
		{"an illegal action", editRR(t, good, func(m map[string]any) {
			m["actions"].([]any)[0].(map[string]any)["faction"] = "red"
		}), "actions[0]: red czech"},
		{"an unknown action", editRR(t, good, func(m map[string]any) {
			m["actions"].([]any)[3].(map[string]any)["type"] = "surrender"
		}), "actions[3].type"},
		{"stops for five players", editRR(t, good, func(m map[string]any) {
			m["options"].(map[string]any)["stops"] = []any{1, 1, 1, 1, 1}
		}), "options.stops: stops for 5 players in a game of 4"},
		{"a stop of no window", editRR(t, good, func(m map[string]any) {
			m["options"].(map[string]any)["stops"] = []any{1 << 12}
		}), "options.stops: player 1's stops 0x1000 name no window"},
	}
	for _, c := range cases {
		_, err := Verify("save.json", c.data, d)
		if err == nil {
			t.Errorf("%s: no error", c.name)
			continue
		}
		msg := err.Error()
		if !strings.HasPrefix(msg, "save.json: ") || !strings.Contains(msg, c.want) || strings.Contains(msg, "\n") || strings.Contains(msg, "internal error") {
			t.Errorf("%s: %q, want one line with %q", c.name, msg, c.want)
		}
	}
	// One player's factions have one kind (1.2): with two players the
	// three Whites are one player's.
	two := savedRR(t, 2, 40, 8)
	mixed := editRR(t, two, func(m map[string]any) { m["seats"].(map[string]any)["south"] = "human" })
	if _, err := Verify("save.json", mixed, d); err == nil || !strings.Contains(err.Error(), "one kind for all his seats") {
		t.Errorf("mixed kinds for one player: %v", err)
	}
}
