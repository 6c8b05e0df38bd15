package poltavabot_test

import (
	"slices"
	"testing"

	"tachanka/game/poltava"
	"tachanka/game/poltava/poltavabot"
	"tachanka/game/poltava/poltavacmd"
	"tachanka/scenarios"
)

func open(t testing.TB, id string) *poltava.File {
	t.Helper()
	f, err := scenarios.OpenPoltava(id)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// play runs a game, applying every choice and checking the state after
// each; visit sees the state before each action and the action.
func play(t testing.TB, f *poltava.File, seed uint64, sw, ru poltavacmd.Player, visit func(s *poltava.State, a poltava.Action)) (*poltava.State, []poltava.Action) {
	t.Helper()
	rec, _ := f.NewGame(seed)
	s := rec.State
	var as []poltava.Action
	for n := 0; !s.Over(); n++ {
		if n > 20000 {
			t.Fatalf("seed %d: no end", seed)
		}
		seat, p := poltava.SeatSweden, sw
		if s.Pending.Side == poltava.Russia {
			seat, p = poltava.SeatRussia, ru
		}
		a, err := p.Choose(poltava.Rules{}.View(s, seat), seat)
		if err != nil {
			t.Fatalf("seed %d: %s: %v", seed, p.Name(), err)
		}
		if visit != nil {
			visit(s, a)
		}
		if _, err := poltava.Apply(s, a); err != nil {
			t.Fatalf("seed %d: %s chose %v, refused: %v", seed, p.Name(), a, err)
		}
		if err := s.CheckInvariants(); err != nil {
			t.Fatalf("seed %d after %v: %v", seed, a, err)
		}
		as = append(as, a)
	}
	return s, as
}

func bot(t testing.TB, level string, seed uint64) *poltavabot.Player {
	p, err := poltavabot.New(level, seed)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func random(seed uint64) poltavacmd.Player {
	p, _ := poltavacmd.NewPlayer("random", seed)
	return p
}

func TestLevels(t *testing.T) {
	if poltavabot.Levels[0] != "normal" || !slices.Contains(poltavabot.Levels, "quick") {
		t.Fatalf("levels %v", poltavabot.Levels)
	}
	if _, err := poltavabot.New("hard", 1); err == nil {
		t.Fatal("an unknown level was accepted")
	}
	if p, err := poltavabot.New("", 1); err != nil || p.Level != "normal" || p.Name() != "bot normal" {
		t.Fatalf("default level: %v %v", p, err)
	}
}

// Every decision of the bot, of either army and level, in both scenarios
// and against the random player, is accepted by the engine, and the bot
// decides without the dice (from the view).
func TestDecisionsAccepted(t *testing.T) {
	for _, id := range []string{"poltava-main", "poltava-whole"} {
		f := open(t, id)
		for k, lv := range []string{"quick", "normal"} {
			seed := uint64(11 + k)
			play(t, f, seed, bot(t, lv, seed), random(seed+100), nil)
			play(t, f, seed, random(seed+100), bot(t, lv, seed), nil)
			if testing.Short() {
				break
			}
		}
	}
}

// The bot beats the random player with either army in Scenario 1.
func TestBeatsRandom(t *testing.T) {
	f := open(t, "poltava-main")
	n := 4
	if testing.Short() {
		n = 2
	}
	swWins, ruWins := 0, 0
	for seed := uint64(1); seed <= uint64(n); seed++ {
		if s, _ := play(t, f, seed, bot(t, "normal", seed), random(seed+50), nil); s.Result.Winner == poltava.Sweden {
			swWins++
		}
		if s, _ := play(t, f, seed, random(seed+50), bot(t, "normal", seed), nil); s.Result.Winner == poltava.Russia {
			ruWins++
		}
	}
	if ruWins < n || swWins < n/2 {
		t.Fatalf("against the random player: the Swedish bot won %d of %d, the Russian bot %d of %d", swWins, n, ruWins, n)
	}
}

// The same seeds make the same game.
func TestDeterministic(t *testing.T) {
	f := open(t, "poltava-main")
	_, a := play(t, f, 7, bot(t, "normal", 3), bot(t, "quick", 4), nil)
	_, b := play(t, f, 7, bot(t, "normal", 3), bot(t, "quick", 4), nil)
	if len(a) != len(b) {
		t.Fatalf("%d actions, then %d", len(a), len(b))
	}
	for i := range a {
		if a[i].String() != b[i].String() {
			t.Fatalf("action %d: %v, then %v", i, a[i], b[i])
		}
	}
}

// Doctrine: the Russians fire with everything that has a target, the
// artillery first; nobody ends a Fire phase with a shot left; the Swedes
// attack with their infantry on the first turn the Scenario 1 set-up lets
// them (turn 9: the lines stand six hexes apart, beyond a move of 4), and
// their cavalry never ends up obliged to attack into a village or the
// retrenchment; melee obligations are always met (the engine refuses to
// end the phase otherwise, so a refusal would fail play).
func TestDoctrine(t *testing.T) {
	f := open(t, "poltava-main")
	swInfantryAttack := false
	play(t, f, 5, bot(t, "normal", 1), bot(t, "normal", 2), func(s *poltava.State, a poltava.Action) {
		switch s.Pending.Kind {
		case poltava.DecideFire:
			opts := s.FireOptions()
			if a.Type == poltava.ActEndPhase && len(opts) > 0 {
				t.Errorf("turn %d %s: ended the Fire phase with %d firers left", s.Turn, s.Phasing, len(opts))
			}
			if a.Type == poltava.ActFire && s.Phasing == poltava.Russia {
				art := false
				for fr := range opts {
					if u := s.Unit(fr.Unit); u != nil && u.Kind() == poltava.Artillery {
						art = true
					}
				}
				if u := s.Unit(a.Unit); art && u.Kind() != poltava.Artillery {
					t.Errorf("turn %d: %s fired before the guns that have targets", s.Turn, a.Unit)
				}
			}
		case poltava.DecideMelee:
			if a.Type == poltava.ActAttack && s.Phasing == poltava.Sweden && s.Turn <= 9 {
				for _, id := range a.Units {
					if s.Unit(id).Kind() == poltava.Infantry {
						swInfantryAttack = true
					}
				}
			}
		case poltava.DecideWithdraw:
			if s.Phasing == poltava.Sweden {
				t.Errorf("turn %d: Swedish cavalry had to withdraw (9.2): it was moved where it may not attack", s.Turn)
			}
		}
	})
	if !swInfantryAttack {
		t.Error("the Swedish infantry did not attack by turn 9")
	}
}

// Losses: the bot spreads the steps so that the first melee losses do not
// eliminate a unit when a full-strength one can take them.
func TestLossesSpread(t *testing.T) {
	f := open(t, "poltava-main")
	checked := 0
	play(t, f, 9, bot(t, "normal", 5), bot(t, "normal", 6), func(s *poltava.State, a poltava.Action) {
		if s.Pending.Kind != poltava.DecideLosses || a.Type != poltava.ActLosses || s.Pending.Count != 1 {
			return
		}
		full := false
		for _, id := range s.Pending.Units {
			if u := s.Unit(id); u != nil && u.Steps() == 2 {
				full = true
			}
		}
		if u := s.Unit(a.Units[0]); full && u != nil && u.Steps() == 1 && u.Kind() != poltava.Artillery {
			t.Errorf("turn %d: %s (one step left) takes the loss though a full-strength unit could", s.Turn, u.ID)
		}
		checked++
	})
	t.Logf("%d loss decisions checked", checked)
}

func BenchmarkDecision(b *testing.B) {
	f := open(b, "poltava-main")
	// The first Swedish movement decision of Scenario 1 after set-up.
	rec, _ := f.NewGame(1)
	s := rec.State
	p := bot(b, "normal", 1)
	for s.Pending.Kind != poltava.DecideMove {
		seat := poltava.SeatSweden
		if s.Pending.Side == poltava.Russia {
			seat = poltava.SeatRussia
		}
		a, _ := p.Choose(s, seat)
		poltava.Apply(s, a)
	}
	b.ResetTimer()
	for b.Loop() {
		q := bot(b, "normal", 1)
		if _, err := q.Choose(poltava.Rules{}.View(s, poltava.SeatSweden), poltava.SeatSweden); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkGame(b *testing.B) {
	for _, id := range []string{"poltava-main", "poltava-whole"} {
		f := open(b, id)
		b.Run(id, func(b *testing.B) {
			seed := uint64(0)
			for b.Loop() {
				seed++
				play(b, f, seed, bot(b, "normal", seed), bot(b, "normal", seed+1), nil)
			}
		})
	}
}
