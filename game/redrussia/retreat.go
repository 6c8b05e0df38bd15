package redrussia

import (
	"slices"
	"strings"
)

// Retreats (8.4 before combat, 8.7 after each round): into an adjacent
// area, or by sea: a land unit boards a friendly fleet in the port
// ("fleet:<id>") and the fleet puts to sea with it (8.4, 8.92); a fleet
// alone retreats to its port's sea zone. Blockades (8.4(4)) are the
// navy's; they are not checked here yet.

// retreatTargets are the places a unit of a side may retreat to now.
func (s *State) retreatTargets(p *Piece, side int, before bool) []string {
	f := s.Fight
	if p.Type == PARTISAN {
		return nil // 15.2: a partisan never moves
	}
	if p.Type == FLEET {
		// 8.92: a fleet retreats to the adjacent sea zone only.
		a := s.data.Map.Area(f.Area)
		if a.Port == "" || a.Port == CaspianPort {
			return nil
		}
		return []string{SeaPrefix + a.Port}
	}
	other := f.Units[1-side]
	// Decision: cavalry does not pursue a fleet putting to sea, so 8.4(7)
	// applies to the others only.
	// 8.4(7), mirrored after combat (8.7 Ruling): no retreat while the
	// other side has more cavalry, unless this side is all cavalry.
	if !s.onlyType(f.Units[side], CAV) && s.cavalryCount(other) > s.cavalryCount(f.Units[side]) {
		return nil
	}
	out := s.seaRetreats(p, side)
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

// seaRetreats are the friendly fleets in the port a land unit may board
// to retreat by sea (8.4(5), (8); 8.92 boarding): of its own faction (or
// its controller's, never an Allied fleet for others' units, 18.1), with
// nothing aboard, with at least as many steps as the unit.
func (s *State) seaRetreats(p *Piece, side int) []string {
	a := s.data.Map.Area(s.Fight.Area)
	if a.Port == "" || a.Port == CaspianPort || p.Type != INF {
		return nil // 8.4(8): cavalry, aircraft and tanks never retreat by sea
	}
	var out []string
	for _, fl := range s.UnitsAt(s.Fight.Area, NoFaction) {
		if fl.Type != FLEET || len(s.PiecesAt(FleetPrefix+fl.ID)) > 0 {
			continue
		}
		if fl.Faction != p.Faction && !(p.Faction.Minor() && s.F(p.Faction).Controller == fl.Faction && s.F(p.Faction).Status != Neutral) {
			continue
		}
		if steps(p) > steps(fl) || s.limitedOut(p) {
			continue
		}
		out = append(out, FleetPrefix+fl.ID)
	}
	return out
}

// steps are a unit's steps left.
func steps(p *Piece) int {
	if p.Reduced {
		return 1
	}
	return 2
}

// limitedOut: a limited minor's unit never leaves its areas (12.11).
func (s *State) limitedOut(p *Piece) bool {
	return p.Faction.Minor() && s.F(p.Faction).Status == Limited && p.Faction != Poland
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
	for _, e := range s.Entries {
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
	// 12.11: a limited minor's units end their retreat in its areas
	// (Poland: 13.56's reach instead).
	if s.limitedOut(p) && st.Control != p.Faction {
		return refuse("12.11", "a limited minor retreats only into areas it controls")
	}
	return s.beyondReach(p, to)
}

// beyondReach is 12.6 and 13.1-13.56 for a minor's unit entering an area:
// never out of its territory; never farther than its reach from its home
// areas (Poland active: no limit; limited: one area, 13.56).
func (s *State) beyondReach(p *Piece, to string) error {
	m := p.Faction
	if !m.Minor() {
		return nil
	}
	def := s.data.Tables.Faction(m)
	reach := def.Reach
	if m == Poland {
		if s.F(m).Status == Active {
			return nil
		}
		reach = 1
	}
	var homes []string
	for i, a := range s.data.Map.Areas {
		if s.Areas[i].Home == m {
			homes = append(homes, a.Code)
		}
	}
	if len(homes) == 0 {
		return nil
	}
	if s.data.Map.Area(to).Territory != s.data.Map.Area(homes[0]).Territory {
		return refuse("12.6", "%s units never leave their territory", m)
	}
	if reach > 0 && s.distance(homes, to) > reach {
		return refuse("12.6", "%s units go no farther than %d area(s) from their home areas", m, reach)
	}
	return nil
}

// distance counts the routes from the nearest of some areas to another.
func (s *State) distance(from []string, to string) int {
	dist := map[string]int{}
	queue := slices.Clone(from)
	for _, a := range from {
		dist[a] = 0
	}
	for len(queue) > 0 {
		a := queue[0]
		queue = queue[1:]
		if a == to {
			return dist[a]
		}
		for _, n := range s.data.Map.Neighbours(a) {
			if _, ok := dist[n.To]; !ok {
				dist[n.To] = dist[a] + 1
				queue = append(queue, n.To)
			}
		}
	}
	return len(s.data.Map.Areas)
}

// stackBarred is 18.1 for a unit ending its retreat in an area (the
// stacking rule of every move, placement and retreat, stackingOK).
func (s *State) stackBarred(p *Piece, to string) error { return s.stackingOK([]*Piece{p}, to) }

// whiteOwner is the White faction a faction's units count as for 18.1
// (a White, a Polish major, the Allies, or a minor one of them controls);
// NoFaction otherwise.
func (s *State) whiteOwner(f Faction) Faction {
	if side := s.sideOf(f); s.whiteLike(side) {
		return side
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
	if strings.HasPrefix(to, FleetPrefix) {
		fl := s.Piece(strings.TrimPrefix(to, FleetPrefix))
		fl.Where = SeaPrefix + s.data.Map.Area(f.Area).Port
		if k := f.sideOf(fl.ID); k >= 0 {
			f.Units[k] = without(f.Units[k], fl.ID)
		}
		s.emit(Event{Kind: EvRetreated, Rule: "8.4", Faction: fl.Faction, Piece: fl.ID, Where: fl.Where, Text: "by sea with " + p.ID})
	}
	if strings.HasPrefix(to, SeaPrefix) || strings.HasPrefix(to, FleetPrefix) {
		return
	}
	s.loneLeadersMet(p, to)
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

// loneLeadersMet is 10.5(2): enemy leaders alone in the area a unit
// retreats into are checked for capture (10.5 Ruling: by retreat too).
func (s *State) loneLeadersMet(p *Piece, to string) {
	for _, l := range s.PiecesAt(to) {
		if l.Kind == KindLeader && s.AtWar(l.Faction, p.Faction) && s.sideUnitsIn(to, l.Faction) == 0 {
			s.captureCheck(l, -1)
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

// cavalryCount is the cavalry of units for 8.4(7) and 8.7: under "Red
// Cavalry Army" each cavalry unit of the card's faction counts as two
// (DATA.md m, card 19).
func (s *State) cavalryCount(units []string) int {
	n := 0
	for _, id := range units {
		p := s.Piece(id)
		if p.Type != CAV {
			continue
		}
		n++
		if slices.ContainsFunc(s.EffectsInForce(CavalryArmy), func(in InForceEffect) bool { return in.Faction == p.Faction }) {
			n++
		}
	}
	return n
}
