package reds

import (
	"slices"
	"testing"

	"tachanka/game/hex"
)

// The engine's one answer to "which units may act now" (Actors) is the set
// its own checks accept: every unit it lists may make the move, and every
// unit it leaves out is refused with its rule.

// In the movement step: active units that have not moved, carry no Done
// marker and are not garrisons (10.6, 10.9, 7.10, 20.5).
func TestR10_6_TheActorsOfAMovementStepAreTheUnitsFreeToMove(t *testing.T) {
	s := newPos(t).unit("a", Red, 2, "1507").unit("b", Red, 2, "1510").unit("g", Red, 1, "1512", typ(Garrison)).
		unit("done", Red, 2, "1514").unit("south", Red, 2, "2507").unit("w", White, 2, "1520").
		with(func(s *State) { s.Units[3].Done = true }).build(ChitWest, WestFront)
	if got := s.Actors(); !slices.Equal(got, []string{"a", "b"}) {
		t.Fatalf("actors %v, want [a b]", got)
	}
	refuse(t, s, mv(Red, "1512 1513", "g"), "20.5")
	refuse(t, s, mv(Red, "1514 1515", "done"), "10.9")
	refuse(t, s, mv(Red, "2507 2508", "south"), "7.10")
	apply(t, s, mv(Red, "1507 1508", "a"))
	if got := s.Actors(); !slices.Equal(got, []string{"b"}) {
		t.Fatalf("after a moved, actors %v, want [b]", got)
	}
	refuse(t, s, mv(Red, "1508 1509", "a"), "10.6")
}

// In the strategic step: infantry and cavalry in a friendly city, in
// supply, that have not moved strategically (10.2, 12.9); the others have
// no strategic destination either.
func TestR12_9_TheActorsOfAStrategicStepAreInSupplyInAFriendlyCity(t *testing.T) {
	p := stratPos(t).city("1905", "Vologda").control("1905", RedControl).
		unit("tula", Red, 2, "1507").unit("field", Red, 2, "1508").unit("cut", Red, 2, "1905").
		unit("train", Red, 1, "1505", typ(ArmoredTrain))
	s := p.startAt(2, StepStrategic)
	stratStep(s, Red)
	if r := supplied(t, s, "cut"); r.In() {
		t.Fatalf("cut is in supply (%v): the position tests nothing", r)
	}
	if got := s.Actors(); !slices.Equal(got, []string{"tula"}) {
		t.Fatalf("actors %v, want [tula]", got)
	}
	for _, id := range []string{"field", "cut", "train"} {
		if d := s.StrategicDestinations([]string{id}); len(d) != 0 {
			t.Errorf("%s may not move strategically but has destinations %v", id, d)
		}
	}
	refuse(t, s, sm(Red, ByRail, "1508 1509", "field"), "10.2")
	refuse(t, s, sm(Red, ByRail, "1905 1906", "cut"), "12.9")
	apply(t, s, sm(Red, ByRail, "1507 1508 1509", "tula"))
	if got := s.Actors(); len(got) != 0 {
		t.Fatalf("after tula moved, actors %v", got)
	}
}

// In the combat step: active units that have not attacked, not garrisons
// (11.1, 11.2).
func TestR11_1_TheActorsOfACombatStepMayAttack(t *testing.T) {
	s := newPos(t).unit("a", Red, 2, "1507").unit("g", Red, 1, "1509", typ(Garrison)).unit("w", White, 2, "1508").
		unit("w2", White, 2, "1510").build(ChitWest, WestFront)
	toCombat(t, s)
	if got := s.Actors(); !slices.Equal(got, []string{"a"}) {
		t.Fatalf("actors %v, want [a]", got)
	}
	refuse(t, s, attack(Red, "1510", "g"), "11.1")
}

// The placement and landing queries list exactly the hexes the engine
// accepts (20.2, 14.1): each one listed is taken, a coastal hex not listed
// is refused.
func TestR20_2_LandingHexesAreTheLandingsTheEngineAccepts(t *testing.T) {
	port := func(c *CityRecord) { c.Port = true }
	black := func(r *HexRecord) { r.Sea = BlackSea }
	p := newPos(t).terrain(Sea, "2010", "2011", "2012").area(black, "2109", "2110", "2111", "2112", "2113").
		city("2109", "Odessa", port).control("2109", WhiteControl).
		unit("w", White, 2, "2109").unit("r", Red, 2, "2112").
		with(func(s *State) { s.Amphibious = true })
	s := p.build(ChitAFSR, NoFront)
	got := s.LandingHexes([]string{"w"})
	if len(got) == 0 {
		t.Fatal("no landing offered")
	}
	if slices.Contains(got, hex.MustParse("2112")) {
		t.Error("a landing offered into the Red unit's hex")
	}
	refuse(t, s, Action{Type: ActLanding, Side: White, Units: []string{"w"}, Path: hexes("2109", "2112")}, "20.2")
	for _, h := range got {
		if err := Check(s, Action{Type: ActLanding, Side: White, Units: []string{"w"}, Path: []hex.Hex{hex.MustParse("2109"), h}}); err != nil {
			t.Errorf("landing in %v listed but refused: %v", h, err)
		}
	}
	apply(t, s, Action{Type: ActLanding, Side: White, Units: []string{"w"}, Path: []hex.Hex{hex.MustParse("2109"), got[0]}})
	if at(t, s, "w") != got[0] {
		t.Fatalf("w in %v after landing in %v", at(t, s, "w"), got[0])
	}
}

// A person may take back plain moves (10.6) until a die roll makes them
// final: the game's record keeps the states, and the state after undo is
// the one the remaining actions replay to.
func TestR10_6_PlainMovesMayBeTakenBackUntilADieIsRolled(t *testing.T) {
	s := newPos(t).unit("a", Red, 4, "1507").unit("b", Red, 4, "1510").unit("w", White, 1, "1513").build(ChitWest, WestFront)
	g := ResumeGame(s.Data, s.Clone(), 0, nil, s)
	for _, a := range []Action{mv(Red, "1507 1508", "a"), mv(Red, "1510 1511 1512", "b")} {
		if _, err := g.Do(a); err != nil {
			t.Fatal(err)
		}
	}
	if g.Undoable() != 2 {
		t.Fatalf("%d moves may be taken back, want 2", g.Undoable())
	}
	if err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	if at(t, g.State, "b") != hex.MustParse("1510") || at(t, g.State, "a") != hex.MustParse("1508") || len(g.Actions) != 1 {
		t.Fatalf("after undo: a in %v, b in %v, %d actions", at(t, g.State, "a"), at(t, g.State, "b"), len(g.Actions))
	}
	apply := func(a Action) {
		t.Helper()
		if _, err := g.Do(a); err != nil {
			t.Fatal(err)
		}
	}
	apply(mv(Red, "1510 1511 1512", "b"))
	apply(Action{Type: ActEndStep, Side: Red})
	apply(attack(Red, "1513", "b"))
	if g.Undoable() != 0 {
		t.Fatalf("%d actions may be taken back after the end of the step and an attack", g.Undoable())
	}
	if err := g.Undo(); err == nil {
		t.Fatal("an attack (dice) was taken back")
	}
}
