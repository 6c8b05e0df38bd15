package rcw

import (
	"slices"
	"testing"

	"tachanka/game/dice"
)

// clear empties provinces for a position: everything in them goes to the
// Unassigned section (a test's set-up).
func clear(s *State, provs ...string) {
	for _, prov := range provs {
		for _, st := range s.StacksIn(prov) {
			for _, id := range slices.Clone(st.Pieces) {
				s.take(id)
				pc := s.Piece(id)
				pc.Status, pc.Under, pc.Section = Eliminated, 0, Unassigned
				if s.Def(id).Kind != KindLeader {
					pc.Owner = ""
				}
			}
		}
	}
}

// withImperial puts an Imperial unit under a leader, in its stack.
func withImperial(s *State, imp, leader int) {
	s.take(imp)
	st := s.Stack(s.Piece(leader).Stack)
	s.put(imp, st)
	s.Piece(imp).Under = leader
	s.normalise(st)
}

// TestR13_14_AttachAnUncontrolledCzar: the Czar starts uncontrolled with
// the leaderless Red unit in Ekaterinburg (15.51); a Red leader of the
// Phasing Player there attaches him at no cost and carries him away; the
// Czar never moves alone (13.11) and is never attached from another
// player's force (13.14).
func TestR13_14_AttachAnUncontrolledCzar(t *testing.T) {
	s := inMovement(t, 4, "A")
	if s.Province(Czar) != "EKAT" {
		t.Fatalf("the Czar starts in EKAT, not %s (15.51)", s.Province(Czar))
	}
	clear(s, "EKAT")
	old := form(s, "EKAT", "", 116, Czar)
	if s.Controller(Czar) != "" {
		t.Fatal("with a leaderless uncontrolled unit the Czar is uncontrolled")
	}
	form(s, "EKAT", "A", 153)
	refused(t, s, move("A", []int{Czar}, false, "PERM"), "13.11")
	mustApply(t, s, Action{Type: ActAttach, Player: "A", Leader: 153, Unit: Czar})
	if s.Piece(Czar).Under != 153 || s.Controller(Czar) != "A" || s.Stack(old) == nil {
		t.Fatalf("the Czar should be with 153 under A's marker, his old stack left: under %d, %q", s.Piece(Czar).Under, s.Controller(Czar))
	}
	mustApply(t, s, move("A", []int{153}, false, "PERM"))
	if s.Province(Czar) != "PERM" || s.Controller(Czar) != "A" {
		t.Fatalf("the Czar should have gone to PERM with 153: %s", s.Province(Czar))
	}
	// B's leader in PERM cannot take him from A's force.
	form(s, "PERM", "B", 154)
	refused(t, s, Action{Type: ActAttach, Player: "A", Leader: 154, Unit: Czar}, "5.21")
	s.Piece(154).Owner = "B"
}

// TestR13_15_TransferUnlessMoved: the controller moves an Imperial unit
// between two of his forces in a province, unless it has moved this phase.
func TestR13_15_TransferUnlessMoved(t *testing.T) {
	s := inMovement(t, 4, "A")
	clear(s, "KIEV", "POLT")
	form(s, "KIEV", "A", 153)
	form(s, "KIEV", "A", 155)
	withImperial(s, Gold, 153)
	mustApply(t, s, Action{Type: ActAttach, Player: "A", Leader: 155, Unit: Gold})
	if s.Piece(Gold).Under != 155 {
		t.Fatalf("the Gold should be with 155")
	}
	form(s, "POLT", "A", 156)
	mustApply(t, s, move("A", []int{155}, false, "POLT"))
	refused(t, s, Action{Type: ActAttach, Player: "A", Leader: 156, Unit: Gold}, "13.15")
}

// TestR13_22_CzarGivesAWhiteLeaderTwoPlaces: a White leader with the Czar
// carries LV + 2 White units; a Red leader with him gains nothing (13.24).
func TestR13_22_CzarGivesAWhiteLeaderTwoPlaces(t *testing.T) {
	s := inMovement(t, 4, "A")
	clear(s, "KHAR", "KIEV")
	form(s, "KHAR", "A", 256) // May-Maevsky, LV 1
	for _, u := range []int{204, 205, 206} {
		form(s, "KHAR", "A", u)
	}
	mustApply(t, s, Action{Type: ActAttach, Player: "A", Leader: 256, Unit: 204})
	refused(t, s, Action{Type: ActAttach, Player: "A", Leader: 256, Unit: 205}, "5.14")
	withImperial(s, Czar, 256)
	if s.Capacity(256) != 3 {
		t.Fatalf("capacity with the Czar %d, want 3", s.Capacity(256))
	}
	mustApply(t, s, Action{Type: ActAttach, Player: "A", Leader: 256, Unit: 205})
	mustApply(t, s, Action{Type: ActAttach, Player: "A", Leader: 256, Unit: 206})
	if own, _ := s.carried(256); len(own) != 3 {
		t.Fatalf("256 carries %v", own)
	}
	form(s, "KIEV", "A", 153)
	withImperial(s, Czar, 153)
	if s.Capacity(153) != s.Def(153).Leader.LV {
		t.Fatal("the Czar gives a Red leader no places (13.24)")
	}
}

// TestR13_26_GoldTakesGreenUnits: a White leader with the Gold takes any
// Green unit of its province, whoever controls it, even one that has moved;
// it then counts as White for all purposes (colour, control, VP), splits
// from its old stack, fills only the Gold's two places (13.25), never a
// Finnish or Polish one (13.27), and never leaves its home region (5.74).
func TestR13_26_GoldTakesGreenUnits(t *testing.T) {
	s := inMovement(t, 4, "A")
	clear(s, "KIEV", "POLT", "FINL")
	giveNat(s, "UK", "B")
	form(s, "KIEV", "A", 256)
	withImperial(s, Gold, 256)
	uk := form(s, "KIEV", "B", 407, 408)
	s.Piece(407).Moved = true
	_, bw := s.VP("A")
	mustApply(t, s, Action{Type: ActAttach, Player: "A", Leader: 256, Unit: 407})
	if s.Colour(407) != White || s.Controller(407) != "A" || s.Nat(407) != "" {
		t.Fatalf("407 under the Gold: %v, %q", s.Colour(407), s.Controller(407))
	}
	if st := s.Stack(uk); st == nil || !slices.Equal(st.Pieces, []int{408}) || st.Player != "B" {
		t.Fatalf("B's stack should keep 408 alone: %+v", st)
	}
	if _, w := s.VP("A"); w != bw+4 {
		t.Fatalf("A's White VP %d, want %d (407 counts as White, 13.26 Ruling)", w, bw+4)
	}
	mustApply(t, s, Action{Type: ActAttach, Player: "A", Leader: 256, Unit: 408})
	form(s, "KIEV", "B", 409)
	refused(t, s, Action{Type: ActAttach, Player: "A", Leader: 256, Unit: 409}, "13.25")
	// Only two Greens: the LV place takes White units.
	form(s, "KIEV", "A", 204)
	mustApply(t, s, Action{Type: ActAttach, Player: "A", Leader: 256, Unit: 204})
	refused(t, s, move("A", []int{256}, false, "CHER", "OREL"), "5.74")
	form(s, "KIEV", "", 404)
	s.Piece(408).Under = 0
	s.settle()
	refused(t, s, Action{Type: ActAttach, Player: "A", Leader: 256, Unit: 404}, "13.27")
}

// TestR13_26_GreenRevertsWhenDropped: a Green unit dropped by its Gold
// leader is Green again at once, in a stack of its own under the holder of
// its marker.
func TestR13_26_GreenRevertsWhenDropped(t *testing.T) {
	s := inMovement(t, 4, "A")
	clear(s, "KIEV", "POLT")
	giveNat(s, "UK", "B")
	form(s, "KIEV", "A", 251)
	withImperial(s, Gold, 251)
	form(s, "KIEV", "B", 407)
	mustApply(t, s, Action{Type: ActAttach, Player: "A", Leader: 251, Unit: 407})
	a := move("A", []int{251}, false, "POLT")
	a.Path[0].Drop = []int{407}
	ev := mustApply(t, s, a)
	if hasEvent(ev, EvReverted) == nil || s.Colour(407) != Green || s.Controller(407) != "B" || s.Province(407) != "POLT" {
		t.Fatalf("407 should be Green again under B in POLT: %v %q %s", s.Colour(407), s.Controller(407), s.Province(407))
	}
	if st := stackOf(s, 407); st.Player != "B" || len(st.Pieces) != 1 {
		t.Fatalf("407 should be alone in B's stack: %+v", st)
	}
}

// TestR5_27_HotKnifeThroughButter: a Gold leader entering a province of
// Green units only takes them, need not stop, and releases them as it
// leaves (5.27 Ruling); without them it would have had to stop.
func TestR5_27_HotKnifeThroughButter(t *testing.T) {
	s := inMovement(t, 4, "A")
	clear(s, "KIEV", "POLT", "KHAR")
	form(s, "KIEV", "A", 251)
	withImperial(s, Gold, 251)
	form(s, "POLT", "", 409)
	refused(t, s, move("A", []int{251}, false, "POLT", "KHAR"), "5.27")
	a := move("A", []int{251}, false, "POLT", "KHAR")
	a.Path[0].Pick = []Pickup{{Leader: 251, Unit: 409}}
	a.Path[0].Release = []int{409}
	mustApply(t, s, a)
	if s.Province(251) != "KHAR" || s.Province(409) != "POLT" || s.Colour(409) != Green || s.Controller(409) != "" {
		t.Fatalf("251 in %s, 409 in %s (%v, %q)", s.Province(251), s.Province(409), s.Colour(409), s.Controller(409))
	}
}

// TestR13_23_CzarPassesBlueUnits: a White force with the Czar passes a
// province of Blue units only, overland or by rail; without him it stops.
func TestR13_23_CzarPassesBlueUnits(t *testing.T) {
	s := inMovement(t, 4, "A")
	clear(s, "KIEV", "POLT", "KHAR")
	form(s, "KIEV", "A", 251)
	form(s, "POLT", "", 316)
	refused(t, s, move("A", []int{251}, false, "POLT", "KHAR"), "5.27")
	withImperial(s, Czar, 251)
	mustApply(t, s, move("A", []int{251}, true, "POLT", "KHAR"))
	if s.Province(251) != "KHAR" || s.Province(Czar) != "KHAR" {
		t.Fatalf("Denikin and the Czar should be in KHAR: %s", s.Province(251))
	}
}

// TestR13_29_LosingTheGoldLosesItsPlaces: a leader that gives up the Gold
// loses its places at once: its Green units revert and its own units
// beyond its LV are unattached.
func TestR13_29_LosingTheGoldLosesItsPlaces(t *testing.T) {
	s := inMovement(t, 4, "A")
	clear(s, "KIEV")
	form(s, "KIEV", "A", 256, 204, 205)
	withImperial(s, Gold, 256)
	s.Piece(205).Under = 256
	form(s, "KIEV", "", 407)
	mustApply(t, s, Action{Type: ActAttach, Player: "A", Leader: 256, Unit: 407})
	ev := mustApply(t, s, Action{Type: ActDetach, Player: "A", Unit: Gold})
	if own, green := s.carried(256); len(own) != 1 || len(green) != 0 {
		t.Fatalf("256 should keep one unit: %v %v", own, green)
	}
	if hasEvent(ev, EvReverted) == nil || s.Colour(407) != Green || s.Controller(Gold) != "" {
		t.Fatalf("407 should revert and the Gold be uncontrolled: %v %q", s.Colour(407), s.Controller(Gold))
	}
}

// TestR13_31_Emigration: the controller of an Imperial unit in a port
// province takes it off the map face-down into his section; White VP 5
// (14.46); never from a province without a port (13.32).
func TestR13_31_Emigration(t *testing.T) {
	s := inMovement(t, 4, "A")
	clear(s, "KHER", "KIEV")
	form(s, "KIEV", "A", 251)
	withImperial(s, Czar, 251)
	refused(t, s, Action{Type: ActEmigrate, Player: "A", Unit: Czar}, "13.32")
	mustApply(t, s, move("A", []int{251}, false, "KHER"))
	_, w := s.VP("A")
	if !legalHas(s, Action{Type: ActEmigrate, Player: "A"}) {
		t.Fatal("Legal does not offer the emigration")
	}
	mustApply(t, s, Action{Type: ActEmigrate, Player: "A", Unit: Czar})
	pc := s.Piece(Czar)
	if pc.Status != Eliminated || pc.Section != "A" || !pc.FaceDown {
		t.Fatalf("the Czar: %+v", pc)
	}
	if r, w2 := s.VP("A"); w2 != w {
		t.Fatalf("the emigrated Czar keeps his 5 White VP: %d then %d (red %d)", w, w2, r)
	}
	refused(t, s, Action{Type: ActEmigrate, Player: "A", Unit: Czar}, "13.31")
}

// TestR5_66_CzechsExitAtVladivostok: a controlled Czech unit in VLAD leaves
// the map face-down into its controller's section: White VP for it, no Red
// VP (14.45); never from elsewhere.
func TestR5_66_CzechsExitAtVladivostok(t *testing.T) {
	s := inMovement(t, 4, "A")
	clear(s, "VLAD")
	giveNat(s, "CZ", "A")
	form(s, "VLAD", "A", 304)
	form(s, "OMSK", "A", 305)
	refused(t, s, Action{Type: ActExit, Player: "A", Unit: 305}, "5.66")
	r, w := s.VP("A")
	mustApply(t, s, Action{Type: ActExit, Player: "A", Unit: 304})
	r2, w2 := s.VP("A")
	if !s.Piece(304).FaceDown || !inSection(s, "A", 304) || w2 != w+3 || r2 != r {
		t.Fatalf("304: %+v; VP %d/%d then %d/%d", s.Piece(304), r, w, r2, w2)
	}
}

// TestR13_41_CaptureAfterCombat: a stack holding the Czar loses every
// leader and combat unit in combat; the attacker may attach him to one of
// its leaders, and its marker replaces the old one. Declined, he stays
// alone and uncontrolled (13.42).
func TestR13_41_CaptureAfterCombat(t *testing.T) {
	for _, take := range []bool{true, false} {
		s := inCombat(t, 4, "A")
		clear(s, "EKAT")
		czar := form(s, "EKAT", "", 116, Czar)
		st := form(s, "EKAT", "A", 251, 212)
		ev := attackWith(s, t, De, Action{Type: ActAttack, Player: "A", Stacks: []int{st}, Target: czar})
		if s.Pending != (Pending{Player: "A", Kind: DecideCapture}) || hasEvent(ev, EvEliminated) == nil {
			t.Fatalf("A should decide the capture: %+v", s.Pending)
		}
		if take {
			mustApply(t, s, Action{Type: ActCapture, Player: "A", Unit: Czar, Leader: 251})
			if s.Piece(Czar).Under != 251 || s.Controller(Czar) != "A" {
				t.Fatalf("the Czar should be Denikin's: %+v", s.Piece(Czar))
			}
		} else {
			mustApply(t, s, Action{Type: ActPass, Player: "A"})
			if s.Controller(Czar) != "" || s.Size(stackOf(s, Czar)) != 0 {
				t.Fatal("the Czar should stay alone, uncontrolled")
			}
		}
		if s.Pending != (Pending{Player: "A", Kind: DecideCombat}) || s.Capture != nil {
			t.Fatalf("the Combat Phase should go on: %+v", s.Pending)
		}
	}
}

// TestR13_5_ExecutionOrder: with the Czar attached to a Red leader, the
// Central Committee's members consenting with 10 PM or more give an
// execution order; his controller complies (face-up into his section, Red
// VP 5, 14.46) or refuses and keeps him; no order while he is not with a
// Red leader (13.53).
func TestR13_5_ExecutionOrder(t *testing.T) {
	for _, comply := range []bool{true, false} {
		s := inMovement(t, 4, "A")
		setMarkers(s, "B", 10, 0)
		form(s, "KIEV", "", Czar)
		refused(t, s, Action{Type: ActExecute, Player: "B"}, "13.53")
		form(s, "EKAT", "C", 153)
		mustApply(t, s, Action{Type: ActEndPhase, Player: "A"}) // to combat: C's leader is placed for the test
		withImperial(s, Czar, 153)
		s.settle()
		r, _ := s.VP("C")
		ev := mustApply(t, s, Action{Type: ActExecute, Player: "B"})
		if e := hasEvent(ev, EvExecution); e == nil || e.Text != "ordered" || s.Pending != (Pending{Player: "C", Kind: DecideExecution}) {
			t.Fatalf("the order should wait for C: %+v", s.Pending)
		}
		answer := ActRefuse
		if comply {
			answer = ActAgree
		}
		mustApply(t, s, Action{Type: answer, Player: "C"})
		if s.Pending != (Pending{Player: "A", Kind: DecideCombat}) {
			t.Fatalf("play should resume: %+v", s.Pending)
		}
		pc := s.Piece(Czar)
		r2, _ := s.VP("C")
		switch {
		case comply && (!inSection(s, "C", Czar) || pc.FaceDown || r2 != r+5):
			t.Fatalf("complied: %+v, Red VP %d then %d", pc, r, r2)
		case !comply && (pc.Status != OnMap || s.Controller(Czar) != "C"):
			t.Fatalf("refused: %+v", pc)
		}
	}
}

// TestR14_2_Quitting: a player who leaves puts his markers into the Aux
// cup, his Blue and Green units become uncontrolled, his units stay but
// never move, his Player-Turn is skipped and he scores nothing.
func TestR14_2_Quitting(t *testing.T) {
	s := inMovement(t, 4, "A")
	setMarkers(s, "B", 3, 1)
	giveNat(s, "UK", "B")
	aux := len(s.Aux)
	var mine int
	for _, pc := range s.Pieces {
		if pc.Status == OnMap && pc.Owner == "B" && s.Def(pc.ID).Kind == KindLeader {
			mine = pc.ID
			break
		}
	}
	mustApply(t, s, Action{Type: ActQuit, Player: "B"})
	p := s.Player("B")
	if !p.Quit || p.PM+p.AM+len(p.Controls) != 0 || len(s.Aux) != aux+5 || slices.Contains(s.TurnCup, "B") {
		t.Fatalf("B after leaving: %+v, Aux %d (was %d)", p, len(s.Aux), aux)
	}
	if s.HolderOf("UK") != "" || stackOf(s, 407).Player != "" {
		t.Fatal("the UK units should be uncontrolled")
	}
	if r, w := s.VP("B"); r+w != 0 || s.Piece(mine).Status != OnMap || s.Controller(mine) != "B" {
		t.Fatalf("B scores %d/%d; his leader %d stays under his marker", r, w, mine)
	}
	refused(t, s, Action{Type: ActQuit, Player: "B"}, "14.21")
	// His Player-Turn is skipped: play the next Game-Turn and see who moves.
	var moved []string
	for s.Turn <= 2 {
		who := s.Pending.Player
		if s.Pending.Kind == DecideMove && s.Turn == 2 {
			moved = append(moved, who)
			refused(t, s, move(who, []int{mine}, false, s.data.Map.Province(s.Province(mine)).Adjacent[0]), "5.21")
		}
		switch s.Pending.Kind {
		case DecideMove, DecideCombat:
			mustApply(t, s, Action{Type: ActEndPhase, Player: who})
		case DecideDraw:
			mustApply(t, s, Action{Type: ActDraw, Player: who})
		case DecideRedraw:
			mustApply(t, s, Action{Type: ActPass, Player: who})
		case DecideSequence:
			mustApply(t, s, Action{Type: ActSequence, Player: who})
		default:
			t.Fatalf("unexpected %+v", s.Pending)
		}
	}
	if slices.Contains(moved, "B") || len(moved) != 3 || len(s.Order) != 3 {
		t.Fatalf("Player-Turns played: %v", moved)
	}
}

// TestR13_13_ImperialUnitInABlueStackFollowsItsMarker: a Blue stack that
// carries the Gold comes under the player who draws its control marker
// (12.13), and the Gold with it (13.13), whatever the stack's order.
func TestR13_13_ImperialUnitInABlueStackFollowsItsMarker(t *testing.T) {
	s := inMovement(t, 4, "A")
	clear(s, "ARCH")
	st := form(s, "ARCH", "", Gold, 309)
	if s.Stack(st).Pieces[0] != Gold {
		t.Fatalf("the Gold should lead the stack: %v", s.Stack(st).Pieces)
	}
	k := slices.Index(s.Aux, Chit{Kind: ChitControl, Nat: "US"})
	for x := uint64(0); ; x++ {
		if r := dice.New(x); r.Intn(len(s.Aux)) == k {
			s.Rand = dice.New(x)
			break
		}
	}
	s.Phase = PhaseRandomizer
	s.wait("A", DecideDraw)
	mustApply(t, s, Action{Type: ActDraw, Player: "A"})
	if s.Controller(Gold) != "A" || s.Controller(309) != "A" {
		t.Fatalf("A should control the US stack and the Gold: %q %q", s.Controller(309), s.Controller(Gold))
	}
}

// TestR14_23_FailedAttemptOnALeaverFeedsTheCup: the AM of a failed attempt
// on a leader of a player who has left go into the Aux cup, not to him
// (10.23, 14.23).
func TestR14_23_FailedAttemptOnALeaverFeedsTheCup(t *testing.T) {
	s := inMovement(t, 4, "A")
	setMarkers(s, "A", 0, 2)
	clear(s, "KIEV")
	form(s, "KIEV", "A", 153)
	form(s, "KIEV", "B", 154)
	mustApply(t, s, Action{Type: ActQuit, Player: "B"})
	aux := countAux(s, ChitAssassin)
	nextTwoD6(s, 2)
	mustApply(t, s, Action{Type: ActAssassinate, Player: "A", Leader: 154, AM: 1})
	if s.Piece(154).Status != OnMap || s.Player("B").AM != 0 || countAux(s, ChitAssassin) != aux+1 {
		t.Fatalf("the failed attempt's AM should be in the cup: B %d AM, cup %d (was %d)", s.Player("B").AM, countAux(s, ChitAssassin), aux)
	}
}

// TestR13_11_BlueForceCarriesItsImperialUnit: a Blue force carries the
// Imperial unit of its stack when the move names it, and Legal offers
// that move.
func TestR13_11_BlueForceCarriesItsImperialUnit(t *testing.T) {
	s := inMovement(t, 4, "A")
	clear(s, "ARCH", "OLON")
	giveNat(s, "US", "A")
	form(s, "ARCH", "A", 309, Gold)
	if s.Controller(Gold) != "A" {
		t.Fatalf("the Gold in A's US stack is A's: %q", s.Controller(Gold))
	}
	a := move("A", []int{309, Gold}, false, "OLON")
	found := false
	for _, b := range s.Legal() {
		if b.Type == ActMove && slices.Equal(b.Units, a.Units) && len(b.Path) == 1 && b.Path[0].To == "OLON" {
			found = true
		}
	}
	if !found {
		t.Fatal("Legal does not offer the US force with the Gold")
	}
	mustApply(t, s, a)
	if s.Province(Gold) != "OLON" || s.Controller(Gold) != "A" {
		t.Fatalf("the Gold should be in OLON with the US unit: %s", s.Province(Gold))
	}
}
