package cli

import (
	"bytes"
	"strings"
	"testing"

	"tachanka/game/bot"
)

// The tournament's verdicts: the random-player rows per scenario, the
// normal-against-quick and hard-against-normal rows per side over both
// scenarios, the balance on the campaign alone.
func TestStrengthReportJudgesEachCriterion(t *testing.T) {
	sum := func(red, white int) bot.Summary {
		return bot.Summary{Games: red + white, Wins: map[string]int{"red": red, "white": white}, Reasons: map[string]int{}}
	}
	results := map[string][7][2]int{
		// normal-random, random-normal, normal-quick, quick-normal, hard-normal, normal-hard, normal-normal
		"reds-1918-1919": {{50, 0}, {2, 48}, {36, 14}, {27, 23}, {40, 10}, {20, 30}, {35, 15}},
		"reds-1918-1921": {{49, 1}, {0, 50}, {32, 18}, {20, 30}, {30, 20}, {15, 35}, {25, 25}},
	}
	var rows []strengthRow
	for k, p := range tournament() {
		r := results[p.scenario][k%7]
		rows = append(rows, strengthRow{pairing: p, sum: sum(r[0], r[1])})
	}
	want := []string{
		"pass: red wins 100% >= 95%", "pass: white wins 96% >= 95%",
		"red wins 72% (judged over both scenarios, below)", "white wins 46% (judged over both scenarios, below)",
		"red wins 80% (judged over both scenarios, below)", "white wins 60% (judged over both scenarios, below)",
		"(balance is judged on the campaign)",
		"pass: red wins 98% >= 95%", "pass: white wins 100% >= 95%",
		"red wins 64% (judged over both scenarios, below)", "white wins 60% (judged over both scenarios, below)",
		"red wins 60% (judged over both scenarios, below)", "white wins 70% (judged over both scenarios, below)",
		"pass: each side wins 35-65%",
	}
	for k, r := range rows {
		if got := r.verdict(); got != want[k] {
			t.Errorf("row %d (%s, %s against %s): verdict %q, want %q", k, r.scenario, r.red, r.white, got, want[k])
		}
	}
	report := string(strengthReport(rows, 50, 1, 2, 0))
	for _, line := range []string{
		"- Normal as Red against quick: 68 of 100 games (68%), pass: a majority. By scenario: reds-1918-1919 36 of 50 (against normal: 35 of 50); reds-1918-1921 32 of 50 (against normal: 25 of 50).",
		"- Normal as White against quick: 53 of 100 games (53%), pass: a majority. By scenario: reds-1918-1919 23 of 50 (against normal: 15 of 50); reds-1918-1921 30 of 50 (against normal: 25 of 50).",
		"- Hard as Red against normal: 70 of 100 games (70%), pass: at least 65%. By scenario: reds-1918-1919 40 of 50 (against normal: 35 of 50); reds-1918-1921 30 of 50 (against normal: 25 of 50).",
		"- Hard as White against normal: 65 of 100 games (65%), pass: at least 65%. By scenario: reds-1918-1919 30 of 50 (against normal: 15 of 50); reds-1918-1921 35 of 50 (against normal: 25 of 50).",
	} {
		if !strings.Contains(report, line) {
			t.Errorf("the report lacks %q:\n%s", line, report)
		}
	}
	// A side that wins half its games against quick has no majority.
	rows[3].sum, rows[10].sum = sum(25, 25), sum(25, 25)
	if report := string(strengthReport(rows, 50, 1, 2, 0)); !strings.Contains(report, "White against quick: 50 of 100 games (50%), FAIL: not a majority") {
		t.Errorf("an even split passed:\n%s", report)
	}
	// Hard short of 65% with a side fails.
	rows[4].sum = sum(30, 20)
	if report := string(strengthReport(rows, 50, 1, 2, 0)); !strings.Contains(report, "Hard as Red against normal: 60 of 100 games (60%), FAIL: less than 65%") {
		t.Errorf("hard at 60%% passed:\n%s", report)
	}
}

// TestStrengthOneScenario: -scenario plays one Poltava scenario's pairings
// (a long balance run of one scenario), and a bad one is refused with a
// message naming the flag.
func TestStrengthOneScenario(t *testing.T) {
	var o, e bytes.Buffer
	if st := Main([]string{"strength", "-game", "poltava", "-scenario", "poltava-main", "-games", "1", "-balance", "1", "-jobs", "1"}, &o, &e); st != exitOK {
		t.Fatalf("status %d: %s", st, e.String())
	}
	if rep := o.String(); !strings.Contains(rep, "| poltava-main | normal | normal | 1 |") || strings.Contains(rep, "poltava-whole") {
		t.Errorf("the report of poltava-main alone:\n%s", rep)
	}
	for _, args := range [][]string{
		{"strength", "-game", "poltava", "-scenario", "poltava-sweden"},
		{"strength", "-scenario", "poltava-main"},
	} {
		o.Reset()
		e.Reset()
		if st := Main(args, &o, &e); st != exitUsage || !strings.Contains(e.String(), "-scenario") {
			t.Errorf("%v: status %d, %q; want a usage error naming -scenario", args, st, e.String())
		}
	}
}
