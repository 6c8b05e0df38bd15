package reds

import (
	"fmt"
	"slices"
	"strings"

	"tachanka/game/hex"
)

// RetreatOption is one legal retreat of a unit (11.6): exactly two hexes,
// ending two hexes from where it started.
type RetreatOption struct {
	Path [3]hex.Hex `json:"path"` // the hex retreated from, then the two hexes entered
	// EZOC counts the un-negated enemy ZOC hexes entered: one extra
	// disorder each for the retreating stack (11.6(5)).
	EZOC     int  `json:"ezoc,omitempty"`
	Supplied bool `json:"supplied"`
	// Eliminates: the extra disorder of an EZOC hex falls on a unit it
	// eliminates whichever its owner picks (11.6(5): the non-garrison unit
	// with the most SP, already disordered or of one step).
	Eliminates bool `json:"eliminates,omitempty"`
}

// retreatContext is what every unit's retreat options depend on.
type retreatContext struct {
	side    Side
	enemies []hex.Hex // hexes of the enemy units that took part (11.6(1))
	pres    []uint8
	ezoc    []bool
	frozen  bool
	// after is the supply picture once the stack named by afterKey has
	// left its hex: 11.6(2) judges the end of a retreat after it.
	after    *Supply
	afterKey string
}

// supplyAfter is the supply picture at the end of a retreat along path by
// units: the hex they left is settled, and a city the path enters is taken
// (13.1), as for 10.8 and 12.3.
func (rc *retreatContext) supplyAfter(s *State, units []int, path [3]hex.Hex) *Supply {
	if s.entersForeignCity(rc.side, path[:]) {
		return s.supplyAfterMove(units, path[:])
	}
	key := fmt.Sprint(units)
	if rc.after == nil || rc.afterKey != key {
		rc.after, rc.afterKey = s.supplyAfterLeaving(units), key
	}
	return rc.after
}

func (s *State) newRetreatContext(side Side, enemies []hex.Hex) *retreatContext {
	pres := s.presence()
	return &retreatContext{side: side, enemies: enemies, pres: pres, ezoc: s.unnegatedEZOC(side, pres),
		frozen: s.Winter()}
}

// retreatOptions lists unit i's legal retreats (11.6(1), (2), (6), (7)).
func (s *State) retreatOptions(i int, rc *retreatContext) []RetreatOption {
	return s.stackRetreatOptions([]int{i}, rc)
}

// stackRetreatOptions lists the legal retreats of units of one hex that
// retreat together: a path each of them may take as one stack, into hexes
// the stack could enter in normal movement, so that armored trains, river
// flotillas and tanks go where their infantry or cavalry takes them
// (11.6(7), 10.7).
func (s *State) stackRetreatOptions(units []int, rc *retreatContext) []RetreatOption {
	return s.partRetreatOptions(units, units, rc)
}

// partRetreatOptions lists the retreats of units that go to the first hex
// of their path with the whole stack (11.6(5)) and on from there alone:
// the whole stack's escort takes a train or a flotilla into that first hex
// (11.6(7)), and it pays for an enemy ZOC there as one stack.
func (s *State) partRetreatOptions(units, whole []int, rc *retreatContext) []RetreatOption {
	b := s.Data.Board
	u := &s.Units[units[0]]
	for _, i := range whole {
		if w := &s.Units[i]; w.Where != OnMap || w.Hex != u.Hex {
			return nil
		}
	}
	o := b.Index(u.Hex)
	k, kw := s.kindOf(units), s.kindOf(whole)
	one := units
	ignores := func(c int32, units []int) bool {
		for _, i := range units {
			if !s.ignoresZOCIn(i, c) {
				return false
			}
		}
		return true
	}
	nw := false
	for _, i := range units {
		nw = nw || s.Def(i).Faction == NWArmy
	}
	var all []RetreatOption
	for d1 := 0; d1 < 6; d1++ {
		if s.entryProblem(&kw, whole, rc.side, o, d1, rc.pres, rc.frozen, true).Rule != "" {
			continue
		}
		h1 := b.Cells[o].Adj[d1]
		for d2 := 0; d2 < 6; d2++ {
			h2 := b.Cells[h1].Adj[d2]
			if h2 < 0 || hex.Distance(u.Hex, b.Cells[h2].Hex) != 2 {
				continue
			}
			if s.entryProblem(&k, one, rc.side, h1, d2, rc.pres, rc.frozen, true).Rule != "" {
				continue
			}
			if nw && b.Cells[o].Region == Baltic && b.Cells[h1].Region != Baltic && b.Cells[h2].Region == Baltic {
				continue // out of the Baltic and back in one retreat (10.11)
			}
			end := b.Cells[h2].Hex
			near := false
			for _, e := range rc.enemies {
				near = near || hex.Distance(end, e) < 2
			}
			if near {
				continue
			}
			opt := RetreatOption{Path: [3]hex.Hex{u.Hex, b.Cells[h1].Hex, end}}
			if !ignores(h2, units) && rc.ezoc[h2] {
				continue // a unit that must end in an enemy ZOC is eliminated (11.6(6))
			}
			if !ignores(h1, whole) && rc.ezoc[h1] {
				opt.EZOC = 1
				opt.Eliminates = s.disorderEliminates(whole, h1)
			}
			sp := rc.supplyAfter(s, units, opt.Path)
			opt.Supplied = true
			for _, i := range units {
				opt.Supplied = opt.Supplied && sp.At(i, h2).In()
			}
			all = append(all, opt)
		}
	}
	// 11.6(2): end in supply if possible (raiding cavalry and partisans
	// need not).
	if s.Def(units[0]).Type != Partisan && !u.Raiding {
		var supplied []RetreatOption
		for _, op := range all {
			if op.Supplied {
				supplied = append(supplied, op)
			}
		}
		if len(supplied) > 0 {
			all = supplied
		}
	}
	return all
}

// disorderEliminates reports whether one disorder of the stack of units
// entering cell c (those that do not ignore its ZOC) surely eliminates a
// unit: every unit its owner may pick for it has no step left to lose.
func (s *State) disorderEliminates(units []int, c int32) bool {
	var pool []int
	for _, i := range units {
		if !s.ignoresZOCIn(i, c) {
			pool = append(pool, i)
		}
	}
	cands := s.highest(pool)
	for _, i := range cands {
		if d := s.Def(i); d.Type == NavalFlotilla || d.Steps == 2 && !s.Units[i].Disordered {
			return false
		}
	}
	return len(cands) > 0
}

// CompareRetreatCost orders two retreats by what they cost the stack:
// fewer extra disorders for enemy ZOC hexes entered (11.6(5)), then none
// that eliminates a unit, then ending in supply (11.6(2)). Zero means the
// owner may take either at the same price (11.6: the owner chooses).
func CompareRetreatCost(x, y RetreatOption) int {
	switch {
	case x.EZOC != y.EZOC:
		return x.EZOC - y.EZOC
	case x.Eliminates != y.Eliminates:
		if x.Eliminates {
			return 1
		}
		return -1
	case x.Supplied != y.Supplied:
		if x.Supplied {
			return -1
		}
		return 1
	}
	return 0
}

// RetreatRoutes is the query behind a retreat dropped on a hex: the
// retreats of part (of the retreating stack of its hex, as for
// PartRetreatOptions) by end hex, each list cheapest first
// (CompareRetreatCost), then by the hex passed through.
func (s *State) RetreatRoutes(part, stack []string) map[hex.Hex][]RetreatOption {
	out := map[hex.Hex][]RetreatOption{}
	for _, o := range s.PartRetreatOptions(part, stack) {
		out[o.Path[2]] = append(out[o.Path[2]], o)
	}
	for _, list := range out {
		slices.SortFunc(list, func(x, y RetreatOption) int {
			if c := CompareRetreatCost(x, y); c != 0 {
				return c
			}
			return hex.Compare(x.Path[1], y.Path[1])
		})
	}
	return out
}

// RetreatOptions is the query behind the retreat decision: the retreats
// of the units named, together as one stack (one unit alone if one).
func (s *State) RetreatOptions(ids ...string) []RetreatOption {
	c := s.Combat
	if c == nil || len(ids) == 0 {
		return nil
	}
	var units []int
	for _, id := range ids {
		i, ok := s.UnitByID(id)
		if !ok || !slices.Contains(c.Retreating, id) {
			return nil
		}
		units = append(units, i)
	}
	return s.stackRetreatOptions(units, s.newRetreatContext(c.RetreatSide, s.combatEnemies()))
}

// PartRetreatOptions is the query behind a split retreat: the retreats of
// part of a retreating stack that goes to the first hex of its path with the
// whole stack and on from there alone (11.6(5), (7)).
func (s *State) PartRetreatOptions(part, stack []string) []RetreatOption {
	c := s.Combat
	if c == nil || len(part) == 0 {
		return nil
	}
	for _, id := range append(slices.Clone(part), stack...) {
		if !slices.Contains(c.Retreating, id) {
			return nil
		}
	}
	whole := s.idx(stack)
	for _, i := range s.idx(part) {
		if !slices.Contains(whole, i) {
			whole = append(whole, i)
		}
	}
	return s.partRetreatOptions(s.idx(part), whole, s.newRetreatContext(c.RetreatSide, s.combatEnemies()))
}

// combatEnemies are the hexes of the enemy units that took part in the
// combat, for the side that retreats.
func (s *State) combatEnemies() []hex.Hex {
	c := s.Combat
	others := c.Attackers
	if c.RetreatSide != c.Defender {
		others = c.Defenders
	}
	var out []hex.Hex
	for _, i := range s.idx(others) {
		if s.Units[i].Where == OnMap {
			out = append(out, s.Units[i].Hex)
		}
	}
	return out
}

// setUpRetreat decides who retreats after an R (11.5, 11.7).
func (s *State) setUpRetreat() {
	c := s.Combat
	c.RetreatSet = true
	r, _ := ParseResult(c.Report.Result)
	var units []int
	switch {
	case r.AttackerRetreats():
		c.RetreatSide = s.activeSide()
		for _, i := range s.idx(c.Attackers) {
			if s.Units[i].Where == OnMap {
				units = append(units, i)
			}
		}
	case r.DefenderRetreats():
		c.RetreatSide = c.Defender
		tc := s.Data.Board.Index(c.Target)
		for _, i := range s.unitsAt(tc) {
			if s.Def(i).Type == Garrison {
				s.eliminate(i, "11.5")
			}
		}
		if c.Defender == Red && s.RedVerdun == c.Target && !s.tankAttacked() {
			s.emit(Event{Type: EvNote, Rule: "11.7", Side: Red, Hex: c.Target, Note: note("Red Verdun: the Red units in Tsaritsyn do not retreat")})
			break
		}
		for _, i := range s.idx(c.Defenders) {
			if s.Units[i].Where == OnMap && s.Def(i).Type != Garrison {
				units = append(units, i)
			}
		}
	}
	c.Retreating = s.ids(units)
}

func (s *State) tankAttacked() bool {
	for _, i := range s.idx(s.Combat.Attackers) {
		if s.Def(i).Type == Tank {
			return true
		}
	}
	return false
}

// runRetreat carries out the retreats, asking the owner where each unit
// goes when there is a choice.
func (s *State) runRetreat() {
	c := s.Combat
	if !c.RetreatSet {
		s.setUpRetreat()
	}
	// Disorders owed for enemy ZOC hexes entered by the last stack (11.6(5)).
	for c.StackLosses > 0 {
		var pool []int
		for _, i := range s.idx(c.RetreatStack) {
			if s.Units[i].Where == OnMap {
				pool = append(pool, i)
			}
		}
		if len(pool) == 0 {
			c.StackLosses = 0
			break
		}
		if !s.oneLoss(c.RetreatSide, pool, "11.6", StageRetreat) {
			return
		}
		c.StackLosses--
	}
	// An overstack at the end of a retreat: the owner eliminates (11.6(4)).
	for c.RetreatEnd.Valid() {
		cell := s.Data.Board.Index(c.RetreatEnd)
		here := s.unitsAt(cell)
		if s.stackingProblem(cell, here).Rule != "" {
			var own []int
			for _, i := range here {
				if s.SideOf(i) == c.RetreatSide {
					own = append(own, i)
				}
			}
			s.Loss = &Loss{Side: c.RetreatSide, Units: s.ids(own), Eliminate: true, Hex: c.RetreatEnd, Rule: "11.6", Next: StageRetreat}
			s.Pending = Pending{Side: c.RetreatSide, Kind: DecideLoss, Units: s.ids(own)}
			return
		}
		c.nextRetreatEnd()
	}
	// The units still to retreat; those with nowhere to go are eliminated.
	rc := s.newRetreatContext(c.RetreatSide, s.combatEnemies())
	var left []string
	var only [][]RetreatOption
	retreating := s.idx(c.Retreating)
	for _, i := range retreating {
		if s.Units[i].Where != OnMap {
			continue
		}
		opts := s.retreatOptions(i, rc)
		if len(opts) == 0 && !s.mayRetreatEscorted(i, retreating, rc) {
			s.emit(Event{Type: EvNote, Rule: "11.6", Side: c.RetreatSide, Units: []string{s.id(i)}, Hex: s.Units[i].Hex, Note: note("no legal retreat")})
			s.eliminate(i, "11.6")
			continue
		}
		left = append(left, s.id(i))
		only = append(only, opts)
	}
	c.Retreating = left
	if len(left) == 0 {
		c.Stage = StageAdvance
		return
	}
	// One way out for everyone, the same: no decision to make.
	if same := only[0]; len(same) == 1 {
		all := true
		for _, o := range only[1:] {
			all = all && len(o) == 1 && o[0].Path == same[0].Path
		}
		if all {
			opts := make([]RetreatOption, len(left))
			for k := range opts {
				opts[k] = same[0]
			}
			s.retreat(left, opts)
			return
		}
	}
	s.Pending = Pending{Side: c.RetreatSide, Kind: DecideRetreat, Units: slices.Clone(left)}
}

// mayRetreatEscorted reports whether unit i, with no retreat of its own,
// may retreat with the other retreating units of its hex as one stack: an
// armored train or a river flotilla that goes where its infantry takes it
// (11.6(7)).
func (s *State) mayRetreatEscorted(i int, retreating []int, rc *retreatContext) bool {
	var stack []int
	for _, j := range retreating {
		if u := &s.Units[j]; u.Where == OnMap && u.Hex == s.Units[i].Hex {
			stack = append(stack, j)
		}
	}
	return len(stack) > 1 && len(s.stackRetreatOptions(stack, rc)) > 0
}

// nextRetreatEnd moves on to the next hex where the last retreating stack
// ended, once RetreatEnd has been checked for overstacking.
func (c *Combat) nextRetreatEnd() {
	c.RetreatEnd = hex.None
	if len(c.RetreatEnds) > 0 {
		c.RetreatEnd, c.RetreatEnds = c.RetreatEnds[0], c.RetreatEnds[1:]
	}
}

// doRetreat moves units that retreat together as one stack from the hex
// they leave to Path[1], each then to its own end (Ends) or all to Path[2]
// (11.6(3), 11.6(5)).
func (s *State) doRetreat(a Action) error {
	c := s.Combat
	if len(a.Units) == 0 || len(a.Path) != 3 {
		return illegal("11.6", "a retreat names the units and their path: the hex they leave and two more")
	}
	if len(a.Ends) > 0 && len(a.Ends) != len(a.Units) {
		return illegal("11.6", "a retreat that splits up names one end for each of its %d units, not %d", len(a.Units), len(a.Ends))
	}
	chosen, err := s.retreatChoice(a, s.newRetreatContext(c.RetreatSide, s.combatEnemies()))
	if err != nil {
		return err
	}
	s.Pending = Pending{}
	s.retreat(a.Units, chosen)
	return nil
}

// retreatChoice checks a retreat action against the options of each group
// of its units with one end, which retreat there as one stack with their
// escort (11.6(5), (7)), and returns each unit's option.
func (s *State) retreatChoice(a Action, rc *retreatContext) ([]RetreatOption, error) {
	c := s.Combat
	chosen := make([]RetreatOption, len(a.Units))
	ends := make([]hex.Hex, len(a.Units))
	for k, id := range a.Units {
		if !slices.Contains(c.Retreating, id) || slices.Contains(a.Units[:k], id) {
			return nil, illegal("11.6", "%s is not retreating (or is named twice)", id)
		}
		ends[k] = a.Path[2]
		if len(a.Ends) > 0 {
			ends[k] = a.Ends[k]
		}
	}
	// The whole stack goes to the first hex together; the units with one
	// end go on there as one stack, with their escort (11.6(5), (7)).
	all := s.idx(a.Units)
	for k := range a.Units {
		var group []int
		var names []string
		for j, id := range a.Units {
			if ends[j] == ends[k] {
				i, _ := s.UnitByID(id)
				group, names = append(group, i), append(names, id)
			}
		}
		want := [3]hex.Hex{a.Path[0], a.Path[1], ends[k]}
		found := false
		for _, o := range s.partRetreatOptions(group, all, rc) {
			if o.Path == want {
				found, chosen[k] = true, o
			}
		}
		if !found {
			return nil, illegal("11.6", "%s cannot retreat along %v: a retreat moves two hexes, ends two hexes away and at least two from every enemy that fought, may not end in an enemy ZOC, enters only hexes the units could enter in normal movement, and ends in supply if it can", strings.Join(names, ", "), want)
		}
	}
	return chosen, nil
}

// retreat moves the units, one stack as far as the first hex of their
// paths (the same for all), and books the consequences: one EZOC disorder
// for the stack in that hex whatever the number of units (11.6(5)), the
// overstack check of every end (11.6(4)), 11.6(8), Done markers (10.9).
func (s *State) retreat(ids []string, opts []RetreatOption) {
	c := s.Combat
	b := s.Data.Board
	c.StackLosses, c.RetreatStack = 0, nil
	units := s.idx(ids)
	mid := opts[0].Path[1]
	for k, i := range units {
		s.moveUnit(i, mid)
		if !s.ignoresZOCIn(i, b.Index(mid)) {
			c.RetreatStack = append(c.RetreatStack, ids[k])
			c.StackLosses = opts[k].EZOC
		}
	}
	// Where they part: each group of units with one end moves on together.
	var ends []hex.Hex
	for k, i := range units {
		end := opts[k].Path[2]
		s.moveUnit(i, end)
		s.Units[i].RetreatedIn = true
		if !slices.Contains(ends, end) {
			ends = append(ends, end)
		}
	}
	c.RetreatEnd, c.RetreatEnds = ends[0], ends[1:]
	c.Retreating = slices.DeleteFunc(c.Retreating, func(id string) bool { return slices.Contains(ids, id) })
	from := opts[0].Path[0]
	for _, end := range ends {
		var group []string
		var idx []int
		for k, i := range units {
			if opts[k].Path[2] == end {
				group, idx = append(group, ids[k]), append(idx, i)
			}
		}
		s.emit(Event{Type: EvRetreat, Rule: "11.6", Side: c.RetreatSide, Units: group, Path: []hex.Hex{from, mid, end}})
		s.markDone(idx, b.Index(from), b.Index(end))
	}
}

// overstackChoice checks units chosen for elimination from an overstacked
// hex: enough to meet the limit, and none more than needed (11.6(4), 9.7).
func (s *State) overstackChoice(l *Loss, chosen []string) error {
	cell := s.Data.Board.Index(l.Hex)
	rest := func(out []string) []int {
		var keep []int
		for _, i := range s.unitsAt(cell) {
			if !slices.Contains(out, s.id(i)) {
				keep = append(keep, i)
			}
		}
		return keep
	}
	if why := s.stackingProblem(cell, rest(chosen)); why.Rule != "" {
		return illegal(l.Rule, "still overstacked: %s", why)
	}
	for k := range chosen {
		fewer := slices.Delete(slices.Clone(chosen), k, k+1)
		if s.stackingProblem(cell, rest(fewer)).Rule == "" {
			return illegal(l.Rule, "%s need not be eliminated to meet the limit", chosen[k])
		}
	}
	return nil
}

// advanceOptions lists the surviving attackers that may advance into the
// emptied hex (11.8).
func (s *State) advanceOptions() []string {
	c := s.Combat
	b := s.Data.Board
	tc := b.Index(c.Target)
	if len(s.unitsAt(tc)) > 0 {
		return nil
	}
	side := s.activeSide()
	pres := s.presence()
	var out []string
	for _, i := range s.idx(c.Attackers) {
		u := &s.Units[i]
		if u.Where != OnMap {
			continue
		}
		from := b.Index(u.Hex)
		d, ok := u.Hex.DirectionTo(c.Target)
		if !ok {
			continue
		}
		k := s.kindOf([]int{i})
		k.escort = true // its escort may advance with it; checked when the advance is made
		if s.entryProblem(&k, []int{i}, side, from, int(d), pres, s.Winter(), true).Rule != "" {
			continue
		}
		if !u.OutOfSupply && !u.Raiding && !s.supplyAfterAdvance([]int{i}).Of(i).In() {
			continue // 12.3: it could not advance there in supply
		}
		out = append(out, s.id(i))
	}
	return out
}

// supplyAfterAdvance is the supply picture once units have advanced into
// the defender's hex, whose control they take (12.3, 13.1).
func (s *State) supplyAfterAdvance(units []int) *Supply {
	t := s.Clone()
	for _, i := range units {
		t.moveUnit(i, s.Combat.Target)
	}
	return t.NewSupply()
}

func (s *State) offerAdvance() {
	c := s.Combat
	opts := s.advanceOptions()
	if len(opts) == 0 {
		c.Stage = StageDone
		return
	}
	s.Pending = Pending{Side: s.activeSide(), Kind: DecideAdvance, Units: opts}
}

// doAdvance moves the chosen attackers into the defender's hex; none is a
// choice too (11.8).
func (s *State) doAdvance(a Action) error {
	c := s.Combat
	for _, id := range a.Units {
		if slices.Contains(s.Pending.Units, id) {
			continue
		}
		if i, ok := s.UnitByID(id); ok && slices.Contains(c.Attackers, id) && s.Units[i].Where == OnMap && !s.Units[i].OutOfSupply {
			return illegal("12.3", "%s is in supply and may not advance into %v, where it would be out of supply", s.Def(i).Name, c.Target)
		}
		return illegal("11.8", "%s may not advance into %v", id, c.Target)
	}
	units := s.idx(a.Units)
	if len(units) > 0 {
		tc := s.Data.Board.Index(c.Target)
		if why := s.stackingProblem(tc, units); why.Rule != "" {
			return illegal(why.Rule, "cannot advance: %s", why)
		}
		k := s.kindOf(units)
		if (k.rail || k.river || k.tank) && !k.escort {
			return illegal("10.7", "armored trains, river flotillas and tanks advance only with infantry or cavalry")
		}
		sp := s.supplyAfterAdvance(units)
		for _, i := range units {
			if !s.Units[i].OutOfSupply && !s.Units[i].Raiding && !sp.Of(i).In() {
				return illegal("12.3", "%s is in supply and may not advance into %v, where it would be out of supply", s.Def(i).Name, c.Target)
			}
		}
	}
	s.Pending = Pending{}
	if len(units) > 0 {
		from := s.Units[units[0]].Hex
		for _, i := range units {
			s.moveUnit(i, c.Target)
		}
		s.emit(Event{Type: EvAdvance, Rule: "11.8", Side: a.Side, Units: slices.Clone(a.Units), Path: []hex.Hex{from, c.Target}})
		s.markDone(units, s.Data.Board.Index(from), s.Data.Board.Index(c.Target))
	}
	c.Stage = StageDone
	return nil
}

func (o RetreatOption) String() string { return fmt.Sprintf("%v", o.Path) }
