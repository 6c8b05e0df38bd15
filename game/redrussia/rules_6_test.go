package redrussia

import (
	"slices"
	"testing"
)

// rulesCoupKit is f's siege step at W7 on turn 5, f's player holding "Coup de
// Main" with priority, area held by ctrl with one unit of f there and its
// fortification worn down to 0 (so the card may take it).
func rulesCoupKit(t *testing.T, f Faction, area string, ctrl Faction) (*State, int) {
	t.Helper()
	s := atMovement(t, f, 5)
	emptyHands(s)
	id := give(t, s, f, "Coup de Main")
	for _, p := range s.UnitsAt(area, NoFaction) {
		p.Status, p.Where = InPool, ""
	}
	ar := s.Area(area)
	ar.Control = ctrl
	ar.Siege, ar.SiegeBy = s.data.Map.Area(area).Fort, f
	put(t, s, f, INF, area)
	s.Pending = Pending{Kind: DecideSiege, Faction: f}
	s.Step = StepSiege
	s.OpenWindow(W7, "siege")
	priorityTo(t, s, f)
	playCard(t, s, f, id)
	return s, id
}

// TestR6_6_CoupDeMainGiveBack: the South taking Ufa, a Siberian home
// area, from Red by a coup de main chooses at once to keep it or give it
// back (6.6; the card counts as a successful siege, DATA.md card 9):
// control stays Red's until it chooses; giving it back makes Ufa Siberian.
func TestR6_6_CoupDeMainGiveBack(t *testing.T) {
	s, _ := rulesCoupKit(t, South, "UFA", Red)
	target(t, s, Action{Where: "UFA"})
	if s.Pending.Kind != DecideCardTarget || s.Pending.Faction != South || s.Area("UFA").Control != Red {
		t.Fatalf("no choice after the coup: pending %v, Ufa %s", s.Pending, s.Area("UFA").Control)
	}
	keep := Action{Type: ActCardTarget, Faction: South, Where: "UFA", Yes: true}
	back := Action{Type: ActCardTarget, Faction: South, Where: "UFA"}
	if !legalHas(s, keep) || !legalHas(s, back) || len(s.Legal()) != 2 {
		t.Fatalf("legal %v, want keep or give back", s.Legal())
	}
	ev := mustApply(t, s, back)
	if a := s.Area("UFA"); a.Control != Siberian || a.Siege != 0 {
		t.Fatalf("Ufa given back: %+v", *a)
	}
	if !slices.ContainsFunc(ev, func(e Event) bool { return e.Kind == EvControl && e.Rule == "6.6" && e.Faction == Siberian }) {
		t.Fatalf("no 6.6 control event: %v", ev)
	}
	if s.Resolving != nil || s.Pending.Kind != DecideCard {
		t.Fatalf("the card is not done: pending %v", s.Pending)
	}
	if err := s.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}

// TestR6_6_CoupDeMainKeep: keeping the area makes it the South's; the
// 6.6 income penalty then applies to it as to any kept area.
func TestR6_6_CoupDeMainKeep(t *testing.T) {
	s, _ := rulesCoupKit(t, South, "UFA", Red)
	target(t, s, Action{Where: "UFA"})
	target(t, s, Action{Where: "UFA", Yes: true})
	if a := s.Area("UFA"); a.Control != South || a.Siege != 0 {
		t.Fatalf("Ufa kept: %+v", *a)
	}
	if err := s.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}

// TestR6_6_CoupDeMainNoChoiceForOwnSide: Red taking a South area by a
// coup de main has no choice to make: the area is Red's at once.
func TestR6_6_CoupDeMainNoChoiceForRed(t *testing.T) {
	s, _ := rulesCoupKit(t, Red, "UFA", South)
	target(t, s, Action{Where: "UFA"})
	if s.Area("UFA").Control != Red || s.Resolving != nil {
		t.Fatalf("Ufa %s, resolving %v", s.Area("UFA").Control, s.Resolving)
	}
}

// TestR6_6_CoupDeMainRandomChooses: the random player, drawing from
// Legal, makes the keep-or-give-back choice and the game goes on.
func TestR6_6_CoupDeMainRandomChooses(t *testing.T) {
	s, _ := rulesCoupKit(t, South, "UFA", Red)
	target(t, s, Action{Where: "UFA"})
	r := s.Rand
	a, ok := s.RandomAction(&r)
	if !ok || a.Type != ActCardTarget || a.Where != "UFA" {
		t.Fatalf("random action %v", a)
	}
	mustApply(t, s, a)
	if c := s.Area("UFA").Control; c != South && c != Siberian {
		t.Fatalf("Ufa %s", c)
	}
}

// TestR6_1_AreaValues: Orel is worth 2 money and 2 manpower, and that is
// what Red collects from it in a winter money/manpower phase; an area
// without a manpower value yields money only.
func TestR6_1_AreaValues(t *testing.T) {
	s := atWinter(t, 61)
	orel := s.data.Map.Area("OREL")
	if orel.Money != 2 || orel.Manpower != 2 || s.Area("OREL").Control != Red {
		t.Fatalf("Orel %d/%d controlled by %s", orel.Money, orel.Manpower, s.Area("OREL").Control)
	}
	if m, p := s.Yield(Red, "OREL"); m != 2 || p != 2 {
		t.Fatalf("Orel yields %d/%d", m, p)
	}
	for i, a := range s.data.Map.Areas {
		if f := s.Areas[i].Control; f.Major() && a.Manpower == 0 && a.Money > 0 && s.Areas[i].Home == f {
			if m, p := s.Yield(f, a.Code); m != a.Money || p != 0 {
				t.Fatalf("%s yields %d/%d, its values %d/0", a.Code, m, p, a.Money)
			}
			return
		}
	}
	t.Fatal("no own area without a manpower value")
}

// TestR6_2_CollectionOnlyInWinter: the end of a summer turn collects
// nothing; an area's adjusted yield is never below 0 (an area worth 1
// money with two enemy partisans yields 0, not -1).
func TestR6_2_CollectionOnlyInWinter(t *testing.T) {
	s := atAction(t, 62)
	money := map[Faction]int{}
	for _, f := range s.Majors() {
		money[f] = s.F(f).Money
	}
	s.beginVictory()
	if s.Turn != 2 {
		t.Fatalf("turn %d", s.Turn)
	}
	for _, f := range s.Majors() {
		if s.F(f).Money != money[f] {
			t.Errorf("%s money %d -> %d after a summer turn", f, money[f], s.F(f).Money)
		}
	}
	s = atWinter(t, 62)
	area := areaWorth(t, s, Red, 1)
	for _, p := range putN(t, s, NoFaction, PARTISAN, 2, area) {
		p.Faction = South
	}
	if m, p := s.Yield(Red, area); m != 0 || p != 0 {
		t.Fatalf("%s with two partisans yields %d/%d", area, m, p)
	}
}
