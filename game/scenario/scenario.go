// Package scenario is the file format of scenarios and saved games: one
// versioned, human-readable JSON envelope. A scenario file carries the
// counters and the initial state; a save adds the seed, the action log and
// the current state, so that `tachanka replay` can re-run it exactly.
//
// Loading checks everything and reports "file: path.to.field: what is wrong";
// it never panics and never half-loads. Saving is atomic.
package scenario

import (
	"encoding/json"
	"fmt"
	"io"
	"os"

	"tachanka/game/jsonfile"
	"tachanka/game/play"
	"tachanka/game/reds"
)

// Format is the version of the envelope this program reads and writes.
const Format = play.Format

// Game is the id of REDS! in the envelope.
const Game = "reds"

// Library resolves the map and tables a file names (the embedded data of
// the scenarios package, or test fixtures).
type Library interface {
	Map(id string) (*reds.Board, error)
	Tables(id string) (*reds.Tables, error)
}

// File is a scenario or a save.
type File struct {
	play.Header        // the envelope's head: format, game, scenario, titles
	Map         string `json:"map"`
	Tables      string `json:"tables"`

	Leaders  []reds.LeaderDef `json:"leaders"`
	Counters []reds.UnitDef   `json:"counters"`
	Initial  *reds.State      `json:"initial"`

	// A save also has these.
	Seed    *uint64       `json:"seed,omitempty"`
	Actions []reds.Action `json:"actions,omitempty"`
	State   *reds.State   `json:"state,omitempty"`

	Data *reds.Data `json:"-"`
}

// Head is the file's envelope (play.File).
func (f *File) Head() play.Header { return f.Header }

// Progress is a save's seed and the number of its actions (play.File).
func (f *File) Progress() (uint64, int) {
	if f.Seed == nil {
		return 0, 0
	}
	return *f.Seed, len(f.Actions)
}

// IsSave reports whether the file is a saved game rather than a scenario.
func (f *File) IsSave() bool { return f.State != nil }

// envelope is the file as first read, with the parts that need the map and
// the counters kept raw until those are known.
type envelope struct {
	play.Header
	Map      string          `json:"map"`
	Tables   string          `json:"tables"`
	Leaders  json.RawMessage `json:"leaders"`
	Counters json.RawMessage `json:"counters"`
	Initial  json.RawMessage `json:"initial"`
	Seed     *uint64         `json:"seed"`
	Actions  json.RawMessage `json:"actions"`
	State    json.RawMessage `json:"state"`
}

// Parse reads a scenario or save from bytes.
func Parse(data []byte, lib Library) (*File, error) {
	data = jsonfile.TrimBOM(data)
	if _, err := play.ReadHeader(data); err != nil {
		return nil, err
	}
	var e envelope
	if err := jsonfile.Decode(data, &e, ""); err != nil {
		return nil, err
	}
	if e.Game != Game {
		return nil, jsonfile.Errorf("game", "game %q is not one this program plays (want %q)", e.Game, Game)
	}
	for _, t := range []struct{ field, v string }{{"scenario", e.Scenario}, {"map", e.Map}, {"tables", e.Tables}} {
		if err := jsonfile.CheckText(t.field, t.v, reds.MaxIDLength); err != nil {
			return nil, err
		}
	}
	board, err := lib.Map(e.Map)
	if err != nil {
		return nil, jsonfile.Errorf("map", "%v", err)
	}
	tables, err := lib.Tables(e.Tables)
	if err != nil {
		return nil, jsonfile.Errorf("tables", "%v", err)
	}
	f := &File{Header: e.Header, Map: e.Map, Tables: e.Tables, Seed: e.Seed}
	if f.Leaders, err = jsonfile.DecodeList[reds.LeaderDef](e.Leaders, "leaders"); err != nil {
		return nil, err
	}
	if err := reds.ValidateLeaders(f.Leaders, "leaders"); err != nil {
		return nil, err
	}
	if f.Counters, err = jsonfile.DecodeList[reds.UnitDef](e.Counters, "counters"); err != nil {
		return nil, err
	}
	if len(f.Counters) == 0 {
		return nil, jsonfile.Errorf("counters", "the scenario has no counters")
	}
	if err := reds.ValidateUnits(f.Counters, board, "counters"); err != nil {
		return nil, err
	}
	f.Data, err = reds.NewData(board, f.Counters, tables)
	if err != nil {
		return nil, jsonfile.Errorf("counters", "%v", err)
	}
	f.Data.Leaders = f.Leaders
	if f.Initial, err = reds.DecodeState(e.Initial, f.Data, "initial"); err != nil {
		return nil, err
	}
	if err := reds.CheckSetup(f.Initial, "initial"); err != nil {
		return nil, err
	}
	if f.Actions, err = jsonfile.DecodeList[reds.Action](e.Actions, "actions"); err != nil {
		return nil, err
	}
	if len(e.State) > 0 && string(e.State) != "null" {
		if f.Seed == nil {
			return nil, jsonfile.Errorf("seed", "a saved game needs the seed it was played with")
		}
		if f.State, err = reds.DecodeState(e.State, f.Data, "state"); err != nil {
			return nil, err
		}
	} else if len(f.Actions) > 0 {
		return nil, jsonfile.Errorf("state", "a file with actions is a save and needs its current state")
	}
	return f, nil
}

// MaxFileSize is the largest file Load reads: a whole campaign played by
// random players to its end is a few megabytes.
const MaxFileSize = 64 << 20

// Read returns the bytes of a file after checking, before reading anything,
// that it is a regular file (not a directory, a pipe or a device) of at most
// MaxFileSize bytes. Errors do not name the file.
func Read(path string) ([]byte, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, unwrapPathError(err)
	}
	if !st.Mode().IsRegular() {
		return nil, fmt.Errorf("not a regular file (%s)", kind(st.Mode()))
	}
	if st.Size() > MaxFileSize {
		return nil, fmt.Errorf("the file is %d bytes, more than the %d a scenario or save may have", st.Size(), MaxFileSize)
	}
	fh, err := os.Open(path)
	if err != nil {
		return nil, unwrapPathError(err)
	}
	defer fh.Close()
	// The file may have changed since Stat: read no more than the cap.
	data := make([]byte, 0, st.Size()+1)
	for {
		n, err := fh.Read(data[len(data):cap(data)])
		data = data[:len(data)+n]
		if len(data) > MaxFileSize {
			return nil, fmt.Errorf("the file is more than the %d bytes a scenario or save may have", MaxFileSize)
		}
		if err == io.EOF {
			return data, nil
		}
		if err != nil {
			return nil, unwrapPathError(err)
		}
		if len(data) == cap(data) {
			data = append(data, 0)[:len(data)]
		}
	}
}

func kind(m os.FileMode) string {
	switch {
	case m.IsDir():
		return "a directory"
	case m&os.ModeNamedPipe != 0:
		return "a named pipe"
	case m&os.ModeSocket != 0:
		return "a socket"
	case m&os.ModeDevice != 0:
		return "a device"
	}
	return "mode " + m.String()
}

// Load reads a file; errors begin with the file's name. It never panics: an
// internal error is reported as one more error about the file.
func Load(path string, lib Library) (f *File, err error) {
	data, err := Read(path)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return LoadData(path, data, lib)
}

// LoadData is Load of a file already read.
func LoadData(path string, data []byte, lib Library) (f *File, err error) {
	defer func() {
		if r := recover(); r != nil {
			f, err = nil, fmt.Errorf("%s: internal error while reading the file: %v", path, r)
		}
	}()
	f, err = Parse(data, lib)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return f, nil
}

// Verify is how every program opens a file it will trust (tachanka
// validate, replay and load, and the window's Load and Resume): Load, and
// for a save, replay its action log from its seed and refuse it at the
// first divergence from the saved state. It never panics.
func Verify(path string, lib Library) (f *File, err error) {
	data, err := Read(path)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return VerifyData(path, data, lib)
}

// VerifyData is Verify of a file already read.
func VerifyData(path string, data []byte, lib Library) (f *File, err error) {
	f, err = LoadData(path, data, lib)
	if err != nil {
		return nil, err
	}
	if !f.IsSave() {
		return f, nil
	}
	if err := f.Replay(); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return f, nil
}

func unwrapPathError(err error) error {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err
	}
	return err
}

// Marshal encodes a file; equal files give equal bytes.
func (f *File) Marshal() ([]byte, error) {
	return jsonfile.Marshal(f)
}

// Save writes the file atomically.
func (f *File) Save(path string) error {
	b, err := f.Marshal()
	if err != nil {
		return err
	}
	return jsonfile.WriteAtomic(path, b)
}

// NewGame starts a game of the scenario with a seed.
func (f *File) NewGame(seed uint64) (*reds.Game, []reds.Event) {
	return reds.NewGame(f.Initial, seed)
}

// NewGameWith starts a game with optional rules (21.0).
func (f *File) NewGameWith(seed uint64, opts reds.Options) (*reds.Game, []reds.Event) {
	return reds.NewGameWith(f.Initial, seed, opts)
}

// Resume returns the game a save holds (or a fresh start of a scenario).
func (f *File) Resume() *reds.Game {
	if !f.IsSave() {
		g, _ := f.NewGame(0)
		return g
	}
	return reds.ResumeGame(f.Data, f.Initial, *f.Seed, f.Actions, f.State)
}

// SaveOf builds the save file of a game, from the scenario it was started from.
func SaveOf(scn *File, g *reds.Game) *File {
	seed := g.Seed
	head := scn.Header
	head.Format, head.Game = Format, Game
	return &File{Header: head, Map: scn.Map, Tables: scn.Tables, Leaders: scn.Leaders,
		Counters: scn.Counters, Initial: g.Initial, Seed: &seed, Actions: g.Actions, State: g.State, Data: g.Data}
}

// Replay re-runs a save's actions and compares the result with its state.
// The error names the first action that cannot be replayed
// ("actions[12]: ...") or the first field of the state that differs from
// the replay ("state.units[3]: ..."). It never panics.
func (f *File) Replay() (err error) {
	if !f.IsSave() {
		return fmt.Errorf("this is a scenario, not a saved game: there is nothing to replay")
	}
	k := -1
	defer func() {
		if r := recover(); r != nil {
			p := "actions"
			if k >= 0 {
				p = jsonfile.Index(p, k)
			}
			err = jsonfile.Errorf(p, "internal error while replaying: %v", r)
		}
	}()
	s := f.Initial.Clone()
	reds.Start(s, *f.Seed)
	for i, a := range f.Actions {
		k = i
		if _, err := reds.Apply(s, a); err != nil {
			return jsonfile.Errorf(jsonfile.Index("actions", i), "the action (%s) cannot be replayed: %v", a, err)
		}
	}
	k = -1
	if field, what := reds.Diff(f.State, s); field != "" {
		return jsonfile.Errorf(jsonfile.Join("state", field), "the saved state is not what its %d actions give (saved vs replayed): %s", len(f.Actions), what)
	}
	return nil
}
