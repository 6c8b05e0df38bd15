package rrbot

import (
	"math"
	"slices"
	"strings"

	"tachanka/game/redrussia"
)

// The map plan: which areas the faction can take (targets), their worth,
// how far each area is from the nearest, and the forces on the map.

// Target reports an area the faction f could take by siege (9.0): in
// play, not its own, not a White's for a White (18.1), and not a neutral
// minor's (attacking a neutral minor hands it to the faction's enemies,
// 12.1).
func Target(v *redrussia.State, f redrussia.Faction, area string) bool {
	ar := v.Area(area)
	if ar == nil || v.OutOfPlay(area) {
		return false
	}
	ctrl := ar.Control
	switch {
	case ctrl == f:
		return false
	case ctrl == redrussia.NoFaction:
		return true
	case ctrl.Major():
		return v.AtWar(f, ctrl)
	case ctrl.Minor():
		st := v.F(ctrl)
		return st.Status != redrussia.Neutral && st.Controller != redrussia.NoFaction && v.AtWar(f, st.Controller)
	}
	return false
}

// AreaWorth is what taking an area is worth to f, in money: its VP (the
// money value, Warsaw double for Red, 16.0) at two money each, what it
// yields at the winters left (6.2), the ORI's cities (17.4, 17.5), and
// the VP it takes from an enemy major.
func AreaWorth(v *redrussia.State, f redrussia.Faction, area string) float64 {
	a := v.Data().Map.Area(area)
	if a == nil {
		return 0
	}
	// A VP is worth two money; the area also yields its money and
	// manpower at each winter left (6.2).
	winters := 0
	for _, t := range []int{3, 7, 11} {
		if t >= v.Turn {
			winters++
		}
	}
	w := 2*float64(a.Money) + float64(winters)*(float64(a.Money)+0.5*float64(a.Manpower))
	if f == redrussia.Red && area == "WARS" {
		w += 2 * float64(a.Money)
	}
	switch a.Name {
	case "Moscow", "Petrograd":
		w += 3
	case "Sevastopol", "Archangel", "Vladivostok":
		w += 2
	}
	if ctrl := v.Area(area).Control; ctrl.Major() && ctrl != f {
		w += 0.5 * float64(a.Money)
		if ctrl == leader(v, f) {
			w += float64(a.Money) // the rival nearest victory (16.1)
		}
	}
	return w
}

// leader is the other player's major nearest its automatic victory level
// (16.1's distance), the rival to pull back; never a faction of f's own
// player, who plays his factions for his own result (B.4).
func leader(v *redrussia.State, f redrussia.Faction) redrussia.Faction {
	best, bd := redrussia.NoFaction, 1<<30
	own := v.PlayerOf(f)
	for _, g := range redrussia.Majors {
		if g == f || v.F(g).Out || own >= 0 && v.PlayerOf(g) == own {
			continue
		}
		if d := v.Data().Tables.VictoryLevel(g) - v.VP(g); d < bd {
			best, bd = g, d
		}
	}
	return best
}

// plan is the map as one decision sees it.
type plan struct {
	v       *redrussia.State
	f       redrussia.Faction
	targets map[string]float64 // area: worth
	dist    map[string]int     // area: steps to the nearest target
	own     map[string]float64 // the faction's dice in each area
	ownN    map[string]int     // the faction's units in each area
	enemy   map[string]float64 // enemy dice in each area
	enemyN  map[string]int
}

func newPlan(v *redrussia.State, f redrussia.Faction) *plan {
	pl := &plan{v: v, f: f, targets: map[string]float64{}, dist: map[string]int{},
		own: map[string]float64{}, ownN: map[string]int{}, enemy: map[string]float64{}, enemyN: map[string]int{}}
	m := v.Data().Map
	var queue []string
	for _, a := range m.Areas {
		if Target(v, f, a.Code) {
			pl.targets[a.Code] = AreaWorth(v, f, a.Code)
			pl.dist[a.Code] = 0
			queue = append(queue, a.Code)
		}
	}
	for len(queue) > 0 {
		a := queue[0]
		queue = queue[1:]
		for _, nb := range m.Neighbours(a) {
			if _, ok := pl.dist[nb.To]; !ok && m.Area(nb.To) != nil {
				pl.dist[nb.To] = pl.dist[a] + 1
				queue = append(queue, nb.To)
			}
		}
	}
	for i := range v.Pieces {
		p := &v.Pieces[i]
		if p.Status != redrussia.OnMap || p.Kind != redrussia.KindUnit || m.Area(p.Where) == nil {
			continue
		}
		att := float64(v.Values(p).Attack)
		switch {
		case p.Faction == f:
			pl.own[p.Where] += att
			pl.ownN[p.Where]++
		case v.AtWar(f, p.Faction) && p.Type != redrussia.PARTISAN:
			pl.enemy[p.Where] += att
			pl.enemyN[p.Where]++
		case v.AtWar(f, p.Faction):
			pl.enemyN[p.Where]++
		}
	}
	for i := range v.Pieces {
		p := &v.Pieces[i]
		if p.Status == redrussia.OnMap && p.Kind == redrussia.KindLeader && m.Area(p.Where) != nil {
			r := float64(v.CombatRating(p.ID, p.Where))
			switch {
			case p.Faction == f:
				pl.own[p.Where] += r
			case v.AtWar(f, p.Faction):
				pl.enemy[p.Where] += r
			}
		}
	}
	return pl
}

// distOf is an area's distance to the nearest target (far when none).
func (pl *plan) distOf(area string) int {
	if d, ok := pl.dist[area]; ok {
		return d
	}
	return 20
}

// takeChance is the chance that dice take a fortification with fort hits
// left in two siege rounds (the defensive fire left out): P(Bin(2d, 1/6)
// ≥ fort).
func takeChance(dice float64, fort int) float64 {
	if fort <= 0 {
		if dice > 0 {
			return 1
		}
		return 0
	}
	n := int(math.Round(2 * dice))
	if n < fort {
		return 0
	}
	// P(X < fort).
	q, below := math.Pow(5.0/6, float64(n)), 0.0
	for k := 0; k < fort; k++ {
		below += q
		q = q * float64(n-k) / float64(k+1) / 5
	}
	return max(0, 1-below)
}

// threatened reports enemy units in or next to an area.
func (pl *plan) threatened(area string) bool {
	if pl.enemyN[area] > 0 {
		return true
	}
	for _, nb := range pl.v.Data().Map.Neighbours(area) {
		if pl.enemy[nb.To] > 0 {
			return true
		}
	}
	return false
}

// presence is what the faction's dice d in an area are worth there: the
// chance to take it when it is a target (the enemy units there to be
// beaten first), the guard of an area it holds under threat.
func (pl *plan) presence(area string, d float64, n int) float64 {
	v := pl.v
	if w, ok := pl.targets[area]; ok {
		e := pl.enemy[area]
		if e > 0 {
			// Beat the defence first: only a clear edge counts.
			if d >= 2*e+float64(v.CurrentFort(area)) {
				return 0.5 * w * takeChance(d-e, v.CurrentFort(area))
			}
			return -0.2 * e
		}
		return w * takeChance(d, v.CurrentFort(area))
	}
	if v.Area(area) != nil && v.Area(area).Control == pl.f && n > 0 && pl.threatened(area) {
		// A unit in the area bars a siege (9.1): the enemy must win a
		// battle first. What the guard saves is what the area is worth
		// to the faction (its VP, its yield, the ORI's cities) by the
		// chance the enemy next to it would take it empty.
		e := pl.enemyNear(area)
		threat := max(0.25, takeChance(e, v.CurrentFort(area)))
		return AreaWorth(v, pl.f, area) * threat * min(1, (d+1)/max(1, e))
	}
	return 0
}

// enemyNear is the enemy dice in and next to an area.
func (pl *plan) enemyNear(area string) float64 {
	e := pl.enemy[area]
	for _, nb := range pl.v.Data().Map.Neighbours(area) {
		e = max(e, pl.enemy[nb.To])
	}
	return e
}

// limit is an area's winter supply limit for the faction (5.5).
func (pl *plan) limit(area string) int {
	a := pl.v.Data().Map.Area(area)
	if pl.v.Area(area).Control == pl.f {
		return 2 * a.Money
	}
	return a.Money
}

// stackDice are the dice of a moving stack: its units' attack and its
// leaders' ratings.
func (pl *plan) stackDice(ids []string, at string) (d float64, n int) {
	for _, id := range ids {
		p := pl.v.Piece(id)
		if p == nil {
			continue
		}
		switch p.Kind {
		case redrussia.KindUnit:
			d += float64(pl.v.Values(p).Attack)
			n++
		case redrussia.KindLeader:
			d += float64(pl.v.CombatRating(id, at))
		}
	}
	return d, n
}

// moveScore is what a move adds: what the stack is worth where it ends,
// less what it was worth where it stood, and its progress toward the
// nearest target.
func (pl *plan) moveScore(a redrussia.Action) float64 {
	v := pl.v
	if slices.Contains(a.Pieces, redrussia.GoldID) || len(a.Path) == 0 {
		return math.Inf(-1)
	}
	dest := a.Path[len(a.Path)-1]
	first := v.Piece(a.Pieces[0])
	from := first.Where
	if v.Data().Map.Area(dest) == nil {
		return math.Inf(-1)
	}
	d, n := pl.stackDice(a.Pieces, dest)
	if n == 0 && pl.own[dest] == 0 {
		return math.Inf(-1) // a leader alone goes to units
	}
	score := 0.0
	if strings.HasPrefix(from, redrussia.FleetPrefix) || strings.HasPrefix(from, redrussia.SeaPrefix) {
		score += 5 // aboard at sea: land or be lost (8.92)
	} else if v.Data().Map.Area(from) != nil {
		before := pl.presence(from, pl.own[from], pl.ownN[from])
		after := pl.presence(from, pl.own[from]-d, pl.ownN[from]-n)
		score -= before - after
	}
	score += pl.presence(dest, pl.own[dest]+d, pl.ownN[dest]+n) - pl.presence(dest, pl.own[dest], pl.ownN[dest])
	if v.Data().Map.Area(from) != nil {
		score += 0.4 * float64(pl.distOf(from)-pl.distOf(dest)) * float64(max(1, n))
	}
	if e := pl.enemy[dest]; e > 0 && pl.targets[dest] == 0 && d+pl.own[dest] < 1.5*e {
		score -= e // walking into a stronger enemy
	}
	if v.Winter() && pl.ownN[dest]+n > pl.limit(dest) {
		score -= 2 * float64(pl.ownN[dest]+n-pl.limit(dest)) // 5.5
	}
	return score
}

// move is the best move, or the end of the movement step when no move
// adds enough.
func (c *ctx) move() redrussia.Action {
	pl := newPlan(c.v, c.f)
	best, bs := c.first(redrussia.ActEndMovement), 0.3
	for _, a := range c.legal {
		if a.Type != redrussia.ActMove {
			continue
		}
		s := pl.moveScore(a)
		if c.quick() && a.Rail {
			continue
		}
		if s > bs {
			best, bs = a, s
		}
	}
	if best.Type != redrussia.ActMove {
		if e := c.of(redrussia.ActEndMovement); len(e) > 0 {
			return e[0]
		}
	}
	return best
}

// place puts a piece where it is nearest the targets, guarding a
// threatened area it holds.
func (c *ctx) place() redrussia.Action {
	pl := newPlan(c.v, c.f)
	best, bs := c.legal[0], math.Inf(-1)
	for _, a := range c.legal {
		if c.v.Data().Map.Area(a.Where) == nil {
			continue
		}
		s := -float64(pl.distOf(a.Where)) + 0.1*float64(c.r.Intn(10))
		if pl.threatened(a.Where) && pl.ownN[a.Where] == 0 {
			s += 1.5
		}
		if pl.enemyN[a.Where] > 0 {
			s -= 1
		}
		if s > bs {
			best, bs = a, s
		}
	}
	return best
}

// retreatTo picks, among actions naming a place (Where), the safest for
// the faction: an area it holds with its units, away from the enemy.
func (c *ctx) retreatTo(as []redrussia.Action) redrussia.Action {
	pl := newPlan(c.v, c.f)
	best, bs := as[0], math.Inf(-1)
	for _, a := range as {
		s := 0.0
		if ar := c.v.Area(a.Where); ar != nil {
			switch {
			case ar.Control == c.f:
				s += 3
			case ar.Control.White() && c.f.White():
				s += 1
			}
			s += float64(pl.ownN[a.Where]) - 2*pl.enemy[a.Where] - 0.2*float64(pl.distOf(a.Where))
		}
		if s > bs {
			best, bs = a, s
		}
	}
	return best
}
