package redrussia

import (
	"slices"
	"testing"
)

// TestR8_3_LevelsSecretUntilRetreat: Red declares an Assault on Simbirsk:
// the declaration's event names the area, not the level; the Siberian
// view hides the level and the money committed, Red's does not; the
// Siberian decides its retreat before combat with the money track
// unchanged; then the level is revealed and 3 money paid.
func TestR8_3_LevelsSecretUntilRetreat(t *testing.T) {
	s := battleKit(t, Red, 1)
	red := put(t, s, "red-inf-4-2#1", "SIMB")
	sib := put(t, s, "sib-inf-3-2#1", "SIMB")
	ev := mustApply(t, s, Action{Type: ActDeclareBattle, Faction: Red, Where: "SIMB", N: int(LevelAssault), Pieces: []string{red}})
	for _, e := range ev {
		if e.Kind == EvBattle && (e.N != 1 || e.Where != "SIMB" || e.Text != "declared") {
			t.Fatalf("declaration event %+v", e)
		}
	}
	if v := s.View(Siberian); v.Battles[0].Level != Hidden || v.Committed() != 0 || v.F(Red).Money != 20 {
		t.Fatalf("the Siberian view shows level %v, committed %d", v.Battles[0].Level, v.Committed())
	}
	if v := s.View(Red); v.Battles[0].Level != LevelAssault || v.Committed() != 3 {
		t.Fatalf("Red's own view shows level %v, committed %d", v.Battles[0].Level, v.Committed())
	}
	mustApply(t, s, Action{Type: ActEndCombat, Faction: Red})
	if s.Pending.Kind != DecideRetreat || s.Pending.Faction != Siberian || s.Fight.Stage != StageRetreatBefore {
		t.Fatalf("pending %v, want the Siberian's retreat before combat", s.Pending)
	}
	if v := s.View(Siberian); v.Fight.Level != Hidden || s.F(Red).Money != 20 {
		t.Fatal("the level shows before the retreat decision")
	}
	ev = mustApply(t, s, Action{Type: ActStand, Faction: Siberian})
	if !has(ev, EvRevealed, "assault") || s.F(Red).Money != 17 {
		t.Fatalf("after the retreat decision: money %d, events %v", s.F(Red).Money, ev)
	}
	_ = sib
}

// TestR8_3_CommitmentsWithinMoney: the levels committed together may not
// exceed the money (8.3 Ruling); a minor-only force is free.
func TestR8_3_CommitmentsWithinMoney(t *testing.T) {
	s := battleKit(t, Red, 2)
	s.F(Red).Money = 6
	put(t, s, "red-inf-4-2#1", "SIMB")
	put(t, s, "sib-inf-3-2#1", "SIMB")
	put(t, s, "red-inf-2-2#1", "UFA")
	put(t, s, "sib-inf-2-2#1", "UFA")
	mustApply(t, s, Action{Type: ActDeclareBattle, Faction: Red, Where: "SIMB", N: int(LevelInvasion), Pieces: []string{"red-inf-4-2#1"}})
	refused(t, s, Action{Type: ActDeclareBattle, Faction: Red, Where: "UFA", N: int(LevelAssault), Pieces: []string{"red-inf-2-2#1"}}, "8.3")
	mustApply(t, s, Action{Type: ActDeclareBattle, Faction: Red, Where: "UFA", N: int(LevelProbe), Pieces: []string{"red-inf-2-2#1"}})
	refused(t, s, Action{Type: ActDeclareBattle, Faction: Red, Where: "SIMB", N: int(LevelProbe), Pieces: []string{"red-inf-4-2#1"}}, "8.2")
	for _, a := range s.Legal() {
		if a.Type == ActDeclareBattle {
			t.Fatalf("Legal offers %v with all the money committed", a)
		}
	}
}

// TestR18_1_WhitesNeverAttackWhites: the South may not attack Siberian
// units; Red may.
func TestR18_1_WhitesNeverAttackWhites(t *testing.T) {
	s := battleKit(t, South, 3)
	put(t, s, "sou-inf-2-2#1", "SIMB")
	put(t, s, "sib-inf-3-2#1", "SIMB")
	refused(t, s, Action{Type: ActDeclareBattle, Faction: South, Where: "SIMB", N: 1, Pieces: []string{"sou-inf-2-2#1"}}, "18.1")
}

// TestR12_1_MinorActivatedByAttack: a Red attack on a neutral Finnish
// unit (turn 3 on) makes Finland active for a White faction at once, and
// the Finns defend; before turn 3 it is refused.
func TestR12_1_MinorActivatedByAttack(t *testing.T) {
	s := battleKit(t, Red, 4)
	put(t, s, "red-inf-4-2#1", "VYBO")
	put(t, s, "fin-inf-2-2#1", "VYBO")
	s.Turn = 2
	refused(t, s, Action{Type: ActDeclareBattle, Faction: Red, Where: "VYBO", N: 1, Pieces: []string{"red-inf-4-2#1"}}, "12.1")
	s.Turn = 3
	ev := mustApply(t, s, Action{Type: ActDeclareBattle, Faction: Red, Where: "VYBO", N: 1, Pieces: []string{"red-inf-4-2#1"}})
	st := s.F(Finland)
	if st.Status != Active || !st.Controller.White() || !has(ev, EvActivated, "active for") {
		t.Fatalf("Finland %v for %v after a Red attack", st.Status, st.Controller)
	}
	mustApply(t, s, Action{Type: ActEndCombat, Faction: Red})
	if s.Fight == nil || !slices.Contains(s.Fight.Units[1], "fin-inf-2-2#1") || s.Fight.Defender != st.Controller {
		t.Fatalf("the fight %+v", s.Fight)
	}
}

// TestR13_1_UkraineNeverJoinsRed: a White attack leaves Ukraine neutral;
// it defends, its decisions the engine's.
func TestR13_1_UkraineNeverJoinsRed(t *testing.T) {
	s := battleKit(t, South, 5)
	put(t, s, "sou-inf-2-2#1", "KHAR")
	put(t, s, "ukr-inf-2-2#1", "KHAR")
	mustApply(t, s, Action{Type: ActDeclareBattle, Faction: South, Where: "KHAR", N: 1, Pieces: []string{"sou-inf-2-2#1"}})
	if s.F(Ukraine).Status != Neutral {
		t.Fatalf("Ukraine %v after a White attack", s.F(Ukraine).Status)
	}
	mustApply(t, s, Action{Type: ActEndCombat, Faction: South})
	finishFight(t, s)
	if s.Pending.Kind != DecideSiege {
		t.Fatalf("pending %v after the only battle", s.Pending)
	}
}
