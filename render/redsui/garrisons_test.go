package redsui

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/game/bot"
	"tachanka/game/reds"
	"tachanka/render/lang"
	"tachanka/scenarios"
)

// garrisonDecision plays random games of the campaign until a side is
// offered the removal of its garrisons (20.5).
func garrisonDecision(t *testing.T) *reds.Game {
	t.Helper()
	f, err := scenarios.Open("reds-1918-1921")
	if err != nil {
		t.Skip(err)
	}
	for _, seed := range []uint64{3, 17, 29} {
		g, _ := f.NewGame(seed)
		red, white := bot.NewRandom(seed), bot.NewRandom(seed+1)
		for n := 0; n < 3000 && g.State.Step != reds.StepGameOver; n++ {
			s := g.State
			if s.Pending.Kind == reds.DecideGarrisons {
				return g
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
	t.Skip("no garrison decision in the random games")
	return nil
}

// seatFor puts the person in the deciding seat, the computer in the other.
func seatFor(side reds.Side) Players {
	if side == reds.Red {
		return Players{Red: "human", White: "computer"}
	}
	return Players{Red: "computer", White: "human"}
}

// With "Ask about removing garrisons" off (the default) the client answers
// the garrison decision "keep" for the person, with no dialog: every
// garrison stays (issue 22).
func TestGarrisonsKeptWithoutAModalWhenNotAsked(t *testing.T) {
	g := garrisonDecision(t)
	a, b := newTestApp(t, "reds-1918-1921")
	frame(func() error {
		a.CloseModals()
		a.Settings.AskGarrisons = false
		side := g.State.Pending.Side
		offered := g.State.Pending.Units
		b.game, b.ver, b.players = g, b.ver+1, seatFor(side)
		b.dialogVer = 0
		b.ensureDialog()
		if m := a.Top(); m != nil {
			t.Errorf("a dialog opened for the garrison decision: %s", m.Name())
		}
		if !b.keepGarrisons() {
			t.Fatalf("the decision was not answered")
		}
		last := g.Actions[len(g.Actions)-1]
		if last.Type != reds.ActRemoveGarrisons || len(last.Units) != 0 || last.Side != side {
			t.Errorf("answered %+v, want keep", last)
		}
		s := b.state()
		if s.Pending.Kind == reds.DecideGarrisons && s.Pending.Side == side {
			t.Errorf("the garrison decision is still pending")
		}
		for _, id := range offered {
			if i, _ := s.UnitByID(id); s.Units[i].Where != reds.OnMap {
				t.Errorf("garrison %s left the map", id)
			}
		}
		return nil
	}, func(*ebiten.Image) {})
}

// With the setting on, the status bar asks (no dialog); a click on a
// garrison marks it and End removes it; the others stay (issue 22).
func TestGarrisonsClickOneToRemoveIt(t *testing.T) {
	g := garrisonDecision(t)
	a, b := newTestApp(t, "reds-1918-1921")
	frame(func() error {
		a.CloseModals()
		a.Settings.AskGarrisons = true
		defer func() { a.Settings.AskGarrisons = false }()
		s := g.State
		side := s.Pending.Side
		offered := s.Pending.Units
		b.game, b.ver, b.players = g, b.ver+1, seatFor(side)
		b.dialogVer, b.sel = 0, nil
		b.ensureDialog()
		if m := a.Top(); m != nil {
			t.Errorf("a dialog opened for the garrison decision: %s", m.Name())
		}
		if b.keepGarrisons() {
			t.Fatalf("answered for the person who asked to be asked")
		}
		if got := b.instruction(); got != lang.T("do.garrisons") {
			t.Errorf("the bar says %q", got)
		}
		end := false
		for _, btn := range b.statusButtons() {
			end = end || btn.id == "bar:end"
		}
		if !end {
			t.Errorf("no End button on the bar")
		}
		// The garrisons he may remove are outlined as units that may act.
		for _, o := range offered {
			if k, _ := s.UnitByID(o); b.markOf(s, k) != markPickable {
				t.Errorf("garrison %s, offered for removal, is not outlined", o)
			}
		}
		id := offered[0]
		i, _ := s.UnitByID(id)
		h := s.Units[i].Hex
		x, y := b.layout.Center(h)
		b.cam.CenterOn(x, y)
		sx, sy := b.screenOf(h)
		b.click(&press{x: sx, y: sy}, sx, sy)
		if len(b.sel) != 1 || b.sel[0] != id {
			t.Fatalf("the click on %s's hex %v marked %v", id, h, b.sel)
		}
		b.endStep()
		s = b.state()
		if s.Units[i].Where == reds.OnMap {
			t.Errorf("the clicked garrison %s is still on the map", id)
		}
		for _, o := range offered[1:] {
			if k, _ := s.UnitByID(o); s.Units[k].Where != reds.OnMap {
				t.Errorf("garrison %s, not clicked, left the map", o)
			}
		}
		return nil
	}, func(*ebiten.Image) {})
}
