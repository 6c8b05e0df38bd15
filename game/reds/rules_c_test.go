package reds

import (
	"slices"
	"strings"
	"testing"

	"tachanka/game/hex"
)

// rcEdit changes the state of unit id in a built position.
func rcEdit(id string, f func(*Unit)) func(*State) {
	return func(s *State) {
		i, ok := s.UnitByID(id)
		if !ok {
			panic("no unit " + id)
		}
		f(&s.Units[i])
	}
}

// rcWithdrawalPos is a board with eight resource cities in column 25, the
// first white of them White-controlled, the others Red, and an AIF unit
// the minor withdrawal does not take.
func rcWithdrawalPos(t *testing.T, white int) *pos {
	p := newPos(t).unit("aif", White, 1, "1510", faction(AIF))
	for k := 0; k < 8; k++ {
		h := hex.Hex{Col: 25, Row: 1 + 2*k}.String()
		p.city(h, "City"+h, func(c *CityRecord) { c.Resource = true })
		if k < white {
			p.control(h, WhiteControl)
		} else {
			p.control(h, RedControl)
		}
	}
	return p
}

// rcWithdrawalPhase runs the Allied Withdrawal Phase of the strategic turn
// that follows operational turn turn (strategic turn index st), with
// withdrawal already recorded, and returns the events of the phase and
// what follows it up to the next decision.
func rcWithdrawalPhase(t *testing.T, p *pos, turn, st, withdrawal int) (*State, []Event) {
	t.Helper()
	s := p.startAt(turn, StepStrategicTurn)
	s.Strategic, s.Sub, s.WWIOver, s.Withdrawal = st, stWithdrawal, true, withdrawal
	s.out = nil
	s.advance()
	ev := s.out
	s.out = nil
	return s, ev
}

func TestR18_1_OneWithdrawalAPhaseMinorFirstThenMajorThenNoMore(t *testing.T) {
	// C (turn 6, number 3), White holds nothing: only the minor withdrawal,
	// never the major one in the same phase.
	s, ev := rcWithdrawalPhase(t, rcWithdrawalPos(t, 0), 6, 2, 0)
	if s.Withdrawal != 1 || len(eventsOf(ev, EvWithdrawal, "")) != 1 {
		t.Fatalf("at C with 0 resources: withdrawal %d, %d withdrawal events", s.Withdrawal, len(eventsOf(ev, EvWithdrawal, "")))
	}
	if where(t, s, "aif") != OnMap {
		t.Fatal("the AIF left at the first withdrawal: the first one is the minor one")
	}
	// D (turn 9, number 4), still short: the second is the major withdrawal.
	s, ev = rcWithdrawalPhase(t, rcWithdrawalPos(t, 0), 9, 3, 1)
	if s.Withdrawal != 2 || len(eventsOf(ev, EvWithdrawal, "")) != 1 || where(t, s, "aif") != Removed {
		t.Fatalf("at D after the minor: withdrawal %d, aif %v", s.Withdrawal, where(t, s, "aif"))
	}
	// After the major withdrawal there are no further checks.
	s, ev = rcWithdrawalPhase(t, rcWithdrawalPos(t, 0), 12, 4, 2)
	if s.Withdrawal != 2 || len(eventsOf(ev, EvWithdrawal, "")) != 0 {
		t.Fatalf("a check after the major withdrawal: withdrawal %d, %d events", s.Withdrawal, len(eventsOf(ev, EvWithdrawal, "")))
	}
	// White holding as many resources as the number: no withdrawal.
	s, ev = rcWithdrawalPhase(t, rcWithdrawalPos(t, 3), 6, 2, 0)
	if s.Withdrawal != 0 || len(eventsOf(ev, EvWithdrawal, "")) != 0 {
		t.Fatalf("at C with 3 resources: withdrawal %d", s.Withdrawal)
	}
}

func TestR18_2_WithdrawalNumbersByStrategicTurn(t *testing.T) {
	for _, tc := range []struct {
		letter   string
		turn, st int
		number   int
	}{{"A", 1, 0, 0}, {"B", 3, 1, 0}, {"C", 6, 2, 3}, {"D", 9, 3, 4}, {"E", 12, 4, 5}, {"F", 15, 5, 6}, {"G", 18, 6, 7}, {"H", 21, 7, 8}} {
		// Exactly the number: no withdrawal.
		s, _ := rcWithdrawalPhase(t, rcWithdrawalPos(t, tc.number), tc.turn, tc.st, 0)
		if s.Withdrawal != 0 {
			t.Fatalf("%s: White holds %d resources, the number: a withdrawal happened", tc.letter, tc.number)
		}
		if tc.number == 0 {
			continue
		}
		// One fewer: the withdrawal comes.
		s, _ = rcWithdrawalPhase(t, rcWithdrawalPos(t, tc.number-1), tc.turn, tc.st, 0)
		if s.Withdrawal != 1 {
			t.Fatalf("%s: White holds %d resources, below the number %d: no withdrawal", tc.letter, tc.number-1, tc.number)
		}
	}
	// No withdrawal is possible at A or B even with no resources at all.
	for _, tc := range []struct{ turn, st int }{{1, 0}, {3, 1}} {
		s, ev := rcWithdrawalPhase(t, rcWithdrawalPos(t, 0), tc.turn, tc.st, 0)
		if s.Withdrawal != 0 || len(eventsOf(ev, EvWithdrawal, "")) != 0 {
			t.Fatalf("a withdrawal at strategic turn %s", StrategicLetters[tc.st:tc.st+1])
		}
	}
}

func TestR18_5_RedWinsTheShortScenarioAtTheMajorWithdrawal(t *testing.T) {
	res := func(c *CityRecord) { c.Resource = true }
	// Red holds Moscow and two others; White holds none: at D (number 4)
	// the major withdrawal comes and with it Red's win, before E.
	base := func(tula Control) *pos {
		return newPos(t).city("1510", "Moscow", res).city("1512", "Tula", res).city("1514", "Petrograd", res).
			control("1510", RedControl).control("1512", tula).control("1514", RedControl).
			with(func(s *State) { s.EndsAfter = "E" })
	}
	s, ev := rcWithdrawalPhase(t, base(RedControl), 9, 3, 1)
	if s.Step != StepGameOver || s.Winner != Red || s.Withdrawal != 2 {
		t.Fatalf("step %v winner %v withdrawal %d (%s)", s.Step, s.Winner, s.Withdrawal, s.WinReason)
	}
	won := false
	for _, e := range ev {
		won = won || e.Type == EvGameOver && e.Rule == "18.5"
	}
	if !won {
		t.Fatalf("no game-over event citing 18.5: %v", kinds(ev))
	}
	// Without Moscow plus two others the major withdrawal does not end the game.
	s, _ = rcWithdrawalPhase(t, base(Neutral), 9, 3, 1)
	if s.Withdrawal != 2 || s.Step == StepGameOver {
		t.Fatalf("Red with Moscow and one other: withdrawal %d, step %v (%s)", s.Withdrawal, s.Step, s.WinReason)
	}
	// In the campaign the major withdrawal wins nothing.
	p := base(RedControl).with(func(s *State) { s.EndsAfter = "" })
	s, _ = rcWithdrawalPhase(t, p, 9, 3, 1)
	if s.Withdrawal != 2 || s.Step == StepGameOver {
		t.Fatalf("campaign: withdrawal %d, step %v (%s)", s.Withdrawal, s.Step, s.WinReason)
	}
}

func TestR19_1_WinterTurnsAreNovDecAndJanFeb(t *testing.T) {
	winter := []int{4, 5, 13, 14, 22, 23}
	p := stratPos(t).unit("a", Red, 4, "1509")
	n := len(loadTestTables(t).Turns)
	if n < 24 {
		t.Fatalf("the turn track has %d turns", n)
	}
	// River strategic movement, forbidden in winter (19.2), shows which
	// turns are winter turns (turn 1 has no strategic movement).
	for turn := 2; turn <= n; turn++ {
		s := p.startAt(turn, StepStrategic)
		stratStep(s, Red)
		if slices.Contains(winter, turn) {
			if !s.Winter() {
				t.Fatalf("turn %d is not a winter turn", turn)
			}
			refuse(t, s, sm(Red, ByRiver, "1509 1609 1709", "a"), "10.3")
			continue
		}
		if s.Winter() {
			t.Fatalf("turn %d is a winter turn", turn)
		}
		apply(t, s, sm(Red, ByRiver, "1509 1609 1709", "a"))
	}
	for _, turn := range winter {
		if m := loadTestTables(t).Turn(turn).Months; !strings.HasPrefix(m, "Nov") && !strings.HasPrefix(m, "Jan") {
			t.Fatalf("winter turn %d is %q, not Nov-Dec or Jan-Feb", turn, m)
		}
	}
}

// rcWhiteSupply is a White source (AFSR, Siberian, NW Army) at 1510 with a
// railway down column 15 to 1518.
func rcWhiteSupply(t *testing.T) *pos {
	src := func(c *CityRecord) { c.Sources = []Faction{AFSR, Siberian, NWArmy} }
	return newPos(t).city("1510", "Novorossiysk", src).control("1510", WhiteControl).
		rail("1510", "1511", "1512", "1513", "1514", "1515", "1516", "1517", "1518")
}

func TestR20_3_ArmoredTrainPlacementNeedsASuppliedHostOnARailway(t *testing.T) {
	p := rcWhiteSupply(t).rail("2518", "2519").
		unit("afsr", White, 2, "1512").
		unit("nw", White, 2, "1514", faction(NWArmy)).
		unit("raider", White, 2, "1516", cavalry).
		unit("offrail", White, 2, "1613").
		unit("cut", White, 2, "2519").
		unit("w-train", White, 1, "", faction(WhiteSpecial), typ(ArmoredTrain), func(d *UnitDef) { d.Dot = true }).
		unit("r-train", Red, 1, "", typ(ArmoredTrain)).
		with(rcEdit("raider", func(u *Unit) { u.Raiding = true }))
	s := p.build(NoChit, NoFront)
	i, _ := s.UnitByID("w-train")
	// Not with the NW Army, a raider, off the railway or out of supply.
	if got := s.SpecialPlacementHexes(i); !slices.Equal(got, hexes("1512")) {
		t.Fatalf("the White train may go to %v, want only 1512", got)
	}
	// The event places it there.
	s = eventState(t, p, 2, White, 8)
	if where(t, s, "w-train") != OnMap || at(t, s, "w-train") != hex.MustParse("1512") {
		t.Fatalf("the White train is %v", where(t, s, "w-train"))
	}
	// A Red train needs a supplied Red unit on a railway: none here, so
	// the Red event cannot be carried out.
	s = eventState(t, p, 2, Red, 6)
	if where(t, s, "r-train") != InPool {
		t.Fatalf("the Red train is %v with no Red host", where(t, s, "r-train"))
	}
}

func TestR20_3_ArmoredTrainsHaveNoZOCAndNoStrategicMovement(t *testing.T) {
	// A lone Red train at 1513 (West front): White passes next to it.
	p := newPos(t).rail("1513", "1514").unit("w", White, 2, "1510").unit("r-train", Red, 1, "1513", typ(ArmoredTrain))
	s := p.build(ChitAFSR, NoFront)
	apply(t, s, mv(White, "1510 1511 1512 1412", "w"))
	// A Red train activates with the front it is in.
	s = p.build(ChitWest, WestFront)
	if !unitOf(t, s, "r-train").Active {
		t.Fatal("the Red train did not activate with the West front")
	}
	s = p.build(ChitSouth, SouthFront)
	if unitOf(t, s, "r-train").Active {
		t.Fatal("the Red train in the West front activated with the South front")
	}
	// No strategic movement, even along the railway with its escort.
	s = stratPos(t).unit("a", Red, 4, "1505").unit("train", Red, 1, "1505", typ(ArmoredTrain)).startAt(2, StepStrategic)
	stratStep(s, Red)
	refuse(t, s, sm(Red, ByRail, "1505 1506 1507", "train"), "10.2")
	refuse(t, s, sm(Red, ByRail, "1505 1506 1507", "a", "train"), "10.2")
}

func TestR20_3_EliminatedRedTrainsGoBackToThePool(t *testing.T) {
	p := newPos(t).rail("1510", "1511").
		unit("r", Red, 4, "1510").unit("r-train", Red, 1, "1510", typ(ArmoredTrain))
	s := p.build(ChitWest, WestFront)
	apply(t, s, mv(Red, "1510 1511", "r"))
	apply(t, s, Action{Type: ActEndStep, Side: Red})
	if where(t, s, "r-train") != InPool {
		t.Fatalf("an eliminated Red train is %v, want back in the pool", where(t, s, "r-train"))
	}
}

func TestR20_7_NavalFlotillaSupportsACombatOnItsCoast(t *testing.T) {
	black := func(r *HexRecord) { r.Sea = BlackSea }
	p := newPos(t).terrain(Sea, "1414", "1514").area(black, "1513").
		unit("w", White, 2, "1512", func(d *UnitDef) { d.Att = 3 }).unit("r", Red, 2, "1513").
		unit("fleet", White, 0, "", faction(AIF), typ(NavalFlotilla), func(d *UnitDef) { d.Sea, d.Att, d.Def = BlackSea, 2, 2 }).
		with(rcEdit("fleet", func(u *Unit) { u.Where = Available }))
	s := p.build(ChitAFSR, NoFront)
	toCombat(t, s)
	rig(t, s, 3, 3)
	apply(t, s, attack(White, "1513", "w"))
	if s.Pending.Kind != DecideSupport || s.Pending.Side != White || !slices.Equal(s.Pending.Units, []string{"fleet"}) {
		t.Fatalf("pending %+v", s.Pending)
	}
	ev := apply(t, s, Action{Type: ActSupport, Side: White, Units: []string{"fleet"}})
	r := report(t, ev)
	if r.AMods != 5 || r.A != 2 || r.AUnits != 1 || !slices.Equal(r.AttSupport, []string{"fleet"}) {
		t.Fatalf("the flotilla should add only its +2: %+v", r)
	}
	if u := unitOf(t, s, "fleet"); u.Where != InTurnBox || u.Box != s.Turn+1 {
		t.Fatalf("the flotilla is %v/%d after the combat, want the next turn's box", u.Where, u.Box)
	}
	// Not on an inland hex, nor on another sea's coast.
	q := newPos(t).unit("w", White, 2, "1512", func(d *UnitDef) { d.Att = 3 }).unit("r", Red, 2, "1513").
		unit("fleet", White, 0, "", faction(AIF), typ(NavalFlotilla), func(d *UnitDef) { d.Sea, d.Att = BlackSea, 2 }).
		with(rcEdit("fleet", func(u *Unit) { u.Where = Available }))
	for _, sea := range []SeaName{NoSea, CaspianSea} {
		s = q.area(func(r *HexRecord) { r.Sea = sea }, "1513").build(ChitAFSR, NoFront)
		toCombat(t, s)
		apply(t, s, attack(White, "1513", "w"))
		if s.Pending.Kind == DecideSupport {
			t.Fatalf("the Black Sea flotilla offered for a target on sea %q", sea)
		}
	}
}

func TestR20_7_WhiteDefenderDecidesAfterRedsAircraftAndNotInWinterOnTheBaltic(t *testing.T) {
	baltic := func(r *HexRecord) { r.Sea = BalticSea }
	p := newPos(t).terrain(Sea, "1414", "1514").area(baltic, "1513").
		city("1511", "Pskov", func(c *CityRecord) { c.Sources = []Faction{FactionRed} }).control("1511", RedControl).
		unit("r", Red, 4, "1512", func(d *UnitDef) { d.Att = 3 }).unit("w", White, 2, "1513", faction(NWArmy)).
		unit("r-air", Red, 0, "", typ(Aircraft), func(d *UnitDef) { d.Att, d.Def = 1, 1 }).
		unit("fleet", White, 0, "", faction(AIF), typ(NavalFlotilla), func(d *UnitDef) { d.Sea, d.Def = BalticSea, 2 }).
		with(func(s *State) {
			s.WWIOver = true
			for _, id := range []string{"r-air", "fleet"} {
				i, _ := s.UnitByID(id)
				s.Units[i].Where = Available
			}
		})
	s := p.build(ChitWest, WestFront)
	toCombat(t, s)
	apply(t, s, attack(Red, "1513", "r"))
	if s.Pending.Kind != DecideSupport || s.Pending.Side != Red || !slices.Equal(s.Pending.Units, []string{"r-air"}) {
		t.Fatalf("Red declares his aircraft first: pending %+v", s.Pending)
	}
	apply(t, s, Action{Type: ActSupport, Side: Red, Units: []string{"r-air"}})
	if s.Pending.Kind != DecideSupport || s.Pending.Side != White || !slices.Equal(s.Pending.Units, []string{"fleet"}) {
		t.Fatalf("then White may commit the flotilla defending: pending %+v", s.Pending)
	}
	// 4:2 = 2:1; rolls 6 and 1: (6 + 3 + 1) - (1 + 2) = +7: DR. The D
	// disorders every defender but never the flotilla.
	rig(t, s, 6, 1)
	ev := apply(t, s, Action{Type: ActSupport, Side: White, Units: []string{"fleet"}})
	if r := report(t, ev); !slices.Equal(r.DefSupport, []string{"fleet"}) || r.DMods != 2 || r.Result != "DR" {
		t.Fatalf("report %+v", r)
	}
	if !unitOf(t, s, "w").Disordered || where(t, s, "fleet") != Available {
		t.Fatalf("after the D: w disordered %v, fleet %v", unitOf(t, s, "w").Disordered, where(t, s, "fleet"))
	}
	until(t, s, DecideCombat)
	if u := unitOf(t, s, "fleet"); u.Where != InTurnBox || u.Box != s.Turn+1 {
		t.Fatalf("the flotilla is %v/%d after the combat, want the next turn's box", u.Where, u.Box)
	}
	// In a winter turn the Baltic flotilla stays in port.
	s = p.with(func(s *State) { s.Turn = 4 }).build(ChitWest, WestFront)
	toCombat(t, s)
	apply(t, s, attack(Red, "1513", "r"))
	if s.Pending.Kind == DecideSupport && s.Pending.Side == Red {
		apply(t, s, Action{Type: ActSupport, Side: Red})
	}
	if s.Pending.Kind == DecideSupport && s.Pending.Side == White {
		t.Fatalf("the Baltic flotilla was offered in winter: %+v", s.Pending)
	}
}

func TestR20_9_ANewLeaderSendsTheOldOneBackToThePool(t *testing.T) {
	p := eventPos(t).with(func(s *State) { s.HighCommand[SouthFront] = "frunze" })
	s := eventState(t, p, 2, Red, 7)
	if s.Pending.Kind != DecideLeader || s.DrawnLeader != "kamenev" {
		t.Fatalf("pending %+v, drawn %q: only Kamenev is in the pool", s.Pending, s.DrawnLeader)
	}
	// A leader goes to a box by Red's choice of the Field Staff or a die,
	// never to a front Red names.
	refuse(t, s, Action{Type: ActLeader, Side: Red, Front: WestFront}, "6.3")
	rigRolls(t, s, 4)
	ev := apply(t, s, Action{Type: ActLeader, Side: Red})
	if s.HighCommand[SouthFront] != "kamenev" {
		t.Fatalf("high command %v, want Kamenev in the South front's box", s.HighCommand)
	}
	if !slices.Contains(s.leaderPool(), "frunze") || slices.Contains(s.HighCommand[:], "frunze") {
		t.Fatalf("Frunze should be back in the leader pool: pool %v", s.leaderPool())
	}
	back := false
	for _, e := range ev {
		back = back || e.Type == EvLeader && e.Rule == "20.9" && e.Leader == "frunze" && e.Fate == LeaderToPool && e.Front == SouthFront
	}
	if !back {
		t.Fatal("no event tells that Frunze returns to the pool")
	}
}

func TestR20_11_ALoneGarrisonGetsNoHelpAndWhiteTakingTsaritsynEndsRedVerdun(t *testing.T) {
	p := newPos(t).city("1513", "Tsaritsyn").control("1513", RedControl).
		unit("w", White, 2, "1512", func(d *UnitDef) { d.Att = 3 }).
		unit("g", Red, 1, "1513", typ(Garrison)).
		with(func(s *State) { s.RedVerdun = hex.MustParse("1513") })
	s := p.build(ChitAFSR, NoFront)
	toCombat(t, s)
	// 2:1, city: 1:1. Rolls 6 and 1: 9 - 1 = +8: adR. The d does nothing
	// to a lone garrison; the R eliminates it, Red Verdun or not.
	rig(t, s, 6, 1)
	ev := apply(t, s, attack(White, "1513", "w"))
	if r := report(t, ev); r.Result != "adR" {
		t.Fatalf("want adR: %+v", r)
	}
	if where(t, s, "g") == OnMap {
		t.Fatal("Red Verdun saved a lone garrison from an R")
	}
	if s.Pending.Kind != DecideAdvance {
		t.Fatalf("pending %+v, want White's advance", s.Pending)
	}
	ev = apply(t, s, Action{Type: ActAdvance, Side: White, Units: []string{"w"}})
	if s.RedVerdun != hex.None {
		t.Fatal("Red Verdun survived a White unit in Tsaritsyn")
	}
	noted := false
	for _, e := range ev {
		noted = noted || e.Rule == "20.11"
	}
	if !noted {
		t.Fatal("no event cites 20.11")
	}
}

func TestR20_11_RedVerdunIsGoneForGoodOnceWhiteOccupiesTsaritsyn(t *testing.T) {
	p := newPos(t).city("1513", "Tsaritsyn").control("1513", RedControl).
		unit("w", White, 2, "1512").unit("r", Red, 4, "1511", func(d *UnitDef) { d.Att = 3 }).
		with(func(s *State) { s.RedVerdun = hex.MustParse("1513") })
	s := p.build(ChitAFSR, NoFront)
	apply(t, s, mv(White, "1512 1513", "w"))
	if s.RedVerdun != hex.None {
		t.Fatal("a White unit occupies Tsaritsyn and Red Verdun stayed")
	}
	// Red drives the White unit out and retakes the city in his West
	// front's segment: Red Verdun does not come back.
	s.Cup = []Chit{ChitWest}
	apply(t, s, Action{Type: ActEndStep, Side: White})
	apply(t, s, Action{Type: ActEndStep, Side: White})
	if s.Segment == nil || s.Segment.Chit != ChitWest {
		t.Fatalf("segment %+v, want the West front's", s.Segment)
	}
	apply(t, s, mv(Red, "1511 1512", "r"))
	toCombat(t, s)
	// 4:2 = 2:1, city: 1:1. Rolls 6 and 1: 9 - 1 = +8: adR.
	rig(t, s, 6, 1)
	ev := apply(t, s, attack(Red, "1513", "r"))
	if r := report(t, ev); r.Result != "adR" {
		t.Fatalf("want adR: %+v", r)
	}
	opts := s.RetreatOptions("w")
	if s.Pending.Kind != DecideRetreat || len(opts) == 0 {
		t.Fatalf("pending %+v, options %v", s.Pending, opts)
	}
	apply(t, s, Action{Type: ActRetreat, Side: White, Units: []string{"w"}, Path: opts[0].Path[:]})
	apply(t, s, Action{Type: ActAdvance, Side: Red, Units: []string{"r"}})
	if at(t, s, "r") != hex.MustParse("1513") || s.ControlOf(hex.MustParse("1513")) != RedControl {
		t.Fatal("the test position is wrong: Red did not retake Tsaritsyn")
	}
	if s.RedVerdun != hex.None {
		t.Fatalf("Red Verdun is back in %v: it is removed for good", s.RedVerdun)
	}
}

func TestR20_12_RiverFlotillaPlacement(t *testing.T) {
	vistula := func(r *HexRecord) { r.Vistula = true }
	p := supplyPos(t).river("1507", "1607").river("2515", "2516").area(vistula, "1510").
		unit("on", Red, 4, "1507").
		unit("vis", Red, 4, "1510").
		unit("dry", Red, 4, "1508").
		unit("cut", Red, 4, "2516").
		unit("fl", Red, 1, "", typ(RiverFlotilla))
	s := p.build(NoChit, NoFront)
	i, _ := s.UnitByID("fl")
	// 1507 only: 1510 is on the Vistula, 1508 has no river, 2516 is out of supply.
	if got := s.SpecialPlacementHexes(i); !slices.Equal(got, hexes("1507")) {
		t.Fatalf("the Red flotilla may go to %v, want only 1507", got)
	}
	// With no legal hex the event is lost and the flotilla stays in the pool.
	s = eventState(t, eventPos(t), 2, Red, 4)
	if where(t, s, "r-flot") != InPool {
		t.Fatalf("the Red flotilla is %v with no Red unit on a river", where(t, s, "r-flot"))
	}
}

func TestR20_12_RiverFlotillasKeepToRiversAndDieWhenDisordered(t *testing.T) {
	p := newPos(t).river("1510", "1511", "1512", "1513", "1514").
		unit("r", Red, 2, "1513").unit("fl", Red, 1, "1513", typ(RiverFlotilla)).
		unit("w", White, 4, "1512", func(d *UnitDef) { d.Att = 3 }).unit("w2", White, 4, "1413", func(d *UnitDef) { d.Att = 3 })
	s := p.build(ChitWest, WestFront)
	refuse(t, s, mv(Red, "1513 1613", "fl"), "10.7")
	refuse(t, s, mv(Red, "1513 1613", "r", "fl"), "10.7")
	apply(t, s, mv(Red, "1513 1514", "r", "fl"))
	if at(t, s, "fl") != hex.MustParse("1514") {
		t.Fatal("the flotilla did not move down the river with its escort")
	}
	// A one-step unit: a D eliminates it, and it returns to its pool.
	s = p.build(ChitAFSR, NoFront)
	toCombat(t, s)
	// 8 SP against 3 (the flotilla counts): 2:1, along the river; rolls 6
	// and 1: 18 - 1 = +17: DR.
	rig(t, s, 6, 1)
	ev := apply(t, s, attack(White, "1513", "w", "w2"))
	if r := report(t, ev); r.Result != "DR" || r.D != 3 || r.DUnits != 2 {
		t.Fatalf("want DR against both units: %+v", r)
	}
	if where(t, s, "fl") != InPool {
		t.Fatalf("the disordered flotilla is %v, want eliminated to its pool", where(t, s, "fl"))
	}
	if where(t, s, "r") != OnMap || !unitOf(t, s, "r").Disordered {
		t.Fatal("the two-step unit should only be disordered")
	}
}

func TestR20_13_TankPlacement(t *testing.T) {
	p := rcWhiteSupply(t).terrain(Forest, "1513").terrain(Swamp, "1517").
		unit("afsr", White, 2, "1512").
		unit("wood", White, 2, "1513").
		unit("bog", White, 2, "1517").
		unit("sib", White, 2, "1514", faction(Siberian)).
		unit("nw", White, 2, "1515", faction(NWArmy)).
		unit("raider", White, 2, "1516", cavalry).
		unit("cut", White, 2, "2519").
		unit("tank", White, 1, "", faction(WhiteSpecial), typ(Tank)).
		with(rcEdit("raider", func(u *Unit) { u.Raiding = true }))
	s := p.build(NoChit, NoFront)
	i, _ := s.UnitByID("tank")
	// Not in forest or swamp, not with the Siberians, a raider or a unit
	// out of supply.
	if got := s.SpecialPlacementHexes(i); !slices.Equal(got, hexes("1512", "1515")) {
		t.Fatalf("the tank may go to %v, want 1512 and 1515", got)
	}
}

func TestR20_13_TanksActivateWithTheFactionTheyStackWith(t *testing.T) {
	p := newPos(t).unit("nw", White, 2, "1512", faction(NWArmy)).unit("tank", White, 1, "1512", faction(WhiteSpecial), typ(Tank)).
		unit("w", White, 2, "1515")
	s := p.build(ChitNW, NoFront)
	if !unitOf(t, s, "tank").Active {
		t.Fatal("the tank did not activate with the NW Army it is stacked with")
	}
	apply(t, s, mv(White, "1512 1513", "nw", "tank"))
	s = p.build(ChitAFSR, NoFront)
	if unitOf(t, s, "tank").Active {
		t.Fatal("the tank activated with the AFSR though no AFSR unit is with it")
	}
	refuse(t, s, mv(White, "1512 1513", "tank"), "7.10")
}

func TestR20_14_AWhiteSpecialUnitActivatesOncePerTurn(t *testing.T) {
	// The tank starts with the AFSR and ends its move with the AIF, whose
	// chit is drawn later in the turn.
	p := newPos(t).unit("w", White, 2, "1510").unit("tank", White, 1, "1510", faction(WhiteSpecial), typ(Tank)).
		unit("aif", White, 1, "1512", faction(AIF))
	s := p.build(ChitAFSR, NoFront)
	apply(t, s, mv(White, "1510 1511 1512", "tank"))
	s.Cup = []Chit{ChitAIF}
	apply(t, s, Action{Type: ActEndStep, Side: White})
	apply(t, s, Action{Type: ActEndStep, Side: White})
	if s.Segment == nil || s.Segment.Chit != ChitAIF || s.Pending.Kind != DecideMovement {
		t.Fatalf("segment %+v pending %+v, want the AIF's movement step", s.Segment, s.Pending)
	}
	if where(t, s, "tank") != OnMap || at(t, s, "tank") != hex.MustParse("1512") {
		t.Fatal("the test position is wrong: the tank is not with the AIF")
	}
	if unitOf(t, s, "tank").Active || !unitOf(t, s, "aif").Active {
		t.Fatal("the tank activated a second time this turn")
	}
	refuse(t, s, mv(White, "1512 1513", "aif", "tank"), "7.10")
	// A tank that has not yet activated does activate with the AIF.
	s = newPos(t).unit("aif", White, 1, "1512", faction(AIF)).unit("tank", White, 1, "1512", faction(WhiteSpecial), typ(Tank)).
		build(ChitAIF, NoFront)
	if !unitOf(t, s, "tank").Active {
		t.Fatal("a fresh tank stacked with the AIF did not activate with it")
	}
	// The next turn it may activate again.
	s = p.startAt(5, StepActionEnd)
	i, _ := s.UnitByID("tank")
	s.Units[i].Spent = true
	s.advance()
	if unitOf(t, s, "tank").Spent {
		t.Fatal("the once-per-turn mark survived the end of the Action Phase")
	}
}
