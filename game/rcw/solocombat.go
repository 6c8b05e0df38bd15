package rcw

import (
	"slices"
)

// combatProvinces are the provinces where the non-Red Combat Phase looks
// for attacks, in alphabetical order of code (the procedure's step 5).
func (s *State) combatProvinces() []string {
	var out []string
	for _, st := range s.Stacks {
		if st.Player == SoloNonRed && !slices.Contains(out, st.Province) {
			out = append(out, st.Province)
		}
	}
	slices.Sort(out)
	return out
}

// nonRedCombat makes the attacks of 23.0 province by province; false when
// a loss choice of the Red player interrupts it (it goes on after).
func (s *State) nonRedCombat() bool {
	for len(s.Solo.Queue) > 0 {
		if !s.nonRedAttack(s.Solo.Queue[0]) {
			s.Solo.Queue, s.Solo.Rule = s.Solo.Queue[1:], ""
			continue
		}
		if s.Pending.Kind == DecideLosses {
			return false
		}
	}
	return true
}

// groupOf lists the controllable non-Red stacks of a colour in a
// province that may still attack (23.17, 8.25, 8.28).
func (s *State) groupOf(prov string, c Colour) []int {
	var out []int
	for _, st := range s.StacksIn(prov) {
		if st.Player == SoloNonRed && s.StackColour(st) == c && !slices.Contains(s.Fought, st.ID) && len(s.attackers(st)) > 0 {
			out = append(out, st.ID)
		}
	}
	return out
}

// targetsOf lists the stacks of a colour in a province not yet attacked.
func (s *State) targetsOf(prov string, c Colour) []*Stack {
	var out []*Stack
	for _, st := range s.StacksIn(prov) {
		if s.StackColour(st) == c && !slices.Contains(s.Attacked, st.ID) {
			out = append(out, st)
		}
	}
	return out
}

func (s *State) groupStrength(ids []int) int {
	n := 0
	for _, id := range ids {
		n += s.total(s.attackers(s.Stack(id)))
	}
	return n
}

// weakest is the target of the smallest total strength, ties by the die
// (23.11, 23.12).
func (s *State) weakest(ts []*Stack) *Stack {
	var tied []*Stack
	for _, t := range ts {
		switch d := s.total(s.defenders(t)); {
		case len(tied) == 0 || d < s.total(s.defenders(tied[0])):
			tied = []*Stack{t}
		case d == s.total(s.defenders(tied[0])):
			tied = append(tied, t)
		}
	}
	if len(tied) == 0 {
		return nil
	}
	if len(tied) > 1 {
		return tied[s.Rand.Intn(len(tied))]
	}
	return tied[0]
}

// nonRedAttack makes the next attack 23.0 requires in a province; false
// when there is none left to make.
func (s *State) nonRedAttack(prov string) bool {
	if s.Solo.Rule == "" {
		s.Solo.Rule = "23.15"
		switch {
		case len(s.targetsOf(prov, Red)) > 0:
			s.Solo.Rule = "23.11"
		case len(s.targetsOf(prov, Green)) > 0:
			s.Solo.Rule = "23.12"
		}
	}
	white, green, blue := s.groupOf(prov, White), s.groupOf(prov, Green), s.groupOf(prov, Blue)
	var group []int
	var targets []*Stack
	switch s.Solo.Rule {
	case "23.11":
		// 23.0 Ruling: White with Blue or Green with Blue, the stronger
		// (White on a tie); the other colour then on the weakest Red stack
		// left.
		targets = s.targetsOf(prov, Red)
		gw, gg := slices.Concat(white, blue), slices.Concat(green, blue)
		group = gw
		if s.groupStrength(gg) > s.groupStrength(gw) {
			group = gg
		}
	case "23.12":
		targets, group = s.targetsOf(prov, Green), white // 23.12, 23.13
	}
	t := s.weakest(targets)
	if t == nil || len(group) == 0 {
		return false
	}
	a, d := s.groupStrength(group), s.total(s.defenders(t))
	if a < d { // 23.14: never below 1:1
		// The stronger group cannot; the weaker cannot either.
		s.Fought = append(s.Fought, group...)
		return true
	}
	imps := s.imperialIn(t)
	tID := t.ID
	if err := s.resolve(Action{Type: ActAttack, Player: SoloNonRed, Stacks: group, Target: tID}, false); err != nil {
		s.Fought = append(s.Fought, group...) // not an attack the rules allow: none
		return true
	}
	s.capture(imps, group)
	return true
}

// imperialIn lists a stack's Imperial units.
func (s *State) imperialIn(st *Stack) []int {
	var out []int
	for _, id := range st.Pieces {
		if s.Def(id).Kind == KindImperial {
			out = append(out, id)
		}
	}
	return out
}

// capture: an Imperial unit whose stack was eliminated by a non-Red
// attack goes to the attacking stack with the lowest-numbered White
// leader, else to a Blue or Green attacking stack (23.0 Ruling).
// solitaire: 13.41 capture, the smallest version of it.
func (s *State) capture(imps, group []int) {
	var took []int
	for _, id := range imps {
		pc := s.Piece(id)
		if pc.Status != OnMap || s.Size(s.Stack(pc.Stack)) > 0 {
			continue
		}
		to, leader := 0, 0
		for _, g := range group {
			st := s.Stack(g)
			if st == nil || s.Size(st) == 0 {
				continue
			}
			for _, x := range st.Pieces {
				if d := s.Def(x); d.Kind == KindLeader && (leader == 0 || x < leader) {
					to, leader = g, x
				}
			}
			if to == 0 && leader == 0 {
				to = g
			}
		}
		if to == 0 {
			continue
		}
		s.take(id)
		s.put(id, s.Stack(to))
		pc.Under = leader
		s.normalise(s.Stack(to))
		took = append(took, id)
	}
	if len(took) > 0 {
		s.emit(Event{Kind: EvCaptured, Rule: "13.41", Player: SoloNonRed, Units: took, Province: s.Province(took[0])})
	}
}

// soloLosses takes an Exchange's losses for the non-Red side at once. Its
// own units go in the order of 23.16 (exact procedure Ruling): Blue, then
// Green, then White combat units, then White leaders; in the first class
// that has any, the weakest unit that alone makes up what is still
// needed, else its strongest. For an uncontrolled Red stack it attacked
// (8.46) it takes the minimal set of 8.43 of the greatest strength (a
// design decision: the procedure hurts Red most).
func (s *State) soloLosses(pieces []int, need int, section string) {
	if len(pieces) > 0 && s.Colour(pieces[0]) == Red {
		sets := s.MinimalLosses(pieces, need)
		best := sets[0]
		for _, set := range sets[1:] {
			if s.total(set) > s.total(best) {
				best = set
			}
		}
		s.eliminate(best, section, "8.46")
		return
	}
	class := func(id int) int {
		d := s.Def(id)
		switch {
		case d.Kind == KindLeader:
			return 3
		case d.Unit.Colour == Blue:
			return 0
		case d.Unit.Colour == Green:
			return 1
		}
		return 2
	}
	left := slices.Clone(pieces)
	var lost []int
	for got := 0; got < need && len(left) > 0; {
		first := slices.MinFunc(left, func(a, b int) int { return class(a) - class(b) })
		var in []int
		for _, id := range left {
			if class(id) == class(first) {
				in = append(in, id)
			}
		}
		s.byStrength(in) // strongest first, the lower number first of equals
		pick := in[0]
		for _, id := range in {
			if s.Strength(id) >= need-got && s.Strength(id) < s.Strength(pick) {
				pick = id // the weakest that alone will do
			}
		}
		got += s.Strength(pick)
		lost = append(lost, pick)
		left = slices.DeleteFunc(left, func(x int) bool { return x == pick })
	}
	s.eliminate(lost, section, "23.16")
}
