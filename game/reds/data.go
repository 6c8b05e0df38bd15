package reds

import (
	"fmt"

	"tachanka/game/hex"
)

// Data is the fixed part of a game: the map, the counters and the tables.
// It never changes during play and is shared by every State of a game (and
// by the bot's copies), so a State holds only what changes.
type Data struct {
	Board   *Board
	Units   []UnitDef
	Leaders []LeaderDef
	Tables  *Tables

	byID map[string]int

	// Distance tables, computed once (areas.go).
	krugDist  map[hex.Hex][]int16
	freeDist  []int16
	polandAdj []bool // in Poland or adjacent to it
}

// NewData indexes the counters; ids must be unique (the scenario loader
// reports duplicates with their paths before calling this).
func NewData(b *Board, units []UnitDef, t *Tables) (*Data, error) {
	d := &Data{Board: b, Units: units, Tables: t, byID: make(map[string]int, len(units))}
	for i := range units {
		if _, dup := d.byID[units[i].ID]; dup {
			return nil, fmt.Errorf("unit id %q is used twice", units[i].ID)
		}
		d.byID[units[i].ID] = i
	}
	d.prepareDistances()
	return d, nil
}

// UnitIndex returns the index of the unit with that id.
func (d *Data) UnitIndex(id string) (int, bool) {
	i, ok := d.byID[id]
	return i, ok
}

// Def returns the counter of unit i.
func (d *Data) Def(i int) *UnitDef { return &d.Units[i] }

// TerrainCost is the MP to enter a hex of terrain t (TEC), 0 if impassable.
func (d *Data) TerrainCost(t Terrain) int { return d.Tables.Terrain[t].MP }

// HexIndex is a shortcut for the board's index.
func (d *Data) HexIndex(h hex.Hex) int32 { return d.Board.Index(h) }
