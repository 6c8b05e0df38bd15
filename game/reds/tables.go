package reds

import (
	"encoding/json"
	"strings"

	"tachanka/game/jsonfile"
)

// TablesFormat is the version of the tables file format.
const TablesFormat = 1

// Tables are the charts of the player aids as data (DATA.md f.1-f.4).
type Tables struct {
	Terrain [numTerrains]TerrainEffect
	// Turns is the turn track, Turns[0] being operational turn 1.
	Turns []TurnInfo
	CRT   *CRT
	// Events are the White and Red Random Events Tables (6.3).
	WhiteEvents, RedEvents *EventTable
	Rally                  *RallyTable
}

// TurnInfo is one box of the turn track (5.0, DATA.md d).
type TurnInfo struct {
	Turn     int    `json:"turn"`
	Months   string `json:"months"`
	MonthsRU string `json:"months_ru,omitempty"`
	Winter   bool   `json:"winter,omitempty"`
	// Freeze: a Nov-Dec turn (river flotillas leave the map, 19.2).
	// Thaw: a Mar-Apr turn (lakes thaw, flotillas return, 19.2).
	Freeze bool `json:"freeze,omitempty"`
	Thaw   bool `json:"thaw,omitempty"`
	// Strategic is the letter of the strategic turn that follows this turn,
	// and Withdrawal that strategic turn's withdrawal number (18.2).
	Strategic  string `json:"strategic,omitempty"`
	Withdrawal int    `json:"withdrawal,omitempty"`
}

// TerrainEffect is one line of the Terrain Effects Chart: the MP to enter a
// hex (0: impassable) and the column shift for a defender in it.
type TerrainEffect struct {
	MP    int    `json:"mp"`
	Shift int    `json:"shift"`
	Note  string `json:"note,omitempty"`
}

type tablesFile struct {
	Format  int                      `json:"format"`
	Notes   string                   `json:"notes,omitempty"`
	Terrain map[string]TerrainEffect `json:"terrain"`
	Turns   json.RawMessage          `json:"turns"`
	CRT     crtFile                  `json:"crt"`
	Events  struct {
		White json.RawMessage `json:"white"`
		Red   json.RawMessage `json:"red"`
	} `json:"events"`
	Rally RallyTable `json:"rally"`
}

// LoadTables reads the tables file.
func LoadTables(data []byte) (*Tables, error) {
	if err := jsonfile.CheckSyntax(data); err != nil {
		return nil, err
	}
	var f tablesFile
	if err := jsonfile.Decode(data, &f, ""); err != nil {
		return nil, err
	}
	if f.Format != TablesFormat {
		return nil, jsonfile.Errorf("format", "tables format %d is not supported (this program reads format %d)", f.Format, TablesFormat)
	}
	t := &Tables{}
	seen := map[Terrain]bool{}
	for name, e := range f.Terrain {
		var ter Terrain
		if err := ter.UnmarshalText([]byte(name)); err != nil {
			return nil, jsonfile.Errorf("terrain."+name, "%v", err)
		}
		if e.MP < 0 {
			return nil, jsonfile.Errorf("terrain."+name+".mp", "negative movement cost %d", e.MP)
		}
		if e.Shift > 0 {
			return nil, jsonfile.Errorf("terrain."+name+".shift", "a terrain shift is to the left (0 or negative), not %d", e.Shift)
		}
		t.Terrain[ter] = e
		seen[ter] = true
	}
	for i, n := range terrainNames {
		if !seen[Terrain(i)] {
			return nil, jsonfile.Errorf("terrain", "missing the %s line of the Terrain Effects Chart", n)
		}
	}
	if t.Terrain[Clear].MP != 1 {
		return nil, jsonfile.Errorf("terrain.clear.mp", "clear terrain costs 1 MP (DATA.md f.2), not %d", t.Terrain[Clear].MP)
	}
	if t.Terrain[Sea].MP != 0 || t.Terrain[Lake].MP != 0 {
		return nil, jsonfile.Errorf("terrain", "all-sea and unfrozen all-lake hexes are impassable (MP 0)")
	}
	turns, err := jsonfile.DecodeList[TurnInfo](f.Turns, "turns")
	if err != nil {
		return nil, err
	}
	if err := checkTurnTrack(turns); err != nil {
		return nil, err
	}
	t.Turns = turns
	if t.CRT, err = loadCRT(f.CRT); err != nil {
		return nil, err
	}
	for _, side := range []struct {
		s    Side
		raw  json.RawMessage
		dst  **EventTable
		path string
	}{{White, f.Events.White, &t.WhiteEvents, "events.white"}, {Red, f.Events.Red, &t.RedEvents, "events.red"}} {
		entries, err := jsonfile.DecodeList[EventEntry](side.raw, side.path)
		if err != nil {
			return nil, err
		}
		if *side.dst, err = loadEventTable(side.s, side.path, entries); err != nil {
			return nil, err
		}
	}
	if err := f.Rally.check(); err != nil {
		return nil, err
	}
	t.Rally = &f.Rally
	return t, nil
}

// checkTurnTrack enforces the rulings of 5.0 and 18.2 on the track's shape:
// turns numbered from 1, strategic turns lettered A-H in order.
func checkTurnTrack(turns []TurnInfo) error {
	if len(turns) == 0 {
		return jsonfile.Errorf("turns", "the turn track is empty")
	}
	next := 0
	for i, tu := range turns {
		p := jsonfile.Index("turns", i)
		if tu.Turn != i+1 {
			return jsonfile.Errorf(jsonfile.Join(p, "turn"), "turn %d where turn %d was expected", tu.Turn, i+1)
		}
		if tu.Strategic != "" {
			if next >= len(StrategicLetters) || tu.Strategic != StrategicLetters[next:next+1] {
				return jsonfile.Errorf(jsonfile.Join(p, "strategic"), "strategic turn %q out of order (want %s)", tu.Strategic, strings.Split(StrategicLetters, "")[min(next, 7)])
			}
			next++
		}
		if tu.Freeze && !tu.Winter {
			return jsonfile.Errorf(jsonfile.Join(p, "freeze"), "a freeze turn must be a winter turn")
		}
	}
	return nil
}

// TurnInfo returns the track box of operational turn n (1-based).
func (t *Tables) Turn(n int) TurnInfo {
	if n < 1 || n > len(t.Turns) {
		return TurnInfo{Turn: n}
	}
	return t.Turns[n-1]
}
