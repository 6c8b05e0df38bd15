package rcw

import (
	"slices"
	"testing"

	"tachanka/game/dice"
)

// nextTwoD6 seeds the game so that its next 2d6 total is n.
func nextTwoD6(s *State, n int) {
	for x := uint64(0); ; x++ {
		r := dice.New(x)
		if a, b := r.TwoD6(); a+b == n {
			s.Rand = dice.New(x)
			return
		}
	}
}

// setMarkers gives a player exactly pm PM and am AM, moving the markers
// from and to the Aux cup and the other players so that every marker
// stays in play once (a test's set-up, as trades and draws would).
func setMarkers(s *State, player string, pm, am int) {
	move := func(kind ChitKind, get func(*Player) *int, want int) {
		p := s.Player(player)
		for *get(p) > want {
			*get(p)--
			s.Aux = append(s.Aux, Chit{Kind: kind})
		}
		for *get(p) < want {
			if k := slices.Index(s.Aux, Chit{Kind: kind}); k >= 0 {
				s.Aux = slices.Delete(s.Aux, k, k+1)
			} else {
				for i := range s.Players {
					if o := &s.Players[i]; o.Letter != player && *get(o) > 0 {
						*get(o)--
						break
					}
				}
			}
			*get(p)++
		}
	}
	move(ChitPolitburo, func(p *Player) *int { return &p.PM }, pm)
	move(ChitAssassin, func(p *Player) *int { return &p.AM }, am)
	s.checkCC() // as after an action (11.11)
}

func countAux(s *State, kind ChitKind) int {
	n := 0
	for _, c := range s.Aux {
		if c.Kind == kind {
			n++
		}
	}
	return n
}

// TestR10_0_Procedure: the rule's example (three AM against an LV 3
// leader, 7 on the dice: 6, a failure) gives the markers to the target's
// controller (10.23); a second attempt on the same leader in the same
// Player-Turn (10.17) rolling 8 succeeds: the leader goes to the
// assassin's section (10.21), the markers to the Aux cup (10.22), its
// units stay unattached and controlled (10.2 Ruling), and Lenin's holder
// puts a PM into the Aux cup (11.32). Colour does not matter (10.14).
func TestR10_0_Procedure(t *testing.T) {
	s := inMovement(t, 3, "A")
	form(s, "KHAR", "A", 265)      // Rodzyanko, White
	form(s, "KHAR", "B", 151, 103) // Lenin 3 + RU4
	setMarkers(s, "A", 0, 3)
	setMarkers(s, "B", 2, 0)
	a := Action{Type: ActAssassinate, Player: "A", Leader: 151, AM: 3}
	if !slices.ContainsFunc(s.Legal(), func(x Action) bool { return x.Type == a.Type && x.Leader == 151 && x.AM == 3 }) {
		t.Fatal("Legal does not list the attempt on Lenin")
	}
	nextTwoD6(s, 7)
	ev := mustApply(t, s, a)
	if e := hasEvent(ev, EvAssassination); e == nil || e.N != 7 || e.Text != "failed" || e.To != "B" {
		t.Fatalf("want a failure on 7: %v", ev)
	}
	if s.Piece(151).Status != OnMap || s.Player("A").AM != 0 || s.Player("B").AM != 3 {
		t.Fatalf("a failure: the markers go to B (10.23): A %d, B %d", s.Player("A").AM, s.Player("B").AM)
	}
	refused(t, s, a, "10.12") // A holds none now
	setMarkers(s, "A", 0, 3)
	aux := countAux(s, ChitAssassin)
	nextTwoD6(s, 8)
	ev = mustApply(t, s, a)
	if e := hasEvent(ev, EvAssassination); e == nil || e.Text != "succeeded" {
		t.Fatalf("want a success on 8: %v", ev)
	}
	if !inSection(s, "A", 151) || s.LeninDied != s.Turn {
		t.Fatal("Lenin is not in A's section (10.21, 9.14)")
	}
	if countAux(s, ChitAssassin) != aux+3 || s.Player("A").AM != 0 {
		t.Fatal("the markers of a success go to the Aux cup (10.22)")
	}
	if pc := s.Piece(103); pc.Status != OnMap || pc.Under != 0 || pc.Owner != "B" || stackOf(s, 103).Player != "B" {
		t.Fatalf("RU4 should stay, unattached and B's: %+v", *pc)
	}
	if s.Player("B").PM != 1 || hasEvent(ev, EvPolitburo) == nil {
		t.Fatal("Lenin's controller puts a PM into the Aux cup (11.32)")
	}
}

// TestR10_1_Limitations: only the Phasing Player (10.11), with markers
// (10.12), on a leader on the map sharing a province with another leader
// of his (10.13, 10.15), never the Czar (10.13); in any phase of his
// Player-Turn (10.11): here the Combat Phase.
func TestR10_1_Limitations(t *testing.T) {
	s := inMovement(t, 3, "A")
	form(s, "KURS", "A", 265)      // Rodzyanko 1
	form(s, "KURS", "B", 155)      // Voroshilov 2
	form(s, "SARA", "A", 264)      // Yudenich 1, alone
	form(s, "SARA", "C", 160)      // Kamenev 1
	form(s, "TAUR", "A", 256, 255) // May-Maevsky, Kutepov
	setMarkers(s, "A", 0, 2)
	setMarkers(s, "B", 0, 2)
	refused(t, s, Action{Type: ActAssassinate, Player: "B", Leader: 265, AM: 1}, "10.11")
	refused(t, s, Action{Type: ActAssassinate, Player: "A", Leader: 155, AM: 0}, "10.12")
	refused(t, s, Action{Type: ActAssassinate, Player: "A", Leader: 155, AM: 3}, "10.12")
	refused(t, s, Action{Type: ActAssassinate, Player: "A", Leader: 156, AM: 1}, "10.13")
	refused(t, s, Action{Type: ActAssassinate, Player: "A", Leader: Czar, AM: 1}, "10.13")
	refused(t, s, Action{Type: ActAssassinate, Player: "A", Leader: 264, AM: 1}, "10.13") // his own, alone (10.15)
	// His own leader with another of his in the province (10.15); a
	// failure leaves the markers with him (10.23).
	nextTwoD6(s, 2)
	mustApply(t, s, Action{Type: ActAssassinate, Player: "A", Leader: 255, AM: 1})
	if s.Piece(255).Status != OnMap || s.Player("A").AM != 2 {
		t.Fatalf("a failed attempt on his own leader: %d AM", s.Player("A").AM)
	}
	// In the Combat Phase, one marker against LV 2: 9 - 2 = 7 succeeds.
	mustApply(t, s, Action{Type: ActEndPhase, Player: "A"})
	nextTwoD6(s, 9)
	mustApply(t, s, Action{Type: ActAssassinate, Player: "A", Leader: 155, AM: 1})
	if !inSection(s, "A", 155) {
		t.Fatal("Voroshilov was not assassinated in the Combat Phase")
	}
}
