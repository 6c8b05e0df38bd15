package rcw

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// TestR17_4_2_SequenceOfPlay: no sequencing draw; both negotiation
// periods wait for every player at once; the First Phase rolls random
// events once per two players rounding down, the Second once per two
// rounding up after one Randomizer chit per player; then the next
// Game-Turn's First Negotiation Period.
func TestR17_4_2_SequenceOfPlay(t *testing.T) {
	s := postalGame(t, 5)
	if s.Turn != 1 || !slices.Equal(s.Waiting(), Letters(5)) {
		t.Fatalf("turn %d, waiting %v", s.Turn, s.Waiting())
	}
	refused(t, s, Action{Type: ActEndPhase, Player: "A"}, "17.0")
	ev := sealAll(t, s, nil)
	if s.Phase != PhaseSecondOrders || len(eventsOf(ev, EvRandomEvent)) != 2 {
		t.Fatalf("after the First Phase: %v, %d random events", s.Phase, len(eventsOf(ev, EvRandomEvent)))
	}
	ev = sealAll(t, s, nil)
	if n := len(eventsOf(ev, EvRandomEvent)); n != 3 {
		t.Fatalf("%d random events in the Second Phase, want 3", n)
	}
	var drawn []string
	for _, e := range eventsOf(ev, EvDrawn) {
		if !slices.Contains(drawn, e.Player) {
			drawn = append(drawn, e.Player)
		}
	}
	if !slices.Equal(drawn, Letters(5)) {
		t.Fatalf("the Randomizer drew for %v, want every player alphabetically", drawn)
	}
	if s.Turn != 2 || s.Phase != PhaseFirstOrders {
		t.Fatalf("turn %d, %v", s.Turn, s.Phase)
	}
}

// TestR17_4_2_SealedOrders: orders are checked when submitted against
// the start of the period, replaced until sealed, hidden from the others
// (View) and refused once sealed.
func TestR17_4_2_SealedOrders(t *testing.T) {
	s := postalGame(t, 3)
	clearMap(s)
	red := leadersOf(s, Red)
	placeStack(s, "PETR", "A", red[0])
	refused(t, s, Action{Type: ActOrders, Player: "A", Orders: &Orders{Moves: []MoveOrder{{Units: []int{red[0]}, Path: path("OMSK")}}}}, "17.0")
	refused(t, s, Action{Type: ActOrders, Player: "A", Orders: &Orders{Attacks: []AttackOrder{{Stacks: []int{1}, Target: 2}}}}, "17.0")
	o := &Orders{Moves: []MoveOrder{{Units: []int{red[0]}, Path: path("NOVG")}}}
	mustApply(t, s, Action{Type: ActOrders, Player: "A", Orders: o})
	if v := s.View("B"); v.Postal.Orders["A"] != nil {
		t.Fatal("Player B sees Player A's orders")
	}
	if v := s.View("A"); v.Postal.Orders["A"] == nil {
		t.Fatal("Player A does not see his own orders")
	}
	mustApply(t, s, Action{Type: ActSeal, Player: "A"})
	refused(t, s, Action{Type: ActOrders, Player: "A", Orders: &Orders{}}, "17.0")
	if !slices.Equal(s.Waiting(), []string{"B", "C"}) {
		t.Fatalf("waiting %v", s.Waiting())
	}
	sealAll(t, s, nil)
	if s.Province(red[0]) != "NOVG" {
		t.Fatalf("the leader is in %s", s.Province(red[0]))
	}
}

// TestR17_5_0_StopRuleAgainstStartColours: the rulebook's example. A's
// Red stack ordered PETR-NOVG-TVER-RYAZ stops in TVER, where a White
// stack stood at the start; B's TVER stack goes to RYAZ, and B's RYAZ
// stack passes TVER and NOVG to PETR.
func TestR17_5_0_StopRuleAgainstStartColours(t *testing.T) {
	s := postalGame(t, 3)
	clearMap(s)
	red, white := leadersOf(s, Red), leadersOf(s, White)
	placeStack(s, "PETR", "A", red[0])
	placeStack(s, "TVER", "B", white[0])
	placeStack(s, "RYAZ", "B", white[1])
	ev := sealAll(t, s, map[string]*Orders{
		"A": {Moves: []MoveOrder{{Units: []int{red[0]}, Path: path("NOVG", "TVER", "RYAZ")}}},
		"B": {Moves: []MoveOrder{
			{Units: []int{white[1]}, Path: path("TVER", "NOVG", "PETR")},
			{Units: []int{white[0]}, Path: path("RYAZ")},
		}},
	})
	if got := []string{s.Province(red[0]), s.Province(white[0]), s.Province(white[1])}; !slices.Equal(got, []string{"TVER", "RYAZ", "PETR"}) {
		t.Fatalf("positions %v, want TVER RYAZ PETR", got)
	}
	if v := hasEvent(ev, EvVoid); v == nil || v.Player != "A" {
		t.Fatalf("A's order is not reported as stopped: %v", v)
	}
}

// TestR17_5_0_ContestedPickUp: two leaders of different players ordered
// to pick up the same uncontrolled unit: the lower identity number gets
// it; the other goes on without it.
func TestR17_5_0_ContestedPickUp(t *testing.T) {
	s := postalGame(t, 3)
	clearMap(s)
	red := leadersOf(s, Red)
	lo, hi := red[3], red[4]
	unit := unitsOf(s, Red)[0]
	placeStack(s, "NOVG", "", unit)
	placeStack(s, "PETR", "B", lo)
	placeStack(s, "PETR", "A", hi)
	pick := func(l int) []Step { return []Step{{To: "NOVG", Pick: []Pickup{{Leader: l, Unit: unit}}}, {To: "TVER"}} }
	ev := sealAll(t, s, map[string]*Orders{
		"A": {Moves: []MoveOrder{{Units: []int{hi}, Path: pick(hi)}}},
		"B": {Moves: []MoveOrder{{Units: []int{lo}, Path: pick(lo)}}},
	})
	if s.Piece(unit).Under != lo || s.Province(unit) != "TVER" {
		t.Fatalf("the unit is under %d in %s; want %d's, in TVER", s.Piece(unit).Under, s.Province(unit), lo)
	}
	if s.Province(hi) != "TVER" {
		t.Fatalf("the loser is in %s; he goes on without the unit", s.Province(hi))
	}
	if c := hasEvent(ev, EvContest); c == nil || c.Player != "B" {
		t.Fatalf("contest event %v", c)
	}
}

// TestR17_8_0_CombatOrderByStrength: in a province, the orders of the
// player with the highest total strength there are resolved first, not
// the alphabetically first.
func TestR17_8_0_CombatOrderByStrength(t *testing.T) {
	s := postalGame(t, 3)
	clearMap(s)
	red, white := leadersOf(s, Red), leadersOf(s, White)
	a := placeStack(s, "TVER", "A", red[0])
	b := placeStack(s, "TVER", "B", white[0])
	c := placeStack(s, "TVER", "C", white[1], white[2])
	sealAll(t, s, nil)
	ev := sealAll(t, s, map[string]*Orders{
		"A": {Attacks: []AttackOrder{{Stacks: []int{a.ID}, Target: b.ID}}},
		"C": {Attacks: []AttackOrder{{Stacks: []int{c.ID}, Target: a.ID}}},
	})
	fights := eventsOf(ev, EvCombat)
	if len(fights) == 0 || fights[0].Player != "C" {
		t.Fatalf("combats %v: Player C (strength %d) must attack first", fights, s.Def(white[1]).Leader.LV+s.Def(white[2]).Leader.LV)
	}
}

// TestR17_10_0_AssassinationRoute: the rulebook's example. A's leaders
// end in KURS and TVER; Trotsky's route RYAZ-TULA-KALU-SMOL-PSKO-PETR
// meets neither (no attempt, no AM spent); Tukhachevsky's PETR-NOVG-
// TVER-RYAZ meets TVER (an attempt).
func TestR17_10_0_AssassinationRoute(t *testing.T) {
	s := postalGame(t, 3)
	clearMap(s)
	tukh := 154
	var a1, a2 int
	for _, id := range leadersOf(s, Red) {
		if id != Trotsky && id != tukh && id != Lenin {
			if a1 == 0 {
				a1 = id
			} else if a2 == 0 {
				a2 = id
			}
		}
	}
	placeStack(s, "PETR", "A", a1)
	placeStack(s, "TVER", "A", a2)
	placeStack(s, "RYAZ", "B", Trotsky)
	placeStack(s, "PETR", "B", tukh)
	setMarkers(s, "A", 0, 3)
	ev := sealAll(t, s, map[string]*Orders{
		"A": {
			Moves:          []MoveOrder{{Units: []int{a1}, Path: path("PSKO", "SMOL", "OREL", "KURS")}},
			Assassinations: []Targeting{{Leader: Trotsky, AM: 3}, {Leader: tukh, AM: 3}},
		},
		"B": {Moves: []MoveOrder{
			{Units: []int{Trotsky}, Path: path("TULA", "KALU", "SMOL", "PSKO", "PETR")},
			{Units: []int{tukh}, Path: path("NOVG", "TVER", "RYAZ")},
		}},
	})
	tries := eventsOf(ev, EvAssassination)
	if len(tries) != 1 || tries[0].Units[0] != tukh {
		t.Fatalf("attempts %v; want one, on Tukhachevsky", tries)
	}
	if s.Province(a1) != "KURS" {
		t.Fatalf("A's leader is in %s", s.Province(a1))
	}
}

// TestR17_11_0_PMCommittedTwiceCountsForNone: A commits his 4 PM to two
// collective purges; they count for none, so the purge he and B ordered
// compatibly lacks 8 PM and is void. Without the second order it is made.
func TestR17_11_0_PMCommittedTwiceCountsForNone(t *testing.T) {
	for _, twice := range []bool{true, false} {
		t.Run(fmt.Sprint("twice=", twice), func(t *testing.T) {
			s := postalGame(t, 4)
			setMarkers(s, "C", 0, 0)
			setMarkers(s, "D", 0, 0)
			setMarkers(s, "A", 4, 0)
			setMarkers(s, "B", 4, 0)
			onC := PurgeOrder{PM: 4, Members: []string{"A", "B"}, Target: "C", Division: []string{"A", "B"}}
			a := &Orders{Purges: []PurgeOrder{onC}}
			if twice {
				a.Purges = append(a.Purges, PurgeOrder{PM: 4, Members: []string{"A", "B"}, Target: "D", Division: []string{"A"}})
			}
			ev := sealAll(t, s, map[string]*Orders{"A": a, "B": {Purges: []PurgeOrder{onC}}})
			rolls := eventsOf(ev, EvPurge)
			if twice && len(rolls) != 0 {
				t.Fatalf("purges rolled %v; A's PM count for none", rolls)
			}
			if !twice && (len(rolls) == 0 || rolls[0].To != "C") {
				t.Fatalf("no purge of C: %v", rolls)
			}
		})
	}
}

// TestR17_12_0_SubversiveDoubledNextSecondPhase: Subversive Attacks
// Doubled rolled in the First Phase doubles the Second Phase's subversive
// attacks; one rolled in the Second Phase waits for the next Game-Turn's.
func TestR17_12_0_SubversiveDoubledNextSecondPhase(t *testing.T) {
	s := postalGame(t, 3) // the quiet table: every event is Subversive Attacks Doubled
	clearMap(s)
	unit := unitsOf(s, Blue)[0]
	for _, u := range unitsOf(s, Blue) {
		if s.Def(u).Unit.Strength < s.Def(unit).Unit.Strength {
			unit = u
		}
	}
	prov := s.Def(unit).Unit.Home
	blue := placeStack(s, prov, "", unit)
	target, strength := blue.ID, s.Def(unit).Unit.Strength
	next := s.data.Map.Province(prov).Adjacent[0]
	red := placeStack(s, next, "A", leadersOf(s, Red)[0])
	sealAll(t, s, nil)
	if !s.Postal.SubDoubled || s.SubDoubled {
		t.Fatalf("after the First Phase: waiting %v, now %v", s.Postal.SubDoubled, s.SubDoubled)
	}
	ev := sealAll(t, s, map[string]*Orders{"A": {Attacks: []AttackOrder{{Stacks: []int{red.ID}, Target: target, Subversive: true}}}})
	c := hasEvent(ev, EvCombat)
	lv := s.Def(leadersOf(s, Red)[0]).Leader.LV
	if c == nil || !strings.Contains(c.Text, fmt.Sprintf("%d against %d", 2*lv, strength)) {
		t.Fatalf("combat %v; want %d against %d", c, 2*lv, strength)
	}
	if !s.Postal.SubDoubled || s.SubDoubled {
		t.Fatal("the Second Phase's roll does not wait for the next Second Phase")
	}
}
