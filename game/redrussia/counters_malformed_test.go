package redrussia

import "testing"

// TestCounters_RejectMalformed: an unknown faction, a repeated line id, a
// reduced side better than the full one, values that are not "a-d", more
// than 120 counters, a tank not set aside, a fleet without a sea, a
// placement of a line that does not exist.
func TestCounters_RejectMalformed(t *testing.T) {
	parse := func(b []byte) error { _, err := ParseCounters(b); return err }
	rejectEdits(t, CountersFile, parse, []malformedCase{
		{"unknown faction", `{"id": "red-inf-5-2-withheld", "faction": "red"`, `{"id": "red-inf-5-2-withheld", "faction": "reds"`, `units[0].faction: unknown faction "reds"`},
		{"duplicate id", `{"id": "red-inf-4-2", `, `{"id": "red-inf-4-2-withheld", `, `units[2].id: "red-inf-4-2-withheld" is used twice`},
		{"reduced better than full", `"count": 7, "full": "3-2", "reduced": "2-1"`, `"count": 7, "full": "3-2", "reduced": "2-3"`,
			`units[3].reduced: red-inf-3-2: 2-3 is not a reduced side of 3-2`},
		{"values not attack-defense", `"count": 7, "full": "3-2"`, `"count": 7, "full": "three"`, `"three" is not attack-defense like "4-2"`},
		{"more than 120 counters", `"type": "partisan", "count": 5`, `"type": "partisan", "count": 7`, `units: 121 large counters; the printed set has 120`},
		{"a tank not set aside", `"set_aside": "tanks", "released_by": 11, "label": "captured tanks"`, `"label": "captured tanks"`,
			`units[12].set_aside: red-tank-2-2: every tank but the Allies' is set aside until "Tanks"`},
		{"a fleet without its sea", `"sea": "baltic", "label": "Baltic Fleet (Kronstadt)"`, `"label": "Baltic Fleet (Kronstadt)"`,
			`units[11].sea: red-fleet-baltic: a fleet, and only a fleet, names its sea zone`},
		{"an unknown sea zone", `"sea": "baltic", "label": "Baltic Fleet (Kronstadt)"`, `"sea": "caspian", "label": "Baltic Fleet (Kronstadt)"`,
			`units[11].sea: unknown sea zone "caspian"`},
		{"a set-aside without its card", `"set_aside": "withheld", "released_by": 13, "label": "Latvian Rifle Division"`, `"set_aside": "withheld", "label": "Latvian Rifle Division"`,
			`units[0].released_by: red-inf-5-2-withheld: a set-aside counter names the card that releases it`},
		{"a placement of an unknown line", `"line": "red-fleet-baltic"`, `"line": "red-fleet-black-sea"`, `setup[19].line: "red-fleet-black-sea" is not a red fleet line`},
		{"an area that is not a code", `"area": "PETR"`, `"area": "Petrograd"`, `setup[19].area: "Petrograd" is not an area code`},
		{"an unknown territory", `"territory": "central_asia"}`, `"territory": "turkestan"}`, `setup[0].territory: unknown territory "turkestan"`},
		{"four Cossack raid markers", `"cossack_raid": 3`, `"cossack_raid": 4`, `markers: 4 ORI, 5 initiative, 3 Cossack raid`},
		{"a wrong format", `"format": 1`, `"format": 2`, `counters format 2 is not supported`},
	})
}
