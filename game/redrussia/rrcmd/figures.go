package rrcmd

import (
	"tachanka/game/redrussia"
)

// The calibration figures of DATA.md o.2, read from the engine's state
// and outcome as a game is played (never re-derived from the rules).

// FactionFigures are one major faction's figures in one game.
type FactionFigures struct {
	VP       int `json:"vp"`       // its VP at the end (16.0)
	Distance int `json:"distance"` // its automatic victory level minus its VP (16.1)
	// Money spent: on attack levels and sieges (8.3, 9.2), on its army
	// (new units, repairs, maintenance: 5.3, 5.4, 5.6), on the foreign
	// intervention table (13.62), and otherwise (cards and the rest).
	AttackMoney  int `json:"attack_money"`
	ArmyMoney    int `json:"army_money"`
	ForeignMoney int `json:"foreign_money,omitempty"`
	OtherMoney   int `json:"other_money,omitempty"`
	// BrokeBeforeWinter: its money was 0 at some moment before the
	// maintenance phase of its first winter (turn 3).
	BrokeBeforeWinter bool `json:"broke_before_winter,omitempty"`
	Eliminated        bool `json:"eliminated,omitempty"` // defeated (16.2)
	// ORILevels are its ORI levels at the start of each turn after turn 6
	// (17.1); MaxORI the highest level it reached in the game.
	ORILevels []int `json:"ori_levels,omitempty"`
	MaxORI    int   `json:"max_ori"`
	// AlliedMoves counts its foreign intervention rolls that gave a Move
	// (13.61, 13.62).
	AlliedMoves int `json:"allied_moves,omitempty"`
}

// figures collects the figures of a game action by action.
type figures struct {
	turn int
	by   map[redrussia.Faction]*FactionFigures
}

func newFigures(s *redrussia.State) *figures {
	fg := &figures{by: map[redrussia.Faction]*FactionFigures{}}
	for _, f := range redrussia.Majors {
		fg.by[f] = &FactionFigures{}
	}
	fg.seen(s)
	return fg
}

// money is each major's money now.
func money(s *redrussia.State) [8]int {
	var m [8]int
	for _, f := range redrussia.Majors {
		m[f] = s.F(f).Money
	}
	return m
}

// after records an applied action: before is the state's money and its
// fight before it (the attacker pays its level as it is revealed, 8.3).
func (fg *figures) after(s *redrussia.State, a redrussia.Action, was [8]int, fightBy redrussia.Faction) {
	for _, f := range redrussia.Majors {
		spent := was[f] - s.F(f).Money
		if spent <= 0 {
			continue
		}
		x := fg.by[f]
		switch {
		case a.Type == redrussia.ActBesiege:
			x.AttackMoney += spent
		case a.Type == redrussia.ActBuy || a.Type == redrussia.ActRepair || a.Type == redrussia.ActMaintain:
			x.ArmyMoney += spent
		case a.Type == redrussia.ActForeign:
			x.ForeignMoney += spent
		case fightBy == f:
			x.AttackMoney += spent
		default:
			x.OtherMoney += spent
		}
	}
	if x := fg.by[a.Faction]; x != nil && a.Type == redrussia.ActForeign && s.Allied != nil && s.Allied.Roller == a.Faction && s.Allied.Move > 0 {
		x.AlliedMoves++ // the four majors' (the Polish major's are not a figure of o.2)
	}
	fg.seen(s)
}

// seen notes what the state shows now.
func (fg *figures) seen(s *redrussia.State) {
	newTurn := s.Turn != fg.turn
	fg.turn = s.Turn
	for _, f := range redrussia.Majors {
		x, st := fg.by[f], s.F(f)
		if st.Out {
			continue
		}
		lv := s.ORILevel(f)
		x.MaxORI = max(x.MaxORI, lv)
		if newTurn && s.Turn > 6 {
			x.ORILevels = append(x.ORILevels, lv)
		}
		if st.Money == 0 && s.Turn >= 1 && (s.Turn < 3 || s.Turn == 3 && s.Phase < redrussia.MaintenancePhase) {
			x.BrokeBeforeWinter = true
		}
	}
}

// end records the final VP, distances and defeats.
func (fg *figures) end(s *redrussia.State) map[string]FactionFigures {
	out := map[string]FactionFigures{}
	for _, f := range redrussia.Majors {
		x := fg.by[f]
		x.VP = s.VP(f)
		x.Distance = s.Data().Tables.VictoryLevel(f) - x.VP
		x.Eliminated = s.F(f).Out
		out[f.String()] = *x
	}
	return out
}
