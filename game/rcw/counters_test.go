package rcw

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

const countersFile = "../../scenarios/rcw/counters.json"

func loadTestCounters(t testing.TB) *Counters {
	t.Helper()
	c, err := LoadCounters(countersFile)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// TestC_CounterTotals: the totals DATA.md c states: Red units 80 strength
// in 20, Red leaders 40 LV in 30, White units 60 in 20, White leaders 25 in
// 20 (the review), Blue 24 units of 63, Green 20 units of 72 with the
// nationality totals of c.7, two Imperial units, 15 PM and 15 AM.
func TestC_CounterTotals(t *testing.T) {
	c := loadTestCounters(t)
	type tot struct{ n, sum int }
	units := map[Colour]tot{}
	leaders := map[Colour]tot{}
	nat := map[string]int{}
	for _, u := range c.Units {
		x := units[u.Colour]
		units[u.Colour] = tot{x.n + 1, x.sum + u.Strength}
		nat[u.Nationality] += u.Strength
	}
	asterisks := map[Colour]int{}
	for _, l := range c.Leaders {
		x := leaders[l.Colour]
		leaders[l.Colour] = tot{x.n + 1, x.sum + l.LV}
		if l.Asterisk {
			asterisks[l.Colour]++
		}
	}
	want := []struct {
		what string
		got  tot
		want tot
	}{
		{"Red units", units[Red], tot{20, 80}},
		{"Red leaders", leaders[Red], tot{30, 40}},
		{"White units", units[White], tot{20, 60}},
		{"White leaders", leaders[White], tot{20, 25}},
		{"Blue units", units[Blue], tot{24, 63}},
		{"Green units", units[Green], tot{20, 72}},
	}
	for _, w := range want {
		if w.got != w.want {
			t.Errorf("%s: %d counters of %d, want %d of %d", w.what, w.got.n, w.got.sum, w.want.n, w.want.sum)
		}
	}
	for code, n := range map[string]int{"PO": 24, "FN": 18, "UK": 8, "BA": 8, "BY": 4, "SB": 6, "TC": 4} {
		if nat[code] != n {
			t.Errorf("Green %s: strength %d, want %d (c.7)", code, nat[code], n)
		}
	}
	if asterisks[Red] != 20 || asterisks[White] != 15 {
		t.Errorf("asterisks: %d Red, %d White; want 20 and 15 (c.2, c.3)", asterisks[Red], asterisks[White])
	}
	if len(c.Imperial) != 2 || c.Markers.Politburo != 15 || c.Markers.Assassin != 15 {
		t.Errorf("%d Imperial units, %d PM, %d AM; want 2, 15, 15", len(c.Imperial), c.Markers.Politburo, c.Markers.Assassin)
	}
	// The cups of c.9: 65 in the Initial Forces Randomizer, 30 in the Aux cup.
	if n := len(c.Leaders) + c.Markers.PolitburoInitial + c.Markers.AssassinInitial; n != 65 {
		t.Errorf("Initial Forces Randomizer: %d counters, want 65 (15.22)", n)
	}
	blueC, blueW, greenC := 0, 0, 0
	for _, n := range c.Nationalities {
		switch {
		case n.Colour == Blue && n.Control:
			blueC++
		case n.Colour == Green:
			greenC++
		}
		if n.Withdrawal {
			blueW++
		}
	}
	if blueC != 5 || blueW != 5 || greenC != 7 || blueC+blueW+greenC+c.Markers.Assassin-c.Markers.AssassinInitial != 30 {
		t.Errorf("Aux cup: %d Blue control, %d withdrawal, %d Green control, %d AM; want 5, 5, 7, 13 = 30 (15.23)",
			blueC, blueW, greenC, c.Markers.Assassin-c.Markers.AssassinInitial)
	}
}

// TestC1_IdentityNumbers: the numbers the text fixes (c.1) and the
// numbering scheme's ranges.
func TestC1_IdentityNumbers(t *testing.T) {
	c := loadTestCounters(t)
	for id, name := range map[int]string{151: "Lenin", 152: "Trotsky", 266: "Chatilov", 267: "Ulagi", 268: "Romanovsky",
		269: "Lukomsky", 270: "Kappel"} {
		if l := c.Leader(id); l == nil || l.Name != name {
			t.Errorf("leader %d is not %s", id, name)
		}
	}
	if u := c.Unit(111); u == nil || u.Colour != Red || u.Home != "TVER" {
		t.Errorf("111 is not the Red TVER unit")
	}
	if u := c.Unit(212); u == nil || u.Colour != White || u.Home != "DCOS" || u.Label != "DON" || u.Strength != 8 {
		t.Errorf("212 is not the Don Cossack White unit")
	}
	ranges := map[string][2]int{"red unit": {101, 120}, "white unit": {201, 220}, "blue unit": {301, 324},
		"green unit": {401, 420}, "red leader": {151, 180}, "white leader": {251, 270}}
	for _, u := range c.Units {
		r := ranges[u.Colour.String()+" unit"]
		if u.ID < r[0] || u.ID > r[1] {
			t.Errorf("unit %d outside %v", u.ID, r)
		}
	}
	for _, l := range c.Leaders {
		r := ranges[l.Colour.String()+" leader"]
		if l.ID < r[0] || l.ID > r[1] {
			t.Errorf("leader %d outside %v", l.ID, r)
		}
	}
	if c.Imp(Czar).Name != "Czar" || c.Imp(Gold).Name != "Gold" {
		t.Error("501 and 502 are not the Czar and the Gold")
	}
}

// TestR15_52_AsteriskedLeadersHaveTheirUnit: every asterisked leader has
// exactly one combat unit of its colour in its start province to set up
// on, and no two asterisked leaders share one (15.52); the White units
// without a leader are the five of c.5.
func TestR15_52_AsteriskedLeadersHaveTheirUnit(t *testing.T) {
	c := loadTestCounters(t)
	carried := map[int]bool{}
	for _, l := range c.Leaders {
		if !l.Asterisk {
			continue
		}
		var found []int
		for _, u := range c.Units {
			if u.Colour == l.Colour && u.Home == l.Start {
				found = append(found, u.ID)
			}
		}
		if len(found) != 1 || carried[found[0]] {
			t.Errorf("%s at %s: units %v", l.Name, l.Start, found)
			continue
		}
		carried[found[0]] = true
	}
	var alone []int
	for _, u := range c.Units {
		if (u.Colour == Red || u.Colour == White) && !carried[u.ID] {
			alone = append(alone, u.ID)
		}
	}
	if fmt.Sprint(alone) != "[210 213 214 215 216]" {
		t.Errorf("units without a leader: %v, want 210 213 214 215 216 (c.5)", alone)
	}
}

// TestR5_6_NationalityLimits: the nationalities of 5.6 and 5.7 with their
// markers and the places their units may go; every Green unit's home is in
// its nationality's area (5.74), and the Poles never enter the Cossack
// lands (5.76).
func TestR5_6_NationalityLimits(t *testing.T) {
	c := loadTestCounters(t)
	m := loadTestMap(t)
	for _, code := range []string{"GE", "HU", "RM", "GR"} {
		if n := c.Nationality(code); n == nil || n.Control {
			t.Errorf("%s has a control marker (5.62)", code)
		}
	}
	if c.MayEnter(m, c.Unit(401), "DCOS") || !c.MayEnter(m, c.Unit(401), "KIEV") {
		t.Error("Poles: DCOS must be closed and KIEV open (5.76)")
	}
	if c.MayEnter(m, c.Unit(404), "NOVG") || !c.MayEnter(m, c.Unit(404), "ARCH") {
		t.Error("Finns: NOVG closed, ARCH open (5.75)")
	}
	if c.MayEnter(m, c.Unit(304), "PERM") != (m.Province("PERM").Region == "S") || !c.MayEnter(m, c.Unit(304), "VLAD") {
		t.Error("Czechs: Siberia only (5.65)")
	}
	if !c.MayEnter(m, c.Unit(307), "TVER") {
		t.Error("Americans may enter any province (5.65)")
	}
}

// TestB6_8_CounterProvincesExistInRegion (DATA.md b.6 check 8): every
// province on a counter back exists on the map in the region printed.
func TestB6_8_CounterProvincesExistInRegion(t *testing.T) {
	m := loadTestMap(t)
	c := loadTestCounters(t)
	if err := c.CheckMap(m); err != nil {
		t.Fatal(err)
	}
	// The check bites: a counter printing the wrong region is refused.
	c.Units[0].Region = "C"
	if err := c.CheckMap(m); err == nil || !strings.Contains(err.Error(), "region") {
		t.Errorf("a wrong region passed: %v", err)
	}
	// Every province the text names (a.3) is on the map and flagged.
	named := 0
	for _, p := range m.Provinces {
		if p.Named {
			named++
		}
	}
	if named != 60 {
		t.Errorf("%d provinces flagged as named in the text, want 60 (a.3)", named)
	}
}

// TestLoadCountersErrors: the loader is strict and names the place.
func TestLoadCountersErrors(t *testing.T) {
	data, err := os.ReadFile(countersFile)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ from, to, want string }{
		{`"id": 152, "colour": "red"`, `"id": 151, "colour": "red"`, "used twice"},
		{`"lv": 3, "start": "PETR"`, `"lv": 4, "start": "PETR"`, "LV of 1 to 3"},
		{`"format": 1`, `"format": 1, "extra": 2`, "extra"},
		{`"nationality": "JA"`, `"nationality": "XX"`, "not a blue nationality"},
		{`"colour": "green", "nationality": "PO"`, `"colour": "purple", "nationality": "PO"`, "colour"},
	} {
		bad := strings.Replace(string(data), tc.from, tc.to, 1)
		if bad == string(data) {
			t.Fatalf("%q not found", tc.from)
		}
		_, err := ParseCounters([]byte(bad))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s -> %s: error %v, want %q", tc.from, tc.to, err, tc.want)
		}
	}
}
