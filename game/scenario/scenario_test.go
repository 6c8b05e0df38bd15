package scenario_test

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tachanka/game/hex"
	"tachanka/game/reds"
	"tachanka/game/scenario"
	"tachanka/scenarios"
)

func raw(t *testing.T) map[string]any {
	t.Helper()
	b, err := scenarios.Raw("test-moscow.json")
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	return m
}

func encode(t *testing.T, m map[string]any) []byte {
	t.Helper()
	b, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestEmbeddedScenariosLoad(t *testing.T) {
	for _, id := range scenarios.IDsOf("reds") {
		if _, err := scenarios.Open(id); err != nil {
			t.Errorf("%s: %v", id, err)
		}
	}
}

// Each broken file gets one clear message naming the field at fault.
func TestValidationMessages(t *testing.T) {
	counters := func(m map[string]any) []any { return m["counters"].([]any) }
	units := func(m map[string]any) []any { return m["initial"].(map[string]any)["units"].([]any) }
	for _, tc := range []struct {
		name  string
		bytes func() []byte
		want  string
	}{
		{"empty file", func() []byte { return nil }, "the file is empty"},
		{"truncated JSON", func() []byte { b := encode(t, raw(t)); return b[:len(b)/2] }, "the file ends in the middle of the JSON"},
		{"wrong format version", func() []byte { m := raw(t); m["format"] = 99; return encode(t, m) }, "format: format version 99 is not supported"},
		{"unit off the map", func() []byte {
			m := raw(t)
			units(m)[0].(map[string]any)["hex"] = "4040"
			return encode(t, m)
		}, "initial.units[0].hex: unit \"red-16-army\" is on hex 4040, which is not on the map"},
		{"unknown unit type", func() []byte {
			m := raw(t)
			counters(m)[2].(map[string]any)["type"] = "dragoon"
			return encode(t, m)
		}, `counters[2].type: unknown unit type "dragoon"`},
		{"duplicated unit id", func() []byte {
			m := raw(t)
			counters(m)[3].(map[string]any)["id"] = "red-16-army"
			return encode(t, m)
		}, `counters[3].id: duplicated unit id "red-16-army" (also counters[0])`},
		{"bad hex number", func() []byte {
			m := raw(t)
			units(m)[1].(map[string]any)["hex"] = "23x5"
			return encode(t, m)
		}, `initial.units[1]: bad hex number "23x5"`},
		{"overstacked set-up", func() []byte {
			m := raw(t)
			units(m)[1].(map[string]any)["hex"] = "2313" // two Red armies of 4 SP in Moscow
			return encode(t, m)
		}, "hex 2313 is overstacked: more than 6 SP in one hex"},
		{"unknown field", func() []byte { m := raw(t); m["sead"] = 4; return encode(t, m) }, `unknown field "sead"`},
		{"unit missing from the state", func() []byte {
			m := raw(t)
			st := m["initial"].(map[string]any)
			st["units"] = units(m)[1:]
			return encode(t, m)
		}, `counter "red-16-army" (counters[0]) has no entry`},
		{"unknown map", func() []byte { m := raw(t); m["map"] = "atlantis"; return encode(t, m) }, `map: unknown map "atlantis"`},
		{"wrong game", func() []byte { m := raw(t); m["game"] = "chess"; return encode(t, m) }, `game: game "chess" is not one`},
		{"disordered one-step unit", func() []byte {
			m := raw(t)
			counters(m)[0].(map[string]any)["steps"] = 1
			units(m)[0].(map[string]any)["disordered"] = true
			return encode(t, m)
		}, "one-step unit"},
		{"save without seed", func() []byte {
			m := raw(t)
			m["state"] = m["initial"]
			return encode(t, m)
		}, "seed: a saved game needs the seed"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := scenario.Parse(tc.bytes(), scenarios.Lib)
			if err == nil {
				t.Fatalf("accepted")
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %q does not say %q", err, tc.want)
			}
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("error is not one line: %q", err)
			}
		})
	}
}

func TestLoadNamesTheFile(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "broken.json")
	os.WriteFile(p, []byte(`{"format": 1,`), 0o644)
	_, err := scenario.Load(p, scenarios.Lib)
	if err == nil || !strings.HasPrefix(err.Error(), p+": line 1 column 14") {
		t.Fatalf("got %v", err)
	}
	_, err = scenario.Load(filepath.Join(dir, "missing.json"), scenarios.Lib)
	if err == nil || !strings.Contains(err.Error(), "missing.json: no such file or directory") {
		t.Fatalf("got %v", err)
	}
}

func move(t *testing.T, g *reds.Game, unit string, path ...string) {
	t.Helper()
	var p []hex.Hex
	for _, s := range path {
		p = append(p, hex.MustParse(s))
	}
	if _, err := g.Do(reds.Action{Type: reds.ActMove, Side: reds.White, Units: []string{unit}, Path: p}); err != nil {
		t.Fatal(err)
	}
}

// A save loads and saves to the same bytes, and replaying its actions from
// the initial state gives its state.
func TestSaveLoadSaveIsByteIdentical(t *testing.T) {
	scn, err := scenarios.Open("test-moscow")
	if err != nil {
		t.Fatal(err)
	}
	g, _ := scn.NewGame(20261122)
	move(t, g, "afsr-markov", "2217", "2216")
	move(t, g, "afsr-4-don-corps", "2616", "2515")
	dir := t.TempDir()
	p1 := filepath.Join(dir, "one.json")
	if err := scenario.SaveOf(scn, g).Save(p1); err != nil {
		t.Fatal(err)
	}
	loaded, err := scenario.Load(p1, scenarios.Lib)
	if err != nil {
		t.Fatal(err)
	}
	p2 := filepath.Join(dir, "two.json")
	if err := loaded.Save(p2); err != nil {
		t.Fatal(err)
	}
	a, _ := os.ReadFile(p1)
	b, _ := os.ReadFile(p2)
	if !bytes.Equal(a, b) {
		t.Fatalf("save -> load -> save changed the file (%d vs %d bytes)", len(a), len(b))
	}
	if err := loaded.Replay(); err != nil {
		t.Fatal(err)
	}
	if got := loaded.State.Units[7].Hex; got != hex.MustParse("2216") {
		t.Fatalf("Markov is at %v after loading", got)
	}
	// A tampered state no longer matches its actions.
	loaded.State.Units[7].Hex = hex.MustParse("2217")
	if err := loaded.Replay(); err == nil || !strings.Contains(err.Error(), "units[7]") {
		t.Fatalf("replay of a tampered save: %v", err)
	}
}
