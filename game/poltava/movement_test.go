package poltava

import (
	"testing"
)

// The rulebook's example: two open hexes, then a stream into a third open
// hex: 4 MP for three hexes; a fourth hex is out of reach.
func TestR4_3_1_StreamAddsOneMP(t *testing.T) {
	k := newKit(t).unit("sw", Sweden, Infantry, "1010").unit("ru", Russia, Infantry, "0810")
	k.stream("1012", "1013")
	s := k.build(Sweden, PhaseMovement)
	refused(t, s, move("sw", "1011", "1012", "1013", "1014"), "4.2")
	apply(t, s, move("sw", "1011", "1012", "1013"))
	if got := at(t, s, "sw"); got != hx("1013") {
		t.Fatalf("sw at %v, want 1013", got)
	}
}

func TestR4_2_NoMoveBeyondTheAllowance(t *testing.T) {
	k := newKit(t).unit("sw", Sweden, Infantry, "1010").unit("ru", Russia, Infantry, "1016")
	k.terrain(Retrenchment, "1012")
	s := k.build(Sweden, PhaseMovement)
	// 1 + 2 (retrenchment) + 1 = 4; a fifth MP is not there.
	refused(t, s, move("sw", "1011", "1012", "1013", "1014"), "4.2")
	apply(t, s, move("sw", "1011", "1012", "1013"))
	refused(t, s, move("sw", "1014"), "4.2")
}

func TestR4_4_NoEnteringEnemyOrImpassable(t *testing.T) {
	k := newKit(t).unit("sw", Sweden, Infantry, "1010").unit("ru", Russia, Infantry, "1012")
	k.terrain(Woods, "0910").terrain(Marsh, "1110")
	s := k.build(Sweden, PhaseMovement)
	refused(t, s, move("sw", "0910"), "G4")
	refused(t, s, move("sw", "1110"), "T2")
	k2 := newKit(t).unit("sw", Sweden, Infantry, "1010").unit("ru", Russia, Infantry, "1020").unit("art", Russia, Artillery, "1011")
	s2 := k2.build(Sweden, PhaseMovement)
	refused(t, s2, move("sw", "1011"), "4.4")
}

func TestR4_5_PassThroughFriendsButNotStopOnThem(t *testing.T) {
	k := newKit(t).unit("a", Sweden, Infantry, "1010").unit("b", Sweden, Infantry, "1011").unit("ru", Russia, Infantry, "1030")
	k.unit("gun", Russia, Artillery, "1035").unit("c", Russia, Infantry, "1036").unit("art", Sweden, Artillery, "1008", func(d *UnitDef) { d.Division = "Lewenhaupt" })
	s := k.build(Sweden, PhaseMovement)
	refused(t, s, move("a", "1011"), "2.1.1")
	apply(t, s, move("a", "1011", "1012"))
	// 9.4.3: one artillery counter and one combat unit may share a hex.
	apply(t, s, move("b", "1010", "1009", "1008"))
	if got := at(t, s, "b"); got != hx("1008") {
		t.Fatalf("b at %v", got)
	}
}

func TestR4_6_EnteringEnemyZOCStops(t *testing.T) {
	k := newKit(t).unit("sw", Sweden, Infantry, "1010").unit("ru", Russia, Infantry, "1013")
	s := k.build(Sweden, PhaseMovement)
	refused(t, s, move("sw", "1011", "1012", "1112"), "4.6")
	apply(t, s, move("sw", "1011", "1012"))
	if !s.InEnemyZOC(Sweden, hx("1012")) {
		t.Fatal("1012 should be in the Russian ZOC")
	}
}

func TestR5_3_NoMoveOutOfAnEnemyZOC(t *testing.T) {
	k := newKit(t).unit("sw", Sweden, Infantry, "1010").unit("ru", Russia, Infantry, "1011")
	s := k.build(Sweden, PhaseMovement)
	refused(t, s, move("sw", "1009"), "5.3")
	if len(s.Reach(s.Unit("sw"))) != 0 {
		t.Fatal("a unit in an enemy ZOC has somewhere to go")
	}
}

func TestR5_1_NoZOCIntoVillagesRedoubtsRetrenchmentsOrAcrossImpassable(t *testing.T) {
	k := newKit(t).unit("ru", Russia, Infantry, "1010").unit("sw", Sweden, Infantry, "1020")
	k.terrain(Village, "1011").terrain(Retrenchment, "1009").terrain(Woods, "1110").blocked("1010", "0910")
	s := k.build(Sweden, PhaseMovement)
	ru := s.Unit("ru")
	for _, h := range []string{"1011", "1009", "1110", "0910"} {
		if s.ZOCInto(ru, hx(h)) {
			t.Errorf("ZOC extends into %s", h)
		}
	}
	if !s.ZOCInto(ru, hx("0909")) {
		t.Error("ZOC does not extend into open 0909")
	}
	// Artillery exerts none.
	k2 := newKit(t).unit("gun", Russia, Artillery, "1010").unit("sw", Sweden, Infantry, "1020")
	s2 := k2.build(Sweden, PhaseMovement)
	if s2.InEnemyZOC(Sweden, hx("1011")) {
		t.Error("artillery exerts a ZOC")
	}
}

func TestR4_7_RoadMovementDoublesTheAllowance(t *testing.T) {
	k := newKit(t).unit("sw", Sweden, Infantry, "1010").unit("ru", Russia, Infantry, "1012")
	k.road("1010", "1110", "1210", "1310", "1410", "1510", "1610", "1710", "1810", "1910")
	s := k.build(Sweden, PhaseMovement)
	// 8 road hexes; the enemy at 1012 is 2 away from the start: not a
	// long-distance move, so 9 road hexes are too many.
	refused(t, s, move("sw", "1110", "1210", "1310", "1410", "1510", "1610", "1710", "1810", "1910"), "4.2")
	apply(t, s, move("sw", "1110", "1210", "1310", "1410", "1510", "1610", "1710", "1810"))
}

func TestR4_7_LeavingTheRoadIsANormalMove(t *testing.T) {
	k := newKit(t).unit("sw", Sweden, Infantry, "1010").unit("ru", Russia, Infantry, "1012")
	k.road("1010", "1110", "1210", "1310", "1410", "1510")
	s := k.build(Sweden, PhaseMovement)
	refused(t, s, move("sw", "1110", "1210", "1310", "1410", "1411"), "4.2")
}

func TestR4_8_LongDistanceMovement(t *testing.T) {
	k := newKit(t).unit("sw", Sweden, Infantry, "1040").unit("ru", Russia, Infantry, "1010")
	k.road("1040", "1039", "1038", "1037", "1036", "1035", "1034", "1033", "1032", "1031", "1030", "1029", "1028", "1027", "1026", "1025", "1024")
	s := k.build(Sweden, PhaseMovement)
	// Eight open hexes, far from the enemy.
	apply(t, s, move("sw", "1140", "1240", "1340", "1440", "1540", "1640", "1740", "1840"))
	s = k.build(Sweden, PhaseMovement)
	// Sixteen road hexes: long-distance along a road multiplies by four.
	path := []string{"1039", "1038", "1037", "1036", "1035", "1034", "1033", "1032", "1031", "1030", "1029", "1028", "1027", "1026", "1025", "1024"}
	apply(t, s, move("sw", path...))
	// Within 2 hexes of the enemy the doubling is lost.
	k2 := newKit(t).unit("sw", Sweden, Infantry, "1040").unit("ru", Russia, Infantry, "1042")
	s2 := k2.build(Sweden, PhaseMovement)
	refused(t, s2, move("sw", "1039", "1038", "1037", "1036", "1035"), "4.2")
}

func TestT2_CavalryMayNotEnterTheRetrenchment(t *testing.T) {
	k := newKit(t).unit("cav", Sweden, Cavalry, "1010").unit("ru", Russia, Infantry, "1030")
	k.terrain(Retrenchment, "1011")
	s := k.build(Sweden, PhaseMovement)
	refused(t, s, move("cav", "1011"), "T2")
}

func TestG1_TheCampMayNotLeaveTheCamp(t *testing.T) {
	k := newKit(t).unit("ap", Russia, Infantry, "1010", div(Camp)).unit("sw", Sweden, Infantry, "1030")
	k.camp("1010", "1011")
	s := k.build(Russia, PhaseMovement)
	refused(t, s, move("ap", "1011", "1012"), "G1")
	apply(t, s, move("ap", "1011"))
}

func TestS1_2_NoCrossingTheRedoubtLine(t *testing.T) {
	k := newKit(t).unit("sw", Sweden, Infantry, "1010").unit("ru", Russia, Infantry, "1030")
	k.redoubt("1011", true, false)
	s := k.build(Sweden, PhaseMovement)
	refused(t, s, move("sw", "1011"), "S1.2")
}

func TestG2_CossacksMayNotEnterAnEnemyZOC(t *testing.T) {
	k := newKit(t).unit("cos", Russia, Cossack, "1010").unit("sw", Sweden, Infantry, "1013")
	s := k.build(Russia, PhaseMovement)
	refused(t, s, move("cos", "1011", "1012"), "G2")
	apply(t, s, move("cos", "1011"))
}

func TestR9_4_4_ArtilleryNeverMoves(t *testing.T) {
	k := newKit(t).unit("gun", Russia, Artillery, "1010").unit("sw", Sweden, Infantry, "1030")
	s := k.build(Russia, PhaseMovement)
	refused(t, s, move("gun", "1011"), "9.4.4")
}

func TestR9_5_LeadersMoveEightHexesToAFriendlyUnit(t *testing.T) {
	k := newKit(t).unit("a", Russia, Infantry, "1010").unit("b", Russia, Infantry, "1018").unit("c", Russia, Infantry, "1019").unit("sw", Sweden, Infantry, "1040")
	k.leader("peter", Russia, "a")
	s := k.build(Russia, PhaseMovement)
	refused(t, s, Action{Type: ActMoveLeader, Leader: "peter", Hex: hx("1019")}, "9.5")
	apply(t, s, Action{Type: ActMoveLeader, Leader: "peter", Hex: hx("1018")})
	if s.Leader("peter").With != "b" {
		t.Fatalf("peter with %s", s.Leader("peter").With)
	}
	// He rides with his unit.
	apply(t, s, move("b", "1017"))
	refused(t, s, Action{Type: ActMoveLeader, Leader: "peter", Hex: hx("1019")}, "9.5")
}

func TestReachMatchesTheMoveCheck(t *testing.T) {
	k := newKit(t).unit("sw", Sweden, Infantry, "1010").unit("ru", Russia, Infantry, "1014").unit("f", Sweden, Infantry, "1110")
	k.stream("1011", "1012").terrain(Village, "0911").road("1010", "1009", "1008", "1007")
	s := k.build(Sweden, PhaseMovement)
	reach := s.Reach(s.Unit("sw"))
	if len(reach) == 0 {
		t.Fatal("nowhere to go")
	}
	for h, p := range reach {
		c := s.Clone()
		if _, err := Apply(c, Action{Type: ActMove, Unit: "sw", Path: p}); err != nil {
			t.Errorf("lit %v by %v but the move is refused: %v", h, p, err)
		}
	}
	if _, ok := reach[hx("1013")]; !ok {
		t.Error("1013 (entering the ZOC) not reachable")
	}
	if _, ok := reach[hx("1110")]; ok {
		t.Error("a friend's hex is lit as a destination")
	}
}
