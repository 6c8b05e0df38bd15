package redrussia

import "tachanka/game/jsonfile"

// RollRange is the band of modified rolls a table row answers, both ends
// included. The first row's From is the lowest roll the modifiers allow
// and the last row's To the highest, so "≤ 0" and "≥ 7" are written as the
// bands they really are and a change of modifiers that leaves a roll
// unanswered is caught at load (o.1).
type RollRange struct {
	From int `json:"from"`
	To   int `json:"to"`
}

// Has reports whether roll is in the band.
func (r RollRange) Has(roll int) bool { return roll >= r.From && roll <= r.To }

// coverRange checks that bands, in order, cover lo..hi exactly once: no
// gap, no overlap, nothing outside.
func coverRange(path string, bands []RollRange, lo, hi int) error {
	if len(bands) == 0 {
		return jsonfile.Errorf(path, "the table is empty; it must answer every roll from %d to %d", lo, hi)
	}
	next := lo
	for i, b := range bands {
		p := jsonfile.Index(path, i)
		if b.From > b.To {
			return jsonfile.Errorf(p, "from %d is above to %d", b.From, b.To)
		}
		switch {
		case b.From > next:
			return jsonfile.Errorf(p, "a gap: no row answers %d to %d", next, b.From-1)
		case b.From < next && i == 0:
			return jsonfile.Errorf(p, "begins at %d, but no roll can be below %d", b.From, lo)
		case b.From < next:
			return jsonfile.Errorf(p, "overlaps the row before at %d", b.From)
		}
		next = b.To + 1
	}
	if next-1 < hi {
		return jsonfile.Errorf(path, "a gap: no row answers %d to %d", next, hi)
	}
	if next-1 > hi {
		return jsonfile.Errorf(path, "ends at %d, but no roll can be above %d", next-1, hi)
	}
	return nil
}

// rowOf is the index of the band holding roll, clamped to the ends.
func rowOf(bands []RollRange, roll int) int {
	for i, b := range bands {
		if b.Has(roll) {
			return i
		}
	}
	if roll < bands[0].From {
		return 0
	}
	return len(bands) - 1
}
