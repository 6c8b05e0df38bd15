package redrussia

import (
	"slices"
	"strings"
)

// A moving stack (7.0, 10.3): one unit alone, or a leader with the units
// he commands (at most his rating plus one, 10.1; 10.7 for minor and
// Allied leaders), or a fleet alone (7.43); the Gold may go with a unit of
// its owner that is not an aircraft (15.1).

type stack struct {
	side   Faction // the active faction
	leader *Piece
	units  []*Piece
	gold   *Piece
	fleet  *Piece
	start  string
	rail   bool
	mp     int // in half MP

	dist map[Faction]map[string]int // minors' distances from their home areas (12.6)
}

// pieces are the stack's pieces in order: the leader, the units, the Gold.
func (st *stack) pieces() []*Piece {
	var out []*Piece
	if st.fleet != nil {
		return []*Piece{st.fleet}
	}
	if st.leader != nil {
		out = append(out, st.leader)
	}
	out = append(out, st.units...)
	if st.gold != nil {
		out = append(out, st.gold)
	}
	return out
}

// movable says why the active faction may not move a piece, nil if it may:
// its own, its controlled minors', the Western Allied pieces it controls
// this turn (7.0, 12.11, 12.12, 13.61).
func (s *State) movable(f Faction, p *Piece) error {
	switch {
	case p == nil || p.Status != OnMap:
		return refuse("7.0", "no such piece on the map")
	case slices.Contains(s.Moved, p.ID):
		return refuse("7.0", "%s has already moved in this action phase", p.ID)
	case p.Kind == KindGold:
		return nil // checked with its carrier
	case p.Faction == f:
		return nil
	case p.Faction == Allies:
		if p.ControlledBy != f {
			return refuse("13.61", "%s is not a Western Allied piece %s controls this turn", p.ID, f)
		}
		return nil
	case p.Faction.Minor() && s.F(p.Faction).Status != Neutral && s.F(p.Faction).Controller == f:
		return nil
	}
	return refuse("7.0", "%s may not move %s's pieces", f, p.Faction)
}

// makeStack checks a stack's composition and works out its MP.
func (s *State) makeStack(f Faction, ids []string, rail bool) (*stack, error) {
	if len(ids) == 0 {
		return nil, refuse("7.0", "a move needs a unit or a leader")
	}
	st := &stack{side: f, rail: rail, dist: map[Faction]map[string]int{}}
	for i, id := range ids {
		p := s.Piece(id)
		if err := s.movable(f, p); err != nil {
			return nil, err
		}
		if slices.Contains(ids[:i], id) {
			return nil, refuse("7.0", "%s is named twice", id)
		}
		if i == 0 {
			st.start = p.Where
		} else if p.Where != st.start {
			return nil, refuse("10.3", "a stack starts its move in one place: %s is in %s, not %s", id, p.Where, st.start)
		}
		switch {
		case p.Kind == KindGold:
			st.gold = p
		case p.Kind == KindLeader:
			if st.leader != nil {
				return nil, refuse("10.3", "a stack moves with one leader")
			}
			st.leader = p
		case p.Type == FLEET:
			st.fleet = p
		default:
			st.units = append(st.units, p)
		}
	}
	if err := s.checkStack(st); err != nil {
		return nil, err
	}
	return st, nil
}

// checkStack is the composition rules.
func (s *State) checkStack(st *stack) error {
	if st.fleet != nil {
		if st.leader != nil || len(st.units) > 0 || st.gold != nil || st.rail {
			return refuse("7.43", "a fleet moves alone and not by rail")
		}
		if slices.Contains(s.SeaUses, st.fleet.ID+"/unit") || slices.Contains(s.SeaUses, st.fleet.ID+"/leader") {
			return refuse("7.5", "%s carried a unit in this action phase and stays at sea", st.fleet.ID)
		}
		return nil
	}
	if strings.HasPrefix(st.start, BoxPrefix) && st.gold != nil {
		return refuse("7.8", "only Western Allied units are in holding boxes")
	}
	if st.gold != nil {
		carrier := slices.ContainsFunc(st.units, func(p *Piece) bool { return p.Faction == st.gold.Faction && p.Type != AIR })
		if !carrier {
			return refuse("15.1", "the Gold moves only with a unit of its owner that is not an aircraft")
		}
	}
	if st.leader == nil {
		if len(st.units) != 1 {
			return refuse("10.3", "units move together only with a leader who commands them")
		}
		st.mp = 2
	} else {
		def := s.data.Leaders.Leader(st.leader.ID)
		if len(st.units) > def.Rating+1 {
			return refuse("10.1", "%s commands at most %d units", st.leader.ID, def.Rating+1)
		}
		if err := s.commandOK(st.leader, st.units); err != nil {
			return err
		}
		st.mp = 2 * def.MP
	}
	if err := s.limitedOK(st); err != nil {
		return err
	}
	if st.rail {
		if err := s.railOK(st); err != nil {
			return err
		}
		st.mp += 2
	}
	return nil
}

// commandOK is 10.1 and 10.7: a major's leader commands units of his
// faction, of minors it controls and Allied units it controls; a minor or
// Allied leader commands others only with at least one of his own.
func (s *State) commandOK(l *Piece, units []*Piece) error {
	own := false
	for _, u := range units {
		if u.Faction == l.Faction {
			own = true
		}
	}
	if (l.Faction.Minor() || l.Faction == Allies) && len(units) > 0 && !own {
		return refuse("10.7", "%s commands other units only with at least one of his own", l.ID)
	}
	if l.Faction == Allies {
		for _, u := range units {
			if u.Faction != Allies {
				return refuse("10.7", "%s moves only with Western Allied units", l.ID)
			}
		}
	}
	return nil
}

// limitedOK is 12.11: a limited minor uses at most two units in the
// controller's action phase (its leader besides).
func (s *State) limitedOK(st *stack) error {
	count := map[Faction]int{}
	for _, id := range s.Moved {
		if p := s.Piece(id); p != nil && p.Kind == KindUnit && p.Faction.Minor() {
			count[p.Faction]++
		}
	}
	for _, u := range st.units {
		if u.Faction.Minor() && s.F(u.Faction).Status == Limited {
			count[u.Faction]++
			if count[u.Faction] > 2 {
				return refuse("12.11", "a limited minor uses at most two units in an action phase")
			}
		}
	}
	return nil
}
