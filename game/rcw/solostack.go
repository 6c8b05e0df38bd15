package rcw

import (
	"fmt"
	"slices"
)

// nonRedStacking is the non-Red Stacking Phase (22.0): in every province
// the non-Red units are rearranged into the fewest, strongest stacks;
// Red units are not touched.
func (s *State) nonRedStacking() {
	var provs []string
	for _, st := range s.Stacks {
		if c := s.StackColour(&st); c != Red && !slices.Contains(provs, st.Province) {
			provs = append(provs, st.Province)
		}
	}
	slices.Sort(provs)
	for _, p := range provs {
		before := map[string]bool{}
		for _, st := range s.StacksIn(p) {
			before[s.stackKey(st)] = true
		}
		mark := len(s.out)
		s.stackWhite(p)
		s.stackBlueGreen(p)
		// Only the stacks that changed are news for the client.
		kept := s.out[:mark]
		for _, e := range s.out[mark:] {
			if e.Kind != EvStacked || !before[s.stackKey(s.Stack(s.Piece(e.Units[0]).Stack))] {
				kept = append(kept, e)
			}
		}
		s.out = kept
	}
}

// stackKey names a stack by its pieces and their attachments.
func (s *State) stackKey(st *Stack) string {
	ids := slices.Clone(st.Pieces)
	slices.Sort(ids)
	return fmt.Sprint(st.Player, ids, func() []int {
		var u []int
		for _, id := range ids {
			u = append(u, s.Piece(id).Under)
		}
		return u
	}())
}

// freeImperial: an uncontrolled Imperial unit the procedure may attach
// (22.0 Ruling): alone, or in an uncontrolled non-Red stack. One in an
// uncontrolled Red stack is with that Red unit, and is not taken without
// combat (a design decision).
func (s *State) freeImperial(st *Stack, id int) bool {
	return s.Def(id).Kind == KindImperial && st.Player == "" && s.StackColour(st) != Red
}

// byStrength sorts units strongest first, then by identity number.
func (s *State) byStrength(ids []int) {
	slices.SortFunc(ids, func(a, b int) int {
		if s.Strength(a) != s.Strength(b) {
			return s.Strength(b) - s.Strength(a)
		}
		return a - b
	})
}

// stackWhite is 22.1 by its exact procedure (Ruling): repeatedly the
// strongest stack of at most five leaders and combat units that can be
// formed from the White leaders and units left in the province (units
// within their leaders' capacity, 2 more per Imperial unit with them,
// 13.22, 13.25), ties to the lowest sum of leader numbers, then to fewer
// units; the units no leader can carry stay in a stack of their own.
func (s *State) stackWhite(prov string) {
	var leaders, units, held, free []int
	for _, st := range s.StacksIn(prov) {
		for _, id := range st.Pieces {
			d := s.Def(id)
			switch {
			case d.Kind == KindLeader && d.Leader.Colour == White:
				leaders = append(leaders, id)
			case d.Kind == KindUnit && d.Unit.Colour == White:
				units = append(units, id)
			case d.Kind == KindImperial && s.StackColour(st) == White && s.Piece(id).Under != 0:
				held = append(held, id)
			case s.freeImperial(st, id):
				free = append(free, id)
			}
		}
	}
	if len(leaders) == 0 {
		return
	}
	holder := map[int]int{}
	for _, id := range held {
		holder[id] = s.Piece(id).Under
	}
	for _, id := range slices.Concat(leaders, units, held, free) {
		old := s.Piece(id).Stack
		s.take(id)
		s.orphan(old)
	}
	slices.Sort(leaders)
	s.byStrength(units)
	first := true
	for len(leaders) > 0 {
		imps := func(set []int) []int {
			var out []int
			for _, id := range held {
				if slices.Contains(set, holder[id]) {
					out = append(out, id)
				}
			}
			if first {
				out = append(out, free...)
			}
			return out
		}
		best, bestN := []int(nil), 0
		bestTotal, bestIDs := -1, 0
		for _, set := range subsets(leaders, StackLimit) {
			lv, ids := 0, 0
			for _, l := range set {
				lv += s.Strength(l)
				ids += l
			}
			n := min(lv+2*len(imps(set)), StackLimit-len(set), len(units))
			total := lv + s.total(units[:n])
			if total > bestTotal || total == bestTotal && (ids < bestIDs || ids == bestIDs && n < bestN) {
				best, bestN, bestTotal, bestIDs = set, n, total, ids
			}
		}
		st := s.newStack(prov, SoloNonRed)
		stID := st.ID
		carried := imps(best)
		capacity := map[int]int{}
		for _, l := range best {
			s.put(l, s.Stack(stID))
			capacity[l] = s.Strength(l)
		}
		for _, id := range carried {
			s.put(id, s.Stack(stID))
			s.Piece(id).Under = best[0] // 22.0 Ruling: the lowest-numbered leader
			capacity[best[0]] += 2
		}
		for _, u := range units[:bestN] {
			s.put(u, s.Stack(stID))
			for _, l := range best {
				if capacity[l] > 0 {
					capacity[l]--
					pc := s.Piece(u)
					pc.Under, pc.Owner = l, SoloNonRed
					break
				}
			}
		}
		s.normalise(s.Stack(stID))
		s.emit(Event{Kind: EvStacked, Rule: "22.1", Player: SoloNonRed, Province: prov, Units: slices.Clone(s.Stack(stID).Pieces)})
		units = units[bestN:]
		leaders = slices.DeleteFunc(leaders, func(l int) bool { return slices.Contains(best, l) })
		held = slices.DeleteFunc(held, func(id int) bool { return slices.Contains(carried, id) })
		if first {
			free = nil
		}
		first = false
	}
	// The units no leader can carry, by controller, five to a stack.
	for _, owner := range []string{SoloNonRed, ""} {
		var rest []int
		for _, u := range units {
			if s.Piece(u).Owner == owner {
				rest = append(rest, u)
			}
		}
		for len(rest) > 0 {
			n := min(len(rest), StackLimit)
			st := s.newStack(prov, owner)
			stID := st.ID
			for _, u := range rest[:n] {
				s.put(u, s.Stack(stID))
				s.Piece(u).Under = 0
			}
			s.emit(Event{Kind: EvStacked, Rule: "22.1", Player: owner, Province: prov, Units: slices.Clone(rest[:n])})
			rest = rest[n:]
		}
	}
}

// subsets lists the non-empty subsets of at most k elements, in order.
func subsets(ids []int, k int) [][]int {
	var out [][]int
	var walk func(start int, cur []int)
	walk = func(start int, cur []int) {
		if len(cur) > 0 {
			out = append(out, slices.Clone(cur))
		}
		if len(cur) == k {
			return
		}
		for i := start; i < len(ids); i++ {
			walk(i+1, append(cur, ids[i]))
		}
	}
	walk(0, nil)
	return out
}

// stackBlueGreen is 22.2: the units of each Blue or Green nationality in
// the province, strongest first, five to a stack. Imperial units with
// them stay with the strongest; an uncontrolled one goes to the strongest
// controllable Blue or Green stack when no White stack took it (22.0
// Ruling).
func (s *State) stackBlueGreen(prov string) {
	byNat := map[string][]int{}
	var nats []string
	impNat := map[int]string{}
	var imps []int
	for _, st := range s.StacksIn(prov) {
		nat := ""
		for _, id := range st.Pieces {
			if n := s.Nat(id); n != "" {
				nat = n
				if len(byNat[n]) == 0 {
					nats = append(nats, n)
				}
				byNat[n] = append(byNat[n], id)
			}
		}
		for _, id := range st.Pieces {
			if s.Def(id).Kind == KindImperial && (nat != "" || s.freeImperial(st, id)) {
				imps = append(imps, id)
				impNat[id] = nat
			}
		}
	}
	if len(nats) == 0 {
		return
	}
	slices.Sort(nats)
	for _, id := range imps {
		old := s.Piece(id).Stack
		s.take(id)
		s.orphan(old)
	}
	firstOf := map[string]int{}
	strongest, strength := 0, -1
	for _, n := range nats {
		units := byNat[n]
		for _, id := range units {
			s.take(id)
		}
		s.byStrength(units)
		for len(units) > 0 {
			k := min(len(units), StackLimit)
			st := s.newStack(prov, s.HolderOf(n))
			stID := st.ID
			for _, u := range units[:k] {
				s.put(u, s.Stack(stID))
			}
			if firstOf[n] == 0 {
				firstOf[n] = stID
			}
			if st := s.Stack(stID); st.Player == SoloNonRed && s.total(units[:k]) > strength {
				strongest, strength = stID, s.total(units[:k])
			}
			s.emit(Event{Kind: EvStacked, Rule: "22.2", Player: s.HolderOf(n), Province: prov, Units: slices.Clone(units[:k])})
			units = units[k:]
		}
	}
	for _, id := range imps {
		to := firstOf[impNat[id]]
		if (to == 0 || s.Stack(to).Player == "") && strongest != 0 {
			to = strongest
		}
		if to == 0 {
			to = s.newStack(prov, "").ID // nothing may take it: it stays, alone
		}
		s.put(id, s.Stack(to))
		s.Piece(id).Under = 0
		s.normalise(s.Stack(to))
	}
}
