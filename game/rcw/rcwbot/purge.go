package rcwbot

import (
	"cmp"
	"slices"

	"tachanka/game/rcw"
)

// purgeStep is the bot's purge business (b.7), one action at a time:
// the PM given to the 2nd-friendliest player, the CC proposed to the
// players its rolls select (step 2), then, a member of a CC of 8 PM or
// more, the purge of the most unfriendly non-member, collective on the
// CC's roll of 3 or more, individual on 1-2 (step 5).
func (p *Player) purgeStep(s *rcw.State, seat string) (rcw.Action, bool) {
	note := p.note(s, seat)
	if !note.GavePM && s.Player(seat).PM > 0 {
		note.GavePM = true
		if to := p.nth(s, seat, 2, "pm"); to != "" {
			a := rcw.Action{Type: rcw.ActOffer, Player: seat, To: to, Give: &rcw.Goods{PM: 1}}
			if accepted(s, a) {
				return a, true
			}
		}
	}
	if len(s.CC) == 0 {
		if note.Proposed {
			return rcw.Action{}, false
		}
		note.Proposed = true
		members := []string{seat}
		others := 0
		for _, pl := range s.Players {
			if pl.Letter == seat || pl.Quit {
				continue
			}
			others++
			if p.d6(s, seat, "cc"+pl.Letter) >= p.pct.Get(seat, pl.Letter) {
				members = append(members, pl.Letter)
			}
		}
		if len(members) == others+1 {
			return rcw.Action{}, false // b.7 step 3: everyone joined, no purge
		}
		a := rcw.Action{Type: rcw.ActCommittee, Player: seat, Letters: members}
		if accepted(s, a) {
			p.remember(s, seat, members)
			return a, true
		}
		return rcw.Action{}, false
	}
	if !s.InCC(seat) || containsLetter(s.Purgers, seat) {
		return rcw.Action{}, false
	}
	target := ""
	for _, l := range p.byFriendliness(s, seat, "purge") {
		if !s.InCC(l) {
			target = l // the last is the most unfriendly
		}
	}
	if target == "" {
		return rcw.Action{}, false
	}
	a := rcw.Action{Type: rcw.ActPurge, Player: seat, To: target}
	if len(s.CC) > 1 && p.d6(s, seat, "ccroll") >= 3 {
		a.Letters = divisionList(s, seat)
		if b, ok := s.PurgeBids[seat]; ok && b.To == target {
			return rcw.Action{}, false // agreed already; the others answer
		}
	}
	if accepted(s, a) {
		return a, true
	}
	return rcw.Action{}, false
}

// divisionList is b.7's division of collective spoils: the phasing
// player first (if a member), then the other members alphabetically.
func divisionList(s *rcw.State, phasing string) []string {
	var out []string
	if s.InCC(phasing) {
		out = append(out, phasing)
	}
	for _, m := range s.CC {
		if m != phasing {
			out = append(out, m)
		}
	}
	return out
}

// counterpurge: always (b.7, b.10), on the phasing player when the
// choice is among several members, else on the member with the highest
// v (ties by die).
func (p *Player) counterpurge(s *rcw.State, seat string) rcw.Action {
	a := rcw.Action{Type: rcw.ActCounterpurge, Player: seat}
	if s.Purge.Maker != "" {
		return a
	}
	members := s.Purge.Members
	if ph := s.Phasing(); slices.Contains(members, ph) {
		a.To = ph
		return a
	}
	for _, l := range p.byFriendliness(s, seat, "counter") {
		if slices.Contains(members, l) {
			a.To = l // the last member in the order is the unfriendliest
		}
	}
	if a.To == "" {
		a.To = members[0]
	}
	return a
}

// take spends a number result (b.7 step 6): on 2 points or more, 1d6 of
// 1-2 takes one PM first; then leaders in order of the most combat
// strength they control (LV plus attached strength) while they fit.
func (p *Player) take(s *rcw.State, seat string) rcw.Action {
	pg := s.Purge
	points := pg.Points
	a := rcw.Action{Type: rcw.ActTake, Player: seat}
	if points >= 2 && s.Player(pg.Other).PM > 0 && p.roll(s, seat, "take", s.Actions, 6) <= 2 {
		a.PM = 1
		points -= 2
	}
	var leaders []int
	for _, pc := range s.Pieces {
		if pc.Status == rcw.OnMap && pc.Owner == pg.Other && s.Def(pc.ID).Kind == rcw.KindLeader && s.Colour(pc.ID) == rcw.Red {
			leaders = append(leaders, pc.ID)
		}
	}
	slices.SortStableFunc(leaders, func(x, y int) int {
		return cmp.Or(cmp.Compare(controlled(s, y), controlled(s, x)), cmp.Compare(x, y))
	})
	for _, id := range leaders {
		if lv := s.Def(id).Leader.LV; lv <= points {
			a.Units = append(a.Units, id)
			points -= lv
		}
	}
	if accepted(s, a) {
		return a
	}
	// The division rule (11.23 Ruling) refused it: the best listed take.
	best, bestUse := rcw.Action{Type: rcw.ActTake, Player: seat}, -1
	for _, o := range s.Legal() {
		if o.Type == rcw.ActTake && o.Player == seat {
			use := 2 * o.PM
			for _, id := range o.Units {
				use += s.Def(id).Leader.LV
			}
			if use > bestUse {
				best, bestUse = o, use
			}
		}
	}
	return best
}

// controlled is a leader's LV plus the strength attached to it.
func controlled(s *rcw.State, leader int) int {
	n := s.Strength(leader)
	for _, x := range s.Attached(leader) {
		n += s.Strength(x)
	}
	return n
}

// executionCommittee is b.9 item 2: a Red-class bot, after Game-Turn 1,
// with the Czar attached to a Red leader and no CC, forms one as in b.7
// steps 2-3, never inviting White-class players; the consents follow
// (b.10).
func (p *Player) executionCommittee(s *rcw.State, seat string) (rcw.Action, bool) {
	czar := s.Piece(rcw.Czar)
	note := p.note(s, seat)
	if ClassOf(s, seat) != RedClass || s.Turn <= 1 || len(s.CC) > 0 || note.Proposed || czar == nil ||
		czar.Status != rcw.OnMap || czar.Under == 0 || s.Def(czar.Under).Leader.Colour != rcw.Red {
		return rcw.Action{}, false
	}
	note.Proposed = true
	members := []string{seat}
	for _, pl := range s.Players {
		if pl.Letter == seat || pl.Quit || ClassOf(s, pl.Letter) == WhiteClass {
			continue
		}
		if p.d6(s, seat, "cc-czar"+pl.Letter) >= p.pct.Get(seat, pl.Letter) {
			members = append(members, pl.Letter)
		}
	}
	a := rcw.Action{Type: rcw.ActCommittee, Player: seat, Letters: members}
	if accepted(s, a) {
		p.remember(s, seat, members)
		return a, true
	}
	return rcw.Action{}, false
}
