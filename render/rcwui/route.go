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
	// canDrop and canPick are, by step, the drop-offs and pick-ups the
	// engine accepts one at a time (asked on a copy of the game).
	canDrop, canPick map[int][]int
}

// planRoute keeps a move to plan its stops, and asks the engine which
// single stops it would accept on the way.
func (b *boardScene) planRoute(x rcw.Action) {
	r := &route{move: x, drops: map[int]int{}, picks: map[int]int{}, canDrop: map[int][]int{}, canPick: map[int][]int{}}
	b.route = r
	s := b.st
	var moving []int // the force and what its leaders carry
	for _, id := range x.Units {
		moving = append(moving, id)
		if s.Def(id).Kind == rcw.KindLeader {
			moving = append(moving, s.Attached(id)...)
		}
	}
	accepts := func() bool {
		_, err := rcw.Apply(s.Clone(), b.routeAction())
		return err == nil
	}
	for k, step := range x.Path[:len(x.Path)-1] {
		for _, id := range moving {
			r.drops[id] = k
			if accepts() {
				r.canDrop[k] = append(r.canDrop[k], id)
			}
			delete(r.drops, id)
		}
		for _, st := range s.StacksIn(step.To) {
			if st.Player != x.Player {
				continue
			}
			for _, id := range st.Pieces {
				if s.Def(id).Kind == rcw.KindLeader {
					continue
				}
				r.picks[id] = k
				if accepts() {
					r.canPick[k] = append(r.canPick[k], id)
				}
				delete(r.picks, id)
			}
		}
	}
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

// routeRows are the decision panel's rows for the planned move: the
// stops the engine accepts, one toggle each.
func (b *boardScene) routeRows() []row {
	r := b.route
	s := b.st
	rows := []row{{text: rcwlang.T("route", b.forceName(r.move.Units), b.provinceTitle(r.move.Path[len(r.move.Path)-1].To)), head: true}}
	found := false
	for k, step := range r.move.Path[:len(r.move.Path)-1] {
		if len(r.canDrop[k])+len(r.canPick[k]) == 0 {
			continue
		}
		found = true
		rows = append(rows, row{text: rcwlang.T("route.at", b.provinceTitle(step.To)), dim: true})
		var line row
		add := func(bt btn) {
			line.btns = append(line.btns, bt)
			if len(line.btns) == 3 {
				rows, line = append(rows, line), row{}
			}
		}
		for _, id := range r.canDrop[k] {
			style := ui.ButtonNormal
			if at, ok := r.drops[id]; ok && at == k {
				style = ui.ButtonOn
			}
			id, k := id, k
			add(btn{id: fmt.Sprintf("rcw:drop:%d:%d", k, id), label: rcwlang.T("route.drop", shortName(s, id)), style: style, run: func() { toggle(r.drops, id, k) }})
		}
		for _, id := range r.canPick[k] {
			style := ui.ButtonNormal
			if at, ok := r.picks[id]; ok && at == k {
				style = ui.ButtonOn
			}
			id, k := id, k
			add(btn{id: fmt.Sprintf("rcw:pick:%d:%d", k, id), label: rcwlang.T("route.pick", shortName(s, id)), style: style, run: func() { toggle(r.picks, id, k) }})
		}
		if len(line.btns) > 0 {
			rows = append(rows, line)
		}
	}
	if !found {
		rows = append(rows, row{text: rcwlang.T("route.none"), dim: true})
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

// toggle sets or clears a stop of a piece at step k.
func toggle(m map[int]int, id, k int) {
	if at, ok := m[id]; ok && at == k {
		delete(m, id)
		return
	}
	m[id] = k
}
