package rrcmd

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tachanka/game/play"
	"tachanka/game/redrussia"
	"tachanka/scenarios"
)

// Seeded games of 2, 3 and 4 players play to a result with the state
// checked after every action, the same way twice.
func TestPlayRandomIsDeterministic(t *testing.T) {
	f, err := scenarios.OpenRedRussia("redrussia")
	if err != nil {
		t.Fatal(err)
	}
	for n := 2; n <= 4; n += 2 { // 3 players: TestSelfplayCommand's sizes and make rr-selfplay
		a := PlayRandom(f, n, redrussia.Options{Railways: n == 3}, uint64(n), true)
		b := PlayRandom(f, n, redrussia.Options{Railways: n == 3}, uint64(n), false)
		if a.err != nil || b.err != nil {
			t.Fatalf("%d players: %v %v", n, a.err, b.err)
		}
		if len(a.Winners) == 0 || a.Rule == "" || a.Turn != b.Turn || a.Actions != b.Actions || strings.Join(a.Winners, ",") != strings.Join(b.Winners, ",") {
			t.Fatalf("%d players: %+v then %+v", n, a, b)
		}
	}
	if r := PlayRandom(f, 5, redrussia.Options{}, 1, false); r.err == nil || !strings.Contains(r.err.Error(), "2 to 4 players, not 5") {
		t.Fatalf("5 players: %v", r.err)
	}
}

// The command plays a series and saves its last game, which verifies; a
// bad flag gets one line naming it.
func TestSelfplayCommand(t *testing.T) {
	var out, errs bytes.Buffer
	save := filepath.Join(t.TempDir(), "last.json")
	c := &play.Cmd{Name: "selfplay", Out: &out, Err: &errs}
	st := runSelfplay(c, []string{"-scenario", "redrussia", "-players", "2", "-seed", "5", "-games", "2", "-jobs", "1", "-save", save})
	if st != play.ExitOK {
		t.Fatalf("exit %d: %s", st, errs.String())
	}
	if !strings.Contains(out.String(), "2 games of 2 players: wins ") {
		t.Fatalf("%s", out.String())
	}
	data, err := os.ReadFile(save)
	if err != nil {
		t.Fatal(err)
	}
	d, err := scenarios.RedRussiaData()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := redrussia.Verify(save, data, d); err != nil {
		t.Fatalf("the saved game: %v", err)
	}
	for _, bad := range [][]string{
		{"-scenario", "redrussia", "-players", "5"},
		{"-scenario", "redrussia", "-famine"},
		{"-scenario", "redrussia", "-seat", "finland=random"},
		{"-scenario", "redrussia", "-seat", "red=human"},
	} {
		out.Reset()
		errs.Reset()
		c := &play.Cmd{Name: "selfplay", Out: &out, Err: &errs}
		if st := runSelfplay(c, bad); st == play.ExitOK || strings.Count(strings.TrimSpace(errs.String()), "\n") > 1 {
			t.Errorf("%v: exit %d, %q", bad, st, errs.String())
		}
	}
}

// A computer player takes a seat at a level (and "bot" at the default);
// its game is saved with its seat and verifies; an unknown level is
// refused.
func TestSelfplayBotSeat(t *testing.T) {
	var out, errs bytes.Buffer
	save := filepath.Join(t.TempDir(), "bot.json")
	c := &play.Cmd{Name: "selfplay", Out: &out, Err: &errs}
	st := runSelfplay(c, []string{"-scenario", "redrussia", "-players", "2", "-seat", "red=quick", "-seat", "siberian=bot", "-seed", "3", "-games", "1", "-jobs", "1", "-check", "-save", save})
	if st != play.ExitOK {
		t.Fatalf("exit %d: %s", st, errs.String())
	}
	if !strings.Contains(out.String(), "computer players: ") {
		t.Fatalf("%s", out.String())
	}
	data, err := os.ReadFile(save)
	if err != nil {
		t.Fatal(err)
	}
	d, err := scenarios.RedRussiaData()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := redrussia.Verify(save, data, d); err != nil {
		t.Fatalf("the saved game: %v", err)
	}
	if !strings.Contains(string(data), `"quick"`) {
		t.Errorf("the save does not seat the quick level")
	}
	errs.Reset()
	c = &play.Cmd{Name: "selfplay", Out: &out, Err: &errs}
	if st := runSelfplay(c, []string{"-scenario", "redrussia", "-seat", "red=grandmaster"}); st == play.ExitOK {
		t.Errorf("an unknown level was seated")
	}
}

// BenchmarkRandomGame plays whole seeded games of four random players, the
// state checked after every action as the soak does (make bench).
func BenchmarkRandomGame(b *testing.B) {
	f, err := scenarios.OpenRedRussia("redrussia")
	if err != nil {
		b.Fatal(err)
	}
	for i := 0; b.Loop(); i++ {
		if r := PlayRandom(f, 4, redrussia.Options{}, uint64(i+1), true); r.err != nil {
			b.Fatal(r.err)
		}
	}
}
