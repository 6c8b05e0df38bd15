package redrussia

import (
	"testing"
)

// TestO1_CounterPoolsCoverSetup: every faction draws its start (20.1-20.5)
// from counters of the type that are neither set aside nor placed by name
// (d.5, o.1): Red 14 infantry from the 18 not withheld and 5 cavalry from
// 7; the Siberian the two Czech 4-2s by name and 4 more drawn; and so on.
func TestO1_CounterPoolsCoverSetup(t *testing.T) {
	c := loadTestComponents(t).Counters
	want := []struct {
		f           Faction
		t           UnitType
		drawn, pool int
	}{
		{Red, INF, 14, 18}, {Red, CAV, 5, 7}, {Red, AIR, 0, 2},
		{Siberian, INF, 4, 7}, {Siberian, CAV, 2, 4}, {Siberian, AIR, 1, 1},
		{South, INF, 5, 8}, {South, CAV, 3, 6}, {South, AIR, 0, 1},
		{NorthAsian, INF, 5, 10}, {NorthAsian, CAV, 2, 3}, {NorthAsian, AIR, 0, 1},
		{Anarchist, CAV, 1, 2}, {Baltic, INF, 1, 3}, {Finland, INF, 2, 3},
		{Poland, INF, 1, 5}, {Ukraine, INF, 1, 2}, {Ukraine, CAV, 1, 2},
	}
	for _, w := range want {
		drawn, pool := c.Drawn(w.f, w.t), c.Count(w.f, w.t, true)
		if drawn != w.drawn || pool != w.pool {
			t.Errorf("%s %s: draws %d from a pool of %d; want %d from %d", w.f, w.t, drawn, pool, w.drawn, w.pool)
		}
		if drawn > pool {
			t.Errorf("%s %s: draws %d from only %d counters (d.5)", w.f, w.t, drawn, pool)
		}
	}
	// Every drawn placement is covered, not only those listed above.
	for _, p := range c.Setup {
		if p.Line == "" && c.Drawn(p.Faction, p.Type) > c.Count(p.Faction, p.Type, true) {
			t.Errorf("%s %s: the set-up draws more than the pool holds", p.Faction, p.Type)
		}
	}
	// By name: the Czech 4-2s, one in Siberia and one in Great Russia
	// (20.2), the South fleet at sea (20.3), the Red fleet in Petrograd (20.4).
	named := map[string][]string{}
	for _, p := range c.Setup {
		if p.Line != "" {
			where := p.Territory + p.Area
			if p.AtSea {
				where = "at sea"
			}
			named[p.Line] = append(named[p.Line], where)
		}
	}
	if got := named["sib-inf-4-2-czech"]; len(got) != 2 || got[0] != "siberia" || got[1] != "great_russia" {
		t.Errorf("Czech placements %v, want siberia and great_russia (20.2)", got)
	}
	if got := named["sou-fleet-black-sea"]; len(got) != 1 || got[0] != "at sea" {
		t.Errorf("South fleet placed %v, want at sea (20.3)", got)
	}
	if got := named["red-fleet-baltic"]; len(got) != 1 || got[0] != "PETR" {
		t.Errorf("Red fleet placed %v, want PETR, Petrograd (20.4)", got)
	}
}

// TestN_SetupByTerritory: the set-up summary of n, territory by territory.
func TestN_SetupByTerritory(t *testing.T) {
	c := loadTestComponents(t).Counters
	got := map[string]int{}
	for _, p := range c.Setup {
		if p.Territory != "" {
			got[p.Faction.String()+" "+p.Type.String()+" "+p.Territory] += p.Count
		}
	}
	want := map[string]int{
		"northasian inf central_asia": 2, "northasian inf great_russia": 3, "northasian cav central_asia": 2,
		"siberian inf siberia": 2, "siberian inf great_russia": 4, "siberian cav siberia": 1, "siberian cav great_russia": 1, "siberian air great_russia": 1,
		"south inf great_russia": 5, "south cav great_russia": 3,
		"red inf central_asia": 2, "red inf great_russia": 11, "red inf siberia": 1,
		"red cav central_asia": 1, "red cav great_russia": 3, "red cav siberia": 1,
	}
	if len(got) != len(want) {
		t.Errorf("%d territory placements, want %d: %v", len(got), len(want), got)
	}
	for k, n := range want {
		if got[k] != n {
			t.Errorf("%s: %d, want %d (n, 20.1-20.4)", k, got[k], n)
		}
	}
}

// TestD3_TheSuggestedMix: every faction's counters, by type and values, as
// d.3 lists them, and the total of 119 large counters.
func TestD3_TheSuggestedMix(t *testing.T) {
	c := loadTestComponents(t).Counters
	type key struct {
		f    Faction
		t    UnitType
		full Values
	}
	got := map[key]int{}
	for _, u := range c.Units {
		got[key{u.Faction, u.Type, u.Full}] += u.Count
	}
	v := func(a, d int) Values { return Values{a, d} }
	want := map[key]int{
		{Red, INF, v(5, 2)}: 1, {Red, INF, v(4, 2)}: 5, {Red, INF, v(3, 2)}: 7, {Red, INF, v(2, 2)}: 8,
		{Red, CAV, v(5, 2)}: 1, {Red, CAV, v(4, 2)}: 2, {Red, CAV, v(3, 2)}: 3, {Red, CAV, v(2, 2)}: 3,
		{Red, AIR, v(2, 2)}: 2, {Red, FLEET, v(3, 2)}: 1, {Red, TANK, v(2, 2)}: 1,
		{Siberian, INF, v(4, 2)}: 3, {Siberian, INF, v(3, 2)}: 3, {Siberian, INF, v(2, 2)}: 3,
		{Siberian, CAV, v(4, 2)}: 1, {Siberian, CAV, v(3, 2)}: 2, {Siberian, CAV, v(2, 2)}: 1,
		{Siberian, AIR, v(2, 2)}: 1, {Siberian, TANK, v(2, 2)}: 1,
		{South, INF, v(4, 2)}: 2, {South, INF, v(3, 2)}: 3, {South, INF, v(2, 2)}: 3,
		{South, CAV, v(4, 2)}: 1, {South, CAV, v(3, 2)}: 3, {South, CAV, v(2, 2)}: 2,
		{South, AIR, v(2, 2)}: 1, {South, FLEET, v(2, 2)}: 1, {South, TANK, v(2, 2)}: 1,
		{NorthAsian, INF, v(3, 2)}: 1, {NorthAsian, INF, v(2, 2)}: 5, {NorthAsian, INF, v(2, 1)}: 4,
		{NorthAsian, CAV, v(3, 2)}: 1, {NorthAsian, CAV, v(2, 2)}: 2, {NorthAsian, AIR, v(2, 2)}: 1, {NorthAsian, TANK, v(2, 2)}: 1,
		{Anarchist, CAV, v(3, 2)}: 1, {Anarchist, CAV, v(2, 2)}: 1, {Anarchist, INF, v(2, 2)}: 1,
		{Baltic, INF, v(3, 2)}: 1, {Baltic, INF, v(2, 2)}: 2,
		{Finland, INF, v(3, 2)}: 2, {Finland, INF, v(2, 2)}: 1,
		{Poland, INF, v(4, 2)}: 1, {Poland, INF, v(3, 2)}: 2, {Poland, INF, v(2, 2)}: 2, {Poland, CAV, v(3, 2)}: 1, {Poland, CAV, v(2, 2)}: 1,
		{Ukraine, INF, v(2, 2)}: 2, {Ukraine, CAV, v(3, 2)}: 1, {Ukraine, CAV, v(2, 2)}: 1,
		{Allies, FLEET, v(2, 2)}: 2, {Allies, FLEET, v(3, 2)}: 2, {Allies, INF, v(3, 2)}: 2, {Allies, INF, v(2, 2)}: 5,
		{Allies, TANK, v(3, 2)}: 1, {Allies, AIR, v(2, 2)}: 1,
		{NoFaction, PARTISAN, v(2, 1)}: 5,
	}
	for k, n := range want {
		if got[k] != n {
			t.Errorf("%s %s %s: %d counters, want %d (d.3)", k.f, k.t, k.full, got[k], n)
		}
	}
	for k, n := range got {
		if _, ok := want[k]; !ok {
			t.Errorf("%s %s %s: %d counters d.3 does not list", k.f, k.t, k.full, n)
		}
	}
	perFaction := map[Faction]int{}
	for _, u := range c.Units {
		perFaction[u.Faction] += u.Count
	}
	for f, n := range map[Faction]int{Red: 34, Siberian: 15, South: 17, NorthAsian: 15, Allies: 13, NoFaction: 5} {
		if perFaction[f] != n {
			t.Errorf("%s: %d counters, want %d (d.3)", f, perFaction[f], n)
		}
	}
	minors := 0
	for _, m := range Minors {
		minors += perFaction[m]
	}
	if minors != 20 || c.Total() != 119 {
		t.Errorf("minors %d counters, total %d; want 20 and 119 (d.3)", minors, c.Total())
	}
}

// TestD4_ReducedSides: every reduced side is d.4's rule (attack halved
// rounded up, defense 1), never better than the full side, defense >= 1;
// partisans have one step (15.2).
func TestD4_ReducedSides(t *testing.T) {
	c := loadTestComponents(t).Counters
	for _, u := range c.Units {
		if u.Type == PARTISAN {
			if !u.Reduced.Zero() {
				t.Errorf("%s: partisans have one step", u.ID)
			}
			continue
		}
		if want := ReducedOf(u.Full); u.Reduced != want {
			t.Errorf("%s: %s reduces to %s, want %s (d.4)", u.ID, u.Full, u.Reduced, want)
		}
	}
	for full, red := range map[Values]Values{{5, 2}: {3, 1}, {4, 2}: {2, 1}, {3, 2}: {2, 1}, {2, 2}: {1, 1}, {2, 1}: {1, 1}} {
		if got := ReducedOf(full); got != red {
			t.Errorf("ReducedOf(%s) = %s, want %s (d.4's examples)", full, got, red)
		}
	}
}

// TestD5_WithheldAndCzechValues: Red withholds exactly 20.4's five units
// until "Red Army Reforms" (card 13); the Czech units are two 4-2 INF, set
// aside under 19.3 until "Czech Legion Formed" (card 1).
func TestD5_WithheldAndCzechValues(t *testing.T) {
	d := loadTestComponents(t)
	type piece struct {
		t UnitType
		v Values
	}
	withheld := map[piece]int{}
	czech := 0
	for _, u := range d.Counters.Units {
		switch u.SetAside {
		case Withheld:
			withheld[piece{u.Type, u.Full}] += u.Count
			if u.ReleasedBy != 13 || d.Cards.Card(13).Title.EN != "Red Army Reforms" {
				t.Errorf("%s: released by card %d, want \"Red Army Reforms\"", u.ID, u.ReleasedBy)
			}
		case CzechOption:
			czech += u.Count
			if u.Type != INF || u.Full != (Values{4, 2}) || u.ReleasedBy != 1 || !u.FixedStart {
				t.Errorf("%s: the Czech units are 4-2 INF placed by name, released by card 1 (19.3)", u.ID)
			}
		}
	}
	want := map[piece]int{{INF, Values{5, 2}}: 1, {INF, Values{4, 2}}: 2, {CAV, Values{5, 2}}: 1, {CAV, Values{4, 2}}: 1}
	if len(withheld) != len(want) {
		t.Errorf("withheld %v, want %v (20.4)", withheld, want)
	}
	for p, n := range want {
		if withheld[p] != n {
			t.Errorf("withheld %s %s: %d, want %d (20.4)", p.t, p.v, withheld[p], n)
		}
	}
	if czech != 2 {
		t.Errorf("%d Czech counters, want 2 (19.3)", czech)
	}
	// The 5-2 cavalry is the only one in the game (d.2, Estimated).
	for _, u := range d.Counters.Units {
		if u.Type == CAV && u.Full == (Values{5, 2}) && u.SetAside != Withheld {
			t.Errorf("%s: the only 5-2 cavalry is Red's withheld one", u.ID)
		}
	}
}

// TestD5_TanksAndFleets: one tank for each major, set aside until "Tanks"
// (card 11); the Allied tank is 3-2 and free from the start (20.5, d.2);
// fleets are the named ones, each in its sea zone, none to spare (d.5).
func TestD5_TanksAndFleets(t *testing.T) {
	c := loadTestComponents(t).Counters
	for _, f := range Majors {
		ls := c.Lines(f, TANK)
		if len(ls) != 1 || ls[0].Count != 1 || ls[0].SetAside != TanksCard || ls[0].ReleasedBy != 11 {
			t.Errorf("%s: one tank, set aside until \"Tanks\" (d.5)", f)
		}
	}
	if ls := c.Lines(Allies, TANK); len(ls) != 1 || ls[0].Full != (Values{3, 2}) || ls[0].SetAside != NotSetAside {
		t.Errorf("the Allied tank is one 3-2 allowed from the start (20.5, d.2)")
	}
	fleets := map[string]string{}
	for _, u := range c.Units {
		if u.Type == FLEET {
			fleets[u.Faction.String()+" "+u.Sea] = u.Full.String()
		}
	}
	want := map[string]string{
		"red baltic": "3-2", "south black": "2-2",
		"allies japan": "2-2", "allies black": "2-2", "allies baltic": "3-2", "allies white": "3-2",
	}
	if len(fleets) != len(want) {
		t.Errorf("fleets %v, want %v", fleets, want)
	}
	for k, v := range want {
		if fleets[k] != v {
			t.Errorf("fleet %s: %q, want %s (20.3-20.5)", k, fleets[k], v)
		}
	}
	if c.Count(Siberian, FLEET, false)+c.Count(NorthAsian, FLEET, false) != 0 {
		t.Errorf("the Siberian and North/Asian factions have no fleet")
	}
}

// TestD5_AlliedPieces: exactly 20.5's pieces, fixed and variable, and a
// reserve for "Add" results.
func TestD5_AlliedPieces(t *testing.T) {
	c := loadTestComponents(t).Counters
	got := map[AlliedGroup]map[UnitType]int{}
	for _, u := range c.Lines(Allies, INF) {
		addGroup(got, u)
	}
	for _, ty := range []UnitType{TANK, AIR, FLEET} {
		for _, u := range c.Lines(Allies, ty) {
			addGroup(got, u)
		}
	}
	check := func(g AlliedGroup, ty UnitType, n int) {
		if got[g][ty] != n {
			t.Errorf("Allied %s %s: %d, want %d (20.5, d.3)", g, ty, got[g][ty], n)
		}
	}
	check(AlliedFixed, FLEET, 3)
	check(AlliedVariable, FLEET, 1)
	check(AlliedVariable, INF, 4)
	check(AlliedVariable, TANK, 1)
	check(AlliedVariable, AIR, 1)
	check(AlliedReserve, INF, 3)
	// The cup holds 8 pieces with Maynard: North/Asian 5, Siberian 2, South 1 (3.0 step 11).
	cup := got[AlliedVariable][FLEET] + got[AlliedVariable][INF] + got[AlliedVariable][TANK] + got[AlliedVariable][AIR]
	if cup+1 != 5+2+1 {
		t.Errorf("the cup holds %d units and Maynard; the draws take 8", cup)
	}
}

func addGroup(m map[AlliedGroup]map[UnitType]int, u *UnitLine) {
	if m[u.Allied] == nil {
		m[u.Allied] = map[UnitType]int{}
	}
	m[u.Allied][u.Type] += u.Count
}

// TestD5_NorthAsianInfantryAndLimits: North/Asian infantry exactly 10 (the
// 3.0 example), at most 120 large counters, every major has counters
// beyond its start to rebuild with.
func TestD5_NorthAsianInfantryAndLimits(t *testing.T) {
	c := loadTestComponents(t).Counters
	if n := c.Count(NorthAsian, INF, false); n != 10 {
		t.Errorf("North/Asian infantry: %d, want exactly 10 (3.0 step 6)", n)
	}
	if c.Total() > LargeCounterLimit {
		t.Errorf("%d large counters, more than %d", c.Total(), LargeCounterLimit)
	}
	for _, f := range Majors {
		for _, ty := range []UnitType{INF, CAV} {
			if spare := c.Count(f, ty, true) - c.Drawn(f, ty); spare < 1 {
				t.Errorf("%s %s: no spare counter beyond the start (5.3: purchases are by type)", f, ty)
			}
		}
	}
}

// TestD6_Markers: the markers of d.6, with the three Cossack raid markers a
// hard limit and control and siege markers unlimited.
func TestD6_Markers(t *testing.T) {
	m := loadTestComponents(t).Counters.Markers
	if m.ORI != 4 || m.Initiative != 5 || m.MoneyManpowerPerFaction != 2 || m.RailCapacity != 5 ||
		m.CossackRaid != 3 || m.TsaristGold != 1 || m.Turn != 1 || len(m.Unlimited) != 2 {
		t.Errorf("markers %+v, want d.6's", m)
	}
}

// TestD1_Pieces: the lines expand to 119 single counters with distinct ids.
func TestD1_Pieces(t *testing.T) {
	c := loadTestComponents(t).Counters
	ps := c.Pieces()
	seen := map[string]bool{}
	for _, p := range ps {
		if seen[p.ID] {
			t.Errorf("piece %s twice", p.ID)
		}
		seen[p.ID] = true
	}
	if len(ps) != 119 || ps[0].ID != "red-inf-5-2-withheld#1" || ps[2].ID != "red-inf-4-2-withheld#2" {
		t.Errorf("%d pieces, first %s, third %s", len(ps), ps[0].ID, ps[2].ID)
	}
}
