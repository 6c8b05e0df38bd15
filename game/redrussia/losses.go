package redrussia

import "slices"

// Hit allotment (8.6): each step a unit loses costs hits equal to its
// defense value on the side showing; every unit of the side loses one step
// before any loses a second (a unit that already lost a step this round,
// to the aircraft or to Stalin, has had its one); the allotment must leave
// the fewest hits unallotted, or take more steps than the hits require.
// Naval combat (8.92) may use the same helpers.

// stepCosts are, for a unit, the hits its first and its second step cost
// now (a reduced or one-step unit has one step left: second is -1).
func (s *State) stepCosts(p *Piece) (first, second int) {
	l := s.data.Line(p.ID)
	if p.Reduced || l.Reduced == (Values{}) {
		return s.Values(p).Defense, -1
	}
	return l.Full.Defense, l.Reduced.Defense
}

// stepsCost is the hits an allotment uses.
func (s *State) stepsCost(steps []string) int {
	n, seen := 0, map[string]int{}
	for _, id := range steps {
		first, second := s.stepCosts(s.Piece(id))
		if seen[id] == 0 {
			n += first
		} else {
			n += second
		}
		seen[id]++
	}
	return n
}

// lossPhases split a side's units: those owing their first step this
// round (A) and the steps a second pass would take (B), each with its
// cost in hits.
func (s *State) lossPhases(units, stepped []string) (a, b []string, costA, costB []int) {
	for _, id := range units {
		first, second := s.stepCosts(s.Piece(id))
		if slices.Contains(stepped, id) {
			b, costB = append(b, id), append(costB, first)
			continue
		}
		a, costA = append(a, id), append(costA, first)
		if second >= 0 {
			b, costB = append(b, id), append(costB, second)
		}
	}
	return
}

// fewestLeft is the fewest hits an allotment can leave unallotted.
func (s *State) fewestLeft(units []string, hits int, stepped []string) int {
	_, _, costA, costB := s.lossPhases(units, stepped)
	reach := subsetSums(costA, hits)
	total := 0
	for _, c := range costA {
		total += c
	}
	if total <= hits {
		for v, ok := range subsetSums(costB, hits-total) {
			if ok {
				reach[total+v] = true
			}
		}
	}
	for v := hits; v >= 0; v-- {
		if reach[v] {
			return hits - v
		}
	}
	return hits
}

// subsetSums marks the sums of subsets of costs up to max.
func subsetSums(costs []int, max int) []bool {
	reach := make([]bool, max+1)
	reach[0] = true
	for _, c := range costs {
		for v := max; v >= c; v-- {
			if reach[v-c] {
				reach[v] = true
			}
		}
	}
	return reach
}

// CheckAllotment says why steps (unit ids, a unit twice for two steps) is
// not a valid allotment of hits to a side's units, nil if it is (8.6).
func (s *State) CheckAllotment(units []string, hits int, stepped, steps []string) error {
	count := map[string]int{}
	for _, id := range steps {
		if !slices.Contains(units, id) {
			return refuse("8.6", "%s is not a unit of the side in this fight", id)
		}
		count[id]++
	}
	second := false
	for id, n := range count {
		left := 2
		if _, s2 := s.stepCosts(s.Piece(id)); s2 < 0 {
			left = 1
		}
		if n > left {
			return refuse("8.6", "%s has only %d step(s) to lose", id, left)
		}
		if n+boolInt(slices.Contains(stepped, id)) > 1 {
			second = true
		}
	}
	if second {
		for _, id := range units {
			if count[id] == 0 && !slices.Contains(stepped, id) {
				return refuse("8.6", "every unit loses one step before any loses a second: %s has lost none", id)
			}
		}
	}
	if left, best := hits-s.stepsCost(steps), s.fewestLeft(units, hits, stepped); left > best {
		return refuse("8.6", "the allotment leaves %d hits unallotted; %d is possible", left, best)
	}
	return nil
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// maxOptions bounds the allotments Legal lists.
const maxOptions = 32

// AllotOptions lists valid allotments of hits that take no more steps than
// the hits require (8.6; Apply also takes more losses, 8.6 "A player may
// take more step losses"): the first is the one the engine takes for a
// side it decides for.
func (s *State) AllotOptions(units []string, hits int, stepped []string) [][]string {
	a, b, costA, costB := s.lossPhases(units, stepped)
	best := s.fewestLeft(units, hits, stepped)
	want := hits - best
	var out [][]string
	totalA := 0
	for _, c := range costA {
		totalA += c
	}
	pick := func(ids []string, costs []int, target int, prefix []string) {
		for mask := 0; mask < 1<<len(ids) && len(out) < maxOptions; mask++ {
			sum, steps := 0, slices.Clone(prefix)
			for i := range ids {
				if mask&(1<<i) != 0 {
					sum += costs[i]
					steps = append(steps, ids[i])
				}
			}
			if sum == target && (len(prefix) > 0 || len(steps) > 0 || target == 0) {
				out = append(out, steps)
			}
		}
	}
	if len(a) > 16 || len(b) > 16 {
		return [][]string{s.greedyAllot(a, b, costA, costB, hits)}
	}
	if want < totalA || (want == totalA && len(b) == 0) {
		pick(a, costA, want, nil)
	} else {
		pick(b, costB, want-totalA, a)
	}
	if len(out) == 0 {
		out = append(out, nil)
	}
	return out
}

// greedyAllot is an allotment for very large sides: first steps while
// hits last, then second steps.
func (s *State) greedyAllot(a, b []string, costA, costB []int, hits int) []string {
	var steps []string
	for i, id := range a {
		if costA[i] <= hits {
			hits -= costA[i]
			steps = append(steps, id)
		}
	}
	if len(steps) == len(a) {
		for i, id := range b {
			if costB[i] <= hits {
				hits -= costB[i]
				steps = append(steps, id)
			}
		}
	}
	return steps
}
