package poltavabot

import (
	"math"
	"slices"
	"sort"

	"tachanka/game/hex"
	"tachanka/game/poltava"
)

// The Movement and Fire phases: where each unit goes (4, 5), the
// Scenario 2 decisions of the phase's start (SR5, SR1.6, SR2.5, S2.1),
// the order-de-bataille (SR1), leaders (9.5) and fire (6).

// ---------------------------------------------------------------------
// Walking distances, ignoring units (BFS over passable terrain).

type distKey struct {
	targets string
	mounted bool
}

func (p *Player) distMap(s *poltava.State, targets []hex.Hex, mounted bool) []int16 {
	hex.Sort(targets)
	key := distKey{mounted: mounted}
	for _, t := range targets {
		key.targets += t.String()
	}
	if d, ok := p.dist[key]; ok {
		return d
	}
	b := s.Data.Board
	d := make([]int16, len(b.Cells))
	for i := range d {
		d[i] = math.MaxInt16
	}
	var queue []hex.Hex
	for _, t := range targets {
		if k := b.Index(t); k >= 0 && d[k] != 0 {
			d[k] = 0
			queue = append(queue, t)
		}
	}
	s1 := !s.Data.Scenario.Redoubts
	for len(queue) > 0 {
		h := queue[0]
		queue = queue[1:]
		dh := d[b.Index(h)]
		for _, n := range h.Neighbors() {
			k := b.Index(n)
			if k < 0 || d[k] <= dh+1 || b.Blocked(h, n) {
				continue
			}
			c := b.Cell(n)
			if c.Terrain.Impassable() || (mounted && c.Terrain == poltava.Retrenchment) || (s1 && c.Line) {
				continue
			}
			d[k] = dh + 1
			queue = append(queue, n)
		}
	}
	if len(p.dist) > 256 {
		clear(p.dist)
	}
	p.dist[key] = d
	return d
}

func at(s *poltava.State, d []int16, h hex.Hex) float64 {
	k := s.Data.Board.Index(h)
	if k < 0 || d[k] == math.MaxInt16 {
		return 60
	}
	return float64(d[k])
}

// ---------------------------------------------------------------------
// Dangers.

// gunDanger is the expected cost of the fire u would draw at h in the
// enemy's next Fire phase.
func gunDanger(s *poltava.State, side poltava.Side, u *poltava.Unit, h hex.Hex) float64 {
	total := 0.0
	for _, p := range fireShots(s, side, u, h) {
		total += p
	}
	// Fire is spread over many targets: weigh it down.
	return 0.6 * min(total, 2.5) * stepCost(s, u)
}

// fireShots are the chances of a hit of each shot u would draw at h in
// the enemy's next Fire phase: guns (two shots of canister when
// adjacent), redoubts, infantry in range (6, 9.4.1, SR2.3).
func fireShots(s *poltava.State, side poltava.Side, u *poltava.Unit, h hex.Hex) []float64 {
	b := s.Data.Board
	contact := false
	for _, n := range h.Neighbors() {
		if x := s.CombatAt(n); x != nil && x.Side != side && x != u && s.ZOCInto(x, h) {
			contact = true
			break
		}
	}
	var out []float64
	for i := range s.Units {
		g := &s.Units[i]
		if g.Status != poltava.OnMap || g.Side == side {
			continue
		}
		v := g.Values()
		if v.Fire <= 0 || (g.Kind() != poltava.Artillery && g.Kind() != poltava.Infantry) {
			continue
		}
		d := hex.Distance(g.Hex, h)
		rng := 2
		if g.Kind() == poltava.Artillery {
			rng = 5
		}
		if d < 1 || d > rng {
			continue
		}
		t := b.Terrain(g.Hex)
		shelter := t.NoZOC()
		shots := 1
		if g.Kind() == poltava.Artillery && d == 1 {
			shots = 2
		} else if contact && !shelter {
			continue
		}
		over := g.Kind() == poltava.Artillery && (t == poltava.Retrenchment || t == poltava.Hill)
		if d > 1 && !s.LineOfSight(g.Hex, h, over).Clear {
			continue
		}
		for range shots {
			out = append(out, float64(7-v.Fire)/6)
		}
	}
	if side == poltava.Sweden && s.Data.Scenario.Redoubts {
		for i, r := range s.Redoubts {
			if !r.Garrisoned {
				continue
			}
			rh := b.Redoubts[i].Hex
			if d := hex.Distance(rh, h); d >= 1 && d <= 2 && (d == 1 || s.LineOfSight(rh, h, true).Clear) {
				f := s.Data.Counters.Redoubts.Finished.Fire
				if b.Redoubts[i].Unfinished {
					f = s.Data.Counters.Redoubts.Unfinished.Fire
				}
				out = append(out, float64(7-f)/6)
			}
		}
	}
	return out
}

// mayHit: u standing on from may attack the enemy's hex x (9.1, 8.4).
func mayHit(s *poltava.State, u *poltava.Unit, from, x hex.Hex) bool {
	b := s.Data.Board
	if !hex.Adjacent(from, x) || b.Blocked(from, x) {
		return false
	}
	if u.Kind().Mounted() {
		t := b.Terrain(x)
		if t == poltava.Village || t == poltava.RedoubtHex || t == poltava.Retrenchment || t == poltava.Woods {
			return false
		}
	}
	return true
}

// supporters are side's units other than u that stand next to x and may
// attack it.
func supporters(s *poltava.State, side poltava.Side, u *poltava.Unit, x hex.Hex) []attacker {
	var out []attacker
	for _, n := range x.Neighbors() {
		f := s.CombatAt(n)
		if f == nil || f.Side != side || f == u || f.Def().Bracketed {
			continue
		}
		if s.Data.Scenario.Redoubts && s.Data.Board.Terrain(f.Hex) == poltava.RedoubtHex {
			continue // SR2.4: no melee from a captured redoubt
		}
		if mayHit(s, f, f.Hex, x) {
			out = append(out, attacker{f, f.Hex})
		}
	}
	return out
}

// threat is the expected cost to u at h of the enemy's attacks next turn
// by the enemies next to h (who must attack it, 8.2).
func threat(s *poltava.State, side poltava.Side, u *poltava.Unit, h hex.Hex) float64 {
	var atts []attacker
	for _, n := range h.Neighbors() {
		x := s.CombatAt(n)
		if x == nil || x.Side == side || x.Def().Bracketed || !mayHit(s, x, n, h) {
			continue
		}
		atts = append(atts, attacker{x, n})
	}
	if len(atts) == 0 {
		return 0
	}
	col, drm := hypoColumnAt(s, atts, u, h)
	ev := attackEV(s, unitsOf(atts), []*poltava.Unit{u}, col, drm, false, nil)
	return max(ev, 0)
}

func unitsOf(as []attacker) []*poltava.Unit {
	out := make([]*poltava.Unit, len(as))
	for i, a := range as {
		out[i] = a.u
	}
	return out
}

// hypoColumnAt is hypoColumn for a defender standing (or to stand) on h.
func hypoColumnAt(s *poltava.State, atts []attacker, x *poltava.Unit, h hex.Hex) (col, drm int) {
	b := s.Data.Board
	att, stars := 0, 0
	allStream := true
	for _, a := range atts {
		v := a.u.Values()
		att += v.Melee
		stars += v.Stars
		if !b.Stream(a.from, h) {
			allStream = false
		}
	}
	t := b.Terrain(h)
	v := x.Values()
	def, dstars := v.Melee, v.Stars
	if x.Kind().Mounted() && t == poltava.Village {
		def, dstars = 1, 0
	}
	if s.Data.Scenario.Redoubts && t == poltava.RedoubtHex && x.Side == poltava.Sweden {
		def, dstars = redoubtMelee(s, h), 0
	}
	shift := 0
	switch t {
	case poltava.Village:
		shift = 1
	case poltava.RedoubtHex, poltava.Retrenchment:
		shift, drm = 2, -1
	}
	if allStream {
		shift++
	}
	return column(att-def, stars-dstars-shift), drm
}

// ---------------------------------------------------------------------
// Where a unit should stand.

type mover struct {
	p     *Player
	s     *poltava.State
	side  poltava.Side
	goals map[string][]hex.Hex // per unit: where it heads when out of contact
	// slotted: the units marching to their place in the order-de-bataille
	// (SR1.2); they leave the redoubts alone on the way.
	slotted map[string]bool
	// ex, pElim: the side's exposure this turn (exposure.go), made once.
	ex, pElim map[string]float64
}

// score is what u standing on h is worth to its side (u still on its own
// hex in s).
func (m *mover) score(u *poltava.Unit, h hex.Hex, path []hex.Hex) float64 {
	s, side := m.s, m.side
	b := s.Data.Board
	mounted := u.Kind().Mounted()
	sc := 0.0
	// Contact: the enemies whose ZOC reaches h and those u could attack.
	var zocs []*poltava.Unit
	var targets []hex.Hex
	for _, n := range h.Neighbors() {
		if !b.On(n) {
			continue
		}
		x := s.CombatAt(n)
		if x != nil && x.Side != side {
			if x.Hex != u.Hex && s.ZOCInto(x, h) {
				zocs = append(zocs, x)
				if cavalryWaits(s, u, x) {
					return -50 // the Russian line is the infantry's (SR1)
				}
			}
			if mayHit(s, u, h, n) && !u.Def().Bracketed {
				targets = append(targets, n)
			}
			continue
		}
		if g := s.ArtilleryAt(n); g != nil && g.Side != side && mayHit(s, u, h, n) && !u.Def().Bracketed {
			targets = append(targets, n)
		} else if side == poltava.Sweden && s.Garrisoned(n) && !mounted && u.Division != poltava.Roos && !m.p.lateForRedoubts(s) && !m.slotted[u.ID] {
			targets = append(targets, n)
		}
	}
	inRedoubt := s.Data.Scenario.Redoubts && b.Terrain(h) == poltava.RedoubtHex
	if inRedoubt {
		targets = nil // SR2.4
	}
	if mounted && len(zocs) > 0 && len(targets) == 0 {
		return -50 // 9.2: it would have to withdraw or die
	}
	if u.Def().Bracketed && side == poltava.Russia {
		// The Cossacks keep out of contact (G2): their losses turn them.
		sc -= 1.5 * float64(len(adjEnemies(s, side, h)))
	}
	if len(targets) > 0 {
		best, bestT := -1e9, hex.None
		for _, t := range targets {
			sup := supporters(s, side, u, t)
			with := append(slices.Clone(sup), attacker{u, h})
			gain := hypoEV(s, with, t) - hypoEV(s, sup, t)
			if gain > best {
				best, bestT = gain, t
			}
		}
		// Enemies in contact that no other unit can attack: u must take
		// them on too, in one attack into several hexes (8.4, 8.5).
		hs := []hex.Hex{bestT}
		for _, x := range zocs {
			if x.Hex != bestT && len(supporters(s, side, u, x.Hex)) == 0 {
				hs = append(hs, x.Hex)
			}
		}
		if len(hs) > 1 {
			// Priced lightly: a supporter may still come (measured: the
			// full price of the attack into several hexes made the Swedes
			// too slow to win in time).
			best -= 0.8 * float64(len(hs)-1)
		}
		if side == poltava.Russia && len(zocs) > 0 {
			best = min(best, best*0.8) // contact is the Swedes' game
		}
		sc += best
	}
	if side == poltava.Sweden {
		// The Swedish battalions are few and fragile (Lewenhaupt routs
		// after a handful of losses): what a hex risks is priced with the
		// risks the rest of the division runs (exposure.go).
		sc -= m.exposureCost(u, h)
	} else {
		sc -= 0.6 * threat(s, side, u, h)
		sc -= gunDanger(s, side, u, h)
	}
	if s.Data.Scenario.Redoubts && side == poltava.Sweden {
		for _, k := range path {
			if s.Garrisoned(k) {
				sc -= 0.9 // SR2.6: a sixth of a step and a battalion lost to Roos
			}
		}
	}
	// Where it heads when not in contact.
	if len(zocs) == 0 && len(targets) == 0 {
		if goals := m.goals[u.ID]; len(goals) > 0 {
			d := m.p.distMap(s, goals, mounted)
			w := m.p.goalWeight(s, side, u)
			if m.slotted[u.ID] {
				w = 0.9 // the army cannot fight before it has formed
			}
			sc -= w * at(s, d, h)
		}
	}
	// Cohesion: a line shoulder to shoulder.
	f := 0
	for _, n := range h.Neighbors() {
		if x := s.CombatAt(n); x != nil && x.Side == side && x != u {
			f++
		}
	}
	sc += 0.12 * float64(min(f, 2))
	if side == poltava.Russia && !mounted {
		// The Russian line fires: a Swede two hexes off, in sight.
		for _, x := range s.UnitsOf(side.Enemy()) {
			if d := hex.Distance(x.Hex, h); d == 2 && u.Values().Fire > 0 && !s.InEnemyZOC(x.Side, x.Hex) {
				sc += 0.1 * float64(7-u.Values().Fire) / 6 * 3
				break
			}
		}
		t := b.Terrain(h)
		if t == poltava.Village || t == poltava.Retrenchment {
			sc += 0.5
		}
	}
	return sc
}

// goalWeight is how much a hex nearer the goal is worth: the Swedes are
// short of time (Russia wins by default), the Russians are not.
func (p *Player) goalWeight(s *poltava.State, side poltava.Side, u *poltava.Unit) float64 {
	if side == poltava.Sweden {
		// More urgent as 13:00 nears.
		return 0.45 + 0.06*float64(max(0, s.Turn-5))
	}
	return 0.3
}

func (p *Player) lateForRedoubts(s *poltava.State) bool { return s.Formed[poltava.Sweden] }

// goals fixes where each unit heads when not in contact.
func (m *mover) fixGoals() {
	s, side := m.s, m.side
	b := s.Data.Board
	m.goals = map[string][]hex.Hex{}
	m.slotted = map[string]bool{}
	enemies := s.UnitsOf(side.Enemy())
	// The Swedes go for the divisions nearest their rout: they need all
	// but one routed (10.2), so the closest are the ones that count.
	minLeft := 99
	leftOf := map[string]int{}
	for _, d := range s.Data.Counters.Divisions {
		if d.Side == side.Enemy() && d.ArmyRout && d.Threshold > 0 && !s.Gone[d.ID] {
			leftOf[d.ID] = d.Threshold - s.Box[d.ID]
			minLeft = min(minLeft, leftOf[d.ID])
		}
	}
	var foot, horse, all []hex.Hex
	for _, x := range enemies {
		if side == poltava.Sweden {
			if l, ok := leftOf[x.Division]; !ok || l > minLeft+1 {
				continue
			}
		}
		if x.Def().Bracketed && side == poltava.Sweden && !s.Defected {
			continue // the Cossacks are not worth the march
		}
		all = append(all, x.Hex)
		t := b.Terrain(x.Hex)
		if x.Kind() != poltava.Artillery && t != poltava.Village && t != poltava.Retrenchment && t != poltava.RedoubtHex {
			horse = append(horse, x.Hex)
		}
		if x.Kind() != poltava.Artillery {
			foot = append(foot, x.Hex)
		}
	}
	whole := s.Data.Scenario.Redoubts
	var slots map[string]hex.Hex
	if whole && !s.Formed[side] {
		slots = m.p.lineSlots(s, side)
	}
	for _, u := range s.UnitsOf(side) {
		if u.Kind() == poltava.Artillery || u.Def().Bracketed {
			continue
		}
		if w, ok := slots[u.ID]; ok {
			m.goals[u.ID] = []hex.Hex{w}
			m.slotted[u.ID] = true
			continue
		}
		if side == poltava.Russia {
			// The Russians hold; in Scenario 2 the cavalry keeps to the
			// field north of the redoubts once the Swedes are through.
			continue
		}
		if whole && u.Bound != poltava.NoZone {
			continue
		}
		if whole && !s.Formed[side] && u.Kind() == poltava.Infantry {
			continue
		}
		if u.Kind().Mounted() {
			m.goals[u.ID] = horse
		} else {
			m.goals[u.ID] = foot
		}
	}
	_ = all
}

// lineSlots are the hexes where side's eligible infantry should stand to
// form the order-de-bataille (SR1.2): a valid line position of the right
// length, all of it three hexes or more from enemy infantry (SR1.4), the
// one nearest the units, kept from call to call while it stays good.
func (p *Player) lineSlots(s *poltava.State, side poltava.Side) map[string]hex.Hex {
	li := s.LineStatus(side)
	n := len(li.Units)
	if n == 0 || n > li.Room {
		return nil
	}
	b := s.Data.Board
	dr := 1
	if side == poltava.Sweden {
		dr = -1
	}
	var foes []hex.Hex
	for _, x := range s.UnitsOf(side.Enemy()) {
		if x.Kind() == poltava.Infantry {
			foes = append(foes, x.Hex)
		}
	}
	ok := func(a hex.Hex) bool {
		for k := range n {
			w := hex.Hex{Col: a.Col, Row: a.Row + dr*k}
			if !b.On(w) || !b.LineHexOK(w) {
				return false
			}
			if x := s.CombatAt(w); x != nil && x.Side != side {
				return false
			}
			for _, f := range foes {
				if hex.Distance(f, w) <= 2 {
					return false
				}
			}
			if k > 0 {
				pr := hex.Hex{Col: a.Col, Row: a.Row + dr*(k-1)}
				if b.Stream(pr, w) || b.Blocked(pr, w) {
					return false
				}
			}
		}
		return true
	}
	anchor := p.anchor[side]
	if !anchor.Valid() || !ok(anchor) {
		best := math.Inf(1)
		anchor = hex.None
		var cx, cy float64
		for _, h := range li.At {
			cx += float64(h.Col)
			cy += float64(h.Row)
		}
		cx /= float64(n)
		cy /= float64(n)
		for c := 1; c <= b.Cols; c++ {
			for r := 1; r <= b.Rows; r++ {
				a := hex.Hex{Col: c, Row: r}
				if !ok(a) {
					continue
				}
				mid := float64(r) + float64(dr*(n-1))/2
				// Near the units, and toward the enemy's side of the
				// field: the Swedes west of the camp, the Russians in
				// front of it.
				cost := math.Abs(float64(c)-cx)*1.0 + math.Abs(mid-cy)*0.7
				if side == poltava.Sweden {
					cost = math.Abs(float64(c)-25)*1.2 + math.Abs(mid-16.5)*0.8 + 0.15*(math.Abs(float64(c)-cx)+math.Abs(mid-cy))
				} else {
					cost = math.Abs(float64(c)-30)*1.2 + math.Abs(mid-15.5)*0.8
				}
				if cost < best {
					best, anchor = cost, a
				}
			}
		}
		p.anchor[side] = anchor
	}
	if !anchor.Valid() {
		return nil
	}
	out := map[string]hex.Hex{}
	for k, id := range li.Units {
		out[id] = hex.Hex{Col: anchor.Col, Row: anchor.Row + dr*k}
	}
	return out
}

// ---------------------------------------------------------------------
// The Movement phase.

func (p *Player) phaseKey(s *poltava.State) [3]int {
	return [3]int{s.Turn, int(s.Phasing), int(s.Phase)}
}

// moveDecision is the next action of a Movement phase.
func (p *Player) moveDecision(s *poltava.State, side poltava.Side) poltava.Action {
	if k := p.phaseKey(s); k != p.key {
		p.key = k
		p.done = map[string]bool{}
		p.goalsOf = nil
	}
	if a, ok := p.openingAction(s, side); ok {
		return a
	}
	if ents := s.EntryOptions(); len(ents) > 0 {
		// Enter the column whose entry hex is clear, in the order listed;
		// the entered unit moves before the next one comes on.
		for _, u := range s.UnitsOf(side) {
			if !u.Moved && !p.done[u.ID] && onEntry(s, u.Hex) {
				if a, ok := p.bestMove(s, side, u); ok {
					return a
				}
				p.done[u.ID] = true
			}
		}
		return ents[0]
	}
	m := &mover{p: p, s: s, side: side}
	m.fixGoals()
	if a, ok := p.fillLine(s, side); ok {
		return a
	}
	for _, u := range p.moveOrder(s, side) {
		if a, ok := p.bestMoveWith(m, u); ok {
			return a
		}
		p.done[u.ID] = true
	}
	if a, ok := p.leaderMove(s, side); ok {
		return a
	}
	end := poltava.Action{Type: poltava.ActEndPhase}
	if c := s.Clone(); func() error { _, err := poltava.Apply(c, end); return err }() == nil {
		return end
	}
	return p.fallback(s)
}

// fillLine completes the order-de-bataille (SR1.2) deliberately: each
// battalion whose place is free and within its reach goes there; one whose
// place is held by another battalion of the line that is out of its own
// place steps that one aside, to its own place if it can or to a free hex
// off the line, so that two battalions in each other's places do not
// block the line for the rest of the game.
func (p *Player) fillLine(s *poltava.State, side poltava.Side) (poltava.Action, bool) {
	if !s.Data.Scenario.Redoubts || s.Formed[side] {
		return poltava.Action{}, false
	}
	slots := p.lineSlots(s, side)
	if len(slots) == 0 {
		return poltava.Action{}, false
	}
	onLine := map[hex.Hex]bool{}
	for _, w := range slots {
		onLine[w] = true
	}
	li := s.LineStatus(side)
	movable := func(u *poltava.Unit) bool {
		return u != nil && !u.Moved && !u.Stay && !p.done[u.ID]
	}
	for _, id := range li.Units {
		u := s.Unit(id)
		w := slots[id]
		if !movable(u) || u.Hex == w {
			continue
		}
		dests := s.Reach(u)
		if path, ok := dests[w]; ok {
			return poltava.Action{Type: poltava.ActMove, Unit: id, Path: path}, true
		}
		x := s.CombatAt(w)
		if x == nil || x.Side != side || !movable(x) {
			continue
		}
		if xw, ok := slots[x.ID]; ok && xw == x.Hex {
			continue
		}
		xd := s.Reach(x)
		if xw, ok := slots[x.ID]; ok {
			if path, ok := xd[xw]; ok {
				return poltava.Action{Type: poltava.ActMove, Unit: x.ID, Path: path}, true
			}
		}
		// Aside: the free hex off the line nearest the one it leaves.
		best, bestH := 99, hex.None
		keys := make([]hex.Hex, 0, len(xd))
		for h := range xd {
			keys = append(keys, h)
		}
		hex.Sort(keys)
		for _, h := range keys {
			if onLine[h] || s.InEnemyZOC(side, h) {
				continue
			}
			if d := hex.Distance(h, w) + hex.Distance(h, u.Hex); d < best {
				best, bestH = d, h
			}
		}
		if bestH.Valid() {
			p.done[x.ID] = true
			return poltava.Action{Type: poltava.ActMove, Unit: x.ID, Path: xd[bestH]}, true
		}
	}
	return poltava.Action{}, false
}

func onEntry(s *poltava.State, h hex.Hex) bool {
	for _, e := range s.Data.Counters.EntryColumns {
		if e.Hex == h {
			return true
		}
	}
	return false
}

// moveOrder: the units still to be considered this phase, the nearest to
// the enemy first (they open the way and the others pair with them);
// infantry before cavalry. The normal level also looks at who is in
// contact: units that would support an attack already begun go first.
func (p *Player) moveOrder(s *poltava.State, side poltava.Side) []*poltava.Unit {
	var us []*poltava.Unit
	enemies := s.UnitsOf(side.Enemy())
	near := map[string]int{}
	for _, u := range s.UnitsOf(side) {
		if u.Moved || p.done[u.ID] || u.Kind() == poltava.Artillery || u.Stay {
			continue
		}
		if s.InEnemyZOC(side, u.Hex) && !s.Data.Board.Terrain(u.Hex).NoZOC() {
			continue
		}
		d := 99
		for _, x := range enemies {
			d = min(d, hex.Distance(x.Hex, u.Hex))
		}
		near[u.ID] = d
		us = append(us, u)
	}
	sort.SliceStable(us, func(i, j int) bool {
		ki, kj := us[i].Kind() != poltava.Infantry, us[j].Kind() != poltava.Infantry
		if ki != kj {
			return !ki
		}
		if near[us[i].ID] != near[us[j].ID] {
			return near[us[i].ID] < near[us[j].ID]
		}
		return us[i].ID < us[j].ID
	})
	return us
}

func (p *Player) bestMove(s *poltava.State, side poltava.Side, u *poltava.Unit) (poltava.Action, bool) {
	m := &mover{p: p, s: s, side: side}
	m.fixGoals()
	return p.bestMoveWith(m, u)
}

// bestMoveWith is u's best destination if it beats standing still.
func (p *Player) bestMoveWith(m *mover, u *poltava.Unit) (poltava.Action, bool) {
	s := m.s
	dests := s.Reach(u)
	if len(dests) == 0 {
		return poltava.Action{}, false
	}
	stay := m.score(u, u.Hex, nil)
	keys := make([]hex.Hex, 0, len(dests))
	for h := range dests {
		keys = append(keys, h)
	}
	hex.Sort(keys)
	var cs []cand
	for _, h := range keys {
		cs = append(cs, cand{h, m.score(u, h, dests[h])})
	}
	sort.SliceStable(cs, func(i, j int) bool { return cs[i].sc > cs[j].sc })
	if p.Level != "quick" && len(cs) > 1 {
		// Normal: look one unit ahead: among the best few hexes, the one
		// that leaves the best move for the next unit to join it.
		cs = p.lookahead(m, u, cs[:min(3, len(cs))], dests)
	}
	for _, c := range cs {
		if c.sc <= stay+0.05 {
			break
		}
		a := poltava.Action{Type: poltava.ActMove, Unit: u.ID, Path: dests[c.h]}
		return a, true
	}
	return poltava.Action{}, false
}

// lookahead re-scores a few candidate hexes for u by adding the gain of
// the best supporting move another unit could then make.
type cand struct {
	h  hex.Hex
	sc float64
}

func (p *Player) lookahead(m *mover, u *poltava.Unit, cs []cand, dests map[hex.Hex][]hex.Hex) []cand {
	s := m.s
	var others []*poltava.Unit
	for _, o := range p.moveOrder(s, m.side) {
		if o != u {
			others = append(others, o)
		}
	}
	if len(others) > 6 {
		others = others[:6]
	}
	out := slices.Clone(cs)
	for i, c := range cs {
		if len(adjEnemies(s, m.side, c.h)) == 0 {
			continue // only contact is worth a second look
		}
		clone := s.Clone()
		if _, err := poltava.Apply(clone, poltava.Action{Type: poltava.ActMove, Unit: u.ID, Path: dests[c.h]}); err != nil {
			continue
		}
		m2 := &mover{p: p, s: clone, side: m.side, goals: m.goals, slotted: m.slotted}
		bestGain := 0.0
		for _, o := range others {
			oc := clone.Unit(o.ID)
			od := clone.Reach(oc)
			stay := m2.score(oc, oc.Hex, nil)
			for h, path := range od {
				if hex.Distance(h, c.h) > 2 {
					continue
				}
				if g := m2.score(oc, h, path) - stay; g > bestGain {
					bestGain = g
				}
			}
		}
		out[i] = cand{c.h, c.sc + 0.5*bestGain}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].sc > out[j].sc })
	return out
}

// leaderMove puts each leader with the unit where his re-roll is most
// likely to matter: in contact, strong, not about to fall.
func (p *Player) leaderMove(s *poltava.State, side poltava.Side) (poltava.Action, bool) {
	worth := func(u *poltava.Unit) float64 {
		if u == nil {
			return -1
		}
		v := unitVal(u) * 0.2
		if u.Kind() == poltava.Infantry {
			v += 0.3
		}
		if n := len(adjEnemies(s, side, u.Hex)); n > 0 {
			v += 1.5
		} else {
			d := 99
			for _, x := range s.UnitsOf(side.Enemy()) {
				d = min(d, hex.Distance(x.Hex, u.Hex))
			}
			v -= 0.1 * float64(min(d, 10))
		}
		if u.Reduced || u.Def().Steps == 1 {
			v -= 0.8
		}
		if len(s.LeadersWith(u.ID)) > 0 {
			v -= 1.0
		}
		return v
	}
	for i := range s.Leaders {
		l := &s.Leaders[i]
		if l.Status != poltava.OnMap || l.Side != side || l.Moved || p.done["L:"+l.ID] {
			continue
		}
		p.done["L:"+l.ID] = true
		cur := s.Unit(l.With)
		here := worth(cur) + 1.0 // his own unit does not count him twice
		best, bestH := here+0.3, hex.None
		for _, h := range s.LeaderMoves(l) {
			if w := worth(s.CombatAt(h)); w > best {
				best, bestH = w, h
			}
		}
		if bestH.Valid() {
			return poltava.Action{Type: poltava.ActMoveLeader, Leader: l.ID, Hex: bestH}, true
		}
	}
	return poltava.Action{}, false
}

// openingAction is the Scenario 2 decision at the start of a Movement
// phase, if one pays: the Rentzel exchange (SR5), a detachment (SR1.6), a
// re-garrisoning (SR2.5).
func (p *Player) openingAction(s *poltava.State, side poltava.Side) (poltava.Action, bool) {
	if !s.Data.Scenario.Redoubts || s.Begun {
		return poltava.Action{}, false
	}
	var legal []poltava.Action
	have := false
	list := func() []poltava.Action {
		if !have {
			for _, a := range s.Legal() {
				switch a.Type {
				case poltava.ActExchange, poltava.ActDetach, poltava.ActRegarrison:
					legal = append(legal, a)
				}
			}
			have = true
		}
		return legal
	}
	if x := s.ExchangeOptions(); x != nil && side == poltava.Russia {
		// The exchange pays when Rentzel alone can pay it, or when it
		// routs the Swedish army.
		pays := x.FromCamp == 0
		if !pays {
			c := s.Clone()
			for _, a := range list() {
				if a.Type == poltava.ActExchange {
					if _, err := poltava.Apply(c, a); err == nil && c.Over() && c.Result != nil && c.Result.Winner == poltava.Russia {
						pays = true
					}
				}
			}
		}
		if pays {
			for _, a := range list() {
				if a.Type == poltava.ActExchange {
					return a, true
				}
			}
		}
	}
	if d := s.DetachOptions(); d != nil && (side == poltava.Sweden && s.Turn >= 2 || side == poltava.Russia && s.Turn >= 5) {
		for _, a := range list() {
			if a.Type == poltava.ActDetach {
				return a, true
			}
		}
	}
	if side == poltava.Russia {
		swedesSouth := 0
		for _, x := range s.UnitsOf(poltava.Sweden) {
			if c := s.Data.Board.Cell(x.Hex); c.Zone == poltava.South {
				swedesSouth++
			}
		}
		if swedesSouth >= 2 {
			for _, a := range list() {
				if a.Type != poltava.ActRegarrison {
					continue
				}
				u := s.Unit(a.Unit)
				th := threshold(s, u.Division)
				if u.Reduced || u.Def().Steps < 2 || (th > 0 && th-s.Box[u.Division] < 2) {
					continue
				}
				if p.done["G:"+a.Unit] {
					continue
				}
				p.done["G:"+a.Unit] = true
				return a, true
			}
		}
	}
	return poltava.Action{}, false
}

// ---------------------------------------------------------------------
// Fire (6): every firer that has a target fires, artillery first, each at
// the target where a hit is worth most.

func (p *Player) fireDecision(s *poltava.State) poltava.Action {
	opts := s.FireOptions()
	type shot struct {
		f   poltava.Firer
		t   string
		v   float64
		art bool
	}
	var shots []shot
	for f, ts := range opts {
		fire := 0
		art := false
		if f.Unit == "" {
			r := s.Data.Board.RedoubtAt(f.Hex)
			fire = s.Data.Counters.Redoubts.Finished.Fire
			if r >= 0 && s.Data.Board.Redoubts[r].Unfinished {
				fire = s.Data.Counters.Redoubts.Unfinished.Fire
			}
		} else {
			u := s.Unit(f.Unit)
			fire = u.Values().Fire
			art = u.Kind() == poltava.Artillery
			if s.Data.Board.Terrain(u.Hex) == poltava.RedoubtHex && s.Data.Scenario.Redoubts && u.Side == poltava.Sweden {
				fire = s.Data.Counters.Redoubts.Finished.Fire
			}
		}
		if fire <= 0 {
			fire = 6
		}
		ph := float64(7-fire) / 6
		for _, t := range ts {
			x := s.Unit(t)
			if x == nil {
				continue
			}
			n := 1.0
			if art && hex.Distance(f.Hex, x.Hex) == 1 {
				n = 2
			}
			v := ph * n * stepCost(s, x)
			if x.Kind() == poltava.Artillery {
				v *= 0.9
			}
			shots = append(shots, shot{f, t, v, art})
		}
	}
	if len(shots) == 0 {
		return poltava.Action{Type: poltava.ActEndPhase}
	}
	sort.SliceStable(shots, func(i, j int) bool {
		if shots[i].art != shots[j].art {
			return shots[i].art
		}
		if shots[i].v != shots[j].v {
			return shots[i].v > shots[j].v
		}
		if shots[i].f.Unit != shots[j].f.Unit {
			return shots[i].f.Unit < shots[j].f.Unit
		}
		if shots[i].f.Hex != shots[j].f.Hex {
			return hex.Compare(shots[i].f.Hex, shots[j].f.Hex) < 0
		}
		return shots[i].t < shots[j].t
	})
	b := shots[0]
	a := poltava.Action{Type: poltava.ActFire, Unit: b.f.Unit, Target: b.t}
	if b.f.Unit == "" {
		a.Hex = b.f.Hex
	}
	return a
}
