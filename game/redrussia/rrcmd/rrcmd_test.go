package rrcmd

import (
	"bytes"
	"encoding/json"
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
	f, err := scenarios.OpenRedRussia("redrussia-1918")
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
	st := runSelfplay(c, []string{"-scenario", "redrussia-1918", "-players", "2", "-seed", "5", "-games", "2", "-jobs", "1", "-save", save})
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
		{"-scenario", "redrussia-1918", "-players", "5"},
		{"-scenario", "redrussia-1918", "-famine"},
		{"-scenario", "redrussia-1918", "-seat", "finland=random"},
		{"-scenario", "redrussia-1918", "-seat", "red=human"},
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
	st := runSelfplay(c, []string{"-scenario", "redrussia-1918", "-players", "2", "-seat", "red=quick", "-seat", "siberian=bot", "-seed", "3", "-games", "1", "-jobs", "1", "-check", "-save", save})
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
	if st := runSelfplay(c, []string{"-scenario", "redrussia-1918", "-seat", "red=grandmaster"}); st == play.ExitOK {
		t.Errorf("an unknown level was seated")
	}
}

// BenchmarkRandomGame plays whole seeded games of four random players, the
// state checked after every action as the soak does (make bench).
func BenchmarkRandomGame(b *testing.B) {
	f, err := scenarios.OpenRedRussia("redrussia-1918")
	if err != nil {
		b.Fatal(err)
	}
	for i := 0; b.Loop(); i++ {
		if r := PlayRandom(f, 4, redrussia.Options{}, uint64(i+1), true); r.err != nil {
			b.Fatal(r.err)
		}
	}
}

// map prints the 123 areas, one JSON object a line, each with its names,
// territory, values and every route with its grade, both ways; -area
// prints one; a save's map says who controls each area now. units prints
// every counter, leader and marker, and in a save where each piece is.
// Bad codes and files get one line and a failing exit.
func TestMapAndUnitsCommands(t *testing.T) {
	run := func(cmd func(*play.Cmd, []string) int, args ...string) (int, []map[string]any, string) {
		var out, errs bytes.Buffer
		st := cmd(&play.Cmd{Name: "test", Out: &out, Err: &errs}, args)
		var lines []map[string]any
		for _, l := range strings.Split(strings.TrimSpace(out.String()), "\n") {
			if l == "" {
				continue
			}
			var m map[string]any
			if err := json.Unmarshal([]byte(l), &m); err != nil {
				t.Fatalf("not JSON: %q", l)
			}
			lines = append(lines, m)
		}
		return st, lines, errs.String()
	}
	st, areas, e := run(runMap, "-scenario", "redrussia-1918")
	if st != play.ExitOK || len(areas) != 123 {
		t.Fatalf("map: exit %d, %d areas: %s", st, len(areas), e)
	}
	grade := map[[2]string]string{}
	for _, a := range areas {
		for _, n := range a["neighbours"].([]any) {
			nb := n.(map[string]any)
			grade[[2]string{a["id"].(string), nb["to"].(string)}] = nb["grade"].(string)
		}
	}
	for k, g := range grade {
		if grade[[2]string{k[1], k[0]}] != g || g == "" {
			t.Fatalf("the route %v is %q one way and %q the other", k, g, grade[[2]string{k[1], k[0]}])
		}
	}
	if len(grade) != 2*221 {
		t.Fatalf("%d routes, want 221", len(grade)/2)
	}
	st, one, _ := run(runMap, "-scenario", "redrussia-1918", "-area", "MOSC")
	if st != play.ExitOK || len(one) != 1 || one[0]["names"].(map[string]any)["ru"] != "Москва" || one[0]["control"] != "red" || one[0]["fortification"].(float64) < 1 {
		t.Fatalf("map -area MOSC: %v", one)
	}
	st, units, _ := run(runUnits, "-scenario", "redrussia-1918")
	f, err := Open("redrussia-1918")
	if err != nil {
		t.Fatal(err)
	}
	want := len(f.Data.Counters.Pieces()) + len(f.Data.Leaders.Leaders) + 7
	if st != play.ExitOK || len(units) != want {
		t.Fatalf("units: exit %d, %d lines, want %d", st, len(units), want)
	}
	// A save: the pieces stand somewhere, the areas have their control.
	save := filepath.Join(t.TempDir(), "g.json")
	var out, errs bytes.Buffer
	if st := runSelfplay(&play.Cmd{Name: "selfplay", Out: &out, Err: &errs}, []string{"-scenario", "redrussia-1918", "-players", "2", "-seed", "5", "-games", "1", "-save", save}); st != play.ExitOK {
		t.Fatal(errs.String())
	}
	_, units, _ = run(runUnits, "-scenario", save)
	onMap := 0
	for _, u := range units {
		if u["status"] == "on_map" && u["where"] != "" {
			onMap++
		}
	}
	if onMap == 0 {
		t.Fatal("a save's units stand nowhere")
	}
	for _, bad := range [][]string{{"-scenario", "redrussia-1918", "-area", "XXXX"}, {"-scenario", "nowhere.json"}, {"-scenario", "redrussia-1918", "extra"}} {
		if st, _, e := run(runMap, bad...); st == play.ExitOK || strings.Count(strings.TrimSpace(e), "\n") > 0 || e == "" {
			t.Errorf("map %v: exit %d, %q", bad, st, e)
		}
	}
}

// The calibration figures follow every action of a random 4-player game,
// the Polish major's foreign rolls (13.54) included, which are no figure
// of theirs (seed 1017 stopped the series on one).
func TestFiguresFollowThePolishMajor(t *testing.T) {
	f, err := scenarios.OpenRedRussia("redrussia-1918")
	if err != nil {
		t.Fatal(err)
	}
	if r := PlayRandom(f, 4, redrussia.Options{}, 1017, false); r.err != nil || len(r.Winners) == 0 {
		t.Fatalf("%+v: %v", r, r.err)
	}
}
