package poltava

import (
	"slices"

	"tachanka/game/hex"
)

// MeleeState is the Melee phase's obligations (8.2, 8.4) and the attack in
// progress.
type MeleeState struct {
	// Withdraw lists the cavalry that must leave an enemy ZOC before any
	// attack (9.2).
	Withdraw []string `json:"withdraw,omitempty"`
	// MustAttack (F) lists phasing units that must take part in an
	// attack; MustBeAttacked (E) enemy units that must be attacked.
	MustAttack     []string `json:"must_attack,omitempty"`
	MustBeAttacked []string `json:"must_be_attacked,omitempty"`
	Attack         *Attack  `json:"attack,omitempty"`
}

func (m *MeleeState) clone() *MeleeState {
	c := *m
	c.Withdraw = slices.Clone(m.Withdraw)
	c.MustAttack = slices.Clone(m.MustAttack)
	c.MustBeAttacked = slices.Clone(m.MustBeAttacked)
	if m.Attack != nil {
		c.Attack = m.Attack.clone()
	}
	return &c
}

// Attack is one melee being resolved (8.6, 8.7).
type Attack struct {
	Attackers []string  `json:"attackers"`
	Hexes     []hex.Hex `json:"hexes"`
}

func (a *Attack) clone() *Attack {
	c := *a
	c.Attackers = slices.Clone(a.Attackers)
	c.Hexes = slices.Clone(a.Hexes)
	return &c
}

// beginMelee starts the Melee phase: withdrawals (9.2), then the
// obligations (8.2, 8.4).
func (s *State) beginMelee() {
	s.Melee = &MeleeState{}
	s.wait(s.Phasing, DecideMelee)
}

func (s *State) checkMeleeEnd() error { return nil }

func (s *State) withdraw(u *Unit, path []hex.Hex) error {
	return refuse("9.2", "not built yet")
}

func doAttack(s *State, a Action) error      { return refuse("8", "not built yet") }
func doReroll(s *State, a Action) error      { return refuse("9.5", "not built yet") }
func doNoReroll(s *State, a Action) error    { return refuse("9.5", "not built yet") }
func doLosses(s *State, a Action) error      { return refuse("8.8", "not built yet") }
func doRoos(s *State, a Action) error        { return refuse("SR4", "not built yet") }
func doRetreat(s *State, a Action) error     { return refuse("8.9", "not built yet") }
func doAdvance(s *State, a Action) error     { return refuse("8.10", "not built yet") }
func doStopAdvance(s *State, a Action) error { return refuse("8.10", "not built yet") }

// legalMoreActions lists the actions of the melee's decisions.
func (s *State) legalMoreActions() []Action {
	if s.Pending.Kind == DecideMelee {
		return []Action{{Type: ActEndPhase}}
	}
	return nil
}
