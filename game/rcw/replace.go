package rcw

import "slices"

// replacement is the Replacement Segment (9.0): every eligible eliminated
// Red, White and Green combat unit returns alone to its home province,
// judged on the map as it stands at the start of the segment (9.17). Only
// in the Interphases of Game-Turns 1 to 5 (9.16, 4.2 Ruling).
func (s *State) replacement() {
	if s.Turn > 5 {
		return
	}
	var ok []int
	for _, pc := range s.Pieces {
		if pc.Status != Eliminated || s.Def(pc.ID).Kind != KindUnit {
			continue
		}
		if rule, why := s.blocked(pc.ID); rule != "" {
			s.emit(Event{Kind: EvNotReplaced, Rule: rule, Units: []int{pc.ID}, To: pc.Section, Text: why})
			continue
		}
		ok = append(ok, pc.ID)
	}
	for _, id := range ok {
		u := s.Def(id).Unit
		pc := s.Piece(id)
		from := pc.Section
		pc.Section, pc.Owner = "", ""
		holder := ""
		if u.Colour == Green {
			holder = s.HolderOf(u.Nationality) // 9.0 Ruling
		}
		st := s.newStack(u.Home, holder)
		s.put(id, st)
		s.emit(Event{Kind: EvReplaced, Rule: "9.0", Units: []int{id}, Province: u.Home, To: from})
	}
}

// blocked says why an eliminated combat unit may not be replaced now
// (9.11-9.15), with the rule; empty when it may.
func (s *State) blocked(id int) (rule, why string) {
	u := s.Def(id).Unit
	if rule, why := s.soloBlocked(u); rule != "" {
		return rule, why
	}
	if u.Colour == Blue {
		return "9.11", "Blue units are never replaced"
	}
	if u.Colour == Red || u.Colour == White {
		leaders := false
		for _, pc := range s.Pieces {
			if pc.Status == OnMap && s.Def(pc.ID).Kind == KindLeader && s.Colour(pc.ID) == u.Colour {
				leaders = true
				break
			}
		}
		if !leaders {
			return "9.15", "no leader of its colour is on the map"
		}
	}
	if u.Colour == Red {
		if s.redSuspended() {
			return "9.14", "Lenin or Trotsky was eliminated"
		}
		for _, capital := range []string{"TVER", "PETR"} {
			nonRed, red := s.colours(capital)
			if nonRed && !red {
				return "9.13", capital + " holds non-Red units and no Red unit"
			}
		}
	}
	opposed, own := false, false
	for _, st := range s.StacksIn(u.Home) {
		for _, x := range st.Pieces {
			c := s.Colour(x)
			if Enemy(c, u.Colour) {
				opposed = true
			}
			if c == u.Colour {
				own = true
			}
		}
	}
	if opposed && !own {
		return "9.12", u.Home + " holds units opposed to it and none of its colour"
	}
	return "", ""
}

// colours reports whether a province holds non-Red units and Red units.
func (s *State) colours(prov string) (nonRed, red bool) {
	for _, st := range s.StacksIn(prov) {
		for _, x := range st.Pieces {
			switch c := s.Colour(x); {
			case c == Red:
				red = true
			case c != NoColour:
				nonRed = true
			}
		}
	}
	return
}

// redSuspended: the first Replacement Segment after Lenin's or Trotsky's
// elimination has no Red replacement; both in the same Game-Turn suspend
// the next two (9.14 and its Ruling). The segment of Game-Turn n is the
// first after a death in Game-Turn n.
func (s *State) redSuspended() bool {
	n := s.Turn
	if slices.Contains([]int{s.LeninDied, s.TrotskyDied}, n) {
		return true
	}
	return s.LeninDied != 0 && s.LeninDied == s.TrotskyDied && s.LeninDied == n-1
}
