package redrussia

import "testing"

// TestDecisionAndActionWords: every decision and action type has its own
// word, which reads back as the same constant (saves and logs store the
// words). The decision words once lacked "retreat_before", which shifted
// every later word by one and left DecideCardTarget without a word, so a
// state waiting for a card's target could not be read back.
func TestDecisionAndActionWords(t *testing.T) {
	seen := map[string]bool{}
	for d := DecideNone; d <= DecideRefit; d++ {
		b, _ := d.MarshalText()
		var back Decision
		if err := back.UnmarshalText(b); err != nil || back != d || seen[string(b)] {
			t.Errorf("decision %d: word %q reads back as %d (%v)", d, b, back, err)
		}
		seen[string(b)] = true
	}
	if DecideCardTarget.String() != "card_target" || DecideLeaders.String() != "leaders" || DecideFallen.String() != "fallen" {
		t.Errorf("words: %s %s %s", DecideCardTarget, DecideLeaders, DecideFallen)
	}
	if len(decisionNames) != int(DecideRefit)+1 || len(actionNames) != int(ActRefit)+1 {
		t.Errorf("%d decision words for %d decisions, %d action words for %d actions", len(decisionNames), DecideRefit+1, len(actionNames), ActRefit+1)
	}
	for a := ActCzech; a <= ActRefit; a++ {
		b, _ := a.MarshalText()
		var back ActionType
		if err := back.UnmarshalText(b); err != nil || back != a {
			t.Errorf("action %d: word %q reads back as %d (%v)", a, b, back, err)
		}
	}
}
