package redrussia

import "slices"

// Poland's activation by cards (13.52): "On to Berlin!" makes Poland fully
// active once Red attacks it; "Greater Poland" once a major of another
// player than the card's enters a Ukrainian home area by movement or
// attacks a Ukrainian unit. Both wait in State.InForce (UntilTriggered).
// Movement calls greaterPolandMove; the combat engine calls
// PolandAttacked and UkraineAttacked when a battle is declared.

// greaterPolandMove: a move entering a Ukrainian home area (13.52).
func (s *State) greaterPolandMove(f Faction, path []string) {
	if slices.ContainsFunc(path, func(c string) bool { a := s.Area(c); return a != nil && a.Home == Ukraine }) {
		s.UkraineAttacked(f)
	}
}

// UkraineAttacked: faction f attacked a Ukrainian unit or entered a
// Ukrainian home area. Under "Greater Poland" played by another player,
// Poland becomes fully active against f: for the card's player (its
// faction, or another of his still in play) if he is at war with f, else
// for Red if f is White, else for the White faction with the most VP
// (13.52 Ruling). The card goes to the discard pile.
func (s *State) UkraineAttacked(f Faction) {
	for _, in := range s.EffectsInForce(GreaterPoland) {
		if s.PlayerOf(in.Faction) == s.PlayerOf(f) || s.PolishMajor() || s.F(Poland).Conquered {
			continue
		}
		// The card's player: the card's faction, or another of his in play
		// if it has been defeated (16.2).
		ctl := NoFaction
		for _, g := range s.Majors() {
			if g != Poland && s.PlayerOf(g) == s.PlayerOf(in.Faction) && s.atWar(g, f) && (ctl == NoFaction || g == in.Faction) {
				ctl = g
			}
		}
		if ctl == NoFaction {
			ctl = Red
			if f == Red {
				ctl = s.mostVPWhite()
			}
		}
		s.setMinor(Poland, Active, ctl, "13.52")
		s.endFaceUp(in.Card, GreaterPoland)
		return
	}
}

// PolandAttacked: Red attacked Poland after "On to Berlin!": Poland is
// fully active for the White faction with the most VP (13.52 and its
// Ruling, 13.5). The combat engine calls it.
func (s *State) PolandAttacked(by Faction) {
	for _, in := range s.EffectsInForce(MinorActiveWhenAttacked) {
		if by != in.Faction || s.PolishMajor() {
			continue
		}
		s.setMinor(in.Effect.Minor, Active, s.mostVPWhite(), "13.52")
		s.UseEffect(in.Card, MinorActiveWhenAttacked)
		s.UseEffect(in.Card, MustAttackMinor)
		return
	}
}

// unmetObligations: at the end of its action phase, a faction that played
// "On to Berlin!" and did not attack Poland loses the card's ORI levels
// (DATA.md m; PolandAttacked fulfils it).
func (s *State) unmetObligations() {
	for _, in := range s.EffectsInForce(MustAttackMinor) {
		if in.Faction == s.Active {
			s.SetORILevel(in.Faction, s.ORILevel(in.Faction)-in.Effect.Amount)
			s.emit(Event{Kind: EvORI, Rule: "14.6", Faction: in.Faction, N: s.F(in.Faction).ORIBox, Text: "did not attack " + in.Effect.Minor.String()})
			s.UseEffect(in.Card, MustAttackMinor)
		}
	}
}

// cancelGreaterPoland: the card's effect ends once Poland and Ukraine are
// both conquered (13.52); checked at the turn's end.
func (s *State) cancelGreaterPoland() {
	if !s.F(Poland).Conquered || !s.F(Ukraine).Conquered {
		return
	}
	for _, in := range s.EffectsInForce(GreaterPoland) {
		s.endFaceUp(in.Card, GreaterPoland)
	}
}

// endFaceUp ends a face-up card's effect and discards it.
func (s *State) endFaceUp(card int, k EffectKind) {
	s.UseEffect(card, k)
	s.FaceUp = slices.DeleteFunc(s.FaceUp, func(id int) bool { return id == card })
	s.Discard = append(s.Discard, card)
}

// mostVPWhite is the White faction in play with the most VP (13.5).
func (s *State) mostVPWhite() Faction {
	best := NoFaction
	for _, f := range s.Majors() {
		if f.White() && (best == NoFaction || s.VP(f) > s.VP(best)) {
			best = f
		}
	}
	return best
}
