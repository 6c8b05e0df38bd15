package bot

import (
	"errors"
	"fmt"

	"tachanka/game/reds"
)

// A series is many seeded games between two kinds of player: selfplay's
// runs and the strength tournament are series.

// Kind is who plays a side: the bot at a level, or the random player.
type Kind struct {
	Random bool
	Level  Level
}

// ParseKind reads "random", "bot" (the default level) or a level.
func ParseKind(s string) (Kind, error) {
	switch s {
	case "random":
		return Kind{Random: true}, nil
	case "bot":
		return Kind{Level: DefaultLevel}, nil
	}
	l, err := ParseLevel(s)
	if err != nil {
		return Kind{}, fmt.Errorf("unknown player %q (bot, quick, normal, hard or random)", s)
	}
	return Kind{Level: l}, nil
}

func (k Kind) String() string {
	if k.Random {
		return "random"
	}
	return k.Level.String()
}

// Player makes a player of this kind with its own seed.
func (k Kind) Player(seed uint64) Player {
	if k.Random {
		return NewRandom(seed)
	}
	return New(k.Level, seed)
}

// Series plays Games games seeded First, First+1, ... on Jobs goroutines.
type Series struct {
	NewGame    func(seed uint64) (*reds.Game, []reds.Event)
	Red, White Kind
	First      uint64
	Games      int
	Jobs       int
	MaxTurn    int  // when positive, stop each game after this operational turn
	Check      bool // run the invariant check after every action (Match.Check)
}

// Summary is what a series came to.
type Summary struct {
	Games         int            `json:"games"`
	Wins          map[string]int `json:"wins"`
	Reasons       map[string]int `json:"reasons"`
	AvgTurn       float64        `json:"avg_turn"`
	AvgActions    float64        `json:"avg_actions"`
	Seconds       float64        `json:"seconds"`
	LongestGame   float64        `json:"longest_game_seconds"`
	DecideSeconds float64        `json:"decide_seconds"`
	MsPerDecision float64        `json:"ms_per_decision"`
	SlowestMs     float64        `json:"slowest_decision_ms"`
	SlowestWhat   string         `json:"slowest_decision"`
	// Acts times each side's activation segments: "red" and "white".
	Acts   map[string]ActTimes    `json:"-"`
	Events map[reds.EventKind]int `json:"events"`
	Unable map[reds.EventKind]int `json:"unable"`

	turns, actions int
}

// Winner names a result's winner for summaries: red, white or none.
func (r Result) WinnerName() string {
	if r.Winner == reds.NoSide {
		return "none"
	}
	return r.Winner.String()
}

func (sm *Summary) add(r Result) {
	sm.Games++
	sm.Wins[r.WinnerName()]++
	sm.Reasons[r.Reason]++
	sm.turns += r.Turn
	sm.actions += r.Actions
	sm.Seconds += r.Seconds
	sm.LongestGame = max(sm.LongestGame, r.Seconds)
	sm.DecideSeconds += r.Decide.Seconds()
	if ms := r.Slowest.Seconds() * 1000; ms > sm.SlowestMs {
		sm.SlowestMs, sm.SlowestWhat = ms, fmt.Sprintf("%s (seed %d)", r.SlowestWhat, r.Seed)
	}
	for _, side := range []reds.Side{reds.Red, reds.White} {
		t := sm.Acts[side.String()]
		t.add(r.Acts[side], r.Seed)
		sm.Acts[side.String()] = t
	}
	for k, v := range r.Events {
		sm.Events[k] += v
	}
	for k, v := range r.Unable {
		sm.Unable[k] += v
	}
	sm.AvgTurn = float64(sm.turns) / float64(sm.Games)
	sm.AvgActions = float64(sm.actions) / float64(sm.Games)
	if sm.actions > 0 {
		sm.MsPerDecision = sm.DecideSeconds * 1000 / float64(sm.actions)
	}
}

// play plays the game seeded n. A panic in the engine or a player ends
// that game with an error instead of the program.
func (sr Series) play(n uint64) (g *reds.Game, res Result, err error) {
	defer func() {
		if r := recover(); r != nil {
			actions := 0
			if g != nil {
				actions = len(g.Actions)
			}
			err = fmt.Errorf("internal error after %d actions: %v", actions, r)
		}
	}()
	g, start := sr.NewGame(n)
	m := Match{Red: sr.Red.Player(n*2 + 1), White: sr.White.Player(n*2 + 2), MaxActions: 200000, MaxTurn: sr.MaxTurn, Check: sr.Check}
	res, err = m.Play(g, start)
	return g, res, err
}

// Run plays the series and hands each finished game to report in seed
// order, whatever Jobs is; report returning false stops the series. The
// first game that fails stops it with an error naming its seed.
func (sr Series) Run(report func(*reds.Game, Result) bool) (Summary, error) {
	sm := Summary{Wins: map[string]int{}, Reasons: map[string]int{}, Acts: map[string]ActTimes{},
		Events: map[reds.EventKind]int{}, Unable: map[reds.EventKind]int{}}
	type run struct {
		g   *reds.Game
		res Result
		err error
	}
	games, jobs := sr.Games, max(1, min(sr.Jobs, sr.Games))
	results := make([]chan run, games)
	for k := range results {
		results[k] = make(chan run, 1)
	}
	next := make(chan int)
	stop := make(chan struct{})
	slots := make(chan struct{}, 2*jobs) // finished games wait here for their turn to be reported
	for range jobs {
		go func() {
			for k := range next {
				n := sr.First + uint64(k)
				g, res, err := sr.play(n)
				results[k] <- run{g, res, err}
			}
		}()
	}
	go func() {
		defer close(next)
		for k := range games {
			select {
			case slots <- struct{}{}:
			case <-stop:
				return
			}
			select {
			case next <- k:
			case <-stop:
				return
			}
		}
	}()
	defer close(stop)
	for k := range games {
		r := <-results[k]
		<-slots
		if ie := (*InvariantError)(nil); errors.As(r.err, &ie) {
			return sm, ie
		}
		if r.err != nil {
			return sm, fmt.Errorf("game with seed %d: %w", sr.First+uint64(k), r.err)
		}
		sm.add(r.res)
		if report != nil && !report(r.g, r.res) {
			break
		}
	}
	return sm, nil
}
