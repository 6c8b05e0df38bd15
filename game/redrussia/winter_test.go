package redrussia

import (
	"slices"
	"testing"
)

// atWinter is a 4-player game in turn 3's victory phase with the map
// cleared of units, so that a test sets its own position and then calls
// the winter phase it checks.
func atWinter(t testing.TB, seed uint64) *State {
	t.Helper()
	s := atAction(t, seed)
	s.Turn = 3
	s.ironCrossReturns()
	clearMap(s)
	return s
}

// areaWorth is an area controlled by f, not in the iron-cross zone, with
// the money value m.
func areaWorth(t testing.TB, s *State, f Faction, m int) string {
	t.Helper()
	for i, a := range s.data.Map.Areas {
		if s.Areas[i].Control == f && a.Money == m && !a.IronCross {
			return a.Code
		}
	}
	t.Fatalf("%s controls no area worth %d", f, m)
	return ""
}

// TestR5_5_AttritionOutsideOwnArea: beyond the money value in an area it
// does not control, every unit of the faction there loses a step; within
// it, none.
func TestR5_5_AttritionOutsideOwnArea(t *testing.T) {
	s := atWinter(t, 61)
	area := areaWorth(t, s, South, 1)
	reds := putN(t, s, Red, INF, 2, area)
	reds[1].Reduced = true
	other := areaWorth(t, s, Siberian, 1)
	safe := putN(t, s, Red, INF, 1, other)[0]
	s.beginAttrition()
	if !reds[0].Reduced || reds[1].Status != Eliminated {
		t.Fatalf("%s reduced %v, %s %v", reds[0].ID, reds[0].Reduced, reds[1].ID, reds[1].Status)
	}
	if safe.Reduced {
		t.Fatal("a unit within the limit lost a step")
	}
}

// TestR5_5_AttritionInOwnAreaChosen: beyond twice the value in its own
// area the faction names exactly the units beyond the limit, which lose a
// step; the others are supported. Partisans do not count.
func TestR5_5_AttritionInOwnAreaChosen(t *testing.T) {
	s := atWinter(t, 62)
	area := areaWorth(t, s, Red, 1)
	units := putN(t, s, Red, INF, 4, area) // limit 2
	putN(t, s, NoFaction, PARTISAN, 1, area)[0].Faction = Red
	s.beginAttrition()
	if s.Pending.Kind != DecideAttrition || s.Pending.Faction != Red {
		t.Fatalf("pending %v", s.Pending)
	}
	refused(t, s, Action{Type: ActAttrition, Faction: Red, Where: area, Pieces: []string{units[0].ID}}, "5.5")
	refused(t, s, Action{Type: ActAttrition, Faction: Red, Where: area, Pieces: []string{units[0].ID, units[0].ID}}, "5.5")
	refused(t, s, Action{Type: ActAttrition, Faction: Red, Where: "MOSC", Pieces: []string{units[0].ID, units[1].ID}}, "5.5")
	mustApply(t, s, Action{Type: ActAttrition, Faction: Red, Where: area, Pieces: []string{units[1].ID, units[3].ID}})
	for i, u := range units {
		units[i] = s.Piece(u.ID) // Apply replaced the state's pieces
	}
	if units[0].Reduced || !units[1].Reduced || units[2].Reduced || !units[3].Reduced {
		t.Fatal("the wrong units lost a step")
	}
	if s.Phase != MaintenancePhase {
		t.Fatalf("after attrition: %v %v", s.Phase, s.Pending)
	}
}

// TestR5_6_Maintenance: 1 money and 1 manpower for each unit maintained,
// no more than the faction has; the units not maintained lose a step.
func TestR5_6_Maintenance(t *testing.T) {
	s := atWinter(t, 63)
	units := putN(t, s, South, INF, 3, controlled(t, s, South))
	s.F(South).Money, s.F(South).Manpower = 5, 2
	s.beginAttrition()
	if s.Pending.Kind != DecideMaintain || s.Pending.Faction != South {
		t.Fatalf("pending %v", s.Pending)
	}
	refused(t, s, Action{Type: ActMaintain, Faction: South}, "6.4")
	refused(t, s, Action{Type: ActMaintain, Faction: South, Pieces: []string{"nope"}}, "5.6")
	if !slices.ContainsFunc(s.Legal(), func(a Action) bool { return len(a.Pieces) == 1 }) {
		t.Fatal("Legal does not offer maintaining as many as can be paid")
	}
	c := s.Clone()
	ev := mustApply(t, c, Action{Type: ActMaintain, Faction: South, Pieces: []string{units[0].ID}})
	if !slices.ContainsFunc(ev, func(e Event) bool { return e.Rule == "5.6" && e.Faction == South && e.N == -2 }) {
		t.Fatal("the South did not pay for two units")
	}
	// The money/manpower phase follows at once; without it the South had
	// 3 money and 0 manpower.
	yield := [2]int{}
	for _, a := range s.data.Map.Areas {
		m, p := s.Yield(South, a.Code)
		yield[0], yield[1] = yield[0]+m, yield[1]+p
	}
	if c.F(South).Money != 3+yield[0] || c.F(South).Manpower != 0+yield[1] {
		t.Fatalf("money %d manpower %d after maintaining 2", c.F(South).Money, c.F(South).Manpower)
	}
	for i, u := range units {
		units[i] = c.Piece(u.ID)
	}
	if !units[0].Reduced || units[1].Reduced || units[2].Reduced {
		t.Fatal("the wrong unit lost a step")
	}
}

// TestR6_3_Collection: a faction collects from the areas it controls
// unless enemy corps outnumber its own there (6.3); raid markers stop
// Red's collection (15.3); a partisan takes 1 and 1 (15.2); nothing from a
// minor's area (12.5); the phase adds every yield to the tracks.
func TestR6_3_Collection(t *testing.T) {
	s := atWinter(t, 64)
	orel := s.data.Map.Area("OREL")
	if m, p := s.Yield(Red, "OREL"); m != orel.Money || p != orel.Manpower {
		t.Fatalf("Orel yields %d/%d", m, p)
	}
	putN(t, s, South, INF, 1, "OREL")
	if m, p := s.Yield(Red, "OREL"); m != 0 || p != 0 {
		t.Fatalf("one enemy corps against none: %d/%d", m, p)
	}
	putN(t, s, Red, CAV, 1, "OREL")
	if m, _ := s.Yield(Red, "OREL"); m != orel.Money {
		t.Fatal("one against one yields nothing")
	}
	par := putN(t, s, NoFaction, PARTISAN, 1, "OREL")[0]
	par.Faction = South
	if m, p := s.Yield(Red, "OREL"); m != orel.Money-1 || p != max(orel.Manpower-1, 0) {
		t.Fatalf("with a partisan: %d/%d", m, p)
	}
	s.Area("OREL").Raid = true
	if m, p := s.Yield(Red, "OREL"); m != 0 || p != 0 {
		t.Fatal("Red collects from a raided area")
	}
	if m, p := s.Yield(Finland, "HELS"); m != 0 || p != 0 {
		t.Fatal("a minor's area yields")
	}
	if m, p := s.Yield(Red, "HELS"); m != 0 || p != 0 {
		t.Fatal("Red collects from Finland's area")
	}
	s.Area("OREL").Raid = false
	want := map[Faction][2]int{}
	for _, f := range s.Majors() {
		st := s.F(f)
		w := [2]int{st.Money, st.Manpower}
		for _, a := range s.data.Map.Areas {
			m, p := s.Yield(f, a.Code)
			w[0] += m
			w[1] += p
		}
		want[f] = w
	}
	s.beginCollection()
	for f, w := range want {
		if got := [2]int{s.F(f).Money, s.F(f).Manpower}; got != w {
			t.Errorf("%s: %v after collection, want %v", f, got, w)
		}
	}
	if s.Turn != 4 {
		t.Fatalf("turn %d after the winter phases", s.Turn)
	}
}

// TestR6_5_UnreliableRecruits: Red collects 1 manpower less from a White
// or minor home, a White 1 less from a Red or minor home (Finnish areas
// included, once).
func TestR6_5_UnreliableRecruits(t *testing.T) {
	s := atWinter(t, 65)
	sib := areaWorth(t, s, Siberian, 2)
	a := s.data.Map.Area(sib)
	s.Area(sib).Control = Red
	if m, p := s.Yield(Red, sib); m != a.Money || p != max(a.Manpower-1, 0) {
		t.Fatalf("Red in a Siberian home: %d/%d", m, p)
	}
	s.Area("HELS").Control = NorthAsian
	h := s.data.Map.Area("HELS")
	if m, p := s.Yield(NorthAsian, "HELS"); m != h.Money || p != max(h.Manpower-1, 0) {
		t.Fatalf("North/Asian in Helsinki: %d/%d", m, p)
	}
}

// TestR6_6_WhiteInAnotherWhitesHome: a White faction holding another
// White's home collects 1 money and 1 manpower less (VP keep the printed
// value).
func TestR6_6_WhiteInAnotherWhitesHome(t *testing.T) {
	s := atWinter(t, 66)
	sib := areaWorth(t, s, Siberian, 2)
	a := s.data.Map.Area(sib)
	vp := s.VP(South)
	s.Area(sib).Control = South
	if m, p := s.Yield(South, sib); m != a.Money-1 || p != max(a.Manpower-1, 0) {
		t.Fatalf("South in a Siberian home: %d/%d", m, p)
	}
	if s.VP(South) != vp+a.Money {
		t.Fatal("VP do not use the printed value")
	}
}

// TestR4_7_WinterPhasesInOrder: a winter turn's victory phase leads to
// attrition, maintenance, collection and the next turn; a summer turn's
// straight to the next turn.
func TestR4_7_WinterPhasesInOrder(t *testing.T) {
	s := atWinter(t, 67)
	for _, f := range s.Majors() {
		putN(t, s, f, INF, 1, controlled(t, s, f))
	}
	s.beginVictory()
	if s.Phase != MaintenancePhase || s.Pending.Kind != DecideMaintain {
		t.Fatalf("after the victory phase: %v %v", s.Phase, s.Pending)
	}
	for s.Pending.Kind == DecideMaintain {
		mustApply(t, s, s.Legal()[0])
	}
	if s.Turn != 4 {
		t.Fatalf("turn %d", s.Turn)
	}
	s = atAction(t, 67)
	s.beginVictory()
	if s.Turn != 2 || s.Phase == MaintenancePhase {
		t.Fatalf("turn 1 ended in turn %d %v", s.Turn, s.Phase)
	}
}
