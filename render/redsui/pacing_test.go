package redsui

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/game/hex"
	"tachanka/game/reds"
	"tachanka/render/ui"
)

// "Only combats and important events": the computer's moves are not
// animated, its combat and dice are, at the chosen speed (issue 22).
func TestPacingShowsOnlyTheComputersCombats(t *testing.T) {
	a, b := newTestApp(t, "test-moscow")
	frame(func() error {
		b.players = Players{Red: "human", White: "computer"}
		a.Settings.AnimSpeed = 1
		a.Settings.Pacing = ui.PacingCombats
		defer func() { a.Settings.Pacing = ""; b.anim.skip() }()
		s := b.state()
		id, h := onMapUnit(t, s, reds.White)
		before := s.Clone()
		before.Pending = reds.Pending{Side: reds.White, Kind: reds.DecideMovement}
		ev := []reds.Event{
			{Type: reds.EvMove, Side: reds.White, Units: []string{id}, Path: []hex.Hex{h, h.Neighbors()[0], h.Neighbors()[1]}},
			{Type: reds.EvCombat, Side: reds.White, Hex: h},
		}
		b.anim.start(before, ev, false)
		for _, st := range b.anim.steps {
			if st.ev.Type == reds.EvMove && st.dur > 0 {
				t.Errorf("the computer's move is animated for %.2fs", st.dur)
			}
		}
		if e, _, ok := b.anim.current(); !ok || e.Type != reds.EvCombat {
			t.Errorf("the combat is not what is shown first (%v, %v)", e.Type, ok)
		}
		return nil
	}, func(*ebiten.Image) {})
}

// Space or End skips to the person's next decision: what is shown ends at
// once and the computer's further play is not shown, until the decision is
// the person's (issue 22).
func TestSkipToMyDecision(t *testing.T) {
	a, b := newTestApp(t, "test-moscow")
	frame(func() error {
		b.players = Players{Red: "human", White: "computer"}
		a.Settings.AnimSpeed = 1
		s := b.state()
		saved := s.Pending
		defer func() { s.Pending = saved; b.hurry = false }()
		id, h := onMapUnit(t, s, reds.White)
		before := s.Clone()
		before.Pending = reds.Pending{Side: reds.White, Kind: reds.DecideMovement}
		combat := []reds.Event{{Type: reds.EvCombat, Side: reds.White, Hex: h, Units: []string{id}}}
		s.Pending = before.Pending
		b.anim.start(before, combat, false)
		if !b.anim.active() {
			t.Fatal("the computer's combat is not shown")
		}
		b.skipToDecision()
		if b.anim.active() {
			t.Fatal("the skip left the animation running")
		}
		b.anim.start(before, combat, false)
		if b.anim.active() {
			t.Fatal("the computer's next combat is shown while skipping to the person's decision")
		}
		s.Pending = reds.Pending{Side: reds.Red, Kind: reds.DecideMovement}
		b.hurryOn()
		if b.hurry {
			t.Fatal("still skipping once the decision is the person's")
		}
		before.Pending = s.Pending
		b.anim.start(before, combat, false)
		if !b.anim.active() {
			t.Fatal("after the skip, nothing is shown any more")
		}
		b.anim.skip()
		return nil
	}, func(*ebiten.Image) {})
}
