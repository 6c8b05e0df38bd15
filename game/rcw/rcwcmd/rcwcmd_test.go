package rcwcmd

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"tachanka/game/play"
	"tachanka/scenarios"
)

// A game that reaches the turn cap is abandoned (4.1 Ruling) and counted
// as such; the summary line gives the figures.
func TestSelfplayCountsAGameAtTheTurnCapAsAbandoned(t *testing.T) {
	var out, errs bytes.Buffer
	c := &play.Cmd{Name: "selfplay", Out: &out, Err: &errs}
	st := runSelfplay(c, []string{"-scenario", "rcw-standard", "-seat", "a=random", "-seat", "b=random", "-seat", "c=random",
		"-seat", "d=random", "-seat", "e=random", "-seat", "f=random", "-seed", "3", "-games", "2", "-jobs", "1", "-max-turns", "1", "-check"})
	if st != play.ExitOK {
		t.Fatalf("exit %d: %s", st, errs.String())
	}
	if !strings.Contains(out.String(), "seed 3: abandoned on Game-Turn 1") ||
		!strings.Contains(out.String(), "2 games of 6 players: red victory 0, white victory 0, abandoned 2;") {
		t.Fatalf("%s", out.String())
	}
}

// Every seeded game of every size plays to an end with the state checked,
// the same way twice.
func TestPlayRandomIsDeterministic(t *testing.T) {
	f, err := scenarios.OpenRCW("rcw-standard")
	if err != nil {
		t.Fatal(err)
	}
	for n := 3; n <= 6; n++ {
		a := PlayRandom(f, n, 60, uint64(n), true)
		b := PlayRandom(f, n, 60, uint64(n), false)
		if a.err != nil || b.err != nil {
			t.Fatalf("%d players: %v %v", n, a.err, b.err)
		}
		if a.Result == "" || a.Result != b.Result || a.Turn != b.Turn || a.Actions != b.Actions {
			t.Fatalf("%d players: %+v then %+v", n, a, b)
		}
	}
	// Seed 28 of 3 players met an offer whose giver had since given his
	// PM away: Legal listed its acceptance, which Apply refused.
	if r := PlayRandom(f, 3, 60, 28, true); r.err != nil {
		t.Fatalf("3 players, seed 28: %v", r.err)
	}
	if r := PlayRandom(f, 7, 60, 1, false); r.err == nil || !strings.Contains(r.err.Error(), "3 to 6 players, not 7") {
		t.Fatalf("7 players: %v", r.err)
	}
}

// The solitaire game (18.0-28.0) plays from the command line with one
// seat, Red in seat a, random or the computer; its summary counts the
// levels of victory (28.0); two seats are refused with one line.
func TestSelfplaySolitaire(t *testing.T) {
	var out, errs bytes.Buffer
	c := &play.Cmd{Name: "selfplay", Out: &out, Err: &errs}
	save := filepath.Join(t.TempDir(), "solo.json")
	if st := runSelfplay(c, []string{"-scenario", "rcw-solitaire", "-seat", "a=random", "-seed", "5", "-games", "3", "-jobs", "1", "-check", "-save", save}); st != play.ExitOK {
		t.Fatalf("exit %d: %s", st, errs.String())
	}
	if f, err := Open(save); err != nil || f.State.Solo == nil || len(f.Seats) != 1 {
		t.Fatalf("the solitaire save does not verify: %v", err)
	}
	if !strings.Contains(out.String(), "3 solitaire games: ") || !strings.Contains(out.String(), "seed 7: ") {
		t.Fatalf("%s", out.String())
	}
	// The computer Red player (rcwbot, at any level) sits in seat a.
	for _, level := range []string{"bot", "table"} {
		out.Reset()
		errs.Reset()
		if st := runSelfplay(c, []string{"-scenario", "rcw-solitaire", "-seat", "a=" + level, "-seed", "5", "-games", "3", "-jobs", "1", "-check"}); st != play.ExitOK {
			t.Fatalf("a=%s: exit %d: %s", level, st, errs.String())
		}
		if !strings.Contains(out.String(), "3 solitaire games: ") || !strings.Contains(out.String(), "seed 7: ") {
			t.Fatalf("a=%s: %s", level, out.String())
		}
	}
	f, err := scenarios.OpenRCW("rcw-solitaire")
	if err != nil {
		t.Fatal(err)
	}
	a := PlayGame(f, play.Seating{"a": play.Bot}, 60, 11, true)
	b := PlayGame(f, play.Seating{"a": "table"}, 60, 11, false)
	if a.err != nil || b.err != nil || a.Result == "" || a.Result != b.Result || a.Actions != b.Actions {
		t.Fatalf("%+v (%v) then %+v (%v)", a, a.err, b, b.err)
	}
	out.Reset()
	errs.Reset()
	st := runSelfplay(c, []string{"-scenario", "rcw-solitaire", "-seat", "a=random", "-seat", "b=random"})
	if st == play.ExitOK || !strings.Contains(errs.String(), "one player, Red, in seat a") {
		t.Fatalf("exit %d: %s", st, errs.String())
	}
}

// A computer seat (the table-driven level, rcwbot) plays among random
// seats; the same seed gives the same game; a person cannot sit in
// selfplay.
func TestSelfplayWithAComputerSeat(t *testing.T) {
	f, err := scenarios.OpenRCW("rcw-standard")
	if err != nil {
		t.Fatal(err)
	}
	seats := play.Seating{"a": "table", "b": play.Random, "c": play.Bot, "d": play.Random}
	a := PlayGame(f, seats, 40, 9, true)
	b := PlayGame(f, seats, 40, 9, false)
	if a.err != nil || b.err != nil || a.Result == "" || a.Actions != b.Actions || a.Turn != b.Turn {
		t.Fatalf("%+v (%v) then %+v (%v)", a, a.err, b, b.err)
	}
	var out, errs bytes.Buffer
	c := &play.Cmd{Name: "selfplay", Out: &out, Err: &errs}
	st := runSelfplay(c, []string{"-scenario", "rcw-standard", "-seat", "a=human", "-seat", "b=random", "-seat", "c=random"})
	if st == play.ExitOK || !strings.Contains(errs.String(), "plays without a window") {
		t.Fatalf("exit %d: %s", st, errs.String())
	}
}
