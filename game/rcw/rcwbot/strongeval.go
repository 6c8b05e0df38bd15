package rcwbot

import (
	"math"
	"slices"

	"tachanka/game/rcw"
)

// The strong level's one measure (b.13, "weighing the expected VP of both
// outcomes"): the seat's lead in final VP, its score less the best other
// player's, each player's score being his Red VP and his White VP (14.4,
// as if the game ended now) weighed by the chance that Red wins (14.1),
// estimated from what 14.1 counts. Every strong decision is the choice
// whose expected change of that lead is the greatest, the chances of
// combat and purges being the tables' exact ones (Tables.Chances, the
// Purge Table over 2d6).

// counts are what 14.1 looks at: Red leaders, White combat units and
// White leaders on the map outside Siberia.
type counts [3]float64

// countKind is the count a piece belongs to, or -1.
func countKind(s *rcw.State, id int) int {
	d := s.Def(id)
	switch {
	case d.Kind == rcw.KindLeader && d.Leader.Colour == rcw.Red:
		return 0
	case d.Kind == rcw.KindLeader && d.Leader.Colour == rcw.White:
		return 2
	case d.Kind == rcw.KindUnit && s.Colour(id) == rcw.White:
		return 1
	}
	return -1
}

// countsOf are the state's counts; before the deployment (Game-Turn 0)
// every leader and combat unit of the game counts, as all will be on the
// map outside Siberia or nearly so.
func countsOf(s *rcw.State) counts {
	var n counts
	for _, pc := range s.Pieces {
		if s.Turn > 0 && !s.OutsideSiberia(pc.ID) {
			continue
		}
		if k := countKind(s, pc.ID); k >= 0 {
			n[k]++
		}
	}
	return n
}

// redChance estimates the chance that the game ends in a Red victory
// from the counts: 0 without Red leaders (condition 1), 1 without White
// combat units (condition 2); otherwise a logistic model of the logs of
// the counts, fitted to the ends of games between table-driven seats
// (TestRedChanceFit, STRENGTH.md).
func redChance(n counts) float64 {
	switch {
	case n[0] <= 0.01:
		return 0
	case n[1] <= 0.01:
		return 1
	}
	x := redFit[0] + redFit[1]*math.Log1p(n[0]) + redFit[2]*math.Log1p(n[1]) + redFit[3]*math.Log1p(n[2])
	return 1 / (1 + math.Exp(-x))
}

// redFit are the model's coefficients: constant, Red leaders, White
// combat units, White leaders (TestRedChanceFit).
var redFit = [4]float64{-0.225, 1.549, -0.145, -0.931}

// eval is the measure at one state for one seat.
type eval struct {
	s    *rcw.State
	seat string
	who  []string // the players still scoring, in letter order
	red  map[string]float64
	wht  map[string]float64
	n    counts
	// pOverride, when in [0, 1], replaces the estimate (the vote's
	// "if the game ended now").
	pOverride float64
	takes     map[string]*change // takeMemo
}

func newEval(s *rcw.State, seat string) *eval {
	e := &eval{s: s, seat: seat, red: map[string]float64{}, wht: map[string]float64{}, n: countsOf(s), pOverride: -1}
	for _, pl := range s.Players {
		if pl.Quit {
			continue
		}
		r, w := s.VP(pl.Letter)
		e.who = append(e.who, pl.Letter)
		e.red[pl.Letter], e.wht[pl.Letter] = float64(r), float64(w)
	}
	if s.Phase == rcw.PhaseTrading {
		// The leaders in hand will all be on the map (15.5).
		for _, pc := range s.Pieces {
			if d := s.Def(pc.ID); pc.Status == rcw.InHand && d.Kind == rcw.KindLeader && !s.Player(pc.Owner).Quit {
				if d.Leader.Colour == rcw.Red {
					e.red[pc.Owner] += float64(d.Leader.LV)
				} else {
					e.wht[pc.Owner] += float64(d.Leader.LV)
				}
			}
		}
	}
	return e
}

// change is what an outcome does: players' Red and White VP and the
// counts.
type change struct {
	vp map[string]*[2]float64
	n  counts
}

func newChange() *change { return &change{vp: map[string]*[2]float64{}} }

func (c *change) add(letter string, red, white float64) {
	if letter == "" || letter == rcw.Unassigned {
		return // the Unassigned section scores for nobody (8.46)
	}
	v := c.vp[letter]
	if v == nil {
		v = &[2]float64{}
		c.vp[letter] = v
	}
	v[0] += red
	v[1] += white
}

// lose records the elimination of a share of a piece: its VP leave its
// controller's units on the map for the section it goes to (8.45, 8.46;
// 14.41-14.45, eliminated Blue units face-up), and the counts lose it.
func (c *change) lose(s *rcw.State, id int, section string, frac float64) {
	if s.Def(id).Kind == rcw.KindImperial {
		return // captured, not eliminated (13.41)
	}
	v := frac * float64(s.Strength(id))
	switch col, ctrl := s.Colour(id), s.Controller(id); col {
	case rcw.Red:
		c.add(ctrl, -v, 0)
		c.add(section, 0, v)
	case rcw.White:
		c.add(ctrl, 0, -v)
		c.add(section, v, 0)
	case rcw.Blue:
		c.add(section, v, 0)
	case rcw.Green:
		c.add(section, v, v)
	}
	if k := countKind(s, id); k >= 0 && s.OutsideSiberia(id) {
		c.n[k] -= frac
	}
}

// transfer records pieces changing controller (a purge's leaders with
// what is attached to them, 11.21): their VP on the map move.
func (c *change) transfer(s *rcw.State, ids []int, from, to string) {
	for _, id := range ids {
		v := float64(s.Strength(id))
		switch s.Colour(id) {
		case rcw.Red:
			c.add(from, -v, 0)
			c.add(to, v, 0)
		case rcw.White:
			c.add(from, 0, -v)
			c.add(to, 0, v)
		}
	}
}

// pRed is the chance of a Red victory after a change.
func (e *eval) pRed(c *change) float64 {
	if e.pOverride >= 0 {
		return e.pOverride
	}
	n := e.n
	if c != nil {
		for k := range n {
			n[k] += c.n[k]
		}
	}
	return redChance(n)
}

// score is a player's expected VP after a change at a Red chance.
func (e *eval) score(l string, c *change, p float64) float64 {
	r, w := e.red[l], e.wht[l]
	if c != nil {
		if v := c.vp[l]; v != nil {
			r += v[0]
			w += v[1]
		}
	}
	return p*r + (1-p)*w
}

// lead is the seat's expected score less the best other player's after
// a change (nil: now).
func (e *eval) lead(c *change) float64 {
	p := e.pRed(c)
	mine, best, any := e.score(e.seat, c, p), 0.0, false
	for _, l := range e.who {
		if l == e.seat {
			continue
		}
		if x := e.score(l, c, p); !any || x > best {
			best, any = x, true
		}
	}
	return mine - best
}

// gain is the change of the lead a change makes.
func (e *eval) gain(c *change) float64 { return e.lead(c) - e.lead(nil) }

// blow is an attack as the measure sees it, made or planned: the pieces
// at stake on each side, the strengths and the CRT column.
type blow struct {
	attackers []int
	target    *rcw.Stack
	att, def  int // as the CRT reads them
	rawAtt    int // undoubled, for an Exchange (8.43)
	col       int
	sub       bool
}

// blowGain is the expected change of the seat's lead from a blow: each
// CRT result at its exact chance (Tables.Chances on the column). Losses
// of the defence go to the attacker's section, of the attack to the
// defender's (8.45; Unassigned, scoring for nobody, when uncontrolled,
// 8.46). In an Exchange the larger side loses the cheapest set of at
// least the smaller side's strength (8.43, chosen by its owner).
func (e *eval) blowGain(b blow) float64 {
	s := e.s
	defenders := s.DefendingPieces(b.target.ID)
	outcome := func(attLost, defLost []int) *change {
		c := newChange()
		for _, id := range attLost {
			c.lose(s, id, b.target.Player, 1)
		}
		for _, id := range defLost {
			c.lose(s, id, e.seat, 1)
		}
		return c
	}
	now := e.lead(nil)
	chances := s.Data().Tables.Chances(b.col, b.sub)
	g := 0.0
	for _, r := range []rcw.Result{rcw.Ae, rcw.De, rcw.Ex} { // in order: the same sums every time
		p := chances[r]
		if p == 0 {
			continue
		}
		var c *change
		switch r {
		case rcw.Ae:
			c = outcome(b.attackers, nil)
		case rcw.De:
			c = outcome(nil, defenders)
		case rcw.Ex:
			a, d := b.rawAtt, s.DefenceStrength(b.target.ID)
			switch {
			case a == d:
				c = outcome(b.attackers, defenders)
			case a < d:
				c = outcome(b.attackers, cheapestLoss(s, defenders, a))
			default:
				c = outcome(cheapestLoss(s, b.attackers, d), defenders)
			}
		}
		g += p * (e.lead(c) - now)
	}
	return g
}

// cheapestLoss is the minimal set of at least need an owner gives up in
// an Exchange by b.10's order (combat units before leaders, weakest
// first): among every minimal set for a small side, else taken in that
// order (the engine lists the sets by enumeration, too slow to ask for
// each attack the planner weighs).
func cheapestLoss(s *rcw.State, pieces []int, need int) []int {
	if len(pieces) > 8 {
		pieces = slices.Clone(pieces)
		slices.SortStableFunc(pieces, func(x, y int) int { return lossCost(s, x) - lossCost(s, y) })
		var out []int
		n := 0
		for _, id := range pieces {
			if n >= need {
				break
			}
			out = append(out, id)
			n += s.Strength(id)
		}
		return out
	}
	var best []int
	bestCost := -1
	for _, set := range s.MinimalLosses(pieces, need) {
		cost := 0
		for _, id := range set {
			cost += lossCost(s, id)
		}
		if bestCost < 0 || cost < bestCost {
			best, bestCost = set, cost
		}
	}
	return best
}
