package rrui

import (
	"strings"
	"testing"

	"tachanka/game/redrussia"
	"tachanka/render/lang"
)

// The log says every card effect in words, in both languages: no effect
// kind's id (wound_leader_roll), nor a note of the engine's it has words
// for.
func TestCardEffectsInWords(t *testing.T) {
	_, s := newState(t, 2, 21)
	b := &boardScene{d: s.Data()}
	notes := []string{"money", "in force", "infighting 4+1", "rail moves siberia", "czech_option counters into the pool"}
	defer lang.Set(lang.Current())
	for _, l := range []lang.Lang{lang.EN, lang.RU} {
		lang.Set(l)
		var texts []string
		for note := range effectNotes {
			texts = append(texts, note) // the fixed notes
		}
		for _, k := range redrussia.EffectKinds() {
			for _, note := range notes {
				texts = append(texts, k.String()+": "+note)
			}
		}
		for _, text := range texts {
			got := b.eventText(redrussia.Event{Kind: redrussia.EvCardEffect, Faction: redrussia.Red, N: 2, Text: text})
			if strings.Contains(got, "_") || strings.Contains(got, ": in force") {
				t.Errorf("%s: %q in words is %q", l.Code(), text, got)
			}
			if l == lang.RU && strings.ContainsAny(strings.TrimPrefix(got, b.factionCode(redrussia.Red)), "abcdefghijklmnopqrstuvwxyz") {
				t.Errorf("ru: %q in words is %q", text, got)
			}
		}
	}
}
