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
	enemySP  []int     // enemy SP in each hex
	enemyVal []float64 // value of the enemy units in each hex
	weak     []bool    // a disordered enemy in the hex
	friendSP []int     // own SP in each hex
	readySP  []int     // active own SP that can still attack from each hex
	threat   []int     // enemy SP adjacent to each hex
	polandSP int       // Red SP inside Poland
}

func newBoard(s *reds.State, side reds.Side, p *pull) *board {
	n := len(s.Data.Board.Cells)
	bd := &board{s: s, side: side, p: p, sp: s.NewSupply(), enemySP: make([]int, n), enemyVal: make([]float64, n),
		weak: make([]bool, n), friendSP: make([]int, n), readySP: make([]int, n), threat: make([]int, n),
		polandSP: s.RedSPInPoland()}
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
	return bd
}

// score is how good it is for unit i to stand in cell c.
func (bd *board) score(i int, c int32, lookahead bool) float64 {
	s := bd.s
	d := s.Def(i)
	b := s.Data.Board
	cell := &b.Cells[c]
	v := bd.p.at(c) * wProximity * 10
	// Taking a city.
	if city := cell.City; city != nil && s.ControlOf(cell.Hex).Side() != bd.side {
		if city.Resource {
			v += 12
		} else {
			v += 2.5
		}
	}
	// Holding an own resource city the enemy is near.
	if city := cell.City; city != nil && city.Resource && s.ControlOf(cell.Hex).Side() == bd.side && bd.threat[c] > 0 {
		v += 5
	}
	own := float64(d.SP)
	if d.Type.Special() {
		own = 0
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
			v += gain
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
			v -= danger
		}
	}
	// A conquered Poland must hold 4 Red SP (15.4): units inside stay while
	// the garrison is short, and others come.
	if bd.side == reds.Red && s.Poland == reds.PolandConquered && cell.Region == reds.Poland && own > 0 {
		inside := bd.polandSP
		if b.Cell(s.Units[i].Hex).Region == reds.Poland {
			inside -= int(own)
		}
		if inside < 6 {
			v += 25
		}
	}
	// Out of supply costs a step at the next Logistics segment.
	if needsSupply(s, i) && !bd.sp.At(i, c).In() {
		v -= value * wSupplyOut
	}
	return v
}

type moveCand struct {
	units []string
	path  []hex.Hex
	gain  float64
}

// planMovement plans a whole operational movement step.
func (b *Bot) planMovement(s *reds.State) []reds.Action {
	side := s.Pending.Side
	w := b.searchCopy(s, b.r.Uint64())
	p := newPull(w, side)
	reach := map[string]*reds.Reach{}
	var plan []reds.Action
	for iter := 0; iter < 200; iter++ {
		units := active(w)
		if len(units) == 0 {
			break
		}
		bd := newBoard(w, side, p)
		var cands []moveCand
		for _, i := range units {
			id := w.Def(i).ID
			r, ok := reach[id]
			if !ok {
				var err error
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

// stackCandidates move whole stacks together (armored trains and tanks
// need an escort; concentrated stacks attack with a bigger multiplier).
func (b *Bot) stackCandidates(w *reds.State, bd *board, units []int) []moveCand {
	byHex := map[hex.Hex][]int{}
	for _, i := range units {
		byHex[w.Units[i].Hex] = append(byHex[w.Units[i].Hex], i)
	}
	var out []moveCand
	for _, us := range byHex {
		if len(us) < 2 {
			continue
		}
		set := ids(w, us)
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
	var plan []reds.Action
	if a, ok := b.moveGold(w); ok {
		plan = append(plan, a)
	}
	for iter := 0; iter < 40; iter++ {
		bd := newBoard(w, side, p)
		best, bestGain := reds.Action{}, 1.0
		for i := range w.Units {
			u := &w.Units[i]
			if u.Where != reds.OnMap || w.SideOf(i) != side || !w.Def(i).Type.Combat() || u.StratMoved {
				continue
			}
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
