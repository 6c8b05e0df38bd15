package redrussia

import (
	"slices"

	"tachanka/game/jsonfile"
)

// InfightingRow is a band of the infighting table (j) and what the
// affected faction suffers.
type InfightingRow struct {
	RollRange
	Money        int  `json:"money,omitempty"`         // fixed money lost
	MoneyDice    int  `json:"money_dice,omitempty"`    // d6 of money lost
	ManpowerDice int  `json:"manpower_dice,omitempty"` // d6 of manpower lost
	ORILevels    int  `json:"ori_levels,omitempty"`    // levels lost (17.1)
	LeaderToPool bool `json:"leader_to_pool,omitempty"`
	// OtherwiseAs: with no leader to send away, the row of this roll.
	OtherwiseAs int `json:"otherwise_as,omitempty"`
}

// InfightingTable is the infighting table (j): 1d6, minus the ORI level,
// plus the card's modifier, plus 1 for Red while Lenin is not in Moscow.
type InfightingTable struct {
	PerORILevel int `json:"per_ori_level"` // -1: a high ORI protects (17.0)
	LeninAbsent int `json:"lenin_absent"`  // +1 (10.81)
	// CardModifierMax is the largest modifier a card adds; the cards are
	// checked against it.
	CardModifierMax int `json:"card_modifier_max"`
	// Spared are the leaders a leader result never sends away.
	Spared []string        `json:"spared"`
	Rows   []InfightingRow `json:"rows"`
}

// RollBounds is the lowest and highest modified roll.
func (t *InfightingTable) RollBounds() (lo, hi int) {
	return 1 + MaxORI*t.PerORILevel, 6 + t.CardModifierMax + t.LeninAbsent
}

// Row is the result of a modified roll.
func (t *InfightingTable) Row(roll int) InfightingRow {
	return t.Rows[rowOf(t.bands(), roll)]
}

func (t *InfightingTable) bands() []RollRange {
	out := make([]RollRange, len(t.Rows))
	for i, r := range t.Rows {
		out[i] = r.RollRange
	}
	return out
}

func (t *InfightingTable) check() error {
	if t.LeninAbsent != 1 {
		return jsonfile.Errorf("infighting.lenin_absent", "+1 for Red while Lenin is not in Moscow (10.81)")
	}
	if t.PerORILevel >= 0 {
		return jsonfile.Errorf("infighting.per_ori_level", "a high ORI protects a faction from infighting (17.0): the level must count against the roll")
	}
	if t.CardModifierMax < 0 {
		return jsonfile.Errorf("infighting.card_modifier_max", "cannot be negative")
	}
	lo, hi := t.RollBounds()
	if err := coverRange("infighting.rows", t.bands(), lo, hi); err != nil {
		return err
	}
	for i, r := range t.Rows {
		p := jsonfile.Index("infighting.rows", i)
		if r.Money < 0 || r.MoneyDice < 0 || r.ManpowerDice < 0 || r.ORILevels < 0 {
			return jsonfile.Errorf(p, "losses are counted as positive numbers")
		}
		if r.LeaderToPool != (r.OtherwiseAs != 0) {
			return jsonfile.Errorf(p+".otherwise_as", "a leader result says what happens with no eligible leader, and only it")
		}
		if r.OtherwiseAs != 0 {
			o := t.Row(r.OtherwiseAs)
			if r.OtherwiseAs < lo || r.OtherwiseAs > hi || o.LeaderToPool {
				return jsonfile.Errorf(p+".otherwise_as", "%d is not a roll with another result", r.OtherwiseAs)
			}
		}
	}
	for _, id := range []string{"lenin", "kolchak", "denikin", "wrangel"} {
		if !slices.Contains(t.Spared, id) {
			return jsonfile.Errorf("infighting.spared", "%s is never sent away by infighting (j)", id)
		}
	}
	return nil
}
