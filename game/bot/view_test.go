package bot

import (
	"encoding/json"
	"testing"

	"tachanka/game/dice"
	"tachanka/game/reds"
	"tachanka/scenarios"
)

// A seat's view hides the game's generator: two games that differ only in
// their future dice give the same view.
func TestAViewHidesTheFutureDice(t *testing.T) {
	scn, err := scenarios.Open("reds-1918-1919")
	if err != nil {
		t.Fatal(err)
	}
	g, _ := scn.NewGame(3)
	other := g.State.Clone()
	other.Rand = dice.New(99)
	a, b := g.State.View(reds.Red), other.View(reds.Red)
	if same, diff := reds.Equal(a, b); !same {
		t.Fatalf("views of games that differ only in their generator differ: %s", diff)
	}
	if a.Rand == g.State.Rand {
		t.Fatal("the view carries the game's generator")
	}
}

// A bot cannot read what its seat may not see: given the whole state, not
// even its view, its decisions are the same whatever the game's future
// dice, draws and events, at every decision of a stretch of play.
func TestABotDecidesTheSameWhateverTheHiddenDice(t *testing.T) {
	scn, err := scenarios.Open("reds-1918-1919")
	if err != nil {
		t.Fatal(err)
	}
	g, start := scn.NewGame(5)
	// Random play to turn 2, then the bot on both sides.
	m := Match{Red: NewRandom(1), White: NewRandom(2), MaxActions: 50000, Until: func(s *reds.State) bool { return s.Turn >= 2 }}
	if _, err := m.Play(g, start); err != nil {
		t.Fatal(err)
	}
	b1, b2 := New(Quick, 7), New(Quick, 7)
	for n := 0; n < 40 && g.State.Step != reds.StepGameOver; n++ {
		s1 := g.State.Clone()
		s2 := g.State.Clone()
		s2.Rand = dice.New(s1.Rand.State ^ 0x5555)
		a1, err1 := b1.Choose(s1)
		a2, err2 := b2.Choose(s2)
		if err1 != nil || err2 != nil {
			t.Fatalf("decision %d: %v / %v", n, err1, err2)
		}
		j1, _ := json.Marshal(a1)
		j2, _ := json.Marshal(a2)
		if string(j1) != string(j2) {
			t.Fatalf("decision %d (%s %s): %s with one set of future dice, %s with another", n, g.State.Pending.Side, g.State.Pending.Kind, j1, j2)
		}
		if _, err := g.Do(a1); err != nil {
			t.Fatalf("decision %d: the bot chose an illegal action %s: %v", n, j1, err)
		}
	}
}
