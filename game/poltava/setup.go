package poltava

import (
	"slices"
)

// The set-up is a list of steps fixed by the scenario (S1.3-S1.5, S2.1):
// the Russian player arranges his units within their labels, then the
// Swedish player (if he sets up on the map), then each loss roll in the
// scenario's order, each a roll and then the flips.
type setupStep struct {
	kind Decision
	side Side
	loss int // index in Scenario.SetupLosses for roll and flip steps
}

func (s *State) setupSteps() []setupStep {
	sc := s.Data.Scenario
	steps := []setupStep{{kind: DecideArrange, side: Russia}}
	for _, g := range sc.Groups {
		if g.Side == Sweden {
			steps = append(steps, setupStep{kind: DecideArrange, side: Sweden})
			break
		}
	}
	for i, l := range sc.SetupLosses {
		steps = append(steps, setupStep{kind: DecideRoll, side: l.Side, loss: i}, setupStep{kind: DecideFlip, side: l.Side, loss: i})
	}
	return steps
}

// beginSetupStep waits for the set-up step s.Setup, or begins the battle
// once set-up is done.
func (s *State) beginSetupStep() {
	steps := s.setupSteps()
	if s.Setup >= len(steps) {
		s.Phasing = Sweden // the Swedish player is the first player (3)
		s.beginPhase(PhaseMovement)
		return
	}
	st := steps[s.Setup]
	s.wait(st.side, st.kind)
	if st.kind == DecideRoll || st.kind == DecideFlip {
		s.Pending.Division = s.Data.Scenario.SetupLosses[st.loss].Division
	}
}

// doSwap exchanges the hexes of two units of one set-up label (S1.3:
// "within a division, the player places the regiments as he likes").
func doSwap(s *State, a Action) error {
	if len(a.Units) != 2 {
		return refuse("S1.3", "name two units to swap")
	}
	u, v := s.Unit(a.Units[0]), s.Unit(a.Units[1])
	if u == nil || v == nil || u == v {
		return refuse("S1.3", "swap two different units of the scenario")
	}
	if u.Side != s.Pending.Side || v.Side != s.Pending.Side {
		return refuse("S1.3", "%s arranges only his own units", s.Pending.Side)
	}
	g := s.Data.GroupOf(u.ID)
	if g < 0 || g != s.Data.GroupOf(v.ID) {
		return refuse("S1.3", "%s and %s do not share a set-up label: each unit sets up on its own label's hexes", u.ID, v.ID)
	}
	if u.Kind() != v.Kind() {
		return refuse("2.1.1", "%s and %s are of different arms", u.ID, v.ID)
	}
	uh, vh := u.Hex, v.Hex
	s.place(u, vh)
	s.place(v, uh)
	for _, l := range s.Leaders {
		_ = l // leaders stay with their units
	}
	s.emit(Event{Kind: EvMoved, Side: u.Side, Unit: u.ID, Hex: vh, Rule: "S1.3"})
	s.emit(Event{Kind: EvMoved, Side: v.Side, Unit: v.ID, Hex: uh, Rule: "S1.3"})
	return nil
}

func doReady(s *State, a Action) error {
	s.Setup++
	s.beginSetupStep()
	return nil
}

// doSetupRoll rolls a division's set-up losses (S1.4, S1.5).
func doSetupRoll(s *State, a Action) error {
	d := s.roll()
	div := s.Pending.Division
	n := min(d, len(s.flippable(div)))
	s.emit(Event{Kind: EvSetupRoll, Side: s.Pending.Side, Division: div, Dice: []int{d}, N: n, Rule: setupRule(s.Pending.Side)})
	s.Setup++
	if n == 0 {
		s.Setup++
		s.beginSetupStep()
		return nil
	}
	s.beginSetupStep()
	s.Pending.Count = n
	s.Pending.Units = s.flippable(div)
	return nil
}

func setupRule(side Side) string {
	if side == Russia {
		return "S1.4"
	}
	return "S1.5"
}

// flippable lists the full-strength two-step counters of a division on
// the map: the only counters set-up losses may weaken (S1.4 ruling).
func (s *State) flippable(div string) []string {
	var out []string
	for _, u := range s.Units {
		if u.Status == OnMap && u.Division == div && u.def.Steps == 2 && !u.Reduced {
			out = append(out, u.ID)
		}
	}
	return out
}

// doSetupFlip flips the chosen counters: exactly the number rolled (or
// every flippable counter when there are fewer), each once.
func doSetupFlip(s *State, a Action) error {
	p := s.Pending
	rule := setupRule(p.Side)
	if len(a.Units) != p.Count {
		return refuse(rule, "flip exactly %d counters of %s (you named %d)", p.Count, p.Division, len(a.Units))
	}
	seen := map[string]bool{}
	for _, id := range a.Units {
		if !slices.Contains(p.Units, id) {
			return refuse(rule, "%s is not a full-strength two-step counter of %s", id, p.Division)
		}
		if seen[id] {
			return refuse(rule, "%s is named twice: set-up losses only flip counters, never eliminate them", id)
		}
		seen[id] = true
	}
	for _, id := range a.Units {
		u := s.Unit(id)
		u.Reduced = true
		s.emit(Event{Kind: EvFlipped, Side: u.Side, Unit: id, Hex: u.Hex, Rule: rule})
	}
	s.Setup++
	s.beginSetupStep()
	return nil
}
