package redsui

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/game/bot"
	"tachanka/game/reds"
	"tachanka/scenarios"
)

// In strategic movement what is outlined and lit is exactly what the engine
// accepts (issue 22): every outlined unit has a destination the engine
// accepts, and every lit destination is accepted (10.2-10.5).
func TestStrategicLightsOnlyWhatTheEngineAccepts(t *testing.T) {
	scn := "reds-1918-1921"
	f, err := scenarios.Open(scn)
	if err != nil {
		t.Skip(err)
	}
	a, b := newTestApp(t, scn)
	seen := 0
	for _, seed := range []uint64{3, 17} {
		g, _ := f.NewGame(seed)
		red, white := bot.NewRandom(seed), bot.NewRandom(seed+1)
		for n := 0; n < 3000 && g.State.Turn <= 4 && seen < 6; n++ {
			s := g.State
			if s.Pending.Kind == reds.DecideStrategic {
				seen++
				frame(func() error {
					b.game, b.ver = g, b.ver+1
					a.CloseModals()
					b.sel = nil
					b.checkStrategic(t)
					return nil
				}, func(*ebiten.Image) {})
				if t.Failed() {
					t.Fatalf("seed %d, turn %d, %s", seed, s.Turn, s.Pending.Side)
				}
			}
			p := white
			if s.Pending.Side == reds.Red {
				p = red
			}
			act, err := p.Choose(s)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := g.Do(act); err != nil {
				t.Fatal(err)
			}
		}
	}
	if seen == 0 {
		t.Fatal("the random games met no strategic movement")
	}
}

// checkStrategic asserts every outlined unit and every hex lit for it.
func (b *boardScene) checkStrategic(t *testing.T) {
	t.Helper()
	s := b.state()
	outlined := 0
	for i := range s.Units {
		if !b.pickable(i) {
			continue
		}
		outlined++
		id := s.Def(i).ID
		set := b.stratSet([]string{id})
		if len(set.hexes) == 0 {
			t.Errorf("%s in %v is outlined but has no destination", id, s.Units[i].Hex)
		}
		for h := range set.hexes {
			if len(set.strat[h]) == 0 {
				t.Errorf("%s in %v: %v is lit with no move", id, s.Units[i].Hex, h)
			}
			// Every mode offered for it (the drop asks which).
			for _, d := range set.strat[h] {
				if err := reds.Check(s, reds.Action{Type: reds.ActStrategic, Side: s.Pending.Side, Units: []string{id}, Mode: d.Mode, Path: d.Path}); err != nil {
					t.Errorf("%s in %v: %v is lit (%s), the engine refuses: %v", id, s.Units[i].Hex, h, d.Mode, err)
				}
			}
		}
	}
	t.Logf("%s turn %d: %d units outlined", s.Pending.Side, s.Turn, outlined)
}
