package rcw

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
