package rrcmd

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tachanka/game/play"
	"tachanka/game/redrussia"
)

// The strength command plays a series for each faction at each level
// named and a random baseline on the same seeds, and writes the report:
// a row per series with the computer faction's wins counted from the
// games' outcomes, a verdict against the 80% target, and the baseline.
// Bad flags get one line.
func TestStrengthCommand(t *testing.T) {
	var out, errs bytes.Buffer
	report := filepath.Join(t.TempDir(), "STRENGTH.md")
	c := &play.Cmd{Name: "strength", Out: &out, Err: &errs}
	args := []string{"-scenario", "redrussia-1918", "-levels", "quick", "-games", "1", "-seed", "7", "-jobs", "2", "-o", report}
	if st := runStrength(c, args); st != play.ExitOK {
		t.Fatalf("exit %d: %s", st, errs.String())
	}
	data, err := os.ReadFile(report)
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	for _, want := range []string{"tachanka strength " + strings.Join(args, " "), "seed 7, ", "| quick | red | ", "| quick | siberian | ", "| quick | south | ", "| quick | northasian | ", "Baseline, the same seeds with four random factions"} {
		if !strings.Contains(text, want) {
			t.Errorf("the report lacks %q:\n%s", want, text)
		}
	}
	// Each row's wins are the computer faction's wins in the same game
	// played here.
	f, err := Open("redrussia-1918")
	if err != nil {
		t.Fatal(err)
	}
	pass := true
	for _, fa := range redrussia.Majors {
		won := 0
		for seed := uint64(7); seed < 8; seed++ {
			r := PlayGame(f, 4, redrussia.Options{}, seed, false, map[redrussia.Faction]string{fa: "quick"})
			for _, w := range r.Winners {
				if w == fa.String() {
					won++
				}
			}
		}
		row := "| quick | " + fa.String() + " | " + map[int]string{0: "0 of 1 (0%)", 1: "1 of 1 (100%)"}[won]
		if !strings.Contains(text, row) {
			t.Errorf("%s won %d of 1: no row %q in\n%s", fa, won, row, text)
		}
		pass = pass && won == 1
	}
	if got := strings.Contains(text, "Every faction at every level meets the target."); got != pass {
		t.Errorf("verdict %v, want %v:\n%s", got, pass, text)
	}
	if !strings.Contains(errs.String(), "quick red: ") {
		t.Errorf("no progress lines: %q", errs.String())
	}
	for _, bad := range [][]string{
		{"-levels", "quick"},
		{"-scenario", "redrussia-1918", "-levels", "quick,grandmaster"},
		{"-scenario", "redrussia-1918", "-games", "0"},
		{"-scenario", "redrussia-1918", "extra"},
	} {
		out.Reset()
		errs.Reset()
		c := &play.Cmd{Name: "strength", Out: &out, Err: &errs}
		if st := runStrength(c, bad); st == play.ExitOK || strings.Count(strings.TrimSpace(errs.String()), "\n") > 1 {
			t.Errorf("%v: exit %d, %q", bad, st, errs.String())
		}
	}
}
