package redrussia

import (
	"slices"
	"testing"
)

// passWindows passes at every card window until the game waits for
// something else (the play-immediately cards are played, first listed).
func passWindows(t testing.TB, s *State) {
	t.Helper()
	for s.Pending.Kind == DecideCard || s.Pending.Kind == DecideCardTarget {
		legal := s.Legal()
		mustApply(t, s, legal[0])
	}
}

// emptyHands moves every hand to the deck, so a test gives the cards it
// needs.
func emptyHands(s *State) {
	for i := range s.Players {
		s.Deck = append(s.Deck, s.Players[i].Hand...)
		s.Players[i].Hand = nil
	}
}

// give puts the card of a title in the hand of f's player.
func give(t testing.TB, s *State, f Faction, title string) int {
	t.Helper()
	c := s.data.Cards.ByTitle(title)
	if c == nil {
		t.Fatalf("no card %q", title)
	}
	drop := func(ids []int) []int { return slices.DeleteFunc(ids, func(id int) bool { return id == c.ID }) }
	s.Deck, s.Discard, s.Gone = drop(s.Deck), drop(s.Discard), drop(s.Gone)
	for i := range s.Players {
		s.Players[i].Hand = drop(s.Players[i].Hand)
	}
	pl := s.PlayerOf(f)
	s.Players[pl].Hand = append(s.Players[pl].Hand, c.ID)
	return c.ID
}

// atPhaseWindow is a 4-player game on turn turn at the start-of-phase
// window of phase p (its procedure to follow), hands empty, map cleared.
func atPhaseWindow(t testing.TB, turn int, p Phase, resume string, cards func(*State)) *State {
	t.Helper()
	s := atMovement(t, Red, turn)
	emptyHands(s)
	if cards != nil {
		cards(s)
	}
	s.Active, s.Queue = NoFaction, nil
	s.Phase = p
	s.openPhaseWindow(resume)
	s.out = nil
	return s
}

// atW1 is f's action phase on turn turn at W1 with the cards given.
func atW1(t testing.TB, f Faction, turn int, cards func(*State)) *State {
	t.Helper()
	s := atMovement(t, f, turn)
	emptyHands(s)
	if cards != nil {
		cards(s)
	}
	s.OpenWindow(W1, "movement")
	s.out = nil
	return s
}

// play applies a card play for f, by the player with priority.
func playCard(t testing.TB, s *State, f Faction, id int) []Event {
	t.Helper()
	return mustApply(t, s, Action{Type: ActPlayCard, Faction: f, N: id})
}

// target applies the pending effect's target.
func target(t testing.TB, s *State, a Action) []Event {
	t.Helper()
	a.Type, a.Faction = ActCardTarget, s.Pending.Faction
	return mustApply(t, s, a)
}
