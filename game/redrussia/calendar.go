package redrussia

import (
	"tachanka/game/enum"
	"tachanka/game/jsonfile"
)

// Turns is the length of the game: Summer 1918 to Spring 1921 (1.3).
const Turns = 12

// Season is the season of a turn.
type Season uint8

const (
	NoSeason Season = iota
	Summer
	Autumn
	Winter
	Spring
)

var seasonNames = []string{"", "summer", "autumn", "winter", "spring"}

func (s Season) String() string               { return enum.Name(s, seasonNames) }
func (s Season) MarshalText() ([]byte, error) { return []byte(s.String()), nil }
func (s *Season) UnmarshalText(b []byte) error {
	v, err := enum.Parse[Season](b, seasonNames, "season")
	*s = v
	return err
}

// TurnDef is one box of the turn track (a.1).
type TurnDef struct {
	Turn   int    `json:"turn"`
	Season Season `json:"season"`
	// Label is the printed season, e.g. "Winter 1918–19".
	Label string `json:"label"`
	// Year is the year for cards and tables: a winter turn counts in the
	// year it begins (1.3 Ruling).
	Year int `json:"year"`
	// What happens on this turn besides the normal phases (a.1).
	IronCrossOut    bool   `json:"iron_cross_out,omitempty"`    // 11.0
	IronCrossReturn bool   `json:"iron_cross_return,omitempty"` // at its start, 11.0
	MinorBuilds     bool   `json:"minor_builds,omitempty"`      // 12.42
	Reshuffle       bool   `json:"reshuffle,omitempty"`         // 14.8
	Notes           string `json:"notes,omitempty"`
}

// Winter reports a winter turn (3, 7, 11): attrition, maintenance and
// collection follow the victory phase (4.7-4.9).
func (t TurnDef) Winter() bool { return t.Season == Winter }

// Spring reports a spring turn (4, 8, 12).
func (t TurnDef) Spring() bool { return t.Season == Spring }

// Calendar is the turn track and the turns on which rules start to apply
// (a.1).
type Calendar struct {
	Turns []TurnDef `json:"turns"`
	// MinorsFrom: no minor but the Allies is activated before it (12.1).
	MinorsFrom int `json:"minors_from"`
	// RedAircraftFrom: Red buys no aircraft before it (20.4).
	RedAircraftFrom int `json:"red_aircraft_from"`
	// PolishMajorFrom: "after turn six" (13.54).
	PolishMajorFrom int `json:"polish_major_from"`
	// PolandActiveFrom: the table may fully activate Poland (13.51).
	PolandActiveFrom int `json:"poland_active_from"`
}

// Turn is the box of turn n (1-12).
func (c *Calendar) Turn(n int) TurnDef { return c.Turns[n-1] }

// YearOf is the year of turn n for cards and tables (1.3 Ruling).
func (c *Calendar) YearOf(n int) int { return c.Turns[n-1].Year }

// Tracks are the other tracks and displays (a.2, g).
type Tracks struct {
	InitiativeBoxes int `json:"initiative_boxes"` // one per major, plus one for a Polish major
	// ResourceTrackTop is the last box of the printed-style money and
	// manpower tracks; above it a "+60" marker counts (the engine stores
	// any non-negative amount).
	ResourceTrackTop int `json:"resource_track_top"`
	RailCapacityTop  int `json:"rail_capacity_top"` // optional rule 19.1
}

// fixedTurns is 1.3: season and year of each turn.
var fixedTurns = [Turns]struct {
	s Season
	y int
}{
	{Summer, 1918}, {Autumn, 1918}, {Winter, 1918}, {Spring, 1919},
	{Summer, 1919}, {Autumn, 1919}, {Winter, 1919}, {Spring, 1920},
	{Summer, 1920}, {Autumn, 1920}, {Winter, 1920}, {Spring, 1921},
}

// check holds the calendar to the rulebook: twelve turns with 1.3's seasons
// and years, the iron-cross zone out on turns 1-2 and back at 3, spring
// builds, winter reshuffles, and the turns 12.1, 20.4, 13.54 and 13.51 name.
func (c *Calendar) check() error {
	if len(c.Turns) != Turns {
		return jsonfile.Errorf("calendar.turns", "%d turns; the game has %d (1.3)", len(c.Turns), Turns)
	}
	for i, t := range c.Turns {
		p := jsonfile.Index("calendar.turns", i)
		n := i + 1
		f := fixedTurns[i]
		if t.Turn != n || t.Season != f.s || t.Year != f.y {
			return jsonfile.Errorf(p, "turn %d %s %d; 1.3 makes turn %d %s of %d", t.Turn, t.Season, t.Year, n, f.s, f.y)
		}
		if t.Label == "" {
			return jsonfile.Errorf(p+".label", "missing")
		}
		if t.IronCrossOut != (n <= 2) || t.IronCrossReturn != (n == 3) {
			return jsonfile.Errorf(p, "the iron-cross zone is out on turns 1-2 and returns at the start of turn 3 (11.0)")
		}
		if t.MinorBuilds != t.Spring() || t.Reshuffle != t.Winter() {
			return jsonfile.Errorf(p, "minors build in spring (12.42) and the deck is reshuffled in winter (14.8)")
		}
	}
	if c.MinorsFrom != 3 || c.RedAircraftFrom != 5 || c.PolishMajorFrom != 7 || c.PolandActiveFrom != 9 {
		return jsonfile.Errorf("calendar", "minors from turn 3 (12.1), Red aircraft from 5 (20.4), a Polish major from 7 (13.54), Poland active by the table from 9 (13.51); found %d, %d, %d, %d",
			c.MinorsFrom, c.RedAircraftFrom, c.PolishMajorFrom, c.PolandActiveFrom)
	}
	return nil
}

func (t *Tracks) check() error {
	if t.InitiativeBoxes != 5 {
		return jsonfile.Errorf("tracks.initiative_boxes", "%d; four majors and a Polish major make 5 (a.2)", t.InitiativeBoxes)
	}
	if t.ResourceTrackTop < 1 || t.RailCapacityTop < 1 {
		return jsonfile.Errorf("tracks", "the money, manpower and rail tracks need a top box")
	}
	return nil
}
