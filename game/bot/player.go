// Package bot holds the computer players of REDS!: the random player (the
// baseline and the fuzzer) and, in time, the real opponent. Players act only
// through the engine's actions and queries.
package bot

import (
	"encoding/json"
	"fmt"
	"time"

	"tachanka/game/dice"
	"tachanka/game/play"
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
	// Acts times each side's activation segments, all its decisions in a
	// segment together (issue 21 budgets 2 s an activation), by side.
	Acts [3]ActTimes `json:"-"`
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
		if e.Unable {
			m = &r.Unable
		}
		if *m == nil {
			*m = map[reds.EventKind]int{}
		}
		(*m)[e.Event]++
	}
}

// ActTimes is the time a player took over the activation segments it
// decided in: how many, in all, and the longest (and which).
type ActTimes struct {
	N           int
	Total       time.Duration
	Slowest     time.Duration
	SlowestWhat string
}

func (t *ActTimes) add(o ActTimes, seed uint64) {
	t.N += o.N
	t.Total += o.Total
	if o.Slowest > t.Slowest {
		t.Slowest, t.SlowestWhat = o.Slowest, fmt.Sprintf("%s (seed %d)", o.SlowestWhat, seed)
	}
}

// Mean is the mean time of an activation segment.
func (t ActTimes) Mean() time.Duration {
	if t.N == 0 {
		return 0
	}
	return t.Total / time.Duration(t.N)
}

// ErrTooLong is returned when a game does not end within the action limit.
var ErrTooLong = play.ErrTooLong

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

// Play plays g to the end; start are the events NewGame returned. The
// platform's match runs it: each decision is asked of the seat it waits
// on, from that seat's view.
func (m Match) Play(g *reds.Game, start []reds.Event) (Result, error) {
	begin := time.Now()
	res := Result{Seed: g.Seed}
	res.tally(start)
	if m.Check {
		if err := g.State.Invariants(); err != nil {
			return res, &InvariantError{Seed: g.Seed, Index: -1, Err: err}
		}
	}
	pm := play.Match[*reds.State, reds.Action, reds.Event]{
		Rules: reds.Rules{},
		Players: map[string]play.Player[*reds.State, reds.Action]{
			"red": &timed{p: m.Red, res: &res}, "white": &timed{p: m.White, res: &res},
		},
		MaxActions: m.MaxActions,
		Stop: func(s *reds.State) bool {
			return m.MaxTurn > 0 && s.Turn > m.MaxTurn || m.Until != nil && m.Until(s)
		},
		After: func(a reds.Action, ev []reds.Event) error {
			if m.Check {
				if err := g.State.Invariants(); err != nil {
					return &InvariantError{Seed: g.Seed, Index: len(g.Actions) - 1, Action: a, Err: err}
				}
			}
			res.tally(ev)
			return nil
		},
	}
	if err := pm.Play(&g.Record); err != nil {
		return res, err
	}
	res.Winner, res.Reason, res.Turn = g.State.Winner, g.State.WinReason, g.State.Turn
	res.Actions = len(g.Actions)
	res.Seconds = time.Since(begin).Seconds()
	return res, nil
}

// timed is a REDS! player in a seat of the platform's match, its time to
// decide counted in the result.
type timed struct {
	p   Player
	res *Result
	// the activation segment being timed, and its time so far
	act     string
	actTook time.Duration
}

func (t *timed) Name() string { return t.p.Name() }

func (t *timed) Choose(view *reds.State, seat string) (reds.Action, error) {
	t0 := time.Now()
	a, err := t.p.Choose(view)
	took := time.Since(t0)
	t.res.Decide += took
	if took > t.res.Slowest {
		t.res.Slowest = took
		t.res.SlowestWhat = fmt.Sprintf("%s %s, turn %d", view.Pending.Side, view.Pending.Kind, view.Turn)
	}
	if view.Step == reds.StepActivation && view.Segment != nil && view.Pending.Side < 3 {
		at := &t.res.Acts[view.Pending.Side]
		key := fmt.Sprintf("%s %s segment, turn %d", view.Pending.Side, view.Segment.Chit, view.Turn)
		if key != t.act {
			t.act, t.actTook = key, 0
			at.N++
		}
		t.actTook += took
		at.Total += took
		if t.actTook > at.Slowest {
			at.Slowest, at.SlowestWhat = t.actTook, key
		}
	}
	return a, err
}
