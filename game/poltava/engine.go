package poltava

import (
	"tachanka/game/dice"
	"tachanka/game/hex"
)

// Apply applies an action, or refuses it and leaves the state as it was.
// It is the only way a game changes: the client, the bots, replays and
// tests all go through it.
func Apply(s *State, a Action) ([]Event, error) {
	if s.Phase == PhaseOver {
		return nil, refuse("10.2", "the game is over")
	}
	h, ok := handlers[a.Type]
	if !ok || !h.on[s.Pending.Kind] {
		return nil, refuse("3", "%s is not a decision now: the game waits for %s by %s", a.Type, s.Pending.Kind, s.Pending.Side)
	}
	// Handlers work on a copy, so a refusal found half-way leaves nothing
	// changed.
	c := s.Clone()
	if err := h.run(c, a); err != nil {
		return nil, err
	}
	c.advance()
	ev := c.out
	c.out = nil
	*s = *c
	return ev, nil
}

type handler struct {
	on  map[Decision]bool
	run func(s *State, a Action) error
}

var handlers map[ActionType]handler

func init() {
	on := func(ds ...Decision) map[Decision]bool {
		m := map[Decision]bool{}
		for _, d := range ds {
			m[d] = true
		}
		return m
	}
	handlers = map[ActionType]handler{
		ActSwap:        {on(DecideArrange), doSwap},
		ActReady:       {on(DecideArrange), doReady},
		ActRoll:        {on(DecideRoll), doSetupRoll},
		ActFlip:        {on(DecideFlip), doSetupFlip},
		ActMove:        {on(DecideMove, DecideWithdraw, DecideContinue), doMove},
		ActMoveLeader:  {on(DecideMove), doMoveLeader},
		ActEnter:       {on(DecideMove), doEnter},
		ActDetach:      {on(DecideMove), doDetach},
		ActRegarrison:  {on(DecideMove), doRegarrison},
		ActExchange:    {on(DecideMove), doExchange},
		ActEndPhase:    {on(DecideMove, DecideFire, DecideMelee, DecideContinue), doEndPhase},
		ActFire:        {on(DecideFire), doFire},
		ActAttack:      {on(DecideMelee), doAttack},
		ActReroll:      {on(DecideReroll), doReroll},
		ActNoReroll:    {on(DecideReroll), doNoReroll},
		ActLosses:      {on(DecideLosses), doLosses},
		ActRoos:        {on(DecideRoos), doRoos},
		ActRetreat:     {on(DecideRetreat), doRetreat},
		ActAdvance:     {on(DecideAdvance), doAdvance},
		ActStop:        {on(DecideAdvance), doStopAdvance},
		ActPlaceLeader: {on(DecidePlaceLeader), doPlaceLeader},
	}
}

// wait makes the game wait for side's decision.
func (s *State) wait(side Side, kind Decision) {
	s.Pending = Pending{Side: side, Kind: kind}
}

// NewState sets a scenario up as printed: every unit on its label's hex
// in the file's order, leaders with their units, the absent battalions in
// their rout box (S1.5), the redoubts garrisoned in Scenario 2. Start
// then begins the set-up decisions.
func NewState(d *Data) *State {
	s := &State{Data: d, Turn: d.Scenario.FirstTurn, Phasing: Sweden, Phase: PhaseSetup,
		Box: map[string]int{}, Gone: map[string]bool{}, Formed: map[Side]bool{}}
	add := func(id string, h hex.Hex, st Status) {
		def := d.Def(id)
		s.Units = append(s.Units, Unit{ID: id, Side: def.Side, Division: def.Division, Hex: h, Status: st, def: def})
	}
	for _, g := range d.Scenario.Groups {
		for k, id := range g.Units {
			add(id, g.Hexes[k], OnMap)
		}
	}
	for _, e := range d.Scenario.Entry {
		for _, id := range e.Units {
			add(id, hex.None, OffMap)
		}
	}
	for _, id := range d.Scenario.Absent {
		add(id, hex.None, Absent)
		s.Box[d.Def(id).Division]++
	}
	for _, l := range d.Scenario.Leaders {
		def := d.Leader(l.Leader)
		s.Leaders = append(s.Leaders, Leader{ID: l.Leader, Side: def.Side, With: l.With, Status: OnMap, def: def})
	}
	if d.Scenario.Redoubts {
		s.Redoubts = make([]Redoubt, len(d.Board.Redoubts))
		for i := range s.Redoubts {
			s.Redoubts[i].Garrisoned = true
		}
	}
	// Rentzel's units are bound to the north zone from the start (SR5).
	for i := range s.Units {
		if u := &s.Units[i]; u.Division == Rentzel {
			u.Bound = North
		}
	}
	return s
}

// Start begins a game with a seed: the first set-up decision.
func Start(s *State, seed uint64) []Event {
	s.Rand = dice.New(seed)
	s.Setup = 0
	s.beginSetupStep()
	s.advance()
	ev := s.out
	s.out = nil
	return ev
}

// advance carries the game on through what needs no decision: leaders to
// place, the end of the game.
func (s *State) advance() {
	if s.Result != nil {
		// Leaders still waiting for a unit join the first of the nearest
		// (9.5) so that none is left standing with a hex.
		for _, id := range s.Place {
			l := s.Leader(id)
			at, _ := hex.Parse(l.With)
			if near := s.nearestFor(l.Side, at); len(near) > 0 {
				s.putLeader(l, near[0])
			} else {
				l.Status, l.With = Removed, ""
			}
		}
		s.Phase = PhaseOver
		s.Pending = Pending{}
		s.Melee, s.Stop, s.Place = nil, nil, nil
		return
	}
	if len(s.Place) > 0 && s.Pending.Kind != DecidePlaceLeader {
		s.askPlaceLeader()
	}
}

// roll rolls the game's die.
func (s *State) roll() int { return s.Rand.D6() }

// nextPhase ends the phasing player's phase and begins the next one: fire
// after movement, melee after fire, then the other player's turn, then
// the next turn (3).
func (s *State) nextPhase() {
	switch s.Phase {
	case PhaseMovement:
		s.endMovement()
		s.beginPhase(PhaseFire)
	case PhaseFire:
		s.beginPhase(PhaseMelee)
	case PhaseMelee:
		s.Melee = nil
		if s.Phasing == Sweden {
			s.Phasing = Russia
		} else {
			s.Phasing = Sweden
			if s.Turn >= s.Data.Scenario.LastTurn {
				s.endOfGame()
				return
			}
			s.Turn++
		}
		s.beginPhase(PhaseMovement)
	}
}

// beginPhase starts a phase of the phasing player; a Fire or Melee phase
// in which he can do nothing passes at once.
func (s *State) beginPhase(p Phase) {
	if s.Result != nil {
		return
	}
	s.Phase = p
	for i := range s.Units {
		u := &s.Units[i]
		u.Moved, u.Fired, u.Attacked, u.Stay = false, false, false, false
	}
	for i := range s.Leaders {
		s.Leaders[i].Moved = false
	}
	for i := range s.Redoubts {
		s.Redoubts[i].Fired = false
	}
	s.Begun = false
	s.emit(Event{Kind: EvPhase, Side: s.Phasing, N: s.Turn, Text: p.String()})
	switch p {
	case PhaseMovement:
		s.wait(s.Phasing, DecideMove)
	case PhaseFire:
		s.wait(s.Phasing, DecideFire)
		if len(s.FireOptions()) == 0 {
			s.nextPhase()
		}
	case PhaseMelee:
		s.beginMelee()
	}
}

func doEndPhase(s *State, a Action) error {
	switch s.Pending.Kind {
	case DecideContinue:
		return s.stopInterrupted()
	case DecideMelee:
		if err := s.checkMeleeEnd(); err != nil {
			return err
		}
	case DecideMove:
		if err := s.checkMovementEnd(); err != nil {
			return err
		}
	}
	s.nextPhase()
	return nil
}
