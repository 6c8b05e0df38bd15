package cli_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tachanka/cli"
	"tachanka/game/reds"
	"tachanka/scenarios"
)

func run(args ...string) (status int, stdout, stderr string) {
	var o, e bytes.Buffer
	status = cli.Main(args, &o, &e)
	return status, o.String(), e.String()
}

// variant writes a copy of the test scenario changed by edit.
func variant(t *testing.T, dir, name string, edit func(m map[string]any)) string {
	t.Helper()
	b, err := scenarios.Raw("test-moscow.json")
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	json.Unmarshal(b, &m)
	if edit != nil {
		edit(m)
	}
	out, _ := json.MarshalIndent(m, "", " ")
	p := filepath.Join(dir, name)
	os.WriteFile(p, out, 0o644)
	return p
}

func TestValidateReportsEachBadFileOnOneLine(t *testing.T) {
	dir := t.TempDir()
	write := func(name, content string) string {
		p := filepath.Join(dir, name)
		os.WriteFile(p, []byte(content), 0o644)
		return p
	}
	good := variant(t, dir, "good.json", nil)
	full, _ := os.ReadFile(good)
	units := func(m map[string]any) []any { return m["initial"].(map[string]any)["units"].([]any) }
	counters := func(m map[string]any) []any { return m["counters"].([]any) }
	bad := map[string]string{
		write("empty.json", ""):                                                                                       "the file is empty",
		write("truncated.json", string(full[:len(full)/3])):                                                           "truncated",
		variant(t, dir, "version.json", func(m map[string]any) { m["format"] = 7 }):                                   "format version 7 is not supported",
		variant(t, dir, "offmap.json", func(m map[string]any) { units(m)[2].(map[string]any)["hex"] = "0101" }):       "not on the map",
		variant(t, dir, "type.json", func(m map[string]any) { counters(m)[1].(map[string]any)["type"] = "zeppelin" }): `unknown unit type "zeppelin"`,
		variant(t, dir, "dup.json", func(m map[string]any) { counters(m)[4].(map[string]any)["id"] = "red-13-army" }): `duplicated unit id "red-13-army"`,
		variant(t, dir, "stacked.json", func(m map[string]any) { units(m)[2].(map[string]any)["hex"] = "2313" }):      "overstacked",
	}
	args := []string{"validate", good}
	for p := range bad {
		args = append(args, p)
	}
	status, stdout, stderr := run(args...)
	if status != 1 {
		t.Fatalf("exit %d, want 1", status)
	}
	if stdout != "" {
		t.Fatalf("stdout: %q", stdout)
	}
	lines := strings.Split(strings.TrimSpace(stderr), "\n")
	if len(lines) != len(bad) {
		t.Fatalf("%d lines for %d bad files:\n%s", len(lines), len(bad), stderr)
	}
	for _, l := range lines {
		if strings.Contains(l, "good.json") || strings.Contains(l, "goroutine") || strings.Contains(l, "panic") {
			t.Fatalf("bad line: %s", l)
		}
		found := false
		for p, want := range bad {
			if strings.HasPrefix(l, p+": ") {
				found = true
				if !strings.Contains(l, want) {
					t.Errorf("%s: %q does not say %q", filepath.Base(p), l, want)
				}
			}
		}
		if !found {
			t.Errorf("line names no file: %s", l)
		}
	}
	if st, _, e := run("validate", good); st != 0 || e != "" {
		t.Fatalf("a good file: exit %d, %q", st, e)
	}
}

func TestMapPrintsHexesAsJSONLines(t *testing.T) {
	st, out, _ := run("map", "-scenario", "test-moscow", "-hex", "2910")
	if st != 1 {
		t.Fatalf("a hex off the test map: exit %d", st)
	}
	st, out, errs := run("map", "-scenario", "test-moscow", "-hex", "2313")
	if st != 0 {
		t.Fatalf("exit %d: %s", st, errs)
	}
	var rec map[string]any
	if err := json.Unmarshal([]byte(out), &rec); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"hex", "terrain", "city", "rail", "river", "volga", "sea", "front", "region", "west_of_occupation_line", "free_territory"} {
		if _, ok := rec[k]; !ok {
			t.Errorf("key %q missing from %s", k, out)
		}
	}
	city := rec["city"].(map[string]any)
	if city["name"] != "Moscow" || city["resource"] != true {
		t.Fatalf("Moscow: %v", city)
	}
	st, out, _ = run("map", "-scenario", "test-moscow")
	if n := strings.Count(out, "\n"); st != 0 || n != 63 {
		t.Fatalf("whole map: exit %d, %d lines", st, n)
	}
}

func TestMapPrintsAnEmbeddedMapByID(t *testing.T) {
	st, out, errs := run("map", "-map", "reds", "-hex", "2910")
	if st != 0 {
		t.Fatalf("exit %d: %s", st, errs)
	}
	var rec map[string]any
	if err := json.Unmarshal([]byte(out), &rec); err != nil {
		t.Fatal(err)
	}
	if city, _ := rec["city"].(map[string]any); city == nil || city["name"] != "Kazan" || rec["volga"] != true {
		t.Fatalf("2910 is not Kazan on the Volga: %s", out)
	}
	st, out, _ = run("map", "-map", "moscow")
	if n := strings.Count(out, "\n"); st != 0 || n != 63 {
		t.Fatalf("the moscow map: exit %d, %d lines", st, n)
	}
	st, out, errs = run("map", "-map", "atlantis")
	if st != 1 || out != "" || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, `unknown map "atlantis"`) {
		t.Fatalf("a bad id: exit %d, stdout %q, stderr %q", st, out, errs)
	}
	if st, _, errs = run("map", "-map", "reds", "-scenario", "test-moscow"); st != 2 || strings.Count(errs, "\n") != 1 {
		t.Fatalf("-map with -scenario: exit %d, stderr %q", st, errs)
	}
}

func TestUnitsPrintsEveryCounter(t *testing.T) {
	st, out, _ := run("units", "-scenario", "test-moscow")
	if st != 0 {
		t.Fatal(st)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 9 {
		t.Fatalf("%d units", len(lines))
	}
	var u map[string]any
	json.Unmarshal([]byte(lines[0]), &u)
	for _, k := range []string{"id", "name", "side", "faction", "type", "size", "sp", "att", "def", "att_disordered", "def_disordered", "ma", "steps", "dot", "location", "disordered"} {
		if _, ok := u[k]; !ok {
			t.Errorf("key %q missing from %s", k, lines[0])
		}
	}
	if u["location"] != "2313" || u["sp"] != 4.0 {
		t.Fatalf("16th Army: %v", u)
	}
}

func TestBadArgumentsGetOneLine(t *testing.T) {
	for _, args := range [][]string{
		{"frobnicate"},
		{"map", "-scenario", "nowhere"},
		{"map", "-hex", "12x4"},
		{"units", "-bogus"},
		{"play", "-red", "martian"},
		{"play", "-seed", "abc"},
		{"load"},
		{"load", "/no/such/file.json"},
		{"replay", "/no/such/file.json"},
		{"validate"},
		{"screenshot"},
		{"screenshot", "-o", "x.png", "-size", "10x10"},
		{"screenshot", "-o", "/no/such/dir/x.png"},
		{"screenshot", "-o", "x.png", "-panel", "cellar"},
		{"screenshot", "-o", "x.png", "-overlays", "supply,weather"},
		{"screenshot", "-o", "x.png", "-scale", "9"},
		{"screenshot", "-o", "x.png", "-lang", "fr"},
		{"screenshot", "-o", "x.png", "-attack", "99x"},
		{"play", "-white", "robot"},
	} {
		st, _, e := run(args...)
		if st == 0 {
			t.Errorf("%v: exit 0", args)
		}
		if strings.Count(e, "\n") != 1 || !strings.HasPrefix(e, "tachanka") {
			t.Errorf("%v: stderr %q is not one line", args, e)
		}
	}
}

func TestReplayOfAScenarioExplains(t *testing.T) {
	dir := t.TempDir()
	p := variant(t, dir, "s.json", nil)
	st, _, e := run("replay", p)
	if st != 1 || !strings.Contains(e, "scenario, not a saved game") {
		t.Fatalf("exit %d: %s", st, e)
	}
}

// calc's answers are the engine's: the same arithmetic on the same table.
func TestCalcAgreesWithTheEngine(t *testing.T) {
	tables, err := scenarios.Lib.Tables("reds")
	if err != nil {
		t.Fatal(err)
	}
	for a := 1; a <= 12; a += 3 {
		for d := 1; d <= 8; d += 2 {
			for shift := -2; shift <= 0; shift++ {
				for ar := 1; ar <= 6; ar += 2 {
					dr := 7 - ar
					args := []string{"calc", "-att", fmt.Sprint(a), "-def", fmt.Sprint(d), "-shift", fmt.Sprint(shift),
						"-a-units", "2", "-a-mods", "+3,+1", "-d-units", "1", "-d-mods", "-1",
						"-a-roll", fmt.Sprint(ar), "-d-roll", fmt.Sprint(dr)}
					st, out, e := run(args...)
					if st != 0 {
						t.Fatalf("%v: %s", args, e)
					}
					var got map[string]any
					json.Unmarshal([]byte(out), &got)
					calc := reds.NewCalc(a, d, 2, 1, 4, -1, nil).Shifted(shift)
					as, ds, diff, r := calc.Resolve(tables.CRT, ar, dr)
					if got["column"] != reds.Columns[calc.Column].String() || got["result"] != r.String() ||
						got["a_strength"] != float64(as) || got["d_strength"] != float64(ds) || got["differential"] != float64(diff) {
						t.Fatalf("%v: calc says %v, the engine %s %d %d %d", args, got, r, as, ds, diff)
					}
				}
			}
		}
	}
	// Without dice, the outcomes and their chances, summing to one.
	_, out, _ := run("calc", "-att", "4", "-def", "4", "-a-units", "2", "-a-mods", "+3,+3", "-d-mods", "+1")
	var got struct {
		Outcomes []struct {
			P     float64 `json:"p"`
			Pairs int     `json:"pairs"`
		} `json:"outcomes"`
	}
	json.Unmarshal([]byte(out), &got)
	sum := 0
	for _, o := range got.Outcomes {
		sum += o.Pairs
	}
	if sum != 36 {
		t.Fatalf("outcomes cover %d of 36 pairs: %s", sum, out)
	}
}

func TestSelfplayPlaysAndSaves(t *testing.T) {
	dir := t.TempDir()
	save := filepath.Join(dir, "last.json")
	st, out, e := run("selfplay", "-scenario", "test-moscow", "-seed", "9", "-games", "3", "-json", "-save", save)
	if st != 0 {
		t.Fatalf("exit %d: %s", st, e)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 4 {
		t.Fatalf("%d lines: %s", len(lines), out)
	}
	var g map[string]any
	json.Unmarshal([]byte(lines[0]), &g)
	for _, k := range []string{"seed", "winner", "reason", "turn", "actions", "seconds"} {
		if _, ok := g[k]; !ok {
			t.Fatalf("key %s missing: %s", k, lines[0])
		}
	}
	if !strings.Contains(lines[3], `"summary"`) {
		t.Fatalf("no summary: %s", lines[3])
	}
	if st, _, e := run("replay", save); st != 0 {
		t.Fatalf("the saved game does not replay: %s", e)
	}
	if st, _, _ := run("selfplay", "-scenario", "test-moscow", "-red", "genius"); st != 2 {
		t.Fatalf("a bad player: exit %d", st)
	}
}

// selfplay -check stops at an invariant violation with one line on stderr
// naming the seed and where it happened, and exits 1: a scenario whose
// initial state loads (each Red Terror marker is on a city) but holds the
// same marker twice breaks the check at the start.
func TestSelfplayCheckReportsAViolation(t *testing.T) {
	bad := variant(t, t.TempDir(), "twice.json", func(m map[string]any) {
		m["initial"].(map[string]any)["red_terror"] = []string{"2013", "2013"}
	})
	st, _, e := run("selfplay", "-scenario", bad, "-seed", "5", "-games", "2", "-check")
	if st != 1 {
		t.Fatalf("exit %d: %s", st, e)
	}
	if lines := strings.Split(strings.TrimSpace(e), "\n"); len(lines) != 1 ||
		!strings.Contains(e, "invariant violated: seed 5") || !strings.Contains(e, "red_terror") {
		t.Fatalf("stderr: %q", e)
	}
	if st, _, e := run("selfplay", "-scenario", "test-moscow", "-seed", "5", "-games", "2", "-check", "-turns", "2"); st != 0 {
		t.Fatalf("a sound game under -check: exit %d: %s", st, e)
	}
}

// validate reports files it must not read (a directory, a device) and goes
// on with the others: every bad file gets its line, and the exit status is 1.
func TestValidateGoesOnPastFilesItMustNotRead(t *testing.T) {
	dir := t.TempDir()
	good := variant(t, dir, "good.json", nil)
	status, _, stderr := run("validate", dir, "/dev/null", good, filepath.Join(dir, "missing.json"))
	lines := strings.Split(strings.TrimSpace(stderr), "\n")
	if status != 1 || len(lines) != 3 {
		t.Fatalf("exit %d, %d lines, want 1 and 3:\n%s", status, len(lines), stderr)
	}
	for i, want := range []string{dir + ": not a regular file (a directory)", "/dev/null: not a regular file (a device)", "missing.json: no such file"} {
		if !strings.Contains(lines[i], want) {
			t.Errorf("line %d: %q does not say %q", i, lines[i], want)
		}
	}
}
