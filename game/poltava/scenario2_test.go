package poltava

import (
	"slices"
	"testing"

	"tachanka/game/hex"
)

func enter(id string) Action { return Action{Type: ActEnter, Unit: id} }

// ---------------------------------------------------------------- S2.1

func TestS2_1_EachCounterIsPlacedThenMovesWithItsFullMA(t *testing.T) {
	k := newKit(t).whole(1).southFrom(30).unit("a", Sweden, Infantry, "").unit("b", Sweden, Infantry, "").unit("ru", Russia, Infantry, "1005")
	k.leader("charles", Sweden, "a")
	s := k.build(Sweden, PhaseMovement)
	refused(t, s, endPhase(), "S2.1")
	if got := s.EntryOptions(); len(got) != 2 {
		t.Fatalf("entry options %v, want a and b", got)
	}
	ev := apply(t, s, enter("a"))
	if at(t, s, "a") != hx("2548") || len(events(ev, EvEntered)) != 1 {
		t.Fatalf("a at %v, events %v", at(t, s, "a"), ev)
	}
	if l := events(ev, EvLeaderMoved); len(l) != 1 || l[0].Target != "charles" {
		t.Fatalf("the leader did not enter with his unit: %v", ev)
	}
	// The entry hex is taken: b waits for a to move off.
	refused(t, s, enter("b"), "S2.1")
	if len(s.EntryOptions()) != 0 {
		t.Fatal("b may enter onto a")
	}
	// Placement costs nothing: a long-distance move of eight hexes.
	apply(t, s, move("a", "2547", "2546", "2545", "2544", "2543", "2542", "2541", "2540"))
	if s.Leader("charles").With != "a" {
		t.Fatal("the leader left his unit")
	}
	refused(t, s, endPhase(), "S2.1")
	apply(t, s, enter("b"))
	refused(t, s, enter("b"), "S2.1")
	// The last counter of a column may stay on the entry hex.
	apply(t, s, endPhase())
	if s.Phase == PhaseMovement && s.Phasing == Sweden {
		t.Fatal("the Movement phase did not end")
	}
}

func TestS2_1_AnImpossibleEntryDoesNotHoldTheGameUp(t *testing.T) {
	// The first counter is placed in a Russian ZOC and may not move, so
	// the second cannot be placed: the phase may end all the same.
	k := newKit(t).whole(1).southFrom(30).unit("a", Sweden, Infantry, "").unit("b", Sweden, Infantry, "").unit("ru", Russia, Cavalry, "2547")
	s := k.build(Sweden, PhaseMovement)
	apply(t, s, enter("a"))
	if len(s.EntryOptions()) != 0 {
		t.Fatal("b may enter")
	}
	apply(t, s, endPhase())
	if s.Unit("b").Status != OffMap {
		t.Fatalf("b is %v", s.Unit("b").Status)
	}
}

// The Swedish start of phase: detachment, then entry (3 rulings).
func TestS2_1_EntryComesAfterTheDetachment(t *testing.T) {
	k := sixWide(t, 1).unit("e", Sweden, Infantry, "")
	for i, h := range []string{"1005", "1004", "1003", "1002", "1001", "1105"} {
		k.unit("s"+string(rune('1'+i)), Sweden, Infantry, h, odb(i+1))
	}
	k.unit("ru", Russia, Infantry, "3020")
	s := k.build(Sweden, PhaseMovement)
	apply(t, s, enter("e"))
	refused(t, s, Action{Type: ActDetach, Units: []string{"s6"}, Hexes: hexes("1010")}, "SR1.6")
	s = k.build(Sweden, PhaseMovement)
	apply(t, s, Action{Type: ActDetach, Units: []string{"s6"}, Hexes: hexes("1010")})
	apply(t, s, enter("e"))
}

func TestS2_1_EntryOnlyInScenario2AndOnlyForTheSwedes(t *testing.T) {
	k := newKit(t).whole(1).unit("a", Sweden, Infantry, "").unit("ru", Russia, Infantry, "1005")
	s := k.build(Russia, PhaseMovement)
	refused(t, s, enter("a"), "S2.1")
	refused(t, s, enter("ru"), "S2.1")
}

func TestS2_1_OnlyMnAndRcMoveBeforeTurn5(t *testing.T) {
	k := newKit(t).whole(4).unit("gn", Russia, Infantry, "1010").unit("mn", Russia, Cavalry, "1210").
		unit("rc", Russia, Infantry, "1410", div(Rentzel)).unit("bm", Russia, Cavalry, "1610", div("Bm")).
		unit("sw", Sweden, Infantry, "1040")
	k.leader("peter", Russia, "gn").leader("menshikov", Russia, "mn")
	s := k.build(Russia, PhaseMovement)
	refused(t, s, move("gn", "1011"), "S2.1")
	refused(t, s, move("bm", "1611"), "S2.1")
	refused(t, s, Action{Type: ActMoveLeader, Leader: "peter", Hex: hx("1210")}, "9.5")
	apply(t, s, move("mn", "1211"))
	apply(t, s, move("rc", "1411"))
	apply(t, s, Action{Type: ActMoveLeader, Leader: "menshikov", Hex: hx("1010")})
	k.turn = 5
	s = k.build(Russia, PhaseMovement)
	apply(t, s, move("gn", "1011"))
	apply(t, s, move("bm", "1611"))
}

// ---------------------------------------------------------------- SR1

func TestSR1_2_ASwedishLineFormsLowestNumberSouth(t *testing.T) {
	k := newKit(t).whole(3).unit("s1", Sweden, Infantry, "1020", odb(1)).unit("s2", Sweden, Infantry, "1019", odb(2)).
		unit("s4", Sweden, Infantry, "1018", odb(4)).unit("ru", Russia, Infantry, "3005")
	// Number 3 has gone to the Roos column: it is skipped.
	k.unit("s3", Sweden, Infantry, "1540", odb(3), div(Roos))
	s := k.build(Sweden, PhaseMovement)
	li := s.LineStatus(Sweden)
	if !li.Valid || li.Formed || !slices.Equal(li.Units, []string{"s1", "s2", "s4"}) {
		t.Fatalf("line %+v", li)
	}
	ev := apply(t, s, endPhase())
	if !s.Formed[Sweden] || len(events(ev, EvFormed)) != 1 {
		t.Fatalf("the Swedish army did not form: %v", ev)
	}
	if s.Formed[Russia] {
		t.Fatal("the Russian army formed at the Swedish phase's end")
	}
}

func TestSR1_2_ARussianLineFormsLowestNumberNorth(t *testing.T) {
	k := newKit(t).whole(5).unit("r1", Russia, Infantry, "3010", odb(1)).unit("r2", Russia, Infantry, "3011", odb(2), div("Rp")).
		unit("r3", Russia, Infantry, "3012", odb(3), div("Al")).unit("sw", Sweden, Infantry, "1040")
	s := k.build(Russia, PhaseMovement)
	apply(t, s, endPhase())
	if !s.Formed[Russia] {
		t.Fatalf("not formed: %+v", s.LineStatus(Russia))
	}
	// The same hexes in the Swedish order do not form a Russian line.
	k2 := newKit(t).whole(5).unit("r1", Russia, Infantry, "3012", odb(1)).unit("r2", Russia, Infantry, "3011", odb(2)).
		unit("r3", Russia, Infantry, "3010", odb(3)).unit("sw", Sweden, Infantry, "1040")
	s2 := k2.build(Russia, PhaseMovement)
	apply(t, s2, endPhase())
	if s2.Formed[Russia] {
		t.Fatal("a line in the wrong order formed")
	}
}

func TestSR1_2_WhatBreaksALine(t *testing.T) {
	cases := []struct {
		name string
		edit func(k *kit) *kit
		hexs []string
		rule string
	}{
		{"gap", func(k *kit) *kit { return k }, []string{"1020", "1019", "1017"}, "SR1.2"},
		{"two columns", func(k *kit) *kit { return k }, []string{"1020", "1019", "1118"}, "SR1.2"},
		{"stream", func(k *kit) *kit { return k.stream("1019", "1018") }, []string{"1020", "1019", "1018"}, "SR1.2"},
		{"impassable hexside", func(k *kit) *kit { return k.blocked("1019", "1018") }, []string{"1020", "1019", "1018"}, "SR1.2"},
		{"camp", func(k *kit) *kit { return k.camp("1019") }, []string{"1020", "1019", "1018"}, "SR1.2"},
		{"south zone", func(k *kit) *kit { return k.southFrom(20) }, []string{"1020", "1019", "1018"}, "SR6"},
	}
	for _, c := range cases {
		k := newKit(t).whole(3)
		for i, h := range c.hexs {
			k.unit("s"+string(rune('1'+i)), Sweden, Infantry, h, odb(i+1))
		}
		k.unit("ru", Russia, Infantry, "3005")
		s := c.edit(k).build(Sweden, PhaseMovement)
		li := s.LineStatus(Sweden)
		if li.Valid || li.Rule != c.rule {
			t.Errorf("%s: line %+v, want invalid under %s", c.name, li, c.rule)
		}
		apply(t, s, endPhase())
		if s.Formed[Sweden] {
			t.Errorf("%s: the army formed", c.name)
		}
	}
}

func TestSR6_NoOrderDeBatailleSouthOfTheRedoubtLine(t *testing.T) {
	// A perfect line, but in the south zone: it never forms; the same
	// line north of the redoubt line does.
	k := newKit(t).whole(3).southFrom(21).unit("s1", Sweden, Infantry, "1030", odb(1)).unit("s2", Sweden, Infantry, "1029", odb(2)).
		unit("ru", Russia, Infantry, "3005")
	s := k.build(Sweden, PhaseMovement)
	if li := s.LineStatus(Sweden); li.Valid || li.Rule != "SR6" {
		t.Fatalf("line %+v", li)
	}
	apply(t, s, endPhase())
	if s.Formed[Sweden] {
		t.Fatal("a line formed south of the redoubt line")
	}
	k2 := newKit(t).whole(3).southFrom(21).unit("s1", Sweden, Infantry, "1020", odb(1)).unit("s2", Sweden, Infantry, "1019", odb(2)).
		unit("ru", Russia, Infantry, "3005")
	s2 := k2.build(Sweden, PhaseMovement)
	apply(t, s2, endPhase())
	if !s2.Formed[Sweden] {
		t.Fatalf("line %+v", s2.LineStatus(Sweden))
	}
}

func TestSR1_2_AnArmyWithoutEligibleInfantryIsFormed(t *testing.T) {
	k := newKit(t).whole(3).unit("cav", Sweden, Cavalry, "1020").unit("det", Sweden, Infantry, "1030").unit("ru", Russia, Infantry, "3005")
	k.with(func(s *State) { s.Unit("det").Detached = true })
	s := k.build(Sweden, PhaseMovement)
	apply(t, s, endPhase())
	if !s.Formed[Sweden] {
		t.Fatal("an army with no line infantry is not formed")
	}
}

func TestSR1_2_AFormedArmyStaysFormed(t *testing.T) {
	k := newKit(t).whole(3).unit("s1", Sweden, Infantry, "1020", odb(1)).unit("s2", Sweden, Infantry, "1019", odb(2)).unit("ru", Russia, Infantry, "3005")
	s := k.build(Sweden, PhaseMovement)
	apply(t, s, endPhase()) // formed; fire and melee have nothing to do
	for s.Phasing != Sweden || s.Phase != PhaseMovement {
		apply(t, s, endPhase())
	}
	apply(t, s, move("s2", "1018", "1017"))
	ev := apply(t, s, endPhase())
	if !s.Formed[Sweden] || len(events(ev, EvFormed)) != 0 {
		t.Fatal("the formed army lost its order-de-bataille, or formed twice")
	}
}

func TestSR1_4_AnUnformedLineKeepsOutOfTheEnemyInfantrysFireZone(t *testing.T) {
	k := newKit(t).whole(5).unit("sw", Sweden, Infantry, "1010", odb(1)).unit("sw2", Sweden, Infantry, "1410", odb(2)).
		unit("cav", Sweden, Cavalry, "1210").unit("ru", Russia, Infantry, "1015").unit("rcav", Russia, Cavalry, "1215")
	s := k.build(Sweden, PhaseMovement)
	refused(t, s, move("sw", "1011", "1012", "1013"), "SR1.4")
	apply(t, s, move("sw", "1011", "1012"))
	// Cavalry is never restricted, and enemy cavalry makes no zone.
	apply(t, s, move("cav", "1211", "1212", "1213"))
	apply(t, s, move("sw2", "1411", "1311", "1312", "1313"))
	// Once formed, the infantry moves as the movement rules allow.
	k.with(func(s *State) { s.Formed[Sweden] = true })
	s = k.build(Sweden, PhaseMovement)
	apply(t, s, move("sw", "1011", "1012", "1013"))
	// Not in Scenario 1.
	k2 := newKit(t).unit("sw", Sweden, Infantry, "1010", odb(1)).unit("ru", Russia, Infantry, "1015")
	s2 := k2.build(Sweden, PhaseMovement)
	apply(t, s2, move("sw", "1011", "1012", "1013"))
}

// sixWide: a map whose north zone is rows 1-5, so L = 5 (SR1.6).
func sixWide(t *testing.T, turn int) *kit {
	return newKit(t).whole(turn).southFrom(6)
}

func TestSR1_6_TheFewestRussianDivisionsGoToTheCamp(t *testing.T) {
	k := sixWide(t, 5).camp("4001", "4002", "4003", "4004", "4005", "3902")
	k.unit("g1", Russia, Infantry, "2002", odb(1)).unit("g2", Russia, Infantry, "2102", odb(2)).unit("g3", Russia, Infantry, "2202", odb(3))
	k.unit("r1", Russia, Infantry, "2302", odb(4), div("Rp")).unit("r2", Russia, Infantry, "2402", odb(5), div("Rp"))
	k.unit("a1", Russia, Infantry, "2502", odb(6), div("Al")).unit("a2", Russia, Infantry, "2602", odb(7), div("Al"))
	k.unit("gun", Russia, Artillery, "3902").unit("sw", Sweden, Infantry, "1040")
	s := k.build(Russia, PhaseMovement)
	if s.room() != 5 {
		t.Fatalf("L = %d", s.room())
	}
	di := s.DetachOptions()
	if di == nil || di.Excess != 2 || len(di.Divisions) != 3 || len(di.Divisions[0]) != 1 {
		t.Fatalf("detach options %+v", di)
	}
	if slices.Contains(di.Hexes, hx("3902")) || !slices.Contains(di.Hexes, hx("4001")) {
		t.Fatalf("camp hexes offered: %v", di.Hexes)
	}
	detach := func(units []string, hs ...string) Action {
		return Action{Type: ActDetach, Units: units, Hexes: hexes(hs...)}
	}
	refused(t, s, detach([]string{"r1"}, "4001"), "SR1.6")                                           // half a division
	refused(t, s, detach([]string{"r1", "r2", "a1", "a2"}, "4001", "4002", "4003", "4004"), "SR1.6") // not the fewest
	refused(t, s, detach([]string{"r1", "r2"}, "4001", "3801"), "SR1.6")                             // not a camp hex
	refused(t, s, detach([]string{"r1", "r2"}, "4001", "3902"), "SR1.6")                             // not empty
	refused(t, s, detach([]string{"r1", "r2"}, "4001", "4001"), "SR1.6")
	ev := apply(t, s, detach([]string{"r1", "r2"}, "4001", "4002"))
	if len(events(ev, EvDetached)) != 1 || at(t, s, "r1") != hx("4001") || !s.Unit("r2").Detached || !s.Unit("r2").CampBound {
		t.Fatalf("detachment: %v", ev)
	}
	if s.Unit("r1").Division != "Rp" {
		t.Fatal("a detached unit left its division")
	}
	if li := s.LineStatus(Russia); len(li.Units) != 5 || li.Excess != 0 {
		t.Fatalf("line after detachment %+v", li)
	}
	// Only once, at the start of the phase.
	refused(t, s, detach([]string{"a1", "a2"}, "4003", "4004"), "SR1.6")
	// They obey G1 from then on.
	refused(t, s, move("r1", "3901"), "G1")
	apply(t, s, move("r1", "4002", "4003"))
	refused(t, s, Action{Type: ActDetach, Units: []string{"a1", "a2"}, Hexes: hexes("4004", "4005")}, "SR1.6")
}

func TestSR1_6_NoDetachmentOnceMovedOrFormedOrWhenTheLineFits(t *testing.T) {
	k := sixWide(t, 5).camp("4001", "4002", "4003")
	for i, h := range []string{"2002", "2102", "2202", "2302", "2402", "2502"} {
		k.unit("g"+string(rune('1'+i)), Russia, Infantry, h, odb(i+1))
	}
	k.unit("mn", Russia, Cavalry, "3003").unit("sw", Sweden, Infantry, "1040")
	a := Action{Type: ActDetach, Units: []string{"g1", "g2", "g3", "g4", "g5", "g6"}, Hexes: hexes("4001", "4002", "4003", "4101", "4102", "4103")}
	k.camp("4101", "4102", "4103")
	s := k.build(Russia, PhaseMovement)
	apply(t, s, move("mn", "3004"))
	refused(t, s, a, "SR1.6")
	k.with(func(s *State) { s.Formed[Russia] = true })
	s = k.build(Russia, PhaseMovement)
	refused(t, s, a, "SR1.6")
	if s.DetachOptions() != nil {
		t.Fatal("a formed army may detach")
	}
	k2 := sixWide(t, 5).camp("4001").unit("g1", Russia, Infantry, "2002", odb(1)).unit("sw", Sweden, Infantry, "1040")
	s2 := k2.build(Russia, PhaseMovement)
	refused(t, s2, Action{Type: ActDetach, Units: []string{"g1"}, Hexes: hexes("4001")}, "SR1.6")
}

func TestSR1_6_SwedishBattalionsGoBehindTheRedoubtLine(t *testing.T) {
	k := sixWide(t, 3)
	for i, h := range []string{"1005", "1004", "1003", "1002", "1001", "1105", "1104"} {
		k.unit("s"+string(rune('1'+i)), Sweden, Infantry, h, odb(i+1))
	}
	k.unit("ru", Russia, Infantry, "3020")
	s := k.build(Sweden, PhaseMovement)
	di := s.DetachOptions()
	if di == nil || di.Count != 2 || slices.Contains(di.Hexes, hx("3021")) || slices.Contains(di.Hexes, hx("1005")) {
		t.Fatalf("detach options %+v", di)
	}
	refused(t, s, Action{Type: ActDetach, Units: []string{"s6"}, Hexes: hexes("1010")}, "SR1.6")
	refused(t, s, Action{Type: ActDetach, Units: []string{"s6", "s7"}, Hexes: hexes("1010", "3021")}, "SR1.6") // Russian ZOC
	refused(t, s, Action{Type: ActDetach, Units: []string{"s6", "s7"}, Hexes: hexes("1010", "1205")}, "SR1.6") // north zone
	apply(t, s, Action{Type: ActDetach, Units: []string{"s6", "s7"}, Hexes: hexes("1010", "1011")})
	u := s.Unit("s6")
	if !u.Detached || u.Bound != South || u.Hex != hx("1010") {
		t.Fatalf("s6 %+v", *u)
	}
	if li := s.LineStatus(Sweden); li.Excess != 0 || len(li.Units) != 5 {
		t.Fatalf("line %+v", li)
	}
	refused(t, s, move("s6", "1009", "1008", "1007", "1006", "1005"), "SR1.6")
	apply(t, s, move("s6", "1009", "1008", "1007", "1006"))
	// The remaining five now form.
	apply(t, s, endPhase())
	if !s.Formed[Sweden] {
		t.Fatalf("not formed: %+v", s.LineStatus(Sweden))
	}
}

// ---------------------------------------------------------------- SR2.5

func TestSR2_5_ReGarrisoningCostsAStepAndTheMove(t *testing.T) {
	k := newKit(t).whole(2).redoubt("1010", false, false).redoubt("1212", false, true).
		unit("ru", Russia, Infantry, "1011").unit("sw", Sweden, Infantry, "1040")
	k.with(func(s *State) { s.Redoubts[0].Garrisoned, s.Redoubts[1].Garrisoned = false, false })
	k.unit("ru2", Russia, Infantry, "1112")
	s := k.build(Russia, PhaseMovement)
	opts := s.RegarrisonOptions()
	if len(opts) != 2 {
		t.Fatalf("options %v", opts)
	}
	ev := apply(t, s, Action{Type: ActRegarrison, Unit: "ru", Hex: hx("1010")})
	if !s.Redoubts[0].Garrisoned || !s.Unit("ru").Reduced || len(events(ev, EvRegarrisoned)) != 1 {
		t.Fatalf("re-garrison: %v", ev)
	}
	// On turn 2 the Gn infantry could not move anyway; it may not on any turn.
	refused(t, s, move("ru", "1111"), "SR2.5")
	// Once per unit per phase; a garrisoned redoubt needs nothing.
	refused(t, s, Action{Type: ActRegarrison, Unit: "ru", Hex: hx("1212")}, "SR2.5")
	refused(t, s, Action{Type: ActRegarrison, Unit: "ru2", Hex: hx("1010")}, "SR2.5")
	apply(t, s, Action{Type: ActRegarrison, Unit: "ru2", Hex: hx("1212")})
	if !s.Redoubts[1].Garrisoned {
		t.Fatal("the second redoubt is not garrisoned")
	}
}

func TestSR2_5_TheStepCountsInTheRoutBox(t *testing.T) {
	k := newKit(t).whole(7).redoubt("1010", false, false).unit("ru", Russia, Infantry, "1011", oneStep).
		unit("g2", Russia, Infantry, "1020").unit("sw", Sweden, Infantry, "1040")
	k.with(func(s *State) { s.Redoubts[0].Garrisoned = false; s.Box["Gn"] = 2 })
	s := k.build(Russia, PhaseMovement)
	ev := apply(t, s, Action{Type: ActRegarrison, Unit: "ru", Hex: hx("1010")})
	if s.Unit("ru").Status != Eliminated || s.Box["Gn"] != 3 || !s.Gone["Gn"] || len(events(ev, EvDivisionRouted)) != 1 {
		t.Fatalf("box %v, routed %v, events %v", s.Box, s.Gone, ev)
	}
	if !s.Redoubts[0].Garrisoned {
		t.Fatal("the garrison is not restored")
	}
}

func TestSR2_5_WhoMayReGarrisonAndWhen(t *testing.T) {
	k := newKit(t).whole(5).redoubt("1010", false, false).redoubt("2010", false, false).
		unit("ru", Russia, Infantry, "1011").unit("cav", Russia, Cavalry, "0910").unit("far", Russia, Infantry, "1013").
		unit("ru3", Russia, Infantry, "2011").unit("sw", Sweden, Infantry, "2009")
	k.with(func(s *State) { s.Redoubts[0].Garrisoned = false })
	s := k.build(Russia, PhaseMovement)
	refused(t, s, Action{Type: ActRegarrison, Unit: "cav", Hex: hx("1010")}, "SR2.5")
	refused(t, s, Action{Type: ActRegarrison, Unit: "far", Hex: hx("1010")}, "SR2.5")
	refused(t, s, Action{Type: ActRegarrison, Unit: "ru", Hex: hx("1011")}, "SR2.5")  // not a redoubt
	refused(t, s, Action{Type: ActRegarrison, Unit: "ru3", Hex: hx("2010")}, "SR2.5") // garrisoned
	// After a unit has moved the start of the phase is past.
	apply(t, s, move("far", "1014"))
	refused(t, s, Action{Type: ActRegarrison, Unit: "ru", Hex: hx("1010")}, "SR2.5")
	// A redoubt holding a Swedish unit cannot be re-garrisoned.
	k2 := newKit(t).whole(5).redoubt("1010", false, false).unit("ru", Russia, Infantry, "1011").unit("sw", Sweden, Infantry, "1010")
	k2.with(func(s *State) { s.Redoubts[0].Garrisoned = false })
	s2 := k2.build(Russia, PhaseMovement)
	refused(t, s2, Action{Type: ActRegarrison, Unit: "ru", Hex: hx("1010")}, "SR2.5")
	// Not in the Swedish phase.
	s3 := k.build(Sweden, PhaseMovement)
	refused(t, s3, Action{Type: ActRegarrison, Unit: "ru", Hex: hx("1010")}, "SR2.5")
}

// ---------------------------------------------------------------- SR2.6

// redoubtLine: a garrisoned line redoubt at 1020 between the north zone
// (rows 1-20) and the south zone (rows 21-48).
func redoubtLine(t *testing.T) *kit {
	return newKit(t).whole(4).southFrom(21).redoubt("1020", true, false).unit("ru", Russia, Infantry, "3005")
}

func TestSR2_6_ASixCostsAStepAndSendsTheUnitToTheRoosColumn(t *testing.T) {
	k := redoubtLine(t).unit("sw", Sweden, Infantry, "1022")
	s := k.build(Sweden, PhaseMovement)
	loadDice(t, s, 6)
	ev := apply(t, s, move("sw", "1021", "1020", "1019", "1018"))
	u := s.Unit("sw")
	if u.Hex != hx("1020") || !u.Reduced || u.Division != Roos || u.Bound != South {
		t.Fatalf("sw %+v", *u)
	}
	if s.Box["Lewenhaupt"] != 1 || len(events(ev, EvRoos)) != 1 || s.RoosCount() != 1 {
		t.Fatalf("box %v, events %v", s.Box, ev)
	}
	if s.Pending.Kind != DecideContinue || s.Stop == nil || s.Stop.MP != 4 || s.Stop.From != hx("1021") {
		t.Fatalf("pending %v, stop %+v", s.Pending, s.Stop)
	}
	// It continues only within its bound zone.
	reach := s.InterruptedReach()
	if _, ok := reach[hx("1019")]; ok {
		t.Fatal("the Roos unit may cross the line")
	}
	if _, ok := reach[hx("1022")]; !ok {
		t.Fatalf("reach %v", reach)
	}
	refused(t, s, move("sw", "1019"), "SR4")
	refused(t, s, move("sw", "1021", "1022", "1023"), "4.2")
	apply(t, s, move("sw", "1021", "1022"))
	if s.Pending.Kind != DecideMove || s.Stop != nil || at(t, s, "sw") != hx("1022") {
		t.Fatalf("pending %v at %v", s.Pending, at(t, s, "sw"))
	}
	refused(t, s, move("sw", "1023"), "4.2")
}

func TestSR2_6_OtherRollsLetTheUnitThrough(t *testing.T) {
	k := redoubtLine(t).unit("sw", Sweden, Infantry, "1022")
	s := k.build(Sweden, PhaseMovement)
	loadDice(t, s, 5)
	ev := apply(t, s, move("sw", "1021", "1020", "1019", "1018"))
	if at(t, s, "sw") != hx("1018") || s.Unit("sw").Reduced || len(events(ev, EvRedoubtCheck)) != 1 {
		t.Fatalf("sw at %v, %v", at(t, s, "sw"), ev)
	}
}

func TestSR2_6_AnEliminatedUnitGoesToItsOwnBox(t *testing.T) {
	k := redoubtLine(t).unit("sw", Sweden, Infantry, "1022").unit("sw2", Sweden, Infantry, "1030")
	k.with(func(s *State) { s.Unit("sw").Reduced = true })
	s := k.build(Sweden, PhaseMovement)
	loadDice(t, s, 6)
	apply(t, s, move("sw", "1021", "1020", "1019", "1018"))
	if s.Unit("sw").Status != Eliminated || s.Box["Lewenhaupt"] != 1 || s.RoosCount() != 0 {
		t.Fatalf("sw %+v, box %v", *s.Unit("sw"), s.Box)
	}
	if s.Pending.Kind != DecideMove || s.Stop != nil {
		t.Fatalf("pending %v", s.Pending)
	}
}

func TestSR2_6_StoppingGoesBackToTheHexItCameFrom(t *testing.T) {
	k := redoubtLine(t).unit("sw", Sweden, Infantry, "1022")
	s := k.build(Sweden, PhaseMovement)
	loadDice(t, s, 6)
	apply(t, s, move("sw", "1021", "1020", "1019", "1018"))
	if s.InterruptedStop() != hx("1021") {
		t.Fatalf("stop at %v", s.InterruptedStop())
	}
	apply(t, s, endPhase())
	if at(t, s, "sw") != hx("1021") || s.Phase != PhaseMovement || s.Pending.Kind != DecideMove {
		t.Fatalf("sw at %v, phase %v %v", at(t, s, "sw"), s.Phase, s.Pending)
	}
}

func TestSR2_6_StoppingWhenTheHexItCameFromIsTaken(t *testing.T) {
	// It passed through a friend at 1021: it ends on the nearest free hex
	// of its bound zone; of the equally near, the engine takes the one
	// nearest 1021, then the first in map order (0921).
	k := redoubtLine(t).unit("sw", Sweden, Infantry, "1022").unit("f", Sweden, Infantry, "1021")
	s := k.build(Sweden, PhaseMovement)
	loadDice(t, s, 6)
	apply(t, s, move("sw", "1021", "1020", "1019", "1018"))
	apply(t, s, endPhase())
	if got := at(t, s, "sw"); got != hx("0921") {
		t.Fatalf("sw at %v, want 0921", got)
	}
}

func TestSR2_6_FurtherChecksApplyToTheContinuation(t *testing.T) {
	// Two longitudinal redoubts in the south zone; a reduced Roos unit
	// eliminated at the second goes into the Roos column's own box (SR4).
	k := newKit(t).whole(4).southFrom(21).redoubt("1023", false, false).redoubt("1022", false, false).
		unit("ru", Russia, Infantry, "3005").unit("sw", Sweden, Infantry, "1025").unit("sw2", Sweden, Infantry, "1040")
	s := k.build(Sweden, PhaseMovement)
	loadDice(t, s, 6, 6)
	apply(t, s, move("sw", "1024", "1023", "1022", "1021"))
	if s.Pending.Kind != DecideContinue || s.Unit("sw").Bound != South {
		t.Fatalf("pending %v", s.Pending)
	}
	apply(t, s, move("sw", "1022", "1021"))
	if s.Unit("sw").Status != Eliminated || s.Box[Roos] != 1 || s.Box["Lewenhaupt"] != 1 {
		t.Fatalf("sw %+v, box %v", *s.Unit("sw"), s.Box)
	}
	if s.Pending.Kind != DecideMove {
		t.Fatalf("pending %v", s.Pending)
	}
}

func TestSR2_6_AlongTheLineTheUnitIsBoundToTheZoneItCameFrom(t *testing.T) {
	k := newKit(t).whole(4).southFrom(21).redoubt("1020", true, false).redoubt("1120", true, false).
		unit("ru", Russia, Infantry, "3005").unit("sw", Sweden, Infantry, "1021")
	s := k.build(Sweden, PhaseMovement)
	loadDice(t, s, 1, 6)
	apply(t, s, move("sw", "1020", "1120", "1119"))
	u := s.Unit("sw")
	if u.Hex != hx("1120") || u.Division != Roos || u.Bound != South {
		t.Fatalf("sw %+v", *u)
	}
	if s.Stop.From != hx("1020") {
		t.Fatalf("from %v", s.Stop.From)
	}
	// It cannot stop in 1020, a garrisoned redoubt: it would go to the
	// nearest hex of the south zone.
	if h := s.InterruptedStop(); s.Data.Board.Cell(h).Zone != South {
		t.Fatalf("stop at %v", h)
	}
	// From the north, the same unit is bound to the north zone.
	k2 := newKit(t).whole(4).southFrom(21).redoubt("1020", true, false).redoubt("1120", true, false).
		unit("ru", Russia, Infantry, "3040").unit("sw", Sweden, Infantry, "1019")
	s2 := k2.build(Sweden, PhaseMovement)
	loadDice(t, s2, 1, 6)
	apply(t, s2, move("sw", "1020", "1120", "1121"))
	if s2.Unit("sw").Bound != North {
		t.Fatalf("bound %v", s2.Unit("sw").Bound)
	}
}

func TestSR2_6_FromACapturedLineRedoubtTheZoneItEnteredTheLineFrom(t *testing.T) {
	k := newKit(t).whole(4).southFrom(21).redoubt("1020", true, false).redoubt("1120", true, false).
		unit("ru", Russia, Infantry, "3040").unit("sw", Sweden, Infantry, "1019")
	k.with(func(s *State) { s.Redoubts[0].Garrisoned = false })
	s := k.build(Sweden, PhaseMovement)
	apply(t, s, move("sw", "1020"))
	if u := s.Unit("sw"); u.Via != North {
		t.Fatalf("entered the line from %v", u.Via)
	}
	// A later move from 1020 along the line into the garrisoned 1120.
	s.Unit("sw").Moved = false
	loadDice(t, s, 6)
	apply(t, s, move("sw", "1120", "1121"))
	if u := s.Unit("sw"); u.Bound != North || u.Division != Roos {
		t.Fatalf("sw %+v", *u)
	}
	refused(t, s, move("sw", "1121"), "SR4")
	// Back to 1020, the captured redoubt it came from.
	apply(t, s, endPhase())
	if at(t, s, "sw") != hx("1020") {
		t.Fatalf("sw at %v", at(t, s, "sw"))
	}
}

func TestSR2_6_RussiansAreNeverChecked(t *testing.T) {
	k := redoubtLine(t).unit("r2", Russia, Cavalry, "1018", div("Mn")).unit("sw", Sweden, Infantry, "1040")
	s := k.build(Russia, PhaseMovement)
	ev := apply(t, s, move("r2", "1019", "1020", "1021"))
	if len(events(ev, EvRedoubtCheck)) != 0 || at(t, s, "r2") != hx("1021") {
		t.Fatalf("%v", ev)
	}
}

// ---------------------------------------------------------------- SR4

func TestSR4_TheLossMarkerCountsTowardTheFormerDivision(t *testing.T) {
	k := redoubtLine(t).unit("sw", Sweden, Infantry, "1022").unit("sw2", Sweden, Infantry, "1030")
	k.with(func(s *State) { s.Box["Lewenhaupt"] = 11 })
	s := k.build(Sweden, PhaseMovement)
	loadDice(t, s, 6)
	ev := apply(t, s, move("sw", "1021", "1020", "1019"))
	if !s.Gone["Lewenhaupt"] || s.Unit("sw2").Status != Routed || len(events(ev, EvDivisionRouted)) != 1 {
		t.Fatalf("routed %v, events %v", s.Gone, ev)
	}
	// The Roos unit is no longer Lewenhaupt's: it stays, and continues.
	if s.Unit("sw").Status != OnMap || s.Pending.Kind != DecideContinue || s.Over() {
		t.Fatalf("sw %+v, pending %v", *s.Unit("sw"), s.Pending)
	}
}

func TestSR4_ALeaderStaysWithHisUnit(t *testing.T) {
	k := redoubtLine(t).unit("sw", Sweden, Infantry, "1022").leader("roos", Sweden, "sw")
	s := k.build(Sweden, PhaseMovement)
	loadDice(t, s, 6)
	apply(t, s, move("sw", "1021", "1020", "1019"))
	apply(t, s, endPhase())
	if s.Leader("roos").With != "sw" {
		t.Fatalf("the leader is with %q", s.Leader("roos").With)
	}
}

func TestSR4_ARoosUnitCheckedAgainStaysInTheColumn(t *testing.T) {
	k := newKit(t).whole(5).southFrom(21).redoubt("1023", false, false).
		unit("ru", Russia, Infantry, "3005").unit("r", Sweden, Infantry, "1025", div(Roos))
	k.with(func(s *State) { s.Unit("r").Bound = South })
	s := k.build(Sweden, PhaseMovement)
	loadDice(t, s, 6)
	ev := apply(t, s, move("r", "1024", "1023", "1022"))
	u := s.Unit("r")
	if !u.Reduced || u.Division != Roos || u.Bound != South || len(events(ev, EvRoos)) != 0 {
		t.Fatalf("r %+v, events %v", *u, ev)
	}
	if s.Box[Roos] != 0 || s.Box["Lewenhaupt"] != 0 || s.Pending.Kind != DecideContinue {
		t.Fatalf("boxes %v, pending %v", s.Box, s.Pending)
	}
}

// ---------------------------------------------------------------- SR5

// rentzel: two Roos counters (R = 3), Rentzel and Camp counters.
func rentzel(t *testing.T, turn int) *kit {
	k := newKit(t).whole(turn).unit("r1", Sweden, Infantry, "1040", div(Roos)).unit("r2", Sweden, Infantry, "1240", div(Roos)).
		unit("rc1", Russia, Infantry, "3516", div(Rentzel)).unit("ap", Russia, Infantry, "3416", div(Camp)).unit("gun", Russia, Artillery, "3319")
	k.unit("gn", Russia, Infantry, "3010").unit("lw", Sweden, Infantry, "1030")
	return k.with(func(s *State) { s.Unit("r2").Reduced = true })
}

func exchange(units ...string) Action { return Action{Type: ActExchange, Units: units} }

func TestSR5_TheExchangeSpendsRentzelFirstThenTheCamp(t *testing.T) {
	s := rentzel(t, 6).build(Russia, PhaseMovement)
	x := s.ExchangeOptions()
	if x == nil || x.R != 3 || x.FromRentzel != 2 || x.FromCamp != 1 {
		t.Fatalf("exchange %+v", x)
	}
	refused(t, s, exchange("rc1", "rc1"), "SR5")
	refused(t, s, exchange("rc1", "ap", "ap"), "SR5")
	refused(t, s, exchange("rc1", "rc1", "rc1"), "SR5")
	refused(t, s, exchange("rc1", "rc1", "gn"), "SR5")
	ev := apply(t, s, exchange("rc1", "gun", "rc1"))
	for _, id := range []string{"rc1", "gun", "r1", "r2"} {
		if s.Unit(id).Status != Removed {
			t.Errorf("%s is %v, want removed from the game", id, s.Unit(id).Status)
		}
	}
	if s.Box[Rentzel] != 0 || s.Box[Camp] != 0 || s.Box[Roos] != 0 || s.Box["Lewenhaupt"] != 0 {
		t.Fatalf("boxes %v", s.Box)
	}
	if len(events(ev, EvExchange)) != 1 || s.RoosCount() != 0 || s.Unit("ap").Reduced {
		t.Fatalf("events %v", ev)
	}
	if s.CanExchange() {
		t.Fatal("a second exchange with the Roos column empty")
	}
	refused(t, s, exchange(), "SR5")
}

func TestSR5_OnlyFromTurn6AtTheStartOfTheRussianPhase(t *testing.T) {
	s := rentzel(t, 5).build(Russia, PhaseMovement)
	refused(t, s, exchange("rc1", "rc1", "gun"), "SR5")
	s = rentzel(t, 6).build(Sweden, PhaseMovement)
	refused(t, s, exchange("rc1", "rc1", "gun"), "SR5")
	s = rentzel(t, 6).build(Russia, PhaseMovement)
	apply(t, s, move("gn", "3011"))
	refused(t, s, exchange("rc1", "rc1", "gun"), "SR5")
}

func TestSR5_NotWithoutRentzelOrWithTooFewSteps(t *testing.T) {
	k := rentzel(t, 7).with(func(s *State) { s.Unit("rc1").Status = Eliminated; s.Unit("rc1").Hex = hex.None })
	s := k.build(Russia, PhaseMovement)
	if s.CanExchange() {
		t.Fatal("an exchange without Rentzel on the map")
	}
	refused(t, s, exchange("ap", "ap", "gun"), "SR5")
	k2 := rentzel(t, 7).with(func(s *State) { s.Unit("ap").Reduced = true; s.Unit("r2").Reduced = false })
	s2 := k2.build(Russia, PhaseMovement)
	// R = 4; Rentzel 2 + Camp 2 = 4: possible. Remove the gun and it is not.
	if x := s2.ExchangeOptions(); x == nil || x.R != 4 || x.FromCamp != 2 {
		t.Fatalf("exchange %+v", x)
	}
	k3 := rentzel(t, 7).with(func(s *State) {
		s.Unit("ap").Reduced = true
		s.Unit("r2").Reduced = false
		s.Unit("gun").Status = Removed
	})
	s3 := k3.build(Russia, PhaseMovement)
	if s3.CanExchange() {
		t.Fatal("an exchange with too few steps")
	}
}

// The start of the Russian Movement phase goes in order (3 rulings).
func TestSR5_TheExchangeComesBeforeReGarrisoning(t *testing.T) {
	k := rentzel(t, 8).redoubt("2020", false, false).unit("g2", Russia, Infantry, "2021")
	k.with(func(s *State) { s.Redoubts[0].Garrisoned = false })
	s := k.build(Russia, PhaseMovement)
	apply(t, s, Action{Type: ActRegarrison, Unit: "g2", Hex: hx("2020")})
	refused(t, s, exchange("rc1", "rc1", "gun"), "3")
	s = k.build(Russia, PhaseMovement)
	apply(t, s, exchange("rc1", "rc1", "gun"))
	apply(t, s, Action{Type: ActRegarrison, Unit: "g2", Hex: hx("2020")})
}

// ---------------------------------------------------------------- S2.5

func TestS2_5_NoSwedishRoutWhileTheRoosColumnStands(t *testing.T) {
	k := rentzel(t, 9).with(func(s *State) {
		s.Gone["Lewenhaupt"], s.Gone["Creutz"], s.Gone["Hamilton"] = true, true, true
	})
	s := k.build(Russia, PhaseMovement)
	s.checkRouts()
	if s.Result != nil {
		t.Fatalf("the Swedish army routed with the Roos column standing: %+v", s.Result)
	}
	// The exchange destroys the Roos column: the Swedish army routs at once.
	ev := apply(t, s, exchange("rc1", "rc1", "gun"))
	if s.Result == nil || s.Result.Winner != Russia || !s.Over() || len(events(ev, EvGameOver)) != 1 {
		t.Fatalf("result %+v", s.Result)
	}
}

func TestS2_5_ADrawIfTheRoosColumnStillStandsAtTheEnd(t *testing.T) {
	k := rentzel(t, 12).with(func(s *State) {
		s.Gone["Lewenhaupt"], s.Gone["Creutz"], s.Gone["Hamilton"] = true, true, true
	})
	s := k.build(Russia, PhaseMelee)
	apply(t, s, endPhase())
	if s.Result == nil || s.Result.Winner != NoSide || s.Result.Rule != "S2.5" {
		t.Fatalf("result %+v", s.Result)
	}
	// Without the Roos column the Russians win at the end.
	k2 := rentzel(t, 12).with(func(s *State) {
		s.Unit("r1").Status, s.Unit("r2").Status = Removed, Removed
	})
	s2 := k2.build(Russia, PhaseMelee)
	apply(t, s2, endPhase())
	if s2.Result == nil || s2.Result.Winner != Russia || s2.Result.Rule != "S2.4" {
		t.Fatalf("result %+v", s2.Result)
	}
}
