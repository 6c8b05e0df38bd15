package rrlang

import (
	"testing"

	"tachanka/game/redrussia"
)

// Every phrase is in both languages, and every decision, phase, step,
// window and event of the engine has its words.
func TestEveryPhraseInBothLanguages(t *testing.T) {
	for k, p := range phrases {
		if p[0] == "" || p[1] == "" {
			t.Errorf("%s: %q", k, p)
		}
	}
	var keys []string
	for d := redrussia.DecideNone; d <= redrussia.DecideRefit; d++ {
		keys = append(keys, "dec."+d.String())
	}
	for p := redrussia.NoPhase; p <= redrussia.CollectionPhase; p++ {
		keys = append(keys, "phase."+p.String())
	}
	for s := redrussia.StepCzech; s <= redrussia.StepSiege; s++ {
		keys = append(keys, "step."+s.String())
	}
	for w := redrussia.W1; w <= redrussia.W9; w++ {
		keys = append(keys, "window."+w.String())
	}
	for e := redrussia.EvOption; e <= redrussia.EvCardEffect; e++ {
		keys = append(keys, "ev."+e.String())
	}
	for _, k := range keys {
		if !Has(k) {
			t.Errorf("no words for %s", k)
		}
	}
}
