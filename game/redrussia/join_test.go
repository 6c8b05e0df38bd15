package redrussia

import (
	"testing"
)

// inForce puts a card's effect of kind k in force for faction f, as if
// played earlier.
func inForce(t testing.TB, s *State, title string, k EffectKind, f Faction, until Expiry) int {
	t.Helper()
	c := s.data.Cards.ByTitle(title)
	if c == nil {
		t.Fatalf("no card %q", title)
	}
	for i := range c.Effects {
		if c.Effects[i].Kind == k {
			s.InForce = append(s.InForce, InForce{Card: c.ID, Effect: i, Faction: f, Until: until})
			return c.ID
		}
	}
	t.Fatalf("%q has no effect %v", title, k)
	return 0
}

// TestR13_52_GreaterPolandByBattle: under "Greater Poland" played by Red,
// the South declaring a battle against Ukrainian units makes Poland fully
// active for Red.
func TestR13_52_GreaterPolandByBattle(t *testing.T) {
	s := battleKit(t, South, 1)
	id := inForce(t, s, "Greater Poland", GreaterPoland, Red, UntilTriggered)
	s.FaceUp = append(s.FaceUp, id)
	area := s.data.Map.HomeAreas(Ukraine.String())[0]
	att := put(t, s, South, INF, area)
	put(t, s, Ukraine, INF, area)
	mustApply(t, s, Action{Type: ActDeclareBattle, Faction: South, Where: area, Pieces: []string{att.ID}, N: int(LevelAssault), Yes: true})
	if st := s.F(Poland); st.Status != Active || st.Controller != Red {
		t.Fatalf("Poland %v %v", st.Status, st.Controller)
	}
}

// TestR13_52_OnToBerlinByBattle: under "On to Berlin!", Red declaring a
// battle against Polish units makes Poland fully active for a White.
func TestR13_52_OnToBerlinByBattle(t *testing.T) {
	s := battleKit(t, Red, 1)
	inForce(t, s, "On to Berlin!", MinorActiveWhenAttacked, Red, UntilTriggered)
	inForce(t, s, "On to Berlin!", MustAttackMinor, Red, UntilActionEnd)
	area := s.data.Map.HomeAreas(Poland.String())[0]
	att := put(t, s, Red, INF, area)
	put(t, s, Poland, INF, area)
	mustApply(t, s, Action{Type: ActDeclareBattle, Faction: Red, Where: area, Pieces: []string{att.ID}, N: int(LevelAssault), Yes: true})
	if st := s.F(Poland); st.Status != Active || !st.Controller.White() {
		t.Fatalf("Poland %v %v", st.Status, st.Controller)
	}
	if len(s.EffectsInForce(MustAttackMinor)) != 0 {
		t.Fatal("the obligation to attack Poland is still in force")
	}
}
