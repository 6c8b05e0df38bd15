package redrussia

import "tachanka/game/jsonfile"

// Cost is a line of the unit cost chart (e): what a type costs to buy,
// how many turns it takes to arrive, and what a repair costs.
type Cost struct {
	Type           UnitType `json:"type"`
	Buildable      bool     `json:"buildable"` // fleets never are (5.3)
	Money          int      `json:"money,omitempty"`
	Manpower       int      `json:"manpower,omitempty"`
	Delay          int      `json:"delay,omitempty"` // turns from purchase to placement (5.3)
	RepairMoney    int      `json:"repair_money"`
	RepairManpower int      `json:"repair_manpower"`
}

// CostChart is the unit cost chart and the maintenance rate (e, 5.6).
type CostChart struct {
	Units               []Cost `json:"units"`
	MaintenanceMoney    int    `json:"maintenance_money"`
	MaintenanceManpower int    `json:"maintenance_manpower"`
}

// Of is the cost line of a type, or nil (partisans are never bought).
func (c *CostChart) Of(t UnitType) *Cost {
	for i := range c.Units {
		if c.Units[i].Type == t {
			return &c.Units[i]
		}
	}
	return nil
}

// check: one line per buyable type and the fleet; infantry 3 money, 5
// manpower, two turns (5.3); maintenance 1 and 1 (5.6); fleets never
// bought; and e's constraints: cavalry dearer than infantry in both,
// delays of 2 or 3 turns, repairs cheaper than purchases.
func (c *CostChart) check() error {
	seen := map[UnitType]bool{}
	for i, u := range c.Units {
		p := jsonfile.Index("costs.units", i)
		if u.Type == NoType || u.Type == PARTISAN || seen[u.Type] {
			return jsonfile.Errorf(p+".type", "%q: one line for each of inf, cav, tank, air, fleet", u.Type)
		}
		seen[u.Type] = true
		if u.RepairMoney < 1 || u.RepairManpower < 1 {
			return jsonfile.Errorf(p, "%s: a repair costs money and manpower (5.4)", u.Type)
		}
		if u.Type == FLEET {
			if u.Buildable || u.Money != 0 || u.Manpower != 0 || u.Delay != 0 {
				return jsonfile.Errorf(p, "fleets can never be bought (5.3)")
			}
			continue
		}
		if !u.Buildable || u.Money < 1 || u.Manpower < 1 {
			return jsonfile.Errorf(p, "%s: buildable, for money and manpower", u.Type)
		}
		if u.Delay < 2 || u.Delay > 3 {
			return jsonfile.Errorf(p+".delay", "%s: %d turns; the chart's delays are 2 or 3 (e)", u.Type, u.Delay)
		}
		if u.RepairMoney >= u.Money || u.RepairManpower >= u.Manpower {
			return jsonfile.Errorf(p, "%s: a repair costs less than a new unit (e)", u.Type)
		}
	}
	for _, t := range []UnitType{INF, CAV, TANK, AIR, FLEET} {
		if !seen[t] {
			return jsonfile.Errorf("costs.units", "no line for %s", t)
		}
	}
	if inf := c.Of(INF); inf.Money != 3 || inf.Manpower != 5 || inf.Delay != 2 {
		return jsonfile.Errorf("costs.units", "infantry costs 3 money and 5 manpower and arrives two turns later (5.3)")
	}
	if inf, cav := c.Of(INF), c.Of(CAV); cav.Money <= inf.Money || cav.Manpower <= inf.Manpower ||
		cav.RepairMoney <= inf.RepairMoney || cav.RepairManpower <= inf.RepairManpower {
		return jsonfile.Errorf("costs.units", "cavalry costs more than infantry in money and manpower, to build and to repair (d.2)")
	}
	if c.MaintenanceMoney != 1 || c.MaintenanceManpower != 1 {
		return jsonfile.Errorf("costs", "maintenance is 1 money and 1 manpower a unit (5.6)")
	}
	return nil
}

// SiegeTable is what siege rounds cost (f, 9.2).
type SiegeTable struct {
	// Costs[n-1] is the money for n rounds; its length is the most rounds
	// one siege may buy in an action phase.
	Costs []int `json:"costs"`
	// MinorFreeRounds: a minor-only or Allied-only force counts as having
	// paid for this many (12.41).
	MinorFreeRounds int `json:"minor_free_rounds"`
}

// Cost is the money for n siege rounds.
func (s *SiegeTable) Cost(n int) int { return s.Costs[n-1] }

// MaxRounds is the most rounds one siege may buy.
func (s *SiegeTable) MaxRounds() int { return len(s.Costs) }

// check: nothing is free (6.4), and each further round costs at least as
// much as the one before (f).
func (s *SiegeTable) check() error {
	if len(s.Costs) == 0 || s.Costs[0] < 1 {
		return jsonfile.Errorf("siege.costs", "one round costs at least 1 money (6.4)")
	}
	for i := 1; i < len(s.Costs); i++ {
		prev := s.Costs[i-1]
		if i > 1 {
			prev = s.Costs[i-1] - s.Costs[i-2]
		}
		if s.Costs[i]-s.Costs[i-1] < prev {
			return jsonfile.Errorf(jsonfile.Index("siege.costs", i), "round %d costs less than round %d (f: the cost per round never falls)", i+1, i)
		}
	}
	if s.MinorFreeRounds != 2 {
		return jsonfile.Errorf("siege.minor_free_rounds", "a minor-only force counts as having paid for 2 rounds (12.41)")
	}
	if s.MaxRounds() < s.MinorFreeRounds {
		return jsonfile.Errorf("siege.costs", "fewer rounds than a minor-only force gets")
	}
	return nil
}
