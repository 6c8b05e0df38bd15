package bot

import (
	"testing"

	"tachanka/game/reds"
	"tachanka/scenarios"
)

// positionAt plays the campaign with normal bots on both sides until the
// pending decision is a movement step of the given turn.
func positionAt(b *testing.B, turn int) *reds.State {
	b.Helper()
	f, err := scenarios.Open("reds-1918-1921")
	if err != nil {
		b.Fatal(err)
	}
	g, _ := f.NewGame(3)
	m := Match{Red: New(Normal, 1), White: New(Normal, 2), MaxActions: 100000, Until: func(s *reds.State) bool {
		return s.Turn >= turn && s.Pending.Kind == reds.DecideMovement
	}}
	if _, err := m.Play(g, nil); err != nil {
		b.Fatal(err)
	}
	if g.State.Step == reds.StepGameOver {
		b.Fatalf("the game ended before turn %d", turn)
	}
	return g.State
}

// BenchmarkActivationPlan is the default bot planning a whole movement
// step of the campaign (its styles rolled out through the combat step):
// the decision DESIGN.md wants under 2 s.
func BenchmarkActivationPlan(b *testing.B) {
	for _, turn := range []int{2, 8} {
		s := positionAt(b, turn)
		b.Run(s.Pending.Side.String()+"-turn-"+string(rune('0'+turn)), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				bot := New(DefaultLevel, uint64(i))
				if _, err := bot.Choose(s); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
