package rcw

import (
	"slices"
)

// The Imperial units (13.0): the Czar and the Gold. An Imperial unit in a
// Red or White stack is attached to one of its leaders (Piece.Under, the
// leader directly above it, 13.21); in a Blue or Green stack, or in a stack
// without a leader, it is attached to the stack (Under is 0). Its
// controller is the player whose marker is on its stack (13.13); alone in
// a stack it is uncontrolled (13.42).

// ImperialIDs are the two Imperial units.
var ImperialIDs = []int{Czar, Gold}

// controlsImperial reports whether a leader controls an Imperial unit: the
// unit is on the map, attached to it (13.21).
func (s *State) controlsImperial(leader, imp int) bool {
	p := s.Piece(imp)
	return leader != 0 && p != nil && p.Status == OnMap && p.Under == leader
}

// czarPlaces and goldPlaces are the extra combat units a leader may carry:
// two for a White leader with the Czar (13.22, 13.24), two for a Red or
// White leader with the Gold (13.25).
func (s *State) czarPlaces(leader int) int {
	if s.Def(leader).Leader.Colour == White && s.controlsImperial(leader, Czar) {
		return 2
	}
	return 0
}

func (s *State) goldPlaces(leader int) int {
	if s.controlsImperial(leader, Gold) {
		return 2
	}
	return 0
}

// Capacity is how many combat units a leader may carry: its LV (5.14),
// with the Czar's and the Gold's places (13.22, 13.25, and the Ruling on
// both: LV + 4).
func (s *State) Capacity(leader int) int {
	return s.Def(leader).Leader.LV + s.czarPlaces(leader) + s.goldPlaces(leader)
}

// carried counts the combat units attached to a leader: of its own colour
// and Green ones taken under the Gold (13.26).
func (s *State) carried(leader int) (own, green []int) {
	for _, id := range s.Attached(leader) {
		if s.Def(id).Kind != KindUnit {
			continue
		}
		if s.Def(id).Unit.Colour == Green && s.Def(leader).Leader.Colour != Green {
			green = append(green, id)
		} else {
			own = append(own, id)
		}
	}
	return own, green
}

// goldGreen reports a Green unit attached to a Gold leader (13.26): it is
// treated as the leader's colour for all purposes.
func (s *State) goldGreen(id int) bool {
	d := s.Def(id)
	p := s.Piece(id)
	return d.Kind == KindUnit && d.Unit.Colour == Green && p != nil && p.Status == OnMap && p.Under != 0
}

// checkImperialAttach checks that player may attach Imperial unit imp in
// his Movement Phase to his leader (a Red or White force) or to his Blue
// or Green stack (13.12, 13.14, 13.15, 13.42).
func (s *State) checkImperialAttach(player string, imp, leader, stack int) (*Stack, error) {
	p := s.Piece(imp)
	if p == nil || s.Def(imp).Kind != KindImperial || p.Status != OnMap {
		return nil, refuse("13.1", "%d is not an Imperial unit on the map", imp)
	}
	from := s.Stack(p.Stack)
	if from.Player != "" && from.Player != player {
		return nil, refuse("13.14", "the %s is controlled by Player %s", s.imperialName(imp), from.Player)
	}
	var to *Stack
	switch {
	case leader != 0:
		if err := s.ownLeader(player, leader); err != nil {
			return nil, err
		}
		if p.Under == leader {
			return nil, refuse("13.15", "the %s is already with %s", s.imperialName(imp), s.Def(leader).Leader.Name)
		}
		to = s.Stack(s.Piece(leader).Stack)
	default:
		to = s.Stack(stack)
		if to == nil || to.Player != player {
			return nil, refuse("13.14", "stack %d is not Player %s's", stack, player)
		}
		if c := s.StackColour(to); c != Blue && c != Green {
			return nil, refuse("13.2", "in a Red or White stack an Imperial unit is attached to a leader")
		}
		if to.ID == from.ID {
			return nil, refuse("13.15", "the %s is already in stack %d", s.imperialName(imp), stack)
		}
		for _, id := range to.Pieces {
			if s.Piece(id).Moved {
				return nil, refuse("13.11", "stack %d has moved this Player-Turn", stack)
			}
		}
	}
	if to.Province != from.Province {
		return nil, refuse("13.14", "the %s is not in %s", s.imperialName(imp), to.Province)
	}
	if p.Moved {
		return nil, refuse("13.15", "the %s has moved in this phase", s.imperialName(imp))
	}
	return to, nil
}

func (s *State) imperialName(id int) string {
	if id == Czar {
		return "Czar"
	}
	return "Gold"
}

// attachImperial moves an Imperial unit under a leader or into a Blue or
// Green stack; the stack it leaves, if left alone with Imperial units, is
// uncontrolled (13.42) once the action settles.
func (s *State) attachImperial(imp, leader int, to *Stack) {
	toID := to.ID
	s.take(imp)
	to = s.Stack(toID)
	s.put(imp, to)
	s.Piece(imp).Under = leader
	s.normalise(to)
}

// doAttachImperial: ActAttach naming an Imperial unit (Unit) and a leader
// (Leader) or a Blue or Green stack (Target).
func doAttachImperial(s *State, a Action) error {
	to, err := s.checkImperialAttach(a.Player, a.Unit, a.Leader, a.Target)
	if err != nil {
		return err
	}
	s.attachImperial(a.Unit, a.Leader, to)
	s.emit(Event{Kind: EvAttached, Rule: "13.14", Player: a.Player, Units: []int{a.Leader, a.Unit}, Province: to.Province})
	return nil
}

// doDetachImperial: the controller leaves an Imperial unit where it
// stands, alone and uncontrolled (13.12, 13.42).
func doDetachImperial(s *State, a Action) error {
	p := s.Piece(a.Unit)
	if s.Controller(a.Unit) != a.Player {
		return refuse("13.14", "Player %s does not control the %s", a.Player, s.imperialName(a.Unit))
	}
	prov := s.Province(a.Unit)
	s.take(a.Unit)
	s.put(a.Unit, s.newStack(prov, ""))
	p.Under = 0
	s.emit(Event{Kind: EvDetached, Rule: "13.12", Player: a.Player, Units: []int{a.Unit}, Province: prov})
	return nil
}

// doEmigrate: in his Movement Phase the controller of an Imperial unit in
// a port province takes it off the map, face-down into his section (13.31
// to 13.34, 14.46).
func doEmigrate(s *State, a Action) error {
	p := s.Piece(a.Unit)
	if p == nil || s.Def(a.Unit).Kind != KindImperial || p.Status != OnMap {
		return refuse("13.31", "%d is not an Imperial unit on the map", a.Unit)
	}
	if s.Controller(a.Unit) != a.Player {
		return refuse("13.31", "Player %s does not control the %s", a.Player, s.imperialName(a.Unit))
	}
	prov := s.Province(a.Unit)
	if !s.data.Map.Province(prov).Port {
		return refuse("13.32", "%s has no port", prov)
	}
	s.take(a.Unit)
	p.Status, p.Under, p.Section, p.FaceDown = Eliminated, 0, a.Player, true
	s.emit(Event{Kind: EvEmigrated, Rule: "13.31", Player: a.Player, Units: []int{a.Unit}, Province: prov})
	return nil
}

// doExit: a controlled Czech unit in Vladivostok leaves the map in its
// controller's Movement Phase, face-down into his section (5.66, 14.45).
func doExit(s *State, a Action) error {
	p := s.Piece(a.Unit)
	if p == nil || s.Nat(a.Unit) != "CZ" || p.Status != OnMap {
		return refuse("5.66", "%d is not a Czech unit on the map", a.Unit)
	}
	if s.Controller(a.Unit) != a.Player {
		return refuse("5.66", "Player %s does not control the Czech units", a.Player)
	}
	if prov := s.Province(a.Unit); prov != "VLAD" {
		return refuse("5.66", "Czech units leave the map only from Vladivostok, not %s", prov)
	}
	s.take(a.Unit)
	p.Status, p.Under, p.Moved, p.Section, p.FaceDown = Eliminated, 0, false, a.Player, true
	s.emit(Event{Kind: EvExited, Rule: "5.66", Player: a.Player, Units: []int{a.Unit}, Province: "VLAD"})
	return nil
}

// settle applies the rules that act at once after anything changes a
// stack: a leader that lost an Imperial unit loses its places (13.29:
// Green units it carried under the Gold revert, and of its own units those
// attached last become unattached); a Green unit no longer attached to a
// Gold leader becomes Green again in a stack of its own under the holder of
// its marker (13.26 Ruling); a stack of Imperial units alone is
// uncontrolled (13.42).
func (s *State) settle() {
	for _, pc := range s.Pieces {
		if pc.Status != OnMap || s.Def(pc.ID).Kind != KindLeader {
			continue
		}
		own, green := s.carried(pc.ID)
		if len(green) > s.goldPlaces(pc.ID) {
			for _, g := range green {
				s.Piece(g).Under = 0
			}
			green = nil
		}
		for k := len(own) - 1; k >= 0 && len(own)+len(green) > s.Capacity(pc.ID); k-- {
			s.Piece(own[k]).Under = 0
			s.emit(Event{Kind: EvDetached, Rule: "13.29", Player: pc.Owner, Units: []int{own[k]}, Province: s.Province(pc.ID)})
			own = own[:k]
		}
	}
	// Greens that lost their Gold leader (dropped, left, or the leader
	// gone) revert: one stack per province and nationality.
	type key struct{ prov, nat string }
	reverted := map[key]int{}
	for _, pc := range s.Pieces {
		d := s.Def(pc.ID)
		if pc.Status != OnMap || d.Kind != KindUnit || d.Unit.Colour != Green || pc.Under != 0 {
			continue
		}
		st := s.Stack(pc.Stack)
		holder := s.HolderOf(d.Unit.Nationality)
		if st.Player == holder && s.pureGreen(st, d.Unit.Nationality) {
			continue
		}
		k := key{st.Province, d.Unit.Nationality}
		s.take(pc.ID)
		if reverted[k] == 0 || s.Stack(reverted[k]) == nil {
			reverted[k] = s.newStack(k.prov, holder).ID
		}
		s.put(pc.ID, s.Stack(reverted[k]))
		p := s.Piece(pc.ID)
		p.Owner = ""
		s.emit(Event{Kind: EvReverted, Rule: "13.26", Player: holder, Units: []int{pc.ID}, Province: k.prov})
	}
	for i := range s.Stacks {
		st := &s.Stacks[i]
		if s.Size(st) == 0 {
			st.Player = ""
			for _, id := range st.Pieces {
				s.Piece(id).Under = 0
			}
		}
	}
}

// pureGreen reports whether a stack holds only Green units of one
// nationality (and Imperial units), none attached to a leader.
func (s *State) pureGreen(st *Stack, nat string) bool {
	for _, id := range st.Pieces {
		d := s.Def(id)
		switch {
		case d.Kind == KindImperial:
		case d.Kind == KindUnit && d.Unit.Nationality == nat && s.Piece(id).Under == 0:
		default:
			return false
		}
	}
	return true
}

// imperialActions lists, for the Phasing Player in his Movement Phase, the
// attachments and transfers of Imperial units to his leaders and Blue or
// Green stacks, their detachment, emigration, and the Czechs' exit.
func (s *State) imperialActions(player string) []Action {
	var out []Action
	for _, imp := range ImperialIDs {
		p := s.Piece(imp)
		if p.Status != OnMap {
			continue
		}
		prov := s.Province(imp)
		for _, st := range s.StacksIn(prov) {
			if st.Player != player {
				continue
			}
			for _, id := range st.Pieces {
				if s.Def(id).Kind == KindLeader {
					a := Action{Type: ActAttach, Player: player, Leader: id, Unit: imp}
					if _, err := s.checkImperialAttach(player, imp, id, 0); err == nil {
						out = append(out, a)
					}
				}
			}
			if _, err := s.checkImperialAttach(player, imp, 0, st.ID); err == nil {
				out = append(out, Action{Type: ActAttach, Player: player, Unit: imp, Target: st.ID})
			}
		}
		if s.Controller(imp) == player {
			if s.Size(s.Stack(p.Stack)) > 0 {
				out = append(out, Action{Type: ActDetach, Player: player, Unit: imp})
			}
			if s.data.Map.Province(prov).Port {
				out = append(out, Action{Type: ActEmigrate, Player: player, Unit: imp})
			}
		}
	}
	for _, st := range s.StacksIn("VLAD") {
		for _, id := range st.Pieces {
			if s.Nat(id) == "CZ" && s.Controller(id) == player {
				out = append(out, Action{Type: ActExit, Player: player, Unit: id})
			}
		}
	}
	return out
}

// imperialsIn lists the Imperial units in stacks.
func (s *State) imperialsIn(stacks ...int) []int {
	var out []int
	for _, id := range stacks {
		if st := s.Stack(id); st != nil {
			for _, x := range st.Pieces {
				if s.Def(x).Kind == KindImperial {
					out = append(out, x)
				}
			}
		}
	}
	return out
}

// hasImperial reports whether the force carries an Imperial unit.
func (f *force) has(id int) bool { return slices.Contains(f.pieces, id) }
