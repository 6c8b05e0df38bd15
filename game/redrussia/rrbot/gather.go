package rrbot

import (
	"slices"
	"strings"

	"tachanka/game/redrussia"
)

// The gathering: the Siberian's units stand one to an area, and a single
// unit's dice rarely take a fortification of 2-4 (9.2: a hit is a 6). So
// the faction picks one target it could take with the units within two
// areas of it, moves those units next to it, and enters it only when they
// can go in together; the units chosen leave their guard posts, the
// others keep theirs.

// gatherHops is how far (in areas) a unit may stand from the target to
// be gathered for it: two turns' march of an infantry unit.
const gatherHops = 2

// gatherChance is the chance of taking the target in three siege rounds
// the gathered dice must give.
const gatherChance = 0.5

// gatherFactions are the factions that gather: the Siberian, whose ten
// units face Red's fortified areas one to an area (Red's stacks are
// already large; the North/Asian and the South gathering too hand Red's
// losses to them more than to the Siberian, NOTES.md).
var gatherFactions = map[redrussia.Faction]bool{redrussia.Siberian: true}

// gathering is the faction's concentration on one target.
type gathering struct {
	target string
	value  float64            // what gathering there is worth, in money, less its cost
	gross  float64            // the area's worth by the chance to take it
	need   float64            // the dice that must go in together
	dice   float64            // the chosen units' dice
	hop    map[string]int     // area: areas from the target (up to gatherHops)
	units  map[string]float64 // the chosen units: their dice
}

// hopOf is an area's distance to the target (gatherHops+1 when farther).
func (g *gathering) hopOf(area string) int {
	if h, ok := g.hop[area]; ok {
		return h
	}
	return gatherHops + 1
}

// gatherNeed is the dice that take a fortification in three siege rounds
// at least gatherChance of the time.
func gatherNeed(fort int) float64 {
	for d := 1; d < 40; d++ {
		if takeChance(1.5*float64(d), fort) >= gatherChance {
			return float64(d)
		}
	}
	return 40
}

// hopsFrom are the areas within gatherHops of an area, by distance.
func hopsFrom(m *redrussia.Map, area string) map[string]int {
	hop := map[string]int{area: 0}
	queue := []string{area}
	for len(queue) > 0 {
		a := queue[0]
		queue = queue[1:]
		if hop[a] == gatherHops {
			continue
		}
		for _, nb := range m.Neighbours(a) {
			if _, ok := hop[nb.To]; !ok && m.Area(nb.To) != nil {
				hop[nb.To] = hop[a] + 1
				queue = append(queue, nb.To)
			}
		}
	}
	return hop
}

// gatherUnit is a unit that may be gathered.
type gatherUnit struct {
	id, at string
	dice   float64
	guard  float64 // what its area loses when it leaves
}

// gather picks the faction's gathering: for each target, the units
// nearest it (fewest areas away, then most dice) until their dice, less
// twice the enemy's there (the battle first), reach gatherNeed; its value
// is the area's worth by the chance to take it, less half the guard the
// units leave and a money for each area they must march. None when no
// target needs two units or more, or none is worth it.
func (pl *plan) gather() *gathering {
	v, f := pl.v, pl.f
	if !gatherFactions[f] {
		return nil
	}
	m := v.Data().Map
	var units []gatherUnit
	for i := range v.Pieces {
		p := &v.Pieces[i]
		if p.Status != redrussia.OnMap || p.Kind != redrussia.KindUnit || p.Faction != f || m.Area(p.Where) == nil {
			continue
		}
		if p.Type == redrussia.PARTISAN || p.Type == redrussia.FLEET {
			continue
		}
		d := float64(v.Values(p).Attack)
		g := pl.presence(p.Where, pl.own[p.Where], pl.ownN[p.Where]) - pl.presence(p.Where, pl.own[p.Where]-d, pl.ownN[p.Where]-1)
		units = append(units, gatherUnit{p.ID, p.Where, d, max(0, g)})
	}
	if len(units) < 2 {
		return nil
	}
	var best *gathering
	for _, a := range m.Areas {
		w, ok := pl.targets[a.Code]
		if !ok || strings.HasPrefix(a.Code, redrussia.BoxPrefix) {
			continue
		}
		fort := v.CurrentFort(a.Code)
		e := pl.enemy[a.Code]
		if pl.enemyN[a.Code] > 0 {
			e = max(e, 1)
		}
		need := gatherNeed(fort) + 2*e
		hop := hopsFrom(m, a.Code)
		var near []gatherUnit
		for _, u := range units {
			if _, ok := hop[u.at]; ok {
				near = append(near, u)
			}
		}
		slices.SortStableFunc(near, func(x, y gatherUnit) int {
			if hop[x.at] != hop[y.at] {
				return hop[x.at] - hop[y.at]
			}
			switch {
			case x.dice > y.dice:
				return -1
			case x.dice < y.dice:
				return 1
			}
			return strings.Compare(x.id, y.id)
		})
		g := &gathering{target: a.Code, need: need, hop: hop, units: map[string]float64{}}
		cost := 0.0
		for _, u := range near {
			if g.dice >= need {
				break
			}
			g.units[u.id] = u.dice
			g.dice += u.dice
			cost += 0.5*u.guard + float64(hop[u.at])
		}
		if g.dice < need || len(g.units) < 2 {
			continue
		}
		g.gross = w * takeChance(1.5*(g.dice-e), fort)
		g.value = g.gross - cost
		if g.value > 0 && (best == nil || g.value > best.value) {
			best = g
		}
	}
	return best
}

// ready reports whether the chosen units can go into the target together
// now: those there already and those next to it that may still move
// (movable) have the dice it needs.
func (g *gathering) ready(v *redrussia.State, movable map[string]bool) bool {
	d := 0.0
	for id, dice := range g.units {
		p := v.Piece(id)
		if p == nil {
			continue
		}
		switch h := g.hopOf(p.Where); {
		case h == 0, h == 1 && movable[id]:
			d += dice
		}
	}
	return d >= g.need
}

// gatherScore is what a move adds to the gathering: the chosen units'
// share (by dice) of the target's worth by the chance to take it, half of
// it for each of the two areas they come nearer; the last step (into the
// target) only when the gathering is ready (before, going in alone counts
// as a step back); and it gives back the guard the chosen units leave
// (the choice of the target weighed it: the quieter areas go unguarded).
func (pl *plan) gatherScore(a redrussia.Action, from, dest string) float64 {
	g := pl.gathering
	if g == nil || g.dice == 0 {
		return 0
	}
	share := 0.0
	for _, id := range a.Pieces {
		share += g.units[id]
	}
	if share == 0 {
		return 0
	}
	share /= g.dice
	hf, hd := g.hopOf(from), g.hopOf(dest)
	if hd == 0 && !pl.gatherReady {
		hd = 2 // wait next to it for the others: going in alone is a step back
	}
	score := g.gross * share * float64(hf-hd) / gatherHops
	if v := pl.v; v.Data().Map.Area(from) != nil {
		d, n := pl.stackDice(a.Pieces, from)
		lost := pl.presence(from, pl.own[from], pl.ownN[from]) - pl.presence(from, pl.own[from]-d, pl.ownN[from]-n)
		score += max(0, lost) * min(1, share*g.dice/max(1, d))
	}
	return score
}
