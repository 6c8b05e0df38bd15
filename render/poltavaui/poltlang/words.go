// Package poltlang holds Poltava 1709's words for its client: what each
// event of the engine says in the log, the engine's refusals in Russian
// (keyed by the engine's English format), and the client's own phrases,
// in English and Russian.
package poltlang

import (
	"fmt"
	"strings"

	"tachanka/game/poltava"
)

// T is a phrase of the client in the current language, formatted.
func T(key string, args ...any) string { return phrases.T(key, args...) }

// Has reports a phrase of the catalogue.
func Has(key string) bool { return phrases.Has(key) }

// Names names the engine's things for the log: a unit or leader's name and
// a division's, in the current language.
type Names interface {
	Unit(id string) string
	Division(id string) string
}

// Reason is a reason of the odds (8.6) in the current language, naming
// its unit as n does.
func Reason(r poltava.Reason, n Names) string {
	key := "why." + r.Key
	if !Has(key) {
		return r.String()
	}
	return T(key, n.Unit(r.Unit), r.Hex, Terrain(r.Terrain), r.N, r.M)
}

// Terrain is a terrain's name in the current language.
func Terrain(t poltava.Terrain) string {
	if k := "terrain." + t.String(); Has(k) {
		return T(k)
	}
	return t.String()
}

// Event is a line of the log for an event, in the current language.
func Event(e poltava.Event, n Names) string {
	side := Side(e.Side)
	unit := n.Unit(e.Unit)
	target := n.Unit(e.Target)
	dice := diceText(e.Dice)
	var units []string
	for _, id := range e.Units {
		units = append(units, n.Unit(id))
	}
	switch e.Kind {
	case poltava.EvPhase:
		return T("ev.phase", e.N, Phase(e.Text), side)
	case poltava.EvSetupRoll:
		return T("ev.setup_roll", side, n.Division(e.Division), dice, e.N)
	case poltava.EvFlipped:
		return T("ev.flipped", unit, e.Hex)
	case poltava.EvEliminated:
		return T("ev.eliminated", unit)
	case poltava.EvRemoved:
		if unit == "" {
			unit = target
		}
		return T("ev.removed", unit)
	case poltava.EvMoved:
		return T("ev.moved", unit, e.Hex)
	case poltava.EvEntered:
		return T("ev.entered", unit, e.Hex)
	case poltava.EvLeaderMoved:
		return T("ev.leader_moved", target, unit)
	case poltava.EvLeaderFell:
		return T("ev.leader_fell", target)
	case poltava.EvRedoubtCheck:
		return T("ev.redoubt_check", unit, e.Hex, dice)
	case poltava.EvRoos:
		return T("ev.roos", unit)
	case poltava.EvFire:
		if unit == "" {
			unit = T("word.redoubt", e.Hex)
		}
		return T("ev.fire", unit, target, dice, e.N)
	case poltava.EvMelee:
		return T("ev.melee", strings.Join(units, ", "), dice, e.Text)
	case poltava.EvReroll:
		return T("ev.reroll", target, dice, e.Text)
	case poltava.EvRetreat:
		if len(e.Path) == 0 {
			return T("ev.retreat_stay", unit, e.N)
		}
		return T("ev.retreat", unit, e.Hex)
	case poltava.EvAdvance:
		return T("ev.advance", unit, e.Hex)
	case poltava.EvArtilleryLost:
		return T("ev.artillery_lost", unit)
	case poltava.EvCaptured:
		return T("ev.captured", e.Hex)
	case poltava.EvRegarrisoned:
		return T("ev.regarrisoned", e.Hex, unit)
	case poltava.EvWithdrew:
		return T("ev.withdrew", unit, e.Hex)
	case poltava.EvDetached:
		return T("ev.detached", side, strings.Join(units, ", "))
	case poltava.EvFormed:
		return T("ev.formed", side)
	case poltava.EvExchange:
		return T("ev.exchange")
	case poltava.EvDivisionRouted:
		return T("ev.division_routed", n.Division(e.Division))
	case poltava.EvDefected:
		return T("ev.defected")
	case poltava.EvCossacksLeft:
		return T("ev.cossacks_left")
	case poltava.EvGameOver:
		if e.Side == poltava.NoSide {
			return T("ev.draw", e.Text)
		}
		return T("ev.game_over", side, e.Text)
	}
	return e.Kind.String()
}

func diceText(d []int) string {
	var s []string
	for _, v := range d {
		s = append(s, fmt.Sprint(v))
	}
	return strings.Join(s, "+")
}

// Side is a side's name.
func Side(s poltava.Side) string {
	switch s {
	case poltava.Sweden:
		return T("side.sweden")
	case poltava.Russia:
		return T("side.russia")
	}
	return ""
}

// Phase is a phase's name (by the engine's word).
func Phase(p string) string {
	if Has("phase." + p) {
		return T("phase." + p)
	}
	return p
}

// Decision is a decision's short name.
func Decision(d poltava.Decision) string {
	if Has("decide." + d.String()) {
		return T("decide." + d.String())
	}
	return d.String()
}

// How says whose decision it is and how to make it, for the status bar
// (the decisions whose words take only the side).
func How(d poltava.Decision, side string) string {
	if Has("how." + d.String()) {
		return T("how."+d.String(), side)
	}
	return side + ": " + d.String()
}
