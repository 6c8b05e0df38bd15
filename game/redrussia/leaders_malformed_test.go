package redrussia

import "testing"

// TestLeaders_RejectMalformed: a rating of 4, Stalin at 0, Lenin with a
// rating the rules do not give, a repeated id, an unknown faction, a
// special leader missing, a minor leader arriving at set-up.
func TestLeaders_RejectMalformed(t *testing.T) {
	parse := func(b []byte) error { _, err := ParseLeaders(b); return err }
	rejectEdits(t, LeadersFile, parse, []malformedCase{
		{"rating 4", `"rating": 3, "mp": 3`, `"rating": 4, "mp": 3`, `leaders[1].rating: trotsky: rating 4; ratings run from 0 to 3`},
		{"Stalin at 0", `"rating": 1, "mp": 2, "arrival": "random", "special": "stalin"`, `"rating": 0, "mp": 2, "arrival": "random", "special": "stalin"`,
			`Stalin's rating is at least 1`},
		{"Lenin at 3", `"rating": 2, "mp": 2, "arrival": "setup", "special": "lenin"`, `"rating": 3, "mp": 2, "arrival": "setup", "special": "lenin"`,
			`leaders[0]: lenin: the rules make him red, arriving setup, rating 2`},
		{"Trotsky with 2 MP", `"rating": 3, "mp": 3`, `"rating": 3, "mp": 2`, `leaders[1].mp: trotsky: 2 MP; a leader has 2, Trotsky 3`},
		{"duplicate id", `"id": "frunze"`, `"id": "stalin"`, `leaders[3].id: "stalin" is used twice`},
		{"unknown faction", `"faction": "siberian", "rating": 1, "mp": 2, "arrival": "setup"`, `"faction": "whites", "rating": 1, "mp": 2, "arrival": "setup"`,
			`leaders[14].faction: unknown faction "whites"`},
		{"Wrangel's special rule missing", `"card": 5, "special": "wrangel",`, `"card": 5,`, `wrangel (special rule wrangel) is missing`},
		{"a minor leader at set-up", `"faction": "finland", "rating": 2, "mp": 2, "arrival": "with_minor"`, `"faction": "finland", "rating": 2, "mp": 2, "arrival": "setup"`,
			`leaders[46].arrival: mannerheim: a finland leader cannot arrive "setup"`},
		{"an unknown arrival", `"arrival": "allied_cup"`, `"arrival": "parachute"`, `leaders[49].arrival: unknown arrival "parachute"`},
	})
}
