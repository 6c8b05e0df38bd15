package rrui

import (
	"os"
	"path/filepath"
	"testing"

	"tachanka/game/redrussia"
	"tachanka/scenarios"
)

// TestB3_SeatHandedOverTakesItsStops: a computer seat handed to a person
// in the middle of a game is asked at B.3's default windows from then
// on, not at every window, and handed back to the computer is offered
// every window again (RULES.md B.3: a person is asked at his stops only,
// a computer player at every window). Each change is kept in the save,
// which replays to the same state.
func TestB3_SeatHandedOverTakesItsStops(t *testing.T) {
	f, err := scenarios.OpenRedRussia(redrussia.ScenarioID)
	if err != nil {
		t.Fatal(err)
	}
	opt := redrussia.Options{Stops: []redrussia.Stops{redrussia.DefaultStops, redrussia.AllStops, redrussia.AllStops, redrussia.AllStops}}
	s, err := f.NewGame(4, 1, opt)
	if err != nil {
		t.Fatal(err)
	}
	acts := playUntil(t, s, 3, func(s *redrussia.State) bool { return s.Turn >= 2 })
	_, b := openBoard(t, f, s, map[string]string{"red": kindHuman, "siberian": "normal", "south": "normal", "northasian": "normal"})
	b.opt, b.actions = opt, acts
	p := s.PlayerOf(redrussia.Siberian)
	if b.st.StopsOf(p) != redrussia.AllStops {
		t.Fatalf("the computer's stops %#x", b.st.StopsOf(p))
	}
	frame(func() {
		for b.seats["siberian"] != kindHuman {
			b.switchSeat("siberian")
		}
	}, nil)
	if b.st.StopsOf(p) != redrussia.DefaultStops || len(b.stopsChanges) != 1 || b.stopsChanges[0] != (redrussia.StopsChange{After: len(acts), Player: p, Stops: redrussia.DefaultStops}) {
		t.Fatalf("handed to a person: stops %#x, changes %+v", b.st.StopsOf(p), b.stopsChanges)
	}
	// Play on to the next turn, then hand the seat back to the computer.
	b.actions = append(b.actions, playUntil(t, b.st, 4, func(s *redrussia.State) bool { return s.Turn >= 3 })...)
	frame(func() { b.switchSeat("siberian") }, nil)
	if b.seats["siberian"] == kindHuman || b.st.StopsOf(p) != redrussia.AllStops || len(b.stopsChanges) != 2 {
		t.Fatalf("handed back: seat %s, stops %#x, changes %+v", b.seats["siberian"], b.st.StopsOf(p), b.stopsChanges)
	}
	path := filepath.Join(t.TempDir(), "handed.json")
	if err := b.saveFile().Save(path); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	got, err := redrussia.Verify(path, data, f.Data)
	if err != nil {
		t.Fatalf("the save does not replay: %v", err)
	}
	if len(got.StopsChanges) != 2 || got.State.StopsOf(p) != redrussia.AllStops {
		t.Fatalf("read back: changes %+v, stops %#x", got.StopsChanges, got.State.StopsOf(p))
	}
}
