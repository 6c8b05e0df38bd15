package rcw

import (
	"fmt"
	"slices"
)

// Enemy reports whether two colours are opposed (8.11-8.15): Red opposes
// every other colour; White and Green oppose each other; Blue opposes
// only Red. Same colour is always friendly.
func Enemy(a, b Colour) bool {
	if a == NoColour || b == NoColour || a == b {
		return false
	}
	if a == Red || b == Red {
		return true
	}
	return (a == White && b == Green) || (a == Green && b == White)
}

// LossChoice is an Exchange waiting for the losing side's choice (8.43
// Ruling): Player chooses, among Pieces, units whose strengths total at
// least Need, every one needed; they go to Section.
type LossChoice struct {
	Player  string `json:"player"`
	Pieces  []int  `json:"pieces"`
	Need    int    `json:"need"`
	Section string `json:"section"`
}

// Strength is a leader's LV or a combat unit's strength (8.26); Imperial
// units have none.
func (s *State) Strength(id int) int {
	d := s.Def(id)
	switch d.Kind {
	case KindLeader:
		return d.Leader.LV
	case KindUnit:
		return d.Unit.Strength
	}
	return 0
}

// attackers are the units of a stack that take part in its attack: its
// leaders, the Red and White combat units attached to them (8.28, 7.32
// Ruling) and every Blue or Green combat unit.
func (s *State) attackers(st *Stack) []int {
	var out []int
	for _, id := range st.Pieces {
		d := s.Def(id)
		switch {
		case d.Kind == KindLeader:
			out = append(out, id)
		case d.Kind == KindUnit && (s.Nat(id) != "" || s.Piece(id).Under != 0):
			out = append(out, id)
		}
	}
	return out
}

// defenders are every leader and combat unit of a stack (7.31).
func (s *State) defenders(st *Stack) []int {
	var out []int
	for _, id := range st.Pieces {
		if s.Def(id).Kind != KindImperial {
			out = append(out, id)
		}
	}
	return out
}

func (s *State) total(ids []int) int {
	n := 0
	for _, id := range ids {
		n += s.Strength(id)
	}
	return n
}

// OddsColumn is the CRT column of A against D, rounded in the defender's
// favour, above 6:1 read as 6:1 (8.0 Procedure, 8.48); -1 below 1:2 (8.47).
func OddsColumn(a, d int) int {
	switch {
	case d <= 0:
		return Odds61
	case a >= d:
		return min(a/d, 6)
	case 2*a >= d:
		return Odds12
	}
	return -1
}

// attack is a checked attack: the defending stack, the attacking stacks
// and units, the strengths.
type attack struct {
	target     *Stack
	stacks     []int
	units      []int
	a, d, col  int
	subversive bool
}

// checkAttack checks an attack or a subversive attack against the rules
// of 8.2 and 8.3 without changing anything.
func (s *State) checkAttack(a Action, subversive bool) (*attack, error) {
	who := s.Phasing()
	t := s.Stack(a.Target)
	if t == nil {
		return nil, refuse("8.0", "there is no stack %d to attack", a.Target)
	}
	tc := s.StackColour(t)
	if tc == NoColour {
		return nil, refuse("8.22", "stack %d holds no leader or combat unit", t.ID)
	}
	if slices.Contains(s.Attacked, t.ID) {
		return nil, refuse("8.25", "stack %d has already been attacked in this Combat Phase", t.ID)
	}
	if len(a.Stacks) == 0 {
		return nil, refuse("8.0", "an attack names its attacking stacks")
	}
	if subversive && tc != Blue {
		return nil, refuse("8.31", "a subversive attack is made on a Blue stack only")
	}
	at := &attack{target: t, subversive: subversive}
	var colours []Colour
	for k, id := range a.Stacks {
		st := s.Stack(id)
		switch {
		case st == nil:
			return nil, refuse("8.0", "there is no stack %d", id)
		case slices.Contains(a.Stacks[:k], id):
			return nil, refuse("8.27", "stack %d is named twice", id)
		case st.Player != who:
			return nil, refuse("8.21", "stack %d is not controlled by the Phasing Player", id)
		case slices.Contains(s.Fought, id):
			return nil, refuse("8.25", "stack %d has already attacked in this Combat Phase", id)
		case id == t.ID:
			return nil, refuse("8.22", "a stack does not attack itself")
		}
		if subversive {
			if s.StackColour(st) != Red {
				return nil, refuse("8.31", "only Red units make subversive attacks")
			}
			if st.Province == t.Province {
				return nil, refuse("8.31", "Red units attack Blue units in their own province normally, not subversively")
			}
			if !slices.Contains(s.data.Map.Province(st.Province).Adjacent, t.Province) {
				return nil, refuse("8.31", "%s is not adjacent to %s", st.Province, t.Province)
			}
		} else if st.Province != t.Province {
			return nil, refuse("8.23", "stack %d is in %s, not in %s", id, st.Province, t.Province)
		}
		c := s.StackColour(st)
		if !Enemy(c, tc) {
			return nil, refuse("8.22", "%s units do not attack %s units", c, tc)
		}
		for _, o := range colours {
			if Enemy(o, c) {
				return nil, refuse("8.22", "%s and %s units do not combine in an attack", o, c)
			}
		}
		colours = append(colours, c)
		us := s.attackers(st)
		if len(us) == 0 {
			return nil, refuse("8.28", "stack %d has no leader and no unit that may attack", id)
		}
		at.stacks = append(at.stacks, id)
		at.units = append(at.units, us...)
	}
	at.a = s.total(at.units)
	if subversive && s.SubDoubled {
		at.a *= 2 // 12.12: every Red unit of the attack doubled
	}
	at.d = s.total(s.defenders(t))
	at.col = OddsColumn(at.a, at.d)
	if at.col < 0 {
		return nil, refuse("8.47", "%d against %d is below 1:2", at.a, at.d)
	}
	return at, nil
}

func doAttack(s *State, a Action) error  { return s.resolve(a, false) }
func doSubvert(s *State, a Action) error { return s.resolve(a, true) }

// resolve rolls an attack on the CRT and applies its result at once (8.0
// Procedure 4-5, 8.4); in a subversive attack only De counts (8.33).
func (s *State) resolve(a Action, subversive bool) error {
	at, err := s.checkAttack(a, subversive)
	if err != nil {
		return err
	}
	who := s.Phasing()
	s.noteCapture(at)
	defer func() {
		if s.Loss == nil {
			s.offerCapture()
		}
	}()
	s.Fought = append(s.Fought, at.stacks...)
	s.Attacked = append(s.Attacked, at.target.ID)
	die := s.Rand.D6()
	res := s.data.Tables.Combat(at.col, die)
	rule := "8.4"
	if subversive {
		rule = "8.33"
	}
	s.emit(Event{Kind: EvCombat, Rule: rule, Player: who, Province: at.target.Province, Units: at.units,
		To: CRTColumns[at.col], N: die, Text: fmt.Sprintf("%s: %d against %d", res, at.a, at.d)})
	defender := at.target.Player
	attSection := who // 8.45: defenders lost go to the attacker's section
	defSection := defender
	if defSection == "" {
		defSection = Unassigned // 8.46
	}
	defUnits := s.defenders(at.target)
	if subversive {
		if res == De {
			s.eliminate(defUnits, attSection, "8.33")
		}
		return nil
	}
	switch res {
	case De:
		s.eliminate(defUnits, attSection, "8.42")
	case Ae:
		s.eliminate(at.units, defSection, "8.41")
	case Ex:
		// 8.43: the smaller side goes entirely; the other loses at least
		// as much; equal totals: both (Ruling). Totals without doubling
		// (only a subversive attack doubles, and there Ex does nothing).
		switch {
		case at.a == at.d:
			s.eliminate(defUnits, attSection, "8.43")
			s.eliminate(at.units, defSection, "8.43")
		case at.a < at.d:
			s.eliminate(at.units, defSection, "8.43")
			chooser := defender
			if chooser == "" {
				chooser = who // 8.46: the attacker chooses for an uncontrolled stack
			}
			s.loseAtLeast(chooser, defUnits, at.a, attSection)
		default:
			s.eliminate(defUnits, attSection, "8.43")
			s.loseAtLeast(who, at.units, at.d, defSection)
		}
	}
	return nil
}

// MinimalLosses lists the sets of pieces whose strengths total at least
// need and in which every piece is needed (8.43 Ruling); the whole set
// when it is short of need.
func (s *State) MinimalLosses(pieces []int, need int) [][]int {
	if s.total(pieces) <= need {
		return [][]int{slices.Clone(pieces)}
	}
	var out [][]int
	n := len(pieces)
	for mask := 1; mask < 1<<n; mask++ {
		var set []int
		sum, least := 0, 1<<30
		for i := range n {
			if mask&(1<<i) != 0 {
				set = append(set, pieces[i])
				st := s.Strength(pieces[i])
				sum += st
				least = min(least, st)
			}
		}
		if sum >= need && sum-least < need {
			out = append(out, set)
		}
	}
	return out
}

// loseAtLeast takes an Exchange's losses of at least need from pieces:
// at once when only one set will do, else the chooser chooses (8.43
// Ruling, 8.44).
func (s *State) loseAtLeast(chooser string, pieces []int, need int, section string) {
	if s.Solo != nil && chooser == SoloNonRed {
		s.soloLosses(pieces, need, section) // 23.16
		return
	}
	sets := s.MinimalLosses(pieces, need)
	if len(sets) == 1 {
		s.eliminate(sets[0], section, "8.43")
		return
	}
	s.Loss = &LossChoice{Player: chooser, Pieces: slices.Clone(pieces), Need: need, Section: section}
	s.wait(chooser, DecideLosses)
}

// doLosses carries out the chosen losses of an Exchange.
func doLosses(s *State, a Action) error {
	l := s.Loss
	sum := 0
	for k, id := range a.Units {
		if !slices.Contains(l.Pieces, id) || slices.Contains(a.Units[:k], id) {
			return refuse("8.44", "%d is not one of the units that may be lost", id)
		}
		sum += s.Strength(id)
	}
	if sum < l.Need && len(a.Units) < len(l.Pieces) {
		return refuse("8.43", "the losses total %d; at least %d are needed", sum, l.Need)
	}
	for _, id := range a.Units {
		if sum-s.Strength(id) >= l.Need {
			return refuse("8.43", "%d is not needed to make up %d", id, l.Need)
		}
	}
	s.eliminate(a.Units, l.Section, "8.43")
	s.Loss = nil
	s.wait(s.Phasing(), DecideCombat)
	s.offerCapture()
	return nil
}

// eliminate puts pieces on the VP Chart in a section (8.44-8.46, 12.11):
// units attached to an eliminated leader stay in the stack unattached
// (8.44); a stack left with Imperial units only is uncontrolled (13.42).
func (s *State) eliminate(ids []int, section, rule string) {
	if len(ids) == 0 {
		return
	}
	for _, id := range ids {
		pc := s.Piece(id)
		if pc.Status != OnMap {
			continue
		}
		stID := pc.Stack
		if s.Def(id).Kind == KindLeader {
			for _, x := range s.Attached(id) {
				s.Piece(x).Under = 0
			}
			switch id {
			case Lenin:
				s.LeninDied = s.Turn
			case Trotsky:
				s.TrotskyDied = s.Turn
			}
			// 11.32: his controller puts one PM into the Aux cup.
			if p := s.Player(pc.Owner); (id == Lenin || id == Trotsky) && p != nil && p.PM > 0 {
				p.PM--
				s.Aux = append(s.Aux, Chit{Kind: ChitPolitburo})
				s.emit(Event{Kind: EvPolitburo, Rule: "11.32", Player: p.Letter, Units: []int{id}})
			}
		} else {
			pc.Owner = "" // a combat unit off the map is no one's (7.24)
		}
		s.take(id)
		pc.Status, pc.Under, pc.Moved, pc.From, pc.Section = Eliminated, 0, false, "", section
		if st := s.Stack(stID); st != nil && s.Size(st) == 0 {
			st.Player = ""
			for _, x := range st.Pieces {
				s.Piece(x).Under = 0
			}
		}
	}
	s.emit(Event{Kind: EvEliminated, Rule: rule, To: section, Units: slices.Clone(ids)})
}

// combatActions lists attacks for the Phasing Player: on every stack he
// may attack, each of his eligible stacks alone and all of them of one
// colour with the Blue ones that may join (8.22); subversive attacks from
// each adjacent Red stack and from all of them (8.32); ending the phase.
func (s *State) combatActions(player string) []Action {
	out := []Action{{Type: ActEndPhase, Player: player}}
	m := s.data.Map
	for _, t := range s.Stacks {
		if slices.Contains(s.Attacked, t.ID) {
			continue
		}
		tc := s.StackColour(&t)
		if tc == NoColour {
			continue
		}
		try := func(typ ActionType, stacks []int) {
			a := Action{Type: typ, Player: player, Stacks: stacks, Target: t.ID}
			if _, err := s.checkAttack(a, typ == ActSubvert); err == nil {
				out = append(out, a)
			}
		}
		byColour := map[Colour][]int{}
		for _, st := range s.StacksIn(t.Province) {
			if st.Player != player || st.ID == t.ID || slices.Contains(s.Fought, st.ID) {
				continue
			}
			c := s.StackColour(st)
			if !Enemy(c, tc) || len(s.attackers(st)) == 0 {
				continue
			}
			byColour[c] = append(byColour[c], st.ID)
			try(ActAttack, []int{st.ID})
		}
		for _, c := range []Colour{Red, White, Green, Blue} {
			group := slices.Clone(byColour[c])
			if c != Blue && c != Red {
				group = append(group, byColour[Blue]...)
			}
			if len(group) > 1 {
				try(ActAttack, group)
			}
		}
		if tc == Blue {
			var reds []int
			for _, q := range m.Province(t.Province).Adjacent {
				for _, st := range s.StacksIn(q) {
					if st.Player == player && s.StackColour(st) == Red && !slices.Contains(s.Fought, st.ID) && len(s.attackers(st)) > 0 {
						reds = append(reds, st.ID)
						try(ActSubvert, []int{st.ID})
					}
				}
			}
			if len(reds) > 1 {
				try(ActSubvert, reds)
			}
		}
	}
	return out
}
