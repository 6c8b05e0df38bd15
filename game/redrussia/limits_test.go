package redrussia

import "testing"

// TestR18_1_WhitePassThrough: a White faction's units pass through areas
// holding another White faction's units but may not end there; at most
// one Western Allied land unit may stand with White units.
func TestR18_1_WhitePassThrough(t *testing.T) {
	s := atMovement(t, South, 1)
	ma := putLeader(t, s, "mamontov", "OREN")
	inf := put(t, s, South, INF, "OREN")
	put(t, s, Siberian, INF, "SAMA")
	refused(t, s, mv(South, ps(ma, inf), "SAMA"), "18.1")
	if _, ok := s.Reach([]string{ma.ID, inf.ID}, false)["SAMA"]; ok {
		t.Fatal("Reach offers an end among Siberian units")
	}
	mustApply(t, s, mv(South, ps(ma, inf), "SAMA", "SIMB"))
	if where(s, inf) != "SIMB" {
		t.Fatalf("the South unit is in %s", where(s, inf))
	}
	// One Allied land unit with White units, not two.
	s = atMovement(t, South, 1)
	put(t, s, South, INF, "EKDR")
	put(t, s, Allies, INF, "EKDR")
	al := put(t, s, Allies, INF, "NROS")
	al.ControlledBy = South
	refused(t, s, mv(South, ps(al), "EKDR"), "18.1")
}

// TestR10_82_StalinTrotskyNotTogether: neither may end a move in the
// other's area; passing through is allowed, and Trotsky, having been with
// Stalin or Lenin during the Red action phase, fights at rating 2 for the
// turn (10.83).
func TestR10_82_StalinTrotskyNotTogether(t *testing.T) {
	s := atMovement(t, Red, 1)
	putLeader(t, s, "stalin", "MOSC")
	tr := putLeader(t, s, "trotsky", "TVER")
	refused(t, s, mv(Red, ps(tr), "MOSC"), "10.83")
	if s.TrotskyRatingReduced() {
		t.Fatal("Trotsky distracted before meeting anyone")
	}
	mustApply(t, s, mv(Red, ps(tr), "MOSC", "TULA"))
	if !s.TrotskyRatingReduced() {
		t.Fatal("Trotsky passed through Stalin's area undistracted")
	}
	s = atMovement(t, Red, 1)
	st := putLeader(t, s, "stalin", "TVER")
	putLeader(t, s, "trotsky", "MOSC")
	refused(t, s, mv(Red, ps(st), "MOSC"), "10.82")
}

// TestR10_83_TrotskyWithLeninAtStart: Trotsky starting the Red action
// phase with Lenin is distracted for the turn, and not in the next.
func TestR10_83_TrotskyWithLeninAtStart(t *testing.T) {
	s := atMovement(t, Red, 1)
	putLeader(t, s, "lenin", "MOSC")
	putLeader(t, s, "trotsky", "MOSC")
	s.beginMovement(Red)
	if !s.TrotskyRatingReduced() {
		t.Fatal("Trotsky with Lenin is not distracted")
	}
	s.Turn = 2
	if s.TrotskyRatingReduced() {
		t.Fatal("the distraction outlived its turn")
	}
}

// TestR13_2_BalticOneAreaLimit: Baltic units move at most one area from
// the Baltic home areas (13.2); minors never leave Great Russia (12.6).
func TestR13_2_BalticOneAreaLimit(t *testing.T) {
	s := atMovement(t, NorthAsian, 3)
	s.F(Baltic).Status, s.F(Baltic).Controller = Active, NorthAsian
	s.Area("PSKO").Control = NorthAsian
	s.Area("NOVG").Control = NorthAsian
	ca := putLeader(t, s, "cakste", "RIGA")
	b := put(t, s, Baltic, INF, "RIGA")
	refused(t, s, mv(NorthAsian, ps(ca, b), "PSKO", "NOVG"), "13.2")
	mustApply(t, s, mv(NorthAsian, ps(ca, b), "PSKO"))
	// 12.6: an active minor stays in Great Russia.
	s = atMovement(t, South, 3)
	s.F(Anarchist).Status, s.F(Anarchist).Controller = Active, South
	s.Area("BATU").Control = South
	an := put(t, s, Anarchist, CAV, "NROS")
	refused(t, s, mv(South, ps(an), "BATU"), "12.6")
}

// TestR12_11_LimitedMinor: a limited minor moves at most two units in the
// controller's action phase, only into areas it controls or held units in
// when activated.
func TestR12_11_LimitedMinor(t *testing.T) {
	s := atMovement(t, Red, 1)
	s.F(Finland).Status, s.F(Finland).Controller = Limited, Red
	s.F(Finland).Foothold = []string{"HELS", "VYBO"}
	a, b, c := put(t, s, Finland, INF, "HELS"), put(t, s, Finland, INF, "HELS"), put(t, s, Finland, INF, "TAMM")
	refused(t, s, mv(Red, ps(a), "VYBO", "PETR"), "12.11")
	mustApply(t, s, mv(Red, ps(a), "VYBO"))
	rail := mv(Red, ps(c), "HELS")
	rail.Rail = true
	refused(t, s, rail, "7.6") // limited minors do not use rail moves
	mustApply(t, s, mv(Red, ps(b), "TAMM"))
	refused(t, s, mv(Red, ps(c), "HELS"), "12.11")
}

// TestR13_63_AlliedTwoUncontrolledAreas: an Allied unit controlled this
// turn may not move through more than two consecutive areas its White
// faction does not control.
func TestR13_63_AlliedTwoUncontrolledAreas(t *testing.T) {
	s := atMovement(t, South, 1)
	ma := s.Piece("maynard")
	ma.Status, ma.Where, ma.ControlledBy = OnMap, "OREN", South
	al := put(t, s, Allies, INF, "OREN")
	al.ControlledBy = South
	refused(t, s, mv(South, ps(ma, al), "SAMA", "UFA", "OREN"), "13.63") // three Siberian areas
	mustApply(t, s, mv(South, ps(ma, al), "SAMA", "UFA"))
}

// TestR8_92_UnitsAboardLandOrAreLost: units left aboard a fleet after a
// retreat land in a friendly port of its sea (1 MP) in their next movement
// step, or are eliminated at its end.
func TestR8_92_UnitsAboardLandOrAreLost(t *testing.T) {
	s := atMovement(t, South, 3)
	fl := fleet(t, s, "sou-fleet-black-sea", "sea:black")
	a := put(t, s, South, INF, "fleet:"+fl.ID)
	b := put(t, s, South, INF, "fleet:"+fl.ID)
	refused(t, s, mv(South, ps(a), "ODES"), "8.92") // not friendly
	mustApply(t, s, mv(South, ps(a), "SEVA"))
	mustApply(t, s, Action{Type: ActEndMovement, Faction: South})
	if where(s, a) != "SEVA" || now(s, b).Status != Eliminated {
		t.Fatalf("landed %s, left aboard %v", where(s, a), now(s, b).Status)
	}
}

// TestR13_56_LimitedPolandOneArea: limited Poland moves up to one area
// from its home areas, into areas it does not control too (this limit
// replaces 12.11's); active Poland has no limit.
func TestR13_56_LimitedPolandOneArea(t *testing.T) {
	s := atMovement(t, Red, 3)
	s.F(Poland).Status, s.F(Poland).Controller = Limited, Red
	a := put(t, s, Poland, INF, "BIAL")
	b := put(t, s, Poland, INF, "BIAL")
	mustApply(t, s, mv(Red, ps(a), "GROD")) // uncontrolled, one area out
	refused(t, s, mv(Red, ps(b), "GROD", "MINS"), "13.56")
	s.F(Poland).Status = Active
	ld := putLeader(t, s, "pilsudski", "BIAL")
	mustApply(t, s, mv(Red, ps(ld, b), "GROD", "MINS"))
	if where(s, b) != "MINS" {
		t.Fatalf("the active Polish unit is in %s", where(s, b))
	}
}

// TestR13_3_FinlandTwoAreas: Finnish units go at most two areas from the
// Finnish home areas.
func TestR13_3_FinlandTwoAreas(t *testing.T) {
	s := atMovement(t, Red, 1)
	s.F(Finland).Status, s.F(Finland).Controller = Active, Red
	ma := putLeader(t, s, "mannerheim", "VYBO")
	f := put(t, s, Finland, INF, "VYBO")
	refused(t, s, mv(Red, ps(ma, f), "PETR", "TVER", "YARO"), "13.3")
	mustApply(t, s, mv(Red, ps(ma, f), "PETR", "TVER"))
}

// TestR13_1_UkraineOneArea: Ukrainian units go at most one area from the
// Ukrainian home areas.
func TestR13_1_UkraineOneArea(t *testing.T) {
	s := atMovement(t, South, 3)
	s.F(Ukraine).Status, s.F(Ukraine).Controller = Active, South
	st := &stack{dist: map[Faction]map[string]int{}}
	var home, one, two string
	for _, h := range s.data.Map.HomeAreas("ukraine") {
		for _, a := range s.data.Map.Neighbours(h) {
			if a.Grade != Easy || s.homeDistance(st, Ukraine, a.To) != 1 {
				continue
			}
			for _, b := range s.data.Map.Neighbours(a.To) {
				if b.Grade == Easy && s.homeDistance(st, Ukraine, b.To) == 2 && s.data.Map.Area(b.To).Territory == GreatRussia {
					home, one, two = h, a.To, b.To
				}
			}
		}
	}
	if two == "" {
		t.Fatal("the map has no Ukrainian home area with areas one and two routes away")
	}
	pe := putLeader(t, s, "petliura", home)
	u := put(t, s, Ukraine, INF, home)
	refused(t, s, mv(South, ps(pe, u), one, two), "13.1")
	mustApply(t, s, mv(South, ps(pe, u), one))
}
