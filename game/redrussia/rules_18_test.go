package redrussia

import "testing"

// TestR18_2_NoMoneyBetweenFactions: the White player of a two-player
// game cannot buy for a penniless North/Asian faction with his Siberian
// money: the purchase is refused and no track moves.
func TestR18_2_NoMoneyBetweenFactions(t *testing.T) {
	s := newGame(t, 2, 18)
	playRandom(t, s, 18, inSetup)
	passWindows(t, s)
	if s.Pending.Faction != NorthAsian {
		t.Fatalf("pending %v", s.Pending)
	}
	s.F(NorthAsian).Money = 0
	sib := s.F(Siberian).Money
	refused(t, s, Action{Type: ActBuy, Faction: NorthAsian, Unit: INF}, "6.4")
	refused(t, s, Action{Type: ActBuy, Faction: Siberian, Unit: INF}, "1.2")
	if legalHas(s, Action{Type: ActBuy, Faction: NorthAsian, Unit: INF}) || s.F(Siberian).Money != sib || s.F(NorthAsian).Money != 0 {
		t.Fatal("money moved between factions")
	}
}
