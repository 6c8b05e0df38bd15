package redsui

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/game/play"
	"tachanka/game/reds"
	"tachanka/render/lang"
	"tachanka/render/ui"
	"tachanka/scenarios"
)

// The client reads what an event means from its typed fields and says its
// note in the current language: these tests set each situation up and
// check that the field drives what is shown.

// russianLine is a log line in Russian, and in English for the message.
func russianLine(t *testing.T, s *reds.State, e reds.Event) (ru, en string) {
	t.Helper()
	l := newGameLog()
	lang.Set(lang.RU)
	ru = l.text(e, s)
	lang.Set(lang.EN)
	return ru, l.text(e, s)
}

// englishLeft finds English words in a Russian line.
func englishLeft(s string) string {
	for _, w := range strings.FieldsFunc(s, func(r rune) bool { return !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z') }) {
		if len(w) > 1 {
			return w
		}
	}
	return ""
}

// 20.9: a leader's log lines come from the leader and its fate, in Russian.
func TestLogSaysLeaderEventsInRussian(t *testing.T) {
	f, err := scenarios.Open("reds-1918-1921")
	if err != nil {
		t.Fatal(err)
	}
	s := f.Initial
	cases := []struct {
		e    reds.Event
		want string
	}{
		{reds.Event{Type: reds.EvLeader, Rule: "20.9", Side: reds.Red, Leader: "frunze", Fate: reds.LeaderDrawn},
			"Из резерва вытянут Михаил Фрунзе"},
		{reds.Event{Type: reds.EvLeader, Rule: "6.3", Side: reds.Red, Leader: "frunze", Fate: reds.LeaderToPool, Front: reds.EastFront},
			"Михаил Фрунзе возвращается в резерв"},
		{reds.Event{Type: reds.EvLeader, Rule: "20.9", Side: reds.Red, Leader: "kamenev", Fate: reds.LeaderToBox, Front: reds.SouthFront},
			"Сергей Каменев занимает ячейку: Южный фронт"},
		{reds.Event{Type: reds.EvLeader, Rule: "20.9", Side: reds.Red, Leader: "kamenev", Fate: reds.LeaderToBox},
			"Сергей Каменев занимает ячейку: " + func() string { lang.Set(lang.RU); defer lang.Set(lang.EN); return lang.T("chit.field_staff") }()},
	}
	for _, c := range cases {
		ru, en := russianLine(t, s, c.e)
		if ru != c.want {
			t.Errorf("%v: %q, want %q", c.e, ru, c.want)
		}
		if !strings.Contains(en, "Mikhail Frunze") && !strings.Contains(en, "Sergei Kamenev") {
			t.Errorf("%v: English %q names nobody", c.e, en)
		}
	}
}

// Notes, nested reasons and victories show in Russian in the log.
func TestLogSaysNotesInRussian(t *testing.T) {
	f, err := scenarios.Open("reds-1918-1921")
	if err != nil {
		t.Fatal(err)
	}
	s := f.Initial
	unable := reds.Event{Type: reds.EvRandomEvent, Rule: "6.3", Side: reds.Red, Event: reds.PoliticalIntrigue, Unable: true,
		Note: reds.Reason{Key: "cannot be carried out: %s", Args: []any{reds.Reason{Key: "no leader is in play"}}}}
	over := reds.Event{Type: reds.EvGameOver, Rule: "4.4", Side: reds.White,
		Note: reds.Reason{Key: "the Allies have not withdrawn by strategic turn E (4.4)"}}
	dice := reds.Event{Type: reds.EvDice, Rule: "6.3", Side: reds.Red, Dice: []int{3, 4}, Roll: reds.RollLeaderFront,
		Note: reds.Reason{Key: "the leader's front: %s", Args: []any{reds.SouthFront}}}
	for _, c := range []struct {
		e    reds.Event
		want string
	}{
		{unable, "невыполнимо: в игре нет ни одного военачальника"},
		{over, "союзники не ушли к стратегическому ходу E (4.4)"},
		{dice, "фронт военачальника: Южный фронт"},
	} {
		ru, en := russianLine(t, s, c.e)
		if !strings.Contains(ru, c.want) || englishLeft(ru) != "" {
			t.Errorf("%q, want it to say %q and no English (%q)", ru, c.want, englishLeft(ru))
		}
		if !strings.Contains(en, c.e.Note.String()) {
			t.Errorf("English %q lacks %q", en, c.e.Note.String())
		}
	}
}

// 21.4: the event dialog says it offers a Red Leader for lost events when
// the pending decision says so, whatever the events offered.
func TestTheEventDialogFollowsThePendingReason(t *testing.T) {
	f, err := scenarios.Open("reds-1918-1921")
	if err != nil {
		t.Fatal(err)
	}
	a, b := newTestApp(t, "reds-1918-1921")
	for _, lost := range []bool{true, false} {
		g, _ := f.NewGameWith(3, reds.Options{RedEvents: true})
		g.State.Pending = reds.Pending{Side: reds.Red, Kind: reds.DecideEvent, Events: []reds.EventKind{reds.RedLeader, reds.NoEvent}, LostEvent: lost}
		var d *ui.Dialog
		frame(func() error {
			b.game, b.ver = g, b.ver+1
			a.CloseModals()
			b.dialogVer = 0
			b.openDecision()
			d, _ = a.Top().(*ui.Dialog)
			return nil
		}, func(*ebiten.Image) {})
		rule, body := "6.3", lang.T("event.body")
		if lost {
			rule, body = "21.4", lang.T("event.body_214")
		}
		if d == nil || d.Rule != rule || d.Body != body {
			t.Fatalf("lost events %v: dialog %+v, want rule %s", lost, d, rule)
		}
	}
}

// Rally rolls pass quickly and the initiative's second die is White's,
// because of what the roll decides, not the rule it cites.
func TestTheAnimatorReadsWhatARollDecides(t *testing.T) {
	rally := reds.Event{Type: reds.EvDice, Side: reds.Red, Dice: []int{3}, Roll: reds.RollRally}
	other := reds.Event{Type: reds.EvDice, Rule: "12.12", Side: reds.Red, Dice: []int{3}, Roll: reds.RollTsar}
	if duration(rally, false) != 0.35 || duration(other, false) == 0.35 {
		t.Fatalf("rally %v, another roll %v", duration(rally, false), duration(other, false))
	}
	tie := reds.Event{Type: reds.EvDice, Side: reds.NoSide, Dice: []int{3, 3}, Roll: reds.RollInitiative}
	won := reds.Event{Type: reds.EvInitiative, Side: reds.White, Dice: []int{2, 5}, Roll: reds.RollInitiative}
	event := reds.Event{Type: reds.EvDice, Rule: "6.1", Side: reds.Red, Dice: []int{3, 4}, Roll: reds.RollEvent}
	for _, c := range []struct {
		e    reds.Event
		want []reds.Side
	}{
		{tie, []reds.Side{reds.Red, reds.White}},
		{won, []reds.Side{reds.Red, reds.White}},
		{event, []reds.Side{reds.Red, reds.Red}},
		{reds.Event{Type: reds.EvDice, Side: reds.White, Dice: []int{1, 6}, Roll: reds.RollEvent}, []reds.Side{reds.White, reds.White}},
	} {
		for k, want := range c.want {
			if got := dieSide(c.e, k); got != want {
				t.Errorf("%v: die %d is %v's, want %v's", c.e, k, got, want)
			}
		}
	}
}

// The game-over line says the victory in Russian, and a move that cannot
// be taken back says why in Russian.
func TestGameOverAndUndoInRussian(t *testing.T) {
	f, err := scenarios.Open("reds-1918-1921")
	if err != nil {
		t.Fatal(err)
	}
	_, b := newTestApp(t, "reds-1918-1921")
	g, _ := f.NewGame(3)
	g.State.Step, g.State.Pending, g.State.Winner = reds.StepGameOver, reds.Pending{}, reds.White
	g.State.Victory = reds.Reason{Key: "Red has not met 4.2 by the end of turn 24 (4.5)"}
	g.State.WinReason = g.State.Victory.String()
	var line, undo string
	frame(func() error {
		b.game, b.ver = g, b.ver+1
		lang.Set(lang.RU)
		defer lang.Set(lang.EN)
		line, undo = b.instruction(), undoRefusal(play.ErrFinal)
		return nil
	}, func(*ebiten.Image) {})
	if !strings.Contains(line, "к концу 24-го хода красные не выполнили 4.2 (4.5)") || englishLeft(line) != "" {
		t.Errorf("game over: %q", line)
	}
	if undo == play.ErrFinal.Error() || englishLeft(undo) != "" {
		t.Errorf("undo: %q", undo)
	}
}
