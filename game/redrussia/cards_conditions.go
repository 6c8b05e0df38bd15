package redrussia

import (
	"slices"
	"strings"

	"tachanka/game/enum"
	"tachanka/game/jsonfile"
)

// ConditionKind is a condition a card's text sets on its play, checkable
// by the engine (14.2, m.4).
type ConditionKind uint8

const (
	NoCondition        ConditionKind = iota
	CzechOptionUsed                  // the card is in the deck only under 19.3
	CzechLegionFormed                // always true without 19.3 (19.3 Ruling)
	LeaderOnMap                      // leader
	MinorsNotConquered               // minors: none of them conquered (12.3)
	MinorNeutral                     // minor
	MinorHasUnit                     // minor: a unit on the map
	MinorFullyActive                 // minor
	MinorNotPlayers                  // minor: not controlled by the player
	NoPolishMajor                    // 13.54
	RedFacesPoland                   // "On to Berlin!": Poland open and a Red land unit at hand
	ControlsAny                      // areas: the player controls one of them
	CavalryOnMap                     // the player has a cavalry unit on the map
	FirstTanks                       // the faction has not played "Tanks" before (15.4)
	NotSupremeSiberian               // not the Siberian while Kolchak is Supreme Ruler
	OwnUnitsInBattle                 // the battle has units of the player's (of faction, if named)
	RedDefendsAreas                  // areas: Red defends (or holds under siege) one of them
	PolishHomeDefence                // a battle in a Polish home area with Polish defenders
	StackOfUnits                     // count: an area holds at least that many units
)

var conditionNames = []string{
	"", "czech_option_used", "czech_legion_formed", "leader_on_map", "minors_not_conquered",
	"minor_neutral", "minor_has_unit", "minor_fully_active", "minor_not_players", "no_polish_major",
	"red_faces_poland", "controls_any", "cavalry_on_map", "first_tanks", "not_supreme_siberian",
	"own_units_in_battle", "red_defends_areas", "polish_home_defence", "stack_of_units",
}

func (c ConditionKind) String() string               { return enum.Name(c, conditionNames) }
func (c ConditionKind) MarshalText() ([]byte, error) { return []byte(c.String()), nil }
func (c *ConditionKind) UnmarshalText(b []byte) error {
	v, err := enum.Parse[ConditionKind](b, conditionNames, "condition")
	*c = v
	return err
}

// Condition is one condition of a card and its parameters.
type Condition struct {
	Kind    ConditionKind `json:"kind"`
	Leader  string        `json:"leader,omitempty"`
	Minors  []Faction     `json:"minors,omitempty"`
	Faction Faction       `json:"faction,omitempty"`
	Areas   []string      `json:"areas,omitempty"`
	Count   int           `json:"count,omitempty"`
}

// conditionParams: the parameters each condition needs (it takes no
// others); "minors1" is exactly one minor.
var conditionParams = map[ConditionKind]string{
	CzechOptionUsed:    "",
	CzechLegionFormed:  "",
	LeaderOnMap:        "leader",
	MinorsNotConquered: "minors",
	MinorNeutral:       "minors1",
	MinorHasUnit:       "minors1",
	MinorFullyActive:   "minors1",
	MinorNotPlayers:    "minors1",
	NoPolishMajor:      "",
	RedFacesPoland:     "",
	ControlsAny:        "areas",
	CavalryOnMap:       "",
	FirstTanks:         "",
	NotSupremeSiberian: "",
	OwnUnitsInBattle:   "faction?",
	RedDefendsAreas:    "areas",
	PolishHomeDefence:  "",
	StackOfUnits:       "count",
}

func (c *Condition) check(p string) error {
	spec, ok := conditionParams[c.Kind]
	if !ok {
		return jsonfile.Errorf(p+".kind", "missing or unknown condition %q", c.Kind)
	}
	given := map[string]bool{
		"leader": c.Leader != "", "minors": len(c.Minors) > 0, "faction": c.Faction != NoFaction,
		"areas": len(c.Areas) > 0, "count": c.Count != 0,
	}
	want := map[string]bool{}
	for _, w := range strings.Fields(spec) {
		name := strings.TrimRight(w, "1?")
		want[name] = true
		if !given[name] && !strings.HasSuffix(w, "?") {
			return jsonfile.Errorf(p, "%s needs %s", c.Kind, name)
		}
		if strings.HasSuffix(w, "1") && len(c.Minors) != 1 {
			return jsonfile.Errorf(p+".minors", "%s names exactly one minor", c.Kind)
		}
	}
	for name, on := range given {
		if on && !want[name] {
			return jsonfile.Errorf(jsonfile.Join(p, name), "%s takes no %s", c.Kind, name)
		}
	}
	for j, m := range c.Minors {
		if !m.Minor() || slices.Index(c.Minors, m) != j {
			return jsonfile.Errorf(jsonfile.Index(p+".minors", j), "%q: one of the five minors, each once", m)
		}
	}
	if err := checkAreaCodes(p+".areas", c.Areas...); err != nil {
		return err
	}
	if c.Faction != NoFaction && !c.Faction.Major() {
		return jsonfile.Errorf(p+".faction", "%s is not a major", c.Faction)
	}
	return nil
}
