package reds

import (
	"encoding/json"
	"fmt"
	"slices"

	"tachanka/game/play"
)

// Game is a game of REDS! with its history (play.Record: the initial
// state, the seed, every action, and undo back to the last die or draw).
type Game struct {
	Data *Data
	play.Record[*State, Action, Event]
}

// engine is what the play record needs of the rules.
type engine struct{}

func (engine) Clone(s *State) *State                     { return s.Clone() }
func (engine) Start(s *State, seed uint64) []Event       { return Start(s, seed) }
func (engine) Apply(s *State, a Action) ([]Event, error) { return Apply(s, a) }

// Final: only plain movement may be taken back, and only until a die roll
// or a chit draw makes it final (DESIGN).
func (engine) Final(a Action, ev []Event) bool { return !Undoable(a, ev) }

// NewGame starts a game of a scenario with a seed.
func NewGame(initial *State, seed uint64) (*Game, []Event) {
	return NewGameWith(initial, seed, initial.Options)
}

// NewGameWith starts a game with the optional rules chosen (21.0): they
// become part of the game's initial state, so replays keep them.
func NewGameWith(initial *State, seed uint64, opts Options) (*Game, []Event) {
	init := initial.Clone()
	init.Options = opts
	r, ev := play.NewRecord[*State, Action, Event](engine{}, init, seed)
	return &Game{Data: initial.Data, Record: *r}, ev
}

// ResumeGame is a game played so far, as a save holds it.
func ResumeGame(data *Data, initial *State, seed uint64, actions []Action, state *State) *Game {
	return &Game{Data: data, Record: *play.ResumeRecord[*State, Action, Event](engine{}, initial, seed, actions, state)}
}

// Replay re-runs actions from the initial state with the seed.
func Replay(initial *State, seed uint64, actions []Action) (*State, error) {
	return play.Replay[*State, Action, Event](engine{}, initial, seed, actions)
}

// Undoable reports whether an action, given its events, may be taken back:
// only plain movement, before any die roll or chit draw makes it final
// (DESIGN).
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
