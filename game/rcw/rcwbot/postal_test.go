package rcwbot

import (
	"testing"

	"tachanka/game/rcw"
)

// TestB12_PostalOrders: in the First Negotiation Period the bot writes
// moves the engine admits (its forces move when the phase is carried
// out), a standing counterpurge against every other player and a
// standing Czar answer, then seals.
func TestB12_PostalOrders(t *testing.T) {
	s, err := rcw.NewState(testData(t), 4)
	if err != nil {
		t.Fatal(err)
	}
	rcw.Start(s, 21)
	s.Postal = &rcw.PostalState{}
	for s.Pending.Kind == rcw.DecideDeal {
		if _, err := rcw.Apply(s, rcw.Action{Type: rcw.ActDeal, Player: s.Pending.Player}); err != nil {
			t.Fatal(err)
		}
	}
	for _, l := range rcw.Letters(4) {
		if _, err := rcw.Apply(s, rcw.Action{Type: rcw.ActDone, Player: l}); err != nil {
			t.Fatal(err)
		}
	}
	if s.Pending.Kind != rcw.DecideOrders {
		t.Fatalf("pending %v", s.Pending)
	}
	p, _ := New("table", 5)
	a, ok := p.Choose(s, "A")
	if !ok || a.Type != rcw.ActOrders {
		t.Fatalf("the bot's first action %v %v", a, ok)
	}
	o := a.Orders
	if len(o.Moves) == 0 {
		t.Fatal("the bot ordered no move")
	}
	if err := s.CheckOrders("A", o); err != nil {
		t.Fatalf("orders not admitted: %v", err)
	}
	if o.Standing == nil || len(o.Standing.Counterpurge) != 3 || o.Standing.CzarAnswer == "" {
		t.Fatalf("standing orders %+v", o.Standing)
	}
	before := map[int]string{}
	for _, m := range o.Moves {
		before[m.Units[0]] = s.Province(m.Units[0])
	}
	if _, err := rcw.Apply(s, a); err != nil {
		t.Fatal(err)
	}
	if a, ok := p.Choose(s, "A"); !ok || a.Type != rcw.ActSeal {
		t.Fatalf("after writing, the bot does %v", a)
	}
	for _, l := range rcw.Letters(4) {
		if _, err := rcw.Apply(s, rcw.Action{Type: rcw.ActSeal, Player: l}); err != nil {
			t.Fatal(err)
		}
	}
	moved := 0
	for id, from := range before {
		if s.Province(id) != from {
			moved++
		}
	}
	if moved == 0 {
		t.Fatalf("no force of the bot moved when the First Phase was carried out (%d ordered)", len(o.Moves))
	}
}

// TestB12_PostalGames: seeded postal games of 4 seats, two bots and two
// random seats, played to the end with the invariants after every action
// and no refusal.
func TestB12_PostalGames(t *testing.T) {
	for seed := uint64(1); seed <= 4; seed++ {
		s, st := playMode(t, 4, seed, []string{"A", "C"}, 12, true)
		if !s.Over() {
			t.Fatalf("seed %d: not over", seed)
		}
		t.Logf("seed %d: turn %d, %d actions, %d attacks, %d moves", seed, s.Turn, st.actions, st.events[rcw.EvCombat], st.events[rcw.EvMoved])
	}
}
