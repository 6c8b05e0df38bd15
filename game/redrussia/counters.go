package redrussia

import (
	"fmt"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"tachanka/game/enum"
	"tachanka/game/jsonfile"
)

// CountersFormat is the version of counters.json this package reads.
const CountersFormat = 1

// UnitType is the type printed on a unit counter (d.1, 5.0).
type UnitType uint8

const (
	NoType UnitType = iota
	INF
	CAV
	TANK
	AIR
	FLEET
	PARTISAN
)

var unitTypeNames = []string{"", "inf", "cav", "tank", "air", "fleet", "partisan"}

func (u UnitType) String() string               { return enum.Name(u, unitTypeNames) }
func (u UnitType) MarshalText() ([]byte, error) { return []byte(u.String()), nil }
func (u *UnitType) UnmarshalText(b []byte) error {
	v, err := enum.Parse[UnitType](b, unitTypeNames, "unit type")
	*u = v
	return err
}

// Corps reports infantry and cavalry (Terms).
func (u UnitType) Corps() bool { return u == INF || u == CAV }

// Values are a side's attack and defense, written "4-2" as on the counter.
type Values struct {
	Attack, Defense int
}

func (v Values) String() string               { return fmt.Sprintf("%d-%d", v.Attack, v.Defense) }
func (v Values) MarshalText() ([]byte, error) { return []byte(v.String()), nil }
func (v *Values) UnmarshalText(b []byte) error {
	a, d, ok := strings.Cut(string(b), "-")
	x, err1 := strconv.Atoi(a)
	y, err2 := strconv.Atoi(d)
	if !ok || err1 != nil || err2 != nil || x < 0 || y < 0 {
		return fmt.Errorf("%q is not attack-defense like \"4-2\"", b)
	}
	*v = Values{x, y}
	return nil
}

// Zero reports no values (a one-step counter's missing back).
func (v Values) Zero() bool { return v == Values{} }

// ReducedOf is the reduced side d.4 gives a full side: attack halved
// rounded up, defense 1.
func ReducedOf(full Values) Values { return Values{(full.Attack + 1) / 2, 1} }

// SetAside says why a counter is out of its faction's pool at the start,
// until a card brings it in (3.0 step 5, 5.1, 19.3, 20.4).
type SetAside uint8

const (
	NotSetAside SetAside = iota
	Withheld             // Red's five units of 20.4, until "Red Army Reforms"
	TanksCard            // every tank but the Allies', until the faction plays "Tanks" (15.4)
	CzechOption          // the Czech 4-2s, only under option 19.3, until "Czech Legion Formed"
)

var setAsideNames = []string{"", "withheld", "tanks", "czech_option"}

func (s SetAside) String() string               { return enum.Name(s, setAsideNames) }
func (s SetAside) MarshalText() ([]byte, error) { return []byte(s.String()), nil }
func (s *SetAside) UnmarshalText(b []byte) error {
	v, err := enum.Parse[SetAside](b, setAsideNames, "set-aside")
	*s = v
	return err
}

// AlliedGroup is how a Western Allied counter enters (20.5, 13.61).
type AlliedGroup uint8

const (
	NoAlliedGroup  AlliedGroup = iota
	AlliedFixed                // placed at set-up where 20.5 says
	AlliedVariable             // drawn from the cup at set-up (3.0 step 11)
	AlliedReserve              // comes in by an "Add" result (13.61)
)

var alliedGroupNames = []string{"", "fixed", "variable", "reserve"}

func (g AlliedGroup) String() string               { return enum.Name(g, alliedGroupNames) }
func (g AlliedGroup) MarshalText() ([]byte, error) { return []byte(g.String()), nil }
func (g *AlliedGroup) UnmarshalText(b []byte) error {
	v, err := enum.Parse[AlliedGroup](b, alliedGroupNames, "allied group")
	*g = v
	return err
}

// The ids of places the data uses. The area map (map*.go) owns the
// areas, territories, sea zones and holding boxes; these are its ids
// (areas by their codes, "PETR"), so that the data can be checked against
// the loaded map.
var (
	dataTerritories = []string{"great_russia", "transcaucasia", "central_asia", "siberia"}
	dataSeaZones    = []string{"white", "baltic", "black", "japan"}
	dataBoxes       = []string{"white_box", "baltic_box", "black_box", "japan_box", "persia1", "persia2"}
	dataAreaCode    = regexp.MustCompile(`^[A-Z]{3,4}$`)
)

// checkAreaCodes refuses an area id that is not an area code.
func checkAreaCodes(path string, codes ...string) error {
	for i, c := range codes {
		if !dataAreaCode.MatchString(c) {
			p := path
			if len(codes) > 1 {
				p = jsonfile.Index(path, i)
			}
			return jsonfile.Errorf(p, "%q is not an area code (three or four capitals, e.g. PETR)", c)
		}
	}
	return nil
}

// UnitLine is a line of the counter mix: Count identical counters (d.3).
type UnitLine struct {
	ID      string   `json:"id"` // e.g. "red-inf-5-2"; its counters are Pieces ID#1, ID#2 ...
	Faction Faction  `json:"faction"`
	Type    UnitType `json:"type"`
	Count   int      `json:"count"`
	Full    Values   `json:"full"`
	// Reduced is empty for a one-step counter (partisans).
	Reduced Values `json:"reduced"`
	// SetAside and ReleasedBy: out of the pool until the card with that
	// number is played (d.3).
	SetAside   SetAside `json:"set_aside,omitempty"`
	ReleasedBy int      `json:"released_by,omitempty"`
	// FixedStart: placed by name at set-up, never drawn (the Czech 4-2s
	// without option 19.3, 3.0 step 6 Ruling).
	FixedStart bool        `json:"fixed_start,omitempty"`
	Sea        string      `json:"sea,omitempty"` // a fleet's sea zone for the whole game (7.43)
	Allied     AlliedGroup `json:"allied,omitempty"`
	Label      string      `json:"label,omitempty"` // who it stands for
}

// Placement is one line of a faction's set-up (20.1-20.5, n): Count
// counters of Type drawn at random from its pool, or, with Line, those
// counters of that line placed by name.
type Placement struct {
	Faction   Faction  `json:"faction"`
	Type      UnitType `json:"type"`
	Count     int      `json:"count"`
	Line      string   `json:"line,omitempty"`
	Territory string   `json:"territory,omitempty"` // where, for the majors (20.1-20.4)
	Area      string   `json:"area,omitempty"`      // or a named area (the Red fleet in Petrograd)
	AtSea     bool     `json:"at_sea,omitempty"`    // the South fleet (20.3)
}

// Markers are the marker counters (d.6). Unlimited lists the kinds the
// engine stores as state, with no counter limit (2.4).
type Markers struct {
	ORI                     int      `json:"ori"`
	Initiative              int      `json:"initiative"`
	MoneyManpowerPerFaction int      `json:"money_manpower_per_faction"`
	RailCapacity            int      `json:"rail_capacity"`
	CossackRaid             int      `json:"cossack_raid"` // a hard limit (15.3)
	TsaristGold             int      `json:"tsarist_gold"`
	Turn                    int      `json:"turn"`
	Unlimited               []string `json:"unlimited"`
}

// Counters is counters.json: the unit counter mix, the set-up draws and
// the markers (d, n, 20.0).
type Counters struct {
	Format  int         `json:"format"`
	Notes   string      `json:"notes"`
	Units   []UnitLine  `json:"units"`
	Setup   []Placement `json:"setup"`
	Markers Markers     `json:"markers"`

	byID map[string]int
}

// LargeCounterLimit is the printed set of large counters (2.4, d.1).
const LargeCounterLimit = 120

// LoadCounters reads and checks counters.json.
func LoadCounters(path string) (*Counters, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	c, err := ParseCounters(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return c, nil
}

// ParseCounters decodes the counter mix strictly and checks it on its own
// (d.1-d.6); CheckLinks checks it against the cards.
func ParseCounters(data []byte) (*Counters, error) {
	var c Counters
	if err := decodeStrict(data, &c); err != nil {
		return nil, err
	}
	if c.Format != CountersFormat {
		return nil, fmt.Errorf("counters format %d is not supported (this program reads format %d)", c.Format, CountersFormat)
	}
	if err := c.check(); err != nil {
		return nil, err
	}
	return &c, nil
}

// decodeStrict is the strict decoding every file of the package shares.
func decodeStrict(data []byte, v any) error {
	data = jsonfile.TrimBOM(data)
	if err := jsonfile.CheckSyntax(data); err != nil {
		return err
	}
	return jsonfile.Decode(data, v, "")
}

// Line is the line of an id, or nil.
func (c *Counters) Line(id string) *UnitLine {
	if k, ok := c.byID[id]; ok {
		return &c.Units[k]
	}
	return nil
}

// Lines are the lines of a faction and type, in file order.
func (c *Counters) Lines(f Faction, t UnitType) []*UnitLine {
	var out []*UnitLine
	for i := range c.Units {
		if u := &c.Units[i]; u.Faction == f && u.Type == t {
			out = append(out, u)
		}
	}
	return out
}

// Count is the number of counters of a faction and type; with pool only
// those in the pool at the start (not set aside, not placed by name).
func (c *Counters) Count(f Faction, t UnitType, pool bool) int {
	n := 0
	for _, u := range c.Lines(f, t) {
		if !pool || (u.SetAside == NotSetAside && !u.FixedStart) {
			n += u.Count
		}
	}
	return n
}

// Total is the number of large counters (units and partisans).
func (c *Counters) Total() int {
	n := 0
	for _, u := range c.Units {
		n += u.Count
	}
	return n
}

// Counter is one counter of a line; its ID is the line's with "#n" (n
// from 1), so that the engine can draw, place and record single counters.
type Counter struct {
	ID   string
	Line *UnitLine
}

// Pieces lists every large counter, line by line, in file order.
func (c *Counters) Pieces() []Counter {
	out := make([]Counter, 0, c.Total())
	for i := range c.Units {
		u := &c.Units[i]
		for n := 1; n <= u.Count; n++ {
			out = append(out, Counter{ID: fmt.Sprintf("%s#%d", u.ID, n), Line: u})
		}
	}
	return out
}

// Drawn is how many counters of a type a faction draws at random at set-up
// (Placements without a named line).
func (c *Counters) Drawn(f Faction, t UnitType) int {
	n := 0
	for _, p := range c.Setup {
		if p.Faction == f && p.Type == t && p.Line == "" {
			n += p.Count
		}
	}
	return n
}

func (c *Counters) check() error {
	c.byID = map[string]int{}
	for i := range c.Units {
		if err := c.checkLine(i); err != nil {
			return err
		}
	}
	if n := c.Total(); n > LargeCounterLimit {
		return jsonfile.Errorf("units", "%d large counters; the printed set has %d (2.4)", n, LargeCounterLimit)
	}
	for i, p := range c.Setup {
		if err := c.checkPlacement(jsonfile.Index("setup", i), p); err != nil {
			return err
		}
	}
	return c.Markers.check()
}

func (c *Counters) checkLine(i int) error {
	u := &c.Units[i]
	p := jsonfile.Index("units", i)
	if err := jsonfile.CheckText(p+".id", u.ID, 40); err != nil {
		return err
	}
	if u.ID == "" || strings.Contains(u.ID, "#") {
		return jsonfile.Errorf(p+".id", "%q: a line needs an id without \"#\" (Pieces number its counters with it)", u.ID)
	}
	if _, dup := c.byID[u.ID]; dup {
		return jsonfile.Errorf(p+".id", "%q is used twice", u.ID)
	}
	c.byID[u.ID] = i
	if u.Type == NoType || u.Count < 1 {
		return jsonfile.Errorf(p, "%s: needs a type and a count of at least 1", u.ID)
	}
	if u.Type == PARTISAN {
		// Shared by every faction, one step, 2-1 (15.2).
		if u.Faction != NoFaction || u.Full != (Values{2, 1}) || !u.Reduced.Zero() {
			return jsonfile.Errorf(p, "%s: partisans belong to no faction, are 2-1 and have one step (15.2)", u.ID)
		}
		return nil
	}
	if u.Faction == NoFaction || u.Faction == Central {
		return jsonfile.Errorf(p+".faction", "%s: a unit belongs to a major, a minor or the Allies", u.ID)
	}
	if u.Full.Attack < 1 || u.Full.Defense < 1 {
		return jsonfile.Errorf(p+".full", "%s: %s; every side has attack and defense of at least 1 (d.4)", u.ID, u.Full)
	}
	r := u.Reduced
	if r.Defense < 1 || r.Attack < 1 || r.Attack > u.Full.Attack || r.Defense > u.Full.Defense {
		return jsonfile.Errorf(p+".reduced", "%s: %s is not a reduced side of %s (d.4: never better, defense at least 1)", u.ID, r, u.Full)
	}
	if (u.Type == FLEET) != (u.Sea != "") {
		return jsonfile.Errorf(p+".sea", "%s: a fleet, and only a fleet, names its sea zone (7.43)", u.ID)
	}
	if u.Sea != "" && !slices.Contains(dataSeaZones, u.Sea) {
		return jsonfile.Errorf(p+".sea", "unknown sea zone %q", u.Sea)
	}
	if (u.SetAside == NotSetAside) != (u.ReleasedBy == 0) {
		return jsonfile.Errorf(p+".released_by", "%s: a set-aside counter names the card that releases it, and only it", u.ID)
	}
	if u.SetAside == TanksCard && u.Type != TANK || u.Type == TANK && u.Faction != Allies && u.SetAside != TanksCard {
		return jsonfile.Errorf(p+".set_aside", "%s: every tank but the Allies' is set aside until \"Tanks\" (5.1, 15.4)", u.ID)
	}
	if u.SetAside == Withheld && u.Faction != Red {
		return jsonfile.Errorf(p+".set_aside", "%s: only Red withholds units (20.4)", u.ID)
	}
	if u.SetAside == CzechOption && (u.Faction != Siberian || !u.FixedStart) {
		return jsonfile.Errorf(p+".set_aside", "%s: the Czech units are Siberian and placed by name without the option (19.3)", u.ID)
	}
	if (u.Faction == Allies) != (u.Allied != NoAlliedGroup) {
		return jsonfile.Errorf(p+".allied", "%s: Allied counters, and only they, say how they enter (20.5)", u.ID)
	}
	return nil
}

func (c *Counters) checkPlacement(p string, s Placement) error {
	if s.Faction == NoFaction || s.Faction == Allies || s.Faction == Central || s.Count < 1 || s.Type == NoType {
		return jsonfile.Errorf(p, "a placement names a major or minor, a type and a count (Allies: 20.5 by their lines)")
	}
	if s.Line != "" {
		l := c.Line(s.Line)
		if l == nil || l.Faction != s.Faction || l.Type != s.Type {
			return jsonfile.Errorf(p+".line", "%q is not a %s %s line", s.Line, s.Faction, s.Type)
		}
	}
	where := 0
	for _, set := range []bool{s.Territory != "", s.Area != "", s.AtSea} {
		if set {
			where++
		}
	}
	if s.Faction.Major() && where != 1 {
		return jsonfile.Errorf(p, "a major's placement names one territory, one area or the sea (20.1-20.4)")
	}
	if s.Faction.Minor() && where != 0 {
		return jsonfile.Errorf(p, "minor units go in their home areas (20.5)")
	}
	if s.Area != "" {
		if err := checkAreaCodes(p+".area", s.Area); err != nil {
			return err
		}
	}
	if s.Territory != "" && !slices.Contains(dataTerritories, s.Territory) {
		return jsonfile.Errorf(p+".territory", "unknown territory %q", s.Territory)
	}
	return nil
}

func (m *Markers) check() error {
	if m.ORI != 4 || m.Initiative != 5 || m.CossackRaid != 3 || m.TsaristGold != 1 || m.Turn != 1 {
		return jsonfile.Errorf("markers", "4 ORI, 5 initiative, 3 Cossack raid (15.3), 1 Gold, 1 turn marker (d.6)")
	}
	if m.MoneyManpowerPerFaction != 2 || m.RailCapacity < 4 {
		return jsonfile.Errorf("markers", "two money/manpower markers per faction and a rail marker per faction that can have capacity (d.6)")
	}
	for _, k := range []string{"control", "siege"} {
		if !slices.Contains(m.Unlimited, k) {
			return jsonfile.Errorf("markers.unlimited", "%s markers are unlimited in the engine (2.4)", k)
		}
	}
	return nil
}
