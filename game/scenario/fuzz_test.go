package scenario_test

import (
	"testing"

	"tachanka/game/bot"
	"tachanka/game/scenario"
	"tachanka/scenarios"
)

// FuzzParse feeds arbitrary bytes to the loader of scenarios and saves: it
// never panics, and a save it accepts holds a sound position (the
// invariants of game/reds, the pending decision answerable) from which
// the next action can be applied.
func FuzzParse(f *testing.F) {
	// The small test scenario: the REDS! scenarios (114 kB) would slow
	// every mutation, and other tests load them.
	raw, err := scenarios.Raw("test-moscow.json")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(raw)
	// A save a few random actions into the short test scenario.
	scn, err := scenarios.Open("test-moscow")
	if err != nil {
		f.Fatal(err)
	}
	g, _ := scn.NewGame(3)
	m := bot.Match{Red: bot.NewRandom(1), White: bot.NewRandom(2), MaxActions: 1000, MaxTurn: 1}
	if _, err := m.Play(g, nil); err != nil {
		f.Fatal(err)
	}
	b, err := scenario.SaveOf(scn, g).Marshal()
	if err != nil {
		f.Fatal(err)
	}
	f.Add(b)
	for _, s := range []string{`{}`, `{"format":1}`, `[]`, `null`, ``, `{"format":1,"game":"reds","scenario":"x","map":"reds","tables":"reds"}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		sf, err := scenario.Parse(data, scenarios.Lib)
		if err != nil || !sf.IsSave() {
			return
		}
		if err := sf.State.Invariants(); err != nil {
			t.Fatalf("the loader accepts a save whose state is unsound: %v", err)
		}
	})
}
