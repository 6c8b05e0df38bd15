// Package redslang is REDS!'s words in the client's languages: the names
// of the engine's enumerations, counters, leaders and cities, and the
// engine's refusals and notes said from their keys and arguments (the
// Russian catalogues of refusals.go and notes.go, which tests check against
// the engine's sources). The texts it looks up by key are in render/lang's
// catalogue.
package redslang

import (
	"strings"

	"tachanka/game/reds"
	"tachanka/render/lang"
)

// The names of the engine's enumerations. Each is a catalogue key built
// from the value's own name, so adding a value to the engine shows up as a
// «missing key» here and in the catalogue test.

// Side names a player.
func Side(s reds.Side) string { return lang.T("side." + s.String()) }

// Chit names an activation chit.
func Chit(c reds.Chit) string {
	if c == reds.NoChit {
		return ""
	}
	return lang.T("chit." + c.String())
}

// Front names a Red front.
func Front(f reds.Front) string {
	if f == reds.NoFront {
		return ""
	}
	return lang.T("front." + f.String())
}

// Faction names a counter-colour group.
func Faction(f reds.Faction) string { return lang.T("faction." + f.String()) }

// UnitType names a unit type.
func UnitType(t reds.UnitType) string { return lang.T("type." + t.String()) }

// Size names a unit size.
func Size(s reds.Size) string {
	if s == reds.NoSize {
		return ""
	}
	return lang.T("size." + s.String())
}

// Terrain names a terrain.
func Terrain(t reds.Terrain) string { return lang.T("terrain." + t.String()) }

// Region names a political region.
func Region(r reds.Region) string { return lang.T("region." + r.String()) }

// Sea names one of the four seas.
func Sea(s reds.SeaName) string {
	if s == reds.NoSea {
		return ""
	}
	return lang.T("sea." + s.String())
}

// Event names a random event.
func Event(k reds.EventKind) string {
	if k == reds.NoEvent {
		return lang.T("event.none")
	}
	return lang.T("event." + k.String())
}

// Decision names the kind of a pending decision.
func Decision(d reds.Decision) string { return lang.T("decide." + d.String()) }

// Control names who controls a city.
func Control(c reds.Control) string { return lang.T("control." + c.String()) }

// StratMode names a way of strategic movement.
func StratMode(m reds.StratMode) string { return lang.T("strat." + m.String()) }

// Supply says why a unit is or is not in supply.
func Supply(r reds.SupplyReason) string { return lang.T("supply." + r.String()) }

// Poland names Poland's status.
func Poland(p reds.PolandStatus) string { return lang.T("poland." + p.String()) }

// Where names the part of the game a counter is in.
func Where(w reds.Where) string { return lang.T("where." + w.String()) }

// Unit is a counter's name in the current language.
func Unit(d *reds.UnitDef) string { return lang.Title(d.Name, d.NameRU) }

// Leader is a Red leader's name.
func Leader(d *reds.LeaderDef) string { return lang.Title(d.Name, d.NameRU) }

// Host is a Cossack host's name, for its Krug (10.12): "don" is the Don
// Host; an id the catalogue lacks is shown capitalised.
func Host(id string) string {
	if lang.Has("host." + id) {
		return lang.T("host." + id)
	}
	if id == "" {
		return ""
	}
	return strings.ToUpper(id[:1]) + id[1:]
}

// City is a city's name.
func City(c *reds.City) string { return lang.Title(c.Name, c.NameRU) }

// Months is a turn's months.
func Months(t reds.TurnInfo) string { return lang.Title(t.Months, t.MonthsRU) }
