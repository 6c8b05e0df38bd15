package reds

import (
	"slices"
	"testing"

	"tachanka/game/hex"
)

// Special units' and special rules' deviations (14.5, 15.x, 20.x) and the
// movement limits checked for each kind of movement.

// makhnoPos: the Free Territory is 1511-1512, Makhno's printed hex 1511;
// Makhno is eliminated and Red's replacement step is due.
func makhnoPos(t *testing.T) *pos {
	ft := func(r *HexRecord) { r.FreeTerritory = true }
	return newPos(t).area(ft, "1511", "1512").
		unit("makhno", NoSide, 2, "", faction(Makhno), typ(Partisan), func(d *UnitDef) {
			d.Partisan = "makhno"
			d.MA, d.MADis = 4, 4
			d.Setup = hex.MustParse("1511")
		}).
		with(func(s *State) { s.Units[0].Where, s.WWIOver = Eliminated, true })
}

func redReplacementStep(s *State) {
	s.Strategic, s.Sub = 2, stRedReplace
	s.advance()
}

func TestR14_5_MakhnoReturnsInOrAdjacentToTheFreeTerritory(t *testing.T) {
	// A White unit holds the printed hex 1511 and a Red one 1413 (next to
	// the Free Territory): only unoccupied hexes will do.
	p := makhnoPos(t).unit("w", White, 2, "1511").unit("r", Red, 2, "1413")
	s := p.startAt(6, StepStrategicTurn)
	redReplacementStep(s)
	i, _ := s.UnitByID("makhno")
	got := s.PlacementHexes(i, true)
	want := hexes("1512", "1411", "1412", "1510", "1611", "1612", "1513", "1613")
	for _, h := range want {
		if !slices.Contains(got, h) {
			t.Errorf("Makhno may not return in %v (in or next to the Free Territory): %v", h, got)
		}
	}
	for _, h := range hexes("1511", "1413", "1514", "1610", "1509") {
		if slices.Contains(got, h) {
			t.Errorf("Makhno may return in %v: occupied or not next to the Free Territory", h)
		}
	}
	refuse(t, s, Action{Type: ActPlace, Side: Red, Units: []string{"makhno"}, Hex: hex.MustParse("1511")}, "14.1")
	refuse(t, s, Action{Type: ActPlace, Side: Red, Units: []string{"makhno"}, Hex: hex.MustParse("1514")}, "14.1")
	ev := apply(t, s, Action{Type: ActPlace, Side: Red, Units: []string{"makhno"}, Hex: hex.MustParse("1513")})
	u := unitOf(t, s, "makhno")
	if u.Where != OnMap || u.Hex != hex.MustParse("1513") || !u.Disordered || !s.MakhnoReplaced {
		t.Fatalf("Makhno is %v in %v (disordered %v, booked %v), want disordered in 1513", u.Where, u.Hex, u.Disordered, s.MakhnoReplaced)
	}
	if len(eventsOf(ev, EvReinforce, "14.2")) != 1 {
		t.Fatalf("no replacement event: %v", ev)
	}
	// The game runs on to the next Makhno Allegiance Phase, which decides
	// his side (14.5, 16.1).
	if len(eventsOf(ev, EvNote, "16.1")) != 1 || s.Makhno == NoSide {
		t.Fatalf("no allegiance phase after the return: Makhno sides with %v", s.Makhno)
	}
}

func TestR14_5_MakhnoEliminatedAsWhiteReturnsForRed(t *testing.T) {
	// A White-allied Makhno on the map is eliminated.
	p := makhnoPos(t).unit("r", Red, 2, "1515").unit("w", White, 2, "1513").
		with(func(s *State) { s.Units[0].Where, s.Units[0].Hex, s.Makhno = OnMap, hex.MustParse("1512"), White })
	s := p.startAt(6, StepStrategicTurn)
	i, _ := s.UnitByID("makhno")
	s.eliminate(i, "11.5")
	if s.Makhno != NoSide {
		t.Fatalf("an eliminated Makhno still sides with %v", s.Makhno)
	}
	redReplacementStep(s)
	if !slices.Contains(s.ReplacementCandidates(Red), "makhno") {
		t.Fatalf("Makhno, eliminated while White, is not offered to Red: %v", s.ReplacementCandidates(Red))
	}
	ev := apply(t, s, Action{Type: ActPlace, Side: Red, Units: []string{"makhno"}, Hex: hex.MustParse("1511")})
	if at(t, s, "makhno") != hex.MustParse("1511") || !unitOf(t, s, "makhno").Disordered {
		t.Fatalf("Makhno is in %v", at(t, s, "makhno"))
	}
	// The next allegiance phase decides again: the White unit is nearest
	// now, so Makhno turns Red (16.1).
	if len(eventsOf(ev, EvNote, "16.1")) != 1 || s.Makhno != Red {
		t.Fatalf("after his return Makhno sides with %v, want Red", s.Makhno)
	}
}

func TestR15_3_TheMiracleBringsATankIntoPoland(t *testing.T) {
	poland := func(r *HexRecord) { r.Region = Poland }
	src := func(c *CityRecord) { c.Sources = []Faction{Poles} }
	rsrc := func(c *CityRecord) { c.Sources = []Faction{FactionRed} }
	p := newPos(t).area(poland, "1110", "1111", "1112", "1210", "1211").city("1111", "Warsaw", src).control("1111", PolishControl).
		city("1313", "Minsk", rsrc).control("1313", RedControl).rail("1111", "1112").
		unit("pol", White, 2, "1111", faction(Poles)).unit("r", Red, 4, "1313").
		unit("tank", White, 1, "", faction(WhiteSpecial), typ(Tank), ma(2)).
		with(func(s *State) { s.WWIOver, s.Strategic, s.Poland = true, 2, PolandAtWar })
	s := p.build(NoChit, NoFront)
	logistics(s)
	if s.Pending.Kind != DecideMiracle {
		t.Fatalf("pending %+v", s.Pending)
	}
	apply(t, s, Action{Type: ActChoose, Side: White, Yes: true})
	if s.Pending.Kind != DecidePlace || !slices.Equal(s.Pending.Units, []string{"tank"}) {
		t.Fatalf("the Miracle's tank is not offered: pending %+v", s.Pending)
	}
	ev := apply(t, s, Action{Type: ActPlace, Side: White, Units: []string{"tank"}, Hex: hex.MustParse("1111")})
	if where(t, s, "tank") != OnMap || at(t, s, "tank") != hex.MustParse("1111") || len(eventsOf(ev, EvReinforce, "")) == 0 {
		t.Fatalf("the tank is %v in %v", where(t, s, "tank"), at(t, s, "tank"))
	}
}

// polishRail: Poland at war, a railway 1510-1511-1512-1513 inside Poland;
// Polish infantry with a White armored train in 1511, more Poles in 1513.
func polishRail(t *testing.T) *pos {
	poland := func(r *HexRecord) { r.Region = Poland }
	return newPos(t).area(poland, "1510", "1511", "1512", "1513").rail("1510", "1511", "1512", "1513").
		unit("pol", White, 2, "1511", faction(Poles)).unit("tr", White, 1, "1511", faction(WhiteSpecial), typ(ArmoredTrain)).
		unit("pol2", White, 2, "1513", faction(Poles)).
		with(func(s *State) { s.WWIOver, s.Strategic, s.Poland = true, 2, PolandAtWar })
}

func TestR15_1_WhiteArmoredTrainsMoveInPolandWithThePoles(t *testing.T) {
	s := polishRail(t).build(ChitPoles, NoFront)
	if !unitOf(t, s, "tr").Active {
		t.Fatal("the train stacked with Poles does not activate with them (20.3)")
	}
	if _, ok := reach(t, s, "pol", "tr").Can(hex.MustParse("1512")); !ok {
		t.Fatal("the Poles' train may not move in Poland")
	}
	apply(t, s, mv(White, "1511 1512", "pol", "tr"))
	if at(t, s, "pol") != hex.MustParse("1512") || at(t, s, "tr") != hex.MustParse("1512") {
		t.Fatalf("pol in %v, train in %v", at(t, s, "pol"), at(t, s, "tr"))
	}
	// A train alone may join other Poles (9.5: White special units stack
	// with any White unit; 15.1).
	s = polishRail(t).build(ChitPoles, NoFront)
	apply(t, s, mv(White, "1511 1512 1513", "tr"))
	apply(t, s, Action{Type: ActEndStep, Side: White})
	if where(t, s, "tr") != OnMap || at(t, s, "tr") != hex.MustParse("1513") {
		t.Fatalf("the train is %v in %v, want on the map in 1513 with pol2", where(t, s, "tr"), at(t, s, "tr"))
	}
	// Other White factions stay out of Poland, trains or no trains.
	s = polishRail(t).unit("afsr", White, 2, "1410").rail("1410", "1510").build(ChitAFSR, NoFront)
	refuse(t, s, mv(White, "1410 1510", "afsr"), "10.10")
}

func TestR20_2_TheAIFLandsAloneInItsOwnActivation(t *testing.T) {
	black := func(r *HexRecord) { r.Sea = BlackSea }
	p := newPos(t).terrain(Sea, "1210", "1211", "1212", "1213", "1214").area(black, "1310", "1314").
		city("1310", "Odessa", func(c *CityRecord) { c.Port = true }).control("1310", WhiteControl).
		unit("aif", White, 2, "1310", faction(AIF)).
		with(func(s *State) { s.Amphibious, s.WWIOver = true, true })
	// Not in another faction's segment on its own: it only joins a landing.
	s := p.build(ChitAFSR, NoFront)
	refuse(t, s, Action{Type: ActLanding, Side: White, Units: []string{"aif"}, Path: hexes("1310", "1314")}, "20.2")
	s = p.build(ChitAIF, NoFront)
	ev := apply(t, s, Action{Type: ActLanding, Side: White, Units: []string{"aif"}, Path: hexes("1310", "1314")})
	u := unitOf(t, s, "aif")
	if u.Hex != hex.MustParse("1314") || !u.Moved || s.Amphibious || len(eventsOf(ev, EvMove, "20.2")) != 1 {
		t.Fatalf("the AIF is in %v (moved %v), marker %v", u.Hex, u.Moved, s.Amphibious)
	}
	refuse(t, s, mv(White, "1314 1315", "aif"), "10.6") // no further move
}

func TestR20_10_TheRedTrainEntersConqueredPoland(t *testing.T) {
	poland := func(r *HexRecord) { r.Region = Poland }
	p := stratPos(t).area(poland, "1508", "1509").with(func(s *State) { s.WWIOver = true })
	for _, tc := range []struct {
		st   PolandStatus
		may  bool
		name string
	}{{PolandNeutral, false, "neutral"}, {PolandAtWar, true, "at war"}, {PolandConquered, true, "conquered"}, {PolandPeace, false, "at peace"}} {
		s := p.startAt(2, StepRedTrain)
		s.RedTrain, s.Poland = hex.MustParse("1505"), tc.st
		s.advance()
		if got := slices.Contains(s.RedTrainDestinations(), hex.MustParse("1509")); got != tc.may {
			t.Errorf("Poland %s: the Red Train may enter it: %v, want %v", tc.name, got, tc.may)
			continue
		}
		a := Action{Type: ActRedTrain, Side: Red, Hex: hex.MustParse("1509")}
		if !tc.may {
			refuse(t, s, a, "20.10")
			continue
		}
		apply(t, s, a)
		if s.RedTrain != hex.MustParse("1509") {
			t.Errorf("Poland %s: the Red Train is in %v", tc.name, s.RedTrain)
		}
	}
}

// The Gold is held to the areas where its owner's units may be (10.2).
func TestR10_2_TheGoldKeepsOutOfPolandAndClosedAreas(t *testing.T) {
	poland := func(r *HexRecord) { r.Region = Poland }
	west := func(r *HexRecord) { r.WestOfLine = true }
	white := func(p *pos) *pos {
		return p.control("1505", WhiteControl).control("1507", WhiteControl).control("1509", WhiteControl).
			with(func(s *State) { s.Gold, s.GoldSide = hex.MustParse("1505"), White })
	}
	gold := Action{Type: ActStrategic, Side: White, Units: []string{GoldID}, Mode: ByRail, Path: hexes("1505", "1506", "1507")}
	// White, through Poland at war.
	s := white(stratPos(t).area(poland, "1506").with(func(s *State) { s.WWIOver, s.Poland = true, PolandAtWar })).startAt(2, StepStrategic)
	stratStep(s, White)
	refuse(t, s, gold, "10.10")
	// Red, through neutral Poland.
	s = stratPos(t).area(poland, "1506").with(func(s *State) { s.WWIOver = true; s.Gold, s.GoldSide = hex.MustParse("1505"), Red }).startAt(2, StepStrategic)
	stratStep(s, Red)
	redGold := gold
	redGold.Side = Red
	refuse(t, s, redGold, "10.10")
	// Before strategic turn B, through a closed area.
	s = white(stratPos(t).area(west, "1506")).startAt(2, StepStrategic)
	stratStep(s, White)
	refuse(t, s, gold, "3.4")
	// The open way is fine, and the Gold arrives.
	s = white(stratPos(t)).startAt(2, StepStrategic)
	stratStep(s, White)
	apply(t, s, gold)
	if s.Gold != hex.MustParse("1507") || s.GoldSide != White {
		t.Fatalf("the Gold is in %v (%v)", s.Gold, s.GoldSide)
	}
}
