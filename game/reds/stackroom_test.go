package reds

import (
	"testing"

	"tachanka/game/hex"
)

func TestR9_7_StackRoomShowsTheLeadersNineSP(t *testing.T) {
	p := newPos(t).unit("a", Red, 4, "1512").unit("b", Red, 4, "1511").
		unit("c", Red, 4, "1712").unit("w", White, 2, "2512")
	s := p.build(ChitWest, WestFront)
	if side, used, limit := s.StackRoom(hex.MustParse("1512")); side != Red || used != 4 || limit != 6 {
		t.Fatalf("without a leader: %v %d/%d, want red 4/6", side, used, limit)
	}
	if side, used, limit := s.StackRoom(hex.MustParse("2512")); side != White || used != 2 || limit != 6 {
		t.Fatalf("White stack: %v %d/%d, want white 2/6", side, used, limit)
	}
	if side, _, limit := s.StackRoom(hex.MustParse("1513")); side != NoSide || limit != 6 {
		t.Fatalf("empty hex: %v limit %d", side, limit)
	}
	// Kamenev (1) in the West front's box: one hex of the front may hold 9.
	s = p.with(func(s *State) { s.HighCommand[WestFront] = "kamenev" }).build(ChitWest, WestFront)
	apply(t, s, mv(Red, "1511 1512", "b"))
	if _, used, limit := s.StackRoom(hex.MustParse("1512")); used != 8 || limit != 9 {
		t.Fatalf("the leader's hex: %d/%d, want 8/9", used, limit)
	}
	// His one hex is used: another hex of the front stays at 6.
	if _, _, limit := s.StackRoom(hex.MustParse("1712")); limit != 6 {
		t.Fatalf("a second hex of the front: limit %d, want 6", limit)
	}
}
