package rcw

import (
	"slices"
	"testing"
)

// postalGame is a postal game of n players after the trading session, in
// the First Negotiation Period of Game-Turn 1 (quiet random events).
func postalGame(t testing.TB, n int) *State {
	t.Helper()
	s := newGame(t, n, 1)
	s.Postal = &PostalState{}
	for _, l := range Letters(n) {
		mustApply(t, s, Action{Type: ActDone, Player: l})
	}
	if s.Phase != PhaseFirstOrders || s.Pending.Kind != DecideOrders {
		t.Fatalf("not in the First Negotiation Period: %v %v", s.Phase, s.Pending)
	}
	return s
}

// clearMap takes every piece off the map (removed) and the markers out of
// the players' hands, for a test's own position.
func clearMap(s *State) {
	for len(s.Stacks) > 0 {
		for _, id := range slices.Clone(s.Stacks[0].Pieces) {
			s.take(id)
			pc := s.Piece(id)
			pc.Status, pc.Under = Removed, 0
			if s.Def(id).Kind != KindLeader {
				pc.Owner = ""
			}
		}
	}
	for _, p := range s.Players {
		setMarkers(s, p.Letter, 0, 0)
	}
}

// placeStack puts pieces in a new stack of a player in a province, the
// combat units attached to the first leader; then the start of the turn
// is recorded again.
func placeStack(s *State, prov, player string, ids ...int) *Stack {
	st := s.newStack(prov, player)
	sid := st.ID
	leader := 0
	for _, id := range ids {
		if s.Piece(id).Status == OnMap {
			for _, x := range s.Attached(id) {
				s.take(x)
				s.Piece(x).Status, s.Piece(x).Under, s.Piece(x).Owner = Removed, 0, ""
			}
			s.take(id)
		}
		s.put(id, s.Stack(sid))
		pc := s.Piece(id)
		pc.Under = 0
		switch s.Def(id).Kind {
		case KindLeader:
			pc.Owner = player
			if leader == 0 {
				leader = id
			}
			pc.From = prov
		case KindUnit:
			pc.Owner = ""
			if leader != 0 {
				pc.Under, pc.Owner = leader, player
			}
		}
	}
	s.normalise(s.Stack(sid))
	s.recordStart()
	return s.Stack(sid)
}

// leaders lists leaders of a colour by id, the Czar excluded.
func leadersOf(s *State, c Colour) []int {
	var out []int
	for _, l := range s.data.Counters.Leaders {
		if l.Colour == c && l.ID != Czar {
			out = append(out, l.ID)
		}
	}
	return out
}

// unitsOf lists combat units of a colour.
func unitsOf(s *State, c Colour) []int {
	var out []int
	for _, u := range s.data.Counters.Units {
		if u.Colour == c {
			out = append(out, u.ID)
		}
	}
	return out
}

// sealAll submits the given orders and seals every player's.
func sealAll(t testing.TB, s *State, orders map[string]*Orders) []Event {
	t.Helper()
	var ev []Event
	for _, l := range s.unsealed() {
		if o := orders[l]; o != nil {
			ev = append(ev, mustApply(t, s, Action{Type: ActOrders, Player: l, Orders: o})...)
		}
	}
	for _, l := range s.unsealed() {
		ev = append(ev, mustApply(t, s, Action{Type: ActSeal, Player: l})...)
	}
	return ev
}

func path(provs ...string) []Step {
	var out []Step
	for _, p := range provs {
		out = append(out, Step{To: p})
	}
	return out
}

func eventsOf(ev []Event, k EventKind) []Event {
	var out []Event
	for _, e := range ev {
		if e.Kind == k {
			out = append(out, e)
		}
	}
	return out
}
