package redrussia

import "tachanka/game/jsonfile"

// MaxORI is the highest ORI level (17.1).
const MaxORI = 3

// ORIRow is a band of the ORI table and how many boxes it moves the
// marker (negative: down).
type ORIRow struct {
	RollRange
	Move int `json:"move"`
}

// ORITable is the ORI track and table (g, 17.1-17.5).
type ORITable struct {
	// Levels[b-1] is the level shown by box b.
	Levels []int `json:"levels"`
	// StartBox is where every marker starts (17.1).
	StartBox int `json:"start_box"`
	// ModifierLimit bounds the total of the roll's modifiers (17.5).
	ModifierLimit int      `json:"modifier_limit"`
	Rows          []ORIRow `json:"rows"`
}

// Level is the level of box b (1-based).
func (o *ORITable) Level(box int) int { return o.Levels[box-1] }

// Move is the boxes a modified roll moves the marker.
func (o *ORITable) Move(roll int) int { return o.Rows[rowOf(o.bands(), roll)].Move }

// After is the box a marker in box reaches after a modified roll; the
// marker never leaves the track (17.1).
func (o *ORITable) After(box, roll int) int {
	return min(max(box+o.Move(roll), 1), len(o.Levels))
}

// RollBounds is the lowest and highest modified roll: 1d6 with modifiers
// totalling at most ±ModifierLimit (17.5).
func (o *ORITable) RollBounds() (lo, hi int) { return 1 - o.ModifierLimit, 6 + o.ModifierLimit }

func (o *ORITable) bands() []RollRange {
	out := make([]RollRange, len(o.Rows))
	for i, r := range o.Rows {
		out[i] = r.RollRange
	}
	return out
}

// check: levels 0 to 3, never falling along the track, starting at 0
// (17.1); neighbouring boxes mostly share a level (17.1), so no box is
// alone at its level but the top; modifiers limited to ±3 (17.5); the
// table answers every roll from -2 to 9 (o.1); and g's constraints: no
// roll moves a marker more than one level, and the expected movement with
// no modifier is 0 or below.
func (o *ORITable) check() error {
	if len(o.Levels) < 4 || o.Levels[0] != 0 || o.Levels[len(o.Levels)-1] != MaxORI {
		return jsonfile.Errorf("ori.levels", "the track runs from level 0 to level %d (17.1)", MaxORI)
	}
	for i := 1; i < len(o.Levels); i++ {
		if d := o.Levels[i] - o.Levels[i-1]; d < 0 || d > 1 {
			return jsonfile.Errorf(jsonfile.Index("ori.levels", i), "levels rise one at a time along the track")
		}
	}
	if o.StartBox < 1 || o.StartBox > len(o.Levels) || o.Level(o.StartBox) != 0 {
		return jsonfile.Errorf("ori.start_box", "markers start in a box of level 0 (17.1)")
	}
	if o.ModifierLimit != 3 {
		return jsonfile.Errorf("ori.modifier_limit", "the modifiers' total is limited to ±3 (17.5)")
	}
	lo, hi := o.RollBounds()
	if err := coverRange("ori.rows", o.bands(), lo, hi); err != nil {
		return err
	}
	for box := 1; box <= len(o.Levels); box++ {
		for roll := lo; roll <= hi; roll++ {
			if d := o.Level(o.After(box, roll)) - o.Level(box); d < -1 || d > 1 {
				return jsonfile.Errorf("ori.rows", "a roll of %d moves a marker in box %d by %d levels; at most one (g)", roll, box, d)
			}
		}
	}
	sum := 0
	for die := 1; die <= 6; die++ {
		sum += o.Move(die)
	}
	if sum > 0 {
		return jsonfile.Errorf("ori.rows", "with no modifier the marker climbs on average; g wants 0 or slightly down")
	}
	return nil
}
