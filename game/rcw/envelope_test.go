package rcw

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

// standard is the scenario file of the standard game, as
// scenarios/rcw-standard.json says it.
const standard = `{"format":1,"game":"rcw","scenario":"rcw-standard","title":"Russian Civil War","mode":"standard","min_players":3,"max_players":6}`

// savedGame plays steps random actions of a game of n players and returns
// its save's bytes.
func savedGame(t *testing.T, n, steps int, seed uint64) []byte {
	t.Helper()
	d := loadTestData(t)
	f, err := Parse([]byte(standard), d)
	if err != nil {
		t.Fatal(err)
	}
	s, err := f.NewGame(n, 60, seed)
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
		if _, err := Apply(s, a); err != nil {
			t.Fatalf("%v refused: %v", a, err)
		}
		actions = append(actions, a)
	}
	seats := play.Seating{}
	for _, l := range Letters(n) {
		seats[SeatName(l)] = play.Random
	}
	path := filepath.Join(t.TempDir(), "save.json")
	if err := f.SaveOf(seats, seed, actions, s).Save(path); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// edit changes a save through its JSON.
func edit(t *testing.T, data []byte, change func(m map[string]any)) []byte {
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

// A save written by Save verifies: its actions replay from its seed to its
// state, and it writes back byte for byte.
func TestASaveRoundTrips(t *testing.T) {
	d := loadTestData(t)
	for _, n := range []int{3, 6} {
		data := savedGame(t, n, 300, uint64(n))
		f, err := Verify("save.json", data, d)
		if err != nil {
			t.Fatalf("%d players: %v", n, err)
		}
		if !f.IsSave() || len(f.Seats) != n || len(f.State.Players) != n {
			t.Fatalf("%d players: read back as %d seats, %d players", n, len(f.Seats), len(f.State.Players))
		}
		if seed, actions := f.Progress(); seed != uint64(n) || actions != 300 {
			t.Fatalf("%d players: progress %d, %d", n, seed, actions)
		}
		path := filepath.Join(t.TempDir(), "again.json")
		if err := f.Save(path); err != nil {
			t.Fatal(err)
		}
		if again, _ := os.ReadFile(path); !bytes.Equal(again, data) {
			t.Fatalf("%d players: the save does not write back the same", n)
		}
	}
	if f, err := Verify("rcw-standard.json", []byte(standard), d); err != nil || f.IsSave() {
		t.Fatalf("the scenario: %v", err)
	}
}

// Every bad file gets one line naming the path and the field or the
// action, and no panic.
func TestABadSaveGetsOneClearError(t *testing.T) {
	d := loadTestData(t)
	good := savedGame(t, 4, 200, 7)
	cases := []struct {
		name string
		data []byte
		want string
	}{
		{"truncated", good[:len(good)/2], "save.json: "},
		{"empty", nil, "the file is empty"},
		{"an unknown field", edit(t, good, func(m map[string]any) { m["seet"] = 1 }), `seet`},
		{"a field of the wrong type", edit(t, good, func(m map[string]any) { m["max_players"] = "six" }), "max_players"},
		{"another game", edit(t, good, func(m map[string]any) { m["game"] = "poltava" }), `game: this is a file of "poltava"`},
		{"the solitaire mode with six seats", edit(t, good, func(m map[string]any) { m["mode"] = "solitaire" }), "min_players: the solitaire game has one player"},
		{"an unknown mode", edit(t, good, func(m map[string]any) { m["mode"] = "campaign" }), `mode: "campaign"`},
		{"two players", edit(t, good, func(m map[string]any) { m["min_players"] = 2 }), "min_players: 2"},
		{"no seed", edit(t, good, func(m map[string]any) { delete(m, "seed") }), "seed: a save needs its seed"},
		{"no state", edit(t, good, func(m map[string]any) { delete(m, "state") }), "state: a save needs its state"},
		{"a seat left empty", edit(t, good, func(m map[string]any) {
			m["seats"] = map[string]any{"a": "random", "b": "random", "d": "random", "e": "random"}
		}), "seats: seat c is empty"},
		{"an unknown computer level", edit(t, good, func(m map[string]any) { m["seats"].(map[string]any)["b"] = "hard" }), `seats.b: "hard" cannot sit here`},
		{"more seats than players", edit(t, good, func(m map[string]any) { m["seats"].(map[string]any)["e"] = "human" }), "state.players: 4 players in the state, 5 seats"},
		{"a tampered state", edit(t, good, func(m map[string]any) {
			m["state"].(map[string]any)["next_offer"] = json.Number("999")
		}), "state.next_offer: the saved state is not what its 200 actions lead to from seed 7"},
		{"a tampered seed", edit(t, good, func(m map[string]any) { m["seed"] = json.Number("8") }), "is refused"},
		{"an illegal action", edit(t, good, func(m map[string]any) {
			acts := m["actions"].([]any)
			acts[0].(map[string]any)["player"] = "C"
		}), "actions[0]: C deal is refused"},
		{"an unknown action", edit(t, good, func(m map[string]any) {
			m["actions"].([]any)[3].(map[string]any)["type"] = "surrender"
		}), "actions[3].type"},
		{"a message to no seat", edit(t, good, func(m map[string]any) {
			m["table"] = map[string]any{"messages": []any{map[string]any{"from": "a", "to": "f", "turn": 1, "text": "hello"}}}
		}), "table.messages[0].to"},
		{"a PIN in clear", edit(t, good, func(m map[string]any) { m["table"] = map[string]any{"pins": map[string]any{"b": "1234"}} }), "table.pins.b"},
		{"a piece twice", edit(t, good, func(m map[string]any) {
			ps := m["state"].(map[string]any)["pieces"].([]any)
			ps[1].(map[string]any)["id"] = ps[0].(map[string]any)["id"]
		}), "state.pieces[1]"},
	}
	for _, c := range cases {
		_, err := Verify("save.json", c.data, d)
		if err == nil {
			t.Errorf("%s: no error", c.name)
			continue
		}
		msg := err.Error()
		t.Logf("%s: %s", c.name, msg)
		if !strings.HasPrefix(msg, "save.json: ") || !strings.Contains(msg, c.want) || strings.Contains(msg, "\n") || strings.Contains(msg, "internal error") {
			t.Errorf("%s: %q, want one line with %q", c.name, msg, c.want)
		}
	}
}
