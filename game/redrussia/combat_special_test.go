package redrussia

import (
	"testing"
)

// byRound splits a fight's events at each round's start.
func byRound(ev []Event) [][]Event {
	var out [][]Event
	for _, e := range ev {
		if (e.Kind == EvBattle || e.Kind == EvSiege) && e.Text == "round" {
			out = append(out, nil)
		}
		if len(out) > 0 {
			out[len(out)-1] = append(out[len(out)-1], e)
		}
	}
	return out
}

// count counts faces at least min.
func count(faces []int, min int) int {
	n := 0
	for _, d := range faces {
		if d >= min {
			n++
		}
	}
	return n
}

// TestR8_91_TanksFirstRound: a South tank's dice hit on 5 or 6 in the
// first round of an Assault and on 6 in the second.
func TestR8_91_TanksFirstRound(t *testing.T) {
	checked := 0
	for seed := uint64(1); seed < 40 && checked < 5; seed++ {
		s := battleKit(t, South, seed)
		tank := putID(t, s, "sou-tank-2-2#1", "KAZA")
		putID(t, s, "red-inf-2-2#1", "KAZA")
		putID(t, s, "red-inf-2-2#2", "KAZA")
		mustApply(t, s, Action{Type: ActDeclareBattle, Faction: South, Where: "KAZA", N: int(LevelAssault), Pieces: []string{tank}})
		ev := mustApply(t, s, Action{Type: ActEndCombat, Faction: South})
		ev = append(ev, finishFight(t, s)...)
		rounds := byRound(ev)
		for r, rev := range rounds {
			hits, faces := rollsOf(rev, South)
			want := count(faces, 6)
			if r == 0 {
				want = count(faces, 5)
			}
			if hits != want {
				t.Fatalf("seed %d round %d: faces %v gave %d hits, want %d", seed, r+1, faces, hits, want)
			}
			if r == 0 && count(faces, 5) > count(faces, 6) {
				checked++
			}
		}
	}
	if checked == 0 {
		t.Fatal("no 5 was rolled by the tank in a first round")
	}
}

// TestR10_83_TrotskyFirstRound: Trotsky's dice hit on 5 or 6 in the first
// round of a Red attack; after he met Stalin or Lenin this turn he adds 2
// dice, not 3.
func TestR10_83_TrotskyFirstRound(t *testing.T) {
	for _, reduced := range []bool{false, true} {
		for seed := uint64(1); seed < 10; seed++ {
			s := battleKit(t, Red, seed)
			s.TrotskyDistracted = 0
			if reduced {
				s.TrotskyDistracted = s.Turn
			}
			inf := putID(t, s, "red-inf-2-2#1", "SIMB")
			putID(t, s, "trotsky", "SIMB")
			putID(t, s, "sib-inf-3-2#1", "SIMB")
			mustApply(t, s, Action{Type: ActDeclareBattle, Faction: Red, Where: "SIMB", N: int(LevelProbe), Pieces: []string{inf, "trotsky"}})
			ev := mustApply(t, s, Action{Type: ActEndCombat, Faction: Red})
			ev = append(ev, finishFight(t, s)...)
			hits, faces := rollsOf(byRound(ev)[0], Red)
			lead := 3
			if reduced {
				lead = 2
			}
			if len(faces) != 2+lead {
				t.Fatalf("Red rolled %d dice, want 2 + %d", len(faces), lead)
			}
			if want := count(faces[:2], 6) + count(faces[2:], 5); hits != want {
				t.Fatalf("faces %v gave %d hits, want %d", faces, hits, want)
			}
		}
	}
}

// TestR10_81_LeninsCombatRating: Lenin rates 2 in Moscow and Petrograd,
// 0 elsewhere, where he cannot take part.
func TestR10_81_LeninsCombatRating(t *testing.T) {
	s := battleKit(t, Red, 1)
	if s.CombatRating("lenin", "MOSC") != 2 || s.CombatRating("lenin", "PETR") != 2 || s.CombatRating("lenin", "KAZA") != 0 {
		t.Fatal("Lenin's combat ratings")
	}
	inf := putID(t, s, "red-inf-2-2#1", "SIMB")
	putID(t, s, "lenin", "SIMB")
	putID(t, s, "sib-inf-3-2#1", "SIMB")
	refused(t, s, Action{Type: ActDeclareBattle, Faction: Red, Where: "SIMB", N: 1, Pieces: []string{inf, "lenin"}}, "10.2")
}

// TestR10_82_StalinsCommissars: Red picks one infantry: in the first round
// its attack counts twice and it loses a step before the hits on Red are
// allotted, without retreating for it.
func TestR10_82_StalinsCommissars(t *testing.T) {
	s := battleKit(t, Red, 3)
	a := putID(t, s, "red-inf-4-2#1", "SIMB")
	b := putID(t, s, "red-inf-2-2#1", "SIMB")
	putID(t, s, "stalin", "SIMB")
	putID(t, s, "sib-inf-3-2#1", "SIMB")
	s.Area("SIMB").Control = Red
	mustApply(t, s, Action{Type: ActDeclareBattle, Faction: Red, Where: "SIMB", N: int(LevelProbe), Pieces: []string{a, b, "stalin"}})
	mustApply(t, s, Action{Type: ActEndCombat, Faction: Red})
	if s.Pending.Kind == DecideRetreat {
		mustApply(t, s, Action{Type: ActStand, Faction: Siberian})
	}
	if s.Pending.Kind != DecideCommissars {
		t.Fatalf("pending %v, want Stalin's choice", s.Pending)
	}
	refused(t, s, Action{Type: ActCommissars, Faction: Red, Pieces: []string{a, b, a}}, "10.82")
	ev := mustApply(t, s, Action{Type: ActCommissars, Faction: Red, Pieces: []string{a}})
	_, faces := rollsOf(byRound(ev)[0], Red)
	if len(faces) != 8+2+1 { // 4 twice, 2, Stalin's rating 1
		t.Fatalf("Red rolled %d dice, want 11", len(faces))
	}
	if !has(ev, EvStepLost, "") || !s.Piece(a).Reduced {
		t.Fatal("the driven unit did not lose its step")
	}
	if s.Fight != nil && s.Pending.Kind == DecideRetreat && s.Fight.Stage == StageForced && s.Pending.Faction == Red {
		for _, l := range s.Legal() {
			if l.Piece == a {
				t.Fatal("the driven unit must retreat for the commissars' loss")
			}
		}
	}
}

// TestR8_93_AircraftFireFirst: the aircraft of both sides roll before the
// others; a Red unit their hits make lose a step retreats before the
// main fire, so it does not roll in it (Red's dice are then the other
// unit's and Kazan's fortification).
func TestR8_93_AircraftFireFirst(t *testing.T) {
	s, ev := seekSeed(t, func(seed uint64) (*State, []Event) {
		s := battleKit(t, South, seed)
		force := []string{putID(t, s, "sou-air-2-2#1", "KAZA"), putID(t, s, "sou-inf-4-2#1", "KAZA")}
		putID(t, s, "red-inf-4-2#1", "KAZA")
		putID(t, s, "red-inf-2-2#1", "KAZA")
		mustApply(t, s, Action{Type: ActDeclareBattle, Faction: South, Where: "KAZA", N: int(LevelProbe), Pieces: force})
		ev := mustApply(t, s, Action{Type: ActEndCombat, Faction: South})
		if s.Pending.Kind == DecideRetreat && s.Fight.Stage == StageRetreatBefore {
			ev = append(ev, mustApply(t, s, Action{Type: ActStand, Faction: Red})...)
		}
		for s.Pending.Kind == DecideLosses {
			ev = append(ev, mustApply(t, s, s.Legal()[0])...)
		}
		return s, ev
	}, func(s *State, ev []Event) bool {
		return s.Fight != nil && s.Fight.Air && s.Pending.Kind == DecideRetreat && s.Fight.Stage == StageForced
	})
	first := -1
	for i, e := range ev {
		if e.Kind == EvRoll {
			first = i
			break
		}
	}
	if e := ev[first]; e.Faction != South || !has(ev[first:first+1], EvRoll, "aircraft fire") {
		t.Fatalf("the first roll %+v is not the aircraft's", e)
	}
	gone := s.Fight.Stepped[0]
	ev = mustApply(t, s, s.Legal()[0])
	_, faces := rollsOf(ev, Red)
	// The unit left, and Kazan's fortification (Red's, 8.5).
	want := 6 - map[string]int{"red-inf-4-2#1": 4, "red-inf-2-2#1": 2}[gone] + s.CurrentFort("KAZA")
	if len(faces) != want {
		t.Fatalf("Red rolled %d dice in the main fire after %s retreated, want %d", len(faces), gone, want)
	}
}

// TestR8_93_SmallAirHitsAdded: an air hit too small to make a unit lose a
// step is added to the other units' hits of the round.
func TestR8_93_SmallAirHitsAdded(t *testing.T) {
	_, ev := seekSeed(t, func(seed uint64) (*State, []Event) {
		s := battleKit(t, South, seed)
		force := []string{putID(t, s, "sou-air-2-2#1", "KAZA"), putID(t, s, "sou-inf-2-2#1", "KAZA")}
		putID(t, s, "red-inf-4-2#1", "KAZA")
		s.Area("NIZH").Control, s.Area("PENZ").Control = South, South
		mustApply(t, s, Action{Type: ActDeclareBattle, Faction: South, Where: "KAZA", N: int(LevelProbe), Pieces: force})
		ev := mustApply(t, s, Action{Type: ActEndCombat, Faction: South})
		return s, append(ev, finishFight(t, s)...)
	}, func(s *State, ev []Event) bool {
		var air, main int
		for _, e := range ev {
			if e.Kind == EvRoll && e.Faction == South {
				if has([]Event{e}, EvRoll, "aircraft") {
					air = e.N
				} else {
					main = e.N
				}
			}
		}
		return air == 1 && main == 1
	})
	if !has(ev, EvStepLost, "") && !has(ev, EvEliminated, "") {
		t.Fatal("1 air hit and 1 other hit did not make the defense-2 unit lose a step")
	}
}
