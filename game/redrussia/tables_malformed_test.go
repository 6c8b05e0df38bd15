package redrussia

import "testing"

// TestTables_RejectMalformed: a gap, an overlap or a short end in a table,
// a modifier change the table does not follow, a Fixed value changed
// (infantry cost, Red's money, a year of the calendar, the natural 1, the
// money steps), an unknown or repeated faction, two factions of one
// colour, a siege cost that falls.
func TestTables_RejectMalformed(t *testing.T) {
	parse := func(b []byte) error { _, err := ParseTables(b); return err }
	rejectEdits(t, TablesFile, parse, []malformedCase{
		{"a gap in the ORI table", `{"from": 3, "to": 4, "move": 0}`, `{"from": 3, "to": 3, "move": 0}`, `ori.rows[4]: a gap: no row answers 4 to 4`},
		{"an ORI table below the lowest roll", `{"from": -2, "to": 0, "move": -3}`, `{"from": -3, "to": 0, "move": -3}`, `ori.rows[0]: begins at -3, but no roll can be below -2`},
		{"an overlap in the infighting table", `{"from": 6, "to": 6, "ori_levels": 1}`, `{"from": 5, "to": 6, "ori_levels": 1}`, `infighting.rows[5]: overlaps the row before at 5`},
		{"a gap in the foreign table", `{"from": 11, "to": 11, "move": 1},`, ``, `foreign_intervention.rows[3]: a gap: no row answers 11 to 11`},
		{"a foreign table short of the top", `{"from": 14, "to": 20`, `{"from": 14, "to": 19`, `foreign_intervention.rows: a gap: no row answers 20 to 20`},
		{"a modifier the table does not follow", `"allied_withdrawal": -2`, `"allied_withdrawal": -3`, `foreign_intervention.rows[0]: a gap: no row answers -6 to -6`},
		{"the minor table's natural roll", `"natural_neutral": 1`, `"natural_neutral": 2`, `minor_intervention.natural_neutral: a natural 1 gives N`},
		{"N in a minor table row", `{"from": 0, "to": 4, "result": "none"}`, `{"from": 0, "to": 4, "result": "N"}`, `minor_intervention.rows[0]: N comes only from the natural 1`},
		{"an unknown minor result", `"result": "L"`, `"result": "X"`, `minor_intervention.rows[1].result: unknown minor intervention result "X"`},
		{"infantry at 4 money", `{"type": "inf", "buildable": true, "money": 3`, `{"type": "inf", "buildable": true, "money": 4`, `costs.units: infantry costs 3 money and 5 manpower`},
		{"cavalry as cheap as infantry", `{"type": "cav", "buildable": true, "money": 5, "manpower": 6`, `{"type": "cav", "buildable": true, "money": 5, "manpower": 5`,
			`cavalry costs more than infantry`},
		{"a buildable fleet", `{"type": "fleet", "buildable": false`, `{"type": "fleet", "buildable": true`, `costs.units[4]: fleets can never be bought`},
		{"a siege cost that falls", `"costs": [1, 2, 4, 6]`, `"costs": [1, 3, 4, 6]`, `siege.costs[2]: round 3 costs less than round 2`},
		{"Red's money", `"money": 30, "manpower": 40`, `"money": 31, "manpower": 40`, `factions[0]: red: seat, set-up order, money, manpower, hand, VP baseline are [1 4 31 40 6 55]`},
		{"an unknown faction", `{"faction": "finland", "kind": "minor"`, `{"faction": "finns", "kind": "minor"`, `factions[4].faction: unknown faction "finns"`},
		{"a repeated faction", `{"faction": "baltic", "kind": "minor"`, `{"faction": "finland", "kind": "minor"`, `factions[5].faction: finland appears twice`},
		{"two factions of one colour", `"colour": "#4fc3f7"`, `"colour": "#c62828"`, `factions[1].colour: northasian has the colour of red`},
		{"a minor without a pattern", `"pattern": "dots", `, ``, `factions[7].pattern: ukraine: minors and Allies have a pattern`},
		{"Poland's repairs", `"repairs": 2, "builds": 2`, `"repairs": 1, "builds": 2`, `factions[6]: poland: 1 repairs and 2 builds; 12.42 fixes 2 and 2`},
		{"a winter in the wrong year", `{"turn": 3, "season": "winter", "label": "Winter 1918–19", "year": 1918`,
			`{"turn": 3, "season": "winter", "label": "Winter 1918–19", "year": 1919`, `calendar.turns[2]: turn 3 winter 1919; 1.3 makes turn 3 winter of 1918`},
		{"no reshuffle in winter", `"year": 1919, "reshuffle": true,`, `"year": 1919,`, `calendar.turns[6]: minors build in spring (12.42) and the deck is reshuffled in winter (14.8)`},
		{"a victory level above Red's", `"victory_level": 25}`, `"victory_level": 41}`, `victory levels: Red's (26) the highest`},
		{"the money steps", `{"money": 5, "modifier": 3}`, `{"money": 4, "modifier": 3}`, `foreign_intervention.money_spent: 1, 3 or 5 money give +1, +2, +3`},
		{"an unknown holding box", `{"box": "japan_box"}`, `{"box": "tokyo_box"}`, `foreign_intervention.add_placement[1]: siberian: each place is a holding box`},
		{"an ORI track that jumps", `"levels": [0, 0, 0, 1, 1, 1, 2, 2, 2, 3]`, `"levels": [0, 0, 0, 1, 1, 1, 3, 3, 3, 3]`, `ori.levels[6]: levels rise one at a time`},
	})
}
