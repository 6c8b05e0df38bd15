package poltavabot

import (
	"tachanka/game/hex"
	"tachanka/game/poltava"
)

// Exposure: what standing on a hex risks in the enemy's next turn, priced
// together with the risks the rest of the division already runs. A
// division routs on its losses of one turn taken together (10.1): five
// cavalry regiments each with a fair chance of dying are one rout, not
// five small risks.

// fireSpread: the enemy's fire is shared among many targets; a unit draws
// about this share of each shot that could reach it.
const fireSpread = 0.6

// lossDist is the chance that u standing on h loses 0, 1, ... steps (the
// last: eliminated) in the enemy's next Fire phase (6) and then in the
// melee of the enemies next to h (8.2: they must attack it).
func lossDist(s *poltava.State, side poltava.Side, u *poltava.Unit, h hex.Hex) []float64 {
	n := max(u.Steps(), 1)
	dist := make([]float64, n+1)
	dist[0] = 1
	for _, p := range fireShots(s, side, u, h) {
		p *= fireSpread
		next := make([]float64, n+1)
		for k, q := range dist {
			next[k] += q * (1 - p)
			next[min(k+1, n)] += q * p
		}
		dist = next
	}
	var atts []attacker
	for _, nb := range h.Neighbors() {
		x := s.CombatAt(nb)
		if x == nil || x.Side == side || x.Def().Bracketed || !mayHit(s, x, nb, h) {
			continue
		}
		atts = append(atts, attacker{x, nb})
	}
	if len(atts) == 0 || u.Kind() == poltava.Artillery {
		return dist
	}
	col, drm := hypoColumnAt(s, atts, u, h)
	stuck := !canRetreatFrom(s, side, h)
	var melee [4]float64 // steps lost in the melee: 0 to 3 or more
	for die := 1; die <= 6; die++ {
		o := result(col, die, drm)
		k := 0
		switch o.loser {
		case 0:
			k = 1
		case 1:
			k = o.n
			if stuck {
				k += o.n // 8.9.2
			}
		}
		melee[min(k, 3)] += 1.0 / 6
	}
	out := make([]float64, n+1)
	for k, q := range dist {
		if k == n {
			out[n] += q
			continue
		}
		for j, r := range melee {
			out[min(k+j, n)] += q * r
		}
	}
	return out
}

// exposure is, per division of the mover's side, the expected number of
// units eliminated next turn where they stand now; and per unit its own
// share of it.
func (m *mover) exposure() (map[string]float64, map[string]float64) {
	if m.ex != nil {
		return m.ex, m.pElim
	}
	m.ex, m.pElim = map[string]float64{}, map[string]float64{}
	for _, v := range m.s.UnitsOf(m.side) {
		d := lossDist(m.s, m.side, v, v.Hex)
		p := d[len(d)-1]
		m.pElim[v.ID] = p
		m.ex[v.Division] += p
	}
	return m.ex, m.pElim
}

// exposureCost is the expected cost to u's side of u standing on h: its
// chances of losing each number of steps, each priced with the rest of
// its division's exposure counted as losses already due.
func (m *mover) exposureCost(u *poltava.Unit, h hex.Hex) float64 {
	dist := lossDist(m.s, m.side, u, h)
	ex, own := m.exposure()
	l := newLedger(m.s)
	l.extra = map[string]float64{u.Division: max(ex[u.Division]-own[u.ID], 0)}
	cost := 0.0
	for k := 1; k < len(dist); k++ {
		if dist[k] == 0 {
			continue
		}
		c := l.fork()
		lost := 0.0
		for range k {
			lost += c.lose(u)
		}
		cost += dist[k] * lost
	}
	return cost
}
