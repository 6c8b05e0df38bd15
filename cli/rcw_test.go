package cli_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"tachanka/scenarios"
)

// rcwSeats are -seat flags for n random players in seats a, b, c...
func rcwSeats(n int) []string {
	var out []string
	for _, s := range []string{"a", "b", "c", "d", "e", "f"}[:n] {
		out = append(out, "-seat", s+"=random")
	}
	return out
}

// tachanka games lists the Russian Civil War with its six seats, three of
// which must be filled, no computer level yet, and its scenario.
func TestRCWIsListedWithSixSeatsAndItsScenario(t *testing.T) {
	st, out, e := run("games")
	if st != 0 {
		t.Fatalf("exit %d: %s", st, e)
	}
	var g struct {
		ID       string            `json:"id"`
		Titles   map[string]string `json:"titles"`
		Seats    []struct{ Name string }
		MinSeats int      `json:"min_seats"`
		Levels   []string `json:"levels"`
		Scenario []string `json:"scenarios"`
	}
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		if strings.Contains(line, `"id":"rcw"`) {
			json.Unmarshal([]byte(line), &g)
		}
	}
	if g.Titles["en"] != "Russian Civil War 1918-1922" || g.Titles["ru"] != "Гражданская война в России 1918–1922" {
		t.Fatalf("rcw is not listed as it should be: %s", out)
	}
	if len(g.Seats) != 6 || g.Seats[0].Name != "a" || g.Seats[5].Name != "f" || g.MinSeats != 3 || !slices.Equal(g.Levels, []string{"table", "strong"}) {
		t.Fatalf("seats %+v, min %d, levels %v", g.Seats, g.MinSeats, g.Levels)
	}
	if !slices.Equal(g.Scenario, []string{"rcw-postal", "rcw-solitaire", "rcw-standard"}) {
		t.Fatalf("scenarios %v", g.Scenario)
	}
}

// map -province PETR prints Petrograd with the neighbours and rail
// neighbours of the map file; map prints every province once.
func TestRCWMapPrintsEachProvinceWithItsNeighbours(t *testing.T) {
	raw, err := scenarios.Raw("rcw/map-rcw.json")
	if err != nil {
		t.Fatal(err)
	}
	var file struct {
		Provinces []struct {
			Code     string   `json:"code"`
			Adjacent []string `json:"adjacent"`
			Rail     []string `json:"rail"`
		} `json:"provinces"`
	}
	if err := json.Unmarshal(raw, &file); err != nil {
		t.Fatal(err)
	}
	st, out, e := run("map", "-scenario", "rcw-standard", "-province", "PETR")
	if st != 0 || strings.Count(out, "\n") != 1 {
		t.Fatalf("exit %d: %s %s", st, out, e)
	}
	var petr struct {
		Code       string            `json:"code"`
		Names      map[string]string `json:"names"`
		Region     string            `json:"region"`
		Neighbours []string          `json:"neighbours"`
		Rail       []string          `json:"rail_neighbours"`
		Port       bool              `json:"port"`
		Sea        string            `json:"sea"`
	}
	if err := json.Unmarshal([]byte(out), &petr); err != nil {
		t.Fatal(err)
	}
	for _, p := range file.Provinces {
		if p.Code == "PETR" && (!slices.Equal(petr.Neighbours, p.Adjacent) || !slices.Equal(petr.Rail, p.Rail)) {
			t.Fatalf("PETR: neighbours %v rail %v, the map file %v and %v", petr.Neighbours, petr.Rail, p.Adjacent, p.Rail)
		}
	}
	if petr.Names["en"] != "Petrograd" || petr.Names["ru"] != "Петроград" || petr.Region != "G" || !petr.Port || petr.Sea != "Baltic Sea" ||
		!slices.Contains(petr.Neighbours, "FINL") {
		t.Fatalf("PETR: %+v", petr)
	}
	st, out, e = run("map", "-scenario", "rcw-standard")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if st != 0 || len(lines) != len(file.Provinces) {
		t.Fatalf("exit %d, %d lines for %d provinces: %s", st, len(lines), len(file.Provinces), e)
	}
	// The Kerch Straits join TAUR and KUBA for White units only (5.32).
	_, out, _ = run("map", "-scenario", "rcw-standard", "-province", "TAUR")
	if !strings.Contains(out, `"white_only_neighbours":["KUBA"]`) {
		t.Errorf("TAUR: %s", out)
	}
}

// units lists every counter of counters.json once: leaders with their LV,
// combat units with their strength, the Czar and the Gold, each with the
// province it sets up in.
func TestRCWUnitsListsEveryCounter(t *testing.T) {
	raw, err := scenarios.Raw("rcw/counters.json")
	if err != nil {
		t.Fatal(err)
	}
	var file struct {
		Leaders  []struct{ ID int } `json:"leaders"`
		Units    []struct{ ID int } `json:"units"`
		Imperial []struct{ ID int } `json:"imperial"`
	}
	json.Unmarshal(raw, &file)
	st, out, e := run("units", "-scenario", "rcw-standard")
	if st != 0 {
		t.Fatalf("exit %d: %s", st, e)
	}
	type line struct {
		ID       int    `json:"id"`
		Kind     string `json:"kind"`
		Name     string `json:"name"`
		Colour   string `json:"colour"`
		Strength int    `json:"strength"`
		LV       int    `json:"lv"`
		SetUp    string `json:"set_up"`
	}
	seen := map[int]line{}
	kinds := map[string]int{}
	for _, s := range strings.Split(strings.TrimSpace(out), "\n") {
		var l line
		if err := json.Unmarshal([]byte(s), &l); err != nil {
			t.Fatalf("%v: %s", err, s)
		}
		if _, twice := seen[l.ID]; twice || l.SetUp == "" {
			t.Fatalf("counter %d listed twice, or with no set-up province: %s", l.ID, s)
		}
		seen[l.ID] = l
		kinds[l.Kind]++
	}
	if kinds["leader"] != len(file.Leaders) || kinds["unit"] != len(file.Units) || kinds["imperial"] != len(file.Imperial) {
		t.Fatalf("%v for %d leaders, %d units, %d Imperial units", kinds, len(file.Leaders), len(file.Units), len(file.Imperial))
	}
	if l := seen[151]; l.Name != "Lenin" || l.Colour != "red" || l.LV == 0 || l.SetUp != "PETR" {
		t.Errorf("Lenin: %+v", l)
	}
	for _, u := range file.Units {
		if seen[u.ID].Strength == 0 {
			t.Errorf("unit %d has no strength: %+v", u.ID, seen[u.ID])
		}
	}
}

// selfplay of two seeds gives the same games twice (the seconds aside),
// each ending in a victory or abandoned; the last is saved, and the save
// validates and replays; units of the save say where the counters are.
func TestRCWSelfplayIsDeterministicAndItsSaveReplays(t *testing.T) {
	save := filepath.Join(t.TempDir(), "rcw.json")
	args := append([]string{"selfplay", "-scenario", "rcw-standard", "-seed", "11", "-games", "2", "-jobs", "2", "-check", "-json", "-save", save}, rcwSeats(4)...)
	var runs [2][]map[string]any
	for k := range runs {
		st, out, e := run(args...)
		if st != 0 {
			t.Fatalf("exit %d: %s", st, e)
		}
		for _, s := range strings.Split(strings.TrimSpace(out), "\n") {
			var m map[string]any
			if err := json.Unmarshal([]byte(s), &m); err != nil {
				t.Fatalf("%v: %s", err, s)
			}
			delete(m, "seconds")
			if sum, ok := m["summary"].(map[string]any); ok {
				delete(sum, "seconds_per_game")
			}
			runs[k] = append(runs[k], m)
		}
	}
	a, _ := json.Marshal(runs[0])
	b, _ := json.Marshal(runs[1])
	if string(a) != string(b) || len(runs[0]) != 3 {
		t.Fatalf("two runs differ:\n%s\n%s", a, b)
	}
	for _, g := range runs[0][:2] {
		if r := g["result"]; r != "red victory" && r != "white victory" && r != "abandoned" || g["players"] != 4.0 {
			t.Errorf("game %v", g)
		}
	}
	if sum := runs[0][2]["summary"].(map[string]any); sum["games"] != 2.0 || sum["players"] != 4.0 {
		t.Errorf("summary %v", sum)
	}
	if st, _, e := run("validate", save); st != 0 {
		t.Fatalf("validate: exit %d: %s", st, e)
	}
	st, out, e := run("replay", save)
	if st != 0 || !strings.Contains(out, "replayed from seed 12; the state matches the save") {
		t.Fatalf("replay: exit %d: %s %s", st, out, e)
	}
	if st, out, _ := run("units", "-scenario", save); st != 0 || !strings.Contains(out, `"status":"`) {
		t.Fatalf("units of a save: exit %d: %s", st, out)
	}
	// A tampered save gets one line naming the path and the field.
	data, _ := os.ReadFile(save)
	bad := filepath.Join(t.TempDir(), "bad.json")
	os.WriteFile(bad, []byte(strings.Replace(string(data), `"next_stack": `, `"next_stack": 1`, 1)), 0o644)
	if st, _, e := run("replay", bad); st != 1 || strings.Count(e, "\n") != 1 || !strings.Contains(e, bad+": state.next_stack: the saved state is not what") {
		t.Errorf("a tampered save: exit %d, %q", st, e)
	}
}

// Bad arguments get one line and exit 2: too few seats, a gap, a person
// or an unknown level in a seat, a seat that is not one, no scenario.
func TestRCWSelfplayRefusesBadSeatsInOneLine(t *testing.T) {
	for _, seats := range [][]string{
		rcwSeats(2),
		{"-seat", "a=random", "-seat", "b=random", "-seat", "d=random"},
		append(rcwSeats(2), "-seat", "c=human"),
		append(rcwSeats(2), "-seat", "c=hard"),
		append(rcwSeats(3), "-seat", "g=random"),
		append(rcwSeats(3), "-seat", "a=random"),
		append(rcwSeats(3), "-games", "0"),
		append(rcwSeats(3), "-turns", "5"),
	} {
		args := append([]string{"selfplay", "-scenario", "rcw-standard"}, seats...)
		st, _, e := run(args...)
		if st != 2 || strings.Count(e, "\n") != 1 || !strings.HasPrefix(e, "tachanka selfplay:") {
			t.Errorf("%v: exit %d, %q", seats, st, e)
		}
	}
	if st, _, e := run("map", "-scenario", "rcw-standard", "-province", "PARIS"); st != 1 || !strings.Contains(e, "PARIS") || strings.Count(e, "\n") != 1 {
		t.Errorf("map of an unknown province: exit %d, %q", st, e)
	}
}
