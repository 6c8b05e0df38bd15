package redslang

import (
	"strings"
	"testing"

	"tachanka/game/bot"
	"tachanka/game/reds"
	"tachanka/render/lang"
	"tachanka/scenarios"
)

// Every event note and victory reason the engine can give (every key passed
// to its note) has a Russian text that takes the same arguments with the
// same verbs and leaves no English; every Russian text belongs to a note
// the engine still gives.
func TestNotesCatalogueMatchesTheEngine(t *testing.T) {
	checkCatalogue(t, "note", engineTemplates(t, map[string]int{"note": 0}, 80), notes)
}

// A note says its arguments in Russian: a nested reason, the engine's
// enumerations; in English it is the engine's text.
func TestNoteSaysItsArgumentsInRussian(t *testing.T) {
	cases := []struct {
		r      reds.Reason
		en, ru string
	}{
		{reds.Reason{Key: "cannot be carried out: %s", Args: []any{reds.Reason{Key: "no leader is in play"}}},
			"cannot be carried out: no leader is in play", "невыполнимо: в игре нет ни одного военачальника"},
		{reds.Reason{Key: "strategic movement by %s", Args: []any{reds.ByRail}},
			"strategic movement by rail", "стратегическое передвижение по железной дороге"},
		{reds.Reason{Key: "Red takes control of the %s Sea", Args: []any{reds.BalticSea}},
			"Red takes control of the baltic Sea", "красные берут под контроль: Балтийское море"},
		{reds.Reason{Key: "the defender is in %s", Args: []any{reds.Forest}},
			"the defender is in forest", "местность гекса обороняющегося: лес"},
		{reds.Reason{Key: "the leader's front: %s", Args: []any{reds.SouthFront}},
			"the leader's front: south", "фронт военачальника: Южный фронт"},
		{reds.Reason{Key: "Makhno sides with %s", Args: []any{reds.White}},
			"Makhno sides with white", "Махно переходит на сторону: Белые"},
		{reds.Reason{Key: "rallies on 1-%d, %+d for Wrangel", Args: []any{3, 1}},
			"rallies on 1-3, +1 for Wrangel", "сплачивается на 1-3, +1 за Врангеля"},
		{reds.Reason{Key: "%s at the end of the war (4.5)", Args: []any{reds.Reason{Key: "Red controls every city outside Poland and the Baltic (4.2a)"}}},
			"Red controls every city outside Poland and the Baltic (4.2a) at the end of the war (4.5)",
			"красные контролируют все города вне Польши и Прибалтики (4.2a) к концу войны (4.5)"},
		// A key the catalogue does not know stays in English.
		{reds.Reason{Key: "%s", Args: []any{"Red wins by decree"}}, "Red wins by decree", "Red wins by decree"},
	}
	defer lang.Set(lang.EN)
	for _, c := range cases {
		lang.Set(lang.EN)
		if got := Note(c.r); got != c.en || got != c.r.String() {
			t.Errorf("English %q, want %q", got, c.en)
		}
		lang.Set(lang.RU)
		if got := Note(c.r); got != c.ru {
			t.Errorf("Russian %q, want %q", got, c.ru)
		}
	}
}

// The notes of real games (random play of the short scenario, with the
// optional rules, to its end) and their victory say themselves in Russian
// with no English left but the text arguments (units, months), and in
// English exactly as the engine's text.
func TestRealNotesInRussian(t *testing.T) {
	f, err := scenarios.Open("reds-1918-1919")
	if err != nil {
		t.Fatal(err)
	}
	defer lang.Set(lang.EN)
	keys := map[string]int{}
	check := func(what string, r reds.Reason) {
		if r.Key == "" {
			return
		}
		keys[r.Key]++
		if _, ok := notes[r.Key]; !ok {
			t.Errorf("%s: the catalogue has no %q", what, r.Key)
		}
		lang.Set(lang.EN)
		if got := Note(r); got != r.String() {
			t.Errorf("%s: English %q, the engine says %q", what, got, r.String())
		}
		lang.Set(lang.RU)
		ru := Note(r)
		rest := ru
		for _, s := range stringArgs(r.Args) {
			rest = strings.ReplaceAll(rest, s, "")
		}
		if w := latin.FindString(rest); w != "" {
			t.Errorf("%s: %q is not all Russian (%q); English %q", what, ru, w, r.String())
		}
	}
	games := 0
	for seed := uint64(1); seed <= 2; seed++ {
		g, start := f.NewGameWith(seed, reds.Options{RedEvents: true, OfficersAndWhiteTempo: seed == 2})
		see := func(ev []reds.Event) {
			for _, e := range ev {
				check(e.String(), e.Note)
				if e.Report != nil {
					for _, sh := range e.Report.Shifts {
						check(e.String(), sh.Why)
					}
				}
			}
		}
		see(start)
		red, white := bot.NewRandom(seed), bot.NewRandom(seed+100)
		for n := 0; n < 4000 && g.State.Step != reds.StepGameOver; n++ {
			p := white
			if g.State.Pending.Side == reds.Red {
				p = red
			}
			a, err := p.Choose(g.State)
			if err != nil {
				t.Fatal(err)
			}
			ev, err := g.Do(a)
			if err != nil {
				t.Fatal(err)
			}
			see(ev)
		}
		if g.State.Step != reds.StepGameOver || g.State.Victory.String() != g.State.WinReason {
			t.Fatalf("seed %d: step %v, victory %q, win reason %q", seed, g.State.Step, g.State.Victory, g.State.WinReason)
		}
		check("victory", g.State.Victory)
		games++
	}
	if len(keys) < 30 {
		t.Fatalf("only %d kinds of note in %d games: the sample is too thin: %v", len(keys), games, keys)
	}
	t.Logf("%d kinds of note in %d games", len(keys), games)
}
