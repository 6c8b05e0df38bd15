package reds

import (
	"container/heap"
	"slices"

	"tachanka/game/hex"
)

// A mover is a unit or stack about to make an operational move (10.6), with
// everything the search needs precomputed once.
type mover struct {
	s     *State
	units []int
	side  Side
	start int32
	ma    int // the stack's MP: the smallest MA among its units
	kind  stackKind
	// nwArmy: NW Army units move with it (10.11).
	nwArmy    bool
	ignoreZOC func(c int32) bool
	ezoc      []bool
	pres      []uint8
	frozen    bool
	// needSupply are the units that must end the move in supply (10.8,
	// 12.3): in supply at the start of the step (no Out of Supply
	// marker), not raiding, not exempt; sp traces it, the stack lifted.
	needSupply []int
	sp         *Supply
	// quiet: no one reads the reasons (the search of every reachable
	// hex), so they are not written.
	quiet bool
}

// moverProblem tells why unit i may not take part in an operational move
// in the step now, if it may not (10.6, 10.9, 7.10, 20.5, 10.7); quiet,
// only the rule.
func (s *State) moverProblem(i int, quiet bool) Reason {
	u := &s.Units[i]
	d := s.Def(i)
	switch {
	case u.Where != OnMap:
		return say1(quiet, "10.6", "%s is not on the map", d.Name)
	case u.Done:
		return say1(quiet, "10.9", "%s carries a Done marker and may not move again this turn", d.Name)
	case !u.Active:
		return say1(quiet, "7.10", "%s is not part of the group activated in this segment", d.Name)
	case u.Moved:
		return say1(quiet, "10.6", "%s has already moved in this step", d.Name)
	case d.Type == Garrison:
		return because("20.5", "garrisons never move")
	case d.Type.OffMap():
		return say1(quiet, "10.7", "%s never moves on the map", d.Name)
	}
	return Reason{}
}

// Unlimited is the MA of armored trains and river flotillas (10.1).
const Unlimited = 1 << 10

// newMover checks who may move (10.6, 7.10) and prepares the search. base,
// if not nil, is the supply picture of s as it stands, shared by the movers
// of one listing of candidates.
func (s *State) newMover(ids []int, base *Supply) (*mover, error) {
	if len(ids) == 0 {
		return nil, illegal("10.6", "no unit to move")
	}
	first := &s.Units[ids[0]]
	m := &mover{s: s, units: ids, side: s.SideOf(ids[0]), ma: Unlimited, frozen: s.Winter()}
	seen := map[int]bool{}
	for _, i := range ids {
		u := &s.Units[i]
		d := s.Def(i)
		switch {
		case seen[i]:
			return nil, illegal("10.6", "%s is listed twice", d.Name)
		case u.Where == OnMap && u.Hex != first.Hex:
			return nil, illegal("10.6", "a stack moves from one hex: %s is in %v, not %v", d.Name, u.Hex, first.Hex)
		case s.SideOf(i) != m.side:
			return nil, illegal("10.6", "%s belongs to the other player", d.Name)
		}
		if why := s.moverProblem(i, false); why.Rule != "" {
			return nil, why.Err()
		}
		seen[i] = true
		if d.Faction == NWArmy {
			m.nwArmy = true
		}
		if d.Type != ArmoredTrain && d.Type != RiverFlotilla {
			_, _, ma := d.Values(u.Disordered)
			m.ma = min(m.ma, ma)
		}
	}
	b := s.Data.Board
	m.kind = s.kindOf(ids)
	m.start = b.Index(first.Hex)
	m.pres = s.presence()
	m.ezoc = s.EnemyZOC(m.side)
	for _, i := range ids {
		d := s.Def(i)
		if !s.Units[i].OutOfSupply && !s.Units[i].Raiding && d.Type != Partisan && d.Faction != Makhno {
			m.needSupply = append(m.needSupply, i)
		}
	}
	if len(m.needSupply) > 0 {
		if base != nil && (s.leavingKeepsLines(m.start, m.ezoc, m.pres) || !base.reaches(m.start, m.needSupply)) {
			m.sp = base
		} else {
			m.sp = s.supplyAfterLeaving(ids)
		}
	}
	m.ignoreZOC = func(c int32) bool {
		for _, i := range ids {
			if !s.ignoresZOCIn(i, c) {
				return false
			}
		}
		return true
	}
	return m, nil
}

// node flags of the movement search.
const (
	alongVolga = 1 << iota // began on the Volga and moved only along it (10.13a)
	railOnly               // entered a Volga hex: may go on only along a railway (10.13b)
	stopped                // entered an enemy ZOC hex: must stop (8.6)
	begun                  // has left the start hex (8.6 looks at the first hex entered)
	leftBaltic             // NW Army units have stepped out of the Baltic (10.11)
)

type node struct {
	cell  int32
	flags uint8
}

// step checks moving the stack from n across side d, having spent mp. It
// returns the node reached and its MP cost, or the reason that forbids the
// step (its rule alone if the mover is quiet).
func (m *mover) step(n node, d int, mp int) (next node, cost int, why Reason) {
	s := m.s
	b := s.Data.Board
	from := &b.Cells[n.cell]
	c := from.Adj[d]
	if c < 0 {
		return next, 0, because("2.2", "the map ends there")
	}
	to := &b.Cells[c]
	if n.flags&stopped != 0 {
		return next, 0, say1(m.quiet, "8.6", "the stack entered an enemy ZOC hex at %v and must stop there", from.Hex)
	}
	if n.flags&railOnly != 0 && !has(from.Rail, d) {
		return next, 0, say1(m.quiet, "10.13", "a unit that enters a Volga hex (%v) must stop there unless it leaves along a railway", from.Hex)
	}
	if why := s.entryProblem(&m.kind, m.units, m.side, n.cell, d, m.pres, m.frozen, m.quiet); why.Rule != "" {
		return next, 0, why
	}
	if m.nwArmy && n.flags&leftBaltic != 0 && to.Region == Baltic {
		return next, 0, because("10.11", "NW Army units that left the Baltic may never re-enter it")
	}
	// Movement points (10.6; frozen lakes count as clear, 19.2).
	if m.ma < Unlimited {
		t := to.Terrain
		if t == Lake {
			t = Clear
		}
		cost = s.Data.TerrainCost(t)
		if mp+cost > m.ma {
			return next, 0, say3(m.quiet, "10.6", "entering %v costs %d MP and only %d remain", to.Hex, cost, m.ma-mp)
		}
	}
	// Enemy ZOC: stop on entering; never straight from one EZOC hex to
	// another when leaving the start hex (8.6).
	next = node{cell: c, flags: begun | n.flags&leftBaltic}
	if m.nwArmy && from.Region == Baltic && to.Region != Baltic {
		next.flags |= leftBaltic
	}
	if m.ezoc[c] && !m.ignoreZOC(c) {
		if n.flags&begun == 0 && m.ezoc[m.start] && !m.ignoreZOC(m.start) {
			return node{}, 0, because("8.6", "a unit leaving an enemy ZOC hex may not move straight into another")
		}
		next.flags |= stopped
	}
	// The Volga (10.13); armored trains and river flotillas are exempt.
	if to.Volga && !m.kind.rail && !m.kind.river {
		if n.flags&alongVolga != 0 && from.Volga && has(from.River, d) {
			next.flags |= alongVolga
		} else {
			next.flags |= railOnly
		}
	}
	return next, cost, Reason{}
}

// tankBarred is the terrain tanks never move, advance, retreat, attack or
// are placed into: forest and swamp (10.7, 20.13), and the designed
// mountains, rougher still.
func tankBarred(t Terrain) bool { return t == Forest || t == Swamp || t == Mountain }

// stackKind sums up what kinds of unit move together, for the entry rules.
type stackKind struct {
	rail   bool // an armored train: only along railways (10.7)
	river  bool // a river flotilla: only along rivers (10.7)
	tank   bool // a tank: never into forest, swamp or mountain (20.13)
	escort bool // infantry or cavalry, so special units may enter an enemy city (10.7)
	polish bool // Poles, or White special units that may join them (9.6)
}

func (s *State) kindOf(units []int) stackKind {
	var k stackKind
	for _, i := range units {
		switch s.Def(i).Type {
		case ArmoredTrain:
			k.rail = true
		case RiverFlotilla:
			k.river = true
		case Tank:
			k.tank = true
		case Infantry, Cavalry:
			k.escort = true
		}
	}
	k.polish = s.mayJoinPoles(units)
	return k
}

// entryProblem checks a stack of side crossing side d of cell from into the
// next hex, whatever the kind of movement: water, terrain, the special units'
// lines, who stands there and where each unit may be (10.6, 10.7, 9.6,
// mayStand). MP, ZOC and the Volga belong to operational movement only.
// Quiet, a unit's limit is given by its rule alone.
func (s *State) entryProblem(k *stackKind, units []int, side Side, from int32, d int, pres []uint8, frozen, quiet bool) Reason {
	b := s.Data.Board
	fc := &b.Cells[from]
	c := fc.Adj[d]
	if c < 0 {
		return because("2.2", "the map ends there")
	}
	to := &b.Cells[c]
	switch {
	case to.Terrain == Sea || has(fc.SeaSide, d):
		return because("10.6", "units never enter all-sea hexes or cross all-sea hexsides")
	case !frozen && (to.Terrain == Lake || has(fc.LakeSide, d)):
		return because("10.6", "lakes can be crossed only when frozen in winter (19.2)")
	case k.rail && !has(fc.Rail, d):
		return because("10.7", "armored trains move only along railways")
	case k.river && !has(fc.River, d):
		return because("10.7", "river flotillas move only along rivers")
	case k.tank && tankBarred(to.Terrain):
		return because("10.7", "tanks may never enter forest, swamp or mountain hexes")
	}
	if why := blockedBy(side, k.polish, pres[c]); why.Rule != "" {
		return why
	}
	if (k.rail || k.river) && !k.escort && s.Control[c].Side() == side.Enemy() {
		return because("10.7", "armored trains and river flotillas enter an enemy-controlled city only with infantry or cavalry")
	}
	for _, i := range units {
		if why := s.mayStand(i, c); why.Rule != "" {
			return say2(quiet, why.Rule, "%s: %s", s.Def(i).Name, why)
		}
	}
	return Reason{}
}

// blockedBy tells whether units of side may enter a hex with these occupants.
func blockedBy(side Side, polish bool, p uint8) Reason {
	enemy := uint8(hasWhite)
	if side == White {
		enemy = hasRed
	}
	switch {
	case p&enemy != 0:
		return because("10.6", "a unit may not enter a hex containing enemy units")
	case p&hasUnaligned != 0:
		return because("10.6", "the hex holds Makhno, who belongs to neither player yet")
	case p&hasNationalist != 0:
		return because("9.6", "no unit may enter a hex containing a nationalist garrison")
	case p&hasUkrainian != 0 && side != White:
		return because("9.6", "only White units may enter the Ukrainian garrison's hex")
	case p&hasPoles != 0 && !polish:
		return because("9.6", "only Polish units may enter a hex containing Polish units")
	}
	return Reason{}
}

// Reach is the result of a reachable-hexes query: every hex where the stack
// may end its move, with the cheapest legal path to it.
type Reach struct {
	From  hex.Hex
	MA    int
	Dests []Dest
	prev  map[node]node
	best  map[int32]node
	board *Board
}

// Dest is one hex the stack may end its move in.
type Dest struct {
	Hex  hex.Hex `json:"hex"`
	Cost int     `json:"cost"`
	// Stop: the move must end here (enemy ZOC, 8.6).
	Stop bool `json:"stop,omitempty"`
}

// Path returns the path from the start to h (start included), or nil.
func (r *Reach) Path(h hex.Hex) []hex.Hex {
	n, ok := r.best[r.board.Index(h)]
	if !ok {
		return nil
	}
	var rev []hex.Hex
	for {
		rev = append(rev, r.board.Cells[n.cell].Hex)
		p, ok := r.prev[n]
		if !ok {
			break
		}
		n = p
	}
	slices.Reverse(rev)
	return rev
}

// Can reports whether h is a legal destination.
func (r *Reach) Can(h hex.Hex) (Dest, bool) {
	for _, d := range r.Dests {
		if d.Hex == h {
			return d, true
		}
	}
	return Dest{}, false
}

// Reachable returns where the given units, moving together, may end an
// operational move now, and the path to each hex.
func (s *State) Reachable(ids []string) (*Reach, error) {
	idx, err := s.unitIndexes(ids)
	if err != nil {
		return nil, err
	}
	return s.reachable(idx, nil)
}

func (s *State) reachable(idx []int, base *Supply) (*Reach, error) {
	m, err := s.newMover(idx, base)
	if err != nil {
		return nil, err
	}
	return m.search(), nil
}

// leavingKeepsLines reports whether the lines of the side whose enemy ZOC
// is ezoc stay as they are when units leave cell c: it is no city (whose
// control could change, 13.1), holds no Ukrainian garrison (12.7) and lies
// in no enemy ZOC their presence negated (8.4, 12.7); the enemy's units
// cast the same ZOC wherever ours stand.
func (s *State) leavingKeepsLines(c int32, ezoc []bool, pres []uint8) bool {
	return s.Data.Board.Cells[c].City == nil && !ezoc[c] && pres[c]&hasUkrainian == 0
}

// reaches reports whether a supply line of any of units, traced as they
// stand, passes through cell c. Leaving a hex only ever closes it to its
// side's lines (an enemy ZOC no longer negated, a city given up, 13.1), so
// lines that never pass through it stay as they are.
func (sp *Supply) reaches(c int32, units []int) bool {
	s := sp.s
	for _, i := range units {
		if sp.connected(groupOf(s.Def(i).Faction), s.zocRule(i))[c] {
			return true
		}
	}
	return false
}

type qitem struct {
	n  node
	mp int
}
type nodeQueue []qitem

func (q nodeQueue) Len() int           { return len(q) }
func (q nodeQueue) Less(i, j int) bool { return q[i].mp < q[j].mp }
func (q nodeQueue) Swap(i, j int)      { q[i], q[j] = q[j], q[i] }
func (q *nodeQueue) Push(x any)        { *q = append(*q, x.(qitem)) }
func (q *nodeQueue) Pop() any {
	old := *q
	it := old[len(old)-1]
	*q = old[:len(old)-1]
	return it
}

// search is a Dijkstra search on MP spent over (hex, flags) nodes.
func (m *mover) search() *Reach {
	s := m.s
	m.quiet = true
	defer func() { m.quiet = false }()
	b := s.Data.Board
	start := node{cell: m.start}
	if b.Cells[m.start].Volga {
		start.flags |= alongVolga
	}
	dist := map[node]int{start: 0}
	prev := map[node]node{}
	q := &nodeQueue{{start, 0}}
	for q.Len() > 0 {
		it := heap.Pop(q).(qitem)
		if it.mp > dist[it.n] {
			continue
		}
		if it.n.flags&stopped != 0 {
			continue
		}
		for d := 0; d < 6; d++ {
			next, cost, why := m.step(it.n, d, it.mp)
			if why.Rule != "" {
				continue
			}
			mp := it.mp + cost
			if old, ok := dist[next]; ok && old <= mp {
				continue
			}
			dist[next] = mp
			prev[next] = it.n
			heap.Push(q, qitem{next, mp})
		}
	}
	r := &Reach{From: b.Cells[m.start].Hex, MA: m.ma, prev: prev, best: map[int32]node{}, board: b}
	for n, mp := range dist {
		if n.cell == m.start {
			continue
		}
		if old, ok := r.best[n.cell]; ok {
			if om := dist[old]; om < mp || om == mp && old.flags <= n.flags {
				continue
			}
		}
		r.best[n.cell] = n
	}
	for c, n := range r.best {
		path := func() []hex.Hex { return r.Path(b.Cells[c].Hex) }
		if why := m.endProblem(c, path); why.Rule != "" {
			delete(r.best, c)
			continue
		}
		r.Dests = append(r.Dests, Dest{Hex: b.Cells[c].Hex, Cost: dist[n], Stop: n.flags&stopped != 0})
	}
	slices.SortFunc(r.Dests, func(a, b Dest) int {
		if a.Cost != b.Cost {
			return a.Cost - b.Cost
		}
		return hex.Compare(a.Hex, b.Hex)
	})
	return r
}

// endProblem checks where a move ends: stacking (9.1-9.6), and supply for
// units that were in supply when the step began (10.8).
// The supply picture once the stack has left its hex answers unless the
// path enters a city the mover does not control: then the move's own
// change of control may open a line (13.1), and the exact picture after
// the move is made along the path.
func (m *mover) endProblem(c int32, path func() []hex.Hex) Reason {
	s := m.s
	here := append(s.unitsAt(c), m.units...)
	if why := s.stackingProblem(c, here); why.Rule != "" {
		return why
	}
	var after *Supply
	for _, i := range m.needSupply {
		if m.sp.At(i, c).In() {
			continue
		}
		if after == nil {
			if p := path(); s.entersForeignCity(m.side, p) {
				after = s.supplyAfterMove(m.units, p)
			}
		}
		if after == nil || !after.Of(i).In() {
			return say1(m.quiet, "10.8", "%s was in supply when the step began and may not end its move out of supply", s.Def(i).Name)
		}
	}
	return Reason{}
}

// unitIndexes resolves unit ids.
func (s *State) unitIndexes(ids []string) ([]int, error) {
	out := make([]int, 0, len(ids))
	for _, id := range ids {
		i, ok := s.UnitByID(id)
		if !ok {
			return nil, illegal("", "there is no unit %q", id)
		}
		out = append(out, i)
	}
	return out, nil
}

// doMove is an operational move (10.6) of a unit or stack along a path.
func (s *State) doMove(a Action) error {
	idx, err := s.unitIndexes(a.Units)
	if err != nil {
		return err
	}
	m, err := s.newMover(idx, nil)
	if err != nil {
		return err
	}
	if len(a.Path) < 2 {
		return illegal("10.6", "a move needs a path from the stack's hex to at least one other hex")
	}
	b := s.Data.Board
	if a.Path[0] != b.Cells[m.start].Hex {
		return illegal("10.6", "the path must start in the stack's hex %v, not %v", b.Cells[m.start].Hex, a.Path[0])
	}
	n := node{cell: m.start}
	if b.Cells[m.start].Volga {
		n.flags |= alongVolga
	}
	mp := 0
	for k := 1; k < len(a.Path); k++ {
		d, ok := a.Path[k-1].DirectionTo(a.Path[k])
		if !ok {
			return illegal("10.6", "hexes cannot be skipped: %v is not adjacent to %v", a.Path[k], a.Path[k-1])
		}
		next, cost, why := m.step(n, int(d), mp)
		if why.Rule != "" {
			return illegal(why.Rule, "cannot enter %v: %s", a.Path[k], why)
		}
		n, mp = next, mp+cost
	}
	end := n.cell
	if end == m.start {
		return illegal("10.6", "the move ends where it began")
	}
	if why := m.endProblem(end, func() []hex.Hex { return a.Path }); why.Rule != "" {
		return illegal(why.Rule, "cannot end the move in %v: %s", b.Cells[end].Hex, why)
	}
	// Legal: carry it out. Every hex passed through is entered (13.1).
	for k := 1; k < len(a.Path); k++ {
		for _, i := range idx {
			s.moveUnit(i, a.Path[k])
			s.Visited = append(s.Visited, Visit{s.id(i), a.Path[k]})
		}
	}
	for _, i := range idx {
		s.Units[i].Moved = true
	}
	s.emit(Event{Type: EvMove, Rule: "10.6", Side: a.Side, Units: slices.Clone(a.Units), Path: slices.Clone(a.Path), Note: note("%d MP", mp)})
	s.markDone(idx, m.start, end)
	return nil
}

// markDone gives a Done marker to each Red unit of units that moved,
// advanced or retreated from the area of a front already activated this
// turn (cell from) into the area of one not yet activated (cell to), so that
// it does not move again when that front activates (10.9).
func (s *State) markDone(units []int, from, to int32) {
	b := s.Data.Board
	if !slices.Contains(s.Activated, b.Cells[from].Front) || slices.Contains(s.Activated, b.Cells[to].Front) {
		return
	}
	var done []string
	for _, i := range units {
		if s.SideOf(i) == Red && !s.Units[i].Done {
			s.Units[i].Done = true
			done = append(done, s.id(i))
		}
	}
	if len(done) > 0 {
		s.emit(Event{Type: EvDone, Rule: "10.9", Side: Red, Units: done})
	}
}
