// Package bot holds the computer players of REDS!: the random player (the
// baseline and the fuzzer) and, in time, the real opponent. Players act only
// through the engine's actions and queries.
package bot

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"tachanka/game/dice"
	"tachanka/game/reds"
)

// Player makes the decisions of one side.
type Player interface {
	Name() string
	Choose(s *reds.State) (reds.Action, error)
}

// Random picks uniformly among the engine's legal actions, with a generator
// of its own: it never sees the game's.
type Random struct {
	r dice.Rand
}

// NewRandom returns a random player seeded with seed.
func NewRandom(seed uint64) *Random { return &Random{r: dice.New(seed ^ 0x5eed5eed)} }

func (p *Random) Name() string { return "random" }

// Choose draws one legal action, each equally likely: the first legal
// action of a uniformly shuffled candidate list is uniform over the legal
// ones, and it costs far fewer trials than listing them all.
func (p *Random) Choose(s *reds.State) (reds.Action, error) {
	acts := reds.Candidates(s)
	for i := len(acts) - 1; i > 0; i-- {
		j := p.r.Intn(i + 1)
		acts[i], acts[j] = acts[j], acts[i]
	}
	for _, a := range acts {
		if reds.Check(s, a) == nil {
			return a, nil
		}
	}
	return reds.Action{}, fmt.Errorf("no legal action for %s (%s) at turn %d, step %s", s.Pending.Side, s.Pending.Kind, s.Turn, s.Step)
}

// Result is the outcome of one game.
type Result struct {
	Seed    uint64        `json:"seed"`
	Winner  reds.Side     `json:"winner"`
	Reason  string        `json:"reason"`
	Turn    int           `json:"turn"`
	Actions int           `json:"actions"`
	Seconds float64       `json:"seconds"`
	Decide  time.Duration `json:"-"` // time spent choosing, both players
	// Slowest is the longest single decision of a bot (an activation's
	// plan is made in its first decision).
	Slowest     time.Duration `json:"-"`
	SlowestWhat string        `json:"-"` // the decision that took it, and when
	// Events counts the random events carried out (6.3); Unable those
	// rolled that could not be.
	Events map[reds.EventKind]int `json:"events,omitempty"`
	Unable map[reds.EventKind]int `json:"unable,omitempty"`
}

// tally counts the random events among ev.
func (r *Result) tally(ev []reds.Event) {
	for _, e := range ev {
		if e.Type != reds.EvRandomEvent {
			continue
		}
		m := &r.Events
		if strings.HasPrefix(e.Text, reds.NotCarriedOut) {
			m = &r.Unable
		}
		if *m == nil {
			*m = map[reds.EventKind]int{}
		}
		(*m)[e.Event]++
	}
}

// ErrTooLong is returned when a game does not end within the action limit.
var ErrTooLong = errors.New("the game did not end within the action limit")

// Match is who plays a game and how long it may run.
type Match struct {
	Red, White Player
	MaxActions int // a game longer than this fails with ErrTooLong
	MaxTurn    int // when positive, stop once this operational turn is over
	// Until, when set, stops the game before the first decision in a
	// position it accepts (tests and benchmarks reach positions so).
	Until func(s *reds.State) bool
	// Check runs the state's invariant check after the start and after
	// every action; a violation stops the game with an *InvariantError.
	Check bool
}

// InvariantError is an invariant violation found by a checked game: the
// seed and the action (its index in the game's actions, and the action)
// after which the state broke, enough to replay it. Index -1 is the start.
type InvariantError struct {
	Seed   uint64
	Index  int
	Action reds.Action
	Err    error
}

func (e *InvariantError) Error() string {
	if e.Index < 0 {
		return fmt.Sprintf("invariant violated: seed %d, at the start: %v", e.Seed, e.Err)
	}
	b, _ := json.Marshal(e.Action)
	return fmt.Sprintf("invariant violated: seed %d, action %d %s (%s): %v", e.Seed, e.Index, b, e.Action, e.Err)
}

func (e *InvariantError) Unwrap() error { return e.Err }

// Play plays g to the end; start are the events NewGame returned.
func (m Match) Play(g *reds.Game, start []reds.Event) (Result, error) {
	begin := time.Now()
	res := Result{Seed: g.Seed}
	res.tally(start)
	if m.Check {
		if err := g.State.Invariants(); err != nil {
			return res, &InvariantError{Seed: g.Seed, Index: -1, Err: err}
		}
	}
	for g.State.Step != reds.StepGameOver {
		if m.MaxTurn > 0 && g.State.Turn > m.MaxTurn || m.Until != nil && m.Until(g.State) {
			break
		}
		if len(g.Actions) >= m.MaxActions {
			return res, ErrTooLong
		}
		p := m.White
		if g.State.Pending.Side == reds.Red {
			p = m.Red
		}
		t0 := time.Now()
		what := g.State.Pending.Kind
		a, err := p.Choose(g.State.View(g.State.Pending.Side)) // a player sees only its view
		took := time.Since(t0)
		res.Decide += took
		if took > res.Slowest {
			res.Slowest = took
			res.SlowestWhat = fmt.Sprintf("%s %s, turn %d", g.State.Pending.Side, what, g.State.Turn)
		}
		if err != nil {
			return res, err
		}
		ev, err := g.Do(a)
		if err != nil {
			return res, fmt.Errorf("%s chose an illegal action %v: %w", p.Name(), a, err)
		}
		if m.Check {
			if err := g.State.Invariants(); err != nil {
				return res, &InvariantError{Seed: g.Seed, Index: len(g.Actions) - 1, Action: a, Err: err}
			}
		}
		res.tally(ev)
	}
	res.Winner, res.Reason, res.Turn = g.State.Winner, g.State.WinReason, g.State.Turn
	res.Actions = len(g.Actions)
	res.Seconds = time.Since(begin).Seconds()
	return res, nil
}
