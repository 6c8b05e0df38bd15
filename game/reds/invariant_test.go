package reds

import (
	"slices"
	"strings"
	"testing"
)

// 11.6 (and 9.7): a stack that retreats into an overstack stays there until
// its owner eliminates enough of it; the state check accepts it meanwhile,
// and refuses the same overstack with no elimination pending.
func TestR11_6_AnOverstackAwaitingItsEliminationPassesTheStateCheck(t *testing.T) {
	s := newPos(t).
		unit("r1", Red, 4, "1513").unit("r2", Red, 4, "1513").
		unit("w", White, 2, "1710").
		build(ChitAFSR, NoFront)
	h := at(t, s, "r1")
	if err := s.Clone().check("state"); err == nil || !strings.Contains(err.Error(), "overstacked") {
		t.Fatalf("8 Red SP with no leader and no pending elimination: %v", err)
	}
	s.Loss = &Loss{Side: Red, Units: []string{"r1", "r2"}, Eliminate: true, Hex: h, Rule: "11.6", Next: StageRetreat}
	s.Pending = Pending{Side: Red, Kind: DecideLoss, Units: []string{"r1", "r2"}}
	if err := s.Clone().check("state"); err != nil {
		t.Fatalf("the elimination is pending: %v", err)
	}
}

// Invariants finds what the engine must never do: a counter missing or out
// of order, a marker twice, a leader in two boxes, a pending decision with
// nobody to decide it or without the loss it asks for.
func TestInvariantsCatchBrokenStates(t *testing.T) {
	s := newPos(t).
		unit("r1", Red, 2, "1513").unit("r2", Red, 2, "1613").
		unit("w", White, 2, "1710").
		city("1513", "Orel").
		build(ChitAFSR, NoFront)
	if err := s.Invariants(); err != nil {
		t.Fatalf("a sound position: %v", err)
	}
	s.Data.Leaders = append(s.Data.Leaders, LeaderDef{ID: "x", Name: "X", Stacking: 1})
	before := s.Clone()
	for _, c := range []struct {
		name, want string
		edit       func(*State)
	}{
		{"a counter lost", "entries", func(s *State) { s.Units = s.Units[:2] }},
		{"counters swapped", "belongs", func(s *State) { s.Units[0], s.Units[1] = s.Units[1], s.Units[0] }},
		{"nowhere", "nowhere", func(s *State) { s.Units[0].Where = 99 }},
		{"a box off the track", "box", func(s *State) { s.Units[0].Where, s.Units[0].Box = Eliminated, 3 }},
		{"off the map", "not on the map", func(s *State) { s.Units[0].Hex.Col = 99 }},
		{"two terror markers", "twice", func(s *State) { s.RedTerror = hexes("1513", "1513") }},
		{"a leader in two boxes", "already in box", func(s *State) { s.HighCommand[1], s.HighCommand[2] = "x", "x" }},
		{"a chit twice", "cannot be in the cup", func(s *State) { s.Cup = []Chit{ChitNorth, ChitNorth} }},
		{"nobody decides", "cannot be side", func(s *State) { s.Pending.Side = NoSide }},
		{"no decision", "never waits for", func(s *State) { s.Pending = Pending{} }},
		{"a loss without its loss", "needs the loss", func(s *State) { s.Pending = Pending{Side: Red, Kind: DecideLoss} }},
		{"an unknown unit", "unknown unit", func(s *State) { s.Pending.Units = []string{"nobody"} }},
	} {
		b := s.Clone()
		c.edit(b)
		err := b.Invariants()
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error with %q", c.name, err, c.want)
		}
	}
	if ok, diff := Equal(before, s); !ok {
		t.Fatalf("the check changed the state: %s", diff)
	}
}

// 9.7: when a leader leaves his front's box (Political Intrigue here), the
// 9-SP stack he allowed stays as it is until the end of that front's next
// movement step: a save taken meanwhile loads (the state check accepts it),
// and that movement step's end clears the record.
func TestR9_7_AnOverstackLeftByALeaderWaitsForTheFrontsMovementStep(t *testing.T) {
	s := newPos(t).unit("a", Red, 4, "1512").unit("b", Red, 4, "1512").
		with(func(s *State) { s.HighCommand[WestFront] = "kamenev"; s.Step = StepEvents }).build(NoChit, NoFront)
	s.Pending = Pending{Side: Red, Kind: DecideEvent} // as in Red's event step
	if err := s.Clone().check("state"); err != nil {
		t.Fatalf("8 SP with Kamenev in the West box: %v", err)
	}
	s.carryOut(PoliticalIntrigue)
	if s.HighCommand[WestFront] != "" || !slices.Equal(s.LeaderLeft, []Front{WestFront}) {
		t.Fatalf("box %q, leader_left %v", s.HighCommand[WestFront], s.LeaderLeft)
	}
	if err := s.Clone().check("state"); err != nil {
		t.Fatalf("the overstack awaits the West front's movement step: %v", err)
	}
	c := s.Clone()
	c.LeaderLeft = nil
	if err := c.check("state"); err == nil {
		t.Fatal("8 SP with no leader and no leader gone is accepted")
	}
	s = newPos(t).unit("a", Red, 4, "1512").
		with(func(s *State) { s.LeaderLeft = []Front{WestFront, SouthFront} }).build(ChitWest, WestFront)
	apply(t, s, Action{Type: ActEndStep, Side: Red})
	if !slices.Equal(s.LeaderLeft, []Front{SouthFront}) || s.Pending.Kind != DecideCombat {
		t.Fatalf("leader_left %v, pending %+v after the West front's movement step", s.LeaderLeft, s.Pending)
	}
}
