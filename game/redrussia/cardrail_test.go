package redrussia

import (
	"testing"
)

// TestCard_RedCavalryArmy: Red's cavalry stacks gain 1 MP for the action
// phase; a stack with infantry does not (cardrail.go).
func TestCard_RedCavalryArmy(t *testing.T) {
	s := atW1(t, Red, 5, func(s *State) { give(t, s, Red, "Red Cavalry Army") })
	cav := put(t, s, Red, CAV, "MOSC")
	inf := put(t, s, Red, INF, "MOSC")
	priorityTo(t, s, Red)
	before, _ := s.makeStack(Red, []string{cav.ID}, false)
	playCard(t, s, Red, cardID(t, s, "Red Cavalry Army"))
	after, _ := s.makeStack(Red, []string{cav.ID}, false)
	if after.mp != before.mp+2 {
		t.Fatalf("cavalry MP %d half, was %d", after.mp, before.mp)
	}
	if st, _ := s.makeStack(Red, []string{inf.ID}, false); st.mp != 2 {
		t.Fatalf("infantry MP %d half", st.mp)
	}
}

// TestCard_TransSiberianRailway: three rail moves within Siberia only.
func TestCard_TransSiberianRailway(t *testing.T) {
	s := atW1(t, Siberian, 5, func(s *State) { give(t, s, Siberian, "Trans-Siberian Railway") })
	s.F(Siberian).RailLeft = 0
	from := ""
	for _, c := range s.data.Map.AreasIn(Siberia) {
		if s.Area(c).Control == Siberian {
			from = c
			break
		}
	}
	u := put(t, s, Siberian, INF, from)
	priorityTo(t, s, Siberian)
	playCard(t, s, Siberian, cardID(t, s, "Trans-Siberian Railway"))
	passWindows(t, s)
	if s.F(Siberian).RailLocal != 3 || s.F(Siberian).RailLocalIn != Siberia {
		t.Fatalf("local rail %d in %q", s.F(Siberian).RailLocal, s.F(Siberian).RailLocalIn)
	}
	var to []string
	for dest, path := range s.Reach([]string{u.ID}, true) {
		if s.allIn(Siberia, path) && dest != from {
			to = path
			break
		}
	}
	if to == nil {
		t.Skip("no rail move within Siberia from " + from)
	}
	a := mv(Siberian, ps(u), to...)
	a.Rail = true
	mustApply(t, s, a)
	if s.F(Siberian).RailLocal != 2 {
		t.Fatalf("local rail %d after a move", s.F(Siberian).RailLocal)
	}
	if err := s.spendRail(Siberian, 1, "MOSC", []string{"TVER"}); err == nil {
		t.Fatal("a rail move outside Siberia paid from the Siberian moves")
	}
}

// TestCard_TrotskysTrainIntoEnemy: without the card a rail move may not
// enter enemy units; with it Trotsky's stack may, and stops there.
func TestCard_TrotskysTrainIntoEnemy(t *testing.T) {
	s := atW1(t, Red, 5, func(s *State) { give(t, s, Red, "Trotsky's Train") })
	tr := putLeader(t, s, "trotsky", "MOSC")
	u := put(t, s, Red, INF, "MOSC")
	s.Area("TVER").Control = Red
	put(t, s, South, INF, "TVER")
	priorityTo(t, s, Red)
	if _, ok := s.Reach([]string{tr.ID, u.ID}, true)["TVER"]; ok {
		t.Fatal("a rail move into enemies before the card")
	}
	playCard(t, s, Red, cardID(t, s, "Trotsky's Train"))
	passWindows(t, s)
	if _, ok := s.Reach([]string{tr.ID, u.ID}, true)["TVER"]; !ok {
		t.Fatal("Trotsky's stack may not end its rail move among enemies")
	}
	a := mv(Red, ps(tr, u), "TVER")
	a.Rail = true
	mustApply(t, s, a)
	if where(s, u) != "TVER" {
		t.Fatalf("the unit is in %s", where(s, u))
	}
}

// TestR14_2_NoCardWhileResolving: while a card's effect asks for its
// target no card may be played (14.2(c) Ruling).
func TestR14_2_NoCardWhileResolving(t *testing.T) {
	var other int
	s := atPolitical(t, 5, South, func(s *State) {
		give(t, s, South, "Green Armies")
		other = give(t, s, Red, "Red Terror")
	})
	playCard(t, s, South, cardID(t, s, "Green Armies"))
	refused(t, s, Action{Type: ActPlayCard, Faction: Red, N: other}, "4.0")
}
