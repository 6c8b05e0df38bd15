package rcwbot

import (
	"math"

	"tachanka/game/rcw"
)

// The solitaire Red player (RULES, Computer players (a), Ruling): when
// the computer plays Red in a solitaire game it uses the movement planner
// (b.11) as a Red player, makes every attack it can at 3:1 or better and
// every subversive attack it can at 2:1 or better, chooses the maximum
// number of leaders and places them on the strongest Red combat units
// nearest the non-Red forces. Choose plays it for Player A whenever the
// game is a solitaire one (s.Solo set), at any level. Decisions where the
// Ruling leaves room:
//   - The planner's entries are Red on White, Red on Green, Red on Blue,
//     in that order (the White forces march on the capitals, 21.0), with
//     no quota; the Combat Phase takes the listed attacks in that order,
//     then by the best odds (as b.11 step 6 does).
//   - No SDT, VST, Attack Consideration, PCT, purge, assassination or
//     gift: the solitaire has none of them (18.0, 20.11).
//   - Leaders (24.0): the pool leader of the greatest LV first (ties the
//     lowest number), on the unattached Red combat unit nearest a
//     province holding non-Red combat units (overland steps), the
//     strongest of those, then the bot's dice; it takes the strongest
//     other units of that stack it can carry (the engine's listing).
//     With no unattached Red unit, alone in the Red-held province nearest
//     the non-Red forces.
//   - Losses by b.10, every draw and redraw made, every capture taken.

// NoQuota is a quota no Player-Turn reaches: every attack allowed.
const NoQuota = math.MaxInt

// soloEntries are the solitaire Red player's attacks (Ruling: Red
// against every non-Red colour).
var soloEntries = []Entry{{red, white}, {red, green}, {red, blue}}

// soloCapitals are the provinces whose non-Red units win the game for
// the non-Red side at the end of a Game-Turn (28.13): attacked first.
var soloCapitals = []string{"PETR", "TVER"}

// SoloStrategy is the solitaire Red player's business: every attack at
// 3:1 or better, every subversive attack (8.3) at 2:1 or better.
func SoloStrategy() Strategy {
	return Strategy{Quota: NoQuota, MinOdds: rcw.Odds31, SubMinOdds: rcw.Odds21, Entries: soloEntries, First: soloCapitals}
}

// chooseSolo is Choose in a solitaire game: Player A's pending decision.
func (p *Player) chooseSolo(s *rcw.State, seat string) (rcw.Action, bool) {
	if seat != rcw.SoloRed || s.Pending.Player != seat {
		return rcw.Action{}, false
	}
	var a rcw.Action
	switch s.Pending.Kind {
	case rcw.DecideLeaders:
		a = p.placeLeader(s, seat)
	case rcw.DecideMove:
		a = p.moveWith(s, seat, SoloStrategy())
	case rcw.DecideCombat:
		a = p.combatWith(s, seat, SoloStrategy())
	case rcw.DecideLosses:
		a = p.losses(s, seat)
	case rcw.DecideDraw, rcw.DecideRedraw:
		a = rcw.Action{Type: rcw.ActDraw, Player: seat}
	case rcw.DecideCapture:
		a = p.capture(s, seat)
	default:
		a = p.fallback(s, seat)
	}
	if !accepted(s, a) {
		return p.fallback(s, seat), true
	}
	return a, true
}
