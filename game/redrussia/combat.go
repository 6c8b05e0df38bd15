package redrussia

import (
	"slices"

	"tachanka/game/enum"
)

// The combat step's state (8.0) and what battles and sieges share: the
// sides at war, the forces that may fight, the attack levels.

// Level is an attack level (8.3).
type Level uint8

const (
	LevelFree     Level = iota // a minor-only or Allied-only force: 2 rounds, no money (12.41)
	LevelProbe                 // 1 money, 1 round
	LevelAssault               // 3 money, 2 rounds
	LevelInvasion              // 5 money, rounds until the attacker stops
	// Hidden is the level a seat's view shows for a battle whose level it
	// may not see (B.2).
	Hidden
)

var levelNames = []string{"free", "probe", "assault", "invasion", "hidden"}

func (l Level) String() string               { return enum.Name(l, levelNames) }
func (l Level) MarshalText() ([]byte, error) { return []byte(l.String()), nil }
func (l *Level) UnmarshalText(b []byte) error {
	v, err := enum.Parse[Level](b, levelNames, "attack level")
	*l = v
	return err
}

// levelCost and levelRounds are 8.3's table (rounds 0: unlimited).
var (
	levelCost   = []int{0, 1, 3, 5}
	levelRounds = []int{2, 1, 2, 0}
)

// Battle is a declared battle (8.2): its area, its secret level, the
// attacking units and leaders, and whether it attacks a neutral minor.
type Battle struct {
	Area     string   `json:"area"`
	Level    Level    `json:"level"`
	Units    []string `json:"units"`
	Leaders  []string `json:"leaders,omitempty"`
	Minor    bool     `json:"minor,omitempty"`    // attacks the neutral minor there (12.1)
	Revealed bool     `json:"revealed,omitempty"` // its level is public (8.3)
	Fought   bool     `json:"fought,omitempty"`
	// Cost is what it costs when revealed (AttackCost at its
	// declaration); FreeCard is 1 + the card of the free attack it uses
	// (6.4), 0 for none.
	Cost     int `json:"cost,omitempty"`
	FreeCard int `json:"free_card,omitempty"`
}

// cost is the money the battle costs when revealed: the level's, 1 for an
// attack on partisans alone (15.2), nothing for a free force (12.41).
func (b *Battle) cost(partisansOnly bool) int {
	if partisansOnly && b.Level != LevelFree {
		return 1
	}
	return levelCost[b.Level]
}

// Committed is the money the active faction has committed to battles not
// yet revealed (8.3 Ruling): hidden from the other seats (B.2).
func (s *State) Committed() int {
	n := 0
	for i := range s.Battles {
		if b := &s.Battles[i]; !b.Revealed && b.Level != Hidden {
			n += b.Cost
		}
	}
	return n
}

// commands reports a unit the active faction f may fight with: its own,
// its controlled minors', the Western Allies it controls this turn (8.1,
// 13.63); partisans never attack (15.2).
func (s *State) commands(f Faction, p *Piece) bool {
	return p.Kind == KindUnit && p.Type != PARTISAN && s.under(f, p)
}

// leadsFor is the attacker's test of the leaders it may name (10.2):
// those it commands.
func (s *State) leadsFor(f Faction) func(*Piece) bool {
	return func(p *Piece) bool { return s.under(f, p) }
}

// under reports a piece, unit or leader, that f commands: its own, a
// controlled minor's (12.4), or a Western Allied piece f controls this
// turn. The Allies are controlled piece by piece (13.61 Move: N units,
// and the leaders with them), never as a faction.
func (s *State) under(f Faction, p *Piece) bool {
	switch {
	case p.Faction == f:
		return true
	case p.Faction == Allies:
		return p.ControlledBy == f
	case p.Faction.Minor():
		st := s.F(p.Faction)
		return st.Status != Neutral && st.Controller == f
	}
	return false
}

// free reports a force made only of minor and Western Allied units, which
// pays nothing and fights 2 rounds (12.41, 13.63).
func (s *State) free(units []string) bool {
	for _, id := range units {
		if f := s.Piece(id).Faction; !f.Minor() && f != Allies {
			return false
		}
	}
	return len(units) > 0
}

// units and leaders of a list of pieces.
func (s *State) splitForce(ids []string) (units, leaders []string) {
	for _, id := range ids {
		if p := s.Piece(id); p != nil && p.Kind == KindLeader {
			leaders = append(leaders, id)
		} else {
			units = append(units, id)
		}
	}
	return units, leaders
}

// countType counts the units of a type in a list.
func (s *State) countType(ids []string, t UnitType) int {
	n := 0
	for _, id := range ids {
		if s.Piece(id).Type == t {
			n++
		}
	}
	return n
}

// onlyType reports a non-empty list all of one type.
func (s *State) onlyType(ids []string, t UnitType) bool {
	return len(ids) > 0 && s.countType(ids, t) == len(ids)
}

// without is ids less one.
func without(ids []string, id string) []string {
	return slices.DeleteFunc(slices.Clone(ids), func(x string) bool { return x == id })
}
