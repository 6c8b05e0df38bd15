package rcwbot

import (
	"slices"

	"tachanka/game/rcw"
)

// politics are the seat's answers at any checkpoint (b.10): offers
// addressed to it, CC proposals naming it, collective purge agreements
// of its CC, consents to an execution order.
func (p *Player) politics(s *rcw.State, seat string) (rcw.Action, bool) {
	if s.Purge != nil {
		return rcw.Action{}, false // all other play stops (4.3)
	}
	for _, o := range s.Offers {
		if o.To != seat {
			continue
		}
		a := rcw.Action{Type: rcw.ActDecline, Player: seat, Offer: o.ID}
		if p.wantsOffer(s, seat, o) {
			if acc := (rcw.Action{Type: rcw.ActAccept, Player: seat, Offer: o.ID}); accepted(s, acc) {
				a = acc
			}
		}
		return a, true
	}
	if p.pct == nil {
		return rcw.Action{}, false
	}
	if a, ok := p.committeeAnswer(s, seat); ok {
		return a, true
	}
	if a, ok := p.purgeAgreement(s, seat); ok {
		return a, true
	}
	if a, ok := p.followPurge(s, seat); ok {
		return a, true
	}
	if a, ok := p.consent(s, seat); ok {
		return a, true
	}
	return rcw.Action{}, false
}

// followPurge: the phasing member of the seat's CC purged alone this
// Player-Turn, so the CC purges individually (b.7 step 5): the seat
// purges its most unfriendly non-member.
func (p *Player) followPurge(s *rcw.State, seat string) (rcw.Action, bool) {
	ph := s.Phasing()
	if ph == "" || ph == seat || !s.InCC(seat) || !s.InCC(ph) || containsLetter(s.Purgers, seat) {
		return rcw.Action{}, false
	}
	if n := p.notes[ph]; n == nil || n.Key != turnKey(s) || !n.PurgedAlone {
		return rcw.Action{}, false
	}
	target := ""
	for _, l := range p.byFriendliness(s, seat, "follow") {
		if !s.InCC(l) {
			target = l
		}
	}
	a := rcw.Action{Type: rcw.ActPurge, Player: seat, To: target}
	if target != "" && accepted(s, a) {
		return a, true
	}
	return rcw.Action{}, false
}

// wantsOffer: in play, a gift only (the bot gives nothing); in the
// trading session, a trade that gives up neither Lenin nor Trotsky and
// lowers neither the bot's total LV nor its |PCM| (b.10).
func (p *Player) wantsOffer(s *rcw.State, seat string, o rcw.Offer) bool {
	if s.Phase != rcw.PhaseTrading {
		return len(o.Get.Leaders) == 0 && o.Get.PM == 0 && o.Get.AM == 0
	}
	if slices.Contains(o.Get.Leaders, rcw.Lenin) || slices.Contains(o.Get.Leaders, rcw.Trotsky) {
		return false
	}
	r, w := leaderLV(s, seat)
	nr, nw := r, w
	for _, id := range o.Get.Leaders {
		if d := s.Def(id).Leader; d.Colour == rcw.Red {
			nr -= d.LV
		} else {
			nw -= d.LV
		}
	}
	for _, id := range o.Give.Leaders {
		if d := s.Def(id).Leader; d.Colour == rcw.Red {
			nr += d.LV
		} else {
			nw += d.LV
		}
	}
	abs := func(x int) int { return max(x, -x) }
	return nr+nw >= r+w && abs(nr-nw) >= abs(r-w)
}

// committeeAnswer answers a CC proposal naming the seat (b.10): 1d6 at
// least v(bot, inviter) joins by proposing the same membership.
func (p *Player) committeeAnswer(s *rcw.State, seat string) (rcw.Action, bool) {
	for _, pl := range s.Players {
		set, ok := s.Bids[pl.Letter]
		if pl.Letter == seat || !ok || !slices.Contains(set, seat) || slices.Equal(s.Bids[seat], set) || p.hasProposed(s, seat, set) {
			continue
		}
		if p.roll(s, seat, "invite-"+pl.Letter, len(set), 6) < p.pct.Get(seat, pl.Letter) {
			continue
		}
		a := rcw.Action{Type: rcw.ActCommittee, Player: seat, Letters: slices.Clone(set)}
		if accepted(s, a) {
			p.remember(s, seat, set)
			return a, true
		}
	}
	return rcw.Action{}, false
}

// purgeAgreement answers a collective purge proposed in the seat's CC
// (b.10): agree when its share of the first four points under the
// proposed list is at least its equal share rounded down, else propose
// "phasing player first, then alphabetical".
func (p *Player) purgeAgreement(s *rcw.State, seat string) (rcw.Action, bool) {
	if !s.InCC(seat) || len(s.PurgeBids) == 0 {
		return rcw.Action{}, false
	}
	if _, has := s.PurgeBids[seat]; has {
		return rcw.Action{}, false // one answer: the seat keeps to it
	}
	// The phasing player's proposal first, then the others' in CC order.
	order := append([]string{s.Phasing()}, s.CC...)
	for _, m := range order {
		b, ok := s.PurgeBids[m]
		if m == seat || !ok {
			continue
		}
		share := 0
		for i := range 4 {
			if len(b.Division) > 0 && b.Division[i%len(b.Division)] == seat {
				share++
			}
		}
		list := b.Division
		if share < 4/len(s.CC) {
			list = divisionList(s, s.Phasing())
		}
		a := rcw.Action{Type: rcw.ActPurge, Player: seat, To: b.To, Letters: slices.Clone(list)}
		if accepted(s, a) {
			return a, true
		}
	}
	return rcw.Action{}, false
}

// consent to an execution order for the Czar (b.10): a Red-class bot
// consents (not on Game-Turn 1), a White-class bot never, an Undecided
// bot on 1d6 = 4-6.
func (p *Player) consent(s *rcw.State, seat string) (rcw.Action, bool) {
	czar := s.Piece(rcw.Czar)
	if n := p.notes[seat]; n != nil && n.Key == turnKey(s) && n.Consented {
		return rcw.Action{}, false // once a Player-Turn (see turnNote)
	}
	if len(s.CC) == 0 || s.Execution != nil || slices.Contains(s.Consents, seat) || czar == nil ||
		czar.Status != rcw.OnMap || czar.Under == 0 || s.Def(czar.Under).Leader.Colour != rcw.Red {
		return rcw.Action{}, false
	}
	ok := false
	switch ClassOf(s, seat) {
	case RedClass:
		ok = s.Turn > 1
	case Undecided:
		ok = p.d6(s, seat, "consent") >= 4
	}
	a := rcw.Action{Type: rcw.ActExecute, Player: seat}
	if ok && accepted(s, a) {
		return a, true
	}
	return rcw.Action{}, false
}

// executionAnswer: the bot holding the Czar under a Red leader complies
// if Red-class, refuses if White-class, complies on 1d6 = 1-3 if
// Undecided (b.10).
func (p *Player) executionAnswer(s *rcw.State, seat string) rcw.Action {
	comply := false
	switch ClassOf(s, seat) {
	case RedClass:
		comply = true
	case Undecided:
		comply = p.roll(s, seat, "execute", s.Actions, 6) <= 3
	}
	if comply {
		return rcw.Action{Type: rcw.ActAgree, Player: seat}
	}
	return rcw.Action{Type: rcw.ActRefuse, Player: seat}
}

// vote on the condition 3 question (b.10): agree if the bot's Red VP
// exceed its White VP.
func (p *Player) vote(s *rcw.State, seat string) rcw.Action {
	red, white := s.VP(seat)
	if red > white {
		return rcw.Action{Type: rcw.ActAgree, Player: seat}
	}
	return rcw.Action{Type: rcw.ActRefuse, Player: seat}
}

// capture: always when able (b.10).
func (p *Player) capture(s *rcw.State, seat string) rcw.Action {
	for _, a := range s.Legal() {
		if a.Type == rcw.ActCapture && a.Player == seat {
			return a
		}
	}
	return rcw.Action{Type: rcw.ActPass, Player: seat}
}

// losses chooses an Exchange's minimal set (b.10, b.9 item 9): Green
// units attached by the Gold first, then unattached combat units, then
// attached ones, weakest first, leaders last, weakest first.
func (p *Player) losses(s *rcw.State, seat string) rcw.Action {
	l := s.Loss
	var best []int
	bestCost := -1
	for _, set := range s.MinimalLosses(l.Pieces, l.Need) {
		cost := 0
		for _, id := range set {
			cost += lossCost(s, id)
		}
		if bestCost < 0 || cost < bestCost {
			best, bestCost = set, cost
		}
	}
	return rcw.Action{Type: rcw.ActLosses, Player: seat, Units: best}
}

func lossCost(s *rcw.State, id int) int {
	d := s.Def(id)
	pc := s.Piece(id)
	switch {
	case d.Kind == rcw.KindLeader:
		return 100000 + 1000*d.Leader.LV
	case d.Kind == rcw.KindUnit && d.Unit.Colour == rcw.Green && s.Colour(id) != rcw.Green:
		return 1 + d.Unit.Strength // a Green unit under the Gold (13.26)
	case pc.Under == 0:
		return 100 + d.Unit.Strength
	}
	return 1000 + d.Unit.Strength
}
