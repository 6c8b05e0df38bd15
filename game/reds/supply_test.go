package reds

import (
	"slices"
	"testing"

	"tachanka/game/hex"
)

// A source at 1505 (Moscow, Red) with a railway down column 15 to 1510 and a
// river from 1510 east along row 10-ish: 1510 1610 1710 1810.
func supplyPos(t *testing.T) *pos {
	src := func(f Faction) func(*CityRecord) { return func(c *CityRecord) { c.Sources = []Faction{f} } }
	return newPos(t).city("1505", "Moscow", src(FactionRed)).control("1505", RedControl).
		rail("1505", "1506", "1507", "1508", "1509", "1510").river("1510", "1610", "1710", "1810")
}

func supplied(t *testing.T, s *State, id string) SupplyReason {
	t.Helper()
	i, _ := s.UnitByID(id)
	return s.NewSupply().Of(i)
}

func TestR12_4_SupplyLineWithOneOverlandHex(t *testing.T) {
	s := supplyPos(t).unit("on", Red, 4, "1508").unit("next", Red, 4, "1608").unit("far", Red, 4, "1708").build(NoChit, NoFront)
	if r := supplied(t, s, "on"); r != SupplyLine {
		t.Fatalf("on the railway: %v", r)
	}
	if r := supplied(t, s, "next"); r != SupplyLine {
		t.Fatalf("one hex off the railway: %v", r)
	}
	if r := supplied(t, s, "far"); r.In() {
		t.Fatalf("two hexes off the railway: %v", r)
	}
}

func TestR12_5_AtMostOneRailAndOneRiverSegment(t *testing.T) {
	// Rail to 1510, river to 1810: two segments meeting at 1510 (rail and river).
	p := supplyPos(t).rail("1810", "1811", "1812")
	s := p.unit("river", Red, 4, "1710").unit("third", Red, 4, "1812").build(NoChit, NoFront)
	if r := supplied(t, s, "river"); r != SupplyLine {
		t.Fatalf("along rail then river: %v", r)
	}
	// Rail, river, then rail again is three segments: only the one overland
	// hex from 1810 reaches 1811, so 1812 is out.
	if r := supplied(t, s, "third"); r.In() {
		t.Fatalf("a third segment was used: %v", r)
	}
}

func TestR12_7_EnemyZOCBlocksUnlessNegated(t *testing.T) {
	p := supplyPos(t).unit("r", Red, 4, "1510").unit("w", White, 2, "1607")
	s := p.build(NoChit, NoFront)
	// White at 1607 puts 1506 and 1507, on the line, in its ZOC.
	if r := supplied(t, s, "r"); r.In() {
		t.Fatalf("through an un-negated enemy ZOC: %v", r)
	}
	s = p.unit("guard", Red, 1, "1507", typ(Garrison)).unit("guard2", Red, 1, "1508", typ(Garrison)).
		unit("guard3", Red, 1, "1506", typ(Garrison)).build(NoChit, NoFront)
	if r := supplied(t, s, "r"); r != SupplyLine {
		t.Fatalf("friendly units negate the ZOC for supply (8.4): %v", r)
	}
}

func TestR12_7_EnemyCityAndUnitsBlock(t *testing.T) {
	p := supplyPos(t).city("1507", "Ryazan").unit("r", Red, 4, "1510")
	s := p.control("1507", WhiteControl).build(NoChit, NoFront)
	if r := supplied(t, s, "r"); r.In() {
		t.Fatalf("through an enemy-controlled city: %v", r)
	}
	s = supplyPos(t).unit("r", Red, 4, "1510").unit("nat", NoSide, 1, "1507", faction(Nationalist), typ(Garrison)).build(NoChit, NoFront)
	if r := supplied(t, s, "r"); r.In() {
		t.Fatalf("through a nationalist garrison: %v", r)
	}
}

func TestR12_7_FreeTerritoryCities(t *testing.T) {
	ft := func(r *HexRecord) { r.FreeTerritory = true }
	p := supplyPos(t).city("1507", "Gulyai-Pole").area(ft, "1507").unit("r", Red, 4, "1510")
	s := p.build(NoChit, NoFront)
	if r := supplied(t, s, "r"); r.In() {
		t.Fatalf("through an unoccupied Free Territory city: %v", r)
	}
	s = p.with(func(s *State) { s.RedTerror = []hex.Hex{hex.MustParse("1507")} }).build(NoChit, NoFront)
	if r := supplied(t, s, "r"); !r.In() {
		t.Fatal("a Red Terror Free Territory city blocks Red supply")
	}
}

func TestR12_8_EnemyControlledSourceSuppliesNobody(t *testing.T) {
	s := supplyPos(t).unit("r", Red, 4, "1508").control("1505", WhiteControl).build(NoChit, NoFront)
	if r := supplied(t, s, "r"); r.In() {
		t.Fatalf("from an enemy-controlled source: %v", r)
	}
}

func TestR12_6_CoastsAndPorts(t *testing.T) {
	black := func(r *HexRecord) { r.Sea = BlackSea }
	port := func(c *CityRecord) { c.Port = true }
	src := func(c *CityRecord) { c.Port = true; c.Sources = []Faction{AFSR} }
	p := newPos(t).terrain(Sea, "1210", "1211", "1212", "1213").area(black, "1210", "1211", "1212", "1213", "1310", "1313").
		city("1310", "Novorossiysk", src).city("1313", "Odessa", port).control("1310", WhiteControl).control("1313", WhiteControl).
		river("1313", "1414", "1514").unit("coast", White, 2, "1310").unit("river", White, 2, "1514").unit("inland", White, 2, "1616")
	s := p.build(NoChit, NoFront)
	if r := supplied(t, s, "coast"); r != SupplyCoast && r != SupplyLine {
		t.Fatalf("on the coast of a friendly sea: %v", r)
	}
	if r := supplied(t, s, "river"); r != SupplyLine {
		t.Fatalf("up the river from a friendly port across a friendly sea: %v", r)
	}
	if r := supplied(t, s, "inland"); r.In() {
		t.Fatalf("far inland: %v", r)
	}
	// Red's sea: no coastal supply, no crossing for White.
	s = p.with(func(s *State) { s.Seas[BlackSea] = Red }).build(NoChit, NoFront)
	if r := supplied(t, s, "river"); r.In() {
		t.Fatalf("across an enemy sea: %v", r)
	}
}

func TestR12_10_ExemptUnitsAndKrug(t *testing.T) {
	krug := func(c *CityRecord) { c.Krug = []string{"don"} }
	s := newPos(t).city("1515", "Novocherkassk", krug).
		unit("don", White, 2, "1515", cavalry, func(d *UnitDef) { d.Krug = hex.MustParse("1515") }).
		unit("p", White, 1, "1717", typ(Partisan), func(d *UnitDef) { d.Partisan = "south_russian" }).
		unit("g", White, 1, "1719", typ(Garrison)).
		unit("w", White, 2, "1818").build(NoChit, NoFront)
	if r := supplied(t, s, "don"); r != SupplyKrug {
		t.Fatalf("a Cossack in his Krug: %v", r)
	}
	for _, id := range []string{"p", "g"} {
		if r := supplied(t, s, id); r != SupplyExempt {
			t.Fatalf("%s: %v", id, r)
		}
	}
	if r := supplied(t, s, "w"); r.In() {
		t.Fatalf("an ordinary unit without a source: %v", r)
	}
}

func TestR12_11_WhiteInTranscaucasiaAfterTheMajorWithdrawal(t *testing.T) {
	tc := func(r *HexRecord) { r.Region = Transcaucasia; r.Sea = BlackSea }
	s := newPos(t).terrain(Sea, "1210").area(tc, "1310").unit("w", White, 2, "1310").
		with(func(s *State) { s.WWIOver = true; s.Withdrawal = 2 }).build(NoChit, NoFront)
	if r := supplied(t, s, "w"); r != NoSupplyCaucasus {
		t.Fatalf("White on the Transcaucasian coast after the major withdrawal: %v", r)
	}
}

func TestR3_4_NoSupplyIntoClosedAreas(t *testing.T) {
	west := func(r *HexRecord) { r.WestOfLine = true }
	s := supplyPos(t).area(west, "1507").unit("r", Red, 4, "1510").build(NoChit, NoFront)
	if r := supplied(t, s, "r"); r.In() {
		t.Fatalf("through a closed area before B: %v", r)
	}
}

func BenchmarkSupplyAllUnits(b *testing.B) {
	t := &testing.T{}
	p := supplyPos(t)
	for k := 0; k < 60; k++ {
		p.unit("u"+string(rune('a'+k%26))+string(rune('a'+k/26)), Red, 1, hex.Hex{Col: 10 + k%20, Row: 11 + k/20}.String())
	}
	s := p.build(NoChit, NoFront)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		sp := s.NewSupply()
		for u := range s.Units {
			sp.Of(u)
		}
	}
}

func TestR12_4_TheSupplyLineRunsToTheSource(t *testing.T) {
	s := supplyPos(t).unit("r", Red, 4, "1711").build(NoChit, NoFront)
	i, _ := s.UnitByID("r")
	line := s.NewSupply().Line(i)
	// 1711 steps overland to the river at 1710, which runs to 1510 and up
	// the railway to Moscow at 1505.
	want := hexes("1711", "1710", "1610", "1510", "1509", "1508", "1507", "1506", "1505")
	if !slices.Equal(line, want) {
		t.Fatalf("line %v, want %v", line, want)
	}
}

// The what-if query: closing a hex of the line cuts the unit's supply, the
// real picture is unchanged, and the other side's lines are not touched.
func TestR12_7_SupplyIfMoreHexesWereBlocked(t *testing.T) {
	s := supplyPos(t).unit("r", Red, 4, "1510").build(NoChit, NoFront)
	i, _ := s.UnitByID("r")
	extra := make([]bool, len(s.Data.Board.Cells))
	extra[s.Data.Board.Index(hex.MustParse("1507"))] = true
	if r := s.NewSupplyBlocking(Red, extra).Of(i); r.In() {
		t.Fatalf("with 1507 closed the line still runs: %v", r)
	}
	if r := s.NewSupplyBlocking(White, extra).Of(i); r != SupplyLine {
		t.Fatalf("closing White's lines cut Red's: %v", r)
	}
	if r := s.NewSupply().Of(i); r != SupplyLine {
		t.Fatalf("the real picture changed: %v", r)
	}
}

// The path of the supply trace from a hex the unit does not stand in: it
// starts there, steps one hex at a time, ends at the source, which is named;
// where the unit would be out of supply there is no path, and the units out
// of supply where they stand are the engine's out-of-supply set.
func TestR12_4_SupplyPathToSource(t *testing.T) {
	s := supplyPos(t).unit("far", Red, 4, "1708").unit("on", Red, 4, "1508").build(NoChit, NoFront)
	far, _ := s.UnitByID("far")
	on, _ := s.UnitByID("on")
	sp := s.NewSupply()
	if got := sp.OutOfSupply(); !slices.Equal(got, []int{far}) {
		t.Fatalf("out of supply %v, want [%d]", got, far)
	}
	if line := sp.Line(far); line != nil {
		t.Fatalf("an unsupplied unit has a line %v", line)
	}
	line := sp.LineFrom(far, hex.MustParse("1711"))
	want := hexes("1711", "1710", "1610", "1510", "1509", "1508", "1507", "1506", "1505")
	if !slices.Equal(line, want) {
		t.Fatalf("line from 1711 %v, want %v", line, want)
	}
	for k := 1; k < len(line); k++ {
		if hex.Distance(line[k-1], line[k]) != 1 {
			t.Fatalf("%v to %v is not one step", line[k-1], line[k])
		}
	}
	if src := sp.SourceOf(line); src == nil || src.Name != "Moscow" {
		t.Fatalf("source %v, want Moscow", src)
	}
	if line := sp.LineFrom(far, hex.MustParse("1808")); line != nil {
		t.Fatalf("two hexes off the river: line %v", line)
	}
	if line := sp.LineFrom(on, hex.MustParse("1505")); !slices.Equal(line, hexes("1505")) {
		t.Fatalf("in the source hex: %v", line)
	}
	if !slices.Equal(sp.Line(on), sp.LineFrom(on, hex.MustParse("1508"))) {
		t.Fatalf("Line and LineFrom its own hex differ: %v %v", sp.Line(on), sp.LineFrom(on, hex.MustParse("1508")))
	}
}
