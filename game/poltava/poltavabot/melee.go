package poltavabot

import (
	"slices"
	"sort"

	"tachanka/game/hex"
	"tachanka/game/poltava"
)

// The Melee phase: which attacks, in what order (8.2-8.5), and the
// decisions inside an attack (re-rolls 9.5, losses 8.8, the Roos pick SR4,
// retreats 8.9, advances 8.10).

// declEV is the attacker's expected worth of a declaration, from the
// engine's own odds (8.6) and the exact chances of T1.
func declEV(s *poltava.State, d poltava.Declaration) (float64, bool) {
	o, err := s.Odds(d.Units, d.Hexes)
	if err != nil {
		return 0, false
	}
	if o.Lone {
		if g := s.ArtilleryAt(d.Hexes[0]); g != nil {
			return stepCost(s, g) + 0.5, true
		}
		return 0.5, true
	}
	var atts, defs, guns []*poltava.Unit
	for _, id := range d.Units {
		atts = append(atts, s.Unit(id))
	}
	redoubt := false
	for _, h := range d.Hexes {
		if x := s.CombatAt(h); x != nil && x.Side != s.Phasing {
			defs = append(defs, x)
			if g := s.ArtilleryAt(h); g != nil && g.Side != s.Phasing {
				guns = append(guns, g)
			}
		}
		if s.Phasing == poltava.Sweden && s.Garrisoned(h) {
			redoubt = true
		}
	}
	return attackEV(s, atts, defs, o.Column, o.DRM, redoubt, guns), true
}

type scored struct {
	d  poltava.Declaration
	ev float64
	sc float64
}

// options scores every declaration legal now. The score adds to the
// worth the obligations an attack meets, so that they are met by the best
// attacks available.
func options(s *poltava.State) []scored {
	must := map[string]bool{}
	target := map[hex.Hex]bool{}
	for _, o := range s.Obligations() {
		if o.Rule == "8.2" {
			must[o.Unit] = true
		} else {
			target[o.Hex] = true
		}
	}
	// The Swedes lose at 13:00 anyway: in the last two turns an attack
	// need not pay on average.
	floor := 0.25
	if s.Phasing == poltava.Sweden {
		switch left := s.Data.Scenario.LastTurn - s.Turn; {
		case left <= 0:
			floor = -3
		case left == 1:
			floor = -0.5
		}
	}
	var out []scored
	for _, d := range s.AttackOptions() {
		if unformedStorm(s, d) {
			continue
		}
		ev, ok := declEV(s, d)
		if !ok {
			continue
		}
		sc := ev
		met := 0
		for _, id := range d.Units {
			if must[id] {
				met++
			}
		}
		for _, h := range d.Hexes {
			if target[h] {
				met++
			}
		}
		if s.Phasing == poltava.Sweden {
			sc += routBonus(s, d)
		}
		if met > 0 {
			sc += 6 * float64(met)
		} else if ev < floor {
			continue // a voluntary attack must pay
		} else if cavalryCharge(s, d) {
			continue
		}
		out = append(out, scored{d: d, ev: ev, sc: sc})
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].sc > out[j].sc })
	return out
}

// meleeDecision declares the next attack or ends the phase. quick takes
// the best-scored attack; normal completes a few plans (the phase's
// remaining attacks chosen greedily after each of the best first
// choices, without their results) and plays the best plan's strongest
// attack first.
func (p *Player) meleeDecision(s *poltava.State) poltava.Action {
	opts := options(s)
	end := len(s.Obligations()) == 0
	if len(opts) == 0 {
		if end {
			return poltava.Action{Type: poltava.ActEndPhase}
		}
		return p.fallback(s)
	}
	pick := opts[0]
	if p.Level != "quick" && len(opts) > 1 {
		best := -1e18
		for k := 0; k < min(4, len(opts)); k++ {
			plan, total := planMelee(s, opts[k])
			if total > best {
				best = total
				pick = plan[0]
				for _, x := range plan {
					if x.ev > pick.ev && (len(s.Obligations()) == 0 || x.sc-x.ev > 0 || end) {
						pick = x
					}
				}
			}
		}
	}
	return poltava.Action{Type: poltava.ActAttack, Units: pick.d.Units, Hexes: pick.d.Hexes}
}

// planMelee completes the phase greedily after first, marking attackers
// as used without resolving anything, and totals the plan's scores.
func planMelee(s *poltava.State, first scored) ([]scored, float64) {
	c := s.Clone()
	plan := []scored{first}
	total := first.sc
	use := func(d poltava.Declaration) {
		for _, id := range d.Units {
			c.Unit(id).Attacked = true
		}
		m := c.Melee
		m.MustAttack = slices.DeleteFunc(m.MustAttack, func(id string) bool { return slices.Contains(d.Units, id) })
		m.MustBeAttacked = slices.DeleteFunc(m.MustBeAttacked, func(id string) bool {
			u := c.Unit(id)
			return u != nil && slices.Contains(d.Hexes, u.Hex)
		})
	}
	use(first.d)
	for range 12 {
		opts := options(c)
		if len(opts) == 0 {
			break
		}
		plan = append(plan, opts[0])
		total += opts[0].sc
		use(opts[0].d)
	}
	return plan, total
}

// rerollDecision: re-roll when the expected worth of a new roll, less the
// leader's risk of falling on a 1, beats the roll that stands.
func (p *Player) rerollDecision(s *poltava.State, side poltava.Side) poltava.Action {
	keep := poltava.Action{Type: poltava.ActNoReroll}
	atk := s.Melee.Attack
	if atk == nil || len(atk.Rolls) == 0 || len(s.Pending.Units) == 0 {
		return keep
	}
	var atts, defs, guns []*poltava.Unit
	for _, id := range atk.Attackers {
		if u := s.Unit(id); u != nil && u.Status == poltava.OnMap {
			atts = append(atts, u)
		}
	}
	for _, id := range atk.Defenders {
		if u := s.Unit(id); u != nil && u.Status == poltava.OnMap {
			defs = append(defs, u)
		}
	}
	for _, g := range atk.Guns {
		if u := s.Unit(g.Gun); u != nil && u.Status == poltava.OnMap {
			guns = append(guns, u)
		}
	}
	redoubt := len(atk.Garrisons) > 0 && atk.Side == poltava.Sweden
	sign := 1.0
	if side != atk.Side {
		sign = -1
	}
	cur := sign * outcomeEV(s, atts, defs, result(atk.Column, atk.Rolls[len(atk.Rolls)-1], atk.DRM), redoubt, guns)
	again := 0.0
	for die := 1; die <= 6; die++ {
		again += sign * outcomeEV(s, atts, defs, result(atk.Column, die, atk.DRM), redoubt, guns)
	}
	again /= 6
	// The leader who re-rolls: the one whose fall costs least.
	best, bestRisk := "", 1e9
	for _, id := range s.Pending.Units {
		l := s.Leader(id)
		if l == nil {
			continue
		}
		risk := 1.0
		if u := s.Unit(l.With); u != nil && threshold(s, u.Division) > 0 {
			lg := newLedger(s)
			before := lg.value(side)
			lg.box[u.Division]++
			risk += before - lg.value(side)
		}
		if risk < bestRisk {
			best, bestRisk = id, risk
		}
	}
	if best != "" && again-bestRisk/6 > cur+0.15 {
		return poltava.Action{Type: poltava.ActReroll, Leader: best}
	}
	return keep
}

// bestByMaterial applies each action to a copy and keeps the one that
// leaves side best off (the decisions with no dice: losses, flips, the
// Roos pick, leader placement), ties to the first listed.
func bestByMaterial(s *poltava.State, side poltava.Side, as []poltava.Action, extra func(*poltava.State) float64) (poltava.Action, bool) {
	best, found := 0.0, false
	var pick poltava.Action
	for _, a := range as {
		c := s.Clone()
		if _, err := poltava.Apply(c, a); err != nil {
			continue
		}
		v := material(c, side)
		if extra != nil {
			v += extra(c)
		}
		if !found || v > best+1e-9 {
			best, pick, found = v, a, true
		}
	}
	return pick, found
}

// lossDecision spreads the steps so that divisions stay below their
// thresholds: each candidate allocation priced by the ledger.
func (p *Player) lossDecision(s *poltava.State, side poltava.Side) poltava.Action {
	as := s.Legal()
	best, found := 0.0, false
	var pick poltava.Action
	for _, a := range as {
		l := newLedger(s)
		cost := 0.0
		for _, id := range a.Units {
			if u := s.Unit(id); u != nil {
				cost += l.lose(u)
			} else {
				cost += 4 // a garrison's step: the redoubt falls
			}
		}
		if !found || cost < best-1e-9 {
			best, pick, found = cost, a, true
		}
	}
	if !found {
		return p.fallback(s)
	}
	return pick
}

// roosDecision sends the attacker that costs least to the Roos column.
func (p *Player) roosDecision(s *poltava.State) poltava.Action {
	best, pick := 1e18, ""
	for _, id := range s.Pending.Units {
		u := s.Unit(id)
		if u == nil {
			continue
		}
		c := unitVal(u)
		if c < best {
			best, pick = c, id
		}
	}
	if pick == "" {
		return p.fallback(s)
	}
	return poltava.Action{Type: poltava.ActRoos, Unit: pick}
}

// retreatDecision picks, among the engine's retreats, the one ending
// farthest from the enemy and nearest friends.
func (p *Player) retreatDecision(s *poltava.State, side poltava.Side) poltava.Action {
	as := s.Legal()
	best, found := 0.0, false
	var pick poltava.Action
	for _, a := range as {
		if a.Type != poltava.ActRetreat {
			continue
		}
		end := s.Unit(a.Unit).Hex
		if len(a.Path) > 0 {
			end = a.Path[len(a.Path)-1]
		}
		v := -0.5*float64(len(adjEnemies(s, side, end))) + 0.2*float64(len(adjFriends(s, side, end))) - 0.01*float64(len(a.Path))
		if !found || v > best+1e-9 {
			best, pick, found = v, a, true
		}
	}
	if !found {
		return p.fallback(s)
	}
	return pick
}

// advanceDecision: the Swedes pursue when the hex reached is worth more
// to them than stopping (contact is their game); the Russians pursue only
// into cover or onto a gun's hex.
func (p *Player) advanceDecision(s *poltava.State, side poltava.Side) poltava.Action {
	stop := poltava.Action{Type: poltava.ActStop}
	best := 0.0
	pick := stop
	m := &mover{p: p, s: s, side: side}
	for _, a := range s.Legal() {
		if a.Type != poltava.ActAdvance || len(a.Path) == 0 {
			continue
		}
		u := s.Unit(a.Unit)
		end := a.Path[len(a.Path)-1]
		t := s.Data.Board.Terrain(end)
		v := 0.0
		cover := t == poltava.Village || t == poltava.RedoubtHex || t == poltava.Retrenchment
		if side == poltava.Sweden {
			v = 0.3 - m.exposureCost(u, end)
			if cover {
				v += 0.5
			}
			if u.Reduced {
				v -= 0.6
			}
		} else if cover {
			v = 0.4 - gunDanger(s, side, u, end)
		}
		v -= 0.05 * float64(len(a.Path))
		if v > best {
			best, pick = v, a
		}
	}
	return pick
}

func adjEnemies(s *poltava.State, side poltava.Side, h hex.Hex) []*poltava.Unit {
	var out []*poltava.Unit
	for _, n := range h.Neighbors() {
		if x := s.CombatAt(n); x != nil && x.Side != side {
			out = append(out, x)
		}
	}
	return out
}

func adjFriends(s *poltava.State, side poltava.Side, h hex.Hex) []*poltava.Unit {
	var out []*poltava.Unit
	for _, n := range h.Neighbors() {
		if x := s.CombatAt(n); x != nil && x.Side == side {
			out = append(out, x)
		}
	}
	return out
}

// unformedStorm: a voluntary attack on a garrisoned redoubt by the
// Swedish infantry that must still form its order-de-bataille (SR1.2).
// Each asterisk sends a battalion to the Roos column (SR4), a loss for
// Lewenhaupt's threshold and a hole in the line; the army passes the
// redoubts instead.
func unformedStorm(s *poltava.State, d poltava.Declaration) bool {
	if !s.Data.Scenario.Redoubts || s.Phasing != poltava.Sweden || s.Formed[poltava.Sweden] {
		return false
	}
	storm := false
	for _, h := range d.Hexes {
		storm = storm || s.Garrisoned(h)
	}
	if !storm {
		return false
	}
	for _, id := range d.Units {
		if u := s.Unit(id); u != nil && u.Division == "Lewenhaupt" && u.Kind() == poltava.Infantry {
			return true
		}
	}
	return false
}

// routBonus is the Swedes' extra worth of an attack on a Russian division
// one loss from its rout (10.2: the Swedes win by routing all but one):
// the step it may take counts beyond its price.
func routBonus(s *poltava.State, d poltava.Declaration) float64 {
	b := 0.0
	seen := map[string]bool{}
	for _, h := range d.Hexes {
		x := s.CombatAt(h)
		if x == nil || seen[x.Division] {
			continue
		}
		seen[x.Division] = true
		if th := threshold(s, x.Division); th > 0 && th-s.Box[x.Division] == 1 {
			b += 1.0
		}
	}
	return b
}

// cavalryWaits: in Scenario 2 the Swedish horse leaves the Russian line
// infantry (Gn, Rp, Al) x to the battalions: until the Swedish army has
// formed its order-de-bataille (SR1.2) it neither charges nor stands in
// contact with it, and afterwards only where a Swedish battalion is
// already engaged next to it. The assault on the line is timed for the
// infantry, which may not close with it before the army has formed
// (SR1.4): the horse that charged the line alone routed its divisions
// (their thresholds are low) before the battalions arrived, and the
// Swedish infantry met the Russian infantry by turn 9 in about half the
// games (DATA.md i asks three in four; NOTES.md section 10). From turn
// 10 the horse is free again: the Swedes must rout the Russian army by
// 13:00, and against a player who never forms a line the wait cost them
// games on time.
func cavalryWaits(s *poltava.State, u, x *poltava.Unit) bool {
	if !s.Data.Scenario.Redoubts || u.Side != poltava.Sweden || !u.Kind().Mounted() || s.Turn >= 10 {
		return false
	}
	if x == nil || x.Side != poltava.Russia || x.Kind() != poltava.Infantry {
		return false
	}
	switch x.Division {
	case "Gn", "Rp", "Al":
	default:
		return false
	}
	if s.Formed[poltava.Sweden] {
		for _, n := range x.Hex.Neighbors() {
			if f := s.CombatAt(n); f != nil && f.Side == poltava.Sweden && f.Kind() == poltava.Infantry {
				return false
			}
		}
	}
	return true
}

// cavalryCharge: a declaration in which the Swedish horse would charge
// the Russian line infantry where cavalryWaits holds it back.
func cavalryCharge(s *poltava.State, d poltava.Declaration) bool {
	for _, id := range d.Units {
		u := s.Unit(id)
		if u == nil {
			continue
		}
		for _, h := range d.Hexes {
			if cavalryWaits(s, u, s.CombatAt(h)) {
				return true
			}
		}
	}
	return false
}
