package redrussia

import (
	"slices"
	"strings"
	"testing"
)

// inForce puts a card's effect of kind k in force for faction f, as if
// played earlier.
func inForce(t testing.TB, s *State, title string, k EffectKind, f Faction, until Expiry) int {
	t.Helper()
	c := s.data.Cards.ByTitle(title)
	if c == nil {
		t.Fatalf("no card %q", title)
	}
	for i := range c.Effects {
		if c.Effects[i].Kind == k {
			s.InForce = append(s.InForce, InForce{Card: c.ID, Effect: i, Faction: f, Until: until})
			return c.ID
		}
	}
	t.Fatalf("%q has no effect %v", title, k)
	return 0
}

// TestR13_52_GreaterPolandByBattle: under "Greater Poland" played by Red,
// the South declaring a battle against Ukrainian units makes Poland fully
// active for Red.
func TestR13_52_GreaterPolandByBattle(t *testing.T) {
	s := battleKit(t, South, 1)
	id := inForce(t, s, "Greater Poland", GreaterPoland, Red, UntilTriggered)
	s.FaceUp = append(s.FaceUp, id)
	area := s.data.Map.HomeAreas(Ukraine.String())[0]
	att := put(t, s, South, INF, area)
	put(t, s, Ukraine, INF, area)
	mustApply(t, s, Action{Type: ActDeclareBattle, Faction: South, Where: area, Pieces: []string{att.ID}, N: int(LevelAssault), Yes: true})
	if st := s.F(Poland); st.Status != Active || st.Controller != Red {
		t.Fatalf("Poland %v %v", st.Status, st.Controller)
	}
}

// TestR13_52_OnToBerlinByBattle: under "On to Berlin!", Red declaring a
// battle against Polish units makes Poland fully active for a White.
func TestR13_52_OnToBerlinByBattle(t *testing.T) {
	s := battleKit(t, Red, 1)
	inForce(t, s, "On to Berlin!", MinorActiveWhenAttacked, Red, UntilTriggered)
	inForce(t, s, "On to Berlin!", MustAttackMinor, Red, UntilActionEnd)
	area := s.data.Map.HomeAreas(Poland.String())[0]
	att := put(t, s, Red, INF, area)
	put(t, s, Poland, INF, area)
	mustApply(t, s, Action{Type: ActDeclareBattle, Faction: Red, Where: area, Pieces: []string{att.ID}, N: int(LevelAssault), Yes: true})
	if st := s.F(Poland); st.Status != Active || !st.Controller.White() {
		t.Fatalf("Poland %v %v", st.Status, st.Controller)
	}
	if len(s.EffectsInForce(MustAttackMinor)) != 0 {
		t.Fatal("the obligation to attack Poland is still in force")
	}
}

// windowBattle is Red's Probe on Siberian infantry in SIMB with every stop
// on, run until the battle's W4 is open.
func windowBattle(t testing.TB, seed uint64, cards func(*State)) *State {
	t.Helper()
	s := battleKit(t, Red, seed)
	for i := range s.Players {
		s.SetStops(i, AllStops)
	}
	if cards != nil {
		cards(s)
	}
	a := putID(t, s, "red-inf-4-2#1", "SIMB")
	putID(t, s, "sib-inf-3-2#1", "SIMB")
	s.Area("SIMB").Control = Red
	mustApply(t, s, Action{Type: ActDeclareBattle, Faction: Red, Where: "SIMB", N: int(LevelAssault), Pieces: []string{a}})
	mustApply(t, s, Action{Type: ActEndCombat, Faction: Red})
	if s.Pending.Kind == DecideRetreat {
		mustApply(t, s, Action{Type: ActStand, Faction: Siberian})
	}
	return s
}

// TestR14_2b_BattleWindows: a battle opens W4 before its first round,
// W5 before each further round and W6 at its end; a siege opens W8
// before each round; each resumes the fight where it stopped.
func TestR14_2b_BattleWindows(t *testing.T) {
	run := func(seed uint64) map[Window]int {
		s := windowBattle(t, seed, nil)
		if s.Window == nil || s.Window.Window != W4 || s.Fight == nil || s.Fight.Round != 0 {
			t.Fatalf("window %+v, fight %+v: want W4 before the first round", s.Window, s.Fight)
		}
		seen := map[Window]int{}
		for k := 0; s.Fight != nil; k++ {
			if k > 300 {
				t.Fatal("the battle does not end")
			}
			if s.Window != nil && s.Window.Passes == 0 && s.Window.At == 0 {
				seen[s.Window.Window]++
				if s.Window.Window == W5 && s.Fight.Round != 1 {
					t.Fatalf("W5 after round %d of 2", s.Fight.Round)
				}
			}
			legal := s.Legal()
			a := legal[0]
			if a.Type == ActContinue {
				a = legal[1]
			}
			mustApply(t, s, a)
		}
		return seen
	}
	for seed := uint64(1); ; seed++ {
		if seed > 50 {
			t.Fatal("no battle of two rounds")
		}
		seen := run(seed)
		if seen[W4] != 1 || seen[W6] != 1 {
			t.Fatalf("windows opened %v, want W4 and W6 once each", seen)
		}
		if seen[W5] == 1 {
			break
		}
	}
	var s *State
	// A siege: W8 before its round.
	s = siegeKit(t, Red, 1)
	for i := range s.Players {
		s.SetStops(i, AllStops)
	}
	inf := putID(t, s, "red-inf-4-2#1", "OMSK")
	s.Area("OMSK").Control = Siberian
	mustApply(t, s, Action{Type: ActBesiege, Faction: Red, Where: "OMSK", N: 1, Pieces: []string{inf}})
	if s.Window == nil || s.Window.Window != W8 || s.Fight == nil || s.Fight.Round != 0 {
		t.Fatalf("window %+v: want W8 before the siege round", s.Window)
	}
	passWindows(t, s)
	if s.Fight != nil && s.Fight.Round != 1 {
		t.Fatalf("the siege did not resume: round %d", s.Fight.Round)
	}
}

// TestCard_CommissarsInBattle: Commissars is playable at W4 by Red with
// units in the battle; Volunteer Veterans is not, for the South has no
// units in it (14.2); the Commissars' effects last to the battle's end
// (14.2(e)).
func TestCard_CommissarsInBattle(t *testing.T) {
	var com, vet int
	s := windowBattle(t, 1, func(s *State) {
		com = give(t, s, Red, "Commissars")
		vet = give(t, s, South, "Volunteer Veterans")
	})
	priorityTo(t, s, Red)
	playCard(t, s, Red, com)
	priorityTo(t, s, South)
	refused(t, s, Action{Type: ActPlayCard, Faction: South, N: vet}, "14.2")
	if len(s.EffectsInForce(BattleDice)) != 1 || len(s.EffectsInForce(NoRetreatForLosses)) != 1 {
		t.Fatalf("in force %+v", s.InForce)
	}
	finishFight(t, s)
	if len(s.EffectsInForce(BattleDice)) != 0 {
		t.Fatalf("the battle's effects outlive it: %+v", s.InForce)
	}
}

// TestCard_CommissarsDiceAndNoRetreat: Commissars adds 3 dice to Red's
// first round, and Red's units that lose a step in it do not retreat
// for it (8.7).
func TestCard_CommissarsDiceAndNoRetreat(t *testing.T) {
	setup := func(seed uint64) (*State, []Event) {
		var com int
		s := windowBattle(t, seed, func(s *State) { com = give(t, s, Red, "Commissars") })
		priorityTo(t, s, Red)
		playCard(t, s, Red, com)
		return s, finishFight(t, s)
	}
	_, ev := seekSeed(t, setup, func(s *State, ev []Event) bool {
		r := byRound(ev)
		return len(r) > 0 && has(r[0], EvStepLost, "") && s.Piece("red-inf-4-2#1").Reduced
	})
	r1 := byRound(ev)[0]
	if _, faces := rollsOf(r1, Red); len(faces) != 4+3 {
		t.Fatalf("Red rolled %d dice in the first round, want 7", len(faces))
	}
	for _, e := range r1 {
		if e.Kind == EvRetreated && e.Piece == "red-inf-4-2#1" && e.Rule == "8.7" {
			t.Fatal("Red's unit retreated for its loss under Commissars")
		}
	}
}

// TestCard_MoscowDirectiveCost: under Moscow Directive an Assault costs
// the South 2 less (3-2 = 1) when revealed (8.3).
func TestCard_MoscowDirectiveCost(t *testing.T) {
	s := battleKit(t, South, 1)
	inForce(t, s, "Moscow Directive", AttackCost, South, UntilTurnEnd)
	a := put(t, s, South, INF, "SIMB").ID
	putID(t, s, "red-inf-2-2#1", "SIMB")
	s.Area("SIMB").Control = South
	mustApply(t, s, Action{Type: ActDeclareBattle, Faction: South, Where: "SIMB", N: int(LevelAssault), Pieces: []string{a}})
	before := s.F(South).Money
	ev := mustApply(t, s, Action{Type: ActEndCombat, Faction: South})
	if s.Pending.Kind == DecideRetreat {
		ev = append(ev, mustApply(t, s, Action{Type: ActStand, Faction: Red})...)
	}
	for _, e := range ev {
		if e.Kind == EvRevealed && e.N != 1 {
			t.Fatalf("the Assault cost %d, want 1", e.N)
		}
	}
	if s.F(South).Money != before-1 {
		t.Fatalf("money %d, want %d", s.F(South).Money, before-1)
	}
}

// TestR6_4_RequisitionsFree: Requisitions' free attack makes the first
// battle declared cost nothing and is used up; its free siege pays for a
// siege of up to 2 rounds.
func TestR6_4_RequisitionsFree(t *testing.T) {
	s := battleKit(t, Red, 1)
	inForce(t, s, "Requisitions", FreeAttack, Red, UntilActionEnd)
	inForce(t, s, "Requisitions", FreeSiege, Red, UntilActionEnd)
	a := putID(t, s, "red-inf-4-2#1", "SIMB")
	putID(t, s, "sib-inf-3-2#1", "SIMB")
	s.Area("SIMB").Control = Red
	s.F(Red).Money = 0
	mustApply(t, s, Action{Type: ActDeclareBattle, Faction: Red, Where: "SIMB", N: int(LevelInvasion), Pieces: []string{a}})
	mustApply(t, s, Action{Type: ActEndCombat, Faction: Red})
	if s.Pending.Kind == DecideRetreat {
		mustApply(t, s, Action{Type: ActStand, Faction: Siberian})
	}
	finishFight(t, s)
	if s.F(Red).Money != 0 || len(s.EffectsInForce(FreeAttack)) != 0 {
		t.Fatalf("money %d, free attacks %v", s.F(Red).Money, s.EffectsInForce(FreeAttack))
	}
	s = siegeKit(t, Red, 1)
	inForce(t, s, "Requisitions", FreeSiege, Red, UntilActionEnd)
	s.F(Red).Money = 0
	inf := putID(t, s, "red-inf-4-2#1", "OMSK")
	s.Area("OMSK").Control = Siberian
	refused(t, s, Action{Type: ActBesiege, Faction: Red, Where: "OMSK", N: 3, Pieces: []string{inf}}, "9.2")
	mustApply(t, s, Action{Type: ActBesiege, Faction: Red, Where: "OMSK", N: 2, Pieces: []string{inf}})
	if s.F(Red).Money != 0 || len(s.EffectsInForce(FreeSiege)) != 0 {
		t.Fatalf("money %d, free sieges %v", s.F(Red).Money, s.EffectsInForce(FreeSiege))
	}
}

// TestCard_RedVerdunSiegeDice: Red Verdun played at W8 adds 2 dice to the
// defence of a Red fortification among its areas (9.3).
func TestCard_RedVerdunSiegeDice(t *testing.T) {
	s := siegeKit(t, Siberian, 1)
	inForce(t, s, "Red Verdun", SiegeDefenceDice, Red, UntilBattleEnd)
	inf := putID(t, s, "sib-inf-3-2#1", "MOSC")
	s.Area("MOSC").Control = Red
	ev := mustApply(t, s, Action{Type: ActBesiege, Faction: Siberian, Where: "MOSC", N: 1, Pieces: []string{inf}})
	ev = append(ev, finishFight(t, s)...)
	r := byRound(ev)
	if len(r) == 0 {
		t.Fatal("no round fought")
	}
	var n int
	for _, e := range r[0] {
		if e.Kind == EvRoll && e.Rule == "9.3" {
			_, faces := rollsOf([]Event{e}, e.Faction)
			n += len(faces)
		}
	}
	if want := s.data.Map.Area("MOSC").Fort + 2; n != want {
		t.Fatalf("the defence rolled %d dice, want %d", n, want)
	}
	if len(s.EffectsInForce(SiegeDefenceDice)) != 0 {
		t.Fatal("Red Verdun outlives the siege")
	}
}

// TestCard_VolunteerVeteransHitOn5: the South's dice hit on 5 or 6 in the
// battle's first round, on 6 only afterwards (8.5).
func TestCard_VolunteerVeteransHitOn5(t *testing.T) {
	setup := func(seed uint64) (*State, []Event) {
		s := battleKit(t, South, seed)
		inForce(t, s, "Volunteer Veterans", HitsOn, South, UntilBattleEnd)
		a := put(t, s, South, INF, "SIMB").ID
		put(t, s, Red, INF, "SIMB")
		put(t, s, Red, INF, "SIMB")
		s.Area("SIMB").Control = South
		mustApply(t, s, Action{Type: ActDeclareBattle, Faction: South, Where: "SIMB", N: int(LevelAssault), Pieces: []string{a}})
		ev := mustApply(t, s, Action{Type: ActEndCombat, Faction: South})
		if s.Pending.Kind == DecideRetreat {
			ev = append(ev, mustApply(t, s, Action{Type: ActStand, Faction: Red})...)
		}
		return s, append(ev, finishFight(t, s)...)
	}
	count := func(faces []int, from int) (n int) {
		for _, d := range faces {
			if d >= from {
				n++
			}
		}
		return
	}
	_, ev := seekSeed(t, setup, func(s *State, ev []Event) bool {
		r := byRound(ev)
		_, faces := rollsOf(r[0], South)
		return len(r) > 1 && count(faces, 5) > count(faces, 6)
	})
	r := byRound(ev)
	if hits, faces := rollsOf(r[0], South); hits != count(faces, 5) {
		t.Fatalf("first round: %d hits from %v, want those of 5 or more", hits, faces)
	}
	if hits, faces := rollsOf(r[1], South); hits != count(faces, 6) {
		t.Fatalf("second round: %d hits from %v, want the sixes", hits, faces)
	}
}

// TestR8_4_7_RedCavalryArmyCountsTwice: one Red cavalry under "Red
// Cavalry Army" outnumbers a Siberian cavalry (each counts as two,
// 8.4(7)): the Siberian stack with infantry may not retreat before
// combat, which it may without the card.
func TestR8_4_7_RedCavalryArmyCountsTwice(t *testing.T) {
	for _, card := range []bool{false, true} {
		s := battleKit(t, Red, 1)
		if card {
			inForce(t, s, "Red Cavalry Army", CavalryArmy, Red, UntilActionEnd)
		}
		a := put(t, s, Red, CAV, "SIMB").ID
		put(t, s, Siberian, CAV, "SIMB")
		put(t, s, Siberian, INF, "SIMB")
		s.Area("SIMB").Control = Siberian
		mustApply(t, s, Action{Type: ActDeclareBattle, Faction: Red, Where: "SIMB", N: int(LevelAssault), Pieces: []string{a}})
		mustApply(t, s, Action{Type: ActEndCombat, Faction: Red})
		if asked := s.Pending.Kind == DecideRetreat && s.Fight != nil && s.Fight.Stage == StageRetreatBefore; asked == card {
			t.Fatalf("card %v: the Siberians asked to retreat before combat: %v", card, asked)
		}
	}
}

// TestR13_2_CoupDeMainOnReval: a coup de main counts as a successful
// siege: Red taking Reval from the North/Asian by it gives Reval to the
// Baltic States (13.2).
func TestR13_2_CoupDeMainOnReval(t *testing.T) {
	s := atMovement(t, Red, 5)
	emptyHands(s)
	id := give(t, s, Red, "Coup de Main")
	for _, p := range s.UnitsAt("REVA", NoFaction) {
		p.Status, p.Where = InPool, ""
	}
	ar := s.Area("REVA")
	ar.Control, ar.Home = NorthAsian, NorthAsian
	ar.Siege, ar.SiegeBy = s.data.Map.Area("REVA").Fort, Red // its fortification worn down to 0
	put(t, s, Red, INF, "REVA")
	s.Pending = Pending{Kind: DecideSiege, Faction: Red}
	s.Step = StepSiege
	s.OpenWindow(W7, "siege")
	priorityTo(t, s, Red)
	playCard(t, s, Red, id)
	target(t, s, Action{Where: "REVA"})
	if ar := s.Area("REVA"); ar.Control != Baltic || ar.Home != Baltic || ar.Siege != 0 {
		t.Fatalf("Reval: control %s, home %s, siege %d", ar.Control, ar.Home, ar.Siege)
	}
	if err := s.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}

// TestCard_MassDesertionInBattle: played at W4 by a faction with units in
// the battle, an enemy infantry unit of the battle loses a step, and the
// battle is then fought on.
func TestCard_MassDesertionInBattle(t *testing.T) {
	var md int
	s := windowBattle(t, 1, func(s *State) { md = give(t, s, Siberian, "Mass Desertion") })
	s.Piece("sib-inf-3-2#1").Reduced = false
	priorityTo(t, s, Siberian)
	playCard(t, s, Siberian, md)
	if s.Pending.Kind == DecideCardTarget {
		if ts := targetsOf(s); len(ts) != 1 || ts[0] != "red-inf-4-2#1" {
			t.Fatalf("targets %v, want Red's infantry in the battle", ts)
		}
		target(t, s, Action{Piece: "red-inf-4-2#1"})
	}
	if !s.Piece("red-inf-4-2#1").Reduced {
		t.Fatal("Red's infantry did not lose a step")
	}
	finishFight(t, s)
}

// TestCard_MiracleOnTheVistula: playable at W4 only in a battle in a
// Polish home area with Polish units defending (14.2).
func TestCard_MiracleOnTheVistula(t *testing.T) {
	s := battleKit(t, Red, 1)
	for i := range s.Players {
		s.SetStops(i, AllStops)
	}
	id := give(t, s, South, "Miracle on the Vistula")
	s.Turn = 9 // 1920
	home := s.data.Map.HomeAreas(Poland.String())[0]
	s.F(Poland).Status, s.F(Poland).Controller = Active, South
	a := put(t, s, Red, INF, home).ID
	put(t, s, Poland, INF, home)
	s.Area(home).Control = Poland
	mustApply(t, s, Action{Type: ActDeclareBattle, Faction: Red, Where: home, N: int(LevelAssault), Pieces: []string{a}})
	mustApply(t, s, Action{Type: ActEndCombat, Faction: Red})
	if s.Pending.Kind == DecideRetreat {
		mustApply(t, s, Action{Type: ActStand, Faction: s.Pending.Faction})
	}
	if s.Window == nil || s.Window.Window != W4 {
		t.Fatalf("window %+v, want W4", s.Window)
	}
	if !s.conditionMet(&s.data.Cards.Card(id).Requires[0], South) {
		t.Fatal("the Polish home defence is not seen")
	}
	s.Fight.Units[1] = nil
	if s.conditionMet(&s.data.Cards.Card(id).Requires[0], South) {
		t.Fatal("a battle with no Polish defender meets the condition")
	}
}

// TestCard_OnToBerlinInvasionCost: under "On to Berlin!" Red's Invasion
// against Polish units costs 3 (DATA.md m), an Invasion elsewhere 5.
func TestCard_OnToBerlinInvasionCost(t *testing.T) {
	s := battleKit(t, Red, 1)
	inForce(t, s, "On to Berlin!", AttackCost, Red, UntilActionEnd)
	home := s.data.Map.HomeAreas(Poland.String())[0]
	pol := put(t, s, Poland, INF, home).ID
	sib := putID(t, s, "sib-inf-3-2#1", "SIMB")
	if c := s.AttackCost(Red, LevelInvasion, []string{pol}); c != 3 {
		t.Fatalf("an Invasion of Poland costs %d, want 3", c)
	}
	if c := s.AttackCost(Red, LevelInvasion, []string{sib}); c != 5 {
		t.Fatalf("an Invasion of the Siberians costs %d, want 5", c)
	}
	if c := s.AttackCost(Red, LevelAssault, []string{pol}); c != 3 {
		t.Fatalf("an Assault of Poland costs %d, want 3", c)
	}
}

// TestR13_52_GreaterPolandPlayerDefeatedFaction: in a 2-player game the
// White player played "Greater Poland" with the Siberian faction, since
// defeated (16.2); Red entering Ukraine makes Poland active for the
// player's White faction still in play, never for the defeated one (found
// by the 2-player random series, seed 102).
func TestR13_52_GreaterPolandPlayerDefeatedFaction(t *testing.T) {
	d := loadData(t)
	f, err := Parse([]byte(scenarioJSON), d)
	if err != nil {
		t.Fatal(err)
	}
	s, err := f.NewGame(2, 1, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if s.PlayerOf(Siberian) != s.PlayerOf(South) {
		t.Fatalf("2 players: the Whites are one player's, got %v", s.Players)
	}
	id := inForce(t, s, "Greater Poland", GreaterPoland, Siberian, UntilTriggered)
	s.FaceUp = append(s.FaceUp, id)
	s.defeat(Siberian)
	s.greaterPolandMove(Red, s.data.Map.HomeAreas(Ukraine.String())[:1])
	st := s.F(Poland)
	if st.Status != Active || st.Controller == Siberian || !st.Controller.White() || s.PlayerOf(st.Controller) != s.PlayerOf(Siberian) {
		t.Fatalf("Poland %v under %v", st.Status, st.Controller)
	}
	if err := s.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}

// TestR13_52_GreaterPolandTurnsTheAttackersUnits: Red, controlling
// Poland, attacks a Ukrainian unit with a Polish unit under "Greater
// Poland" played by the Siberian: Poland turns active for the Siberian at
// the declaration, and the Polish unit leaves Red's battle, which is
// called off with nothing left in it (found by the 3-player random
// series, seed 877: the unit stood on both sides of the fight).
func TestR13_52_GreaterPolandTurnsTheAttackersUnits(t *testing.T) {
	s := battleKit(t, Red, 1)
	id := inForce(t, s, "Greater Poland", GreaterPoland, Siberian, UntilTriggered)
	s.FaceUp = append(s.FaceUp, id)
	s.Deck = slices.DeleteFunc(s.Deck, func(c int) bool { return c == id }) // played earlier
	s.F(Poland).Status, s.F(Poland).Controller = Limited, Red
	area := s.data.Map.HomeAreas(Ukraine.String())[0]
	pol := put(t, s, Poland, INF, area)
	put(t, s, Ukraine, INF, area)
	money := s.F(Red).Money
	ev := mustApply(t, s, Action{Type: ActDeclareBattle, Faction: Red, Where: area, Pieces: []string{pol.ID}, N: int(LevelFree)})
	if st := s.F(Poland); st.Status != Active || st.Controller != Siberian {
		t.Fatalf("Poland %v under %v", st.Status, st.Controller)
	}
	if len(s.Battles) != 0 || !slices.ContainsFunc(ev, func(e Event) bool {
		return e.Kind == EvBattle && e.Where == area && strings.Contains(e.Text, "called off")
	}) {
		t.Fatalf("battles %+v, events %v", s.Battles, ev)
	}
	mustApply(t, s, Action{Type: ActEndCombat, Faction: Red})
	if s.Fight != nil || s.F(Red).Money != money {
		t.Fatalf("a fight %+v; Red's money %d, had %d", s.Fight, s.F(Red).Money, money)
	}
	if err := s.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}
