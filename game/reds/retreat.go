package reds

import (
	"fmt"
	"slices"

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
}

// retreatContext is what every unit's retreat options depend on.
type retreatContext struct {
	side    Side
	enemies []hex.Hex // hexes of the enemy units that took part (11.6(1))
	pres    []uint8
	ezoc    []bool
	sp      *Supply
	frozen  bool
}

func (s *State) newRetreatContext(side Side, enemies []hex.Hex) *retreatContext {
	pres := s.presence()
	return &retreatContext{side: side, enemies: enemies, pres: pres, ezoc: s.unnegatedEZOC(side, pres),
		sp: s.NewSupply(), frozen: s.Winter()}
}

// retreatOptions lists unit i's legal retreats (11.6(1), (2), (6), (7)).
func (s *State) retreatOptions(i int, rc *retreatContext) []RetreatOption {
	b := s.Data.Board
	u := &s.Units[i]
	if u.Where != OnMap {
		return nil
	}
	o := b.Index(u.Hex)
	k := s.kindOf([]int{i})
	one := []int{i}
	var all []RetreatOption
	for d1 := 0; d1 < 6; d1++ {
		if rule, _ := s.entryProblem(&k, one, rc.side, o, d1, rc.pres, rc.frozen); rule != "" {
			continue
		}
		h1 := b.Cells[o].Adj[d1]
		for d2 := 0; d2 < 6; d2++ {
			h2 := b.Cells[h1].Adj[d2]
			if h2 < 0 || hex.Distance(u.Hex, b.Cells[h2].Hex) != 2 {
				continue
			}
			if rule, _ := s.entryProblem(&k, one, rc.side, h1, d2, rc.pres, rc.frozen); rule != "" {
				continue
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
			if !s.ignoresZOCIn(i, h2) && rc.ezoc[h2] {
				continue // a unit that must end in an enemy ZOC is eliminated (11.6(6))
			}
			if !s.ignoresZOCIn(i, h1) && rc.ezoc[h1] {
				opt.EZOC = 1
			}
			opt.Supplied = rc.sp.At(i, h2).In()
			all = append(all, opt)
		}
	}
	// 11.6(2): end in supply if possible (raiding cavalry and partisans
	// need not).
	if s.Def(i).Type != Partisan && !u.Raiding {
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

// RetreatOptions is the query behind the retreat decision.
func (s *State) RetreatOptions(id string) []RetreatOption {
	c := s.Combat
	i, ok := s.UnitByID(id)
	if c == nil || !ok || !slices.Contains(c.Retreating, id) {
		return nil
	}
	return s.retreatOptions(i, s.newRetreatContext(c.RetreatSide, s.combatEnemies()))
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
			s.emit(Event{Type: EvNote, Rule: "11.7", Side: Red, Hex: c.Target, Text: "Red Verdun: the Red units in Tsaritsyn do not retreat"})
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
		if rule, _ := s.stackingProblem(cell, here); rule != "" {
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
	for _, i := range s.idx(c.Retreating) {
		if s.Units[i].Where != OnMap {
			continue
		}
		opts := s.retreatOptions(i, rc)
		if len(opts) == 0 {
			s.emit(Event{Type: EvNote, Rule: "11.6", Side: c.RetreatSide, Units: []string{s.id(i)}, Hex: s.Units[i].Hex, Text: "no legal retreat"})
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
	rc := s.newRetreatContext(c.RetreatSide, s.combatEnemies())
	chosen := make([]RetreatOption, len(a.Units))
	for k, id := range a.Units {
		if !slices.Contains(c.Retreating, id) || slices.Contains(a.Units[:k], id) {
			return illegal("11.6", "%s is not retreating (or is named twice)", id)
		}
		want := [3]hex.Hex{a.Path[0], a.Path[1], a.Path[2]}
		if len(a.Ends) > 0 {
			want[2] = a.Ends[k]
		}
		i, _ := s.UnitByID(id)
		found := false
		for _, o := range s.retreatOptions(i, rc) {
			if o.Path == want {
				found, chosen[k] = true, o
			}
		}
		if !found {
			return illegal("11.6", "%s cannot retreat along %v: a retreat moves two hexes, ends two hexes away and at least two from every enemy that fought, may not end in an enemy ZOC, and ends in supply if it can", id, want)
		}
	}
	s.Pending = Pending{}
	s.retreat(a.Units, chosen)
	return nil
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
	if rule, why := s.stackingProblem(cell, rest(chosen)); rule != "" {
		return illegal(l.Rule, "still overstacked: %s", why)
	}
	for k := range chosen {
		fewer := slices.Delete(slices.Clone(chosen), k, k+1)
		if rule, _ := s.stackingProblem(cell, rest(fewer)); rule == "" {
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
		if rule, _ := s.entryProblem(&k, []int{i}, side, from, int(d), pres, s.Winter()); rule != "" {
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
		if rule, why := s.stackingProblem(tc, units); rule != "" {
			return illegal(rule, "cannot advance: %s", why)
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
