package cli_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// tachanka games lists every game with its titles, seats and scenarios.
func TestGamesListsEveryGameWithItsSeatsAndScenarios(t *testing.T) {
	st, out, e := run("games")
	if st != 0 {
		t.Fatalf("exit %d: %s", st, e)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	var reds struct {
		ID     string            `json:"id"`
		Titles map[string]string `json:"titles"`
		Seats  []struct {
			Name  string            `json:"name"`
			Title map[string]string `json:"title"`
		} `json:"seats"`
		Levels    []string `json:"levels"`
		Scenarios []string `json:"scenarios"`
	}
	if err := json.Unmarshal([]byte(lines[0]), &reds); err != nil {
		t.Fatalf("%v: %s", err, lines[0])
	}
	if reds.ID != "reds" || reds.Titles["en"] == "" || reds.Titles["ru"] == "" {
		t.Fatalf("first game %+v", reds)
	}
	if len(reds.Seats) != 2 || reds.Seats[0].Name != "red" || reds.Seats[1].Name != "white" || reds.Seats[1].Title["ru"] != "Белые" {
		t.Fatalf("seats %+v", reds.Seats)
	}
	for _, id := range []string{"reds-1918-1919", "reds-1918-1921"} {
		if !slices.Contains(reds.Scenarios, id) {
			t.Errorf("scenario %s missing from %v", id, reds.Scenarios)
		}
	}
	if len(reds.Levels) == 0 || reds.Levels[0] != "normal" {
		t.Errorf("levels %v: the default first", reds.Levels)
	}
}

// A game's own commands run like the shell's: REDS!'s calc answers, and a
// bad flag of it gets one line.
func TestAGamesOwnCommandsRunFromTheShell(t *testing.T) {
	if st, out, e := run("calc", "-att", "6", "-def", "3"); st != 0 || !strings.Contains(out, `"column":"2:1"`) {
		t.Fatalf("calc: exit %d, %s %s", st, out, e)
	}
	if st, _, e := run("calc", "-att", "0", "-def", "3"); st != 2 || strings.Count(e, "\n") != 1 || !strings.HasPrefix(e, "tachanka calc:") {
		t.Fatalf("calc with no attacker: exit %d, %q", st, e)
	}
	if st, out, _ := run("help"); st != 0 || !strings.Contains(out, "tachanka calc") || !strings.Contains(out, "seats red, white") {
		t.Fatalf("help does not list the game's commands and seats:\n%s", out)
	}
}

// -seat NAME=KIND seats players by name; -red and -white stay as
// shorthands; a bad name, a bad kind, a seat named twice or by both forms
// is one line and exit 2.
func TestSeatFlagsSeatPlayersByName(t *testing.T) {
	st, out, e := run("selfplay", "-scenario", "test-moscow", "-seed", "4", "-seat", "red=random", "-seat", "white=quick", "-json")
	if st != 0 || !strings.Contains(out, `"winner"`) {
		t.Fatalf("selfplay with seats: exit %d: %s %s", st, out, e)
	}
	for _, args := range [][]string{
		{"selfplay", "-scenario", "test-moscow", "-seat", "green=bot"},
		{"selfplay", "-scenario", "test-moscow", "-seat", "red=genius"},
		{"selfplay", "-scenario", "test-moscow", "-seat", "red"},
		{"selfplay", "-scenario", "test-moscow", "-seat", "red=bot", "-seat", "red=random"},
		{"selfplay", "-scenario", "test-moscow", "-red", "bot", "-seat", "red=random"},
		{"selfplay", "-scenario", "test-moscow", "-seat", "white=human"},
		{"play", "-seat", "red=random"},
		{"play", "-seat", "purple=human"},
		{"play", "-scenario", "redrussia-1918", "-seat", "red=genius"},
	} {
		st, _, e := run(args...)
		if st != 2 || strings.Count(e, "\n") != 1 || !strings.HasPrefix(e, "tachanka "+args[0]+":") {
			t.Errorf("%v: exit %d, stderr %q", args, st, e)
		}
	}
}

// validate, replay and load read the envelope's head first and hand the
// file to its game: a file of a game this program does not play is named
// as such, with the games it does play.
func TestFilesDispatchOnTheirGame(t *testing.T) {
	dir := t.TempDir()
	chess := variant(t, dir, "chess.json", func(m map[string]any) { m["game"] = "chess" })
	for _, cmd := range []string{"validate", "replay", "load"} {
		st, _, e := run(cmd, chess)
		if st != 1 || !strings.Contains(e, `game "chess" is not one this program plays (reds, poltava, rcw, redrussia)`) || strings.Count(e, "\n") != 1 {
			t.Errorf("%s of a chess file: exit %d, %q", cmd, st, e)
		}
	}
	if st, _, e := run("validate", variant(t, dir, "ok.json", nil)); st != 0 {
		t.Fatalf("a REDS! scenario: exit %d, %s", st, e)
	}
	// A Poltava file goes to Poltava's reader, whose errors name its fields.
	if st, _, e := run("validate", "../scenarios/poltava-main.json", "../scenarios/poltava-whole.json"); st != 0 {
		t.Fatalf("the Poltava scenarios: exit %d, %s", st, e)
	}
	bad := filepath.Join(dir, "poltava-bad.json")
	if err := os.WriteFile(bad, []byte(`{"format":1,"game":"poltava","scenario":"x","map":"poltava","first_turn":8,"last_turn":13}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if st, _, e := run("validate", bad); st != 1 || !strings.Contains(e, "first_turn") || strings.Count(e, "\n") != 1 {
		t.Errorf("a bad Poltava file: exit %d, %q", st, e)
	}
}

// map and units with a Red Russia scenario are Red Russia's commands.
func TestRedRussiaMapAndUnits(t *testing.T) {
	if st, out, e := run("map", "-scenario", "redrussia-1918", "-area", "MOSC"); st != 0 || !strings.Contains(out, `"Москва"`) || !strings.Contains(out, `"grade"`) {
		t.Fatalf("map: exit %d, %s %s", st, out, e)
	}
	if st, out, e := run("units", "-scenario", "redrussia-1918"); st != 0 || !strings.Contains(out, `"kind":"leader"`) || !strings.Contains(out, `"id":"lenin"`) {
		t.Fatalf("units: exit %d, %.200s %s", st, out, e)
	}
}
