package rcw

import (
	"slices"
	"testing"

	"tachanka/game/dice"
)

// inCombat is a quiet game of n players in the Combat Phase of player.
func inCombat(t testing.TB, n int, player string) *State {
	t.Helper()
	s := inMovement(t, n, player)
	mustApply(t, s, Action{Type: ActEndPhase, Player: player})
	if s.Pending != (Pending{Player: player, Kind: DecideCombat}) {
		t.Fatalf("not in combat: %+v", s.Pending)
	}
	return s
}

// form makes a new stack in a province for a position: the pieces are
// lifted from wherever they are (back on the map if eliminated); Red and
// White combat units are attached to the first leader, in order, and are
// the player's; Blue and Green stacks take their marker's holder.
func form(s *State, prov, player string, ids ...int) int {
	leader := 0
	for _, id := range ids {
		pc := s.Piece(id)
		for _, x := range s.Attached(id) {
			s.Piece(x).Under = 0
		}
		s.take(id)
		pc.Status, pc.Section, pc.Under, pc.Owner = OffMap, "", 0, ""
	}
	if s.Nat(ids[0]) != "" {
		player = s.HolderOf(s.Nat(ids[0]))
	}
	st := s.newStack(prov, player)
	stID := st.ID
	for _, id := range ids {
		st := s.Stack(stID)
		s.put(id, st)
		pc := s.Piece(id)
		switch d := s.Def(id); {
		case d.Kind == KindLeader:
			pc.Owner = player
			if leader == 0 {
				leader = id
			}
		case d.Kind == KindUnit && s.Nat(id) == "":
			pc.Owner = player
			if leader != 0 {
				pc.Under = leader
			}
		}
	}
	s.normalise(s.Stack(stID))
	return stID
}

// uncontrolled makes a stack's Red or White units no one's (7.24).
func uncontrolled(s *State, id int) {
	st := s.Stack(id)
	st.Player = ""
	for _, id := range st.Pieces {
		s.Piece(id).Owner, s.Piece(id).Under = "", 0
	}
}

// nextD6 sets the generator so that its next 1d6 is die.
func nextD6(s *State, die int) {
	for x := uint64(0); ; x++ {
		r := dice.New(x)
		if r.D6() == die {
			s.Rand = dice.New(x)
			return
		}
	}
}

// dieFor is a die that gives a result on a column, or 0.
func dieFor(s *State, col int, r Result) int {
	for die := 1; die <= 6; die++ {
		if s.data.Tables.Combat(col, die) == r {
			return die
		}
	}
	return 0
}

func attackWith(s *State, t *testing.T, res Result, a Action) []Event {
	t.Helper()
	at, err := s.checkAttack(a, a.Type == ActSubvert)
	if err != nil {
		t.Fatalf("%v: %v", a, err)
	}
	die := dieFor(s, at.col, res)
	if die == 0 {
		t.Fatalf("%s cannot give %s", CRTColumns[at.col], res)
	}
	nextD6(s, die)
	ev := mustApply(t, s, a)
	if e := hasEvent(ev, EvCombat); e == nil || e.N != die || e.To != CRTColumns[at.col] {
		t.Fatalf("no combat at %s with die %d: %v", CRTColumns[at.col], die, ev)
	}
	return ev
}

func inSection(s *State, section string, ids ...int) bool {
	for _, id := range ids {
		if pc := s.Piece(id); pc.Status != Eliminated || pc.Section != section {
			return false
		}
	}
	return true
}

func legalHas(s *State, a Action) bool {
	for _, b := range s.Legal() {
		if b.Type == a.Type && b.Player == a.Player && b.Target == a.Target && slices.Equal(b.Stacks, a.Stacks) {
			return true
		}
	}
	return false
}

// TestR8_1_OpposedByColour: the table of 8.1.
func TestR8_1_OpposedByColour(t *testing.T) {
	cs := []Colour{Red, White, Green, Blue}
	want := [4][4]bool{
		{false, true, true, true},
		{true, false, true, false},
		{true, true, false, false},
		{true, false, false, false},
	}
	for i, a := range cs {
		for j, b := range cs {
			if Enemy(a, b) != want[i][j] {
				t.Errorf("%s against %s: %v", a, b, Enemy(a, b))
			}
		}
	}
}

// TestR8_2_WhichUnitsMayAttack: only the Phasing Player's stacks, in the
// defender's province, against an enemy of every attacking colour; White
// with Blue against Red combine, White with Green never; unattached Red
// and White units take no part (8.28); no stack attacks or is attacked
// twice (8.25); nothing below 1:2 (8.47). A player may attack his own
// units. The legal list offers the attacks.
func TestR8_2_WhichUnitsMayAttack(t *testing.T) {
	s := inCombat(t, 3, "A")
	giveNat(s, "GE", "A")
	red := form(s, "KALU", "B", 159, 106)        // Kalinin 1 + RU3: 4
	white := form(s, "KALU", "A", 251, 207, 211) // Denikin 3 + WU4 + WU4: 11
	blue := form(s, "KALU", "A", 316)            // GE 2
	green := form(s, "KALU", "A", 407)           // UK 4 (uncontrolled)
	mine := form(s, "KALU", "A", 160, 107)       // Kamenev 1 + RU4: A's own Red
	far := form(s, "TULA", "A", 252, 205)        // Wrangel in TULA
	loose := form(s, "KALU", "A", 104)           // an unattached Red unit of A's
	s.Piece(104).Owner = "A"
	redID, whiteID, blueID, greenID, mineID, farID, looseID := red, white, blue, green, mine, far, loose
	refused(t, s, Action{Type: ActAttack, Player: "A", Stacks: []int{whiteID}, Target: blueID}, "8.22")
	refused(t, s, Action{Type: ActAttack, Player: "A", Stacks: []int{whiteID, greenID}, Target: redID}, "8.21")
	giveNat(s, "UK", "A")
	refused(t, s, Action{Type: ActAttack, Player: "A", Stacks: []int{whiteID, greenID}, Target: redID}, "8.22")
	refused(t, s, Action{Type: ActAttack, Player: "A", Stacks: []int{farID}, Target: redID}, "8.23")
	refused(t, s, Action{Type: ActAttack, Player: "A", Stacks: []int{looseID}, Target: whiteID}, "8.28")
	refused(t, s, Action{Type: ActAttack, Player: "B", Stacks: []int{redID}, Target: whiteID}, "4.2")
	ok := Action{Type: ActAttack, Player: "A", Stacks: []int{whiteID, blueID}, Target: redID}
	if !legalHas(s, ok) || !legalHas(s, Action{Type: ActAttack, Player: "A", Stacks: []int{whiteID}, Target: mineID}) {
		t.Fatal("the legal list lacks White with Blue against Red, or A's White against A's own Red")
	}
	ev := attackWith(s, t, De, ok)
	if !inSection(s, "A", 159, 106) || hasEvent(ev, EvEliminated) == nil {
		t.Fatal("B's Red stack did not go to A's section (8.42, 8.45)")
	}
	// 8.25: the White stack attacked once; the Green stack may not be
	// attacked twice.
	refused(t, s, Action{Type: ActAttack, Player: "A", Stacks: []int{whiteID}, Target: greenID}, "8.25")
	mustApply(t, s, Action{Type: ActAttack, Player: "A", Stacks: []int{mineID}, Target: greenID})
	if s.Stack(greenID) != nil {
		refused(t, s, Action{Type: ActAttack, Player: "A", Stacks: []int{looseID}, Target: greenID}, "8.25")
	}
	// 8.47: 1 against 3 is below 1:2.
	s2 := inCombat(t, 3, "A")
	weak := form(s2, "KIEV", "A", 172)
	strong := form(s2, "KIEV", "B", 258, 205)
	refused(t, s2, Action{Type: ActAttack, Player: "A", Stacks: []int{weak}, Target: strong}, "8.47")
	if legalHas(s2, Action{Type: ActAttack, Player: "A", Stacks: []int{weak}, Target: strong}) {
		t.Fatal("an attack below 1:2 is listed")
	}
}

// TestR8_4_Results: De and Ae and the sections (8.41, 8.42, 8.45, 8.46);
// Ex: the smaller side entirely, the other at least as much, chosen by
// its owner among minimal sets (8.43 Ruling), the attacker choosing for an
// uncontrolled stack (8.46); equal totals lose both; survivors of a lost
// leader stay unattached (8.44); Lenin's death is recorded (9.14).
func TestR8_4_Results(t *testing.T) {
	// Ae against a controlled stack: the attackers go to its player.
	s := inCombat(t, 3, "A")
	a := form(s, "KURS", "A", 265, 202) // Rodzyanko 1 + WU2: 3
	d := form(s, "KURS", "B", 155, 113) // Voroshilov 2 + RU2: 4
	attackWith(s, t, Ae, Action{Type: ActAttack, Player: "A", Stacks: []int{a}, Target: d})
	if !inSection(s, "B", 265, 202) || s.Piece(155).Status != OnMap {
		t.Fatal("Ae: the attackers did not go to B's section")
	}
	// Ae against an uncontrolled stack: Unassigned (8.46).
	s = inCombat(t, 3, "A")
	a = form(s, "SARA", "A", 264, 203) // Yudenich 1 + WU2
	d = form(s, "SARA", "", 412)       // BA 2, uncontrolled
	attackWith(s, t, Ae, Action{Type: ActAttack, Player: "A", Stacks: []int{a}, Target: d})
	if !inSection(s, Unassigned, 264, 203) {
		t.Fatal("Ae against an uncontrolled stack: not Unassigned")
	}
	// Ex, attacker larger: the defender goes; the attacker chooses among
	// the minimal sets of at least 2; he may not lose more than needed.
	s = inCombat(t, 3, "A")
	s1 := form(s, "SARA", "A", 171, 107) // Sorokin 1 + RU4
	s1b := form(s, "SARA", "A", 160)     // Kamenev 1
	s2 := form(s, "SARA", "A", 161, 113) // Markin 1 + RU2
	s.Piece(160).Under = 0
	d = form(s, "SARA", "", 213) // WU2 SARA, uncontrolled
	uncontrolled(s, d)
	attackWith(s, t, Ex, Action{Type: ActAttack, Player: "A", Stacks: []int{s1, s1b, s2}, Target: d})
	if !inSection(s, "A", 213) || s.Pending != (Pending{Player: "A", Kind: DecideLosses}) || s.Loss.Need != 2 {
		t.Fatalf("Ex: %+v %+v", s.Pending, s.Loss)
	}
	refused(t, s, Action{Type: ActLosses, Player: "A", Units: []int{107, 113}}, "8.43")
	refused(t, s, Action{Type: ActLosses, Player: "A", Units: []int{171}}, "8.43")
	refused(t, s, Action{Type: ActLosses, Player: "A", Units: []int{151}}, "8.44")
	mustApply(t, s, Action{Type: ActLosses, Player: "A", Units: []int{113}})
	if !inSection(s, Unassigned, 113) || s.Piece(161).Status != OnMap || s.Pending.Kind != DecideCombat {
		t.Fatal("Ex: RU2 KAZA did not go to Unassigned")
	}
	// Ex, defender larger and controlled: the defender loses, and chooses.
	s = inCombat(t, 3, "A")
	a = form(s, "KHAR", "A", 255, 206)      // Kutepov 1 + WU4: 5
	d = form(s, "KHAR", "B", 151, 103, 104) // Lenin 3 + RU4 + RU3: 10
	attackWith(s, t, Ex, Action{Type: ActAttack, Player: "A", Stacks: []int{a}, Target: d})
	if s.Pending != (Pending{Player: "B", Kind: DecideLosses}) || !inSection(s, "B", 255, 206) {
		t.Fatalf("Ex against the larger side: %+v", s.Pending)
	}
	refused(t, s, Action{Type: ActLosses, Player: "B", Units: []int{151}}, "8.43")
	mustApply(t, s, Action{Type: ActLosses, Player: "B", Units: []int{151, 104}})
	if !inSection(s, "A", 151, 104) || s.Piece(103).Under != 0 || s.Piece(103).Status != OnMap || s.LeninDied != 1 {
		t.Fatal("Lenin and RU3 lost; RU4 should stay unattached (8.44)")
	}
	// Ex, equal totals: both sides (8.43 Ruling).
	s = inCombat(t, 3, "A")
	a = form(s, "TAUR", "A", 256, 204)      // May-Maevsky 1 + WU6: 7
	d = form(s, "TAUR", "C", 156, 108, 113) // Budenny 2 + RU3 + RU2: 7
	attackWith(s, t, Ex, Action{Type: ActAttack, Player: "A", Stacks: []int{a}, Target: d})
	if !inSection(s, "A", 156, 108, 113) || !inSection(s, "C", 256, 204) {
		t.Fatal("Ex at equal totals did not eliminate both sides")
	}
}
