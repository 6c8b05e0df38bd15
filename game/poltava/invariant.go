package poltava

import (
	"fmt"
	"tachanka/game/hex"
)

// CheckInvariants checks the whole state after an action (the soak runs
// and the random games of make test): one combat unit per hex, at most one
// artillery counter, Cossacks never with artillery, nothing on a
// garrisoned redoubt, nobody in impassable terrain; steps conserved
// (every counter on the map, off it or accounted for); rout boxes equal to
// what is in them; leaders with friendly units on the map. (A unit whose
// move a redoubt check interrupted stands in the redoubt until it goes
// on, SR2.6.)
func (s *State) CheckInvariants() error {
	b := s.Data.Board
	combat := map[hex.Hex]string{}
	art := map[hex.Hex]string{}
	for _, u := range s.Units {
		if u.Status != OnMap {
			if u.Hex.Valid() {
				return fmt.Errorf("%s is %v but stands on %v", u.ID, u.Status, u.Hex)
			}
			continue
		}
		if !b.On(u.Hex) || b.Terrain(u.Hex).Impassable() {
			return fmt.Errorf("%s stands on %v, off the map or impassable", u.ID, u.Hex)
		}
		if s.Garrisoned(u.Hex) && (s.Stop == nil || s.Stop.Unit != u.ID) {
			return fmt.Errorf("%s stands in the garrisoned redoubt at %v (2.1.1)", u.ID, u.Hex)
		}
		if u.Reduced && u.def.Steps != 2 {
			return fmt.Errorf("%s is reduced but has one step", u.ID)
		}
		m := combat
		if u.Kind() == Artillery {
			m = art
		}
		if other, ok := m[u.Hex]; ok {
			return fmt.Errorf("%s and %s share %v (2.1.1)", u.ID, other, u.Hex)
		}
		m[u.Hex] = u.ID
		if u.Kind() == Cavalry || u.Kind() == Cossack {
			if b.Terrain(u.Hex) == Retrenchment {
				return fmt.Errorf("cavalry %s in the retrenchment at %v (T2)", u.ID, u.Hex)
			}
		}
		if u.Division == Camp && !b.Cell(u.Hex).Camp {
			return fmt.Errorf("the Camp's %s stands outside the camp at %v (G1)", u.ID, u.Hex)
		}
		if u.Bound != NoZone {
			if z := b.Cell(u.Hex).Zone; z != NoZone && z != u.Bound {
				return fmt.Errorf("%s, bound to the %s zone, stands at %v in the %s zone", u.ID, u.Bound, u.Hex, z)
			}
		}
	}
	for h, id := range art {
		if c, ok := combat[h]; ok && s.Unit(c).Kind() == Cossack {
			return fmt.Errorf("Cossacks %s stack with artillery %s at %v (2.1.1)", c, id, h)
		}
	}
	// Rout boxes: eliminated counters, fallen leaders, absent units and
	// loss markers; nothing more.
	count := map[string]int{}
	cossacks := 0
	for _, u := range s.Units {
		switch {
		case u.Status == Eliminated && u.Kind() == Cossack:
			cossacks++
		case u.Status == Eliminated || u.Status == Absent:
			count[u.Division]++
		}
	}
	for _, l := range s.Leaders {
		if l.Status == Eliminated {
			count[l.Division]++
		}
		if l.Status == OnMap && !slicesHas(s.Place, l.ID) {
			w := s.Unit(l.With)
			if w == nil || (w.Status != OnMap && w.Status != OffMap) || w.Side != l.Side || !w.Kind().Combat() {
				return fmt.Errorf("leader %s stands with %q, not a friendly combat unit on the map (9.5)", l.ID, l.With)
			}
		}
	}
	for div, n := range s.Box {
		if n < count[div] {
			return fmt.Errorf("rout box %s holds %d but %d counters are in it", div, n, count[div])
		}
	}
	for div, n := range count {
		if s.Box[div] < n {
			return fmt.Errorf("rout box %s holds %d but %d counters are in it", div, s.Box[div], n)
		}
	}
	if cossacks != s.CossackLosses {
		return fmt.Errorf("the Cossack loss box holds %d but %d Cossacks are eliminated", s.CossackLosses, cossacks)
	}
	resolving := s.Melee != nil && s.Melee.Attack != nil // routs are checked once a melee is resolved (10.1)
	for _, d := range s.Data.Counters.Divisions {
		if !resolving && !s.Gone[d.ID] && d.Threshold > 0 && s.Box[d.ID] >= d.Threshold && s.Phase != PhaseOver {
			return fmt.Errorf("division %s has %d in its box (threshold %d) but has not routed (10.1)", d.ID, s.Box[d.ID], d.Threshold)
		}
	}
	return nil
}

func slicesHas(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}
