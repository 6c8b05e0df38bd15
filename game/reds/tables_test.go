package reds

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
)

func tablesJSON(t *testing.T) map[string]any {
	t.Helper()
	b, err := os.ReadFile("../../scenarios/reds/tables-reds.json")
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	json.Unmarshal(b, &m)
	return m
}

func TestCRTFixedCellsAndShape(t *testing.T) {
	tb := loadTestTables(t)
	crt := tb.CRT
	if got := crt.Lookup(1, 4).String(); got != "ad" {
		t.Fatalf("1:2 at +4 is %s", got)
	}
	if got := crt.Lookup(1, 14).String(); got != "aDR" {
		t.Fatalf("1:2 at +14 is %s", got)
	}
	// Every integer differential falls in exactly one row.
	for d := -40; d <= 40; d++ {
		n := 0
		for _, b := range crt.Bands {
			if d >= b.Min && d <= b.Max {
				n++
			}
		}
		if n != 1 {
			t.Fatalf("differential %d is in %d rows", d, n)
		}
	}
}

func TestTablesRefuseBrokenCharts(t *testing.T) {
	for _, tc := range []struct {
		name string
		edit func(m map[string]any)
		want string
	}{
		{"fixed cell", func(m map[string]any) {
			m["crt"].(map[string]any)["rows"].([]any)[5].(map[string]any)["results"].([]any)[1] = "d"
		}, "must give \"ad\""},
		{"not monotone", func(m map[string]any) {
			m["crt"].(map[string]any)["rows"].([]any)[8].(map[string]any)["results"].([]any)[5] = "A"
		}, "worse for the attacker"},
		{"gap in the rows", func(m map[string]any) {
			m["crt"].(map[string]any)["rows"].([]any)[3].(map[string]any)["diff"] = "-2..-1"
		}, "gap or overlap"},
		{"AIF Offensive moved", func(m map[string]any) {
			w := m["events"].(map[string]any)["white"].([]any)
			w[4].(map[string]any)["events"] = []any{"cavalry_raid"}
			w[7].(map[string]any)["events"] = []any{"aif_offensive"}
		}, "White's 6 is aif_offensive"},
		{"an event missing", func(m map[string]any) {
			r := m["events"].(map[string]any)["red"].([]any)
			r[2].(map[string]any)["events"] = []any{"red_leader"}
		}, "lacks the red_river_flotilla event"},
		{"a Red event on the White table", func(m map[string]any) {
			w := m["events"].(map[string]any)["white"].([]any)
			w[0].(map[string]any)["events"] = []any{"red_terror"}
		}, "is not a white event"},
		{"White rally", func(m map[string]any) {
			m["rally"].(map[string]any)["white"].(map[string]any)["cavalry"] = 3
		}, "rally on 1-2 before the major withdrawal"},
		{"clear costs 1", func(m map[string]any) {
			m["terrain"].(map[string]any)["clear"].(map[string]any)["mp"] = 2
		}, "clear terrain costs 1 MP"},
		{"turn track order", func(m map[string]any) {
			m["turns"].([]any)[3].(map[string]any)["strategic"] = "C"
		}, "out of order"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := tablesJSON(t)
			tc.edit(m)
			b, _ := json.Marshal(m)
			_, err := LoadTables(b)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v, want %q", err, tc.want)
			}
		})
	}
}

func TestTurnTrack(t *testing.T) {
	tb := loadTestTables(t)
	if len(tb.Turns) != 24 {
		t.Fatalf("%d turns", len(tb.Turns))
	}
	letters := ""
	for _, tu := range tb.Turns {
		letters += tu.Strategic
		if tu.Winter != (tu.Turn == 4 || tu.Turn == 5 || tu.Turn == 13 || tu.Turn == 14 || tu.Turn == 22 || tu.Turn == 23) {
			t.Fatalf("turn %d winter=%v (19.1)", tu.Turn, tu.Winter)
		}
	}
	if letters != "ABCDEFGH" {
		t.Fatalf("strategic turns %q", letters)
	}
	for turn, want := range map[int]int{6: 3, 9: 4, 12: 5, 15: 6, 18: 7, 21: 8} {
		if got := tb.Turn(turn).Withdrawal; got != want {
			t.Fatalf("withdrawal number after turn %d is %d, want %d (18.2)", turn, got, want)
		}
	}
}
