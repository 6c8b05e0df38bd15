package poltavaui

import (
	"slices"
	"testing"

	"tachanka/game/hex"
	"tachanka/game/poltava"
	"tachanka/game/poltava/poltavabot"
	"tachanka/render/ui"
	"tachanka/scenarios"
)

// The start of a Movement phase of Scenario 2: in positions of seeded
// play by the computer, every detachment the dialog offers (each Russian
// set of divisions, the Swedish battalions picked up to the count) and
// the Rentzel exchange it confirms are actions the engine accepts; so is
// a detachment on the hexes the player picks among those left free.
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
						// The player places each unit: here on the last
						// hex still free, not the first.
						var hs []hex.Hex
						for range ids {
							free := detachFree(s, di, ids, hs)
							if len(free) == 0 {
								t.Fatalf("seed %d turn %d: no hex left for %v after %v", seed, s.Turn, ids, hs)
							}
							hs = append(hs, free[len(free)-1])
						}
						placed := poltava.Action{Type: poltava.ActDetach, Units: ids, Hexes: hs}
						if _, err := poltava.Apply(s.Clone(), placed); err != nil {
							t.Fatalf("seed %d turn %d: %v detaches %v where the player chose: %v", seed, s.Turn, di.Side, placed, err)
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

// The detachment's hexes are the player's: once the units are chosen,
// the hexes each may go to are lit, a click elsewhere is refused, and the
// clicks chosen are the hexes the engine gets.
func TestDetachHexesArePicked(t *testing.T) {
	f, _ := scenarios.OpenPoltava("poltava-whole")
	const seed = 1
	rec, _ := f.NewGame(seed)
	bots := map[poltava.Side]*poltavabot.Player{}
	for _, side := range []poltava.Side{poltava.Sweden, poltava.Russia} {
		bots[side], _ = poltavabot.New("", seed*7+uint64(side))
	}
	for step := 0; step < 4000 && !rec.State.Over(); step++ {
		s := rec.State
		if s.Pending.Kind == poltava.DecideMove && s.DetachOptions() != nil {
			break
		}
		a, err := bots[s.Pending.Side].Choose(s.Clone(), "")
		if err != nil {
			t.Fatal(err)
		}
		if _, err := rec.Do(a); err != nil {
			t.Fatal(err)
		}
	}
	if rec.State.DetachOptions() == nil {
		t.Skip("no detachment in this seeded play")
	}
	_, b := openBoard(t, ui.Options{Scenario: "poltava-whole", Seed: seed, UIScale: 1})
	frame(func() {
		b.showUntil = b.showFrom
		for _, x := range rec.Actions[len(b.rec.Actions):] {
			b.act(x, true)
		}
		b.showUntil = b.showFrom
	}, nil)
	s := b.st
	di := s.DetachOptions()
	if di == nil || !b.ours() {
		t.Fatalf("the board is not at the detachment (ours %v)", b.ours())
	}
	ids := di.Units[:max(1, di.Count)]
	if di.Side == poltava.Russia {
		ids = detachSets(s, di)[0]
	}
	var want []hex.Hex
	frame(func() {
		b.startDetach(di, ids)
		for range ids {
			free := detachFree(s, di, ids, b.detach.hexes)
			if lit := b.litHexes(); !slices.Equal(lit, free) {
				t.Errorf("lit %v, want the free hexes %v", lit, free)
			}
			b.placeDetached(hex.MustParse("0101"))
			if !b.msgErr || len(b.detach.hexes) != len(want) {
				t.Errorf("a click on 0101 is taken: %q", b.msg)
			}
			h := free[len(free)/2]
			want = append(want, h)
			b.placeDetached(h)
		}
	}, nil)
	last := b.rec.Actions[len(b.rec.Actions)-1]
	if last.Type != poltava.ActDetach || !slices.Equal(last.Hexes, want) || !slices.Equal(last.Units, ids) {
		t.Errorf("the detachment declared is %+v, want %v on %v", last, ids, want)
	}
	if b.detach != nil {
		t.Error("the placing goes on after the detachment")
	}
}
