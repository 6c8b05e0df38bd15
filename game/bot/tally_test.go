package bot

import (
	"fmt"
	"testing"

	"tachanka/game/reds"
	"tachanka/scenarios"
)

// 6.3: the tally counts a random event as rolled but not carried out by
// the event's mark, whatever its note says.
func TestTallyCountsEventsNotCarriedOutByTheirMark(t *testing.T) {
	var r Result
	r.tally([]reds.Event{
		{Type: reds.EvDice, Rule: "6.3", Side: reds.Red, Dice: []int{1, 1}, Roll: reds.RollEvent},
		{Type: reds.EvRandomEvent, Rule: "6.3", Side: reds.Red, Event: reds.PoliticalIntrigue, Unable: true,
			Note: reds.Reason{Key: "cannot be carried out: %s", Args: []any{reds.Reason{Key: "no leader is in play"}}}},
		{Type: reds.EvRandomEvent, Rule: "6.3", Side: reds.White, Event: reds.CavalryRaid, Unable: true},
		{Type: reds.EvRandomEvent, Rule: "6.3", Side: reds.White, Event: reds.AIFOffensive},
		{Type: reds.EvRandomEvent, Rule: "6.3", Side: reds.White, Event: reds.AIFOffensive,
			Note: reds.Reason{Key: "cannot be carried out: %s", Args: []any{"a note is words, not the mark"}}},
	})
	if len(r.Unable) != 2 || r.Unable[reds.PoliticalIntrigue] != 1 || r.Unable[reds.CavalryRaid] != 1 {
		t.Errorf("not carried out: %v", r.Unable)
	}
	if len(r.Events) != 1 || r.Events[reds.AIFOffensive] != 2 {
		t.Errorf("carried out: %v", r.Events)
	}
}

// In a real game the events the tally counts as not carried out are those
// the engine marked, each with its reason.
func TestTallyOfARealGame(t *testing.T) {
	scn, err := scenarios.Open("reds-1918-1919")
	if err != nil {
		t.Fatal(err)
	}
	g, start := scn.NewGame(7)
	res, err := Match{Red: NewRandom(7), White: NewRandom(8), MaxActions: 4000}.Play(g, start)
	if err != nil {
		t.Fatal(err)
	}
	// The same game again, its events counted by hand.
	s := scn.Initial.Clone()
	ev := reds.Start(s, g.Seed)
	for _, a := range g.Actions {
		more, err := reds.Apply(s, a)
		if err != nil {
			t.Fatal(err)
		}
		ev = append(ev, more...)
	}
	done, unable := map[reds.EventKind]int{}, map[reds.EventKind]int{}
	for _, e := range ev {
		switch {
		case e.Type != reds.EvRandomEvent:
		case e.Unable:
			unable[e.Event]++
			if e.Note.Key != "cannot be carried out: %s" || len(e.Note.Args) != 1 {
				t.Errorf("%v: the reason is %#v", e, e.Note)
			}
		default:
			done[e.Event]++
		}
	}
	if fmt.Sprint(res.Unable) != fmt.Sprint(unable) || fmt.Sprint(res.Events) != fmt.Sprint(done) {
		t.Fatalf("tally: carried out %v, not %v; the events say %v and %v", res.Events, res.Unable, done, unable)
	}
	if len(unable) == 0 {
		t.Fatal("no event the game could not carry out: the test proves less than it says")
	}
	t.Logf("carried out %v, not carried out %v", done, unable)
}
