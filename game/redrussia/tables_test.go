package redrussia

import (
	"slices"
	"testing"
)

// TestA1_TurnTrack: twelve turns, Summer 1918 to Spring 1921, winters 3, 7
// and 11 counting in the year they begin, springs 4, 8, 12 (1.3, a.1).
func TestA1_TurnTrack(t *testing.T) {
	cal := loadTestComponents(t).Tables.Calendar
	var winters, springs []int
	for n := 1; n <= Turns; n++ {
		if cal.Turn(n).Winter() {
			winters = append(winters, n)
		}
		if cal.Turn(n).Spring() {
			springs = append(springs, n)
		}
	}
	if !slices.Equal(winters, []int{3, 7, 11}) || !slices.Equal(springs, []int{4, 8, 12}) {
		t.Errorf("winters %v, springs %v; want 3 7 11 and 4 8 12", winters, springs)
	}
	years := []int{1918, 1918, 1918, 1919, 1919, 1919, 1919, 1920, 1920, 1920, 1920, 1921}
	for n, y := range years {
		if cal.YearOf(n+1) != y {
			t.Errorf("turn %d: year %d, want %d (1.3 Ruling)", n+1, cal.YearOf(n+1), y)
		}
	}
	if cal.Turn(1).Label != "Summer 1918" || cal.Turn(3).Label != "Winter 1918–19" || cal.Turn(12).Label != "Spring 1921" {
		t.Errorf("labels %q, %q, %q", cal.Turn(1).Label, cal.Turn(3).Label, cal.Turn(12).Label)
	}
	if !cal.Turn(1).IronCrossOut || !cal.Turn(2).IronCrossOut || cal.Turn(3).IronCrossOut || !cal.Turn(3).IronCrossReturn {
		t.Errorf("the iron-cross zone is out on turns 1-2 and returns at turn 3 (11.0)")
	}
	if cal.MinorsFrom != 3 || cal.RedAircraftFrom != 5 || cal.PolishMajorFrom != 7 || cal.PolandActiveFrom != 9 {
		t.Errorf("calendar thresholds %+v", cal)
	}
}

// TestA2_Tracks: five initiative boxes, a printed-style 0-60 money and
// manpower track, rail capacity 0-20 (a.2).
func TestA2_Tracks(t *testing.T) {
	tr := loadTestComponents(t).Tables.Tracks
	if tr.InitiativeBoxes != 5 || tr.ResourceTrackTop != 60 || tr.RailCapacityTop != 20 {
		t.Errorf("tracks %+v, want 5, 60, 20 (a.2)", tr)
	}
}

// TestA3_SeatAndSetupOrder: seats clockwise Red, North/Asian, Siberian,
// South; set-up North/Asian, Siberian, South, Red (a.3).
func TestA3_SeatAndSetupOrder(t *testing.T) {
	tb := loadTestComponents(t).Tables
	for i, f := range Majors {
		if tb.Faction(f).Seat != i+1 {
			t.Errorf("%s: seat %d, want %d", f, tb.Faction(f).Seat, i+1)
		}
	}
	for i, f := range SetupOrder {
		if tb.Faction(f).SetupOrder != i+1 {
			t.Errorf("%s: set-up order %d, want %d", f, tb.Faction(f).SetupOrder, i+1)
		}
	}
}

// TestB_Factions: the majors' starting money and manpower, hands and VP
// baselines (b.1, 14.3, 16.0, 20.1-20.4), the minors' placers, limits,
// repairs and whom they join (b.2, 12.42, 13.1-13.5), Poland as a major
// (13.54), and distinct colours with patterns for minors and Allies.
func TestB_Factions(t *testing.T) {
	tb := loadTestComponents(t).Tables
	type major struct{ money, manpower, hand, baseline int }
	for f, w := range map[Faction]major{Red: {30, 40, 6, 55}, Siberian: {23, 26, 5, 20}, South: {15, 21, 5, 16}, NorthAsian: {12, 18, 4, 18}} {
		d := tb.Faction(f)
		if got := (major{d.Money, d.Manpower, d.Hand, d.VPBaseline}); got != w {
			t.Errorf("%s: %+v, want %+v", f, got, w)
		}
	}
	type minor struct {
		placedBy       Faction
		reach, repairs int
		ifRed, ifWhite JoinRule
	}
	for f, w := range map[Faction]minor{
		Anarchist: {Red, 0, 1, JoinFarthestFromGulaiPolye, JoinRed},
		Baltic:    {South, 1, 1, JoinNorthAsianElseFewest, JoinRed},
		Finland:   {South, 2, 1, JoinFewestVP, JoinRed},
		Poland:    {Siberian, 1, 2, JoinMostVP, JoinRed},
		Ukraine:   {NorthAsian, 1, 1, JoinFewestVP, JoinNobody},
	} {
		d := tb.Faction(f)
		if got := (minor{d.PlacedBy, d.Reach, d.Repairs, d.IfRedAttacks, d.IfWhiteAttacks}); got != w {
			t.Errorf("%s: %+v, want %+v (b.2)", f, got, w)
		}
	}
	if p := tb.Faction(Poland); p.ActiveReach != -1 || p.AsMajor == nil || *p.AsMajor != (PolishMajor{12, 6, 3, 7}) {
		t.Errorf("Poland: active without limit (13.56), as a major 12 money, 6 manpower, 3 cards from turn 7 (13.54)")
	}
	if !slices.Equal(tb.Hands[0].Factions, []Faction{South, NorthAsian}) || tb.Hands[0].Hand != 6 || tb.Hands[1].Hand != 7 {
		t.Errorf("combined hands %+v, want South+North/Asian 6, the Whites 7 (14.3)", tb.Hands)
	}
	colours := map[string]bool{}
	for _, d := range tb.Factions {
		colours[d.Colour] = true
	}
	if len(colours) != len(tb.Factions) || len(tb.Factions) != 11 {
		t.Errorf("%d factions with %d colours; want 11 distinct", len(tb.Factions), len(colours))
	}
	if tb.Faction(Red).Colour != "#c62828" || tb.Faction(Siberian).Colour != "#2e7d32" || tb.Faction(South).Colour != "#1565c0" {
		t.Errorf("Red red, Siberian green, South blue (b.1)")
	}
}

// TestE_CostChart: the unit cost chart of e; infantry Fixed at 3 money, 5
// manpower, two turns.
func TestE_CostChart(t *testing.T) {
	c := &loadTestComponents(t).Tables.Costs
	want := map[UnitType]Cost{
		INF:   {INF, true, 3, 5, 2, 1, 2},
		CAV:   {CAV, true, 5, 6, 2, 2, 3},
		AIR:   {AIR, true, 5, 2, 3, 2, 1},
		TANK:  {TANK, true, 6, 2, 3, 3, 1},
		FLEET: {FLEET, false, 0, 0, 0, 3, 2},
	}
	for ty, w := range want {
		if got := c.Of(ty); got == nil || *got != w {
			t.Errorf("%s: %+v, want %+v (e)", ty, got, w)
		}
	}
	if c.Of(PARTISAN) != nil || c.MaintenanceMoney != 1 || c.MaintenanceManpower != 1 {
		t.Errorf("partisans are never bought; maintenance 1 and 1 (5.6)")
	}
}

// TestF_SiegeTable: 1, 2, 4, 6 money for 1-4 rounds; a minor-only force
// counts 2 rounds paid (12.41).
func TestF_SiegeTable(t *testing.T) {
	s := &loadTestComponents(t).Tables.Siege
	if !slices.Equal(s.Costs, []int{1, 2, 4, 6}) || s.MaxRounds() != 4 || s.MinorFreeRounds != 2 || s.Cost(3) != 4 {
		t.Errorf("siege table %+v, want 1 2 4 6, at most 4 rounds, 2 free for minors (f)", s)
	}
}

// TestG_ORITrack: ten boxes, levels 0 0 0 1 1 1 2 2 2 3, markers start in
// box 2 at level 0; the expected move with no modifier is 0 (g).
func TestG_ORITrack(t *testing.T) {
	o := &loadTestComponents(t).Tables.ORI
	if !slices.Equal(o.Levels, []int{0, 0, 0, 1, 1, 1, 2, 2, 2, 3}) || o.StartBox != 2 || o.Level(o.StartBox) != 0 {
		t.Errorf("ORI track %v starting in box %d (g)", o.Levels, o.StartBox)
	}
	sum := 0
	for die := 1; die <= 6; die++ {
		sum += o.Move(die)
	}
	if sum != 0 {
		t.Errorf("expected move with no modifier %d/6, want 0 (g)", sum)
	}
	if o.After(1, -2) != 1 || o.After(10, 9) != 10 || o.After(2, 7) != 5 {
		t.Errorf("the marker never leaves the track (17.1): %d %d %d", o.After(1, -2), o.After(10, 9), o.After(2, 7))
	}
}

// TestO1_ORITableCoversMinus2To9: every modified roll from -2 (a 1 with
// -3) to 9 (a 6 with +3) has exactly one row, with g's moves.
func TestO1_ORITableCoversMinus2To9(t *testing.T) {
	o := &loadTestComponents(t).Tables.ORI
	if lo, hi := o.RollBounds(); lo != -2 || hi != 9 {
		t.Fatalf("ORI rolls run %d to %d, want -2 to 9", lo, hi)
	}
	want := map[int]int{-2: -3, -1: -3, 0: -3, 1: -2, 2: -1, 3: 0, 4: 0, 5: 1, 6: 2, 7: 3, 8: 3, 9: 3}
	for roll := -2; roll <= 9; roll++ {
		n := 0
		for _, r := range o.Rows {
			if r.Has(roll) {
				n++
			}
		}
		if n != 1 {
			t.Errorf("roll %d: %d rows, want 1", roll, n)
		}
		if o.Move(roll) != want[roll] {
			t.Errorf("roll %d moves %d boxes, want %d (g)", roll, o.Move(roll), want[roll])
		}
	}
}

// TestO1_ForeignInterventionCoversEveryModifiedRoll: every 2d6 with every
// combination of the modifiers of h lands in exactly one row, and the
// table's ends are the lowest and highest such rolls.
func TestO1_ForeignInterventionCoversEveryModifiedRoll(t *testing.T) {
	f := &loadTestComponents(t).Tables.Foreign
	lo, hi := 100, -100
	for dice := 2; dice <= 12; dice++ {
		for _, money := range []int{0, 1, 2, 3} {
			for ori := 0; ori <= MaxORI; ori++ {
				for _, leader := range []int{0, f.KolchakRuler, f.Wrangel} {
					for year := 1918; year <= 1921; year++ {
						for _, gate := range []int{0, f.NoGateway} {
							for _, wd := range []int{0, f.AlliedWithdrawal} {
								roll := dice + money + ori*f.PerORILevel + leader + f.YearModifier(year) + gate + wd
								lo, hi = min(lo, roll), max(hi, roll)
								n := 0
								for _, r := range f.Rows {
									if r.Has(roll) {
										n++
									}
								}
								if n != 1 {
									t.Fatalf("modified roll %d: %d rows", roll, n)
								}
							}
						}
					}
				}
			}
		}
	}
	if blo, bhi := f.RollBounds(); lo != -5 || hi != 20 || blo != lo || bhi != hi {
		t.Errorf("rolls run %d to %d (bounds %d to %d); want -5 to 20", lo, hi, blo, bhi)
	}
}

// TestH_ForeignInterventionTable: h's results and constraints: an average
// roller can get both Remove and Add; unmodified 2d6 most often gives no
// effect or a small Move; 5 money at ORI 2 usually gives a Move.
func TestH_ForeignInterventionTable(t *testing.T) {
	f := &loadTestComponents(t).Tables.Foreign
	want := map[int]ForeignRow{2: {Remove: 2}, 3: {Remove: 1}, 5: {}, 9: {}, 10: {}, 11: {Move: 1},
		12: {Add: 1, Move: 1}, 13: {Add: 2, Move: 2}, 14: {Add: 3, Move: 3}, 20: {Add: 3, Move: 3}, -5: {Remove: 2}}
	for roll, w := range want {
		got := f.Row(roll)
		if got.Remove != w.Remove || got.Move != w.Move || got.Add != w.Add {
			t.Errorf("roll %d: %+v, want %+v (h)", roll, got, w)
		}
	}
	p := func(mod int, ok func(ForeignRow) bool) float64 {
		n := 0
		for a := 1; a <= 6; a++ {
			for b := 1; b <= 6; b++ {
				if ok(f.Row(a + b + mod)) {
					n++
				}
			}
		}
		return float64(n) / 36
	}
	if p(0, func(r ForeignRow) bool { return r.Remove > 0 }) == 0 || p(0, func(r ForeignRow) bool { return r.Add > 0 }) == 0 {
		t.Errorf("an unmodified roller can get neither Remove nor Add")
	}
	if q := p(0, func(r ForeignRow) bool { return r.Remove == 0 && r.Add == 0 && r.Move <= 1 }); q <= 0.5 {
		t.Errorf("unmodified: no effect or Move 1 with probability %.2f; want most often (h)", q)
	}
	if q := p(3+2*f.PerORILevel, func(r ForeignRow) bool { return r.Move > 0 }); q <= 0.5 {
		t.Errorf("5 money at ORI 2: a Move with probability %.2f; want usually (h)", q)
	}
	if f.YearModifier(1918) != 1 || f.YearModifier(1921) != -2 || f.NoGateway != -2 || f.AlliedWithdrawal != -2 {
		t.Errorf("year, gateway and withdrawal modifiers differ from h")
	}
}

// TestO1_MinorInterventionCoversEveryModifiedRoll: every die but the
// natural 1, with every ORI level, column and Kolchak's penalty, lands in
// one row.
func TestO1_MinorInterventionCoversEveryModifiedRoll(t *testing.T) {
	m := &loadTestComponents(t).Tables.MinorTable
	lo, hi := 100, -100
	for die := 2; die <= 6; die++ {
		for ori := 0; ori <= MaxORI; ori++ {
			for _, c := range m.Columns {
				for _, k := range []int{0, m.KolchakRuler} {
					roll := die + ori*m.PerORILevel + c.Modifier + k
					lo, hi = min(lo, roll), max(hi, roll)
					n := 0
					for _, r := range m.Rows {
						if r.Has(roll) {
							n++
						}
					}
					if n != 1 {
						t.Fatalf("roll %d: %d rows", roll, n)
					}
				}
			}
		}
	}
	if blo, bhi := m.RollBounds(); lo != 0 || hi != 10 || blo != lo || bhi != hi {
		t.Errorf("rolls %d to %d (bounds %d to %d), want 0 to 10", lo, hi, blo, bhi)
	}
}

// TestI_MinorInterventionTable: a natural 1 neutralises; at ORI 0 only the
// Anarchists can become fully active; at ORI 3 a roller succeeds often but
// not always (i).
func TestI_MinorInterventionTable(t *testing.T) {
	m := &loadTestComponents(t).Tables.MinorTable
	for _, minor := range Minors {
		if m.Result(1, 3, minor, false) != ResultNeutral {
			t.Errorf("%s: a natural 1 at ORI 3 gives %s, want N", minor, m.Result(1, 3, minor, false))
		}
		active := false
		for die := 1; die <= 6; die++ {
			active = active || m.Result(die, 0, minor, false) == ResultActive
		}
		if active != (minor == Anarchist) {
			t.Errorf("%s: fully active at ORI 0 = %v; only the Anarchists can be (i)", minor, active)
		}
		success := 0
		for die := 1; die <= 6; die++ {
			if r := m.Result(die, 3, minor, false); r == ResultLimited || r == ResultActive {
				success++
			}
		}
		if success < 4 || success == 6 {
			t.Errorf("%s at ORI 3: %d successes in 6; often but not always (i)", minor, success)
		}
	}
	for minor, col := range map[Faction]int{Anarchist: 1, Ukraine: 0, Baltic: 0, Finland: -1, Poland: -1} {
		if m.Column(minor) != col {
			t.Errorf("%s column %d, want %d (i)", minor, m.Column(minor), col)
		}
	}
	if m.Result(5, 0, Ukraine, true) != ResultNoEffect || m.Result(5, 0, Ukraine, false) != ResultLimited {
		t.Errorf("Kolchak's -1 turns a 5 on Ukraine at ORI 0 from L to nothing")
	}
}

// TestO1_InfightingCoversEveryModifiedRoll: 1d6, minus ORI 0-3, plus a
// card's 0 or +1, plus Lenin's 0 or +1: every roll in one row, -2 to 8.
func TestO1_InfightingCoversEveryModifiedRoll(t *testing.T) {
	inf := &loadTestComponents(t).Tables.Infighting
	lo, hi := 100, -100
	for die := 1; die <= 6; die++ {
		for ori := 0; ori <= MaxORI; ori++ {
			for card := 0; card <= inf.CardModifierMax; card++ {
				for _, lenin := range []int{0, inf.LeninAbsent} {
					roll := die + ori*inf.PerORILevel + card + lenin
					lo, hi = min(lo, roll), max(hi, roll)
					n := 0
					for _, r := range inf.Rows {
						if r.Has(roll) {
							n++
						}
					}
					if n != 1 {
						t.Fatalf("roll %d: %d rows", roll, n)
					}
				}
			}
		}
	}
	if blo, bhi := inf.RollBounds(); lo != -2 || hi != 8 || blo != lo || bhi != hi {
		t.Errorf("rolls %d to %d (bounds %d to %d), want -2 to 8", lo, hi, blo, bhi)
	}
}

// TestJ_InfightingTable: the results of j, row by row.
func TestJ_InfightingTable(t *testing.T) {
	inf := &loadTestComponents(t).Tables.Infighting
	check := func(roll int, w InfightingRow) {
		got := inf.Row(roll)
		got.RollRange = RollRange{}
		if got.Money != w.Money || got.MoneyDice != w.MoneyDice || got.ManpowerDice != w.ManpowerDice ||
			got.ORILevels != w.ORILevels || got.LeaderToPool != w.LeaderToPool || got.OtherwiseAs != w.OtherwiseAs {
			t.Errorf("roll %d: %+v, want %+v (j)", roll, got, w)
		}
	}
	check(-2, InfightingRow{})
	check(1, InfightingRow{})
	check(2, InfightingRow{Money: 2})
	check(3, InfightingRow{MoneyDice: 1})
	check(4, InfightingRow{MoneyDice: 1, ManpowerDice: 1})
	check(5, InfightingRow{LeaderToPool: true, OtherwiseAs: 4})
	check(6, InfightingRow{ORILevels: 1})
	check(8, InfightingRow{ORILevels: 1, MoneyDice: 1})
	if inf.PerORILevel != -1 || inf.LeninAbsent != 1 {
		t.Errorf("minus the ORI level, +1 without Lenin in Moscow (j, 10.81)")
	}
}

// TestK_VictoryLevels: Red 26, South 25, Siberian 19, North/Asian 17
// (k's Suggestion, calibrated by self-play: scenarios/redrussia/NOTES.md);
// Red's the highest and the North/Asian's the lowest (k).
func TestK_VictoryLevels(t *testing.T) {
	tb := loadTestComponents(t).Tables
	for f, v := range map[Faction]int{Red: 26, South: 25, Siberian: 19, NorthAsian: 17} {
		if tb.VictoryLevel(f) != v {
			t.Errorf("%s: level %d, want %d (k)", f, tb.VictoryLevel(f), v)
		}
	}
}
