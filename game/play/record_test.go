package play

import (
	"errors"
	"testing"
)

// A toy game to test the record: the state is a number; "+n" adds n and
// may be taken back; "roll" adds the seed's next die, which is final.
type toy struct{}

type toyState struct{ n, die int }

func (toy) Clone(s *toyState) *toyState { c := *s; return &c }
func (toy) Start(s *toyState, seed uint64) []string {
	s.die = int(seed % 6)
	return []string{"start"}
}
func (toy) Apply(s *toyState, a int) ([]string, error) {
	switch {
	case a == 0:
		s.die = (s.die + 1) % 6
		s.n += s.die + 1
		return []string{"rolled"}, nil
	case a < 0:
		return nil, errors.New("no subtracting")
	}
	s.n += a
	return []string{"added"}, nil
}
func (toy) Final(a int, ev []string) bool { return a == 0 }

func TestRecordUndoesBackToTheLastFinalAction(t *testing.T) {
	r, ev := NewRecord[*toyState, int, string](toy{}, &toyState{}, 2)
	if len(ev) != 1 || r.Initial.die != 0 || r.State.die != 2 {
		t.Fatalf("start: %v, initial %+v, state %+v", ev, r.Initial, r.State)
	}
	for _, a := range []int{3, 0, 4, 5} {
		if _, err := r.Do(a); err != nil {
			t.Fatal(err)
		}
	}
	if r.State.n != 3+4+4+5 || r.Undoable() != 2 {
		t.Fatalf("n %d, undoable %d", r.State.n, r.Undoable())
	}
	if _, err := r.Do(-1); err == nil || len(r.Actions) != 4 || r.Undoable() != 2 {
		t.Fatalf("a refused action was recorded: %v, %d actions, %d undoable", err, len(r.Actions), r.Undoable())
	}
	for _, want := range []int{11, 7} {
		if err := r.Undo(); err != nil || r.State.n != want {
			t.Fatalf("undo: %v, n %d, want %d", err, r.State.n, want)
		}
	}
	if err := r.Undo(); !errors.Is(err, ErrFinal) || r.State.n != 7 || len(r.Actions) != 2 {
		t.Fatalf("undo past the roll: %v, n %d, %d actions", err, r.State.n, len(r.Actions))
	}
	// The state is always what the actions replay to.
	s, err := Replay[*toyState, int, string](toy{}, r.Initial, r.Seed, r.Actions)
	if err != nil || *s != *r.State {
		t.Fatalf("replay %+v %v, state %+v", s, err, r.State)
	}
}
