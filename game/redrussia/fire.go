package redrussia

import (
	"fmt"
	"slices"
	"strings"
)

// A side's bucket of dice in a round (8.5, 9.2, 9.3): attack values,
// leaders' ratings, the defender's fortification; the special hit numbers
// of tanks (8.91), Trotsky (10.83), Finnish forts (13.3), the difficult
// approach (8.5, 9.3), Stalin's commissars (10.82); the aircraft firing
// first (8.93).

// rollSide rolls a side's dice for the current stage and returns its hits.
func (s *State) rollSide(side int) int { return s.rollDice(side, s.Dice(side)) }

// Dice is a side's bucket for the current stage of the fight (8.5, 9.2,
// 9.3): the number of dice by the lowest face that hits. rollSide rolls
// it; the computer players read it, on a copy whose Fight is the battle
// they weigh (BattleFight), with Round and Air set to the stage.
func (s *State) Dice(side int) map[int]int {
	f := s.Fight
	first := f.Round == 1
	need := map[int]int{} // dice by the lowest face that hits
	for _, id := range f.Units[side] {
		p := s.Piece(id)
		if (p.Type == AIR) != f.Air {
			continue
		}
		n, hit := s.Values(p).Attack, 6
		if first && p.Type == TANK {
			hit = 5 // 8.91
		}
		if first && !f.Air && slices.Contains(f.Commissars, id) {
			n *= 2 // 10.82
		}
		need[s.cardHit(side, p, hit)] += n
	}
	if !f.Air {
		for _, id := range f.Leaders[side] {
			hit := 6
			if first && !f.Siege && side == 0 && f.Attacker == Red && s.special(id) == SpecialTrotsky {
				hit = 5 // 10.83
			}
			need[s.cardHit(side, s.Piece(id), hit)] += s.CombatRating(id, f.Area)
		}
		need[6] += s.cardDice(side) // the cards' dice (14.2(e))
		if side == 1 {
			n, hit := s.fortDice()
			need[hit] += n
		}
	}
	if side == 1 && first && f.Difficult {
		shifted := map[int]int{}
		for hit, n := range need {
			shifted[hit-1] += n // 8.5, 9.3: +1 to each defender's die
		}
		need = shifted
	}
	return need
}

func (s *State) rollDice(side int, need map[int]int) int {
	f := s.Fight
	hits, total := 0, 0
	var faces []string
	for _, hit := range []int{6, 5, 4, 3, 2, 1} {
		for k := 0; k < need[hit]; k++ {
			d := s.Rand.D6()
			faces = append(faces, fmt.Sprint(d))
			if d >= hit {
				hits++
			}
			total++
		}
	}
	if total == 0 {
		return 0
	}
	who := f.decider(side)
	if side == 1 && who == NoFaction && len(f.Units[1]) > 0 {
		who = s.Piece(f.Units[1][0]).Faction
	}
	stage := "fire"
	if f.Air {
		stage = "aircraft fire"
	}
	rule := "8.5"
	if f.Siege {
		rule = map[int]string{0: "9.2", 1: "9.3"}[side]
	}
	s.emit(Event{Kind: EvRoll, Rule: rule, Faction: who, Where: f.Area, N: hits, Text: stage + ": " + strings.Join(faces, " ")})
	return hits
}

// fortDice are the fortification's dice for the defence and the face
// that hits: in a siege the current value at the start of the round
// (Finnish forts hit on 5, 13.3); in a battle the current value when the
// defence controls the area (8.5 and its Ruling).
func (s *State) fortDice() (n, hit int) {
	f := s.Fight
	if f.Siege {
		hit = 6
		if s.Area(f.Area).Home == Finland || s.Area(f.Area).Control == Finland {
			hit = 5
		}
		return f.FortAtStart, hit
	}
	if !s.defenceHoldsArea() {
		return 0, 6
	}
	return s.CurrentFort(f.Area), 6
}

// CurrentFort is an area's printed fortification less the siege hits in
// place (9.2, 9.3).
func (s *State) CurrentFort(area string) int {
	return max(0, s.data.Map.Area(area).Fort-s.Area(area).Siege)
}

// defenceHoldsArea is 8.5's Ruling: the defending faction controls the
// area (a White in another White's area does not; a defence of Allied
// units alone never does; a minor's area counts when the minor defends
// while neutral, or is controlled by the defending faction).
func (s *State) defenceHoldsArea() bool {
	f := s.Fight
	ctrl := s.Area(f.Area).Control
	if ctrl == NoFaction || (len(f.Defenders) == 1 && f.Defenders[0] == Allies) {
		return false
	}
	if ctrl.Minor() {
		st := s.F(ctrl)
		return (st.Status == Neutral && containsFaction(f.Defenders, ctrl)) ||
			(st.Status != Neutral && st.Controller == f.Defender && f.Defender != NoFaction)
	}
	return ctrl == f.Defender && slices.ContainsFunc(f.Defenders, func(g Faction) bool { return g != Allies })
}
