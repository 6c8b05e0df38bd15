package reds

import (
	"slices"
	"testing"

	"tachanka/game/hex"
)

// eventState builds p at turn, in side's event step, with the 2d6 rigged
// to roll, and runs it until a decision or the next phase.
func eventState(t *testing.T, p *pos, turn int, side Side, roll int, more ...int) *State {
	t.Helper()
	s := p.startAt(turn, StepEvents)
	s.Initiative = side.Enemy()
	s.Sub = 1 // the non-initiative player's roll
	a := max(1, roll-6)
	rigRolls(t, s, append([]int{a, roll - a}, more...)...)
	s.advance()
	return s
}

// eventPos is a board with a few cities, both sides' units and pools.
func eventPos(t *testing.T) *pos {
	src := func(f Faction) func(*CityRecord) { return func(c *CityRecord) { c.Sources = []Faction{f} } }
	return newPos(t).
		city("1505", "Moscow", src(FactionRed)).control("1505", RedControl).
		city("1515", "Novorossiysk", func(c *CityRecord) { c.Sources = []Faction{AFSR, Siberian}; c.Port = true }).control("1515", WhiteControl).
		city("1512", "Orel").control("1512", WhiteControl).
		city("1508", "Tula").control("1508", RedControl).
		rail("1505", "1506", "1507", "1508").rail("1513", "1514", "1515").river("1514", "1515").
		unit("r", Red, 4, "1506").unit("w", White, 2, "1514").unit("s", White, 2, "1913", faction(Siberian)).
		unit("r-air", Red, 0, "", typ(Aircraft), func(d *UnitDef) { d.Att, d.Def = 1, 1 }).
		unit("w-air", White, 0, "", faction(WhiteSpecial), typ(Aircraft), func(d *UnitDef) { d.Att, d.Def, d.Dot = 2, 1, true }).
		unit("r-train", Red, 1, "", typ(ArmoredTrain)).
		unit("w-train", White, 1, "", faction(WhiteSpecial), typ(ArmoredTrain), func(d *UnitDef) { d.Dot = true }).
		unit("r-flot", Red, 1, "", typ(RiverFlotilla)).
		unit("w-flot", White, 1, "", faction(WhiteSpecial), typ(RiverFlotilla)).
		unit("w-tank", White, 1, "", faction(WhiteSpecial), typ(Tank)).
		unit("r-part", Red, 1, "", typ(Partisan), func(d *UnitDef) { d.Partisan = "red" }).
		unit("sr-part", White, 1, "", typ(Partisan), func(d *UnitDef) { d.Partisan = "south_russian" }).
		unit("sib-part", White, 1, "", typ(Partisan), faction(Siberian), func(d *UnitDef) { d.Partisan = "siberian" }).
		area(func(r *HexRecord) { r.Front = EastFront }, "2401", "2402", "2403", "2404", "2405")
}

func TestEvent_White_2_WhiteDisintegration(t *testing.T) {
	s := eventState(t, eventPos(t), 2, White, 2)
	if s.WhiteDisintegration != 2 {
		t.Fatal("no White Disintegration marker")
	}
}

func TestEvent_White_3_SemenovRaid(t *testing.T) {
	s := eventState(t, eventPos(t), 2, White, 3)
	if s.SemenovRaid != 2 || !s.SemenovNoReplacement {
		t.Fatal("the Semenov Raid is not in force")
	}
	// Without Siberian infantry or cavalry on the map it is lost.
	p := eventPos(t)
	p.units[2].Where = InPool
	s = eventState(t, p, 2, White, 3)
	if s.SemenovRaid != 0 {
		t.Fatal("the Semenov Raid hit an absent Siberian Army")
	}
}

func TestEvent_White_4_Freikorps(t *testing.T) {
	p := eventPos(t).unit("goltz", White, 2, "1110", faction(Freikorps))
	s := eventState(t, p, 5, White, 4)
	if !s.Freikorps {
		t.Fatal("no Freikorps")
	}
	s = eventState(t, eventPos(t), 5, White, 4)
	if s.Freikorps {
		t.Fatal("Freikorps without von der Goltz on the map")
	}
}

func TestEvent_White_5_AmphibiousInvasion(t *testing.T) {
	s := eventState(t, eventPos(t), 2, White, 5)
	if !s.Amphibious {
		t.Fatal("no Amphibious marker")
	}
}

func TestEvent_White_6_AIFOffensive(t *testing.T) {
	s := eventState(t, eventPos(t), 2, White, 6)
	if s.AIFOffensive != 2 {
		t.Fatal("no AIF Offensive")
	}
	p := eventPos(t).with(func(s *State) { s.Withdrawal = 2 })
	if s = eventState(t, p, 2, White, 6); s.AIFOffensive != 0 {
		t.Fatal("AIF Offensive after the major withdrawal")
	}
}

func TestEvent_White_7_WhitePartisans(t *testing.T) {
	s := eventState(t, eventPos(t), 2, White, 7)
	// South Russian partisans need the South front area away from White
	// units; Siberian ones the East front area: White picks.
	if s.Pending.Kind != DecideEvent || !slices.Contains(s.Pending.Events, SiberianPartisans) {
		t.Fatalf("pending %+v", s.Pending)
	}
	apply(t, s, Action{Type: ActEvent, Side: White, Event: SiberianPartisans})
	if s.Pending.Kind == DecidePlace {
		apply(t, s, Action{Type: ActPlace, Side: White, Units: []string{"sib-part"}, Hex: hex.MustParse("2403")})
	}
	h := at(t, s, "sib-part")
	if s.Data.Board.Cell(h).Front != EastFront {
		t.Fatalf("Siberian partisans in %v", h)
	}
	for _, id := range []string{"w", "s"} {
		if hex.Distance(h, at(t, s, id)) < 4 {
			t.Fatal("a White partisan within 4 hexes of a White unit (20.8)")
		}
	}
}

func TestEvent_White_8_WhiteArmoredTrain(t *testing.T) {
	p := eventPos(t)
	s := eventState(t, p, 2, White, 8)
	if at(t, s, "w-train") != hex.MustParse("1514") {
		t.Fatalf("the train is %v in %v", where(t, s, "w-train"), at(t, s, "w-train"))
	}
}

func TestEvent_White_9_CavalryRaid(t *testing.T) {
	s := eventState(t, eventPos(t), 2, White, 9)
	if !s.CavalryRaid {
		t.Fatal("no Cavalry Raid marker")
	}
}

func TestEvent_White_10_AircraftOrTanks(t *testing.T) {
	s := eventState(t, eventPos(t), 2, White, 10)
	if s.Pending.Kind != DecideEvent || !slices.Equal(s.Pending.Events, []EventKind{WhiteAircraft, WhiteTanks}) {
		t.Fatalf("pending %+v", s.Pending)
	}
	apply(t, s, Action{Type: ActEvent, Side: White, Event: WhiteAircraft})
	if where(t, s, "w-air") != Available {
		t.Fatal("no aircraft available")
	}
	s = eventState(t, eventPos(t), 2, White, 10)
	apply(t, s, Action{Type: ActEvent, Side: White, Event: WhiteTanks})
	if at(t, s, "w-tank") != hex.MustParse("1514") {
		t.Fatal("the tank did not join the AFSR unit")
	}
}

func TestEvent_White_11_WhiteRiverFlotilla(t *testing.T) {
	s := eventState(t, eventPos(t), 2, White, 11)
	if at(t, s, "w-flot") != hex.MustParse("1514") {
		t.Fatalf("the flotilla is %v", where(t, s, "w-flot"))
	}
	// No effect in winter.
	s = eventState(t, eventPos(t), 4, White, 11)
	if where(t, s, "w-flot") != InPool {
		t.Fatal("a river flotilla event in winter")
	}
}

func TestEvent_White_12_Wrangel(t *testing.T) {
	s := eventState(t, eventPos(t), 2, White, 12)
	if !s.Wrangel {
		t.Fatal("no Wrangel")
	}
}

func TestEvent_Red_2_12_PoliticalIntrigue(t *testing.T) {
	p := eventPos(t).with(func(s *State) { s.HighCommand[SouthFront] = "frunze" })
	for _, roll := range []int{2, 12} {
		s := eventState(t, p, 2, Red, roll, 1)
		if s.HighCommand[SouthFront] != "" {
			t.Fatalf("roll %d: Frunze stays", roll)
		}
	}
	s := eventState(t, eventPos(t), 2, Red, 2)
	if len(s.leadersInPlay()) != 0 || s.Pending.Kind == DecideLeader {
		t.Fatal("Political Intrigue without a leader in play")
	}
}

func TestEvent_Red_3_10_RedTerror(t *testing.T) {
	for _, roll := range []int{3, 10} {
		s := eventState(t, eventPos(t), 2, Red, roll)
		if s.Pending.Kind != DecideTerror {
			t.Fatalf("roll %d: %+v", roll, s.Pending)
		}
		refuse(t, s, Action{Type: ActPlace, Side: Red, Hex: hex.MustParse("1514")}, "6.3") // no city there
		apply(t, s, Action{Type: ActPlace, Side: Red, Hex: hex.MustParse("1512")})
		if !slices.Contains(s.RedTerror, hex.MustParse("1512")) || s.ControlOf(hex.MustParse("1512")) != RedControl {
			t.Fatal("Orel is not a Red city now")
		}
	}
}

func TestEvent_Red_4_RedRiverFlotilla(t *testing.T) {
	p := eventPos(t).river("1506", "1606")
	s := eventState(t, p, 2, Red, 4)
	if at(t, s, "r-flot") != hex.MustParse("1506") {
		t.Fatalf("the Red flotilla is %v", where(t, s, "r-flot"))
	}
}

func TestEvent_Red_5_11_RedPartisans(t *testing.T) {
	for _, roll := range []int{5, 11} {
		s := eventState(t, eventPos(t), 2, Red, roll)
		// Orel (1512) is White-controlled, empty and not in White's ZOC;
		// Novorossiysk is a source.
		if at(t, s, "r-part") != hex.MustParse("1512") {
			t.Fatalf("roll %d: the partisans are %v in %v", roll, where(t, s, "r-part"), at(t, s, "r-part"))
		}
	}
}

func TestEvent_Red_6_RedArmoredTrain(t *testing.T) {
	s := eventState(t, eventPos(t), 2, Red, 6)
	if at(t, s, "r-train") != hex.MustParse("1506") {
		t.Fatalf("the Red train is %v", where(t, s, "r-train"))
	}
}

func TestEvent_Red_7_8_RedLeader(t *testing.T) {
	for _, roll := range []int{7, 8} {
		s := eventState(t, eventPos(t), 2, Red, roll)
		if s.Pending.Kind != DecideLeader || s.DrawnLeader == "" {
			t.Fatalf("roll %d: %+v", roll, s.Pending)
		}
		leader := s.DrawnLeader
		rigRolls(t, s, 4)
		apply(t, s, Action{Type: ActLeader, Side: Red})
		if s.HighCommand[SouthFront] != leader {
			t.Fatalf("a 4 puts the leader in the South front's box: %v", s.HighCommand)
		}
	}
	s := eventState(t, eventPos(t), 2, Red, 7)
	apply(t, s, Action{Type: ActLeader, Side: Red, Chit: ChitFieldStaff})
	if s.HighCommand[0] == "" {
		t.Fatal("the Field Staff box is empty")
	}
}

func TestEvent_Red_9_RedAircraft(t *testing.T) {
	s := eventState(t, eventPos(t), 2, Red, 9)
	if where(t, s, "r-air") != Available {
		t.Fatal("no Red aircraft available")
	}
}

func TestR21_4_RedMayTakeALeaderInsteadOfALostEvent(t *testing.T) {
	p := eventPos(t).with(func(s *State) { s.Options.RedEvents = true })
	// Political Intrigue with no leader in play cannot be carried out.
	s := eventState(t, p, 2, Red, 2)
	if s.Pending.Kind != DecideEvent || !slices.Contains(s.Pending.Events, RedLeader) {
		t.Fatalf("pending %+v", s.Pending)
	}
	apply(t, s, Action{Type: ActEvent, Side: Red, Event: RedLeader})
	if s.Pending.Kind != DecideLeader {
		t.Fatalf("pending %+v", s.Pending)
	}
}

func TestR6_3_TheNonInitiativePlayerRollsFirst(t *testing.T) {
	s := eventPos(t).startAt(2, StepEvents)
	s.Initiative = Red
	rigRolls(t, s, 1, 1, 3, 3) // White 2 (Disintegration), then Red 6 (Red train)
	ev := Start(s, s.Rand.State)
	ev = append(ev, until(t, s, DecideStrategic)...)
	var order []Side
	for _, e := range ev {
		if e.Type == EvRandomEvent {
			order = append(order, e.Side)
		}
	}
	if s.WhiteDisintegration != 2 || !slices.Equal(order, []Side{White, Red}) {
		t.Fatalf("events in the order %v, want White (not the initiative) then Red", order)
	}
}

func TestR15_2_PolandEntersTheWarWhenItsChitActivates(t *testing.T) {
	poland := func(r *HexRecord) { r.Region = Poland }
	p := newPos(t).area(poland, "1110", "1111", "1112").unit("pol", White, 2, "1111", faction(Poles)).
		with(func(s *State) { s.WWIOver, s.Strategic = true, 2 })
	// No Red unit near Poland: fewer than 4 SP within 5 hexes.
	s := p.build(ChitPoles, NoFront)
	if s.Poland != PolandAtWar {
		t.Fatal("Poland did not enter the war")
	}
	conds := s.PolandWarConditions()
	if !conds[2].Holds || conds[0].Holds {
		t.Fatalf("conditions %+v", conds)
	}
	// With 4 SP of supplied Red units nearby it stays neutral.
	src := func(c *CityRecord) { c.Sources = []Faction{FactionRed} }
	p2 := newPos(t).area(poland, "1110", "1111", "1112").city("1313", "Minsk", src).control("1313", RedControl).
		unit("pol", White, 2, "1111", faction(Poles)).unit("r", Red, 4, "1313").
		with(func(s *State) { s.WWIOver, s.Strategic = true, 2 })
	s = p2.build(ChitPoles, NoFront)
	if s.Poland != PolandNeutral {
		t.Fatal("Poland entered the war though no condition holds")
	}
}

func TestR15_4_ConquestOfPoland(t *testing.T) {
	poland := func(r *HexRecord) { r.Region = Poland }
	p := newPos(t).area(poland, "1110", "1111", "1112").city("1111", "Warsaw").control("1111", RedControl).
		unit("pol", White, 2, "1110", faction(Poles)).unit("pol2", White, 2, "", faction(Poles)).unit("r", Red, 4, "1111").
		with(func(s *State) { s.WWIOver, s.Strategic, s.Poland = true, 2, PolandAtWar; s.Units[1].Where = Eliminated })
	s := p.build(ChitPoles, NoFront)
	apply(t, s, Action{Type: ActEndStep, Side: White})
	apply(t, s, Action{Type: ActEndStep, Side: White})
	if s.Poland != PolandConquered || where(t, s, "pol") != Removed || where(t, s, "pol2") != Removed {
		t.Fatalf("Poland %v, pol %v, pol2 %v", s.Poland, where(t, s, "pol"), where(t, s, "pol2"))
	}
	if slices.Contains(s.whiteChits(), ChitPoles) {
		t.Fatal("the Poles chit survives the conquest")
	}
}

func TestR15_3_TheMiracleOnTheVistula(t *testing.T) {
	poland := func(r *HexRecord) { r.Region = Poland }
	src := func(c *CityRecord) { c.Sources = []Faction{Poles} }
	rsrc := func(c *CityRecord) { c.Sources = []Faction{FactionRed} }
	p := newPos(t).area(poland, "1110", "1111", "1112", "1210", "1211").city("1111", "Warsaw", src).control("1111", PolishControl).
		city("1313", "Minsk", rsrc).control("1313", RedControl).
		unit("pol", White, 2, "1111", faction(Poles)).unit("army", White, 3, "", faction(Poles), func(d *UnitDef) { d.Size = Army }).
		unit("r", Red, 4, "1313").
		with(func(s *State) {
			s.WWIOver, s.Strategic, s.Poland = true, 2, PolandAtWar
			s.Units[0].Disordered, s.Units[1].Where = true, Eliminated
		})
	s := p.build(NoChit, NoFront)
	logistics(s)
	if s.Pending.Kind != DecideMiracle || !slices.Equal(s.Pending.Units, []string{"army"}) {
		t.Fatalf("pending %+v", s.Pending)
	}
	apply(t, s, Action{Type: ActChoose, Side: White, Yes: true, Units: []string{"army"}})
	if unitOf(t, s, "pol").Disordered || at(t, s, "army") != hex.MustParse("1111") || unitOf(t, s, "army").Disordered || !s.MiracleUsed {
		t.Fatal("the Miracle did not work")
	}
}

func TestR15_5_PeaceWithPoland(t *testing.T) {
	poland := func(r *HexRecord) { r.Region = Poland }
	west := func(r *HexRecord) { r.Front = WestFront }
	p := newPos(t).area(poland, "1110", "1111").area(west, "1515").city("1313", "Riga", func(c *CityRecord) { c.Resource = true }).
		control("1313", WhiteControl).
		unit("pol", White, 2, "1110", faction(Poles)).unit("army", Red, 4, "1515", func(d *UnitDef) { d.Size = Army }).
		with(func(s *State) { s.WWIOver, s.Strategic, s.Poland, s.PolandWarTurn = true, 2, PolandAtWar, 1 })
	s := p.build(NoChit, NoFront)
	rigRolls(t, s, 2)
	s.Step, s.Sub, s.Pending = StepLogistics, logPeace, Pending{}
	s.advance()
	if s.Pending.Kind != DecidePeace {
		t.Fatalf("pending %+v", s.Pending)
	}
	apply(t, s, Action{Type: ActChoose, Side: Red, Yes: true})
	if s.Poland != PolandPeace || where(t, s, "pol") != Removed || where(t, s, "army") != Removed {
		t.Fatalf("Poland %v pol %v army %v", s.Poland, where(t, s, "pol"), where(t, s, "army"))
	}
	if s.Resources(White) != 0 {
		t.Fatal("Riga still a resource after the peace")
	}
	if s.peaceOK() {
		t.Fatal("a second attempt the same turn")
	}
}

func TestR16_1_MakhnoSidesAgainstTheNearestUnit(t *testing.T) {
	mk := func(d *UnitDef) { d.Partisan = "makhno"; d.MA, d.MADis = 4, 4 }
	p := newPos(t).unit("makhno", NoSide, 2, "1510", faction(Makhno), typ(Partisan), mk).
		unit("r", Red, 4, "1512").unit("w", White, 2, "1515")
	s := p.startAt(4, StepMakhno)
	s.Strategic = 2
	s.advance()
	if s.Makhno != White {
		t.Fatalf("Red is nearest, Makhno should join White, is %v", s.Makhno)
	}
	// Equally near: the White unit counts as nearer, Makhno is Red (16.2).
	p = newPos(t).unit("makhno", NoSide, 2, "1510", faction(Makhno), typ(Partisan), mk).
		unit("r", Red, 4, "1512").unit("w", White, 2, "1508")
	s = p.startAt(4, StepMakhno)
	s.Strategic = 2
	s.advance()
	if s.Makhno != Red {
		t.Fatalf("a tie should make Makhno Red, is %v", s.Makhno)
	}
	// Not before strategic turn B.
	s = p.startAt(2, StepMakhno)
	s.advance()
	if s.Makhno != NoSide {
		t.Fatal("an allegiance phase before B")
	}
}

func TestR16_3_MakhnoActivatesWithHisSide(t *testing.T) {
	mk := func(d *UnitDef) { d.Partisan = "makhno"; d.MA, d.MADis = 4, 4 }
	p := newPos(t).unit("makhno", NoSide, 2, "1510", faction(Makhno), typ(Partisan), mk)
	s := p.with(func(s *State) { s.Makhno = White }).build(ChitAFSR, NoFront)
	if !unitOf(t, s, "makhno").Active {
		t.Fatal("White Makhno does not activate with the AFSR")
	}
	s = p.with(func(s *State) { s.Makhno = Red }).build(ChitWest, WestFront)
	if !unitOf(t, s, "makhno").Active {
		t.Fatal("Red Makhno does not activate with his front")
	}
}

func TestR17_3_TheBalticFlotillaBacksTheLatvianGarrison(t *testing.T) {
	baltic := func(r *HexRecord) { r.Region = Baltic; r.Sea = BalticSea }
	p := newPos(t).terrain(Sea, "1213").area(baltic, "1313", "1312").city("1313", "Riga").
		unit(LatvianGarrison, NoSide, 1, "1313", faction(Nationalist), typ(Garrison), func(d *UnitDef) { d.Def = 1 }).
		unit("goltz", White, 2, "1312", faction(Freikorps)).
		unit("fleet", White, 0, "", faction(AIF), typ(NavalFlotilla), func(d *UnitDef) { d.Sea, d.Def = BalticSea, 2 }).
		with(func(s *State) { s.WWIOver, s.Freikorps = true, true; s.Units[2].Where = Available })
	s := p.build(ChitNW, NoFront)
	toCombat(t, s)
	rig(t, s, 3, 3)
	ev := apply(t, s, attack(White, "1313", "goltz"))
	r := report(t, ev)
	if r.DMods != 3 || !slices.Equal(r.DefSupport, []string{"fleet"}) {
		t.Fatalf("report %+v", r)
	}
}

func TestR20_5_GarrisonsAreCreatedInCitiesVisited(t *testing.T) {
	p := newPos(t).city("1511", "Kursk").city("1513", "Orel").control("1511", RedControl).control("1513", RedControl).
		unit("w", White, 2, "1510").unit("g1", White, 1, "", typ(Garrison)).unit("g2", White, 1, "", typ(Garrison))
	s := p.build(ChitAFSR, NoFront)
	apply(t, s, mv(White, "1510 1511 1512 1513", "w"))
	apply(t, s, Action{Type: ActGarrison, Side: White, Units: []string{"w"}, Hex: hex.MustParse("1511")})
	if at(t, s, "g1") != hex.MustParse("1511") || s.ControlOf(hex.MustParse("1511")) != WhiteControl {
		t.Fatal("no garrison in Kursk")
	}
	refuse(t, s, Action{Type: ActGarrison, Side: White, Units: []string{"w"}, Hex: hex.MustParse("1511")}, "20.5") // one there already
	refuse(t, s, Action{Type: ActGarrison, Side: White, Units: []string{"w"}, Hex: hex.MustParse("1515")}, "20.5") // not visited
	apply(t, s, Action{Type: ActGarrison, Side: White, Units: []string{"w"}, Hex: hex.MustParse("1513")})
}

func TestR20_4_TheCavalryRaid(t *testing.T) {
	src := func(c *CityRecord) { c.Sources = []Faction{AFSR} }
	p := newPos(t).city("1510", "Novorossiysk", src).control("1510", WhiteControl).
		unit("cav", White, 2, "1510", cavalry).unit("r", Red, 4, "1512").
		with(func(s *State) { s.CavalryRaid = true })
	s := p.build(ChitAFSR, NoFront)
	apply(t, s, Action{Type: ActRaid, Side: White, Units: []string{"cav"}})
	if !unitOf(t, s, "cav").Raiding {
		t.Fatal("not raiding")
	}
	// A raider ignores enemy ZOC and may end its move out of supply.
	apply(t, s, mv(White, "1510 1511 1611 1612 1613", "cav"))
	i, _ := s.UnitByID("cav")
	if !s.InSupply(i) {
		t.Fatal("a raider is always in supply")
	}
	if s.exertsZOC(i) {
		t.Fatal("a raider has a ZOC")
	}
}

func TestR20_2_AmphibiousLanding(t *testing.T) {
	black := func(r *HexRecord) { r.Sea = BlackSea }
	p := newPos(t).terrain(Sea, "1210", "1211", "1212", "1213", "1214").area(black, "1310", "1314").
		city("1310", "Novorossiysk", func(c *CityRecord) { c.Port = true }).control("1310", WhiteControl).
		unit("a", White, 2, "1310").unit("b", White, 2, "1310").
		with(func(s *State) { s.Amphibious = true })
	s := p.build(ChitAFSR, NoFront)
	refuse(t, s, Action{Type: ActLanding, Side: White, Units: []string{"a", "b"}, Path: hexes("1310", "1314")}, "20.2") // 4 SP
	apply(t, s, Action{Type: ActLanding, Side: White, Units: []string{"a"}, Path: hexes("1310", "1314")})
	if at(t, s, "a") != hex.MustParse("1314") || s.Amphibious {
		t.Fatal("the landing did not happen")
	}
	refuse(t, s, mv(White, "1314 1315", "a"), "10.6") // no further move
}

func TestR20_8_RedPartisansNeedAnEmptyWhiteCityOutOfWhiteZOC(t *testing.T) {
	p := newPos(t).city("1510", "Orel").city("1515", "Kursk").city("1519", "Omsk", func(c *CityRecord) { c.Krug = []string{"siberian"} }).
		control("1510", WhiteControl).control("1515", WhiteControl).control("1519", WhiteControl).
		unit("w", White, 2, "1514").unit("p", Red, 1, "", typ(Partisan), func(d *UnitDef) { d.Partisan = "red" })
	s := p.build(NoChit, NoFront)
	i, _ := s.UnitByID("p")
	got := s.SpecialPlacementHexes(i)
	if !slices.Equal(got, hexes("1510")) {
		t.Fatalf("Red partisans may go to %v; Kursk is in White's ZOC, Omsk a Krug", got)
	}
}

func TestR21_1_TheOfficerDivisionsAtFullStrength(t *testing.T) {
	p := newPos(t).unit("markov", White, 2, "1510", func(d *UnitDef) { d.SetUpDisordered = true }).
		with(func(s *State) { s.Units[0].Disordered = true; s.Options.OfficersAndWhiteTempo = true })
	s := p.startAt(1, StepSetup)
	s.advance()
	if unitOf(t, s, "markov").Disordered {
		t.Fatal("21.1: Markov sets up at full strength")
	}
}

func TestR21_2_WhitesDoubleFirstActivation(t *testing.T) {
	p := newPos(t).unit("w", White, 2, "1510").unit("r", Red, 4, "1515").
		with(func(s *State) { s.Options.OfficersAndWhiteTempo = true })
	s := p.startAt(1, StepChitPool)
	s.Initiative = White
	s.RedFronts = []Front{WestFront, SouthFront}
	s.advance()
	if s.Pending.Count != 2 {
		t.Fatalf("pending %+v", s.Pending)
	}
	refuse(t, s, Action{Type: ActFirstChit, Side: White, Chit: ChitAFSR}, "21.2")
	apply(t, s, Action{Type: ActFirstChit, Side: White, Chits: []Chit{ChitSiberian, ChitAFSR}})
	if s.Segment.Chit != ChitSiberian {
		t.Fatal("the first chit is not first")
	}
	apply(t, s, Action{Type: ActEndStep, Side: White})
	apply(t, s, Action{Type: ActEndStep, Side: White})
	if s.Segment == nil || s.Segment.Chit != ChitAFSR {
		t.Fatalf("the second set-aside chit did not follow: %+v", s.Segment)
	}
}
