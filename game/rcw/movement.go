package rcw

import (
	"slices"
)

// Leader movement allowance (5.0) and the Blue and Green one (5.63, 5.72).
const (
	LeaderMA    = 5
	BlueGreenMA = 3
	StackLimit  = 5 // leaders and combat units in a stack (7.11)
)

// eligible reports whether a leader may attach a combat unit now (5.13):
// same colour and province, uncontrolled or the leader's player's and not
// attached to another leader, not moved this Player-Turn (5.25), and
// within the leader's capacity (5.14, 13.22, 13.25). A leader with the
// Gold may also take any Green unit of its province, whoever controls it
// and even if it has moved, into the Gold's two places, but never a
// Finnish or Polish one (13.25-13.27).
func (s *State) eligible(leader, unit int) error {
	l, u := s.Piece(leader), s.Piece(unit)
	ld, ud := s.Def(leader).Leader, s.Def(unit).Unit
	if ld == nil || l.Status != OnMap {
		return refuse("5.13", "%d is not a leader on the map", leader)
	}
	if ud == nil || u.Status != OnMap {
		return refuse("5.13", "%d is not a combat unit on the map", unit)
	}
	green := ud.Colour == Green && ld.Colour != Green
	switch {
	case green && s.goldPlaces(leader) == 0:
		return refuse("5.22", "a %s leader carries only %s units (Green ones only with the Gold, 13.26)", ld.Colour, ld.Colour)
	case green && (ud.Nationality == "FN" || ud.Nationality == "PO"):
		return refuse("13.27", "a Red or White leader never takes a Finnish or Polish unit")
	case !green && ud.Colour != ld.Colour:
		return refuse("5.22", "a %s leader carries only %s units", ld.Colour, ld.Colour)
	}
	if s.Province(leader) != s.Province(unit) {
		return refuse("5.13", "%d is not in %s's province", unit, ld.Name)
	}
	if u.Under != 0 {
		return refuse("5.26", "%d is attached to another leader", unit)
	}
	if !green && u.Owner != "" && u.Owner != l.Owner {
		return refuse("7.24", "%d is controlled by Player %s", unit, u.Owner)
	}
	if !green && u.Moved {
		return refuse("5.25", "%d has moved this Player-Turn", unit)
	}
	own, greens := s.carried(leader)
	if green && len(greens) >= s.goldPlaces(leader) {
		return refuse("13.25", "%s already carries two Green units with the Gold", ld.Name)
	}
	if n := len(own) + len(greens); n >= s.Capacity(leader) {
		return refuse("5.14", "%s (LV %d) already carries %d units", ld.Name, ld.LV, n)
	}
	return nil
}

// ownLeader refuses what is not an unmoved leader of the Phasing Player.
func (s *State) ownLeader(player string, id int) error {
	pc := s.Piece(id)
	if pc == nil || s.Def(id).Kind != KindLeader || pc.Status != OnMap || pc.Owner != player {
		return refuse("5.21", "%d is not a leader of Player %s on the map", id, player)
	}
	if pc.Moved {
		return refuse("5.25", "%s has moved this Player-Turn", s.Def(id).Leader.Name)
	}
	if s.hasQuit(player) {
		return refuse("14.22", "Player %s has left the game: his units never move again", player)
	}
	return nil
}

// attach moves a unit under a leader, into the leader's stack; the unit
// comes under the leader's player's control (7.24).
func (s *State) attach(leader, unit int) {
	l := s.Piece(leader)
	s.take(unit)
	st := s.Stack(l.Stack)
	s.put(unit, st)
	u := s.Piece(unit)
	u.Under, u.Owner = leader, l.Owner
	s.normalise(st)
}

// doAttach: in his Movement Phase a player's unmoved leader attaches an
// eligible unit in its province (5.13, 5.41), within the stacking limit
// (7.11).
func doAttach(s *State, a Action) error {
	if s.Def(a.Unit).Kind == KindImperial {
		return doAttachImperial(s, a)
	}
	if err := s.ownLeader(a.Player, a.Leader); err != nil {
		return err
	}
	if err := s.eligible(a.Leader, a.Unit); err != nil {
		return err
	}
	l := s.Piece(a.Leader)
	if s.Piece(a.Unit).Stack != l.Stack && s.Size(s.Stack(l.Stack)) >= StackLimit {
		return refuse("7.11", "a stack holds at most %d leaders and combat units", StackLimit)
	}
	s.attach(a.Leader, a.Unit)
	s.emit(Event{Kind: EvAttached, Rule: "5.13", Player: a.Player, Units: []int{a.Leader, a.Unit}, Province: s.Province(a.Leader)})
	return nil
}

// detach lifts a combat unit from its leader into a stack of its own,
// still controlled by the same player (7.24).
func (s *State) detach(unit int, player string) *Stack {
	prov := s.Province(unit)
	s.take(unit)
	st := s.newStack(prov, player)
	s.put(unit, st)
	s.Piece(unit).Under = 0
	return st
}

// doDetach: the Phasing Player detaches a combat unit from one of his
// leaders; it forms a stack of its own in the province (5.13, 5.41).
func doDetach(s *State, a Action) error {
	if s.Def(a.Unit).Kind == KindImperial {
		return doDetachImperial(s, a)
	}
	u := s.Piece(a.Unit)
	if u == nil || s.Def(a.Unit).Kind != KindUnit || u.Status != OnMap || u.Under == 0 {
		return refuse("5.13", "%d is not an attached combat unit", a.Unit)
	}
	if s.Piece(u.Under).Owner != a.Player {
		return refuse("5.21", "%d is not attached to a leader of Player %s", a.Unit, a.Player)
	}
	s.detach(a.Unit, a.Player)
	s.emit(Event{Kind: EvDetached, Rule: "5.13", Player: a.Player, Units: []int{a.Unit}, Province: s.Province(a.Unit)})
	return nil
}

// doMerge: the Phasing Player restacks his stacks in one province into one
// (5.41), within 7.11-7.14: his own, of one colour, Blue and Green of one
// nationality, at most five leaders and combat units.
func doMerge(s *State, a Action) error {
	if len(a.Stacks) < 2 {
		return refuse("5.41", "a merge joins two stacks or more")
	}
	var sts []*Stack
	size := 0
	var colour Colour
	nat := ""
	for _, id := range a.Stacks {
		st := s.Stack(id)
		if st == nil || slices.Contains(sts, st) {
			return refuse("5.41", "no stack %d", id)
		}
		if st.Player != a.Player {
			return refuse("7.12", "stack %d is not Player %s's", id, a.Player)
		}
		if st.Province != s.Stack(a.Stacks[0]).Province {
			return refuse("5.41", "stacks merge only within a province")
		}
		c := s.StackColour(st)
		if colour != NoColour && c != NoColour && c != colour {
			return refuse("7.13", "units of different colours never stack together")
		}
		if c != NoColour {
			colour = c
		}
		for _, p := range st.Pieces {
			if n := s.Nat(p); n != "" {
				if nat != "" && n != nat {
					return refuse("7.14", "Blue or Green units of different nationalities never stack together")
				}
				nat = n
			}
		}
		size += s.Size(st)
		sts = append(sts, st)
	}
	if size > StackLimit {
		return refuse("7.11", "a stack holds at most %d leaders and combat units", StackLimit)
	}
	var ids []int
	for _, st := range sts[1:] {
		ids = append(ids, st.Pieces...)
	}
	first := sts[0].ID
	for _, id := range ids {
		s.take(id)
		s.put(id, s.Stack(first))
	}
	s.normalise(s.Stack(first))
	s.emit(Event{Kind: EvMerged, Rule: "5.41", Player: a.Player, Units: slices.Clone(s.Stack(first).Pieces), Province: s.Stack(first).Province})
	return nil
}

// A force is what moves as one stack (5.0): leaders of one player with
// their attached units, or Blue or Green units of one nationality.
type force struct {
	colour  Colour
	nat     string
	leaders []int
	pieces  []int // everything that moves, leaders first
	ma      int
}

// formForce checks the force an action names (5.0 Ruling): the player's
// unmoved leaders in one province with everything attached to them, or
// his unmoved Blue or Green units of one controlled nationality in one
// province; a leader may not start while carrying a unit that has moved
// (5.41 Ruling).
func (s *State) formForce(player string, ids []int) (*force, error) {
	if len(ids) == 0 {
		return nil, refuse("5.0", "a move names its force")
	}
	f := &force{}
	prov := ""
	var imperials []int
	seen := map[int]bool{}
	for _, id := range ids {
		pc := s.Piece(id)
		if pc == nil || pc.Status != OnMap || seen[id] {
			return nil, refuse("5.0", "%d is not a unit on the map", id)
		}
		seen[id] = true
		if prov == "" {
			prov = s.Province(id)
		} else if s.Province(id) != prov {
			return nil, refuse("5.0", "a force starts from one province")
		}
		d := s.Def(id)
		switch {
		case s.goldGreen(id):
			return nil, refuse("13.26", "%d moves with its Gold leader", id)
		case d.Kind == KindLeader:
			if err := s.ownLeader(player, id); err != nil {
				return nil, err
			}
			if f.nat != "" || (f.colour != NoColour && f.colour != d.Leader.Colour) {
				return nil, refuse("7.13", "a force is of one colour")
			}
			f.colour = d.Leader.Colour
			f.leaders = append(f.leaders, id)
		case d.Kind == KindUnit && (d.Unit.Colour == Blue || d.Unit.Colour == Green):
			n := s.data.Counters.Nationality(d.Unit.Nationality)
			if !n.Control {
				return nil, refuse("5.62", "%s units never move", n.Name)
			}
			if s.HolderOf(n.Code) != player {
				return nil, refuse("5.61", "Player %s does not hold the %s control marker", player, n.Code)
			}
			if pc.Moved {
				return nil, refuse("5.25", "%d has moved this Player-Turn", id)
			}
			if len(f.leaders) > 0 || (f.nat != "" && f.nat != n.Code) {
				return nil, refuse("7.14", "a Blue or Green force is of one nationality")
			}
			f.colour, f.nat = d.Unit.Colour, n.Code
			f.pieces = append(f.pieces, id)
		case d.Kind == KindUnit:
			return nil, refuse("5.22", "%s combat units move only with a leader of their colour", d.Unit.Colour)
		default:
			imperials = append(imperials, id)
		}
	}
	// An Imperial unit named in a move goes with a Blue or Green force
	// from its player's stack; with a leader it goes by attachment (13.11).
	for _, id := range imperials {
		if f.nat == "" || s.Controller(id) != player || s.Piece(id).Under != 0 || s.Piece(id).Moved {
			return nil, refuse("13.11", "an Imperial unit moves only attached to a force of its controller")
		}
		f.pieces = append(f.pieces, id)
	}
	if len(f.leaders) > 0 {
		f.ma = LeaderMA
		for _, l := range f.leaders {
			f.pieces = append(f.pieces, l)
			for _, x := range s.Attached(l) {
				if s.Piece(x).Moved && !s.goldGreen(x) {
					return nil, refuse("5.41", "%s carries %d, which has moved this Player-Turn", s.Def(l).Leader.Name, x)
				}
				f.pieces = append(f.pieces, x)
			}
		}
	} else {
		f.ma = BlueGreenMA
	}
	if s.forceSize(f.pieces) > StackLimit {
		return nil, refuse("7.11", "a force is a stack: at most %d leaders and combat units", StackLimit)
	}
	return f, nil
}

func (s *State) forceSize(ids []int) int {
	n := 0
	for _, id := range ids {
		if s.Def(id).Kind != KindImperial {
			n++
		}
	}
	return n
}

// mustStop reports whether a force entering a province must stop there
// (5.27): it holds a unit of a different colour, whoever controls it; an
// Imperial unit alone never stops a force; a White force with the Czar
// passes Blue units (13.23).
func (s *State) mustStop(f *force, prov string) bool {
	czar := f.colour == White && s.withCzar(f)
	if s.Postal != nil {
		return s.Postal.stopsAtStart(f, prov, czar) // 17.0 [5.0]
	}
	for _, st := range s.StacksIn(prov) {
		for _, id := range st.Pieces {
			c := s.Colour(id)
			if c != NoColour && c != f.colour && !f.has(id) && !(czar && c == Blue) {
				return true
			}
		}
	}
	return false
}

// withCzar reports whether a leader of the force controls the Czar.
func (s *State) withCzar(f *force) bool {
	for _, l := range f.leaders {
		if s.controlsImperial(l, Czar) {
			return true
		}
	}
	return false
}

// mayStep reports whether the force may go from one province to the next
// (5.24, 5.32, 5.33, 5.5, 5.65, 5.74-5.76).
func (s *State) mayStep(f *force, from, to string, rail bool) error {
	m := s.data.Map
	if m.Province(to) == nil {
		return refuse("5.24", "%s is not a province", to)
	}
	switch {
	case rail && !m.RailConnected(from, to):
		return refuse("5.52", "%s and %s are not rail-connected", from, to)
	case !rail && m.IsKerch(from, to):
		if f.colour != White {
			return refuse("5.32", "only White units cross the Kerch Straits")
		}
	case !m.Adjacent(from, to):
		return refuse("5.24", "%s is not adjacent to %s", to, from)
	}
	for _, id := range f.pieces {
		if u := s.Def(id).Unit; u != nil && !s.data.Counters.MayEnter(m, u, to) {
			return refuse(enterRule(u.Nationality), "%s units may not enter %s", u.Nationality, to)
		}
	}
	return nil
}

func enterRule(nat string) string {
	switch nat {
	case "CZ", "JA":
		return "5.65"
	case "FN":
		return "5.75"
	case "PO":
		return "5.76"
	}
	return "5.74"
}

// doMove moves a force along its path, overland (1 MP a province, 5.12)
// or by rail (5.5), dropping and picking up units on the way (5.13), and
// stopping where 5.27 says. The force ends as a stack of its own.
func doMove(s *State, a Action) error {
	f, err := s.formForce(a.Player, a.Units)
	if err != nil {
		return err
	}
	if len(a.Path) == 0 {
		return refuse("5.24", "a move enters at least one province")
	}
	start := s.Province(a.Units[0])
	if a.Rail {
		if f.nat != "" {
			return refuse("5.64", "Blue and Green units never use rail movement")
		}
		for _, l := range f.leaders {
			from := s.Piece(l).From
			if p := s.data.Map.Province(from); p == nil || len(p.Rail) == 0 {
				return refuse("5.52", "%s did not begin the Movement Phase in a province with a rail line", s.Def(l).Leader.Name)
			}
		}
	} else if len(a.Path) > f.ma {
		return refuse("5.28", "the force has %d MP", f.ma)
	}
	// Lift the force out of its stacks into a travelling stack.
	for _, id := range f.pieces {
		s.take(id)
	}
	travel := s.newStack(start, a.Player)
	travelID := travel.ID
	for _, id := range f.pieces {
		s.put(id, s.Stack(travelID))
	}
	from := start
	stopped := false
	var route []string
	for k, st := range a.Path {
		if err := s.mayStep(f, from, st.To, a.Rail); err != nil {
			return err
		}
		if stopped {
			return refuse("5.27", "the force had to stop in %s", from)
		}
		s.Stack(travelID).Province = st.To
		route = append(route, st.To)
		if err := s.dropOff(f, st, a.Player); err != nil {
			return err
		}
		if err := s.pickUp(f, st, travelID, a.Player); err != nil {
			return err
		}
		stopped = s.mustStop(f, st.To)
		if len(st.Release) > 0 {
			if k == len(a.Path)-1 {
				return refuse("5.27", "units are released only as the force leaves %s", st.To)
			}
			if err := s.dropOff(f, Step{To: st.To, Drop: st.Release}, a.Player); err != nil {
				return err
			}
		}
		from = st.To
		if len(f.pieces) == 0 && k < len(a.Path)-1 {
			return refuse("5.13", "nothing is left to move on from %s", st.To)
		}
	}
	for _, id := range f.pieces {
		s.Piece(id).Moved = true
	}
	if st := s.Stack(travelID); st != nil {
		s.normalise(st)
	}
	s.emit(Event{Kind: EvMoved, Rule: map[bool]string{true: "5.5", false: "5.1"}[a.Rail], Player: a.Player,
		Units: slices.Clone(a.Units), Province: start, Path: route})
	if stopped {
		s.emit(Event{Kind: EvStopped, Rule: "5.27", Player: a.Player, Province: from})
	}
	return nil
}

// dropOff leaves units of the force in the province just entered: a
// leader with everything attached to it (its move ends there, 5.0
// Ruling), or a combat unit detached from its leader. They form one new
// stack of the player (one per colour and nationality is not needed: a
// force is of one colour).
func (s *State) dropOff(f *force, st Step, player string) error {
	if len(st.Drop) == 0 {
		return nil
	}
	var left []int
	for _, id := range st.Drop {
		if !slices.Contains(f.pieces, id) || slices.Contains(left, id) {
			return refuse("5.13", "%d is not in the moving force", id)
		}
		d := s.Def(id)
		switch {
		case d.Kind == KindLeader:
			left = append(left, id)
			left = append(left, s.Attached(id)...)
		case d.Kind == KindUnit && f.nat != "":
			left = append(left, id)
		case d.Kind == KindUnit:
			left = append(left, id)
			s.Piece(id).Under = 0
		default:
			left = append(left, id) // 13.12: left behind, it stays with what is dropped here, or alone
			s.Piece(id).Under = 0
		}
	}
	// A leader dropped takes its units even if also listed.
	slices.Sort(left)
	left = slices.Compact(left)
	drop := s.newStack(st.To, player)
	dropID := drop.ID
	for _, id := range left {
		s.take(id)
		s.put(id, s.Stack(dropID))
		s.Piece(id).Moved = true
		f.pieces = slices.DeleteFunc(f.pieces, func(x int) bool { return x == id })
		f.leaders = slices.DeleteFunc(f.leaders, func(x int) bool { return x == id })
	}
	s.normalise(s.Stack(dropID))
	if len(f.leaders) == 0 && f.nat == "" {
		for _, id := range f.pieces {
			if s.Def(id).Kind == KindUnit {
				return refuse("5.22", "%d cannot move on without a leader", id)
			}
		}
	}
	return nil
}

// pickUp attaches units in the province just entered to leaders of the
// force (5.13, 5.14), within the force's stacking limit (5.42), and
// Imperial units to a leader or to a Blue or Green force (13.12).
func (s *State) pickUp(f *force, st Step, travel int, player string) error {
	for _, p := range st.Pick {
		if s.Def(p.Unit).Kind == KindImperial {
			if p.Leader != 0 && !slices.Contains(f.leaders, p.Leader) {
				return refuse("13.12", "%d is not a leader of the moving force", p.Leader)
			}
			to, err := s.checkImperialAttach(player, p.Unit, p.Leader, travel)
			if err != nil {
				return err
			}
			s.attachImperial(p.Unit, p.Leader, to)
			f.pieces = append(f.pieces, p.Unit)
			continue
		}
		if !slices.Contains(f.leaders, p.Leader) {
			return refuse("5.13", "%d is not a leader of the moving force", p.Leader)
		}
		if err := s.eligible(p.Leader, p.Unit); err != nil {
			return err
		}
		if s.forceSize(f.pieces)+1 > StackLimit {
			return refuse("5.42", "a force never exceeds %d leaders and combat units", StackLimit)
		}
		s.attach(p.Leader, p.Unit)
		f.pieces = append(f.pieces, p.Unit)
	}
	return nil
}
