package redrussia

import (
	"fmt"
	"slices"
	"testing"

	"tachanka/game/dice"
)

// TestR2_1_MapAreasAndRoutes: every area has a territory, a fortification
// value and non-negative money and manpower values; routes are easy,
// difficult or very difficult and join areas both ways; the four sea
// zones each have a holding box; Moscow is among the areas.
func TestR2_1_MapAreasAndRoutes(t *testing.T) {
	m := loadData(t).Map
	if len(m.Areas) < 100 {
		t.Fatalf("%d areas", len(m.Areas))
	}
	kinds := map[string]bool{}
	for _, a := range m.Areas {
		if a.Territory == "" || a.Fort < 0 || a.Money < 0 || a.Manpower < 0 {
			t.Errorf("%s: territory %q fort %d money %d manpower %d", a.Code, a.Territory, a.Fort, a.Money, a.Manpower)
		}
		for _, n := range m.Neighbours(a.Code) {
			kinds[fmt.Sprint(n.Grade)] = true
			if !slices.ContainsFunc(m.Neighbours(n.To), func(b Neighbour) bool { return b.To == a.Code && b.Grade == n.Grade }) {
				t.Errorf("the route %s-%s is one way", a.Code, n.To)
			}
		}
	}
	if len(kinds) != 3 {
		t.Fatalf("route kinds %v, want easy, difficult, very difficult", kinds)
	}
	if m.Area("MOSC") == nil {
		t.Fatal("no Moscow")
	}
}

// TestR2_3_FiftyFourCardsAlwaysAccounted: 54 cards; through seeded random
// play of the first turns each card is in exactly one place (deck, pile,
// a hand, face up, out of the game) at every step.
func TestR2_3_FiftyFourCardsAlwaysAccounted(t *testing.T) {
	s := newGame(t, 4, 23)
	if n := len(s.data.Cards.Cards); n != 54 {
		t.Fatalf("%d cards", n)
	}
	want := make([]int, 0, 54)
	for _, c := range s.data.Cards.Cards {
		want = append(want, c.ID)
	}
	slices.Sort(want)
	playRandom(t, s, 23, func(s *State) bool {
		if s.Turn >= 1 && s.Resolving == nil && !slices.Equal(rulesAllCards(s), want) {
			t.Fatalf("turn %d %v: cards %v", s.Turn, s.Pending, rulesAllCards(s))
		}
		return s.Turn < 4
	})
}

// TestR2_4_CounterMixIsALimit: a purchase that needs a counter not
// available cannot be carried out: with every Red infantry counter on the
// map or on the track, buying infantry is refused (2.4) and not offered,
// and nothing is paid.
func TestR2_4_CounterMixIsALimit(t *testing.T) {
	s := atPurchase(t, 24)
	skipTo(t, s, Red)
	for i := range s.Pieces {
		if p := &s.Pieces[i]; p.Faction == Red && p.Type == INF && p.Kind == KindUnit && (p.Status == InPool || p.Status == Eliminated) {
			p.Status, p.Arrive = OnTrack, 9
		}
	}
	money := s.F(Red).Money
	refused(t, s, Action{Type: ActBuy, Faction: Red, Unit: INF}, "2.4")
	if legalHas(s, Action{Type: ActBuy, Faction: Red, Unit: INF}) || s.F(Red).Money != money {
		t.Fatal("infantry offered or paid for with no counter left")
	}
	mustApply(t, s, Action{Type: ActBuy, Faction: Red, Unit: CAV})
}

// TestR2_5_SixSidedSeededDice: the dice are six-sided, every face comes
// up, and the same seed gives the same rolls; so a game replayed from its
// seed and actions rolls the same (here: the whole set-up and turn 1).
func TestR2_5_SixSidedSeededDice(t *testing.T) {
	r, q := dice.New(25), dice.New(25)
	seen := map[int]int{}
	for range 6000 {
		d := r.D6()
		if d < 1 || d > 6 || d != q.D6() {
			t.Fatalf("roll %d", d)
		}
		seen[d]++
	}
	for f := 1; f <= 6; f++ {
		if seen[f] < 800 || seen[f] > 1200 {
			t.Errorf("face %d came up %d times in 6000", f, seen[f])
		}
	}
	play := func() *State {
		s := newGame(t, 4, 26)
		playRandom(t, s, 26, func(s *State) bool { return s.Turn < 2 })
		return s
	}
	a, b := play(), play()
	if a.Rand != b.Rand || a.F(Red).Money != b.F(Red).Money || !slices.Equal(a.Initiative, b.Initiative) {
		t.Fatal("the same seed and actions gave different games")
	}
}
