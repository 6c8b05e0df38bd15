package cli_test

import (
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"tachanka/game/play"
	"tachanka/game/rcw"
	"tachanka/scenarios"
)

// tachanka screenshot of the Russian Civil War writes a PNG of the size
// asked for a new standard game, a new solitaire game and a saved game.
func TestScreenshotOfRCW(t *testing.T) {
	needX(t)
	bin := binaries(t)
	dir := t.TempDir()
	save := filepath.Join(dir, "rcw-save.json")
	f, err := scenarios.OpenRCW("rcw-standard")
	if err != nil {
		t.Fatal(err)
	}
	s, err := f.NewGame(4, 0, 3)
	if err != nil {
		t.Fatal(err)
	}
	var acts []rcw.Action
	for s.Turn == 0 { // the deal, everyone done, the sequencing draw
		x := s.Legal()[0]
		if _, err := rcw.Apply(s, x); err != nil {
			t.Fatal(err)
		}
		acts = append(acts, x)
	}
	seats := play.Seating{"a": "human", "b": "random", "c": "random", "d": "random"}
	if err := f.SaveOf(seats, 3, acts, s).Save(save); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"-scenario", "rcw-standard"},
		{"-scenario", "rcw-solitaire", "-lang", "ru"},
		{"-load", save, "-zoom", "1.2"},
	} {
		out := filepath.Join(dir, "shot.png")
		os.Remove(out)
		cmd := exec.Command(filepath.Join(bin, "tachanka"), append([]string{"screenshot", "-o", out, "-size", "900x600"}, args...)...)
		cmd.Env = append(os.Environ(), "XDG_DATA_HOME="+dir, "XDG_CONFIG_HOME="+dir)
		if b, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("%v: %v\n%s", args, err, b)
		}
		r, err := os.Open(out)
		if err != nil {
			t.Fatalf("%v: no screenshot: %v", args, err)
		}
		cfg, err := png.DecodeConfig(r)
		r.Close()
		if err != nil || cfg.Width != 900 || cfg.Height != 600 {
			t.Fatalf("%v: %v, %dx%d", args, err, cfg.Width, cfg.Height)
		}
	}
}

// The options of other games' windows, and seats the Russian Civil War
// does not have, are usage errors that say why, before any window opens.
func TestRCWWindowRefusesOtherGamesOptions(t *testing.T) {
	out := filepath.Join(t.TempDir(), "x.png")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"screenshot", "-o", out, "-scenario", "rcw-standard", "-attack", "2816"}, "-attack"},
		{[]string{"screenshot", "-o", out, "-scenario", "rcw-solitaire", "-panel", "forces"}, "-panel"},
		{[]string{"play", "-scenario", "rcw-standard", "-red", "bot"}, "-red"},
		{[]string{"play", "-scenario", "rcw-standard", "-seat", "a=hard", "-seat", "b=human", "-seat", "c=human"}, `"hard" cannot sit`},
		{[]string{"play", "-scenario", "rcw-standard", "-seat", "a=human", "-seat", "b=human", "-seat", "d=human"}, "seat c is empty"},
		{[]string{"play", "-scenario", "rcw-standard", "-seat", "a=human", "-seat", "b=human"}, "3 to 6"},
		{[]string{"play", "-scenario", "rcw-solitaire", "-seat", "a=human", "-seat", "b=human"}, "1 to 1"},
		{[]string{"play", "-scenario", "rcw-standard", "-seat", "sweden=human"}, "no seat"},
	} {
		status, _, stderr := run(tc.args...)
		if status != 2 || !strings.Contains(stderr, tc.want) {
			t.Errorf("%v: status %d, stderr %q (want %q)", tc.args, status, stderr, tc.want)
		}
	}
}
