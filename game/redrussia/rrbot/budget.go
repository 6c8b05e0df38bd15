package rrbot

import (
	"slices"

	"tachanka/game/redrussia"
)

// The budget. Money comes in only in the winter (4.9); the maintenance
// just before (5.6) costs 1 money and 1 manpower for every unit on the
// map. The bot keeps the upkeep of its reduced units and of half its full
// ones untouched until the winter (Reserve), and a war chest for the
// attacks and sieges of the turns left before it, and spends only the
// rest on repairs and new units. At the maintenance it pays for its
// reduced units first (maintain).

// nextWinter is the next winter turn from the current one, 0 when none is
// left (turn 12).
func nextWinter(turn int) int {
	for _, w := range []int{3, 7, 11} {
		if w >= turn {
			return w
		}
	}
	return 0
}

// upkeep is the number of the faction's units the next maintenance will
// count: those on the map and those arriving before it.
func upkeep(v *redrussia.State, f redrussia.Faction) int {
	w := nextWinter(v.Turn)
	if w == 0 || v.Turn == w && v.Phase > redrussia.MaintenancePhase {
		return 0
	}
	n := 0
	for i := range v.Pieces {
		p := &v.Pieces[i]
		if p.Kind != redrussia.KindUnit || p.Faction != f || p.Type == redrussia.PARTISAN {
			continue
		}
		switch {
		case p.Status == redrussia.OnMap:
			n++
		case p.Status == redrussia.OnTrack && p.Arrive <= w:
			n++
		case p.Status == redrussia.ToPlace:
			n++
		}
	}
	return n
}

// Reserve is the money the faction keeps for its next maintenance: the
// upkeep of every reduced unit (unpaid, it is eliminated, 5.6) and of
// half its full units (unpaid, a full unit only flips, and a repair costs
// about what the upkeep does, 5.4: the money is better spent taking
// areas than kept idle for the whole army).
func Reserve(v *redrussia.State, f redrussia.Faction) int {
	full, reduced := upkeepSplit(v, f)
	return reduced + full/2
}

// upkeepSplit is upkeep counting full and reduced units apart.
func upkeepSplit(v *redrussia.State, f redrussia.Faction) (full, reduced int) {
	w := nextWinter(v.Turn)
	if w == 0 || v.Turn == w && v.Phase > redrussia.MaintenancePhase {
		return 0, 0
	}
	for i := range v.Pieces {
		p := &v.Pieces[i]
		if p.Kind != redrussia.KindUnit || p.Faction != f || p.Type == redrussia.PARTISAN {
			continue
		}
		if p.Status == redrussia.OnMap || p.Status == redrussia.OnTrack && p.Arrive <= w || p.Status == redrussia.ToPlace {
			if p.Reduced {
				reduced++
			} else {
				full++
			}
		}
	}
	return full, reduced
}

// warChest is what the faction keeps for attacks and sieges until the
// winter: 4 money a turn. With 2 a turn the Whites spent two thirds of
// their money on their armies, mostly repairs (o.2 asks about half on
// attacks and sieges); 4 brings every faction to 41-48%
// (scenarios/redrussia/NOTES.md, 26 November 2026).
func warChest(v *redrussia.State) int {
	w := nextWinter(v.Turn)
	if w == 0 {
		return 0
	}
	turns := w - v.Turn + 1
	if v.Phase > redrussia.PurchasePhase {
		turns--
	}
	return chestPerTurn * max(0, turns)
}

// chestPerTurn is the war chest's money a turn before the winter.
const chestPerTurn = 4

// spare is the money the faction may spend on attacks and sieges now:
// all but the maintenance reserve.
func (c *ctx) spare() int {
	return max(0, c.v.F(c.f).Money-c.v.Committed()-Reserve(c.v, c.f))
}

// moneyWeight is what a money spent on a fight weighs against the
// areas' worth: by the spare money left for each turn before the winter
// (more when it is scarce, so that the year's money is not all spent in
// its first turn; less when plenty: a hoard buys nothing at the end,
// 16.0).
func (c *ctx) moneyWeight() float64 {
	if c.v.Turn == 12 {
		return 0.25
	}
	turns := 1
	if w := nextWinter(c.v.Turn); w > 0 {
		turns = w - c.v.Turn + 1
	}
	switch per := float64(c.spare()) / float64(turns); {
	case per >= 10:
		return 0.25
	case per >= 6:
		return 0.5
	case per >= 3:
		return 0.75
	case per >= 1.5:
		return 1
	}
	return 1.5
}

// purchase: draw on the Gold only to keep the reserve; repair the units
// that are cheapest to mend while the budget allows; buy infantry (then
// cavalry) that arrive in time to fight while money and manpower beyond
// the reserve, the war chest and the new unit's own upkeep allow.
func (c *ctx) purchase() redrussia.Action {
	v, f := c.v, c.f
	st := v.F(f)
	need := Reserve(v, f) + warChest(v)
	if g := c.of(redrussia.ActGold); len(g) > 0 && st.Money < Reserve(v, f) {
		return g[0]
	}
	costs := &v.Data().Tables.Costs
	for _, a := range c.of(redrussia.ActRepair) {
		p := v.Piece(a.Piece)
		cost := costs.Of(p.Type)
		if cost == nil {
			continue
		}
		if st.Money-cost.RepairMoney >= need && st.Manpower-cost.RepairManpower >= upkeep(v, f) {
			return a
		}
	}
	w := nextWinter(v.Turn)
	for _, t := range []redrussia.UnitType{redrussia.INF, redrussia.CAV} {
		cost := costs.Of(t)
		if cost == nil || v.Turn+cost.Delay > 12 {
			continue
		}
		extra := 0
		if w > 0 && v.Turn+cost.Delay <= w {
			extra = 1
		}
		if st.Money-cost.Money < need+extra || st.Manpower-cost.Manpower < upkeep(v, f)+extra {
			continue
		}
		for _, a := range c.of(redrussia.ActBuy) {
			if a.Unit == t && a.Piece == "" {
				return a
			}
		}
	}
	return c.first(redrussia.ActEndPurchase)
}

// maintain pays for as many units as the money and manpower allow, the
// reduced ones first: a full unit left unpaid flips, a reduced one is
// eliminated (5.6). The unpaid are the full units of least attack.
func (c *ctx) maintain() redrussia.Action {
	v, f := c.v, c.f
	var all []string
	for _, a := range c.legal {
		if a.Type == redrussia.ActMaintain && len(a.Pieces) > len(all) {
			all = a.Pieces
		}
	}
	st := v.F(f)
	pay := min(len(all), st.Money, st.Manpower)
	if pay >= len(all) || pay == 0 {
		return c.legal[0]
	}
	ids := slices.Clone(all)
	// The unpaid first: full before reduced, weaker before stronger.
	key := func(id string) int {
		p := v.Piece(id)
		if p == nil {
			return 0
		}
		k := v.Values(p).Attack
		if p.Reduced {
			k += 100
		}
		return k
	}
	slices.SortStableFunc(ids, func(a, b string) int { return key(a) - key(b) })
	return redrussia.Action{Type: redrussia.ActMaintain, Faction: f, Pieces: ids[:len(ids)-pay]}
}
