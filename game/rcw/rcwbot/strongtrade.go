package rcwbot

import (
	"slices"

	"tachanka/game/rcw"
)

// tradeChange is what a trade does to the players' VP (14.4): leaders
// score their LV in their colour once on the map (in the session they
// are in hand, and all will be deployed, 15.5), PM 2 Red VP each, AM
// nothing.
func tradeChange(s *rcw.State, o rcw.Offer) *change {
	c := newChange()
	move := func(from, to string, g rcw.Goods) {
		for _, id := range g.Leaders {
			lv := float64(s.Def(id).Leader.LV)
			if s.Def(id).Leader.Colour == rcw.Red {
				c.add(from, -lv, 0)
				c.add(to, lv, 0)
			} else {
				c.add(from, 0, -lv)
				c.add(to, 0, lv)
			}
		}
		c.add(from, -2*float64(g.PM), 0)
		c.add(to, 2*float64(g.PM), 0)
	}
	move(o.From, o.To, o.Give)
	move(o.To, o.From, o.Get)
	return c
}

// hand are a player's leaders in hand (the trading session).
func hand(s *rcw.State, letter string) []int {
	var out []int
	for _, pc := range s.Pieces {
		if pc.Status == rcw.InHand && pc.Owner == letter && s.Def(pc.ID).Kind == rcw.KindLeader {
			out = append(out, pc.ID)
		}
	}
	return out
}

// strongTrade is the strong seat's trading session (15.33). For each
// other player it searches the offers (leaders of both hands, the other
// player's PM) for the one of the greatest expected gain of its lead
// that the other player would accept, as the measure models him: by
// b.10's published rule (a computer seat's answer). It makes the best
// offer, one at a time, to players who have not declined
// strongMaxDeclines of its offers; while its offer waits for the addressee's answer
// it has nothing to do (the game waits for the addressee, rcw.Waiting);
// when no offer gains it is done.
func (p *Player) strongTrade(s *rcw.State, seat string) (rcw.Action, bool) {
	for _, o := range s.Offers {
		if o.From == seat {
			return rcw.Action{}, false
		}
	}
	e := newEval(s, seat)
	var best rcw.Action
	bestGain := minGain
	for _, l := range e.who {
		if l == seat || p.declined[seat][l] >= strongMaxDeclines {
			continue
		}
		o, g := p.bestOffer(s, seat, l, e)
		if g > bestGain {
			a := rcw.Action{Type: rcw.ActOffer, Player: seat, To: l, Give: &o.Give, Get: &o.Get}
			if accepted(s, a) {
				best, bestGain = a, g
			}
		}
	}
	if best.Type == rcw.ActOffer {
		return best, true
	}
	return rcw.Action{Type: rcw.ActDone, Player: seat}, true
}

// strongMaxDeclines is how many of its offers a player may decline
// before the strong seat makes him no more (its model of him is wrong).
const strongMaxDeclines = 2

// bestOffer is a hill climb over the offers to one player: from nothing,
// the best change of one or two items (a leader given or asked for, one
// PM more or less asked for) that the model accepts and that raises the
// expected lead, until none does.
func (p *Player) bestOffer(s *rcw.State, seat, to string, e *eval) (rcw.Offer, float64) {
	mine, theirs := hand(s, seat), hand(s, to)
	items := append(slices.Clone(mine), theirs...)
	pmMax := s.Player(to).PM
	type offer struct {
		in []bool
		pm int
	}
	build := func(x offer) rcw.Offer {
		o := rcw.Offer{From: seat, To: to}
		for i, id := range items {
			if !x.in[i] {
				continue
			}
			if i < len(mine) {
				o.Give.Leaders = append(o.Give.Leaders, id)
			} else {
				o.Get.Leaders = append(o.Get.Leaders, id)
			}
		}
		o.Get.PM = x.pm
		return o
	}
	value := func(x offer) (float64, bool) {
		o := build(x)
		if len(o.Give.Leaders) == 0 && len(o.Get.Leaders) == 0 && o.Get.PM == 0 {
			return 0, true
		}
		if !p.wantsOffer(s, to, o) {
			return 0, false
		}
		return e.gain(tradeChange(s, o)), true
	}
	cur := offer{in: make([]bool, len(items))}
	curV := 0.0
	for range 40 {
		var next offer
		nextV, found := curV+1e-9, false
		try := func(x offer) {
			if v, ok := value(x); ok && v > nextV {
				next, nextV, found = x, v, true
			}
		}
		for i := range items {
			x := offer{in: slices.Clone(cur.in), pm: cur.pm}
			x.in[i] = !x.in[i]
			try(x)
			for j := i + 1; j < len(items); j++ {
				y := offer{in: slices.Clone(x.in), pm: cur.pm}
				y.in[j] = !y.in[j]
				try(y)
			}
		}
		for _, d := range []int{1, -1} {
			if pm := cur.pm + d; pm >= 0 && pm <= pmMax {
				try(offer{in: cur.in, pm: pm})
			}
		}
		if !found {
			break
		}
		cur, curV = next, nextV
	}
	return build(cur), curV
}
