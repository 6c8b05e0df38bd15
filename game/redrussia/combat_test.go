package redrussia

import (
	"slices"
	"testing"
)

// TestR8_3_LevelsSecretUntilRetreat: Red declares an Assault on Simbirsk:
// the declaration's event names the area, not the level; the Siberian
// view hides the level and the money committed, Red's does not; the
// Siberian decides its retreat before combat with the money track
// unchanged; then the level is revealed and 3 money paid.
func TestR8_3_LevelsSecretUntilRetreat(t *testing.T) {
	s := battleKit(t, Red, 1)
	red := putID(t, s, "red-inf-4-2#1", "SIMB")
	sib := putID(t, s, "sib-inf-3-2#1", "SIMB")
	ev := mustApply(t, s, Action{Type: ActDeclareBattle, Faction: Red, Where: "SIMB", N: int(LevelAssault), Pieces: []string{red}})
	for _, e := range ev {
		if e.Kind == EvBattle && (e.N != 1 || e.Where != "SIMB" || e.Text != "declared") {
			t.Fatalf("declaration event %+v", e)
		}
	}
	if v := s.View(Siberian); v.Battles[0].Level != Hidden || v.Committed() != 0 || v.F(Red).Money != 20 {
		t.Fatalf("the Siberian view shows level %v, committed %d", v.Battles[0].Level, v.Committed())
	}
	if v := s.View(Red); v.Battles[0].Level != LevelAssault || v.Committed() != 3 {
		t.Fatalf("Red's own view shows level %v, committed %d", v.Battles[0].Level, v.Committed())
	}
	mustApply(t, s, Action{Type: ActEndCombat, Faction: Red})
	if s.Pending.Kind != DecideRetreat || s.Pending.Faction != Siberian || s.Fight.Stage != StageRetreatBefore {
		t.Fatalf("pending %v, want the Siberian's retreat before combat", s.Pending)
	}
	if v := s.View(Siberian); v.Fight.Level != Hidden || s.F(Red).Money != 20 {
		t.Fatal("the level shows before the retreat decision")
	}
	ev = mustApply(t, s, Action{Type: ActStand, Faction: Siberian})
	if !has(ev, EvRevealed, "assault") || s.F(Red).Money != 17 {
		t.Fatalf("after the retreat decision: money %d, events %v", s.F(Red).Money, ev)
	}
	_ = sib
}

// TestR8_3_CommitmentsWithinMoney: the levels committed together may not
// exceed the money (8.3 Ruling); a minor-only force is free.
func TestR8_3_CommitmentsWithinMoney(t *testing.T) {
	s := battleKit(t, Red, 2)
	s.F(Red).Money = 6
	putID(t, s, "red-inf-4-2#1", "SIMB")
	putID(t, s, "sib-inf-3-2#1", "SIMB")
	putID(t, s, "red-inf-2-2#1", "UFA")
	putID(t, s, "sib-inf-2-2#1", "UFA")
	mustApply(t, s, Action{Type: ActDeclareBattle, Faction: Red, Where: "SIMB", N: int(LevelInvasion), Pieces: []string{"red-inf-4-2#1"}})
	refused(t, s, Action{Type: ActDeclareBattle, Faction: Red, Where: "UFA", N: int(LevelAssault), Pieces: []string{"red-inf-2-2#1"}}, "8.3")
	mustApply(t, s, Action{Type: ActDeclareBattle, Faction: Red, Where: "UFA", N: int(LevelProbe), Pieces: []string{"red-inf-2-2#1"}})
	refused(t, s, Action{Type: ActDeclareBattle, Faction: Red, Where: "SIMB", N: int(LevelProbe), Pieces: []string{"red-inf-4-2#1"}}, "8.2")
	for _, a := range s.Legal() {
		if a.Type == ActDeclareBattle {
			t.Fatalf("Legal offers %v with all the money committed", a)
		}
	}
}

// TestR18_1_WhitesNeverAttackWhites: the South may not attack Siberian
// units; Red may.
func TestR18_1_WhitesNeverAttackWhites(t *testing.T) {
	s := battleKit(t, South, 3)
	putID(t, s, "sou-inf-2-2#1", "SIMB")
	putID(t, s, "sib-inf-3-2#1", "SIMB")
	refused(t, s, Action{Type: ActDeclareBattle, Faction: South, Where: "SIMB", N: 1, Pieces: []string{"sou-inf-2-2#1"}}, "18.1")
}

// TestR12_1_MinorActivatedByAttack: a Red attack on a neutral Finnish
// unit (turn 3 on) makes Finland active for a White faction at once, and
// the Finns defend; before turn 3 it is refused.
func TestR12_1_MinorActivatedByAttack(t *testing.T) {
	s := battleKit(t, Red, 4)
	putID(t, s, "red-inf-4-2#1", "VYBO")
	putID(t, s, "fin-inf-2-2#1", "VYBO")
	s.Turn = 2
	refused(t, s, Action{Type: ActDeclareBattle, Faction: Red, Where: "VYBO", N: 1, Pieces: []string{"red-inf-4-2#1"}}, "12.1")
	s.Turn = 3
	ev := mustApply(t, s, Action{Type: ActDeclareBattle, Faction: Red, Where: "VYBO", N: 1, Pieces: []string{"red-inf-4-2#1"}})
	st := s.F(Finland)
	if st.Status != Active || !st.Controller.White() || !has(ev, EvActivated, "active for") {
		t.Fatalf("Finland %v for %v after a Red attack", st.Status, st.Controller)
	}
	mustApply(t, s, Action{Type: ActEndCombat, Faction: Red})
	if s.Fight == nil || !slices.Contains(s.Fight.Units[1], "fin-inf-2-2#1") || s.Fight.Defender != st.Controller {
		t.Fatalf("the fight %+v", s.Fight)
	}
}

// TestR13_1_UkraineNeverJoinsRed: a White attack leaves Ukraine neutral;
// it defends, its decisions the engine's.
func TestR13_1_UkraineNeverJoinsRed(t *testing.T) {
	s := battleKit(t, South, 5)
	putID(t, s, "sou-inf-2-2#1", "KHAR")
	putID(t, s, "ukr-inf-2-2#1", "KHAR")
	mustApply(t, s, Action{Type: ActDeclareBattle, Faction: South, Where: "KHAR", N: 1, Pieces: []string{"sou-inf-2-2#1"}})
	if s.F(Ukraine).Status != Neutral {
		t.Fatalf("Ukraine %v after a White attack", s.F(Ukraine).Status)
	}
	mustApply(t, s, Action{Type: ActEndCombat, Faction: South})
	finishFight(t, s)
	if s.Pending.Kind != DecideSiege {
		t.Fatalf("pending %v after the only battle", s.Pending)
	}
}

// TestR8_4_NoRetreatWhenOutCavalried: the attacker's cavalry outnumbers
// the defender's: no retreat before combat is offered; a defence of
// cavalry alone may always retreat.
func TestR8_4_NoRetreatWhenOutCavalried(t *testing.T) {
	s := battleKit(t, Red, 6)
	putID(t, s, "red-cav-2-2#1", "SIMB")
	putID(t, s, "sib-inf-3-2#1", "SIMB")
	mustApply(t, s, Action{Type: ActDeclareBattle, Faction: Red, Where: "SIMB", N: 1, Pieces: []string{"red-cav-2-2#1"}})
	mustApply(t, s, Action{Type: ActEndCombat, Faction: Red})
	if s.Fight != nil && s.Fight.Stage == StageRetreatBefore {
		t.Fatal("the Siberian infantry is offered a retreat with Red's cavalry outnumbering it")
	}
	s = battleKit(t, Red, 6)
	putID(t, s, "red-cav-2-2#1", "SIMB")
	putID(t, s, "red-cav-3-2#1", "SIMB")
	putID(t, s, "sib-cav-3-2#1", "SIMB")
	s.Area("SIMB").Control = Siberian
	mustApply(t, s, Action{Type: ActDeclareBattle, Faction: Red, Where: "SIMB", N: 1, Pieces: []string{"red-cav-2-2#1", "red-cav-3-2#1"}})
	mustApply(t, s, Action{Type: ActEndCombat, Faction: Red})
	if s.Pending.Kind != DecideRetreat || s.Fight.Stage != StageRetreatBefore {
		t.Fatalf("pending %v: a defence of cavalry alone may retreat", s.Pending)
	}
}

// TestR8_4_RetreatRestrictions: before combat only along easy routes,
// never into a hostile area, never by the route an attacker came in by;
// the retreating unit avoids the battle, the level is still paid.
func TestR8_4_RetreatRestrictions(t *testing.T) {
	s := battleKit(t, Siberian, 7)
	// Kazan (Red): easy to Nizhny, Penza and Simbirsk; difficult to Vyatka,
	// Perm and Ufa.
	putID(t, s, "sib-inf-3-2#1", "KAZA")
	putID(t, s, "red-inf-2-2#1", "KAZA")
	s.Area("SIMB").Control = Siberian
	s.Entries = []Entry{{Piece: "sib-inf-3-2#1", Area: "KAZA", From: "NIZH", Grade: Easy}}
	mustApply(t, s, Action{Type: ActDeclareBattle, Faction: Siberian, Where: "KAZA", N: int(LevelProbe), Pieces: []string{"sib-inf-3-2#1"}})
	mustApply(t, s, Action{Type: ActEndCombat, Faction: Siberian})
	var to []string
	for _, a := range s.Legal() {
		if a.Type == ActRetreat {
			to = append(to, a.Where)
		}
	}
	if !slices.Equal(to, []string{"PENZ"}) {
		t.Fatalf("retreats offered %v, want only Penza (Nizhny: the enemy's route; Simbirsk: hostile; others: difficult)", to)
	}
	refused(t, s, Action{Type: ActRetreat, Faction: Red, Piece: "red-inf-2-2#1", Where: "VYAT"}, "8.4")
	refused(t, s, Action{Type: ActRetreat, Faction: Red, Piece: "red-inf-2-2#1", Where: "SIMB"}, "8.4")
	ev := mustApply(t, s, Action{Type: ActRetreat, Faction: Red, Piece: "red-inf-2-2#1", Where: "PENZ"})
	if s.Piece("red-inf-2-2#1").Where != "PENZ" || !has(ev, EvRevealed, "probe") || s.F(Siberian).Money != 19 || s.Fight != nil {
		t.Fatalf("after the retreat: %s, money %d, events %v", s.Piece("red-inf-2-2#1").Where, s.F(Siberian).Money, ev)
	}
	if s.F(Siberian).Battles != 0 || s.F(Red).Battles != 0 {
		t.Fatal("a battle with no round fought counts for the ORI (8.8)")
	}
}

// TestR8_6_LossAllotment: the rulebook's example: 3 hits on units of
// defense 2, 2 and 1: two on a defense-2 unit and one on the defense-1
// unit; leaving a hit unallotted is refused, a second step before every
// unit has lost one is refused, more losses than required are allowed.
func TestR8_6_LossAllotment(t *testing.T) {
	s := battleKit(t, Red, 8)
	a := putID(t, s, "sib-inf-3-2#1", "SIMB")
	b := putID(t, s, "sib-cav-3-2#1", "SIMB")
	c := putID(t, s, "sib-inf-2-2#1", "SIMB")
	s.Piece(c).Reduced = true // defense 1
	units := []string{a, b, c}
	if err := s.CheckAllotment(units, 3, nil, []string{a, c}); err != nil {
		t.Fatalf("the rulebook's allotment refused: %v", err)
	}
	for _, bad := range [][]string{{a}, {c}, {a, a}} {
		if err := s.CheckAllotment(units, 3, nil, bad); err == nil || err.(*Refusal).Rule != "8.6" {
			t.Fatalf("%v accepted for 3 hits: %v", bad, err)
		}
	}
	if err := s.CheckAllotment(units, 3, nil, []string{a, b, c}); err != nil {
		t.Fatalf("extra losses refused: %v", err)
	}
	// 6 hits: every unit one step (5 hits), then nothing costs 1 more
	// but the reduced defense-1 second steps: a second step on a.
	if err := s.CheckAllotment(units, 6, nil, []string{a, b, c, a}); err != nil {
		t.Fatalf("one step each, then a second: %v", err)
	}
	opts := s.AllotOptions(units, 3, nil)
	if len(opts) != 2 {
		t.Fatalf("options for 3 hits %v, want {a,c} and {b,c}", opts)
	}
	// A unit that lost a step to the aircraft this round has had its one.
	if err := s.CheckAllotment(units, 2, []string{a}, []string{b}); err != nil {
		t.Fatalf("after an air loss: %v", err)
	}
	if err := s.CheckAllotment(units, 1, []string{a}, []string{a}); err == nil {
		t.Fatal("a second step before the others lost one")
	}
}

// TestR8_6_LossesInABattle: seeded Probes: each side rolls its attack
// values (the defender with its fortification: Simbirsk is Siberian),
// each 6 is a hit, and the steps Red loses are what 8.6 makes of the
// Siberian 6s on two full 2-defense units (2 hits a first step, 1 a
// second once both have lost one).
func TestR8_6_LossesInABattle(t *testing.T) {
	want := []int{0, 0, 1, 1, 2, 3, 4, 4, 4, 4, 4, 4}
	tried := 0
	for seed := uint64(1); seed < 30; seed++ {
		s := battleKit(t, Red, seed)
		putID(t, s, "red-inf-4-2#1", "SIMB")
		putID(t, s, "red-inf-3-2#1", "SIMB")
		putID(t, s, "sib-inf-3-2#1", "SIMB")
		putID(t, s, "sib-inf-3-2#2", "SIMB")
		s.Area("SIMB").Control = Siberian
		mustApply(t, s, Action{Type: ActDeclareBattle, Faction: Red, Where: "SIMB", N: int(LevelProbe), Pieces: []string{"red-inf-4-2#1", "red-inf-3-2#1"}})
		mustApply(t, s, Action{Type: ActEndCombat, Faction: Red})
		ev := mustApply(t, s, Action{Type: ActStand, Faction: Siberian})
		ev = append(ev, finishFight(t, s)...)
		for _, f := range []Faction{Red, Siberian} {
			hits, faces := rollsOf(ev, f)
			if n := map[Faction]int{Red: 7, Siberian: 6 + s.data.Map.Area("SIMB").Fort}[f]; len(faces) != n {
				t.Fatalf("seed %d: %s rolled %d dice, want %d", seed, f, len(faces), n)
			}
			sixes := 0
			for _, d := range faces {
				if d == 6 {
					sixes++
				}
			}
			if hits != sixes {
				t.Fatalf("seed %d: %s scored %d hits with %d sixes", seed, f, hits, sixes)
			}
		}
		sibHits, _ := rollsOf(ev, Siberian)
		lost := 0
		for _, e := range ev {
			if (e.Kind == EvStepLost || e.Kind == EvEliminated) && e.Faction == Red && e.Rule == "8.6" {
				lost++
			}
		}
		if lost != want[sibHits] {
			t.Fatalf("seed %d: Red lost %d steps to %d hits, want %d", seed, lost, sibHits, want[sibHits])
		}
		if sibHits >= 2 {
			tried++
		}
	}
	if tried == 0 {
		t.Fatal("no seed scored hits")
	}
}

// redAttacksKazan: a Red Assault on Siberian infantry in Kazan with a
// big force, Kazan's neighbours set by the test.
func redAttacksKazan(t testing.TB, seed uint64, level Level) (*State, []Event) {
	s := battleKit(t, Red, seed)
	force := []string{putID(t, s, "red-inf-4-2#1", "KAZA"), putID(t, s, "red-inf-4-2#2", "KAZA"), putID(t, s, "red-inf-3-2#1", "KAZA")}
	putID(t, s, "sib-inf-3-2#1", "KAZA")
	putID(t, s, "sib-inf-3-2#2", "KAZA")
	s.Area("KAZA").Control = Siberian
	mustApply(t, s, Action{Type: ActDeclareBattle, Faction: Red, Where: "KAZA", N: int(level), Pieces: force})
	mustApply(t, s, Action{Type: ActEndCombat, Faction: Red})
	ev := mustApply(t, s, Action{Type: ActStand, Faction: Siberian})
	for s.Pending.Kind == DecideLosses {
		ev = append(ev, mustApply(t, s, s.Legal()[0])...)
	}
	return s, ev
}

// TestR8_7_ForcedRetreat: a Siberian unit that lost a step must retreat
// (standing is refused, the unit that lost nothing may not go first),
// and here it may go along a difficult route (Ufa).
func TestR8_7_ForcedRetreat(t *testing.T) {
	s, _ := seekSeed(t, func(seed uint64) (*State, []Event) { return redAttacksKazan(t, seed, LevelAssault) },
		func(s *State, _ []Event) bool {
			return s.Pending.Kind == DecideRetreat && s.Pending.Faction == Siberian && s.Fight.Stage == StageForced && len(s.Fight.Units[1]) == 2
		})
	stepped := s.Fight.Stepped[len(s.Fight.Stepped)-1]
	other := "sib-inf-3-2#1"
	if stepped == other {
		other = "sib-inf-3-2#2"
	}
	refused(t, s, Action{Type: ActStand, Faction: Siberian}, "8.7")
	refused(t, s, Action{Type: ActRetreat, Faction: Siberian, Piece: other, Where: "SIMB"}, "8.7")
	mustApply(t, s, Action{Type: ActRetreat, Faction: Siberian, Piece: stepped, Where: "UFA"})
	if p := s.Piece(stepped); p.Where != "UFA" || slices.Contains(s.Fight.Units[1], stepped) {
		t.Fatalf("%s at %s, still fighting: %v", stepped, p.Where, s.Fight.Units[1])
	}
}

// TestR8_7_NoRetreatEliminated: with every neighbour of Kazan Red, the
// Siberian unit that lost a step has nowhere to go and is eliminated.
func TestR8_7_NoRetreatEliminated(t *testing.T) {
	_, ev := seekSeed(t, func(seed uint64) (*State, []Event) {
		s := battleKit(t, Red, seed)
		for _, n := range s.data.Map.Neighbours("KAZA") {
			s.Area(n.To).Control = Red
		}
		force := []string{putID(t, s, "red-inf-4-2#1", "KAZA"), putID(t, s, "red-inf-4-2#2", "KAZA")}
		putID(t, s, "sib-inf-3-2#1", "KAZA")
		mustApply(t, s, Action{Type: ActDeclareBattle, Faction: Red, Where: "KAZA", N: int(LevelProbe), Pieces: force})
		ev := mustApply(t, s, Action{Type: ActEndCombat, Faction: Red})
		return s, append(ev, finishFight(t, s)...)
	}, func(s *State, ev []Event) bool { h, _ := rollsOf(ev, Red); return h >= 2 && h < 3 })
	found := false
	for _, e := range ev {
		if e.Kind == EvEliminated && e.Piece == "sib-inf-3-2#1" && e.Rule == "8.7" {
			found = true
		}
	}
	if !found {
		t.Fatalf("the unit with nowhere to retreat was not eliminated under 8.7: %v", ev)
	}
}

// TestR8_4_RetreatBySea: in Petrograd, a port, Red's full infantry may
// board Red's full fleet and put to sea with it; cavalry may not (8.4(8)),
// nor a full unit onto a reduced fleet (8.92).
func TestR8_4_RetreatBySea(t *testing.T) {
	s := battleKit(t, NorthAsian, 11)
	inf := putID(t, s, "red-inf-4-2#1", "PETR")
	cav := putID(t, s, "red-cav-2-2#1", "PETR")
	fl := putID(t, s, "red-fleet-baltic#1", "PETR")
	force := []string{putID(t, s, "nas-inf-3-2#1", "PETR"), putID(t, s, "nas-cav-3-2#1", "PETR")}
	mustApply(t, s, Action{Type: ActDeclareBattle, Faction: NorthAsian, Where: "PETR", N: int(LevelProbe), Pieces: force})
	mustApply(t, s, Action{Type: ActEndCombat, Faction: NorthAsian})
	var bySea []string
	for _, a := range s.Legal() {
		if a.Type == ActRetreat && a.Where == FleetPrefix+fl {
			bySea = append(bySea, a.Piece)
		}
	}
	if !slices.Equal(bySea, []string{inf}) {
		t.Fatalf("by sea: %v, want the infantry only", bySea)
	}
	refused(t, s, Action{Type: ActRetreat, Faction: Red, Piece: cav, Where: FleetPrefix + fl}, "8.4")
	mustApply(t, s, Action{Type: ActRetreat, Faction: Red, Piece: inf, Where: FleetPrefix + fl})
	if s.Piece(inf).Where != FleetPrefix+fl || s.Piece(fl).Where != SeaPrefix+"baltic" || slices.Contains(s.Fight.Units[1], fl) {
		t.Fatalf("infantry %s, fleet %s", s.Piece(inf).Where, s.Piece(fl).Where)
	}
	s = battleKit(t, NorthAsian, 11)
	putID(t, s, inf, "PETR")
	putID(t, s, fl, "PETR")
	s.Piece(fl).Reduced = true
	putID(t, s, "nas-inf-3-2#1", "PETR")
	mustApply(t, s, Action{Type: ActDeclareBattle, Faction: NorthAsian, Where: "PETR", N: int(LevelProbe), Pieces: []string{"nas-inf-3-2#1"}})
	mustApply(t, s, Action{Type: ActEndCombat, Faction: NorthAsian})
	for _, a := range s.Legal() {
		if a.Piece == inf && a.Where == FleetPrefix+fl {
			t.Fatal("a full unit boards a reduced fleet")
		}
	}
}

// TestR12_6_MinorRetreatWithinReach: a Ukrainian unit (one area from its
// home areas, 13.1) is not offered a retreat two areas away.
func TestR12_6_MinorRetreatWithinReach(t *testing.T) {
	s := battleKit(t, Red, 12)
	s.F(Ukraine).Status, s.F(Ukraine).Controller = Active, South
	var homes []string
	for i, a := range s.data.Map.Areas {
		if s.Areas[i].Home == Ukraine {
			homes = append(homes, a.Code)
		}
	}
	// An area one from home with a neighbour two from home.
	from, far := "", ""
	for _, a := range s.data.Map.Areas {
		if s.distance(homes, a.Code) != 1 {
			continue
		}
		for _, n := range s.data.Map.Neighbours(a.Code) {
			if s.distance(homes, n.To) == 2 && s.data.Map.Area(n.To).Territory == a.Territory {
				from, far = a.Code, n.To
			}
		}
	}
	if from == "" {
		t.Skip("no such areas on the map")
	}
	u := putID(t, s, "ukr-inf-2-2#1", from)
	putID(t, s, "red-inf-2-2#1", from)
	for _, n := range s.data.Map.Neighbours(from) {
		s.Area(n.To).Control = NoFaction
	}
	s.Fight = &Fight{Area: from, Attacker: Red, Units: [2][]string{{"red-inf-2-2#1"}, {u}}}
	if err := s.retreatBarred(s.Piece(u), 1, far); err == nil || err.(*Refusal).Rule != "12.6" {
		t.Fatalf("retreat to %s, two areas from home: %v", far, err)
	}
	if slices.Contains(s.retreatTargets(s.Piece(u), 1, false), far) {
		t.Fatal("offered anyway")
	}
}

// TestR10_5_LoneLeaderMetByRetreat: a Red unit retreating into Penza,
// where Kolchak stands alone, makes him roll for capture (10.5(2)); a
// friendly leader there is not checked.
func TestR10_5_LoneLeaderMetByRetreat(t *testing.T) {
	for _, lead := range []string{"frunze", "kolchak"} {
		s := battleKit(t, Siberian, 13)
		for _, n := range s.data.Map.Neighbours("KAZA") {
			s.Area(n.To).Control = Siberian
		}
		s.Area("PENZ").Control = NoFaction
		putID(t, s, "red-inf-2-2#1", "KAZA")
		putID(t, s, "sib-inf-3-2#1", "KAZA")
		putID(t, s, lead, "PENZ")
		mustApply(t, s, Action{Type: ActDeclareBattle, Faction: Siberian, Where: "KAZA", N: int(LevelProbe), Pieces: []string{"sib-inf-3-2#1"}})
		mustApply(t, s, Action{Type: ActEndCombat, Faction: Siberian})
		ev := mustApply(t, s, Action{Type: ActRetreat, Faction: Red, Piece: "red-inf-2-2#1", Where: "PENZ"})
		checked := false
		for _, e := range ev {
			if e.Kind == EvLeader && e.Rule == "10.5" && e.Piece == lead {
				checked = true
				want := map[string]Status{"escaped": OnTrack, "captured and shot": Removed}[e.Text]
				if s.Piece(lead).Status != want {
					t.Fatalf("%s %s: %v", lead, e.Text, s.Piece(lead).Status)
				}
			}
		}
		if checked != (lead == "kolchak") {
			t.Fatalf("%s checked: %v", lead, checked)
		}
	}
}

// TestR8_92_FleetRetreatsToSea: a fleet in port defends like any unit; when
// it loses a step its only retreat is its sea zone, never another port,
// even with the enemy's cavalry in the area.
func TestR8_92_FleetRetreatsToSea(t *testing.T) {
	s, _ := seekSeed(t, func(seed uint64) (*State, []Event) {
		s := battleKit(t, NorthAsian, seed)
		putID(t, s, "red-fleet-baltic#1", "PETR")
		force := []string{putID(t, s, "nas-inf-3-2#1", "PETR"), putID(t, s, "nas-inf-2-2#1", "PETR"), putID(t, s, "nas-cav-3-2#1", "PETR")}
		mustApply(t, s, Action{Type: ActDeclareBattle, Faction: NorthAsian, Where: "PETR", N: int(LevelAssault), Pieces: force})
		mustApply(t, s, Action{Type: ActEndCombat, Faction: NorthAsian})
		for s.Fight != nil && !(s.Pending.Kind == DecideRetreat && s.Fight.Stage == StageForced && s.Pending.Faction == Red) {
			mustApply(t, s, s.Legal()[0])
		}
		return s, nil
	}, func(s *State, _ []Event) bool { return s.Fight != nil })
	var to []string
	for _, a := range s.Legal() {
		to = append(to, a.Where)
	}
	if !slices.Equal(to, []string{SeaPrefix + "baltic"}) {
		t.Fatalf("the fleet's retreats %v", to)
	}
}
