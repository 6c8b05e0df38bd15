package rcw

import (
	"slices"

	"tachanka/game/dice"
)

// RandomAction is the random player's choice among the legal actions of
// every player: mostly the pending decision's (the trading session ends
// with Done more often than not), sometimes politics, now and then an
// assassination or a purge, very seldom a player leaving (14.2). It leans towards ending phases and attacking
// so that random games reach a victory (14.1) rather than the turn cap.
// The random games of the tests and of tachanka selfplay both play it. It
// reports false when no action is legal (the game is over).
func (s *State) RandomAction(r *dice.Rand) (Action, bool) { return s.RandomActionOf(r, nil) }

// RandomActionOf is the random player's choice among the legal actions of
// the given players only (all of them when players is nil): the random
// seats of a game where other seats are people or computer players.
func (s *State) RandomActionOf(r *dice.Rand, players []string) (Action, bool) {
	if s.Postal != nil && s.Pending.Kind == DecideOrders {
		return s.randomPostal(r, players) // 17.0: random orders, then the seal
	}
	var main, politics, interrupts, quits []Action
	for _, a := range s.Legal() {
		if players != nil && !slices.Contains(players, a.Player) {
			continue
		}
		switch a.Type {
		case ActQuit:
			quits = append(quits, a)
		case ActOffer, ActAccept, ActDecline, ActWithdraw, ActCommittee, ActLeave, ActExecute:
			politics = append(politics, a)
		case ActAssassinate, ActPurge:
			interrupts = append(interrupts, a)
		default:
			main = append(main, a)
		}
	}
	pick := func(as []Action) (Action, bool) { return as[r.Intn(len(as))], true }
	switch {
	case len(main)+len(politics)+len(interrupts) == 0:
		return Action{}, false
	// A player leaves, seldom (14.2).
	case len(quits) > 0 && r.Intn(20000) == 0:
		return pick(quits)
	// Assassinations and purges now and then (10.0, 11.0), or when
	// nothing else is legal.
	case len(interrupts) > 0 && (r.Intn(25) == 0 || len(main)+len(politics) == 0):
		return pick(interrupts)
	case len(politics) > 0 && (len(main) == 0 || r.Intn(10) == 0):
		return pick(politics)
	case s.Pending.Kind == DecideTrade && r.Intn(4) > 0:
		return pick(main) // Done by someone
	// End the Movement Phase now and then, so games go on.
	case s.Pending.Kind == DecideMove && r.Intn(8) == 0:
		return main[0], true
	// Attack whenever an attack is offered, mostly: games must end (14.1).
	case s.Pending.Kind == DecideCombat && len(main) > 1 && r.Intn(6) > 0:
		return pick(main[1:])
	}
	return pick(main)
}
