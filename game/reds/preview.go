package reds

import (
	"slices"

	"tachanka/game/hex"
)

// Preview is what the player sees before committing to an attack: the
// arithmetic with every shift and why, and the exact chance of each result
// (11.3, DESIGN: "the odds and the possible results of an attack are shown
// before it is made").
type Preview struct {
	Attackers []string `json:"attackers"`
	Target    hex.Hex  `json:"target"`
	Defenders []string `json:"defenders"`
	Arithmetic
	Outcomes   []Outcome `json:"outcomes"`
	Calc       Calc      `json:"-"`
	Illegal    string    `json:"illegal,omitempty"` // why the attack may not be made, if so (in English)
	IllegalFor string    `json:"rule,omitempty"`
	// Why is the same refusal as data, for a client that says it in its
	// own language; its Rule is empty when the attack may be made.
	Why Reason `json:"-"`
}

// PreviewAttack computes the preview of an attack by the given units on
// target, with any support already decided (the combat in progress's, or
// the ids given).
func (s *State) PreviewAttack(attackers []string, target hex.Hex, attSupport, defSupport []string) (*Preview, error) {
	att, err := s.unitIndexes(attackers)
	if err != nil {
		return nil, err
	}
	p := &Preview{Attackers: slices.Clone(attackers), Target: target}
	if s.Combat == nil && s.Pending.Kind == DecideCombat {
		if why := s.attackProblem(att, target); why.Rule != "" {
			p.Illegal, p.IllegalFor, p.Why = why.String(), why.Rule, why
		}
	}
	if !s.Data.Board.On(target) {
		return p, nil
	}
	def, _ := s.defendersOf(target)
	p.Defenders = s.ids(def)
	as, err := s.unitIndexes(attSupport)
	if err != nil {
		return nil, err
	}
	ds, err := s.unitIndexes(defSupport)
	if err != nil {
		return nil, err
	}
	c := s.calcOf(att, def, as, ds, target)
	p.Calc, p.Arithmetic = c, c.Arithmetic()
	p.Outcomes = c.Outcomes(s.Data.Tables.CRT)
	return p, nil
}

// AttackTargets lists the hexes the active player may attack now, with the
// units that may join each attack.
func (s *State) AttackTargets() map[hex.Hex][]string {
	out := map[hex.Hex][]string{}
	if s.Pending.Kind != DecideCombat {
		return out
	}
	for _, a := range attackCandidates(s) {
		if len(a.Units) == 1 {
			out[a.Hex] = append(out[a.Hex], a.Units[0])
		}
	}
	return out
}
