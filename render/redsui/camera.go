package redsui

import (
	"tachanka/game/hex"
	"tachanka/game/reds"
	"tachanka/render/mapview"
)

// direct tells the camera's director when the decision changes hands or
// a new activation begins, and brings a person's decision into view then:
// the units it is about, or the active front's units, or where the last
// action happened. A side that decides on into its next activation (Red's
// South Front after a garrison of Moscow's) is shown that front's units,
// far as they may be from the last, and the camera is the director's again
// unless the player moved it a moment ago. The first decision after a start
// or a load keeps the view the game opened with.
func (b *boardScene) direct() {
	s := b.state()
	side := s.Pending.Side
	act := activationOf(s)
	if s.Step == reds.StepGameOver || side == reds.NoSide || side == b.decider && act == b.active {
		return
	}
	first, handed := b.decider == reds.NoSide, side != b.decider
	b.decider, b.active = side, act
	if handed || b.human(side) {
		// The computer's next activation leaves a camera the player
		// took where he put it, as before.
		b.dir.Handover()
	}
	if first || !b.human(side) || b.a.Opts.Screenshot != "" {
		return
	}
	if b.dir.Show(&b.cam, b.points(b.decisionHexes())) {
		b.a.Dirty = true
	}
}

// activation names the activation in progress: its turn, chit and front
// (all zero outside one).
type activation struct {
	turn  int
	chit  reds.Chit
	front reds.Front
}

func activationOf(s *reds.State) activation {
	if s.Segment == nil {
		return activation{}
	}
	return activation{s.Turn, s.Segment.Chit, s.Segment.Front}
}

// decisionHexes are the places of the pending decision: the hexes of the
// units the engine says it concerns (DecisionUnits: the units it names, or
// the activated front's or faction's units), else where the last action
// happened.
func (b *boardScene) decisionHexes() []hex.Hex {
	s := b.state()
	var out []hex.Hex
	for _, id := range s.DecisionUnits() {
		if i, ok := s.UnitByID(id); ok && s.Units[i].Where == reds.OnMap {
			out = append(out, s.Units[i].Hex)
		}
	}
	if len(out) > 0 {
		return out
	}
	return b.lastHexes
}

// eventHexes are the places an event happens.
func eventHexes(e reds.Event) []hex.Hex {
	out := append([]hex.Hex(nil), e.Path...)
	if e.Hex.Valid() {
		out = append(out, e.Hex)
	}
	return out
}

// points are the centres of the hexes on the board, in world pixels.
func (b *boardScene) points(hs []hex.Hex) []mapview.Point {
	var out []mapview.Point
	for _, h := range hs {
		if h.Valid() && b.state().Data.Board.On(h) {
			x, y := b.layout.Center(h)
			out = append(out, mapview.Point{X: x, Y: y})
		}
	}
	return out
}

// skipToDecision ends what is being shown at once and, while the
// computer plays, keeps its play from being shown until a decision is a
// person's here again (Space, End, the bar's skip button).
func (b *boardScene) skipToDecision() {
	b.anim.skip()
	s := b.state()
	if s.Step != reds.StepGameOver && !b.human(s.Pending.Side) {
		b.hurry = true
	}
	b.a.Dirty = true
}

// hurryOn keeps skipping until the decision is a person's.
func (b *boardScene) hurryOn() {
	if !b.hurry {
		return
	}
	s := b.state()
	if s.Step == reds.StepGameOver || b.human(s.Pending.Side) && !b.think.running() {
		b.hurry = false
	}
	b.anim.skip()
}
