package rcwbot

import (
	"cmp"
	"slices"

	"tachanka/game/rcw"
)

// assassination is b.8: a leader of the worst enemy (highest v) that a
// leader of the bot shares a province with; with 1 AM an LV 1 leader,
// else 2, else 3; with 2 AM (both) LV 2, 3, 1; with 3 or more exactly 3
// AM on LV 3, 2, 1; among a level, the one controlling the most combat
// strength.
func (p *Player) assassination(s *rcw.State, seat string) (rcw.Action, bool) {
	reachable := map[int]bool{}
	for _, a := range s.Legal() {
		if a.Type == rcw.ActAssassinate && a.Player == seat {
			reachable[a.Leader] = true
		}
	}
	am, targets := p.assassinTargets(s, seat, func(id int) bool { return reachable[id] })
	for _, id := range targets {
		a := rcw.Action{Type: rcw.ActAssassinate, Player: seat, Leader: id, AM: am}
		if accepted(s, a) {
			return a, true
		}
	}
	return rcw.Action{}, false
}

// assassinTargets are the AM to use and the worst enemy's leaders that
// pass ok, in b.8's order of preference.
func (p *Player) assassinTargets(s *rcw.State, seat string, ok func(int) bool) (int, []int) {
	enemy := p.nth(s, seat, -1, "assassin")
	if enemy == "" {
		return 0, nil
	}
	am := s.Player(seat).AM
	order := []int{1, 2, 3}
	switch {
	case am == 2:
		order = []int{2, 3, 1}
	case am >= 3:
		am, order = 3, []int{3, 2, 1}
	}
	var out []int
	for _, lv := range order {
		var level []int
		for _, pc := range s.Pieces {
			d := s.Def(pc.ID)
			if pc.Status == rcw.OnMap && d.Kind == rcw.KindLeader && d.Leader.LV == lv && s.Controller(pc.ID) == enemy && ok(pc.ID) {
				level = append(level, pc.ID)
			}
		}
		slices.SortStableFunc(level, func(x, y int) int {
			return cmp.Or(cmp.Compare(controlled(s, y), controlled(s, x)), cmp.Compare(x, y))
		})
		out = append(out, level...)
	}
	return am, out
}

// assassinMove sends one leader, the one controlling the least strength,
// to end in the province of the most preferred target it can reach (b.8
// Ruling).
func (p *Player) assassinMove(s *rcw.State, seat string) (rcw.Action, bool) {
	var singles []*mover
	for _, m := range movers(s, seat, s.Legal()) {
		if len(m.units) == 1 && s.Def(m.units[0]).Kind == rcw.KindLeader && !m.escort {
			singles = append(singles, m)
		}
	}
	slices.SortStableFunc(singles, func(x, y *mover) int {
		return cmp.Or(cmp.Compare(x.strength, y.strength), cmp.Compare(x.units[0], y.units[0]))
	})
	_, targets := p.assassinTargets(s, seat, func(int) bool { return true })
	for _, id := range targets {
		prov := s.Province(id)
		for _, m := range singles {
			if a, ok := m.dests[prov]; ok && accepted(s, a) {
				return a, true
			}
		}
	}
	return rcw.Action{}, false
}
