package redrussia

// The ORI's battle modifiers (17.5), recorded as battles end and read by
// the political phase of the next turn through BattleORIMod.

// ORIMod is one battle result for 17.5: Kind "invasion" (+2 won, -2
// lost), "assault" (+1, -1) or "allied" (-1: a White faction's units
// fought with a Western Allied unit).
type ORIMod struct {
	Turn    int     `json:"turn"`
	Faction Faction `json:"faction"`
	Kind    string  `json:"kind"`
	N       int     `json:"n"`
	Where   string  `json:"where"`
}

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
	add := func(g Faction, kind string, n int) {
		if !g.Major() {
			return
		}
		s.ORIMods = append(s.ORIMods, ORIMod{Turn: s.Turn, Faction: g, Kind: kind, N: n, Where: f.Area})
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

// BattleORIMod is the total of a faction's battle modifiers recorded in a
// turn, with 17.5's frequencies: the Allied -1 once; Invasions +2 or -2
// once, nothing if it both won and lost one; Assaults likewise +1 or -1.
// The political phase adds it to the other modifiers and caps the total.
func (s *State) BattleORIMod(f Faction, turn int) int {
	won, lost := map[string]bool{}, map[string]bool{}
	total := 0
	for _, m := range s.ORIMods {
		if m.Turn != turn || m.Faction != f {
			continue
		}
		if m.N > 0 {
			won[m.Kind] = true
		} else {
			lost[m.Kind] = true
		}
	}
	if lost["allied"] {
		total--
	}
	for kind, n := range map[string]int{"invasion": 2, "assault": 1} {
		switch {
		case won[kind] && !lost[kind]:
			total += n
		case lost[kind] && !won[kind]:
			total -= n
		}
	}
	return total
}
