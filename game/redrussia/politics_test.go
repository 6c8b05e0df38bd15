package redrussia

import (
	"slices"
	"testing"

	"tachanka/game/dice"
)

// atAction is a 4-player game in turn 1's action phase.
func atAction(t testing.TB, seed uint64) *State {
	t.Helper()
	s := atInitiative(t, seed)
	if s.Pending.Kind == DecideLenin {
		mustApply(t, s, Action{Type: ActLenin, Faction: Red})
	}
	passWindows(t, s) // W1 (14.2(b))
	return s
}

// atForeign is a 4-player game at turn 1's first foreign intervention
// decision (after the ORI rolls).
func atForeign(t testing.TB, seed uint64) *State {
	t.Helper()
	s := atPurchase(t, seed)
	for s.Pending.Kind == DecidePurchase {
		mustApply(t, s, Action{Type: ActEndPurchase, Faction: s.Pending.Faction})
	}
	passWindows(t, s)
	if s.Pending.Kind != DecideForeign {
		t.Fatalf("after the purchases: %v", s.Pending)
	}
	return s
}

// rigDice sets the generator so that its next 1d6 rolls are want.
func rigDice(t testing.TB, s *State, want ...int) {
	t.Helper()
	for seed := uint64(1); seed < 1_000_000; seed++ {
		r := dice.New(seed)
		ok := true
		for _, w := range want {
			if r.D6() != w {
				ok = false
				break
			}
		}
		if ok {
			s.Rand = dice.New(seed)
			return
		}
	}
	t.Fatalf("no seed rolls %v", want)
}

// clearMap takes every unit and leader off the map (the Gold stays), so a
// test can set up its own position.
func clearMap(s *State) {
	for i := range s.Pieces {
		if p := &s.Pieces[i]; p.Status == OnMap && p.Kind != KindGold {
			p.Status, p.Where, p.Reduced, p.ControlledBy = InPool, "", false, NoFaction
		}
	}
}

// putN places n off-map units of a faction and type in an area, full.
func putN(t testing.TB, s *State, f Faction, ty UnitType, n int, where string) []*Piece {
	t.Helper()
	var out []*Piece
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if len(out) < n && p.Faction == f && p.Kind == KindUnit && p.Type == ty && p.Status != OnMap {
			p.Status, p.Where, p.Reduced, p.Arrive = OnMap, where, false, 0
			out = append(out, p)
		}
	}
	if len(out) < n {
		t.Fatalf("%s has fewer than %d %s units", f, n, ty)
	}
	return out
}

// controlled is the first area, in map order, a faction controls.
func controlled(t testing.TB, s *State, f Faction) string {
	t.Helper()
	for i, a := range s.data.Map.Areas {
		if s.Areas[i].Control == f {
			return a.Code
		}
	}
	t.Fatalf("%s controls no area", f)
	return ""
}

// TestR17_4_MoscowLevel: Moscow taken from Red and held to the victory
// phase is recorded as +1 level for the captor and -1 for Red, applied
// before the next ORI rolls, as levels (the nearest box), and earns no
// other modifier.
func TestR17_4_MoscowLevel(t *testing.T) {
	s := atAction(t, 31)
	s.Area("MOSC").Control = South
	s.oriAssessment()
	if s.F(South).MoscowLevel != 1 || s.F(Red).MoscowLevel != -1 || s.F(South).NextORI != 0 || s.F(Red).NextORI != 0 {
		t.Fatalf("South %+v, Red %+v", *s.F(South), *s.F(Red))
	}
	s.F(Red).ORIBox = 5 // level 1
	s.F(South).ORIBox = 2
	d := s.Piece("denikin")
	d.Status, d.Where = InPool, "" // no -1 for the South
	rigDice(t, s, 3, 3, 3, 3)      // four ORI rolls of 3: no movement
	s.oriPhase()
	if s.F(Red).ORIBox != 3 || s.ORILevel(Red) != 0 {
		t.Fatalf("Red in box %d, want 3 (nearest level 0)", s.F(Red).ORIBox)
	}
	if s.F(South).ORIBox != 4 || s.ORILevel(South) != 1 {
		t.Fatalf("South in box %d, want 4 (nearest level 1)", s.F(South).ORIBox)
	}
	if s.F(South).MoscowLevel != 0 {
		t.Fatal("the Moscow change was not spent")
	}
}

// TestR17_5_AreaModifiers: captures and losses in their most specific
// rows: Petrograd ±3, Archangel -3 for the North/Asian (its captor +2 for
// another's home), a non-home area +1, a faction both capturing and losing
// non-home areas nothing; battle marks once each, both signs cancelling.
func TestR17_5_AreaModifiers(t *testing.T) {
	s := atAction(t, 32)
	s.Area("PETR").Control = NorthAsian
	s.Area("ARCH").Control = Red
	sib := controlled(t, s, Siberian)
	s.Area(sib).Control = Red // a Siberian home lost to Red: Siberian -2, Red +2 once
	s.NoteBattle(South, InvasionWon)
	s.NoteBattle(South, InvasionLost)
	s.NoteBattle(South, AssaultWon)
	s.NoteBattle(South, AlliedInCombat)
	s.oriAssessment()
	want := map[Faction]int{NorthAsian: 3 - 3, Red: -3 + 2, Siberian: -2, South: 1 - 1}
	for f, n := range want {
		if s.F(f).NextORI != n {
			t.Errorf("%s: next ORI modifier %d, want %d", f, s.F(f).NextORI, n)
		}
	}
	if s.F(South).Battles != 0 {
		t.Error("the battle marks were not cleared")
	}
	// A non-home area taken by the South from Red: +1 and -1; another
	// taken from nobody adds nothing more (once per turn).
	s = atAction(t, 32)
	taken := 0
	for i, a := range s.data.Map.Areas {
		if s.Areas[i].Home == NoFaction && !a.IronCross && s.Areas[i].Control == NoFaction && taken < 2 {
			if taken == 0 {
				s.StartControl[i] = Red
			}
			s.Areas[i].Control = South
			taken++
		}
	}
	s.oriAssessment()
	if s.F(South).NextORI != 1 || s.F(Red).NextORI != -1 {
		t.Fatalf("non-home capture: South %+d, Red %+d", s.F(South).NextORI, s.F(Red).NextORI)
	}
}

// TestR17_5_ModifierLimit: the total added to the roll is held to ±3, and
// the roll spends the running and "once" modifiers.
func TestR17_5_ModifierLimit(t *testing.T) {
	s := atAction(t, 33)
	s.F(Siberian).NextORI = 4
	s.F(Siberian).ORIOnce = 1
	if m := s.ORIModifier(Siberian); m != 3 {
		t.Fatalf("modifier %d, want 3", m)
	}
	s.F(Red).NextORI = -7
	if m := s.ORIModifier(Red); m != -3 {
		t.Fatalf("modifier %d, want -3", m)
	}
	box := s.F(Siberian).ORIBox
	rigDice(t, s, 4, 4, 4, 4)
	s.oriPhase()
	if got := s.F(Siberian).ORIBox; got != s.data.Tables.ORI.After(box, 7) {
		t.Fatalf("Siberian box %d after 4+3", got)
	}
	if s.F(Siberian).NextORI != 0 || s.F(Siberian).ORIOnce != 0 {
		t.Fatal("the modifiers were not spent by the roll")
	}
}

// TestR10_91_DenikinAtTheRoll: Denikin on the map with a South unit gives
// the South -1 at its roll; alone, nothing.
func TestR10_91_DenikinAtTheRoll(t *testing.T) {
	s := atAction(t, 34)
	clearMap(s)
	area := controlled(t, s, South)
	d := s.Piece("denikin")
	d.Status, d.Where = OnMap, area
	if m := s.ORIModifier(South); m != 0 {
		t.Fatalf("Denikin alone: %d", m)
	}
	putN(t, s, South, INF, 1, area)
	if m := s.ORIModifier(South); m != -1 {
		t.Fatalf("Denikin with a South unit: %d, want -1", m)
	}
}

// TestR10_93_KolchakSupremeRuler: after "Kolchak Coup" the Siberian gets
// +1 on the foreign table and -1 on the minor table while Kolchak lives.
func TestR10_93_KolchakSupremeRuler(t *testing.T) {
	s := atAction(t, 35)
	before := s.ForeignModifier(Siberian, 0)
	s.KolchakRuler = true
	if got := s.ForeignModifier(Siberian, 0); got != before+1 {
		t.Fatalf("foreign modifier %d, want %d", got, before+1)
	}
	s.Piece("kolchak").Status = Removed
	if s.SupremeRuler() || s.ForeignModifier(Siberian, 0) != before {
		t.Fatal("Kolchak dead still rules")
	}
	south := s.ForeignModifier(South, 0)
	s.WrangelCommand = true
	if s.ForeignModifier(South, 0) != south-1 || s.ForeignModifier(South, 1) != south {
		t.Fatal("Wrangel's -1 and the money's +1 do not add up")
	}
}

// TestR13_61_ForeignSpending: spending is 0, 1, 3 or 5 money, never more
// than the faction has; not rolling passes to the next White.
func TestR13_61_ForeignSpending(t *testing.T) {
	s := atForeign(t, 36)
	f := s.Pending.Faction
	refused(t, s, Action{Type: ActForeign, Faction: f, Yes: true, N: 2}, "13.61")
	refused(t, s, Action{Type: ActForeign, Faction: f, N: 1}, "13.61")
	s.F(f).Money = 2
	refused(t, s, Action{Type: ActForeign, Faction: f, Yes: true, N: 3}, "6.4")
	mustApply(t, s, Action{Type: ActForeign, Faction: f, Yes: true, N: 1})
	if s.F(f).Money != 1 {
		t.Fatalf("money %d after spending 1 of 2", s.F(f).Money)
	}
	for s.Pending.Kind == DecideAllied {
		mustApply(t, s, s.Legal()[0])
	}
	if s.Pending.Kind == DecideForeign && s.Pending.Faction == f {
		t.Fatal("the same faction rolls twice")
	}
}

// TestR13_62_AddPlacesReserve: an "Add 1, Move 1" result: the roller
// places a reserve unit in one of its placement places (not elsewhere),
// then controls Allied units for the turn; declining the Add pays 2
// money instead.
func TestR13_62_AddPlacesReserve(t *testing.T) {
	s := atForeign(t, 37)
	f := s.Pending.Faction
	if f != NorthAsian {
		t.Fatalf("first roller %s", f)
	}
	s.F(f).Money = 10
	mod := s.ForeignModifier(f, 5)
	need := foreignRoll(t, s, ForeignRow{Add: 1, Move: 1}) - mod
	rigDice(t, s, need/2, need-need/2)
	mustApply(t, s, Action{Type: ActForeign, Faction: f, Yes: true, N: 5})
	if s.Pending.Kind != DecideAllied || s.Allied.Add != 1 || s.Allied.Move != 1 {
		t.Fatalf("pending %v, task %+v", s.Pending, s.Allied)
	}
	var unit string
	for _, a := range s.Legal() {
		if a.Type == ActAlliedAdd && s.Piece(a.Piece).Kind == KindUnit && a.Where == BoxPrefix+"white_box" {
			unit = a.Piece
		}
	}
	if unit == "" {
		t.Fatal("no reserve unit may go to the White Sea box")
	}
	refused(t, s, Action{Type: ActAlliedAdd, Faction: f, Piece: unit, Where: "VLAD"}, "13.61")
	mustApply(t, s, Action{Type: ActAlliedAdd, Faction: f, Piece: unit, Where: BoxPrefix + "white_box"})
	if p := s.Piece(unit); p.Status != OnMap || p.Where != BoxPrefix+"white_box" {
		t.Fatalf("%s is %v at %s", unit, p.Status, p.Where)
	}
	if s.Pending.Kind == DecideAllied {
		mustApply(t, s, Action{Type: ActAlliedControl, Faction: f, Piece: unit})
	}
	if s.Piece(unit).ControlledBy != f {
		t.Fatalf("%s controlled by %s", unit, s.Piece(unit).ControlledBy)
	}
	// The same result declined: 2 money for the unit not taken.
	s = atForeign(t, 37)
	s.F(f).Money = 10
	rigDice(t, s, need/2, need-need/2)
	mustApply(t, s, Action{Type: ActForeign, Faction: f, Yes: true, N: 5})
	mustApply(t, s, Action{Type: ActAlliedDone, Faction: f})
	if s.F(f).Money != 10-5+2 {
		t.Fatalf("money %d, want 7", s.F(f).Money)
	}
}

// TestR13_61_RemoveChosen: a "Remove 2" result: the roller names the two
// Allied units and may not decline; a leader left without Allied units
// goes too.
func TestR13_61_RemoveChosen(t *testing.T) {
	s := atForeign(t, 38)
	f := s.Pending.Faction
	for _, g := range []string{"ARCH", "MURM"} {
		s.Area(g).Control = Red // the gateways lost: -2
	}
	mod := s.ForeignModifier(f, 0)
	if 2+mod > 2 {
		t.Fatalf("modifier %d too high for a Remove 2", mod)
	}
	rigDice(t, s, 1, 1)
	mustApply(t, s, Action{Type: ActForeign, Faction: f, Yes: true})
	inPlay := len(s.alliedUnitsInPlay())
	if inPlay <= 2 || s.Pending.Kind != DecideAllied {
		t.Fatalf("%d Allied units, pending %v", inPlay, s.Pending)
	}
	refused(t, s, Action{Type: ActAlliedDone, Faction: f}, "13.61")
	victims := []string{s.Legal()[0].Piece, s.Legal()[1].Piece}
	mustApply(t, s, Action{Type: ActAlliedRemove, Faction: f, Piece: victims[0]})
	mustApply(t, s, Action{Type: ActAlliedRemove, Faction: f, Piece: victims[1]})
	for _, id := range victims {
		if s.Piece(id).Status != Removed {
			t.Fatalf("%s is %v", id, s.Piece(id).Status)
		}
	}
	if len(s.alliedUnitsInPlay()) != inPlay-2 || s.Allied != nil {
		t.Fatalf("%d left, task %+v", len(s.alliedUnitsInPlay()), s.Allied)
	}
	// With no unit left the Allied leaders go.
	c := s.Clone()
	lead := ""
	for i := range c.Pieces {
		if p := &c.Pieces[i]; p.Faction == Allies && p.Kind == KindLeader && p.Status != Removed {
			p.Status, p.Where, lead = OnMap, BoxPrefix+"white_box", p.ID
			break
		}
	}
	for _, p := range c.alliedUnitsInPlay() {
		c.removeAllied(p)
	}
	if lead != "" && c.Piece(lead).Status != Removed {
		t.Fatal("an Allied leader stayed without Allied units")
	}
}

// TestR12_1_RedOnlyLimited: Red's A is at best L, and only the Anarchists
// join Red; against a minor another major controls Red's L or A
// neutralises it; otherwise nothing.
func TestR12_1_RedOnlyLimited(t *testing.T) {
	s := atAction(t, 39)
	s.Turn = 3
	s.applyMinorResult(Red, Anarchist, ResultActive)
	if st := s.F(Anarchist); st.Status != Limited || st.Controller != Red {
		t.Fatalf("Anarchists %v for %s", st.Status, st.Controller)
	}
	s.applyMinorResult(Red, Ukraine, ResultActive)
	if s.F(Ukraine).Status != Neutral {
		t.Fatal("Ukraine joined Red by the table")
	}
	s.setMinor(Ukraine, Active, South, "test")
	s.applyMinorResult(Red, Ukraine, ResultLimited)
	if s.F(Ukraine).Status != Neutral || s.F(Ukraine).Controller != NoFaction {
		t.Fatalf("Ukraine %v for %s after Red's L", s.F(Ukraine).Status, s.F(Ukraine).Controller)
	}
}

// TestR12_1_Results: N neutralises; L and A make a neutral minor limited
// or active for the roller, upgrade the roller's limited minor, and
// neutralise another major's.
func TestR12_1_Results(t *testing.T) {
	s := atAction(t, 40)
	s.Turn = 3
	s.applyMinorResult(South, Ukraine, ResultLimited)
	if st := s.F(Ukraine); st.Status != Limited || st.Controller != South {
		t.Fatalf("L: %v %s", st.Status, st.Controller)
	}
	s.applyMinorResult(South, Ukraine, ResultActive)
	if st := s.F(Ukraine); st.Status != Active || st.Controller != South {
		t.Fatalf("A over L: %v %s", st.Status, st.Controller)
	}
	s.applyMinorResult(Siberian, Ukraine, ResultActive)
	if s.F(Ukraine).Status != Neutral {
		t.Fatal("another major's A did not neutralise")
	}
	s.applyMinorResult(Siberian, Baltic, ResultActive)
	s.applyMinorResult(Red, Baltic, ResultNeutral)
	if s.F(Baltic).Status != Neutral {
		t.Fatal("N did not neutralise")
	}
	// Through Apply: a roll names one of the five minors.
	s = atForeign(t, 40)
	s.Turn = 3
	for s.Pending.Kind == DecideForeign {
		mustApply(t, s, Action{Type: ActForeign, Faction: s.Pending.Faction})
	}
	if s.Pending.Kind != DecideMinorRoll {
		t.Fatalf("no minor rolls on turn 3: %v", s.Pending)
	}
	refused(t, s, Action{Type: ActMinorRoll, Faction: s.Pending.Faction, Yes: true, Minor: Allies}, "12.1")
	refused(t, s, Action{Type: ActMinorRoll, Faction: s.Pending.Faction, Minor: Poland}, "12.1")
	ev := mustApply(t, s, Action{Type: ActMinorRoll, Faction: s.Pending.Faction, Yes: true, Minor: Anarchist})
	if !slices.ContainsFunc(ev, func(e Event) bool { return e.Kind == EvMinor && e.Rule == "12.1" }) {
		t.Fatal("no roll reported")
	}
}

// TestR4_33_NoMinorRollsBeforeTurn3: on turns 1 and 2 the political phase
// ends after the foreign rolls.
func TestR4_33_NoMinorRollsBeforeTurn3(t *testing.T) {
	s := atForeign(t, 41)
	for s.Pending.Kind == DecideForeign {
		mustApply(t, s, Action{Type: ActForeign, Faction: s.Pending.Faction})
	}
	if s.Phase == PoliticalPhase {
		t.Fatalf("still political at %v", s.Pending)
	}
}

// TestR13_51_PolandLimitedBefore9: a White's A on Poland counts as L
// before turn 9, A from turn 9, and L again once Piłsudski is gone.
func TestR13_51_PolandLimitedBefore9(t *testing.T) {
	for _, c := range []struct {
		turn    int
		noPil   bool
		want    MinorStatus
		comment string
	}{{8, false, Limited, "turn 8"}, {9, false, Active, "turn 9"}, {9, true, Limited, "Piłsudski gone (13.55)"}} {
		s := atAction(t, 42)
		s.Turn = c.turn
		if c.noPil {
			s.Piece("pilsudski").Status = Removed
		}
		s.applyMinorResult(South, Poland, ResultActive)
		if s.F(Poland).Status != c.want {
			t.Errorf("%s: Poland %v, want %v", c.comment, s.F(Poland).Status, c.want)
		}
	}
}

// TestR12_3_IgnoredWithoutUnits: results for a minor with no unit on the
// map are ignored; so are Poland's while it is a major.
func TestR12_3_IgnoredWithoutUnits(t *testing.T) {
	s := atAction(t, 43)
	s.Turn = 3
	for i := range s.Pieces {
		if p := &s.Pieces[i]; p.Faction == Finland && p.Status == OnMap {
			p.Status, p.Where = Eliminated, ""
		}
	}
	s.applyMinorResult(South, Finland, ResultActive)
	if s.F(Finland).Status != Neutral {
		t.Fatal("a minor without units was activated")
	}
	s.F(Poland).Status = MajorPoland
	s.applyMinorResult(South, Poland, ResultNeutral)
	if s.F(Poland).Status != MajorPoland {
		t.Fatal("the Polish major was touched by the table")
	}
}

// TestR12_2_NeutralityMove: a minor made neutral moves its units outside
// its areas to the nearest area it controls; with none they go back to
// the pool.
func TestR12_2_NeutralityMove(t *testing.T) {
	s := atAction(t, 44)
	s.Turn = 3
	s.setMinor(Finland, Active, South, "test")
	var out string
	for _, home := range s.data.Map.HomeAreas("finland") {
		for _, n := range s.data.Map.Neighbours(home) {
			if out == "" && s.Area(n.To).Control != Finland && !s.OutOfPlay(n.To) {
				out = n.To
			}
		}
	}
	if out == "" {
		t.Fatal("no area borders Finland")
	}
	fin := putN(t, s, Finland, INF, 1, out)[0]
	s.applyMinorResult(Red, Finland, ResultNeutral)
	if s.F(Finland).Status != Neutral {
		t.Fatal("not neutral")
	}
	if s.Area(fin.Where).Control != Finland || !slices.ContainsFunc(s.data.Map.Neighbours(out), func(n Neighbour) bool { return n.To == fin.Where }) {
		t.Fatalf("%s moved from %s to %s, not the nearest Finnish area", fin.ID, out, fin.Where)
	}
	// No Finnish area left: back to the pool.
	s.setMinor(Finland, Active, South, "test")
	fin.Where = out
	for i := range s.Areas {
		if s.Areas[i].Control == Finland {
			s.Areas[i].Control = South
		}
	}
	s.neutralise(Finland, "12.1")
	if fin.Status != InPool {
		t.Fatalf("%s is %v", fin.ID, fin.Status)
	}
}

// TestR10_92_WrangelOnce: "Wrangel Takes Over" gives the South +2 on its
// next ORI roll only, and -1 on its foreign rolls from then on.
func TestR10_92_WrangelOnce(t *testing.T) {
	s := atAction(t, 45)
	d := s.Piece("denikin")
	d.Status, d.Where = Removed, ""
	foreign := s.ForeignModifier(South, 0)
	s.WrangelTakesOver()
	if s.ORIModifier(South) != 2 || s.ForeignModifier(South, 0) != foreign-1 {
		t.Fatalf("ORI %+d, foreign %+d", s.ORIModifier(South), s.ForeignModifier(South, 0))
	}
	s.oriPhase()
	if s.ORIModifier(South) != 0 || s.ForeignModifier(South, 0) != foreign-1 {
		t.Fatalf("after the roll: ORI %+d, foreign %+d", s.ORIModifier(South), s.ForeignModifier(South, 0))
	}
}

// TestR10_93_KolchakMinusOneOnMinorRolls: as Supreme Ruler the Siberian
// rolls 5 for Ukraine at ORI 0 and gets nothing; without the coup the
// same 5 makes Ukraine limited for it.
func TestR10_93_KolchakMinusOneOnMinorRolls(t *testing.T) {
	for _, coup := range []bool{true, false} {
		s := atForeign(t, 46)
		s.Turn = 3
		if coup {
			s.KolchakCoup()
		}
		for s.Pending.Kind == DecideForeign {
			mustApply(t, s, Action{Type: ActForeign, Faction: s.Pending.Faction})
		}
		for s.Pending.Faction != Siberian {
			mustApply(t, s, Action{Type: ActMinorRoll, Faction: s.Pending.Faction})
		}
		s.F(Siberian).ORIBox = s.data.Tables.ORI.StartBox
		rigDice(t, s, 5)
		mustApply(t, s, Action{Type: ActMinorRoll, Faction: Siberian, Yes: true, Minor: Ukraine})
		want := Limited
		if coup {
			want = Neutral
		}
		if s.F(Ukraine).Status != want {
			t.Errorf("coup %v: Ukraine %v, want %v", coup, s.F(Ukraine).Status, want)
		}
	}
}

// TestR13_62_YearAndGateways: the year's modifier (1918 +1, 1920 -1) and
// -2 for a roller holding none of its gateways.
func TestR13_62_YearAndGateways(t *testing.T) {
	s := atAction(t, 47)
	base := s.ForeignModifier(Siberian, 0) - s.ORILevel(Siberian)
	if base != 1 {
		t.Fatalf("1918, Vladivostok held: %+d", base)
	}
	s.Turn = 9
	if got := s.ForeignModifier(Siberian, 0) - s.ORILevel(Siberian); got != -1 {
		t.Fatalf("1920: %+d", got)
	}
	s.Area("VLAD").Control = Red
	if got := s.ForeignModifier(Siberian, 0) - s.ORILevel(Siberian); got != -3 {
		t.Fatalf("1920 without Vladivostok: %+d", got)
	}
	s.AlliedWithdrawal = true
	if got := s.ForeignModifier(Siberian, 5) - s.ORILevel(Siberian); got != -3-2+3 {
		t.Fatalf("Allied Withdrawal, 5 money: %+d", got)
	}
}

// TestR13_61_MoveControlsForTheTurn: a "Move 1" result gives the roller
// one Allied unit of its choice (with the Allied leaders beside it) for
// the turn; another roller cannot take it; control ends with the turn.
func TestR13_61_MoveControlsForTheTurn(t *testing.T) {
	s := atForeign(t, 48)
	f := s.Pending.Faction
	mod := s.ForeignModifier(f, 0)
	need := foreignRoll(t, s, ForeignRow{Move: 1}) - mod
	rigDice(t, s, need/2, need-need/2)
	mustApply(t, s, Action{Type: ActForeign, Faction: f, Yes: true})
	if s.Pending.Kind != DecideAllied || s.Allied.Move != 1 {
		t.Fatalf("pending %v, task %+v", s.Pending, s.Allied)
	}
	unit := s.alliedUnitsInPlay()[1].ID
	mustApply(t, s, Action{Type: ActAlliedControl, Faction: f, Piece: unit})
	if s.Piece(unit).ControlledBy != f || s.Allied != nil {
		t.Fatalf("%s controlled by %s; task %+v", unit, s.Piece(unit).ControlledBy, s.Allied)
	}
	for _, p := range s.alliedUnitsInPlay() {
		if p.ID != unit && p.ControlledBy != NoFaction {
			t.Fatalf("%s controlled too", p.ID)
		}
	}
	if slices.ContainsFunc(s.alliedControllable(), func(p *Piece) bool { return p.ID == unit }) {
		t.Fatal("a unit controlled this turn is free for another roller")
	}
	s.endTurn()
	if s.Piece(unit).ControlledBy != NoFaction {
		t.Fatal("the control outlived the turn")
	}
}

// foreignRoll is the lowest modified roll giving row w on the foreign
// intervention table (h), so the tests follow the data.
func foreignRoll(t *testing.T, s *State, w ForeignRow) int {
	t.Helper()
	f := &s.Data().Tables.Foreign
	lo, hi := f.RollBounds()
	for r := lo; r <= hi; r++ {
		if got := f.Row(r); got.Remove == w.Remove && got.Move == w.Move && got.Add == w.Add {
			return r
		}
	}
	t.Fatalf("no roll gives %+v", w)
	return 0
}
