package rcw

import (
	"slices"
	"testing"
)

// TestR17_0_OrderFormShowsOrdersWritten: the order form is the position
// a player's written orders leave, pending his next order; a force
// ordered to move is off the list of forces to move; the form is never
// played, and the other seats' forms do not see his orders.
func TestR17_0_OrderFormShowsOrdersWritten(t *testing.T) {
	s := postalGame(t, 3)
	clearMap(s)
	red := leadersOf(s, Red)
	placeStack(s, "PETR", "A", red[0])
	placeStack(s, "PETR", "A", red[1])
	f := s.OrderForm("A", nil)
	if f == nil || f.Pending.Kind != DecideMove || f.Pending.Player != "A" {
		t.Fatalf("form %v", f)
	}
	movers := func(f *State) []int {
		var out []int
		for _, a := range f.Legal() {
			if a.Type != ActMove {
				t.Fatalf("the First Phase form lists %v", a)
			}
			if !slices.Contains(out, a.Units[0]) {
				out = append(out, a.Units[0])
			}
		}
		slices.Sort(out)
		return out
	}
	if got := movers(f); !slices.Equal(got, []int{red[0], red[1]}) {
		t.Fatalf("forces to move %v", got)
	}
	o := &Orders{Moves: []MoveOrder{{Units: []int{red[0]}, Path: path("NOVG")}}}
	if err := s.CheckOrders("A", o); err != nil {
		t.Fatal(err)
	}
	mustApply(t, s, Action{Type: ActOrders, Player: "A", Orders: o})
	f = s.OrderForm("A", nil)
	if f.Province(red[0]) != "NOVG" || s.Province(red[0]) != "PETR" {
		t.Fatalf("form shows %s, game %s", f.Province(red[0]), s.Province(red[0]))
	}
	if got := movers(f); !slices.Equal(got, []int{red[1]}) {
		t.Fatalf("forces still to move %v", got)
	}
	if _, err := Apply(f, Action{Type: ActSeal, Player: "A"}); err == nil {
		t.Fatal("a seal was played on a form")
	}
	// A move written on the form moves it, not the game.
	if _, err := Apply(f, Action{Type: ActMove, Player: "A", Units: []int{red[1]}, Path: path("NOVG", "TVER")}); err != nil {
		t.Fatal(err)
	}
	if f.Province(red[1]) != "TVER" || s.Province(red[1]) != "PETR" || len(f.Legal()) != 0 {
		t.Fatalf("after a move on the form: form %s, game %s, %d orders left", f.Province(red[1]), s.Province(red[1]), len(f.Legal()))
	}
	if _, err := Apply(f, Action{Type: ActMove, Player: "B", Units: []int{red[1]}, Path: path("NOVG")}); err == nil {
		t.Fatal("Player B wrote on Player A's form")
	}
	if g := s.OrderForm("B", nil); g.Province(red[0]) != "PETR" {
		t.Fatal("Player B's form shows Player A's move")
	}
	mustApply(t, s, Action{Type: ActSeal, Player: "A"})
	if s.OrderForm("A", nil) != nil {
		t.Fatal("a sealed player has a form")
	}
}

// TestR17_0_OrderFormSecondPhaseAttacks: in the Second Phase the form
// lists attacks, and an attack written is not listed again.
func TestR17_0_OrderFormSecondPhaseAttacks(t *testing.T) {
	s := postalGame(t, 3)
	clearMap(s)
	red, white := leadersOf(s, Red), leadersOf(s, White)
	ru := unitsOf(s, Red)
	a := placeStack(s, "TVER", "A", red[0], ru[0], ru[1]).ID
	w := placeStack(s, "TVER", "B", white[0]).ID
	sealAll(t, s, nil)
	if s.Phase != PhaseSecondOrders {
		t.Fatalf("phase %v", s.Phase)
	}
	f := s.OrderForm("A", nil)
	var att *Action
	for _, x := range f.Legal() {
		if x.Type == ActAttack && x.Target == w {
			att = &x
		}
	}
	if att == nil || f.Pending.Kind != DecideCombat {
		t.Fatalf("no attack on B's stack in %v", f.Legal())
	}
	mustApply(t, s, Action{Type: ActOrders, Player: "A", Orders: &Orders{Attacks: []AttackOrder{{Stacks: []int{a}, Target: w}}}})
	for _, x := range s.OrderForm("A", nil).Legal() {
		if x.Target == w {
			t.Fatalf("the attack written is listed again: %v", x)
		}
	}
}

// TestR17_5_0_OrderFormWarnsOfTheStopRule: an order through a province
// where another colour stood at the start of the Game-Turn is admitted,
// and the form warns that it will stop there.
func TestR17_5_0_OrderFormWarnsOfTheStopRule(t *testing.T) {
	s := postalGame(t, 3)
	clearMap(s)
	red, white := leadersOf(s, Red), leadersOf(s, White)
	placeStack(s, "PETR", "A", red[0])
	placeStack(s, "TVER", "B", white[0])
	o := &Orders{Moves: []MoveOrder{{Units: []int{red[0]}, Path: path("NOVG", "TVER", "RYAZ")}}}
	if err := s.CheckOrders("A", o); err != nil {
		t.Fatalf("the order is refused: %v", err)
	}
	w := s.OrderWarnings("A", o)
	if len(w) != 1 || w[0].Province != "TVER" {
		t.Fatalf("warnings %+v, want a stop in TVER", w)
	}
	if s.Province(red[0]) != "PETR" || len(s.out) != 0 {
		t.Fatal("the warning changed the game")
	}
	if w := s.OrderWarnings("A", &Orders{Moves: []MoveOrder{{Units: []int{red[0]}, Path: path("NOVG")}}}); len(w) != 0 {
		t.Fatalf("a clear move warns %+v", w)
	}
}
