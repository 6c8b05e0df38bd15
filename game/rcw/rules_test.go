package rcw

import (
	"slices"
	"testing"
)

// giveNat hands a nationality's control marker to a player (as a draw
// would, 12.13), taking it from the cup or whoever held it.
func giveNat(s *State, nat, player string) {
	for i := range s.Players {
		s.Players[i].Controls = slices.DeleteFunc(s.Players[i].Controls, func(n string) bool { return n == nat })
	}
	s.Aux = slices.DeleteFunc(s.Aux, func(c Chit) bool { return c.Kind == ChitControl && c.Nat == nat })
	p := s.Player(player)
	p.Controls = append(p.Controls, nat)
	for i := range s.Stacks {
		if s.Nat(s.Stacks[i].Pieces[0]) == nat {
			s.Stacks[i].Player = player
		}
	}
}

func move(player string, units []int, rail bool, path ...string) Action {
	a := Action{Type: ActMove, Player: player, Units: units, Rail: rail}
	for _, p := range path {
		a.Path = append(a.Path, Step{To: p})
	}
	return a
}

// TestR4_2_PlayerTurnSeriesAndInterphase: each player of the drawn order
// has his Player-Turn (random events and combat pass: not built yet;
// movement; the Randomizer draw); after the last comes the Interphase and
// Player A's sequencing draw of the next Game-Turn; a Game-Turn cap ends a
// computer game as abandoned (4.1 Ruling).
func TestR4_2_PlayerTurnSeriesAndInterphase(t *testing.T) {
	s := deployed(t, 3, 9)
	s.MaxTurns = 2
	mustApply(t, s, Action{Type: ActSequence, Player: "A"})
	for turn := 1; turn <= 2; turn++ {
		order := slices.Clone(s.Order)
		for k, who := range order {
			if s.Turn != turn || s.Phasing() != who || s.Pending != (Pending{Player: who, Kind: DecideMove}) {
				t.Fatalf("turn %d, player %d: turn %d phasing %s pending %+v", turn, k, s.Turn, s.Phasing(), s.Pending)
			}
			other := order[(k+1)%3]
			refused(t, s, Action{Type: ActEndPhase, Player: other}, "4.2")
			refused(t, s, Action{Type: ActDraw, Player: who}, "4.2")
			endMoveAndCombat(t, s, who)
			if s.Pending != (Pending{Player: who, Kind: DecideDraw}) {
				t.Fatalf("after movement: %+v", s.Pending)
			}
			mustApply(t, s, Action{Type: ActDraw, Player: who})
			if s.Pending.Kind == DecideRedraw {
				mustApply(t, s, Action{Type: ActPass, Player: who})
			}
		}
		if turn == 1 {
			if s.Phase != PhaseSequencing || s.Pending != (Pending{Player: "A", Kind: DecideSequence}) {
				t.Fatalf("interphase: %v %+v", s.Phase, s.Pending)
			}
			mustApply(t, s, Action{Type: ActSequence, Player: "A"})
		}
	}
	if !s.Over() || !s.Abandoned {
		t.Fatalf("the cap did not end the game: %v", s.Phase)
	}
	refused(t, s, Action{Type: ActSequence, Player: "A"}, "14.1")
}

// TestR4_3_TradeAtCheckpoint: during another player's Movement Phase any
// player may offer PM or AM at a checkpoint; the addressee is waited on
// beside the Phasing Player; the trade is carried out on acceptance;
// leaders may not be offered (15.33); an offer left open lapses with the
// Player-Turn.
func TestR4_3_TradeAtCheckpoint(t *testing.T) {
	s := inMovement(t, 3, "B")
	s.Player("A").PM, s.Player("C").PM = s.Player("A").PM+s.Player("C").PM, 0
	if s.Player("A").PM == 0 {
		t.Skip("no PM to trade")
	}
	refused(t, s, Action{Type: ActOffer, Player: "A", To: "C", Give: &Goods{Leaders: []int{s.Pieces[0].ID}}}, "15.33")
	ev := mustApply(t, s, Action{Type: ActOffer, Player: "A", To: "C", Give: &Goods{PM: 1}})
	if w := s.Waiting(); !slices.Equal(w, []string{"B", "C"}) {
		t.Fatalf("waiting %v", w)
	}
	mustApply(t, s, Action{Type: ActAccept, Player: "C", Offer: hasEvent(ev, EvOffer).N})
	if s.Player("C").PM != 1 {
		t.Fatal("the PM did not move")
	}
	mustApply(t, s, Action{Type: ActOffer, Player: "A", To: "C", Give: &Goods{PM: 1}})
	endMoveAndCombat(t, s, "B")
	ev = mustApply(t, s, Action{Type: ActDraw, Player: "B"})
	if s.Pending.Kind == DecideRedraw {
		ev = mustApply(t, s, Action{Type: ActPass, Player: "B"})
	}
	if hasEvent(ev, EvLapsed) == nil || len(s.Offers) != 0 {
		t.Fatal("the open offer did not lapse with the Player-Turn")
	}
}

// TestR5_12_OverlandFiveMP: a leader spends 1 MP a province and has 5
// (5.0, 5.12, 5.28); its attached unit goes with it; entering provinces of
// its own colour does not stop it (5.27).
func TestR5_12_OverlandFiveMP(t *testing.T) {
	s := inMovement(t, 3, "A")
	give(s, Trotsky, "A")
	refused(t, s, move("A", []int{Trotsky}, false, "RYAZ", "TAMB", "PENZ", "SIMB", "KAZA", "VYAT"), "5.28")
	ev := mustApply(t, s, move("A", []int{Trotsky}, false, "RYAZ", "TAMB", "PENZ", "SIMB", "KAZA"))
	if s.Province(Trotsky) != "KAZA" || s.Province(111) != "KAZA" || stackOf(s, 111) != stackOf(s, Trotsky) {
		t.Fatalf("Trotsky in %s, 111 in %s", s.Province(Trotsky), s.Province(111))
	}
	if e := hasEvent(ev, EvMoved); e == nil || e.Rule != "5.1" || hasEvent(ev, EvStopped) != nil {
		t.Fatalf("events %v", ev)
	}
}

// TestR5_24_AdjacentOnly: movement goes province to adjacent province
// (5.24); Petrograd and Livonia are not adjacent across Lake Pskov (5.33).
func TestR5_24_AdjacentOnly(t *testing.T) {
	s := inMovement(t, 3, "A")
	give(s, Trotsky, "A")
	give(s, Lenin, "A")
	refused(t, s, move("A", []int{Trotsky}, false, "TAMB"), "5.24")
	refused(t, s, move("A", []int{Lenin}, false, "LIVO"), "5.24")
	refused(t, s, move("A", []int{Lenin}, false, "NOWHERE"), "5.24")
}

// TestR5_27_StopOnEnteringAnotherColour: a force stops on entering a
// province with a unit of another colour, controlled or not, and may not
// leave it that phase; it may leave a province that held other colours at
// the start of its move.
func TestR5_27_StopOnEnteringAnotherColour(t *testing.T) {
	s := inMovement(t, 3, "A")
	give(s, Trotsky, "A")
	refused(t, s, move("A", []int{Trotsky}, false, "RYAZ", "TAMB", "SARA", "PENZ"), "5.27")
	ev := mustApply(t, s, move("A", []int{Trotsky}, false, "RYAZ", "TAMB", "SARA"))
	if e := hasEvent(ev, EvStopped); e == nil || e.Province != "SARA" {
		t.Fatalf("no stop in SARA: %v", ev)
	}
	// Kikvidze leaves Vladivostok, full of other colours, freely.
	give(s, 164, "A")
	mustApply(t, s, move("A", []int{164}, false, "KHAB", "CHIT"))
}

// TestR5_13_PickUpAndDropOff: a leader attaches units on its way and
// detaches them (5.13); picked-up units must be eligible: of its colour,
// not attached to another leader (5.26), not another player's (7.24),
// within its LV (5.14); a dropped unit stays under its player's control
// (7.24) and has moved (5.25).
func TestR5_13_PickUpAndDropOff(t *testing.T) {
	s := inMovement(t, 3, "A")
	give(s, Trotsky, "A")
	give(s, 158, "A") // Frunze with 110 at VLDM
	mustApply(t, s, Action{Type: ActDetach, Player: "A", Unit: 110})
	if s.Controller(110) != "A" || s.Piece(110).Under != 0 {
		t.Fatal("a detached unit stays its player's")
	}
	a := move("A", []int{Trotsky}, false, "VLDM", "KOST", "VYAT")
	a.Path[0].Pick = []Pickup{{Leader: Trotsky, Unit: 112}} // Vatzetis's unit at YARO, not here
	refused(t, s, a, "5.13")
	a.Path[0].Pick = []Pickup{{Leader: Trotsky, Unit: 110}}
	a.Path[1].Drop = []int{111}
	mustApply(t, s, a)
	if s.Province(110) != "VYAT" || s.Piece(110).Under != Trotsky || s.Province(111) != "KOST" || s.Piece(111).Under != 0 {
		t.Fatalf("110 in %s under %d, 111 in %s", s.Province(110), s.Piece(110).Under, s.Province(111))
	}
	if s.Controller(111) != "A" || !s.Piece(111).Moved || !s.Piece(110).Moved {
		t.Fatal("the dropped unit must stay A's and count as moved")
	}
	if s.Province(158) != "VLDM" || len(s.Attached(158)) != 0 {
		t.Fatal("Frunze should be alone in VLDM")
	}
	// 5.25: neither Trotsky nor the units he carried move again.
	refused(t, s, move("A", []int{Trotsky}, false, "KOST"), "5.25")
	// Frunze, left in VLDM, cannot reach 111 in KOST.
	refused(t, s, Action{Type: ActAttach, Player: "A", Leader: 158, Unit: 111}, "5.13")
	// Kalinin (LV 1, carrying 106) on to TULA, picking up 107 there.
	give(s, 159, "A")
	a = move("A", []int{159}, false, "TULA")
	a.Path[0].Pick = []Pickup{{Leader: 159, Unit: 107}}
	refused(t, s, a, "5.26") // 107 is Kamenev's
	s.Piece(107).Under = 0
	s.take(107)
	s.put(107, s.newStack("TULA", "A"))
	s.Piece(107).Owner = "A"
	refused(t, s, a, "5.14") // A's own detached unit, but Kalinin is full
	s.Piece(107).Owner = "B"
	stackOf(s, 107).Player = "B"
	refused(t, s, a, "7.24") // another player's detached unit
}

// TestR5_22_CombatUnitsMoveWithLeaders: Red and White combat units never
// move by themselves (5.0, 5.22); a leader carries only its colour.
func TestR5_22_CombatUnitsMoveWithLeaders(t *testing.T) {
	s := inMovement(t, 3, "A")
	give(s, Trotsky, "A")
	refused(t, s, move("A", []int{111}, false, "RYAZ"), "5.22")
	give(s, 164, "A") // Kikvidze at VLAD, with the White 220 there
	refused(t, s, Action{Type: ActAttach, Player: "A", Leader: 164, Unit: 220}, "5.22")
	refused(t, s, move("B", []int{Trotsky}, false, "RYAZ"), "4.2")
}

// TestR5_52_RailMovement: a force that began the phase in a rail province
// moves any distance along rail connections at no MP (5.52, 5.53); each
// step must be a rail connection; Blue and Green units never use rail
// (5.64, 5.73).
func TestR5_52_RailMovement(t *testing.T) {
	s := inMovement(t, 3, "A")
	give(s, Trotsky, "A")
	path := []string{"NOVG", "VOLO", "VYAT", "KOST", "VLDM", "NIZH"}
	refused(t, s, move("A", []int{Trotsky}, false, path...), "5.28")
	refused(t, s, move("A", []int{Trotsky}, true, "RYAZ", "VLDM"), "5.52")
	ev := mustApply(t, s, move("A", []int{Trotsky}, true, path...))
	if s.Province(Trotsky) != "NIZH" || hasEvent(ev, EvMoved).Rule != "5.5" {
		t.Fatal("the rail move did not arrive")
	}
	giveNat(s, "JA", "A")
	refused(t, s, move("A", []int{301, 302, 303}, true, "KHAB"), "5.64")
}

// TestR5_32_KerchStraits: White units only cross between TAUR and KUBA,
// overland, never by rail.
func TestR5_32_KerchStraits(t *testing.T) {
	s := inMovement(t, 3, "A")
	give(s, 255, "A") // Kutepov at TAUR
	refused(t, s, move("A", []int{255}, true, "KUBA"), "5.52")
	red := &force{colour: Red, ma: LeaderMA}
	if err := s.mayStep(red, "TAUR", "KUBA", false); err == nil || err.(*Refusal).Rule != "5.32" {
		t.Fatalf("a Red force crossed the Kerch Straits: %v", err)
	}
	mustApply(t, s, move("A", []int{255}, false, "KUBA"))
}

// TestR5_6_BlueMovement: the holder of a Blue control marker moves its
// units, 3 MP (5.61, 5.63); CZ and JA stay in Siberia (5.65); GE, HU, RM
// and GR never move (5.62); without the marker, no move (5.61).
func TestR5_6_BlueMovement(t *testing.T) {
	s := inMovement(t, 3, "A")
	refused(t, s, move("A", []int{301, 302, 303}, false, "KHAB"), "5.61")
	giveNat(s, "JA", "A")
	refused(t, s, move("A", []int{301, 302, 303}, false, "KHAB", "CHIT", "IRKU", "KRAS"), "5.28")
	mustApply(t, s, move("A", []int{301, 302}, false, "KHAB", "CHIT"))
	if s.Province(301) != "CHIT" || s.Province(303) != "VLAD" || s.Controller(301) != "A" {
		t.Fatal("the Japanese did not move as ordered")
	}
	giveNat(s, "CZ", "A")
	refused(t, s, move("A", []int{305}, false, "UFA"), "5.65")
	refused(t, s, move("A", []int{316}, false, "KHAR"), "5.62")
}

// TestR5_7_GreenMovement: Green units stay in their home region (5.74),
// the Finns in ARCH, OLON, PETR, FINL (5.75), the Poles out of the
// Cossack, Trans-Caucasus and Siberian regions (5.76).
func TestR5_7_GreenMovement(t *testing.T) {
	s := inMovement(t, 3, "A")
	giveNat(s, "BA", "A")
	giveNat(s, "PO", "A")
	giveNat(s, "FN", "A")
	refused(t, s, move("A", []int{413}, false, "VILN"), "5.74")
	mustApply(t, s, move("A", []int{413}, false, "COUR"))
	mustApply(t, s, move("A", []int{401, 402, 403}, false, "KOVN"))
	f, err := s.formForce("A", []int{404, 405, 406})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.mayStep(f, "OLON", "NOVG", false); err == nil || err.(*Refusal).Rule != "5.75" {
		t.Fatalf("Finns into NOVG: %v", err)
	}
	po := &force{colour: Green, nat: "PO", pieces: []int{401}}
	if err := s.mayStep(po, "KHAR", "DCOS", false); err == nil || err.(*Refusal).Rule != "5.76" {
		t.Fatalf("Poles into DCOS: %v", err)
	}
	mustApply(t, s, move("A", []int{404, 405, 406}, false, "ARCH"))
}

// TestR7_11_StackingLimit: a stack holds at most five leaders and combat
// units (7.11) when merged (5.41) or attached to.
func TestR7_11_StackingLimit(t *testing.T) {
	s := inMovement(t, 3, "A")
	for _, id := range []int{Trotsky, 173, 174, 154, 180} {
		give(s, id, "A")
	}
	mustApply(t, s, move("A", []int{Trotsky}, false, "NOVG"))
	mustApply(t, s, move("A", []int{173}, false, "NOVG"))
	stacks := func() []int {
		var out []int
		for _, st := range s.StacksIn("NOVG") {
			if st.Player == "A" {
				out = append(out, st.ID)
			}
		}
		return out
	}
	all := stacks()
	if len(all) != 4 { // Tukhachevsky with 102, Gaii, Trotsky with 111, Sytin
		t.Fatalf("A's stacks in NOVG: %v", all)
	}
	refused(t, s, Action{Type: ActMerge, Player: "A", Stacks: all}, "7.11")
	mustApply(t, s, Action{Type: ActMerge, Player: "A", Stacks: all[:3]})
	if st := stackOf(s, Trotsky); s.Size(st) != 5 {
		t.Fatalf("merged stack of %d", s.Size(st))
	}
	refused(t, s, Action{Type: ActMerge, Player: "A", Stacks: stacks()}, "7.11")
}

// TestR7_12_PlayersAndColoursNeverStack: stacks of different players, of
// different colours, or of different Blue or Green nationalities never
// merge (7.12-7.14).
func TestR7_12_PlayersAndColoursNeverStack(t *testing.T) {
	s := inMovement(t, 3, "A")
	give(s, 164, "A") // Kikvidze, VLAD
	giveNat(s, "JA", "A")
	giveNat(s, "US", "A")
	red, ja, us := stackOf(s, 164).ID, stackOf(s, 301).ID, stackOf(s, 307).ID
	refused(t, s, Action{Type: ActMerge, Player: "A", Stacks: []int{red, ja}}, "7.13")
	refused(t, s, Action{Type: ActMerge, Player: "A", Stacks: []int{ja, us}}, "7.14")
	give(s, 262, "B") // Dieterichs, VLAD
	refused(t, s, Action{Type: ActMerge, Player: "A", Stacks: []int{red, stackOf(s, 262).ID}}, "7.12")
}

// TestR12_13_RandomizerDraw: the Randomizer Phase draw (4.2 A4): an AM to
// the drawer's section; a control marker puts his marker on every stack of
// the nationality; a withdrawal removes its units on the map (5.67); a
// useless Blue marker allows a redraw, which he may decline; an empty cup
// gives nothing.
func TestR12_13_RandomizerDraw(t *testing.T) {
	s := inMovement(t, 3, "A")
	// draw makes the Phasing Player draw the chit wanted: the others wait
	// out of the game meanwhile (so every chit stays counted).
	draw := func(want Chit) []Event {
		t.Helper()
		k := slices.Index(s.Aux, want)
		if k < 0 {
			t.Fatalf("%v is not in the cup", want)
		}
		held := slices.Delete(slices.Clone(s.Aux), k, k+1)
		at := len(s.Gone)
		s.Gone = append(s.Gone, held...)
		s.Aux = []Chit{want}
		if s.Pending.Kind == DecideSequence {
			mustApply(t, s, Action{Type: ActSequence, Player: "A"})
		}
		endMoveAndCombat(t, s, s.Phasing())
		ev := mustApply(t, s, Action{Type: ActDraw, Player: s.Phasing()})
		s.Gone = slices.Delete(s.Gone, at, at+len(held))
		s.Aux = append(s.Aux, held...)
		return ev
	}
	// Markers drawn in earlier Player-Turns go back to the cup.
	for i := range s.Players {
		for _, n := range s.Players[i].Controls {
			s.Aux = append(s.Aux, Chit{Kind: ChitControl, Nat: n})
			for k := range s.Stacks {
				if s.Nat(s.Stacks[k].Pieces[0]) == n {
					s.Stacks[k].Player = ""
				}
			}
		}
		s.Players[i].Controls = nil
	}
	if err := s.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
	am := s.Player("A").AM
	draw(Chit{Kind: ChitAssassin})
	if s.Player("A").AM != am+1 {
		t.Fatal("no AM")
	}
	b := s.Phasing()
	draw(Chit{Kind: ChitControl, Nat: "JA"})
	if s.HolderOf("JA") != b || stackOf(s, 301).Player != b {
		t.Fatal("the JA marker did not give control")
	}
	ev := draw(Chit{Kind: ChitWithdrawal, Nat: "GE"})
	if e := hasEvent(ev, EvWithdrawal); e == nil || len(e.Units) != 6 || s.Piece(316).Status != Removed {
		t.Fatalf("the Germans were not withdrawn: %v", ev)
	}
	// A useless withdrawal (GE gone) lets the drawer redraw.
	if s.Pending.Kind == DecideSequence {
		mustApply(t, s, Action{Type: ActSequence, Player: "A"})
	}
	who := s.Phasing()
	s.Gone = slices.DeleteFunc(s.Gone, func(ch Chit) bool { return ch == Chit{Kind: ChitWithdrawal, Nat: "GE"} })
	k := slices.Index(s.Aux, Chit{Kind: ChitAssassin})
	s.Gone = append(s.Gone, slices.Delete(slices.Clone(s.Aux), k, k+1)...)
	s.Aux = []Chit{{Kind: ChitWithdrawal, Nat: "GE"}, {Kind: ChitAssassin}}
	endMoveAndCombat(t, s, who)
	s.Rand.State = 0
	for {
		c := s.Clone()
		ev, _ := Apply(c, Action{Type: ActDraw, Player: who})
		if ev[0].Chit.Kind == ChitWithdrawal {
			break
		}
		s.Rand.State++
	}
	mustApply(t, s, Action{Type: ActDraw, Player: who})
	if s.Pending != (Pending{Player: who, Kind: DecideRedraw}) {
		t.Fatalf("no redraw offered: %+v", s.Pending)
	}
	mustApply(t, s, Action{Type: ActPass, Player: who})
	if s.Phasing() == who || len(s.Aux) != 1 {
		t.Fatal("the pass did not end the Player-Turn")
	}
	if s.Pending.Kind == DecideSequence {
		mustApply(t, s, Action{Type: ActSequence, Player: "A"})
	}
	next := s.Phasing()
	s.Gone = append(s.Gone, s.Aux...)
	s.Aux = nil
	endMoveAndCombat(t, s, next)
	ev = mustApply(t, s, Action{Type: ActDraw, Player: next})
	if e := hasEvent(ev, EvDrawn); e == nil || e.Chit != nil {
		t.Fatal("an empty cup gave something")
	}
}
