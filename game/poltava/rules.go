package poltava

// Rules is Poltava 1709 for the platform (play.Rules): the engine, who
// must answer, what each seat sees, and the end.
type Rules struct{}

// Seat names (the registry's seats).
const (
	SeatSweden = "sweden"
	SeatRussia = "russia"
)

func (Rules) Clone(s *State) *State                     { return s.Clone() }
func (Rules) Start(s *State, seed uint64) []Event       { return Start(s, seed) }
func (Rules) Apply(s *State, a Action) ([]Event, error) { return Apply(s, a) }
func (Rules) Over(s *State) bool                        { return s.Over() }

// Final: an action that rolled a die cannot be taken back (the set-up
// roll, fire, melee, re-rolls, a move through a garrisoned redoubt).
func (Rules) Final(a Action, ev []Event) bool {
	if ev == nil {
		switch a.Type {
		case ActRoll, ActFire, ActAttack, ActReroll:
			return true
		}
		return false
	}
	for _, e := range ev {
		if len(e.Dice) > 0 {
			return true
		}
	}
	return false
}

// Waiting is the seat of the side the game waits for: Poltava has no
// simultaneous decisions.
func (Rules) Waiting(s *State) []string {
	switch s.Pending.Side {
	case Sweden:
		return []string{SeatSweden}
	case Russia:
		return []string{SeatRussia}
	}
	return nil
}

// View is what a seat may see: everything on the board is open in
// Poltava; only the generator's future rolls are hidden.
func (Rules) View(s *State, seat string) *State {
	v := s.Clone()
	v.Rand.State = 0
	return v
}

// SeatSide is the side of a seat.
func SeatSide(seat string) Side {
	switch seat {
	case SeatSweden:
		return Sweden
	case SeatRussia:
		return Russia
	}
	return NoSide
}
