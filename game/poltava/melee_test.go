package poltava

import (
	"encoding/json"
	"slices"
	"testing"

	"tachanka/game/hex"
)

func endPhase() Action { return Action{Type: ActEndPhase} }

func wantPending(t *testing.T, s *State, side Side, kind Decision, units ...string) {
	t.Helper()
	if s.Pending.Side != side || s.Pending.Kind != kind {
		t.Fatalf("waiting for %s by %s; want %s by %s", s.Pending.Kind, s.Pending.Side, kind, side)
	}
	if units != nil && !slices.Equal(s.Pending.Units, units) {
		t.Fatalf("%s among %v; want %v", kind, s.Pending.Units, units)
	}
}

func steps(t *testing.T, s *State, id string) int {
	t.Helper()
	return s.Unit(id).Steps()
}

// A unit in an enemy ZOC must attack; the phase does not end before it
// has (8.2). An SF result costs each side a step and moves nobody.
func TestR8_2_AUnitInAnEnemyZOCMustAttack(t *testing.T) {
	k := newKit(t).unit("sw", Sweden, Infantry, "1010").unit("ru", Russia, Infantry, "1011")
	s := k.build(Sweden, PhaseMelee)
	want := []Obligation{{Rule: "8.2", Unit: "sw", Hex: hx("1010")}, {Rule: "8.4", Unit: "ru", Hex: hx("1011")}}
	if got := s.Obligations(); !slices.Equal(got, want) {
		t.Fatalf("obligations %v, want %v", got, want)
	}
	refused(t, s, endPhase(), "8.2")
	loadDice(t, s, 3) // 4 against 4: column 0, row 3: SF
	ev := apply(t, s, attack([]string{"sw"}, "1011"))
	if f := events(ev, EvFlipped); len(f) != 2 || f[0].Unit != "sw" || f[1].Unit != "ru" {
		t.Fatalf("SF: flips %v, want sw then ru", f)
	}
	if at(t, s, "sw") != hx("1010") || at(t, s, "ru") != hx("1011") || len(events(ev, EvRetreat)) != 0 {
		t.Fatal("somebody moved after SF")
	}
	wantPending(t, s, Sweden, DecideMelee)
	apply(t, s, endPhase())
	if s.Phasing != Russia || s.Phase != PhaseMovement {
		t.Fatalf("after the Swedish Melee phase: %s %s", s.Phasing, s.Phase)
	}
}

func TestR8_3_OneAttackPerUnitPerPhase(t *testing.T) {
	k := newKit(t).unit("sw", Sweden, Infantry, "1010").unit("x", Russia, Infantry, "1011").unit("y", Russia, Infantry, "0910")
	s := k.build(Sweden, PhaseMelee)
	loadDice(t, s, 3, 3)
	apply(t, s, attack([]string{"sw"}, "1011", "0910"))
	refused(t, s, attack([]string{"sw"}, "1011"), "8.3")
}

// The only unit that can attack y may not spend its attack on x alone.
func TestR8_4_ADeclarationThatWouldLeaveAnObligationUnmetIsRefused(t *testing.T) {
	k := newKit(t).unit("a", Sweden, Infantry, "1010").unit("x", Russia, Infantry, "1011").unit("y", Russia, Infantry, "0910")
	s := k.build(Sweden, PhaseMelee)
	refused(t, s, attack([]string{"a"}, "1011"), "8.4")
	if err := s.CheckAttack([]string{"a"}, hexes("1011", "0910")); err != nil {
		t.Fatal(err)
	}
}

// Any unit may meet the obligation toward an enemy, by a diversionary
// attack from outside its ZOC; the phase does not end before (8.4).
func TestR8_4_DiversionaryAttacksMeetTheObligation(t *testing.T) {
	k := newKit(t).unit("a", Sweden, Infantry, "1010").unit("x", Russia, Infantry, "1011").unit("y", Russia, Infantry, "0909")
	k.unit("b", Sweden, Infantry, "0809").terrain(Village, "0809")
	s := k.build(Sweden, PhaseMelee)
	if slices.Contains(s.Melee.MustAttack, "b") {
		t.Fatal("b in a village is in no enemy ZOC and need not attack")
	}
	loadDice(t, s, 3)
	apply(t, s, attack([]string{"a"}, "1011")) // SF
	refused(t, s, endPhase(), "8.4")
	loadDice(t, s, 3)
	apply(t, s, attack([]string{"b"}, "0909"))
	if steps(t, s, "y") != 1 {
		t.Fatal("y was not attacked")
	}
	apply(t, s, endPhase())
}

// Only cavalry is next to an enemy in a village: no obligation toward it
// (8.4 ruling), though the cavalry must attack the enemy it may.
func TestR8_4_NoObligationTowardAnEnemyNobodyMayAttack(t *testing.T) {
	k := newKit(t).unit("cav", Sweden, Cavalry, "1010").unit("x", Russia, Infantry, "1011").unit("z", Russia, Infantry, "1009")
	k.terrain(Village, "1011")
	s := k.build(Sweden, PhaseMelee)
	want := []Obligation{{Rule: "8.2", Unit: "cav", Hex: hx("1010")}, {Rule: "8.4", Unit: "z", Hex: hx("1009")}}
	if got := s.Obligations(); !slices.Equal(got, want) {
		t.Fatalf("obligations %v, want %v", got, want)
	}
	loadDice(t, s, 3) // 3+1 star against 4: column 0: SF
	apply(t, s, attack([]string{"cav"}, "1009"))
	apply(t, s, endPhase())
}

// b's obligation lapses when the enemy it had to attack has been driven
// off by another attack (8.4 ruling).
func TestR8_4_AnObligationLapsesWhenItCanNoLongerBeMet(t *testing.T) {
	k := newKit(t).unit("a", Sweden, Infantry, "1010").unit("b", Sweden, Infantry, "0911").unit("x", Russia, Infantry, "1011")
	s := k.build(Sweden, PhaseMelee)
	loadDice(t, s, 6) // D1; x's only retreat is 1111
	ev := apply(t, s, attack([]string{"a"}, "1011"))
	if at(t, s, "x") != hx("1111") || len(events(ev, EvRetreat)) != 1 {
		t.Fatalf("x at %v", at(t, s, "x"))
	}
	wantPending(t, s, Sweden, DecideAdvance, "a")
	apply(t, s, Action{Type: ActStop})
	if len(s.Obligations()) != 0 {
		t.Fatalf("obligations left: %v", s.Obligations())
	}
	apply(t, s, endPhase())
}

func TestR8_5_TheTwoFormsOfAttack(t *testing.T) {
	k := newKit(t).unit("a", Sweden, Infantry, "1010").unit("b", Sweden, Infantry, "1012")
	k.unit("x", Russia, Infantry, "1011").unit("y", Russia, Infantry, "0910").unit("far", Russia, Infantry, "1030")
	s := k.build(Sweden, PhaseMelee)
	// a is the only unit that can attack y, so a and b may not attack x
	// together (8.4), nor a x alone.
	refused(t, s, attack([]string{"a", "b"}, "1011"), "8.4")
	k.unit("c", Sweden, Infantry, "0810")
	s = k.build(Sweden, PhaseMelee)
	refused(t, s, attack([]string{"a", "b"}, "1011", "0910"), "8.5")
	refused(t, s, attack([]string{"b"}, "0910"), "8.5")
	refused(t, s, attack([]string{"a"}, "1030"), "8.5")
	if o, err := s.Odds([]string{"a"}, hexes("1011", "0910")); err != nil || o.Defence != 8 || o.Attack != 4 {
		t.Errorf("form 1: %d against %d (%v)", o.Attack, o.Defence, err)
	}
	if o, err := s.Odds([]string{"a", "b"}, hexes("1011")); err != nil || o.Attack != 8 || o.Defence != 4 {
		t.Errorf("form 2: %d against %d (%v)", o.Attack, o.Defence, err)
	}
	// Every declaration offered is accepted.
	opts := s.AttackOptions()
	if len(opts) == 0 {
		t.Fatal("no attack options")
	}
	for _, d := range opts {
		c := s.Clone()
		loadDice(t, c, 3)
		if _, err := Apply(c, Action{Type: ActAttack, Units: d.Units, Hexes: d.Hexes}); err != nil {
			t.Errorf("offered %v but refused: %v", d, err)
		}
	}
	if !slices.ContainsFunc(opts, func(d Declaration) bool { return len(d.Units) == 2 && d.Hexes[0] == hx("1011") }) {
		t.Error("the form-2 attack of a and b on x is not offered")
	}
	if !slices.ContainsFunc(opts, func(d Declaration) bool { return len(d.Units) == 1 && d.Units[0] == "a" && len(d.Hexes) == 2 }) {
		t.Error("the form-1 attack of a on x and y is not offered")
	}
}

func TestR8_4_NoAttackAcrossAnImpassableHexside(t *testing.T) {
	k := newKit(t).unit("a", Sweden, Infantry, "1010").unit("x", Russia, Infantry, "1011").unit("y", Russia, Infantry, "0910")
	k.blocked("1010", "1011")
	s := k.build(Sweden, PhaseMelee)
	refused(t, s, attack([]string{"a"}, "1011"), "8.4")
	apply(t, s, attack([]string{"a"}, "0910"))
}

// Form 1: the defender takes the one hex with the largest terrain shift,
// the −1 breaking ties (8.6.4).
func TestR8_6_4_SeveralHexesUseTheBestTerrain(t *testing.T) {
	k := newKit(t).unit("a", Sweden, Infantry, "1010").unit("x", Russia, Infantry, "1011").unit("y", Russia, Infantry, "0910")
	k.terrain(Village, "1011").stream("1010", "1011").terrain(Retrenchment, "0910")
	s := k.build(Sweden, PhaseMelee)
	o, err := s.Odds([]string{"a"}, hexes("1011", "0910"))
	if err != nil || o.Terrain != 2 || o.DRM != -1 || o.TerrainHex != hx("0910") || o.Defence != 8 {
		t.Fatalf("terrain %d drm %d from %v, defence %d (%v)", o.Terrain, o.DRM, o.TerrainHex, o.Defence, err)
	}
}

// A garrisoned redoubt may defend together with other hexes (8.5 ruling);
// its garrison adds the marker's strength.
func TestR8_6_4_AGarrisonDefendsWithTheUnitsOfOtherHexes(t *testing.T) {
	k := newKit(t).redoubt("1011", false, false).whole(8).unit("a", Sweden, Infantry, "1010").unit("y", Russia, Infantry, "0910")
	s := k.build(Sweden, PhaseMelee)
	o, err := s.Odds([]string{"a"}, hexes("1011", "0910"))
	if err != nil || o.Defence != 10 || o.Terrain != 2 || o.DRM != -1 {
		t.Fatalf("defence %d terrain %d drm %d (%v)", o.Defence, o.Terrain, o.DRM, err)
	}
}

// The owner chooses which units lose the steps; one may lose two; only
// units of the combat (8.7, 8.8).
func TestR8_7_TheOwnerChoosesTheLosses(t *testing.T) {
	k := newKit(t).unit("a", Sweden, Infantry, "1010", melee(12, 1, 0)).unit("x", Russia, Infantry, "1011").unit("y", Russia, Infantry, "0910")
	k.unit("z", Russia, Infantry, "1030")
	s := k.build(Sweden, PhaseMelee)
	loadDice(t, s, 5) // 12 against 8: +4, column +4..+6, row 5: D2
	apply(t, s, attack([]string{"a"}, "1011", "0910"))
	wantPending(t, s, Russia, DecideLosses, "x", "y")
	if s.Pending.Count != 2 {
		t.Fatalf("count %d", s.Pending.Count)
	}
	refused(t, s, Action{Type: ActLosses, Units: []string{"x"}}, "8.8")
	refused(t, s, Action{Type: ActLosses, Units: []string{"x", "z"}}, "8.8")
	refused(t, s, Action{Type: ActLosses, Units: []string{"x", "a"}}, "8.8")
	apply(t, s, Action{Type: ActLosses, Units: []string{"x", "x"}})
	if s.Unit("x").Status != Eliminated || s.Box["Gn"] != 1 || steps(t, s, "y") != 2 {
		t.Fatalf("x %s, box %d, y %d steps", s.Unit("x").Status, s.Box["Gn"], steps(t, s, "y"))
	}
	if s.Pending.Kind != DecideRetreat && at(t, s, "y") == hx("0910") {
		t.Fatal("y neither retreated nor waits to")
	}
}

// SF: each side loses a step, the attacker choosing first (8.7 ruling).
func TestR8_7_SFTheAttackerChoosesFirst(t *testing.T) {
	k := newKit(t).unit("a", Sweden, Infantry, "1010", melee(2, 1, 0)).unit("b", Sweden, Infantry, "1012", melee(2, 1, 0)).unit("x", Russia, Infantry, "1011")
	s := k.build(Sweden, PhaseMelee)
	loadDice(t, s, 4) // 4 against 4: SF
	ev := apply(t, s, attack([]string{"a", "b"}, "1011"))
	if len(events(ev, EvFlipped)) != 0 {
		t.Fatal("a loss before the attacker chose")
	}
	wantPending(t, s, Sweden, DecideLosses, "a", "b")
	ev = apply(t, s, Action{Type: ActLosses, Units: []string{"b"}})
	if f := events(ev, EvFlipped); len(f) != 2 || f[0].Unit != "b" || f[1].Unit != "x" {
		t.Fatalf("flips %v", f)
	}
	wantPending(t, s, Sweden, DecideMelee)
}

// More steps to lose than the losers have: all are eliminated, and the
// winner still advances up to the result's number (8.7.1).
func TestR8_7_1_LossesBeyondTheStepsEliminateAll(t *testing.T) {
	k := newKit(t).unit("sw", Sweden, Infantry, "1010", melee(11, 1, 0)).unit("ru", Russia, Infantry, "1011", melee(4, 3, 0))
	k.with(func(s *State) { s.Unit("ru").Reduced = true })
	s := k.build(Sweden, PhaseMelee)
	loadDice(t, s, 6) // 11 against 3: column >=+7, D3
	ev := apply(t, s, attack([]string{"sw"}, "1011"))
	if e := events(ev, EvEliminated); len(e) != 1 || e[0].Rule != "8.7.1" || s.Box["Gn"] != 1 {
		t.Fatalf("eliminations %v", e)
	}
	wantPending(t, s, Sweden, DecideAdvance, "sw")
	path := hexes("1011", "1012", "1013")
	if !slices.ContainsFunc(s.AdvanceOptions("sw"), func(p []hex.Hex) bool { return slices.Equal(p, path) }) {
		t.Fatalf("a three-hex advance is not offered: %v", s.AdvanceOptions("sw"))
	}
	apply(t, s, Action{Type: ActAdvance, Unit: "sw", Path: path})
	if at(t, s, "sw") != hx("1013") {
		t.Fatalf("sw at %v", at(t, s, "sw"))
	}
	wantPending(t, s, Sweden, DecideMelee)
}

func TestR9_1_CavalryMayNotAttackVillagesOrFortifications(t *testing.T) {
	k := newKit(t).unit("cav", Sweden, Cavalry, "1010").unit("x", Russia, Infantry, "1011").unit("z", Russia, Infantry, "1009").unit("r", Russia, Infantry, "0910")
	k.terrain(Village, "1011").terrain(Retrenchment, "0910")
	s := k.build(Sweden, PhaseMelee)
	refused(t, s, attack([]string{"cav"}, "1011"), "9.1")
	refused(t, s, attack([]string{"cav"}, "1009", "0910"), "9.1")
	loadDice(t, s, 3)
	apply(t, s, attack([]string{"cav"}, "1009"))
}

// Cavalry next only to an enemy it may not attack leaves the ZOC before
// any attack: a normal move through no enemy ZOC (9.2).
func TestR9_2_CavalryWithdrawsFromAZOCItMayNotFight(t *testing.T) {
	k := newKit(t).unit("cav", Sweden, Cavalry, "1010").unit("ru", Russia, Infantry, "1011")
	k.terrain(Village, "1011")
	s := k.build(Sweden, PhaseMelee)
	wantPending(t, s, Sweden, DecideWithdraw, "cav")
	refused(t, s, endPhase(), "3")
	refused(t, s, attack([]string{"cav"}, "1011"), "3")
	refused(t, s, move("cav", "0910", "0909"), "9.2")
	if _, ok := s.WithdrawOptions(s.Unit("cav"))[hx("1004")]; !ok {
		t.Fatal("six hexes north is not offered")
	}
	refused(t, s, move("cav", "1009", "1008", "1007", "1006", "1005", "1004", "1003"), "4.2")
	ev := apply(t, s, move("cav", "1009", "1008"))
	if len(events(ev, EvWithdrew)) != 1 || at(t, s, "cav") != hx("1008") {
		t.Fatalf("cav at %v", at(t, s, "cav"))
	}
	// Nothing left to attack: the phase passes.
	if s.Phasing != Russia || s.Phase != PhaseMovement {
		t.Fatalf("%s %s", s.Phasing, s.Phase)
	}
}

func TestR9_2_CavalryThatCannotWithdrawIsEliminated(t *testing.T) {
	k := newKit(t).unit("cav", Sweden, Cavalry, "1010").unit("ru", Russia, Infantry, "1011").unit("sw", Sweden, Infantry, "1030")
	k.terrain(Village, "1011").terrain(Woods, "1009", "1109", "0909")
	s := k.build(Sweden, PhaseMelee)
	if s.Unit("cav").Status != Eliminated || s.Box["Creutz"] != 1 {
		t.Fatalf("cav %s, box %d", s.Unit("cav").Status, s.Box["Creutz"])
	}
}

func TestR9_2_CavalryNextToAnEnemyItMayAttackStaysAndMustAttack(t *testing.T) {
	k := newKit(t).unit("cav", Sweden, Cavalry, "1010").unit("ru", Russia, Infantry, "1011").unit("z", Russia, Infantry, "1009")
	k.terrain(Village, "1011")
	s := k.build(Sweden, PhaseMelee)
	wantPending(t, s, Sweden, DecideMelee)
	refused(t, s, endPhase(), "8.2")
}

// A withdrawal obeys every other movement restriction (here T2: no
// cavalry in the retrenchment).
func TestR9_2_WithdrawalObeysTheMovementRules(t *testing.T) {
	k := newKit(t).unit("cav", Sweden, Cavalry, "1010").unit("ru", Russia, Infantry, "1011")
	k.terrain(Village, "1011").terrain(Retrenchment, "1009")
	s := k.build(Sweden, PhaseMelee)
	refused(t, s, move("cav", "1009", "1008"), "T2")
}

func TestR9_4_2_ArtilleryAloneIsDestroyedWithoutARoll(t *testing.T) {
	k := newKit(t).unit("sw", Sweden, Infantry, "1010").unit("gun", Russia, Artillery, "1011")
	k.unit("ru", Russia, Infantry, "0910").unit("sw2", Sweden, Infantry, "0810")
	s := k.build(Sweden, PhaseMelee)
	refused(t, s, attack([]string{"sw"}, "1011", "0910"), "9.4.2")
	before := s.Rand
	ev := apply(t, s, attack([]string{"sw"}, "1011"))
	if s.Rand != before || len(events(ev, EvMelee)) != 0 {
		t.Fatal("a die was rolled")
	}
	if len(events(ev, EvArtilleryLost)) != 1 || s.Unit("gun").Status != Eliminated || s.Box[Camp] != 1 {
		t.Fatalf("gun %s box %d", s.Unit("gun").Status, s.Box[Camp])
	}
	wantPending(t, s, Sweden, DecideAdvance, "sw")
	refused(t, s, Action{Type: ActAdvance, Unit: "sw", Path: hexes("1011", "1012")}, "8.10")
	apply(t, s, Action{Type: ActAdvance, Unit: "sw", Path: hexes("1011")})
	if at(t, s, "sw") != hx("1011") || !s.Unit("sw").Attacked {
		t.Fatal("sw did not advance, or has not attacked")
	}
	// Its new contact with ru creates no new obligation; sw2 must still
	// attack ru.
	refused(t, s, endPhase(), "8.2")
}

// The artillery is lost when its stack-mate retreats; it stays after SF.
func TestR9_4_2_ArtilleryFallsWhenItsStackMateRetreats(t *testing.T) {
	build := func() *State {
		k := newKit(t).unit("sw", Sweden, Infantry, "1010").unit("ru", Russia, Infantry, "1011").unit("gun", Russia, Artillery, "1011")
		k.terrain(Village, "1111")
		return k.build(Sweden, PhaseMelee)
	}
	s := build()
	loadDice(t, s, 6) // D1: ru retreats to 0911 (1111 is rougher)
	ev := apply(t, s, attack([]string{"sw"}, "1011"))
	if at(t, s, "ru") != hx("0911") || s.Unit("gun").Status != Eliminated || len(events(ev, EvArtilleryLost)) != 1 {
		t.Fatalf("ru at %v, gun %s", at(t, s, "ru"), s.Unit("gun").Status)
	}
	s = build()
	loadDice(t, s, 3) // SF
	apply(t, s, attack([]string{"sw"}, "1011"))
	if s.Unit("gun").Status != OnMap || steps(t, s, "ru") != 1 {
		t.Fatal("the gun fell after SF")
	}
	// Its stack-mate eliminated by a D result: the gun falls too.
	s = build()
	s.Unit("ru").Reduced = true
	loadDice(t, s, 6) // 4 against 3, column +1, D2
	apply(t, s, attack([]string{"sw"}, "1011"))
	if s.Unit("ru").Status != Eliminated || s.Unit("gun").Status != Eliminated {
		t.Fatalf("ru %s gun %s", s.Unit("ru").Status, s.Unit("gun").Status)
	}
}

// An attacker's stack-mate artillery stays when the attacker retreats.
func TestR9_4_2_AnAttackersGunStays(t *testing.T) {
	k := newKit(t).unit("ru", Russia, Infantry, "1010").unit("gun", Russia, Artillery, "1010").unit("sw", Sweden, Infantry, "1011")
	k.terrain(Village, "1109", "0909")
	s := k.build(Russia, PhaseMelee)
	loadDice(t, s, 1) // A1*: ru retreats to 1009
	apply(t, s, attack([]string{"ru"}, "1011"))
	if at(t, s, "ru") != hx("1009") || s.Unit("gun").Status != OnMap {
		t.Fatalf("ru at %v, gun %s", at(t, s, "ru"), s.Unit("gun").Status)
	}
}

// The attacker re-rolls first, then the defender; each leader once; a
// natural 1 fells the leader, who counts in his unit's division's box
// (9.5).
func TestR9_5_LeadersReroll(t *testing.T) {
	k := newKit(t).unit("sw", Sweden, Infantry, "1010").unit("ru", Russia, Infantry, "1011")
	k.leader("charles", Sweden, "sw").leader("peter", Russia, "ru")
	s := k.build(Sweden, PhaseMelee)
	loadDice(t, s, 3, 4, 1)
	ev := apply(t, s, attack([]string{"sw"}, "1011"))
	if len(events(ev, EvFlipped)) != 0 {
		t.Fatal("the result was applied before the re-rolls")
	}
	wantPending(t, s, Sweden, DecideReroll, "charles")
	refused(t, s, Action{Type: ActReroll, Leader: "peter"}, "9.5")
	apply(t, s, Action{Type: ActReroll, Leader: "charles"})
	wantPending(t, s, Russia, DecideReroll, "peter")
	ev = apply(t, s, Action{Type: ActReroll, Leader: "peter"})
	if l := s.Leader("peter"); l.Status != Eliminated || l.Division != "Gn" || s.Box["Gn"] != 1 || len(events(ev, EvLeaderFell)) != 1 {
		t.Fatalf("peter %s in %q, box %d", l.Status, l.Division, s.Box["Gn"])
	}
	// The 1 stands: A1* (no Roos column outside a redoubt assault); sw
	// retreats to 0909, nearest its home edge, with charles.
	if steps(t, s, "sw") != 1 || at(t, s, "sw") != hx("0909") || s.Leader("charles").With != "sw" {
		t.Fatalf("sw %d steps at %v", steps(t, s, "sw"), at(t, s, "sw"))
	}
	wantPending(t, s, Sweden, DecideMelee)
}

func TestR9_5_EachSideMayDecline(t *testing.T) {
	k := newKit(t).unit("sw", Sweden, Infantry, "1010").unit("ru", Russia, Infantry, "1011")
	k.leader("charles", Sweden, "sw").leader("rehnskiold", Sweden, "sw").leader("peter", Russia, "ru")
	s := k.build(Sweden, PhaseMelee)
	loadDice(t, s, 3, 4, 3)
	apply(t, s, attack([]string{"sw"}, "1011"))
	wantPending(t, s, Sweden, DecideReroll, "charles", "rehnskiold")
	apply(t, s, Action{Type: ActNoReroll})
	wantPending(t, s, Russia, DecideReroll, "peter")
	apply(t, s, Action{Type: ActReroll, Leader: "peter"})
	// After the defender's re-roll the attacker may again.
	wantPending(t, s, Sweden, DecideReroll, "charles", "rehnskiold")
	apply(t, s, Action{Type: ActReroll, Leader: "rehnskiold"})
	wantPending(t, s, Sweden, DecideReroll, "charles")
	apply(t, s, Action{Type: ActNoReroll})
	// peter has re-rolled: nobody else may.
	if steps(t, s, "sw") != 1 || steps(t, s, "ru") != 1 {
		t.Fatal("the final SF was not applied")
	}
	wantPending(t, s, Sweden, DecideMelee)
}

func TestSR2_4_ASwedeInACapturedRedoubtUsesItsValues(t *testing.T) {
	k := newKit(t).redoubt("1020", false, false).whole(8)
	k.unit("sw", Sweden, Infantry, "1020", melee(3, 2, 2)).unit("ru", Russia, Infantry, "1019").unit("sw2", Sweden, Infantry, "1018")
	k.with(func(s *State) { s.Redoubts[0].Garrisoned = false })
	s := k.build(Russia, PhaseMelee)
	o, err := s.Odds([]string{"ru"}, hexes("1020"))
	if err != nil || o.Defence != 6 || o.DefenceStars != 0 || o.Terrain != 2 || o.DRM != -1 {
		t.Fatalf("defence %d stars %d terrain %d drm %d (%v)", o.Defence, o.DefenceStars, o.Terrain, o.DRM, err)
	}
	s = k.build(Sweden, PhaseMelee)
	refused(t, s, attack([]string{"sw"}, "1019"), "SR2.4")
}

// A D result captures the redoubt; the attackers may advance into it
// (SR2.3).
func TestSR2_3_ADResultCapturesTheRedoubt(t *testing.T) {
	k := newKit(t).redoubt("1020", false, false).whole(8)
	for _, u := range []struct{ id, h string }{{"a", "1019"}, {"b", "0919"}, {"c", "1119"}} {
		k.unit(u.id, Sweden, Infantry, u.h, melee(3, 2, 2))
	}
	s := k.build(Sweden, PhaseMelee)
	loadDice(t, s, 4) // column >=+7, 4 − 1: D1
	ev := apply(t, s, attack([]string{"a", "b", "c"}, "1020"))
	if s.Redoubts[0].Garrisoned || len(events(ev, EvCaptured)) != 1 {
		t.Fatal("the redoubt was not captured")
	}
	wantPending(t, s, Sweden, DecideAdvance, "a", "b", "c")
	apply(t, s, Action{Type: ActAdvance, Unit: "b", Path: hexes("1020")})
	if at(t, s, "b") != hx("1020") {
		t.Fatal("b did not advance into the redoubt")
	}
	wantPending(t, s, Sweden, DecideMelee)
}

// SF captures the redoubt too, but nobody advances; the asterisk sends
// an attacker to the Roos column (SR2.3, SR4).
func TestSR2_3_SFCapturesWithoutAdvance(t *testing.T) {
	k := newKit(t).redoubt("1020", false, false).whole(8)
	for _, u := range []struct{ id, h string }{{"a", "1019"}, {"b", "0919"}, {"c", "1119"}} {
		k.unit(u.id, Sweden, Infantry, u.h, melee(3, 2, 2))
	}
	s := k.build(Sweden, PhaseMelee)
	loadDice(t, s, 2) // 2 − 1: row 1: SF*
	apply(t, s, attack([]string{"a", "b", "c"}, "1020"))
	wantPending(t, s, Sweden, DecideLosses, "a", "b", "c")
	ev := apply(t, s, Action{Type: ActLosses, Units: []string{"a"}})
	if s.Redoubts[0].Garrisoned || len(events(ev, EvCaptured)) != 1 {
		t.Fatal("SF did not capture the redoubt")
	}
	wantPending(t, s, Sweden, DecideRoos, "a", "b", "c")
	ev = apply(t, s, Action{Type: ActRoos, Unit: "c"})
	if len(events(ev, EvAdvance)) != 0 || at(t, s, "a") != hx("1019") {
		t.Fatal("somebody moved after SF")
	}
	wantPending(t, s, Sweden, DecideMelee)
}

func TestSR2_3_AnAResultLeavesTheGarrison(t *testing.T) {
	k := newKit(t).redoubt("1020", false, false).whole(8).unit("a", Sweden, Infantry, "1019", melee(3, 2, 2))
	s := k.build(Sweden, PhaseMelee)
	loadDice(t, s, 4) // column -3..-2, 4 − 1: A1
	apply(t, s, attack([]string{"a"}, "1020"))
	// 0918 and 0919 are equally near the Swedish home edge: a's choice.
	if got := s.RetreatOptions("a"); !slices.EqualFunc(got, [][]hex.Hex{hexes("0918"), hexes("0919")}, slices.Equal) {
		t.Fatalf("retreat options %v", got)
	}
	apply(t, s, Action{Type: ActRetreat, Unit: "a", Path: hexes("0919")})
	if !s.Redoubts[0].Garrisoned || steps(t, s, "a") != 1 || at(t, s, "a") != hx("0919") {
		t.Fatalf("garrisoned %v, a %d steps at %v", s.Redoubts[0].Garrisoned, steps(t, s, "a"), at(t, s, "a"))
	}
}

// An asterisk against a garrisoned redoubt: after the losses, one
// surviving attacker of the Swede's choice goes to the Roos column, before
// the retreats (SR4).
func TestSR4_AnAsteriskSendsAnAttackerToTheRoosColumn(t *testing.T) {
	k := newKit(t).redoubt("1020", false, false).whole(8)
	k.unit("a", Sweden, Infantry, "1019", melee(3, 2, 2)).unit("b", Sweden, Infantry, "0919", melee(3, 2, 2))
	s := k.build(Sweden, PhaseMelee)
	loadDice(t, s, 1) // column +2..+3, row 1: A1*
	apply(t, s, attack([]string{"a", "b"}, "1020"))
	wantPending(t, s, Sweden, DecideLosses, "a", "b")
	apply(t, s, Action{Type: ActLosses, Units: []string{"a"}})
	wantPending(t, s, Sweden, DecideRoos, "a", "b")
	refused(t, s, Action{Type: ActRoos, Unit: "x"}, "SR4")
	apply(t, s, Action{Type: ActRoos, Unit: "b"})
	// Then the retreats.
	wantPending(t, s, Sweden, DecideRetreat, "a", "b")
	if s.Pending.Count != 1 {
		t.Fatalf("retreat %d", s.Pending.Count)
	}
}

// When only one attacker survives it goes without a choice; with none,
// nothing happens.
func TestSR4_TheOnlySurvivorGoes(t *testing.T) {
	k := newKit(t).redoubt("1020", false, false).whole(8)
	k.unit("a", Sweden, Infantry, "1019", melee(3, 2, 2)).unit("b", Sweden, Infantry, "0919", melee(3, 2, 2))
	k.with(func(s *State) { s.Unit("a").Reduced = true })
	s := k.build(Sweden, PhaseMelee)
	loadDice(t, s, 1) // 2+3 and 2 stars against 6 in a redoubt: column -1, row 1: A2*
	apply(t, s, attack([]string{"a", "b"}, "1020"))
	apply(t, s, Action{Type: ActLosses, Units: []string{"a", "b"}})
	if s.Pending.Kind == DecideRoos {
		t.Fatal("asked to choose with one survivor")
	}
	if s.Unit("a").Status != Eliminated {
		t.Fatal("a survived")
	}
}

// SF costs the defender one step of his choice: the redoubt falls only if
// its garrison takes it; a D result takes it whatever the losses (SR2.3).
func TestSR2_3_SFCapturesOnlyWhenTheGarrisonLosesTheStep(t *testing.T) {
	build := func() *State {
		k := newKit(t).redoubt("1011", false, false).whole(8).unit("sw", Sweden, Infantry, "1010", melee(14, 1, 0)).unit("ru", Russia, Infantry, "0910")
		return k.build(Sweden, PhaseMelee)
	}
	for _, c := range []struct {
		die      int
		loser    string
		captured bool
	}{{4, "ru", false}, {4, "R1", true}, {5, "ru", true}} {
		s := build()
		loadDice(t, s, c.die) // 14 against 10, two shifts left: column +1; −1: SF on 4, D1 on 5
		apply(t, s, attack([]string{"sw"}, "1011", "0910"))
		wantPending(t, s, Russia, DecideLosses, "ru", "R1")
		apply(t, s, Action{Type: ActLosses, Units: []string{c.loser}})
		if got := !s.Redoubts[0].Garrisoned; got != c.captured {
			t.Errorf("die %d, %s loses the step: captured %v, want %v", c.die, c.loser, got, c.captured)
		}
	}
}

// The melee in progress survives a save (the state is plain data).
func TestR8_MeleeInProgressSurvivesASave(t *testing.T) {
	k := newKit(t).unit("a", Sweden, Infantry, "1010", melee(2, 1, 0)).unit("b", Sweden, Infantry, "1012", melee(2, 1, 0)).unit("x", Russia, Infantry, "1011")
	s := k.build(Sweden, PhaseMelee)
	loadDice(t, s, 4)
	apply(t, s, attack([]string{"a", "b"}, "1011"))
	data, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var c State
	if err := json.Unmarshal(data, &c); err != nil {
		t.Fatal(err)
	}
	c.Link(s.Data)
	m1, _ := json.Marshal(s.Melee)
	m2, _ := json.Marshal(c.Melee)
	if string(m1) != string(m2) || c.Pending.Kind != DecideLosses {
		t.Fatalf("melee after a save: %+v, want %+v", c.Melee.Attack, s.Melee.Attack)
	}
	apply(t, &c, Action{Type: ActLosses, Units: []string{"a"}})
	if c.Unit("x").Steps() != 1 {
		t.Fatal("the loaded melee did not carry on")
	}
}
