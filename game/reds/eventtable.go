package reds

import (
	"fmt"
	"tachanka/game/enum"

	"tachanka/game/jsonfile"
)

// EventKind is a random event of either table (6.3).
type EventKind uint8

const (
	NoEvent EventKind = iota
	// White events.
	AIFOffensive
	WrangelEvent
	FreikorpsEvent
	SemenovRaid
	WhiteDisintegration
	AmphibiousInvasion
	CavalryRaid
	SiberianPartisans
	SouthRussianPartisans
	BasmachiPartisans
	WhiteArmoredTrain
	WhiteRiverFlotilla
	WhiteAircraft
	WhiteTanks
	// Red events.
	RedLeader
	PoliticalIntrigue
	RedTerrorEvent
	RedPartisans
	RedAircraft
	RedArmoredTrain
	RedRiverFlotilla
)

var eventKindNames = []string{"", "aif_offensive", "wrangel", "freikorps", "semenov_raid", "white_disintegration",
	"amphibious_invasion", "cavalry_raid", "siberian_partisans", "south_russian_partisans", "basmachi_partisans",
	"white_armored_train", "white_river_flotilla", "white_aircraft", "white_tanks",
	"red_leader", "political_intrigue", "red_terror", "red_partisans", "red_aircraft", "red_armored_train", "red_river_flotilla"}

func (k EventKind) String() string               { return enum.Name(k, eventKindNames) }
func (k EventKind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }
func (k *EventKind) UnmarshalText(b []byte) error {
	v, err := enum.Parse[EventKind](b, eventKindNames, "event")
	*k = v
	return err
}

// Side is the table an event belongs to.
func (k EventKind) Side() Side {
	switch {
	case k >= AIFOffensive && k <= WhiteTanks:
		return White
	case k >= RedLeader:
		return Red
	}
	return NoSide
}

// EventEntry is one result (2-12) of a Random Events Table: one event, or
// several for the rolling player to choose from.
type EventEntry struct {
	Roll   int         `json:"roll"`
	Events []EventKind `json:"events"`
	Note   string      `json:"note,omitempty"`
}

// EventTable is one side's 2d6 table, Entries[0] being the roll of 2.
type EventTable struct {
	Entries [11]EventEntry
}

// Entry is the result of a 2d6 roll.
func (t *EventTable) Entry(roll int) EventEntry { return t.Entries[roll-2] }

func loadEventTable(side Side, path string, entries []EventEntry) (*EventTable, error) {
	t := &EventTable{}
	if len(entries) != 11 {
		return nil, jsonfile.Errorf(path, "a 2d6 table has 11 results, 2 to 12, not %d", len(entries))
	}
	seen := map[EventKind]bool{}
	for i, e := range entries {
		p := jsonfile.Index(path, i)
		if e.Roll != i+2 {
			return nil, jsonfile.Errorf(jsonfile.Join(p, "roll"), "roll %d where %d was expected", e.Roll, i+2)
		}
		if len(e.Events) == 0 {
			return nil, jsonfile.Errorf(jsonfile.Join(p, "events"), "roll %d has no event", e.Roll)
		}
		for _, k := range e.Events {
			if k.Side() != side {
				return nil, jsonfile.Errorf(jsonfile.Join(p, "events"), "%s is not a %s event", k, side)
			}
			seen[k] = true
		}
		t.Entries[i] = e
	}
	for k := EventKind(1); int(k) < len(eventKindNames); k++ {
		if k.Side() == side && !seen[k] {
			return nil, jsonfile.Errorf(path, "the %s table lacks the %s event (DATA.md f.3)", side, k)
		}
	}
	if side == White {
		for roll, want := range map[int]EventKind{6: AIFOffensive, 12: WrangelEvent} {
			if e := t.Entry(roll); len(e.Events) != 1 || e.Events[0] != want {
				return nil, jsonfile.Errorf(jsonfile.Index(path, roll-2), "White's %d is %s (6.3), not %v", roll, want, e.Events)
			}
		}
	}
	return t, nil
}

// RallyTable gives, by side and unit type, the highest 1d6 roll that
// rallies a supplied disordered unit (12.12, DATA.md f.4).
type RallyTable struct {
	Red             map[UnitType]int `json:"red"`
	White           map[UnitType]int `json:"white"`
	WhiteAfterMajor map[UnitType]int `json:"white_after_major_withdrawal"`
	Poles           int              `json:"poles"`
	PolesNearWarsaw int              `json:"poles_near_warsaw"`
	WrangelModifier int              `json:"wrangel_modifier"`
}

// rallyTypes are the unit types that have two steps and may rally.
var rallyTypes = []UnitType{Infantry, Cavalry, Partisan}

func (r *RallyTable) check() error {
	for _, t := range rallyTypes {
		if v := r.Red[t]; v < 1 || v > 5 {
			return jsonfile.Errorf("rally.red."+t.String(), "Red %s rally on 1-%d: want a value from 1 to 5", t, v)
		}
		if v := r.White[t]; v != 2 {
			return jsonfile.Errorf("rally.white."+t.String(), "White units rally on 1-2 before the major withdrawal (12.12), not 1-%d", v)
		}
		if v := r.WhiteAfterMajor[t]; v != 1 {
			return jsonfile.Errorf("rally.white_after_major_withdrawal."+t.String(), "White units rally on 1 after the major withdrawal (18.4), not 1-%d", v)
		}
	}
	if r.Poles != 2 || r.PolesNearWarsaw != 3 {
		return jsonfile.Errorf("rally", "Poles rally on 1-2, and on 1-3 in or next to Warsaw while Red is in Poland (15.3)")
	}
	if r.WrangelModifier != -1 {
		return jsonfile.Errorf("rally.wrangel_modifier", "Wrangel gives -1 to AFSR rally rolls (12.12)")
	}
	return nil
}

func (r *RallyTable) String() string { return fmt.Sprintf("rally red %v", r.Red) }
