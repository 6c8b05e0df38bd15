package redrussia

import "fmt"

// The One Russia Index (17.0): the political phase's rolls (4.31, 17.2),
// the level changes of Moscow (17.4) and the running modifiers earned
// during a turn for the next turn's roll (17.5).

// BattleMark is a set of the battle modifiers a faction earned this turn
// (17.5): each counts once per turn, and a won and a lost of one kind
// cancel out.
type BattleMark uint8

const (
	InvasionWon BattleMark = 1 << iota
	InvasionLost
	AssaultWon
	AssaultLost
	AlliedInCombat // a White faction stacked with an Allied unit in a battle
)

// NoteBattle records a battle modifier of a major faction this turn; the
// combat engine calls it after each battle (17.5 "battle modifiers").
func (s *State) NoteBattle(f Faction, m BattleMark) {
	if f.Major() || f == Poland {
		s.F(f).Battles |= m
	}
}

// battleModifier is the total of a faction's battle marks (17.5: once per
// turn each; nothing for a kind both won and lost).
func (m BattleMark) modifier() int {
	n := 0
	pair := func(won, lost BattleMark, v int) {
		switch {
		case m&won != 0 && m&lost != 0:
		case m&won != 0:
			n += v
		case m&lost != 0:
			n -= v
		}
	}
	pair(InvasionWon, InvasionLost, 2)
	pair(AssaultWon, AssaultLost, 1)
	if m&AlliedInCombat != 0 {
		n--
	}
	return n
}

// SetORILevel moves a faction's marker to the nearest box of a level
// (17.1: a change of level, not of boxes), the level held within 0-3;
// from two equally near boxes the lower is taken (Ruling: the track's
// levels rise one box at a time, so it does not arise on the printed
// track).
func (s *State) SetORILevel(f Faction, level int) {
	t := &s.data.Tables.ORI
	level = min(max(level, 0), MaxORI)
	from := s.F(f).ORIBox
	away := func(box int) int { return max(box-from, from-box) }
	best := 0
	for box := 1; box <= len(t.Levels); box++ {
		if t.Level(box) == level && (best == 0 || away(box) < away(best)) {
			best = box
		}
	}
	s.F(f).ORIBox = best
}

// denikinCommands reports Denikin on the map stacked with a South unit
// (10.91), checked at the South's roll.
func (s *State) denikinCommands() bool {
	d := s.Piece("denikin")
	return d != nil && d.Status == OnMap && d.Faction == South && len(s.UnitsAt(d.Where, South)) > 0
}

// KolchakCoup is the lasting effect of "Kolchak Coup" (10.93): Kolchak is
// Supreme Ruler, and the Siberian gets +1 on its next ORI roll, once
// (17.5 Ruling). The card engine calls it.
func (s *State) KolchakCoup() {
	s.KolchakRuler = true
	s.F(Siberian).ORIOnce++
}

// WrangelTakesOver is the lasting effect of "Wrangel Takes Over" (10.92):
// -1 on every South foreign intervention roll from now on, +2 on the
// South's next ORI roll, once. The card engine calls it (and moves the
// leaders).
func (s *State) WrangelTakesOver() {
	s.WrangelCommand = true
	s.F(South).ORIOnce += 2
}

// SupremeRuler reports Kolchak as Supreme Ruler: "Kolchak Coup" played
// and Kolchak not killed (10.93 Ruling: wounded he still rules).
func (s *State) SupremeRuler() bool {
	k := s.Piece("kolchak")
	return s.KolchakRuler && k != nil && k.Status != Removed
}

// ORIModifier is what a faction adds to its ORI roll now (17.5): the
// running total of last turn, the "once" modifiers, Denikin's -1, the sum
// held to the table's limit.
func (s *State) ORIModifier(f Faction) int {
	st := s.F(f)
	n := st.NextORI + st.ORIOnce
	if f == South && s.denikinCommands() {
		n--
	}
	lim := s.data.Tables.ORI.ModifierLimit
	return min(max(n, -lim), lim)
}

// oriPhase is 4.31: the Moscow changes recorded last turn, then each
// major but a Polish major, in initiative order, rolls 1d6 + modifiers.
func (s *State) oriPhase() {
	for _, f := range s.majorsIn(s.Initiative) {
		if d := s.F(f).MoscowLevel; d != 0 && f != Poland { // 13.54: the Polish major's ORI stays 0
			s.SetORILevel(f, s.ORILevel(f)+d)
			s.emit(Event{Kind: EvORI, Rule: "17.4", Faction: f, N: s.F(f).ORIBox, Text: fmt.Sprintf("Moscow %+d level", d)})
			s.F(f).MoscowLevel = 0
		}
	}
	for _, f := range s.majorsIn(s.Initiative) {
		if f == Poland {
			continue // 13.54: the Polish major never rolls
		}
		st := s.F(f)
		die := s.Rand.D6()
		mod := s.ORIModifier(f)
		st.ORIBox = s.data.Tables.ORI.After(st.ORIBox, die+mod)
		st.NextORI, st.ORIOnce = 0, 0
		s.emit(Event{Kind: EvORI, Rule: "17.2", Faction: f, N: st.ORIBox, Text: fmt.Sprintf("%d%+d", die, mod)})
	}
}

// noteTurnStart records each area's controller as the turn begins (4.0,
// 17.5 Ruling).
func (s *State) noteTurnStart() {
	s.StartControl = s.StartControl[:0]
	for _, a := range s.Areas {
		s.StartControl = append(s.StartControl, a.Control)
	}
}

// oriAssessment is the victory phase's 17.4 and 17.5: each area whose
// controller changed this turn counts, for the captor and the loser, in
// its most specific row only; Moscow's change is a level for 4.31; the
// battle marks join the total, which becomes the next roll's modifier.
func (s *State) oriAssessment() {
	type tally struct{ homeWon, homeLost, otherWon, otherLost bool }
	tallies := map[Faction]*tally{}
	extra := map[Faction]int{}
	of := func(f Faction) *tally {
		if tallies[f] == nil {
			tallies[f] = &tally{}
		}
		return tallies[f]
	}
	for i, a := range s.data.Map.Areas {
		if i >= len(s.StartControl) {
			break
		}
		was, now := s.StartControl[i], s.Areas[i].Control
		if was == now || now == NoFaction {
			continue // unchanged, or made uncontrolled: not a capture (17.5 Ruling)
		}
		home := s.Areas[i].Home
		switch {
		case a.Code == "MOSC":
			if now.Major() || now == Poland {
				s.F(now).MoscowLevel++
			}
			if was.Major() || was == Poland {
				s.F(was).MoscowLevel--
			}
			continue
		case a.Code == "PETR":
			extra[now] += 3
			extra[was] -= 3
			continue
		}
		// The captor's row.
		switch {
		case a.Code == "SEVA" && now == South:
			extra[now] += 3
		case home == now:
			// retaking one's own home area earns nothing (17.5 Ruling)
		case home != NoFaction:
			of(now).homeWon = true
		default:
			of(now).otherWon = true
		}
		// The loser's row (an area taken from nobody has none).
		switch {
		case was == NoFaction:
		case a.Code == "ARCH" && was == NorthAsian, a.Code == "VLAD" && was == Siberian, a.Code == "SEVA" && was == South:
			extra[was] -= 3
		case home == was:
			of(was).homeLost = true
		default:
			of(was).otherLost = true
		}
	}
	for _, f := range s.Majors() {
		st := s.F(f)
		n := extra[f] + st.Battles.modifier()
		if t := tallies[f]; t != nil {
			if t.homeWon {
				n += 2
			}
			if t.homeLost {
				n -= 2
			}
			if t.otherWon != t.otherLost {
				if t.otherWon {
					n++
				} else {
					n--
				}
			}
		}
		st.NextORI, st.Battles = n, 0
		if n != 0 || st.MoscowLevel != 0 {
			s.emit(Event{Kind: EvORI, Rule: "17.5", Faction: f, N: n, Text: fmt.Sprintf("next roll %+d, Moscow %+d level", n, st.MoscowLevel)})
		}
	}
}
