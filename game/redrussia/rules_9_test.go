package redrussia

import "testing"

// TestR9_6_FortificationRestored: an area worn down by siege hits has
// its fortification restored at once when it changes hands (here by a
// coup de main, which counts as a successful siege), and when a siege is
// raised because no besieging unit is left at the end of the siege step.
func TestR9_6_FortificationRestored(t *testing.T) {
	s, _ := rulesCoupKit(t, Red, "UFA", South)
	if s.Area("UFA").Siege == 0 {
		t.Fatal("the kit wears Ufa down")
	}
	target(t, s, Action{Where: "UFA"})
	if a := s.Area("UFA"); a.Control != Red || a.Siege != 0 || a.SiegeBy != NoFaction {
		t.Fatalf("Ufa after changing hands: %+v", *a)
	}
	s = siegeKit(t, Red, 96)
	ar := s.Area("SIMB")
	ar.Control, ar.Siege, ar.SiegeBy = Siberian, 2, Red
	putID(t, s, "sib-inf-3-2#1", "KAZA")
	mustApply(t, s, Action{Type: ActEndSiege, Faction: Red})
	if a := s.Area("SIMB"); a.Siege != 0 || a.SiegeBy != NoFaction || a.Control != Siberian {
		t.Fatalf("Simbirsk with no besieger left: %+v", *a)
	}
}
