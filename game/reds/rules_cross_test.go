package reds

import (
	"slices"
	"strings"
	"testing"

	"tachanka/game/hex"
)

// Rules that must hold for every kind of movement where they meet retreat,
// advance and strategic movement (10.9, 10.11, 8.3, 12.3).

// retreatTo answers a pending retreat of id with the option ending in end.
func retreatTo(t *testing.T, s *State, id, end string) []Event {
	t.Helper()
	for _, o := range s.RetreatOptions(id) {
		if o.Path[2] == hex.MustParse(end) {
			return apply(t, s, Action{Type: ActRetreat, Side: s.Pending.Side, Units: []string{id}, Path: o.Path[:]})
		}
	}
	t.Fatalf("%s may not retreat to %s: options %v", id, end, s.RetreatOptions(id))
	return nil
}

// A Red unit of the West front, already activated, retreats before a White
// attack into the South front, not yet activated: it gets its Done marker
// and may not move when the South front activates (10.9).
func TestR10_9_ARetreatIntoAFrontNotYetActivatedGivesADoneMarker(t *testing.T) {
	p := newPos(t).unit("w", White, 2, "1912", func(d *UnitDef) { d.Att = 3 }).unit("r", Red, 2, "1913").
		with(func(s *State) { s.Activated = []Front{WestFront} })
	s := p.build(ChitAFSR, NoFront)
	toCombat(t, s)
	rig(t, s, 6, 1) // adR, as in TestR11_5_ResultsApplyInOrder
	apply(t, s, attack(White, "1913", "w"))
	if s.Pending.Kind != DecideRetreat {
		t.Fatalf("waiting for %v, want Red's retreat", s.Pending.Kind)
	}
	ev := retreatTo(t, s, "r", "2114")
	if s.Data.Board.Cell(at(t, s, "r")).Front != SouthFront {
		t.Fatalf("r retreated to %v, not into the South front", at(t, s, "r"))
	}
	if !unitOf(t, s, "r").Done {
		t.Fatal("no Done marker after retreating into a front not yet activated")
	}
	if d := eventsOf(ev, EvDone, "10.9"); len(d) != 1 || !slices.Equal(d[0].Units, []string{"r"}) {
		t.Fatalf("Done events %+v", d)
	}
	// When the South front activates, r stays put.
	s2 := newPos(t).unit("r", Red, 2, "2114").with(func(x *State) { x.Units[0].Done = unitOf(t, s, "r").Done }).build(ChitSouth, SouthFront)
	if unitOf(t, s2, "r").Active {
		t.Fatal("the unit with a Done marker was activated again")
	}
	refuse(t, s2, mv(Red, "2114 2115", "r"), "10.9")

	// A unit retreating from a front not yet activated gets no marker: it
	// has not moved in an activation (10.9 needs both fronts).
	s = p.with(func(s *State) { s.Activated = nil }).build(ChitAFSR, NoFront)
	toCombat(t, s)
	rig(t, s, 6, 1)
	apply(t, s, attack(White, "1913", "w"))
	retreatTo(t, s, "r", "2114")
	if unitOf(t, s, "r").Done {
		t.Fatal("a Done marker for a retreat from a front not yet activated")
	}
}

// balticPos: Reval (1310) in the Baltic, Petrograd (1314) in Russia, both
// Baltic ports; the Baltic region is 1310-1312 and 1410-1412.
func balticPos(t *testing.T) *pos {
	baltic := func(r *HexRecord) { r.Region = Baltic }
	sea := func(r *HexRecord) { r.Sea = BalticSea }
	port := func(c *CityRecord) { c.Port = true }
	return newPos(t).terrain(Sea, "1210", "1211", "1212", "1213", "1214").
		area(baltic, "1310", "1311", "1312", "1410", "1411", "1412").area(sea, "1310", "1314").
		city("1310", "Reval", func(c *CityRecord) { c.Port = true; c.Sources = []Faction{NWArmy} }).city("1314", "Petrograd", port).
		control("1310", WhiteControl).control("1314", WhiteControl).
		with(func(s *State) { s.WWIOver = true })
}

// The NW Army that sails from Reval to Petrograd has left the Baltic and
// may not march back into Estonia (10.11).
func TestR10_11_LeavingTheBalticBySeaIsLeavingIt(t *testing.T) {
	p := balticPos(t).unit("nw", White, 2, "1310", faction(NWArmy))
	s := p.startAt(2, StepStrategic)
	stratStep(s, White)
	apply(t, s, sm(White, BySea, "1310 1314", "nw"))
	if at(t, s, "nw") != hex.MustParse("1314") {
		t.Fatalf("nw in %v", at(t, s, "nw"))
	}
	if !unitOf(t, s, "nw").LeftBaltic {
		t.Fatal("sailing out of the Baltic did not count as leaving it")
	}
	// In its next activation it may not march back in.
	s2 := p.with(func(x *State) {
		i := mustUnit(t, x, "nw")
		x.Units[i].Hex, x.Units[i].LeftBaltic = hex.MustParse("1313"), unitOf(t, s, "nw").LeftBaltic
	}).build(ChitNW, NoFront)
	refuse(t, s2, mv(White, "1313 1312", "nw"), "10.11")
	if _, ok := reach(t, s2, "nw").Can(hex.MustParse("1312")); ok {
		t.Fatal("the Baltic is still lit for a unit that left it")
	}
}

// A retreat or an advance out of the Baltic is leaving it too (10.11).
func TestR10_11_LeavingTheBalticByRetreatOrAdvanceIsLeavingIt(t *testing.T) {
	p := balticPos(t).unit("nw", White, 2, "1412", faction(NWArmy)).unit("r", Red, 2, "1411", func(d *UnitDef) { d.Att = 3 })
	s := p.build(ChitWest, WestFront)
	toCombat(t, s)
	rig(t, s, 6, 1)
	apply(t, s, attack(Red, "1412", "r"))
	var out string
	for _, o := range s.RetreatOptions("nw") {
		if s.Data.Board.Cell(o.Path[2]).Region != Baltic {
			out = o.Path[2].String()
		}
	}
	if out == "" {
		t.Fatal("no retreat out of the Baltic")
	}
	retreatTo(t, s, "nw", out)
	if !unitOf(t, s, "nw").LeftBaltic {
		t.Fatal("retreating out of the Baltic did not count as leaving it")
	}

	// The NW Army attacks out of the Baltic, the defender retreats, and the
	// NW Army advances after it.
	p = balticPos(t).unit("nw", White, 2, "1412", faction(NWArmy), func(d *UnitDef) { d.Att = 3 }).unit("r", Red, 2, "1413")
	s = p.build(ChitNW, NoFront)
	toCombat(t, s)
	rig(t, s, 6, 1)
	apply(t, s, attack(White, "1413", "nw"))
	if s.Pending.Kind == DecideRetreat {
		opts := s.RetreatOptions("r")
		apply(t, s, Action{Type: ActRetreat, Side: Red, Units: []string{"r"}, Path: opts[0].Path[:]})
	}
	apply(t, s, Action{Type: ActAdvance, Side: White, Units: []string{"nw"}})
	if at(t, s, "nw") != hex.MustParse("1413") || !unitOf(t, s, "nw").LeftBaltic {
		t.Fatalf("nw in %v, left the Baltic %v", at(t, s, "nw"), unitOf(t, s, "nw").LeftBaltic)
	}
}

// The 1st Cavalry Army (Z) ignores enemy ZOC in strategic movement: it goes
// by rail through the hexes a White unit's ZOC covers, where other units
// may not (8.3, 8.5).
func TestR8_3_AZUnitIgnoresEnemyZOCInStrategicMovement(t *testing.T) {
	// White in 1608 casts its ZOC over 1507 and 1508 on the railway.
	p := stratPos(t).unit("z", Red, 4, "1505", cavalry, zMark).unit("a", Red, 4, "1505").unit("w", White, 2, "1608")
	s := p.startAt(2, StepStrategic)
	stratStep(s, Red)
	lit := func(id string) bool {
		for _, d := range s.StrategicDestinations([]string{id}) {
			if d.Mode == ByRail && d.Path[len(d.Path)-1] == hex.MustParse("1509") {
				return true
			}
		}
		return false
	}
	if !lit("z") || lit("a") {
		t.Fatalf("Ryazan by rail: lit for z %v (want true), for a %v (want false)", lit("z"), lit("a"))
	}
	refuse(t, s, sm(Red, ByRail, "1505 1506 1507 1508 1509", "a"), "8.5")
	refuse(t, s, sm(Red, ByRail, "1505 1506 1507 1508 1509", "z", "a"), "8.5") // the stack does not ignore it
	apply(t, s, sm(Red, ByRail, "1505 1506 1507 1508 1509", "z"))
	if at(t, s, "z") != hex.MustParse("1509") || at(t, s, "a") != hex.MustParse("1505") {
		t.Fatalf("z in %v, a in %v", at(t, s, "z"), at(t, s, "a"))
	}
}

// The 1st Cavalry Army traces its own supply through enemy ZOC (8.3, 12.7);
// a unit beside it, whose line the same ZOC cuts, is out of supply.
func TestR8_3_AZUnitTracesSupplyThroughEnemyZOC(t *testing.T) {
	// White in 1608 casts its ZOC over 1507 and 1508, cutting the railway
	// from Moscow to 1510.
	s := supplyPos(t).unit("z", Red, 4, "1510", cavalry, zMark).unit("a", Red, 4, "1510").unit("w", White, 2, "1608").build(NoChit, NoFront)
	if r := supplied(t, s, "a"); r.In() {
		t.Fatalf("a unit whose line crosses enemy ZOC is in supply (%v)", r)
	}
	if r := supplied(t, s, "z"); r != SupplyLine {
		t.Fatalf("the Z unit's line through enemy ZOC: %v, want line", r)
	}
	sp := s.NewSupply()
	line := sp.Line(mustUnit(t, s, "z"))
	if len(line) == 0 || line[len(line)-1] != hex.MustParse("1505") || !slices.Contains(line, hex.MustParse("1509")) {
		t.Fatalf("the Z unit's line %v does not run through 1509 to Moscow", line)
	}
}

// Supply for 10.8 is traced when the move ends, with what the move itself
// changed: a Red unit marching along the railway through Ryazan, a White
// city no one holds, takes it (13.1), and its line back to Moscow runs
// through it. The lit hexes agree with the move (12.3, 10.8).
func TestR12_3_SupplyIsJudgedAfterTheMoveThatOpensTheLine(t *testing.T) {
	p := supplyPos(t).city("1508", "Ryazan").control("1508", WhiteControl).unit("a", Red, 4, "1507")
	s := p.build(ChitWest, WestFront)
	if unitOf(t, s, "a").OutOfSupply {
		t.Fatal("a is out of supply at the start")
	}
	if _, ok := reach(t, s, "a").Can(hex.MustParse("1509")); !ok {
		t.Fatal("1509, in supply once Ryazan is taken, is not lit")
	}
	if _, ok := reach(t, s, "a").Can(hex.MustParse("1510")); !ok {
		t.Fatal("1510 on the railway beyond Ryazan is not lit")
	}
	ev := apply(t, s, mv(Red, "1507 1508 1509", "a"))
	if at(t, s, "a") != hex.MustParse("1509") || s.Control[s.Data.Board.Index(hex.MustParse("1508"))] != RedControl {
		t.Fatalf("a in %v, Ryazan %v", at(t, s, "a"), s.Control[s.Data.Board.Index(hex.MustParse("1508"))])
	}
	if len(eventsOf(ev, EvControl, "13.1")) != 1 {
		t.Fatalf("control events %v", eventsOf(ev, EvControl, ""))
	}
	if !supplied(t, s, "a").In() {
		t.Fatal("a is out of supply after the move")
	}
	// Going round Ryazan instead leaves it White, and the line closed.
	s = p.build(ChitWest, WestFront)
	refuse(t, s, mv(Red, "1507 1608 1609 1509", "a"), "10.8")
}

// A retreat that ends over the stacking limit waits for its owner to
// eliminate units (11.6(4)); a save made at that moment loads again to the
// same state (the loader used to refuse it under 9.1).
func TestR11_6_4_ASaveAwaitingAnOverstackEliminationLoadsAgain(t *testing.T) {
	target, end := hex.MustParse("1513"), hex.MustParse("1515")
	p := newPos(t).unit("w", White, 2, "1512", func(d *UnitDef) { d.Att = 3 }).
		unit("r", Red, 2, "1513").unit("r2", Red, 4, "1515").unit("r3", Red, 2, "1515")
	for h := range p.recs {
		if hex.Distance(h, target) == 2 && h != end {
			p.recs[h].Terrain = Sea // the only way out ends in 1515
		}
	}
	s := p.build(ChitAFSR, NoFront)
	toCombat(t, s)
	rig(t, s, 6, 1) // adR, as in TestR11_5_ResultsApplyInOrder
	if r := report(t, apply(t, s, attack(White, "1513", "w"))); r.Result != "adR" {
		t.Fatalf("%+v", r)
	}
	// Its one way out is taken at once (11.6), into 8 Red SP.
	if at(t, s, "r") != end {
		t.Fatalf("r in %v", at(t, s, "r"))
	}
	if s.Pending.Kind != DecideLoss || s.Loss == nil || !s.Loss.Eliminate || s.Loss.Hex != end {
		t.Fatalf("after the retreat into 1515: pending %v %v, loss %+v", s.Pending.Side, s.Pending.Kind, s.Loss)
	}
	raw, err := s.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	back, err := DecodeState(raw, s.Data, "state")
	if err != nil {
		t.Fatalf("the save does not load: %v", err)
	}
	if ok, diff := Equal(back, s); !ok {
		t.Fatalf("the loaded state differs: %s", diff)
	}
	if err := back.Invariants(); err != nil {
		t.Fatal(err)
	}
	// The owner eliminates one unit and play goes on from the loaded state.
	apply(t, back, Action{Type: ActLoss, Side: Red, Units: []string{"r3"}})
	if unitOf(t, back, "r3").Where != Eliminated || back.Pending.Kind == DecideLoss {
		t.Fatalf("r3 %v, pending %v", unitOf(t, back, "r3").Where, back.Pending.Kind)
	}
}

// 11.6(5): two Red units retreat together through 1514, in the ZOC of a
// White unit that did not fight, and part there for 1415 and 1515. The stack
// takes one extra disorder for that hex, on its unit with the most SP;
// retreating one by one through the same hex costs one disorder each.
func TestR11_6_5_AStackPaysOnceForAnEZOCHexThenSplits(t *testing.T) {
	p := newPos(t).unit("w", White, 6, "1512", func(d *UnitDef) { d.Att = 3 }).unit("z", White, 2, "1614").
		unit("r1", Red, 4, "1513").unit("r2", Red, 2, "1513")
	start := func() *State {
		s := p.build(ChitAFSR, NoFront)
		toCombat(t, s)
		rig(t, s, 6, 1)
		r := report(t, apply(t, s, attack(White, "1513", "w")))
		if !strings.HasSuffix(r.Result, "R") {
			t.Fatalf("%+v", r)
		}
		if s.Pending.Kind != DecideRetreat {
			t.Fatalf("waiting for %v, want Red's retreat", s.Pending.Kind)
		}
		return s
	}
	extra := func(ev []Event) (n int, who []string) {
		for _, e := range ev {
			if (e.Type == EvDisorder || e.Type == EvEliminate) && e.Rule == "11.6" {
				n++
				who = append(who, e.Units...)
			}
		}
		return n, who
	}
	s := start()
	ev := apply(t, s, Action{Type: ActRetreat, Side: Red, Units: []string{"r1", "r2"}, Path: hexes("1513", "1514", "1415"), Ends: hexes("1415", "1515")})
	// r1, disordered by the d of the result, is eliminated by the stack's
	// disorder in 1514 (it ended in 1415); r2 goes on to 1515 untouched.
	if unitOf(t, s, "r1").Where != Eliminated || at(t, s, "r2") != hex.MustParse("1515") || unitOf(t, s, "r2").Disordered {
		t.Fatalf("r1 %v in %v, r2 in %v (disordered %v)", unitOf(t, s, "r1").Where, at(t, s, "r1"), at(t, s, "r2"), unitOf(t, s, "r2").Disordered)
	}
	if n, who := extra(ev); n != 1 || who[0] != "r1" {
		t.Fatalf("EZOC disorders for the stack: %d on %v, want one on r1 (the most SP)", n, who)
	}
	if r := eventsOf(ev, EvRetreat, "11.6"); len(r) != 2 || !slices.Equal(r[0].Path, hexes("1513", "1514", "1415")) || !slices.Equal(r[1].Units, []string{"r2"}) {
		t.Fatalf("retreat events %+v", r)
	}

	// One by one through the same hex: two stacks, two disorders.
	s = start()
	ev = apply(t, s, Action{Type: ActRetreat, Side: Red, Units: []string{"r1"}, Path: hexes("1513", "1514", "1415")})
	if s.Pending.Kind == DecideRetreat {
		ev = append(ev, apply(t, s, Action{Type: ActRetreat, Side: Red, Units: []string{"r2"}, Path: hexes("1513", "1514", "1515")})...)
	}
	if n, _ := extra(ev); n != 2 {
		t.Fatalf("retreating one by one through 1514: %d disorders, want 2", n)
	}

	// A split must name an end for every unit, each legal for its unit.
	s = start()
	refuse(t, s, Action{Type: ActRetreat, Side: Red, Units: []string{"r1", "r2"}, Path: hexes("1513", "1514", "1415"), Ends: hexes("1415")}, "11.6")
	refuse(t, s, Action{Type: ActRetreat, Side: Red, Units: []string{"r1", "r2"}, Path: hexes("1513", "1514", "1415"), Ends: hexes("1415", "1614")}, "11.6")
}

// An armored train retreats with its infantry as one stack and goes where
// they take it: into an empty city the enemy controls, which it could not
// enter alone (11.6(7), 10.7).
func TestR11_6_7_ATrainRetreatsWithItsInfantryWhereItCouldNotGoAlone(t *testing.T) {
	p := newPos(t).rail("1513", "1514", "1515").city("1515", "Tver").control("1515", RedControl).
		unit("w", White, 2, "1513").unit("train", White, 1, "1513", faction(WhiteSpecial), typ(ArmoredTrain)).
		unit("r", Red, 6, "1512")
	s := p.build(ChitWest, WestFront)
	toCombat(t, s)
	rig(t, s, 6, 1)
	ev := apply(t, s, attack(Red, "1513", "r"))
	if s.Pending.Kind != DecideRetreat || len(s.Combat.Retreating) != 2 {
		t.Logf("%+v", ev)
		t.Fatalf("waiting for %v with %v retreating, want both White units to retreat", s.Pending.Kind, s.Combat.Retreating)
	}
	tver := hex.MustParse("1515")
	path := []hex.Hex{hex.MustParse("1513"), hex.MustParse("1514"), tver}
	if slices.ContainsFunc(s.RetreatOptions("train"), func(o RetreatOption) bool { return o.Path[2] == tver }) {
		t.Fatal("the train alone may retreat into a Red city")
	}
	together := s.RetreatOptions("w", "train")
	if !slices.ContainsFunc(together, func(o RetreatOption) bool { return o.Path[2] == tver }) {
		t.Fatalf("the stack may not retreat into Tver together: %v", together)
	}
	refuse(t, s, Action{Type: ActRetreat, Side: White, Units: []string{"train"}, Path: path}, "11.6")
	// Parting at 1514, the train may not go on alone into Tver either.
	refuse(t, s, Action{Type: ActRetreat, Side: White, Units: []string{"w", "train"}, Path: path,
		Ends: []hex.Hex{hex.MustParse("1615"), tver}}, "11.6")
	var offered bool
	for _, a := range LegalActions(s) {
		offered = offered || a.Type == ActRetreat && len(a.Units) == 2 && a.Path[2] == tver && a.Ends == nil
	}
	if !offered {
		t.Error("the legal actions do not offer the stack's retreat into Tver")
	}
	apply(t, s, Action{Type: ActRetreat, Side: White, Units: []string{"w", "train"}, Path: path})
	if at(t, s, "w") != tver || at(t, s, "train") != tver {
		t.Fatalf("w in %v, train in %v, want both in Tver", at(t, s, "w"), at(t, s, "train"))
	}
	if s.ControlOf(tver).Side() != White {
		t.Fatalf("Tver is %v after the White stack retreated into it (13.1)", s.ControlOf(tver))
	}
}

// An NW Army unit that retreats out of the Baltic may not come back into it
// in the second hex of the same retreat (10.11).
func TestR10_11_ARetreatMayNotLeaveTheBalticAndReEnterIt(t *testing.T) {
	// A notch of Russia at 1412 between the Baltic hexes 1411 and 1413:
	// the only retreat to 1413 runs through it.
	p := balticPos(t).area(func(r *HexRecord) { r.Region = Russia }, "1412").area(func(r *HexRecord) { r.Region = Baltic }, "1413").
		unit("nw", White, 2, "1411", faction(NWArmy)).unit("r", Red, 6, "1410")
	s := p.build(ChitWest, WestFront)
	toCombat(t, s)
	rig(t, s, 6, 1)
	apply(t, s, attack(Red, "1411", "r"))
	b := s.Data.Board
	opts := s.RetreatOptions("nw")
	if len(opts) == 0 {
		t.Fatal("nw has no retreat: the position tests nothing")
	}
	for _, o := range opts {
		if b.Cell(o.Path[1]).Region != Baltic && b.Cell(o.Path[2]).Region == Baltic {
			t.Errorf("retreat %v leaves the Baltic and re-enters it", o.Path)
		}
	}
	for _, a := range LegalActions(s) {
		if a.Type == ActRetreat && b.Cell(a.Path[1]).Region != Baltic && b.Cell(a.Path[2]).Region == Baltic {
			t.Errorf("legal action %v leaves the Baltic and re-enters it", a.Path)
		}
	}
}

// A retreat ends in supply if it can (11.6(2)), judged once the stack has
// left its hex: the Red unit at 1507 negates the ZOC of the White attacker
// on the railway to Moscow, so 1509 down the line is in supply only while
// it stays; after the retreat it is not, and the retreat must go where the
// supply still runs.
func TestR11_6_2_RetreatSupplyIsJudgedAfterTheStackLeaves(t *testing.T) {
	p := supplyPos(t).unit("guard", Red, 1, "1506", typ(Garrison)).unit("r", Red, 2, "1507").
		unit("w", White, 3, "1607", func(d *UnitDef) { d.Att = 3 })
	s := p.build(ChitAFSR, NoFront)
	if r := supplied(t, s, "r"); !r.In() {
		t.Fatalf("r starts out of supply (%v): the position tests nothing", r)
	}
	toCombat(t, s)
	rig(t, s, 6, 1)
	apply(t, s, attack(White, "1507", "w"))
	if s.Pending.Kind != DecideRetreat {
		t.Fatalf("waiting for %v, want Red's retreat", s.Pending.Kind)
	}
	opts := s.RetreatOptions("r")
	down := hex.MustParse("1509")
	var supplied bool
	for _, o := range opts {
		supplied = supplied || o.Supplied
		if o.Path[2] == down {
			t.Errorf("offered %v as a retreat in supply, but the line to it runs through 1507, which the retreat leaves to the White ZOC", o.Path)
		}
	}
	if !supplied {
		t.Fatalf("no retreat ends in supply: %v", opts)
	}
	refuse(t, s, Action{Type: ActRetreat, Side: Red, Units: []string{"r"}, Path: hexes("1507", "1508", "1509")}, "11.6")
}

// Nor may it leave and re-enter the Baltic on one railway journey (10.11).
func TestR10_11_ARailJourneyMayNotLeaveTheBalticAndReEnterIt(t *testing.T) {
	p := balticPos(t).area(func(r *HexRecord) { r.Region = Russia }, "1412").area(func(r *HexRecord) { r.Region = Baltic }, "1413").
		city("1411", "Dorpat", func(c *CityRecord) { c.Sources = []Faction{NWArmy, AFSR} }).city("1413", "Narva").control("1411", WhiteControl).control("1413", WhiteControl).
		rail("1411", "1412", "1413").unit("nw", White, 2, "1411", faction(NWArmy)).unit("w", White, 2, "1411")
	s := p.startAt(2, StepStrategic)
	stratStep(s, White)
	narva := hex.MustParse("1413")
	for _, d := range s.StrategicDestinations([]string{"nw"}) {
		if d.Path[len(d.Path)-1] == narva {
			t.Fatalf("Narva is lit for the NW Army by %v", d.Path)
		}
	}
	refuse(t, s, sm(White, ByRail, "1411 1412 1413", "nw"), "10.11")
	apply(t, s, sm(White, ByRail, "1411 1412 1413", "w")) // others may go
	if at(t, s, "w") != narva || at(t, s, "nw") != hex.MustParse("1411") {
		t.Fatalf("w in %v, nw in %v", at(t, s, "w"), at(t, s, "nw"))
	}
}

// A stack parts only after its first hex: the infantry takes the train
// into the empty Red city there, and the train goes on alone along the
// railway (11.6(5), (7)).
func TestR11_6_7_ATrainIsEscortedIntoTheFirstHexOfASplitRetreat(t *testing.T) {
	p := newPos(t).rail("1513", "1514", "1515").city("1514", "Tver").control("1514", RedControl).
		unit("w", White, 2, "1513").unit("train", White, 1, "1513", faction(WhiteSpecial), typ(ArmoredTrain)).
		unit("r", Red, 6, "1512")
	s := p.build(ChitWest, WestFront)
	toCombat(t, s)
	rig(t, s, 6, 1)
	apply(t, s, attack(Red, "1513", "r"))
	if s.Pending.Kind != DecideRetreat || len(s.Combat.Retreating) != 2 {
		t.Fatalf("waiting for %v with %v retreating", s.Pending.Kind, s.Combat.Retreating)
	}
	split := Action{Type: ActRetreat, Side: White, Units: []string{"w", "train"}, Path: hexes("1513", "1514", "1615"),
		Ends: hexes("1615", "1515")}
	// Alone the train may not enter Tver at all; as part of the stack it
	// may, and the legal actions offer the split.
	refuse(t, s, Action{Type: ActRetreat, Side: White, Units: []string{"train"}, Path: hexes("1513", "1514", "1515")}, "11.6")
	if !slices.ContainsFunc(s.PartRetreatOptions([]string{"train"}, []string{"w", "train"}), func(o RetreatOption) bool {
		return o.Path == [3]hex.Hex(hexes("1513", "1514", "1515"))
	}) {
		t.Fatal("the train as part of the stack may not retreat through Tver")
	}
	var offered bool
	for _, a := range LegalActions(s) {
		offered = offered || a.Type == ActRetreat && len(a.Ends) == 2 && a.Path[1] == hex.MustParse("1514") && slices.Contains(a.Ends, hex.MustParse("1515"))
	}
	if !offered {
		t.Error("the legal actions offer no split through Tver")
	}
	apply(t, s, split)
	if at(t, s, "w") != hex.MustParse("1615") || at(t, s, "train") != hex.MustParse("1515") {
		t.Fatalf("w in %v, train in %v", at(t, s, "w"), at(t, s, "train"))
	}
}

// 11.6(5), 11.6: a retreat's routes to one end hex come cheapest first, the
// route through an enemy ZOC hex after a free one, and each says whether its
// extra disorder eliminates a unit (r1, already disordered by the d of the
// result, has the most SP and takes it).
func TestR11_6_5_RetreatRoutesCheapestFirstWithTheirCost(t *testing.T) {
	p := newPos(t).unit("w", White, 6, "1512", func(d *UnitDef) { d.Att = 3 }).unit("z", White, 2, "1614").
		unit("r1", Red, 4, "1513").unit("r2", Red, 2, "1513")
	s := p.build(ChitAFSR, NoFront)
	toCombat(t, s)
	rig(t, s, 6, 1)
	report(t, apply(t, s, attack(White, "1513", "w")))
	if s.Pending.Kind != DecideRetreat || !unitOf(t, s, "r1").Disordered {
		t.Fatalf("waiting for %v (r1 disordered %v), want Red's retreat", s.Pending.Kind, unitOf(t, s, "r1").Disordered)
	}
	stack := []string{"r1", "r2"}
	routes := s.RetreatRoutes(stack, stack)
	if len(routes) == 0 {
		t.Fatal("no retreat routes")
	}
	mixed := hex.None
	for end, list := range routes {
		for k, o := range list {
			if o.Path[2] != end {
				t.Fatalf("route %v listed under %v", o.Path, end)
			}
			if k > 0 && CompareRetreatCost(list[k-1], o) > 0 {
				t.Fatalf("routes to %v not cheapest first: %v", end, list)
			}
			if o.Eliminates != (o.EZOC > 0) {
				t.Fatalf("route %v: EZOC %d, eliminates %v; r1 is disordered and takes the stack's disorder", o.Path, o.EZOC, o.Eliminates)
			}
		}
		if list[0].EZOC == 0 && list[len(list)-1].EZOC > 0 {
			mixed = end
		}
	}
	if !mixed.Valid() {
		t.Fatalf("no end with both a free and an EZOC route: %v", routes)
	}
	// The engine agrees: the EZOC route eliminates r1, the free one does not.
	list := routes[mixed]
	costly, free := s.Clone(), s.Clone()
	apply(t, costly, Action{Type: ActRetreat, Side: Red, Units: stack, Path: list[len(list)-1].Path[:]})
	apply(t, free, Action{Type: ActRetreat, Side: Red, Units: stack, Path: list[0].Path[:]})
	if unitOf(t, costly, "r1").Where != Eliminated || unitOf(t, free, "r1").Where != OnMap {
		t.Fatalf("r1 after the EZOC route %v, after the free route %v", unitOf(t, costly, "r1").Where, unitOf(t, free, "r1").Where)
	}
	if CompareRetreatCost(RetreatOption{EZOC: 1}, RetreatOption{}) <= 0 || CompareRetreatCost(RetreatOption{Supplied: true}, RetreatOption{}) >= 0 {
		t.Fatal("CompareRetreatCost: an EZOC costs, ending in supply is better")
	}
}
