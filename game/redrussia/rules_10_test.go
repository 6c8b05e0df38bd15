package redrussia

import "testing"

// TestR10_2_LeaderRatingAddsDice: a leader declared in a battle adds his
// rating to his side's dice; kept out, he adds nothing; a leader alone
// cannot make an attack.
func TestR10_2_LeaderRatingAddsDice(t *testing.T) {
	var dice [2]int
	for k, declared := range []bool{false, true} {
		s := battleKit(t, Red, 102)
		s.Area("SIMB").Control = Red
		a := putID(t, s, "red-inf-4-2#1", "SIMB")
		putID(t, s, "frunze", "SIMB")
		putID(t, s, "sib-inf-3-2#1", "SIMB")
		pieces := []string{a}
		if declared {
			pieces = append(pieces, "frunze")
		}
		_, red := rollsOf(byRound(rulesFight(t, s, "SIMB", pieces...))[0], Red)
		dice[k] = len(red)
	}
	s := battleKit(t, Red, 102)
	r := s.CombatRating("frunze", "SIMB")
	if r < 1 || dice[0] != 4 || dice[1] != 4+r {
		t.Fatalf("Red dice %v, want 4 and %d (Frunze's rating %d)", dice, 4+r, r)
	}
	putID(t, s, "frunze", "SIMB")
	putID(t, s, "sib-inf-3-2#1", "SIMB")
	if _, err := Apply(s, Action{Type: ActDeclareBattle, Faction: Red, Where: "SIMB", N: int(LevelProbe), Pieces: []string{"frunze"}}); err == nil {
		t.Fatal("a leader alone attacked")
	}
}

// TestR10_3_UnitsMoveWithTheirLeader: a leader's 2 MP carry the units
// he commands that start with him (four friendly areas, where a unit
// alone crosses two); one dropped on the way ends its move there and
// may not move again; a unit from another area cannot join him.
func TestR10_3_UnitsMoveWithTheirLeader(t *testing.T) {
	s := atMovement(t, Red, 1)
	fr := putLeader(t, s, "frunze", "MOSC")
	a, b := put(t, s, Red, INF, "MOSC"), put(t, s, Red, INF, "MOSC")
	far := put(t, s, Red, INF, "TVER")
	refused(t, s, mv(Red, ps(a), "TVER", "NOVG", "PETR"), "7.1")
	refused(t, s, mv(Red, ps(fr, a, far), "TVER", "NOVG"), "10.3")
	move := mv(Red, ps(fr, a, b), "TVER", "NOVG", "PETR", "VOLO")
	move.Drops = []Drop{{Piece: b.ID, Where: "TVER"}}
	mustApply(t, s, move)
	if where(s, fr) != "VOLO" || where(s, a) != "VOLO" || where(s, b) != "TVER" {
		t.Fatalf("Frunze %s, %s %s, %s %s", where(s, fr), a.ID, where(s, a), b.ID, where(s, b))
	}
	passWindows(t, s)
	refused(t, s, mv(Red, ps(b), "MOSC"), "7.0")
}
