package rcw

import (
	"fmt"
	"slices"
)

// nonRedForce is a controllable non-Red force of the Movement Phase
// (18.0): a White stack's leaders (with what is attached to them), or a
// controlled Blue or Green stack of a nationality that may move.
type nonRedForce struct {
	colour Colour
	ids    []int // the leaders, or the Blue or Green units
	lowest int   // its lowest unit identity number (21.11 Ruling)
}

// nonRedForces lists the forces in the order of 21.11: White, Green,
// Blue; within a colour by lowest identity number.
func (s *State) nonRedForces() []nonRedForce {
	var out []nonRedForce
	for _, st := range s.Stacks {
		if st.Player != SoloNonRed {
			continue
		}
		f := nonRedForce{colour: s.StackColour(&st)}
		for _, id := range st.Pieces {
			d := s.Def(id)
			switch {
			case d.Kind == KindLeader && !s.Piece(id).Moved:
				f.ids = append(f.ids, id)
			case d.Kind == KindUnit && s.Nat(id) != "" && !s.Piece(id).Moved:
				if s.data.Counters.Nationality(s.Nat(id)).Control {
					f.ids = append(f.ids, id)
				}
			}
			if d.Kind != KindImperial && (f.lowest == 0 || id < f.lowest) {
				f.lowest = id
			}
		}
		if len(f.ids) > 0 {
			out = append(out, f)
		}
	}
	rank := map[Colour]int{White: 0, Green: 1, Blue: 2}
	slices.SortFunc(out, func(a, b nonRedForce) int {
		if rank[a.colour] != rank[b.colour] {
			return rank[a.colour] - rank[b.colour]
		}
		return a.lowest - b.lowest
	})
	return out
}

// nonRedMovement is the non-Red Movement Phase (21.0): every force rolls
// 1d6 and moves that many provinces along its path.
func (s *State) nonRedMovement() {
	for _, f := range s.nonRedForces() {
		s.moveNonRed(f.ids)
	}
}

// moveNonRed moves one force (21.12): along the path of its lowest
// numbered leader or unit (21.0 Ruling), at most the die's number of
// provinces, no rail movement, stopping on entering Petrograd or Tver
// (21.23), a province it may not enter (21.25: it stays short of it), or
// one where 5.27 stops it (with 13.23). No attaching or detaching.
func (s *State) moveNonRed(ids []int) {
	f, err := s.formForce(SoloNonRed, ids)
	if err != nil {
		return // nothing the procedure may move
	}
	lead := slices.Min(ids)
	if len(f.leaders) > 0 {
		lead = slices.Min(f.leaders)
	}
	start := s.Province(lead)
	if f.nat != "" {
		// solitaire: 13.11 a Blue or Green force carries the Imperial
		// units of its stack (22.0 Ruling attaches them to it).
		for _, id := range s.Stack(s.Piece(lead).Stack).Pieces {
			if s.Def(id).Kind == KindImperial {
				f.pieces = append(f.pieces, id)
			}
		}
	}
	r := s.routeOf(lead)
	die := s.Rand.D6()
	from := start
	var path []string
	stopped := ""
	for _, next := range r.Path[1:] {
		if len(path) == die {
			break
		}
		if err := s.mayStep(f, from, next, false); err != nil {
			stopped = "21.25"
			break
		}
		path = append(path, next)
		from = next
		if slices.Contains(capitals, next) {
			stopped = "21.23"
			break
		}
		if s.nonRedMustStop(f, next) {
			stopped = "5.27"
			break
		}
	}
	s.emit(Event{Kind: EvMoved, Rule: "21.12", Player: SoloNonRed, Units: slices.Clone(ids), Province: start, Path: path, N: die,
		Text: fmt.Sprintf("%d of %d provinces to %s", len(path), die, r.Target)})
	if stopped != "" {
		s.emit(Event{Kind: EvStopped, Rule: stopped, Player: SoloNonRed, Province: from})
	}
	for _, id := range f.pieces {
		s.Piece(id).Moved = true
	}
	if len(path) > 0 {
		old := s.Piece(lead).Stack
		for _, id := range f.pieces {
			s.take(id)
		}
		s.orphan(old)
		st := s.newStack(from, SoloNonRed)
		stID := st.ID
		for _, id := range f.pieces {
			s.put(id, s.Stack(stID))
		}
		s.normalise(s.Stack(stID))
	}
	// Every unit of the force adopts the path from its new position.
	rest := Route{Target: r.Target, Path: slices.Clone(r.Path[len(path):])}
	for _, id := range f.pieces {
		d := s.Def(id)
		if d.Kind == KindLeader || d.Kind == KindUnit && s.Nat(id) != "" {
			s.Solo.Routes[id] = rest
		}
	}
}

// nonRedMustStop is 5.27 for a non-Red force, with 13.23 (mustStop lets
// a White force with the Czar pass Blue units).
func (s *State) nonRedMustStop(f *force, prov string) bool { return s.mustStop(f, prov) }

// orphan makes a stack left with Imperial units only uncontrolled (13.42).
func (s *State) orphan(stackID int) {
	st := s.Stack(stackID)
	if st == nil || s.Size(st) > 0 {
		return
	}
	st.Player = ""
	for _, id := range st.Pieces {
		s.Piece(id).Under = 0
	}
}
