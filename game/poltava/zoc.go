package poltava

import "tachanka/game/hex"

// exertsZOC: only combat units exert a ZOC, full or reduced (5.1); a
// Swedish unit in a captured redoubt exerts none (SR2.4).
func (s *State) exertsZOC(u *Unit) bool {
	if u.Status != OnMap || !u.Kind().Combat() {
		return false
	}
	return !s.inRedoubt(u)
}

// inRedoubt: a Swedish unit standing in a captured redoubt uses the
// redoubt's values (SR2.4). Only in Scenario 2.
func (s *State) inRedoubt(u *Unit) bool {
	return u.Side == Sweden && s.Redoubts != nil && s.Data.Board.RedoubtAt(u.Hex) >= 0 && !s.Garrisoned(u.Hex)
}

// ZOCInto reports whether u's ZOC extends from its hex into the adjacent
// hex h (5.1 and its rulings): not into a hex u could not enter (woods,
// marsh, off limits, across an impassable hexside, a garrisoned redoubt,
// retrenchment for cavalry), never into village, redoubt or retrenchment
// hexes.
func (s *State) ZOCInto(u *Unit, h hex.Hex) bool {
	b := s.Data.Board
	if !s.exertsZOC(u) || !hex.Adjacent(u.Hex, h) || !b.On(h) {
		return false
	}
	t := b.Terrain(h)
	if t.Impassable() || t.NoZOC() || b.Blocked(u.Hex, h) || s.Garrisoned(h) {
		return false
	}
	return true
}

// InEnemyZOC reports whether h is in the ZOC of a combat unit hostile to
// side.
func (s *State) InEnemyZOC(side Side, h hex.Hex) bool {
	for _, n := range h.Neighbors() {
		if e := s.CombatAt(n); e != nil && e.Side != side && s.ZOCInto(e, h) {
			return true
		}
	}
	return false
}

// ZOCSources lists the enemy combat units whose ZOC covers h for side.
func (s *State) ZOCSources(side Side, h hex.Hex) []*Unit {
	var out []*Unit
	for _, n := range h.Neighbors() {
		if e := s.CombatAt(n); e != nil && e.Side != side && s.ZOCInto(e, h) {
			out = append(out, e)
		}
	}
	return out
}
