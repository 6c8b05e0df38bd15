package redrussia

import (
	"fmt"
	"strings"
	"sync"
	"testing"

	"tachanka/game/dice"
)

// A small kit for the combat and siege tests: a 4-player game after its
// set-up, cleared of every piece, at turn 3, in faction f's combat step,
// every major with 20 money; the tests place the pieces they need.

var (
	kitOnce sync.Once
	kitBase *State
)

func battleKit(t testing.TB, f Faction, seed uint64) *State {
	t.Helper()
	kitOnce.Do(func() { kitBase = atPurchase(t, 5) })
	s := kitBase.Clone()
	for i := range s.Pieces {
		if p := &s.Pieces[i]; p.Status == OnMap {
			p.Status, p.Where = InPool, ""
			if p.ID == GoldID {
				p.Status = Removed
			}
		}
	}
	for _, m := range Majors {
		s.F(m).Money = 20
	}
	s.Turn, s.Phase, s.Step = 3, ActionPhase, StepCombat
	s.Active, s.Queue = f, []Faction{f}
	s.Pending = Pending{Kind: DecideBattles, Faction: f}
	s.Rand = dice.New(seed)
	emptyHands(s) // the battles' own tests: no card comes into them
	for i := range s.Players {
		s.SetStops(i, 0) // nor does any battle window stop them (B.3)
	}
	return s
}

// siegeKit is battleKit at the siege step.
func siegeKit(t testing.TB, f Faction, seed uint64) *State {
	s := battleKit(t, f, seed)
	s.Step = StepSiege
	s.Pending = Pending{Kind: DecideSiege, Faction: f}
	return s
}

// putID places a piece in an area (or a leader) and returns its id.
func putID(t testing.TB, s *State, id, where string) string {
	t.Helper()
	p := s.Piece(id)
	if p == nil {
		t.Fatalf("no piece %s", id)
	}
	p.Status, p.Where, p.Reduced = OnMap, where, false
	return id
}

// hitsOf reads a side's rolls in events: their hits and faces.
func rollsOf(ev []Event, f Faction) (hits int, faces []int) {
	for _, e := range ev {
		if e.Kind == EvRoll && e.Faction == f {
			hits += e.N
			_, list, _ := strings.Cut(e.Text, ": ")
			for _, w := range strings.Fields(list) {
				var d int
				fmt.Sscan(w, &d)
				faces = append(faces, d)
			}
		}
	}
	return
}

// has reports an event of a kind with a text containing what.
func has(ev []Event, k EventKind, what string) bool {
	for _, e := range ev {
		if e.Kind == k && strings.Contains(e.Text, what) {
			return true
		}
	}
	return false
}

// finishFight plays a fight on with each decision's first legal action,
// collecting the events, until the game waits for the step again.
func finishFight(t testing.TB, s *State) []Event {
	t.Helper()
	var all []Event
	for k := 0; s.Fight != nil || (s.Pending.Kind != DecideBattles && s.Pending.Kind != DecideSiege); k++ {
		if k > 200 {
			t.Fatalf("the fight does not end (%v)", s.Pending)
		}
		legal := s.Legal()
		a := legal[0]
		if a.Type == ActContinue {
			a = legal[1] // stop an Invasion
		}
		all = append(all, mustApply(t, s, a)...)
		if err := s.CheckInvariants(); err != nil {
			t.Fatal(err)
		}
	}
	return all
}

// seekSeed runs setup with seeds from 1 until ok holds of the state it
// leaves, returning that state and its events (the dice are seeded, so
// the search always ends at the same seed).
func seekSeed(t testing.TB, setup func(seed uint64) (*State, []Event), ok func(*State, []Event) bool) (*State, []Event) {
	t.Helper()
	for seed := uint64(1); seed < 400; seed++ {
		if s, ev := setup(seed); ok(s, ev) {
			return s, ev
		}
	}
	t.Fatal("no seed gives the position")
	return nil, nil
}
