package reds

import (
	"slices"
	"testing"

	"tachanka/game/hex"
)

// at returns a state built by p, set to begin at step st of turn.
func (p *pos) startAt(turn int, st Step) *State {
	s := p.build(NoChit, NoFront)
	s.Turn, s.Step, s.Segment, s.Pending = turn, st, nil, Pending{}
	s.Tsar = TsarDead
	for i := range s.Units {
		s.Units[i].Active = false
	}
	return s
}

// until answers every other decision with its first legal action until the
// game waits for kind.
func until(t *testing.T, s *State, kind Decision) []Event {
	t.Helper()
	var ev []Event
	for guard := 0; s.Pending.Kind != kind; guard++ {
		acts := LegalActions(s)
		if guard > 200 || len(acts) == 0 {
			t.Fatalf("never reached %v; waiting for %+v", kind, s.Pending)
		}
		ev = append(ev, apply(t, s, acts[0])...)
	}
	return ev
}

func kinds(ev []Event) []EventType {
	var out []EventType
	for _, e := range ev {
		out = append(out, e.Type)
	}
	return out
}

func TestR5_1_TurnOneUpToTheFirstActivation(t *testing.T) {
	p := newPos(t).unit("w", White, 2, "1510").unit("r", Red, 4, "2015")
	s := p.startAt(1, StepSetup)
	s.Tsar = TsarUnknown
	ev := Start(s, 7)
	if s.Tsar == TsarUnknown {
		t.Fatal("the Tsar's fate was not rolled (3.3)")
	}
	if s.Initiative != White {
		t.Fatal("White has the initiative on turn 1 (6.1)")
	}
	ev = append(ev, until(t, s, DecideFronts)...)
	noStrat := false
	for _, e := range ev {
		noStrat = noStrat || e.Rule == "10.2" && e.Type == EvNote
	}
	if !noStrat {
		t.Fatalf("no word of the skipped strategic movement: %v", kinds(ev))
	}
	if s.Pending.Kind != DecideFronts || s.Pending.Side != Red || s.Pending.Count != 2 || len(s.Pending.Fronts) != 6 {
		t.Fatalf("pending %+v, want Red choosing 2 of 6 fronts", s.Pending)
	}
	refuse(t, s, Action{Type: ActFronts, Side: Red, Fronts: []Front{WestFront}}, "7.7")
	refuse(t, s, Action{Type: ActFronts, Side: Red, Fronts: []Front{WestFront, WestFront}}, "7.7")
	apply(t, s, Action{Type: ActFronts, Side: Red, Fronts: []Front{SouthFront, WestFront}})
	if s.Pending.Kind != DecideFirstChit || s.Pending.Side != White {
		t.Fatalf("pending %+v", s.Pending)
	}
	if want := []Chit{ChitAFSR, ChitAIF, ChitSiberian, ChitMuslimNorth}; !slices.Equal(s.Pending.Chits, want) {
		t.Fatalf("White's chits before B: %v, want %v (7.5)", s.Pending.Chits, want)
	}
	refuse(t, s, Action{Type: ActFirstChit, Side: White, Chit: ChitLogistics}, "7.8")
	refuse(t, s, Action{Type: ActFirstChit, Side: White, Chit: ChitPoles}, "7.8")
	apply(t, s, Action{Type: ActFirstChit, Side: White, Chit: ChitAFSR})
	if s.Step != StepActivation || s.Segment.Chit != ChitAFSR || s.Pending.Kind != DecideMovement {
		t.Fatalf("step %v segment %+v pending %+v", s.Step, s.Segment, s.Pending)
	}
	// The cup holds every other chit and the Logistics chit (7.8).
	want := []Chit{ChitAIF, ChitSiberian, ChitMuslimNorth, ChitFieldStaff, ChitWest, ChitSouth, ChitLogistics}
	got := slices.Clone(s.Cup)
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Fatalf("cup %v, want %v", s.Cup, want)
	}
}

func TestR6_1_InitiativeRollWithTheFieldStaffBonus(t *testing.T) {
	// Red 3 + 1 beats White 3: find a seed whose first two dice are 3, 3.
	p := newPos(t).unit("w", White, 2, "1510").unit("r", Red, 4, "2015")
	s := p.startAt(2, StepInitiative)
	s.HighCommand[0] = "frunze"
	rig(t, s, 3, 3)
	s.advance()
	if s.Initiative != Red {
		t.Fatal("the Field Staff's +1 did not break the 3-3 tie")
	}
	// Without a leader the tie is rolled again.
	s = p.startAt(2, StepInitiative)
	rig(t, s, 3, 3)
	ev := Start(s, s.Rand.State)
	ties := 0
	for _, e := range ev {
		if e.Type == EvDice && e.Rule == "6.1" {
			ties++
		}
	}
	if ties == 0 {
		t.Fatal("a tie was not rolled again")
	}
}

func TestR6_2_NonInitiativePlayerMovesStrategicallyFirst(t *testing.T) {
	s := newPos(t).unit("w", White, 2, "1510").unit("r", Red, 4, "2015").startAt(2, StepStrategic)
	s.Initiative = White
	s.advance()
	if s.Pending.Kind != DecideStrategic || s.Pending.Side != Red {
		t.Fatalf("pending %+v, want Red's strategic step first", s.Pending)
	}
	apply(t, s, Action{Type: ActEndStep, Side: Red})
	if s.Pending.Kind != DecideStrategic || s.Pending.Side != White {
		t.Fatalf("pending %+v, want White's strategic step", s.Pending)
	}
}

func TestR7_5_WhiteChitsAfterStrategicTurnB(t *testing.T) {
	s := newPos(t).startAt(4, StepCommand)
	s.Strategic = 2
	if got := s.whiteChits(); len(got) != 6 || !slices.Contains(got, ChitNW) || !slices.Contains(got, ChitPoles) {
		t.Fatalf("after B: %v", got)
	}
	s.Withdrawal, s.Poland = 2, PolandConquered
	if got := s.whiteChits(); slices.Contains(got, ChitAIF) || slices.Contains(got, ChitPoles) {
		t.Fatalf("after the major withdrawal and Poland's conquest: %v (7.6)", got)
	}
}

func TestR7_7_LeadersGiveTheirFrontsChits(t *testing.T) {
	s := newPos(t).unit("w", White, 2, "1510").startAt(2, StepCommand)
	s.HighCommand[SouthFront] = "frunze"
	s.HighCommand[EastFront] = "kamenev"
	s.HighCommand[NorthFront] = "frunze"
	s.HighCommand[TurkestanFront] = "kamenev"
	s.Initiative = White
	s.advance()
	// Two leaderless fronts are left: both are taken without a choice.
	if s.Pending.Kind != DecideFirstChit {
		t.Fatalf("pending %+v", s.Pending)
	}
	rc := s.redChits()
	for _, c := range []Chit{ChitFieldStaff, ChitNorth, ChitWest, ChitSouthwest, ChitSouth, ChitEast, ChitTurkestan} {
		if !slices.Contains(rc, c) {
			t.Fatalf("Red's chits %v lack %v", rc, c)
		}
	}
	s = newPos(t).startAt(2, StepCommand)
	s.HighCommand[SouthFront] = "frunze"
	s.advance()
	refuse(t, s, Action{Type: ActFronts, Side: Red, Fronts: []Front{SouthFront, WestFront}}, "7.7")
}

func TestR7_9_ChitsAreDrawnUntilTheCupIsEmpty(t *testing.T) {
	s := newPos(t).unit("w", White, 2, "1510").unit("r", Red, 4, "2015").startAt(3, StepChitPool)
	s.Initiative = White
	s.RedFronts = []Front{WestFront, SouthFront}
	s.advance()
	apply(t, s, Action{Type: ActFirstChit, Side: White, Chit: ChitSiberian})
	segments := 1
	for guard := 0; guard < 50 && s.Turn == 3 && s.Step != StepGameOver; guard++ {
		switch s.Pending.Kind {
		case DecideMovement, DecideCombat:
			if s.Pending.Kind == DecideCombat {
				segments++
			}
			apply(t, s, Action{Type: ActEndStep, Side: s.Pending.Side})
		case DecideFieldStaff:
			apply(t, s, Action{Type: ActFieldStaff, Side: Red, Front: s.Pending.Fronts[0]})
		default:
			t.Fatalf("unexpected decision %+v", s.Pending)
		}
		if s.Step == StepStrategicTurn || s.Turn != 3 {
			break
		}
	}
	if len(s.Cup) != 0 {
		t.Fatalf("the action phase ended with %v in the cup", s.Cup)
	}
}

func TestR7_11_FieldStaffActivatesAFrontAndItsChitIsSkipped(t *testing.T) {
	s := newPos(t).unit("r", Red, 4, "1510").unit("w", White, 2, "2015").startAt(2, StepChitPool)
	s.Initiative = Red
	s.RedFronts = []Front{WestFront, SouthFront}
	s.advance()
	apply(t, s, Action{Type: ActFirstChit, Side: Red, Chit: ChitFieldStaff})
	if s.Pending.Kind != DecideFieldStaff || len(s.Pending.Fronts) != 6 {
		t.Fatalf("pending %+v", s.Pending)
	}
	apply(t, s, Action{Type: ActFieldStaff, Side: Red, Front: WestFront})
	if !unitOf(t, s, "r").Active {
		t.Fatal("the West front's unit is not active")
	}
	// The West chit, drawn later, is set aside unused.
	s.Cup = []Chit{ChitWest}
	apply(t, s, Action{Type: ActEndStep, Side: Red})
	ev := apply(t, s, Action{Type: ActEndStep, Side: Red})
	skipped := false
	for _, e := range ev {
		skipped = skipped || e.Type == EvChitSkipped && e.Chit == ChitWest
	}
	if !skipped {
		t.Fatalf("the West chit was not skipped: %v", kinds(ev))
	}
}

func TestR10_9_DoneMarkersGoAtTheEndOfTheActionPhase(t *testing.T) {
	s := newPos(t).unit("r", Red, 4, "1510").startAt(5, StepActionEnd)
	s.Units[0].Done = true
	s.advance()
	if unitOf(t, s, "r").Done {
		t.Fatal("a Done marker survived the end of the Action Phase")
	}
}

// A small rail network for strategic movement: Moscow 1505 - 1506 - 1507
// (Tula) - 1508 - 1509 (Ryazan), a river from 1509 to 1709.
func stratPos(t *testing.T) *pos {
	return newPos(t).city("1505", "Moscow", func(c *CityRecord) { c.Sources = []Faction{FactionRed} }).
		city("1507", "Tula").city("1509", "Ryazan").city("1709", "Kasimov").
		control("1505", RedControl).control("1507", RedControl).control("1509", RedControl).control("1709", RedControl).
		rail("1505", "1506", "1507", "1508", "1509").river("1509", "1609", "1709")
}

func stratStep(s *State, side Side) {
	s.Step, s.Sub = StepStrategic, 0
	s.Initiative = side.Enemy()
	s.advance()
}

func sm(side Side, mode StratMode, path string, units ...string) Action {
	a := mv(side, path, units...)
	a.Type, a.Mode = ActStrategic, mode
	return a
}

func TestR10_3_RailMovementFromCityToCity(t *testing.T) {
	p := stratPos(t).unit("a", Red, 4, "1505").unit("b", Red, 4, "1505").unit("c", Red, 2, "1507")
	s := p.startAt(2, StepStrategic)
	stratStep(s, Red)
	apply(t, s, sm(Red, ByRail, "1505 1506 1507 1508 1509", "a"))
	refuse(t, s, sm(Red, ByRail, "1509 1508 1507", "a"), "10.2")  // once per turn
	refuse(t, s, sm(Red, ByRail, "1505 1506", "b"), "10.2")       // not a city
	refuse(t, s, sm(Red, ByRiver, "1505 1506 1507", "b"), "10.3") // no river there
	apply(t, s, sm(Red, ByRail, "1505 1506 1507", "b"))           // 8 SP so far
	refuse(t, s, sm(Red, ByRail, "1507 1508 1509", "c"), "10.4")  // 10 > 9 SP
	if at(t, s, "a") != hex.MustParse("1509") || s.Strat.Red != 8 {
		t.Fatalf("a in %v, %d SP used", at(t, s, "a"), s.Strat.Red)
	}
}

func TestR10_3_RiverMovementNotInWinter(t *testing.T) {
	p := stratPos(t).unit("a", Red, 4, "1509")
	s := p.startAt(2, StepStrategic)
	stratStep(s, Red)
	apply(t, s, sm(Red, ByRiver, "1509 1609 1709", "a"))
	s = p.startAt(4, StepStrategic)
	stratStep(s, Red)
	refuse(t, s, sm(Red, ByRiver, "1509 1609 1709", "a"), "10.3")
	apply(t, s, sm(Red, ByRail, "1509 1508 1507", "a")) // rail still runs in winter
}

func TestR10_3_NoEnemyCitiesNoEnemyZOCOnTheWay(t *testing.T) {
	p := stratPos(t).unit("a", Red, 4, "1505")
	s := p.control("1507", WhiteControl).startAt(2, StepStrategic)
	stratStep(s, Red)
	refuse(t, s, sm(Red, ByRail, "1505 1506 1507 1508 1509", "a"), "10.3")
	// A White unit next to 1508 puts it in enemy ZOC: passing through is out (8.5).
	s = stratPos(t).unit("a", Red, 4, "1505").unit("w", White, 2, "1608").startAt(2, StepStrategic)
	stratStep(s, Red)
	refuse(t, s, sm(Red, ByRail, "1505 1506 1507 1508 1509", "a"), "8.5")
	apply(t, s, sm(Red, ByRail, "1505 1506 1507", "a"))
}

func TestR10_4_WhiteRailLimits(t *testing.T) {
	p := stratPos(t).control("1505", WhiteControl).control("1507", WhiteControl).control("1509", WhiteControl).
		city("1505", "Moscow").
		unit("a", White, 2, "1505").unit("b", White, 1, "1505").unit("nw", White, 1, "1509", faction(NWArmy))
	s := p.startAt(2, StepStrategic)
	for i := range s.Units {
		s.Units[i].OutOfSupply = false
	}
	s.Seas = [numSeas]Side{}
	// Give White a source so the units are in supply.
	s.Data.Board.Cell(hex.MustParse("1505")).City.Sources = []Faction{AFSR, NWArmy}
	stratStep(s, White)
	apply(t, s, sm(White, ByRail, "1505 1506 1507", "a"))
	refuse(t, s, sm(White, ByRail, "1505 1506 1507", "b"), "10.4")
	refuse(t, s, sm(White, ByRail, "1509 1508 1507", "nw"), "10.4")
}

func TestR12_9_OutOfSupplyUnitsMayNotMoveStrategically(t *testing.T) {
	p := newPos(t).city("1507", "Tula").city("1509", "Ryazan").control("1507", RedControl).control("1509", RedControl).
		rail("1507", "1508", "1509").unit("a", Red, 4, "1507")
	s := p.startAt(2, StepStrategic)
	stratStep(s, Red)
	refuse(t, s, sm(Red, ByRail, "1507 1508 1509", "a"), "12.9")
}

func TestR10_5_SeaMovement(t *testing.T) {
	port := func(c *CityRecord) { c.Port = true }
	black := func(r *HexRecord) { r.Sea = BlackSea }
	p := newPos(t).terrain(Sea, "1210", "1211", "1212", "1213", "1214").area(black, "1310", "1314").
		city("1310", "Novorossiysk", func(c *CityRecord) { c.Port = true; c.Sources = []Faction{AFSR} }).city("1314", "Sevastopol", port).
		control("1310", WhiteControl).control("1314", WhiteControl).
		unit("a", White, 2, "1310").unit("b", White, 2, "1310").unit("c", White, 1, "1310")
	s := p.startAt(2, StepStrategic)
	stratStep(s, White)
	apply(t, s, sm(White, BySea, "1310 1314", "a", "b"))
	refuse(t, s, sm(White, BySea, "1310 1314", "c"), "10.5") // 4 SP per sea and step
	if at(t, s, "a") != hex.MustParse("1314") {
		t.Fatal("the landing did not happen")
	}
	s = p.startAt(2, StepStrategic)
	s.Seas[BlackSea] = Red
	stratStep(s, White)
	refuse(t, s, sm(White, BySea, "1310 1314", "a"), "10.5")
}

func TestR20_6_TheGoldMovesOnlyStrategicallyAndFreely(t *testing.T) {
	p := stratPos(t).unit("a", Red, 4, "1505").unit("b", Red, 4, "1507").
		with(func(s *State) { s.Gold, s.GoldSide = hex.MustParse("1505"), Red })
	s := p.startAt(2, StepStrategic)
	stratStep(s, Red)
	apply(t, s, sm(Red, ByRail, "1507 1508 1509", "b"))
	apply(t, s, sm(Red, ByRail, "1505 1506 1507", "a"))
	// 8 SP moved; the Gold needs no allowance and may mix rail and river.
	apply(t, s, Action{Type: ActStrategic, Side: Red, Units: []string{GoldID}, Mode: ByRail, Path: hexes("1505", "1506", "1507", "1508", "1509", "1609", "1709")})
	if s.Gold != hex.MustParse("1709") {
		t.Fatalf("the Gold is in %v", s.Gold)
	}
}

func TestR20_10_RedTrainStep(t *testing.T) {
	p := stratPos(t).unit("w", White, 2, "1409")
	s := p.startAt(2, StepRedTrain)
	s.RedTrain = hex.MustParse("1505")
	s.advance()
	if s.Pending.Kind != DecideRedTrain {
		t.Fatalf("pending %+v", s.Pending)
	}
	dests := s.RedTrainDestinations()
	// 1508 is in White's ZOC: the line stops at 1507.
	if !slices.Contains(dests, hex.MustParse("1507")) || slices.Contains(dests, hex.MustParse("1508")) || slices.Contains(dests, hex.MustParse("1509")) {
		t.Fatalf("destinations %v", dests)
	}
	refuse(t, s, Action{Type: ActRedTrain, Side: Red, Hex: hex.MustParse("1509")}, "20.10")
	apply(t, s, Action{Type: ActRedTrain, Side: Red, Hex: hex.MustParse("1507")})
	if s.RedTrain != hex.MustParse("1507") || s.Step != StepCommand {
		t.Fatal("the Red Train did not move")
	}
	// Not on turn 1.
	s = p.startAt(1, StepRedTrain)
	s.RedTrain = hex.MustParse("1505")
	s.advance()
	if s.Pending.Kind == DecideRedTrain {
		t.Fatal("the Red Train may not move on turn 1")
	}
}

func TestR20_10_AnEnemyDisplacesTheRedTrain(t *testing.T) {
	s := newPos(t).unit("w", White, 2, "1510").with(func(s *State) { s.RedTrain = hex.MustParse("1511") }).build(ChitAFSR, NoFront)
	apply(t, s, mv(White, "1510 1511", "w"))
	if s.RedTrain.Valid() || s.RedTrainBox != s.Turn+1 {
		t.Fatalf("Red Train %v box %d", s.RedTrain, s.RedTrainBox)
	}
}
