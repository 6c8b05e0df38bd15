package rcw

import (
	"fmt"
	"slices"
	"strings"

	"tachanka/game/jsonfile"
	"tachanka/game/play"
)

// GameID is the id of SPI's Russian Civil War in the file envelope.
const GameID = "rcw"

// How a scenario is played.
const (
	// ModeStandard is the game of 2.0-15.0 for 3 to 6 players.
	ModeStandard = "standard"
	// ModeSolitaire is the solitaire game of 18.0-28.0: one Red player
	// in seat a against the engine's non-Red procedure (Player B of the
	// state, which no seat holds).
	ModeSolitaire = "solitaire"
	// ModePostal is the postal game of 17.0 for 3 to 6 players: sealed
	// orders adjudicated by the engine (postal.go).
	ModePostal = "postal"
)

// Scenario is a scenario file: the envelope's head, how the game is played
// and for how many players. The map, counters and tables are the embedded
// ones (scenarios.RCWData); the set-up is the deal of 15.0, made in play.
type Scenario struct {
	play.Header
	Mode       string `json:"mode"`
	MinPlayers int    `json:"min_players"`
	MaxPlayers int    `json:"max_players"`
}

// File is a scenario or a saved game: for a save, who sits in each seat
// (a to f, one per player), the seed, the Game-Turn cap of a game between
// computer players (4.1 Ruling), every action in order and the state they
// lead to.
type File struct {
	Scenario
	Seats    play.Seating `json:"seats,omitempty"`
	Seed     *uint64      `json:"seed,omitempty"`
	MaxTurns int          `json:"max_turns,omitempty"`
	Actions  []Action     `json:"actions,omitempty"`
	State    *State       `json:"state,omitempty"`
	// Table is the seats' PINs and private messages (play.Table): kept
	// with the game, never read by the rules.
	Table *play.Table `json:"table,omitempty"`

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

// SeatName is the seat of a player letter: seat a is Player A.
func SeatName(letter string) string { return strings.ToLower(letter) }

// SeatKinds are who may sit in a seat of a saved game: a person, the
// computer player (bot: its default level; table: Jarvinen's table-driven
// system; strong: the same choosing attacks by expected VP; package rcwbot,
// whose Levels must be among these) or the random
// player.
var SeatKinds = []string{play.Human, play.Bot, "table", "strong", play.Random}

// Parse reads a scenario or a save strictly and checks it: errors name the
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
	if err := f.checkScenario(); err != nil {
		return nil, err
	}
	f.Data = d
	switch {
	case f.Seed == nil && (f.Seats != nil || f.MaxTurns != 0 || f.Actions != nil || f.State != nil):
		return nil, jsonfile.Errorf("seed", "a save needs its seed (the file has seats, actions or a state)")
	case f.Seed == nil:
		return &f, nil
	case f.State == nil:
		return nil, jsonfile.Errorf("state", "a save needs its state")
	case f.MaxTurns < 0:
		return nil, jsonfile.Errorf("max_turns", "%d: want 0 (no cap) or a number of Game-Turns", f.MaxTurns)
	}
	if err := f.checkSeats(); err != nil {
		return nil, err
	}
	if err := f.State.attachDecoded(d, "state"); err != nil {
		return nil, err
	}
	if n := len(f.State.Players); n != f.statePlayers(len(f.Seats)) {
		return nil, jsonfile.Errorf("state.players", "%d players in the state, %d seats filled", n, len(f.Seats))
	}
	var seats []string
	for _, l := range Letters(len(f.Seats)) {
		seats = append(seats, SeatName(l))
	}
	if err := f.Table.Check("table", seats); err != nil {
		return nil, err
	}
	return &f, nil
}

func (f *File) checkScenario() error {
	switch f.Mode {
	case ModeStandard, ModePostal:
	case ModeSolitaire:
		if f.MinPlayers != 1 || f.MaxPlayers != 1 {
			return jsonfile.Errorf("min_players", "the solitaire game has one player, Red (18.0): want 1 and 1, not %d and %d", f.MinPlayers, f.MaxPlayers)
		}
		return nil
	default:
		return jsonfile.Errorf("mode", "%q: want %s, %s or %s", f.Mode, ModeStandard, ModeSolitaire, ModePostal)
	}
	switch {
	case f.MinPlayers < 3 || f.MinPlayers > 6:
		return jsonfile.Errorf("min_players", "%d: the standard game is for 3 to 6 players (2.0)", f.MinPlayers)
	case f.MaxPlayers < f.MinPlayers || f.MaxPlayers > 6:
		return jsonfile.Errorf("max_players", "%d: want %d to 6", f.MaxPlayers, f.MinPlayers)
	}
	return nil
}

// checkSeats: the seats filled are a, b, c... in order, as many as the
// scenario allows, each with someone who may sit there.
func (f *File) checkSeats() error {
	n := len(f.Seats)
	if n < f.MinPlayers || n > f.MaxPlayers {
		return jsonfile.Errorf("seats", "%d seats filled; %s is for %d to %d players", n, f.Header.Scenario, f.MinPlayers, f.MaxPlayers)
	}
	for _, l := range Letters(n) {
		seat := SeatName(l)
		kind, ok := f.Seats[seat]
		if !ok {
			return jsonfile.Errorf("seats", "seat %s is empty: %d players sit in seats %s", seat, n, seatRange(n))
		}
		if !slices.Contains(SeatKinds, kind) {
			return jsonfile.Errorf(jsonfile.Join("seats", seat), "%q cannot sit here (%s)", kind, strings.Join(SeatKinds, ", "))
		}
	}
	return nil
}

// statePlayers is the number of players in the state of a game with n
// seats filled: the solitaire's non-Red procedure is a player no seat holds.
func (f *File) statePlayers(seats int) int {
	if f.Mode == ModeSolitaire {
		return 2
	}
	return seats
}

func seatRange(n int) string { return "a to " + SeatName(Letters(n)[n-1]) }

// NewGame starts a game of the scenario for players players, the turn cap
// maxTurns (0: none) and a seed: the state waiting for Player A's deal.
func (f *File) NewGame(players, maxTurns int, seed uint64) (*State, error) {
	s, _, _, err := f.Begin(players, maxTurns, seed)
	return s, err
}

// Begin is NewGame with what Opening returns: the position before the
// start's own play and its events (the solitaire's first non-Red
// Player-Turn is played before Red's first decision, 27.31).
func (f *File) Begin(players, maxTurns int, seed uint64) (*State, *State, []Event, error) {
	if players < f.MinPlayers || players > f.MaxPlayers {
		return nil, nil, nil, fmt.Errorf("%s is for %d to %d players, not %d", f.Header.Scenario, f.MinPlayers, f.MaxPlayers, players)
	}
	newState := func() (*State, error) { return NewState(f.Data, players) }
	if f.Mode == ModeSolitaire {
		newState = func() (*State, error) { return NewSolitaire(f.Data) }
	}
	s, err := newState()
	if err != nil {
		return nil, nil, nil, err
	}
	s.MaxTurns = maxTurns
	if f.Mode == ModePostal {
		s.Postal = &PostalState{} // 17.0
	}
	before, ev := Opening(s, seed)
	return s, before, ev, nil
}

// SaveOf is the save of a game of this scenario: who sat where, its seed
// and turn cap, its actions and where they led.
func (f *File) SaveOf(seats play.Seating, seed uint64, actions []Action, s *State) *File {
	return &File{Scenario: f.Scenario, Seats: seats, Seed: &seed, MaxTurns: s.MaxTurns,
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
	s, err := f.NewGame(len(f.Seats), f.MaxTurns, *f.Seed)
	if err != nil {
		return jsonfile.Errorf("seats", "%v", err)
	}
	for k, a := range f.Actions {
		if _, err := Apply(s, a); err != nil {
			return jsonfile.Errorf(jsonfile.Index("actions", k), "%v is refused: %v", a, err)
		}
	}
	got, err1 := MarshalState(s)
	want, err2 := MarshalState(f.State)
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
