package reds

import (
	"bytes"
	"encoding/json"
	"reflect"
	"testing"

	"tachanka/game/jsonfile"
)

// 6.3: an event rolled that cannot be carried out is marked so, with its
// reason as data, and says itself in English as before; under 21.4 the
// pending choice says that it follows lost events, and without the option
// nothing is offered.
func TestR6_3_AnEventNotCarriedOutIsMarkedWithItsReason(t *testing.T) {
	for _, option := range []bool{false, true} {
		p := eventPos(t).with(func(s *State) { s.Options.RedEvents = option })
		s := eventState(t, p, 2, Red, 2)         // Political Intrigue, and no leader in play
		ev := eventsOf(s.out, EvRandomEvent, "") // Red's, then White's roll when nothing is pending
		if len(ev) == 0 || ev[0].Side != Red || !ev[0].Unable || ev[0].Event != PoliticalIntrigue {
			t.Fatalf("random events %+v", ev)
		}
		n := ev[0].Note
		why, _ := n.Args[0].(Reason)
		if n.Key != "cannot be carried out: %s" || len(n.Args) != 1 || why.Key != "no leader is in play" {
			t.Fatalf("note %#v", n)
		}
		if got, want := ev[0].String(), "red event: political_intrigue: cannot be carried out: no leader is in play [6.3]"; got != want {
			t.Errorf("English %q, want %q", got, want)
		}
		if s.Pending.LostEvent != option || option && (s.Pending.Kind != DecideEvent || len(s.Pending.Events) != 2) {
			t.Fatalf("option 21.4 %v: pending %+v", option, s.Pending)
		}
		if option {
			s.out = nil
			apply(t, s, Action{Type: ActEvent, Side: Red, Event: NoEvent})
		}
	}
	// An event carried out is not marked, and a choice among an entry's
	// events is 6.3's, not 21.4's.
	s := eventState(t, eventPos(t).with(func(s *State) { s.Options.RedEvents = true }), 2, Red, 9)
	if ev := eventsOf(s.out, EvRandomEvent, ""); len(ev) == 0 || ev[0].Event != RedAircraft || ev[0].Unable || ev[0].Note.Key != "" {
		t.Fatalf("an event carried out: %+v", ev)
	}
	s = eventState(t, eventPos(t).with(func(s *State) { s.Options.RedEvents = true }), 2, White, 7) // partisans: White picks
	if s.Pending.Kind != DecideEvent || s.Pending.LostEvent {
		t.Fatalf("a choice of events marked as 21.4's: %+v", s.Pending)
	}
}

// 20.9, 6.3: a leader's events name the leader and what became of it, and
// say so in English as the engine always has.
func TestR20_9_LeaderEventsNameTheLeaderAndItsFate(t *testing.T) {
	p := eventPos(t)
	s := eventState(t, p, 2, Red, 7) // Red Leader
	drawn := eventsOf(s.out, EvLeader, "")
	if len(drawn) != 1 || drawn[0].Fate != LeaderDrawn || drawn[0].Leader == "" || drawn[0].Leader != s.DrawnLeader {
		t.Fatalf("drawn: %+v (drawn leader %q)", drawn, s.DrawnLeader)
	}
	leader := s.DrawnLeader
	if got, want := drawn[0].String(), "leader: "+leader+" is drawn from the leader pool [20.9]"; got != want {
		t.Errorf("English %q, want %q", got, want)
	}
	s.out = nil
	rigRolls(t, s, 4)
	ev := eventsOf(apply(t, s, Action{Type: ActLeader, Side: Red}), EvLeader, "")
	if len(ev) != 1 || ev[0].Fate != LeaderToBox || ev[0].Leader != leader || ev[0].Front != SouthFront {
		t.Fatalf("placed: %+v", ev)
	}
	if got, want := ev[0].String(), "leader: "+leader+" takes the south front's box [20.9]"; got != want {
		t.Errorf("English %q, want %q", got, want)
	}
	// A leader displaced from its box returns to the pool.
	e := Event{Type: EvLeader, Rule: "6.3", Side: Red, Leader: "frunze", Fate: LeaderToPool, Front: EastFront}
	if got, want := e.String(), "leader: frunze returns to the leader pool [6.3]"; got != want {
		t.Errorf("English %q, want %q", got, want)
	}
	e = Event{Type: EvLeader, Rule: "20.9", Side: Red, Leader: "frunze", Fate: LeaderToBox}
	if got, want := e.String(), "leader: frunze takes the Field Staff box [20.9]"; got != want {
		t.Errorf("English %q, want %q", got, want)
	}
}

// Rolls say what they decide: the initiative (Red's die first, a tie too),
// a rally, a random event.
func TestRollsSayWhatTheyDecide(t *testing.T) {
	p := newPos(t).unit("w", White, 2, "1510").unit("r", Red, 4, "2015")
	s := p.startAt(2, StepInitiative)
	rig(t, s, 3, 3)
	ev := Start(s, s.Rand.State)
	var tie, roll bool
	for _, e := range ev {
		if roll {
			break // the initiative is settled
		}
		switch {
		case e.Type == EvDice && e.Roll == RollInitiative:
			tie = true
			if e.Note.Key != "initiative tie, rolled again" {
				t.Errorf("a tie's note %#v", e.Note)
			}
		case e.Type == EvInitiative:
			roll = e.Roll == RollInitiative && len(e.Dice) == 2
		case e.Type == EvDice:
			t.Errorf("a roll at the initiative step that is not for it: %+v", e)
		}
	}
	if !tie || !roll {
		t.Fatalf("tie %v, initiative roll %v: %v", tie, roll, ev)
	}
	r := supplyPos(t).unit("r1", Red, 4, "1508").with(func(s *State) { s.Units[0].Disordered = true }).build(NoChit, NoFront)
	rigRolls(t, r, 2)
	logistics(r)
	dice := eventsOf(r.out, EvDice, "") // the rally step's, then the next turn's
	if len(dice) == 0 || dice[0].Roll != RollRally || len(dice[0].Units) != 1 || dice[0].Note.Key != "rallies on 1-%d" {
		t.Fatalf("rally rolls %+v", dice)
	}
	e := eventState(t, eventPos(t), 2, Red, 9)
	if dice := eventsOf(e.out, EvDice, ""); len(dice) == 0 || dice[0].Roll != RollEvent {
		t.Fatalf("event rolls %+v", dice)
	}
}

// Notes made of typed arguments say themselves in English exactly as the
// texts they replace.
func TestEventNotesInEnglish(t *testing.T) {
	al := &Allowance{AFSR: 1, Siberian: 0, Poles: 1}
	for _, tc := range []struct {
		e    Event
		want string
	}{
		{Event{Type: EvMove, Rule: "10.2", Side: White, Units: []string{"a"}, Path: nil, Note: note("strategic movement by %s", ByRail)},
			"white moves a along []: strategic movement by rail [10.2]"},
		{Event{Type: EvSeaControl, Rule: "13.3", Side: Red, Note: note("Red takes control of the %s Sea", BalticSea)},
			"sea_control: Red takes control of the baltic Sea [13.3]"},
		{Event{Type: EvNote, Rule: "14.2", Side: White, Note: al.describe(White)},
			"replacements: AFSR 1, Siberian 0, Poles 1 [14.2]"},
		{Event{Type: EvDice, Rule: "12.12", Side: White, Dice: []int{4}, Roll: RollRally, Note: note("rallies on 1-%d, %+d for Wrangel", 3, 1)},
			"white rolls [4]: rallies on 1-3, +1 for Wrangel [12.12]"},
		{Event{Type: EvNote, Rule: "16.1", Side: Red, Units: []string{"makhno"}, Note: note("Makhno sides with %s", Red)},
			"makhno: Makhno sides with red [16.1]"},
		{Event{Type: EvGameOver, Rule: "4.5", Side: Red, Note: atTheEnd(winRedAllCities)},
			"Game over: red wins: Red controls every city outside Poland and the Baltic (4.2a) at the end of the war (4.5) [4.5]"},
	} {
		if got := tc.e.String(); got != tc.want {
			t.Errorf("%q, want %q", got, tc.want)
		}
	}
	// Written as JSON, the note is the English text it was.
	b, err := json.Marshal(Event{Type: EvNote, Rule: "11.6", Units: []string{"a"}, Note: note("no legal retreat")})
	if err != nil || !bytes.Equal(b, []byte(`{"type":"note","rule":"11.6","units":["a"],"text":"no legal retreat"}`)) {
		t.Errorf("JSON %s (%v)", b, err)
	}
}

// 4.1-4.5: why a game ended is data, its English is what saves keep, and a
// loaded state finds the data again from the English (a text the engine
// does not give stays as it is).
func TestR4_VictoryReasonsAreDataAndLoadFromTheirEnglish(t *testing.T) {
	for _, r := range victoryReasons() {
		if got := victoryOf(r.String()); !reflect.DeepEqual(got, r) {
			t.Errorf("%q comes back as %#v", r.String(), got)
		}
	}
	if got := victoryOf("Red wins by decree"); got.String() != "Red wins by decree" {
		t.Errorf("an unknown reason: %#v", got)
	}
	if got := victoryOf(""); got.Key != "" {
		t.Errorf("no reason: %#v", got)
	}
	s := newPos(t).unit("w", White, 2, "1510").unit("r", Red, 4, "2015").build(NoChit, NoFront)
	s.gameOver(White, winWhiteMoscow, "4.3")
	if s.WinReason != "Red does not control Moscow and two other resource cities (4.3a)" || !reflect.DeepEqual(s.Victory, winWhiteMoscow) {
		t.Fatalf("%q %#v", s.WinReason, s.Victory)
	}
	if ev := eventsOf(s.out, EvGameOver, ""); len(ev) != 1 || ev[0].String() != "Game over: white wins: "+s.WinReason+" [4.3]" {
		t.Fatalf("game over events %v", ev)
	}
	raw, err := s.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(raw, []byte(`"win_reason":"Red does not control Moscow and two other resource cities (4.3a)"`)) {
		t.Fatalf("the save does not keep the reason in English: %s", raw)
	}
	back, err := DecodeState(raw, s.Data, "state")
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back.Victory, winWhiteMoscow) {
		t.Fatalf("loaded: %#v", back.Victory)
	}
}

// 21.4: a save written before the pending choice said why it is offered
// loads with the reason; the state check refuses the mark on another
// decision.
func TestR21_4_AnOlderSaveOfTheOfferLoadsWithItsReason(t *testing.T) {
	s := eventState(t, eventPos(t).with(func(s *State) { s.Options.RedEvents = true }), 2, Red, 2)
	if !s.Pending.LostEvent {
		t.Fatalf("pending %+v", s.Pending)
	}
	raw, err := s.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	old := bytes.Replace(raw, []byte(`,"lost_event":true`), nil, 1)
	if bytes.Equal(old, raw) {
		t.Fatalf("no lost_event in %s", raw)
	}
	for _, file := range [][]byte{raw, old} {
		back, err := DecodeState(file, s.Data, "state")
		if err != nil {
			t.Fatal(err)
		}
		if ok, diff := Equal(back, s); !ok || !back.Pending.LostEvent {
			t.Fatalf("loaded: %s, pending %+v", diff, back.Pending)
		}
	}
	bad := s.Clone()
	bad.Pending.Events = []EventKind{RedLeader, PoliticalIntrigue}
	if err := bad.check("state"); err == nil {
		t.Fatal("a choice of two events marked as 21.4's passed the state check")
	}
}

// 11.3 H, 11.4, TEC: a combat report's column shifts are written in English
// as they always were, and read back (a save in the middle of a combat) as
// the reasons they were.
func TestColumnShiftsAreWrittenInEnglishAndReadBack(t *testing.T) {
	ar := Arithmetic{A: 6, D: 2, Ratio: "6:2", Odds: "3:1", Column: "1:1", AUnits: 2, DUnits: 1,
		Shifts: []Shift{{"11.3", shiftCity}, {"TEC", terrainShift(Forest)}, {"11.4", shiftTwoRivers}}}
	raw, err := json.Marshal(ar)
	if err != nil {
		t.Fatal(err)
	}
	want := `"shifts":[{"rule":"11.3","why":"the defender is in a city"},{"rule":"TEC","why":"the defender is in forest"},` +
		`{"rule":"11.4","why":"two rivers meet in the defender's hex and the attack does not come along two of them"}]`
	if !bytes.Contains(raw, []byte(want)) {
		t.Fatalf("written %s", raw)
	}
	var back Arithmetic
	if err := jsonfile.Decode(raw, &back, "report"); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back, ar) {
		t.Fatalf("read back %#v, want %#v", back.Shifts, ar.Shifts)
	}
	var other Reason
	if err := other.UnmarshalText([]byte("the defender is in a bog")); err != nil || other.String() != "the defender is in a bog" {
		t.Fatalf("an unknown reason: %#v (%v)", other, err)
	}
}
