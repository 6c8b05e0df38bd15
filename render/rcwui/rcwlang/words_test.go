package rcwlang

import (
	"strings"
	"testing"
	"unicode"

	"tachanka/game/rcw"
	"tachanka/render/lang"
	"tachanka/scenarios"
)

// Every phrase has its words in English and in Russian, and the Russian
// is Russian; every phase and decision of the engine, every nationality
// of the counters and every month of the Turn Record Track is named.
func TestWordsInBothLanguages(t *testing.T) {
	defer lang.Set(lang.Current())
	for key, p := range phrases {
		if p[0] == "" || p[1] == "" {
			t.Errorf("%s: %q / %q", key, p[0], p[1])
		}
		if !strings.ContainsFunc(p[1], func(r rune) bool { return unicode.Is(unicode.Cyrillic, r) }) && !strings.HasPrefix(key, "nat.") {
			t.Errorf("%s: the Russian %q is not Russian", key, p[1])
		}
		if strings.Count(p[0], "%") != strings.Count(p[1], "%") {
			t.Errorf("%s: %q and %q take different arguments", key, p[0], p[1])
		}
	}
	var keys []string
	for p := rcw.PhaseDeal; p <= rcw.PhaseVote; p++ {
		keys = append(keys, "phase."+p.String())
	}
	for d := rcw.DecideNone; d <= rcw.DecidePurgeTake; d++ {
		keys = append(keys, "decide."+d.String())
	}
	for c := rcw.Red; c <= rcw.Green; c++ {
		keys = append(keys, "colour."+c.String())
	}
	d, err := scenarios.RCWData()
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range d.Counters.Nationalities {
		keys = append(keys, "nat."+n.Code)
	}
	for turn := 1; turn <= 3; turn++ {
		for _, w := range strings.Fields(rcw.TrackMonths(turn)) {
			if !strings.ContainsAny(w, "0123456789-") {
				keys = append(keys, "month."+w)
			}
		}
	}
	for _, k := range keys {
		if !Has(k) {
			t.Errorf("no words for %s", k)
		}
	}
	lang.Set(lang.RU)
	if got := T("turn", 3); got != "Ход 3" {
		t.Errorf("turn in Russian: %q", got)
	}
	lang.Set(lang.EN)
	if got := T("turn", 3); got != "Game-Turn 3" {
		t.Errorf("turn in English: %q", got)
	}
}
