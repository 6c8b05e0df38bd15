package redrussia

import (
	"slices"
	"testing"
)

// TestCard_Requisitions: played at W3 only its free attack is in force;
// at W7 only its free siege (an effect naming a window, 14.2(b)).
func TestCard_Requisitions(t *testing.T) {
	s := atMovement(t, Red, 5)
	emptyHands(s)
	id := give(t, s, Red, "Requisitions")
	mustApply(t, s, Action{Type: ActEndMovement, Faction: Red})
	priorityTo(t, s, Red)
	playCard(t, s, Red, id)
	if len(s.EffectsInForce(FreeAttack)) != 1 || len(s.EffectsInForce(FreeSiege)) != 0 {
		t.Fatalf("at W3: %v", s.InForce)
	}
	passWindows(t, s)
	mustApply(t, s, Action{Type: ActEndCombat, Faction: Red})
	give(t, s, Red, "Requisitions")
	priorityTo(t, s, Red)
	playCard(t, s, Red, id)
	if len(s.EffectsInForce(FreeSiege)) != 1 {
		t.Fatalf("at W7: %v", s.InForce)
	}
	passWindows(t, s)
	s.Queue = []Faction{Red, South}
	s.endActionPhase()
	if len(s.InForce) != 0 {
		t.Fatalf("effects outlived the action phase: %v", s.InForce)
	}
}

// TestCard_MoscowDirective: the South's attack-cost effect lasts the turn
// (14.2(e)) and goes at the turn's end.
func TestCard_MoscowDirective(t *testing.T) {
	s := atPolitical(t, 5, South, func(s *State) { give(t, s, South, "Moscow Directive") })
	playCard(t, s, South, cardID(t, s, "Moscow Directive"))
	in := s.EffectsInForce(AttackCost)
	if len(in) != 1 || in[0].Faction != South || s.InForce[0].Until != UntilTurnEnd {
		t.Fatalf("in force %v", s.InForce)
	}
	s.expire(UntilActionEnd)
	if len(s.EffectsInForce(AttackCost)) != 1 {
		t.Fatal("a turn's effect ended with an action phase")
	}
	s.expire(UntilTurnEnd)
	if len(s.EffectsInForce(AttackCost)) != 0 {
		t.Fatal("a turn's effect outlived the turn")
	}
}

// TestCard_UkrainianAlliance: a neutral Ukraine with a unit on the map
// becomes fully active for the player.
func TestCard_UkrainianAlliance(t *testing.T) {
	s := atPolitical(t, 5, South, func(s *State) {
		give(t, s, South, "Ukrainian Alliance")
		putN(t, s, Ukraine, INF, 1, s.data.Map.HomeAreas(Ukraine.String())[0])
	})
	playCard(t, s, South, cardID(t, s, "Ukrainian Alliance"))
	if st := s.F(Ukraine); st.Status != Active || st.Controller != South {
		t.Fatalf("Ukraine %v %v", st.Status, st.Controller)
	}
}

// TestCard_MakhnoChangesSides: the Anarchists pass to the player, not
// when he controls them already.
func TestCard_MakhnoChangesSides(t *testing.T) {
	s := atPolitical(t, 5, South, func(s *State) {
		give(t, s, South, "Makhno Changes Sides")
		putN(t, s, Anarchist, INF, 1, s.data.Map.HomeAreas(Anarchist.String())[0])
		s.F(Anarchist).Status, s.F(Anarchist).Controller = Active, Red
	})
	playCard(t, s, South, cardID(t, s, "Makhno Changes Sides"))
	if st := s.F(Anarchist); st.Status != Active || st.Controller != South {
		t.Fatalf("Anarchists %v %v", st.Status, st.Controller)
	}
	s = atPolitical(t, 5, South, func(s *State) {
		give(t, s, South, "Makhno Changes Sides")
		putN(t, s, Anarchist, INF, 1, s.data.Map.HomeAreas(Anarchist.String())[0])
		s.F(Anarchist).Status, s.F(Anarchist).Controller = Active, South
	})
	refused(t, s, Action{Type: ActPlayCard, Faction: South, N: cardID(t, s, "Makhno Changes Sides")}, "14.2")
}

// TestCard_FrenchFleetMutiny: the Allied Black Sea fleet loses a step and
// the Allied units in Odessa, Sevastopol, Novorossiysk and the Black Sea
// box are removed, the holder choosing each.
func TestCard_FrenchFleetMutiny(t *testing.T) {
	s := atPolitical(t, 5, Red, func(s *State) { give(t, s, Red, "French Fleet Mutiny") })
	var fleet *Piece
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if l := s.data.Line(p.ID); p.Faction == Allies && p.Type == FLEET && l != nil && l.Sea == "black" {
			p.Status, p.Where, p.Reduced = OnMap, SeaPrefix+"black", false
			fleet = p
		}
	}
	if fleet == nil {
		t.Skip("no Allied Black Sea fleet in the counter mix")
	}
	playCard(t, s, Red, cardID(t, s, "French Fleet Mutiny"))
	for s.Pending.Kind == DecideCardTarget {
		target(t, s, Action{Piece: targetsOf(s)[0]})
	}
	if p := s.Piece(fleet.ID); !p.Reduced && p.Status == OnMap {
		t.Fatalf("fleet %+v", *p)
	}
	for _, p := range s.alliedUnitsInPlay() {
		if slices.Contains([]string{"ODES", "SEVA", "NROS", BoxPrefix + "black_box"}, p.Where) && p.Type != FLEET {
			t.Fatalf("%s still in %s", p.ID, p.Where)
		}
	}
}

// TestCard_MassDesertionWaitsForBattles: a W4 card whose condition is on
// the battle is not playable until the combat engine says a battle is
// under way (battleConditionMet).
func TestCard_MassDesertionWaitsForBattles(t *testing.T) {
	s := atMovement(t, Red, 5)
	emptyHands(s)
	id := give(t, s, Red, "Mass Desertion")
	s.Pending = Pending{Kind: DecideBattles, Faction: Red}
	s.OpenWindow(W4, "")
	priorityTo(t, s, Red)
	refused(t, s, Action{Type: ActPlayCard, Faction: Red, N: id}, "14.2")
}

// TestR10_92_WrangelTakesOver: Wrangel replaces Denikin in his area; the
// South's +2 on its next ORI roll.
func TestR10_92_WrangelTakesOver(t *testing.T) {
	s := atPolitical(t, 5, South, func(s *State) { give(t, s, South, "Wrangel Takes Over") })
	area := controlled(t, s, South)
	putLeader(t, s, "denikin", area)
	playCard(t, s, South, cardID(t, s, "Wrangel Takes Over"))
	if w, d := s.Piece("wrangel"), s.Piece("denikin"); w.Status != OnMap || w.Where != area || d.Status != Removed {
		t.Fatalf("Wrangel %+v Denikin %+v", *w, *d)
	}
	if !s.WrangelCommand || s.F(South).ORIOnce != 2 {
		t.Fatalf("command %v, once %d", s.WrangelCommand, s.F(South).ORIOnce)
	}
}

// TestCard_TambovRebellion: played by Red (it must be, 14.71), its
// partisans are placed by the White faction with the fewest VP, in the
// named Red-controlled areas; Red loses 1d6 manpower.
func TestCard_TambovRebellion(t *testing.T) {
	s := atPolitical(t, 9, Red, func(s *State) {
		give(t, s, Red, "Tambov Rebellion")
		s.Area("TAMB").Control, s.Area("PENZ").Control = Red, Red
	})
	s.F(Red).Manpower = 10
	rigDice(t, s, 4)
	playCard(t, s, Red, cardID(t, s, "Tambov Rebellion"))
	placer := partisanPlacer(s, s.Resolving, &s.data.Cards.ByTitle("Tambov Rebellion").Effects[0])
	if !placer.White() || s.Pending != (Pending{Kind: DecideCardTarget, Faction: placer}) {
		t.Fatalf("pending %v, placer %s", s.Pending, placer)
	}
	for _, f := range s.Majors() {
		if f.White() && s.VP(f) < s.VP(placer) {
			t.Fatalf("%s has fewer VP than %s", f, placer)
		}
	}
	for _, a := range targetsOf(s) {
		if !slices.Contains([]string{"TAMB", "PENZ", "VORO", "SARA", "RYAZ"}, a) || s.Area(a).Control != Red {
			t.Fatalf("%s offered", a)
		}
	}
	target(t, s, Action{Where: "TAMB"})
	target(t, s, Action{Where: "PENZ"})
	if len(s.UnitsAt("TAMB", placer)) != 1 || len(s.UnitsAt("PENZ", placer)) != 1 || s.F(Red).Manpower != 6 {
		t.Fatalf("partisans %d/%d, Red manpower %d", len(s.UnitsAt("TAMB", placer)), len(s.UnitsAt("PENZ", placer)), s.F(Red).Manpower)
	}
}

// TestR19_2_FamineSpreads: a 6 on a prevention attempt spreads the famine
// to an adjacent Red-controlled area, where Red cannot try again.
func TestR19_2_FamineSpreads(t *testing.T) {
	s := atPolitical(t, 5, South, func(s *State) { give(t, s, South, "Famine") })
	s.Options.Railways, s.Options.Famine = true, true
	s.F(Red).Manpower, s.F(Red).RailLeft = 30, 3
	playCard(t, s, South, cardID(t, s, "Famine"))
	a := ""
	for _, c := range targetsOf(s) {
		for _, nb := range s.data.Map.Neighbours(c) {
			if s.Area(nb.To) != nil && s.Area(nb.To).Control == Red {
				a = c
			}
		}
	}
	target(t, s, Action{Where: a})
	mustApply(t, s, Action{Type: ActCardTarget, Faction: South, N: -1})
	rigDice(t, s, 6, 1)
	target(t, s, Action{Where: a})
	if len(s.FamineNamed) != 2 || slices.Contains(targetsOf(s), s.FamineNamed[1]) {
		t.Fatalf("famine %v, offered %v", s.FamineNamed, targetsOf(s))
	}
}

// TestCard_KronstadtMutiny: Red loses an ORI level, 1d6 manpower (never
// below 0, 6.4) and a step of its Baltic fleet.
func TestCard_KronstadtMutiny(t *testing.T) {
	s := atPolitical(t, 12, Red, func(s *State) { give(t, s, Red, "Kronstadt Mutiny") })
	var fleet *Piece
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if l := s.data.Line(p.ID); p.Faction == Red && p.Type == FLEET && l != nil && l.Sea == "baltic" {
			p.Status, p.Where, p.Reduced = OnMap, SeaPrefix+"baltic", false
			fleet = p
			break
		}
	}
	s.SetORILevel(Red, 2)
	s.F(Red).Manpower = 3
	rigDice(t, s, 5)
	playCard(t, s, Red, cardID(t, s, "Kronstadt Mutiny"))
	if s.ORILevel(Red) != 1 || s.F(Red).Manpower != 0 {
		t.Fatalf("ORI level %d, manpower %d", s.ORILevel(Red), s.F(Red).Manpower)
	}
	if fleet != nil && !s.Piece(fleet.ID).Reduced && s.Piece(fleet.ID).Status == OnMap {
		t.Fatalf("the Baltic fleet lost no step: %+v", *s.Piece(fleet.ID))
	}
}

// TestCard_IzhevskRising: a Siberian infantry drawn from the pool, free
// and full, in a Siberian area of Great Russia; a partisan in Kazan,
// Vyatka or Perm if Red holds one.
func TestCard_IzhevskRising(t *testing.T) {
	s := atPolitical(t, 2, Siberian, func(s *State) {
		give(t, s, Siberian, "Izhevsk Rising")
		s.Area("KAZA").Control = Red
	})
	playCard(t, s, Siberian, cardID(t, s, "Izhevsk Rising"))
	areas := targetsOf(s)
	if len(areas) == 0 {
		t.Skip("the Siberian holds no area of Great Russia here")
	}
	for _, a := range areas {
		if s.Area(a).Control != Siberian || s.data.Map.Area(a).Territory != GreatRussia {
			t.Fatalf("%s offered", a)
		}
	}
	target(t, s, Action{Where: areas[0]})
	if us := s.UnitsAt(areas[0], Siberian); len(us) != 1 || us[0].Type != INF || us[0].Reduced {
		t.Fatalf("units %v", us)
	}
	if !slices.Contains(targetsOf(s), "KAZA") {
		t.Fatalf("partisan targets %v", targetsOf(s))
	}
	target(t, s, Action{Where: "KAZA"})
	if len(s.UnitsAt("KAZA", Siberian)) != 1 {
		t.Fatal("no partisan in Kazan")
	}
}
