// Package bot holds the computer players of REDS!: the random player (the
// baseline and the fuzzer) and, in time, the real opponent. Players act only
// through the engine's actions and queries.
package bot

import (
	"errors"
	"fmt"
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

// Choose draws one legal action.
func (p *Random) Choose(s *reds.State) (reds.Action, error) {
	acts := reds.LegalActions(s)
	if len(acts) == 0 {
		return reds.Action{}, fmt.Errorf("no legal action for %s (%s) at turn %d, step %s", s.Pending.Side, s.Pending.Kind, s.Turn, s.Step)
	}
	return acts[p.r.Intn(len(acts))], nil
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
}

// ErrTooLong is returned when a game does not end within the action limit.
var ErrTooLong = errors.New("the game did not end within the action limit")

// Play plays g to the end (or maxActions, or maxTurn when positive).
func Play(g *reds.Game, red, white Player, maxActions, maxTurn int) (Result, error) {
	start := time.Now()
	res := Result{Seed: g.Seed}
	for g.State.Step != reds.StepGameOver {
		if maxTurn > 0 && g.State.Turn > maxTurn {
			break
		}
		if len(g.Actions) >= maxActions {
			return res, ErrTooLong
		}
		p := white
		if g.State.Pending.Side == reds.Red {
			p = red
		}
		t0 := time.Now()
		a, err := p.Choose(g.State)
		res.Decide += time.Since(t0)
		if err != nil {
			return res, err
		}
		if _, err := g.Do(a); err != nil {
			return res, fmt.Errorf("%s chose an illegal action %v: %w", p.Name(), a, err)
		}
	}
	res.Winner, res.Reason, res.Turn = g.State.Winner, g.State.WinReason, g.State.Turn
	res.Actions = len(g.Actions)
	res.Seconds = time.Since(start).Seconds()
	return res, nil
}
