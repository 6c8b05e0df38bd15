package rcw

import "testing"

// purgeRoll seeds the next 2d6 to give a result at a strength: want is
// the points, or 0 for "C".
func seedPurge(t *testing.T, s *State, strength, want int) {
	t.Helper()
	for roll := 2; roll <= 12; roll++ {
		n, c := s.data.Tables.PurgeResult(strength, roll)
		if (want == 0 && c) || (want > 0 && !c && n == want) {
			nextTwoD6(s, roll)
			return
		}
	}
	t.Fatalf("strength %d cannot give %d", strength, want)
}

// TestR11_0_Strength: Red LV on the map controlled plus PM; PM doubled
// in a counterpurge (11.0 Procedure 3, 11.24). White leaders and leaders
// off the map do not count.
func TestR11_0_Strength(t *testing.T) {
	s := inMovement(t, 3, "A")
	for i := range s.Pieces {
		if pc := &s.Pieces[i]; pc.Owner == "B" && s.Def(pc.ID).Kind == KindLeader {
			give(s, pc.ID, "C")
		}
	}
	form(s, "RYAZ", "B", 155, 160) // Voroshilov 2, Kamenev 1
	form(s, "KURS", "B", 265)      // Rodzyanko, White
	setMarkers(s, "B", 4, 0)
	if got := s.PurgeStrength("B", false); got != 7 {
		t.Errorf("purge strength %d, want 3 + 4", got)
	}
	if got := s.PurgeStrength("B", true); got != 11 {
		t.Errorf("counterpurge strength %d, want 3 + 2 x 4", got)
	}
}

// TestR11_1_CentralCommittee: a player holding 8 PM is a CC by himself
// (11.11) and may purge a non-member in anyone's Player-Turn; fewer
// may not; no one purges twice in a Game-Turn (11.13); one may not purge
// oneself.
func TestR11_1_CentralCommittee(t *testing.T) {
	s := inMovement(t, 3, "A")
	setMarkers(s, "B", 7, 0)
	refused(t, s, Action{Type: ActPurge, Player: "B", To: "C"}, "11.11")
	setMarkers(s, "B", 8, 0)
	refused(t, s, Action{Type: ActPurge, Player: "B", To: "B"}, "11.0")
	if !hasAction(s.Legal(), Action{Type: ActPurge, Player: "B", To: "C"}) {
		t.Fatal("Legal does not list B's purge of C")
	}
	seedPurge(t, s, s.PurgeStrength("B", false), 0)
	mustApply(t, s, Action{Type: ActPurge, Player: "B", To: "C"})
	if s.Pending != (Pending{Player: "C", Kind: DecideCounterpurge}) {
		t.Fatalf("C: %+v", s.Pending)
	}
	mustApply(t, s, Action{Type: ActPass, Player: "C"})
	if s.Pending != (Pending{Player: "A", Kind: DecideMove}) || s.Purge != nil {
		t.Fatalf("play should resume with A's move: %+v", s.Pending)
	}
	refused(t, s, Action{Type: ActPurge, Player: "B", To: "C"}, "11.13")
}

func hasAction(legal []Action, a Action) bool {
	for _, x := range legal {
		if x.String() == a.String() {
			return true
		}
	}
	return false
}

// TestR11_2_NumberResult: a result of 2 takes Red leaders of LV 2 at
// most, or a PM at 2 (11.21, 11.22), never a White leader (11.31); a
// leader taken goes with its attached units into a stack of its own
// under the purger's marker, the rest of its stack staying (11.21).
// While the purge is resolved, all other play stops (4.3).
func TestR11_2_NumberResult(t *testing.T) {
	s := inMovement(t, 3, "A")
	form(s, "RYAZ", "C", 155, 113, 160) // Voroshilov 2 with RU2, Kamenev 1
	form(s, "KURS", "C", 265)           // Rodzyanko, White
	setMarkers(s, "B", 8, 1)
	setMarkers(s, "C", 2, 0)
	seedPurge(t, s, s.PurgeStrength("B", false), 2)
	ev := mustApply(t, s, Action{Type: ActPurge, Player: "B", To: "C"})
	if e := hasEvent(ev, EvPurge); e == nil || s.Pending != (Pending{Player: "B", Kind: DecidePurgeTake}) {
		t.Fatalf("want B's take: %v %+v", ev, s.Pending)
	}
	refused(t, s, Action{Type: ActOffer, Player: "B", To: "A", Give: &Goods{AM: 1}}, "4.3")
	refused(t, s, Action{Type: ActAssassinate, Player: "A", Leader: 155, AM: 1}, "4.3")
	refused(t, s, Action{Type: ActTake, Player: "B", Units: []int{155, 160}}, "11.21")
	refused(t, s, Action{Type: ActTake, Player: "B", Units: []int{160}, PM: 1}, "11.21")
	refused(t, s, Action{Type: ActTake, Player: "B", Units: []int{265}}, "11.31")
	old := s.Piece(160).Stack
	mustApply(t, s, Action{Type: ActTake, Player: "B", Units: []int{155}})
	st := stackOf(s, 155)
	if st.ID == old || st.Player != "B" || st.Province != "RYAZ" || s.Piece(113).Owner != "B" || s.Piece(113).Stack != st.ID {
		t.Fatalf("Voroshilov and RU2 should form B's stack in RYAZ: %+v", *st)
	}
	if s.Piece(160).Stack != old || s.Stack(old).Player != "C" || s.Piece(160).Owner != "C" {
		t.Fatal("Kamenev should stay in C's stack")
	}
	if s.Pending != (Pending{Player: "A", Kind: DecideMove}) {
		t.Fatalf("play should resume: %+v", s.Pending)
	}
	// A PM instead, in the next Game-Turn's purge.
	s = inMovement(t, 3, "A")
	setMarkers(s, "B", 8, 0)
	setMarkers(s, "C", 2, 0)
	seedPurge(t, s, s.PurgeStrength("B", false), 2)
	mustApply(t, s, Action{Type: ActPurge, Player: "B", To: "C"})
	mustApply(t, s, Action{Type: ActTake, Player: "B", PM: 1})
	if s.Player("B").PM != 9 || s.Player("C").PM != 1 {
		t.Fatalf("B %d PM, C %d PM", s.Player("B").PM, s.Player("C").PM)
	}
}

// TestR11_2_Counterpurge: a "C" lets the purged player counterpurge with
// his PM doubled (11.24); a "C" in the counterpurge lets the other
// counterpurge in turn (11.26); a number result lets its maker take from
// the other (11.26 Ruling), the CC member included (11.14).
func TestR11_2_Counterpurge(t *testing.T) {
	s := inMovement(t, 3, "A")
	form(s, "RYAZ", "B", 160)      // Kamenev 1, B's
	form(s, "SARA", "C", 161, 113) // Markin 1, C's
	setMarkers(s, "B", 8, 0)
	setMarkers(s, "C", 2, 0)
	seedPurge(t, s, s.PurgeStrength("B", false), 0)
	mustApply(t, s, Action{Type: ActPurge, Player: "B", To: "C"})
	refused(t, s, Action{Type: ActCounterpurge, Player: "C", To: "A"}, "11.25")
	seedPurge(t, s, s.PurgeStrength("C", true), 0)
	ev := mustApply(t, s, Action{Type: ActCounterpurge, Player: "C"})
	if e := hasEvent(ev, EvPurge); e == nil || e.Rule != "11.24" || e.Player != "C" || e.To != "B" {
		t.Fatalf("C's counterpurge: %v", ev)
	}
	if s.Pending != (Pending{Player: "B", Kind: DecideCounterpurge}) {
		t.Fatalf("B may counterpurge in turn: %+v", s.Pending)
	}
	seedPurge(t, s, s.PurgeStrength("B", true), 0)
	mustApply(t, s, Action{Type: ActCounterpurge, Player: "B"})
	seedPurge(t, s, s.PurgeStrength("C", true), 1)
	mustApply(t, s, Action{Type: ActCounterpurge, Player: "C"})
	if s.Pending != (Pending{Player: "C", Kind: DecidePurgeTake}) {
		t.Fatalf("C takes: %+v", s.Pending)
	}
	mustApply(t, s, Action{Type: ActTake, Player: "C", Units: []int{160}})
	if s.Piece(160).Owner != "C" || stackOf(s, 160).Player != "C" {
		t.Fatal("Kamenev should be C's")
	}
	if s.Pending != (Pending{Player: "A", Kind: DecideMove}) || s.Purge != nil {
		t.Fatalf("play should resume: %+v", s.Pending)
	}
}

// TestR11_1_Committee: players who together hold 8 PM and all propose
// the same membership form the CC (11.11); a new member joins with every
// member's consent (11.1 Ruling); a member purges individually with his
// own strength, never a member (11.14); a member withdraws (11.12); the
// CC dissolves when its members hold fewer than 8 PM, by a withdrawal or
// a trade (11.1 Ruling).
func TestR11_1_Committee(t *testing.T) {
	s := inMovement(t, 4, "A")
	setMarkers(s, "D", 0, 0)
	setMarkers(s, "A", 5, 0)
	setMarkers(s, "B", 3, 0)
	setMarkers(s, "C", 4, 0)
	refused(t, s, Action{Type: ActCommittee, Player: "B", Letters: []string{"B", "D"}}, "11.11") // 3 PM
	mustApply(t, s, Action{Type: ActCommittee, Player: "A", Letters: []string{"A", "B"}})
	if len(s.CC) != 0 {
		t.Fatal("the CC needs B's acceptance too")
	}
	ev := mustApply(t, s, Action{Type: ActCommittee, Player: "B", Letters: []string{"B", "A"}})
	if e := hasEvent(ev, EvCommittee); e == nil || len(s.CC) != 2 || !s.InCC("A") || !s.InCC("B") {
		t.Fatalf("A and B should be the CC: %v", s.CC)
	}
	refused(t, s, Action{Type: ActCommittee, Player: "C", Letters: []string{"A", "C"}}, "11.11")
	refused(t, s, Action{Type: ActPurge, Player: "C", To: "D"}, "11.11")
	for _, l := range []string{"C", "A", "B"} {
		mustApply(t, s, Action{Type: ActCommittee, Player: l, Letters: []string{"A", "B", "C"}})
	}
	if len(s.CC) != 3 {
		t.Fatalf("C should have joined: %v", s.CC)
	}
	refused(t, s, Action{Type: ActPurge, Player: "B", To: "C"}, "11.14")
	seedPurge(t, s, s.PurgeStrength("B", false), 0)
	mustApply(t, s, Action{Type: ActPurge, Player: "B", To: "D"})
	mustApply(t, s, Action{Type: ActPass, Player: "D"})
	mustApply(t, s, Action{Type: ActLeave, Player: "C"})
	if len(s.CC) != 2 {
		t.Fatalf("C withdrew: %v", s.CC)
	}
	mustApply(t, s, Action{Type: ActOffer, Player: "B", To: "D", Give: &Goods{PM: 1}})
	mustApply(t, s, Action{Type: ActAccept, Player: "D", Offer: s.Offers[0].ID})
	if len(s.CC) != 0 {
		t.Fatalf("A and B hold 7 PM: the CC should be dissolved, not %v", s.CC)
	}
	refused(t, s, Action{Type: ActLeave, Player: "A"}, "11.12")
}

// TestR11_2_Collective: the CC purges together once every member agrees
// on the target and the division (11.0 Procedure 2); the 11.23 example:
// A, B and C share a result of 2 equally in alphabetical order; A and B
// each take one of D's LV 1 leaders, C nothing; A may not take nothing
// (a fuller division is possible, 11.23 Ruling). A member who purged this
// Game-Turn blocks a collective purge (11.13 Ruling); after a "C" the
// purged player counterpurges one member of his choice (11.24).
func TestR11_2_Collective(t *testing.T) {
	s := inMovement(t, 4, "A")
	for i := range s.Pieces {
		if pc := &s.Pieces[i]; pc.Owner == "D" && s.Def(pc.ID).Kind == KindLeader {
			give(s, pc.ID, "C")
		}
	}
	form(s, "RYAZ", "D", 160) // Kamenev 1
	form(s, "PSKO", "D", 162) // Muraviev 1
	setMarkers(s, "D", 0, 0)
	setMarkers(s, "A", 3, 0)
	setMarkers(s, "B", 3, 0)
	setMarkers(s, "C", 3, 0)
	setMarkers(s, "D", 2, 0)
	for _, l := range []string{"A", "B", "C"} {
		mustApply(t, s, Action{Type: ActCommittee, Player: l, Letters: []string{"A", "B", "C"}})
	}
	div := []string{"A", "B", "C"}
	strength := s.PurgeStrength("A", false) + s.PurgeStrength("B", false) + s.PurgeStrength("C", false)
	mustApply(t, s, Action{Type: ActPurge, Player: "A", To: "D", Letters: div})
	mustApply(t, s, Action{Type: ActPurge, Player: "B", To: "D", Letters: div})
	if s.Purge != nil {
		t.Fatal("the purge needs C's agreement too")
	}
	seedPurge(t, s, strength, 2)
	ev := mustApply(t, s, Action{Type: ActPurge, Player: "C", To: "D", Letters: div})
	if e := hasEvent(ev, EvPurge); e == nil || s.Pending != (Pending{Player: "A", Kind: DecidePurgeTake}) {
		t.Fatalf("A chooses first: %v %+v", ev, s.Pending)
	}
	refused(t, s, Action{Type: ActTake, Player: "A"}, "11.23")
	refused(t, s, Action{Type: ActTake, Player: "A", PM: 1}, "11.21") // 2 points; A has 1
	mustApply(t, s, Action{Type: ActTake, Player: "A", Units: []int{160}})
	if s.Pending != (Pending{Player: "B", Kind: DecidePurgeTake}) {
		t.Fatalf("B chooses next: %+v", s.Pending)
	}
	mustApply(t, s, Action{Type: ActTake, Player: "B", Units: []int{162}})
	if s.Piece(160).Owner != "A" || s.Piece(162).Owner != "B" || s.Purge != nil || s.Pending.Kind != DecideMove {
		t.Fatalf("A and B each take one: %+v", s.Pending)
	}
	refused(t, s, Action{Type: ActPurge, Player: "A", To: "D", Letters: div}, "11.13")

	// A "C": D counterpurges B, his choice.
	s = inMovement(t, 4, "A")
	setMarkers(s, "D", 0, 0)
	setMarkers(s, "A", 4, 0)
	setMarkers(s, "B", 4, 0)
	for _, l := range []string{"A", "B"} {
		mustApply(t, s, Action{Type: ActCommittee, Player: l, Letters: []string{"A", "B"}})
	}
	strength = s.PurgeStrength("A", false) + s.PurgeStrength("B", false)
	mustApply(t, s, Action{Type: ActPurge, Player: "B", To: "D", Letters: []string{"B"}})
	seedPurge(t, s, strength, 0)
	mustApply(t, s, Action{Type: ActPurge, Player: "A", To: "D", Letters: []string{"B"}})
	if s.Pending != (Pending{Player: "D", Kind: DecideCounterpurge}) {
		t.Fatalf("D may counterpurge: %+v", s.Pending)
	}
	refused(t, s, Action{Type: ActCounterpurge, Player: "D", To: "C"}, "11.24")
	ev = mustApply(t, s, Action{Type: ActCounterpurge, Player: "D", To: "B"})
	if e := hasEvent(ev, EvPurge); e == nil || e.Player != "D" || e.To != "B" || e.Rule != "11.24" {
		t.Fatalf("D's counterpurge of B: %v", ev)
	}
}

// TestR11_0_LegalAccepted: every purge decision Legal lists is accepted,
// along a collective purge's counterpurge chain (11.24-11.26).
func TestR11_0_LegalAccepted(t *testing.T) {
	s := inMovement(t, 4, "A")
	setMarkers(s, "D", 0, 0)
	setMarkers(s, "A", 4, 0)
	setMarkers(s, "B", 4, 0)
	for _, l := range []string{"A", "B"} {
		mustApply(t, s, Action{Type: ActCommittee, Player: l, Letters: []string{"A", "B"}})
	}
	strength := s.PurgeStrength("A", false) + s.PurgeStrength("B", false)
	mustApply(t, s, Action{Type: ActPurge, Player: "A", To: "D", Letters: []string{"A", "B"}})
	seedPurge(t, s, strength, 0)
	mustApply(t, s, Action{Type: ActPurge, Player: "B", To: "D", Letters: []string{"A", "B"}})
	for range 20 {
		if s.Purge == nil {
			return
		}
		legal := s.Legal()
		if len(legal) == 0 {
			t.Fatalf("nothing legal while %+v", s.Pending)
		}
		for _, a := range legal {
			if _, err := Apply(s.Clone(), a); err != nil {
				t.Fatalf("legal %v refused: %v", a, err)
			}
		}
		mustApply(t, s, legal[0])
	}
}

// TestR11_2_SampleGamePurge: the sample game's purge (DATA.md g.4): A
// (3 PM) and E (5 PM) form the CC and purge B together, the points to A,
// E, A; a result of 3 gives A two points and E one: A takes Tukhachevsky
// (LV 2) with RU8 NOVG, splitting B's stack in RYAZ, and E takes Muraviev
// (LV 1) with RU4 PSKO.
func TestR11_2_SampleGamePurge(t *testing.T) {
	s := inMovement(t, 5, "A")
	ryaz := form(s, "RYAZ", "B", 154, 102, 155, 109) // Tukhachevsky + RU8 NOVG, Voroshilov + RU6 KURS
	s.Piece(109).Under = 155
	s.normalise(s.Stack(ryaz))
	form(s, "PSKO", "B", 162, 103) // Muraviev + RU4 PSKO
	for _, l := range Letters(5) {
		setMarkers(s, l, 0, s.Player(l).AM)
	}
	for l, pm := range map[string]int{"A": 3, "E": 5, "B": 3, "C": 2, "D": 2} {
		setMarkers(s, l, pm, s.Player(l).AM)
	}
	for _, l := range []string{"A", "E"} {
		mustApply(t, s, Action{Type: ActCommittee, Player: l, Letters: []string{"A", "E"}})
	}
	strength := s.PurgeStrength("A", false) + s.PurgeStrength("E", false)
	div := []string{"A", "E"}
	mustApply(t, s, Action{Type: ActPurge, Player: "A", To: "B", Letters: div})
	seedPurge(t, s, strength, 3)
	mustApply(t, s, Action{Type: ActPurge, Player: "E", To: "B", Letters: div})
	if s.Purge == nil || s.Purge.Alloc["A"] != 2 || s.Purge.Alloc["E"] != 1 {
		t.Fatalf("3 points by A, E, A: %+v", s.Purge)
	}
	mustApply(t, s, Action{Type: ActTake, Player: "A", Units: []int{154}})
	mustApply(t, s, Action{Type: ActTake, Player: "E", Units: []int{162}})
	a, e := stackOf(s, 154), stackOf(s, 162)
	if a.Player != "A" || a.Province != "RYAZ" || s.Piece(102).Stack != a.ID || s.Piece(102).Owner != "A" {
		t.Fatalf("Tukhachevsky and RU8 should be A's in RYAZ: %+v", *a)
	}
	if s.Piece(155).Stack != ryaz || s.Stack(ryaz).Player != "B" {
		t.Fatal("Voroshilov should stay in B's stack in RYAZ")
	}
	if e.Player != "E" || e.Province != "PSKO" || s.Piece(103).Owner != "E" {
		t.Fatalf("Muraviev and RU4 should be E's in PSKO: %+v", *e)
	}
}
