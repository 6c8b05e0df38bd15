package poltava

// Read-only views of the tables the engine plays by, for the player aids
// the client shows (T1, T2, the fire rule, the Scenario 2 timetable). They
// return copies: changing what they return changes no rule.

// Scenario 2's timetable (S2.1, SR5, S2.6).
const (
	// FreeTurn is the first turn on which every Russian unit may move;
	// before it only Mn and Rc move (S2.1).
	FreeTurn = 5
	// ExchangeTurn is the first turn of the Rentzel exchange (SR5).
	ExchangeTurn = 6
	// CanisterShots is the number of dice artillery rolls at an adjacent
	// target (9.4.1).
	CanisterShots = 2
)

// MeleeColumns are T1's column headings, the differentials, left to right.
func MeleeColumns() []string { return append([]string(nil), meleeColumns[:]...) }

// MeleeTable is T1 as printed: a row per die roll 1 to 6, a code per
// column ("A2*", "SF", "D1").
func MeleeTable() [][]string {
	out := make([][]string, len(meleeTable))
	for i := range meleeTable {
		out[i] = append([]string(nil), meleeTable[i][:]...)
	}
	return out
}

// TerrainLine is one line of T2 for a hex terrain.
type TerrainLine struct {
	Terrain Terrain
	// Cost is the movement cost in half points, 0 where the terrain is
	// impassable.
	Cost int
	// Shift is the columns in the defender's favour; DRM is −1 to the
	// attacker's die.
	Shift int
	DRM   bool
	// CavalryBarred: cavalry may not attack a defender there (9.1).
	CavalryBarred bool
	NoZOC         bool
	BlocksSight   bool
}

// Terrains are the hex terrains in T2's order.
var Terrains = []Terrain{Open, Hill, Village, CampInterior, RedoubtHex, Retrenchment, Woods, Marsh, Offlimits}

// TerrainTable is T2 for every hex terrain, in Terrains' order.
func TerrainTable() []TerrainLine {
	out := make([]TerrainLine, 0, len(Terrains))
	for _, t := range Terrains {
		l := TerrainLine{Terrain: t, Shift: terrainEffects[t].Shift, DRM: terrainEffects[t].DRM,
			CavalryBarred: cavalryBarred(t), NoZOC: t.NoZOC(), BlocksSight: t.BlocksSight()}
		if !t.Impassable() {
			l.Cost = terrainCost(t)
		}
		out = append(out, l)
	}
	return out
}

// HexsideEffects are T2's river/stream hexside (extra cost in half points
// and the shift for a defender not outflanked) and the cost of a hex in a
// road move, in half points.
func HexsideEffects() (streamCostHalf, streamShiftCols, roadCostHalf int) {
	return streamCost, streamShift, roadCost
}

// VillageCavalry is the melee strength of cavalry defending in a village
// (T2).
func VillageCavalry() int { return villageCavalry }

// FireChances are the chances of 0, 1, ... shots hits for a firer of this
// Fire value rolling shots dice (6.4; canister rolls CanisterShots).
func FireChances(fire, shots int) []float64 {
	p := 0.0
	for d := 1; d <= 6; d++ {
		if fireHits(d, fire) {
			p++
		}
	}
	p /= 6
	out := []float64{1}
	for k := 0; k < shots; k++ {
		next := make([]float64, len(out)+1)
		for n, c := range out {
			next[n] += c * (1 - p)
			next[n+1] += c * p
		}
		out = next
	}
	return out
}
