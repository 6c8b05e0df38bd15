package redrussia

import (
	"slices"
	"testing"

	"tachanka/game/dice"
)

func fleet(t testing.TB, s *State, id, where string) *Piece {
	t.Helper()
	p := s.Piece(id + "#1")
	if p == nil {
		t.Fatalf("no fleet %s", id)
	}
	p.Status, p.Where = OnMap, where
	return p
}

// TestR7_5_NavalTransport: a fleet at sea since the start of the action
// phase carries one unit and one leader from a friendly port to another
// for 1 MP; a fleet that moved carries nothing, and one that carried
// stays at sea.
func TestR7_5_NavalTransport(t *testing.T) {
	s := atMovement(t, South, 3)
	fl := fleet(t, s, "sou-fleet-black-sea", "sea:black")
	a := put(t, s, South, INF, "NROS")
	b := put(t, s, South, INF, "NROS")
	de := putLeader(t, s, "denikin", "NROS")
	if p := s.Reach([]string{a.ID}, false)["SEVA"]; !slices.Equal(p, []string{"sea:black", "SEVA"}) {
		t.Fatalf("Reach by sea to Sevastopol: %v", p)
	}
	mustApply(t, s, mv(South, ps(a), "sea:black", "SEVA"))
	if where(s, a) != "SEVA" {
		t.Fatalf("the carried unit is in %s", where(s, a))
	}
	refused(t, s, mv(South, ps(b), "sea:black", "SEVA"), "7.5")
	mustApply(t, s, mv(South, ps(de), "sea:black", "SEVA", "SIMF")) // a leader goes on with his MP (10.3)
	refused(t, s, mv(South, ps(fl), "NROS"), "7.5")
	// A fleet that moved in this action phase does not carry.
	s = atMovement(t, South, 3)
	fl = fleet(t, s, "sou-fleet-black-sea", "NROS")
	a = put(t, s, South, INF, "NROS")
	mustApply(t, s, mv(South, ps(fl), "sea:black"))
	refused(t, s, mv(South, ps(a), "sea:black", "SEVA"), "7.5")
}

// TestR7_7_BlackSeaLink: Batumi and the Great Russian Black Sea ports are
// linked when a fleet of the moving faction is in the Black Sea or one of
// its ports, both ports being friendly.
func TestR7_7_BlackSeaLink(t *testing.T) {
	s := atMovement(t, South, 3)
	s.Area("BATU").Control = South
	a := put(t, s, South, INF, "NROS")
	refused(t, s, mv(South, ps(a), "sea:black", "BATU"), "7.7")
	fleet(t, s, "sou-fleet-black-sea", "SEVA") // in port will do
	mustApply(t, s, mv(South, ps(a), "sea:black", "BATU"))
	if where(s, a) != "BATU" {
		t.Fatalf("the unit is in %s, want BATU", where(s, a))
	}
	b := put(t, s, South, INF, "NROS")
	refused(t, s, mv(South, ps(b), "sea:black", "BATU"), "7.7") // the fleet's one unit is used
}

// TestR7_7_CaspianLink: any two friendly Caspian ports are linked without
// a fleet, one unit and one leader per faction and action phase, 1 MP.
func TestR7_7_CaspianLink(t *testing.T) {
	s := atMovement(t, Red, 3)
	s.Area("BAKU").Control = Red
	a := put(t, s, Red, INF, "ASTR")
	b := put(t, s, Red, INF, "ASTR")
	refused(t, s, mv(Red, ps(a), "sea:caspian", "PTRV"), "7.5") // Petrovsk is not friendly
	mustApply(t, s, mv(Red, ps(a), "sea:caspian", "BAKU"))
	if where(s, a) != "BAKU" {
		t.Fatalf("the unit is in %s, want BAKU", where(s, a))
	}
	refused(t, s, mv(Red, ps(b), "sea:caspian", "BAKU"), "7.7")
}

// TestR7_43_FleetMoves: a fleet makes one move: sea zone to a port of it,
// port to sea, box to sea or port; never into another sea.
func TestR7_43_FleetMoves(t *testing.T) {
	s := atMovement(t, South, 3)
	fl := fleet(t, s, "sou-fleet-black-sea", "sea:black")
	refused(t, s, mv(South, ps(fl), "PETR"), "7.43")
	mustApply(t, s, mv(South, ps(fl), "SEVA"))
	if where(s, fl) != "SEVA" {
		t.Fatalf("the fleet is in %s", where(s, fl))
	}
	refused(t, s, mv(South, ps(fl), "sea:black"), "7.0")
	al := fleet(t, s, "all-fleet-black-sea", "box:black_box")
	refused(t, s, mv(South, ps(al), "sea:black"), "13.61")
	now(s, al).ControlledBy = South
	if !legalHas(s, mv(South, ps(al), "NROS")) {
		t.Fatal("Legal lacks the Allied fleet's move from its box to a port")
	}
	mustApply(t, s, mv(South, ps(al), "NROS"))
}

// TestR7_8_HoldingBoxes: Allied units controlled this turn leave a sea
// zone's box for any port of it, friendly or not, at the normal cost; a
// Persian box lands at its one area.
func TestR7_8_HoldingBoxes(t *testing.T) {
	s := atMovement(t, South, 3)
	p1 := put(t, s, Allies, INF, "box:persia1")
	refused(t, s, mv(South, ps(p1), "EREV"), "13.61")
	now(s, p1).ControlledBy = South
	if r := s.Reach([]string{p1.ID}, false); len(r) != 1 || r["EREV"] == nil {
		t.Fatalf("Persian box No. 1 reaches %v, want Erevan only", r)
	}
	refused(t, s, mv(South, ps(p1), "MERV"), "7.0")
	mustApply(t, s, mv(South, ps(p1), "EREV"))
	bx := put(t, s, Allies, INF, "box:black_box")
	now(s, bx).ControlledBy = South
	mustApply(t, s, mv(South, ps(bx), "ODES")) // uncontrolled: 1 MP
	if where(s, bx) != "ODES" {
		t.Fatalf("the Allied unit is in %s", where(s, bx))
	}
}

// TestR8_92_NavalSearch: the active faction may search once with each
// fleet at sea where an enemy fleet is at sea: 2d6 ≥ 7 makes contact and
// one round of naval combat is fought.
func TestR8_92_NavalSearch(t *testing.T) {
	for _, contact := range []bool{true, false} {
		s := atMovement(t, Red, 1)
		fl := fleet(t, s, "red-fleet-baltic", "sea:baltic")
		fleet(t, s, "all-fleet-baltic", "sea:baltic")
		seedFor(t, s, func(r *dice.Rand) bool { a, b := r.TwoD6(); return (a+b >= 7) == contact })
		search := Action{Type: ActSearch, Faction: Red, Piece: fl.ID}
		if !legalHas(s, search) {
			t.Fatal("Legal lacks the search")
		}
		ev := mustApply(t, s, search)
		if !hasEvent(ev, EvSearch, fl.ID) || hasEvent(ev, EvNavalCombat, "") != contact {
			t.Fatalf("contact %v: events %v", contact, ev)
		}
		refused(t, s, search, "8.92")
	}
	s := atMovement(t, Red, 1)
	fl := fleet(t, s, "red-fleet-baltic", "sea:baltic")
	refused(t, s, Action{Type: ActSearch, Faction: Red, Piece: fl.ID}, "8.92") // no enemy at sea
}

// TestR8_92_EnemySearchOnFleetMove: a fleet moving into a sea zone where
// an enemy fleet is at sea is searched; a Western Allied fleet no faction
// controls searches without a decision (Ruling); on contact a naval round
// is fought.
func TestR8_92_EnemySearchOnFleetMove(t *testing.T) {
	s := atMovement(t, Red, 1)
	fl := fleet(t, s, "red-fleet-baltic", "PETR")
	fleet(t, s, "all-fleet-baltic", "sea:baltic")
	seedFor(t, s, func(r *dice.Rand) bool { a, b := r.TwoD6(); return a+b >= 7 })
	ev := mustApply(t, s, mv(Red, ps(fl), "sea:baltic"))
	if !hasEvent(ev, EvSearch, "all-fleet-baltic#1") || !hasEvent(ev, EvNavalCombat, "") {
		t.Fatalf("no search and contact: %v", ev)
	}
}

// TestR8_92_Blockade: a fleet at sea may declare a blockade of an enemy
// port of its zone and end it; leaving the zone ends it.
func TestR8_92_Blockade(t *testing.T) {
	s := atMovement(t, Red, 3)
	fl := fleet(t, s, "red-fleet-baltic", "sea:baltic")
	decl := Action{Type: ActBlockade, Faction: Red, Piece: fl.ID, Where: "REVA"}
	if !legalHas(s, decl) {
		t.Fatal("Legal lacks the blockade of Reval")
	}
	refused(t, s, Action{Type: ActBlockade, Faction: Red, Piece: fl.ID, Where: "PETR"}, "8.92")
	ev := mustApply(t, s, decl)
	if now(s, fl).Blockades != "REVA" || !hasEvent(ev, EvBlockade, fl.ID) {
		t.Fatal("the blockade is not recorded")
	}
	mustApply(t, s, mv(Red, ps(fl), "PETR"))
	if now(s, fl).Blockades != "" {
		t.Fatal("the blockade outlives the fleet's leaving the sea")
	}
}

// TestR8_6_AllotHits: every unit loses a step before any loses a second,
// and the fewest hits are left unallotted (the rulebook's example: 3 hits
// on defenses 2, 2, 1 take two steps).
func TestR8_6_AllotHits(t *testing.T) {
	got := AllotHits([]StepCosts{{2, 1}, {2, 1}, {1, 1}}, 3)
	if !slices.Equal(got, []int{1, 0, 1}) {
		t.Fatalf("3 hits on 2,2,1: %v, want [1 0 1]", got)
	}
	got = AllotHits([]StepCosts{{2, 1}, {2, 0}}, 6)
	if !slices.Equal(got, []int{2, 1}) {
		t.Fatalf("6 hits on a full and a reduced unit: %v, want [2 1]", got)
	}
	if got := AllotHits([]StepCosts{{3, 1}}, 2); !slices.Equal(got, []int{0}) {
		t.Fatalf("2 hits on defense 3: %v, want none", got)
	}
}

// TestR8_92_CarriedUnitSharesFleetLoss: a fleet that loses a step passes
// the loss to the unit it carries.
func TestR8_92_CarriedUnitSharesFleetLoss(t *testing.T) {
	s := atMovement(t, South, 3)
	fl := fleet(t, s, "sou-fleet-black-sea", "sea:black")
	inf := put(t, s, South, INF, "fleet:"+fl.ID)
	s.takeHits([]*Piece{fl}, s.Values(fl).Defense, "8.92")
	if !fl.Reduced || !inf.Reduced {
		t.Fatalf("fleet reduced %v, carried unit reduced %v", fl.Reduced, inf.Reduced)
	}
	s.takeHits([]*Piece{fl}, 5, "8.92")
	if fl.Status != Removed || inf.Status != Eliminated {
		t.Fatalf("fleet %v, carried unit %v", fl.Status, inf.Status)
	}
}

// TestR8_92_BlockadeFight: a fleet sailing out of a blockaded port fights
// the blockading fleet, with no search roll, round after round while both
// sides choose to; fought to the end, one side is gone, and a surviving
// mover reaches the sea.
func TestR8_92_BlockadeFight(t *testing.T) {
	outcomes := map[bool]bool{}
	for seed := uint64(1); seed <= 12; seed++ {
		s := atMovement(t, Red, 1)
		red := fleet(t, s, "red-fleet-baltic", "PETR")
		al := fleet(t, s, "all-fleet-baltic", "sea:baltic")
		al.Blockades = "PETR"
		s.Rand = dice.New(seed)
		var ev []Event
		ev = append(ev, mustApply(t, s, mv(Red, ps(red), "sea:baltic"))...)
		for s.Pending.Kind == DecideBlockade {
			if s.Pending.Faction != Red {
				t.Fatalf("seed %d: %s decides for an uncontrolled Allied fleet", seed, s.Pending.Faction)
			}
			ev = append(ev, mustApply(t, s, Action{Type: ActFightOn, Faction: Red, Yes: true})...)
		}
		if hasEvent(ev, EvSearch, "") || !hasEvent(ev, EvNavalCombat, "") {
			t.Fatalf("seed %d: a search roll or no naval combat: %v", seed, ev)
		}
		r, a := now(s, red), now(s, al)
		if (r.Status == OnMap) == (a.Status == OnMap) {
			t.Fatalf("seed %d: the fight ended with red %v, allied %v", seed, r.Status, a.Status)
		}
		if r.Status == OnMap && r.Where != "sea:baltic" {
			t.Fatalf("seed %d: the surviving Red fleet is in %s", seed, r.Where)
		}
		if err := s.CheckInvariants(); err != nil {
			t.Fatal(err)
		}
		outcomes[r.Status == OnMap] = true
	}
	if !outcomes[true] || !outcomes[false] {
		t.Fatalf("twelve fights, outcomes %v: want each side to win one", outcomes)
	}
}

// TestR8_92_BlockadeRetreats: after a round the moving side may turn back
// (a fleet sailing out stays in its port), and the blockading side may
// lift the blockade, letting the fleet through.
func TestR8_92_BlockadeRetreats(t *testing.T) {
	survive := func(r *dice.Rand) bool {
		// Both fleets miss in the first round: Red's 3 dice then the
		// Allies' 3 (the Allied Baltic fleet is a 3-2).
		for range 6 {
			if r.D6() == 6 {
				return false
			}
		}
		return true
	}
	s := atMovement(t, Red, 3)
	red := fleet(t, s, "red-fleet-baltic", "PETR")
	al := fleet(t, s, "all-fleet-baltic", "sea:baltic")
	al.Blockades, al.ControlledBy = "PETR", NorthAsian
	seedFor(t, s, survive)
	mustApply(t, s, mv(Red, ps(red), "sea:baltic"))
	if s.Pending.Kind != DecideBlockade || s.Pending.Faction != Red {
		t.Fatalf("pending %v after a round with both fleets left", s.Pending)
	}
	mustApply(t, s, Action{Type: ActFightOn, Faction: Red})
	if where(s, red) != "PETR" || s.Pending.Kind != DecideMove || s.Sortie != nil {
		t.Fatalf("after turning back: %s, pending %v", where(s, red), s.Pending)
	}
	// The blockader lifts the blockade: the Red fleet reaches the sea.
	s = atMovement(t, Red, 3)
	red = fleet(t, s, "red-fleet-baltic", "PETR")
	al = fleet(t, s, "all-fleet-baltic", "sea:baltic")
	al.Blockades, al.ControlledBy = "PETR", NorthAsian
	seedFor(t, s, survive)
	mustApply(t, s, mv(Red, ps(red), "sea:baltic"))
	mustApply(t, s, Action{Type: ActFightOn, Faction: Red, Yes: true})
	if s.Pending.Kind != DecideBlockade || s.Pending.Faction != NorthAsian {
		t.Fatalf("pending %v, want the blockader's choice", s.Pending)
	}
	mustApply(t, s, Action{Type: ActFightOn, Faction: NorthAsian})
	if where(s, red) != "sea:baltic" || now(s, al).Blockades != "" || s.Pending.Kind != DecideMove {
		t.Fatalf("after the blockade was lifted: %s, blockade %q, pending %v", where(s, red), now(s, al).Blockades, s.Pending)
	}
}

// TestR8_92_EnemyMaySearch: when a fleet puts to sea, or leaves it, where
// a major's fleet is at sea, that fleet's owner decides whether to search;
// declining lets the move go on, contact ends a move out of the sea.
func TestR8_92_EnemyMaySearch(t *testing.T) {
	s := atMovement(t, NorthAsian, 3)
	al := fleet(t, s, "all-fleet-baltic", "box:baltic_box")
	al.ControlledBy = NorthAsian
	fleet(t, s, "red-fleet-baltic", "sea:baltic")
	mustApply(t, s, mv(NorthAsian, ps(al), "sea:baltic"))
	if s.Pending.Kind != DecideSortie || s.Pending.Faction != Red {
		t.Fatalf("pending %v, want Red's search decision", s.Pending)
	}
	if !legalHas(s, Action{Type: ActEnemySearch, Faction: Red}) || !legalHas(s, Action{Type: ActEnemySearch, Faction: Red, Yes: true}) {
		t.Fatal("Legal lacks Red's choices")
	}
	refused(t, s, Action{Type: ActEndMovement, Faction: NorthAsian}, "4.0")
	seedFor(t, s, func(r *dice.Rand) bool { a, b := r.TwoD6(); return a+b >= 7 })
	ev := mustApply(t, s, Action{Type: ActEnemySearch, Faction: Red, Yes: true})
	if !hasEvent(ev, EvNavalCombat, "") || s.Pending.Kind != DecideMove || s.Pending.Faction != NorthAsian || s.Sortie != nil {
		t.Fatalf("after the search: pending %v, events %v", s.Pending, ev)
	}
	// Leaving the sea: Red declines and the fleet reaches Reval.
	s = atMovement(t, NorthAsian, 3)
	al = fleet(t, s, "all-fleet-baltic", "sea:baltic")
	al.ControlledBy = NorthAsian
	fleet(t, s, "red-fleet-baltic", "sea:baltic")
	mustApply(t, s, mv(NorthAsian, ps(al), "REVA"))
	if where(s, al) != "sea:baltic" || s.Pending.Kind != DecideSortie {
		t.Fatalf("the fleet is in %s before Red's decision (pending %v)", where(s, al), s.Pending)
	}
	mustApply(t, s, Action{Type: ActEnemySearch, Faction: Red})
	if where(s, al) != "REVA" {
		t.Fatalf("the fleet is in %s after Red declined, want REVA", where(s, al))
	}
}
