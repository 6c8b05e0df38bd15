package reds_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sync"
	"testing"

	"tachanka/game/bot"
	"tachanka/game/hex"
	"tachanka/game/jsonfile"
	"tachanka/game/reds"
	"tachanka/scenarios"
)

// The fuzz targets below run their seed corpora in every `go test` (make
// test); `make fuzz` runs each with -fuzz for FUZZTIME.

// FuzzDecodeAction feeds arbitrary bytes to the action decoder saves and
// replays use: it never panics, and what it accepts encodes back to bytes
// that decode to the same action.
func FuzzDecodeAction(f *testing.F) {
	for _, s := range []string{
		`{"type":"move","side":"red","units":["a","b"],"path":["1513","1514"]}`,
		`{"type":"attack","side":"white","units":["w"],"hex":"1513"}`,
		`{"type":"first_chit","side":"white","chits":["afsr","poles"]}`,
		`{"type":"strategic","side":"red","units":["gold"],"mode":"rail","path":["1505","1506"]}`,
		`{"type":"event","side":"red","event":"red_terror"}`,
		`{"type":"choose","side":"white","yes":true}`,
		`{"type":"fronts","side":"red","fronts":["north","east"]}`,
		`{"type":"nonsense"}`, `{"hex":"9999"}`, `[]`, `null`, ``,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var a reds.Action
		if err := jsonfile.Decode(data, &a, "action"); err != nil {
			return
		}
		b, err := json.Marshal(a)
		if err != nil {
			t.Fatalf("%+v decodes but does not encode: %v", a, err)
		}
		var back reds.Action
		if err := jsonfile.Decode(b, &back, "action"); err != nil {
			t.Fatalf("%s: the encoded action does not decode: %v", b, err)
		}
		if b2, _ := json.Marshal(back); !bytes.Equal(b, b2) {
			t.Fatalf("the action changes through JSON: %s vs %s", b, b2)
		}
	})
}

// games caches, per scenario and seed, the random legal actions of a game,
// so that a fuzz input reaches its position by replaying them.
var games sync.Map // string -> *recorded

type recorded struct {
	mu      sync.Mutex
	g       *reds.Game
	initial *reds.State
	// The players go on with the same streams however far each input asks
	// the game to be played: the actions do not depend on the inputs' order.
	red, white *bot.Random
	// snaps[k] is the state after k*snapEvery actions.
	snaps []*reds.State
}

const snapEvery = 25

// maxPrefix bounds the random actions before the fuzzed one: deep enough
// for combats, retreats and a strategic turn of the short scenario.
const maxPrefix = 1500

// positionAt is the position after n random legal actions of the game of
// seed (the scenario and game picked by the seed); the recorded game is
// played on only as far as an input needs, always the same way.
func positionAt(t *testing.T, seed uint64, n int) *reds.State {
	ids := []string{"reds-1918-1919", "reds-1918-1921"}
	id := ids[seed%2]
	seed = seed%3 + 1 // few games, each recorded deep: a worker plays each once, a few seconds a game
	n %= maxPrefix + 1
	key := fmt.Sprintf("%s/%d", id, seed)
	v, _ := games.LoadOrStore(key, &recorded{})
	r := v.(*recorded)
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.g == nil {
		scn, err := scenarios.Open(id)
		if err != nil {
			t.Fatal(err)
		}
		r.g, _ = scn.NewGame(seed)
		r.initial = r.g.Initial
		r.red, r.white = bot.NewRandom(seed), bot.NewRandom(seed+100)
		r.snaps = []*reds.State{r.g.State.Clone()}
	}
	g := r.g
	if len(g.Actions) < n && g.State.Step != reds.StepGameOver {
		m := bot.Match{Red: r.red, White: r.white, MaxActions: maxPrefix + 1, Until: func(*reds.State) bool { return len(g.Actions) >= n }}
		if _, err := m.Play(g, nil); err != nil {
			t.Fatalf("%s: random play: %v", key, err)
		}
	}
	// Snapshots every snapEvery actions, so an input replays few.
	for len(r.snaps)*snapEvery <= len(g.Actions) {
		k := len(r.snaps) - 1
		s := r.snaps[k].Clone()
		for j, a := range g.Actions[k*snapEvery : (k+1)*snapEvery] {
			if _, err := reds.Apply(s, a); err != nil {
				t.Fatalf("%s: replaying action %d: %v", key, k*snapEvery+j, err)
			}
		}
		r.snaps = append(r.snaps, s)
	}
	n = min(n, len(g.Actions))
	k := min(n/snapEvery, len(r.snaps)-1)
	s := r.snaps[k].Clone()
	for j, a := range g.Actions[k*snapEvery : n] {
		if _, err := reds.Apply(s, a); err != nil {
			t.Fatalf("%s: replaying action %d: %v", key, k*snapEvery+j, err)
		}
	}
	return s
}

// actionOf makes an action from arbitrary bytes: JSON if they decode as an
// action, otherwise one built byte by byte from the position's pieces (a
// type, a side, units of the pending decision or of the map, hexes near
// them), so that most inputs reach the handlers' checks.
func actionOf(s *reds.State, data []byte) reds.Action {
	var a reds.Action
	if jsonfile.Decode(data, &a, "action") == nil {
		return a
	}
	next := func() int {
		if len(data) == 0 {
			return 0
		}
		v := int(data[0])
		data = data[1:]
		return v
	}
	a.Type = reds.ActionType(next() % 24)
	a.Side = s.Pending.Side
	if k := next(); k%8 == 0 {
		a.Side = reds.Side(k / 8 % 4)
	}
	pool := append([]string(nil), s.Pending.Units...)
	for i, u := range s.Units {
		if u.Where == reds.OnMap && s.SideOf(i) == a.Side {
			pool = append(pool, u.ID)
		}
	}
	var at hex.Hex
	for n := next() % 4; n > 0 && len(pool) > 0; n-- {
		id := pool[next()%len(pool)]
		a.Units = append(a.Units, id)
		if i, ok := s.UnitByID(id); ok && s.Units[i].Hex.Valid() {
			at = s.Units[i].Hex
		}
	}
	if !at.Valid() {
		at = hex.Hex{Col: 10 + next()%30, Row: 1 + next()%40}
	}
	a.Hex = at.Neighbor(hex.Direction(next() % 6))
	a.Path = []hex.Hex{at}
	for n := next() % 5; n > 0; n-- {
		a.Path = append(a.Path, a.Path[len(a.Path)-1].Neighbor(hex.Direction(next()%6)))
	}
	a.Chit = reds.Chit(next() % 16)
	a.Front = reds.Front(next() % 8)
	a.Fronts = []reds.Front{reds.Front(next() % 8), reds.Front(next() % 8)}
	a.Chits = []reds.Chit{reds.Chit(next() % 16)}
	a.Mode = reds.StratMode(next() % 4)
	a.Event = reds.EventKind(next() % 24)
	a.Yes = next()%2 == 1
	return a
}

// FuzzApply applies an arbitrary action to a position reached by seeded
// random play (the input: a seed, a number of random actions, the action's
// bytes). Apply never panics; the state satisfies the invariants after it
// whether it accepts or refuses; a refused action changes nothing.
func FuzzApply(f *testing.F) {
	f.Add(uint64(0), uint16(0), []byte(`{"type":"end_step","side":"red"}`))
	f.Add(uint64(1), uint16(40), []byte{4, 0, 2, 0, 1, 3, 2, 1, 1})
	f.Add(uint64(0), uint16(150), []byte{6, 0, 3, 0, 1, 2, 3, 4})
	f.Add(uint64(1), uint16(120), []byte{9, 0, 1, 0, 2, 5, 5})
	f.Add(uint64(0), uint16(200), []byte{8, 0, 1, 0, 0})
	f.Add(uint64(0), uint16(90), []byte(`{"type":"attack","side":"white","units":["x"],"hex":"1513"}`))
	f.Fuzz(func(t *testing.T, seed uint64, n uint16, data []byte) {
		s := positionAt(t, seed, int(n))
		a := actionOf(s, data)
		before := s.Clone()
		_, err := reds.Apply(s, a)
		if err != nil {
			if ok, diff := reds.Equal(before, s); !ok {
				t.Fatalf("seed %d, after %d actions: the refused %s (%v) changed the state: %s", seed, n, a, err, diff)
			}
		}
		if ierr := s.Invariants(); ierr != nil {
			b, _ := json.Marshal(a)
			t.Fatalf("seed %d, after %d actions, %s (accepted: %v): %v", seed, n, b, err == nil, ierr)
		}
	})
}
