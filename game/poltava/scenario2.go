package poltava

import "tachanka/game/hex"

// The rules of Scenario 2 (S2.1, SR1-SR6).

// eligible: a unit that must stand in its army's order-de-bataille
// (SR1.2): Swedish infantry of Lewenhaupt's division, Russian infantry of
// Gn, Rp and Al, on the map and not detached.
func (s *State) eligible(u *Unit) bool {
	if u.Status != OnMap || u.Kind() != Infantry || u.Detached {
		return false
	}
	switch u.Division {
	case "Lewenhaupt", "Gn", "Rp", "Al":
		return true
	}
	return false
}

func doEnter(s *State, a Action) error                      { return refuse("S2.1", "not built yet") }
func doDetach(s *State, a Action) error                     { return refuse("SR1.6", "not built yet") }
func doRegarrison(s *State, a Action) error                 { return refuse("SR2.5", "not built yet") }
func doExchange(s *State, a Action) error                   { return refuse("SR5", "not built yet") }
func (s *State) stopInterrupted() error                     { return refuse("SR2.6", "not built yet") }
func (s *State) endMovement()                               {}
func (s *State) checkMovementEnd() error                    { return nil }
func (s *State) continueMove(u *Unit, path []hex.Hex) error { return refuse("SR2.6", "not built yet") }

// redoubtHit: a Swede checked on entering a garrisoned redoubt rolled a 6
// (SR2.6).
func (s *State) redoubtHit(u *Unit, from hex.Hex, mp int) error {
	return nil
}

// joinRoos sends u to the Roos column (SR4, SR2.6): a loss marker goes in
// its former division's rout box, and it is bound to the zone given.
func (s *State) joinRoos(u *Unit, bound Zone) {}

// startOfPhaseActions lists the Scenario 2 actions of the start of a
// Movement phase (SR5, SR1.6, SR2.5) and the entry (S2.1).
func (s *State) startOfPhaseActions() []Action { return nil }
