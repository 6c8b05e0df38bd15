package reds

import (
	"encoding/json"
	"fmt"
	"slices"
)

// Game is a game with its history: the scenario's initial state, the seed
// and every action applied since. The state is always what replaying the
// actions from the initial state gives, which is what saves, replays, undo
// and bug reports rely on.
type Game struct {
	Data    *Data
	Initial *State // the scenario's state before Start
	Seed    uint64
	Actions []Action
	State   *State
}

// NewGame starts a game of a scenario with a seed.
func NewGame(initial *State, seed uint64) (*Game, []Event) {
	return NewGameWith(initial, seed, initial.Options)
}

// NewGameWith starts a game with the optional rules chosen (21.0): they
// become part of the game's initial state, so replays keep them.
func NewGameWith(initial *State, seed uint64, opts Options) (*Game, []Event) {
	init := initial.Clone()
	init.Options = opts
	g := &Game{Data: initial.Data, Initial: init, Seed: seed}
	g.State = init.Clone()
	ev := Start(g.State, seed)
	return g, ev
}

// Do applies an action and records it.
func (g *Game) Do(a Action) ([]Event, error) {
	ev, err := Apply(g.State, a)
	if err != nil {
		return nil, err
	}
	g.Actions = append(g.Actions, a)
	return ev, nil
}

// Replay re-runs actions from the initial state with the seed.
func Replay(initial *State, seed uint64, actions []Action) (*State, error) {
	s := initial.Clone()
	Start(s, seed)
	for k, a := range actions {
		if _, err := Apply(s, a); err != nil {
			return nil, fmt.Errorf("action %d (%s): %w", k, a, err)
		}
	}
	return s, nil
}

// Undo takes back the last action by replaying all the others. The client
// offers it only while nothing random has happened since (see Undoable).
func (g *Game) Undo() error {
	if len(g.Actions) == 0 {
		return fmt.Errorf("nothing to undo")
	}
	s, err := Replay(g.Initial, g.Seed, g.Actions[:len(g.Actions)-1])
	if err != nil {
		return err
	}
	g.Actions = slices.Clone(g.Actions[:len(g.Actions)-1])
	g.State = s
	return nil
}

// Undoable reports whether events of an action may be taken back: only
// plain movement, before any die roll or chit draw makes it final (DESIGN).
func Undoable(a Action, ev []Event) bool {
	if a.Type != ActMove {
		return false
	}
	for _, e := range ev {
		switch e.Type {
		case EvDice, EvChitDrawn, EvInitiative:
			return false
		}
	}
	return true
}

// Equal reports whether two states are the same game position, and if not
// where the first difference lies (for `tachanka replay`).
func Equal(a, b *State) (bool, string) {
	field, what := Diff(a, b)
	if field == "" {
		return true, ""
	}
	return false, field + ": " + what
}

// Diff compares two states as their files show them: "" if they are the
// same position, otherwise the path of the first field that differs (in
// the file's order of keys) and the two values, a's first.
func Diff(a, b *State) (field, what string) {
	ja, err1 := json.Marshal(a)
	jb, err2 := json.Marshal(b)
	if err1 != nil || err2 != nil {
		return "(state)", "cannot encode a state"
	}
	if string(ja) == string(jb) {
		return "", ""
	}
	var ma, mb map[string]json.RawMessage
	json.Unmarshal(ja, &ma)
	json.Unmarshal(jb, &mb)
	keys := make([]string, 0, len(ma))
	for k := range ma {
		keys = append(keys, k)
	}
	for k := range mb {
		if _, ok := ma[k]; !ok {
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)
	for _, k := range keys {
		if string(ma[k]) == string(mb[k]) {
			continue
		}
		if k == "units" {
			var ua, ub []json.RawMessage
			json.Unmarshal(ma[k], &ua)
			json.Unmarshal(mb[k], &ub)
			for i := range min(len(ua), len(ub)) {
				if string(ua[i]) != string(ub[i]) {
					return fmt.Sprintf("units[%d]", i), fmt.Sprintf("%s vs %s", ua[i], ub[i])
				}
			}
		}
		return k, fmt.Sprintf("%s vs %s", orNone(clip(ma[k])), orNone(clip(mb[k])))
	}
	return "(state)", "the states differ"
}

func orNone(s string) string {
	if s == "" {
		return "(none)"
	}
	return s
}

func clip(b []byte) string {
	if len(b) > 200 {
		return string(b[:200]) + "..."
	}
	return string(b)
}
