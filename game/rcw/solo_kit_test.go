package rcw

import (
	"slices"
	"testing"

	"tachanka/game/dice"
)

// soloBare is a solitaire game on an empty map, seeded, in Game-Turn 1's
// non-Red Movement Phase: every piece off the map, the Red leaders in
// the pool, no path given. Tests set up their positions on it with
// place and call the procedure's phases.
func soloBare(t testing.TB, seed uint64) *State {
	t.Helper()
	s, err := NewSolitaire(quietData(t))
	if err != nil {
		t.Fatal(err)
	}
	s.Rand = dice.New(seed)
	s.Turn, s.Order, s.Current, s.Phase = 1, []string{SoloNonRed, SoloRed}, 0, PhaseMovement
	for len(s.Stacks) > 0 {
		id := s.Stacks[0].Pieces[0]
		s.take(id)
		pc := s.Piece(id)
		pc.Under, pc.Owner, pc.Status = 0, "", Removed
		if d := s.Def(id); d.Kind == KindLeader {
			pc.Owner = SoloNonRed
			if d.Leader.Colour == Red {
				pc.Owner, pc.Status = SoloRed, InHand
			}
		}
	}
	return s
}

// place puts pieces in a new stack of a player in a province: leaders
// first, each combat unit attached to the first leader with room left
// (Imperial units to the first leader). Blue and Green stacks take their
// control marker's holder.
func place(t testing.TB, s *State, prov, player string, ids ...int) *Stack {
	t.Helper()
	st := s.newStack(prov, player)
	stID := st.ID
	var leaders []int
	for _, id := range ids {
		if s.Def(id).Kind == KindLeader {
			leaders = append(leaders, id)
		}
	}
	room := map[int]int{}
	for _, l := range leaders {
		room[l] = s.Strength(l)
	}
	for _, id := range ids {
		pc := s.Piece(id)
		if pc.Status == OnMap {
			s.take(id)
		}
		s.put(id, s.Stack(stID))
		pc.Under, pc.Moved = 0, false
		d := s.Def(id)
		switch {
		case d.Kind == KindLeader:
			pc.Owner = player
		case d.Kind == KindImperial && len(leaders) > 0:
			pc.Under = leaders[0]
			room[leaders[0]] += 2
		case d.Kind == KindUnit && s.Nat(id) != "":
			s.Stack(stID).Player = s.HolderOf(s.Nat(id))
		case d.Kind == KindUnit:
			pc.Owner = player
			for _, l := range leaders {
				if room[l] > 0 {
					room[l]--
					pc.Under = l
					break
				}
			}
		}
	}
	s.normalise(s.Stack(stID))
	if err := s.CheckInvariants(); err != nil {
		t.Fatalf("place %v in %s: %v", ids, prov, err)
	}
	return s.Stack(stID)
}

// control gives the non-Red side a nationality's control marker (20.12).
func control(s *State, nat string) {
	k := slices.Index(s.Aux, Chit{Kind: ChitControl, Nat: nat})
	s.Aux = slices.Delete(s.Aux, k, k+1)
	p := s.Player(SoloNonRed)
	p.Controls = append(p.Controls, nat)
	for i := range s.Stacks {
		if st := &s.Stacks[i]; len(st.Pieces) > 0 && s.Nat(st.Pieces[0]) == nat {
			st.Player = SoloNonRed
		}
	}
}

// route gives a unit a path (21.13) from where it stands.
func route(s *State, id int, path ...string) {
	s.Solo.Routes[id] = Route{Target: path[len(path)-1], Path: path}
}

func checkInv(t testing.TB, s *State) {
	t.Helper()
	if err := s.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}

func events(s *State) []Event {
	ev := s.out
	s.out = nil
	return ev
}

func allEvents(ev []Event, k EventKind) []Event {
	var out []Event
	for _, e := range ev {
		if e.Kind == k {
			out = append(out, e)
		}
	}
	return out
}

// stackWith lists a stack's pieces, for comparisons.
func stackWith(s *State, id int) []int { return slices.Clone(stackOf(s, id).Pieces) }

// newSolo is a solitaire game started with a seed on the quiet table: it
// waits for the Red player's first decision of Game-Turn 1.
func newSolo(t testing.TB, seed uint64) (*State, []Event) {
	t.Helper()
	s, err := NewSolitaire(quietData(t))
	if err != nil {
		t.Fatal(err)
	}
	ev := Start(s, seed)
	checkInv(t, s)
	return s, ev
}
