package rcw

import (
	"slices"
	"testing"

	"tachanka/game/dice"
)

// TestR8_3_SubversiveAttack: Red stacks in provinces adjacent to a Blue
// stack combine against it; not across a non-border, not from its own
// province, not by White units; De eliminates the whole Blue stack to the
// attacker's section; Ae and Ex do nothing; Subversive Attacks Doubled
// doubles the Red strength (12.12).
func TestR8_3_SubversiveAttack(t *testing.T) {
	s := inCombat(t, 3, "A")
	cher := stackOf(s, 318).ID             // GE BU2 CHER, uncontrolled
	kurs := form(s, "KURS", "A", 159, 106) // Kalinin 1 + RU3: 4 against 2: 2:1
	orel := form(s, "OREL", "A", 156)      // Budenny 2
	same := form(s, "CHER", "A", 157)      // Vatzetis in CHER itself
	poltava := form(s, "KHAR", "A", 158)   // KHAR is not adjacent to CHER
	white := form(s, "KURS", "A", 256, 204)
	refused(t, s, Action{Type: ActSubvert, Player: "A", Stacks: []int{same}, Target: cher}, "8.31")
	refused(t, s, Action{Type: ActSubvert, Player: "A", Stacks: []int{poltava}, Target: cher}, "8.31")
	refused(t, s, Action{Type: ActSubvert, Player: "A", Stacks: []int{white}, Target: cher}, "8.31")
	both := Action{Type: ActSubvert, Player: "A", Stacks: []int{kurs, orel}, Target: cher}
	if !legalHas(s, both) {
		t.Fatal("the combined subversive attack is not listed")
	}
	at, _ := s.checkAttack(both, true)
	if at.a != 6 || at.col != Odds31 {
		t.Fatalf("6 against 2 should be 3:1: %d, column %d", at.a, at.col)
	}
	c := s.Clone()
	attackWith(c, t, Ex, both)
	if c.Piece(318).Status != OnMap || c.Piece(159).Status != OnMap {
		t.Fatal("Ex had an effect in a subversive attack (8.33)")
	}
	attackWith(s, t, De, both)
	if !inSection(s, "A", 318) {
		t.Fatal("De: the Blue stack did not go to A's section")
	}
	// Doubled: Kalinin and RU3 count 8 against 2.
	s = inCombat(t, 3, "A")
	s.SubDoubled = true
	kurs = form(s, "KURS", "A", 159, 106)
	a := Action{Type: ActSubvert, Player: "A", Stacks: []int{kurs}, Target: stackOf(s, 318).ID}
	if at, _ := s.checkAttack(a, true); at.a != 8 || at.col != Odds41 {
		t.Fatalf("doubled: %d against %d", at.a, at.d)
	}
	if at, _ := s.checkAttack(Action{Type: ActAttack, Player: "A", Stacks: []int{kurs}, Target: stackOf(s, 318).ID}, false); at != nil {
		t.Fatal("a normal attack across a border")
	}
}

// TestR9_Replacement: in the Interphase eligible units return alone to
// their home provinces from any section, Red and White uncontrolled,
// Green under its marker's holder (9.0); Blue units and leaders never
// (9.11); blocked by an opposed colour unless one of its own is there
// (9.12); Red not while a capital holds non-Red units only (9.13), nor
// after Lenin's death that Game-Turn (9.14); none after Game-Turn 5
// (9.16).
func TestR9_Replacement(t *testing.T) {
	s := inCombat(t, 3, "A")
	giveNat(s, "UK", "C")
	s.eliminate([]int{113, 407, 318, 264, 202, 409, 203}, "B", "test")
	// KAZA: empty but for RU2's own return. KIEV: free. ESTO: Green BA
	// there, no White unit: WU2 ESTO blocked. KHAR: White units: GU2 KHAR
	// blocked. LIVO: Green and Red there and a White leader: WU2 returns.
	form(s, "LIVO", "A", 153, 105)
	form(s, "LIVO", "A", 265)
	s.replacement()
	for _, c := range []struct {
		id   int
		back bool
	}{{113, true}, {407, true}, {318, false}, {264, false}, {202, false}, {409, false}, {203, true}} {
		if got := s.Piece(c.id).Status == OnMap; got != c.back {
			t.Errorf("%d replaced: %v, want %v", c.id, got, c.back)
		}
	}
	if st := stackOf(s, 407); st.Province != "KIEV" || st.Player != "C" || len(st.Pieces) != 1 {
		t.Fatalf("GU4 KIEV: %+v", st)
	}
	if st := stackOf(s, 113); st.Province != "KAZA" || st.Player != "" || s.Piece(113).Owner != "" {
		t.Fatalf("RU2 KAZA: %+v", st)
	}
	s.rescore()
	if err := s.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
	// 9.13 and 9.14.
	s = inCombat(t, 3, "A")
	s.eliminate([]int{113}, Unassigned, "test")
	form(s, "TVER", "A", 251)
	var reds []int
	for _, x := range s.StacksIn("TVER") {
		if s.StackColour(x) == Red {
			reds = append(reds, x.Pieces...)
		}
	}
	for _, id := range reds {
		form(s, "TULA", "B", id)
	}
	if rule, _ := s.blocked(113); rule != "9.13" {
		t.Fatalf("a White leader alone in Tver: %q", rule)
	}
	form(s, "TVER", "B", 173)
	if rule, _ := s.blocked(113); rule != "" {
		t.Fatalf("a Red leader back in Tver: %q", rule)
	}
	s.LeninDied = s.Turn
	if rule, _ := s.blocked(113); rule != "9.14" {
		t.Fatalf("Lenin dead this turn: %q", rule)
	}
	s.Turn++
	if rule, _ := s.blocked(113); rule != "" {
		t.Fatalf("Lenin dead last turn: %q", rule)
	}
	s.TrotskyDied = s.Turn - 1
	if rule, _ := s.blocked(113); rule != "9.14" {
		t.Fatalf("both dead last turn: %q", rule)
	}
	s.Turn = 6
	s.LeninDied, s.TrotskyDied = 0, 0
	s.replacement()
	if s.Piece(113).Status != Eliminated {
		t.Fatal("replaced after Game-Turn 5 (9.16)")
	}
}

// TestR12_11_Epidemic: in each province of the cell the strongest combat
// unit of every Red, White and Green stack, the topmost of equals, goes
// to Unassigned; Blue units and leaders are spared. Read through the
// Random Events Phase with the cell of Vyatka, Kaluga and Kiev.
func TestR12_11_Epidemic(t *testing.T) {
	s := inMovement(t, 3, "A")
	s.data = loadTestData(t)
	form(s, "KALU", "B", 159, 106, 103) // Kalinin... carries one; RU4 unattached
	giveNat(s, "GE", "B")
	form(s, "KALU", "B", 318)
	form(s, "KIEV", "C", 256, 204)
	// Find the cell of KALU and a generator that rolls it.
	var row, col int
	for r := 1; r <= 6; r++ {
		for c := 1; c <= 6; c++ {
			if slices.Contains(s.data.Tables.Event(r, c).Provinces, "KALU") {
				row, col = r, c
			}
		}
	}
	for x := uint64(0); ; x++ {
		r := dice.New(x)
		if r.D6() == row && r.D6() == col {
			s.Rand = dice.New(x)
			break
		}
	}
	s.Phase = PhaseRandomEvent
	s.Pending = Pending{}
	s.advance()
	if s.Phase != PhaseMovement {
		t.Fatal("the Random Events Phase did not lead to movement")
	}
	if !inSection(s, Unassigned, 103, 407, 204) || s.Piece(106).Status != OnMap || s.Piece(318).Status != OnMap || s.Piece(159).Status != OnMap {
		t.Fatal("the epidemic did not take RU4 (the strongest) in KALU, GU4 and WU6 in KIEV, sparing leaders and Blue")
	}
	s.rescore()
	if err := s.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}

// TestR12_12_13_OtherEvents: Subversive Attacks Doubled lasts the
// Player-Turn; a Draw gives the Phasing Player a chit before his
// movement.
func TestR12_12_13_OtherEvents(t *testing.T) {
	s := inMovement(t, 3, "A")
	s.data = loadTestData(t)
	find := func(kind string) (int, int) {
		for r := 1; r <= 6; r++ {
			for c := 1; c <= 6; c++ {
				if s.data.Tables.Event(r, c).Kind == kind {
					return r, c
				}
			}
		}
		return 0, 0
	}
	roll := func(row, col int) {
		for x := uint64(0); ; x++ {
			r := dice.New(x)
			if r.D6() == row && r.D6() == col {
				s.Rand = dice.New(x)
				return
			}
		}
	}
	s.Phase, s.Pending = PhaseRandomEvent, Pending{}
	roll(find(RetSubversive))
	s.advance()
	if !s.SubDoubled || s.Phase != PhaseMovement {
		t.Fatal("no Subversive Attacks Doubled")
	}
	endMoveAndCombat(t, s, "A")
	mustApply(t, s, Action{Type: ActDraw, Player: "A"})
	if s.SubDoubled {
		t.Fatal("Subversive Attacks Doubled outlived the Player-Turn")
	}
	s.Phase, s.Pending = PhaseRandomEvent, Pending{}
	held := len(s.Aux)
	roll(find(RetDraw))
	s.advance()
	if len(s.Aux) != held-1 && s.Pending.Kind != DecideRedraw {
		t.Fatal("no chit drawn")
	}
}

// TestR14_1_HowTheGameEnds: at the victory check, no Red leader outside
// Siberia is a White victory; no White combat unit outside Siberia a Red
// victory; both: the later decides, condition 1 on a tie; condition 3
// asks the PM holders and ends with 10 PM agreeing.
func TestR14_1_HowTheGameEnds(t *testing.T) {
	clear := func(s *State, colour Colour, kind Kind) {
		var ids []int
		for _, pc := range s.Pieces {
			if pc.Status == OnMap && s.Def(pc.ID).Kind == kind && s.Colour(pc.ID) == colour && s.outsideSiberia(pc.ID) {
				ids = append(ids, pc.ID)
			}
		}
		s.eliminate(ids, Unassigned, "test")
	}
	s := inCombat(t, 3, "A")
	s.Turn = 6 // no replacement
	clear(s, Red, KindLeader)
	s.Actions = 10
	if !s.victoryCheck() || s.Outcome == nil || s.Outcome.Winner != White || s.Outcome.Condition != 1 {
		t.Fatalf("condition 1: %+v", s.Outcome)
	}
	s = inCombat(t, 3, "A")
	s.Turn = 6
	clear(s, White, KindUnit)
	s.Actions = 5
	s.trackConditions()
	clear(s, Red, KindLeader)
	s.Actions = 9
	if !s.victoryCheck() || s.Outcome.Winner != White {
		t.Fatalf("both, condition 1 later: %+v", s.Outcome)
	}
	s = inCombat(t, 3, "A")
	s.Turn = 6
	clear(s, Red, KindLeader)
	s.Actions = 5
	s.trackConditions()
	clear(s, White, KindUnit)
	s.Actions = 9
	if !s.victoryCheck() || s.Outcome.Winner != Red || s.Outcome.Condition != 2 {
		t.Fatalf("both, condition 2 later: %+v", s.Outcome)
	}
	// Through the engine: the last Player-Turn's draw reaches the check
	// (after Game-Turn 5: no replacement brings a White unit back).
	s = inCombat(t, 3, "A")
	s.Turn = 6
	clear(s, White, KindUnit)
	for !s.Over() {
		who := s.Phasing()
		if s.Pending.Kind == DecideMove || s.Pending.Kind == DecideCombat {
			mustApply(t, s, Action{Type: ActEndPhase, Player: who})
			continue
		}
		mustApply(t, s, Action{Type: ActDraw, Player: who})
		if s.Pending.Kind == DecideRedraw {
			mustApply(t, s, Action{Type: ActPass, Player: who})
		}
	}
	if s.Outcome.Winner != Red || s.Turn != 6 || len(s.Outcome.Ranks) != 3 {
		t.Fatalf("the engine's victory check: %+v", s.Outcome)
	}
	// Condition 3.
	s = inCombat(t, 3, "A")
	s.Turn = 6
	clear(s, White, KindLeader)
	s.Player("A").PM, s.Player("B").PM, s.Player("C").PM = 6, 4, 5
	if !s.victoryCheck() || s.Phase != PhaseVote {
		t.Fatal("condition 3 was not asked")
	}
	first := s.Pending.Player
	mustApply(t, s, Action{Type: ActRefuse, Player: first})
	for !s.Over() && s.Phase == PhaseVote {
		mustApply(t, s, Action{Type: ActAgree, Player: s.Pending.Player})
	}
	agreed := 15 - s.Player(first).PM
	if (agreed >= 10) != s.Over() {
		t.Fatalf("%d PM agreed; over: %v", agreed, s.Over())
	}
}

// TestR14_3_TurnRecordTrack: five boxes, then back to the first; five
// months a Game-Turn from June 1918 (DATA.md e).
func TestR14_3_TurnRecordTrack(t *testing.T) {
	for _, c := range []struct {
		turn, box int
		months    string
	}{{1, 1, "June 1918 - October 1918"}, {4, 4, "September 1919 - January 1920"}, {5, 5, "February 1920 - June 1920"},
		{6, 1, "July 1920 - November 1920"}, {10, 5, "March 1922 - July 1922"}} {
		if TrackBox(c.turn) != c.box || TrackMonths(c.turn) != c.months {
			t.Errorf("Game-Turn %d: box %d, %s", c.turn, TrackBox(c.turn), TrackMonths(c.turn))
		}
	}
}

// TestR14_4_VictoryPoints: a player's section and his units on the map,
// by colour, as the schedule says.
func TestR14_4_VictoryPoints(t *testing.T) {
	s := inCombat(t, 3, "A")
	for i := range s.Players {
		s.Players[i].PM = 0
	}
	for i := range s.Pieces {
		if s.Pieces[i].Status == OnMap {
			s.eliminate([]int{s.Pieces[i].ID}, Unassigned, "test")
		}
	}
	toSection := func(sec string, ids ...int) {
		for _, id := range ids {
			s.Piece(id).Status, s.Piece(id).Section = Eliminated, sec
		}
	}
	s.Player("A").PM = 2              // 4 Red VP
	toSection("A", 251)               // White leader 3: Red VP
	toSection("A", 318, 204)          // Blue 2, White 6: Red VP
	toSection("A", 407)               // Green 4: both
	toSection("A", 151, 101)          // Red 3 + 8: White VP
	toSection("B", 254)               // another's section: nothing
	form(s, "TVER", "A", 152, 111)    // Trotsky 3 + RU8 on the map: Red VP
	form(s, "OMSK", "A", 253, 219)    // Kolchak 2 + WU3: White VP
	gold := form(s, "OMSK", "A", 252) // Wrangel with the Gold
	s.put(Gold, s.Stack(gold))
	s.Piece(Gold).Under = 252
	red, white := s.VP("A")
	if red != 4+3+2+6+4+11+5 || white != 4+11+8+5 {
		t.Fatalf("A: %d Red VP, %d White VP", red, white)
	}
}
