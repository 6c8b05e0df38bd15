package redrussia

import (
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"strings"

	"tachanka/game/jsonfile"
	"tachanka/game/play"
)

// The game's files: a scenario (the envelope's head, the numbers of
// players it takes and the optional rules it offers) and a saved game (who
// sits in each faction's seat, the number of players, the seed, the
// options, every action in order and the state they lead to). A save is
// checked by replaying its actions from its seed to its state exactly.

// GameID is the id of Red Russia in the file envelope.
const GameID = "redrussia"

// ScenarioID is the game's scenario: the campaign from summer 1918.
const ScenarioID = "redrussia-1918"

// Scenario is a scenario file.
type Scenario struct {
	play.Header
	MinPlayers int `json:"min_players"`
	MaxPlayers int `json:"max_players"`
}

// File is a scenario or a saved game.
type File struct {
	Scenario
	// Players is the number of players of a save (1.2), Seats who sits in
	// each major faction's seat ("red", "siberian", "south",
	// "northasian"): the factions of one player have one kind.
	Players int          `json:"players,omitempty"`
	Seats   play.Seating `json:"seats,omitempty"`
	Seed    *uint64      `json:"seed,omitempty"`
	Options *Options     `json:"options,omitempty"`
	Actions []Action     `json:"actions,omitempty"`
	// StopsChanges are the stops set again during play (a seat handed
	// between a person and the computer), replayed between the actions.
	StopsChanges []StopsChange `json:"stops_changes,omitempty"`
	State        *State        `json:"state,omitempty"`

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

// SeatKinds are who may sit in a seat: a person, the computer player
// (bot: its default level; normal, quick: package rrbot, whose Levels must
// be among these) or the random player.
var SeatKinds = []string{play.Human, play.Bot, "normal", "quick", play.Random}

// Parse reads a scenario or a save strictly and checks it; errors name the
// field. A save's actions are not replayed here (Verify does).
func Parse(data []byte, d *Data) (*File, error) {
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
	f.Data = d
	switch {
	case f.MinPlayers < 2 || f.MinPlayers > 4:
		return nil, jsonfile.Errorf("min_players", "%d: Red Russia is for 2 to 4 players (1.2)", f.MinPlayers)
	case f.MaxPlayers < f.MinPlayers || f.MaxPlayers > 4:
		return nil, jsonfile.Errorf("max_players", "%d: want %d to 4", f.MaxPlayers, f.MinPlayers)
	case f.Seed == nil && (f.Players != 0 || f.Seats != nil || f.Options != nil || f.Actions != nil || f.StopsChanges != nil || f.State != nil):
		return nil, jsonfile.Errorf("seed", "a save needs its seed (the file has seats, actions or a state)")
	case f.Seed == nil:
		return &f, nil
	case f.State == nil:
		return nil, jsonfile.Errorf("state", "a save needs its state")
	case f.Players < f.MinPlayers || f.Players > f.MaxPlayers:
		return nil, jsonfile.Errorf("players", "%d: %s is for %d to %d players", f.Players, f.Header.Scenario, f.MinPlayers, f.MaxPlayers)
	}
	if err := f.checkSeats(); err != nil {
		return nil, err
	}
	f.State.Attach(d)
	return &f, nil
}

// checkSeats: the four majors' seats filled, each with someone who may sit
// there, the factions of one player (1.2) with one kind.
func (f *File) checkSeats() error {
	seats, _ := Seating(f.Players)
	var names []string
	for name := range f.Seats {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		if f, ok := parseFaction(name); !ok || !f.Major() || f == Poland {
			return jsonfile.Errorf(jsonfile.Join("seats", name), "no such seat (red, siberian, south, northasian)")
		}
	}
	for _, group := range seats {
		kind := ""
		for _, fc := range group {
			k, ok := f.Seats[fc.String()]
			switch {
			case !ok:
				return jsonfile.Errorf("seats", "seat %s is empty", fc)
			case !slices.Contains(SeatKinds, k):
				return jsonfile.Errorf(jsonfile.Join("seats", fc.String()), "%q cannot sit here (%s)", k, strings.Join(SeatKinds, ", "))
			case kind != "" && k != kind:
				return jsonfile.Errorf(jsonfile.Join("seats", fc.String()), "one player commands %v (1.2): one kind for all his seats", group)
			}
			kind = k
		}
	}
	return nil
}

// NewGame makes a new game of this scenario.
func (f *File) NewGame(players int, seed uint64, opt Options) (*State, error) {
	if players < f.MinPlayers || players > f.MaxPlayers {
		return nil, fmt.Errorf("%s is for %d to %d players, not %d", f.Header.Scenario, f.MinPlayers, f.MaxPlayers, players)
	}
	return NewGame(f.Data, players, seed, opt)
}

// SaveOf is the save of a game of this scenario.
func (f *File) SaveOf(seats play.Seating, seed uint64, opt Options, actions []Action, s *State) *File {
	o := opt
	return &File{Scenario: f.Scenario, Players: len(s.Players), Seats: seats, Seed: &seed, Options: &o,
		Actions: slices.Clone(actions), State: s, Data: f.Data}
}

// Save writes the file atomically: a save is whole or not written.
func (f *File) Save(path string) error {
	b, err := jsonfile.Marshal(f)
	if err != nil {
		return err
	}
	return jsonfile.WriteAtomic(path, b)
}

// Replay re-runs a save's actions from its seed and checks they lead to
// its state exactly; the error names the action refused, or the first
// field where the states part.
func (f *File) Replay() error {
	if !f.IsSave() {
		return nil
	}
	opt := Options{}
	if f.Options != nil {
		opt = *f.Options
	}
	if err := checkStops(f.Players, opt.Stops); err != nil {
		return jsonfile.Errorf("options.stops", "%v", err)
	}
	if err := checkStopsChanges(f.Players, len(f.Actions), f.StopsChanges); err != nil {
		return err
	}
	s, err := f.NewGame(f.Players, *f.Seed, opt)
	if err != nil {
		return jsonfile.Errorf("players", "%v", err)
	}
	changes := f.StopsChanges
	for k, a := range f.Actions {
		for len(changes) > 0 && changes[0].After == k {
			s.SetStops(changes[0].Player, changes[0].Stops)
			changes = changes[1:]
		}
		if _, err := Apply(s, a); err != nil {
			return jsonfile.Errorf(jsonfile.Index("actions", k), "%v is refused: %v", a, err)
		}
	}
	for _, c := range changes {
		s.SetStops(c.Player, c.Stops)
	}
	got, err1 := json.Marshal(s)
	want, err2 := json.Marshal(f.State)
	if err1 != nil || err2 != nil {
		return jsonfile.Errorf("state", "cannot encode: %v %v", err1, err2)
	}
	if where, differ := jsonfile.FirstDifference(want, got, "state"); differ {
		return jsonfile.Errorf(where, "the saved state is not what its %d actions lead to from seed %d", len(f.Actions), *f.Seed)
	}
	return nil
}

// Verify reads a file of the game and checks it exactly: a save's actions
// must replay to its state. It never panics; every error is one line
// beginning with the path.
func Verify(path string, data []byte, d *Data) (f *File, err error) {
	defer func() {
		if r := recover(); r != nil {
			f, err = nil, fmt.Errorf("%s: internal error while reading the file: %v", path, r)
		}
	}()
	if f, err = Parse(data, d); err == nil {
		err = f.Replay()
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return f, nil
}
