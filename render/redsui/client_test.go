package redsui

import (
	"encoding/json"
	"testing"

	"tachanka/game/reds"
)

// The window's options switch optional rules on by their names in REDS!'s
// files (the JSON of reds.Options, as the play command writes them), and
// the client reads them back.
func TestOptionalRulesByName(t *testing.T) {
	for _, want := range []reds.Options{{}, {OfficersAndWhiteTempo: true}, {RedEvents: true}, {OfficersAndWhiteTempo: true, RedEvents: true}} {
		b, err := json.Marshal(want)
		if err != nil {
			t.Fatal(err)
		}
		var on map[string]bool
		if err := json.Unmarshal(b, &on); err != nil {
			t.Fatal(err)
		}
		if got := optionalRules(on); got != want {
			t.Errorf("%s: read %+v", b, got)
		}
	}
}
