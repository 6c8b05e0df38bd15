package rcw

import "slices"

// Capture is the capture of Imperial units after a combat (13.41): the
// Imperial units of each side when the attack was made; when one side's
// stack loses every leader and combat unit, the other side's Player may
// attach them to a leader (Red, White) or a stack (Blue, Green) of
// Stacks, or let them be (13.42).
type Capture struct {
	Attackers []int `json:"attackers"` // the attacking stacks
	Target    int   `json:"target"`    // the defending stack
	Defending []int `json:"defending,omitempty"`
	Attacking []int `json:"attacking,omitempty"`
	// The offer, once the result is known.
	Player string `json:"player,omitempty"`
	Units  []int  `json:"units,omitempty"`
	Stacks []int  `json:"stacks,omitempty"`
}

// noteCapture records the Imperial units of both sides of an attack.
func (s *State) noteCapture(at *attack) {
	def, att := s.imperialsIn(at.target.ID), s.imperialsIn(at.stacks...)
	if len(def) == 0 && len(att) == 0 {
		return
	}
	s.Capture = &Capture{Attackers: slices.Clone(at.stacks), Target: at.target.ID, Defending: def, Attacking: att}
}

// offerCapture follows a combat's result: Imperial units left without a
// leader or combat unit may be captured by the other side (13.41); if
// none may, the Combat Phase goes on.
func (s *State) offerCapture() {
	c := s.Capture
	if c == nil {
		return
	}
	alone := func(imps []int) []int {
		var out []int
		for _, id := range imps {
			if p := s.Piece(id); p.Status == OnMap && s.Size(s.Stack(p.Stack)) == 0 {
				out = append(out, id)
			}
		}
		return out
	}
	carriers := func(stacks []int) (string, []int) {
		who, out := "", []int(nil)
		for _, id := range stacks {
			st := s.Stack(id)
			if st == nil || st.Player == "" || s.Size(st) == 0 {
				continue
			}
			if c := s.StackColour(st); (c == Red || c == White) && !s.hasLeader(st) {
				continue
			}
			who = st.Player
			out = append(out, id)
		}
		return who, out
	}
	if units := alone(c.Defending); len(units) > 0 {
		c.Player, c.Stacks = carriers(c.Attackers)
		c.Units = units
	} else if units := alone(c.Attacking); len(units) > 0 {
		c.Player, c.Stacks = carriers([]int{c.Target})
		c.Units = units
	}
	// The solitaire's non-Red side captures by its procedure (23.0
	// Ruling, solocombat.go), not by a decision.
	if len(c.Stacks) == 0 || len(c.Units) == 0 || s.Solo != nil && c.Player == SoloNonRed {
		s.Capture = nil
		return
	}
	s.wait(c.Player, DecideCapture)
}

func (s *State) hasLeader(st *Stack) bool {
	for _, id := range st.Pieces {
		if s.Def(id).Kind == KindLeader {
			return true
		}
	}
	return false
}

// doCapture attaches a captured Imperial unit to a leader of a capturing
// stack (Leader) or to a capturing Blue or Green stack (Target); its
// player's marker replaces the old one (13.41).
func doCapture(s *State, a Action) error {
	c := s.Capture
	if !slices.Contains(c.Units, a.Unit) {
		return refuse("13.41", "%d is not an Imperial unit that may be captured now", a.Unit)
	}
	var to *Stack
	switch {
	case a.Leader != 0:
		p := s.Piece(a.Leader)
		if p == nil || s.Def(a.Leader).Kind != KindLeader || p.Status != OnMap || !slices.Contains(c.Stacks, p.Stack) {
			return refuse("13.41", "%d is not a leader of a stack that may capture", a.Leader)
		}
		to = s.Stack(p.Stack)
	default:
		to = s.Stack(a.Target)
		if to == nil || !slices.Contains(c.Stacks, to.ID) {
			return refuse("13.41", "stack %d may not capture", a.Target)
		}
		if col := s.StackColour(to); col != Blue && col != Green {
			return refuse("13.2", "in a Red or White stack an Imperial unit is attached to a leader")
		}
	}
	prov := s.Province(a.Unit)
	s.attachImperial(a.Unit, a.Leader, to)
	s.emit(Event{Kind: EvCaptured, Rule: "13.41", Player: a.Player, Units: []int{a.Unit}, Province: prov})
	c.Units = slices.DeleteFunc(c.Units, func(x int) bool { return x == a.Unit })
	// A capture may merge or empty a capturing stack (the solitaire's
	// Czar executed at once, 26.0): only the stacks still standing may
	// capture the rest.
	c.Stacks = slices.DeleteFunc(c.Stacks, func(id int) bool { return s.Stack(id) == nil })
	if len(c.Units) == 0 || len(c.Stacks) == 0 {
		s.endCapture()
	}
	return nil
}

// endCapture leaves what was not captured where it is (13.42) and goes on
// with the Combat Phase.
func (s *State) endCapture() {
	s.Capture = nil
	s.wait(s.Phasing(), DecideCombat)
}

func (s *State) captureActions() []Action {
	c := s.Capture
	out := []Action{{Type: ActPass, Player: c.Player}}
	for _, imp := range c.Units {
		for _, id := range c.Stacks {
			st := s.Stack(id)
			if st == nil {
				continue
			}
			if col := s.StackColour(st); col == Blue || col == Green {
				out = append(out, Action{Type: ActCapture, Player: c.Player, Unit: imp, Target: id})
				continue
			}
			for _, l := range st.Pieces {
				if s.Def(l).Kind == KindLeader {
					out = append(out, Action{Type: ActCapture, Player: c.Player, Unit: imp, Leader: l})
				}
			}
		}
	}
	return out
}
