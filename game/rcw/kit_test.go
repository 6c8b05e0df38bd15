package rcw

import (
	"sync"
	"testing"
)

var (
	testDataOnce sync.Once
	testData     *Data
	testDataErr  error
)

func loadTestData(t testing.TB) *Data {
	t.Helper()
	testDataOnce.Do(func() {
		m, err := LoadMap(mapFile)
		if err != nil {
			testDataErr = err
			return
		}
		c, err := LoadCounters(countersFile)
		if err != nil {
			testDataErr = err
			return
		}
		if err := c.CheckMap(m); err != nil {
			testDataErr = err
			return
		}
		tb, err := LoadTables(tablesFile, m)
		if err != nil {
			testDataErr = err
			return
		}
		testData = &Data{Map: m, Counters: c, Tables: tb}
	})
	if testDataErr != nil {
		t.Fatal(testDataErr)
	}
	return testData
}

// quietData is the test data with a Random Events Table of Subversive
// Attacks Doubled only, for the tests of other rules: no epidemic or draw
// of the Random Events Phase disturbs their positions.
func quietData(t testing.TB) *Data {
	t.Helper()
	d := *loadTestData(t)
	tb := *d.Tables
	tb.RandomEvents = make([][]RETCell, 6)
	for i := range tb.RandomEvents {
		tb.RandomEvents[i] = make([]RETCell, 6)
		for j := range tb.RandomEvents[i] {
			tb.RandomEvents[i][j] = RETCell{Kind: RetSubversive}
		}
	}
	d.Tables = &tb
	return &d
}

// endMoveAndCombat ends the Movement Phase and the Combat Phase.
func endMoveAndCombat(t testing.TB, s *State, who string) {
	t.Helper()
	mustApply(t, s, Action{Type: ActEndPhase, Player: who})
	mustApply(t, s, Action{Type: ActEndPhase, Player: who})
}

// newGame is a game of n players, seeded, dealt (quiet random events).
func newGame(t testing.TB, n int, seed uint64) *State {
	t.Helper()
	s, err := NewState(quietData(t), n)
	if err != nil {
		t.Fatal(err)
	}
	Start(s, seed)
	mustApply(t, s, Action{Type: ActDeal, Player: "A"})
	return s
}

// deployed is a game after the trading session (everyone done at once)
// and before the first sequencing draw.
func deployed(t testing.TB, n int, seed uint64) *State {
	t.Helper()
	s := newGame(t, n, seed)
	for _, l := range Letters(n) {
		mustApply(t, s, Action{Type: ActDone, Player: l})
	}
	return s
}

// inMovement is a deployed game in Game-Turn 1 with the Movement Phase of
// the given player: the Player-Turn order is set to start with him.
func inMovement(t testing.TB, n int, player string) *State {
	t.Helper()
	s := deployed(t, n, 1)
	mustApply(t, s, Action{Type: ActSequence, Player: "A"})
	for s.Phasing() != player {
		endMoveAndCombat(t, s, s.Phasing())
		mustApply(t, s, Action{Type: ActDraw, Player: s.Phasing()})
		if s.Pending.Kind == DecideRedraw {
			mustApply(t, s, Action{Type: ActPass, Player: s.Phasing()})
		}
	}
	if s.Phase != PhaseMovement {
		t.Fatalf("not in movement: %v", s.Phase)
	}
	s.SubDoubled = false // the quiet table's only event
	return s
}

func mustApply(t testing.TB, s *State, a Action) []Event {
	t.Helper()
	ev, err := Apply(s, a)
	if err != nil {
		t.Fatalf("%v: %v", a, err)
	}
	if err := s.CheckInvariants(); err != nil {
		t.Fatalf("after %v: %v", a, err)
	}
	return ev
}

// refused applies an action that must be refused under a rule.
func refused(t testing.TB, s *State, a Action, rule string) {
	t.Helper()
	before, _ := MarshalState(s)
	_, err := Apply(s, a)
	if err == nil {
		t.Fatalf("%v was accepted; want a refusal under %s", a, rule)
	}
	r, ok := err.(*Refusal)
	if !ok || r.Rule != rule {
		t.Fatalf("%v: %v; want a refusal under %s", a, err, rule)
	}
	after, _ := MarshalState(s)
	if string(before) != string(after) {
		t.Fatalf("%v: refused but the state changed", a)
	}
}

// give makes a leader the player's (a test's set-up, as a trade would).
func give(s *State, id int, player string) {
	s.Piece(id).Owner = player
	pc := s.Piece(id)
	if pc.Status == OnMap {
		st := s.Stack(pc.Stack)
		st.Player = player
		for _, x := range st.Pieces {
			if s.Def(x).Kind == KindUnit && s.Nat(x) == "" && s.Piece(x).Owner != "" {
				s.Piece(x).Owner = player
			}
			if s.Def(x).Kind == KindLeader {
				s.Piece(x).Owner = player
			}
		}
	}
}

func hasEvent(ev []Event, k EventKind) *Event {
	for i := range ev {
		if ev[i].Kind == k {
			return &ev[i]
		}
	}
	return nil
}

func stackOf(s *State, id int) *Stack { return s.Stack(s.Piece(id).Stack) }
