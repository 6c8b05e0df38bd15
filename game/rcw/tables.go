package rcw

import (
	"fmt"
	"os"
	"slices"
	"strconv"

	"tachanka/game/jsonfile"
)

// TablesFormat is the version of tables-rcw.json this package reads.
const TablesFormat = 1

// Result is a Combat Results Table result (8.4).
type Result string

const (
	Ae Result = "Ae" // attacker eliminated (8.41)
	De Result = "De" // defender eliminated (8.42)
	Ex Result = "Ex" // exchange (8.43)
)

// Odds columns of the CRT, 1:2 to 6:1 (8.5); Odds12 is 1:2.
const (
	Odds12 = iota
	Odds11
	Odds21
	Odds31
	Odds41
	Odds51
	Odds61
)

// CRTColumns are the odds columns as printed (8.5).
var CRTColumns = []string{"1:2", "1:1", "2:1", "3:1", "4:1", "5:1", "6:1"}

// RET results (12.1).
const (
	RetEpidemic   = "epidemic"           // 12.11
	RetSubversive = "subversive_doubled" // 12.12
	RetDraw       = "draw"               // 12.13
)

// Tables are the tables printed on the lost mapboard that the engine
// reads: the CRT (8.5, DATA.md f.1), the Purge Table (11.4, DATA.md f.2)
// and the Random Events Table (12.2, DATA.md f.3).
type Tables struct {
	Format       int         `json:"format"`
	Notes        string      `json:"notes"`
	CRT          CRT         `json:"crt"`
	Purge        PurgeTable  `json:"purge"`
	RandomEvents [][]RETCell `json:"random_events"` // [row-1][column-1]
}

// CRT is the Combat Results Table: Rows[die-1][column].
type CRT struct {
	Columns []string   `json:"columns"`
	Rows    [][]Result `json:"rows"`
}

// PurgeTable is the Purge Table (11.4): Columns are the lowest Purge
// Strength of each column, from 1; Rows[roll-2][column] is "C"
// (counterpurge) or a number of points (11.2).
type PurgeTable struct {
	Columns []int      `json:"columns"`
	Rows    [][]string `json:"rows"`
}

// Counterpurge is the "C" result of the Purge Table (11.24).
const Counterpurge = "C"

// PurgeColumn is the column of a Purge Strength; a strength below the
// first column (a counterpurger without Red leaders or PM) reads the
// first.
func (t *Tables) PurgeColumn(strength int) int {
	col := 0
	for i, lo := range t.Purge.Columns {
		if strength >= lo {
			col = i
		}
	}
	return col
}

// PurgeResult reads the Purge Table: points, or 0 and true for "C".
func (t *Tables) PurgeResult(strength, roll int) (points int, counter bool) {
	c := t.Purge.Rows[roll-2][t.PurgeColumn(strength)]
	if c == Counterpurge {
		return 0, true
	}
	n, _ := strconv.Atoi(c)
	return n, false
}

// RETCell is one cell of the Random Events Table.
type RETCell struct {
	Kind      string   `json:"kind"`
	Provinces []string `json:"provinces,omitempty"` // an epidemic's provinces
}

// Combat reads the CRT: the result of a die on an odds column.
func (t *Tables) Combat(column, die int) Result { return t.CRT.Rows[die-1][column] }

// Event reads the Random Events Table: the row die, then the column die.
func (t *Tables) Event(row, col int) RETCell { return t.RandomEvents[row-1][col-1] }

// LoadTables reads and checks tables-rcw.json against a map.
func LoadTables(path string, m *Map) (*Tables, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	t, err := ParseTables(data, m)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return t, nil
}

// ParseTables decodes the tables strictly and checks what the rules fix
// of their shape: seven odds columns by six rows of Ae, De, Ex (8.5); six
// by six cells of the three results of 12.1, every province of the map in
// exactly one epidemic cell, the cell its map entry names (12.2).
func ParseTables(data []byte, m *Map) (*Tables, error) {
	data = jsonfile.TrimBOM(data)
	if err := jsonfile.CheckSyntax(data); err != nil {
		return nil, err
	}
	var t Tables
	if err := jsonfile.Decode(data, &t, ""); err != nil {
		return nil, err
	}
	if t.Format != TablesFormat {
		return nil, fmt.Errorf("tables format %d is not supported (this program reads format %d)", t.Format, TablesFormat)
	}
	if !slices.Equal(t.CRT.Columns, CRTColumns) {
		return nil, jsonfile.Errorf("crt.columns", "want %v (8.5)", CRTColumns)
	}
	if len(t.CRT.Rows) != 6 {
		return nil, jsonfile.Errorf("crt.rows", "%d rows; the CRT has six (1d6, 8.5)", len(t.CRT.Rows))
	}
	for i, row := range t.CRT.Rows {
		if len(row) != len(CRTColumns) {
			return nil, jsonfile.Errorf(jsonfile.Index("crt.rows", i), "%d results for %d columns", len(row), len(CRTColumns))
		}
		for j, r := range row {
			if r != Ae && r != De && r != Ex {
				return nil, jsonfile.Errorf(jsonfile.Index(jsonfile.Index("crt.rows", i), j), "%q is not Ae, De or Ex (8.4)", r)
			}
		}
	}
	if err := t.Purge.check(); err != nil {
		return nil, err
	}
	if len(t.RandomEvents) != 6 {
		return nil, jsonfile.Errorf("random_events", "%d rows; the table has six (12.2)", len(t.RandomEvents))
	}
	seen := map[string]string{}
	for i, row := range t.RandomEvents {
		path := jsonfile.Index("random_events", i)
		if len(row) != 6 {
			return nil, jsonfile.Errorf(path, "%d cells; a row has six (12.2)", len(row))
		}
		for j, c := range row {
			cell := fmt.Sprintf("%d-%d", i+1, j+1)
			cp := jsonfile.Index(path, j)
			switch c.Kind {
			case RetEpidemic:
				if len(c.Provinces) == 0 {
					return nil, jsonfile.Errorf(cp, "an epidemic names provinces (12.11)")
				}
				for _, p := range c.Provinces {
					mp := m.Province(p)
					if mp == nil {
						return nil, jsonfile.Errorf(cp, "%q is not a province", p)
					}
					if at, twice := seen[p]; twice {
						return nil, jsonfile.Errorf(cp, "%s is also in cell %s (12.2: no province in two cells)", p, at)
					}
					if mp.RET != cell {
						return nil, jsonfile.Errorf(cp, "%s: the map puts it in cell %s", p, mp.RET)
					}
					seen[p] = cell
				}
			case RetSubversive, RetDraw:
				if len(c.Provinces) > 0 {
					return nil, jsonfile.Errorf(cp, "only an epidemic names provinces")
				}
			default:
				return nil, jsonfile.Errorf(cp, "%q is not a result of 12.1", c.Kind)
			}
		}
	}
	for _, p := range m.Provinces {
		if _, ok := seen[p.Code]; !ok {
			return nil, jsonfile.Errorf("random_events", "%s is in no epidemic cell (DATA.md f.3: every province in one)", p.Code)
		}
	}
	return &t, nil
}

// check: columns rising from 1 (11.4: a 1-10 column); eleven rows, 2d6
// from 2 to 12; every cell "C" or a number of at least 1 (11.21, 11.24).
func (p PurgeTable) check() error {
	if len(p.Columns) == 0 || p.Columns[0] != 1 {
		return jsonfile.Errorf("purge.columns", "the first column begins at Purge Strength 1 (11.4)")
	}
	for i := 1; i < len(p.Columns); i++ {
		if p.Columns[i] <= p.Columns[i-1] {
			return jsonfile.Errorf("purge.columns", "columns must rise")
		}
	}
	if len(p.Rows) != 11 {
		return jsonfile.Errorf("purge.rows", "%d rows; the table has eleven (2d6, 2 to 12)", len(p.Rows))
	}
	for i, row := range p.Rows {
		path := jsonfile.Index("purge.rows", i)
		if len(row) != len(p.Columns) {
			return jsonfile.Errorf(path, "%d cells for %d columns", len(row), len(p.Columns))
		}
		for j, c := range row {
			if n, err := strconv.Atoi(c); c != Counterpurge && (err != nil || n < 1) {
				return jsonfile.Errorf(jsonfile.Index(path, j), "%q is not C or a number of points (11.2)", c)
			}
		}
	}
	return nil
}
