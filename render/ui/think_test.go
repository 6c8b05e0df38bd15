package ui

import (
	"errors"
	"strings"
	"testing"
	"time"
)

// pollFor polls the thinker at version ver until the thought under way
// has ended.
func pollFor(t *testing.T, th *Thinker[string], ver int) (string, bool, error) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for time.Now().Before(deadline) {
		a, ok, err := th.Poll(ver)
		if ok || !th.Busy() {
			return a, ok, err
		}
		time.Sleep(time.Millisecond)
	}
	t.Fatal("the thought never ended")
	return "", false, nil
}

// TestThinkerDropsStaleAnswers: an answer about a version the game has
// left is dropped and the thinker free again; an answer about the
// version now is delivered once.
func TestThinkerDropsStaleAnswers(t *testing.T) {
	var th Thinker[string]
	if a, ok, err := th.Poll(0); ok || err != nil || a != "" || th.Busy() {
		t.Fatal("a thinker that never started answers")
	}
	release := make(chan struct{})
	if !th.Start(1, func() (string, error) { <-release; return "old", nil }) {
		t.Fatal("an idle thinker did not start")
	}
	if !th.Busy() || th.Version() != 1 || th.Since().IsZero() {
		t.Fatalf("busy %v, version %d, since %v", th.Busy(), th.Version(), th.Since())
	}
	if th.Start(1, func() (string, error) { return "twice", nil }) {
		t.Fatal("a busy thinker started a second thought")
	}
	if _, ok, _ := th.Poll(1); ok || !th.Busy() {
		t.Fatal("an answer before the thought ended")
	}
	close(release)
	// The game moved on to version 2 meanwhile: the answer is stale.
	if a, ok, err := pollFor(t, &th, 2); ok || a != "" || err != nil {
		t.Fatalf("a stale answer delivered: %q %v %v", a, ok, err)
	}
	if th.Busy() {
		t.Fatal("still busy after the stale answer was dropped")
	}
	if !th.Start(2, func() (string, error) { return "fresh", nil }) {
		t.Fatal("the thinker did not start again")
	}
	if a, ok, err := pollFor(t, &th, 2); !ok || a != "fresh" || err != nil {
		t.Fatalf("the fresh answer: %q %v %v", a, ok, err)
	}
	if a, ok, _ := th.Poll(2); ok || a != "" || th.Busy() {
		t.Fatal("an answer delivered twice")
	}
}

// TestThinkerErrorsAndWait: an error and a panic come back with the
// answer; Wait waits for it, and returns at once when nothing is under
// way.
func TestThinkerErrorsAndWait(t *testing.T) {
	var th Thinker[int]
	if _, ok, _ := th.Wait(0); ok {
		t.Fatal("Wait answered with nothing under way")
	}
	boom := errors.New("boom")
	th.Start(3, func() (int, error) { time.Sleep(10 * time.Millisecond); return 7, boom })
	if a, ok, err := th.Wait(3); !ok || a != 7 || !errors.Is(err, boom) {
		t.Fatalf("Wait: %d %v %v", a, ok, err)
	}
	th.Start(4, func() (int, error) { panic("lost") })
	if _, ok, err := th.Wait(4); !ok || err == nil || !strings.Contains(err.Error(), "lost") {
		t.Fatalf("a panic: %v %v", ok, err)
	}
	th.Start(5, func() (int, error) { return 1, nil })
	if _, ok, err := th.Wait(6); ok || err != nil || th.Busy() {
		t.Fatalf("Wait delivered a stale answer: %v %v", ok, err)
	}
}
