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
	enemy := p.nth(s, seat, -1, "assassin")
	if enemy == "" {
		return rcw.Action{}, false
	}
	am := s.Player(seat).AM
	order := []int{1, 2, 3}
	switch {
	case am == 2:
		order = []int{2, 3, 1}
	case am >= 3:
		am, order = 3, []int{3, 2, 1}
	}
	reachable := map[int]bool{}
	for _, a := range s.Legal() {
		if a.Type == rcw.ActAssassinate && a.Player == seat {
			reachable[a.Leader] = true
		}
	}
	for _, lv := range order {
		var targets []int
		for _, pc := range s.Pieces {
			d := s.Def(pc.ID)
			if pc.Status == rcw.OnMap && d.Kind == rcw.KindLeader && d.Leader.LV == lv && s.Controller(pc.ID) == enemy && reachable[pc.ID] {
				targets = append(targets, pc.ID)
			}
		}
		if len(targets) == 0 {
			continue
		}
		slices.SortStableFunc(targets, func(x, y int) int {
			return cmp.Or(cmp.Compare(controlled(s, y), controlled(s, x)), cmp.Compare(x, y))
		})
		a := rcw.Action{Type: rcw.ActAssassinate, Player: seat, Leader: targets[0], AM: am}
		if accepted(s, a) {
			return a, true
		}
	}
	return rcw.Action{}, false
}
