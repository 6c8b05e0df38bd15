package cli_test

import (
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// tachanka screenshot of a Poltava 1709 scenario opens Poltava's board in
// the real window and writes a PNG of the size asked, in both languages.
func TestScreenshotOfPoltavaScenario(t *testing.T) {
	needX(t)
	bin := binaries(t)
	dir := t.TempDir()
	for _, args := range [][]string{
		{"-scenario", "poltava-main"},
		{"-scenario", "poltava-whole", "-lang", "ru", "-zoom", "1.5", "-center", "2226"},
	} {
		out := filepath.Join(dir, "shot.png")
		os.Remove(out)
		cmd := exec.Command(filepath.Join(bin, "tachanka"), append([]string{"screenshot", "-o", out, "-size", "900x600"}, args...)...)
		cmd.Env = append(os.Environ(), "XDG_DATA_HOME="+dir, "XDG_CONFIG_HOME="+dir)
		if b, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("%v: %v\n%s", args, err, b)
		}
		f, err := os.Open(out)
		if err != nil {
			t.Fatalf("%v: no screenshot: %v", args, err)
		}
		cfg, err := png.DecodeConfig(f)
		f.Close()
		if err != nil {
			t.Fatalf("%v: %v", args, err)
		}
		if cfg.Width != 900 || cfg.Height != 600 {
			t.Fatalf("%v: a screenshot of %dx%d, want 900x600", args, cfg.Width, cfg.Height)
		}
	}
}

// REDS!'s options of its board are refused for Poltava's, with one line.
func TestScreenshotOfPoltavaRefusesREDSOptions(t *testing.T) {
	status, _, stderr := run("screenshot", "-o", filepath.Join(t.TempDir(), "x.png"), "-scenario", "poltava-main", "-attack", "2816")
	if status != 2 || stderr == "" {
		t.Fatalf("status %d, stderr %q", status, stderr)
	}
}
