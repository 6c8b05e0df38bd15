package bot

import (
	"slices"

	"tachanka/game/hex"
	"tachanka/game/reds"
)

// Attacks are chosen by their expected value, computed exactly from the 36
// pairs of dice (the engine's odds preview): what the defender loses minus
// what the attacker loses, with retreats and the hex taken.

// stepLoss is what a unit loses when disordered: a flip, or its life.
func stepLoss(s *reds.State, i int) float64 {
	d := s.Def(i)
	if d.Steps == 2 && !s.Units[i].Disordered {
		return unitValue(d, false) - unitValue(d, true)
	}
	return unitValue(d, s.Units[i].Disordered)
}

// largest is the unit with the highest SP (11.5 a/d), not a garrison.
func largest(s *reds.State, units []int) int {
	best := -1
	for _, i := range units {
		d := s.Def(i)
		if d.Type == reds.Garrison || d.Type.OffMap() {
			continue
		}
		if best < 0 || d.SP > s.Def(best).SP || d.SP == s.Def(best).SP && stepLoss(s, i) < stepLoss(s, best) {
			best = i
		}
	}
	return best
}

// cityValue is what taking the target hex is worth to the attacker.
func cityValue(s *reds.State, att []int, target hex.Hex) float64 {
	city := s.Data.Board.CityAt(target)
	switch {
	case city == nil:
		return 0
	case !city.Resource:
		return 2.5
	}
	// Red's last resource cities win the campaign (4.2b): worth a long
	// shot, even with a partisan.
	if s.SideOf(att[0]) == reds.Red {
		if n := redMissing(s); n > 0 {
			return 12 + 36/float64(n)
		}
	}
	return 12
}

// resultValue is the worth of a CRT result to the attacker, city being
// the worth of the hex taken.
func resultValue(s *reds.State, att, def []int, city float64, r reds.Result) float64 {
	v := 0.0
	loneGarrison := len(def) == 1 && s.Def(def[0]).Type == reds.Garrison
	switch r.Def {
	case reds.DefOne, reds.DefOneRetreat:
		if i := largest(s, def); i >= 0 && !loneGarrison {
			v += stepLoss(s, i)
		}
	case reds.DefAll, reds.DefAllRetreat:
		if !loneGarrison {
			for _, i := range def {
				v += stepLoss(s, i)
			}
		}
	}
	if r.DefenderRetreats() {
		// The hex is taken and the retreat may cost more (no way out, enemy
		// ZOC): worth a share of what survives, and the city.
		for _, i := range def {
			v += 0.3 * unitValue(s.Def(i), true)
		}
		if loneGarrison {
			v += unitValue(s.Def(def[0]), false)
		}
		v += city
	}
	switch r.Att {
	case reds.AttOne:
		if i := largest(s, att); i >= 0 {
			v -= stepLoss(s, i)
		}
	case reds.AttAll, reds.AttAllRetreat:
		for _, i := range att {
			v -= stepLoss(s, i)
		}
		if r.Att == reds.AttAllRetreat {
			for _, i := range att {
				v -= 0.3 * unitValue(s.Def(i), true)
			}
		}
	}
	return v
}

// attackEV is the expected value of an attack, with the support given.
func attackEV(s *reds.State, attackers []string, target hex.Hex, attSup, defSup []string) (float64, bool) {
	pv, err := s.PreviewAttack(attackers, target, attSup, defSup)
	if err != nil || pv.Illegal != "" {
		return 0, false
	}
	att := indexes(s, attackers)
	def := indexes(s, pv.Defenders)
	ev := 0.0
	city := cityValue(s, att, target)
	for _, o := range pv.Outcomes {
		r, _ := reds.ParseResult(o.Code)
		ev += o.P * resultValue(s, att, def, city, r)
	}
	return ev, true
}

func indexes(s *reds.State, ids []string) []int {
	out := make([]int, 0, len(ids))
	for _, id := range ids {
		if i, ok := s.UnitByID(id); ok {
			out = append(out, i)
		}
	}
	return out
}

// chooseAttack declares the best attack with a positive expectation, or
// ends the combat step; the normal level searches the best few.
func (b *Bot) chooseAttack(s *reds.State) (reds.Action, bool) {
	if b.b.rollouts > 0 {
		return b.searchAttack(s), true
	}
	if c := b.attackCandidates(s, 1.0); len(c) > 0 {
		return c[0], true
	}
	return reds.Action{Type: reds.ActEndStep, Side: s.Pending.Side}, true
}

// attackCandidates lists the legal attacks whose expectation exceeds
// threshold, best first: against each target, every unit that can join,
// and (with subsets in the budget) each of those units left out in turn.
func (b *Bot) attackCandidates(s *reds.State, threshold float64) []reds.Action {
	side := s.Pending.Side
	targets := s.AttackTargets()
	hexes := make([]hex.Hex, 0, len(targets))
	for h := range targets {
		hexes = append(hexes, h)
	}
	hex.Sort(hexes)
	var out []reds.Action
	var evs []float64
	for _, h := range hexes {
		// A partisan attacks alone (11.2): the others attack without it.
		var all []string
		var sets [][]string
		for _, id := range targets[h] {
			if i, ok := s.UnitByID(id); ok && s.Def(i).Type == reds.Partisan {
				sets = append(sets, []string{id})
			} else {
				all = append(all, id)
			}
		}
		if len(all) > 0 {
			sets = append(sets, all)
		}
		if b.b.subsets && len(all) > 1 {
			// A unit that adds nothing but risk stays home.
			for k := range all {
				sets = append(sets, slices.Delete(slices.Clone(all), k, k+1))
			}
		}
		for _, set := range sets {
			ev, ok := attackEV(s, set, h, nil, nil)
			b.Nodes++
			b.work += costOdds
			if !ok || ev <= threshold {
				continue
			}
			a := reds.Action{Type: reds.ActAttack, Side: side, Units: set, Hex: h}
			if reds.Check(s, a) == nil {
				out = append(out, a)
				evs = append(evs, ev)
			}
		}
	}
	sorted := make([]reds.Action, len(out))
	for n, k := range sortedByScore(evs) {
		sorted[n] = out[k]
	}
	return sorted
}

// chooseSupport commits an aircraft or a naval flotilla when it moves the
// expectation enough to be worth the turn of use.
func (b *Bot) chooseSupport(s *reds.State) reds.Action {
	c := s.Combat
	side := s.Pending.Side
	none := reds.Action{Type: reds.ActSupport, Side: side}
	attacking := side != c.Defender
	evOf := func(sup []string) float64 {
		attSup, defSup := c.AttSupport, sup
		if attacking {
			attSup, defSup = sup, nil
		}
		ev, _ := attackEV(s, c.Attackers, c.Target, attSup, defSup)
		if !attacking {
			ev = -ev
		}
		return ev
	}
	base := evOf(nil)
	best, bestGain := none, 1.5 // a support unit is spent for the turn
	opts := s.Pending.Units
	sets := [][]string{}
	for k, u := range opts {
		sets = append(sets, []string{u})
		for _, v := range opts[k+1:] {
			sets = append(sets, []string{u, v})
		}
	}
	for _, set := range sets {
		gain := evOf(set) - base
		b.Nodes++
		if gain > bestGain*float64(len(set)) {
			a := reds.Action{Type: reds.ActSupport, Side: side, Units: set}
			if reds.Check(s, a) == nil {
				best, bestGain = a, gain/float64(len(set))
			}
		}
	}
	return best
}

// groupValue scores what activating a group of units would achieve: the
// units near the enemy, weighted by their strength. A unit on a task of
// the campaign's end game (redTasks) counts as near the enemy, and as
// ready to attack once beside its city: a garrison there is no enemy
// unit, and a quiet front would never be chosen to march.
func groupValue(s *reds.State, member func(i int) bool, tasks map[int][]int16) float64 {
	side := reds.NoSide
	v := 0.0
	for i := range s.Units {
		u := &s.Units[i]
		if u.Where != reds.OnMap || u.Done || !member(i) {
			continue
		}
		side = s.SideOf(i)
		sp, weak := adjacentEnemySP(s, side, u.Hex)
		w := 0.3
		if sp > 0 {
			w = 1.5
			if weak {
				w = 2.5
			}
		}
		if d, ok := tasks[i]; ok {
			switch {
			case d[s.Data.Board.Index(u.Hex)] <= 1:
				w = max(w, 2.5)
			default:
				w = max(w, 1.5)
			}
		}
		v += w * float64(s.Def(i).SP)
	}
	return v
}

// endGameTasks are Red's tasks when the campaign's end game has begun.
func endGameTasks(s *reds.State) map[int][]int16 {
	if !taskTime(s) {
		return nil
	}
	return redTasks(s)
}

func frontValue(s *reds.State, f reds.Front, tasks map[int][]int16) float64 {
	return groupValue(s, func(i int) bool {
		return s.SideOf(i) == reds.Red && s.Data.Board.Cell(s.Units[i].Hex).Front == f
	}, tasks)
}

func chitValue(s *reds.State, c reds.Chit, tasks map[int][]int16) float64 {
	if f := c.Front(); f != reds.NoFront {
		return frontValue(s, f, tasks)
	}
	if c == reds.ChitFieldStaff {
		return 0.1
	}
	return groupValue(s, func(i int) bool {
		d := s.Def(i)
		return s.SideOf(i) == reds.White && chitOfFaction(d.Faction) == c
	}, nil)
}

// chitOfFaction mirrors 7.3's grouping for scoring.
func chitOfFaction(f reds.Faction) reds.Chit {
	switch f {
	case reds.AFSR, reds.Makhno:
		return reds.ChitAFSR
	case reds.Siberian:
		return reds.ChitSiberian
	case reds.Muslim, reds.North:
		return reds.ChitMuslimNorth
	case reds.AIF:
		return reds.ChitAIF
	case reds.NWArmy, reds.Estonian, reds.Freikorps:
		return reds.ChitNW
	case reds.Poles:
		return reds.ChitPoles
	}
	return reds.NoChit
}

// chooseFronts names Red's two busiest leaderless fronts (7.7).
func (b *Bot) chooseFronts(s *reds.State) reds.Action {
	fs := s.Pending.Fronts
	tasks := endGameTasks(s)
	scores := make([]float64, len(fs))
	for k, f := range fs {
		scores[k] = frontValue(s, f, tasks)
	}
	order := sortedByScore(scores)
	picked := []reds.Front{fs[order[0]], fs[order[1]]}
	return reds.Action{Type: reds.ActFronts, Side: reds.Red, Fronts: picked}
}

// chooseFirstChit sets aside the group with the most to do (7.8).
func (b *Bot) chooseFirstChit(s *reds.State) reds.Action {
	p := s.Pending
	var tasks map[int][]int16
	if p.Side == reds.Red {
		tasks = endGameTasks(s)
	}
	scores := make([]float64, len(p.Chits))
	for k, c := range p.Chits {
		scores[k] = chitValue(s, c, tasks)
	}
	order := sortedByScore(scores)
	if p.Count == 2 && len(order) > 1 {
		return reds.Action{Type: reds.ActFirstChit, Side: p.Side, Chits: []reds.Chit{p.Chits[order[0]], p.Chits[order[1]]}}
	}
	acts := make([]reds.Action, len(order))
	for k, o := range order {
		acts[k] = reds.Action{Type: reds.ActFirstChit, Side: p.Side, Chit: p.Chits[o]}
	}
	return b.searchChoice(s, acts)
}

// chooseFieldStaff activates the open front with the most to do (7.11).
func (b *Bot) chooseFieldStaff(s *reds.State) reds.Action {
	fs := s.Pending.Fronts
	tasks := endGameTasks(s)
	scores := make([]float64, len(fs))
	for k, f := range fs {
		scores[k] = frontValue(s, f, tasks)
	}
	order := sortedByScore(scores)
	acts := make([]reds.Action, len(order))
	for k, o := range order {
		acts[k] = reds.Action{Type: reds.ActFieldStaff, Side: reds.Red, Front: fs[o]}
	}
	return b.searchChoice(s, acts)
}

// searchChoice returns the first of acts, the choices of a segment's
// group best first by the groups' static value, unless the level searches
// these choices for the side deciding: then it rolls the best few out, each
// through the segment it begins, on the same seeds, within half of the
// work the decision's activation may spend.
func (b *Bot) searchChoice(s *reds.State, acts []reds.Action) reds.Action {
	if !b.b.choices[s.Pending.Side] || len(acts) < 2 {
		return acts[0]
	}
	acts = acts[:min(len(acts), maxChoices)]
	seeds := b.seeds(b.b.rollouts)
	plans := make([][]reds.Action, len(acts))
	for k := range acts {
		plans[k] = acts[k : k+1]
	}
	return acts[b.bestPlan(s, plans, seeds, b.activationLeft(s)/2)]
}

// maxChoices is how many of a choice's options searchChoice rolls out.
const maxChoices = 4
