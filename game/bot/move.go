package bot

import (
	"math"
	"slices"

	"tachanka/game/hex"
	"tachanka/game/reds"
)

// Movement is planned for the whole step: every active unit's reachable
// hexes are scored, the best improving move is made on a copy, and again,
// until no move improves the position. Scores weigh the pull of objectives,
// taking cities, the attacks the move prepares for the combat step and the
// danger of standing next to a stronger enemy.

// board is what move scoring reads about a position, built once per move.
type board struct {
	s        *reds.State
	side     reds.Side
	p        *pull
	sp       *reds.Supply
	risk     *reds.Supply // supply if the enemy stood a hex nearer
	enemySP  []int        // enemy SP in each hex
	enemyVal []float64    // value of the enemy units in each hex
	weak     []bool       // a disordered enemy in the hex
	friendSP []int        // own SP in each hex
	readySP  []int        // active own SP that can still attack from each hex
	threat   []int        // enemy SP adjacent to each hex
	polandSP int          // Red SP inside Poland
	guard    []float64    // bonus for standing by a threatened own supply source
	hold     []int        // enemy SP within reach of an own city worth holding
	st       style
}

// style weighs the parts of a move's score against each other. The normal
// bot plans an activation in several styles and keeps the plan whose
// outcome, played through the combat step, is best.
type style struct {
	attack  float64 // the attacks a move prepares
	caution float64 // the danger of standing next to a stronger enemy
	pull    float64 // the draw of distant objectives
}

var (
	balanced   = style{attack: 1, caution: 1, pull: 1}
	aggressive = style{attack: 2, caution: 0.5, pull: 1}
	cautious   = style{attack: 0.7, caution: 2, pull: 0.7}
	marching   = style{attack: 0.7, caution: 0.7, pull: 1.8}
	holding    = style{attack: 1, caution: 1.5, pull: 0.5}
	bold       = style{attack: 1.5, caution: 0.7, pull: 1.4}
)

func newBoard(s *reds.State, side reds.Side, p *pull, st style, guardCap int) *board {
	n := len(s.Data.Board.Cells)
	bd := &board{s: s, side: side, p: p, st: st, sp: s.NewSupply(), enemySP: make([]int, n), enemyVal: make([]float64, n),
		weak: make([]bool, n), friendSP: make([]int, n), readySP: make([]int, n), threat: make([]int, n),
		polandSP: s.RedSPInPoland(), guard: make([]float64, n), hold: make([]int, n)}
	b := s.Data.Board
	for i := range s.Units {
		u := &s.Units[i]
		if u.Where != reds.OnMap {
			continue
		}
		d := s.Def(i)
		c := b.Index(u.Hex)
		switch s.SideOf(i) {
		case side:
			if !d.Type.Special() {
				bd.friendSP[c] += d.SP
				if u.Active && !u.Attacked && !u.Done {
					bd.readySP[c] += d.SP
				}
			}
		case side.Enemy():
			if d.Type.Special() && d.Type != reds.Garrison {
				continue
			}
			bd.enemySP[c] += d.SP
			bd.enemyVal[c] += unitValue(d, u.Disordered)
			bd.weak[c] = bd.weak[c] || u.Disordered
		}
	}
	for c := range bd.enemySP {
		if bd.enemySP[c] == 0 {
			continue
		}
		for _, a := range b.Cells[c].Adj {
			if a >= 0 {
				bd.threat[a] += bd.enemySP[c]
			}
		}
	}
	bd.guardSources(guardCap)
	bd.holdCities()
	bd.risk = riskSupply(s, side)
	return bd
}

// guardSources marks the hexes around each own supply source that enemies
// approach: an enemy next to a source cuts every line out of it (12.7), so
// units come back to hold it, as many SP as the enemy brings within 5 hexes,
// or at most guardCap SP (twice as many for Moscow) where the budget sets
// one: against a massed enemy an uncapped guard holds every unit in reach
// by the source, and none goes out to fight.
func (bd *board) guardSources(guardCap int) {
	s := bd.s
	b := s.Data.Board
	guarded := sourceCells(s, bd.side)
	if bd.side == reds.White && s.EndsAfter != "" {
		// In the short scenario every White resource counts against the
		// withdrawal numbers (18.1): guard them as well.
		for _, h := range s.ResourceCities(reds.White) {
			if c := b.Index(h); !slices.Contains(guarded, c) {
				guarded = append(guarded, c)
			}
		}
	}
	for _, src := range guarded {
		h := b.Cells[src].Hex
		enemy, own := 0, 0
		for _, c := range hex.Range(h, 5) {
			k := b.Index(c)
			if k < 0 {
				continue
			}
			enemy += bd.enemySP[k]
			if hex.Distance(c, h) <= 1 {
				own += bd.friendSP[k]
			}
		}
		if guardCap > 0 {
			enemy = min(enemy, int(float64(guardCap)*sourceWeight(s, src)))
		}
		need := enemy - own
		if need <= 0 {
			continue
		}
		bonus := 3 * float64(min(need, 8)) * sourceWeight(s, src)
		for _, c := range hex.Range(h, 1) {
			if k := b.Index(c); k >= 0 {
				bd.guard[k] = max(bd.guard[k], bonus)
			}
		}
	}
}

// holdReach is how near an enemy must be for a city to need holding: about
// a move and an attack.
const holdReach = 4

// holdCities marks the own cities a player does not walk out of with the
// enemy in reach: every resource city (it counts for victory, 4.2 and 4.3,
// and in the short scenario against the withdrawal numbers, 18.1), and Red
// Verdun, where Red units stand without retreating (11.7). A garrison
// alone is no hold: it dies to any attack (11.7, 20.5).
func (bd *board) holdCities() {
	s := bd.s
	b := s.Data.Board
	cities := s.ResourceCities(bd.side)
	if bd.side == reds.Red && s.RedVerdun.Valid() && s.ControlOf(s.RedVerdun).Side() == reds.Red {
		cities = append(cities, s.RedVerdun)
	}
	for _, h := range cities {
		enemy := 0
		for _, c := range hex.Range(h, holdReach) {
			if k := b.Index(c); k >= 0 {
				enemy += bd.enemySP[k]
			}
		}
		bd.hold[b.Index(h)] = enemy
	}
}

// score is how good it is for unit i to stand in cell c.
func (bd *board) score(i int, c int32, lookahead bool) float64 {
	s := bd.s
	d := s.Def(i)
	b := s.Data.Board
	cell := &b.Cells[c]
	v := bd.p.at(c) * wProximity * 10 * bd.st.pull
	// A task force marches on its city (campaign end game, 4.2b).
	if d, ok := bd.p.marchTo(i, c); ok {
		v -= wMarch * float64(d)
	}
	own := float64(d.SP)
	if d.Type.Special() {
		own = 0
	}
	// Taking a city.
	if city := cell.City; city != nil && s.ControlOf(cell.Hex).Side() != bd.side {
		if city.Resource {
			v += 12
		} else {
			v += 2.5
		}
	}
	// Capturing the enemy's Gold (20.6).
	if s.Gold.Valid() && s.GoldSide == bd.side.Enemy() && cell.Hex == s.Gold {
		v += 12
	}
	// A White unit in a Red resource city holds it: the city reverts to
	// Red the moment the last one leaves (13.1).
	if city := cell.City; city != nil && city.Resource && city.Red && bd.side == reds.White && own > 0 &&
		s.ControlOf(cell.Hex).Side() == reds.White && bd.friendSP[c] <= int(own) {
		v += 14
	}
	// Holding an own resource city the enemy is near.
	if city := cell.City; city != nil && city.Resource && s.ControlOf(cell.Hex).Side() == bd.side && bd.threat[c] > 0 {
		v += 5
	}
	value := unitValue(d, s.Units[i].Disordered)
	// The attacks this position prepares.
	for _, a := range cell.Adj {
		if a < 0 || bd.enemySP[a] == 0 {
			continue
		}
		if lookahead {
			ratio := (float64(bd.readySP[a]) + own) / float64(bd.enemySP[a])
			gain := math.Min(math.Max((ratio-0.8)/2.5, 0), 1) * bd.enemyVal[a] * 0.35
			if bd.weak[a] {
				gain *= 1.6
			}
			v += gain * bd.st.attack
		} else if bd.weak[a] {
			v += 2
		}
	}
	// Danger: a stronger enemy next door.
	if t := float64(bd.threat[c]); t > 0 {
		mine := float64(bd.friendSP[c]) + own
		if ratio := t / math.Max(mine, 1); ratio > 1.5 {
			danger := value * 0.12 * math.Min(ratio, 4)
			if cell.City != nil || cell.River != 0 || cell.Terrain != reds.Clear {
				danger *= 0.5
			}
			v -= danger * bd.st.caution
		}
	}
	// Holding a threatened supply source; leaving it costs the same.
	if own > 0 {
		v += bd.guard[c]
	}
	// Holding a city the enemy can reach, as long as the others there are
	// too few to hold it without this unit.
	if need := bd.hold[c]; need > 0 && own > 0 {
		others := bd.friendSP[c]
		if u := &s.Units[i]; u.Where == reds.OnMap && b.Index(u.Hex) == c {
			others -= int(own)
		}
		if others < need {
			v += wHold * float64(min(need-others, 8))
		}
	}
	// A conquered Poland must hold 4 Red SP (15.4): units inside stay while
	// the garrison is short, and others come.
	if bd.side == reds.Red && s.Poland == reds.PolandConquered && cell.Region == reds.Poland && own > 0 {
		inside := bd.polandSP
		if s.Units[i].Where == reds.OnMap && b.Cell(s.Units[i].Hex).Region == reds.Poland {
			inside -= int(own)
		}
		if inside < 6 {
			v += 25
		}
	}
	// Out of supply costs a step at the next Logistics segment (12.9); a
	// line the enemy can cut costs a share of one.
	if needsSupply(s, i) {
		switch {
		case !bd.sp.At(i, c).In():
			v -= stepLoss(s, i)
		case !bd.risk.At(i, c).In():
			// A unit moving now moves no more before the Logistics
			// segment: a line the enemy can cut will most likely be cut.
			w := wSupplyRisk
			if s.Units[i].Active {
				w = wSupplyRiskActive
			}
			v -= w * stepLoss(s, i)
		}
	}
	return v
}

type moveCand struct {
	units []string
	path  []hex.Hex
	gain  float64
}

// planMovement plans a whole operational movement step in one style.
func (b *Bot) planMovement(s *reds.State, st style) []reds.Action {
	return b.planMovementHolding(s, st, nil)
}

// planMovementHolding plans the step in one style with the held units
// standing where they are (hard's variants of its best plan).
func (b *Bot) planMovementHolding(s *reds.State, st style, held map[string]bool) []reds.Action {
	side := s.Pending.Side
	w := b.searchCopy(s, b.r.Uint64())
	p := newPull(w, side)
	b.work += costPull
	reach := map[string]*reds.Reach{}
	var plan []reds.Action
	for iter := 0; iter < 200; iter++ {
		units := active(w)
		if len(held) > 0 {
			units = slices.DeleteFunc(units, func(i int) bool { return held[w.Def(i).ID] })
		}
		if len(units) == 0 {
			break
		}
		bd := newBoard(w, side, p, st, b.b.guardCap[side])
		b.work += costBoard
		var cands []moveCand
		for _, i := range units {
			id := w.Def(i).ID
			r, ok := reach[id]
			if !ok {
				var err error
				b.work += costReachable
				if r, err = w.Reachable([]string{id}); err != nil {
					continue
				}
				reach[id] = r
			}
			start := w.Data.Board.Index(w.Units[i].Hex)
			if w.Units[i].Hex != r.From {
				continue
			}
			here := bd.score(i, start, b.b.lookahead)
			scores := make([]float64, len(r.Dests))
			for k, dst := range r.Dests {
				scores[k] = bd.score(i, w.Data.Board.Index(dst.Hex), b.b.lookahead) - here
				b.Nodes++
			}
			for n, k := range sortedByScore(scores) {
				if n >= b.b.moveDests || scores[k] <= 0.05 {
					break
				}
				cands = append(cands, moveCand{units: []string{id}, path: r.Path(r.Dests[k].Hex), gain: scores[k]})
			}
		}
		if b.b.stackMoves {
			cands = append(cands, b.stackCandidates(w, bd, units)...)
		}
		slices.SortStableFunc(cands, func(a, c moveCand) int {
			switch {
			case a.gain > c.gain:
				return -1
			case a.gain < c.gain:
				return 1
			}
			return 0
		})
		moved := false
		for _, c := range cands {
			a := reds.Action{Type: reds.ActMove, Side: side, Units: c.units, Path: c.path}
			if springsPolandTrap(w, a) {
				continue
			}
			b.work += costApply
			if _, err := reds.Apply(w, a); err == nil {
				plan = append(plan, a)
				moved = true
				break
			}
		}
		if !moved {
			break
		}
	}
	plan = append(plan, b.garrisons(w)...)
	return append(plan, reds.Action{Type: reds.ActEndStep, Side: side})
}

// springsPolandTrap reports a Red move that would take Warsaw (even in
// passing) without leaving the 4 SP in Poland a conquest needs (15.4).
func springsPolandTrap(w *reds.State, a reds.Action) bool {
	if a.Side != reds.Red || w.Poland != reds.PolandAtWar || polandTrap(w) {
		return false
	}
	b := w.Data.Board
	inPoland := false
	for _, h := range a.Path {
		inPoland = inPoland || b.Cell(h).Region == reds.Poland
	}
	if !inPoland {
		return false
	}
	c := w.Clone()
	if _, err := reds.Apply(c, a); err != nil {
		return false
	}
	return polandTrap(c)
}

// stackCandidates move whole stacks together (armored trains and tanks
// need an escort; concentrated stacks attack with a bigger multiplier).
func (b *Bot) stackCandidates(w *reds.State, bd *board, units []int) []moveCand {
	byHex := map[hex.Hex][]int{}
	var hexes []hex.Hex
	for _, i := range units {
		h := w.Units[i].Hex
		if _, ok := byHex[h]; !ok {
			hexes = append(hexes, h)
		}
		byHex[h] = append(byHex[h], i)
	}
	hex.Sort(hexes) // a fixed order: the same seed plays the same game
	var out []moveCand
	for _, h := range hexes {
		us := byHex[h]
		if len(us) < 2 {
			continue
		}
		set := ids(w, us)
		b.work += costReachable
		r, err := w.Reachable(set)
		if err != nil {
			continue
		}
		start := w.Data.Board.Index(w.Units[us[0]].Hex)
		best, bestGain := -1, 0.05
		for k, dst := range r.Dests {
			gain := 0.0
			for _, i := range us {
				gain += bd.score(i, w.Data.Board.Index(dst.Hex), b.b.lookahead) - bd.score(i, start, b.b.lookahead)
			}
			b.Nodes++
			if gain > bestGain {
				best, bestGain = k, gain
			}
		}
		if best >= 0 {
			out = append(out, moveCand{units: set, path: r.Path(r.Dests[best].Hex), gain: bestGain})
		}
	}
	return out
}

// garrisons leaves garrisons in resource cities and Red cities the side
// holds and would otherwise leave empty (20.5; the strategy notes: garrisons
// matter).
func (b *Bot) garrisons(w *reds.State) []reds.Action {
	var out []reds.Action
	side := w.Pending.Side
	seen := map[hex.Hex]bool{}
	for _, v := range w.Visited {
		if seen[v.Hex] {
			continue
		}
		seen[v.Hex] = true
		city := w.Data.Board.CityAt(v.Hex)
		if city == nil || city.Point || !(city.Resource || city.Red && side == reds.White) {
			continue
		}
		if len(w.StackAt(v.Hex)) > 0 {
			continue
		}
		a := reds.Action{Type: reds.ActGarrison, Side: side, Units: []string{v.Unit}, Hex: v.Hex}
		if _, err := reds.Apply(w, a); err == nil {
			out = append(out, a)
		}
	}
	return out
}

// planStrategic plans a strategic movement step: reserves by rail, river or
// sea toward where they score best, within the limits; the Gold toward the
// side's heartland (the strategy notes: the Imperial Gold to Omsk).
func (b *Bot) planStrategic(s *reds.State) []reds.Action {
	side := s.Pending.Side
	w := b.searchCopy(s, b.r.Uint64())
	p := newPull(w, side)
	b.work += costPull
	var plan []reds.Action
	if a, ok := b.moveGold(w); ok {
		plan = append(plan, a)
	}
	for iter := 0; iter < 40; iter++ {
		bd := newBoard(w, side, p, balanced, b.b.guardCap[side])
		b.work += costBoard
		best, bestGain := reds.Action{}, 1.0
		for _, i := range active(w) {
			u := &w.Units[i]
			start := w.Data.Board.Index(u.Hex)
			here := bd.score(i, start, false)
			for _, dst := range w.StrategicDestinations([]string{w.Def(i).ID}) {
				end := w.Data.Board.Index(dst.Path[len(dst.Path)-1])
				gain := bd.score(i, end, false) - here
				b.Nodes++
				if gain > bestGain {
					best, bestGain = reds.Action{Type: reds.ActStrategic, Side: side, Units: []string{w.Def(i).ID}, Mode: dst.Mode, Path: dst.Path}, gain
				}
			}
		}
		if best.Type == reds.ActNone {
			break
		}
		if _, err := reds.Apply(w, best); err != nil {
			// A limit or stacking stops this one: do not try it again.
			i, _ := w.UnitByID(best.Units[0])
			w.Units[i].StratMoved = true
			continue
		}
		plan = append(plan, best)
	}
	return append(plan, reds.Action{Type: reds.ActEndStep, Side: side})
}

// moveGold carries the Gold toward its side's safest source city.
func (b *Bot) moveGold(w *reds.State) (reds.Action, bool) {
	side := w.Pending.Side
	if !w.Gold.Valid() || w.GoldSide != side {
		return reds.Action{}, false
	}
	home := "Moscow"
	if side == reds.White {
		home = "Omsk"
	}
	h, ok := w.Data.Board.FindCity(home)
	if !ok || w.Gold == h {
		return reds.Action{}, false
	}
	dist := reds.SeaDistances(w.Data.Board, []int32{w.Data.Board.Index(h)})
	best, bestD := reds.Action{}, int(dist[w.Data.Board.Index(w.Gold)])
	for _, dst := range w.StrategicDestinations([]string{reds.GoldID}) {
		end := w.Data.Board.Index(dst.Path[len(dst.Path)-1])
		if d := int(dist[end]); d < bestD && w.ControlOf(dst.Path[len(dst.Path)-1]).Side() == side {
			best, bestD = reds.Action{Type: reds.ActStrategic, Side: side, Units: []string{reds.GoldID}, Mode: dst.Mode, Path: dst.Path}, d
		}
	}
	if best.Type == reds.ActNone {
		return best, false
	}
	if _, err := reds.Apply(w, best); err != nil {
		return reds.Action{}, false
	}
	return best, true
}
