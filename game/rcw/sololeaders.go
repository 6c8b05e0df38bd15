package rcw

import (
	"fmt"
	"slices"
)

// MaxRedLeaders is the most Red leaders the solitaire Red player may have
// on the map, Lenin and Trotsky included (24.12).
const MaxRedLeaders = 6

// beginLeaders is the Red Leader Determination Phase (24.0): every Red
// leader but Lenin and Trotsky leaves the map for the pool, its units
// staying where they are, unattached (Ruling); then, unless the phase is
// skipped (24.16, 24.17), 1d6 leaders may be placed, six on the map at
// most (24.12).
func (s *State) beginLeaders() {
	s.Phase = PhaseLeaders
	s.emit(Event{Kind: EvPhase, Rule: "19.2", Player: SoloRed, N: s.Turn, Text: PhaseLeaders.String()})
	var off []int
	for _, pc := range s.Pieces {
		d := s.Def(pc.ID)
		if pc.Status == OnMap && d.Kind == KindLeader && d.Leader.Colour == Red && pc.ID != Lenin && pc.ID != Trotsky {
			off = append(off, pc.ID)
		}
	}
	for _, id := range off {
		for _, x := range s.Attached(id) {
			s.Piece(x).Under = 0
		}
		old := s.Piece(id).Stack
		s.take(id)
		s.orphan(old)
		pc := s.Piece(id)
		pc.Status, pc.Moved, pc.From = InHand, false, ""
	}
	if len(off) > 0 {
		s.emit(Event{Kind: EvLeadersOff, Rule: "24.0", Player: SoloRed, Units: off})
	}
	s.Solo.Left = 0
	if slices.Contains(s.Solo.Skip, s.Turn) {
		s.emit(Event{Kind: EvLeaderRoll, Rule: "24.16", Player: SoloRed, Text: "skipped: Lenin or Trotsky was eliminated"})
		s.beginPhase(PhaseMovement)
		return
	}
	die := s.Rand.D6()
	on := 0
	for _, id := range []int{Lenin, Trotsky} {
		if s.Piece(id).Status == OnMap {
			on++
		}
	}
	s.Solo.Left = min(die, MaxRedLeaders-on, len(s.pool()))
	s.emit(Event{Kind: EvLeaderRoll, Rule: "24.0", Player: SoloRed, N: die, To: fmt.Sprint(s.Solo.Left),
		Text: fmt.Sprintf("%d leaders may be placed", s.Solo.Left)})
	if s.Solo.Left == 0 {
		s.beginPhase(PhaseMovement)
		return
	}
	s.wait(SoloRed, DecideLeaders)
}

// pool lists the Red leaders Red may place (24.13): off the map, not
// eliminated.
func (s *State) pool() []int {
	var out []int
	for _, pc := range s.Pieces {
		if d := s.Def(pc.ID); d.Kind == KindLeader && d.Leader.Colour == Red && pc.Status == InHand {
			out = append(out, pc.ID)
		}
	}
	return out
}

// doPlace places a pool leader (24.11): on a Red combat unit, attaching
// it and the other Red units of its stack named in Units (within the
// leader's LV), as a new stack in that province; or alone in province To
// as a stack of its own (Ruling), whatever is there. Never on a non-Red
// unit.
func doPlace(s *State, a Action) error {
	pc := s.Piece(a.Leader)
	if pc == nil || s.Def(a.Leader).Kind != KindLeader || s.Colour(a.Leader) != Red || pc.Status != InHand {
		return refuse("24.13", "%d is not a Red leader of the pool", a.Leader)
	}
	lv := s.Strength(a.Leader)
	var prov string
	var attach []int
	switch {
	case a.Unit != 0 && a.To != "":
		return refuse("24.11", "a leader is placed on a unit or alone, not both")
	case a.Unit != 0:
		u := s.Piece(a.Unit)
		if u == nil || u.Status != OnMap || s.Def(a.Unit).Kind != KindUnit {
			return refuse("24.11", "%d is not a combat unit on the map", a.Unit)
		}
		if s.Colour(a.Unit) != Red {
			return refuse("24.11", "a Red leader is never placed on a non-Red unit")
		}
		prov = s.Province(a.Unit)
		attach = append([]int{a.Unit}, a.Units...)
		for k, id := range attach {
			x := s.Piece(id)
			switch {
			case x == nil || x.Status != OnMap || s.Def(id).Kind != KindUnit || s.Colour(id) != Red:
				return refuse("24.11", "%d is not a Red combat unit on the map", id)
			case x.Stack != u.Stack || slices.Contains(attach[:k], id):
				return refuse("24.11", "%d is not another unit of the stack of %d", id, a.Unit)
			case x.Under != 0:
				return refuse("5.26", "%d is attached to another leader", id)
			}
		}
		if len(attach) > lv {
			return refuse("5.14", "%s (LV %d) carries %d units at most", s.Def(a.Leader).Leader.Name, lv, lv)
		}
	case s.data.Map.Province(a.To) != nil:
		prov = a.To
	default:
		return refuse("24.11", "a leader is placed on a Red combat unit or in a province")
	}
	st := s.newStack(prov, SoloRed)
	s.put(a.Leader, st)
	pc.Owner, pc.Moved, pc.From = SoloRed, false, prov
	for _, id := range attach {
		old := s.Piece(id).Stack
		s.attach(a.Leader, id)
		s.orphan(old)
	}
	s.emit(Event{Kind: EvPlaced, Rule: "24.11", Player: SoloRed, Province: prov, Units: append([]int{a.Leader}, attach...)})
	s.Solo.Left--
	if s.Solo.Left == 0 {
		s.beginPhase(PhaseMovement)
	}
	return nil
}

// doEndLeaders: Red places no more leaders this phase (he may choose
// fewer than the die allows).
func doEndLeaders(s *State, a Action) error {
	s.Solo.Left = 0
	s.beginPhase(PhaseMovement)
	return nil
}

// placements lists, for every pool leader, its placement on each
// unattached Red combat unit with the strongest other unattached Red
// units of that stack it can carry, and alone in each province holding
// Red units (a representative set: Apply accepts any province).
func (s *State) placements() []Action {
	var out []Action
	for _, l := range s.pool() {
		lv := s.Strength(l)
		var provs []string
		for _, st := range s.Stacks {
			if s.StackColour(&st) != Red {
				continue
			}
			if !slices.Contains(provs, st.Province) {
				provs = append(provs, st.Province)
			}
			var free []int
			for _, id := range st.Pieces {
				if s.Def(id).Kind == KindUnit && s.Piece(id).Under == 0 {
					free = append(free, id)
				}
			}
			s.byStrength(free)
			for _, u := range free {
				var more []int
				for _, x := range free {
					if x != u && len(more) < lv-1 {
						more = append(more, x)
					}
				}
				out = append(out, Action{Type: ActPlace, Player: SoloRed, Leader: l, Unit: u, Units: more})
			}
		}
		slices.Sort(provs)
		for _, p := range provs {
			out = append(out, Action{Type: ActPlace, Player: SoloRed, Leader: l, To: p})
		}
	}
	return out
}

// czarDoomed: a Red leader is stacked with the Czar (26.0): in his
// province, the Czar alone or in a Red stack. A design decision: a Czar
// in a White, Blue or Green stack is guarded by it and must be taken in
// combat first (13.41).
func (s *State) czarDoomed() bool {
	pc := s.Piece(Czar)
	if pc == nil || pc.Status != OnMap {
		return false
	}
	st := s.Stack(pc.Stack)
	if c := s.StackColour(st); c != Red && c != NoColour {
		return false
	}
	for _, other := range s.StacksIn(st.Province) {
		for _, id := range other.Pieces {
			if d := s.Def(id); d.Kind == KindLeader && d.Leader.Colour == Red {
				return true
			}
		}
	}
	return false
}

// executeCzar: the Czar stacked with a Red leader is executed at once; he
// leaves the game without effect on victory (26.0; 13.5 is not used).
func (s *State) executeCzar() {
	if !s.czarDoomed() {
		return
	}
	prov := s.Province(Czar)
	old := s.Piece(Czar).Stack
	s.take(Czar)
	s.orphan(old)
	pc := s.Piece(Czar)
	pc.Status, pc.Under = Removed, 0
	s.emit(Event{Kind: EvExecuted, Rule: "26.0", Player: SoloRed, Units: []int{Czar}, Province: prov})
}
