package redrussia

import (
	"slices"
	"testing"
)

// TestCard_RedArmyReforms: Red's withheld units join its pool (20.4), and
// the card leaves the game (14.72).
func TestCard_RedArmyReforms(t *testing.T) {
	s := atPurchaseWindow(t, 5, Red, func(s *State) { give(t, s, Red, "Red Army Reforms") })
	if statusCount(s, Withheld, Red, NotInPool) == 0 {
		t.Fatal("no withheld counters to release")
	}
	playCard(t, s, Red, cardID(t, s, "Red Army Reforms"))
	if statusCount(s, Withheld, Red, NotInPool) != 0 || statusCount(s, Withheld, Red, InPool) == 0 {
		t.Fatal("the withheld counters are not in the pool")
	}
}

// TestR15_4_Tanks: the playing faction's tanks join its pool and it may
// not play "Tanks" again; the others' stay out.
func TestR15_4_Tanks(t *testing.T) {
	s := atPurchaseWindow(t, 5, Siberian, func(s *State) { give(t, s, Siberian, "Tanks") })
	id := cardID(t, s, "Tanks")
	playCard(t, s, Siberian, id)
	if !s.F(Siberian).Tanks || statusCount(s, TanksCard, Siberian, InPool) == 0 || statusCount(s, TanksCard, Red, InPool) != 0 {
		t.Fatalf("tanks: %v, Siberian %d in pool, Red %d", s.F(Siberian).Tanks, statusCount(s, TanksCard, Siberian, InPool), statusCount(s, TanksCard, Red, InPool))
	}
	s = atPurchaseWindow(t, 5, Siberian, func(s *State) { give(t, s, Siberian, "Tanks"); s.F(Siberian).Tanks = true })
	refused(t, s, Action{Type: ActPlayCard, Faction: Siberian, N: id}, "14.2")
}

// TestR19_3_CzechLegionFormed: under the option, the two 4-2s join the
// Siberian pool and the Siberian gains 6 money; without it the card is
// not playable.
func TestR19_3_CzechLegionFormed(t *testing.T) {
	s := atPolitical(t, 2, Siberian, func(s *State) { give(t, s, Siberian, "Czech Legion Formed") })
	s.Options.Czech = false
	id := cardID(t, s, "Czech Legion Formed")
	refused(t, s, Action{Type: ActPlayCard, Faction: Siberian, N: id}, "14.2")
	s.Options.Czech = true
	for i := range s.Pieces {
		if l := s.data.Line(s.Pieces[i].ID); l != nil && l.SetAside == CzechOption {
			s.Pieces[i].Status = NotInPool
		}
	}
	money := s.F(Siberian).Money
	playCard(t, s, Siberian, id)
	if s.F(Siberian).Money != money+6 || statusCount(s, CzechOption, Siberian, InPool) != 2 {
		t.Fatalf("money %d (was %d), %d Czech in the pool", s.F(Siberian).Money, money, statusCount(s, CzechOption, Siberian, InPool))
	}
}

// TestR19_3_CzechLegionQuits: the Siberian removes two infantry of his
// choice from the game and loses 6 money (never below 0, 6.4), Red 3.
func TestR19_3_CzechLegionQuits(t *testing.T) {
	s := atPolitical(t, 5, Red, func(s *State) { give(t, s, Red, "Czech Legion Quits") })
	s.Options.Czech = false // 19.3 Ruling: formed from the start, any two infantry
	s.F(Siberian).Money, s.F(Red).Money = 2, 10
	playCard(t, s, Red, cardID(t, s, "Czech Legion Quits"))
	if s.Pending != (Pending{Kind: DecideCardTarget, Faction: Siberian}) {
		t.Fatalf("pending %v, want the Siberian's choice", s.Pending)
	}
	var gone []string
	for range 2 {
		id := targetsOf(s)[0]
		gone = append(gone, id)
		target(t, s, Action{Piece: id})
	}
	for _, id := range gone {
		if p := s.Piece(id); p.Status != Removed || p.Type != INF || p.Faction != Siberian {
			t.Fatalf("%s: %+v", id, *p)
		}
	}
	if s.F(Siberian).Money != 0 || s.F(Red).Money != 7 {
		t.Fatalf("money: Siberian %d Red %d", s.F(Siberian).Money, s.F(Red).Money)
	}
}

// TestR15_2_PartisansPlacement: a White faction's partisan goes only to a
// Red-controlled area; with every counter on the map one is taken from
// the map (15.2).
func TestR15_2_PartisansPlacement(t *testing.T) {
	s := atPolitical(t, 5, South, func(s *State) { give(t, s, South, "Green Armies") })
	playCard(t, s, South, cardID(t, s, "Green Armies"))
	if s.Pending != (Pending{Kind: DecideCardTarget, Faction: South}) {
		t.Fatalf("pending %v", s.Pending)
	}
	for _, a := range targetsOf(s) {
		if s.Area(a).Control != Red {
			t.Fatalf("%s offered, controlled by %s", a, s.Area(a).Control)
		}
	}
	white := controlled(t, s, South)
	refusedTarget := Action{Type: ActCardTarget, Faction: South, Where: white}
	refused(t, s, refusedTarget, "15.2")
	red := targetsOf(s)[0]
	target(t, s, Action{Where: red})
	if !slices.ContainsFunc(s.UnitsAt(red, South), func(p *Piece) bool { return p.Type == PARTISAN }) {
		t.Fatal("no South partisan placed")
	}
	// Every partisan on the map: the next comes from the map.
	s2 := atPolitical(t, 5, South, func(x *State) {
		give(t, x, South, "Green Armies")
		for i := range x.Pieces {
			if p := &x.Pieces[i]; p.Type == PARTISAN {
				p.Status, p.Where, p.Faction = OnMap, red, South
			}
		}
	})
	n := len(s2.UnitsAt(red, South))
	playCard(t, s2, South, cardID(t, s2, "Green Armies"))
	other := ""
	for _, a := range targetsOf(s2) {
		if a != red {
			other = a
			break
		}
	}
	target(t, s2, Action{Where: other})
	if len(s2.UnitsAt(red, South)) != n-1 || len(s2.UnitsAt(other, South)) != 1 {
		t.Fatalf("the partisan did not move from the map: %d then %d in %s", n, len(s2.UnitsAt(red, South)), red)
	}
}

// TestCard_RedTerror: Red removes the other factions' partisans from up to
// two Red areas and gets +1 on this phase's ORI roll.
func TestCard_RedTerror(t *testing.T) {
	var area string
	s := atPolitical(t, 5, Red, func(s *State) {
		give(t, s, Red, "Red Terror")
		area = controlled(t, s, Red)
		putN(t, s, NoFaction, PARTISAN, 1, area)[0].Faction = South
	})
	playCard(t, s, Red, cardID(t, s, "Red Terror"))
	if !slices.Equal(targetsOf(s), []string{area}) {
		t.Fatalf("targets %v, want %s", targetsOf(s), area)
	}
	ev := target(t, s, Action{Where: area})
	if !slices.ContainsFunc(ev, func(e Event) bool { return e.Kind == EvEliminated && e.Faction == South && e.Where == area }) {
		t.Fatalf("the log does not say whose partisan went: %v", ev)
	}
	if len(s.UnitsAt(area, South)) != 0 || s.F(Red).ORIOnce != 1 {
		t.Fatalf("partisans %d, ORI once %d", len(s.UnitsAt(area, South)), s.F(Red).ORIOnce)
	}
}

// TestR15_3_CossackRaid: raid markers on Red areas within two routes of a
// White area, 1 money plundered each; Red collects nothing there; the
// player may stop early; the markers go at the turn's end.
func TestR15_3_CossackRaid(t *testing.T) {
	s := atW1(t, South, 5, func(s *State) { give(t, s, South, "Cossack Raid") })
	put(t, s, South, CAV, controlled(t, s, South))
	s.F(Red).Money = 5
	priorityTo(t, s, South)
	playCard(t, s, South, cardID(t, s, "Cossack Raid"))
	areas := targetsOf(s)
	if len(areas) == 0 {
		t.Fatal("no raid target")
	}
	for _, a := range areas {
		if s.Area(a).Control != Red || !s.withinRoutes(a, 2, func(c string) bool { return s.Area(c).Control.White() }) {
			t.Fatalf("%s offered", a)
		}
	}
	target(t, s, Action{Where: areas[0]})
	mustApply(t, s, Action{Type: ActCardTarget, Faction: South, N: -1})
	if !s.Area(areas[0]).Raid || s.F(Red).Money != 4 {
		t.Fatalf("raid %v, Red money %d", s.Area(areas[0]).Raid, s.F(Red).Money)
	}
	if m, p := s.Yield(Red, areas[0]); m != 0 || p != 0 {
		t.Fatalf("Red yields %d/%d from a raided area", m, p)
	}
}

// TestR19_2_FamineInFull: without 19.2 Red loses each famine area's
// manpower and collects none there this turn.
func TestR19_2_FamineInFull(t *testing.T) {
	s := atPolitical(t, 5, South, func(s *State) { give(t, s, South, "Famine") })
	s.F(Red).Manpower = 20
	playCard(t, s, South, cardID(t, s, "Famine"))
	areas := targetsOf(s)
	for _, a := range areas {
		if m := s.data.Map.Area(a); s.Area(a).Control != Red || m.Money < 2 || m.Food {
			t.Fatalf("%s offered", a)
		}
	}
	target(t, s, Action{Where: areas[0]})
	mustApply(t, s, Action{Type: ActCardTarget, Faction: South, N: -1})
	want := 20 - max(s.data.Map.Area(areas[0]).Manpower, 1)
	if s.F(Red).Manpower != want {
		t.Fatalf("Red manpower %d, want %d", s.F(Red).Manpower, want)
	}
	if _, p := s.Yield(Red, areas[0]); p != 0 {
		t.Fatalf("Red yields %d manpower in a famine area", p)
	}
}

// TestR19_2_FaminePrevented: with 19.2 Red spends a rail point per attempt;
// a 1-2 averts the famine there.
func TestR19_2_FaminePrevented(t *testing.T) {
	s := atPolitical(t, 5, South, func(s *State) { give(t, s, South, "Famine") })
	s.Options.Railways, s.Options.Famine = true, true
	s.F(Red).Manpower, s.F(Red).RailLeft = 20, 3
	playCard(t, s, South, cardID(t, s, "Famine"))
	a := targetsOf(s)[0]
	target(t, s, Action{Where: a})
	mustApply(t, s, Action{Type: ActCardTarget, Faction: South, N: -1})
	if s.Pending != (Pending{Kind: DecideCardTarget, Faction: Red}) {
		t.Fatalf("pending %v, want Red's prevention", s.Pending)
	}
	rigDice(t, s, 1)
	target(t, s, Action{Where: a})
	if s.F(Red).Manpower != 20 || s.F(Red).RailLeft != 2 || slices.Contains(s.FamineNamed, a) {
		t.Fatalf("manpower %d rail %d famine %v", s.F(Red).Manpower, s.F(Red).RailLeft, s.FamineNamed)
	}
}

// TestR10_6_TakeLeaders: Red takes a leader of its choice from its unused
// pool into an area it controls; Wrangel is never taken.
func TestR10_6_TakeLeaders(t *testing.T) {
	s := atPurchaseWindow(t, 5, Red, func(s *State) { give(t, s, Red, "Red Commanders") })
	playCard(t, s, Red, cardID(t, s, "Red Commanders"))
	var pick Action
	for _, a := range s.Legal() {
		if a.Piece != "" {
			pick = a
			break
		}
	}
	if pick.Piece == "" || s.Area(pick.Where).Control != Red {
		t.Fatalf("choices %v", s.Legal())
	}
	mustApply(t, s, pick)
	if p := s.Piece(pick.Piece); p.Status != OnMap || p.Where != pick.Where {
		t.Fatalf("%+v", *p)
	}
	s = atPurchaseWindow(t, 5, South, func(s *State) { give(t, s, South, "White Commanders") })
	playCard(t, s, South, cardID(t, s, "White Commanders"))
	if slices.Contains(targetsOf(s), "wrangel") {
		t.Fatal("Wrangel offered (10.92)")
	}
}

// TestCard_TrotskysTrain: two more rail moves, and the rail-into-enemy
// effect in force until the end of Red's action phase (14.2(e)).
func TestCard_TrotskysTrain(t *testing.T) {
	s := atW1(t, Red, 5, func(s *State) { give(t, s, Red, "Trotsky's Train") })
	putLeader(t, s, "trotsky", "MOSC")
	priorityTo(t, s, Red)
	rail := s.F(Red).RailLeft
	playCard(t, s, Red, cardID(t, s, "Trotsky's Train"))
	if s.F(Red).RailLeft != rail+2 || len(s.EffectsInForce(RailIntoEnemy)) != 1 {
		t.Fatalf("rail %d, in force %v", s.F(Red).RailLeft, s.InForce)
	}
	passWindows(t, s)
	s.endActionPhase()
	if len(s.EffectsInForce(RailIntoEnemy)) != 0 {
		t.Fatal("the effect outlived the action phase")
	}
}

// TestCard_Typhus: in an area of three units or more each unit loses a
// step on a 1.
func TestCard_Typhus(t *testing.T) {
	s := atW1(t, Red, 5, func(s *State) { give(t, s, Red, "Typhus") })
	us := putN(t, s, Red, INF, 3, "MOSC")
	priorityTo(t, s, Red)
	playCard(t, s, Red, cardID(t, s, "Typhus"))
	if !slices.Contains(targetsOf(s), "MOSC") {
		t.Fatalf("targets %v", targetsOf(s))
	}
	rigDice(t, s, 1, 2, 1)
	target(t, s, Action{Where: "MOSC"})
	reduced := 0
	for _, u := range us {
		if p := s.Piece(u.ID); p.Reduced || p.Status != OnMap {
			reduced++
		}
	}
	if reduced != 2 {
		t.Fatalf("%d units lost a step, want 2", reduced)
	}
}

// TestCard_CoupDeMain: control of an enemy area of fortification 3 or less
// where the player alone has land units, without a siege (9.0).
func TestCard_CoupDeMain(t *testing.T) {
	s := atMovement(t, Red, 5)
	emptyHands(s)
	id := give(t, s, Red, "Coup de Main")
	var area string
	for _, a := range s.data.Map.Areas {
		if st := s.Area(a.Code); st.Control == South && a.Fort <= 3 && len(s.UnitsAt(a.Code, NoFaction)) == 0 {
			area = a.Code
			break
		}
	}
	put(t, s, Red, INF, area)
	s.Pending = Pending{Kind: DecideSiege, Faction: Red}
	s.Step = StepSiege
	s.OpenWindow(W7, "siege")
	priorityTo(t, s, Red)
	playCard(t, s, Red, id)
	if !slices.Contains(targetsOf(s), area) {
		t.Fatalf("%s not offered: %v", area, targetsOf(s))
	}
	ev := target(t, s, Action{Where: area})
	if s.Area(area).Control != Red || !hasEvent(ev, EvControl, "") {
		t.Fatalf("control %s", s.Area(area).Control)
	}
}

// TestR13_52_GreaterPoland: after the card, a faction of another player
// entering a Ukrainian home area makes Poland fully active for the card's
// faction at war with it; the card then goes to the discard pile.
func TestR13_52_GreaterPoland(t *testing.T) {
	s := atPolitical(t, 5, Red, func(s *State) { give(t, s, Red, "Greater Poland") })
	id := cardID(t, s, "Greater Poland")
	playCard(t, s, Red, id)
	if !slices.Contains(s.FaceUp, id) {
		t.Fatal("the card is not face up while in force")
	}
	if err := s.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
	s.greaterPolandMove(Red, s.data.Map.HomeAreas(Ukraine.String())[:1])
	if s.F(Poland).Status == Active {
		t.Fatal("the card's own player triggered it")
	}
	s.greaterPolandMove(South, s.data.Map.HomeAreas(Ukraine.String())[:1])
	if st := s.F(Poland); st.Status != Active || st.Controller != Red || !slices.Contains(s.Discard, id) || len(s.FaceUp) != 0 {
		t.Fatalf("Poland %v %v, discard %v", st.Status, st.Controller, s.Discard)
	}
}

// TestR13_53_CurzonIntervenes: a fully active Poland becomes neutral and
// the areas it controls become Polish home areas.
func TestR13_53_CurzonIntervenes(t *testing.T) {
	s := atPolitical(t, 9, Red, func(s *State) {
		give(t, s, Red, "Curzon Intervenes")
		s.F(Poland).Status, s.F(Poland).Controller = Active, South
	})
	area := controlled(t, s, Red)
	s.Area(area).Control = Poland
	playCard(t, s, Red, cardID(t, s, "Curzon Intervenes"))
	if s.F(Poland).Status != Neutral || s.Area(area).Home != Poland || s.Area(area).Control != Poland {
		t.Fatalf("Poland %v, %s home %s control %s", s.F(Poland).Status, area, s.Area(area).Home, s.Area(area).Control)
	}
}

// TestCard_OnToBerlin: two rail moves; Red not attacking Poland in its
// action phase loses an ORI level; Red attacking it makes Poland fully
// active for the White faction with the most VP.
func TestCard_OnToBerlin(t *testing.T) {
	s := atW1(t, Red, 9, func(s *State) { give(t, s, Red, "On to Berlin!") })
	home := s.data.Map.HomeAreas(Poland.String())[0]
	put(t, s, Red, INF, s.data.Map.Neighbours(home)[0].To)
	priorityTo(t, s, Red)
	s.SetORILevel(Red, 2)
	playCard(t, s, Red, cardID(t, s, "On to Berlin!"))
	passWindows(t, s)
	s.Queue = []Faction{Red, South} // the South's action phase follows
	s.endActionPhase()
	if s.ORILevel(Red) != 1 {
		t.Fatalf("Red ORI level %d, want 1", s.ORILevel(Red))
	}
	s.PolandAttacked(Red)
	if s.F(Poland).Status != Active || !s.F(Poland).Controller.White() {
		t.Fatalf("Poland %v %v", s.F(Poland).Status, s.F(Poland).Controller)
	}
}

// TestCard_AlliedWithdrawal: two Allied units (aircraft included) removed
// by the holder, and the foreign rolls' modifier this turn.
func TestCard_AlliedWithdrawal(t *testing.T) {
	s := atPolitical(t, 5, Red, func(s *State) { give(t, s, Red, "Allied Withdrawal") })
	n := len(s.alliedUnitsInPlay())
	playCard(t, s, Red, cardID(t, s, "Allied Withdrawal"))
	for i := 0; i < 2 && s.Pending.Kind == DecideCardTarget; i++ {
		target(t, s, Action{Piece: targetsOf(s)[0]})
	}
	if len(s.alliedUnitsInPlay()) != max(n-2, 0) || !s.AlliedWithdrawal {
		t.Fatalf("Allied units %d (were %d), withdrawal %v", len(s.alliedUnitsInPlay()), n, s.AlliedWithdrawal)
	}
}

// TestCard_SemenovCorruption: half of 2d6 rounded up, the whole while
// Kolchak is Supreme Ruler.
func TestCard_SemenovCorruption(t *testing.T) {
	s := atPolitical(t, 5, Red, func(s *State) { give(t, s, Red, "Semenov Corruption") })
	s.F(Siberian).Money = 20
	rigDice(t, s, 3, 4)
	playCard(t, s, Red, cardID(t, s, "Semenov Corruption"))
	if s.F(Siberian).Money != 16 {
		t.Fatalf("Siberian money %d, want 16", s.F(Siberian).Money)
	}
}

// TestCard_LeftSRRevolt: Red rolls on the infighting table with +1 for the
// card and +1 more while Lenin is not in Moscow (10.81).
func TestCard_LeftSRRevolt(t *testing.T) {
	s := atPolitical(t, 2, Red, func(s *State) { give(t, s, Red, "Left SR Revolt") })
	rigDice(t, s, 2, 1, 1, 1)
	ev := playCard(t, s, Red, cardID(t, s, "Left SR Revolt"))
	want := 2 + 1 + 1 + s.ORILevel(Red)*s.data.Tables.Infighting.PerORILevel
	if !slices.ContainsFunc(ev, func(e Event) bool { return e.Rule == "10.81" && e.N == want }) {
		t.Fatalf("no infighting roll of %d: %v", want, ev)
	}
}

// TestCard_AssassinationAttempt: Lenin is wounded on 3 or less: to the pool.
func TestCard_AssassinationAttempt(t *testing.T) {
	s := atPolitical(t, 2, South, func(s *State) { give(t, s, South, "Assassination Attempt") })
	putLeader(t, s, "lenin", "MOSC")
	rigDice(t, s, 3)
	playCard(t, s, South, cardID(t, s, "Assassination Attempt"))
	if s.Piece("lenin").Status != InPool {
		t.Fatalf("Lenin %v", s.Piece("lenin").Status)
	}
}

// TestCard_NorthWesternArmy: two free infantry in the named areas the
// player controls, and Yudenich from the pool.
func TestCard_NorthWesternArmy(t *testing.T) {
	s := atPolitical(t, 5, NorthAsian, func(s *State) {
		give(t, s, NorthAsian, "North-Western Army")
		s.Area("PSKO").Control = NorthAsian
	})
	playCard(t, s, NorthAsian, cardID(t, s, "North-Western Army"))
	target(t, s, Action{Where: "PSKO"})
	target(t, s, Action{Where: "PSKO"})
	if len(s.UnitsAt("PSKO", NorthAsian)) != 2 {
		t.Fatalf("%d units in Pskov", len(s.UnitsAt("PSKO", NorthAsian)))
	}
	if s.Pending.Kind == DecideCardTarget {
		target(t, s, Action{Piece: "yudenich", Where: "PSKO"})
	}
	if s.Piece("yudenich").Where != "PSKO" {
		t.Fatalf("Yudenich %+v", *s.Piece("yudenich"))
	}
}
