package redrussia

// What a declaration costs, asked by the engine when it is made and by the
// client before, so that a button can show its price (8.3, 9.2).

// DeclareCost is the money the battle declaration a (ActDeclareBattle)
// costs its faction when its level is revealed: 8.3's table, 1 against
// partisans alone (15.2), nothing for a free force (12.41), the attack
// costs of cards in force, nothing when a free attack card applies (6.4).
func (s *State) DeclareCost(a Action) int {
	minor := a.Yes || len(s.Defenders(a.Faction, a.Where, false)) == 0
	lv := Level(a.N)
	if lv > LevelInvasion {
		return 0
	}
	cost := s.AttackCost(a.Faction, lv, s.Defenders(a.Faction, a.Where, minor))
	if s.freeAttackCard(a.Faction) >= 0 && lv != LevelFree {
		cost = 0
	}
	return cost
}

// SiegeCost is the money the siege declaration a (ActBesiege) costs its
// faction (9.2): the siege table's cost of its rounds, nothing for a free
// force (12.41) or when a free siege card covers them (6.4).
func (s *State) SiegeCost(a Action) int {
	units, _ := s.splitForce(a.Pieces)
	if s.free(units) || s.freeSiegeCard(a.Faction, a.N) >= 0 || a.N < 1 || a.N > s.data.Tables.Siege.MaxRounds() {
		return 0
	}
	return s.data.Tables.Siege.Cost(a.N)
}
