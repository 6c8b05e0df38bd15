package redrussia

import (
	"slices"
	"strings"
	"testing"
)

// rulesFight declares a Probe of Red on area with the pieces and plays the
// battle through (the defender stands), returning its events.
func rulesFight(t *testing.T, s *State, area string, pieces ...string) []Event {
	t.Helper()
	mustApply(t, s, Action{Type: ActDeclareBattle, Faction: Red, Where: area, N: int(LevelProbe), Pieces: pieces})
	ev := mustApply(t, s, Action{Type: ActEndCombat, Faction: Red})
	if s.Pending.Kind == DecideRetreat && s.Fight != nil && s.Fight.Stage == StageRetreatBefore {
		ev = append(ev, mustApply(t, s, Action{Type: ActStand, Faction: s.Pending.Faction})...)
	}
	return append(ev, finishFight(t, s)...)
}

// TestR8_1_AllEnemiesDefendNotNeutrals: Red attacks with one of its two
// units (the other need not fight); every Siberian unit in the area
// defends; a neutral Finnish unit there takes no part and stays neutral.
func TestR8_1_AllEnemiesDefendNotNeutrals(t *testing.T) {
	s := battleKit(t, Red, 81)
	a := putID(t, s, "red-inf-4-2#1", "SIMB")
	idle := putID(t, s, "red-inf-2-2#1", "SIMB")
	s1 := putID(t, s, "sib-inf-3-2#1", "SIMB")
	s2 := putID(t, s, "sib-inf-2-2#1", "SIMB")
	fin := putID(t, s, "fin-inf-2-2#1", "SIMB")
	mustApply(t, s, Action{Type: ActDeclareBattle, Faction: Red, Where: "SIMB", N: int(LevelProbe), Pieces: []string{a}})
	mustApply(t, s, Action{Type: ActEndCombat, Faction: Red})
	if s.Fight == nil {
		t.Fatalf("no battle: %v", s.Pending)
	}
	if !slices.Equal(s.Fight.Units[0], []string{a}) {
		t.Fatalf("attackers %v, want only %s", s.Fight.Units[0], a)
	}
	def := slices.Sorted(slices.Values(s.Fight.Units[1]))
	if !slices.Equal(def, slices.Sorted(slices.Values([]string{s1, s2}))) {
		t.Fatalf("defenders %v, want both Siberian units", def)
	}
	if s.F(Finland).Status != Neutral || s.Piece(fin).Where != "SIMB" || s.Piece(idle).Reduced {
		t.Fatal("the neutral Finns or the idle Red unit were drawn in")
	}
}

// TestR8_2_BattlesAfterMovementInDeclaredOrder: no battle is declared in
// the movement step; declared later, the battles are fought in the order
// declared, each finished before the next begins.
func TestR8_2_BattlesAfterMovementInDeclaredOrder(t *testing.T) {
	s := atMovement(t, Red, 3)
	put(t, s, Red, INF, "SIMB")
	put(t, s, Siberian, INF, "SIMB")
	refused(t, s, Action{Type: ActDeclareBattle, Faction: Red, Where: "SIMB", N: int(LevelProbe)}, "4.0")

	s = battleKit(t, Red, 82)
	a := putID(t, s, "red-inf-4-2#1", "UFA")
	putID(t, s, "sib-inf-3-2#1", "UFA")
	b := putID(t, s, "red-inf-4-2#2", "SIMB")
	putID(t, s, "sib-inf-2-2#1", "SIMB")
	mustApply(t, s, Action{Type: ActDeclareBattle, Faction: Red, Where: "UFA", N: int(LevelProbe), Pieces: []string{a}})
	mustApply(t, s, Action{Type: ActDeclareBattle, Faction: Red, Where: "SIMB", N: int(LevelProbe), Pieces: []string{b}})
	ev := mustApply(t, s, Action{Type: ActEndCombat, Faction: Red})
	for k := 0; s.Fight != nil || s.Pending.Kind != DecideSiege; k++ {
		if k > 200 {
			t.Fatalf("no end: %v", s.Pending)
		}
		legal := s.Legal()
		a := legal[0]
		if i := slices.IndexFunc(legal, func(a Action) bool { return a.Type == ActStand }); a.Type == ActRetreat && i >= 0 {
			a = legal[i] // stand where 8.7 allows it, so both battles are fought out
		}
		ev = append(ev, mustApply(t, s, a)...)
	}
	var seq []string
	for _, e := range ev {
		if e.Kind == EvBattle && (e.Text == "begins" || strings.HasPrefix(e.Text, "ends")) {
			seq = append(seq, e.Where+" "+e.Text[:4])
		}
	}
	if len(seq) != 4 || seq[0] != "UFA begi" || seq[1] != "UFA ends" || seq[2] != "SIMB begi" || seq[3] != "SIMB ends" {
		t.Fatalf("battle events %v, want Ufa's beginning and end, then Simbirsk's", seq)
	}
}

// TestR8_5_DiceOfEachSide: each side rolls its units' attack values and
// its leaders' ratings; the defender adds the current fortification when
// it controls the area, not otherwise.
func TestR8_5_DiceOfEachSide(t *testing.T) {
	for _, ctrl := range []Faction{Siberian, Red} {
		s := battleKit(t, Red, 85)
		s.Area("SIMB").Control = ctrl
		a := putID(t, s, "red-inf-4-2#1", "SIMB")
		putID(t, s, "sib-inf-3-2#1", "SIMB")
		ev := byRound(rulesFight(t, s, "SIMB", a))[0]
		_, red := rollsOf(ev, Red)
		_, sib := rollsOf(ev, Siberian)
		want := 3
		if ctrl == Siberian {
			want += s.data.Map.Area("SIMB").Fort
		}
		if len(red) != 4 || len(sib) != want {
			t.Fatalf("area %s's: Red %d dice, Siberian %d, want 4 and %d", ctrl, len(red), len(sib), want)
		}
	}
}
