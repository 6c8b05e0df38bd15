package rcwui

import (
	"slices"
	"sort"

	"tachanka/game/rcw"
	"tachanka/render/rcwui/rcwlang"
)

// Movement by mouse: a press on a stack of the seat at the screen that
// has a force to move, dragged, lights the provinces the engine's Legal
// moves of that force reach (overland within its MA or by rail); a drop
// on a lit province applies that move, with its path. Which force of the
// stack moves is chosen in the force panel (force.go): its unmoved
// leaders together, one alone, or its Blue or Green units, as Legal lists
// them.

// moveDrag is a force being dragged.
type moveDrag struct {
	stack int
	units []int
	moves map[string]rcw.Action // the move ending in each lit province
	live  bool                  // the pointer has left the press
}

// stackOf is the stack holding a piece, or nil.
func (b *boardScene) stackOf(id int) *rcw.Stack {
	for k := range b.st.Stacks {
		if slices.Contains(b.st.Stacks[k].Pieces, id) {
			return &b.st.Stacks[k]
		}
	}
	return nil
}

// forcesOf are the forces of a stack that Legal lets the seat at the
// screen move, in Legal's order, each once.
func (b *boardScene) forcesOf(stack int) [][]int {
	var out [][]int
	for _, x := range b.mine() {
		if x.Type != rcw.ActMove || len(x.Units) == 0 {
			continue
		}
		if st := b.stackOf(x.Units[0]); st == nil || st.ID != stack {
			continue
		}
		if !slices.ContainsFunc(out, func(u []int) bool { return slices.Equal(u, x.Units) }) {
			out = append(out, x.Units)
		}
	}
	return out
}

// forceOf is the force of a stack the player has chosen, or its first.
func (b *boardScene) forceOf(stack int) []int {
	fs := b.forcesOf(stack)
	if len(fs) == 0 {
		return nil
	}
	if f, ok := b.force[stack]; ok && slices.ContainsFunc(fs, func(u []int) bool { return slices.Equal(u, f) }) {
		return f
	}
	return fs[0]
}

// reachOf are the Legal moves of a force by the province they end in:
// overland where it can go both ways.
func (b *boardScene) reachOf(units []int) map[string]rcw.Action {
	out := map[string]rcw.Action{}
	for _, x := range b.mine() {
		if x.Type != rcw.ActMove || !slices.Equal(x.Units, units) || len(x.Path) == 0 {
			continue
		}
		end := x.Path[len(x.Path)-1].To
		if old, ok := out[end]; ok && !old.Rail {
			continue
		}
		out[end] = x
	}
	return out
}

// startDrag begins dragging a stack's chosen force, when it has one.
func (b *boardScene) startDrag(stack int) bool {
	if b.st.Pending.Kind != rcw.DecideMove || stack == 0 {
		return false
	}
	units := b.forceOf(stack)
	if units == nil {
		return false
	}
	b.drag = &moveDrag{stack: stack, units: units, moves: b.reachOf(units)}
	return true
}

// dragLit are the provinces lit for the force dragged, sorted.
func (b *boardScene) dragLit() []string {
	if b.drag == nil {
		return nil
	}
	var out []string
	for p := range b.drag.moves {
		out = append(out, p)
	}
	sort.Strings(out)
	return out
}

// showLit lights the provinces of the force dragged.
func (b *boardScene) showLit() {
	b.lit = map[string]bool{}
	for _, p := range b.dragLit() {
		b.lit[p] = true
	}
	b.a.Dirty = true
}

// drop ends a drag over a province: a lit one moves the force there.
func (b *boardScene) drop(code string) {
	d := b.drag
	b.drag = nil
	b.lit = map[string]bool{}
	b.a.Dirty = true
	if d == nil || !d.live {
		return
	}
	x, ok := d.moves[code]
	if !ok {
		if code != "" && code != b.st.Province(d.units[0]) {
			b.say(rcwlang.T("no_reach", b.provinceTitle(code)), true)
		}
		return
	}
	if b.stops && len(x.Path) > 1 {
		b.planRoute(x)
		return
	}
	b.act(x)
}

// provinceTitle is a province's name in the current language.
func (b *boardScene) provinceTitle(code string) string {
	if p := b.d.Map.Province(code); p != nil {
		return provinceName(p)
	}
	return code
}
