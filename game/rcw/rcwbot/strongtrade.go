package rcwbot

import (
	"slices"

	"tachanka/game/rcw"
)

// tradeRed is the chance of a Red victory the strong level trades by:
// its measure of the map is empty before deployment, and Red wins most
// games between table-driven players (STRENGTH.md).
const tradeRed = 0.85

// strongTrade is the strong level's trading session (15.33): it offers
// up to maxGive of its White leaders for up to maxGet of another
// player's Red leaders and his PM when the LV and PM, weighed by the
// chance of each colour's victory, favour it and the other player's own
// rule would accept (b.10, wantsOffer), the best offer first; then it is
// done. While an offer of its own
// waits for an answer it waits too (false).
func (p *Player) strongTrade(s *rcw.State, seat string) (rcw.Action, bool) {
	for _, o := range s.Offers {
		if o.From == seat {
			return rcw.Action{}, false
		}
	}
	hand := func(letter string, c rcw.Colour) []int {
		var out []int
		for _, pc := range s.Pieces {
			if d := s.Def(pc.ID); pc.Status == rcw.InHand && pc.Owner == letter && d.Kind == rcw.KindLeader && d.Leader.Colour == c {
				out = append(out, pc.ID)
			}
		}
		return out
	}
	var best rcw.Action
	bestGain := 0.0
	gives := subsets(hand(seat, rcw.White), maxGive)
	for _, give := range gives {
		lv := 0
		for _, w := range give {
			lv += s.Strength(w)
		}
		for _, pl := range s.Players {
			if pl.Letter == seat || pl.Quit || pl.Done {
				continue
			}
			for _, reds := range subsets(hand(pl.Letter, rcw.Red), maxGet) {
				get := rcw.Goods{Leaders: reds}
				gain := -(1 - tradeRed) * float64(lv)
				for _, r := range reds {
					gain += tradeRed * float64(s.Strength(r))
				}
				if pl.PM > 0 {
					// The other player's rule weighs leaders only: ask
					// his PM too (2 Red VP each, 14.41).
					get.PM = pl.PM
					gain += tradeRed * float64(2*pl.PM)
				}
				o := rcw.Offer{From: seat, To: pl.Letter, Give: rcw.Goods{Leaders: give}, Get: get}
				if gain <= bestGain || !p.wantsOffer(s, pl.Letter, o) {
					continue
				}
				a := rcw.Action{Type: rcw.ActOffer, Player: seat, To: pl.Letter, Give: &o.Give, Get: &o.Get}
				if accepted(s, a) {
					best, bestGain = a, gain
				}
			}
		}
	}
	if bestGain > 0 {
		return best, true
	}
	return rcw.Action{Type: rcw.ActDone, Player: seat}, true
}

// The most leaders one offer gives and asks for (the offers are tried
// exhaustively: a hand holds a handful of leaders).
const maxGive, maxGet = 6, 4

// subsets are the non-empty subsets of ids of at most n of them.
func subsets(ids []int, n int) [][]int {
	var out [][]int
	var walk func(from int, cur []int)
	walk = func(from int, cur []int) {
		if len(cur) > 0 {
			out = append(out, slices.Clone(cur))
		}
		if len(cur) == n {
			return
		}
		for i := from; i < len(ids); i++ {
			walk(i+1, append(cur, ids[i]))
		}
	}
	walk(0, nil)
	return out
}
