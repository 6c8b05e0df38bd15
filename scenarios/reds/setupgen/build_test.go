package main

import (
	"bytes"
	"strings"
	"testing"

	"tachanka/game/jsonfile"
	"tachanka/game/reds"
	"tachanka/scenarios"
)

// The committed scenario files are exactly what the generator makes from
// the committed counter mix, map and tables: a stale file fails here (run
// `make scenarios`).
func TestScenarioFilesAreUpToDate(t *testing.T) {
	outs, err := Build()
	if err != nil {
		t.Fatal(err)
	}
	if len(outs) != 2 {
		t.Fatalf("%d scenarios generated, want 2", len(outs))
	}
	for _, o := range outs {
		have, err := scenarios.Raw(o.Name)
		if err != nil {
			t.Fatalf("%s is not committed: run make scenarios", o.Name)
		}
		if !bytes.Equal(have, o.Bytes) {
			t.Errorf("scenarios/%s is stale: run make scenarios", o.Name)
		}
	}
	again, err := Build()
	if err != nil {
		t.Fatal(err)
	}
	for k := range outs {
		if !bytes.Equal(outs[k].Bytes, again[k].Bytes) {
			t.Errorf("%s: two runs of the generator differ", outs[k].Name)
		}
	}
}

// RULES 3.1 as the generator applies it.
func TestPlacement_3_1(t *testing.T) {
	for _, tc := range []struct {
		def  string
		want string
	}{
		{`{"type":"infantry","setup":"2313"}`, "map 2313 0"},
		{`{"type":"infantry","arrives":"C"}`, "arriving none 2"},
		{`{"type":"infantry","arrives":"B","setup":"1412"}`, "arriving none 1"},
		{`{"type":"naval_flotilla","sea":"white"}`, "available none 0"},
		{`{"type":"naval_flotilla","sea":"baltic","arrives":"B"}`, "arriving none 1"},
		{`{"type":"aircraft"}`, "pool none 0"},
		{`{"type":"partisan","partisan":"red"}`, "pool none 0"},
		{`{"type":"garrison","setup":"5320"}`, "map 5320 0"},
		{`{"type":"garrison"}`, "pool none 0"},
	} {
		var d reds.UnitDef
		if err := decode(tc.def, &d); err != nil {
			t.Fatal(err)
		}
		u, err := place(&d)
		if err != nil {
			t.Fatalf("%s: %v", tc.def, err)
		}
		if got := u.Where.String() + " " + u.Hex.String() + " " + string(rune('0'+u.Box)); got != tc.want {
			t.Errorf("%s: placed %q, want %q", tc.def, got, tc.want)
		}
	}
	var d reds.UnitDef
	_ = decode(`{"id":"x","type":"infantry"}`, &d)
	if _, err := place(&d); err == nil || !strings.Contains(err.Error(), "neither") {
		t.Errorf("a combat unit without hex or letter: %v", err)
	}
}

func decode(s string, v any) error { return jsonfile.Decode([]byte(s), v, "") }
