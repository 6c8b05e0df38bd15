package rcwbot

import (
	"tachanka/game/rcw"
)

// strongCombat is the strong level's Combat Phase: of every attack the
// engine lists, the one with the best expected gain of the seat's lead
// (expected.go), while one gains; never the Czar's or the Gold's escort
// below 3:1 (b.4). The SDT's quota and Attack Consideration are the
// table level's and do not bind it.
func (p *Player) strongCombat(s *rcw.State, seat string) rcw.Action {
	end := rcw.Action{Type: rcw.ActEndPhase, Player: seat}
	pRed := redChance(s)
	base := scores(s, pRed)
	var best rcw.Action
	bestGain, bestOwn, found := 0.0, 0.0, false
	for _, a := range s.Legal() {
		if a.Player != seat || (a.Type != rcw.ActAttack && a.Type != rcw.ActSubvert) {
			continue
		}
		if escorts(s, a) {
			if _, _, col, err := s.Odds(a); err != nil || col < 3 {
				continue
			}
		}
		g, own, ok := attackGain(s, seat, a, base, pRed)
		if !ok || g <= minGain {
			continue
		}
		if !found || g > bestGain || (g == bestGain && own > bestOwn) {
			best, bestGain, bestOwn, found = a, g, own, true
		}
	}
	if !found {
		return end
	}
	return best
}

// minGain is the least expected gain (VP) worth an attack's risk.
const minGain = 0.01

// escorts reports an attack by a stack holding the Czar or the Gold.
func escorts(s *rcw.State, a rcw.Action) bool {
	for _, id := range a.Stacks {
		if x := s.Stack(id); x != nil && holdsImperial(s, x) {
			return true
		}
	}
	return false
}

// strongVote agrees to end the game (14.1 condition 3, a Red victory)
// only when the seat would finish first by Red VP, alone or shared.
func (p *Player) strongVote(s *rcw.State, seat string) rcw.Action {
	mine, _ := s.VP(seat)
	for _, pl := range s.Players {
		if r, _ := s.VP(pl.Letter); pl.Letter != seat && !pl.Quit && r > mine {
			return rcw.Action{Type: rcw.ActRefuse, Player: seat}
		}
	}
	return rcw.Action{Type: rcw.ActAgree, Player: seat}
}
