package reds

import (
	"slices"
	"testing"

	"tachanka/game/hex"
)

// Hex geometry used below (column 15 is odd, 16 even):
// 1510's neighbours are 1509, 1610, 1611, 1511, 1411, 1410;
// 1611's neighbours are 1610, 1710, 1711, 1612, 1511, 1510;
// 1512's neighbours are 1511, 1612, 1613, 1513, 1413, 1412;
// 1513's neighbours are 1512, 1613, 1614, 1514, 1414, 1413.

func TestR10_6_TerrainCostsMovementPoints(t *testing.T) {
	s := newPos(t).terrain(Forest, "1511").unit("w", White, 2, "1510").build(ChitAFSR, NoFront)
	r := reach(t, s, "w")
	if d, ok := r.Can(hex.MustParse("1512")); !ok || d.Cost != 3 {
		t.Fatalf("1512 through the forest: %+v %v, want cost 3", d, ok)
	}
	if _, ok := r.Can(hex.MustParse("1513")); ok {
		t.Fatal("1513 is 4 MP away through the forest but was reachable with MA 3")
	}
	refuse(t, s, mv(White, "1510 1511 1512 1513", "w"), "10.6")
	apply(t, s, mv(White, "1510 1511 1512", "w"))
	if at(t, s, "w") != hex.MustParse("1512") {
		t.Fatal("the unit did not arrive")
	}
	// MP are not saved: the unit has finished its move (10.6).
	refuse(t, s, mv(White, "1512 1513", "w"), "10.6")
}

func TestR10_6_HexesCannotBeSkipped(t *testing.T) {
	s := newPos(t).unit("w", White, 2, "1510").build(ChitAFSR, NoFront)
	refuse(t, s, mv(White, "1510 1512", "w"), "10.6")
	refuse(t, s, mv(White, "1511 1512", "w"), "10.6") // does not start in the unit's hex
	refuse(t, s, mv(White, "1510", "w"), "10.6")
}

func TestR10_6_NeverIntoSeaOrUnfrozenLake(t *testing.T) {
	p := newPos(t).terrain(Sea, "1511").terrain(Lake, "1411").link("sea_side", "1510", "1610").
		link("lake_side", "1510", "1410").unit("w", White, 2, "1510")
	s := p.build(ChitAFSR, NoFront)
	refuse(t, s, mv(White, "1510 1511", "w"), "10.6")
	refuse(t, s, mv(White, "1510 1610", "w"), "10.6")
	refuse(t, s, mv(White, "1510 1410", "w"), "10.6")
	refuse(t, s, mv(White, "1510 1411", "w"), "10.6")
}

func TestR19_2_FrozenLakesCountAsClear(t *testing.T) {
	p := newPos(t).terrain(Lake, "1511").link("lake_side", "1510", "1410").unit("w", White, 2, "1510")
	s := p.with(func(s *State) { s.Turn = 4 }).build(ChitAFSR, NoFront)
	r := reach(t, s, "w")
	if d, ok := r.Can(hex.MustParse("1511")); !ok || d.Cost != 1 {
		t.Fatalf("frozen lake: %+v %v", d, ok)
	}
	apply(t, s, mv(White, "1510 1410 1411", "w"))
}

func TestR10_6_NotIntoEnemyHex(t *testing.T) {
	s := newPos(t).unit("w", White, 2, "1510").unit("r", Red, 4, "1511").build(ChitAFSR, NoFront)
	refuse(t, s, mv(White, "1510 1511", "w"), "10.6")
	if _, ok := reach(t, s, "w").Can(hex.MustParse("1511")); ok {
		t.Fatal("an enemy-occupied hex was reachable")
	}
}

func TestR7_10_OnlyTheActivatedGroupMoves(t *testing.T) {
	s := newPos(t).unit("w", White, 2, "1510").unit("sib", White, 2, "1710", faction(Siberian)).
		unit("r", Red, 4, "1810").build(ChitAFSR, NoFront)
	refuse(t, s, mv(White, "1710 1711", "sib"), "7.10")
	refuse(t, s, mv(Red, "1810 1811", "r"), "5.0") // not Red's decision
	apply(t, s, mv(White, "1510 1511", "w"))
}

func TestR7_10_RedFrontByArea(t *testing.T) {
	// Columns below 20 are the West front, 20 and above the South front.
	s := newPos(t).unit("west", Red, 4, "1910").unit("south", Red, 4, "2010").build(ChitWest, WestFront)
	refuse(t, s, mv(Red, "2010 2011", "south"), "7.10")
	// A unit stays active even when it moves into another front's area.
	apply(t, s, mv(Red, "1910 2010 2110", "west"))
}

func TestR10_9_DoneMarkerOnEnteringAFrontNotYetActivated(t *testing.T) {
	s := newPos(t).unit("a", Red, 4, "1910").unit("b", Red, 2, "1710").build(ChitWest, WestFront)
	ev := apply(t, s, mv(Red, "1910 2010", "a"))
	if !unitOf(t, s, "a").Done {
		t.Fatal("no Done marker after moving into the South front, not yet activated")
	}
	found := false
	for _, e := range ev {
		found = found || e.Type == EvDone
	}
	if !found {
		t.Fatal("no Done event")
	}
	apply(t, s, mv(Red, "1710 1810", "b"))
	if unitOf(t, s, "b").Done {
		t.Fatal("a Done marker for a move inside the active front")
	}
}

func TestR10_9_NoDoneMarkerIntoAFrontAlreadyActivated(t *testing.T) {
	s := newPos(t).unit("a", Red, 4, "1910").with(func(s *State) { s.Activated = []Front{SouthFront} }).build(ChitWest, WestFront)
	apply(t, s, mv(Red, "1910 2010", "a"))
	if unitOf(t, s, "a").Done {
		t.Fatal("Done marker for entering a front that has already activated")
	}
}

func TestR10_9_DoneUnitCannotMoveWhenItsFrontActivates(t *testing.T) {
	s := newPos(t).unit("a", Red, 4, "2010").with(func(s *State) { s.Units[0].Done = true }).build(ChitSouth, SouthFront)
	if unitOf(t, s, "a").Active {
		t.Fatal("a unit with a Done marker was activated")
	}
	refuse(t, s, mv(Red, "2010 2011", "a"), "10.9")
}

func TestR8_6_MustStopOnEnteringEnemyZOC(t *testing.T) {
	s := newPos(t).unit("w", White, 2, "1510").unit("r", Red, 4, "1513").build(ChitAFSR, NoFront)
	r := reach(t, s, "w")
	d, ok := r.Can(hex.MustParse("1512"))
	if !ok || !d.Stop {
		t.Fatalf("1512 in Red's ZOC: %+v %v, want a stop", d, ok)
	}
	refuse(t, s, mv(White, "1510 1511 1512 1612", "w"), "8.6")
	apply(t, s, mv(White, "1510 1511 1512", "w"))
}

func TestR8_6_NoMoveFromOneEnemyZOCHexToAnother(t *testing.T) {
	s := newPos(t).unit("w", White, 2, "1512").unit("w2", White, 2, "1512").unit("r", Red, 4, "1513").build(ChitAFSR, NoFront)
	refuse(t, s, mv(White, "1512 1413", "w"), "8.6")
	refuse(t, s, mv(White, "1512 1613", "w"), "8.6")
	// Out of the ZOC first, then back into it (and stop): legal.
	apply(t, s, mv(White, "1512 1612 1613", "w"))
	apply(t, s, mv(White, "1512 1511", "w2"))
	if _, err := s.Reachable([]string{"w"}); err == nil {
		t.Fatal("a unit that has moved can still move")
	}
}

func TestR8_4_FriendlyUnitsDoNotNegateZOCForOperationalMovement(t *testing.T) {
	s := newPos(t).unit("w", White, 2, "1510").unit("w2", White, 2, "1512").unit("r", Red, 4, "1513").
		with(func(s *State) { s.Units[1].Active = false }).build(ChitAFSR, NoFront)
	refuse(t, s, mv(White, "1510 1511 1512 1612", "w"), "8.6")
}

func TestR8_3_ZUnitIgnoresEnemyZOC(t *testing.T) {
	s := newPos(t).unit("budyonny", Red, 4, "1512", cavalry, zMark).unit("w", White, 2, "1513").build(ChitWest, WestFront)
	apply(t, s, mv(Red, "1512 1413 1414 1415", "budyonny"))
}

func TestR8_1_ZOCDoesNotCrossLakeOrSeaSides(t *testing.T) {
	p := newPos(t).link("lake_side", "1513", "1512").link("sea_side", "1513", "1413").
		unit("w", White, 2, "1511").unit("r", Red, 4, "1513")
	s := p.build(ChitAFSR, NoFront)
	// 1512 and 1413 are next to the Red army across water: no ZOC there.
	apply(t, s, mv(White, "1511 1512 1413 1412", "w"))
	// Frozen in winter, the lake side carries the ZOC.
	s = p.with(func(s *State) { s.Turn = 5 }).build(ChitAFSR, NoFront)
	refuse(t, s, mv(White, "1511 1512 1413", "w"), "8.6")
}

func TestR8_2_UnitsWithoutZOC(t *testing.T) {
	s := newPos(t).unit("w", White, 2, "1510").
		unit("g", Red, 1, "1513", typ(Garrison)).
		unit("p", Red, 1, "1313", typ(Partisan), func(d *UnitDef) { d.Partisan = "red" }).
		build(ChitAFSR, NoFront)
	apply(t, s, mv(White, "1510 1511 1512 1412", "w"))
}

func TestR8_1_EstonianZOCStaysInTheBaltic(t *testing.T) {
	baltic := func(r *HexRecord) { r.Region = Baltic }
	p := newPos(t).area(baltic, "1513").unit("est", White, 2, "1513", faction(Estonian)).unit("r", Red, 4, "1510")
	s := p.with(func(s *State) { s.WWIOver = true }).build(ChitWest, WestFront)
	// 1512 is next to the Estonians but outside the Baltic: no ZOC.
	apply(t, s, mv(Red, "1510 1511 1512 1612", "r"))
}

func TestR9_1_SixStrengthPoints(t *testing.T) {
	s := newPos(t).unit("a", White, 2, "1512").unit("b", White, 2, "1512").unit("c", White, 2, "1511").
		unit("d", White, 2, "1510").build(ChitAFSR, NoFront)
	apply(t, s, mv(White, "1511 1512", "c"))
	refuse(t, s, mv(White, "1510 1511 1512", "d"), "9.1")
	if _, ok := reach(t, s, "d").Can(hex.MustParse("1512")); ok {
		t.Fatal("a full hex was offered as a destination")
	}
	// Passing through a full hex is allowed (9.1).
	apply(t, s, mv(White, "1510 1511 1512 1513", "d"))
}

func TestR9_1_TwoRedArmiesNeedALeader(t *testing.T) {
	p := newPos(t).unit("a", Red, 4, "1512").unit("b", Red, 4, "1511")
	s := p.build(ChitWest, WestFront)
	refuse(t, s, mv(Red, "1511 1512", "b"), "9.1")
	// With Frunze (2) in the West front's box, two hexes of the front may hold 9 SP.
	s = p.with(func(s *State) { s.HighCommand[WestFront] = "frunze" }).build(ChitWest, WestFront)
	apply(t, s, mv(Red, "1511 1512", "b"))
}

func TestR9_7_LeaderNumberLimitsTheHexes(t *testing.T) {
	p := newPos(t).unit("a", Red, 4, "1512").unit("b", Red, 4, "1511").
		unit("c", Red, 4, "1712").unit("d", Red, 4, "1711").
		with(func(s *State) { s.HighCommand[WestFront] = "kamenev" }) // number 1
	s := p.build(ChitWest, WestFront)
	apply(t, s, mv(Red, "1511 1512", "b"))
	refuse(t, s, mv(Red, "1711 1712", "d"), "9.1")
}

func TestR9_5_WhiteFactionsApart(t *testing.T) {
	s := newPos(t).unit("sib", White, 2, "1512", faction(Siberian)).unit("w", White, 2, "1511").
		unit("aif", White, 1, "1611", faction(AIF)).build(ChitAFSR, NoFront)
	refuse(t, s, mv(White, "1511 1512", "w"), "9.5")
	// Through is fine.
	apply(t, s, mv(White, "1511 1512 1513", "w"))
	// AIF units stack with any faction.
	s = newPos(t).unit("sib", White, 2, "1512", faction(Siberian)).unit("aif", White, 1, "1611", faction(AIF)).build(ChitAIF, NoFront)
	apply(t, s, mv(White, "1611 1612 1512", "aif"))
}

func TestR9_4_PartisansNeverStack(t *testing.T) {
	s := newPos(t).unit("p", White, 1, "1512", typ(Partisan), func(d *UnitDef) { d.Partisan = "south_russian" }).
		unit("w", White, 2, "1511").build(ChitAFSR, NoFront)
	refuse(t, s, mv(White, "1511 1512", "w"), "9.4")
}

func TestR9_3_OneSpecialUnitOfEachType(t *testing.T) {
	s := newPos(t).rail("1511", "1512").
		unit("w", White, 2, "1512").unit("t1", White, 1, "1512", faction(WhiteSpecial), typ(ArmoredTrain)).
		unit("w2", White, 2, "1511").unit("t2", White, 1, "1511", faction(WhiteSpecial), typ(ArmoredTrain)).
		build(ChitAFSR, NoFront)
	refuse(t, s, mv(White, "1511 1512", "w2", "t2"), "9.3")
	// Special units do not count against 6 SP: 2 + 2 + trains is fine.
	apply(t, s, mv(White, "1511 1512", "w2"))
	if at(t, s, "w2") != hex.MustParse("1512") || at(t, s, "t2") != hex.MustParse("1511") {
		t.Fatalf("w2 in %v, t2 in %v", at(t, s, "w2"), at(t, s, "t2"))
	}
}

func TestR9_6_NoUnitEntersNeutralOrPolishHexes(t *testing.T) {
	s := newPos(t).unit("lit", NoSide, 1, "1512", faction(Nationalist), typ(Garrison)).
		unit("pol", White, 2, "1612", faction(Poles)).
		unit("r", Red, 4, "1511").with(func(s *State) { s.WWIOver = true; s.Poland = PolandAtWar }).build(ChitWest, WestFront)
	refuse(t, s, mv(Red, "1511 1512", "r"), "9.6")
	s = newPos(t).unit("pol", White, 2, "1612", faction(Poles)).unit("w", White, 2, "1611").
		with(func(s *State) { s.WWIOver = true; s.Poland = PolandAtWar }).build(ChitAFSR, NoFront)
	refuse(t, s, mv(White, "1611 1612", "w"), "9.6")
}

func TestR9_6_WhiteMayJoinTheUkrainianGarrison(t *testing.T) {
	p := newPos(t).city("1512", "Kiev").unit(UkrainianGarrison, NoSide, 1, "1512", faction(Nationalist), typ(Garrison)).
		unit("w", White, 2, "1511").with(func(s *State) { s.WWIOver = true })
	s := p.build(ChitAFSR, NoFront)
	apply(t, s, mv(White, "1511 1512", "w"))
	if s.ControlOf(hex.MustParse("1512")) != WhiteControl {
		t.Fatalf("Kiev with White units and the Ukrainian garrison is %v, want White (17.2)", s.ControlOf(hex.MustParse("1512")))
	}
}

func TestR3_4_ClosedAreasBeforeStrategicTurnB(t *testing.T) {
	west := func(r *HexRecord) { r.WestOfLine = true }
	p := newPos(t).area(west, "1512", "1412").unit("r", Red, 4, "1511")
	s := p.build(ChitWest, WestFront)
	refuse(t, s, mv(Red, "1511 1512", "r"), "3.4")
	s = p.with(func(s *State) { s.WWIOver = true }).build(ChitWest, WestFront)
	apply(t, s, mv(Red, "1511 1512", "r"))
	if at(t, s, "r") != hex.MustParse("1512") {
		t.Fatalf("r is in %v", at(t, s, "r"))
	}
}

func TestR10_10_Poland(t *testing.T) {
	poland := func(r *HexRecord) { r.Region = Poland }
	p := newPos(t).area(poland, "1512", "1513", "1514").
		unit("r", Red, 4, "1511").unit("w", White, 2, "1612").unit("pol", White, 2, "1514", faction(Poles))
	s := p.with(func(s *State) { s.WWIOver = true }).build(ChitWest, WestFront)
	refuse(t, s, mv(Red, "1511 1512", "r"), "10.10")
	s = p.with(func(s *State) { s.WWIOver = true }).build(ChitAFSR, NoFront)
	refuse(t, s, mv(White, "1612 1512", "w"), "10.10")
	// Neutral Poles stay within one hex of Poland: 1516 is two hexes out.
	s = p.with(func(s *State) { s.WWIOver = true }).build(ChitPoles, NoFront)
	apply(t, s, mv(White, "1514 1515", "pol"))
	if at(t, s, "pol") != hex.MustParse("1515") {
		t.Fatalf("pol is in %v", at(t, s, "pol"))
	}
	s = p.with(func(s *State) { s.WWIOver = true }).build(ChitPoles, NoFront)
	refuse(t, s, mv(White, "1514 1515 1516", "pol"), "10.10")
	// At war, Red may enter.
	s = newPos(t).area(poland, "1512").unit("r", Red, 4, "1511").
		with(func(s *State) { s.WWIOver = true; s.Poland = PolandAtWar }).build(ChitWest, WestFront)
	apply(t, s, mv(Red, "1511 1512", "r"))
	if at(t, s, "r") != hex.MustParse("1512") {
		t.Fatalf("r is in %v", at(t, s, "r"))
	}
}

func TestR10_11_TheBaltic(t *testing.T) {
	baltic := func(r *HexRecord) { r.Region = Baltic }
	p := newPos(t).area(baltic, "1510", "1511", "1512").
		unit("aif", White, 1, "1610", faction(AIF)).
		unit("est", White, 2, "1511", faction(Estonian)).
		unit("goltz", White, 2, "1512", faction(Freikorps)).
		unit("nw", White, 2, "1510", faction(NWArmy)).
		with(func(s *State) { s.WWIOver = true })
	s := p.build(ChitAIF, NoFront)
	refuse(t, s, mv(White, "1610 1510", "aif"), "10.11")
	s = p.build(ChitNW, NoFront)
	refuse(t, s, mv(White, "1511 1611", "est"), "10.11")
	refuse(t, s, mv(White, "1512 1612", "goltz"), "10.11")
	// NW Army units may leave, but never come back.
	refuse(t, s, mv(White, "1510 1411 1511", "nw"), "10.11")
	apply(t, s, mv(White, "1510 1410", "nw"))
	if !unitOf(t, s, "nw").LeftBaltic {
		t.Fatal("the NW Army unit left the Baltic unnoticed")
	}
	// After the Freikorps event von der Goltz may leave.
	s = p.with(func(s *State) { s.Freikorps = true }).build(ChitNW, NoFront)
	apply(t, s, mv(White, "1512 1612", "goltz"))
}

func TestR10_12_CossacksStayNearTheirKrug(t *testing.T) {
	krug := func(d *UnitDef) { d.Krug = hex.MustParse("1502") }
	p := newPos(t).city("1502", "Novocherkassk", func(c *CityRecord) { c.Krug = []string{"don"} }).
		unit("don", White, 2, "1509", cavalry, krug)
	s := p.build(ChitAFSR, NoFront)
	apply(t, s, mv(White, "1509 1510", "don"))
	s = p.build(ChitAFSR, NoFront)
	refuse(t, s, mv(White, "1509 1510 1511", "don"), "10.12")
	r := reach(t, s, "don")
	for _, d := range r.Dests {
		if hex.Distance(d.Hex, hex.MustParse("1502")) > 8 {
			t.Fatalf("%v is offered, %d hexes from the Krug", d.Hex, hex.Distance(d.Hex, hex.MustParse("1502")))
		}
	}
}

func TestR10_12_KrugDistanceNotAcrossSea(t *testing.T) {
	// A sea between the Krug and the unit makes the way round count.
	p := newPos(t).city("1502", "Novocherkassk", func(c *CityRecord) { c.Krug = []string{"don"} }).
		terrain(Sea, "1503", "1603", "1403", "1604", "1404", "1504").
		unit("don", White, 2, "1508", cavalry, func(d *UnitDef) { d.Krug = hex.MustParse("1502") })
	s := p.build(ChitAFSR, NoFront)
	if got := s.Data.KrugDistance(0, s.Data.Board.Index(hex.MustParse("1508"))); got <= 6 {
		t.Fatalf("Krug distance across the sea is %d, want the way round", got)
	}
}

func TestR10_13_MakhnoOnAShortLeash(t *testing.T) {
	ft := func(r *HexRecord) { r.FreeTerritory = true }
	p := newPos(t).area(ft, "1510").unit("makhno", NoSide, 2, "1511", faction(Makhno), typ(Partisan),
		func(d *UnitDef) { d.Partisan = "makhno"; d.MA, d.MADis = 4, 4 }).
		with(func(s *State) { s.Makhno = White })
	s := p.build(ChitAFSR, NoFront)
	apply(t, s, mv(White, "1511 1512", "makhno"))
	s = p.build(ChitAFSR, NoFront)
	refuse(t, s, mv(White, "1511 1512 1513", "makhno"), "10.13")
}

func TestR10_13_TheVolgaStopsMovement(t *testing.T) {
	p := newPos(t).volga("1510", "1511", "1512", "1513").rail("1611", "1511", "1411").
		unit("off", White, 2, "1612").unit("on", White, 2, "1510").unit("rail", White, 2, "1611")
	s := p.build(ChitAFSR, NoFront)
	// Entering the Volga from outside: stop there.
	refuse(t, s, mv(White, "1612 1511 1412", "off"), "10.13")
	apply(t, s, mv(White, "1612 1511", "off"))
	// Starting on the Volga and moving along it: no stop.
	apply(t, s, mv(White, "1510 1511 1512 1513", "on"))
	// Leaving a Volga hex along a railway: no stop.
	s = p.build(ChitAFSR, NoFront)
	apply(t, s, mv(White, "1611 1511 1411", "rail"))
}

func TestR10_7_ArmoredTrainsFollowRailways(t *testing.T) {
	p := newPos(t).rail("1510", "1511", "1512", "1513", "1514", "1515", "1516").
		unit("w", White, 2, "1510").unit("train", White, 1, "1510", faction(WhiteSpecial), typ(ArmoredTrain))
	s := p.build(ChitAFSR, NoFront)
	if !unitOf(t, s, "train").Active {
		t.Fatal("a White train stacked with an AFSR unit did not activate with it (20.3)")
	}
	// Unlimited MA along the railway.
	apply(t, s, mv(White, "1510 1511 1512 1513 1514 1515 1516", "train"))
	if at(t, s, "train") != hex.MustParse("1516") {
		t.Fatalf("the train is in %v", at(t, s, "train"))
	}
	s = p.build(ChitAFSR, NoFront)
	refuse(t, s, mv(White, "1510 1610", "train"), "10.7")
	// With infantry, the stack keeps to the rails and the infantry's MA.
	refuse(t, s, mv(White, "1510 1511 1512 1513 1514", "w", "train"), "10.6")
	apply(t, s, mv(White, "1510 1511 1512 1513", "w", "train"))
	if at(t, s, "w") != hex.MustParse("1513") || at(t, s, "train") != hex.MustParse("1513") {
		t.Fatalf("w in %v, train in %v", at(t, s, "w"), at(t, s, "train"))
	}
}

func TestR10_7_TanksKeepOutOfForestAndSwamp(t *testing.T) {
	s := newPos(t).terrain(Forest, "1511").terrain(Swamp, "1610").
		unit("w", White, 2, "1510").unit("tank", White, 1, "1510", faction(WhiteSpecial), typ(Tank)).
		build(ChitAFSR, NoFront)
	refuse(t, s, mv(White, "1510 1511", "w", "tank"), "10.7")
	refuse(t, s, mv(White, "1510 1610", "tank"), "10.7")
	apply(t, s, mv(White, "1510 1410", "w", "tank"))
	if at(t, s, "w") != hex.MustParse("1410") || at(t, s, "tank") != hex.MustParse("1410") {
		t.Fatalf("w in %v, tank in %v", at(t, s, "w"), at(t, s, "tank"))
	}
}

func TestR20_5_GarrisonsNeverMove(t *testing.T) {
	s := newPos(t).unit("g", White, 1, "1510", typ(Garrison)).build(ChitAFSR, NoFront)
	refuse(t, s, mv(White, "1510 1511", "g"), "20.5")
}

func TestR13_1_EnteringACityTakesControl(t *testing.T) {
	p := newPos(t).city("1512", "Orel").city("1511", "Mtsensk").city("1610", "Kazan", func(c *CityRecord) { c.Red = true }).
		control("1512", RedControl).control("1511", RedControl).control("1610", RedControl).
		unit("w", White, 2, "1510")
	s := p.build(ChitAFSR, NoFront)
	ev := apply(t, s, mv(White, "1510 1511 1512", "w"))
	// Passing through Mtsensk takes it too.
	if s.ControlOf(hex.MustParse("1511")) != WhiteControl || s.ControlOf(hex.MustParse("1512")) != WhiteControl {
		t.Fatal("control did not change")
	}
	n := 0
	for _, e := range ev {
		if e.Type == EvControl {
			n++
		}
	}
	if n != 2 {
		t.Fatalf("%d control events, want 2", n)
	}
	// A Red city reverts to Red the moment the last White unit leaves.
	s = p.build(ChitAFSR, NoFront)
	apply(t, s, mv(White, "1510 1610 1611", "w"))
	if got := s.ControlOf(hex.MustParse("1610")); got != RedControl {
		t.Fatalf("Kazan is %v after the White unit passed through, want red", got)
	}
}

// The reachable-hexes query and the move action agree: every hex offered
// can be reached along the path offered, and no other hex can.
func TestReachableAgreesWithMove(t *testing.T) {
	p := newPos(t).terrain(Forest, "1511", "1612", "1413").terrain(Swamp, "1613").
		volga("1410", "1411", "1412").rail("1510", "1411", "1311").
		unit("w", White, 2, "1510", cavalry).unit("r", Red, 4, "1714").unit("r2", Red, 4, "1315")
	base := p.build(ChitAFSR, NoFront)
	r := reach(t, base, "w")
	if len(r.Dests) < 10 {
		t.Fatalf("only %d destinations", len(r.Dests))
	}
	offered := map[hex.Hex]bool{}
	for _, d := range r.Dests {
		offered[d.Hex] = true
		s := p.build(ChitAFSR, NoFront)
		path := r.Path(d.Hex)
		a := Action{Type: ActMove, Side: White, Units: []string{"w"}, Path: path}
		if _, err := Apply(s, a); err != nil {
			t.Fatalf("offered %v along %v, but: %v", d.Hex, path, err)
		}
	}
	// Every hex within 5 that is not offered is refused by a straight-line try.
	for _, h := range hex.Range(hex.MustParse("1510"), 5) {
		if offered[h] || h == hex.MustParse("1510") || !base.Data.Board.On(h) {
			continue
		}
		s := p.build(ChitAFSR, NoFront)
		a := Action{Type: ActMove, Side: White, Units: []string{"w"}, Path: hex.Line(hex.MustParse("1510"), h)}
		if _, err := Apply(s, a); err == nil {
			t.Fatalf("%v was not offered but the move along %v succeeded", h, a.Path)
		}
	}
}

func BenchmarkReachable(b *testing.B) {
	t := &testing.T{}
	p := newPos(t).terrain(Forest, "1511", "1612", "1413").volga("1410", "1411", "1412").
		unit("w", White, 2, "1510", cavalry).unit("r", Red, 4, "1714")
	s := p.build(ChitAFSR, NoFront)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := s.Reachable([]string{"w"}); err != nil {
			b.Fatal(err)
		}
	}
}

func TestR13_5_ResourcesCountControlledResourceCitiesAndTheGold(t *testing.T) {
	res := func(c *CityRecord) { c.Resource = true }
	p := newPos(t).city("1510", "Moscow", res).city("1512", "Simbirsk", res).city("1610", "Riga", res).city("1710", "Kazan").
		control("1510", RedControl).control("1512", WhiteControl).control("1610", Neutral).
		with(func(s *State) { s.Gold, s.GoldSide = hex.MustParse("1710"), Red })
	s := p.build(NoChit, NoFront)
	if s.Resources(Red) != 2 || s.Resources(White) != 1 {
		t.Fatalf("Red %d, White %d", s.Resources(Red), s.Resources(White))
	}
	// 13.6: a city taken by von der Goltz counts for nobody until the Freikorps event.
	s.Control[s.Data.Board.Index(hex.MustParse("1610"))] = GoltzControl
	if s.Resources(White) != 1 {
		t.Fatal("von der Goltz's Riga counted before the Freikorps event")
	}
	s.Freikorps = true
	if s.Resources(White) != 2 {
		t.Fatal("von der Goltz's Riga not counted after the Freikorps event")
	}
	// 15.5: after peace with Poland Riga is no resource.
	s.Poland = PolandPeace
	if s.Resources(White) != 1 {
		t.Fatal("Riga still a resource after the peace")
	}
}

func TestR10_7_SpecialUnitsLeftAloneAreEliminatedAtTheEndOfTheStep(t *testing.T) {
	s := newPos(t).rail("1510", "1511").
		unit("w", White, 2, "1510").unit("train", White, 1, "1510", faction(WhiteSpecial), typ(ArmoredTrain), func(d *UnitDef) { d.Dot = true }).
		build(ChitAFSR, NoFront)
	apply(t, s, mv(White, "1510 1511", "w"))
	if where(t, s, "train") != OnMap {
		t.Fatal("the train may wait for an escort until the step ends")
	}
	apply(t, s, Action{Type: ActEndStep, Side: White})
	if where(t, s, "train") != Removed {
		t.Fatalf("a dotted White train left alone is %v at the end of the step", where(t, s, "train"))
	}
}

func TestR9_7_AFrontThatLostItsLeaderMustCorrectItsOverstack(t *testing.T) {
	// Two armies of 4 SP in 1512 (9 SP allowed while Frunze was there);
	// Frunze is gone. At the end of the West front's movement step White
	// eliminates enough of them.
	s := newPos(t).unit("a", Red, 4, "1512").unit("b", Red, 4, "1512").unit("c", Red, 1, "1512").
		with(func(s *State) { s.HighCommand[WestFront] = "" }).build(ChitWest, WestFront)
	apply(t, s, Action{Type: ActEndStep, Side: Red})
	if s.Pending.Kind != DecideLoss || s.Pending.Side != White {
		t.Fatalf("pending %+v, want White's choice (9.7)", s.Pending)
	}
	refuse(t, s, Action{Type: ActLoss, Side: White, Units: []string{"c"}}, "9.7")      // 8 SP still
	refuse(t, s, Action{Type: ActLoss, Side: White, Units: []string{"a", "c"}}, "9.7") // c is not needed
	apply(t, s, Action{Type: ActLoss, Side: White, Units: []string{"a"}})
	if where(t, s, "a") != Eliminated || s.Pending.Kind != DecideCombat {
		t.Fatalf("a is %v, pending %+v", where(t, s, "a"), s.Pending)
	}
}

func TestR8_1_NoZOCIntoClosedAreasOrAcrossNeutralPolandsBorder(t *testing.T) {
	west := func(r *HexRecord) { r.WestOfLine = true }
	s := newPos(t).area(west, "1512").unit("w", White, 2, "1513").build(NoChit, NoFront)
	if s.zoc(White)[s.Data.Board.Index(hex.MustParse("1512"))] {
		t.Fatal("a ZOC reaches into a closed area before B")
	}
	s.WWIOver = true
	if !s.zoc(White)[s.Data.Board.Index(hex.MustParse("1512"))] {
		t.Fatal("the ZOC should reach across the line after B")
	}
	poland := func(r *HexRecord) { r.Region = Poland }
	s = newPos(t).area(poland, "1512").unit("r", Red, 4, "1513").with(func(s *State) { s.WWIOver = true }).build(NoChit, NoFront)
	if s.zoc(Red)[s.Data.Board.Index(hex.MustParse("1512"))] {
		t.Fatal("Red's ZOC crosses neutral Poland's border")
	}
	s.Poland = PolandAtWar
	if !s.zoc(Red)[s.Data.Board.Index(hex.MustParse("1512"))] {
		t.Fatal("at war, ZOC crosses the Polish border (15.3)")
	}
}

func TestR8_4_FriendlyUnitsNegateZOCForSupplyAndRetreatOnly(t *testing.T) {
	s := newPos(t).unit("w", White, 2, "1513").unit("r", Red, 1, "1512", typ(Garrison)).build(NoChit, NoFront)
	c := s.Data.Board.Index(hex.MustParse("1512"))
	if !s.EnemyZOC(Red)[c] {
		t.Fatal("operational movement sees the ZOC in a hex holding a friendly unit")
	}
	if s.unnegatedEZOC(Red, s.presence())[c] {
		t.Fatal("a friendly unit did not negate the ZOC for supply, retreat and strategic movement")
	}
}

func TestR10_1_BothKindsOfMovementInOneTurn(t *testing.T) {
	p := stratPos(t).unit("a", Red, 4, "1505")
	s := p.startAt(2, StepStrategic)
	stratStep(s, Red)
	apply(t, s, sm(Red, ByRail, "1505 1506 1507", "a"))
	// The same unit then moves operationally in its front's activation.
	s.Pending, s.Strat = Pending{}, nil
	s.activate(ChitWest, WestFront)
	apply(t, s, mv(Red, "1507 1508", "a"))
}

func TestR9_2_AnyStackCanBeInspected(t *testing.T) {
	s := newPos(t).unit("w", White, 2, "1513").unit("w2", White, 1, "1513").build(ChitWest, WestFront)
	if got := s.StackAt(hex.MustParse("1513")); len(got) != 2 {
		t.Fatalf("Red sees %v in a White stack", got)
	}
}

// The units a decision concerns (7.10): in a White faction's movement step
// the faction's units that may move, in a Red front's the front's; for a
// retreat the retreating units (11.6); the chits concern no unit.
func TestR7_10_TheUnitsADecisionConcerns(t *testing.T) {
	s := newPos(t).unit("w", White, 2, "1510").unit("sib", White, 2, "1710", faction(Siberian)).
		unit("r", Red, 4, "1810").build(ChitAFSR, NoFront)
	if got := s.DecisionUnits(); !slices.Equal(got, []string{"w"}) {
		t.Fatalf("AFSR movement: %v, want [w]", got)
	}
	s = newPos(t).unit("west", Red, 4, "1910").unit("south", Red, 4, "2010").unit("w", White, 2, "1510").build(ChitWest, WestFront)
	if got := s.DecisionUnits(); !slices.Equal(got, []string{"west"}) {
		t.Fatalf("West Front movement: %v, want [west]", got)
	}
	// Every unit of the segment has moved: still its units.
	for i := range s.Units {
		if s.Units[i].Active {
			s.Units[i].Moved = true
		}
	}
	if got := s.DecisionUnits(); !slices.Equal(got, []string{"west"}) {
		t.Fatalf("West Front, all moved: %v, want [west]", got)
	}
	s.Pending = Pending{Side: White, Kind: DecideRetreat, Units: []string{"w"}}
	if got := s.DecisionUnits(); !slices.Equal(got, []string{"w"}) {
		t.Fatalf("retreat: %v, want [w]", got)
	}
	s.Segment, s.Pending = nil, Pending{Side: White, Kind: DecideFirstChit, Chits: []Chit{ChitAFSR}}
	if got := s.DecisionUnits(); len(got) != 0 {
		t.Fatalf("the first chit: %v, want none", got)
	}
}
