package poltavaui

import (
	"errors"
	"slices"
	"testing"

	"tachanka/game/hex"
	"tachanka/game/poltava"
	"tachanka/scenarios"
)

// firstTurn is Scenario 1 past its set-up (every loss flipping the last
// counters listed), waiting for the Swedish moves.
func firstTurn(t *testing.T, seed uint64) *poltava.Record {
	t.Helper()
	return pastSetup(t, "poltava-main", seed)
}

// pastSetup is a scenario past its set-up: every side ready, every loss
// flipping the last counters listed.
func pastSetup(t *testing.T, scenario string, seed uint64) *poltava.Record {
	t.Helper()
	f, err := scenarios.OpenPoltava(scenario)
	if err != nil {
		t.Fatal(err)
	}
	rec, _ := f.NewGame(seed)
	for rec.State.Phase == poltava.PhaseSetup {
		s := rec.State
		var a poltava.Action
		switch s.Pending.Kind {
		case poltava.DecideArrange:
			a = poltava.Action{Type: poltava.ActReady}
		case poltava.DecideRoll:
			a = poltava.Action{Type: poltava.ActRoll}
		case poltava.DecideFlip:
			var picks []string
			for _, id := range s.Pending.Units[len(s.Pending.Units)-s.Pending.Count:] {
				picks = togglePick(s, picks, id)
			}
			a = picksAction(s, picks)
		default:
			t.Fatalf("set-up waits for %v", s.Pending.Kind)
		}
		if _, err := rec.Do(a); err != nil {
			t.Fatalf("%v: %v", a, err)
		}
	}
	return rec
}

// Set-up: a drag onto a unit of the same label and arm swaps them; picks
// toggle, never exceed the count, and confirm as the flip.
func TestSetupGestures(t *testing.T) {
	f, _ := scenarios.OpenPoltava("poltava-main")
	rec, _ := f.NewGame(1)
	s := rec.State
	g := f.Data.Scenario.Groups[0]
	for _, gr := range f.Data.Scenario.Groups {
		if gr.Side == s.Pending.Side && len(gr.Units) > 1 {
			g = gr
			break
		}
	}
	a, b := g.Units[0], g.Units[1]
	if !grabbable(s, a) {
		t.Fatalf("%s cannot be dragged at set-up", a)
	}
	if _, ok := destinations(s, a)[s.Unit(b).Hex]; !ok {
		t.Fatalf("%s's hex is not lit for %s", b, a)
	}
	ha, hb := s.Unit(a).Hex, s.Unit(b).Hex
	if _, err := rec.Do(dropAction(s, a, hb)); err != nil {
		t.Fatal(err)
	}
	if s = rec.State; s.Unit(a).Hex != hb || s.Unit(b).Hex != ha {
		t.Fatal("the swap did not swap")
	}
	for s.Pending.Kind == poltava.DecideArrange {
		rec.Do(poltava.Action{Type: poltava.ActReady})
		s = rec.State
	}
	rec.Do(poltava.Action{Type: poltava.ActRoll})
	s = rec.State
	p := s.Pending
	if p.Kind != poltava.DecideFlip {
		t.Fatalf("after the roll the game waits for %v", p.Kind)
	}
	var picks []string
	picks = togglePick(s, picks, p.Units[0])
	if picks = togglePick(s, picks, p.Units[0]); len(picks) != 0 {
		t.Fatalf("a second click does not take the flip back: %v", picks)
	}
	for _, id := range p.Units {
		picks = togglePick(s, picks, id)
	}
	if len(picks) != p.Count {
		t.Fatalf("%d picked of %d", len(picks), p.Count)
	}
	if _, err := rec.Do(picksAction(s, picks)); err != nil {
		t.Fatal(err)
	}
}

// Movement: a drag to a lit hex is the engine's own path; a drag elsewhere
// is refused by the engine with its rule; a leader dragged to a friendly
// unit moves to it.
func TestMoveGestures(t *testing.T) {
	rec := firstTurn(t, 10)
	s := rec.State
	u := s.Unit("sw-lg-3")
	dests := destinations(s, u.ID)
	if len(dests) == 0 {
		t.Fatal("no hex lit for a battalion's move")
	}
	far := hex.MustParse("3520")
	if _, lit := dests[far]; lit {
		t.Fatal("a hex behind the Russian line is lit")
	}
	_, err := poltava.Apply(s.Clone(), dropAction(s, u.ID, far))
	var r *poltava.Refusal
	if !errors.As(err, &r) || r.Rule == "" {
		t.Fatalf("a drag out of reach: %v", err)
	}
	to := sortedKeys(dests)[0]
	a := dropAction(s, u.ID, to)
	if !slices.Equal(a.Path, dests[to]) {
		t.Fatal("the drag's path is not the engine's")
	}
	if _, err := rec.Do(a); err != nil {
		t.Fatal(err)
	}
	if rec.State.Unit(u.ID).Hex != to {
		t.Fatal("the unit did not move")
	}
}

// Fire and melee: a firer's targets are the engine's; a click picks the
// attackers and the defending hex; the attack is the declaration the
// engine takes; a retreat is dragged along one of its paths.
func TestFireAndMeleeGestures(t *testing.T) {
	rec := firstTurn(t, 10)
	s := rec.State
	atk, def := s.Unit("sw-smaland"), s.Unit("ru-dr-life")
	reach := s.Reach(atk)
	var to hex.Hex
	for _, h := range sortedKeys(reach) {
		if hex.Adjacent(h, def.Hex) && h.Col < def.Hex.Col {
			to = h
			break
		}
	}
	if _, err := rec.Do(dropAction(s, atk.ID, to)); err != nil {
		t.Fatal(err)
	}
	rec.Do(poltava.Action{Type: poltava.ActEndPhase})
	s = rec.State
	for s.Pending.Kind == poltava.DecideFire {
		for f, ts := range s.FireOptions() {
			g, got, ok := firerAt(s, f.Hex, f.Unit)
			if !ok || !slices.Equal(got, ts) {
				t.Fatalf("the firer at %v: %v %v", f.Hex, g, got)
			}
			if hs := targetsAt(s, ts, s.Unit(ts[0]).Hex); len(hs) == 0 {
				t.Fatal("no target in the target's own hex")
			}
			break
		}
		rec.Do(poltava.Action{Type: poltava.ActEndPhase})
		s = rec.State
	}
	if s.Pending.Kind != poltava.DecideMelee {
		t.Fatalf("the game waits for %v", s.Pending.Kind)
	}
	ids, hexes := meleeClick(s, nil, nil, to)
	ids, hexes = meleeClick(s, ids, hexes, def.Hex)
	if !slices.Equal(ids, []string{atk.ID}) || !slices.Equal(hexes, []hex.Hex{def.Hex}) {
		t.Fatalf("clicks chose %v against %v", ids, hexes)
	}
	if o, err := s.Odds(ids, hexes); err != nil || len(o.Chances) == 0 {
		t.Fatalf("no odds: %v", err)
	}
	if again, _ := meleeClick(s, ids, hexes, to); len(again) != 0 {
		t.Fatal("a second click does not take the attacker back")
	}
	if _, err := rec.Do(attackAction(ids, hexes)); err != nil {
		t.Fatal(err)
	}
	for k := 0; k < 10 && rec.State.Pending.Kind != poltava.DecideMelee; k++ {
		s = rec.State
		p := s.Pending
		var a poltava.Action
		switch p.Kind {
		case poltava.DecideReroll:
			a = poltava.Action{Type: poltava.ActNoReroll}
		case poltava.DecideRetreat, poltava.DecideAdvance:
			if !grabbable(s, p.Units[0]) {
				t.Fatalf("%s cannot be dragged for its %v", p.Units[0], p.Kind)
			}
			dests := destinations(s, p.Units[0])
			end := sortedKeys(dests)[0]
			a = dropAction(s, p.Units[0], end)
		case poltava.DecidePlaceLeader:
			a, _ = pickAction(s, p.Units[0])
		default:
			t.Fatalf("unexpected %v", p.Kind)
		}
		if _, err := rec.Do(a); err != nil {
			t.Fatalf("%v: %v", a, err)
		}
	}
}
