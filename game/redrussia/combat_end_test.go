package redrussia

import (
	"testing"
)

// TestR10_4_LeaderCasualty: after a fought battle each leader taking part
// rolls 2d6 + his side's steps lost; on 12 or more he is hit (1d6: 1-3
// wounded to the pool, 4-6 killed); a side loses at most one leader.
func TestR10_4_LeaderCasualty(t *testing.T) {
	s, ev := seekSeed(t, func(seed uint64) (*State, []Event) {
		s := battleKit(t, Red, seed)
		force := []string{putID(t, s, "red-inf-4-2#1", "SIMB"), putID(t, s, "red-inf-3-2#1", "SIMB"), putID(t, s, "frunze", "SIMB"), putID(t, s, "budyonny", "SIMB")}
		putID(t, s, "sib-inf-4-2#1", "SIMB")
		putID(t, s, "sib-inf-4-2-czech#1", "SIMB")
		s.Area("SIMB").Control = Siberian
		mustApply(t, s, Action{Type: ActDeclareBattle, Faction: Red, Where: "SIMB", N: int(LevelAssault), Pieces: force})
		ev := mustApply(t, s, Action{Type: ActEndCombat, Faction: Red})
		return s, append(ev, finishFight(t, s)...)
	}, func(s *State, ev []Event) bool { return has(ev, EvLeader, "wounded") || has(ev, EvLeader, "killed") })
	hit := 0
	for i, e := range ev {
		if e.Kind != EvLeader || e.Rule != "10.4" {
			continue
		}
		if e.Text == "wounded" || e.Text == "killed" {
			hit++
			if prev := ev[i-1]; prev.Piece != e.Piece || prev.N < 12 {
				t.Fatalf("%s %s after a check of %d", e.Piece, e.Text, prev.N)
			}
			want := map[string]Status{"wounded": InPool, "killed": Removed}[e.Text]
			if p := s.Piece(e.Piece); p.Status != want {
				t.Fatalf("%s %s is %v", e.Piece, e.Text, p.Status)
			}
		}
	}
	if hit != 1 {
		t.Fatalf("%d Red leaders hit in one battle, at most 1", hit)
	}
}

// TestR10_5_LeaderCapture: Kolchak's side is wiped out: he rolls 2d6 +
// his rating; 11 or more he escapes to the next turn's box, else he is
// shot.
func TestR10_5_LeaderCapture(t *testing.T) {
	s, ev := seekSeed(t, func(seed uint64) (*State, []Event) {
		s := battleKit(t, Red, seed)
		for _, n := range s.data.Map.Neighbours("SIMB") {
			s.Area(n.To).Control = Red
		}
		force := []string{putID(t, s, "red-inf-4-2#1", "SIMB"), putID(t, s, "red-inf-4-2#2", "SIMB"), putID(t, s, "red-inf-3-2#1", "SIMB")}
		sib := putID(t, s, "sib-inf-2-2#1", "SIMB")
		s.Piece(sib).Reduced = true
		putID(t, s, "kolchak", "SIMB")
		mustApply(t, s, Action{Type: ActDeclareBattle, Faction: Red, Where: "SIMB", N: int(LevelProbe), Pieces: force})
		ev := mustApply(t, s, Action{Type: ActEndCombat, Faction: Red})
		return s, append(ev, finishFight(t, s)...)
	}, func(s *State, ev []Event) bool { return s.Piece("sib-inf-2-2#1").Status == Eliminated })
	for _, e := range ev {
		if e.Kind == EvLeader && e.Rule == "10.5" && e.Piece == "kolchak" {
			if e.Text == "escaped" {
				if p := s.Piece("kolchak"); e.N < 11 || p.Status != OnTrack || p.Arrive != s.Turn+1 {
					t.Fatalf("escaped on %d: %+v", e.N, *p)
				}
				return
			}
			if e.Text == "captured and shot" && s.Piece("kolchak").Status == Removed {
				return
			}
		}
	}
	t.Fatalf("no capture check for Kolchak: %v", ev)
}

// TestR15_1_GoldCaptured: the Siberian wipes out the Red units with the
// Gold: it takes the Gold.
func TestR15_1_GoldCaptured(t *testing.T) {
	s, _ := seekSeed(t, func(seed uint64) (*State, []Event) {
		s := battleKit(t, Siberian, seed)
		for _, n := range s.data.Map.Neighbours("KAZA") {
			s.Area(n.To).Control = Siberian
		}
		putID(t, s, GoldID, "KAZA")
		s.Piece(GoldID).Faction = Red
		red := putID(t, s, "red-inf-2-2#1", "KAZA")
		s.Piece(red).Reduced = true
		force := []string{putID(t, s, "sib-inf-4-2#1", "KAZA"), putID(t, s, "sib-inf-4-2-czech#1", "KAZA")}
		mustApply(t, s, Action{Type: ActDeclareBattle, Faction: Siberian, Where: "KAZA", N: int(LevelProbe), Pieces: force})
		ev := mustApply(t, s, Action{Type: ActEndCombat, Faction: Siberian})
		return s, append(ev, finishFight(t, s)...)
	}, func(s *State, ev []Event) bool { return s.Piece("red-inf-2-2#1").Status == Eliminated })
	if g := s.Piece(GoldID); g.Faction != Siberian || g.Where != "KAZA" {
		t.Fatalf("the Gold: %+v", *g)
	}
}

// TestR17_5_BattleModifiers: an Assault that drives out every defender
// gives the attacker +1 and the defender -1; won and lost Invasions in one
// turn cancel; the Allied -1 counts once.
func TestR17_5_BattleModifiers(t *testing.T) {
	s, _ := seekSeed(t, func(seed uint64) (*State, []Event) {
		s := battleKit(t, Red, seed)
		force := []string{putID(t, s, "red-inf-4-2#1", "SIMB"), putID(t, s, "red-inf-4-2#2", "SIMB"), putID(t, s, "red-inf-3-2#1", "SIMB")}
		sib := putID(t, s, "sib-inf-2-2#1", "SIMB")
		s.Piece(sib).Reduced = true
		s.Area("SIMB").Control = Siberian
		mustApply(t, s, Action{Type: ActDeclareBattle, Faction: Red, Where: "SIMB", N: int(LevelAssault), Pieces: force})
		ev := mustApply(t, s, Action{Type: ActEndCombat, Faction: Red})
		return s, append(ev, finishFight(t, s)...)
	}, func(s *State, ev []Event) bool { return s.Piece("sib-inf-2-2#1").Where != "SIMB" })
	if s.F(Red).Battles != AssaultWon || s.F(Siberian).Battles != AssaultLost {
		t.Fatalf("Red %b, Siberian %b", s.F(Red).Battles, s.F(Siberian).Battles)
	}
	for _, m := range []BattleMark{InvasionWon, InvasionLost, AlliedInCombat, AlliedInCombat, AssaultWon, AssaultWon} {
		s.NoteBattle(South, m)
	}
	if n := s.F(South).Battles.modifier(); n != 0 {
		t.Fatalf("South %d, want 0 (invasions cancel, -1 allied once, +1 assault once)", n)
	}
}

// TestR8_3_InvasionGoesOnUntilStopped: after each round of an Invasion
// with both sides left the attacker chooses; stopping ends the battle.
func TestR8_3_InvasionGoesOnUntilStopped(t *testing.T) {
	s, _ := seekSeed(t, func(seed uint64) (*State, []Event) {
		s := battleKit(t, Red, seed)
		putID(t, s, "red-inf-2-2#1", "SIMB")
		putID(t, s, "sib-inf-4-2#1", "SIMB")
		s.Area("SIMB").Control = Siberian
		mustApply(t, s, Action{Type: ActDeclareBattle, Faction: Red, Where: "SIMB", N: int(LevelInvasion), Pieces: []string{"red-inf-2-2#1"}})
		mustApply(t, s, Action{Type: ActEndCombat, Faction: Red})
		for s.Pending.Kind != DecideContinue && s.Fight != nil {
			mustApply(t, s, s.Legal()[0])
		}
		return s, nil
	}, func(s *State, _ []Event) bool { return s.Pending.Kind == DecideContinue })
	mustApply(t, s, Action{Type: ActContinue, Faction: Red, Yes: true})
	if s.Fight == nil || s.Fight.Round < 2 {
		t.Fatal("no second round")
	}
	for s.Pending.Kind != DecideContinue && s.Fight != nil {
		mustApply(t, s, s.Legal()[0])
	}
	if s.Fight != nil {
		mustApply(t, s, Action{Type: ActContinue, Faction: Red})
		passWindows(t, s) // W7
		if s.Fight != nil || s.Pending.Kind != DecideSiege {
			t.Fatalf("pending %v after stopping", s.Pending)
		}
	}
	if s.F(Red).Money != 15 {
		t.Fatalf("Red paid %d for an Invasion", 20-s.F(Red).Money)
	}
}

// TestR15_2_PartisansAlone: an attack on partisans alone is bought as a
// Probe for 1 money and goes on for as many rounds as the attacker wants.
func TestR15_2_PartisansAlone(t *testing.T) {
	s := battleKit(t, Red, 9)
	red := putID(t, s, "red-inf-2-2#1", "KAZA")
	putID(t, s, "partisan#1", "KAZA")
	s.Piece("partisan#1").Faction = Siberian
	refused(t, s, Action{Type: ActDeclareBattle, Faction: Red, Where: "KAZA", N: int(LevelAssault), Pieces: []string{red}}, "15.2")
	mustApply(t, s, Action{Type: ActDeclareBattle, Faction: Red, Where: "KAZA", N: int(LevelProbe), Pieces: []string{red}})
	mustApply(t, s, Action{Type: ActEndCombat, Faction: Red})
	if s.Fight == nil || s.Fight.Rounds != 0 || s.F(Red).Money != 19 {
		t.Fatalf("fight %+v, money %d", s.Fight, s.F(Red).Money)
	}
	finishFight(t, s)
}

// TestR8_8_AircraftAloneLeave: a side left with aircraft only retreats
// them at once and the battle ends.
func TestR8_8_AircraftAloneLeave(t *testing.T) {
	s, ev := seekSeed(t, func(seed uint64) (*State, []Event) {
		s := battleKit(t, South, seed)
		force := []string{putID(t, s, "sou-air-2-2#1", "KAZA"), putID(t, s, "sou-inf-2-2#1", "KAZA")}
		s.Piece("sou-inf-2-2#1").Reduced = true
		putID(t, s, "red-inf-4-2#1", "KAZA")
		putID(t, s, "red-inf-4-2#2", "KAZA")
		s.Area("SIMB").Control = South
		mustApply(t, s, Action{Type: ActDeclareBattle, Faction: South, Where: "KAZA", N: int(LevelAssault), Pieces: force})
		ev := mustApply(t, s, Action{Type: ActEndCombat, Faction: South})
		return s, append(ev, finishFight(t, s)...)
	}, func(s *State, ev []Event) bool {
		return s.Piece("sou-inf-2-2#1").Status == Eliminated && s.Piece("sou-air-2-2#1").Status == OnMap
	})
	found := false
	for _, e := range ev {
		if e.Piece == "sou-air-2-2#1" && e.Rule == "8.8" {
			found = true
		}
	}
	if !found || s.Piece("sou-air-2-2#1").Where == "KAZA" {
		t.Fatalf("the aircraft left alone stayed: %v", ev)
	}
}

// TestR10_81_LeninKilled: Lenin killed in a White's battle costs Red 1d6
// manpower and 1d6 money and gives that White 1 VP; Denikin killed in
// combat gives Red 1 VP (10.91).
func TestR10_81_LeninKilled(t *testing.T) {
	s := battleKit(t, South, 14)
	putID(t, s, "lenin", "KAZA")
	putID(t, s, "denikin", "KAZA")
	s.Fight = &Fight{Area: "KAZA", Attacker: South, Defender: Red}
	s.F(Red).Money, s.F(Red).Manpower = 20, 20
	s.leaderDies(s.Piece("lenin"), 1, "10.4", "killed")
	ev := s.out
	if s.Piece("lenin").Status != Removed || s.F(Red).Money > 19 || s.F(Red).Money < 14 || s.F(Red).Manpower > 19 || s.F(Red).Manpower < 14 {
		t.Fatalf("Lenin %v, Red money %d manpower %d", s.Piece("lenin").Status, s.F(Red).Money, s.F(Red).Manpower)
	}
	if s.LeninKiller != South || !has(ev, EvVP, "Lenin") {
		t.Fatalf("Lenin's VP goes to %v", s.LeninKiller)
	}
	red := s.VP(Red)
	s.leaderDies(s.Piece("denikin"), 0, "10.5", "captured and shot")
	if !s.DenikinKilled || s.VP(Red) != red+1 {
		t.Fatalf("Denikin's death: %v, Red VP %d then %d", s.DenikinKilled, red, s.VP(Red))
	}
}

// TestR12_41_AlliedOnlyAttackIsFree: a force of Western Allied units the
// South controls this turn attacks for nothing, for 2 rounds, level free;
// a paid level is refused; no ORI modifier follows.
func TestR12_41_AlliedOnlyAttackIsFree(t *testing.T) {
	s := battleKit(t, South, 15)
	force := []string{putID(t, s, "all-inf-3-2-british#1", "KAZA"), putID(t, s, "all-inf-2-2-french#1", "KAZA")}
	for _, id := range force {
		s.controlAllied(South, s.Piece(id)) // two "Move" results' choices (13.61)
	}
	putID(t, s, "red-inf-4-2#1", "KAZA")
	refused(t, s, Action{Type: ActDeclareBattle, Faction: South, Where: "KAZA", N: int(LevelAssault), Pieces: force}, "12.41")
	mustApply(t, s, Action{Type: ActDeclareBattle, Faction: South, Where: "KAZA", N: int(LevelFree), Pieces: force})
	mustApply(t, s, Action{Type: ActEndCombat, Faction: South})
	if s.Fight == nil || s.Fight.Rounds != 2 || !s.Fight.Free {
		t.Fatalf("fight %+v", s.Fight)
	}
	finishFight(t, s)
	if s.F(South).Money != 20 || s.F(South).Battles != 0 {
		t.Fatalf("money %d, ORI marks %b", s.F(South).Money, s.F(South).Battles)
	}
}
