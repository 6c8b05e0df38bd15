package rcwbot

import (
	"cmp"
	"slices"

	"tachanka/game/rcw"
)

// The strong level's decisions (b.13): each the choice of the greatest
// expected change of the seat's lead (strongeval.go).

// strongOff are parts of the strong level switched off, each then
// played as the table level plays it: for measurements of what each part
// brings (TestStrongAgainstTable, RCWBOT_STRONG_OFF; STRENGTH.md). Parts:
// politics, trade, movement, plan, purge, combat, losses, vote.
var strongOff = map[string]bool{}

// strong reports a part the strong level plays by its measure.
func (p *Player) strong(part string) bool { return p.Level == "strong" && !strongOff[part] }

// strongCombat is the Combat Phase: of every attack the engine lists,
// the one with the best expected gain, while one gains; never the Czar's
// or the Gold's escort below 3:1 (b.4). The SDT's quota and Attack
// Consideration do not bind it.
func (p *Player) strongCombat(s *rcw.State, seat string) rcw.Action {
	e := newEval(s, seat)
	best, bestGain := rcw.Action{Type: rcw.ActEndPhase, Player: seat}, minGain
	for _, a := range s.Legal() {
		if a.Player != seat || (a.Type != rcw.ActAttack && a.Type != rcw.ActSubvert) {
			continue
		}
		att, def, col, err := s.Odds(a)
		if err != nil || (escorts(s, a) && col < 3) {
			continue
		}
		var attackers []int
		for _, id := range a.Stacks {
			attackers = append(attackers, s.AttackingPieces(id)...)
		}
		if len(attackers) > strongMaxFight || len(s.DefendingPieces(a.Target)) > strongMaxFight {
			continue
		}
		g := e.blowGain(blow{attackers: attackers, target: s.Stack(a.Target), att: att, def: def, rawAtt: att, col: col, sub: a.Type == rcw.ActSubvert})
		if g > bestGain {
			best, bestGain = a, g
		}
	}
	return best
}

// minGain is the least expected gain of the lead (VP) worth acting for.
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

// strongVote (14.1 condition 3): ending now is a Red victory for
// certain; the seat agrees when its lead by Red VP is not negative (it
// finishes first, alone or shared).
func (p *Player) strongVote(s *rcw.State, seat string) rcw.Action {
	e := newEval(s, seat)
	e.pOverride = 1
	if e.lead(nil) >= 0 {
		return rcw.Action{Type: rcw.ActAgree, Player: seat}
	}
	return rcw.Action{Type: rcw.ActRefuse, Player: seat}
}

// strongLosses chooses an Exchange's minimal set (8.43) that costs the
// lead least; b.10's order breaks ties.
func (p *Player) strongLosses(s *rcw.State, seat string) rcw.Action {
	l := s.Loss
	e := newEval(s, seat)
	var best []int
	bestLead, bestCost := 0.0, 0
	for _, set := range s.MinimalLosses(l.Pieces, l.Need) {
		c := newChange()
		cost := 0
		for _, id := range set {
			c.lose(s, id, l.Section, 1)
			cost += lossCost(s, id)
		}
		v := e.lead(c)
		if best == nil || v > bestLead+1e-9 || (v > bestLead-1e-9 && cost < bestCost) {
			best, bestLead, bestCost = set, v, cost
		}
	}
	return rcw.Action{Type: rcw.ActLosses, Player: seat, Units: best}
}

// redLeadersOnMap are a player's Red leaders on the map (what a purge
// may take, 11.31).
func redLeadersOnMap(s *rcw.State, player string) []int {
	var out []int
	for _, pc := range s.Pieces {
		if pc.Status == rcw.OnMap && pc.Owner == player && s.Def(pc.ID).Kind == rcw.KindLeader && s.Colour(pc.ID) == rcw.Red {
			out = append(out, pc.ID)
		}
	}
	return out
}

// takeChange is a purge's take (11.21, 11.22): the leaders with what is
// attached to them and pm PM pass from other to maker.
func takeChange(s *rcw.State, maker, other string, leaders []int, pm int) *change {
	c := newChange()
	for _, id := range leaders {
		c.transfer(s, append([]int{id}, s.Attached(id)...), other, maker)
	}
	c.add(other, -2*float64(pm), 0)
	c.add(maker, 2*float64(pm), 0)
	return c
}

// takeChoice is the take within points that maker prefers: for the
// seat, the greatest expected lead; for another player (the measure's
// model of him), the most LV and attached strength, b.7's order.
func (e *eval) takeChoice(maker, other string, points int, ok func(leaders []int, pm int) bool) (leaders []int, pm int, c *change) {
	s := e.s
	cands := redLeadersOnMap(s, other)
	slices.SortStableFunc(cands, func(x, y int) int { return cmp.Or(cmp.Compare(controlled(s, y), controlled(s, x)), cmp.Compare(x, y)) })
	if len(cands) > 10 {
		cands = cands[:10]
	}
	bestV := 0.0
	found := false
	for pmN := 0; 2*pmN <= points && pmN <= s.Player(other).PM; pmN++ {
		for mask := 0; mask < 1<<len(cands); mask++ {
			cost := 2 * pmN
			var set []int
			for i, id := range cands {
				if mask&(1<<i) != 0 {
					cost += s.Def(id).Leader.LV
					set = append(set, id)
				}
			}
			if cost > points || (ok != nil && !ok(set, pmN)) {
				continue
			}
			ch := takeChange(s, maker, other, set, pmN)
			var v float64
			if maker == e.seat {
				v = e.lead(ch)
			} else {
				v = float64(2 * pmN)
				for _, id := range set {
					v += float64(controlled(s, id))
				}
			}
			if !found || v > bestV+1e-9 {
				leaders, pm, c, bestV, found = set, pmN, ch, v, true
			}
		}
	}
	return leaders, pm, c
}

// strongTake spends a number result (11.21-11.23) on the take of the
// greatest expected lead, within the division agreement.
func (p *Player) strongTake(s *rcw.State, seat string) rcw.Action {
	pg := s.Purge
	e := newEval(s, seat)
	ok := func(leaders []int, pm int) bool {
		return accepted(s, rcw.Action{Type: rcw.ActTake, Player: seat, Units: leaders, PM: pm})
	}
	leaders, pm, _ := e.takeChoice(seat, pg.Other, pg.Points, ok)
	return rcw.Action{Type: rcw.ActTake, Player: seat, Units: leaders, PM: pm}
}

// twoDice are the chances of the totals of 2d6, 2 to 12.
var twoDice = func() (out [13]float64) {
	for a := 1; a <= 6; a++ {
		for b := 1; b <= 6; b++ {
			out[a+b] += 1.0 / 36
		}
	}
	return out
}()

// purgeGain is the expected change of the seat's lead from a purge (or
// counterpurge) by maker against other at a strength: each 2d6 total on
// the Purge Table; a number result taken as takeChoice says; "C" lets
// other counterpurge maker (his Red LV and twice his PM, 11.24), one
// level deep, else nothing.
func (e *eval) purgeGain(maker, other string, strength int, depth int) float64 {
	s := e.s
	t := s.Data().Tables
	now := e.lead(nil)
	g := 0.0
	counter, counted := 0.0, false
	for roll := 2; roll <= 12; roll++ {
		points, c := t.PurgeResult(strength, roll)
		switch {
		case c && depth > 0:
			if !counted {
				// The other player counterpurges when it pays him; for
				// the seat, when it gains; the measure assumes another
				// player does what hurts the seat.
				counter, counted = e.purgeGain(other, maker, s.PurgeStrength(other, true), depth-1), true
				if other == e.seat {
					counter = max(counter, 0)
				} else {
					counter = min(counter, 0)
				}
			}
			g += twoDice[roll] * counter
		case points > 0:
			if ch := e.takeMemo(maker, other, points); ch != nil {
				g += twoDice[roll] * (e.lead(ch) - now)
			}
		}
	}
	return g
}

// takeMemo is takeChoice's change without a division rule, remembered
// for the evaluation.
func (e *eval) takeMemo(maker, other string, points int) *change {
	k := maker + other + string(rune('0'+points))
	if c, ok := e.takes[k]; ok {
		return c
	}
	_, _, c := e.takeChoice(maker, other, points, nil)
	if e.takes == nil {
		e.takes = map[string]*change{}
	}
	e.takes[k] = c
	return c
}

// strongCounterpurge (11.24): on the member whose counterpurge gains
// most, or none when none gains.
func (p *Player) strongCounterpurge(s *rcw.State, seat string) rcw.Action {
	e := newEval(s, seat)
	targets := []string{s.Purge.Maker}
	if s.Purge.Maker == "" {
		targets = s.Purge.Members
	}
	best, bestGain := rcw.Action{Type: rcw.ActPass, Player: seat}, 0.0
	for _, m := range targets {
		g := e.purgeGain(seat, m, s.PurgeStrength(seat, true), 1)
		if g > bestGain {
			a := rcw.Action{Type: rcw.ActCounterpurge, Player: seat}
			if s.Purge.Maker == "" {
				a.To = m
			}
			best, bestGain = a, g
		}
	}
	return best
}

// strongPurgeTarget is the non-member whose individual purge by the seat
// gains most, and the gain.
func (p *Player) strongPurgeTarget(s *rcw.State, seat string, e *eval, members []string) (string, float64) {
	target, bestGain := "", minGain
	for _, l := range e.who {
		if l == seat || slices.Contains(members, l) {
			continue
		}
		if g := e.purgeGain(seat, l, s.PurgeStrength(seat, false), 1); g > bestGain {
			target, bestGain = l, g
		}
	}
	return target, bestGain
}

// strongPurge is the strong seat's purge business in its Movement Phase
// (11.0): a member of the CC who has not purged this Game-Turn purges
// alone the non-member whose purge gains most, when one gains; without a
// CC, it proposes one of itself and the fewest players (by PM, most
// first) needed for 8 PM, leaving out the target it would purge, once a
// Player-Turn.
func (p *Player) strongPurge(s *rcw.State, seat string) (rcw.Action, bool) {
	if containsLetter(s.Purgers, seat) {
		return rcw.Action{}, false
	}
	e := newEval(s, seat)
	if s.InCC(seat) {
		if to, _ := p.strongPurgeTarget(s, seat, e, s.CC); to != "" {
			a := rcw.Action{Type: rcw.ActPurge, Player: seat, To: to}
			if accepted(s, a) {
				return a, true
			}
		}
		return rcw.Action{}, false
	}
	note := p.note(s, seat)
	if len(s.CC) > 0 || note.Proposed {
		return rcw.Action{}, false
	}
	note.Proposed = true
	members := []string{seat}
	pm := s.Player(seat).PM
	if pm < rcw.CCThreshold {
		target, _ := p.strongPurgeTarget(s, seat, e, nil)
		if target == "" {
			return rcw.Action{}, false
		}
		others := slices.DeleteFunc(slices.Clone(e.who), func(l string) bool { return l == seat || l == target })
		slices.SortStableFunc(others, func(x, y string) int { return cmp.Compare(s.Player(y).PM, s.Player(x).PM) })
		for _, l := range others {
			if pm >= rcw.CCThreshold {
				break
			}
			members = append(members, l)
			pm += s.Player(l).PM
		}
		if pm < rcw.CCThreshold {
			return rcw.Action{}, false
		}
	}
	if _, g := p.strongPurgeTarget(s, seat, e, members); g <= minGain {
		return rcw.Action{}, false
	}
	a := rcw.Action{Type: rcw.ActCommittee, Player: seat, Letters: members}
	if accepted(s, a) {
		p.remember(s, seat, members)
		return a, true
	}
	return rcw.Action{}, false
}

// strongPolitics are the strong seat's answers at any checkpoint: an
// offer is accepted when the trade raises its expected lead (a gift when
// it does not lower it); it joins
// every CC proposed to it (a member cannot be purged, 11.14); a member
// purges alone when the phasing member did and it gains; collective
// agreements and execution consents are the table level's.
func (p *Player) strongPolitics(s *rcw.State, seat string) (rcw.Action, bool) {
	if s.Purge != nil {
		return rcw.Action{}, false
	}
	for _, o := range s.Offers {
		if o.To != seat {
			continue
		}
		a := rcw.Action{Type: rcw.ActDecline, Player: seat, Offer: o.ID}
		e := newEval(s, seat)
		gift := len(o.Get.Leaders) == 0 && o.Get.PM == 0 && o.Get.AM == 0
		if g := e.gain(tradeChange(s, o)); g > minGain || (gift && g >= 0) {
			if acc := (rcw.Action{Type: rcw.ActAccept, Player: seat, Offer: o.ID}); accepted(s, acc) {
				a = acc
			}
		}
		return a, true
	}
	if p.pct == nil {
		return rcw.Action{}, false
	}
	for _, pl := range s.Players {
		set, ok := s.Bids[pl.Letter]
		if pl.Letter == seat || !ok || !slices.Contains(set, seat) || slices.Equal(s.Bids[seat], set) || p.hasProposed(s, seat, set) {
			continue
		}
		a := rcw.Action{Type: rcw.ActCommittee, Player: seat, Letters: slices.Clone(set)}
		if accepted(s, a) {
			p.remember(s, seat, set)
			return a, true
		}
	}
	if a, ok := p.purgeAgreement(s, seat); ok {
		return a, true
	}
	if ph := s.Phasing(); ph != "" && ph != seat && s.InCC(seat) && s.InCC(ph) && !containsLetter(s.Purgers, seat) {
		if n := p.notes[ph]; n != nil && n.Key == turnKey(s) && n.PurgedAlone {
			if to, _ := p.strongPurgeTarget(s, seat, newEval(s, seat), s.CC); to != "" {
				if a := (rcw.Action{Type: rcw.ActPurge, Player: seat, To: to}); accepted(s, a) {
					return a, true
				}
			}
		}
	}
	if a, ok := p.consent(s, seat); ok {
		return a, true
	}
	return rcw.Action{}, false
}

// strongMovement is the Movement Phase: the purge by the measure, the
// assassination when the SDT calls for one (b.8, the table's), the
// moves planned by the measure (strongplan.go), then the table's
// attachments, grouping and policies.
func (p *Player) strongMovement(s *rcw.State, seat string) rcw.Action {
	if !p.strong("purge") {
		return p.movement(s, seat)
	}
	if a, ok := p.strongPurge(s, seat); ok {
		return a
	}
	st := p.strategy(s, seat)
	st.Purge = false
	if st.Roll == 1 {
		st.Roll = 0 // no gift of AM: it gains the seat nothing
	}
	if a, ok := p.business(s, seat, st); ok {
		return a
	}
	return p.moveWith(s, seat, st)
}
