package redrussia

import (
	"slices"
	"testing"
)

// TestR4_1_DiscardsClockwiseFromRed: every player, from Red on in seat
// order, discards and draws once; then the purchase phase begins.
func TestR4_1_DiscardsClockwiseFromRed(t *testing.T) {
	s := rulesCardPhase(t, 2, nil)
	var got []int
	for s.Pending.Kind == DecideDiscard {
		got = append(got, s.PlayerOf(s.Pending.Faction))
		mustApply(t, s, Action{Type: ActDiscard, Faction: s.Pending.Faction})
	}
	red := s.PlayerOf(Red)
	var want []int
	for k := range s.Players {
		want = append(want, (red+k)%len(s.Players))
	}
	if !slices.Equal(got, want) {
		t.Fatalf("discard order %v, want %v (clockwise from Red)", got, want)
	}
	passWindows(t, s)
	if s.Phase != PurchasePhase {
		t.Fatalf("after the card phase: %v %v", s.Phase, s.Pending)
	}
}

// TestR4_1_AboveTheLimitDiscardsDown: Red holding 8 at a limit of 6 (its
// ORI has fallen) may not keep them all: it must discard to 6 and then
// draws nothing.
func TestR4_1_AboveTheLimitDiscardsDown(t *testing.T) {
	s := rulesCardPhase(t, 2, func(s *State) { rulesSetHand(s, Red, 8) })
	refused(t, s, Action{Type: ActDiscard, Faction: Red}, "4.1")
	refused(t, s, Action{Type: ActDiscard, Faction: Red, Cards: rulesHand(s, Red)[:1]}, "4.1")
	if legalHas(s, Action{Type: ActDiscard, Faction: Red}) {
		t.Fatal("Legal offers keeping 8 cards")
	}
	deck := len(s.Deck)
	mustApply(t, s, Action{Type: ActDiscard, Faction: Red, Cards: slices.Clone(rulesHand(s, Red)[:2])})
	if len(rulesHand(s, Red)) != 6 || len(s.Deck) != deck {
		t.Fatalf("hand %d, deck %d -> %d", len(rulesHand(s, Red)), deck, len(s.Deck))
	}
}

// TestR4_1_EmptyDeckUsesThePile: a player who must draw from an empty
// deck draws from the discard pile shuffled at once (4.1 Ruling); with
// no cards at all he draws no more.
func TestR4_1_EmptyDeckUsesThePile(t *testing.T) {
	s := rulesCardPhase(t, 2, func(s *State) {
		rulesSetHand(s, Red, 0)
		s.Discard = append(s.Discard, s.Deck[:3]...)
		s.Gone = append(s.Gone, s.Deck[3:]...)
		s.Deck = nil
	})
	ev := mustApply(t, s, Action{Type: ActDiscard, Faction: Red})
	if len(rulesHand(s, Red)) != 3 || len(s.Discard) != 0 || len(s.Deck) != 0 {
		t.Fatalf("hand %d, pile %d, deck %d", len(rulesHand(s, Red)), len(s.Discard), len(s.Deck))
	}
	if !slices.ContainsFunc(ev, func(e Event) bool { return e.Kind == EvShuffled && e.Rule == "4.1" }) {
		t.Fatalf("no 4.1 shuffle: %v", ev)
	}
}

// TestR4_5_ActionPhasesInInitiativeOrder: each faction in initiative
// order moves, then fights, then besieges; ending its siege step hands
// the action phase to the next faction.
func TestR4_5_ActionPhasesInInitiativeOrder(t *testing.T) {
	s := atAction(t, 45)
	order := slices.Clone(s.Initiative)
	var seen []Faction
	for s.Phase == ActionPhase && len(seen) < len(order) {
		f := s.Pending.Faction
		if s.Pending.Kind != DecideMove || s.Active != f {
			t.Fatalf("pending %v, active %s, want a movement step", s.Pending, s.Active)
		}
		seen = append(seen, f)
		mustApply(t, s, Action{Type: ActEndMovement, Faction: f})
		passWindows(t, s)
		if s.Pending.Kind != DecideBattles || s.Step != StepCombat || s.Active != f {
			t.Fatalf("after movement: %v step %v", s.Pending, s.Step)
		}
		mustApply(t, s, Action{Type: ActEndCombat, Faction: f})
		passWindows(t, s)
		if s.Pending.Kind != DecideSiege || s.Step != StepSiege || s.Active != f {
			t.Fatalf("after combat: %v step %v", s.Pending, s.Step)
		}
		mustApply(t, s, Action{Type: ActEndSiege, Faction: f})
		passWindows(t, s)
	}
	if !slices.Equal(seen, order) {
		t.Fatalf("action phases %v, want %v", seen, order)
	}
	if s.Phase == ActionPhase {
		t.Fatalf("still in the action phase after every faction: %v", s.Pending)
	}
}

// TestR4_6_VictoryPhaseDefeatsTheArmyless: when the last action phase
// ends, the victory phase runs: the VP are computed and a faction with no
// infantry, cavalry or tank on the map is defeated; the turn then ends.
func TestR4_6_VictoryPhaseDefeatsTheArmyless(t *testing.T) {
	s := atAction(t, 46)
	for i := range s.Pieces {
		if p := &s.Pieces[i]; p.Faction == NorthAsian && p.Kind == KindUnit && p.Status == OnMap && p.Type != FLEET && p.Type != AIR {
			p.Status, p.Where = InPool, ""
		}
	}
	var ev []Event
	for s.Phase == ActionPhase {
		f := s.Pending.Faction
		for _, typ := range []ActionType{ActEndMovement, ActEndCombat, ActEndSiege} {
			ev = append(ev, mustApply(t, s, Action{Type: typ, Faction: f})...)
			for s.Pending.Kind == DecideCard || s.Pending.Kind == DecideCardTarget {
				ev = append(ev, mustApply(t, s, s.Legal()[0])...)
			}
		}
	}
	if !s.F(NorthAsian).Out || s.F(South).Out {
		t.Fatalf("North/Asian out %v, South out %v", s.F(NorthAsian).Out, s.F(South).Out)
	}
	if !slices.ContainsFunc(ev, func(e Event) bool { return e.Kind == EvVP && e.Faction == Red }) {
		t.Fatal("no VP computed")
	}
	if s.Turn != 2 {
		t.Fatalf("turn %d after turn 1's victory phase", s.Turn)
	}
}

// TestR4_8_MaintenanceInInitiativeOrder: in a winter turn each faction
// with units on the map maintains them, in initiative order, paying 1
// money and 1 manpower a unit.
func TestR4_8_MaintenanceInInitiativeOrder(t *testing.T) {
	s := atWinter(t, 48)
	for _, f := range s.Majors() {
		putN(t, s, f, INF, 2, controlled(t, s, f))
	}
	s.beginVictory()
	passWindows(t, s)
	var seen []Faction
	for s.Pending.Kind == DecideMaintain {
		f := s.Pending.Faction
		seen = append(seen, f)
		money := s.F(f).Money
		mustApply(t, s, Action{Type: ActMaintain, Faction: f})
		if s.Phase == MaintenancePhase && s.F(f).Money != money-2 {
			t.Fatalf("%s paid %d for 2 units", f, money-s.F(f).Money)
		}
		passWindows(t, s)
	}
	if want := s.majorsIn(s.Initiative); !slices.Equal(seen, want) {
		t.Fatalf("maintenance order %v, want %v", seen, want)
	}
}

// TestR4_9_CollectionAfterMaintenance: after the last maintenance the
// factions collect in initiative order what their areas yield, and the
// next turn begins.
func TestR4_9_CollectionAfterMaintenance(t *testing.T) {
	s := atWinter(t, 49)
	for _, f := range s.Majors() {
		putN(t, s, f, INF, 1, controlled(t, s, f))
	}
	s.beginVictory()
	passWindows(t, s)
	for len(s.Queue) > 1 && s.Pending.Kind == DecideMaintain {
		mustApply(t, s, Action{Type: ActMaintain, Faction: s.Pending.Faction})
		passWindows(t, s)
	}
	last := s.Pending.Faction
	yield, before := map[Faction]int{}, map[Faction]int{}
	for _, f := range s.Majors() {
		before[f] = s.F(f).Money
		for _, a := range s.data.Map.Areas {
			m, _ := s.Yield(f, a.Code)
			yield[f] += m
		}
	}
	ev := mustApply(t, s, Action{Type: ActMaintain, Faction: last})
	passWindows(t, s)
	var order []Faction
	for _, e := range ev {
		if e.Kind == EvCollected && e.Rule == "6.2" {
			order = append(order, e.Faction)
			if e.N != yield[e.Faction] {
				t.Errorf("%s collected %d, its areas yield %d", e.Faction, e.N, yield[e.Faction])
			}
		}
	}
	if want := s.majorsIn(s.Initiative); !slices.Equal(order, want) {
		t.Fatalf("collection order %v, want %v", order, want)
	}
	for _, f := range s.Majors() {
		want := before[f] + yield[f]
		if f == last {
			want-- // its one unit maintained in the same action
		}
		if s.F(f).Money != want {
			t.Errorf("%s money %d, want %d", f, s.F(f).Money, want)
		}
	}
	if s.Turn != 4 {
		t.Fatalf("turn %d after the winter phases", s.Turn)
	}
}
