package redrussia

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"tachanka/game/dice"
	"tachanka/game/play"
)

// TestR14_2_PriorityPasses: at W1 the active faction's player has priority
// first, then the others in the initiative order of their first faction;
// the window closes when all have passed in succession, and a play gives
// the others priority again (14.2(c)).
func TestR14_2_PriorityPasses(t *testing.T) {
	s := atMovement(t, South, 5)
	s.Initiative = []Faction{Red, Siberian, South, NorthAsian}
	emptyHands(s)
	id := give(t, s, Siberian, "Captured Rolling Stock")
	s.OpenWindow(W1, "movement")
	want := []Faction{South, NorthAsian, Red}
	for _, f := range want {
		if s.Pending != (Pending{Kind: DecideCard, Faction: f}) {
			t.Fatalf("pending %v, want %s's priority", s.Pending, f)
		}
		mustApply(t, s, Action{Type: ActPass, Faction: f})
	}
	if s.Pending.Faction != Siberian {
		t.Fatalf("pending %v, want the Siberian", s.Pending)
	}
	// Captured Rolling Stock is W1 of its own phase only: refused for the
	// Siberian in the South's phase.
	refused(t, s, Action{Type: ActPlayCard, Faction: Siberian, N: id}, "14.2")
	mustApply(t, s, Action{Type: ActPass, Faction: Siberian})
	if s.Pending != (Pending{Kind: DecideMove, Faction: South}) || s.Window != nil {
		t.Fatalf("after four passes: %v %v", s.Pending, s.Window)
	}
}

// TestR14_2_PlayResetsPasses: after a card is played every other player
// is asked again before the window closes (14.2(c)).
func TestR14_2_PlayResetsPasses(t *testing.T) {
	s := atMovement(t, Siberian, 5)
	s.Initiative = []Faction{Red, Siberian, South, NorthAsian}
	emptyHands(s)
	id := give(t, s, Siberian, "Captured Rolling Stock")
	s.OpenWindow(W1, "movement")
	mustApply(t, s, Action{Type: ActPass, Faction: Siberian})
	mustApply(t, s, Action{Type: ActPass, Faction: South})
	mustApply(t, s, Action{Type: ActPass, Faction: NorthAsian})
	refused(t, s, Action{Type: ActPlayCard, Faction: Siberian, N: id}, "1.2") // not his priority
	mustApply(t, s, Action{Type: ActPass, Faction: Red})
	if s.Window != nil {
		t.Fatal("the window stayed open after four passes")
	}
	s = atMovement(t, Siberian, 5)
	s.Initiative = []Faction{Red, Siberian, South, NorthAsian}
	emptyHands(s)
	id = give(t, s, Siberian, "Captured Rolling Stock")
	s.OpenWindow(W1, "movement")
	rail := s.F(Siberian).RailLeft
	playCard(t, s, Siberian, id)
	if s.F(Siberian).RailLeft != rail+2 {
		t.Fatalf("rail %d, want %d", s.F(Siberian).RailLeft, rail+2)
	}
	for _, f := range []Faction{South, NorthAsian, Red, Siberian} {
		if s.Pending.Faction != f {
			t.Fatalf("pending %v, want %s", s.Pending, f)
		}
		mustApply(t, s, Action{Type: ActPass, Faction: f})
	}
	if s.Pending.Kind != DecideMove {
		t.Fatalf("pending %v", s.Pending)
	}
}

// TestB3_StopsSkipPlayers: W2 is off by default (B.3): a move opens no
// question; with every stop on, each player is asked after the move.
func TestB3_StopsSkipPlayers(t *testing.T) {
	s := atMovement(t, Red, 5)
	u := put(t, s, Red, INF, "MOSC")
	mustApply(t, s, mv(Red, ps(u), "TVER"))
	if s.Pending.Kind != DecideMove {
		t.Fatalf("default stops: pending %v after a move", s.Pending)
	}
	for i := range s.Players {
		s.SetStops(i, AllStops)
	}
	v := put(t, s, Red, INF, "MOSC")
	mustApply(t, s, mv(Red, ps(v), "TVER"))
	if s.Pending.Kind != DecideCard || s.Window == nil || s.Window.Window != W2 {
		t.Fatalf("all stops: pending %v window %v", s.Pending, s.Window)
	}
	passWindows(t, s)
	if s.Pending != (Pending{Kind: DecideMove, Faction: Red}) {
		t.Fatalf("after W2: %v", s.Pending)
	}
	for i := range s.Players {
		s.SetStops(i, 0)
	}
	mustApply(t, s, Action{Type: ActEndMovement, Faction: Red})
	if s.Pending.Kind != DecideBattles {
		t.Fatalf("no stops: pending %v after the movement step", s.Pending)
	}
}

// TestR14_2_ActionWindows: W3 after the movement step, W7 before the
// sieges, W9 at the phase's end, then the next faction's W1.
func TestR14_2_ActionWindows(t *testing.T) {
	s := atMovement(t, Red, 5)
	s.Queue = []Faction{Red, South}
	for i := range s.Players {
		s.SetStops(i, AllStops)
	}
	for _, step := range []struct {
		a    ActionType
		w    Window
		then Decision
	}{{ActEndMovement, W3, DecideBattles}, {ActEndCombat, W7, DecideSiege}, {ActEndSiege, W9, DecideMove}} {
		mustApply(t, s, Action{Type: step.a, Faction: Red})
		if s.Window == nil || s.Window.Window != step.w {
			t.Fatalf("after %s: window %v", step.a, s.Window)
		}
		for s.Window != nil && s.Window.Window == step.w {
			mustApply(t, s, Action{Type: ActPass, Faction: s.Pending.Faction})
		}
		if step.w == W9 {
			if s.Active != South || s.Window == nil || s.Window.Window != W1 {
				t.Fatalf("after W9: active %s window %v", s.Active, s.Window)
			}
			passWindows(t, s)
		}
		if s.Pending.Kind != step.then {
			t.Fatalf("after %s: %v", step.w, s.Pending)
		}
	}
}

// TestR14_2_WindowResumesWhereItOpened: a window opened with no named
// resumption (the combat engine's W4-W6, W8) gives back the decision it
// interrupted.
func TestR14_2_WindowResumesWhereItOpened(t *testing.T) {
	s := atMovement(t, Red, 5)
	s.Step = StepCombat
	s.Pending = Pending{Kind: DecideBattles, Faction: Red}
	for i := range s.Players {
		s.SetStops(i, AllStops)
	}
	s.OpenWindow(W4, "")
	if s.Pending.Kind != DecideCard || s.OpenWindows().Window != W4 {
		t.Fatalf("pending %v", s.Pending)
	}
	passWindows(t, s)
	if s.Pending != (Pending{Kind: DecideBattles, Faction: Red}) {
		t.Fatalf("resumed at %v", s.Pending)
	}
}

// TestR14_2a_StartOfPhaseWindow: the purchase phase opens with its window,
// priority to the first faction in initiative order; a purchase card is
// played before the purchases.
func TestR14_2a_StartOfPhaseWindow(t *testing.T) {
	s := atPhaseWindow(t, 5, PurchasePhase, "purchase", func(s *State) {
		s.Initiative = []Faction{Red, NorthAsian, Siberian, South}
		give(t, s, Red, "War Communism")
	})
	if s.Pending != (Pending{Kind: DecideCard, Faction: Red}) {
		t.Fatalf("pending %v", s.Pending)
	}
	money := s.F(Red).Money
	rigDice(t, s, 3)
	ev := playCard(t, s, Red, s.data.Cards.ByTitle("War Communism").ID)
	if s.F(Red).Money != money+5 || s.F(Red).ORIOnce != -1 {
		t.Fatalf("War Communism: money %d (was %d), ORI once %d", s.F(Red).Money, money, s.F(Red).ORIOnce)
	}
	if !hasEvent(ev, EvCardPlayed, "") {
		t.Fatalf("no played event: %v", ev)
	}
	passWindows(t, s)
	if s.Phase != PurchasePhase || s.Pending.Kind == DecideCard {
		t.Fatalf("after the window: %v %v", s.Phase, s.Pending)
	}
}

// TestR14_2a_NoWindowWithoutCards: a phase that no card names opens no
// window (windows.go).
func TestR14_2a_NoWindowWithoutCards(t *testing.T) {
	s := atPhaseWindow(t, 5, InitiativePhase, "initiative", nil)
	// The initiative procedure ran at once (Lenin's announcement or the
	// rolls): any window now is the action phase's W1.
	if s.Window != nil && s.Window.Phase == InitiativePhase {
		t.Fatalf("a window at the initiative phase: %v", s.Pending)
	}
}

// TestR14_71_PlayImmediatelyFirst: the holder of a playable
// play-immediately card must play it at the phase's start, before the
// ordinary cards, and may not pass (14.2(a)1, 14.71).
func TestR14_71_PlayImmediatelyFirst(t *testing.T) {
	var id, other int
	s := atPhaseWindow(t, 5, PoliticalPhase, "political", func(s *State) {
		s.Initiative = []Faction{Red, NorthAsian, Siberian, South}
		id = give(t, s, South, "Politburo Infighting")
		other = give(t, s, Red, "Red Terror")
	})
	if s.Pending.Faction != South || !s.Window.Immediate {
		t.Fatalf("pending %v", s.Pending)
	}
	refused(t, s, Action{Type: ActPass, Faction: South}, "14.71")
	legal := s.Legal()
	if len(legal) != 1 || legal[0].N != id {
		t.Fatalf("legal %v, want only the immediate card", legal)
	}
	playCard(t, s, South, id)
	if !slices.Contains(s.Discard, id) || slices.Contains(s.Players[s.PlayerOf(South)].Hand, id) {
		t.Fatal("the played card is not in the discard pile")
	}
	if s.Pending.Faction != Red || s.Window.Immediate || !legalHas(s, Action{Type: ActPlayCard, Faction: Red, N: other}) {
		t.Fatalf("after the immediates: %v", s.Pending)
	}
}

// TestR14_71_PlayImmediatelyCannotBeDiscarded: a playable immediate card is
// not among the discards; a dead one (wrong year) is.
func TestR14_71_PlayImmediatelyCannotBeDiscarded(t *testing.T) {
	s := atMovement(t, Red, 9) // 1920
	emptyHands(s)
	live := give(t, s, Red, "Politburo Infighting")
	dead := give(t, s, Red, "Left SR Revolt") // 1918 only
	pl := s.PlayerOf(Red)
	if !s.mustKeep(pl, live) || s.mustKeep(pl, dead) {
		t.Fatalf("must keep: live %v dead %v", s.mustKeep(pl, live), s.mustKeep(pl, dead))
	}
	s.beginCards()
	passWindows(t, s)
	for s.Pending.Kind == DecideDiscard && s.Pending.Faction != Red {
		mustApply(t, s, Action{Type: ActDiscard, Faction: s.Pending.Faction})
	}
	refused(t, s, Action{Type: ActDiscard, Faction: Red, Cards: []int{live}}, "14.71")
	mustApply(t, s, Action{Type: ActDiscard, Faction: Red, Cards: []int{dead}})
}

// TestR14_72_RemovedAfterPlay: a remove-after-play card leaves the game
// when played (Kronstadt Mutiny), a discarded one would not.
func TestR14_72_RemovedAfterPlay(t *testing.T) {
	var id int
	s := atPhaseWindow(t, 12, PoliticalPhase, "political", func(s *State) {
		id = give(t, s, Red, "Kronstadt Mutiny")
	})
	box := s.F(Red).ORIBox
	playCard(t, s, Red, id)
	if !slices.Contains(s.Gone, id) || slices.Contains(s.Discard, id) {
		t.Fatalf("gone %v discard %v", s.Gone, s.Discard)
	}
	if s.ORILevel(Red) > 0 && s.F(Red).ORIBox == box {
		t.Fatal("Kronstadt: no ORI level lost")
	}
	if err := s.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}

// TestR14_73_PlayableBy: a card another faction plays is refused; a player
// of several factions names the one he plays for.
func TestR14_73_PlayableBy(t *testing.T) {
	s := newGame(t, 2, 7)
	playRandom(t, s, 7, inSetup)
	passWindows(t, s)
	emptyHands(s)
	s.Turn = 5
	id := give(t, s, South, "Wrangel Takes Over")
	s.Phase = PoliticalPhase
	s.OpenWindow(NoWindow, "political")
	s.askNext()
	f := s.Pending.Faction
	for s.PlayerOf(f) != s.PlayerOf(South) {
		mustApply(t, s, Action{Type: ActPass, Faction: f})
		f = s.Pending.Faction
	}
	refused(t, s, Action{Type: ActPlayCard, Faction: Siberian, N: id}, "14.73")
	mustApply(t, s, Action{Type: ActPlayCard, Faction: South, N: id})
	if !s.WrangelCommand {
		t.Fatal("Wrangel does not command")
	}
}

// TestR14_74_YearsOfPlay: out of its years, or before its turn, a card is
// refused.
func TestR14_74_YearsOfPlay(t *testing.T) {
	var id, poland int
	s := atPhaseWindow(t, 2, PoliticalPhase, "political", func(s *State) {
		id = give(t, s, Red, "Siberian Partisans") // 1919-1921
		poland = give(t, s, Red, "Greater Poland") // turn 3 on
	})
	for s.Pending.Faction != Red {
		mustApply(t, s, Action{Type: ActPass, Faction: s.Pending.Faction})
	}
	refused(t, s, Action{Type: ActPlayCard, Faction: Red, N: id}, "14.74")
	refused(t, s, Action{Type: ActPlayCard, Faction: Red, N: poland}, "14.74")
}

// TestR14_2_ConditionUnmet: Kolchak Coup needs Kolchak on the map.
func TestR14_2_ConditionUnmet(t *testing.T) {
	var id int
	s := atPhaseWindow(t, 2, PoliticalPhase, "political", func(s *State) {
		id = give(t, s, Siberian, "Kolchak Coup")
	})
	for s.Pending.Faction != Siberian {
		mustApply(t, s, Action{Type: ActPass, Faction: s.Pending.Faction})
	}
	refused(t, s, Action{Type: ActPlayCard, Faction: Siberian, N: id}, "14.2")
	putLeader(t, s, "kolchak", controlled(t, s, Siberian))
	playCard(t, s, Siberian, id)
	if !s.SupremeRuler() || s.F(Siberian).ORIOnce != 1 || !slices.Contains(s.Gone, id) {
		t.Fatalf("Kolchak Coup: ruler %v once %d", s.SupremeRuler(), s.F(Siberian).ORIOnce)
	}
}

// TestR14_2_EveryStopSoak: a 4-player random game with every player's
// stops on reaches its end with the invariants holding: every window asks
// every player, and the random players play what they may.
func TestR14_2_EveryStopSoak(t *testing.T) {
	s := newGame(t, 4, 99)
	for i := range s.Players {
		s.SetStops(i, AllStops)
	}
	played := 0
	playRandom(t, s, 99, func(s *State) bool {
		if err := s.CheckInvariants(); err != nil {
			t.Fatalf("turn %d %v: %v", s.Turn, s.Pending, err)
		}
		if s.Resolving != nil {
			played++
		}
		return true
	})
	if !s.Over() {
		t.Fatalf("stopped at turn %d", s.Turn)
	}
	t.Logf("%d actions, %d while a card resolved, %d cards gone", s.Actions, played, len(s.Gone))
}

// TestB3_StopsChosenAtSetUp: each player's stops are chosen before play
// (Options.Stops): every window for a computer player, a person's own
// choice, B.3's defaults for a player given none; a save keeps them and
// replays the same windows.
func TestB3_StopsChosenAtSetUp(t *testing.T) {
	d := loadData(t)
	f, err := Parse([]byte(scenarioJSON), d)
	if err != nil {
		t.Fatal(err)
	}
	opt := Options{Stops: []Stops{AllStops, 1 << W2}}
	s, err := f.NewGame(4, 5, opt)
	if err != nil {
		t.Fatal(err)
	}
	if s.StopsOf(0) != AllStops || s.StopsOf(1) != 1<<W2 || s.StopsOf(2) != DefaultStops || s.StopsOf(3) != DefaultStops {
		t.Fatalf("stops %v %v %v %v", s.StopsOf(0), s.StopsOf(1), s.StopsOf(2), s.StopsOf(3))
	}
	if !s.StopsOf(1).On(W2) || s.StopsOf(1).On(W1) || !s.StopsOf(0).On(W9) {
		t.Fatal("the stops chosen are not the windows asked at")
	}
	// Random play to the action phase: the first player is asked at every
	// window, so the game differs from one with B.3's defaults, and its
	// save replays.
	r := dice.New(11)
	var actions []Action
	askedAtW2 := map[int]bool{}
	for s.Turn < 2 {
		if w := s.Window; s.Pending.Kind == DecideCard && w != nil && w.Window == W2 {
			askedAtW2[s.PlayerOf(s.Pending.Faction)] = true
		}
		a, ok := s.RandomAction(&r)
		if !ok {
			t.Fatal("no action")
		}
		mustApply(t, s, a)
		actions = append(actions, a)
	}
	if !askedAtW2[0] || askedAtW2[2] || askedAtW2[3] {
		t.Fatalf("asked at W2 (off by default): players %v, want the first (every window) and perhaps the second", askedAtW2)
	}
	path := filepath.Join(t.TempDir(), "stops.json")
	seats := play.Seating{"red": play.Random, "siberian": play.Random, "south": play.Random, "northasian": play.Random}
	if err := f.SaveOf(seats, 5, opt, actions, s).Save(path); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Verify("stops.json", data, d); err != nil {
		t.Fatal(err)
	}
	if _, err := f.NewGame(2, 5, Options{Stops: []Stops{AllStops, AllStops, AllStops}}); err == nil {
		t.Fatal("stops for three players in a game of two accepted")
	}
}

// TestB3_StopsChangedDuringPlay: a seat handed from the computer to a
// person mid-game is asked at the person's stops from then on, not at
// every window; the save keeps the change beside its actions and replays
// it at the same point, and a save without it, or with a change out of
// place, is refused with the field named.
func TestB3_StopsChangedDuringPlay(t *testing.T) {
	d := loadData(t)
	f, err := Parse([]byte(scenarioJSON), d)
	if err != nil {
		t.Fatal(err)
	}
	opt := Options{Stops: []Stops{AllStops, AllStops, AllStops, AllStops}}
	s, err := f.NewGame(4, 5, opt)
	if err != nil {
		t.Fatal(err)
	}
	r := dice.New(11)
	var actions []Action
	var changes []StopsChange
	askedAtW2 := map[bool]int{} // by whether the change was made
	for s.Turn < 3 {
		if len(changes) == 0 && s.Turn == 2 && s.Phase == ActionPhase {
			// The first player's seat is handed to a person.
			s.SetStops(0, DefaultStops)
			changes = append(changes, StopsChange{After: len(actions), Player: 0, Stops: DefaultStops})
		}
		if w := s.Window; s.Pending.Kind == DecideCard && w != nil && w.Window == W2 && s.PlayerOf(s.Pending.Faction) == 0 {
			askedAtW2[len(changes) > 0]++
		}
		a, ok := s.RandomAction(&r)
		if !ok {
			t.Fatal("no action")
		}
		mustApply(t, s, a)
		actions = append(actions, a)
	}
	if len(changes) == 0 || askedAtW2[false] == 0 || askedAtW2[true] != 0 {
		t.Fatalf("asked at W2 (not among B.3's defaults) %d times before the change and %d after; want some, then none", askedAtW2[false], askedAtW2[true])
	}
	if s.StopsOf(0) != DefaultStops || s.StopsOf(1) != AllStops {
		t.Fatalf("stops now %v and %v", s.StopsOf(0), s.StopsOf(1))
	}
	seats := play.Seating{"red": play.Human, "siberian": play.Random, "south": play.Random, "northasian": play.Random}
	verify := func(cs []StopsChange) error {
		sf := f.SaveOf(seats, 5, opt, actions, s)
		sf.StopsChanges = cs
		path := filepath.Join(t.TempDir(), "stops.json")
		if err := sf.Save(path); err != nil {
			t.Fatal(err)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		_, err = Verify("stops.json", data, d)
		return err
	}
	if err := verify(changes); err != nil {
		t.Fatalf("the save with its change: %v", err)
	}
	if err := verify(nil); err == nil {
		t.Fatal("the save without its change replayed to the same state")
	}
	n := len(actions)
	for _, c := range []struct {
		cs   []StopsChange
		want string
	}{
		{[]StopsChange{{After: n + 1, Stops: DefaultStops}}, "stops_changes[0].after: " + fmt.Sprint(n+1)},
		{[]StopsChange{{After: 5, Stops: DefaultStops}, {After: 4, Stops: AllStops}}, "stops_changes[1].after: 4 comes before"},
		{[]StopsChange{{After: 5, Player: 4, Stops: DefaultStops}}, "stops_changes[0].player: 4"},
		{[]StopsChange{{After: 5, Stops: 1 << 12}}, "stops_changes[0].stops: 0x1000 names no window"},
	} {
		err := verify(c.cs)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: %v, want %q", c.cs, err, c.want)
		}
	}
}
