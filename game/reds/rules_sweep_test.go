package reds

import (
	"slices"
	"testing"

	"tachanka/game/hex"
)

// The movement sweep: every rule that limits where a unit may be is checked
// for each kind of movement (operational movement is tested beside each
// rule; these tests add strategic, sea, retreat, advance, landing and
// placement).

// retreatEnds lists where unit id may end a retreat from its hex after an
// attack by the enemy units in the attackers' hexes (11.6).
func retreatEnds(t *testing.T, s *State, id string, attackers ...string) []hex.Hex {
	t.Helper()
	side := s.SideOf(mustUnit(t, s, id))
	s.Combat = &Combat{Attackers: attackers, Target: at(t, s, id), Defender: side, Defenders: []string{id},
		RetreatSide: side, Retreating: []string{id}, RetreatSet: true, Stage: StageRetreat}
	var out []hex.Hex
	for _, o := range s.RetreatOptions(id) {
		out = append(out, o.Path[2])
	}
	s.Combat = nil
	return out
}

// advances lists which attackers may advance into the empty target (11.8).
// They are marked out of supply, which frees them of 12.3, so that only the
// entry rules these tests look at decide.
func advances(s *State, target string, attackers ...string) []string {
	for _, id := range attackers {
		if i, ok := s.UnitByID(id); ok {
			s.Units[i].OutOfSupply = true
		}
	}
	s.Combat = &Combat{Attackers: attackers, Target: hex.MustParse(target), Stage: StageAdvance}
	out := s.advanceOptions()
	s.Combat = nil
	return out
}

func mustUnit(t *testing.T, s *State, id string) int {
	t.Helper()
	i, ok := s.UnitByID(id)
	if !ok {
		t.Fatalf("no unit %s", id)
	}
	return i
}

func TestR10_12_TheKrugBindsRetreatAdvanceAndStrategicMovement(t *testing.T) {
	krug := hex.MustParse("1502")
	cossack := func(d *UnitDef) { d.Krug = krug }
	p := newPos(t).city("1502", "Novocherkassk", func(c *CityRecord) { c.Krug = []string{"don"} }).
		city("1508", "Millerovo", func(c *CityRecord) { c.Sources = []Faction{AFSR} }).city("1511", "Voronezh").control("1508", WhiteControl).control("1511", WhiteControl).
		rail("1508", "1509", "1510", "1511").
		unit("don", White, 2, "1508", cavalry, cossack).unit("inf", White, 2, "1508").unit("r", Red, 2, "1407", faction(FactionRed))
	// Retreat: the Cossack's ends stay within 8 hexes; an infantry unit in
	// the same hex could go further (so the limit is what cuts).
	s := p.build(NoChit, NoFront)
	s.Units[mustUnit(t, s, "don")].Hex = hex.MustParse("1509")
	s.Units[mustUnit(t, s, "inf")].Hex = hex.MustParse("1509")
	cos, inf := retreatEnds(t, s, "don", "r"), retreatEnds(t, s, "inf", "r")
	if len(cos) == 0 || !slices.ContainsFunc(inf, func(h hex.Hex) bool { return hex.Distance(h, krug) > 8 }) {
		t.Fatalf("the position does not test the Krug: Cossack %v, infantry %v", cos, inf)
	}
	for _, h := range cos {
		if hex.Distance(h, krug) > 8 {
			t.Errorf("the Cossack may retreat to %v, %d hexes from its Krug", h, hex.Distance(h, krug))
		}
	}
	// Advance: not into a hex 9 from the Krug; infantry may.
	s = p.build(NoChit, NoFront)
	s.Units[mustUnit(t, s, "don")].Hex = hex.MustParse("1510")
	s.Units[mustUnit(t, s, "inf")].Hex = hex.MustParse("1510")
	if got := advances(s, "1511", "don", "inf"); !slices.Equal(got, []string{"inf"}) {
		t.Errorf("advancing into 1511 (9 hexes from the Krug): %v, want only inf", got)
	}
	// Strategic movement: not by rail to a city 9 from the Krug.
	s = p.startAt(2, StepStrategic)
	stratStep(s, White)
	refuse(t, s, sm(White, ByRail, "1508 1509 1510 1511", "don"), "10.12")
	apply(t, s, sm(White, ByRail, "1508 1509 1510 1511", "inf"))
	if at(t, s, "inf") != hex.MustParse("1511") || at(t, s, "don") != hex.MustParse("1508") {
		t.Fatalf("inf in %v, don in %v", at(t, s, "inf"), at(t, s, "don"))
	}
}

func TestR10_13_MakhnosLeashBindsRetreatAndAdvance(t *testing.T) {
	ft := func(r *HexRecord) { r.FreeTerritory = true }
	mk := func(d *UnitDef) { d.Partisan = "makhno"; d.MA, d.MADis = 4, 4 }
	p := newPos(t).area(ft, "1510").unit("makhno", NoSide, 2, "1512", faction(Makhno), typ(Partisan), mk).
		unit("r", Red, 2, "1511").unit("inf", White, 2, "1512").
		with(func(s *State) { s.Makhno, s.WWIOver = White, true })
	s := p.build(NoChit, NoFront)
	for _, h := range retreatEnds(t, s, "makhno", "r") {
		if s.Data.FreeTerritoryDistance(s.Data.Board.Index(h)) > 2 {
			t.Errorf("Makhno may retreat to %v, more than 2 hexes from the Free Territory", h)
		}
	}
	if !slices.ContainsFunc(retreatEnds(t, s, "inf", "r"), func(h hex.Hex) bool { return s.Data.FreeTerritoryDistance(s.Data.Board.Index(h)) > 2 }) {
		t.Fatal("the position does not test the leash: infantry could not go further either")
	}
	// Advance into 1513 (3 from the Free Territory): not Makhno; into 1511
	// (1 from it), yes.
	s.Units[mustUnit(t, s, "r")].Where, s.Units[mustUnit(t, s, "r")].Hex = Eliminated, hex.None
	if got := advances(s, "1513", "makhno"); len(got) != 0 {
		t.Errorf("Makhno may advance 3 hexes from the Free Territory: %v", got)
	}
	if got := advances(s, "1511", "makhno"); !slices.Equal(got, []string{"makhno"}) {
		t.Errorf("Makhno may not advance next to the Free Territory: %v", got)
	}
}

func TestR10_10_PolandBindsRetreatAndLanding(t *testing.T) {
	poland := func(r *HexRecord) { r.Region = Poland }
	black := func(r *HexRecord) { r.Sea = BlackSea }
	p := newPos(t).area(poland, "1410", "1411", "1412", "1413", "1414", "1314").
		unit("red", Red, 2, "1512").unit("afsr", White, 2, "1612").
		with(func(s *State) { s.WWIOver = true })
	// Retreats: Red keeps out of neutral Poland, White out of Poland at war.
	s := p.build(NoChit, NoFront)
	red, white := retreatEnds(t, s, "red", "afsr"), retreatEnds(t, s, "afsr", "red")
	if len(red) == 0 || len(white) == 0 {
		t.Fatalf("no retreat: red %v, white %v", red, white)
	}
	for _, h := range red {
		if s.Data.Board.Cell(h).Region == Poland {
			t.Errorf("Red retreats into neutral Poland (%v)", h)
		}
	}
	s.Poland = PolandAtWar
	if !slices.ContainsFunc(retreatEnds(t, s, "red", "afsr"), func(h hex.Hex) bool { return s.Data.Board.Cell(h).Region == Poland }) {
		t.Error("Red may not retreat into Poland at war")
	}
	for _, h := range retreatEnds(t, s, "afsr", "red") {
		if s.Data.Board.Cell(h).Region == Poland {
			t.Errorf("an AFSR unit retreats into Poland (%v)", h)
		}
	}
	// Landing: never an AFSR landing on Poland's coast.
	s = p.terrain(Sea, "1213", "1313").area(black, "1314", "1414", "1513").
		city("1513", "Odessa", func(c *CityRecord) { c.Port = true }).control("1513", WhiteControl).
		unit("land", White, 2, "1513").with(func(s *State) { s.Amphibious, s.Poland = true, PolandAtWar }).build(ChitAFSR, NoFront)
	s.Units[mustUnit(t, s, "red")].Hex = hex.MustParse("1520")
	refuse(t, s, Action{Type: ActLanding, Side: White, Units: []string{"land"}, Path: hexes("1513", "1314")}, "10.10")
}

func TestR3_4_ClosedAreasBindRetreatAdvanceLandingAndSeaMovement(t *testing.T) {
	west := func(r *HexRecord) { r.WestOfLine = true }
	black := func(r *HexRecord) { r.Sea = BlackSea }
	// Before strategic turn B; 1410-1414 are west of the line, and an AIF
	// unit stands in 1412 already (it may stay, 3.4).
	p := newPos(t).area(west, "1410", "1411", "1412", "1413", "1414", "1314").
		unit("red", Red, 2, "1512").unit("afsr", White, 2, "1612").unit("aif", White, 1, "1412", faction(AIF))
	s := p.build(NoChit, NoFront)
	for _, h := range retreatEnds(t, s, "red", "afsr") {
		if s.Data.Board.Cell(h).WestOfLine {
			t.Errorf("Red retreats into a closed area (%v)", h)
		}
	}
	// Red, next to the AIF's hex, may not advance into it once emptied.
	s.Units[mustUnit(t, s, "aif")].Where = Eliminated
	s.Units[mustUnit(t, s, "aif")].Hex = hex.None
	if got := advances(s, "1412", "red"); len(got) != 0 {
		t.Errorf("Red advances into a closed area: %v", got)
	}
	s.WWIOver = true
	if got := advances(s, "1412", "red"); !slices.Equal(got, []string{"red"}) {
		t.Errorf("after strategic turn B Red may not advance into 1412: %v", got)
	}
	s.WWIOver = false
	// Landing and sea movement into a closed port.
	q := p.terrain(Sea, "1213", "1313").area(black, "1314", "1513").
		city("1513", "Kherson", func(c *CityRecord) { c.Port = true }).control("1513", WhiteControl).
		city("1314", "Odessa", func(c *CityRecord) { c.Port = true }).control("1314", WhiteControl).
		unit("land", White, 2, "1513").with(func(s *State) { s.Amphibious = true })
	s = q.build(ChitAFSR, NoFront)
	refuse(t, s, Action{Type: ActLanding, Side: White, Units: []string{"land"}, Path: hexes("1513", "1314")}, "3.4")
	s = q.startAt(2, StepStrategic)
	stratStep(s, White)
	refuse(t, s, sm(White, BySea, "1513 1314", "land"), "3.4")
}

func TestR9_1_StackingBindsStrategicSeaAdvanceAndPlacement(t *testing.T) {
	black := func(r *HexRecord) { r.Sea = BlackSea }
	src := func(c *CityRecord) { c.Sources = []Faction{AFSR}; c.Port = true }
	p := stratPos(t).unit("a", Red, 4, "1505").unit("b", Red, 4, "1507")
	// Rail: 4 + 4 SP in Tula is over 6.
	s := p.startAt(2, StepStrategic)
	stratStep(s, Red)
	refuse(t, s, sm(Red, ByRail, "1505 1506 1507", "a"), "9.1")
	if at(t, s, "a") != hex.MustParse("1505") {
		t.Fatal("the refused move moved a")
	}
	// Advance: two Red 4s may not advance together into one hex.
	s = p.build(NoChit, NoFront)
	s.Units[mustUnit(t, s, "b")].Hex = hex.MustParse("1505")
	s.Combat = &Combat{Attackers: []string{"a", "b"}, Target: hex.MustParse("1506"), Stage: StageAdvance}
	s.Pending = Pending{Side: Red, Kind: DecideAdvance, Units: s.advanceOptions()}
	s.Step = StepActivation
	refuse(t, s, Action{Type: ActAdvance, Side: Red, Units: []string{"a", "b"}}, "9.1")
	apply(t, s, Action{Type: ActAdvance, Side: Red, Units: []string{"a"}})
	if at(t, s, "a") != hex.MustParse("1506") || at(t, s, "b") != hex.MustParse("1505") {
		t.Fatalf("a in %v, b in %v", at(t, s, "a"), at(t, s, "b"))
	}
	// Sea: 2 + 1 SP may not join 4 SP in the port of arrival.
	q := newPos(t).terrain(Sea, "1210", "1211", "1212", "1213", "1214").area(black, "1310", "1314").
		city("1310", "Novorossiysk", src).city("1314", "Sevastopol", func(c *CityRecord) { c.Port = true }).
		control("1310", WhiteControl).control("1314", WhiteControl).
		unit("w", White, 2, "1310").unit("x", White, 1, "1310").unit("y", White, 2, "1314").unit("z", White, 2, "1314").
		unit("e", White, 2, "")
	s = q.startAt(2, StepStrategic)
	stratStep(s, White)
	refuse(t, s, sm(White, BySea, "1310 1314", "w", "x"), "9.1")
	apply(t, s, sm(White, BySea, "1310 1314", "w"))
	if at(t, s, "w") != hex.MustParse("1314") || at(t, s, "x") != hex.MustParse("1310") {
		t.Fatalf("w in %v, x in %v", at(t, s, "w"), at(t, s, "x"))
	}
	// Placement: a full city is no place for a reinforcement.
	s = q.build(NoChit, NoFront)
	if got := s.PlacementHexes(mustUnit(t, s, "e"), false); !slices.Contains(got, hex.MustParse("1314")) {
		t.Fatalf("the position does not test stacking: with 4 SP there, Sevastopol is not offered (%v)", got)
	}
	s.Units[mustUnit(t, s, "w")].Hex, s.Units[mustUnit(t, s, "x")].Hex = hex.MustParse("1314"), hex.MustParse("1314")
	if got := s.PlacementHexes(mustUnit(t, s, "e"), false); slices.Contains(got, hex.MustParse("1314")) || !slices.Contains(got, hex.MustParse("1310")) {
		t.Errorf("the reinforcement may go to %v; Sevastopol holds 7 SP", got)
	}
}

func TestR10_7_SpecialUnitsKeepToTheirLinesInRetreatAndAdvance(t *testing.T) {
	// A rail line 1512-1513-1514-1515 and a river 1513-1613-1713; forest in
	// 1413 and, two hexes off, in 1415 and 1615.
	p := newPos(t).rail("1512", "1513", "1514", "1515").river("1513", "1613", "1713").terrain(Forest, "1413", "1415", "1615").
		unit("w", White, 2, "1513").unit("train", White, 1, "1513", faction(WhiteSpecial), typ(ArmoredTrain)).
		unit("tank", White, 1, "1513", faction(WhiteSpecial), typ(Tank), ma(2)).
		unit("r", Red, 2, "1512")
	s := p.build(NoChit, NoFront)
	if got := retreatEnds(t, s, "train", "r"); !slices.Equal(got, hexes("1515")) {
		t.Errorf("the train may retreat to %v, want only along the rails to 1515", got)
	}
	if !slices.ContainsFunc(retreatEnds(t, s, "w", "r"), func(h hex.Hex) bool { return s.Data.Board.Cell(h).Terrain == Forest }) {
		t.Fatal("the position does not test the tank: infantry cannot retreat into forest either")
	}
	for _, h := range retreatEnds(t, s, "tank", "r") {
		if s.Data.Board.Cell(h).Terrain == Forest {
			t.Errorf("the tank retreats into forest (%v)", h)
		}
	}
	// Advance: from 1513 the train may go along the rail to 1512 only; the
	// tank not into forest.
	s.Units[mustUnit(t, s, "r")].Where, s.Units[mustUnit(t, s, "r")].Hex = Eliminated, hex.None
	if got := advances(s, "1512", "w", "train", "tank"); !slices.Equal(got, []string{"w", "train", "tank"}) {
		t.Errorf("advancing along the railway: %v", got)
	}
	if got := advances(s, "1613", "w", "train"); !slices.Equal(got, []string{"w"}) {
		t.Errorf("the train may advance off the railway: %v", got)
	}
	if got := advances(s, "1413", "w", "tank"); !slices.Equal(got, []string{"w"}) {
		t.Errorf("the tank may advance into forest: %v", got)
	}
}
