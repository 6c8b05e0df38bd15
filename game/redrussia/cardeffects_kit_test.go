package redrussia

import "testing"

// atPolitical is turn turn's political start-of-phase window with the
// cards given, priority handed to f.
func atPolitical(t testing.TB, turn int, f Faction, cards func(*State)) *State {
	t.Helper()
	s := atPhaseWindow(t, turn, PoliticalPhase, "political", cards)
	priorityTo(t, s, f)
	return s
}

// atPurchaseWindow is turn turn's purchase start-of-phase window.
func atPurchaseWindow(t testing.TB, turn int, f Faction, cards func(*State)) *State {
	t.Helper()
	s := atPhaseWindow(t, turn, PurchasePhase, "purchase", cards)
	priorityTo(t, s, f)
	return s
}

// priorityTo passes until f's player has priority.
func priorityTo(t testing.TB, s *State, f Faction) {
	t.Helper()
	for i := 0; s.Pending.Kind == DecideCard && s.PlayerOf(s.Pending.Faction) != s.PlayerOf(f); i++ {
		if i > 10 {
			t.Fatalf("%s never gets priority", f)
		}
		mustApply(t, s, Action{Type: ActPass, Faction: s.Pending.Faction})
	}
	if s.Pending.Kind != DecideCard {
		t.Fatalf("pending %v, want %s's priority", s.Pending, f)
	}
}

// cardID is the id of a title.
func cardID(t testing.TB, s *State, title string) int {
	t.Helper()
	c := s.data.Cards.ByTitle(title)
	if c == nil {
		t.Fatalf("no card %q", title)
	}
	return c.ID
}

// targetsOf are the targets now offered (Where or Piece).
func targetsOf(s *State) []string {
	var out []string
	for _, a := range s.Legal() {
		if a.Type != ActCardTarget || a.N == -1 {
			continue
		}
		if a.Piece != "" {
			out = append(out, a.Piece)
		} else {
			out = append(out, a.Where)
		}
	}
	return out
}

// statusCount counts a faction's pieces set aside as sa in a status.
func statusCount(s *State, sa SetAside, f Faction, st Status) int {
	n := 0
	for _, p := range s.Pieces {
		if l := s.data.Line(p.ID); l != nil && l.SetAside == sa && p.Faction == f && p.Status == st {
			n++
		}
	}
	return n
}
