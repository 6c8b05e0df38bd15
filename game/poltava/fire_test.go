package poltava

import (
	"slices"
	"testing"
)

func fire(unit, target string) Action { return Action{Type: ActFire, Unit: unit, Target: target} }

func TestR6_4_AHitOnTheFireValueOrMore(t *testing.T) {
	for _, c := range []struct {
		roll    int
		reduced bool
	}{{4, false}, {5, true}, {6, true}} {
		k := newKit(t).unit("sw", Sweden, Infantry, "1010").unit("ru", Russia, Infantry, "1012")
		s := k.build(Sweden, PhaseFire)
		loadDice(t, s, c.roll)
		ev := apply(t, s, fire("sw", "ru"))
		if got := s.Unit("ru").Reduced; got != c.reduced {
			t.Errorf("roll %d against Fire 5: reduced %v, want %v", c.roll, got, c.reduced)
		}
		if f := events(ev, EvFire); len(f) != 1 || f[0].Dice[0] != c.roll {
			t.Errorf("fire event %+v", f)
		}
		// Each unit fires once a phase.
		if !s.Unit("sw").Fired {
			t.Error("sw not marked as fired")
		}
	}
}

func TestR6_5_ASecondHitEliminates(t *testing.T) {
	k := newKit(t).unit("sw", Sweden, Infantry, "1010").unit("sw2", Sweden, Infantry, "1110").unit("ru", Russia, Infantry, "1012", div("Rp"))
	s := k.build(Sweden, PhaseFire)
	loadDice(t, s, 6, 5)
	apply(t, s, fire("sw", "ru"))
	apply(t, s, fire("sw2", "ru"))
	if u := s.Unit("ru"); u.Status != Eliminated || s.Box["Rp"] != 1 {
		t.Fatalf("ru %v, box %d", u.Status, s.Box["Rp"])
	}
}

func TestR6_1_RangeAndTargetsInContact(t *testing.T) {
	k := newKit(t).unit("sw", Sweden, Infantry, "1010").unit("far", Russia, Infantry, "1013").unit("near", Russia, Infantry, "1212")
	k.unit("friend", Sweden, Infantry, "1311").unit("open", Russia, Infantry, "0811")
	s := k.build(Sweden, PhaseFire)
	if got := s.Targets(Firer{Unit: "sw", Hex: hx("1010")}); !slices.Equal(got, []string{"open"}) {
		t.Fatalf("targets %v, want only the one in range and out of contact", got)
	}
	// 1013 is 3 away: out of infantry range. 1212 is 2 away but in the
	// ZOC of the Swedish unit at 1311.
	refused(t, s, fire("sw", "far"), "6.1")
	refused(t, s, fire("sw", "near"), "6.1")
}

func TestR6_1_1_FiringFromAVillageIgnoresContact(t *testing.T) {
	k := newKit(t).unit("sw", Sweden, Infantry, "1010").unit("ru", Russia, Infantry, "1011").unit("ru2", Russia, Infantry, "1030")
	k.terrain(Village, "1010")
	s := k.build(Sweden, PhaseFire)
	// The Russian at 1011 is in the ZOC of no Swede? It is adjacent to sw,
	// but no ZOC extends into 1010; it is itself in sw's ZOC, so only the
	// village lets sw fire at it.
	if !s.InEnemyZOC(Russia, hx("1011")) {
		t.Fatal("1011 should be in the Swedish ZOC")
	}
	loadDice(t, s, 6)
	apply(t, s, fire("sw", "ru"))
	if !s.Unit("ru").Reduced {
		t.Fatal("no hit")
	}
}

func TestR9_4_1_CanisterFiresTwoShots(t *testing.T) {
	k := newKit(t).unit("gun", Russia, Artillery, "1010").unit("sw", Sweden, Infantry, "1011").unit("a", Russia, Infantry, "1030")
	s := k.build(Russia, PhaseFire)
	loadDice(t, s, 4, 5)
	ev := apply(t, s, fire("gun", "sw"))
	if f := events(ev, EvFire); len(f) != 1 || len(f[0].Dice) != 2 || f[0].N != 2 {
		t.Fatalf("fire %+v", f)
	}
	if s.Unit("sw").Status != Eliminated {
		t.Fatal("two hits should eliminate a two-step unit")
	}
}

func TestR9_4_1_TheSecondCanisterShotGoesToTheStackMate(t *testing.T) {
	k := newKit(t).unit("gun", Russia, Artillery, "1010").unit("sw", Sweden, Infantry, "1011", oneStep).unit("a", Russia, Infantry, "1030")
	k.unit("swgun", Sweden, Artillery, "1011", div("Lewenhaupt"))
	s := k.build(Russia, PhaseFire)
	loadDice(t, s, 6, 6)
	apply(t, s, fire("gun", "sw"))
	if s.Unit("sw").Status != Eliminated || s.Unit("swgun").Status != Eliminated {
		t.Fatalf("sw %v, swgun %v", s.Unit("sw").Status, s.Unit("swgun").Status)
	}
}

func TestR6_3_UnitsBlockFireButArtilleryAboveFiresOver(t *testing.T) {
	k := newKit(t).unit("sw", Sweden, Infantry, "1010").unit("mid", Sweden, Infantry, "1011").unit("ru", Russia, Infantry, "1012")
	s := k.build(Sweden, PhaseFire)
	// 1011 lies between 1010 and 1012 in a straight line: blocked, and in
	// contact anyway; use the LOS query directly.
	if s.LineOfSight(hx("1010"), hx("1012"), false).Clear {
		t.Fatal("a unit between firer and target does not block")
	}
	if !s.LineOfSight(hx("1010"), hx("1012"), true).Clear {
		t.Fatal("fire over units is blocked by a unit")
	}
}

func TestR7_TerrainBlocksEvenOnTouching(t *testing.T) {
	k := newKit(t).unit("sw", Sweden, Infantry, "1010").unit("ru", Russia, Infantry, "1030")
	s := k.build(Sweden, PhaseFire)
	// 1010 to 1210: the line runs along the side between 1110 and 1111
	// (odd column 11 sits half a hex lower), touching both.
	touched, interior := between(hx("1010"), hx("1210"))
	if !slices.Contains(touched, hx("1110")) || !slices.Contains(touched, hx("1109")) {
		t.Fatalf("touched %v", touched)
	}
	for _, in := range interior {
		if in {
			t.Fatalf("the line passes through the interior of a hex: %v %v", touched, interior)
		}
	}
	s.Data.Board.Cell(hx("1109")).Terrain = Woods
	if s.LineOfSight(hx("1010"), hx("1210"), false).Clear {
		t.Fatal("woods touched at a side do not block")
	}
	s.Data.Board.Cell(hx("1109")).Terrain = Open
	s.Data.Board.Cell(hx("1110")).Terrain = Marsh
	if !s.LineOfSight(hx("1010"), hx("1210"), false).Clear {
		t.Fatal("marsh blocks")
	}
	// Units touched only at a side do not block (6.3 ruling).
	k2 := newKit(t).unit("sw", Sweden, Infantry, "1010").unit("x", Sweden, Infantry, "1109").unit("ru", Russia, Infantry, "1210")
	s2 := k2.build(Sweden, PhaseFire)
	if !s2.LineOfSight(hx("1010"), hx("1210"), false).Clear {
		t.Fatal("a unit touched at its side blocks")
	}
}

func TestR7_TheFirersAndTargetsOwnHexesNeverBlock(t *testing.T) {
	k := newKit(t).unit("sw", Sweden, Infantry, "1010").unit("ru", Russia, Infantry, "1012")
	k.terrain(Village, "1010", "1012")
	s := k.build(Sweden, PhaseFire)
	if !s.LineOfSight(hx("1010"), hx("1012"), false).Clear {
		t.Fatal("the end hexes block")
	}
}

func TestSR2_3_GarrisonsFireAtAdjacentEnemiesButNotCanister(t *testing.T) {
	k := newKit(t).whole(6).redoubt("1010", false, false).unit("sw", Sweden, Infantry, "1011").unit("ru", Russia, Infantry, "1030", div("Mn"))
	s := k.build(Russia, PhaseFire)
	loadDice(t, s, 5)
	ev := apply(t, s, Action{Type: ActFire, Hex: hx("1010"), Target: "sw"})
	if f := events(ev, EvFire); len(f) != 1 || len(f[0].Dice) != 1 {
		t.Fatalf("fire %+v", f)
	}
	if !s.Unit("sw").Reduced {
		t.Fatal("Fire 5 rolled 5: no hit")
	}
	refused(t, s, Action{Type: ActFire, Hex: hx("1010"), Target: "sw"}, "SR2.3")
}

func TestSR2_1_GarrisonsAreNeverTargets(t *testing.T) {
	k := newKit(t).whole(6).redoubt("1012", false, false).unit("sw", Sweden, Infantry, "1010").unit("ru", Russia, Infantry, "1030", div("Mn"))
	s := k.build(Sweden, PhaseFire)
	if len(s.FireOptions()) != 0 {
		t.Fatalf("fire options %v", s.FireOptions())
	}
}

func TestSR2_4_SwedesInACapturedRedoubtFireWithItsValues(t *testing.T) {
	k := newKit(t).whole(6).redoubt("1010", false, true).unit("sw", Sweden, Cavalry, "1010").unit("ru", Russia, Infantry, "1012", div("Mn"))
	k.with(func(s *State) { s.Redoubts[0].Garrisoned = false })
	s := k.build(Sweden, PhaseFire)
	// Cavalry cannot fire, but in a captured unfinished redoubt it fires
	// with the marker's Fire 6.
	loadDice(t, s, 6)
	apply(t, s, fire("sw", "ru"))
	if !s.Unit("ru").Reduced {
		t.Fatal("no hit on a 6")
	}
	if s.exertsZOC(s.Unit("sw")) {
		t.Fatal("a Swede in a captured redoubt exerts a ZOC")
	}
}

func TestR3_AFirePhaseWithNothingToFireIsSkipped(t *testing.T) {
	k := newKit(t).unit("sw", Sweden, Cavalry, "1010").unit("ru", Russia, Infantry, "1030")
	s := k.build(Sweden, PhaseMovement)
	ev := apply(t, s, Action{Type: ActEndPhase})
	if s.Phase != PhaseMelee && !(s.Phase == PhaseMovement && s.Phasing == Russia) {
		t.Fatalf("phase %v of %v after ending movement with nothing to fire", s.Phase, s.Phasing)
	}
	if len(events(ev, EvPhase)) == 0 {
		t.Fatal("no phase events")
	}
}
