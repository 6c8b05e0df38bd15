package rcwbot

import (
	"tachanka/game/rcw"
)

// movement is the bot's Movement Phase: the SDT business first (b.4:
// the gift on a 1, the purge, the assassination), then attachments and
// grouping (b.9 items 4, 5), the planned moves (b.11), the non-attack
// policies (b.9 item 1), and the end of the phase.
func (p *Player) movement(s *rcw.State, seat string) rcw.Action {
	st := p.strategy(s, seat)
	if a, ok := p.business(s, seat, st); ok {
		return a
	}
	return p.moveWith(s, seat, st)
}

// moveWith is the Movement Phase after the SDT business: attachments,
// grouping, the planned moves under st, the policies, the end.
func (p *Player) moveWith(s *rcw.State, seat string, st Strategy) rcw.Action {
	legal := s.Legal()
	// b.9 items 4-5: every unit a leader may take (the Gold's leader its
	// Green units too), and stacks grouped.
	for _, a := range legal {
		if a.Player == seat && a.Type == rcw.ActAttach && a.Unit != 0 && s.Def(a.Unit).Kind == rcw.KindUnit {
			return a
		}
	}
	for _, a := range legal {
		if a.Player == seat && a.Type == rcw.ActMerge && (p.Level != "strong" || mergedSize(s, a) <= strongMaxStack) {
			return a
		}
	}
	plan := p.plans[seat]
	if plan == nil || plan.key != turnKey(s) {
		if p.strong("plan") {
			plan = p.strongPlan(s, seat, legal)
		} else {
			plan = p.makePlan(s, seat, st)
		}
		p.plans[seat] = plan
	}
	for plan.next < len(plan.moves) {
		a := plan.moves[plan.next]
		plan.next++
		if accepted(s, a) {
			return a
		}
	}
	if a, ok := p.policies(s, seat, legal); ok {
		return a
	}
	if a, ok := p.endOfMovement(s, seat, st); ok {
		return a
	}
	return rcw.Action{Type: rcw.ActEndPhase, Player: seat}
}

// business is the SDT's order of business (b.4): the AM given on a 1,
// then the purge (b.7), then the assassination (b.8).
func (p *Player) business(s *rcw.State, seat string, st Strategy) (rcw.Action, bool) {
	note := p.note(s, seat)
	if st.Roll == 1 && !note.GaveAM && s.Player(seat).AM > 0 {
		if to := p.nth(s, seat, 2, "gift"); to != "" {
			a := rcw.Action{Type: rcw.ActOffer, Player: seat, To: to, Give: &rcw.Goods{AM: 1}}
			if accepted(s, a) {
				note.GaveAM = true
				return a, true
			}
		}
	}
	if st.Purge {
		if a, ok := p.purgeStep(s, seat); ok {
			return a, true
		}
	}
	if st.Assassin && !note.Attempted && !note.AssassinMoved && s.Player(seat).AM > 0 {
		if a, ok := p.assassination(s, seat); ok {
			note.Attempted = true
			return a, true
		}
		// b.8 Ruling: no target at hand, one leader goes to one.
		note.AssassinMoved = true
		if a, ok := p.assassinMove(s, seat); ok {
			return a, true
		}
	}
	if a, ok := p.executionCommittee(s, seat); ok {
		return a, true
	}
	return rcw.Action{}, false
}

// endOfMovement is the attempt of a leader moved for it (b.8 Ruling: at
// the end of the Movement Phase).
func (p *Player) endOfMovement(s *rcw.State, seat string, st Strategy) (rcw.Action, bool) {
	note := p.note(s, seat)
	if st.Assassin && note.AssassinMoved && !note.Attempted && s.Player(seat).AM > 0 {
		note.Attempted = true
		return p.assassination(s, seat)
	}
	return rcw.Action{}, false
}
