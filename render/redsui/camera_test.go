package redsui

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/game/bot"
	"tachanka/game/hex"
	"tachanka/game/reds"
	"tachanka/render/ui"
	"tachanka/scenarios"
)

// onMapUnit is a unit of side on the map, and its hex.
func onMapUnit(t *testing.T, s *reds.State, side reds.Side) (string, hex.Hex) {
	t.Helper()
	for i := range s.Units {
		if s.Units[i].Where == reds.OnMap && s.SideOf(i) == side {
			return s.Def(i).ID, s.Units[i].Hex
		}
	}
	t.Fatalf("no %s unit on the map", side)
	return "", hex.None
}

// Following the computer from the whole-map view zooms to the hexes of its
// move, and keeps them on the map's view (issue 22, item 7: it used to pan
// at the whole-map zoom, or not at all).
func TestCameraFollowsTheComputerAtAReadingZoom(t *testing.T) {
	a, b := newTestApp(t, "test-moscow")
	frame(func() error {
		b.players = Players{Red: "human", White: "computer"}
		a.Settings.AnimSpeed = 1
		b.cam.Fit()
		s := b.state()
		id, h := onMapUnit(t, s, reds.White)
		to := h.Neighbors()[0]
		before := s.Clone()
		before.Pending = reds.Pending{Side: reds.White, Kind: reds.DecideMovement}
		b.anim.start(before, []reds.Event{{Type: reds.EvMove, Side: reds.White, Units: []string{id}, Path: []hex.Hex{h, to}}}, false)
		if b.cam.Zoom < b.fitZoom()*2 {
			t.Errorf("the computer's move is shown at zoom %.3f, the whole map's is %.3f", b.cam.Zoom, b.fitZoom())
		}
		sx, sy := b.screenOf(h)
		if !b.mapR.Contains(sx, sy) {
			t.Errorf("the move's start %s is at (%.0f,%.0f), outside the map's view %+v", h, sx, sy, b.mapR)
		}
		b.anim.skip()
		return nil
	}, func(*ebiten.Image) {})
}

// When the decision passes from the computer to the person, the camera
// comes from the whole map to his units; not when he has just moved the
// camera himself (issue 22, item 7).
func TestCameraBringsAPersonsDecisionIntoView(t *testing.T) {
	a, b := newTestApp(t, "test-moscow")
	frame(func() error {
		b.players = Players{Red: "human", White: "computer"}
		a.CloseModals()
		s := b.state()
		saved := s.Pending
		defer func() { s.Pending = saved }()
		id, h := onMapUnit(t, s, reds.Red)
		hand := func(side reds.Side) {
			s.Pending = reds.Pending{Side: side, Kind: reds.DecideRetreat, Units: []string{id}}
			b.direct()
		}
		b.cam.Fit()
		b.decider = reds.NoSide
		hand(reds.White)
		hand(reds.Red)
		if b.cam.Zoom < b.fitZoom()*2 {
			t.Errorf("the person's decision is shown at zoom %.3f, the whole map's is %.3f", b.cam.Zoom, b.fitZoom())
		}
		if sx, sy := b.screenOf(h); !b.mapR.Inset(b.mapR.W*0.1).Contains(sx, sy) {
			t.Errorf("the retreating unit's hex %s is at (%.0f,%.0f), not well in the view %+v", h, sx, sy, b.mapR)
		}
		hand(reds.White)
		b.cam.Fit()
		b.dir.PlayerMoved()
		hand(reds.Red)
		if b.cam.Zoom > b.fitZoom()*1.01 {
			t.Errorf("the camera left the view the player had just chosen (zoom %.3f)", b.cam.Zoom)
		}
		return nil
	}, func(*ebiten.Image) {})
}

// A White faction's activation names no unit in its decision; the camera
// still brings the person to the faction's units, the engine's
// DecisionUnits (issue 22).
func TestCameraBringsAWhiteActivationIntoView(t *testing.T) {
	_, b := boardOn(t, randomOpeningTo(t, reds.White, reds.DecideMovement), Players{Red: "computer", White: "human"})
	frame(func() error {
		b.cam.Fit()
		b.decider = reds.Red
		b.dir.Handover()
		b.direct()
		s := b.state()
		ids := s.DecisionUnits()
		if len(ids) == 0 {
			t.Fatal("the White movement step concerns no unit")
		}
		if b.cam.Zoom < b.fitZoom()*1.5 {
			t.Errorf("White's activation is shown at zoom %.3f, the whole map's is %.3f", b.cam.Zoom, b.fitZoom())
		}
		i, _ := s.UnitByID(ids[0])
		if !s.Units[i].Active {
			t.Errorf("%s is not of the activated faction", ids[0])
		}
		if sx, sy := b.screenOf(s.Units[i].Hex); !b.mapR.Contains(sx, sy) {
			t.Errorf("the activated unit %s at %s is at (%.0f,%.0f), outside the view %+v", ids[0], s.Units[i].Hex, sx, sy, b.mapR)
		}
		return nil
	}, func(*ebiten.Image) {})
}

// randomOpeningTo plays the campaign's opening with random players until
// side's decision of kind is pending (the test is skipped if none comes).
func randomOpeningTo(t *testing.T, side reds.Side, kind reds.Decision) *reds.Game {
	t.Helper()
	f, err := scenarios.Open("reds-1918-1921")
	if err != nil {
		t.Skip(err)
	}
	g, _ := f.NewGame(3)
	red, white := bot.NewRandom(3), bot.NewRandom(4)
	for n := 0; n < 500 && !(g.State.Pending.Side == side && g.State.Pending.Kind == kind); n++ {
		p := white
		if g.State.Pending.Side == reds.Red {
			p = red
		}
		act, err := p.Choose(g.State)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Do(act); err != nil {
			t.Fatal(err)
		}
	}
	if g.State.Pending.Side != side || g.State.Pending.Kind != kind {
		t.Skipf("no %v %v decision in the random opening", side, kind)
	}
	return g
}

// boardOn is the campaign's board showing game g, played by p.
func boardOn(t *testing.T, g *reds.Game, p Players) (*ui.App, *boardScene) {
	t.Helper()
	a, b := newTestApp(t, "reds-1918-1921")
	frame(func() error {
		a.CloseModals()
		b.game, b.ver = g, b.ver+1
		b.players = p
		return nil
	}, func(*ebiten.Image) {})
	return a, b
}

// A side that decides on into its next activation is shown that
// activation's units: Red's South Front, after a decision of Red's about
// Moscow, is not left off the screen because the decision did not change
// hands. Within one activation the camera stays where it is.
func TestCameraBringsTheSameSidesNextActivationIntoView(t *testing.T) {
	_, b := boardOn(t, randomOpeningTo(t, reds.Red, reds.DecideMovement), Players{Red: "human", White: "computer"})
	frame(func() error {
		s := b.state()
		ids := s.DecisionUnits()
		if len(ids) == 0 {
			t.Fatal("the Red movement step concerns no unit")
		}
		i, _ := s.UnitByID(ids[0])
		h := s.Units[i].Hex
		// Red's last decision was outside this activation, and the camera
		// shows a corner of the map far from the activated units.
		away := func() {
			b.cam.Zoom = b.fitZoom() * 3
			x, y := b.layout.Center(hex.Hex{Col: 1, Row: 1})
			if hex.Distance(h, hex.Hex{Col: 1, Row: 1}) < 15 {
				x, y = b.layout.Center(hex.Hex{Col: 40, Row: 30})
			}
			b.cam.CenterOn(x, y)
		}
		away()
		if sx, sy := b.screenOf(h); b.mapR.Contains(sx, sy) {
			t.Fatalf("%s at %s is in view before the test", ids[0], h)
		}
		b.decider, b.active = reds.Red, activation{}
		b.direct()
		if sx, sy := b.screenOf(h); !b.mapR.Contains(sx, sy) {
			t.Errorf("Red's new activation: %s at %s is at (%.0f,%.0f), outside the view %+v", ids[0], h, sx, sy, b.mapR)
		}
		if b.active != activationOf(s) || b.active.chit != s.Segment.Chit {
			t.Errorf("the activation seen is %+v, want %+v", b.active, activationOf(s))
		}
		// The same activation decides on: the view is the player's.
		away()
		b.direct()
		if sx, sy := b.screenOf(h); b.mapR.Contains(sx, sy) {
			t.Errorf("within one activation the camera moved to %s again", h)
		}
		return nil
	}, func(*ebiten.Image) {})
}
