package bot

import (
	"cmp"
	"slices"
	"tachanka/game/hex"
	"tachanka/game/reds"
)

// The bot's judgement of a position: wargame features weighted by what
// wins REDS! (RULES 4.0, 18.0, the strategy notes). Everything is read
// through the engine's state and queries.

// unitValue is what a unit is worth on the map: its strength, its
// modifiers, and a premium for its second step.
func unitValue(d *reds.UnitDef, disordered bool) float64 {
	if d.Type.OffMap() {
		return 2
	}
	att, def, _ := d.Values(disordered)
	v := 3*float64(d.SP) + 0.6*float64(max(att, 0)) + 0.6*float64(max(def, 0))
	if d.Steps == 2 && !disordered {
		v *= 1.6
	}
	if d.Type == reds.Garrison {
		v = 1.5
	}
	return v
}

// weights of the evaluation.
const (
	wResource   = 18.0 // a resource city or the Gold
	wCity       = 1.2  // any city (Red's 4.2a wants them all)
	wSupplyRisk = 0.35 // share of a step's loss for a line the enemy can cut next
	// the same for a unit of the activation being planned, which cannot
	// move again before the Logistics segment
	wSupplyRiskActive = 0.8
	wProximity        = 0.15 // per hex nearer the nearest objective, per unit
	wMarch            = 2.5  // per hex nearer the city of a unit's task
	wHold             = 3.0  // per enemy SP in reach of a held city, up to 8
	wMoscow           = 120  // Red without Moscow loses (4.3a)
	wThreshold        = 40   // Red short of Moscow plus two; White short of the withdrawal number
)

// Evaluate scores the position for side: higher is better.
func Evaluate(s *reds.State, side reds.Side) float64 {
	return evaluate(s, side, nil)
}

func evaluate(s *reds.State, side reds.Side, sp *reds.Supply) float64 {
	risk := [3]*reds.Supply{}
	if s.Step == reds.StepGameOver {
		switch s.Winner {
		case side:
			return 1e6
		case side.Enemy():
			return -1e6
		}
	}
	if sp == nil {
		sp = s.NewSupply()
	}
	score := 0.0
	// Resources and the thresholds of victory and withdrawal.
	own, their := float64(s.Resources(side)), float64(s.Resources(side.Enemy()))
	score += wResource * (own - their)
	red, white := s.Resources(reds.Red), s.Resources(reds.White)
	redScore := 0.0
	if !holdsCity(s, "Moscow", reds.Red) {
		redScore -= wMoscow
	}
	if red < 3 {
		redScore -= wThreshold * float64(3-red)
	}
	if polandTrap(s) {
		redScore -= wMoscow // 4.3b at the next Victory Check
	}
	if n := nextWithdrawalNumber(s); n > 0 && s.Withdrawal < 2 && white < n {
		redScore += wThreshold * 0.5 * float64(min(n-white, 3))
		if s.Withdrawal == 1 && s.EndsAfter != "" {
			redScore += wMoscow // the major withdrawal ends the short scenario (18.5)
		}
	}
	if side == reds.Red {
		score += redScore
	} else {
		score -= redScore
	}
	// Cities held.
	b := s.Data.Board
	for _, c := range b.CityCells() {
		h := b.Cells[c].Hex
		switch s.ControlOf(h).Side() {
		case side:
			score += wCity
		case side.Enemy():
			score -= wCity
		}
	}
	// Material, with what lack of supply will cost at the next Logistics
	// segment.
	for i := range s.Units {
		u := &s.Units[i]
		if u.Where != reds.OnMap && u.Where != reds.Arriving && u.Where != reds.Available && u.Where != reds.InTurnBox {
			continue
		}
		us := s.SideOf(i)
		if us == reds.NoSide {
			continue
		}
		d := s.Def(i)
		v := unitValue(d, u.Disordered)
		if u.Where == reds.Arriving {
			v *= 0.8
		}
		if u.Where == reds.OnMap && needsSupply(s, i) {
			// Out of supply at the next Logistics segment costs a step
			// (12.9); a line the enemy can cut costs a share of one.
			switch {
			case !sp.Of(i).In():
				v -= stepLoss(s, i)
			default:
				if risk[us] == nil {
					risk[us] = riskSupply(s, us)
				}
				if !risk[us].Of(i).In() {
					v -= wSupplyRisk * stepLoss(s, i)
				}
			}
		}
		if us == side {
			score += v
		} else {
			score -= v
		}
	}
	return score
}

// riskSupply is side's supply picture if the enemy's infantry and cavalry
// stood one hex nearer: every hex within 2 of them and free of side's units
// is closed to side's lines.
func riskSupply(s *reds.State, side reds.Side) *reds.Supply {
	b := s.Data.Board
	extra := make([]bool, len(b.Cells))
	own := make([]bool, len(b.Cells))
	for i := range s.Units {
		u := &s.Units[i]
		if u.Where == reds.OnMap && s.SideOf(i) == side {
			own[b.Index(u.Hex)] = true
		}
	}
	for i := range s.Units {
		u := &s.Units[i]
		if u.Where != reds.OnMap || s.SideOf(i) != side.Enemy() || !s.Def(i).Type.Combat() {
			continue
		}
		for _, h := range hex.Range(u.Hex, 2) {
			if c := b.Index(h); c >= 0 && !own[c] {
				extra[c] = true
			}
		}
	}
	return s.NewSupplyBlocking(side, extra)
}

func needsSupply(s *reds.State, i int) bool {
	d := s.Def(i)
	return d.Type != reds.Partisan && d.Type != reds.Garrison && !d.Type.OffMap() && !s.Units[i].Raiding
}

// wantPeace decides whether Red tries for peace with Poland (15.5). Peace
// gives up the campaign's second road to victory (4.2b needs Poland
// conquered) and an army, so Red seeks it only when the Poles are winning:
// more Polish SP outside Poland than Red SP within 5 hexes of it, or a
// Polish unit within 3 hexes of a Red resource city.
func wantPeace(s *reds.State) bool {
	b := s.Data.Board
	polish, red := 0, 0
	var poles []hex.Hex
	for i := range s.Units {
		u := &s.Units[i]
		d := s.Def(i)
		if u.Where != reds.OnMap || d.Type.Special() {
			continue
		}
		switch {
		case d.Faction == reds.Poles && b.Cell(u.Hex).Region != reds.Poland:
			polish += d.SP
			poles = append(poles, u.Hex)
		case s.SideOf(i) == reds.Red && distanceToPoland(s, u.Hex) <= 5:
			red += d.SP
		}
	}
	if polish > red {
		return true
	}
	for _, h := range s.ResourceCities(reds.Red) {
		for _, p := range poles {
			if hex.Distance(h, p) <= 3 {
				return true
			}
		}
	}
	return false
}

// polandTrap reports a conquered Poland, or one Red is about to conquer
// (he holds Warsaw while the Poles fight on: 15.4 at the end of their
// segment), with fewer than the 4 Red SP inside that 4.3b demands.
func polandTrap(s *reds.State) bool {
	switch s.Poland {
	case reds.PolandConquered:
	case reds.PolandAtWar:
		if !holdsCity(s, "Warsaw", reds.Red) {
			return false
		}
	default:
		return false
	}
	return s.RedSPInPoland() < 4
}

// distanceToPoland is the distance from h to the nearest hex of Poland.
func distanceToPoland(s *reds.State, h hex.Hex) int {
	b := s.Data.Board
	best := 1 << 30
	for c := range b.Cells {
		if b.Cells[c].Region == reds.Poland {
			best = min(best, hex.Distance(h, b.Cells[c].Hex))
		}
	}
	return best
}

// holdsCity reports whether side controls the named city.
func holdsCity(s *reds.State, name string, side reds.Side) bool {
	h, ok := s.Data.Board.FindCity(name)
	return ok && s.ControlOf(h).Side() == side
}

// nextWithdrawalNumber is the withdrawal number of the next strategic turn.
func nextWithdrawalNumber(s *reds.State) int {
	for t := s.Turn; t <= len(s.Data.Tables.Turns); t++ {
		if tu := s.Data.Tables.Turn(t); tu.Strategic != "" {
			return tu.Withdrawal
		}
	}
	return 0
}

// sourceCells lists the supply sources of side's factions it controls
// (12.8): a source in enemy hands supplies nobody. Sources of the Poles
// count only while Poland fights.
func sourceCells(s *reds.State, side reds.Side) []int32 {
	b := s.Data.Board
	var out []int32
	for _, c := range b.CityCells() {
		city := b.Cells[c].City
		if s.ControlOf(b.Cells[c].Hex).Side() == side.Enemy() {
			continue
		}
		for _, f := range city.Sources {
			if (f == reds.FactionRed) == (side == reds.Red) {
				out = append(out, c)
				break
			}
		}
	}
	return out
}

// sourceWeight is how much a source matters: Moscow feeds nearly every Red
// unit, the others a faction each.
func sourceWeight(s *reds.State, c int32) float64 {
	if s.Data.Board.Cells[c].City.Name == "Moscow" {
		return 2
	}
	return 1
}

// objective is a hex worth going to, and how much.
type objective struct {
	cell  int32
	value float64
	reach float64 // hexes over which the pull halves, beyond the first
}

// redMissing counts the resource cities Red lacks for 4.2b in the
// campaign (0 in the short scenario, which 4.2 does not end).
func redMissing(s *reds.State) int {
	if s.EndsAfter != "" {
		return 0
	}
	b := s.Data.Board
	n := 0
	for _, c := range b.CityCells() {
		if city := b.Cells[c].City; city.Resource && !city.Point && s.ControlOf(b.Cells[c].Hex).Side() != reds.Red {
			n++
		}
	}
	return n
}

// objectives lists what side wants now: enemy and neutral cities (resource
// cities above all), its own resource cities under threat, enemy units.
func objectives(s *reds.State, side reds.Side) []objective {
	b := s.Data.Board
	var out []objective
	// In the campaign Red wins by holding every resource city (4.2b): the
	// fewer he lacks, the more each is worth and the farther it pulls.
	missing := 0
	if side == reds.Red {
		missing = redMissing(s)
	}
	for _, c := range b.CityCells() {
		cell := &b.Cells[c]
		city := cell.City
		ctl := s.ControlOf(cell.Hex)
		if ctl.Side() == side {
			continue
		}
		if cell.Region == reds.Poland && s.Poland != reds.PolandAtWar {
			continue
		}
		v := 3.0
		if city.Resource {
			v = 12
		}
		if side == reds.White && city.Name == "Moscow" {
			v = 30
		}
		if side == reds.Red && city.Name == "Warsaw" && s.EndsAfter == "" {
			v = 30 // the conquest of Poland opens 4.2b
		}
		if city.Red && side == reds.Red {
			v += 2
		}
		reach := 1.0
		if city.Resource && missing > 0 {
			v += 36 / float64(missing)
			if missing <= 3 {
				reach = 4
			}
		}
		out = append(out, objective{c, v, reach})
	}
	// The enemy's Gold is a resource for the taking (20.6; White's first
	// objective is Kazan and the Gold in it).
	if s.Gold.Valid() && s.GoldSide == side.Enemy() {
		out = append(out, objective{b.Index(s.Gold), 12, 1})
	}
	sources := sourceCells(s, side)
	for i := range s.Units {
		u := &s.Units[i]
		if u.Where == reds.OnMap && s.SideOf(i) == side.Enemy() {
			v := 2.0
			if u.Disordered {
				v = 4 // attack disordered enemies: they die (strategy notes)
			}
			// An enemy near an own supply source threatens every unit it feeds.
			for _, c := range sources {
				if hex.Distance(u.Hex, b.Cells[c].Hex) <= 4 {
					v = max(v, 10*sourceWeight(s, c))
				}
			}
			out = append(out, objective{b.Index(u.Hex), v, 1})
		}
	}
	return out
}

// pull is, for every hex, how strongly objectives draw a unit there: the
// sum over objectives of value / (1 + distance), computed by one search per
// objective group (close ones matter most).
type pull struct {
	score []float64
	// march holds, for the units a campaign task sends somewhere, the
	// distance of every hex from their target (see redTasks).
	march map[int][]int16
}

func newPull(s *reds.State, side reds.Side) *pull {
	b := s.Data.Board
	p := &pull{score: make([]float64, len(b.Cells))}
	objs := objectives(s, side)
	// Group objectives by value and reach so one search serves many; in
	// sorted order, so the sums (and the bot's games) never vary.
	type key struct{ value, reach float64 }
	groups := map[key][]int32{}
	var keys []key
	for _, o := range objs {
		k := key{o.value, o.reach}
		if _, ok := groups[k]; !ok {
			keys = append(keys, k)
		}
		groups[k] = append(groups[k], o.cell)
	}
	slices.SortFunc(keys, func(a, b key) int {
		if a.value != b.value {
			return cmp.Compare(a.value, b.value)
		}
		return cmp.Compare(a.reach, b.reach)
	})
	for _, k := range keys {
		dist := reds.SeaDistances(b, groups[k])
		for c := range p.score {
			if d := dist[c]; d < reds.Far {
				p.score[c] += k.value / (1 + float64(d)/k.reach)
			}
		}
	}
	if side == reds.Red && taskTime(s) {
		p.march = redTasks(s)
	}
	return p
}

func (p *pull) at(c int32) float64 { return p.score[c] }

// marchTo is the distance from cell c to the target of unit i's task, and
// whether it has one.
func (p *pull) marchTo(i int, c int32) (int, bool) {
	d, ok := p.march[i]
	if !ok {
		return 0, false
	}
	return int(min(d[c], taskFar)), true
}

// taskFar caps the distance a task counts, so a hex its target cannot be
// reached from costs a fixed amount.
const taskFar = 40

// redEndGame reports the campaign's 1920-1921 (after strategic turn E or
// the major withdrawal): Red must now hold every resource city by the end
// of turn 24 (4.2b, 4.5).
func redEndGame(s *reds.State) bool {
	return s.EndsAfter == "" && (s.Withdrawal >= 2 || s.Turn > 12)
}

// taskTime reports the end game with Poland conquered: what 4.2b still
// needs is the resource cities. Before that Poland comes first (Warsaw
// draws as Moscow does), and tasks would take the units the war with the
// Poles needs.
func taskTime(s *reds.State) bool {
	return redEndGame(s) && s.Poland == reds.PolandConquered
}

// Task forces of the campaign's end game. 4.2b needs every resource city,
// and the last ones are often far from the fighting: Baku and Riga behind
// their nationalist garrisons (17.1, which only Red may attack), a White
// city on the edge of the map. The pull of the objectives draws every unit
// to the nearest fighting, so nobody goes; a task names the units nearest
// each such city, as many SP as taking it needs, and sends them there.

// A task sends against a city taskBase SP and twice the SP defending it
// and around it, at most taskMost: the units nearest the city, those
// already there first.
const (
	taskBase = 6
	taskMost = 12
)

// redTasks assigns Red units to the resource cities Red lacks: unit index
// to the distance of every hex from the city.
func redTasks(s *reds.State) map[int][]int16 {
	b := s.Data.Board
	out := map[int][]int16{}
	type unit struct {
		i  int
		c  int32
		sp int
	}
	var red []unit
	var other []unit
	for i := range s.Units {
		u := &s.Units[i]
		d := s.Def(i)
		if u.Where != reds.OnMap || d.Type.Special() || d.Type == reds.Partisan {
			continue
		}
		c := b.Index(u.Hex)
		switch {
		case s.SideOf(i) == reds.Red:
			if b.Cells[c].Region == reds.Poland {
				continue // a conquered Poland keeps its garrison (15.4)
			}
			// A unit facing the enemy holds the line.
			if sp, _ := adjacentEnemySP(s, reds.Red, u.Hex); sp > 0 {
				continue
			}
			red = append(red, unit{i, c, d.SP})
		default:
			if d.Type == reds.Garrison && d.Faction != reds.Nationalist {
				continue
			}
			other = append(other, unit{i, c, d.SP})
		}
	}
	// Each city gets the units nearest it: the pairs of a unit and a city
	// are taken nearest first, so a far city (Baku) is not left with the
	// units the nearer ones did not want.
	type pair struct {
		u    unit
		city int
		d    int16
	}
	var dists [][]int16
	var need []int
	var pairs []pair
	for _, c := range b.CityCells() {
		cell := &b.Cells[c]
		city := cell.City
		if !city.Resource || city.Point || cell.Region == reds.Poland || s.ControlOf(cell.Hex).Side() == reds.Red {
			continue
		}
		dist := reds.SeaDistances(b, []int32{c})
		enemy := 0
		for _, u := range other {
			if dist[u.c] <= 2 {
				enemy += u.sp
			}
		}
		k := len(dists)
		dists = append(dists, dist)
		need = append(need, min(taskBase+2*enemy, taskMost))
		for _, u := range red {
			if dist[u.c] < reds.Far {
				pairs = append(pairs, pair{u, k, dist[u.c]})
			}
		}
	}
	slices.SortStableFunc(pairs, func(x, y pair) int { return cmp.Compare(x.d, y.d) })
	for _, p := range pairs {
		if _, taken := out[p.u.i]; taken || need[p.city] <= 0 {
			continue
		}
		out[p.u.i] = dists[p.city]
		need[p.city] -= p.u.sp
	}
	return out
}

// adjacentEnemySP sums the SP of enemy units next to hex h.
func adjacentEnemySP(s *reds.State, side reds.Side, h hex.Hex) (sp int, weak bool) {
	for _, n := range h.Neighbors() {
		for _, id := range s.StackAt(n) {
			i, _ := s.UnitByID(id)
			if s.SideOf(i) == side.Enemy() && !s.Def(i).Type.Special() {
				sp += s.Def(i).SP
				if s.Units[i].Disordered {
					weak = true
				}
			}
		}
	}
	return sp, weak
}
