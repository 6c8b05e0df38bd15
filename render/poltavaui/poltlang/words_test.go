package poltlang

import (
	"strings"
	"testing"

	"tachanka/game/poltava"
	"tachanka/render/lang"
)

type plainNames struct{}

func (plainNames) Unit(id string) string     { return id }
func (plainNames) Division(id string) string { return id }

// Every event the engine emits has its words in both languages, with no
// formatting mistakes.
func TestEveryEventHasItsWords(t *testing.T) {
	defer lang.Set(lang.Current())
	for _, l := range []lang.Lang{lang.EN, lang.RU} {
		lang.Set(l)
		for k := poltava.EvPhase; k <= poltava.EvGameOver; k++ {
			e := poltava.Event{Kind: k, Side: poltava.Sweden, Unit: "u", Target: "t", Units: []string{"a", "b"}, Dice: []int{3}, N: 1, Text: "movement", Division: "d"}
			got := Event(e, plainNames{})
			if got == k.String() || strings.Contains(got, "%!") {
				t.Errorf("%v in %v: %q", k, l, got)
			}
		}
		for key := range phrases {
			if T(key) == "" {
				t.Errorf("%s has no words in %v", key, l)
			}
		}
	}
}
