// Package play is what every game of Tachanka shares with the platform: its
// titles, its seats and who sits in them, its scenarios and its commands of
// its own. A game describes itself with a Game; the registry lists them, and
// the command line and the client know games only through it.
package play

import (
	"fmt"
	"slices"
	"strings"
)

// Text is a text in each language of the client.
type Text struct {
	EN string `json:"en"`
	RU string `json:"ru"`
}

// Seat is a place at the table: a player of the game (REDS!: red, white).
// One person may hold several seats.
type Seat struct {
	Name  string `json:"name"`
	Title Text   `json:"title"`
}

// Scenario is a way to start a game.
type Scenario struct {
	ID    string `json:"id"`
	Title Text   `json:"title"`
}

// Command is a subcommand of the game's own (REDS!'s calc, map, units).
// Run writes its answer to c.Out and one-line errors to c.Err, and returns
// the exit status.
type Command struct {
	Name    string
	Usage   string
	Summary string
	Run     func(c *Cmd, args []string) int
}

// Game is what the platform knows of a game.
type Game struct {
	ID    string
	Title Text
	// Seats are all the seats, in the game's order; at least MinSeats of
	// them are filled in a game (all of them when MinSeats is 0).
	Seats    []Seat
	MinSeats int
	// Levels are the computer player's levels, the default first.
	Levels []string
	// Scenarios lists the scenarios the game ships with.
	Scenarios func() []Scenario
	// Verify reads a file of this game, given its bytes, and checks it
	// exactly: a save's actions must replay to its state. Errors begin
	// with the path.
	Verify   func(path string, data []byte) (File, error)
	Commands []Command
}

// Seat returns the seat named name.
func (g *Game) Seat(name string) (Seat, bool) {
	for _, s := range g.Seats {
		if s.Name == name {
			return s, true
		}
	}
	return Seat{}, false
}

// SeatNames lists the seats' names in the game's order.
func (g *Game) SeatNames() []string {
	out := make([]string, len(g.Seats))
	for k, s := range g.Seats {
		out[k] = s.Name
	}
	return out
}

// Who sits in a seat: a person, the computer at a level, or the random
// player (every legal action equally likely).
const (
	Human  = "human"
	Random = "random"
	Bot    = "bot" // the computer at its default level
)

// Kinds lists what may sit in a seat of g: human, bot, each level, random.
func (g *Game) Kinds() []string {
	return append(append([]string{Human, Bot}, g.Levels...), Random)
}

// ParseKind checks who may sit in a seat of g: human, random, bot (the
// computer at the level its caller sets, the default unless told) or one
// of the levels.
func (g *Game) ParseKind(kind string) (string, error) {
	if !slices.Contains(g.Kinds(), kind) || kind == Bot && len(g.Levels) == 0 {
		return "", fmt.Errorf("%q cannot sit in a seat of %s (%s)", kind, g.ID, strings.Join(g.Kinds(), ", "))
	}
	return kind, nil
}

// Seating is who sits in each seat, by seat name.
type Seating map[string]string

// ParseSeating reads -seat NAME=KIND values over defaults (a seat not
// named keeps its default): every name must be a seat of g, named once,
// and every kind one that may sit there.
func (g *Game) ParseSeating(values []string, defaults Seating) (Seating, error) {
	out := Seating{}
	for name, kind := range defaults {
		out[name] = kind
	}
	named := map[string]bool{}
	for _, v := range values {
		name, kind, ok := strings.Cut(v, "=")
		if !ok || name == "" || kind == "" {
			return nil, fmt.Errorf("-seat %q: want NAME=KIND, as in red=bot", v)
		}
		if _, ok := g.Seat(name); !ok {
			return nil, fmt.Errorf("-seat %q: %s has no seat %q (%s)", v, g.ID, name, strings.Join(g.SeatNames(), ", "))
		}
		if named[name] {
			return nil, fmt.Errorf("-seat %q: seat %s is named twice", v, name)
		}
		named[name] = true
		k, err := g.ParseKind(kind)
		if err != nil {
			return nil, fmt.Errorf("-seat %q: %v", v, err)
		}
		out[name] = k
	}
	filled := 0
	for _, s := range g.Seats {
		if out[s.Name] != "" {
			filled++
		}
	}
	if min := g.MinSeats; (min == 0 && filled < len(g.Seats)) || filled < min {
		return nil, fmt.Errorf("%s needs %s filled (%d are)", g.ID, seatsNeeded(g), filled)
	}
	return out, nil
}

func seatsNeeded(g *Game) string {
	if g.MinSeats == 0 || g.MinSeats == len(g.Seats) {
		return fmt.Sprintf("all %d seats", len(g.Seats))
	}
	return fmt.Sprintf("at least %d of its %d seats", g.MinSeats, len(g.Seats))
}

// SeatFlag collects the values of a repeatable -seat flag.
type SeatFlag []string

func (f *SeatFlag) String() string { return strings.Join(*f, " ") }

// Set adds one value.
func (f *SeatFlag) Set(v string) error {
	*f = append(*f, v)
	return nil
}
