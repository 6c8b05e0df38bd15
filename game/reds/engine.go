package reds

// Apply validates an action against the pending decision and the rules. If it
// is illegal, Apply returns a *RuleError citing the rule and leaves the state
// untouched. Otherwise it carries the action out, runs the automatic steps
// that follow until the next decision, and returns what happened, in order.
func Apply(s *State, a Action) ([]Event, error) {
	if s.Step == StepGameOver {
		return nil, illegal("4.1", "the game is over")
	}
	if a.Side != s.Pending.Side {
		return nil, illegal("5.0", "%s cannot act now: the game waits for %s to decide (%s)", a.Side, s.Pending.Side, s.Pending.Kind)
	}
	h, ok := handlers[a.Type]
	if !ok {
		return nil, illegal("5.0", "unknown action %q", a.Type)
	}
	if !h.when[s.Pending.Kind] {
		return nil, illegal("5.0", "%s is not possible now: the game waits for %s (%s)", a.Type, s.Pending.Kind, s.Pending.Side)
	}
	// Handlers check everything before they change anything, so a refused
	// action leaves the state as it was (TestIllegalActionsChangeNothing).
	s.out = s.out[:0]
	if err := h.run(s, a); err != nil {
		return nil, err
	}
	s.advance()
	ev := s.out
	s.out = nil
	return ev, nil
}

type handler struct {
	when map[Decision]bool
	run  func(s *State, a Action) error
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
		ActFronts:          {on(DecideFronts), (*State).doFronts},
		ActFirstChit:       {on(DecideFirstChit), (*State).doFirstChit},
		ActFieldStaff:      {on(DecideFieldStaff), (*State).doFieldStaff},
		ActMove:            {on(DecideMovement), (*State).doMove},
		ActEndStep:         {on(DecideMovement, DecideCombat, DecideStrategic, DecideRedTrain, DecideReplace), (*State).doEndStep},
		ActRally:           {on(DecideTsarRally), (*State).doTsarRally},
		ActPlace:           {on(DecidePlace, DecideReplace, DecideTerror), (*State).doPlace},
		ActEvent:           {on(DecideEvent), (*State).doEvent},
		ActLeader:          {on(DecideLeader), (*State).doLeader},
		ActGarrison:        {on(DecideMovement), (*State).doGarrison},
		ActRaid:            {on(DecideMovement), (*State).doRaid},
		ActLanding:         {on(DecideMovement), (*State).doLanding},
		ActChoose:          {on(DecideRaidEnd, DecideMiracle, DecidePeace, DecideBorderArmy), (*State).doChoose},
		ActRemoveGarrisons: {on(DecideGarrisons), (*State).doRemoveGarrisons},
		ActStrategic:       {on(DecideStrategic), (*State).doStrategic},
		ActRedTrain:        {on(DecideRedTrain), (*State).doRedTrain},
		ActAttack:          {on(DecideCombat), (*State).doAttack},
		ActSupport:         {on(DecideSupport), (*State).doSupport},
		ActLoss:            {on(DecideLoss), (*State).doLoss},
		ActRetreat:         {on(DecideRetreat), (*State).doRetreat},
		ActAdvance:         {on(DecideAdvance), (*State).doAdvance},
	}
}

// emit records an event of the action being applied.
func (s *State) emit(e Event) { s.out = append(s.out, e) }

// wait sets the pending decision; the advance loop stops at it.
func (s *State) wait(side Side, kind Decision) {
	s.Pending = Pending{Side: side, Kind: kind}
}

// advance runs automatic steps until a player must decide or the game ends.
func (s *State) advance() {
	for guard := 0; s.Pending.Kind == DecideNone && s.Step != StepGameOver; guard++ {
		if guard > 100000 {
			panic("reds: the sequence of play does not reach a decision")
		}
		s.runStep()
	}
}

// Start begins a game: it seeds the generator and runs the set-up and the
// first automatic steps up to the first decision.
func Start(s *State, seed uint64) []Event {
	s.Rand.State = seed
	s.out = s.out[:0]
	s.advance()
	ev := s.out
	s.out = nil
	return ev
}
