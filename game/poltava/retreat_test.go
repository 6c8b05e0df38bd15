package poltava

import (
	"slices"
	"testing"

	"tachanka/game/hex"
)

func retreatTo(unit string, path ...string) Action {
	return Action{Type: ActRetreat, Unit: unit, Path: hexes(path...)}
}

func advanceTo(unit string, path ...string) Action {
	return Action{Type: ActAdvance, Unit: unit, Path: hexes(path...)}
}

func hasPath(ps [][]hex.Hex, path ...string) bool {
	want := hexes(path...)
	return slices.ContainsFunc(ps, func(p []hex.Hex) bool { return slices.Equal(p, want) })
}

// sw (12) at 1010 attacks ru at 1011 and x at 1109 (8 in all): D2; the
// Russian puts both steps on x, so ru must retreat two hexes.
func d2(t *testing.T) *State {
	k := newKit(t).unit("sw", Sweden, Infantry, "1010", melee(12, 1, 0)).unit("ru", Russia, Infantry, "1011").unit("x", Russia, Infantry, "1109")
	k.leader("peter", Russia, "ru")
	s := k.build(Sweden, PhaseMelee)
	loadDice(t, s, 5, 6) // +4: column +4..+6, row 5: D2 (peter declines)
	apply(t, s, attack([]string{"sw"}, "1011", "1109"))
	apply(t, s, Action{Type: ActNoReroll})
	apply(t, s, Action{Type: ActLosses, Units: []string{"x", "x"}})
	wantPending(t, s, Russia, DecideRetreat, "ru")
	return s
}

// The full number of hexes, each one farther from the unit's own hex,
// never into an enemy ZOC; toward the home edge (8.9, 8.9.1).
func TestR8_9_TheFullNumberOfHexesAwayFromItsHex(t *testing.T) {
	s := d2(t)
	opts := s.RetreatOptions("ru")
	// Of the nine legal two-hex paths (1110 and 0910 are in sw's ZOC),
	// two end nearest the Russian home edge (row 1).
	if len(opts) != 2 || !hasPath(opts, "0911", "0811") || !hasPath(opts, "1111", "1211") {
		t.Fatalf("retreat options %v", opts)
	}
	refused(t, s, retreatTo("ru", "0911"), "8.9")
	refused(t, s, retreatTo("ru"), "8.9")
	refused(t, s, retreatTo("ru", "0910", "0909"), "8.9")
	refused(t, s, retreatTo("ru", "1111", "1110"), "8.9")
	refused(t, s, retreatTo("ru", "1012", "1013"), "8.9.1")
	ev := apply(t, s, retreatTo("ru", "0911", "0811"))
	if at(t, s, "ru") != hx("0811") || steps(t, s, "ru") != 2 || len(events(ev, EvRetreat)) != 1 {
		t.Fatalf("ru at %v with %d steps", at(t, s, "ru"), steps(t, s, "ru"))
	}
	// Leaders retreat with their unit.
	if s.Leader("peter").With != "ru" || s.Leader("peter").Status != OnMap {
		t.Fatal("peter left his unit")
	}
}

// Among paths equally near the home edge, the clearer (8.9.1); one best
// path and one unit to retreat: no choice to make.
func TestR8_9_1_ClearerTerrainBreaksTies(t *testing.T) {
	k := newKit(t).unit("sw", Sweden, Infantry, "1010").unit("ru", Russia, Infantry, "1011")
	k.terrain(Village, "1111")
	s := k.build(Sweden, PhaseMelee)
	loadDice(t, s, 6) // D1
	apply(t, s, attack([]string{"sw"}, "1011"))
	if at(t, s, "ru") != hx("0911") {
		t.Fatalf("ru at %v, want 0911 (1111 is a village)", at(t, s, "ru"))
	}
	// A river/stream hexside counts as rough too.
	k = newKit(t).unit("sw", Sweden, Infantry, "1010").unit("ru", Russia, Infantry, "1011")
	k.stream("1011", "0911")
	s = k.build(Sweden, PhaseMelee)
	loadDice(t, s, 6)
	apply(t, s, attack([]string{"sw"}, "1011"))
	if at(t, s, "ru") != hx("1111") {
		t.Fatalf("ru at %v, want 1111 (0911 is across a stream)", at(t, s, "ru"))
	}
}

// With no legal retreat the unit stays and loses a step for each hex it
// could not retreat (8.9.2); the attacker may then advance freely.
func TestR8_9_2_BlockedRetreatCostsAStepPerHex(t *testing.T) {
	k := newKit(t).unit("sw", Sweden, Infantry, "1010").unit("sw2", Sweden, Infantry, "1012").unit("ru", Russia, Infantry, "1011")
	s := k.build(Sweden, PhaseMelee)
	loadDice(t, s, 6) // D1
	ev := apply(t, s, attack([]string{"sw"}, "1011"))
	r := events(ev, EvRetreat)
	if len(r) != 1 || r[0].N != 1 || r[0].Rule != "8.9.2" || len(r[0].Path) != 0 {
		t.Fatalf("retreat events %v", r)
	}
	if s.Unit("ru").Status != Eliminated || s.Box["Gn"] != 1 {
		t.Fatalf("ru %s", s.Unit("ru").Status)
	}
	wantPending(t, s, Sweden, DecideAdvance, "sw")
	if !hasPath(s.AdvanceOptions("sw"), "1011") {
		t.Fatal("no advance into the vacated hex")
	}
}

// A Swede never retreats into a redoubt garrisoned by the enemy (8.9).
func TestR8_9_NoRetreatIntoAnEnemyRedoubt(t *testing.T) {
	k := newKit(t).redoubt("0909", false, false).whole(8).unit("sw", Sweden, Infantry, "1010").unit("ru", Russia, Infantry, "1011")
	s := k.build(Sweden, PhaseMelee)
	loadDice(t, s, 1) // A1* (no redoubt attacked: no Roos column)
	apply(t, s, attack([]string{"sw"}, "1011"))
	if at(t, s, "sw") != hx("1009") {
		t.Fatalf("sw at %v, want 1009 (0909 is a garrisoned redoubt)", at(t, s, "sw"))
	}
}

// Forced to stop on a friend, the unit goes on to the nearest hex free of
// friends (8.9.3).
func TestR8_9_3_ARetreatEndingOnAFriendGoesOn(t *testing.T) {
	k := newKit(t).unit("sw", Sweden, Infantry, "1010").unit("ru", Russia, Infantry, "1011").unit("r2", Russia, Infantry, "0911")
	k.terrain(Woods, "1111", "1012")
	s := k.build(Sweden, PhaseMelee)
	loadDice(t, s, 6) // D1
	ev := apply(t, s, attack([]string{"sw"}, "1011"))
	if at(t, s, "ru") != hx("0811") || at(t, s, "r2") != hx("0911") {
		t.Fatalf("ru at %v, want 0811 through r2 at 0911", at(t, s, "ru"))
	}
	if r := events(ev, EvRetreat); len(r) != 1 || !slices.Equal(r[0].Path, hexes("0911", "0811")) {
		t.Fatalf("retreat %v", r)
	}
}

// The advance enters a vacated defending hex, then follows the
// defender's retreat, up to N hexes; from a hex whose defender was
// eliminated it goes anywhere (8.10).
func TestR8_10_TheAdvanceFollowsTheRetreat(t *testing.T) {
	s := d2(t)
	apply(t, s, retreatTo("ru", "0911", "0811"))
	wantPending(t, s, Sweden, DecideAdvance, "sw")
	opts := s.AdvanceOptions("sw")
	if !hasPath(opts, "1011") || !hasPath(opts, "1011", "0911") || hasPath(opts, "1011", "1111") || hasPath(opts, "1011", "0911", "0811") {
		t.Fatalf("advance options %v", opts)
	}
	// x was eliminated in 1109: from there anywhere, two hexes in all.
	if !hasPath(opts, "1109", "1108") || !hasPath(opts, "1109", "1209") {
		t.Fatalf("advance options from 1109: %v", opts)
	}
	refused(t, s, advanceTo("sw", "1011", "1111"), "8.10")
	refused(t, s, advanceTo("sw", "0911"), "8.10")
	ev := apply(t, s, advanceTo("sw", "1011", "0911"))
	if at(t, s, "sw") != hx("0911") || len(events(ev, EvAdvance)) != 1 {
		t.Fatalf("sw at %v", at(t, s, "sw"))
	}
	wantPending(t, s, Sweden, DecideMelee)
}

// An advance ignores enemy ZOCs (8.10).
func TestR8_10_TheAdvanceIgnoresZOC(t *testing.T) {
	k := newKit(t).unit("sw", Sweden, Infantry, "1010", melee(11, 1, 0)).unit("ru", Russia, Infantry, "1011").unit("r2", Russia, Infantry, "1013")
	k.with(func(s *State) { s.Unit("ru").Reduced = true })
	s := k.build(Sweden, PhaseMelee)
	loadDice(t, s, 6) // D3
	apply(t, s, attack([]string{"sw"}, "1011"))
	apply(t, s, advanceTo("sw", "1011", "1012", "1112"))
	if at(t, s, "sw") != hx("1112") {
		t.Fatalf("sw at %v", at(t, s, "sw"))
	}
}

// Bracketed units never advance into an enemy ZOC (G2, 8.10).
func TestR8_10_BracketedUnitsNeverAdvanceIntoAZOC(t *testing.T) {
	k := newKit(t).unit("cos", Russia, Cossack, "1010", melee(11, 1, 0)).unit("sw", Sweden, Infantry, "1011").unit("s2", Sweden, Infantry, "1013")
	k.with(func(s *State) { s.Unit("sw").Reduced = true })
	s := k.build(Russia, PhaseMelee)
	loadDice(t, s, 6) // D3
	apply(t, s, attack([]string{"cos"}, "1011"))
	for _, p := range s.AdvanceOptions("cos") {
		if slices.Contains(p, hx("1012")) {
			t.Fatalf("offered %v through s2's ZOC", p)
		}
	}
	refused(t, s, advanceTo("cos", "1011", "1012"), "8.10")
	apply(t, s, advanceTo("cos", "1011", "1111"))
}

// No advance after an A or SF result, and defenders never advance.
func TestR8_10_NoAdvanceAfterAOrSF(t *testing.T) {
	for _, die := range []int{1, 3} {
		k := newKit(t).unit("sw", Sweden, Infantry, "1010").unit("ru", Russia, Infantry, "1011")
		s := k.build(Sweden, PhaseMelee)
		loadDice(t, s, die)
		ev := apply(t, s, attack([]string{"sw"}, "1011"))
		if len(events(ev, EvAdvance)) != 0 || s.Pending.Kind != DecideMelee || at(t, s, "ru") != hx("1011") {
			t.Fatalf("die %d: %s, ru at %v", die, s.Pending.Kind, at(t, s, "ru"))
		}
	}
}

// Every retreat and advance offered is accepted.
func TestR8_9_OptionsAreAccepted(t *testing.T) {
	s := d2(t)
	for _, p := range s.RetreatOptions("ru") {
		c := s.Clone()
		if _, err := Apply(c, Action{Type: ActRetreat, Unit: "ru", Path: p}); err != nil {
			t.Fatalf("offered %v: %v", p, err)
		}
		for _, q := range c.AdvanceOptions("sw") {
			if _, err := Apply(c.Clone(), Action{Type: ActAdvance, Unit: "sw", Path: q}); err != nil {
				t.Fatalf("offered advance %v: %v", q, err)
			}
		}
	}
}

// The rulebook's example: two attackers get A-1; between them they lose
// one step, the attacker choosing which; then both retreat one hex
// (8.7).
func TestR8_7_RulebookExampleBothAttackersRetreat(t *testing.T) {
	k := newKit(t).unit("a", Sweden, Infantry, "1010", melee(2, 1, 0)).unit("b", Sweden, Infantry, "1012", melee(2, 1, 0)).unit("x", Russia, Infantry, "1011")
	s := k.build(Sweden, PhaseMelee)
	loadDice(t, s, 1) // 4 against 4: A1*
	apply(t, s, attack([]string{"a", "b"}, "1011"))
	wantPending(t, s, Sweden, DecideLosses, "a", "b")
	apply(t, s, Action{Type: ActLosses, Units: []string{"a"}})
	wantPending(t, s, Sweden, DecideRetreat, "a", "b")
	refused(t, s, retreatTo("a", "1009"), "8.9.1")
	apply(t, s, retreatTo("a", "0909"))
	// b, the last to retreat, has one best path and takes it.
	if at(t, s, "a") != hx("0909") || at(t, s, "b") != hx("0912") || steps(t, s, "a") != 1 || steps(t, s, "b") != 2 {
		t.Fatalf("a at %v (%d), b at %v (%d)", at(t, s, "a"), steps(t, s, "a"), at(t, s, "b"), steps(t, s, "b"))
	}
	wantPending(t, s, Sweden, DecideMelee)
}
