package redrussia

import (
	"fmt"
	"slices"
)

// Leaders in battles and sieges (10.2, 10.4, 10.5, 10.81-10.83, 10.91).

// special is a leader piece's special rule.
func (s *State) special(id string) Special {
	if l := s.data.Leaders.Leader(id); l != nil {
		return l.Special
	}
	return NoSpecial
}

// CombatRating is a leader's rating in a battle or siege in an area:
// Lenin's 2 only in Moscow and Petrograd (10.81), Trotsky's 2 after he
// shared an area with Stalin or Lenin this turn (10.83).
func (s *State) CombatRating(id, area string) int {
	l := s.data.Leaders.Leader(id)
	if l == nil {
		return 0
	}
	switch l.Special {
	case SpecialLenin:
		if area != "MOSC" && area != "PETR" {
			return 0
		}
	case SpecialTrotsky:
		if s.TrotskyRatingReduced() {
			return min(l.Rating, 2)
		}
	}
	return l.Rating
}

// leadersOK says why leaders may not take part with units in a fight in
// an area, nil if they may (10.2 Ruling): each is there, on the side,
// with a combat rating, and each can be given a distinct unit he may
// command (a minor or Allied leader one of his own, 10.7).
func (s *State) leadersOK(leaders, units []string, area string, mayLead func(*Piece) bool) error {
	free := slices.Clone(units)
	var majors []string
	for _, id := range leaders {
		p := s.Piece(id)
		switch {
		case p == nil || p.Kind != KindLeader || p.Status != OnMap || p.Where != area:
			return refuse("10.2", "%s is not a leader in %s", id, area)
		case !mayLead(p):
			return refuse("10.2", "%s is not a leader of this side", id)
		case s.CombatRating(id, area) == 0:
			return refuse("10.2", "%s has no combat rating here and takes no part", id)
		case slices.Contains(leaders[:slices.Index(leaders, id)], id):
			return refuse("10.2", "%s named twice", id)
		}
		if p.Faction.Minor() || p.Faction == Allies {
			k := slices.IndexFunc(free, func(u string) bool { return s.Piece(u).Faction == p.Faction })
			if k < 0 {
				return refuse("10.7", "%s commands only with a unit of his own taking part", id)
			}
			free = slices.Delete(free, k, k+1)
			continue
		}
		majors = append(majors, id)
	}
	if len(majors) > len(free) {
		return refuse("10.2", "each leader taking part needs a unit of his own to command")
	}
	return nil
}

// eligibleLeaders are the leaders in an area a side may name with units:
// the largest list leadersOK accepts, in state order.
func (s *State) eligibleLeaders(units []string, area string, mayLead func(*Piece) bool) []string {
	var out []string
	for _, p := range s.PiecesAt(area) {
		if p.Kind != KindLeader {
			continue
		}
		if s.leadersOK(append(slices.Clone(out), p.ID), units, area, mayLead) == nil {
			out = append(out, p.ID)
		}
	}
	return out
}

// leaderChecks are the end of a battle or siege for its leaders: the
// casualty checks of those who took part, when a round was fought (10.4),
// then the capture of those whose side was eliminated (10.5(1)).
func (s *State) leaderChecks() {
	f := s.Fight
	if f.Round == 0 {
		return
	}
	for side := 0; side < 2; side++ {
		ls := slices.Clone(f.Leaders[side])
		slices.SortStableFunc(ls, func(a, b string) int { return s.data.Leaders.Leader(b).Rating - s.data.Leaders.Leader(a).Rating })
		for _, id := range ls {
			p := s.Piece(id)
			if p.Status != OnMap {
				continue
			}
			a, b := s.Rand.TwoD6()
			roll := a + b + f.Lost[side]
			s.emit(Event{Kind: EvLeader, Rule: "10.4", Faction: p.Faction, Piece: id, N: roll, Text: fmt.Sprintf("%d+%d+%d steps lost", a, b, f.Lost[side])})
			if roll < 12 {
				continue
			}
			if s.Rand.D6() <= 3 {
				p.takeOff(InPool)
				s.emit(Event{Kind: EvLeader, Rule: "10.4", Faction: p.Faction, Piece: id, Text: "wounded"})
			} else {
				s.leaderDies(p, side, "10.4", "killed")
			}
			break // 10.4: a side loses at most one leader a battle
		}
	}
	for side := 0; side < 2; side++ {
		if len(f.Units[side]) > 0 || f.Lost[side] == 0 || slices.ContainsFunc(f.Gone, func(g Went) bool { return g.Side == side }) {
			continue
		}
		for _, p := range s.PiecesAt(f.Area) {
			if p.Kind == KindLeader && s.onSide(p.Faction, side) && s.sideUnitsIn(f.Area, p.Faction) == 0 {
				s.captureCheck(p, side)
			}
		}
	}
}

// onSide reports a faction fighting on a side of the fight.
func (s *State) onSide(g Faction, side int) bool {
	f := s.Fight
	if side == 0 {
		return s.camp(g) == s.camp(f.Attacker)
	}
	return slices.Contains(f.Defenders, g) || (s.camp(g) != 0 && s.AtWar(g, f.Attacker))
}

// captureCheck is 10.5 in a battle or siege: the leader escapes to the
// next turn's box or is shot.
func (s *State) captureCheck(p *Piece, side int) {
	if _, _, n, escaped := s.captureRoll(p); escaped {
		s.emit(Event{Kind: EvLeader, Rule: "10.5", Faction: p.Faction, Piece: p.ID, N: n, Text: "escaped"})
		return
	}
	s.leaderDies(p, side, "10.5", "captured and shot")
}

// captureRoll is 10.5's roll for a leader caught alone among enemies, in
// a fight or by a move: 2d6 + his printed rating, 11 or more and he
// escapes to the next turn's box of the track (an Allied leader's control
// goes with him). It reports the dice, the total and the escape; a leader
// who does not escape is the caller's to shoot (leaderKilled).
func (s *State) captureRoll(p *Piece) (a, b, n int, escaped bool) {
	a, b = s.Rand.TwoD6()
	n = a + b + s.data.Leaders.Leader(p.ID).Rating
	if n >= 11 {
		p.takeOff(OnTrack)
		p.Arrive = s.Turn + 1
		return a, b, n, true
	}
	return a, b, n, false
}

// leaderDies removes a leader killed in a battle or siege (leaderKilled),
// the enemy being the fight's other side.
func (s *State) leaderDies(p *Piece, side int, rule, how string) {
	enemy := s.Fight.Attacker
	if side == 0 {
		enemy = s.Fight.Defender
	}
	if side < 0 { // a lone leader met by a retreating enemy (10.5(2))
		enemy = NoFaction
		if s.AtWar(p.Faction, s.Fight.Attacker) {
			enemy = s.Fight.Attacker
		}
	}
	s.leaderKilled(p, enemy, rule, how)
}

// leaderKilled removes a leader killed by enemy, with Lenin's losses and
// VP (10.81) and Denikin's VP (10.91), whether in a fight or captured by
// a move (10.5).
func (s *State) leaderKilled(p *Piece, enemy Faction, rule, how string) {
	p.takeOff(Removed)
	s.emit(Event{Kind: EvLeader, Rule: rule, Faction: p.Faction, Piece: p.ID, Text: how})
	switch s.special(p.ID) {
	case SpecialLenin:
		men, money := s.Rand.D6(), s.Rand.D6()
		st := s.F(Red)
		st.Manpower, st.Money = max(0, st.Manpower-men), max(0, st.Money-money)
		s.emit(Event{Kind: EvVP, Rule: "10.81", Faction: Red, N: -men, Text: fmt.Sprintf("Lenin dead: %d manpower and %d money lost", men, money)})
		if !enemy.White() {
			enemy = s.whiteByVP(false) // 10.81 Ruling: the White with the fewest VP
		}
		s.LeninKiller = enemy
		s.emit(Event{Kind: EvVP, Rule: "10.81", Faction: enemy, N: 1, Text: "Lenin killed"})
	case SpecialDenikin:
		s.DenikinKilled = true
		s.emit(Event{Kind: EvVP, Rule: "10.91", Faction: Red, N: 1, Text: "Denikin killed in combat"})
	}
}

// commissarChoices are the infantry Stalin may drive: Red's (or its
// minors') infantry taking part on his side (10.82).
func (s *State) commissarChoices() []string {
	f := s.Fight
	side := f.stalinSide(s)
	var out []string
	for _, id := range f.Units[side] {
		if p := s.Piece(id); p.Type == INF && s.camp(p.Faction) == 1 {
			out = append(out, id)
		}
	}
	return out
}

// stalinSide is the side Stalin takes part on, -1 for none.
func (f *Fight) stalinSide(s *State) int {
	for side := 0; side < 2; side++ {
		if slices.ContainsFunc(f.Leaders[side], func(id string) bool { return s.special(id) == SpecialStalin }) {
			return side
		}
	}
	return -1
}

// doCommissars: Red names none, one or two infantry for Stalin's
// commissars (10.82); each loses a step at once, before the hits against
// Red are allotted, and rolls double dice in the first round.
func doCommissars(s *State, a Action) error {
	f := s.Fight
	choices := s.commissarChoices()
	if len(a.Pieces) > 2 {
		return refuse("10.82", "Stalin drives one or two infantry units")
	}
	for k, id := range a.Pieces {
		if !slices.Contains(choices, id) || slices.Contains(a.Pieces[:k], id) {
			return refuse("10.82", "%s is not an infantry unit Stalin commands here", id)
		}
	}
	f.Commissars = slices.Clone(a.Pieces)
	s.startRounds()
	return nil
}

// commissarActions: none, each infantry alone, each pair.
func (s *State) commissarActions(fa Faction) []Action {
	c := s.commissarChoices()
	out := []Action{{Type: ActCommissars, Faction: fa}}
	for i, a := range c {
		out = append(out, Action{Type: ActCommissars, Faction: fa, Pieces: []string{a}})
		for _, b := range c[i+1:] {
			out = append(out, Action{Type: ActCommissars, Faction: fa, Pieces: []string{a, b}})
		}
	}
	return out
}
