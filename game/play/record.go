package play

import (
	"errors"
	"fmt"
	"slices"
)

// Engine is what a game's rules offer its play record: states S changed
// only by actions A, which report events E.
type Engine[S, A, E any] interface {
	// Clone copies a state.
	Clone(s S) S
	// Start begins a game from its initial state with a seed.
	Start(s S, seed uint64) []E
	// Apply applies an action, or refuses it leaving the state as it was.
	Apply(s S, a A) ([]E, error)
	// Final reports that an action, given what it did, can no longer be
	// taken back: a die was rolled, a chit or card drawn, something hidden
	// shown. Asked with no events, before the action is applied, it says
	// whether the action is final whatever it does (the record then keeps
	// no copy of the state before it).
	Final(a A, ev []E) bool
}

// Record is a game with its history: the initial state, the seed and every
// action applied since. The state is always what replaying the actions from
// the initial state gives, which is what saves, replays, undo and bug
// reports rely on. It keeps the state before each action since the last
// final one, so undo back to that point costs no replay.
type Record[S, A, E any] struct {
	Initial S
	Seed    uint64
	Actions []A
	State   S

	engine Engine[S, A, E]
	before []S // the state before each of the last len(before) actions, none final
}

// NewRecord starts a game of initial (left unchanged) with a seed.
func NewRecord[S, A, E any](e Engine[S, A, E], initial S, seed uint64) (*Record[S, A, E], []E) {
	r := &Record[S, A, E]{Initial: initial, Seed: seed, engine: e, State: e.Clone(initial)}
	ev := e.Start(r.State, seed)
	return r, ev
}

// ResumeRecord is a record of a game played so far: its state is the one
// its actions lead to (the loader checks that by replaying).
func ResumeRecord[S, A, E any](e Engine[S, A, E], initial S, seed uint64, actions []A, state S) *Record[S, A, E] {
	return &Record[S, A, E]{Initial: initial, Seed: seed, Actions: actions, State: state, engine: e}
}

// Do applies an action and records it.
func (r *Record[S, A, E]) Do(a A) ([]E, error) {
	var prev S
	mayUndo := !r.engine.Final(a, nil)
	if mayUndo {
		prev = r.engine.Clone(r.State)
	}
	ev, err := r.engine.Apply(r.State, a)
	if err != nil {
		return nil, err
	}
	r.Actions = append(r.Actions, a)
	if !mayUndo || r.engine.Final(a, ev) {
		r.before = nil
	} else {
		r.before = append(r.before, prev)
	}
	return ev, nil
}

// Undoable is how many of the last actions may be taken back: those since
// the last final one.
func (r *Record[S, A, E]) Undoable() int { return len(r.before) }

// ErrFinal is Undo's answer when the last action cannot be taken back.
var ErrFinal = errors.New("the last action cannot be taken back: dice, draws or hidden things came after it")

// Undo takes back the last action.
func (r *Record[S, A, E]) Undo() error {
	n := len(r.before)
	if n == 0 || len(r.Actions) == 0 {
		return ErrFinal
	}
	r.State, r.before = r.before[n-1], r.before[:n-1]
	r.Actions = slices.Clone(r.Actions[:len(r.Actions)-1])
	return nil
}

// Replay re-runs actions from an initial state with a seed.
func Replay[S, A, E any](e Engine[S, A, E], initial S, seed uint64, actions []A) (S, error) {
	s := e.Clone(initial)
	e.Start(s, seed)
	for k, a := range actions {
		if _, err := e.Apply(s, a); err != nil {
			var zero S
			return zero, fmt.Errorf("action %d (%v): %w", k, a, err)
		}
	}
	return s, nil
}
