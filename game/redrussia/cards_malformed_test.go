package redrussia

import (
	"strings"
	"testing"
)

// malformedCase is a broken copy of a data file and the message its loader
// must give: one clear error, naming the field path where there is one.
type malformedCase struct {
	name     string
	old, new string
	want     string
}

// rejectEdits runs each case through parse and checks the error.
func rejectEdits(t *testing.T, file string, parse func([]byte) error, cases []malformedCase) {
	t.Helper()
	text := readComponentFile(t, file)
	if err := parse([]byte(text)); err != nil {
		t.Fatalf("%s does not load: %v", file, err)
	}
	for _, c := range cases {
		err := parse(editComponentFile(t, text, c.old, c.new))
		switch {
		case err == nil:
			t.Errorf("%s: %s loads; want %q", file, c.name, c.want)
		case !strings.Contains(err.Error(), c.want):
			t.Errorf("%s: %s:\n got %v\nwant %q", file, c.name, err, c.want)
		}
	}
}

// TestCards_RejectMalformed: the deck loader refuses a window that does
// not exist, a repeated or missing card, a parameter its kind does not
// take, an unknown kind, a missing needed parameter, a play-immediately
// card outside the political phase, a year outside the game.
func TestCards_RejectMalformed(t *testing.T) {
	parse := func(b []byte) error { _, err := ParseCards(b); return err }
	rejectEdits(t, CardsFile, parse, []malformedCase{
		{"unknown window", `"windows": ["w1"], "own": true}],
   "years": [1920]`, `"windows": ["w10"], "own": true}],
   "years": [1920]`, `cards[5].when[0].windows[0]: unknown window "w10"`},
		{"duplicate id", `"id": 2,`, `"id": 1,`, `cards[1].id: card 1 where card 2 belongs`},
		{"unknown faction", `"playable_by": ["siberian"]`, `"playable_by": ["siberians"]`, `cards[0].playable_by[0]: unknown faction "siberians"`},
		{"a parameter the kind does not take", `{"kind": "release_set_aside", "set_aside": "tanks"}`,
			`{"kind": "release_set_aside", "set_aside": "tanks", "amount": 2}`, `cards[10].effects[0].amount: release_set_aside takes no amount`},
		{"unknown effect kind", `{"kind": "typhus", "count": 3, "amount": 1}`, `{"kind": "cholera", "count": 3, "amount": 1}`,
			`cards[48].effects[0].kind: unknown effect kind "cholera"`},
		{"a needed parameter missing", `{"kind": "take_leaders", "count": 2}`, `{"kind": "take_leaders"}`, `cards[19].effects[0]: take_leaders needs count`},
		{"play immediately in the purchase phase", `"when": [{"phase": "purchase"}],
   "years": [1918, 1919],
   "remove_after_play": true`, `"when": [{"phase": "purchase"}],
   "years": [1918, 1919],
   "play_immediately": true,
   "remove_after_play": true`, `cards[15].play_immediately: card 16: a play-immediately card names the political phase`},
		{"a year outside the game", `"years": [1921],`, `"years": [1922],`, `cards[26].years[0]: 1922: years of the game`},
		{"an action card without windows", `"when": [{"phase": "action", "windows": ["w4"]}],
   "years": [1918, 1919, 1920, 1921],
   "requires": [{"kind": "own_units_in_battle", "faction": "red"}]`, `"when": [{"phase": "action"}],
   "years": [1918, 1919, 1920, 1921],
   "requires": [{"kind": "own_units_in_battle", "faction": "red"}]`, `cards[17].when[0].windows: an action-phase card names its windows`},
		{"an effect window the card is never played in", `"window": "w3"`, `"window": "w5"`, `cards[51].effects[0].window: card 52 is never played in w5`},
		{"a condition with a parameter it does not take", `{"kind": "cavalry_on_map"}`, `{"kind": "cavalry_on_map", "count": 2}`,
			`cards[9].requires[0].count: cavalry_on_map takes no count`},
		{"an area name where a code belongs", `"areas": ["KAZA", "VYAT", "PERM"]`, `"areas": ["KAZA", "Vyatka", "PERM"]`,
			`cards[37].effects[1].areas[1]: "Vyatka" is not an area code`},
		{"an unknown holding box", `"boxes": ["white_box"]`, `"boxes": ["white_sea_box"]`, `cards[45].effects[1].boxes[0]: unknown holding box "white_sea_box"`},
		{"a first turn outside the first year", `"from_turn": 3`, `"from_turn": 4`, `cards[6].from_turn: 4 is not a turn of the card's first year`},
		{"an unknown field", `"remove_after_play": true,
   "requires": [{"kind": "czech_option_used"}]`, `"remove_after_play": true,
   "require": [{"kind": "czech_option_used"}]`, `cards[0].require: unknown field "require"`},
		{"a missing card", `"cards": [`, `"cards": [
  {"id": 55, "title": {"en": "x", "ru": "х"}, "playable_by": ["red"], "when": [{"phase": "political"}], "years": [1918], "effects": [{"kind": "kolchak_supreme_ruler"}], "text": "x"},`,
			`cards: 55 cards; the deck has 54`},
	})
}

// TestLinks_RejectMalformed: the checks across files: a set-aside counter
// released by a card that does not release it, a leader no roster holds,
// an infighting modifier the table cannot answer.
func TestLinks_RejectMalformed(t *testing.T) {
	files := map[string]string{}
	for _, f := range []string{CountersFile, LeadersFile, TablesFile, CardsFile} {
		files[f] = readComponentFile(t, f)
	}
	cases := []struct {
		name, file, old, new, want string
	}{
		{"release by the wrong card", CardsFile, `{"kind": "release_set_aside", "set_aside": "withheld"}`, `{"kind": "release_set_aside", "set_aside": "tanks"}`,
			`counters.json: red-inf-5-2-withheld is released by card 13, but card 0 releases the withheld counters`},
		{"an unknown leader", CardsFile, `"leader": "yudenich"`, `"leader": "yudenitch"`, `cards.json: card 43 names leader "yudenitch", who is not in leaders.json`},
		{"an infighting modifier too large", CardsFile, `{"kind": "infighting", "affects": "red", "modifier": 1}`, `{"kind": "infighting", "affects": "red", "modifier": 2}`,
			`cards.json: card 25 effect 0: infighting modifier +2`},
		{"a leader's card that does not bring him", LeadersFile, `"card": 43`, `"card": 42`, `leaders.json: yudenich arrives by card 42, which does not bring him`},
		{"Allied Withdrawal against the table", CardsFile, `{"kind": "foreign_roll_modifier", "modifier": -2`, `{"kind": "foreign_roll_modifier", "modifier": -1`,
			`card 47: foreign intervention modifier -1; tables.json gives "Allied Withdrawal" -2`},
	}
	for _, c := range cases {
		broken := map[string][]byte{}
		for name, text := range files {
			broken[name] = []byte(text)
		}
		broken[c.file] = editComponentFile(t, files[c.file], c.old, c.new)
		_, err := ParseComponents(func(name string) ([]byte, error) { return broken[name], nil })
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s:\n got %v\nwant %q", c.name, err, c.want)
		}
	}
}
