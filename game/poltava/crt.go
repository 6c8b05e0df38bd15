package poltava

import (
	"fmt"
	"strconv"
	"tachanka/game/enum"

	"tachanka/game/hex"
)

// The Melee table (T1, DATA.md h.1) and the combat effects of the Terrain
// Effects table (T2, DATA.md h.2) as data.

// meleeColumns names T1's columns, left to right (DATA.md h.1).
var meleeColumns = [9]string{"<=-7", "-6..-4", "-3..-2", "-1", "0", "+1", "+2..+3", "+4..+6", ">=+7"}

// meleeTable is T1 as printed, by row (die 1 to 6) and column.
var meleeTable = [6][9]string{
	{"A3*", "A3*", "A2*", "A2*", "A1*", "A1*", "A1*", "A1*", "SF*"},
	{"A2*", "A2*", "A1*", "A1*", "A1*", "A1*", "SF*", "D1", "D1"},
	{"A2", "A1", "A1", "A1", "SF", "SF", "D1", "D1", "D1"},
	{"A1", "A1", "A1", "SF", "SF", "D1", "D1", "D1", "D2"},
	{"A1", "A1", "SF", "D1", "D1", "D1", "D1", "D2", "D2"},
	{"SF", "D1", "D1", "D1", "D1", "D2", "D2", "D3", "D3"},
}

// columnFloor is the smallest differential of each column but the first
// (T1's column boundaries).
var columnFloor = [9]int{-1 << 30, -6, -3, -1, 0, 1, 2, 4, 7}

// baseColumn is the column of a differential (8.6.5), beyond the ends
// treated as the ends (8.6.7).
func baseColumn(diff int) int {
	c := 0
	for i, f := range columnFloor {
		if diff >= f {
			c = i
		}
	}
	return c
}

// shiftColumn moves a column by a net shift and clamps it to the table
// (8.6.6, 8.6.7).
func shiftColumn(col, shift int) int { return min(max(col+shift, 0), len(meleeColumns)-1) }

// meleeRow is the row of a die roll with its modifier: a modified roll
// below 1 uses row 1 (8.6.8 ruling), above 6 row 6.
func meleeRow(die, drm int) int { return min(max(die+drm, 1), 6) }

// Outcome is a result of T1 (8.7).
type Outcome struct {
	Code string `json:"code"` // as in DATA.md h.1: "A2*", "SF", "D1"
	// Loser: the side that loses N steps and retreats N hexes (Attacker
	// or Defender); SF: each side loses one step and nobody moves.
	Loser Role `json:"loser,omitempty"`
	SF    bool `json:"sf,omitempty"`
	N     int  `json:"n,omitempty"`
	// Star: the Roos column asterisk (SR4).
	Star bool `json:"star,omitempty"`
}

// Role is a side's part in a melee.
type Role uint8

const (
	NoRole Role = iota
	Attacker
	Defender
)

var roleNames = []string{"", "attacker", "defender"}

func (r Role) String() string               { return enum.Name(r, roleNames) }
func (r Role) MarshalText() ([]byte, error) { return []byte(r.String()), nil }
func (r *Role) UnmarshalText(b []byte) error {
	v, err := enum.Parse[Role](b, roleNames, "role")
	*r = v
	return err
}

// parseOutcome reads a code of DATA.md h.1.
func parseOutcome(code string) Outcome {
	o := Outcome{Code: code}
	c := code
	if len(c) > 0 && c[len(c)-1] == '*' {
		o.Star = true
		c = c[:len(c)-1]
	}
	switch {
	case c == "SF":
		o.SF = true
	case len(c) == 2 && (c[0] == 'A' || c[0] == 'D'):
		n, err := strconv.Atoi(c[1:])
		if err != nil {
			panic(fmt.Sprintf("T1: bad code %q", code))
		}
		o.N = n
		o.Loser = Attacker
		if c[0] == 'D' {
			o.Loser = Defender
		}
	default:
		panic(fmt.Sprintf("T1: bad code %q", code))
	}
	return o
}

// meleeResult is the result of T1 at a column for a die roll and its
// modifier.
func meleeResult(col, die, drm int) Outcome {
	return parseOutcome(meleeTable[meleeRow(die, drm)-1][col])
}

// terrainEffect is T2's combat effect of a hex's terrain for its defender:
// the column shifts and whether the attacker's die gets −1 (8.6.4, T2).
type terrainEffect struct {
	Shift int
	DRM   bool
}

var terrainEffects = map[Terrain]terrainEffect{
	Village:      {Shift: 1},
	RedoubtHex:   {Shift: 2, DRM: true},
	Retrenchment: {Shift: 2, DRM: true},
}

// streamShift is T2's river/stream shift when the defender is not
// outflanked (8.6.4).
const streamShift = 1

// villageCavalry is the melee strength of cavalry and Cossacks defending
// in a village, which also lose their stars (T2).
const villageCavalry = 1

// cavalryBarred: terrain whose defenders cavalry may not attack (9.1).
func cavalryBarred(t Terrain) bool {
	return t == Woods || t == Village || t == RedoubtHex || t == Retrenchment
}

// hexTerrain is the terrain shift and die modifier of one defending hex
// against these attackers (8.6.4 ruling): the hex's own shift, +1 for a
// river/stream when every attacker adjacent to the hex attacks across
// one, and −1 to the die for a redoubt or retrenchment hex.
func (s *State) hexTerrain(h hex.Hex, attackers []*Unit) (shift int, drm bool, why []Reason) {
	b := s.Data.Board
	t := b.Terrain(h)
	e := terrainEffects[t]
	shift, drm = e.Shift, e.DRM
	if e.Shift > 0 {
		why = append(why, Reason{Key: "terrain_shift", Hex: h, Terrain: t, N: e.Shift})
	}
	if e.DRM {
		why = append(why, Reason{Key: "terrain_drm", Hex: h, Terrain: t})
	}
	n, across := 0, 0
	for _, u := range attackers {
		if hex.Adjacent(u.Hex, h) {
			n++
			if b.Stream(u.Hex, h) {
				across++
			}
		}
	}
	if n > 0 && across == n {
		shift += streamShift
		why = append(why, Reason{Key: "stream", Hex: h})
	}
	return shift, drm, why
}
