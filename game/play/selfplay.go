package play

import (
	"flag"
	"fmt"
	"runtime"
	"strings"
	"time"
)

// SeriesFlags are the flags every game's selfplay shares: the scenario,
// who sits where, the first seed, how many games and how many at once, the
// check after every action, the save of the last game, JSON lines.
type SeriesFlags struct {
	Scenario string
	Seats    SeatFlag
	Seed     uint64
	Games    int
	Jobs     int
	Check    bool
	Save     string
	JSON     bool
}

// Register adds the flags to fs; seatHelp says who may sit where.
func (f *SeriesFlags) Register(fs *flag.FlagSet, seatHelp string) {
	fs.StringVar(&f.Scenario, "scenario", "", "scenario id or file")
	fs.Var(&f.Seats, "seat", seatHelp)
	fs.Uint64Var(&f.Seed, "seed", uint64(time.Now().UnixNano()%1_000_000), "seed of the first game")
	fs.IntVar(&f.Games, "games", 1, "number of games")
	fs.IntVar(&f.Jobs, "jobs", runtime.NumCPU(), "games played at once (results still print in seed order)")
	fs.BoolVar(&f.Check, "check", false, "check the whole state after every action")
	fs.StringVar(&f.Save, "save", "", "save the last game here")
	fs.BoolVar(&f.JSON, "json", false, "one JSON line per game, and a JSON summary")
}

// Validate refuses a series with no scenario named (ids are the game's,
// for the message) or no game to play.
func (f *SeriesFlags) Validate(ids []string) error {
	if f.Scenario == "" {
		return fmt.Errorf("-scenario is required (%s)", strings.Join(ids, ", "))
	}
	if f.Games < 1 || f.Jobs < 1 {
		return fmt.Errorf("-games and -jobs must be at least 1")
	}
	return nil
}
