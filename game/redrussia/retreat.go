package redrussia

import (
	"slices"
	"strings"
)

// Retreats (8.4 before combat, 8.7 after each round). Retreat by sea with
// a land unit aboard a friendly fleet (8.4, 8.92) is not offered yet; a
// fleet retreats to its port's sea zone.

// retreatTargets are the places a unit of a side may retreat to now.
func (s *State) retreatTargets(p *Piece, side int, before bool) []string {
	f := s.Fight
	if p.Type == PARTISAN {
		return nil // 15.2: a partisan never moves
	}
	other := f.Units[1-side]
	// 8.4(7), mirrored after combat (8.7 Ruling): no retreat while the
	// other side has more cavalry, unless this side is all cavalry.
	if !s.onlyType(f.Units[side], CAV) && s.countType(other, CAV) > s.countType(f.Units[side], CAV) {
		return nil
	}
	if p.Type == FLEET {
		// 8.92: a fleet retreats to the adjacent sea zone only.
		a := s.data.Map.Area(f.Area)
		if a.Port == "" || a.Port == CaspianPort {
			return nil
		}
		return []string{SeaPrefix + a.Port}
	}
	var out []string
	for _, n := range s.data.Map.Neighbours(f.Area) {
		if before && n.Grade != Easy { // 8.4(2)
			continue
		}
		if s.retreatBarred(p, side, n.To) == nil {
			out = append(out, n.To)
		}
	}
	return out
}

// retreatBarred says why a unit may not retreat into an area, nil if it
// may (8.4 and its rulings).
func (s *State) retreatBarred(p *Piece, side int, to string) error {
	f := s.Fight
	st := s.Area(to)
	switch ctrl := st.Control; {
	case s.OutOfPlay(to):
		return refuse("11.0", "%s is out of play", to)
	case ctrl != NoFaction && s.AtWar(p.Faction, ctrl):
		return refuse("8.4", "%s is hostile", to) // 8.4(1)
	case ctrl.Minor() && s.F(ctrl).Status == Neutral && ctrl != p.Faction:
		return refuse("12.1", "%s is held by a neutral minor", to) // 8.4(1), 12.1
	}
	// 8.4(3): not along a route an enemy unit of this fight entered by.
	for _, e := range s.Entered {
		if e.Area == f.Area && e.From == to && slices.Contains(f.Units[1-side], e.Piece) {
			return refuse("8.4", "the enemy entered %s from %s", f.Area, to)
		}
	}
	// 8.4(6): not into enemy units that outnumber the retreating units
	// (those of this side already gone there, and this one).
	enemies, friends := 0, 1
	for _, q := range s.UnitsAt(to, NoFaction) {
		if s.AtWar(p.Faction, q.Faction) {
			enemies++
		}
	}
	for _, g := range f.Gone {
		if g.Side == side && g.To == to {
			friends++
		}
	}
	if enemies > friends {
		return refuse("8.4", "%d enemy units in %s outnumber the retreating units", enemies, to)
	}
	// 8.4 Ruling: not into an area where a declared battle is still to be
	// fought (the engine never offers it; in 8.7 the unit that has nowhere
	// else to go is eliminated, as the rulebook has it).
	for _, b := range s.Battles {
		if b.Area == to && !b.Fought {
			return refuse("8.4", "a battle is still to be fought in %s", to)
		}
	}
	if err := s.stackBarred(p, to); err != nil {
		return err
	}
	// 12.11: a limited minor's units end their retreat in its areas.
	if p.Faction.Minor() && s.F(p.Faction).Status == Limited && st.Control != p.Faction {
		return refuse("12.11", "a limited minor retreats only into areas it controls")
	}
	return nil
}

// stackBarred is 18.1 for a unit ending its retreat in an area: no White
// unit with another White faction's units, no second Allied land unit with
// a White major's units.
func (s *State) stackBarred(p *Piece, to string) error {
	mine := s.whiteOwner(p.Faction)
	allied := 0
	whiteMajor := false
	for _, q := range s.UnitsAt(to, NoFaction) {
		o := s.whiteOwner(q.Faction)
		if mine != NoFaction && o != NoFaction && o != mine && q.Faction != Allies && p.Faction != Allies {
			return refuse("18.1", "%s holds another White faction's units", to)
		}
		if q.Faction == Allies && q.Type != FLEET {
			allied++
		}
		if o != NoFaction && q.Faction != Allies {
			whiteMajor = true
		}
	}
	if p.Faction == Allies && p.Type != FLEET && whiteMajor && allied > 0 {
		return refuse("18.1", "%s already holds an Allied land unit with White units", to)
	}
	return nil
}

// whiteOwner is the White faction a faction's units count as for 18.1
// (a White, or a minor a White controls); NoFaction otherwise.
func (s *State) whiteOwner(f Faction) Faction {
	switch {
	case f.White() || f == Allies:
		return f
	case f.Minor() && s.F(f).Status != Neutral && s.F(f).Controller.White():
		return s.F(f).Controller
	}
	return NoFaction
}

// retreat moves a unit out of the fight; when no unit of its side is left
// in the area the side's leaders there go with it (10.5: leaders retreat
// with their units and are not checked).
func (s *State) retreat(side int, p *Piece, to, rule string) {
	f := s.Fight
	from := p.Where
	p.Where = to
	f.Units[side] = without(f.Units[side], p.ID)
	f.Gone = append(f.Gone, Went{Piece: p.ID, To: to, Side: side})
	s.emit(Event{Kind: EvRetreated, Rule: rule, Faction: p.Faction, Piece: p.ID, Where: to})
	if strings.HasPrefix(to, SeaPrefix) {
		return
	}
	if s.sideUnitsIn(from, p.Faction) > 0 {
		return
	}
	for _, l := range s.PiecesAt(from) {
		if l.Kind == KindLeader && s.camp(l.Faction) == s.camp(p.Faction) {
			l.Where = to
			f.Leaders[side] = without(f.Leaders[side], l.ID)
			s.emit(Event{Kind: EvRetreated, Rule: "10.5", Faction: l.Faction, Piece: l.ID, Where: to})
		}
	}
}

// sideUnitsIn counts the units in an area on a faction's side of the war.
func (s *State) sideUnitsIn(area string, f Faction) int {
	n := 0
	for _, q := range s.UnitsAt(area, NoFaction) {
		if q.Faction == f || (s.camp(q.Faction) == s.camp(f) && s.camp(f) != 0 && s.whiteOwner(q.Faction) == s.whiteOwner(f)) {
			n++
		}
	}
	return n
}

// doRetreat: a unit of the deciding side retreats (8.4, 8.7).
func doRetreat(s *State, a Action) error {
	f := s.Fight
	side := s.Pending.Side
	p := s.Piece(a.Piece)
	if p == nil || f.sideOf(a.Piece) != side {
		return refuse("8.4", "%s is not a unit of the side in this fight", a.Piece)
	}
	before := f.Stage == StageRetreatBefore
	if f.Stage == StageForced && !slices.Contains(f.Stepped, p.ID) {
		return refuse("8.7", "%s lost no step this round: its retreat is voluntary, after the forced ones", p.ID)
	}
	targets := s.retreatTargets(p, side, before)
	if !slices.Contains(targets, a.Where) {
		if len(targets) == 0 {
			return refuse("8.4", "%s cannot retreat (8.4's restrictions)", p.ID)
		}
		if err := s.whyNot(p, side, a.Where, before); err != nil {
			return err
		}
		return refuse("8.4", "%s may not retreat to %s", p.ID, a.Where)
	}
	rule := "8.7"
	if before {
		rule = "8.4"
	}
	s.retreat(side, p, a.Where, rule)
	switch {
	case f.Stage == StageForced:
		s.nextForced()
	case before && (len(f.Units[1]) == 0 || !s.canRetreatAny(1, true)):
		s.afterRetreatBefore()
	case f.Stage == StageVoluntary && (len(f.Units[side]) == 0 || !s.canRetreatAny(side, false)):
		s.nextVoluntary()
	}
	return nil
}

// whyNot names the restriction that bars a retreat into an adjacent area.
func (s *State) whyNot(p *Piece, side int, to string, before bool) error {
	g, ok := s.data.Map.RouteGrade(s.Fight.Area, to)
	switch {
	case !ok:
		return refuse("8.4", "%s is not adjacent to %s", to, s.Fight.Area)
	case before && g != Easy:
		return refuse("8.4", "no retreat before combat along a difficult route")
	}
	return s.retreatBarred(p, side, to)
}

// doStand: the deciding side retreats no (more) units.
func doStand(s *State, a Action) error {
	f := s.Fight
	switch f.Stage {
	case StageRetreatBefore:
		s.afterRetreatBefore()
	case StageVoluntary:
		s.nextVoluntary()
	default:
		return refuse("8.7", "units that lost a step must retreat")
	}
	return nil
}

// retreatActions are the deciding side's retreats, and standing fast
// where it may.
func (s *State) retreatActions(f Faction) []Action {
	fi := s.Fight
	side := s.Pending.Side
	var out []Action
	if fi.Stage != StageForced {
		out = append(out, Action{Type: ActStand, Faction: f})
	}
	for _, id := range fi.Units[side] {
		if fi.Stage == StageForced && !slices.Contains(fi.Stepped, id) {
			continue
		}
		for _, to := range s.retreatTargets(s.Piece(id), side, fi.Stage == StageRetreatBefore) {
			out = append(out, Action{Type: ActRetreat, Faction: f, Piece: id, Where: to})
		}
	}
	return out
}
