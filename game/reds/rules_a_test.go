package reds

import (
	"slices"
	"testing"

	"tachanka/game/hex"
)

// raSorted returns a sorted copy of chits, to compare cups.
func raSorted(cs []Chit) []Chit {
	out := slices.Clone(cs)
	slices.Sort(out)
	return out
}

// raActive lists the ids of the active units.
func raActive(s *State) []string {
	var out []string
	for i := range s.Units {
		if s.Units[i].Active {
			out = append(out, s.id(i))
		}
	}
	slices.Sort(out)
	return out
}

// raEndSegment ends the movement and combat steps of the current segment.
func raEndSegment(t *testing.T, s *State) []Event {
	t.Helper()
	side := s.Pending.Side
	if s.Pending.Kind != DecideMovement {
		t.Fatalf("pending %+v, want a movement step", s.Pending)
	}
	ev := apply(t, s, Action{Type: ActEndStep, Side: side})
	if s.Pending.Kind != DecideCombat {
		t.Fatalf("pending %+v, want the combat step", s.Pending)
	}
	return append(ev, apply(t, s, Action{Type: ActEndStep, Side: side})...)
}

func TestR7_1_GroupsMoveOnlyWhenTheirChitActivatesThem(t *testing.T) {
	p := newPos(t).unit("afsr", White, 2, "1510").unit("sib", White, 2, "1515", faction(Siberian)).
		unit("rw", Red, 4, "1810").unit("rs", Red, 4, "2510")
	s := p.startAt(3, StepChitPool)
	s.Initiative = White
	s.RedFronts = []Front{WestFront, SouthFront}
	s.advance()
	// No activation segment yet: no unit may move.
	refuse(t, s, mv(White, "1510 1511", "afsr"), "5.0")
	// The set-aside chit is the first activation: the AFSR, and only it.
	apply(t, s, Action{Type: ActFirstChit, Side: White, Chit: ChitAFSR})
	if s.Segment == nil || s.Segment.Chit != ChitAFSR {
		t.Fatalf("segment %+v, want the AFSR's", s.Segment)
	}
	if got := raActive(s); !slices.Equal(got, []string{"afsr"}) {
		t.Fatalf("active %v, want only the AFSR unit", got)
	}
	refuse(t, s, mv(White, "1515 1516", "sib"), "7.10")
	apply(t, s, mv(White, "1510 1511", "afsr"))
	// A chit drawn from the cup activates its group: here the West front.
	s.Cup = []Chit{ChitWest}
	raEndSegment(t, s)
	if s.Segment == nil || s.Segment.Chit != ChitWest || s.Pending.Side != Red {
		t.Fatalf("segment %+v pending %+v, want the West front's", s.Segment, s.Pending)
	}
	if got := raActive(s); !slices.Equal(got, []string{"rw"}) {
		t.Fatalf("active %v, want only the West front's unit", got)
	}
	refuse(t, s, mv(Red, "2510 2511", "rs"), "7.10")
	apply(t, s, mv(Red, "1810 1811", "rw"))
}

func TestR7_3_EachWhiteChitActivatesItsFactions(t *testing.T) {
	baltic := func(r *HexRecord) { r.Region = Baltic }
	mk := func(d *UnitDef) { d.Partisan = "makhno"; d.MA, d.MADis = 4, 4 }
	p := newPos(t).area(baltic, "1110", "1111", "1112", "1210", "1211", "1212").
		unit("afsr", White, 2, "1515").unit("makhno", NoSide, 2, "1717", faction(Makhno), typ(Partisan), mk).
		unit("sib", White, 2, "1915", faction(Siberian)).
		unit("nw", White, 2, "1110", faction(NWArmy)).unit("est", White, 1, "1112", faction(Estonian)).
		unit("goltz", White, 2, "1211", faction(Freikorps)).
		unit("muslim", White, 1, "2515", faction(Muslim)).unit("north", White, 1, "2505", faction(North)).
		unit("aif", White, 1, "2810", faction(AIF)).unit("pol", White, 2, "1318", faction(Poles)).
		with(func(s *State) { s.WWIOver, s.Strategic, s.Makhno = true, 2, White })
	for _, c := range []struct {
		chit Chit
		want []string
	}{
		{ChitAFSR, []string{"afsr", "makhno"}},
		{ChitSiberian, []string{"sib"}},
		{ChitNW, []string{"est", "goltz", "nw"}},
		{ChitMuslimNorth, []string{"muslim", "north"}},
		{ChitAIF, []string{"aif"}},
	} {
		s := p.build(c.chit, NoFront)
		if got := raActive(s); !slices.Equal(got, c.want) {
			t.Fatalf("the %v chit activated %v, want %v", c.chit, got, c.want)
		}
	}
	// The NW chit moves the Estonians too, but not the AFSR.
	s := p.build(ChitNW, NoFront)
	apply(t, s, mv(White, "1112 1111", "est"))
	refuse(t, s, mv(White, "1515 1516", "afsr"), "7.10")
}

func TestR7_4_EachActionPhaseBeginsWithTheCommandStep(t *testing.T) {
	p := newPos(t).unit("w", White, 2, "1510").unit("r", Red, 4, "2515")
	s := p.startAt(2, StepRedTrain)
	s.Initiative = White
	// Last turn's choice of fronts does not carry over: Red chooses again.
	s.RedFronts = []Front{WestFront, SouthFront}
	s.advance()
	if s.Pending.Kind != DecideFronts || s.Pending.Side != Red || s.Pending.Count != 2 || len(s.Pending.Fronts) != 6 {
		t.Fatalf("pending %+v, want Red choosing 2 of 6 fronts", s.Pending)
	}
	apply(t, s, Action{Type: ActFronts, Side: Red, Fronts: []Front{NorthFront, EastFront}})
	// White's chits follow from the rules alone (7.5, 7.6).
	if s.Pending.Kind != DecideFirstChit || s.Pending.Side != White {
		t.Fatalf("pending %+v, want White's chit pool step", s.Pending)
	}
	if want := []Chit{ChitAFSR, ChitAIF, ChitSiberian, ChitMuslimNorth}; !slices.Equal(s.Pending.Chits, want) {
		t.Fatalf("White's chits %v, want %v", s.Pending.Chits, want)
	}
	apply(t, s, Action{Type: ActFirstChit, Side: White, Chit: ChitAIF})
	want := []Chit{ChitAFSR, ChitSiberian, ChitMuslimNorth, ChitFieldStaff, ChitNorth, ChitEast, ChitLogistics}
	if got := raSorted(s.Cup); !slices.Equal(got, raSorted(want)) {
		t.Fatalf("cup %v, want %v: Red's chits are this turn's choice", s.Cup, want)
	}
}

func TestR7_6_OnlyTheAIFAndPolesChitsAreEverRemoved(t *testing.T) {
	// After the major withdrawal and the peace with Poland, White keeps the
	// AFSR, Siberian, Muslim/North and NW chits, though no Siberian unit is left.
	p := newPos(t).unit("w", White, 2, "1510").unit("r", Red, 4, "2515")
	s := p.startAt(7, StepChitPool)
	s.Strategic, s.Withdrawal, s.Poland, s.WWIOver = 3, 2, PolandPeace, true
	s.Initiative = White
	s.RedFronts = []Front{WestFront, SouthFront}
	s.advance()
	if want := []Chit{ChitAFSR, ChitSiberian, ChitMuslimNorth, ChitNW}; !slices.Equal(s.Pending.Chits, want) {
		t.Fatalf("White's chits %v, want %v", s.Pending.Chits, want)
	}
	refuse(t, s, Action{Type: ActFirstChit, Side: White, Chit: ChitAIF}, "7.8")
	refuse(t, s, Action{Type: ActFirstChit, Side: White, Chit: ChitPoles}, "7.8")
	apply(t, s, Action{Type: ActFirstChit, Side: White, Chit: ChitAFSR})
	if slices.Contains(s.Cup, ChitAIF) || slices.Contains(s.Cup, ChitPoles) || !slices.Contains(s.Cup, ChitSiberian) {
		t.Fatalf("cup %v", s.Cup)
	}
	// The Siberian chit is drawn and activates nothing.
	s.Cup = []Chit{ChitSiberian}
	raEndSegment(t, s)
	if s.Segment == nil || s.Segment.Chit != ChitSiberian || s.Pending.Kind != DecideMovement {
		t.Fatalf("segment %+v pending %+v, want an empty Siberian segment", s.Segment, s.Pending)
	}
	if got := raActive(s); len(got) != 0 {
		t.Fatalf("the Siberian chit activated %v", got)
	}
	// Poland conquered, no withdrawal yet: only the Poles chit goes.
	s = p.startAt(7, StepChitPool)
	s.Strategic, s.Poland, s.WWIOver = 3, PolandConquered, true
	s.advance()
	if want := []Chit{ChitAFSR, ChitAIF, ChitSiberian, ChitMuslimNorth, ChitNW}; !slices.Equal(s.Pending.Chits, want) {
		t.Fatalf("White's chits after Poland's conquest %v, want %v", s.Pending.Chits, want)
	}
}

func TestR7_8_TheSetAsideChitStaysOutOfTheCup(t *testing.T) {
	p := newPos(t).unit("w", White, 2, "1510").unit("rw", Red, 4, "1810").unit("rs", Red, 4, "2510")
	s := p.startAt(3, StepChitPool)
	s.Initiative = Red
	s.HighCommand[SouthFront] = "frunze"
	s.RedFronts = []Front{NorthFront, WestFront}
	s.advance()
	if s.Pending.Kind != DecideFirstChit || s.Pending.Side != Red {
		t.Fatalf("pending %+v, want Red to set a chit aside", s.Pending)
	}
	refuse(t, s, Action{Type: ActFirstChit, Side: Red, Chit: ChitLogistics}, "7.8")
	refuse(t, s, Action{Type: ActFirstChit, Side: Red, Chit: ChitAFSR}, "7.8")
	refuse(t, s, Action{Type: ActFirstChit, Side: Red, Chit: ChitEast}, "7.8")
	ev := apply(t, s, Action{Type: ActFirstChit, Side: Red, Chit: ChitSouth})
	aside := false
	for _, e := range ev {
		aside = aside || e.Type == EvChitAside && e.Chit == ChitSouth && e.Rule == "7.8"
	}
	if !aside || s.FirstChit != ChitSouth {
		t.Fatalf("the South chit was not set aside: %v", kinds(ev))
	}
	// Every other chit of both players, and the Logistics chit, is in the cup.
	want := []Chit{ChitAFSR, ChitAIF, ChitSiberian, ChitMuslimNorth, ChitFieldStaff, ChitNorth, ChitWest, ChitLogistics}
	if got := raSorted(s.Cup); !slices.Equal(got, raSorted(want)) {
		t.Fatalf("cup %v, want %v", s.Cup, want)
	}
	// The set-aside chit is the first activation.
	if s.Segment == nil || s.Segment.Front != SouthFront || !unitOf(t, s, "rs").Active || unitOf(t, s, "rw").Active {
		t.Fatalf("segment %+v: want the South front active", s.Segment)
	}
}

func TestR7_12_TheLogisticsChitStartsSupplyAndRallyWhiteFirst(t *testing.T) {
	src := func(c *CityRecord) { c.Sources = []Faction{AFSR} }
	p := supplyPos(t).city("2510", "Novorossiysk", src).control("2510", WhiteControl).
		unit("rd", Red, 4, "1508").unit("ro", Red, 4, "1715").
		unit("wd", White, 2, "2510").unit("wo", White, 2, "2519").
		with(func(s *State) { s.Units[0].Disordered, s.Units[2].Disordered = true, true })
	s := p.build(ChitAFSR, NoFront)
	s.Cup = []Chit{ChitLogistics}
	ev := raEndSegment(t, s)
	first := func(pred func(Event) bool) int {
		for k, e := range ev {
			if pred(e) {
				return k
			}
		}
		return -1
	}
	drawn := first(func(e Event) bool { return e.Type == EvChitDrawn && e.Chit == ChitLogistics })
	start := first(func(e Event) bool { return e.Type == EvActivate && e.Rule == "7.12" })
	wSupply := first(func(e Event) bool { return e.Rule == "12.2" && e.Side == White })
	wRally := first(func(e Event) bool { return e.Type == EvDice && e.Rule == "12.12" && e.Side == White })
	rSupply := first(func(e Event) bool { return e.Rule == "12.2" && e.Side == Red })
	rRally := first(func(e Event) bool { return e.Type == EvDice && e.Rule == "12.12" && e.Side == Red })
	if drawn < 0 || !(drawn < start && start < wSupply && wSupply < wRally && wRally < rSupply && rSupply < rRally) {
		t.Fatalf("drawn %d, start %d, White supply %d and rally %d, Red supply %d and rally %d: %v",
			drawn, start, wSupply, wRally, rSupply, rRally, kinds(ev))
	}
	// The supply steps disordered the units out of supply.
	if !unitOf(t, s, "wo").Disordered || !unitOf(t, s, "ro").Disordered {
		t.Fatal("the units out of supply were not disordered")
	}
}

func TestR8_5_StrategicMovementMayStartAndEndInEnemyZOC(t *testing.T) {
	// White at 1405 puts Moscow (1505) in its ZOC, White at 1610 Ryazan (1509);
	// the hexes between are free.
	p := stratPos(t).unit("a", Red, 4, "1505").unit("w1", White, 2, "1405").unit("w2", White, 2, "1610")
	s := p.startAt(2, StepStrategic)
	stratStep(s, Red)
	apply(t, s, sm(Red, ByRail, "1505 1506 1507 1508 1509", "a"))
	if at(t, s, "a") != hex.MustParse("1509") {
		t.Fatalf("a is in %v", at(t, s, "a"))
	}
	// White at 1608 adds 1507 and 1508, on the way, to its ZOC.
	p.unit("w3", White, 2, "1608")
	s = p.startAt(2, StepStrategic)
	stratStep(s, Red)
	refuse(t, s, sm(Red, ByRail, "1505 1506 1507 1508 1509", "a"), "8.5")
	// Friendly units on the way negate that ZOC for strategic movement (8.4).
	p.unit("g7", Red, 1, "1507").unit("g8", Red, 1, "1508")
	s = p.startAt(2, StepStrategic)
	stratStep(s, Red)
	apply(t, s, sm(Red, ByRail, "1505 1506 1507 1508 1509", "a"))
}

func TestR8_7_SupplyLinesAvoidUnnegatedEnemyZOC(t *testing.T) {
	// White at 1611 puts 1510, the railhead, in its ZOC. 1511 reaches the
	// railway only through 1510.
	p := supplyPos(t).unit("w", White, 2, "1611").unit("x", Red, 4, "1511")
	s := p.build(NoChit, NoFront)
	if r := supplied(t, s, "x"); r.In() {
		t.Fatalf("through an un-negated enemy ZOC hex: %v", r)
	}
	// A unit in 1510 traces from its own hex, in enemy ZOC, and negates it
	// for the unit behind it too.
	p.unit("r", Red, 4, "1510")
	s = p.build(NoChit, NoFront)
	if r := supplied(t, s, "r"); r != SupplyLine {
		t.Fatalf("the tracing unit's own hex blocked its supply: %v", r)
	}
	if r := supplied(t, s, "x"); r != SupplyLine {
		t.Fatalf("through a negated enemy ZOC hex: %v", r)
	}
	// Enemy ZOC only in the tracing unit's own hex does not matter.
	s = supplyPos(t).unit("w", White, 2, "1612").unit("x", Red, 4, "1511").build(NoChit, NoFront)
	if r := supplied(t, s, "x"); r != SupplyLine {
		t.Fatalf("enemy ZOC in the unit's own hex cut its supply: %v", r)
	}
}

func TestR10_2_OnlyInfantryCavalryAndTheGoldMoveStrategically(t *testing.T) {
	p := stratPos(t).unit("inf", Red, 2, "1505").unit("train", Red, 1, "1505", typ(ArmoredTrain)).
		unit("cav", Red, 2, "1507", cavalry).
		unit("part", Red, 1, "1509", typ(Partisan), func(d *UnitDef) { d.Partisan = "red" })
	s := p.startAt(2, StepStrategic)
	stratStep(s, Red)
	refuse(t, s, sm(Red, ByRail, "1505 1506 1507", "train"), "10.2")
	refuse(t, s, sm(Red, ByRail, "1509 1508 1507", "part"), "10.2")
	apply(t, s, sm(Red, ByRail, "1507 1506 1505", "cav"))
	apply(t, s, sm(Red, ByRail, "1505 1506 1507", "inf"))
	if at(t, s, "cav") != hex.MustParse("1505") || at(t, s, "inf") != hex.MustParse("1507") || at(t, s, "train") != hex.MustParse("1505") {
		t.Fatal("the wrong units moved")
	}
	// No strategic movement on turn 1.
	s = p.startAt(1, StepStrategic)
	s.advance()
	if s.Pending.Kind == DecideStrategic || s.Step == StepStrategic {
		t.Fatalf("a strategic step on turn 1: pending %+v", s.Pending)
	}
}

func TestR10_2_FromOneFriendlyCityToAnother(t *testing.T) {
	p := stratPos(t).unit("a", Red, 4, "1505").control("1509", Neutral)
	s := p.startAt(2, StepStrategic)
	stratStep(s, Red)
	refuse(t, s, sm(Red, ByRail, "1505 1506 1507 1508 1509", "a"), "10.2") // a neutral city
	refuse(t, s, sm(Red, ByRail, "1505 1506 1507 1508", "a"), "10.2")      // no city
	apply(t, s, sm(Red, ByRail, "1505 1506 1507", "a"))
	// The limits on where a unit may be apply: a closed area (3.4).
	west := func(r *HexRecord) { r.WestOfLine = true }
	s = stratPos(t).unit("a", Red, 4, "1505").area(west, "1509").startAt(2, StepStrategic)
	stratStep(s, Red)
	refuse(t, s, sm(Red, ByRail, "1505 1506 1507 1508 1509", "a"), "3.4")
}

func TestR10_8_AUnitInSupplyMayNotEndItsMoveOutOfSupply(t *testing.T) {
	// Moscow's railway runs down column 15; 1708 is two hexes from it, and
	// 1715 is far from any line.
	p := supplyPos(t).unit("r", Red, 4, "1508").unit("o", Red, 4, "1715")
	s := p.build(ChitWest, WestFront)
	if unitOf(t, s, "r").OutOfSupply || !unitOf(t, s, "o").OutOfSupply {
		t.Fatal("supply at the start of the movement step is wrong")
	}
	refuse(t, s, mv(Red, "1508 1608 1708", "r"), "10.8")
	if _, ok := reach(t, s, "r").Can(hex.MustParse("1708")); ok {
		t.Fatal("an out-of-supply hex was offered as a destination")
	}
	apply(t, s, mv(Red, "1508 1608", "r"))
	// A unit already out of supply may move on out of supply.
	apply(t, s, mv(Red, "1715 1716", "o"))
}

func TestR10_8_RaidingCavalryIsExempt(t *testing.T) {
	src := func(c *CityRecord) { c.Sources = []Faction{AFSR} }
	p := newPos(t).city("1510", "Novorossiysk", src).control("1510", WhiteControl).
		unit("cav", White, 2, "1510", cavalry).
		with(func(s *State) { s.CavalryRaid = true })
	s := p.build(ChitAFSR, NoFront)
	refuse(t, s, mv(White, "1510 1511 1512 1513", "cav"), "10.8")
	apply(t, s, Action{Type: ActRaid, Side: White, Units: []string{"cav"}})
	apply(t, s, mv(White, "1510 1511 1512 1513", "cav"))
	if at(t, s, "cav") != hex.MustParse("1513") {
		t.Fatal("the raider did not move")
	}
}

// 10.2: the strategic destinations offered are moves the engine accepts (a
// neutral city the rail reaches is not one), and a unit is an actor of the
// strategic step only if it has one (issue 22: the client lit and outlined
// what the drop then refused).
func TestR10_2_DestinationsAndActorsAreAcceptedMoves(t *testing.T) {
	p := stratPos(t).unit("a", Red, 4, "1505").control("1509", Neutral)
	s := p.startAt(2, StepStrategic)
	stratStep(s, Red)
	ds := s.StrategicDestinations([]string{"a"})
	if len(ds) == 0 {
		t.Fatal("no strategic destination for a")
	}
	for _, d := range ds {
		if d.Path[len(d.Path)-1] == hex.MustParse("1509") {
			t.Errorf("the neutral city 1509 is offered: %v", d.Path)
		}
		if err := Check(s, Action{Type: ActStrategic, Side: Red, Units: []string{"a"}, Mode: d.Mode, Path: d.Path}); err != nil {
			t.Errorf("%s %v offered, refused: %v", d.Mode, d.Path, err)
		}
	}
	if !slices.Contains(s.Actors(), "a") {
		t.Errorf("actors %v, want a", s.Actors())
	}
	// Its only friendly city lost: a may go nowhere, and is no actor.
	s = stratPos(t).unit("a", Red, 4, "1505").control("1509", Neutral).control("1507", Neutral).startAt(2, StepStrategic)
	stratStep(s, Red)
	if ds := s.StrategicDestinations([]string{"a"}); len(ds) != 0 || slices.Contains(s.Actors(), "a") {
		t.Errorf("with no friendly city to go to: destinations %v, actors %v", ds, s.Actors())
	}
}
