package rcwui

import (
	"fmt"
	"slices"

	"tachanka/game/rcw"
	"tachanka/render/rcwui/rcwlang"
	"tachanka/render/ui"
)

// Stops on the way (5.13): with "Plan stops" on in the force panel, a
// force dropped on a lit province does not move at once; the decision
// panel lists the provinces of its path, each with the leaders and units
// of the force that may be left there and the units of the player's
// stacks there that a leader of the force may pick up. Move applies the
// move with the chosen drop-offs and pick-ups; the engine judges it and
// a refusal names its rule.

// route is a move being planned: the Legal move chosen by the drop, and
// the stops chosen on its path.
type route struct {
	move  rcw.Action
	drops map[int]int // piece -> index of the step where it is left
	picks map[int]int // unit -> index of the step where it is picked up
}

// planRoute keeps a move to plan its stops.
func (b *boardScene) planRoute(x rcw.Action) {
	b.route = &route{move: x, drops: map[int]int{}, picks: map[int]int{}}
	b.a.Dirty = true
}

// routeAction is the planned move with its stops.
func (b *boardScene) routeAction() rcw.Action {
	r := b.route
	x := r.move
	x.Path = slices.Clone(x.Path)
	leader := b.forceLeader()
	for k := range x.Path {
		st := rcw.Step{To: x.Path[k].To}
		for _, id := range sortedKeys(r.drops) {
			if r.drops[id] == k {
				st.Drop = append(st.Drop, id)
			}
		}
		for _, id := range sortedKeys(r.picks) {
			if r.picks[id] == k {
				st.Pick = append(st.Pick, rcw.Pickup{Leader: leader, Unit: id})
			}
		}
		x.Path[k] = st
	}
	return x
}

// forceLeader is the leader of the planned force that picks units up (0
// for a Blue or Green force, whose units join it).
func (b *boardScene) forceLeader() int {
	for _, id := range b.route.move.Units {
		if b.st.Def(id).Kind == rcw.KindLeader {
			return id
		}
	}
	return 0
}

func sortedKeys(m map[int]int) []int {
	var out []int
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// routeRows are the decision panel's rows for the planned move.
func (b *boardScene) routeRows() []row {
	r := b.route
	s := b.st
	var moving []int // the force and what its leaders carry
	for _, id := range r.move.Units {
		moving = append(moving, id)
		if s.Def(id).Kind == rcw.KindLeader {
			moving = append(moving, s.Attached(id)...)
		}
	}
	rows := []row{{text: rcwlang.T("route", b.forceName(r.move.Units), b.provinceTitle(r.move.Path[len(r.move.Path)-1].To)), head: true}}
	for k, step := range r.move.Path {
		if k == len(r.move.Path)-1 {
			break // the force ends there whole
		}
		rows = append(rows, row{text: rcwlang.T("route.at", b.provinceTitle(step.To)), dim: true})
		var line row
		flush := func() {
			if len(line.btns) > 0 {
				rows = append(rows, line)
				line = row{}
			}
		}
		for _, id := range moving {
			at, ok := r.drops[id]
			if ok && at != k {
				continue // left earlier
			}
			style := ui.ButtonNormal
			if ok {
				style = ui.ButtonOn
			}
			id, k := id, k
			line.btns = append(line.btns, btn{id: fmt.Sprintf("rcw:drop:%d:%d", k, id), label: rcwlang.T("route.drop", shortName(s, id)), style: style, run: func() {
				if _, on := r.drops[id]; on {
					delete(r.drops, id)
				} else {
					r.drops[id] = k
				}
			}})
			if len(line.btns) == 3 {
				flush()
			}
		}
		for _, st := range s.StacksIn(step.To) {
			if st.Player != r.move.Player {
				continue
			}
			for _, id := range st.Pieces {
				if s.Def(id).Kind == rcw.KindLeader {
					continue
				}
				style := ui.ButtonNormal
				if at, ok := r.picks[id]; ok && at == k {
					style = ui.ButtonOn
				}
				id, k := id, k
				line.btns = append(line.btns, btn{id: fmt.Sprintf("rcw:pick:%d:%d", k, id), label: rcwlang.T("route.pick", shortName(s, id)), style: style, run: func() {
					if at, on := r.picks[id]; on && at == k {
						delete(r.picks, id)
					} else {
						r.picks[id] = k
					}
				}})
				if len(line.btns) == 3 {
					flush()
				}
			}
		}
		flush()
	}
	rows = append(rows, row{btns: []btn{
		{id: "rcw:route:move", label: rcwlang.T("route.move"), style: ui.ButtonHot, run: func() {
			if b.act(b.routeAction()) {
				b.route = nil
			}
		}},
		{id: "rcw:route:cancel", label: rcwlang.T("route.cancel"), run: func() { b.route = nil }},
	}})
	return rows
}
