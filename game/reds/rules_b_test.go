package reds

import (
	"slices"
	"testing"

	"tachanka/game/hex"
)

// rbRetreatFirst answers a pending retreat of id with its first option.
func rbRetreatFirst(t *testing.T, s *State, side Side, id string) {
	t.Helper()
	if s.Pending.Kind != DecideRetreat {
		return
	}
	opts := s.RetreatOptions(id)
	if len(opts) == 0 {
		t.Fatalf("%s must retreat but has no option", id)
	}
	apply(t, s, Action{Type: ActRetreat, Side: side, Units: []string{id}, Path: opts[0].Path[:]})
}

// 1513's neighbours: 1512, 1613, 1614, 1514, 1414, 1413. 1514's: 1513,
// 1515, 1414, 1415, 1614, 1615.
func TestR11_1_UnitsOfAHexAttackApartAndSeveralHexesTogether(t *testing.T) {
	p := newPos(t).
		unit("w1", White, 2, "1513").unit("w2", White, 2, "1513").unit("w4", White, 2, "1513").
		unit("w3", White, 2, "1614").
		unit("r1", Red, 2, "1512").unit("r2", Red, 4, "1514").unit("g", Red, 1, "1514", typ(Garrison)).
		with(func(s *State) { s.Units[0].Disordered = true })
	s := p.build(ChitAFSR, NoFront)
	toCombat(t, s)
	// Each combat has exactly one adjacent defending hex.
	refuse(t, s, attack(White, "1512", "w3"), "11.1")
	// w1, disordered and out of supply, attacks 1512 alone; its stack-mates
	// stay out of that combat. 2 SP against 2: 1:1; 1 - 1 (disordered) is
	// below one unit, so 1 against 6: -5, A.
	rig(t, s, 1, 6)
	r := report(t, apply(t, s, attack(White, "1512", "w1")))
	if !slices.Equal(r.Attackers, []string{"w1"}) || r.A != 2 || r.AUnits != 1 || r.AMods != -1 || r.Result != "A" {
		t.Fatalf("the disordered unit's attack: %+v", r)
	}
	if s.Pending.Kind != DecideCombat || unitOf(t, s, "w2").Attacked {
		t.Fatalf("after the first combat: %+v, w2 attacked %v", s.Pending, unitOf(t, s, "w2").Attacked)
	}
	// w2 from the same hex and w3 from 1614 attack 1514 together; the
	// garrison stacked with r2 is ignored: 4 SP against 4 SP, one defender.
	rig(t, s, 1, 6)
	r = report(t, apply(t, s, attack(White, "1514", "w2", "w3")))
	if !slices.Equal(r.Defenders, []string{"r2"}) || r.A != 4 || r.AUnits != 2 || r.D != 4 || r.DUnits != 1 || r.Odds != "1:1" {
		t.Fatalf("the joint attack: %+v", r)
	}
	// Attacking is voluntary: w4 stays put and the step may end.
	apply(t, s, Action{Type: ActEndStep, Side: White})
	if where(t, s, "w4") != OnMap || unitOf(t, s, "w4").Disordered {
		t.Fatal("the unit that did not attack was touched")
	}
}

// Armored trains, river flotillas and tanks are combat units: their SP,
// their count and their modifiers all go into the attack.
func TestR11_1_TanksAreCombatUnits(t *testing.T) {
	p := newPos(t).unit("w", White, 2, "1512").
		unit("tank", White, 1, "1512", faction(WhiteSpecial), typ(Tank), func(d *UnitDef) { d.Att = 2 }).
		unit("r", Red, 4, "1513")
	s := p.build(ChitAFSR, NoFront)
	toCombat(t, s)
	rig(t, s, 1, 6)
	r := report(t, apply(t, s, attack(White, "1513", "w", "tank")))
	if r.A != 3 || r.AUnits != 2 || r.AMods != 2 || r.AStrength != 4 {
		t.Fatalf("the tank must add its SP, count in the multiplier and add its modifier: %+v", r)
	}
}

// Supply keeps units effective and lets them rally; rally turns them back
// to full strength.
func TestR12_1_SupplyKeepsUnitsEffectiveAndLetsThemRally(t *testing.T) {
	p := supplyPos(t).unit("in", Red, 4, "1507").unit("out", Red, 4, "1715").unit("dis", Red, 4, "1508").
		with(func(s *State) { s.Units[2].Disordered = true })
	s := p.build(NoChit, NoFront)
	rigRolls(t, s, 1, 1, 1, 1)
	logistics(s)
	if unitOf(t, s, "in").Disordered {
		t.Fatal("a supplied unit lost its effectiveness")
	}
	if !unitOf(t, s, "out").Disordered {
		t.Fatal("a unit out of supply stayed at full strength (12.9)")
	}
	if unitOf(t, s, "dis").Disordered {
		t.Fatal("a supplied disordered unit that rolled 1 did not return to full strength")
	}
	rolls := eventsOf(s.out, EvDice, "12.12")
	if len(rolls) != 1 || !slices.Equal(rolls[0].Units, []string{"dis"}) {
		t.Fatalf("only the supplied disordered unit may roll to rally, rolls: %+v", rolls)
	}
}

// Supply is fixed at the start of the movement step: a supplied unit may
// not end its move out of supply; a unit out of supply then moves freely.
func TestR12_3_SuppliedUnitsMayNotMoveOutOfSupply(t *testing.T) {
	p := supplyPos(t).unit("in", Red, 4, "1508").unit("out", Red, 4, "1715")
	s := p.build(ChitWest, WestFront)
	if !unitOf(t, s, "out").OutOfSupply || unitOf(t, s, "in").OutOfSupply {
		t.Fatalf("Out of Supply markers: out %v, in %v", unitOf(t, s, "out").OutOfSupply, unitOf(t, s, "in").OutOfSupply)
	}
	// 1708 is two hexes from the railway.
	refuse(t, s, mv(Red, "1508 1608 1708", "in"), "10.8")
	apply(t, s, mv(Red, "1508 1608", "in"))
	apply(t, s, mv(Red, "1715 1716 1717", "out"))
	toCombat(t, s)
	if !unitOf(t, s, "out").OutOfSupply {
		t.Fatal("the marker went before the end of the combat step")
	}
	apply(t, s, Action{Type: ActEndStep, Side: Red})
	if unitOf(t, s, "out").OutOfSupply {
		t.Fatal("the Out of Supply marker survived the combat step")
	}
}

// The same applies to the advance after combat.
func TestR12_3_SuppliedUnitsMayNotAdvanceOutOfSupply(t *testing.T) {
	// a at 1608 is next to the railway; o at 1808 is cut off; both attack
	// the White unit in 1708, two hexes from any line.
	p := supplyPos(t).unit("a", Red, 4, "1608").unit("o", Red, 4, "1808").unit("w", White, 2, "1708")
	s := p.build(ChitWest, WestFront)
	if unitOf(t, s, "a").OutOfSupply || !unitOf(t, s, "o").OutOfSupply {
		t.Fatal("the test position is wrong")
	}
	toCombat(t, s)
	rig(t, s, 6, 1) // 8 SP against 2: 4:1; 12 - 1 = +11: DR
	if r := report(t, apply(t, s, attack(Red, "1708", "a", "o"))); r.Result != "DR" {
		t.Fatalf("%+v", r)
	}
	rbRetreatFirst(t, s, White, "w")
	if s.Pending.Kind != DecideAdvance || !slices.Equal(s.Pending.Units, []string{"o"}) {
		t.Fatalf("waiting for %+v, want the advance of o alone", s.Pending)
	}
	refuse(t, s, Action{Type: ActAdvance, Side: Red, Units: []string{"a"}}, "12.3")
	apply(t, s, Action{Type: ActAdvance, Side: Red, Units: []string{"o"}})
	if at(t, s, "o") != hex.MustParse("1708") || at(t, s, "a") != hex.MustParse("1608") {
		t.Fatalf("o in %v, a in %v", at(t, s, "o"), at(t, s, "a"))
	}
}

// Sea control governs coastal supply but not the White port sources: the
// North Army still draws supply from Murmansk when Red holds the White Sea.
func TestR13_4_APortSourceIgnoresSeaControl(t *testing.T) {
	white := func(r *HexRecord) { r.Sea = WhiteSea }
	p := newPos(t).terrain(Sea, "1202", "1203", "1209", "1210").area(white, "1202", "1203", "1302", "1209", "1210", "1310").
		city("1302", "Murmansk", func(c *CityRecord) { c.Port = true; c.Sources = []Faction{North} }).control("1302", WhiteControl).
		rail("1302", "1303", "1304", "1305").
		unit("n", White, 2, "1305", faction(North)).unit("coast", White, 2, "1310", faction(North))
	s := p.build(NoChit, NoFront)
	if r := supplied(t, s, "coast"); r != SupplyCoast {
		t.Fatalf("on the coast of a White sea: %v", r)
	}
	if r := supplied(t, s, "n"); r != SupplyLine {
		t.Fatalf("on the railway from Murmansk: %v", r)
	}
	s = p.with(func(s *State) { s.Seas[WhiteSea] = Red }).build(NoChit, NoFront)
	if r := supplied(t, s, "coast"); r.In() {
		t.Fatalf("coastal supply from a Red sea: %v", r)
	}
	if r := supplied(t, s, "n"); r != SupplyLine {
		t.Fatalf("Murmansk stopped supplying the North Army when Red took the White Sea: %v", r)
	}
}

// A resource city von der Goltz takes counts for nobody until the
// Freikorps event, and for White afterwards.
func TestR13_6_VonDerGoltzCitiesCountOnlyAfterTheFreikorpsEvent(t *testing.T) {
	baltic := func(r *HexRecord) { r.Region = Baltic }
	s := newPos(t).area(baltic, "1510", "1511", "1512").city("1511", "Dvinsk", func(c *CityRecord) { c.Resource = true }).
		unit("goltz", White, 2, "1510", faction(Freikorps)).
		with(func(s *State) { s.WWIOver = true }).build(ChitNW, NoFront)
	apply(t, s, mv(White, "1510 1511", "goltz"))
	if got := s.ControlOf(hex.MustParse("1511")); got != GoltzControl {
		t.Fatalf("Dvinsk taken by von der Goltz is %v", got)
	}
	if s.Resources(White) != 0 || s.Resources(Red) != 0 {
		t.Fatalf("resources White %d, Red %d before the Freikorps event, want none", s.Resources(White), s.Resources(Red))
	}
	s.carryOut(FreikorpsEvent)
	if s.Resources(White) != 1 || s.ControlOf(hex.MustParse("1511")) != WhiteControl {
		t.Fatalf("after the Freikorps event: %v, White resources %d", s.ControlOf(hex.MustParse("1511")), s.Resources(White))
	}
}

func TestR13_6_ResourcesHeldByPolesMakhnoOrANationalistGarrisonCountForNobody(t *testing.T) {
	res := func(c *CityRecord) { c.Resource = true }
	ft := func(r *HexRecord) { r.FreeTerritory = true }
	mk := func(d *UnitDef) { d.Partisan = "makhno"; d.MA, d.MADis = 4, 4 }
	p := newPos(t).city("1611", "Lublin", res).control("1611", WhiteControl).
		city("1513", "Kiev", res).control("1513", WhiteControl).
		city("1816", "Berdyansk", res).control("1816", RedControl).area(ft, "1815").
		unit("pol", White, 2, "1610", faction(Poles)).
		unit(UkrainianGarrison, NoSide, 1, "1513", faction(Nationalist), typ(Garrison)).unit("w", White, 2, "1513").
		unit("makhno", NoSide, 2, "1815", faction(Makhno), typ(Partisan), mk).
		with(func(s *State) { s.WWIOver, s.Poland, s.Makhno = true, PolandAtWar, White })
	s := p.build(ChitPoles, NoFront)
	if s.Resources(White) != 2 || s.Resources(Red) != 1 {
		t.Fatalf("at the start White has %d resources, Red %d", s.Resources(White), s.Resources(Red))
	}
	apply(t, s, mv(White, "1610 1611", "pol"))
	if s.Resources(White) != 1 || s.Resources(Red) != 1 {
		t.Fatalf("a Polish-held city counts: White %d, Red %d", s.Resources(White), s.Resources(Red))
	}
	// The AFSR unit leaves Kiev to the Ukrainian garrison alone.
	s = p.build(ChitAFSR, NoFront)
	apply(t, s, mv(White, "1513 1514", "w"))
	if s.ControlOf(hex.MustParse("1513")) != Neutral || s.Resources(White) != 1 {
		t.Fatalf("Kiev held by the garrison alone: %v, White resources %d", s.ControlOf(hex.MustParse("1513")), s.Resources(White))
	}
	// A White-allied Makhno takes a Red resource city: it counts for nobody.
	apply(t, s, mv(White, "1815 1816", "makhno"))
	if s.ControlOf(hex.MustParse("1816")) != MakhnoControl || s.Resources(Red) != 0 || s.Resources(White) != 1 {
		t.Fatalf("Makhno's city: %v, White %d, Red %d", s.ControlOf(hex.MustParse("1816")), s.Resources(White), s.Resources(Red))
	}
}

// Replacements bring back eliminated infantry and cavalry, disordered,
// placed like reinforcements but ignoring the printed hex; other types and
// units removed for good never return.
func TestR14_2_ReplacementsReturnEliminatedInfantryAndCavalry(t *testing.T) {
	src := func(c *CityRecord) { c.Sources = []Faction{FactionRed}; c.Resource = true }
	p := newPos(t).city("1505", "Moscow", src).control("1505", RedControl).
		unit("dead", Red, 4, "", func(d *UnitDef) { d.Setup = hex.MustParse("1510") }).
		unit("train", Red, 1, "", typ(ArmoredTrain)).
		unit("gone", Red, 4, "").
		with(func(s *State) {
			s.Units[0].Where, s.Units[1].Where, s.Units[2].Where = Eliminated, Eliminated, Removed
		})
	s := p.startAt(3, StepStrategicTurn)
	s.Strategic, s.Sub = 1, stRedReplace
	s.advance()
	if s.Pending.Kind != DecideReplace || !slices.Equal(s.ReplacementCandidates(Red), []string{"dead"}) {
		t.Fatalf("pending %+v, candidates %v", s.Pending, s.ReplacementCandidates(Red))
	}
	refuse(t, s, Action{Type: ActPlace, Side: Red, Units: []string{"train"}, Hex: hex.MustParse("1505")}, "14.2")
	refuse(t, s, Action{Type: ActPlace, Side: Red, Units: []string{"gone"}, Hex: hex.MustParse("1505")}, "14.2")
	refuse(t, s, Action{Type: ActPlace, Side: Red, Units: []string{"dead"}, Hex: hex.MustParse("1510")}, "14.1")
	apply(t, s, Action{Type: ActPlace, Side: Red, Units: []string{"dead"}, Hex: hex.MustParse("1505")})
	if u := unitOf(t, s, "dead"); u.Where != OnMap || u.Hex != hex.MustParse("1505") || !u.Disordered {
		t.Fatalf("the replacement is %v in %v, disordered %v", u.Where, u.Hex, u.Disordered)
	}
}

// An allowance not used at once is lost: declining at B gives no extra
// replacement at C.
func TestR14_2_AllowancesDoNotAccumulate(t *testing.T) {
	src := func(c *CityRecord) { c.Sources = []Faction{FactionRed}; c.Resource = true }
	p := newPos(t).city("1505", "Moscow", src).control("1505", RedControl).
		unit("d1", Red, 4, "").unit("d2", Red, 4, "").
		with(func(s *State) { s.Units[0].Where, s.Units[1].Where = Eliminated, Eliminated })
	s := p.startAt(3, StepStrategicTurn)
	s.Strategic, s.Sub = 1, stRedReplace
	s.advance()
	if s.Pending.Kind != DecideReplace || s.Allowance.Red != 1 {
		t.Fatalf("pending %+v, allowance %+v", s.Pending, s.Allowance)
	}
	apply(t, s, Action{Type: ActEndStep, Side: Red}) // Red declines
	if where(t, s, "d1") != Eliminated || where(t, s, "d2") != Eliminated {
		t.Fatal("a unit came back though Red declined")
	}
	// Strategic turn C, same position.
	s.Turn, s.Step, s.Strategic, s.Sub, s.Pending, s.Allowance = 6, StepStrategicTurn, 2, stRedReplace, Pending{}, nil
	s.advance()
	if s.Pending.Kind != DecideReplace || s.Allowance.Red != 1 {
		t.Fatalf("pending %+v, allowance %+v: the unused replacement carried over", s.Pending, s.Allowance)
	}
	apply(t, s, Action{Type: ActPlace, Side: Red, Units: []string{"d1"}, Hex: hex.MustParse("1505")})
	if s.Pending.Kind == DecideReplace {
		refuse(t, s, Action{Type: ActPlace, Side: Red, Units: []string{"d2"}, Hex: hex.MustParse("1505")}, "14.2")
	}
	if where(t, s, "d2") != Eliminated {
		t.Fatal("a second unit came back on the saved allowance")
	}
}

// Cossacks still go to their Krug: the only hex offered.
func TestR14_2_CossackReplacementsGoToTheirKrug(t *testing.T) {
	src := func(c *CityRecord) { c.Sources = []Faction{AFSR} }
	p := newPos(t).city("1505", "Novorossiysk", src).control("1505", WhiteControl).
		city("1515", "Novocherkassk", func(c *CityRecord) { c.Krug = []string{"don"} }).control("1515", WhiteControl).
		unit("don", White, 2, "", cavalry, func(d *UnitDef) { d.Krug = hex.MustParse("1515") }).
		unit("inf", White, 2, "").
		with(func(s *State) { s.Units[0].Where, s.Units[1].Where = Eliminated, Eliminated })
	s := p.startAt(3, StepStrategicTurn)
	s.Strategic, s.Sub = 1, stWhiteReplace
	s.advance()
	if s.Pending.Kind != DecideReplace {
		t.Fatalf("pending %+v", s.Pending)
	}
	i, _ := s.UnitByID("don")
	if got := s.PlacementHexes(i, true); !slices.Equal(got, hexes("1515")) {
		t.Fatalf("the Cossack may return to %v, want only its Krug", got)
	}
	refuse(t, s, Action{Type: ActPlace, Side: White, Units: []string{"don"}, Hex: hex.MustParse("1505")}, "14.1")
	apply(t, s, Action{Type: ActPlace, Side: White, Units: []string{"don"}, Hex: hex.MustParse("1515")})
	if u := unitOf(t, s, "don"); u.Hex != hex.MustParse("1515") || !u.Disordered {
		t.Fatalf("the Cossack is in %v, disordered %v", u.Hex, u.Disordered)
	}
}

// Neutral Poles: White moves them and attacks with them, but only hexes
// adjacent to Poland; Red may not attack them; other White units never
// enter Poland.
func TestR15_1_NeutralPolesAttackOnlyNextToPolandAndAreNotAttacked(t *testing.T) {
	poland := func(r *HexRecord) { r.Region = Poland }
	// Poland is column 11, rows 10-12. 1211 and 1212 touch it; 1311 does not.
	p := newPos(t).area(poland, "1110", "1111", "1112").
		unit("pol", White, 2, "1211", faction(Poles), func(d *UnitDef) { d.Att = 3 }).
		unit("r1", Red, 2, "1311").unit("r2", Red, 2, "1212").
		with(func(s *State) { s.WWIOver = true })
	s := p.build(ChitPoles, NoFront)
	if s.Poland != PolandNeutral {
		t.Fatal("Poland is not neutral")
	}
	toCombat(t, s)
	refuse(t, s, attack(White, "1311", "pol"), "15.1")
	rig(t, s, 1, 6)
	apply(t, s, attack(White, "1212", "pol"))
	s = p.build(ChitWest, WestFront)
	toCombat(t, s)
	refuse(t, s, attack(Red, "1211", "r2"), "15.1")
	// At war the Poles may be attacked.
	s = p.with(func(s *State) { s.Poland = PolandAtWar }).build(ChitWest, WestFront)
	toCombat(t, s)
	rig(t, s, 1, 6)
	apply(t, s, attack(Red, "1211", "r2"))
}

func TestR15_1_OnlyPolesEnterPolandOrStackWithPoles(t *testing.T) {
	poland := func(r *HexRecord) { r.Region = Poland }
	p := newPos(t).area(poland, "1110", "1111", "1112").
		unit("pol", White, 2, "1212", faction(Poles)).unit("w", White, 2, "1211").
		with(func(s *State) { s.WWIOver = true; s.Poland = PolandAtWar })
	s := p.build(ChitAFSR, NoFront)
	refuse(t, s, mv(White, "1211 1111", "w"), "10.10")
	refuse(t, s, mv(White, "1211 1212", "w"), "9.6")
	s = p.build(ChitPoles, NoFront)
	apply(t, s, mv(White, "1212 1111", "pol"))
}

// Distances to Makhno ignore terrain but not all-sea hexsides: the White
// unit next door across a sea hexside is two hexes away by land.
func TestR16_2_NearestUnitNotAcrossAllSeaHexsides(t *testing.T) {
	mk := func(d *UnitDef) { d.Partisan = "makhno"; d.MA, d.MADis = 4, 4 }
	p := newPos(t).terrain(Swamp, "1509").
		unit("makhno", NoSide, 2, "1510", faction(Makhno), typ(Partisan), mk).
		unit("r", Red, 4, "1509").unit("w", White, 2, "1511")
	// Without the sea both are one hex away: the tie goes to White, so
	// Makhno is Red.
	s := p.startAt(4, StepMakhno)
	s.Strategic = 2
	s.advance()
	if s.Makhno != Red {
		t.Fatalf("a tie should make Makhno Red, is %v", s.Makhno)
	}
	s = p.link("sea_side", "1510", "1511").startAt(4, StepMakhno)
	s.Strategic = 2
	s.advance()
	if s.Makhno != White {
		t.Fatalf("across the sea hexside White is farther: Makhno should be White, is %v", s.Makhno)
	}
}

// White units stack with and pass through the Ukrainian garrison, control
// its city, and draw supply through it while stacked with it.
func TestR17_2_WhiteUnitsShareTheUkrainianGarrisonsHex(t *testing.T) {
	src := func(c *CityRecord) { c.Sources = []Faction{AFSR} }
	p := newPos(t).city("1508", "Novorossiysk", src).control("1508", WhiteControl).
		city("1511", "Kiev").rail("1508", "1509", "1510", "1511", "1512", "1513").
		unit(UkrainianGarrison, NoSide, 1, "1511", faction(Nationalist), typ(Garrison)).
		unit("far", White, 2, "1513").unit("m", White, 2, "1611").
		with(func(s *State) { s.WWIOver = true })
	s := p.build(ChitAFSR, NoFront)
	if r := supplied(t, s, "far"); r.In() {
		t.Fatalf("the lone Ukrainian garrison lets White supply through: %v", r)
	}
	// m passes through Kiev; the garrison alone holds it afterwards.
	apply(t, s, mv(White, "1611 1511 1411", "m"))
	if s.ControlOf(hex.MustParse("1511")) != Neutral {
		t.Fatalf("Kiev is %v once the White unit has passed", s.ControlOf(hex.MustParse("1511")))
	}
	s = p.unit("k", White, 2, "1510").build(ChitAFSR, NoFront)
	apply(t, s, mv(White, "1510 1511", "k"))
	if s.ControlOf(hex.MustParse("1511")) != WhiteControl {
		t.Fatalf("Kiev with a White unit and the garrison is %v", s.ControlOf(hex.MustParse("1511")))
	}
	if r := supplied(t, s, "far"); r != SupplyLine {
		t.Fatalf("the garrison stacked with a White unit blocks White supply: %v", r)
	}
}

func TestR17_2_WhiteUnitsPassThroughKievByRail(t *testing.T) {
	src := func(c *CityRecord) { c.Sources = []Faction{AFSR} }
	p := newPos(t).city("1505", "Novorossiysk", src).control("1505", WhiteControl).
		city("1507", "Kiev").city("1509", "Kharkov").control("1509", WhiteControl).
		rail("1505", "1506", "1507", "1508", "1509").
		unit(UkrainianGarrison, NoSide, 1, "1507", faction(Nationalist), typ(Garrison)).
		unit("w", White, 2, "1505").with(func(s *State) { s.WWIOver = true })
	s := p.startAt(2, StepStrategic)
	stratStep(s, White)
	apply(t, s, sm(White, ByRail, "1505 1506 1507 1508 1509", "w"))
	if at(t, s, "w") != hex.MustParse("1509") || at(t, s, UkrainianGarrison) != hex.MustParse("1507") {
		t.Fatalf("w in %v", at(t, s, "w"))
	}
}

// In combat the garrison stacked with White units is ignored, and goes
// when they retreat.
func TestR17_2_TheUkrainianGarrisonFallsWithItsWhiteDefenders(t *testing.T) {
	p := newPos(t).city("1920", "Kiev").control("1920", WhiteControl).
		unit(UkrainianGarrison, NoSide, 1, "1920", faction(Nationalist), typ(Garrison), func(d *UnitDef) { d.SP, d.Def = 2, 1 }).
		unit("w", White, 2, "1920").unit("r", Red, 4, "1919").unit("r2", Red, 2, "1919").
		with(func(s *State) { s.WWIOver = true })
	s := p.build(ChitWest, WestFront)
	toCombat(t, s)
	rig(t, s, 6, 1) // 6 against 2: 3:1, city 2:1; 12 - 1 = +11: DR
	r := report(t, apply(t, s, attack(Red, "1920", "r", "r2")))
	if !slices.Equal(r.Defenders, []string{"w"}) || r.D != 2 || r.DMods != 0 || r.Result != "DR" {
		t.Fatalf("the stacked garrison took part: %+v", r)
	}
	rbRetreatFirst(t, s, White, "w")
	if where(t, s, UkrainianGarrison) != Eliminated {
		t.Fatalf("the garrison is %v after its White defenders retreated, want eliminated", where(t, s, UkrainianGarrison))
	}
	// Red did not take Kiev: White re-places the garrison there in his
	// next replacement step (14.3).
	s.Combat, s.Segment, s.Pending = nil, nil, Pending{}
	s.Step, s.Strategic, s.Sub = StepStrategicTurn, 2, stWhiteReplace
	s.advance()
	if at(t, s, UkrainianGarrison) != hex.MustParse("1920") {
		t.Fatalf("the garrison is %v after White's replacement step, want back in Kiev", where(t, s, UkrainianGarrison))
	}
}

// With the optional rules 21.1-21.3 nobody receives replacements at
// strategic turn A; without them, or at B, replacements come.
func TestR21_3_NoReplacementsAtStrategicTurnA(t *testing.T) {
	src := func(c *CityRecord) { c.Sources = []Faction{FactionRed}; c.Resource = true }
	wsrc := func(c *CityRecord) { c.Sources = []Faction{AFSR} }
	p := newPos(t).city("1505", "Moscow", src).control("1505", RedControl).
		city("1515", "Novorossiysk", wsrc).control("1515", WhiteControl).
		unit("red", Red, 4, "").unit("white", White, 2, "").
		with(func(s *State) { s.Units[0].Where, s.Units[1].Where = Eliminated, Eliminated })
	start := func(opt bool, strategic int) *State {
		s := p.startAt(1+2*strategic, StepStrategicTurn)
		s.Options.OfficersAndWhiteTempo = opt
		s.Strategic, s.Sub = strategic, stWhiteReplace
		return s
	}
	s := start(true, 0)
	s.advance()
	if s.Pending.Kind == DecideReplace {
		t.Fatalf("a replacement step at A under 21.3: %+v", s.Pending)
	}
	if len(eventsOf(s.out, EvReinforce, "14.2")) != 0 || where(t, s, "red") != Eliminated || where(t, s, "white") != Eliminated {
		t.Fatal("a unit was replaced at strategic turn A")
	}
	// Without the option White and Red both replace at A.
	s = start(false, 0)
	s.advance()
	if s.Pending.Kind != DecideReplace || s.Pending.Side != White {
		t.Fatalf("no White replacement at A without 21.3: %+v", s.Pending)
	}
	apply(t, s, Action{Type: ActPlace, Side: White, Units: []string{"white"}, Hex: hex.MustParse("1515")})
	if s.Pending.Kind != DecideReplace || s.Pending.Side != Red {
		t.Fatalf("no Red replacement at A without 21.3: %+v", s.Pending)
	}
	// With the option, B is an ordinary replacement step.
	s = start(true, 1)
	s.advance()
	if s.Pending.Kind != DecideReplace || s.Pending.Side != White {
		t.Fatalf("no replacement at B under 21.3: %+v", s.Pending)
	}
}
