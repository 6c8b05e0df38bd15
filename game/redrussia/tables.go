package redrussia

import (
	"fmt"
	"os"

	"tachanka/game/jsonfile"
)

// TablesFormat is the version of tables.json this package reads.
const TablesFormat = 1

// Tables is tables.json: the calendar and tracks (a), the factions (b, k)
// and the charts of 2.2: the unit cost chart (e), the siege table (f), the
// ORI track and table (g), the foreign intervention table (h), the minor
// intervention table (i) and the infighting table (j).
type Tables struct {
	Format     int             `json:"format"`
	Notes      string          `json:"notes"`
	Calendar   Calendar        `json:"calendar"`
	Tracks     Tracks          `json:"tracks"`
	Factions   []FactionDef    `json:"factions"`
	Hands      []CombinedHand  `json:"combined_hands"`
	Costs      CostChart       `json:"costs"`
	Siege      SiegeTable      `json:"siege"`
	ORI        ORITable        `json:"ori"`
	Foreign    ForeignTable    `json:"foreign_intervention"`
	MinorTable MinorTable      `json:"minor_intervention"`
	Infighting InfightingTable `json:"infighting"`
}

// CombinedHand is the base hand of a player who commands several factions
// (14.3): South + North/Asian with three players 6, the three Whites 7.
type CombinedHand struct {
	Factions []Faction `json:"factions"`
	Hand     int       `json:"hand"`
}

// LoadTables reads and checks tables.json.
func LoadTables(path string) (*Tables, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	t, err := ParseTables(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return t, nil
}

// ParseTables decodes the tables strictly and checks them: the Fixed
// values of the rulebook, the constraints DATA.md sets on the Suggestion
// values, and that every table answers every roll its modifiers allow
// (o.1).
func ParseTables(data []byte) (*Tables, error) {
	var t Tables
	if err := decodeStrict(data, &t); err != nil {
		return nil, err
	}
	if t.Format != TablesFormat {
		return nil, fmt.Errorf("tables format %d is not supported (this program reads format %d)", t.Format, TablesFormat)
	}
	for _, check := range []func() error{
		t.Calendar.check, t.Tracks.check,
		func() error { return checkFactions(t.Factions) },
		t.checkHands, t.Costs.check, t.Siege.check, t.ORI.check,
		t.Foreign.check, t.MinorTable.check, t.Infighting.check,
		t.checkVictoryLevels,
	} {
		if err := check(); err != nil {
			return nil, err
		}
	}
	return &t, nil
}

func (t *Tables) checkHands() error {
	want := map[int]int{2: 6, 3: 7} // factions in the hand: its base (14.3)
	if len(t.Hands) != len(want) {
		return jsonfile.Errorf("combined_hands", "two combined hands: South + North/Asian 6, the three Whites 7 (14.3)")
	}
	for i, h := range t.Hands {
		p := jsonfile.Index("combined_hands", i)
		if want[len(h.Factions)] != h.Hand {
			return jsonfile.Errorf(p, "%v: hand %d; 14.3 fixes South + North/Asian 6 and the three Whites 7", h.Factions, h.Hand)
		}
		for _, f := range h.Factions {
			if !f.White() {
				return jsonfile.Errorf(p, "%s: only White factions share a player (1.2)", f)
			}
		}
	}
	return nil
}

// checkVictoryLevels holds k's constraints: Red's level the highest, the
// North/Asian's the lowest.
func (t *Tables) checkVictoryLevels() error {
	red, nas := t.Faction(Red).VictoryLevel, t.Faction(NorthAsian).VictoryLevel
	for _, f := range Whites {
		v := t.Faction(f).VictoryLevel
		if v >= red || f != NorthAsian && v <= nas {
			return jsonfile.Errorf("factions", "victory levels: Red's (%d) the highest, the North/Asian's (%d) the lowest (k); %s has %d", red, nas, f, v)
		}
	}
	return nil
}
