package reds

// Rules is REDS! for the platform's match (play.Rules): two seats, red and
// white, one of which answers each decision.
type Rules struct{ engine }

// Waiting is the seat of the side the pending decision waits on.
func (Rules) Waiting(s *State) []string {
	if s.Step == StepGameOver || s.Pending.Side == NoSide {
		return nil
	}
	return []string{s.Pending.Side.String()}
}

// View is the view of the seat's side (View).
func (Rules) View(s *State, seat string) *State { return s.View(SeatSide(seat)) }

// Over reports the end of the game.
func (Rules) Over(s *State) bool { return s.Step == StepGameOver }

// SeatSide is the side a seat plays: red or white.
func SeatSide(seat string) Side {
	for i, n := range sideNames {
		if n == seat {
			return Side(i)
		}
	}
	return NoSide
}
