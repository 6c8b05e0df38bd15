package redrussia

// The ORI's battle modifiers (17.5), noted as battles end (NoteBattle,
// ori.go) for the victory phase's assessment.

// recordBattleORI records the battle's results for the ORI (17.5 and its
// battle Ruling): only majors; none for a minor-only or Allied-only
// attack; a defence of minor or Allied units alone gives the attacker
// its bonus and nobody the penalty. Decision (17.5 is silent): an
// Invasion the attacker stopped with both sides still in the area is
// neither won nor lost, as an Assault would be.
func (s *State) recordBattleORI() {
	f := s.Fight
	if f.Free {
		return
	}
	marks := map[string][2]BattleMark{"invasion": {InvasionWon, InvasionLost}, "assault": {AssaultWon, AssaultLost}, "allied": {AlliedInCombat, AlliedInCombat}}
	add := func(g Faction, kind string, n int) {
		if !g.Major() && !(g == Poland && s.F(Poland).Status == MajorPoland) {
			return
		}
		m := marks[kind][0]
		if n < 0 {
			m = marks[kind][1]
		}
		s.NoteBattle(g, m)
		s.emit(Event{Kind: EvORI, Rule: "17.5", Faction: g, N: n, Where: f.Area, Text: kind})
	}
	if f.Allied {
		for _, g := range append([]Faction{f.Attacker}, f.Defenders...) {
			if g.White() {
				add(g, "allied", -1)
			}
		}
	}
	n, kind := 0, ""
	switch f.Level {
	case LevelInvasion:
		n, kind = 2, "invasion"
	case LevelAssault:
		n, kind = 1, "assault"
	default:
		return
	}
	defender := NoFaction
	if containsFaction(f.Defenders, f.Defender) {
		defender = f.Defender
	}
	attGone, defGone := len(f.Units[0]) == 0, len(f.Units[1]) == 0
	if defGone && !attGone {
		add(f.Attacker, kind, n)
	}
	if attGone && !defGone {
		add(defender, kind, n)
	}
	if attGone {
		add(f.Attacker, kind, -n)
	}
	if defGone {
		add(defender, kind, -n)
	}
}

func containsFaction(fs []Faction, f Faction) bool {
	for _, g := range fs {
		if g == f {
			return true
		}
	}
	return false
}
