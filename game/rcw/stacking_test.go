package rcw

import (
	"slices"
	"testing"
)

// TestR6_0_NoZonesOfControl: a force passes beside enemy stacks freely;
// only entering a province with another colour stops it (5.27).
func TestR6_0_NoZonesOfControl(t *testing.T) {
	s := inMovement(t, 4, "A")
	clear(s, "KIEV", "POLT", "KHAR", "CHER", "KHER", "YEKA")
	form(s, "KIEV", "A", 153)
	form(s, "CHER", "", 316) // Germans beside the route
	form(s, "KHER", "", 317)
	mustApply(t, s, move("A", []int{153}, false, "POLT", "KHAR"))
	if s.Province(153) != "KHAR" {
		t.Fatalf("153 should have passed POLT to KHAR: %s", s.Province(153))
	}
}

// TestR7_21_AttachedUnitsStandUnderTheirLeader: a stack is ordered leader,
// its Imperial units, its combat units in the order they joined, then the
// unattached (7.21, 7.23 Ruling); the attached move with it, the
// unattached stay.
func TestR7_21_AttachedUnitsStandUnderTheirLeader(t *testing.T) {
	s := inMovement(t, 4, "A")
	clear(s, "SARA", "TAMB")
	st := form(s, "SARA", "A", 153, 104, 113)
	s.Piece(113).Under = 0
	form(s, "SARA", "A", 107)
	withImperial(s, Gold, 153)
	mustApply(t, s, Action{Type: ActAttach, Player: "A", Leader: 153, Unit: 107})
	if got := s.Stack(st).Pieces; !slices.Equal(got, []int{153, Gold, 104, 107, 113}) {
		t.Fatalf("stack order %v, want [153 Gold 104 107 113]", got)
	}
	mustApply(t, s, move("A", []int{153}, false, "TAMB"))
	if s.Province(104) != "TAMB" || s.Province(107) != "TAMB" || s.Province(Gold) != "TAMB" || s.Province(113) != "SARA" {
		t.Fatal("the attached units and the Gold go with 153; the unattached RU2 stays")
	}
	if s.Controller(113) != "A" {
		t.Fatal("the unit left behind stays A's (7.24)")
	}
}

// TestR7_22_ImperialUnitsAndLeadersDoNotCount: a leader's LV limits its
// combat units only; the Imperial unit with it and the other leader in its
// stack do not count (Zinoviev, LV 2, with the Czar, beside Voroshilov,
// carries two Red units and no third).
func TestR7_22_ImperialUnitsAndLeadersDoNotCount(t *testing.T) {
	s := inMovement(t, 4, "A")
	clear(s, "SARA")
	form(s, "SARA", "A", 153, 155)
	withImperial(s, Czar, 153)
	for _, u := range []int{104, 107, 108} {
		form(s, "SARA", "A", u)
	}
	mustApply(t, s, Action{Type: ActAttach, Player: "A", Leader: 153, Unit: 104})
	mustApply(t, s, Action{Type: ActAttach, Player: "A", Leader: 153, Unit: 107})
	refused(t, s, Action{Type: ActAttach, Player: "A", Leader: 153, Unit: 108}, "5.14")
	if own, _ := s.carried(153); len(own) != 2 {
		t.Fatalf("Zinoviev carries %v", own)
	}
}

// TestR7_24_ControlOfCombatUnits: a Red unit attached by a leader is its
// player's, stays his when detached and when its leader is eliminated; a
// unit never attached is uncontrolled.
func TestR7_24_ControlOfCombatUnits(t *testing.T) {
	s := inMovement(t, 4, "A")
	clear(s, "SARA")
	form(s, "SARA", "A", 153)
	u := form(s, "SARA", "", 107)
	if s.Controller(107) != "" || s.Stack(u).Player != "" {
		t.Fatal("a unit never attached is uncontrolled")
	}
	mustApply(t, s, Action{Type: ActAttach, Player: "A", Leader: 153, Unit: 107})
	mustApply(t, s, Action{Type: ActDetach, Player: "A", Unit: 107})
	if s.Controller(107) != "A" || stackOf(s, 107).Player != "A" {
		t.Fatal("a detached unit stays its player's")
	}
	mustApply(t, s, Action{Type: ActAttach, Player: "A", Leader: 153, Unit: 107})
	s.eliminate([]int{153}, "B", "test")
	if s.Controller(107) != "A" || s.Piece(107).Under != 0 {
		t.Fatal("a unit whose leader is eliminated stays its player's, unattached (8.44)")
	}
}

// TestR7_3_StacksInCombat: a defending stack is attacked as a whole and
// alone, the other stacks of the province untouched (7.31, 7.34); an
// attacking stack's unattached Red unit takes no part: not counted, not
// lost (7.32 Ruling); several stacks combine (7.33).
func TestR7_3_StacksInCombat(t *testing.T) {
	s := inCombat(t, 3, "A")
	clear(s, "SARA")
	a1 := form(s, "SARA", "A", 153, 104, 113)
	s.Piece(113).Under = 0 // unattached: no part in the attack
	a2 := form(s, "SARA", "A", 155)
	d := form(s, "SARA", "B", 264, 203) // Yudenich 1 + WU2
	other := form(s, "SARA", "B", 265, 202)
	at, err := s.checkAttack(Action{Type: ActAttack, Player: "A", Stacks: []int{a1, a2}, Target: d}, false)
	if err != nil {
		t.Fatal(err)
	}
	want := s.Strength(153) + s.Strength(104) + s.Strength(155)
	if at.a != want || at.d != 3 {
		t.Fatalf("%d against %d, want %d against 3", at.a, at.d, want)
	}
	attackWith(s, t, Ae, Action{Type: ActAttack, Player: "A", Stacks: []int{a1, a2}, Target: d})
	if !inSection(s, "B", 153, 104, 155) || s.Piece(113).Status != OnMap {
		t.Fatal("Ae: the attackers go, the unattached unit stays")
	}
	if st := s.Stack(other); st == nil || len(st.Pieces) != 2 {
		t.Fatal("the other White stack is not touched (7.34)")
	}
}
