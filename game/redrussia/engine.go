package redrussia

import "slices"

// The engine: Apply checks an action against the pending decision (the one
// guard), runs its handler on a copy of the state, and carries the game on
// through everything that needs no decision (advance). Legal lists the
// actions Apply accepts.

// handler runs an action on a copy of the state.
type handler struct {
	on  Decision
	run func(s *State, a Action) error
}

var handlers map[ActionType]handler

func init() {
	handlers = map[ActionType]handler{
		ActCzech:         {DecideCzech, doCzech},
		ActPlace:         {DecidePlace, doPlace},
		ActReduce:        {DecideReduce, doReduce},
		ActDiscard:       {DecideDiscard, doDiscard},
		ActBuy:           {DecidePurchase, doBuy},
		ActRepair:        {DecidePurchase, doRepair},
		ActGold:          {DecidePurchase, doGold},
		ActEndPurchase:   {DecidePurchase, doEndPurchase},
		ActLenin:         {DecideLenin, doLenin},
		ActEndMovement:   {DecideMove, doEndMovement},
		ActEndCombat:     {DecideBattles, doEndCombat},
		ActEndSiege:      {DecideSiege, doEndSiege},
		ActForeign:       {DecideForeign, doForeign},
		ActAlliedRemove:  {DecideAllied, doAlliedRemove},
		ActAlliedAdd:     {DecideAllied, doAlliedAdd},
		ActAlliedControl: {DecideAllied, doAlliedControl},
		ActAlliedDone:    {DecideAllied, doAlliedDone},
		ActMinorRoll:     {DecideMinorRoll, doMinorRoll},
		ActAttrition:     {DecideAttrition, doAttrition},
		ActMaintain:      {DecideMaintain, doMaintain},
		ActPoland:        {DecidePoland, doPoland},
		ActMove:          {DecideMove, afterMove(doMove)},
		ActSearch:        {DecideMove, doSearch},
		ActBlockade:      {DecideMove, doBlockade},
		ActDeclareBattle: {DecideBattles, doDeclareBattle},
		ActStand:         {DecideRetreat, doStand},
		ActRetreat:       {DecideRetreat, doRetreat},
		ActLeaders:       {DecideLeaders, doLeaders},
		ActCommissars:    {DecideCommissars, doCommissars},
		ActAllot:         {DecideLosses, doAllot},
		ActContinue:      {DecideContinue, doContinue},
		ActBesiege:       {DecideSiege, doBesiege},
		ActKeep:          {DecideFallen, doKeep},
		ActEnemySearch:   {DecideSortie, afterMove(doEnemySearch)},
		ActFightOn:       {DecideBlockade, afterMove(doFightOn)},
		ActAirRetreat:    {DecideAir, afterMove(doAirRetreat)},
		ActPlayCard:      {DecideCard, doPlayCard},
		ActPass:          {DecideCard, doPass},
		ActCardTarget:    {DecideCardTarget, doCardTarget},
		ActRefit:         {DecideRefit, doRefit},
	}
}

// Apply applies an action: the events it caused, or a refusal that names
// its rule and changes nothing.
func Apply(s *State, a Action) ([]Event, error) {
	h, ok := handlers[a.Type]
	switch {
	case !ok:
		return nil, refuse("4.0", "%s is not an action of this game", a.Type)
	case s.Pending.Kind == DecideNone:
		return nil, refuse("16.1", "the game is over")
	case h.on != s.Pending.Kind:
		return nil, refuse("4.0", "%s is not a decision now: the game waits for %s", a.Type, s.Pending.Kind)
	case a.Faction != s.Pending.Faction && !(a.Type == ActPlayCard && s.sameHand(a.Faction)):
		return nil, refuse("1.2", "the decision is %s's, not %s's", s.Pending.Faction, a.Faction)
	}
	c := s.Clone()
	c.Actions++
	if err := h.run(c, a); err != nil {
		return nil, err
	}
	ev := c.out
	c.out = nil
	*s = *c
	return ev, nil
}

// Legal lists the actions Apply accepts now, for the client, the computer
// players and the tests (one source of what may be done).
func (s *State) Legal() []Action {
	f := s.Pending.Faction
	var out []Action
	switch s.Pending.Kind {
	case DecideCzech:
		out = append(out, Action{Type: ActCzech, Faction: f, Yes: true}, Action{Type: ActCzech, Faction: f})
	case DecidePlace:
		for _, p := range s.placing(f) {
			for _, w := range s.PlaceTargets(p) {
				out = append(out, Action{Type: ActPlace, Faction: f, Piece: p.ID, Where: w})
			}
		}
	case DecideReduce:
		for _, p := range s.reducible(s.Pending.Of) {
			out = append(out, Action{Type: ActReduce, Faction: f, Piece: p.ID})
		}
	case DecideDiscard:
		out = append(out, s.discards(f)...)
	case DecidePurchase:
		out = append(out, s.purchases(f)...)
	case DecideLenin:
		for _, n := range []int{2, 0, -2} {
			out = append(out, Action{Type: ActLenin, Faction: f, N: n})
		}
	case DecideMove:
		out = append(out, s.movementActions(f)...)
	case DecideSortie:
		out = append(out, Action{Type: ActEnemySearch, Faction: f, Yes: true}, Action{Type: ActEnemySearch, Faction: f})
	case DecideBlockade:
		out = append(out, Action{Type: ActFightOn, Faction: f, Yes: true}, Action{Type: ActFightOn, Faction: f})
	case DecideAir:
		out = append(out, s.airChoices(f)...)
	case DecideBattles:
		out = append(out, Action{Type: ActEndCombat, Faction: f})
		s.withPlaces(func() { out = append(out, s.battleActions(f)...) })
	case DecideSiege:
		out = append(out, s.siegeActions(f)...)
	case DecideForeign:
		out = append(out, s.foreignChoices(f)...)
	case DecideAllied:
		out = append(out, s.alliedChoices(f)...)
	case DecideMinorRoll:
		out = append(out, s.minorChoices(f)...)
	case DecideAttrition:
		out = append(out, s.attritionChoices(f)...)
	case DecideMaintain:
		out = append(out, s.maintainChoices(f)...)
	case DecidePoland:
		out = append(out, Action{Type: ActPoland, Faction: f, Yes: true}, Action{Type: ActPoland, Faction: f})
	case DecideRetreat:
		out = append(out, s.retreatActions(f)...)
	case DecideLeaders:
		out = append(out, s.leaderActions(f)...)
	case DecideCommissars:
		out = append(out, s.commissarActions(f)...)
	case DecideLosses:
		fi := s.Fight
		for _, steps := range s.AllotOptions(fi.Units[s.Pending.Side], fi.Hits[s.Pending.Side], fi.Stepped) {
			out = append(out, Action{Type: ActAllot, Faction: f, Pieces: steps})
		}
	case DecideContinue:
		out = append(out, Action{Type: ActContinue, Faction: f, Yes: true}, Action{Type: ActContinue, Faction: f})
	case DecideFallen:
		out = append(out, Action{Type: ActKeep, Faction: f, Yes: true}, Action{Type: ActKeep, Faction: f})
	case DecideCard:
		out = append(out, s.cardPlays()...)
	case DecideCardTarget:
		out = append(out, s.targetChoices()...)
	case DecideRefit:
		out = append(out, s.refitChoices()...)
	}
	return out
}

// placing are the pieces a faction places at the pending decision: those
// it waits with at set-up, or its arrivals in the purchase phase.
func (s *State) placing(f Faction) []*Piece {
	if s.Setup != nil {
		return s.waiting(f)
	}
	return s.arrivals(f)
}

// Over reports the end of the game.
func (s *State) Over() bool { return s.Pending.Kind == DecideNone }

// majorsIn orders factions as order does, keeping those in play.
func (s *State) majorsIn(order []Faction) []Faction {
	return slices.DeleteFunc(slices.Clone(order), func(f Faction) bool { return s.F(f).Out })
}
