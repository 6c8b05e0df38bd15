package rrlang

import (
	"encoding/json"
	"os"
	"strings"
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

// Every effect kind of the cards (each one cards.json uses, and each the
// engine knows) has its words in both languages, for the log.
func TestEveryCardEffectHasWords(t *testing.T) {
	raw, err := os.ReadFile("../../../scenarios/redrussia/cards.json")
	if err != nil {
		t.Fatal(err)
	}
	var file struct {
		Cards []struct {
			ID      int `json:"id"`
			Effects []struct {
				Kind string `json:"kind"`
			} `json:"effects"`
		} `json:"cards"`
	}
	if err := json.Unmarshal(raw, &file); err != nil {
		t.Fatal(err)
	}
	kinds := map[string]bool{}
	for _, c := range file.Cards {
		for _, e := range c.Effects {
			kinds[e.Kind] = true
		}
	}
	if len(kinds) < 40 {
		t.Fatalf("only %d effect kinds read from cards.json", len(kinds))
	}
	for _, k := range redrussia.EffectKinds() {
		kinds[k.String()] = true
	}
	for k := range kinds {
		p, ok := phrases["effect."+k]
		if !ok || p[0] == "" || p[1] == "" || strings.Contains(p[0], "_") || strings.Contains(p[1], "_") {
			t.Errorf("effect %s: words %q", k, p)
		}
	}
}
