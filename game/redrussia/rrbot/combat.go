package rrbot

import (
	"slices"

	"tachanka/game/dice"
	"tachanka/game/redrussia"
)

// Battles, the retreat before combat and sieges.

// stepValue is what a step of a unit is worth in money (a repair costs 1
// to 3 money and manpower; a new infantry 3 money and 5 manpower for two
// steps).
const stepValue = 2.0

// unitValue is what an eliminated unit's last step is worth: the unit
// (a new one costs 3 money and 5 manpower and two turns).
const unitValue = 4.0

// levels are the attack levels a paying force may choose (8.3).
var levels = []redrussia.Level{redrussia.LevelProbe, redrussia.LevelAssault, redrussia.LevelInvasion}

// roundsOf are 8.3's rounds of a level (0: until the attacker stops).
func roundsOf(l redrussia.Level) int {
	switch l {
	case redrussia.LevelProbe:
		return 1
	case redrussia.LevelAssault, redrussia.LevelFree:
		return 2
	}
	return 0
}

// split divides a force into units and leaders.
func split(v *redrussia.State, ids []string) (units, leaders []string) {
	for _, id := range ids {
		if p := v.Piece(id); p != nil && p.Kind == redrussia.KindLeader {
			leaders = append(leaders, id)
		} else if p != nil && p.Kind == redrussia.KindUnit {
			units = append(units, id)
		}
	}
	return units, leaders
}

// cavalry counts cavalry units.
func cavalry(v *redrussia.State, ids []string) int {
	n := 0
	for _, id := range ids {
		if p := v.Piece(id); p != nil && p.Type == redrussia.CAV {
			n++
		}
	}
	return n
}

// mayRetreatBefore reports whether the defence may retreat before combat
// at all as far as 8.4(7) goes (more attacking cavalry pins it, unless it
// is all cavalry).
func mayRetreatBefore(v *redrussia.State, att, defs []string) bool {
	ca, cd := cavalry(v, att), cavalry(v, defs)
	return ca <= cd || cd == len(defs)
}

// clearWorth is what driving every enemy out of an area is worth to the
// attacker: the siege it opens on a target; in its own area, the area
// itself (the enemy there would besiege it next, 9.1).
func clearWorth(v *redrussia.State, f redrussia.Faction, area string) float64 {
	if Target(v, f, area) {
		return 0.7 * AreaWorth(v, f, area)
	}
	if a := v.Data().Map.Area(area); a != nil && v.Area(area).Control == f {
		// The enemy in a held area besieges it next (9.1).
		return AreaWorth(v, f, area)
	}
	return 0.5
}

// Matrix is the payoff to the attacker of a battle, by the defence's
// choice (row 0 stands, row 1 retreats before combat) and the level
// (columns, as Levels), with the levels' costs.
type Matrix struct {
	Levels []redrussia.Level
	Pay    [2][]float64
}

// BattleMatrix reckons the battle of the trial fight fi at each level in
// levels: standing, the battle's odds (the area cleared, the steps each
// side loses, the level's cost); retreating, the area cleared for the
// cost alone (the defence keeps its steps).
func BattleMatrix(v *redrussia.State, fi *redrussia.Fight, lvs []redrussia.Level) Matrix {
	f, area := fi.Attacker, fi.Area
	worth := clearWorth(v, f, area)
	canRetreat := mayRetreatBefore(v, fi.Units[0], fi.Units[1])
	m := Matrix{Levels: lvs}
	for _, lv := range lvs {
		o := BattleOdds(v, fi, roundsOf(lv))
		cost := float64(v.AttackCost(f, lv, fi.Units[1]))
		stand := o.Clear*worth + o.DefLoss - o.AttLoss - cost
		switch lv {
		case redrussia.LevelInvasion:
			stand += 1.5 * (o.Clear - o.AttGone) // 17.5: an Invasion won or lost
		case redrussia.LevelAssault:
			stand += 0.7 * (o.Clear - o.AttGone)
		}
		back := stand
		if canRetreat {
			back = worth - cost
		}
		m.Pay[0] = append(m.Pay[0], stand)
		m.Pay[1] = append(m.Pay[1], back)
	}
	return m
}

// battles declares the battle worth most, at a level drawn from the
// attacker's optimal mix (quick: the best level against a defence that
// stays), while the money beyond the reserve lasts; then ends the
// declarations.
func (c *ctx) battles() redrussia.Action {
	v, f := c.v, c.f
	spare := c.spare()
	type cand struct {
		a     redrussia.Action
		value float64
	}
	var best *cand
	done := map[string]bool{}
	for _, a := range c.of(redrussia.ActDeclareBattle) {
		if a.Yes || done[a.Where] {
			continue // never the neutral minors (12.1)
		}
		// The force with its leaders (the longest listed).
		force := a.Pieces
		for _, b := range c.legal {
			if b.Type == a.Type && b.Where == a.Where && !b.Yes && len(b.Pieces) > len(force) {
				force = b.Pieces
			}
		}
		done[a.Where] = true
		units, leaders := split(v, force)
		defs := v.Defenders(f, a.Where, false)
		if len(units) == 0 || len(defs) == 0 {
			continue
		}
		var lvs []redrussia.Level
		var acts []redrussia.Action
		for _, b := range c.legal {
			if b.Type == a.Type && b.Where == a.Where && !b.Yes && slices.Equal(b.Pieces, force) {
				lv := redrussia.Level(b.N)
				if lv != redrussia.LevelFree && v.DeclareCost(b) > spare {
					continue
				}
				lvs = append(lvs, lv)
				acts = append(acts, b)
			}
		}
		if len(lvs) == 0 {
			continue
		}
		fi := v.BattleFight(f, a.Where, units, leaders, defs)
		m := BattleMatrix(v, fi, lvs)
		pick, value := 0, 0.0
		if c.quick() {
			value = m.Pay[0][0]
			for i, x := range m.Pay[0] {
				if x > value {
					pick, value = i, x
				}
			}
		} else {
			g := Solve2xN(m.Pay)
			value = g.Value
			r := dice.New(c.p.momentSeed(v, f, "level/"+a.Where))
			u := float64(r.Intn(1_000_000)) / 1_000_000
			for i, q := range g.Col {
				if u < q {
					pick = i
					break
				}
				u -= q
			}
		}
		if value > 0.5 && (best == nil || value > best.value) {
			best = &cand{acts[pick], value}
		}
	}
	if best != nil {
		return best.a
	}
	return c.first(redrussia.ActEndCombat)
}

// retreat answers the retreat decisions of a fight: before combat the
// defence stays or goes by its optimal mix of the level game (quick: it
// goes when the worst level leaves it hopeless); forced retreats go to the
// safest place; voluntary retreats leave a fight the side is losing.
func (c *ctx) retreat() redrussia.Action {
	v := c.v
	fi := v.Fight
	rets := c.of(redrussia.ActRetreat)
	stand := c.of(redrussia.ActStand)
	if len(rets) == 0 {
		return c.legal[0]
	}
	if len(stand) == 0 { // forced: each stepped unit to its safest place
		return c.retreatTo(unitRetreats(rets))
	}
	side := v.Pending.Side
	going := slices.ContainsFunc(fi.Gone, func(w redrussia.Went) bool { return w.Side == side })
	if fi.Stage == redrussia.StageRetreatBefore {
		if !going && !c.retreatBefore() {
			return stand[0]
		}
		return c.retreatTo(unitRetreats(rets))
	}
	// Voluntary (8.7): leave when the rest of the fight is lost (reckoned
	// again after each unit goes).
	rounds := 0
	if fi.Rounds > 0 {
		rounds = fi.Rounds - fi.Round
		if rounds <= 0 {
			return stand[0]
		}
	}
	trial := *fi
	o := BattleOdds(v, &trial, rounds)
	lose := o.Clear
	if side == 0 {
		lose = o.AttGone
	}
	if lose > 0.6 && (side == 1 || o.AttLoss > o.DefLoss) {
		return c.retreatTo(unitRetreats(rets))
	}
	return stand[0]
}

// unitRetreats are the retreats of the first unit listed.
func unitRetreats(rets []redrussia.Action) []redrussia.Action {
	var out []redrussia.Action
	for _, a := range rets {
		if a.Piece == rets[0].Piece {
			out = append(out, a)
		}
	}
	return out
}

// retreatBefore is the defence's choice before combat (8.4), the level
// unknown (B.2): the attacker's levels are those its money (as the view
// shows it) pays for.
func (c *ctx) retreatBefore() bool {
	v := c.v
	fi := v.Fight
	money := v.F(fi.Attacker).Money
	var lvs []redrussia.Level
	for _, lv := range levels {
		if v.AttackCost(fi.Attacker, lv, fi.Units[1]) <= money {
			lvs = append(lvs, lv)
		}
	}
	if fi.Free {
		lvs = []redrussia.Level{redrussia.LevelFree}
	}
	if len(lvs) == 0 {
		lvs = []redrussia.Level{redrussia.LevelProbe}
	}
	trial := *fi
	m := BattleMatrix(v, &trial, lvs)
	if c.quick() {
		// Go when even the mildest level costs more than the area.
		worst := m.Pay[0][0]
		for _, x := range m.Pay[0] {
			worst = max(worst, x)
		}
		return worst > m.Pay[1][len(m.Pay[1])-1]+1
	}
	g := Solve2xN(m.Pay)
	r := dice.New(c.p.seed ^ uint64(v.Turn)*7919 ^ hashString(fi.Area) ^ uint64(fi.Attacker)<<40)
	u := float64(r.Intn(1_000_000)) / 1_000_000
	return u >= g.Row[0]
}

func hashString(s string) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(s); i++ {
		h ^= uint64(s[i])
		h *= 1099511628211
	}
	return h
}

// continueInvasion fights on while the next round costs the enemy more
// steps than the faction (8.3).
func (c *ctx) continueInvasion() redrussia.Action {
	fi := c.v.Fight
	trial := *fi
	o := BattleOdds(c.v, &trial, 1)
	return c.yes(redrussia.ActContinue, o.DefLoss > o.AttLoss*1.1)
}

// siege picks the siege worth most (the area's worth by the chance to
// take it, less the rounds' cost and the steps the fortification's fire
// takes) within the money beyond the reserve, or ends the step.
func (c *ctx) siege() redrussia.Action {
	v, f := c.v, c.f
	spare := c.spare()
	best, bv := c.first(redrussia.ActEndSiege), 0.3
	for _, a := range c.of(redrussia.ActBesiege) {
		if c.quick() && a.N != 2 && a.N != 1 {
			continue
		}
		units, leaders := split(v, a.Pieces)
		if len(units) == 0 {
			continue
		}
		cost := v.SiegeCost(a) // the engine's price: free forces, free siege cards
		if cost > spare {
			continue
		}
		if ar := v.Area(a.Where); ar == nil || ar.Control.Minor() && v.F(ar.Control).Status == redrussia.Neutral {
			continue // never the neutral minors (12.1)
		}
		fi := v.BattleFight(f, a.Where, units, leaders, nil)
		fi.Siege = true
		o := SiegeOdds(v, fi, a.N)
		w := AreaWorth(v, f, a.Where)
		// The hits that stay in place count toward the next siege (9.2),
		// at half their share.
		val := o.Clear*w + 0.5*o.Progress*w - c.moneyWeight()*float64(cost) - o.AttLoss
		if val > bv {
			best, bv = a, val
		}
	}
	return best
}
