package play

import (
	"errors"
	"fmt"
	"maps"
	"testing"
)

// A toy game of sealed bids: both seats bid at once, the higher wins.
type bids struct{}

type bidState struct {
	bid  map[string]int
	over bool
}

type bid struct {
	seat string
	n    int
}

func (bids) Clone(s *bidState) *bidState {
	return &bidState{bid: maps.Clone(s.bid), over: s.over}
}
func (bids) Start(s *bidState, seed uint64) []string { s.bid = map[string]int{}; return nil }
func (bids) Apply(s *bidState, a bid) ([]string, error) {
	if _, done := s.bid[a.seat]; done || s.over {
		return nil, errors.New("already bid")
	}
	s.bid[a.seat] = a.n
	s.over = len(s.bid) == 2
	return []string{fmt.Sprint(a.seat, " bids")}, nil
}
func (bids) Final(a bid, ev []string) bool { return true }
func (bids) Waiting(s *bidState) []string {
	var out []string
	for _, seat := range []string{"north", "south"} {
		if _, done := s.bid[seat]; !done {
			out = append(out, seat)
		}
	}
	return out
}

// View hides the other seat's bid.
func (bids) View(s *bidState, seat string) *bidState {
	v := &bidState{bid: map[string]int{}, over: s.over}
	if n, ok := s.bid[seat]; ok {
		v.bid[seat] = n
	}
	return v
}
func (bids) Over(s *bidState) bool { return s.over }

// peeker outbids whatever it can see of the other seat's bid.
type peeker struct{}

func (peeker) Name() string { return "peeker" }
func (peeker) Choose(v *bidState, seat string) (bid, error) {
	n := 5
	for other, b := range v.bid {
		if other != seat {
			n = b + 1
		}
	}
	return bid{seat, n}, nil
}

// Both seats answer a simultaneous decision from their own view of the
// same position: neither sees the other's answer, and the engine takes
// the answers in either order.
func TestMatchAsksEveryWaitingSeatBeforeApplyingAny(t *testing.T) {
	r, _ := NewRecord[*bidState, bid, string](bids{}, &bidState{}, 1)
	var seen []string
	m := Match[*bidState, bid, string]{Rules: bids{}, Players: map[string]Player[*bidState, bid]{"north": peeker{}, "south": peeker{}},
		After: func(a bid, ev []string) error { seen = append(seen, ev...); return nil }}
	if err := m.Play(r); err != nil {
		t.Fatal(err)
	}
	if r.State.bid["north"] != 5 || r.State.bid["south"] != 5 || len(r.Actions) != 2 || len(seen) != 2 {
		t.Fatalf("bids %v, %d actions, events %v: a seat saw the other's bid", r.State.bid, len(r.Actions), seen)
	}
	other, _ := NewRecord[*bidState, bid, string](bids{}, &bidState{}, 1)
	for _, a := range []bid{r.Actions[1], r.Actions[0]} {
		if _, err := other.Do(a); err != nil {
			t.Fatal(err)
		}
	}
	if !maps.Equal(other.State.bid, r.State.bid) || !other.State.over {
		t.Fatalf("the answers in the other order give %v", other.State.bid)
	}
}

func TestMatchStopsOnAnEmptySeatOrTheActionLimit(t *testing.T) {
	r, _ := NewRecord[*bidState, bid, string](bids{}, &bidState{}, 1)
	m := Match[*bidState, bid, string]{Rules: bids{}, Players: map[string]Player[*bidState, bid]{"north": peeker{}}}
	if err := m.Play(r); err == nil {
		t.Fatal("a game with an empty seat was played")
	}
	r, _ = NewRecord[*bidState, bid, string](bids{}, &bidState{}, 1)
	m.Players["south"], m.MaxActions = peeker{}, 1
	if err := m.Play(r); !errors.Is(err, ErrTooLong) {
		t.Fatalf("past the action limit: %v", err)
	}
}
