package rcwbot

import "tachanka/game/rcw"

// The strong level's measure of an attack: the expected change of the
// seat's lead over the best other player, each player's score being his
// Red and White VP (14.4) weighed by the chance that Red wins.

// vpDelta is a change of the players' Red and White VP.
type vpDelta map[string]*[2]float64

func (d vpDelta) add(letter string, red, white float64) {
	if letter == "" {
		return // the Unassigned section scores for nobody (8.46)
	}
	v := d[letter]
	if v == nil {
		v = &[2]float64{}
		d[letter] = v
	}
	v[0] += red
	v[1] += white
}

// lose records the elimination of a fraction of a piece, its VP moving
// from its controller's units on the map to the section it goes to
// (8.45, 8.46; 14.41-14.45, eliminated Blue units face-up).
func (d vpDelta) lose(s *rcw.State, id int, section string, frac float64) {
	if s.Def(id).Kind == rcw.KindImperial {
		return // the Imperial units follow their own rules (13.0); left out
	}
	v := frac * float64(s.Strength(id))
	switch c, ctrl := s.Colour(id), s.Controller(id); c {
	case rcw.Red:
		d.add(ctrl, -v, 0)
		d.add(section, 0, v)
	case rcw.White:
		d.add(ctrl, 0, -v)
		d.add(section, v, 0)
	case rcw.Blue:
		d.add(section, v, 0)
	case rcw.Green:
		d.add(section, v, v)
	}
}

// redChance estimates the chance that Red wins (14.1): White wins when
// no Red leader is left outside Siberia, Red when no White combat unit
// (condition 2) or no White leader (condition 3) is; each counted as the
// share of its kind's whole number in the game still outside Siberia.
func redChance(s *rcw.State) float64 {
	var n [3][2]float64 // Red leaders, White units, White leaders: outside, all
	for _, pc := range s.Pieces {
		d := s.Def(pc.ID)
		k := -1
		switch {
		case d.Kind == rcw.KindLeader && d.Leader.Colour == rcw.Red:
			k = 0
		case d.Kind == rcw.KindUnit && s.Colour(pc.ID) == rcw.White:
			k = 1
		case d.Kind == rcw.KindLeader:
			k = 2
		}
		if k >= 0 {
			n[k][1]++
			if s.OutsideSiberia(pc.ID) {
				n[k][0]++
			}
		}
	}
	share := func(k int) float64 { return (n[k][0] + 1) / (n[k][1] + 1) }
	fr, fw := share(0), min(share(1), share(2))
	return redBias * fr / (redBias*fr + fw)
}

// redBias weighs the estimate toward Red, who wins most games between
// table-driven players (condition 3 especially: there are fewer White
// leaders than Red ones); 4 measured better than 1 (STRENGTH.md).
const redBias = 4.0

// scores are every playing seat's VP weighed by the chance Red wins.
func scores(s *rcw.State, pRed float64) map[string]float64 {
	out := map[string]float64{}
	for _, pl := range s.Players {
		if pl.Quit {
			continue
		}
		r, w := s.VP(pl.Letter)
		out[pl.Letter] = pRed*float64(r) + (1-pRed)*float64(w)
	}
	return out
}

// lead is the seat's score less the best other seat's after a change.
func lead(seat string, base map[string]float64, d vpDelta, pRed float64) float64 {
	score := func(l string) float64 {
		x := base[l]
		if v := d[l]; v != nil {
			x += pRed*v[0] + (1-pRed)*v[1]
		}
		return x
	}
	mine, best, any := score(seat), 0.0, false
	for l := range base {
		if l == seat {
			continue
		}
		if x := score(l); !any || x > best {
			best, any = x, true
		}
	}
	return mine - best
}

// attackGain is the expected change of the seat's lead from an attack
// the engine allows (Tables.Chances on its column), and its own expected
// score change as a tie-break.
func attackGain(s *rcw.State, seat string, a rcw.Action, base map[string]float64, pRed float64) (gain, own float64, ok bool) {
	att, def, col, err := s.Odds(a)
	if err != nil {
		return 0, 0, false
	}
	var attackers []int
	for _, id := range a.Stacks {
		attackers = append(attackers, s.AttackingPieces(id)...)
	}
	gain, own = gainOf(s, seat, blow{attackers, s.Stack(a.Target), att, def, col, a.Type == rcw.ActSubvert}, base, pRed)
	return gain, own, true
}

// blow is an attack as the measure sees it, made or planned: the pieces
// at stake on each side, the strengths and the CRT column.
type blow struct {
	attackers []int
	target    *rcw.Stack
	att, def  int
	col       int
	sub       bool
}

// gainOf is the expected change of the seat's lead from a blow, and of
// its own score.
func gainOf(s *rcw.State, seat string, b blow, base map[string]float64, pRed float64) (gain, own float64) {
	// Losses of the defence go to the attacker's section, of the attack
	// to the defender's (8.45, Unassigned when uncontrolled 8.46, all to
	// his own when a player attacks his own units; 8.33 Ruling).
	outcome := func(attFrac, defFrac float64) vpDelta {
		d := vpDelta{}
		if attFrac > 0 {
			for _, id := range b.attackers {
				d.lose(s, id, b.target.Player, attFrac)
			}
		}
		if defFrac > 0 {
			for _, id := range b.target.Pieces {
				d.lose(s, id, seat, defFrac)
			}
		}
		return d
	}
	now := lead(seat, base, nil, pRed)
	att, def := float64(b.att), float64(max(b.def, 1))
	chances := s.Data().Tables.Chances(b.col, b.sub)
	for _, r := range []rcw.Result{rcw.Ae, rcw.De, rcw.Ex} { // in order: the same sums every time
		p := chances[r]
		if p == 0 {
			continue
		}
		var d vpDelta
		switch r {
		case rcw.Ae:
			d = outcome(1, 0)
		case rcw.De:
			d = outcome(0, 1)
		case rcw.Ex:
			// 8.43: the smaller side is eliminated, the other loses at
			// least as much (as a fraction of its strength here).
			switch {
			case b.att < b.def:
				d = outcome(1, min(1, att/def))
			case b.att > b.def:
				d = outcome(min(1, def/max(att, 1)), 1)
			default:
				d = outcome(1, 1)
			}
		default:
			continue
		}
		gain += p * (lead(seat, base, d, pRed) - now)
		if v := d[seat]; v != nil {
			own += p * (pRed*v[0] + (1-pRed)*v[1])
		}
	}
	return gain, own
}
