package rcw

// Odds is what an attack or subversive attack would be, without rolling:
// the attack's and the defence's strengths as the CRT reads them (doubled
// by Subversive Attacks Doubled, 12.12) and the CRT column (8.5). It
// refuses what Apply would refuse in checking the attack, so a client
// shows the odds of exactly the attacks the rules allow.
func (s *State) Odds(a Action) (attack, defence, column int, err error) {
	at, err := s.checkAttack(a, a.Type == ActSubvert)
	if err != nil {
		return 0, 0, 0, err
	}
	return at.a, at.d, at.col, nil
}

// Chances are the chance of each CRT result on a column over the six
// faces of the die (8.4, 8.5); in a subversive attack only De counts
// (8.33), the rest being no effect ("").
func (t *Tables) Chances(column int, subversive bool) map[Result]float64 {
	out := map[Result]float64{}
	for die := 1; die <= 6; die++ {
		r := t.Combat(column, die)
		if subversive && r != De {
			r = ""
		}
		out[r] += 1.0 / 6
	}
	return out
}
