package rcw

import (
	"slices"
	"testing"
)

// TestR15_22_InitialForcesRandomizer: a new game has 65 counters in the
// Initial Forces Randomizer (30 + 20 leaders, 13 PM, 2 AM) and one letter
// per player in the Player-Turn Randomizer (15.21), and waits for Player
// A's deal; 2 and 7 players are refused (2.0 Ruling).
func TestR15_22_InitialForcesRandomizer(t *testing.T) {
	d := loadTestData(t)
	for _, n := range []int{2, 7} {
		if _, err := NewState(d, n); err == nil {
			t.Errorf("%d players accepted", n)
		}
	}
	s, err := NewState(d, 4)
	if err != nil {
		t.Fatal(err)
	}
	Start(s, 7)
	if len(s.InitialCup) != 65 || !slices.Equal(s.TurnCup, []string{"A", "B", "C", "D"}) {
		t.Fatalf("cup %d, turn cup %v", len(s.InitialCup), s.TurnCup)
	}
	if s.Pending != (Pending{Player: "A", Kind: DecideDeal}) {
		t.Fatalf("pending %+v", s.Pending)
	}
	if err := s.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
	refused(t, s, Action{Type: ActDeal, Player: "B"}, "4.2")
}

// TestR15_31_DealEvenlyThenExtraPM: the deal gives all 65 counters, the
// earliest letters one more when 65 does not divide (15.31 Ruling), then a
// PM each to Lenin's and Trotsky's holders (15.32): 15 PM in hands. The
// deal is a seeded action: the same seed deals the same hands.
func TestR15_31_DealEvenlyThenExtraPM(t *testing.T) {
	for n := 3; n <= 6; n++ {
		s := newGame(t, n, 42)
		if len(s.InitialCup) != 0 || s.Phase != PhaseTrading {
			t.Fatalf("%d players: cup %d, phase %v", n, len(s.InitialCup), s.Phase)
		}
		pm := 0
		for k, p := range s.Players {
			got := p.PM + p.AM
			for _, pc := range s.Pieces {
				if pc.Status == InHand && pc.Owner == p.Letter {
					got++
				}
			}
			for _, id := range []int{Lenin, Trotsky} {
				if s.Piece(id).Owner == p.Letter {
					got--
				}
			}
			want := 65 / n
			if k < 65%n {
				want++
			}
			if got != want {
				t.Errorf("%d players: %s received %d counters, want %d", n, p.Letter, got, want)
			}
			pm += p.PM
		}
		if pm != 15 {
			t.Errorf("%d players: %d PM in hands, want 15 (15.32)", n, pm)
		}
		again := newGame(t, n, 42)
		a, _ := MarshalState(s)
		b, _ := MarshalState(again)
		if string(a) != string(b) {
			t.Errorf("%d players: the same seed dealt differently", n)
		}
	}
}

// TestR15_33_TradingSession: offers of leaders, PM and AM are carried out
// on acceptance; declined and withdrawn offers change nothing; an accepted
// trade clears the declarations of being done; the session ends when every
// player is done with no trade since (15.33 Ruling).
func TestR15_33_TradingSession(t *testing.T) {
	s := newGame(t, 3, 5)
	var aLeader, bLeader int
	for _, pc := range s.Pieces {
		if pc.Status == InHand && pc.Owner == "A" && aLeader == 0 {
			aLeader = pc.ID
		}
		if pc.Status == InHand && pc.Owner == "B" && bLeader == 0 {
			bLeader = pc.ID
		}
	}
	refused(t, s, Action{Type: ActOffer, Player: "A", To: "B", Give: &Goods{Leaders: []int{bLeader}}}, "15.33")
	refused(t, s, Action{Type: ActOffer, Player: "A", To: "A", Give: &Goods{Leaders: []int{aLeader}}}, "15.33")
	mustApply(t, s, Action{Type: ActDone, Player: "C"})
	ev := mustApply(t, s, Action{Type: ActOffer, Player: "A", To: "B", Give: &Goods{Leaders: []int{aLeader}}, Get: &Goods{Leaders: []int{bLeader}}})
	o := hasEvent(ev, EvOffer)
	if o == nil || len(s.Offers) != 1 || !slices.Equal(s.Waiting(), []string{"A", "B"}) {
		t.Fatalf("offer: %v, waiting %v", s.Offers, s.Waiting())
	}
	refused(t, s, Action{Type: ActAccept, Player: "C", Offer: o.N}, "15.33")
	mustApply(t, s, Action{Type: ActAccept, Player: "B", Offer: o.N})
	if s.Piece(aLeader).Owner != "B" || s.Piece(bLeader).Owner != "A" {
		t.Fatal("the leaders did not change hands")
	}
	if s.Player("C").Done {
		t.Fatal("an accepted trade must clear the declarations")
	}
	// Declined and withdrawn offers change nothing.
	pmA := s.Player("A").PM
	if pmA == 0 {
		s.Player("A").PM, s.Player("B").PM = 1, s.Player("B").PM-1
		pmA = 1
	}
	ev = mustApply(t, s, Action{Type: ActOffer, Player: "A", To: "C", Give: &Goods{PM: 1}})
	mustApply(t, s, Action{Type: ActDecline, Player: "C", Offer: hasEvent(ev, EvOffer).N})
	ev = mustApply(t, s, Action{Type: ActOffer, Player: "A", To: "C", Give: &Goods{PM: 1}})
	refused(t, s, Action{Type: ActWithdraw, Player: "C", Offer: hasEvent(ev, EvOffer).N}, "15.33")
	mustApply(t, s, Action{Type: ActWithdraw, Player: "A", Offer: hasEvent(ev, EvOffer).N})
	if s.Player("A").PM != pmA || len(s.Offers) != 0 {
		t.Fatal("a declined or withdrawn offer changed something")
	}
	// The session ends when all are done; an open offer lapses.
	mustApply(t, s, Action{Type: ActOffer, Player: "A", To: "C", Give: &Goods{PM: 1}})
	mustApply(t, s, Action{Type: ActDone, Player: "A"})
	mustApply(t, s, Action{Type: ActDone, Player: "B"})
	refused(t, s, Action{Type: ActDone, Player: "A"}, "15.33")
	ev = mustApply(t, s, Action{Type: ActDone, Player: "C"})
	if hasEvent(ev, EvSessionEnded) == nil || hasEvent(ev, EvLapsed) == nil || s.Phase != PhaseSequencing {
		t.Fatalf("the session did not end: %v", s.Phase)
	}
	// After it, leaders can no longer be traded; PM still can (15.33).
	refused(t, s, Action{Type: ActOffer, Player: "A", To: "B", Give: &Goods{Leaders: []int{bLeader}}}, "15.33")
	mustApply(t, s, Action{Type: ActOffer, Player: "A", To: "B", Give: &Goods{PM: 1}})
}

// TestR15_4_InitialDeployment: after the session every unit stands in its
// home province as DATA.md d.1 lists: each asterisked leader on its unit,
// the Czar under Blucher in EKAT, the Gold under Kolchak in OMSK (15.51),
// one stack per Blue or Green nationality and province (15.42; the three
// Poles one stack), the five White units without a leader uncontrolled;
// leaders of different players never together (15.53); the Aux cup filled
// with 30 chits (15.23).
func TestR15_4_InitialDeployment(t *testing.T) {
	s := deployed(t, 5, 11)
	c := s.data.Counters
	for _, u := range c.Units {
		if s.Province(u.ID) != u.Home {
			t.Errorf("unit %d in %s, home %s", u.ID, s.Province(u.ID), u.Home)
		}
	}
	for _, l := range c.Leaders {
		if s.Province(l.ID) != l.Start {
			t.Errorf("%s in %s, start %s", l.Name, s.Province(l.ID), l.Start)
		}
		if l.Asterisk {
			att := s.Attached(l.ID)
			if len(att) == 0 || s.Def(att[len(att)-1]).Unit == nil {
				t.Errorf("%s carries %v", l.Name, att)
			}
		}
	}
	if s.Piece(Czar).Under != 169 || s.Province(Czar) != "EKAT" || s.Piece(Gold).Under != 253 || s.Province(Gold) != "OMSK" {
		t.Errorf("Czar under %d in %s, Gold under %d in %s", s.Piece(Czar).Under, s.Province(Czar), s.Piece(Gold).Under, s.Province(Gold))
	}
	if st := stackOf(s, 401); len(st.Pieces) != 3 || st.Player != "" {
		t.Errorf("the Poles: %v", st)
	}
	if st := stackOf(s, 301); len(st.Pieces) != 3 {
		t.Errorf("the Japanese: %v", st)
	}
	// The KHER group: five Blue stacks and a Green (c.6).
	if n := len(s.StacksIn("KHER")); n != 6 {
		t.Errorf("KHER has %d stacks, want 6", n)
	}
	for _, id := range []int{210, 213, 214, 215, 216} {
		if s.Controller(id) != "" || s.Piece(id).Under != 0 {
			t.Errorf("%d is controlled", id)
		}
	}
	if s.Controller(111) != s.Piece(Trotsky).Owner || stackOf(s, 111) != stackOf(s, Trotsky) {
		t.Error("Trotsky does not carry 111")
	}
	for _, st := range s.Stacks {
		owners := map[string]bool{}
		for _, id := range st.Pieces {
			if s.Def(id).Kind == KindLeader {
				owners[s.Piece(id).Owner] = true
			}
		}
		if len(owners) > 1 {
			t.Errorf("stack %d in %s has leaders of %v (15.53)", st.ID, st.Province, owners)
		}
	}
	if len(s.Aux) != 30 || s.Pending != (Pending{Player: "A", Kind: DecideSequence}) {
		t.Errorf("Aux %d, pending %+v", len(s.Aux), s.Pending)
	}
}

// TestR15_62_FirstPlayerDraw: Player A draws the First Player; the others
// follow in alphabetical order (4.2 Ruling); Game-Turn 1 begins with the
// First Player's Player-Turn; the letter returns to the cup.
func TestR15_62_FirstPlayerDraw(t *testing.T) {
	firsts := map[string]bool{}
	for seed := uint64(1); seed <= 30; seed++ {
		s := deployed(t, 4, seed)
		ev := mustApply(t, s, Action{Type: ActSequence, Player: "A"})
		sq := hasEvent(ev, EvSequence)
		if sq == nil || s.Turn != 1 || len(s.Order) != 4 || s.Order[0] != sq.Player {
			t.Fatalf("seed %d: order %v turn %d", seed, s.Order, s.Turn)
		}
		k := int(s.Order[0][0] - 'A')
		for i, l := range s.Order {
			if want := string(rune('A' + (k+i)%4)); l != want {
				t.Fatalf("order %v is not clockwise", s.Order)
			}
		}
		firsts[sq.Player] = true
		if len(s.TurnCup) != 4 || s.Phase != PhaseMovement || s.Phasing() != s.Order[0] {
			t.Fatalf("cup %v, phase %v", s.TurnCup, s.Phase)
		}
	}
	if len(firsts) != 4 {
		t.Errorf("first players drawn: %v", firsts)
	}
}

// TestStateRoundTrip: a state saves as JSON and reads back strictly to the
// same state; an unknown field is refused with its place.
func TestStateRoundTrip(t *testing.T) {
	s := deployed(t, 6, 3)
	data, err := MarshalState(s)
	if err != nil {
		t.Fatal(err)
	}
	back, err := ParseState(data, loadTestData(t))
	if err != nil {
		t.Fatal(err)
	}
	again, _ := MarshalState(back)
	if string(again) != string(data) {
		t.Fatal("the state changed through JSON")
	}
	bad := []byte(string(data[:len(data)-2]) + `,"bogus":1}`)
	if _, err := ParseState(bad, loadTestData(t)); err == nil {
		t.Fatal("an unknown field was accepted")
	}
}
