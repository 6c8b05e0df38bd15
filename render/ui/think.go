package ui

import (
	"fmt"
	"sync"
	"time"
)

// Thinker runs a computer player's decisions on their own goroutine, so
// that a slow decision never freezes the window. The board's tick starts
// a thought on the game as it is now, named by the board's version of the
// state (a number it bumps at every change: an action applied, a load, an
// undo), and polls for the answer on later ticks; an answer to a version
// that is no longer the board's (the game changed meanwhile) is dropped,
// and the board asks again. One thought at a time: the thinking function
// must work on its own copy of what it needs (the seat's view, a clone of
// the state), never on what the board goes on changing. The zero value is
// ready to use.
type Thinker[A any] struct {
	mu      sync.Mutex
	busy    bool
	ver     int
	started time.Time
	done    chan thought[A]
}

type thought[A any] struct {
	ver    int
	answer A
	err    error
}

// Start begins thinking about version ver of the game unless a thought
// is under way; it reports whether it began. A panic of think comes back
// as its error.
func (t *Thinker[A]) Start(ver int, think func() (A, error)) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.busy {
		return false
	}
	if t.done == nil {
		t.done = make(chan thought[A], 1)
	}
	t.busy, t.ver, t.started = true, ver, time.Now()
	done := t.done
	go func() {
		th := thought[A]{ver: ver}
		defer func() {
			if r := recover(); r != nil {
				th.err = fmt.Errorf("the computer player failed: %v", r)
			}
			done <- th
		}()
		th.answer, th.err = think()
	}()
	return true
}

// Poll returns the answer of the thought once it has come: ok when it
// is about version ver, the board's version now. A stale answer is
// dropped (ok false), and the thinker is free to start again; before the
// answer comes, ok is false and the thinker busy.
func (t *Thinker[A]) Poll(ver int) (answer A, ok bool, err error) {
	t.mu.Lock()
	done := t.done
	t.mu.Unlock()
	if done == nil {
		return answer, false, nil
	}
	select {
	case th := <-done:
		return t.finish(th, ver)
	default:
		return answer, false, nil
	}
}

// Wait is Poll that waits for the thought under way to end (tests, and
// players that need not be shown thinking); with none under way it
// returns at once, ok false.
func (t *Thinker[A]) Wait(ver int) (answer A, ok bool, err error) {
	t.mu.Lock()
	done, busy := t.done, t.busy
	t.mu.Unlock()
	if !busy {
		return answer, false, nil
	}
	return t.finish(<-done, ver)
}

func (t *Thinker[A]) finish(th thought[A], ver int) (answer A, ok bool, err error) {
	t.mu.Lock()
	t.busy = false
	t.mu.Unlock()
	if th.ver != ver {
		return answer, false, nil // the game changed meanwhile: think again
	}
	return th.answer, true, th.err
}

// Busy reports a thought under way (its answer not yet polled).
func (t *Thinker[A]) Busy() bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.busy
}

// Since is when the thought under way (or the last one) began.
func (t *Thinker[A]) Since() time.Time {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.started
}

// Version is the version of the game the thought under way (or the last
// one) is about.
func (t *Thinker[A]) Version() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.ver
}
