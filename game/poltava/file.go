package poltava

import (
	"bytes"
	"fmt"

	"tachanka/game/jsonfile"
	"tachanka/game/play"
)

// Game is the id of Poltava 1709 in the file envelope.
const GameID = "poltava"

// Library gives the map and counters a scenario names (the embedded data
// of the scenarios package, or test fixtures).
type Library interface {
	Board(id string) (*Board, error)
	Counters() (*Counters, error)
}

// File is a scenario or a saved game: the envelope's head, the scenario
// payload and, for a save, the seed, the actions and the state they lead
// to.
type File struct {
	Scenario
	Seed    *uint64  `json:"seed,omitempty"`
	Actions []Action `json:"actions,omitempty"`
	State   *State   `json:"state,omitempty"`

	Data *Data `json:"-"`
}

// Head is the file's envelope (play.File).
func (f *File) Head() play.Header { return f.Header }

// IsSave reports a saved game.
func (f *File) IsSave() bool { return f.Seed != nil }

// Progress is a save's seed and its number of actions.
func (f *File) Progress() (uint64, int) {
	if f.Seed == nil {
		return 0, 0
	}
	return *f.Seed, len(f.Actions)
}

// Parse reads a scenario or save strictly and checks it against the map
// and counters it names. Errors name the field.
func Parse(data []byte, lib Library) (*File, error) {
	h, err := play.ReadHeader(data)
	if err != nil {
		return nil, err
	}
	if h.Game != GameID {
		return nil, jsonfile.Errorf("game", "this is a file of %q, not of %s", h.Game, GameID)
	}
	var f File
	if err := jsonfile.Decode(jsonfile.TrimBOM(data), &f, ""); err != nil {
		return nil, err
	}
	b, err := lib.Board(f.Map)
	if err != nil {
		return nil, jsonfile.Errorf("map", "%v", err)
	}
	c, err := lib.Counters()
	if err != nil {
		return nil, jsonfile.Errorf("", "counters: %v", err)
	}
	d, err := NewData(&f.Scenario, b, c)
	if err != nil {
		return nil, err
	}
	f.Data = d
	switch {
	case f.Seed == nil && (f.Actions != nil || f.State != nil):
		return nil, jsonfile.Errorf("seed", "a save needs its seed (the file has actions or a state)")
	case f.Seed != nil && f.State == nil:
		return nil, jsonfile.Errorf("state", "a save needs its state")
	}
	if f.State != nil {
		if err := f.State.check(d); err != nil {
			return nil, jsonfile.Errorf("state", "%v", err)
		}
		f.State.Link(d)
	}
	return &f, nil
}

// check makes sure a decoded state names only this scenario's counters,
// before anything looks them up.
func (s *State) check(d *Data) error {
	want := d.ScenarioUnits()
	if len(s.Units) != len(want) {
		return fmt.Errorf("units: the state has %d units, the scenario %d", len(s.Units), len(want))
	}
	for i, u := range s.Units {
		if u.ID != want[i] {
			return fmt.Errorf("units[%d]: %q where the scenario has %q", i, u.ID, want[i])
		}
	}
	if len(s.Leaders) != len(d.Scenario.Leaders) {
		return fmt.Errorf("leaders: the state has %d leaders, the scenario %d", len(s.Leaders), len(d.Scenario.Leaders))
	}
	for i, l := range s.Leaders {
		if l.ID != d.Scenario.Leaders[i].Leader {
			return fmt.Errorf("leaders[%d]: %q where the scenario has %q", i, l.ID, d.Scenario.Leaders[i].Leader)
		}
	}
	return nil
}

// Replay re-runs a save's actions from its seed and checks they lead to
// its state exactly.
func (f *File) Replay() error {
	if !f.IsSave() {
		return nil
	}
	got, err := play.Replay[*State, Action, Event](Rules{}, NewState(f.Data), *f.Seed, f.Actions)
	if err != nil {
		return fmt.Errorf("actions: %w", err)
	}
	a, err1 := jsonfile.Marshal(got)
	b, err2 := jsonfile.Marshal(f.State)
	if err1 != nil || err2 != nil {
		return fmt.Errorf("state: cannot encode: %v %v", err1, err2)
	}
	if !bytes.Equal(a, b) {
		return fmt.Errorf("state: the saved state is not what its %d actions lead to from seed %d", len(f.Actions), *f.Seed)
	}
	return nil
}

// Verify reads and checks a file exactly: a save's actions must replay to
// its state. It never panics; errors begin with the path.
func Verify(path string, data []byte, lib Library) (f *File, err error) {
	defer func() {
		if r := recover(); r != nil {
			f, err = nil, fmt.Errorf("%s: internal error while reading the file: %v", path, r)
		}
	}()
	f, err = Parse(data, lib)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if err := f.Replay(); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return f, nil
}

// Record is a game of Poltava with its history.
type Record = play.Record[*State, Action, Event]

// NewGame starts a game of the file's scenario with a seed.
func (f *File) NewGame(seed uint64) (*Record, []Event) {
	return play.NewRecord[*State, Action, Event](Rules{}, NewState(f.Data), seed)
}

// SaveOf is the save file of a game started from scenario f.
func (f *File) SaveOf(r *Record) *File {
	seed := r.Seed
	return &File{Scenario: f.Scenario, Seed: &seed, Actions: append([]Action{}, r.Actions...), State: r.State, Data: f.Data}
}

// Save writes the file atomically: a save is whole or not written.
func (f *File) Save(path string) error {
	b, err := jsonfile.Marshal(f)
	if err != nil {
		return err
	}
	return jsonfile.WriteAtomic(path, b)
}
