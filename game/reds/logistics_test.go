package reds

import (
	"slices"
	"testing"

	"tachanka/game/dice"
	"tachanka/game/hex"
)

// logistics starts a Logistics segment in a built position.
func logistics(s *State) {
	s.Step, s.Sub, s.Segment, s.Pending = StepLogistics, 0, nil, Pending{}
	for i := range s.Units {
		s.Units[i].Active = false
	}
	s.Cup = nil
	s.advance()
}

// rigRolls sets the generator so the next rolls are the given faces.
func rigRolls(t *testing.T, s *State, faces ...int) {
	t.Helper()
	for seed := uint64(1); seed < 2000000; seed++ {
		r := dice.New(seed)
		ok := true
		for _, f := range faces {
			if r.D6() != f {
				ok = false
				break
			}
		}
		if ok {
			s.Rand = dice.New(seed)
			return
		}
	}
	t.Fatal("no seed gives those rolls")
}

func TestR12_2_SupplyStepsDisorderTheUnsupplied(t *testing.T) {
	p := supplyPos(t).unit("r", Red, 4, "1508").unit("far", Red, 4, "1715").
		unit("w", White, 2, "1910").unit("wd", White, 2, "1912").
		with(func(s *State) { s.Units[3].Disordered = true })
	s := p.build(NoChit, NoFront)
	logistics(s)
	if unitOf(t, s, "r").Disordered {
		t.Fatal("a supplied unit was disordered")
	}
	if where(t, s, "wd") != Eliminated {
		t.Fatal("a disordered unit out of supply survived the supply step")
	}
	// The out-of-supply units flipped (White ones too: no White source here).
	if !unitOf(t, s, "far").Disordered && where(t, s, "far") == OnMap {
		t.Fatal("the Red unit out of supply was not disordered")
	}
	if !unitOf(t, s, "w").Disordered {
		t.Fatal("the White unit out of supply was not disordered")
	}
	if s.Step == StepLogistics {
		t.Fatalf("the segment did not end: %+v", s.Pending)
	}
}

func TestR12_12_RallyRollsByTheTable(t *testing.T) {
	p := supplyPos(t).unit("r1", Red, 4, "1508").unit("r2", Red, 4, "1608").
		with(func(s *State) { s.Units[0].Disordered, s.Units[1].Disordered = true, true })
	s := p.build(NoChit, NoFront)
	// Red supply step rolls nothing; the rally step rolls 2 (rallies) and 3
	// (does not: Red infantry rallies on 1-2).
	rigRolls(t, s, 2, 3)
	logistics(s)
	if unitOf(t, s, "r1").Disordered || !unitOf(t, s, "r2").Disordered {
		t.Fatalf("r1 disordered %v, r2 %v", unitOf(t, s, "r1").Disordered, unitOf(t, s, "r2").Disordered)
	}
}

func TestR12_12_WrangelAndTheMajorWithdrawal(t *testing.T) {
	src := func(c *CityRecord) { c.Sources = []Faction{AFSR, Siberian} }
	p := newPos(t).city("1510", "Novorossiysk", src).control("1510", WhiteControl).
		unit("a", White, 2, "1510").unit("s", White, 2, "1511", faction(Siberian)).
		with(func(s *State) { s.Units[0].Disordered, s.Units[1].Disordered = true, true })
	// With Wrangel an AFSR roll of 3 rallies (3-1 <= 2); a Siberian 3 does not.
	s := p.with(func(s *State) { s.Wrangel = true }).build(NoChit, NoFront)
	rigRolls(t, s, 3, 3)
	logistics(s)
	if unitOf(t, s, "a").Disordered || !unitOf(t, s, "s").Disordered {
		t.Fatal("Wrangel's -1 misapplied")
	}
	// After the major withdrawal White rallies on 1 only.
	s = p.with(func(s *State) { s.Wrangel, s.Withdrawal = false, 2 }).build(NoChit, NoFront)
	rigRolls(t, s, 2, 1)
	logistics(s)
	if !unitOf(t, s, "a").Disordered || unitOf(t, s, "s").Disordered {
		t.Fatal("after the major withdrawal a 2 rallied or a 1 did not")
	}
}

func TestR12_12_TheTsarRalliesOneInfantryUnit(t *testing.T) {
	src := func(c *CityRecord) { c.Sources = []Faction{AFSR} }
	p := newPos(t).city("1510", "Novorossiysk", src).control("1510", WhiteControl).
		unit("a", White, 2, "1510").unit("b", White, 2, "1511").
		with(func(s *State) { s.Units[0].Disordered, s.Units[1].Disordered, s.Tsar = true, true, TsarAlive })
	s := p.build(NoChit, NoFront)
	rigRolls(t, s, 6)
	logistics(s)
	if s.Pending.Kind != DecideTsarRally || len(s.Pending.Units) != 2 {
		t.Fatalf("pending %+v", s.Pending)
	}
	refuse(t, s, Action{Type: ActRally, Side: White, Units: []string{"a", "b"}}, "12.12")
	apply(t, s, Action{Type: ActRally, Side: White, Units: []string{"b"}})
	if unitOf(t, s, "b").Disordered || !unitOf(t, s, "a").Disordered {
		t.Fatal("the Tsar's rally went wrong (a rolled 6 and stays disordered)")
	}
}

func TestR20_10_TheRedTrainRalliesItsHexAndNeighbours(t *testing.T) {
	p := supplyPos(t).unit("near", Red, 4, "1507").unit("far", Red, 4, "1509").
		with(func(s *State) {
			s.Units[0].Disordered, s.Units[1].Disordered = true, true
			s.RedTrain = hex.MustParse("1506")
		})
	s := p.build(NoChit, NoFront)
	rigRolls(t, s, 6)
	logistics(s)
	if unitOf(t, s, "near").Disordered || !unitOf(t, s, "far").Disordered {
		t.Fatal("the Red Train rallied the wrong units")
	}
}

func TestR20_5_GarrisonsMayBeRemovedInTheRallyStep(t *testing.T) {
	s := supplyPos(t).unit("g", Red, 1, "1506", typ(Garrison)).unit("gd", Red, 1, "1507", typ(Garrison), func(d *UnitDef) { d.Dot = true }).
		build(NoChit, NoFront)
	logistics(s)
	if s.Pending.Kind != DecideGarrisons || s.Pending.Side != Red {
		t.Fatalf("pending %+v", s.Pending)
	}
	apply(t, s, Action{Type: ActRemoveGarrisons, Side: Red, Units: []string{"g", "gd"}})
	if where(t, s, "g") != InPool || where(t, s, "gd") != Removed {
		t.Fatalf("g %v, gd %v", where(t, s, "g"), where(t, s, "gd"))
	}
}

func TestR13_2_ControlChangesAtStrategicTurnB(t *testing.T) {
	west := func(r *HexRecord) { r.WestOfLine = true }
	b := newPos(t).city("1510", "Rostov", func(c *CityRecord) { c.Red = true }).city("1512", "Odessa", func(c *CityRecord) { c.Red = true }).
		area(west, "1510", "1512").unit("w", White, 2, "1512", faction(AIF))
	s := b.startAt(3, StepStrategicTurn)
	s.Strategic = 1
	s.advance()
	if !s.WWIOver {
		t.Fatal("the closed areas did not open at B (3.4)")
	}
	if s.ControlOf(hex.MustParse("1510")) != RedControl {
		t.Fatal("Red did not take the unoccupied Red city west of the line")
	}
	if s.ControlOf(hex.MustParse("1512")) == RedControl {
		t.Fatal("Red took an occupied Red city west of the line")
	}
}

func TestR4_3_WhiteWinsWhenRedLacksMoscowAndTwo(t *testing.T) {
	res := func(c *CityRecord) { c.Resource = true }
	p := newPos(t).city("1510", "Moscow", res).city("1512", "Tula", res).city("1514", "Petrograd", res).city("1516", "Omsk").
		control("1510", RedControl).control("1512", RedControl).control("1514", RedControl).control("1516", WhiteControl)
	s := p.startAt(3, StepStrategicTurn)
	s.Strategic, s.Sub = 1, stVictory
	s.advance()
	if s.Step == StepGameOver {
		t.Fatalf("Red holds Moscow and two: %s", s.WinReason)
	}
	s = p.control("1514", WhiteControl).startAt(3, StepStrategicTurn)
	s.Strategic, s.Sub = 1, stVictory
	s.advance()
	if s.Step != StepGameOver || s.Winner != White {
		t.Fatalf("winner %v (%s)", s.Winner, s.WinReason)
	}
}

func TestR4_2_RedWinsWithEveryCityOutsidePolandAndTheBaltic(t *testing.T) {
	res := func(c *CityRecord) { c.Resource = true }
	baltic := func(r *HexRecord) { r.Region = Baltic }
	p := newPos(t).city("1510", "Moscow", res).city("1512", "Tula", res).city("1514", "Petrograd", res).city("1516", "Reval").
		area(baltic, "1516").control("1510", RedControl).control("1512", RedControl).control("1514", RedControl).control("1516", WhiteControl)
	s := p.startAt(6, StepStrategicTurn)
	s.Strategic, s.Sub = 2, stVictory
	s.advance()
	if s.Winner != Red {
		t.Fatalf("winner %v (%s)", s.Winner, s.WinReason)
	}
}

func TestR4_4_TheShortScenarioEndsAfterStrategicTurnE(t *testing.T) {
	res := func(c *CityRecord) { c.Resource = true }
	p := newPos(t).city("1510", "Moscow", res).city("1512", "Tula", res).city("1514", "Petrograd", res).city("1516", "Kiev", res).
		control("1510", RedControl).control("1512", RedControl).control("1514", RedControl).control("1516", WhiteControl).
		with(func(s *State) { s.EndsAfter, s.WWIOver, s.Withdrawal = "E", true, 1 })
	// White holds 1 resource against the withdrawal number 5: the major
	// withdrawal comes, and with it Red's immediate win (18.5).
	s := p.startAt(12, StepStrategicTurn)
	s.Strategic, s.Sub = 4, stWithdrawal
	s.advance()
	if s.Winner != Red || s.Withdrawal != 2 {
		t.Fatalf("winner %v (%s), withdrawal %d", s.Winner, s.WinReason, s.Withdrawal)
	}
	// Enough White resources: no withdrawal; White wins at the end of E.
	p2 := newPos(t).city("1510", "Moscow", res).city("1512", "Tula", res).city("1514", "Petrograd", res).
		city("1516", "Kiev", res).city("1518", "Kharkov", res).city("1520", "Odessa", res).city("1710", "Rostov", res).city("1712", "Baku", res).
		control("1510", RedControl).control("1512", RedControl).control("1514", RedControl).
		control("1516", WhiteControl).control("1518", WhiteControl).control("1520", WhiteControl).control("1710", WhiteControl).control("1712", WhiteControl).
		with(func(s *State) { s.EndsAfter, s.WWIOver, s.Withdrawal = "E", true, 1 })
	s = p2.startAt(12, StepStrategicTurn)
	s.Strategic, s.Sub = 4, stWithdrawal
	s.advance()
	if s.Winner != White || s.Withdrawal != 1 {
		t.Fatalf("winner %v (%s), withdrawal %d", s.Winner, s.WinReason, s.Withdrawal)
	}
}

func TestR18_3_TheMinorWithdrawal(t *testing.T) {
	p := newPos(t).unit("odessa", White, 1, "1510", faction(AIF), func(d *UnitDef) { d.Withdraw = "minor" }).
		unit("czech", White, 2, "", faction(Siberian), func(d *UnitDef) { d.Withdraw = "minor" }).
		unit("aif", White, 1, "1512", faction(AIF))
	s := p.startAt(6, StepStrategicTurn)
	s.Strategic, s.Sub, s.WWIOver = 2, stWithdrawal, true
	s.advance()
	if s.Withdrawal != 1 || where(t, s, "odessa") != Removed || where(t, s, "czech") != Removed || where(t, s, "aif") != OnMap {
		t.Fatalf("withdrawal %d: odessa %v czech %v aif %v", s.Withdrawal, where(t, s, "odessa"), where(t, s, "czech"), where(t, s, "aif"))
	}
}

func TestR18_4_TheMajorWithdrawal(t *testing.T) {
	port := func(c *CityRecord) { c.Port = true }
	baltic := func(r *HexRecord) { r.Sea = BalticSea }
	balt := func(r *HexRecord) { r.Region = Baltic }
	p := newPos(t).terrain(Sea, "1208", "1209").area(baltic, "1308").city("1308", "Petrograd", port).control("1308", RedControl).
		area(balt, "1712").
		unit("aif", White, 1, "1510", faction(AIF)).
		unit("tank", White, 1, "1511", faction(WhiteSpecial), typ(Tank)).
		unit("w", White, 2, "1511").
		unit("plane", White, 0, "", faction(WhiteSpecial), typ(Aircraft)).
		unit("fleet", White, 0, "", faction(AIF), typ(NavalFlotilla), func(d *UnitDef) { d.Sea = BalticSea }).
		unit("nw", White, 2, "1712", faction(NWArmy)).
		with(func(s *State) { s.Units[3].Where, s.Units[4].Where = Available, Available })
	s := p.startAt(9, StepStrategicTurn)
	s.Strategic, s.Sub, s.WWIOver, s.Withdrawal = 3, stWithdrawal, true, 1
	s.advance()
	if s.Withdrawal != 2 {
		t.Fatal("no major withdrawal")
	}
	for _, id := range []string{"aif", "tank", "plane", "fleet"} {
		if where(t, s, id) != Removed {
			t.Fatalf("%s is %v after the major withdrawal", id, where(t, s, id))
		}
	}
	if where(t, s, "w") != OnMap || where(t, s, "nw") != OnMap {
		t.Fatal("the major withdrawal took the wrong units")
	}
	if s.Seas[BalticSea] != Red {
		t.Fatal("Red holds Petrograd but did not take the Baltic (13.3)")
	}
	if slices.Contains(s.whiteChits(), ChitAIF) {
		t.Fatal("the AIF chit survived the major withdrawal (7.6)")
	}
	// The NW Army units in the Baltic go at the next Logistics segment.
	logistics(s)
	if where(t, s, "nw") != Removed {
		t.Fatalf("nw is %v after the first Logistics segment", where(t, s, "nw"))
	}
}

func TestR14_1_ReinforcementsArriveOrWait(t *testing.T) {
	src := func(c *CityRecord) { c.Sources = []Faction{FactionRed} }
	p := newPos(t).city("1505", "Moscow", src).city("1507", "Tula").control("1505", RedControl).control("1507", RedControl).
		rail("1505", "1506", "1507").
		unit("r", Red, 4, "").unit("printed", Red, 2, "").unit("blocked", Red, 2, "").unit("w", White, 2, "1613").
		with(func(s *State) {
			for _, k := range []int{0, 1, 2} {
				s.Units[k].Where, s.Units[k].Box = Arriving, 1
			}
		})
	p.defs[1].Setup = hex.MustParse("1510")
	p.defs[2].Setup = hex.MustParse("1613") // White stands there
	s := p.startAt(3, StepStrategicTurn)
	s.Strategic, s.Sub = 1, stRedReinforce
	s.advance()
	if s.Pending.Kind != DecidePlace || !slices.Equal(s.Pending.Units, []string{"r"}) {
		t.Fatalf("pending %+v", s.Pending)
	}
	i, _ := s.UnitByID("r")
	if got := s.PlacementHexes(i, false); len(got) != 2 {
		t.Fatalf("Red places in Red cities tracing to Moscow: %v", got)
	}
	refuse(t, s, Action{Type: ActPlace, Side: Red, Units: []string{"r"}, Hex: hex.MustParse("1510")}, "14.1")
	apply(t, s, Action{Type: ActPlace, Side: Red, Units: []string{"r"}, Hex: hex.MustParse("1507")})
	if at(t, s, "printed") != hex.MustParse("1510") {
		t.Fatal("a unit with a printed hex did not arrive there")
	}
	if u := unitOf(t, s, "blocked"); u.Where != Arriving || u.Box != 2 {
		t.Fatalf("a unit with no legal hex is %v/%d, want postponed to C", u.Where, u.Box)
	}
}

func TestR14_4_RedReplacements(t *testing.T) {
	src := func(c *CityRecord) { c.Sources = []Faction{FactionRed}; c.Resource = true }
	res := func(c *CityRecord) { c.Resource = true }
	p := newPos(t).city("1505", "Moscow", src).city("1507", "Tula", res).city("1509", "Kharkov", res).
		city("1511", "Kiev", res).city("1513", "Yuzovka", res).
		control("1505", RedControl).control("1507", RedControl).control("1509", RedControl).control("1511", RedControl).control("1513", RedControl).
		rail("1505", "1506", "1507", "1508", "1509", "1510", "1511", "1512", "1513").
		unit("dead", Red, 4, "").unit("dot", Red, 4, "", func(d *UnitDef) { d.Dot = true }).
		with(func(s *State) {
			s.Units[0].Where, s.Units[1].Where = Eliminated, Eliminated
			s.Gold, s.GoldSide = hex.MustParse("1505"), Red
		})
	s := p.startAt(3, StepStrategicTurn)
	// Moscow 1, Tula 1, and Kharkov, Kiev, Yuzovka with the Gold: 4 others, one more.
	if got := s.RedAllowance(); got != 3 {
		t.Fatalf("allowance %d, want 3", got)
	}
	s.Strategic, s.Sub = 1, stRedReplace
	s.advance()
	if s.Pending.Kind != DecideReplace || !slices.Equal(s.ReplacementCandidates(Red), []string{"dead"}) {
		t.Fatalf("pending %+v, candidates %v", s.Pending, s.ReplacementCandidates(Red))
	}
	refuse(t, s, Action{Type: ActPlace, Side: Red, Units: []string{"dot"}, Hex: hex.MustParse("1505")}, "14.2")
	apply(t, s, Action{Type: ActPlace, Side: Red, Units: []string{"dead"}, Hex: hex.MustParse("1505")})
	if u := unitOf(t, s, "dead"); u.Where != OnMap || !u.Disordered {
		t.Fatal("a replacement comes back disordered (14.2)")
	}
}

func TestR19_2_WinterRiversAndLakes(t *testing.T) {
	p := newPos(t).terrain(Lake, "1512").river("1515", "1516").
		unit("w", White, 2, "1512").unit("fl", White, 1, "1515", faction(WhiteSpecial), typ(RiverFlotilla)).unit("esc", White, 2, "1515")
	s := p.startAt(4, StepTurnStart)
	s.advance()
	if u := unitOf(t, s, "fl"); u.Where != InTurnBox || u.Box != 6 {
		t.Fatalf("the flotilla is %v/%d at the Nov-Dec turn, want the Mar-Apr box", u.Where, u.Box)
	}
	// At the Mar-Apr thaw units on the ice are lost.
	s = p.startAt(6, StepTurnStart)
	s.advance()
	if where(t, s, "w") == OnMap {
		t.Fatal("a unit on an all-lake hex survived the thaw")
	}
}

func TestR3_2_SetUpControlAndMarkers(t *testing.T) {
	west := func(r *HexRecord) { r.WestOfLine = true }
	tc := func(r *HexRecord) { r.Region = Transcaucasia }
	p := newPos(t).city("1510", "Kazan", func(c *CityRecord) { c.Red = true }).city("1512", "Penza").city("1514", "Kiev").
		city("1516", "Tiflis").city("1610", "Simbirsk").
		area(west, "1514").area(tc, "1516").
		unit("w", White, 2, "1610").unit("nat", NoSide, 1, "1516", faction(Nationalist), typ(Garrison))
	s := p.build(NoChit, NoFront)
	// SetUp needs the fixed hexes of 3.2 on the map: this board has them
	// (columns 10-29, rows 1-20 cover 1403... no: check the error instead).
	if err := s.SetUp(); err == nil {
		t.Fatal("SetUp accepted a board without hexes 2813, 3119 and the 3.2 cities")
	}
	// Control per 3.2 items 2-4, computed cell by cell.
	for h, want := range map[string]Control{"1510": RedControl, "1512": RedControl, "1514": Neutral, "1516": Neutral, "1610": WhiteControl} {
		if got := s.setUpControl(s.Data.Board.Index(hex.MustParse(h))); got != want {
			t.Fatalf("%s: %v, want %v", h, got, want)
		}
	}
}

func TestR13_1_FreeTerritoryPolishAndMakhnoCities(t *testing.T) {
	ft := func(r *HexRecord) { r.FreeTerritory = true }
	p := newPos(t).city("1511", "Gulyai-Pole").area(ft, "1511").city("1611", "Lublin").city("1612", "Berdyansk").
		control("1611", WhiteControl).control("1612", WhiteControl).
		unit("w", White, 2, "1510").unit("pol", White, 2, "1610", faction(Poles)).
		unit("makhno", NoSide, 2, "1512", faction(Makhno), typ(Partisan), func(d *UnitDef) { d.Partisan = "makhno"; d.MA, d.MADis = 4, 4 }).
		with(func(s *State) { s.WWIOver, s.Makhno, s.Poland = true, White, PolandAtWar })
	s := p.unit("w2", White, 2, "1510").build(ChitAFSR, NoFront)
	apply(t, s, mv(White, "1510 1511 1411", "w2"))
	if s.ControlOf(hex.MustParse("1511")) != Neutral {
		t.Fatal("a Free Territory city is neutral once no one holds it")
	}
	apply(t, s, mv(White, "1510 1511", "w"))
	if s.ControlOf(hex.MustParse("1511")) != WhiteControl {
		t.Fatal("a Free Territory city held by a White unit is not White")
	}
	apply(t, s, mv(White, "1512 1612", "makhno"))
	if s.ControlOf(hex.MustParse("1612")) != MakhnoControl || s.Resources(White) != 0 {
		t.Fatal("a city Makhno takes is Makhno-held, neutral")
	}
	s = p.build(ChitPoles, NoFront)
	apply(t, s, mv(White, "1610 1611", "pol"))
	if got := s.ControlOf(hex.MustParse("1611")); got != PolishControl || got.Side() != NoSide {
		t.Fatalf("a city the Poles take is %v", got)
	}
}

func TestR14_3_WhiteReplacementsAndTheUkrainianGarrison(t *testing.T) {
	src := func(c *CityRecord) { c.Sources = []Faction{AFSR} }
	p := newPos(t).city("1505", "Novorossiysk", src).city("1920", "Kiev").control("1505", WhiteControl).control("1920", Neutral).
		unit("a1", White, 2, "").unit("a2", White, 2, "").unit("s1", White, 2, "", faction(Siberian)).
		unit(UkrainianGarrison, NoSide, 1, "", faction(Nationalist), typ(Garrison)).
		with(func(s *State) {
			for k := 0; k < 4; k++ {
				s.Units[k].Where = Eliminated
			}
			s.WWIOver = true
		})
	s := p.startAt(6, StepStrategicTurn)
	s.Strategic, s.Sub = 2, stWhiteReplace
	s.advance()
	if at(t, s, UkrainianGarrison) != hex.MustParse("1920") {
		t.Fatal("the Ukrainian garrison did not return to Kiev")
	}
	if s.Pending.Kind != DecideReplace || s.Allowance.AFSR != 1 {
		t.Fatalf("pending %+v allowance %+v", s.Pending, s.Allowance)
	}
	apply(t, s, Action{Type: ActPlace, Side: White, Units: []string{"a1"}, Hex: hex.MustParse("1505")})
	// One AFSR replacement only; the Siberian one has nowhere to go (no Omsk).
	if s.Pending.Kind == DecideReplace {
		refuse(t, s, Action{Type: ActPlace, Side: White, Units: []string{"a2"}, Hex: hex.MustParse("1505")}, "14.2")
	}
	if where(t, s, "a2") != Eliminated {
		t.Fatal("a second AFSR unit came back")
	}
}

func TestR14_5_MakhnoReturnsOnce(t *testing.T) {
	ft := func(r *HexRecord) { r.FreeTerritory = true }
	p := newPos(t).area(ft, "1511", "1512").
		unit("makhno", NoSide, 2, "", faction(Makhno), typ(Partisan), func(d *UnitDef) { d.Partisan = "makhno"; d.MA, d.MADis = 4, 4; d.Setup = hex.MustParse("1511") }).
		with(func(s *State) { s.Units[0].Where, s.WWIOver = Eliminated, true })
	s := p.startAt(6, StepStrategicTurn)
	s.Strategic, s.Sub = 2, stRedReplace
	s.advance()
	if !slices.Contains(s.ReplacementCandidates(Red), "makhno") {
		t.Fatalf("Makhno is not offered: %v", s.ReplacementCandidates(Red))
	}
	apply(t, s, Action{Type: ActPlace, Side: Red, Units: []string{"makhno"}, Hex: hex.MustParse("1511")})
	if !s.MakhnoReplaced || !unitOf(t, s, "makhno").Disordered {
		t.Fatal("Makhno's return is not booked")
	}
}
