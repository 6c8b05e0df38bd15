package poltavaui

import (
	"testing"

	"tachanka/game/poltava"
	"tachanka/game/poltava/poltavabot"
	"tachanka/scenarios"
)

// The start of a Movement phase of Scenario 2: in positions of seeded
// play by the computer, every detachment the dialog offers (each Russian
// set of divisions, the Swedish battalions picked up to the count) and
// the Rentzel exchange it confirms are actions the engine accepts.
func TestStartOfPhaseChoices(t *testing.T) {
	f, err := scenarios.OpenPoltava("poltava-whole")
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]int{}
	for seed := uint64(1); seed <= 6 && (seen["detach"] == 0 || seen["exchange"] == 0); seed++ {
		rec, _ := f.NewGame(seed)
		bots := map[poltava.Side]*poltavabot.Player{}
		for _, side := range []poltava.Side{poltava.Sweden, poltava.Russia} {
			bots[side], _ = poltavabot.New("", seed*7+uint64(side))
		}
		for step := 0; step < 4000 && !rec.State.Over(); step++ {
			s := rec.State
			if s.Pending.Kind == poltava.DecideMove {
				if x := s.ExchangeOptions(); x != nil {
					a := exchangeAction(s, x)
					if len(a.Units) != x.R {
						t.Fatalf("seed %d: the exchange lists %d steps, not %d", seed, len(a.Units), x.R)
					}
					if _, err := poltava.Apply(s.Clone(), a); err != nil {
						t.Fatalf("seed %d turn %d: the exchange %v: %v", seed, s.Turn, a, err)
					}
					seen["exchange"]++
				}
				if di := s.DetachOptions(); di != nil {
					var choices [][]string
					if di.Side == poltava.Russia {
						choices = detachSets(s, di)
					} else {
						choices = [][]string{di.Units[:di.Count], di.Units[len(di.Units)-di.Count:]}
					}
					for _, ids := range choices {
						a := detachAction(s, di, ids)
						if _, err := poltava.Apply(s.Clone(), a); err != nil {
							t.Fatalf("seed %d turn %d: %v detaches %v: %v", seed, s.Turn, di.Side, a, err)
						}
						seen["detach"]++
						seen["detach "+di.Side.String()]++
					}
				}
			}
			a, err := bots[s.Pending.Side].Choose(s.Clone(), "")
			if err != nil {
				t.Fatal(err)
			}
			if _, err := rec.Do(a); err != nil {
				t.Fatalf("seed %d: the bot's %v: %v", seed, a, err)
			}
		}
	}
	t.Logf("choices checked: %v", seen)
	if seen["detach"] == 0 || seen["exchange"] == 0 {
		t.Errorf("seeded play offered no detachment or no exchange: %v", seen)
	}
}
