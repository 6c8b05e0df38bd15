package poltavabot

import (
	"tachanka/game/hex"
	"tachanka/game/poltava"
)

// The bot's arithmetic: what a counter, a step and a division are worth,
// and the Melee table (T1, DATA.md h.1) for attacks that are only being
// considered (the engine's Odds answers for declarations that are legal
// now; a move plan needs the odds of attacks from hexes not yet reached).

// t1 is the Melee table as DATA.md h.1 prints it: per row (die 1 to 6),
// per column, the loser (+1 defender, -1 attacker, 0 both: SF), the steps
// and the Roos asterisk.
type outcome struct {
	loser int // +1 defender loses, -1 attacker loses, 0 SF
	n     int
	star  bool
}

var t1 = func() [6][9]outcome {
	rows := [6][9]string{
		{"A3*", "A3*", "A2*", "A2*", "A1*", "A1*", "A1*", "A1*", "SF*"},
		{"A2*", "A2*", "A1*", "A1*", "A1*", "A1*", "SF*", "D1", "D1"},
		{"A2", "A1", "A1", "A1", "SF", "SF", "D1", "D1", "D1"},
		{"A1", "A1", "A1", "SF", "SF", "D1", "D1", "D1", "D2"},
		{"A1", "A1", "SF", "D1", "D1", "D1", "D1", "D2", "D2"},
		{"SF", "D1", "D1", "D1", "D1", "D2", "D2", "D3", "D3"},
	}
	var out [6][9]outcome
	for r := range rows {
		for c, code := range rows[r] {
			o := outcome{star: code[len(code)-1] == '*'}
			switch code[0] {
			case 'A':
				o.loser, o.n = -1, int(code[1]-'0')
			case 'D':
				o.loser, o.n = 1, int(code[1]-'0')
			default:
				o.n = 1
			}
			out[r][c] = o
		}
	}
	return out
}()

var colFloor = [9]int{-1 << 30, -6, -3, -1, 0, 1, 2, 4, 7}

func column(diff, shift int) int {
	c := 0
	for i, f := range colFloor {
		if diff >= f {
			c = i
		}
	}
	return min(max(c+shift, 0), 8)
}

func result(col, die, drm int) outcome {
	return t1[min(max(die+drm, 1), 6)-1][col]
}

// val is what a side of a counter is worth in play.
func val(k poltava.Kind, v poltava.Values) float64 {
	if k == poltava.Artillery {
		return 2.5
	}
	x := float64(v.Melee) + 0.6*float64(v.Stars)
	if v.Fire > 0 {
		x += 0.25 * float64(7-v.Fire)
	}
	return x + 0.5
}

func unitVal(u *poltava.Unit) float64 { return val(u.Kind(), u.Values()) }

// reducedVal is the unit's worth after losing one step (0: eliminated).
func reducedVal(u *poltava.Unit) float64 {
	if u.Steps() >= 2 && u.Def().Back != nil {
		return val(u.Kind(), *u.Def().Back)
	}
	return 0
}

// ledger tracks hypothetical losses: the worth on the map and the rout
// boxes, for the cost of steps (10.1, 10.2).
type ledger struct {
	s     *poltava.State
	box   map[string]int
	dval  map[string]float64
	steps map[string]int // hypothetical steps left per unit id
	cossk int
	// extra: losses expected elsewhere per division (the other units
	// standing exposed this turn), so that risks that fall due together
	// are priced together.
	extra map[string]float64
}

func newLedger(s *poltava.State) *ledger {
	l := &ledger{s: s, box: map[string]int{}, dval: map[string]float64{}, steps: map[string]int{}, cossk: s.CossackLosses}
	for k, v := range s.Box {
		l.box[k] = v
	}
	for i := range s.Units {
		u := &s.Units[i]
		if u.Status == poltava.OnMap {
			l.dval[u.Division] += unitVal(u)
		}
	}
	return l
}

func threshold(s *poltava.State, div string) int {
	if d := s.Data.Counters.Division(div); d != nil {
		return d.Threshold
	}
	return 0
}

// risk is the share of a division's worth (and of what its rout would
// cost the army) already lost to the closeness of its threshold.
func risk(left float64) float64 {
	if left <= 0.71 {
		return 1
	}
	return 0.5 / (left * left)
}

// armyCost is what an army has lost with k of its counting divisions
// routed: convex, the game when only one is left (10.2).
func armyCost(s *poltava.State, side poltava.Side, k int) float64 {
	n := 0
	for _, d := range s.Data.Counters.Divisions {
		if d.Side == side && d.ArmyRout && d.ID != poltava.Roos && d.Threshold > 0 {
			n++
		}
	}
	left := n - 1 - k // routs still needed to lose the army
	if left <= 0 {
		if side == poltava.Sweden && s.RoosCount() > 0 {
			return 150 // S2.5: a draw while Roos stands
		}
		return 400
	}
	return 120 / float64((left+1)*(left+1)) * float64(k) / float64(max(k, 1))
}

// value is side's worth in the ledger: each standing division's units
// less its rout risk, less the army's cost of its routed divisions.
func (l *ledger) value(side poltava.Side) float64 {
	s := l.s
	routed := 0
	type div struct {
		v    float64
		left float64
	}
	var ds []div
	for _, d := range s.Data.Counters.Divisions {
		if d.Side != side {
			continue
		}
		counts := d.ArmyRout && d.ID != poltava.Roos && d.Threshold > 0
		if s.Gone[d.ID] || (d.Threshold > 0 && l.box[d.ID] >= d.Threshold) {
			if counts {
				routed++
			}
			continue
		}
		if d.Threshold <= 0 || !counts {
			v := l.dval[d.ID]
			if d.Threshold > 0 {
				v -= v * risk(float64(d.Threshold-l.box[d.ID])-l.extra[d.ID])
			}
			ds = append(ds, div{v, -1})
			continue
		}
		ds = append(ds, div{l.dval[d.ID], float64(d.Threshold-l.box[d.ID]) - l.extra[d.ID]})
	}
	base := armyCost(s, side, routed)
	step := armyCost(s, side, routed+1) - base
	total := -base
	for _, d := range ds {
		if d.left < 0 {
			total += d.v
			continue
		}
		total += d.v - (d.v+step)*risk(d.left)
	}
	if side == poltava.Russia {
		total -= 3 * float64(l.cossk) // G2: losses turn the Cossacks
	}
	return total
}

// stepsOf is a unit's steps in the ledger.
func (l *ledger) stepsOf(u *poltava.Unit) int {
	if n, ok := l.steps[u.ID]; ok {
		return n
	}
	return u.Steps()
}

// lose costs u one step in the ledger and returns what it costs its side.
func (l *ledger) lose(u *poltava.Unit) float64 {
	n := l.stepsOf(u)
	if n <= 0 {
		return 0
	}
	before := l.value(u.Side)
	div := u.Division
	cur := unitVal(u)
	if n == 1 && !u.Reduced && u.Def().Steps == 2 {
		cur = reducedVal(u)
	}
	if n >= 2 {
		l.dval[div] -= cur - reducedVal(u)
		l.steps[u.ID] = n - 1
		return before - l.value(u.Side)
	}
	l.dval[div] -= cur
	l.steps[u.ID] = 0
	switch {
	case u.Kind() == poltava.Cossack:
		l.cossk++
	case div != poltava.Roos && threshold(l.s, div) > 0:
		l.box[div]++
	}
	return before - l.value(u.Side)
}

// markRoos costs the loss marker of a unit that joins the Roos column
// (SR4): its division's box grows.
func (l *ledger) markRoos(u *poltava.Unit) float64 {
	before := l.value(u.Side)
	l.dval[u.Division] -= unitVal(u) * 0.6
	l.box[u.Division]++
	return before - l.value(u.Side)
}

// cheapest spreads n steps over units, each time the cheapest step, and
// returns the total cost.
func (l *ledger) cheapest(units []*poltava.Unit, n int) float64 {
	total := 0.0
	for range n {
		best, bi := 0.0, -1
		for i, u := range units {
			if l.stepsOf(u) <= 0 {
				continue
			}
			c := l.peek(u)
			if bi < 0 || c < best {
				best, bi = c, i
			}
		}
		if bi < 0 {
			break
		}
		total += l.lose(units[bi])
	}
	return total
}

// peek is the cost of u's next step without taking it.
func (l *ledger) peek(u *poltava.Unit) float64 {
	return l.fork().lose(u)
}

// fork is a copy of the ledger to lose steps in.
func (l *ledger) fork() *ledger {
	c := &ledger{s: l.s, box: map[string]int{}, dval: map[string]float64{}, steps: map[string]int{}, cossk: l.cossk, extra: l.extra}
	for k, v := range l.box {
		c.box[k] = v
	}
	for k, v := range l.dval {
		c.dval[k] = v
	}
	for k, v := range l.steps {
		c.steps[k] = v
	}
	return c
}

// stepCost is what one step of u costs its side now.
func stepCost(s *poltava.State, u *poltava.Unit) float64 { return newLedger(s).peek(u) }

// material is side's worth minus the enemy's, with rout risks, and the
// game's result when it is over.
func material(s *poltava.State, side poltava.Side) float64 {
	if s.Over() && s.Result != nil {
		switch s.Result.Winner {
		case side:
			return 1000
		case poltava.NoSide:
			return 0
		default:
			return -1000
		}
	}
	l := newLedger(s)
	return l.value(side) - l.value(side.Enemy())
}

// attackEV is the expected worth, for the attacker, of atts attacking defs
// at a column and modifier: steps lost and won with the division risks,
// some worth for ground won, the Roos asterisk against a redoubt.
func attackEV(s *poltava.State, atts, defs []*poltava.Unit, col, drm int, redoubt bool, guns []*poltava.Unit) float64 {
	sum := 0.0
	for die := 1; die <= 6; die++ {
		sum += outcomeEV(s, atts, defs, result(col, die, drm), redoubt, guns)
	}
	return sum / 6
}

func outcomeEV(s *poltava.State, atts, defs []*poltava.Unit, o outcome, redoubt bool, guns []*poltava.Unit) float64 {
	la, ld := newLedger(s), newLedger(s)
	v := 0.0
	switch o.loser {
	case 0:
		v -= la.cheapest(atts, 1)
		if redoubt && len(defs) == 0 {
			v += 4 // the garrison's step: the redoubt is captured (SR2.3)
		} else {
			v += ld.cheapest(defs, 1)
		}
	case -1:
		v -= la.cheapest(atts, o.n) + 0.3*float64(o.n)
	case 1:
		if redoubt {
			v += 4
		}
		n := o.n
		for _, d := range defs {
			if !canRetreat(s, d) {
				n += o.n // 8.9.2: each hex not retreated costs a step
				break
			}
		}
		v += ld.cheapest(defs, n) + 0.4*float64(o.n)
		for _, g := range guns {
			v += ld.lose(g)
		}
	}
	if o.star && redoubt && len(atts) > 0 {
		cheapest := 1e9
		for _, a := range atts {
			cheapest = min(cheapest, newLedger(s).markRoos(a)+unitVal(a)*0.5)
		}
		v -= cheapest
	}
	return v
}

// canRetreat: some neighbour of d's hex is a first retreat step (8.9): on
// the map, passable, no enemy, not in an enemy ZOC.
func canRetreat(s *poltava.State, d *poltava.Unit) bool { return canRetreatFrom(s, d.Side, d.Hex) }

// canRetreatFrom is canRetreat for a unit of side standing on h.
func canRetreatFrom(s *poltava.State, side poltava.Side, h hex.Hex) bool {
	b := s.Data.Board
	for _, n := range h.Neighbors() {
		if !b.On(n) || b.Terrain(n).Impassable() || b.Blocked(h, n) {
			continue
		}
		if x := s.CombatAt(n); x != nil && x.Side != side {
			continue
		}
		if g := s.ArtilleryAt(n); g != nil && g.Side != side {
			continue
		}
		if s.InEnemyZOC(side, n) || (b.Cell(n).Line && !s.Data.Scenario.Redoubts) {
			continue
		}
		return true
	}
	return false
}

// hypo is the odds of an attack considered from given hexes: atts (with
// the hex each attacks from) against the combat unit x (or a garrison on
// target), by the rules of 8.6 and T2.
type attacker struct {
	u    *poltava.Unit
	from hex.Hex
}

func hypoColumn(s *poltava.State, atts []attacker, target hex.Hex) (col, drm int, ok bool) {
	b := s.Data.Board
	att, stars := 0, 0
	allStream := true
	for _, a := range atts {
		v := a.u.Values()
		att += v.Melee
		stars += v.Stars
		if !b.Stream(a.from, target) {
			allStream = false
		}
	}
	def, dstars := 0, 0
	t := b.Terrain(target)
	if s.Garrisoned(target) {
		def += redoubtMelee(s, target)
	}
	if x := s.CombatAt(target); x != nil {
		v := x.Values()
		switch {
		case x.Kind().Mounted() && t == poltava.Village:
			def++
		default:
			def += v.Melee
			dstars += v.Stars
		}
	}
	shift := 0
	switch t {
	case poltava.Village:
		shift = 1
	case poltava.RedoubtHex, poltava.Retrenchment:
		shift, drm = 2, -1
	}
	if allStream && len(atts) > 0 {
		shift++
	}
	return column(att-def, stars-dstars-shift), drm, true
}

func redoubtMelee(s *poltava.State, h hex.Hex) int {
	r := s.Data.Board.RedoubtAt(h)
	if r >= 0 && s.Data.Board.Redoubts[r].Unfinished {
		return s.Data.Counters.Redoubts.Unfinished.Melee
	}
	return s.Data.Counters.Redoubts.Finished.Melee
}

// hypoEV is the attacker's expected worth of atts attacking target.
func hypoEV(s *poltava.State, atts []attacker, target hex.Hex) float64 {
	if len(atts) == 0 {
		return 0
	}
	var defs []*poltava.Unit
	var guns []*poltava.Unit
	x := s.CombatAt(target)
	g := s.ArtilleryAt(target)
	if x == nil && !s.Garrisoned(target) {
		if g != nil {
			return stepCost(s, g) // a lone gun falls without a roll (9.4.2)
		}
		return 0
	}
	if x != nil {
		defs = append(defs, x)
	}
	if g != nil && x != nil {
		guns = append(guns, g)
	}
	col, drm, _ := hypoColumn(s, atts, target)
	us := make([]*poltava.Unit, len(atts))
	for i, a := range atts {
		us[i] = a.u
	}
	return attackEV(s, us, defs, col, drm, s.Garrisoned(target) && atts[0].u.Side == poltava.Sweden, guns)
}
