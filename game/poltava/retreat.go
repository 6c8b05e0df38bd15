package poltava

import (
	"fmt"
	"slices"

	"tachanka/game/hex"
)

// Retreat after combat (8.9, 8.9.1, 8.9.2, 8.9.3).

// startRetreat lists the losing side's surviving units for their retreats
// (8.9); SF moves nobody, and garrisons never retreat (SR2.1).
func (s *State) startRetreat(a *Attack) {
	a.Stage = StageRetreat
	if a.Result.Loser == NoRole {
		return
	}
	for _, u := range s.units(a, a.Result.Loser) {
		a.Retreat = append(a.Retreat, u.ID)
	}
}

// retreatStep is the one rule for a step of a retreat from from to the
// adjacent to, for u retreating from its own hex origin (8.9 rulings): on
// the map, enterable in normal movement (terrain, hexsides, G1, S1.2, SR4,
// SR5, the bound zone), no enemy and no redoubt garrisoned by the enemy,
// not in an enemy ZOC, one hex farther from origin.
func (s *State) retreatStep(u *Unit, origin, from, to hex.Hex) error {
	if hex.Distance(origin, to) != hex.Distance(origin, from)+1 {
		return refuse("8.9", "each step of a retreat goes one hex farther from %v", origin)
	}
	if err := s.mayEnter(u, from, to); err != nil {
		return err
	}
	if u.Side == Sweden && s.Garrisoned(to) {
		return refuse("8.9", "no retreat into a redoubt garrisoned by the enemy (%v)", to)
	}
	if s.InEnemyZOC(u.Side, to) {
		return refuse("8.9", "no retreat into an enemy ZOC (%v)", to)
	}
	return nil
}

// retreatEnd: h is a valid end of u's retreat (8.9 ruling): no friendly
// combat unit, no garrisoned redoubt, stacking rules (a Cossack not with
// artillery).
func (s *State) retreatEnd(u *Unit, h hex.Hex) bool { return s.mayEnd(u, h) == nil }

// roughness counts the non-open hexes entered and the river/stream
// hexsides crossed (8.9.1 priority 2).
func (s *State) roughness(origin hex.Hex, path []hex.Hex) int {
	b := s.Data.Board
	n := 0
	from := origin
	for _, h := range path {
		switch b.Terrain(h) {
		case Village, RedoubtHex, Retrenchment, Hill:
			n++
		}
		if b.Stream(from, h) {
			n++
		}
		from = h
	}
	return n
}

// retreatCap bounds the paths followed in one layer of a retreat search
// (paths beyond N run only through friendly-occupied hexes).
const retreatCap = 4096

// retreatClass is the class of retreat u must take for a result of n
// (8.9 procedure): (a) n legal steps to a valid end; (b) failing that,
// the fewest steps beyond n to a valid end (8.9.3); (c) failing that, the
// most steps fewer than n to a valid end, short being the hexes missing
// (8.9.2). It lists every path of the class; bestRetreats applies 8.9.1.
func (s *State) retreatClass(u *Unit, n int) (paths [][]hex.Hex, short int) {
	origin := u.Hex
	extend := func(ps [][]hex.Hex) [][]hex.Hex {
		var out [][]hex.Hex
		for _, p := range ps {
			from := origin
			if len(p) > 0 {
				from = p[len(p)-1]
			}
			for _, to := range from.Neighbors() {
				if len(out) < retreatCap && s.retreatStep(u, origin, from, to) == nil {
					out = append(out, append(slices.Clip(p), to))
				}
			}
		}
		return out
	}
	ends := func(ps [][]hex.Hex) [][]hex.Hex {
		var out [][]hex.Hex
		for _, p := range ps {
			end := origin
			if len(p) > 0 {
				end = p[len(p)-1]
			}
			if s.retreatEnd(u, end) {
				out = append(out, p)
			}
		}
		return out
	}
	layers := [][][]hex.Hex{{{}}}
	for k := 1; k <= n; k++ {
		layers = append(layers, extend(layers[k-1]))
	}
	if c := ends(layers[n]); len(c) > 0 {
		return c, 0
	}
	for cur := layers[n]; len(cur) > 0; {
		cur = extend(cur)
		if c := ends(cur); len(c) > 0 {
			return c, 0
		}
	}
	for k := n - 1; k >= 0; k-- {
		if c := ends(layers[k]); len(c) > 0 {
			return c, n - k
		}
	}
	return [][]hex.Hex{{}}, n
}

// bestRetreats keeps the paths that 8.9.1 prefers: the last hex nearest
// the side's home edge, then the clearest terrain.
func (s *State) bestRetreats(u *Unit, paths [][]hex.Hex) [][]hex.Hex {
	b := s.Data.Board
	origin := u.Hex
	last := func(p []hex.Hex) hex.Hex {
		if len(p) == 0 {
			return origin
		}
		return p[len(p)-1]
	}
	key := func(p []hex.Hex) [2]int {
		return [2]int{b.HomeDistance(u.Side, last(p)), s.roughness(origin, p)}
	}
	var out [][]hex.Hex
	var best [2]int
	for _, p := range paths {
		k := key(p)
		switch {
		case len(out) == 0 || k[0] < best[0] || k[0] == best[0] && k[1] < best[1]:
			out, best = [][]hex.Hex{p}, k
		case k == best:
			out = append(out, p)
		}
	}
	slices.SortFunc(out, func(x, y []hex.Hex) int { return slices.CompareFunc(x, y, hex.Compare) })
	return out
}

// retreats are u's best legal retreats for a result of n and the steps it
// loses for hexes short.
func (s *State) retreats(u *Unit, n int) ([][]hex.Hex, int) {
	c, short := s.retreatClass(u, n)
	return s.bestRetreats(u, c), short
}

// RetreatOptions lists the paths among which the owner chooses the retreat
// of unit, which must retreat now (8.9, 8.9.1); an empty path means it
// stays and loses a step for each hex short (8.9.2).
func (s *State) RetreatOptions(unit string) [][]hex.Hex {
	if s.Melee == nil || s.Melee.Attack == nil || s.Melee.Attack.Stage != StageRetreat || !slices.Contains(s.Melee.Attack.Retreat, unit) {
		return nil
	}
	p, _ := s.retreats(s.Unit(unit), s.Melee.Attack.Result.N)
	return p
}

// nextRetreat carries out a retreat without a choice (the last unit to
// retreat, with one best path), or waits for the owner. It reports a
// wait.
func (s *State) nextRetreat(a *Attack) bool {
	a.Retreat = slices.DeleteFunc(a.Retreat, func(id string) bool { return s.Unit(id).Status != OnMap })
	if len(a.Retreat) == 0 {
		return false
	}
	if len(a.Retreat) == 1 {
		u := s.Unit(a.Retreat[0])
		if p, short := s.retreats(u, a.Result.N); len(p) == 1 {
			s.retreat(a, u, p[0], short)
			return s.nextRetreat(a)
		}
	}
	s.Pending = Pending{Side: a.sideOf(a.Result.Loser), Kind: DecideRetreat, Units: slices.Clone(a.Retreat), Count: a.Result.N}
	return true
}

// retreat moves u along path, with its leaders, records a defender's path
// for the advance, and takes the steps of the hexes short (8.9.2).
func (s *State) retreat(a *Attack, u *Unit, path []hex.Hex, short int) {
	from := u.Hex
	if len(path) > 0 {
		s.place(u, path[len(path)-1])
	}
	rule := "8.9"
	if short > 0 {
		rule = "8.9.2"
	}
	s.emit(Event{Kind: EvRetreat, Side: u.Side, Unit: u.ID, Hex: u.Hex, Path: slices.Clone(path), N: short, Rule: rule})
	if slices.Contains(a.Defenders, u.ID) {
		a.Paths = append(a.Paths, Retreated{Unit: u.ID, From: from, Path: slices.Clone(path)})
	}
	a.Retreat = slices.DeleteFunc(a.Retreat, func(id string) bool { return id == u.ID })
	for range short {
		s.loseStep(u, "8.9.2")
	}
}

func doRetreat(s *State, a Action) error {
	atk := s.Melee.Attack
	if !slices.Contains(atk.Retreat, a.Unit) {
		return refuse("8.9", "%s is not to retreat; the units still to retreat are %v", a.Unit, atk.Retreat)
	}
	u := s.Unit(a.Unit)
	class, short := s.retreatClass(u, atk.Result.N)
	best := s.bestRetreats(u, class)
	same := func(p []hex.Hex) bool { return slices.Equal(p, a.Path) }
	if !slices.ContainsFunc(best, same) {
		if slices.ContainsFunc(class, same) {
			return refuse("8.9.1", "%s must retreat toward its own map edge and into clearer terrain: %s", u.ID, pathsText(best))
		}
		return refuse("8.9", "%s must retreat along one of %s", u.ID, pathsText(best))
	}
	s.retreat(atk, u, slices.Clone(a.Path), short)
	s.resolve()
	return nil
}

func pathsText(ps [][]hex.Hex) string {
	out := ""
	for k, p := range ps {
		if k > 0 {
			out += "; "
		}
		if len(p) == 0 {
			out += "stay"
			continue
		}
		out += fmt.Sprint(p)
	}
	return out
}
