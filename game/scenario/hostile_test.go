package scenario_test

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"tachanka/game/bot"
	"tachanka/game/scenario"
	"tachanka/scenarios"
)

// Hostile files: each test is one class of bad input. Every file is
// refused by scenario.Verify (what validate, replay and the window's load
// use) with "file: path.to.field: what is wrong", and never panics.

// savedGame is a short seeded random game of the test scenario, as a save's
// JSON object.
func savedGame(t *testing.T) map[string]any {
	t.Helper()
	scn, err := scenarios.Open("test-moscow")
	if err != nil {
		t.Fatal(err)
	}
	g, start := scn.NewGame(5)
	if _, err := (bot.Match{Red: bot.NewRandom(1), White: bot.NewRandom(2), MaxActions: 40}).Play(g, start); err != nil && err != bot.ErrTooLong {
		t.Fatal(err)
	}
	b, err := scenario.SaveOf(scn, g).Marshal()
	if err != nil {
		t.Fatal(err)
	}
	return decode(t, b)
}

func decode(t *testing.T, b []byte) map[string]any {
	t.Helper()
	var m map[string]any
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber() // the dice's state is a 64-bit number
	if err := dec.Decode(&m); err != nil {
		t.Fatal(err)
	}
	return m
}

func state(m map[string]any) map[string]any { return m["state"].(map[string]any) }

// refused writes data to a file named name in a fresh directory, verifies
// it and checks the one-line error names the file, the field and says what.
func refused(t *testing.T, name string, data []byte, field, what string) {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, data, 0o644); err != nil {
		t.Fatal(err)
	}
	refusedPath(t, p, field, what)
}

func refusedPath(t *testing.T, p, field, what string) {
	t.Helper()
	_, err := scenario.Verify(p, scenarios.Lib)
	if err == nil {
		t.Fatalf("%s: accepted, want %s: %s", filepath.Base(p), field, what)
	}
	msg := err.Error()
	want := p + ": "
	if field != "" {
		want += field + ": "
	}
	if !strings.HasPrefix(msg, want) || !strings.Contains(msg, what) || strings.Contains(msg, "\n") {
		t.Errorf("%s:\n got %q\nwant %q...%q", filepath.Base(p), msg, want, what)
	}
}

func TestHostileStateHexFieldsOffTheMap(t *testing.T) {
	for _, tc := range []struct{ field, value, what string }{
		{"gold", "9999", "hex 9999 is not on the map"},
		{"red_train", "0150", "is not on the map"},
		{"red_verdun", "7777", "is not on the map"},
	} {
		m := savedGame(t)
		state(m)[tc.field] = tc.value
		refused(t, tc.field+".json", encode(t, m), "state."+tc.field, tc.what)
	}
	m := savedGame(t)
	state(m)["attacked_hexes"] = []any{"9999"}
	refused(t, "attacked.json", encode(t, m), "state.attacked_hexes[0]", "not on the map")
	m = savedGame(t)
	state(m)["visited"] = []any{map[string]any{"unit": "nobody", "hex": "2313"}}
	refused(t, "visited.json", encode(t, m), "state.visited[0].unit", `unknown unit id "nobody"`)
	m = savedGame(t)
	state(m)["red_terror"] = []any{"2216"}
	refused(t, "terror.json", encode(t, m), "state.red_terror[0]", "holds no city")
	m = savedGame(t)
	state(m)["control"].(map[string]any)["9999"] = "red"
	refused(t, "control.json", encode(t, m), "state", "control.9999: there is no city in hex 9999")
}

func TestHostileStatePendingDecision(t *testing.T) {
	for _, tc := range []struct {
		name    string
		pending map[string]any
		field   string
		what    string
	}{
		{"retreat without a combat", map[string]any{"side": "red", "kind": "retreat"}, "state.combat", `a "retreat" decision needs the combat in progress`},
		{"fronts in an activation", map[string]any{"side": "red", "kind": "fronts"}, "state.pending.kind", `never waits for a "fronts" decision in step "activation"`},
		{"nobody decides", map[string]any{"side": "none", "kind": "movement"}, "state.pending.side", `cannot be side "none"'s`},
		{"unknown unit", map[string]any{"side": "red", "kind": "movement", "units": []any{"ghost"}}, "state.pending.units[0]", `unknown unit id "ghost"`},
		{"unknown kind", map[string]any{"side": "red", "kind": "dance"}, "state.pending.kind", `unknown decision "dance"`},
	} {
		m := savedGame(t)
		st := state(m)
		st["step"] = "activation"
		delete(st, "combat")
		st["pending"] = tc.pending
		refused(t, strings.ReplaceAll(tc.name, " ", "-")+".json", encode(t, m), tc.field, tc.what)
	}
}

func TestHostileJSONStrict(t *testing.T) {
	good := encode(t, raw(t))
	s := string(good)
	refused(t, "case.json", []byte(strings.Replace(s, `"format"`, `"Format"`, 1)), "Format", `keys are case-sensitive (did you mean "format"?)`)
	refused(t, "dup.json", []byte(strings.Replace(s, `"format":1,`, `"format":1,"format":1,`, 1)), "format", `the key "format" appears twice`)
	refused(t, "dupdeep.json", []byte(strings.Replace(s, `"turn":`, `"turn":1,"turn":`, 1)), "initial.turn", "appears twice")
	refused(t, "utf8.json", []byte(strings.Replace(s, `"title":"`, "\"title\":\"\xff\xfe", 1)), "title", "not valid UTF-8")
	m := raw(t)
	m["counters"].([]any)[0].(map[string]any)["id"] = "red\x00army"
	refused(t, "nul.json", encode(t, m), "counters[0].id", "control character (U+0000)")
	m = raw(t)
	m["counters"].([]any)[0].(map[string]any)["ma"] = 1000000
	refused(t, "ma.json", encode(t, m), "counters[0].ma", "a movement allowance of 1000000 is outside 0..20")
	m = raw(t)
	m["initial"].(map[string]any)["high_command"] = []any{"", "", "", "", "", "", "", ""}
	refused(t, "hc.json", encode(t, m), "initial.high_command", "a list of exactly 7 entries, found 8")
	p := filepath.Join(t.TempDir(), "bom.json")
	os.WriteFile(p, append([]byte("\xef\xbb\xbf"), good...), 0o644)
	if _, err := scenario.Verify(p, scenarios.Lib); err != nil {
		t.Errorf("a leading byte-order mark is refused: %v", err)
	}
}

func TestHostileInputNotARegularFileOrTooBig(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo.json")
	if err := syscall.Mkfifo(fifo, 0o644); err == nil {
		refusedPath(t, fifo, "", "not a regular file (a named pipe)")
	}
	refusedPath(t, dir, "", "not a regular file (a directory)")
	if _, err := os.Stat("/dev/zero"); err == nil {
		refusedPath(t, "/dev/zero", "", "not a regular file (a device)")
	}
	big := filepath.Join(dir, "big.json")
	fh, err := os.Create(big)
	if err != nil {
		t.Fatal(err)
	}
	fh.Truncate(scenario.MaxFileSize + 1) // sparse: nothing is written
	fh.Close()
	refusedPath(t, big, "", "more than the 67108864 a scenario or save may have")
	refusedPath(t, filepath.Join(dir, "missing.json"), "", "no such file")
}

func TestHostileSaveThatDoesNotReplay(t *testing.T) {
	// The state moved a unit the actions never moved.
	m := savedGame(t)
	us := state(m)["units"].([]any)
	u := us[0].(map[string]any)
	u["disordered"] = !(u["disordered"] == true)
	if d, _ := u["disordered"].(bool); !d {
		delete(u, "disordered")
	}
	refused(t, "state.json", encode(t, m), "state.units[0]", "the saved state is not what its")
	// An action changed: the log no longer replays from that action on.
	m = savedGame(t)
	acts := m["actions"].([]any)
	acts[3] = map[string]any{"type": "end_step", "side": "white"}
	_, err := scenario.Verify(writeTemp(t, encode(t, m)), scenarios.Lib)
	if err == nil || !strings.Contains(err.Error(), ": actions[") && !strings.Contains(err.Error(), ": state.") {
		t.Errorf("a tampered action log: got %v", err)
	}
	// The seed changed: the dice no longer agree.
	m = savedGame(t)
	m["seed"] = 6
	_, err = scenario.Verify(writeTemp(t, encode(t, m)), scenarios.Lib)
	if err == nil {
		t.Errorf("a save with another seed is accepted")
	}
	// The untampered save is accepted.
	if _, err := scenario.Verify(writeTemp(t, encode(t, savedGame(t))), scenarios.Lib); err != nil {
		t.Fatal(err)
	}
}

func writeTemp(t *testing.T, b []byte) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "save.json")
	if err := os.WriteFile(p, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}
