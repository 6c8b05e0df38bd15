package redrussia

import (
	"slices"
)

// Checking a card's conditions (14.2: "when any condition in its text is
// met"; cards_conditions.go lists them).

// conditionsMet is nil when every condition of the card holds for the
// faction it is played for, else a refusal naming the rule.
func (s *State) conditionsMet(c *Card, f Faction) error {
	for i := range c.Requires {
		if !s.conditionMet(&c.Requires[i], f) {
			return refuse("14.2", "%q: its condition %s is not met", c.Title.EN, c.Requires[i].Kind)
		}
	}
	return nil
}

func (s *State) conditionMet(c *Condition, f Faction) bool {
	minor := NoFaction
	if len(c.Minors) > 0 {
		minor = c.Minors[0]
	}
	switch c.Kind {
	case CzechOptionUsed:
		return s.Options.Czech
	case CzechLegionFormed:
		// 19.3 Ruling: always formed without the option.
		formed := s.data.Cards.ByTitle("Czech Legion Formed")
		return !s.Options.Czech || formed != nil && slices.Contains(s.Gone, formed.ID)
	case LeaderOnMap:
		p := s.Piece(c.Leader)
		return p != nil && p.Status == OnMap
	case MinorsNotConquered:
		return !slices.ContainsFunc(c.Minors, func(m Faction) bool { return s.F(m).Conquered })
	case MinorNeutral:
		return s.F(minor).Status == Neutral
	case MinorHasUnit:
		return s.minorOnMap(minor)
	case MinorFullyActive:
		return s.F(minor).Status == Active
	case MinorNotPlayers:
		ctl := s.F(minor).Controller
		return ctl == NoFaction || s.PlayerOf(ctl) != s.PlayerOf(f)
	case NoPolishMajor:
		return !s.PolishMajor()
	case RedFacesPoland:
		return s.redFacesPoland()
	case ControlsAny:
		return slices.ContainsFunc(c.Areas, func(a string) bool { return s.Area(a).Control == f })
	case CavalryOnMap:
		return slices.ContainsFunc(s.Pieces, func(p Piece) bool {
			return p.Faction == f && p.Type == CAV && p.Status == OnMap
		})
	case FirstTanks:
		return !s.F(f).Tanks
	case NotSupremeSiberian:
		return f != Siberian || !s.SupremeRuler()
	case StackOfUnits:
		return len(s.typhusAreas(c.Count)) > 0
	}
	// OwnUnitsInBattle, RedDefendsAreas, PolishHomeDefence: the battle's.
	return s.battleConditionMet(c, f)
}

// battleConditionMet: a condition on the battle or siege being fought
// (s.Fight; its windows are W4, W5, W6 and W8). None is met when no fight
// is under way.
func (s *State) battleConditionMet(c *Condition, f Faction) bool {
	ft := s.Fight
	if ft == nil {
		return false
	}
	switch c.Kind {
	case OwnUnitsInBattle:
		// Units "of the player's": of his factions or of the minors and
		// Allies they command; of the named faction when the card names
		// one (Commissars: Red's; Volunteer Veterans: the South's).
		pl := s.PlayerOf(f)
		for side := 0; side < 2; side++ {
			for _, id := range ft.Units[side] {
				p := s.Piece(id)
				if c.Faction != NoFaction {
					if p.Faction == c.Faction {
						return true
					}
					continue
				}
				if s.PlayerOf(p.Faction) == pl || slices.ContainsFunc(s.Players[pl].Factions, func(g Faction) bool { return s.commands(g, p) }) {
					return true
				}
			}
		}
		return false
	case RedDefendsAreas:
		// Red Verdun: Red's units defend one of the areas in a battle, or
		// Red holds it under siege (its fortification defends, 9.3).
		if !slices.Contains(c.Areas, ft.Area) {
			return false
		}
		if ft.Siege {
			return s.Area(ft.Area).Control == Red
		}
		return slices.ContainsFunc(ft.Units[1], func(id string) bool { return s.Piece(id).Faction == Red })
	case PolishHomeDefence:
		// Miracle on the Vistula: a battle (not a siege, the card's window
		// is W4) in a Polish home area with Polish units defending.
		return !ft.Siege && s.Area(ft.Area).Home == Poland &&
			slices.ContainsFunc(ft.Units[1], func(id string) bool { return s.Piece(id).Faction == Poland })
	}
	return false
}

// battleAt is the area of the battle or siege being fought, "" when none.
func (s *State) battleAt() string {
	if s.Fight == nil {
		return ""
	}
	return s.Fight.Area
}

// redFacesPoland ("On to Berlin!"): Poland is not a major and not
// conquered, and a Red land unit stands in or next to a Polish home area.
func (s *State) redFacesPoland() bool {
	if s.PolishMajor() || s.F(Poland).Conquered {
		return false
	}
	for _, home := range s.data.Map.HomeAreas(Poland.String()) {
		near := []string{home}
		for _, n := range s.data.Map.Neighbours(home) {
			near = append(near, n.To)
		}
		for _, a := range near {
			if slices.ContainsFunc(s.UnitsAt(a, Red), func(p *Piece) bool { return p.Type != AIR && p.Type != FLEET }) {
				return true
			}
		}
	}
	return false
}

// typhusAreas are the areas holding at least n units of any faction.
func (s *State) typhusAreas(n int) []string {
	var out []string
	for _, a := range s.data.Map.Areas {
		if len(s.UnitsAt(a.Code, NoFaction)) >= n {
			out = append(out, a.Code)
		}
	}
	return out
}
