package redrussia

import "testing"

// TestR12_3_CoupDeMainLiberates: Red taking Gulai Polye, the Anarchists'
// home area, from the South by a coup de main may instead give it back to
// the Anarchists (12.3 Ruling: the winner of such a siege chooses; the
// card counts as a successful siege, DATA.md card 9).
func TestR12_3_CoupDeMainLiberates(t *testing.T) {
	s, _ := coupKit(t, Red, "GULA", South)
	target(t, s, Action{Where: "GULA"})
	if s.Pending.Kind != DecideCardTarget || s.Area("GULA").Control != South {
		t.Fatalf("no choice: pending %v, control %s", s.Pending, s.Area("GULA").Control)
	}
	target(t, s, Action{Where: "GULA"})
	if c := s.Area("GULA").Control; c != Anarchist {
		t.Fatalf("Gulai Polye controlled by %s, want the Anarchists", c)
	}
	if err := s.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}
