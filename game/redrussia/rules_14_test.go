package redrussia

import (
	"slices"
	"testing"
)

// rulesCardPhase is a 4-player game at the first discard decision of turn
// turn's card phase (its start-of-phase window passed), every ORI level 0.
func rulesCardPhase(t *testing.T, turn int, hands func(*State)) *State {
	t.Helper()
	s := atMovement(t, Red, turn)
	for _, f := range Majors {
		s.SetORILevel(f, 0)
	}
	if hands != nil {
		hands(s)
	}
	s.beginCards()
	passWindows(t, s)
	if s.Pending.Kind != DecideDiscard {
		t.Fatalf("pending %v, want the card phase's discards", s.Pending)
	}
	return s
}

// rulesHand is the hand of f's player.
func rulesHand(s *State, f Faction) []int { return s.Players[s.PlayerOf(f)].Hand }

// rulesSetHand gives f's player exactly n cards taken from the deck.
func rulesSetHand(s *State, f Faction, n int) {
	pl := s.PlayerOf(f)
	s.Deck = append(s.Deck, s.Players[pl].Hand...)
	s.Players[pl].Hand = nil
	for len(s.Players[pl].Hand) < n {
		// a card nobody must play at once, so that any may be discarded
		for i := len(s.Deck) - 1; i >= 0; i-- {
			if !s.data.Cards.Card(s.Deck[i]).Immediate {
				s.Players[pl].Hand = append(s.Players[pl].Hand, s.Deck[i])
				s.Deck = slices.Delete(s.Deck, i, i+1)
				break
			}
		}
	}
}

// rulesAllCards counts every card wherever it is: deck, discard pile, hands,
// face up, removed, resolving.
func rulesAllCards(s *State) []int {
	out := slices.Concat(s.Deck, s.Discard, s.Gone, s.FaceUp)
	for _, p := range s.Players {
		out = append(out, p.Hand...)
	}
	slices.Sort(out)
	return out
}

// TestR14_1_CardsDrawnOnlyInTheCardPhase: a card played in an action
// phase leaves the hand and nothing replaces it until the next card
// phase, where the hand is filled to the limit again.
func TestR14_1_CardsDrawnOnlyInTheCardPhase(t *testing.T) {
	var id int
	s := atW1(t, Red, 5, func(s *State) {
		putLeader(t, s, "trotsky", "MOSC")
		id = give(t, s, Red, "Trotsky's Train")
	})
	s.SetORILevel(Red, 0)
	deck := len(s.Deck)
	priorityTo(t, s, Red)
	playCard(t, s, Red, id)
	passWindows(t, s)
	if n := len(rulesHand(s, Red)); n != 0 || len(s.Deck) != deck {
		t.Fatalf("hand %d, deck %d -> %d: a card was drawn outside the card phase", n, deck, len(s.Deck))
	}
	s.beginCards()
	passWindows(t, s)
	mustApply(t, s, Action{Type: ActDiscard, Faction: Red})
	if n := len(rulesHand(s, Red)); n != s.HandLimit(s.PlayerOf(Red)) || n != 6 {
		t.Fatalf("after the card phase Red holds %d, limit %d", n, s.HandLimit(s.PlayerOf(Red)))
	}
}

// TestR14_3_LimitIsBasePlusORI: Red at ORI 2 draws to 8 (6 + 2); the
// North/Asian at ORI 0 to its base 4.
func TestR14_3_LimitIsBasePlusORI(t *testing.T) {
	s := rulesCardPhase(t, 2, func(s *State) {
		rulesSetHand(s, Red, 1)
		rulesSetHand(s, NorthAsian, 0)
		s.SetORILevel(Red, 2)
	})
	if s.Pending.Faction != Red {
		t.Fatalf("the card phase starts with %s, want Red (4.1)", s.Pending.Faction)
	}
	mustApply(t, s, Action{Type: ActDiscard, Faction: Red})
	if n := len(rulesHand(s, Red)); n != 8 {
		t.Fatalf("Red at ORI 2 holds %d, want 8", n)
	}
	for s.Pending.Kind == DecideDiscard {
		mustApply(t, s, Action{Type: ActDiscard, Faction: s.Pending.Faction})
	}
	if n := len(rulesHand(s, NorthAsian)); n != 4 {
		t.Fatalf("the North/Asian at ORI 0 holds %d, want 4", n)
	}
}

// TestR14_3_MultiFactionAverageORI: the two-player White player with
// Siberian ORI 1, South 2 and North/Asian 0 has 7 + 1 = 8 (the average
// rounded down); at 1, 1 and 0 it is 7.
func TestR14_3_MultiFactionAverageORI(t *testing.T) {
	s := newGame(t, 2, 3)
	playRandom(t, s, 3, inSetup)
	pl := s.PlayerOf(South)
	s.SetORILevel(Siberian, 1)
	s.SetORILevel(South, 2)
	s.SetORILevel(NorthAsian, 0)
	if n := s.HandLimit(pl); n != 8 {
		t.Fatalf("limit %d, want 8", n)
	}
	s.SetORILevel(South, 1)
	if n := s.HandLimit(pl); n != 7 {
		t.Fatalf("limit %d, want 7 (2/3 rounds down)", n)
	}
	s.Turn = 2
	s.beginCards()
	passWindows(t, s)
	for s.Pending.Kind == DecideDiscard {
		mustApply(t, s, Action{Type: ActDiscard, Faction: s.Pending.Faction})
	}
	if n := len(s.Players[pl].Hand); n != 7 {
		t.Fatalf("the White player drew to %d, want 7", n)
	}
}

// TestR14_4_DiscardBeforeDrawing: the discarded cards go to the discard
// pile (their number public), then the player draws back to his limit.
func TestR14_4_DiscardBeforeDrawing(t *testing.T) {
	s := rulesCardPhase(t, 2, func(s *State) { rulesSetHand(s, Red, 6) })
	gone := slices.Clone(rulesHand(s, Red)[:2])
	pile := len(s.Discard)
	ev := mustApply(t, s, Action{Type: ActDiscard, Faction: Red, Cards: gone})
	if len(s.Discard) != pile+2 || !slices.Contains(s.Discard, gone[0]) || !slices.Contains(s.Discard, gone[1]) {
		t.Fatalf("discard pile %v, want %v added", s.Discard, gone)
	}
	if !slices.ContainsFunc(ev, func(e Event) bool { return e.Kind == EvDiscarded && e.N == 2 }) {
		t.Fatalf("no public discard of 2: %v", ev)
	}
	if h := rulesHand(s, Red); len(h) != 6 || slices.Contains(h, gone[0]) || slices.Contains(h, gone[1]) {
		t.Fatalf("hand after drawing %v", h)
	}
	refused(t, s, Action{Type: ActDiscard, Faction: Red, Cards: []int{rulesHand(s, Red)[0]}}, "1.2")
}

// TestR14_5_DrawOnceFromTheDeck: the player draws from the deck exactly
// what brings him to his limit, once: he is not asked again that phase.
func TestR14_5_DrawOnceFromTheDeck(t *testing.T) {
	s := rulesCardPhase(t, 2, func(s *State) { rulesSetHand(s, Red, 2) })
	deck := len(s.Deck)
	ev := mustApply(t, s, Action{Type: ActDiscard, Faction: Red})
	if len(s.Deck) != deck-4 || len(rulesHand(s, Red)) != 6 {
		t.Fatalf("deck %d -> %d, hand %d", deck, len(s.Deck), len(rulesHand(s, Red)))
	}
	if !slices.ContainsFunc(ev, func(e Event) bool { return e.Kind == EvDealt && e.N == 4 && e.Faction == Red }) {
		t.Fatalf("no draw of 4: %v", ev)
	}
	for s.Pending.Kind == DecideDiscard {
		if s.Pending.Faction == Red {
			t.Fatal("Red is asked to discard a second time")
		}
		mustApply(t, s, Action{Type: ActDiscard, Faction: s.Pending.Faction})
	}
	if s.Phase == CardPhase {
		t.Fatalf("still in the card phase: %v", s.Pending)
	}
}

// TestR14_6_PlayedCardFaceUpOnThePile: a played card that is not removed
// goes to the discard pile at once, its title public in the event.
func TestR14_6_PlayedCardFaceUpOnThePile(t *testing.T) {
	var id int
	s := atW1(t, Red, 5, func(s *State) {
		putLeader(t, s, "trotsky", "MOSC")
		id = give(t, s, Red, "Trotsky's Train")
	})
	priorityTo(t, s, Red)
	ev := playCard(t, s, Red, id)
	if slices.Contains(rulesHand(s, Red), id) || !slices.Contains(s.Discard, id) {
		t.Fatalf("Trotsky's Train: hand %v, pile %v", rulesHand(s, Red), s.Discard)
	}
	if !slices.ContainsFunc(ev, func(e Event) bool { return e.Kind == EvCardPlayed && e.Text == "Trotsky's Train" }) {
		t.Fatalf("the title is not public: %v", ev)
	}
}

// TestR14_8_WinterShuffle: in a winter card phase, once everyone has
// drawn, the discard pile goes into the deck; removed cards stay out. In
// a summer turn the pile stays.
func TestR14_8_WinterShuffle(t *testing.T) {
	for _, turn := range []int{3, 5} {
		s := rulesCardPhase(t, turn, func(s *State) {
			s.Discard = append(s.Discard, s.Deck[:5]...)
			s.Deck = s.Deck[5:]
			s.Gone = append(s.Gone, s.Deck[:2]...)
			s.Deck = s.Deck[2:]
		})
		gone := slices.Clone(s.Gone)
		total := len(rulesAllCards(s))
		for s.Pending.Kind == DecideDiscard {
			mustApply(t, s, Action{Type: ActDiscard, Faction: s.Pending.Faction})
		}
		if len(rulesAllCards(s)) != total {
			t.Fatalf("turn %d: %d cards, want %d", turn, len(rulesAllCards(s)), total)
		}
		switch {
		case turn == 3 && len(s.Discard) != 0:
			t.Fatalf("winter: %d cards left on the pile", len(s.Discard))
		case turn == 5 && len(s.Discard) != 5:
			t.Fatalf("summer: pile %d, want 5", len(s.Discard))
		}
		for _, id := range gone {
			if slices.Contains(s.Deck, id) {
				t.Fatalf("removed card %d shuffled back", id)
			}
		}
	}
}
