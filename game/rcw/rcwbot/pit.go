package rcwbot

import "tachanka/game/rcw"

// Class is a player's political class on the PIT (b.1).
type Class uint8

const (
	Undecided Class = iota
	RedClass
	WhiteClass
)

func (c Class) String() string { return [...]string{"undecided", "red", "white"}[c] }

// PCM is a player's political control marker (b.1): the LV of the Red
// leaders he controls less that of his White leaders, on the map (in hand
// during the trading session).
func PCM(s *rcw.State, letter string) int {
	red, white := leaderLV(s, letter)
	return red - white
}

// leaderLV totals a player's Red and White leaders' LV (b.1).
func leaderLV(s *rcw.State, letter string) (red, white int) {
	for _, pc := range s.Pieces {
		d := s.Def(pc.ID)
		if d.Kind != rcw.KindLeader || pc.Owner != letter || (pc.Status != rcw.OnMap && pc.Status != rcw.InHand) {
			continue
		}
		if d.Leader.Colour == rcw.Red {
			red += d.Leader.LV
		} else {
			white += d.Leader.LV
		}
	}
	return red, white
}

// ClassOf classifies a player by his PCM and the Game-Turn (b.1): White
// at 0 or less; Red from 6 in Game-Turn 1 down to 1 from Game-Turn 6 on;
// Undecided between.
func ClassOf(s *rcw.State, letter string) Class {
	if s.Solo != nil {
		// The solitaire's sides (18.0): Player A is Red, B non-Red.
		if letter == rcw.SoloRed {
			return RedClass
		}
		return WhiteClass
	}
	return classify(PCM(s, letter), s.Turn)
}

func classify(pcm, turn int) Class {
	redFrom := 7 - max(turn, 1) // 6, 5, 4, 3, 2, then 1
	if redFrom < 1 {
		redFrom = 1
	}
	switch {
	case pcm <= 0:
		return WhiteClass
	case pcm >= redFrom:
		return RedClass
	}
	return Undecided
}
