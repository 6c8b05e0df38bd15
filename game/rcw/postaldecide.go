package rcw

import (
	"slices"
)

// answerPending answers, as GM, the decisions a phase's resolution meets
// (17.0: no one is asked during adjudication), until none is pending:
//   - an Exchange's losses: the first minimal set (8.43 Ruling), as for a
//     player who has left;
//   - a capture (13.41): each Imperial unit left alone to the first stack
//     or leader that may take it;
//   - a redraw (12.13): made;
//   - a counterpurge: by the standing order (17.0 [11.0]), else none;
//   - a take: the most points, the higher LV leaders first, then PM;
//   - an execution order: by the standing answer, else refused for now
//     (a Comply order in a later phase carries it out, 17.0 [13.5]).
func (s *State) answerPending() {
	for range 200 {
		p := s.Pending
		switch p.Kind {
		case DecideLosses:
			_ = doLosses(s, Action{Type: ActLosses, Player: p.Player, Units: s.MinimalLosses(s.Loss.Pieces, s.Loss.Need)[0]})
		case DecideCapture:
			s.postalCapture()
		case DecideRedraw:
			s.Pending = Pending{}
			s.drawChit(p.Player)
			continue
		case DecideCounterpurge:
			s.postalCounterpurge(p.Player)
		case DecidePurgeTake:
			s.postalTake(p.Player)
		case DecideExecution:
			answer := ActRefuse
			if s.Postal.Standing[p.Player].CzarAnswer == CzarComply {
				answer = ActAgree
			}
			if s.Postal.Standing[p.Player].CzarAnswer == "" {
				s.emit(Event{Kind: EvExecution, Rule: "17.0", Player: p.Player, Units: []int{Czar}, Text: "reported: no standing answer"})
			}
			_ = answerExecution(s, Action{Type: answer, Player: p.Player})
		default:
			s.Pending = Pending{}
			return
		}
	}
	s.Pending = Pending{}
}

// postalCapture captures what the capture allows, one unit at a time.
func (s *State) postalCapture() {
	for _, a := range s.captureActions() {
		if a.Type == ActCapture {
			if doCapture(s, a) == nil {
				return
			}
		}
	}
	s.endCapture()
}

// postalCounterpurge: the standing order names whom he counterpurges.
func (s *State) postalCounterpurge(who string) {
	p := s.Purge
	for _, l := range s.Postal.Standing[who].Counterpurge {
		if (p.Maker == "" && slices.Contains(p.Members, l)) || (p.Maker != "" && p.Maker == l) {
			if doCounterpurge(s, Action{Type: ActCounterpurge, Player: who, To: l}) == nil {
				return
			}
		}
	}
	_ = doPurgePass(s, Action{Type: ActPass, Player: who})
}

// postalTake takes for the maker of a number result the most it can:
// Red leaders of the other player, the higher LV first, then PM (11.21,
// 11.22), as the division allows (11.23 Ruling); else the best single
// item; else nothing.
func (s *State) postalTake(who string) {
	p := s.Purge
	var leaders []int
	for _, pc := range s.Pieces {
		if pc.Status == OnMap && pc.Owner == p.Other && s.Def(pc.ID).Kind == KindLeader && s.Colour(pc.ID) == Red {
			leaders = append(leaders, pc.ID)
		}
	}
	slices.SortStableFunc(leaders, func(a, b int) int { return s.Def(b).Leader.LV - s.Def(a).Leader.LV })
	a := Action{Type: ActTake, Player: who}
	left := p.Points
	for _, id := range leaders {
		if lv := s.Def(id).Leader.LV; lv <= left {
			a.Units = append(a.Units, id)
			left -= lv
		}
	}
	a.PM = min(left/2, s.Player(p.Other).PM)
	if doTake(s, a) == nil {
		return
	}
	best, cost := Action{Type: ActTake, Player: who}, -1
	for _, o := range s.takeOptions() {
		if c := 2*o.PM + s.lvOf(o.Units); c > cost {
			best, cost = o, c
		}
	}
	_ = doTake(s, best)
}
