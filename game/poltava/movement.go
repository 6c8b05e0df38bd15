package poltava

import (
	"container/heap"
	"slices"

	"tachanka/game/hex"
)

// Move modes (4.7, 4.8). Movement points are counted in half points so a
// road hex costs 1 (½ MP).
type moveMode uint8

const (
	normalMove moveMode = iota
	roadMove
	longMove
	longRoadMove
)

func (m moveMode) road() bool { return m == roadMove || m == longRoadMove }
func (m moveMode) long() bool { return m == longMove || m == longRoadMove }

// allowance is u's MP for a move of mode m, in half points.
func allowance(u *Unit, m moveMode) int {
	mp := 2 * u.Values().MA
	if m.long() {
		mp *= 2
	}
	return mp
}

// EnterCost is the cost in half points of entering to from the adjacent
// from (T2): the hex's terrain, +1 MP across a river/stream hexside; a
// road move pays ½ MP a hex whatever else (4.7 ruling).
func (s *State) enterCost(from, to hex.Hex, m moveMode) int {
	b := s.Data.Board
	if m.road() {
		return roadCost
	}
	c := terrainCost(b.Terrain(to))
	if b.Stream(from, to) {
		c += streamCost
	}
	return c
}

// The costs of T2 in half points: a road move's hex, the extra cost of a
// river/stream hexside.
const (
	roadCost   = 1
	streamCost = 2
)

// terrainCost is T2's cost in half points of entering a hex of terrain t
// (impassable terrain is refused before its cost is asked).
func terrainCost(t Terrain) int {
	if t == Retrenchment {
		return 4
	}
	return 2
}

// nearEnemy marks the hexes within 2 of an enemy combat unit, enemy
// artillery or a redoubt garrisoned by the enemy: a long-distance move
// may touch none of them (4.8 ruling).
func (s *State) nearEnemy(side Side) hexSet {
	near := s.newHexSet()
	mark := func(h hex.Hex) {
		for _, n := range hex.Range(h, 2) {
			near.add(n)
		}
	}
	for i := range s.Units {
		if u := &s.Units[i]; u.Status == OnMap && u.Side != side {
			mark(u.Hex)
		}
	}
	if side == Sweden {
		for i, r := range s.Redoubts {
			if r.Garrisoned {
				mark(s.Data.Board.Redoubts[i].Hex)
			}
		}
	}
	return near
}

// mayEnter checks whether u may enter to from the adjacent from in its
// movement (4.4 and the scenario restrictions of G1, S1.2, SR1.4, SR4, SR5,
// G2). It does not check costs, ZOC stops or where the move ends.
func (s *State) mayEnter(u *Unit, from, to hex.Hex) error {
	b := s.Data.Board
	if !b.On(to) {
		return refuse("G3", "%v is off the map: no unit leaves the battlefield", to)
	}
	t := b.Terrain(to)
	switch {
	case t.Impassable():
		return refuse(impassableRule(t), "%v is %s: impassable", to, t)
	case b.Blocked(from, to):
		return refuse("4.4", "the hexside between %v and %v is impassable", from, to)
	case t == Retrenchment && u.Kind().Mounted():
		return refuse("T2", "cavalry may not enter the retrenchment (%v)", to)
	case !s.Data.Scenario.Redoubts && b.Cell(to).Line:
		return refuse("S1.2", "no unit may cross the redoubt line in Scenario 1 (%v)", to)
	}
	if e := s.CombatAt(to); e != nil && e.Side != u.Side {
		return refuse("4.4", "%v holds an enemy unit", to)
	}
	if a := s.ArtilleryAt(to); a != nil && a.Side != u.Side {
		return refuse("4.4", "%v holds enemy artillery", to)
	}
	if (u.Division == Camp || u.CampBound) && !b.Cell(to).Camp {
		return refuse("G1", "the Camp's troops may not leave the camp (%v)", to)
	}
	if u.Bound != NoZone {
		if z := b.Cell(to).Zone; z != NoZone && z != u.Bound {
			return refuse(boundRule(u), "%s is bound to the %s zone and may not cross the redoubt line", u.ID, u.Bound)
		}
	}
	return nil
}

func impassableRule(t Terrain) string {
	if t == Woods {
		return "G4"
	}
	return "T2"
}

func boundRule(u *Unit) string {
	switch {
	case u.Division == Rentzel:
		return "SR5"
	case u.Division == Roos:
		return "SR4"
	}
	return "SR1.6"
}

// mayEnd checks that u may stop on h (2.1.1, 4.5).
func (s *State) mayEnd(u *Unit, h hex.Hex) error {
	if c := s.CombatAt(h); c != nil && c != u {
		return refuse("2.1.1", "%v already holds a combat unit (%s)", h, c.ID)
	}
	if s.Garrisoned(h) {
		return refuse("2.1.1", "no unit may stop in the garrisoned redoubt at %v", h)
	}
	if a := s.ArtilleryAt(h); a != nil && a != u && u.Kind() == Cossack {
		return refuse("2.1.1", "Cossacks may not stack with artillery (%v)", h)
	}
	return nil
}

// mayMove checks that u may begin a move now (4.3, 5.3, 9.4.4, S2.1).
func (s *State) mayMove(u *Unit) error {
	switch {
	case u == nil || u.Status != OnMap:
		return refuse("4.3", "that unit is not on the map")
	case u.Side != s.Phasing:
		return refuse("3", "only the phasing player moves")
	case u.Kind() == Artillery:
		return refuse("9.4.4", "artillery never moves")
	case u.Moved:
		return refuse("4.2", "%s has already moved this phase", u.ID)
	case u.Stay:
		return refuse("SR2.5", "%s re-garrisoned a redoubt and may not move this phase", u.ID)
	case s.frozen(u):
		return refuse("S2.1", "until turn 5 only Menshikov's division and Rentzel's detachment may move")
	case s.InEnemyZOC(u.Side, u.Hex):
		return refuse("5.3", "%s is in an enemy ZOC and may leave it only as a result of combat", u.ID)
	}
	return nil
}

// frozen: on turns 1-4 of Scenario 2 only Mn and Rc of the Russians move
// (S2.1).
func (s *State) frozen(u *Unit) bool {
	return s.Data.Scenario.Redoubts && u.Side == Russia && s.Turn < FreeTurn && u.Division != "Mn" && u.Division != Rentzel
}

// lineZone reports an unformed army's eligible infantry barred from hexes
// within 2 of enemy infantry (SR1.4).
func (s *State) lineZone(u *Unit) hexSet {
	if !s.Data.Scenario.Redoubts || s.Formed[u.Side] || !s.eligible(u) {
		return hexSet{}
	}
	zone := s.newHexSet()
	for i := range s.Units {
		e := &s.Units[i]
		if e.Status == OnMap && e.Side != u.Side && e.Kind() == Infantry {
			for _, n := range hex.Range(e.Hex, 2) {
				zone.add(n)
			}
		}
	}
	return zone
}

// hexSet is a set of hexes of the map, one flag per cell.
type hexSet struct {
	b     *Board
	flags []bool
}

func (s *State) newHexSet() hexSet {
	return hexSet{b: s.Data.Board, flags: make([]bool, len(s.Data.Board.Cells))}
}

func (hs hexSet) add(h hex.Hex) {
	if k := hs.b.Index(h); k >= 0 {
		hs.flags[k] = true
	}
}

func (hs hexSet) has(h hex.Hex) bool {
	if hs.flags == nil {
		return false
	}
	k := hs.b.Index(h)
	return k >= 0 && hs.flags[k]
}

// step is the one rule for a hex entered in a move of mode m with mp half
// points left: the cost and whether the move must stop there. Reachable
// hexes and the check of a declared path both use it.
func (s *State) step(u *Unit, from, to hex.Hex, m moveMode, mp int, near, barred hexSet) (cost int, stop bool, err error) {
	if err := s.mayEnter(u, from, to); err != nil {
		return 0, false, err
	}
	if m.road() && !s.Data.Board.Road(from, to) {
		return 0, false, refuse("4.7", "%v and %v are not joined by the road", from, to)
	}
	if m.road() && u.Kind().Mounted() && s.Data.Board.Terrain(to) == Retrenchment {
		return 0, false, refuse("4.7", "cavalry may not use a road through the retrenchment")
	}
	if m.long() && near.has(to) {
		return 0, false, refuse("4.8", "%v is within 2 hexes of the enemy: not a long-distance move", to)
	}
	if barred.has(to) {
		return 0, false, refuse("SR1.4", "the army has not formed its order-de-bataille: its infantry may not enter %v, within 2 hexes of enemy infantry", to)
	}
	zoc := s.InEnemyZOC(u.Side, to)
	if zoc && u.def.Bracketed {
		return 0, false, refuse("G2", "Skoropadsky's Cossacks may not enter an enemy ZOC of their own accord (%v)", to)
	}
	cost = s.enterCost(from, to, m)
	if cost > mp {
		return 0, false, refuse("4.2", "%v costs more movement points than %s has left", to, u.ID)
	}
	return cost, zoc, nil
}

// checkPath checks a declared path for u in mode m and returns the MP
// left, or the first refusal. A path passing a garrisoned redoubt is
// checked as if no redoubt check hit.
func (s *State) checkPath(u *Unit, start hex.Hex, path []hex.Hex, m moveMode, mp int) (int, error) {
	near := s.nearEnemy(u.Side)
	if m.long() && near.has(start) {
		return 0, refuse("4.8", "%s starts within 2 hexes of the enemy: not a long-distance move", u.ID)
	}
	barred := s.lineZone(u)
	from := start
	for k, to := range path {
		if !hex.Adjacent(from, to) {
			return 0, refuse("4.1", "%v is not adjacent to %v", to, from)
		}
		c, stop, err := s.step(u, from, to, m, mp, near, barred)
		if err != nil {
			return 0, err
		}
		if stop && k < len(path)-1 {
			return 0, refuse("4.6", "%s must stop on entering the enemy ZOC at %v", u.ID, to)
		}
		if u.Side == Sweden && s.Garrisoned(to) && k == len(path)-1 {
			return 0, refuse("SR2.6", "%s may pass through the redoubt at %v but not stop in it", u.ID, to)
		}
		mp -= c
		from = to
	}
	return mp, s.mayEnd(u, from)
}

var modes = []moveMode{normalMove, roadMove, longMove, longRoadMove}

// pathMode finds a mode in which the path is legal: the cheapest that
// works, normal first (so a unit leaving the road moves normally, 4.7).
func (s *State) pathMode(u *Unit, start hex.Hex, path []hex.Hex, mpLeft int) (moveMode, int, error) {
	var first error
	for _, m := range modes {
		mp := allowance(u, m)
		if mpLeft >= 0 {
			if m != normalMove {
				continue
			}
			mp = mpLeft
		}
		left, err := s.checkPath(u, start, path, m, mp)
		if err == nil {
			return m, left, nil
		}
		if first == nil {
			first = err
		}
	}
	return 0, 0, first
}

// doMove moves a unit along a path (4), a cavalry withdrawal (9.2) or the
// continuation of an interrupted move (SR2.6).
func doMove(s *State, a Action) error {
	u := s.Unit(a.Unit)
	if u == nil {
		return refuse("4.3", "no unit %q", a.Unit)
	}
	if len(a.Path) == 0 {
		return refuse("4.1", "a move needs a path of at least one hex")
	}
	switch s.Pending.Kind {
	case DecideWithdraw:
		return s.withdraw(u, a.Path)
	case DecideContinue:
		return s.continueMove(u, a.Path)
	}
	if err := s.mayMove(u); err != nil {
		return err
	}
	if _, _, err := s.pathMode(u, u.Hex, a.Path, -1); err != nil {
		return err
	}
	mode, _, _ := s.pathMode(u, u.Hex, a.Path, -1)
	s.Begun = true
	u.Moved = true
	return s.walk(u, a.Path, allowance(u, mode), mode, "4")
}

// walk carries a checked move out hex by hex: Swedes entering a garrisoned
// redoubt are checked (SR2.6), and a hit interrupts the move.
func (s *State) walk(u *Unit, path []hex.Hex, mp int, mode moveMode, rule string) error {
	from := u.Hex
	for k, to := range path {
		mp -= s.enterCost(from, to, mode)
		if u.Side == Sweden && s.Garrisoned(to) {
			d := s.roll()
			s.emit(Event{Kind: EvRedoubtCheck, Side: u.Side, Unit: u.ID, Hex: to, Dice: []int{d}, Rule: "SR2.6"})
			if d == 6 {
				s.moveUnit(u, path[:k+1], rule)
				return s.redoubtHit(u, from, mp)
			}
		}
		from = to
	}
	s.moveUnit(u, path, rule)
	return nil
}

// moveUnit puts u at the end of path, with the leaders who ride with it.
func (s *State) moveUnit(u *Unit, path []hex.Hex, rule string) {
	s.place(u, path[len(path)-1])
	s.emit(Event{Kind: EvMoved, Side: u.Side, Unit: u.ID, Hex: u.Hex, Path: slices.Clone(path), Rule: rule})
}

// Reach is where u may move now, each destination with a legal path (the
// cheapest found, in the most generous mode). The client lights these
// hexes; the bots and the random player choose among them.
func (s *State) Reach(u *Unit) map[hex.Hex][]hex.Hex {
	if s.mayMove(u) != nil {
		return nil
	}
	return s.reach(u, u.Hex, -1)
}

// reach searches every mode (only the normal one with mpLeft when given).
func (s *State) reach(u *Unit, start hex.Hex, mpLeft int) map[hex.Hex][]hex.Hex {
	out := map[hex.Hex][]hex.Hex{}
	near := s.nearEnemy(u.Side)
	barred := s.lineZone(u)
	for _, m := range modes {
		mp := allowance(u, m)
		if mpLeft >= 0 {
			if m != normalMove {
				continue
			}
			mp = mpLeft
		}
		if m.long() && near.has(start) {
			continue
		}
		for h, p := range s.search(u, start, m, mp, near, barred) {
			if _, ok := out[h]; !ok || len(p) < len(out[h]) {
				out[h] = p
			}
		}
	}
	return out
}

type node struct {
	h    hex.Hex
	left int
}

type frontier []node

func (f frontier) Len() int           { return len(f) }
func (f frontier) Less(i, j int) bool { return f[i].left > f[j].left }
func (f frontier) Swap(i, j int)      { f[i], f[j] = f[j], f[i] }
func (f *frontier) Push(x any)        { *f = append(*f, x.(node)) }
func (f *frontier) Pop() any          { o := *f; n := o[len(o)-1]; *f = o[:len(o)-1]; return n }

// search is Dijkstra over the step rule: the most MP left at each hex;
// hexes where the move must stop are not expanded.
func (s *State) search(u *Unit, start hex.Hex, m moveMode, mp int, near, barred hexSet) map[hex.Hex][]hex.Hex {
	best := map[hex.Hex]int{start: mp}
	prev := map[hex.Hex]hex.Hex{}
	q := &frontier{{start, mp}}
	for q.Len() > 0 {
		n := heap.Pop(q).(node)
		if n.left < best[n.h] {
			continue
		}
		if n.h != start && s.InEnemyZOC(u.Side, n.h) {
			continue
		}
		for _, to := range n.h.Neighbors() {
			if to == start {
				continue
			}
			c, _, err := s.step(u, n.h, to, m, n.left, near, barred)
			if err != nil {
				continue
			}
			if l, seen := best[to]; seen && l >= n.left-c {
				continue
			}
			best[to] = n.left - c
			prev[to] = n.h
			heap.Push(q, node{to, n.left - c})
		}
	}
	out := map[hex.Hex][]hex.Hex{}
	for h := range best {
		if h == start || s.mayEnd(u, h) != nil || (u.Side == Sweden && s.Garrisoned(h)) {
			continue
		}
		var p []hex.Hex
		for x := h; x != start; x = prev[x] {
			p = append(p, x)
		}
		slices.Reverse(p)
		out[h] = p
	}
	return out
}

// doMoveLeader moves a leader to a friendly combat unit within 8 hexes
// (9.5 ruling): through hexes a unit could enter, ignoring ZOC and terrain
// costs, never into the enemy. A leader also rides with his unit.
func doMoveLeader(s *State, a Action) error {
	l := s.Leader(a.Leader)
	switch {
	case l == nil || l.Status != OnMap:
		return refuse("9.5", "no leader %q on the map", a.Leader)
	case l.Side != s.Phasing:
		return refuse("3", "only the phasing player moves")
	case l.Moved:
		return refuse("9.5", "%s has already moved this phase", l.ID)
	}
	if s.leaderFrozen(l) {
		return refuse("9.5", "until turn 5 a Russian leader moves only from a unit of Mn or Rc")
	}
	if !slices.Contains(s.LeaderMoves(l), a.Hex) {
		return refuse("9.5", "%s cannot reach a friendly combat unit at %v (8 hexes, no enemy hexes)", l.ID, a.Hex)
	}
	l.With = s.CombatAt(a.Hex).ID
	l.Moved = true
	s.Begun = true
	s.emit(Event{Kind: EvLeaderMoved, Side: l.Side, Unit: l.With, Target: l.ID, Hex: a.Hex, Rule: "9.5"})
	return nil
}

// LeaderMoves lists the hexes of friendly combat units a leader may move
// to this phase.
func (s *State) LeaderMoves(l *Leader) []hex.Hex {
	with := s.Unit(l.With)
	if with == nil || with.Status != OnMap || s.leaderFrozen(l) {
		return nil
	}
	b := s.Data.Board
	seen := map[hex.Hex]int{with.Hex: 0}
	queue := []hex.Hex{with.Hex}
	var out []hex.Hex
	for len(queue) > 0 {
		h := queue[0]
		queue = queue[1:]
		if f := s.CombatAt(h); f != nil && f.Side == l.Side && h != with.Hex {
			out = append(out, h)
		}
		if seen[h] == 8 {
			continue
		}
		for _, n := range h.Neighbors() {
			if _, ok := seen[n]; ok || !b.On(n) || b.Terrain(n).Impassable() || b.Blocked(h, n) {
				continue
			}
			if e := s.CombatAt(n); e != nil && e.Side != l.Side {
				continue
			}
			if a := s.ArtilleryAt(n); a != nil && a.Side != l.Side {
				continue
			}
			if (l.Side == Sweden && s.Garrisoned(n)) || (!s.Data.Scenario.Redoubts && b.Cell(n).Line) {
				continue
			}
			seen[n] = seen[h] + 1
			queue = append(queue, n)
		}
	}
	hex.Sort(out)
	return out
}

// leaderFrozen: in Scenario 2 a Russian leader may move on turns 1 to 4
// only if he began the phase with a unit of Mn or Rc (9.5 ruling).
func (s *State) leaderFrozen(l *Leader) bool {
	if !s.Data.Scenario.Redoubts || l.Side != Russia || s.Turn >= FreeTurn {
		return false
	}
	with := s.Unit(l.With)
	return with == nil || (with.Division != "Mn" && with.Division != Rentzel)
}

// MoveMode is how u would move along path from where it stands (4.7,
// 4.8): by road, long-distance, and the movement points left in half
// points; or why it may not. The client shows it on the path it draws.
func (s *State) MoveMode(u *Unit, path []hex.Hex) (road, long bool, left int, err error) {
	m, left, err := s.pathMode(u, u.Hex, path, -1)
	if err != nil {
		return false, false, 0, err
	}
	return m.road(), m.long(), left, nil
}
