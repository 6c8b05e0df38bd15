package play

import (
	"errors"
	"fmt"
)

// Rules is what the platform needs of a game to seat players at it: its
// engine, who must answer now, what each seat may see, and the end.
type Rules[S, A, E any] interface {
	Engine[S, A, E]
	// Waiting lists the seats that must answer now, in seat order. When
	// there are several (simultaneous secret choices: committed attack
	// levels, votes), each answers from its own view of the same position
	// and the engine takes the answers in any order.
	Waiting(s S) []string
	// View is what seat may see of s, for it to decide on.
	View(s S, seat string) S
	// Over reports whether the game has ended.
	Over(s S) bool
}

// Player answers a seat's decisions from the seat's view.
type Player[S, A any] interface {
	Name() string
	Choose(view S, seat string) (A, error)
}

// ErrTooLong is returned when a game does not end within its action limit.
var ErrTooLong = errors.New("the game did not end within the action limit")

// Match is who sits in each seat of a game and how long it may run.
type Match[S, A, E any] struct {
	Rules   Rules[S, A, E]
	Players map[string]Player[S, A]
	// MaxActions: a game longer than this fails with ErrTooLong.
	MaxActions int
	// Stop, when set, ends the match early before a decision in a
	// position it accepts (a turn limit; tests reaching a position).
	Stop func(s S) bool
	// After, when set, sees every action applied and its events; an
	// error stops the match (an invariant check, a tally).
	After func(a A, ev []E) error
}

// Play plays the record's game until it ends, Stop accepts a position, or
// something fails. Every waiting seat chooses from its own view of the
// position before any answer is applied, so none learns another's.
func (m Match[S, A, E]) Play(r *Record[S, A, E]) error {
	for !m.Rules.Over(r.State) {
		if m.Stop != nil && m.Stop(r.State) {
			return nil
		}
		seats := m.Rules.Waiting(r.State)
		if len(seats) == 0 {
			return fmt.Errorf("the game waits on no seat and has not ended")
		}
		answers := make([]A, len(seats))
		for k, seat := range seats {
			p, ok := m.Players[seat]
			if !ok {
				return fmt.Errorf("no player sits in seat %s", seat)
			}
			a, err := p.Choose(m.Rules.View(r.State, seat), seat)
			if err != nil {
				return fmt.Errorf("%s (%s): %w", seat, p.Name(), err)
			}
			answers[k] = a
		}
		for k, a := range answers {
			if m.MaxActions > 0 && len(r.Actions) >= m.MaxActions {
				return ErrTooLong
			}
			ev, err := r.Do(a)
			if err != nil {
				return fmt.Errorf("%s (%s) chose an illegal action %v: %w", seats[k], m.Players[seats[k]].Name(), a, err)
			}
			if m.After != nil {
				if err := m.After(a, ev); err != nil {
					return err
				}
			}
		}
	}
	return nil
}
