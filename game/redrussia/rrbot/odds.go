package rrbot

import (
	"slices"

	"tachanka/game/redrussia"
)

// The odds of a battle or a siege, reckoned exactly from the engine's own
// buckets (redrussia.State.Dice on a trial Fight) as a Markov chain over
// rounds: each die hits independently on its face, so a side's hits in a
// round follow the convolution of binomials of its bucket; a side's units
// leave the fight one by one as they lose steps (8.6: a unit that loses a
// step must retreat, 8.7, or is eliminated), in the order the owner gives
// them up (the lowest defence first: the hits that remove most units are
// those the rules make him allot), so a side's state is the number of its
// units gone.

// hitDist is the distribution of the hits of a bucket (dice by the lowest
// face that hits), the last entry gathering cap hits or more.
func hitDist(bucket map[int]int, cap int) []float64 {
	d := []float64{1}
	faces := make([]int, 0, len(bucket))
	for face := range bucket {
		faces = append(faces, face)
	}
	slices.Sort(faces) // the same sums in the same order: the same choices
	for _, face := range faces {
		n := bucket[face]
		p := float64(7-face) / 6
		switch {
		case face <= 1:
			p = 1
		case face > 6:
			p = 0
		}
		for k := 0; k < n; k++ {
			nd := make([]float64, len(d)+1)
			for h, q := range d {
				nd[h] += q * (1 - p)
				nd[h+1] += q * p
			}
			d = nd
		}
	}
	if cap >= 0 && len(d) > cap+1 {
		tail := 0.0
		for _, q := range d[cap:] {
			tail += q
		}
		d = append(d[:cap:cap], tail)
	}
	return d
}

// side is one side of a reckoned fight: its units in the order they are
// given up, with their defences.
type side struct {
	ids  []string
	def  []int
	loss []float64 // what losing each is worth in money: a step, or the unit
}

// newSide orders units for losses: the lowest defence first, then the
// lowest attack (the owner keeps his best).
func newSide(v *redrussia.State, ids []string) side {
	ids = slices.Clone(ids)
	val := func(id string) redrussia.Values {
		if p := v.Piece(id); p != nil {
			return v.Values(p)
		}
		return redrussia.Values{}
	}
	slices.SortStableFunc(ids, func(a, b string) int {
		va, vb := val(a), val(b)
		if va.Defense != vb.Defense {
			return va.Defense - vb.Defense
		}
		return va.Attack - vb.Attack
	})
	s := side{ids: ids}
	for _, id := range ids {
		s.def = append(s.def, max(1, val(id).Defense))
		l := stepValue
		if p := v.Piece(id); p != nil && (p.Reduced || p.Type == redrussia.PARTISAN) {
			l = unitValue // eliminated (8.6)
		}
		s.loss = append(s.loss, l)
	}
	return s
}

// lost is the worth of the first k units.
func (s side) lost(k int) float64 {
	x := 0.0
	for _, l := range s.loss[:k] {
		x += l
	}
	return x
}

// pinned marks a side that may not retreat after a loss (8.7 with
// 8.4(7)): each unit that loses a step is eliminated.
func (s *side) pin() {
	for i := range s.loss {
		s.loss[i] = unitValue
	}
}

// gone is how many more units, after k gone, h hits remove.
func (s side) gone(k, h int) int {
	j := k
	for j < len(s.ids) && s.def[j] <= h {
		h -= s.def[j]
		j++
	}
	return j
}

// bucket is a side's dice with its first k units gone, in the first round
// or a later one, read from the engine on the trial fight fi (aircraft
// first and the others after, 8.93, counted together).
func bucket(v *redrussia.State, fi *redrussia.Fight, sd int, units []string, first bool) map[int]int {
	c := *fi
	c.Units[sd] = units
	c.Round = 2
	if first {
		c.Round = 1
	}
	old := v.Fight
	defer func() { v.Fight = old }()
	out := map[int]int{}
	for _, air := range []bool{false, true} {
		c.Air = air
		v.Fight = &c
		for face, n := range v.Dice(sd) {
			if n > 0 {
				out[face] += n
			}
		}
	}
	return out
}

// Odds are a fight's reckoned outcome.
type Odds struct {
	Clear    float64 // the defence gone and the attacker still there (a siege: the area taken)
	AttGone  float64 // every attacking unit gone
	AttSteps float64 // expected units the attacker loses
	DefSteps float64 // expected units the defence loses
	AttLoss  float64 // the expected worth of the attacker's losses, in money
	DefLoss  float64 // the same for the defence
	// Progress is, in a siege, the expected share of the fortification
	// destroyed by hits that stay in place (9.2) when the area holds.
	Progress float64
}

// maxRounds bounds an Invasion's rounds in the reckoning (the attacker
// stops by then).
const maxRounds = 6

// BattleOdds reckons a battle of the trial fight fi for rounds rounds (0:
// an Invasion).
func BattleOdds(v *redrussia.State, fi *redrussia.Fight, rounds int) Odds {
	if rounds <= 0 {
		rounds = maxRounds
	}
	sides := [2]side{newSide(v, fi.Units[0]), newSide(v, fi.Units[1])}
	n := [2]int{len(sides[0].ids), len(sides[1].ids)}
	for sd := 0; sd < 2; sd++ {
		if own, other := cavalry(v, fi.Units[sd]), cavalry(v, fi.Units[1-sd]); other > own && own < n[sd] {
			sides[sd].pin()
		}
	}
	// dist[side][first][k]: hits of side with k of its units gone.
	var dist [2][2][][]float64
	for sd := 0; sd < 2; sd++ {
		other := sides[1-sd]
		cap := 0
		for _, d := range other.def {
			cap += d
		}
		for fr := 0; fr < 2; fr++ {
			dist[sd][fr] = make([][]float64, n[sd]+1)
			for k := 0; k < n[sd]; k++ {
				dist[sd][fr][k] = hitDist(bucket(v, fi, sd, sides[sd].ids[k:], fr == 0), cap)
			}
		}
	}
	p := make([][]float64, n[0]+1)
	for i := range p {
		p[i] = make([]float64, n[1]+1)
	}
	p[0][0] = 1
	for r := 0; r < rounds; r++ {
		fr := 0
		if r > 0 || fi.Round > 0 {
			fr = 1 // a fight under way: its next rounds are later ones
		}
		np := make([][]float64, n[0]+1)
		for i := range np {
			np[i] = make([]float64, n[1]+1)
		}
		moved := false
		for i := 0; i <= n[0]; i++ {
			for j := 0; j <= n[1]; j++ {
				q := p[i][j]
				if q == 0 {
					continue
				}
				if i == n[0] || j == n[1] {
					np[i][j] += q
					continue
				}
				moved = true
				da, dd := dist[0][fr][i], dist[1][fr][j]
				for ha, qa := range da {
					if qa == 0 {
						continue
					}
					j2 := sides[1].gone(j, ha)
					for hd, qd := range dd {
						if qd == 0 {
							continue
						}
						np[sides[0].gone(i, hd)][j2] += q * qa * qd
					}
				}
			}
		}
		p = np
		if !moved {
			break
		}
	}
	var o Odds
	for i := 0; i <= n[0]; i++ {
		for j := 0; j <= n[1]; j++ {
			q := p[i][j]
			o.AttSteps += q * float64(i)
			o.DefSteps += q * float64(j)
			o.AttLoss += q * sides[0].lost(i)
			o.DefLoss += q * sides[1].lost(j)
			if j == n[1] && i < n[0] {
				o.Clear += q
			}
			if i == n[0] {
				o.AttGone += q
			}
		}
	}
	return o
}

// SiegeOdds reckons a siege of rounds rounds by the units and leaders of
// fi (a trial siege fight: Siege set, Units[0] the besiegers): the area
// falls when the hits in place reach its fortification (9.2), the
// fortification firing back with its current value (9.3), the besiegers
// that lose steps leaving (9.3, 8.7); a fall in a round that leaves no
// besieger is Pyrrhic (9.4).
func SiegeOdds(v *redrussia.State, fi *redrussia.Fight, rounds int) Odds {
	sd := newSide(v, fi.Units[0])
	n := len(sd.ids)
	fort := v.CurrentFort(fi.Area)
	var o Odds
	if n == 0 {
		return o
	}
	type key struct{ k, left, first int }
	att := map[key][]float64{}
	def := map[key][]float64{}
	cap := 0
	for _, d := range sd.def {
		cap += d
	}
	attDist := func(k, left, first int) []float64 {
		kk := key{k, 0, first}
		if d, ok := att[kk]; ok {
			return d
		}
		c := *fi
		c.Units[1] = nil
		d := hitDist(bucket(v, &c, 0, sd.ids[k:], first == 1), fort)
		att[kk] = d
		return d
	}
	defDist := func(k, left, first int) []float64 {
		kk := key{0, left, first}
		if d, ok := def[kk]; ok {
			return d
		}
		c := *fi
		c.FortAtStart = left
		c.Units[0] = sd.ids[k:]
		c.Units[1] = nil
		d := hitDist(bucket(v, &c, 1, nil, first == 1), cap)
		def[kk] = d
		return d
	}
	if fort == 0 {
		o.Clear = 1
		return o
	}
	// p[k][h]: k besiegers gone, h hits in place (h < fort).
	p := make([][]float64, n+1)
	for i := range p {
		p[i] = make([]float64, fort)
	}
	p[0][0] = 1
	for r := 0; r < rounds; r++ {
		first := 0
		if r == 0 {
			first = 1
		}
		np := make([][]float64, n+1)
		for i := range np {
			np[i] = make([]float64, fort)
		}
		for k := 0; k <= n; k++ {
			for h := 0; h < fort; h++ {
				q := p[k][h]
				if q == 0 {
					continue
				}
				if k == n {
					np[k][h] += q
					continue
				}
				da, dd := attDist(k, fort-h, first), defDist(k, fort-h, first)
				for x, qa := range da {
					for y, qd := range dd {
						k2 := sd.gone(k, y)
						w := q * qa * qd
						o.AttSteps += w * float64(k2-k)
						o.AttLoss += w * (sd.lost(k2) - sd.lost(k))
						if h+x >= fort {
							if k2 < n {
								o.Clear += w
							} else {
								np[k2][0] += w // Pyrrhic (9.4): restored
							}
							continue
						}
						np[k2][h+x] += w
					}
				}
			}
		}
		p = np
	}
	for h := 0; h < fort; h++ {
		o.AttGone += p[n][h]
		for k := 0; k < n; k++ {
			o.Progress += p[k][h] * float64(h) / float64(fort)
		}
	}
	return o
}
