package reds

import "tachanka/game/hex"

// StackRoom is the stacking picture of a hex for the client's overlay: the
// side whose units stand there, the SP that count for stacking (special
// units do not, 9.3) and the limit that applies to them now: 6 SP, or 9 in
// a hex of a front whose leader still allows one more such hex (9.1, 9.7).
// An empty hex has no side and the basic limit.
func (s *State) StackRoom(h hex.Hex) (side Side, used, limit int) {
	c := s.Data.Board.Index(h)
	if c < 0 {
		return NoSide, 0, 0
	}
	here := s.unitsAt(c)
	red, white := s.stackSP(here)
	switch {
	case red > 0:
		side, used = Red, red
	case white > 0:
		side, used = White, white
	default:
		return NoSide, 0, StackLimit
	}
	limit = StackLimit
	if side == Red && s.leaderAllows(c, here) {
		limit = LeaderStackLimit
	}
	return side, used, limit
}
