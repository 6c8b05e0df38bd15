package rcwbot

import (
	"slices"

	"tachanka/game/rcw"
)

// allowedTarget applies the limits of b.4 and b.6 to a defending stack:
// the VST's player only; a White-class bot is never required to attack
// its own White units, a Red-class bot its own Red units.
func allowedTarget(s *rcw.State, seat string, st Strategy, class Class, t *rcw.Stack) bool {
	if st.Roll == 6 {
		return t.Player == st.Target && t.Player != ""
	}
	if t.Player == seat {
		c := s.StackColour(t)
		if (class == WhiteClass && c == rcw.White) || (class == RedClass && c == rcw.Red) {
			return false
		}
	}
	return true
}

// holdsImperial reports a stack holding the Czar or the Gold.
func holdsImperial(s *rcw.State, st *rcw.Stack) bool {
	return slices.Contains(st.Pieces, rcw.Czar) || slices.Contains(st.Pieces, rcw.Gold)
}

// minOdds is the lowest column allowed for an attack: the strategy's
// (its subversive one for a subversive attack, when set), 3:1 for units
// escorting the Czar or the Gold (b.4), never 1:2.
func minOdds(s *rcw.State, st Strategy, a rcw.Action) int {
	m := max(st.MinOdds, 1)
	if a.Type == rcw.ActSubvert && st.SubMinOdds != 0 {
		m = max(st.SubMinOdds, 1)
	}
	for _, id := range a.Stacks {
		if x := s.Stack(id); x != nil && holdsImperial(s, x) {
			m = max(m, 3)
		}
	}
	return m
}

// worth is what eliminating a stack is worth to a class (b.11 step 3):
// its enemy leaders first, then the VP its pieces would give the class
// (14.4): White VP for Red and Green pieces, Red VP for White, Blue and
// Green ones; an Undecided bot counts both.
func worth(s *rcw.State, t *rcw.Stack, class Class) (leaders, vp int) {
	for _, id := range t.Pieces {
		d := s.Def(id)
		if d.Kind == rcw.KindImperial {
			continue
		}
		if d.Kind == rcw.KindLeader {
			leaders++
		}
		c := s.Colour(id)
		switch {
		case class == WhiteClass && (c == rcw.Red || c == rcw.Green):
			vp += s.Strength(id)
		case class == RedClass && c != rcw.Red:
			vp += s.Strength(id)
		case class == Undecided:
			vp += s.Strength(id)
		}
	}
	return leaders, vp
}
