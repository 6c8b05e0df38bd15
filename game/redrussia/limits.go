package redrussia

import "slices"

// Where pieces may go and end: the minors' deployment limits (12.6, 12.11,
// 13.1-13.3, 13.56), White stacking (18.1) and the rivalry of Stalin and
// Trotsky (10.82, 10.83).

// minorLimit says why a minor's piece may not enter an area, nil if it
// may.
func (s *State) minorLimit(st *stack, p *Piece, to string) error {
	f := p.Faction
	if !f.Minor() || p.Kind == KindGold {
		return nil
	}
	fs := s.F(f)
	if fs.Status == MajorPoland || (f == Poland && fs.Status == Active) {
		return nil // 13.56: active Poland may go anywhere; a Polish major is no minor
	}
	if s.data.Map.Area(to).Territory != GreatRussia {
		return refuse("12.6", "%s's units never leave Great Russia", f)
	}
	def := s.data.Tables.Faction(f)
	reach := def.Reach
	if fs.Status == Limited && f != Poland {
		if s.Area(to).Control != f && !slices.Contains(fs.Foothold, to) {
			return refuse("12.11", "a limited %s moves only into areas it controls or held units in when activated", f)
		}
	}
	if reach > 0 && s.homeDistance(st, f, to) > reach {
		rule := map[Faction]string{Ukraine: "13.1", Baltic: "13.2", Finland: "13.3", Poland: "13.56"}[f]
		if rule == "" {
			rule = "12.6"
		}
		return refuse(rule, "%s's units may not move more than %d area(s) from its home areas", f, reach)
	}
	return nil
}

// homeDistance counts routes from the nearest of a minor's home areas
// (12.6 Ruling: whoever controls them), kept with the stack.
func (s *State) homeDistance(st *stack, f Faction, to string) int {
	d, ok := st.dist[f]
	if !ok {
		d = map[string]int{}
		var queue []string
		for i, a := range s.data.Map.Areas {
			if s.Areas[i].Home == f {
				d[a.Code] = 0
				queue = append(queue, a.Code)
			}
		}
		for len(queue) > 0 {
			at := queue[0]
			queue = queue[1:]
			for _, nb := range s.data.Map.Neighbours(at) {
				if _, seen := d[nb.To]; !seen {
					d[nb.To] = d[at] + 1
					queue = append(queue, nb.To)
				}
			}
		}
		st.dist[f] = d
	}
	if n, ok := d[to]; ok {
		return n
	}
	return 1 << 20
}

// endOK says why pieces may not end their move in an area, nil if they
// may.
func (s *State) endOK(st *stack, ending []*Piece, at string) error {
	if s.data.Map.Area(at) == nil {
		return refuse("7.5", "a move ends in an area, not at sea")
	}
	if err := s.stackingOK(ending, at); err != nil {
		return err
	}
	for _, p := range ending {
		rival := rivalOf(p.ID)
		if rival == "" {
			continue
		}
		q := s.Piece(rival)
		if q != nil && q.Status == OnMap && (q.Where == at || slices.Contains(ending, q)) {
			return refuse(map[string]string{"stalin": "10.82", "trotsky": "10.83"}[p.ID], "Stalin and Trotsky may not end a move in the same area")
		}
	}
	return nil
}

// stackingOK is 18.1 for pieces arriving in an area: no two White
// factions' units together (a minor's units count as its controller's),
// and at most one Western Allied land unit with White units.
func (s *State) stackingOK(arriving []*Piece, at string) error {
	if !slices.ContainsFunc(arriving, func(p *Piece) bool { return p.Kind == KindUnit }) {
		return nil
	}
	all := slices.Clone(arriving)
	for _, q := range s.UnitsAt(at, NoFaction) {
		if !slices.Contains(all, q) {
			all = append(all, q)
		}
	}
	var whites []Faction
	allied := 0
	for _, q := range all {
		if q.Kind != KindUnit {
			continue
		}
		side := s.sideOf(q.Faction)
		if q.Faction == Allies {
			if q.Type != FLEET {
				allied++
			}
			continue
		}
		if s.whiteSide(side) && !slices.Contains(whites, side) {
			whites = append(whites, side)
		}
	}
	if len(whites) > 1 {
		return refuse("18.1", "units of %v may pass through but not end their move together", whites)
	}
	if len(whites) == 1 && allied > 1 {
		return refuse("18.1", "an area holding White units may hold one Western Allied land unit at most")
	}
	return nil
}
