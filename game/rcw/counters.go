package rcw

import (
	"fmt"
	"os"
	"slices"

	"tachanka/game/jsonfile"
)

// CountersFormat is the version of counters.json this package reads.
const CountersFormat = 1

// Counters is the counter mix (DATA.md c): every leader, combat unit and
// Imperial unit, the nationalities with their markers and movement limits,
// and the numbers of Politburo and Assassin Markers.
type Counters struct {
	Format        int           `json:"format"`
	Notes         string        `json:"notes"`
	Leaders       []LeaderDef   `json:"leaders"`
	Units         []UnitDef     `json:"units"`
	Imperial      []ImperialDef `json:"imperial"`
	Nationalities []Nationality `json:"nationalities"`
	Markers       MarkerCounts  `json:"markers"`

	byID  map[int]int // leaders, units and Imperial units by identity number: index into all
	all   []Def
	byNat map[string]int
}

// LeaderDef is a leader counter (DATA.md c.1-c.3, RULES 3.21).
type LeaderDef struct {
	ID       int    `json:"id"`
	Colour   Colour `json:"colour"` // red or white
	Name     string `json:"name"`
	LV       int    `json:"lv"`
	Start    string `json:"start"`    // province code on the back
	Region   string `json:"region"`   // region letter on the back
	Asterisk bool   `json:"asterisk"` // sets up on its province's unit of its colour (15.52)
	// SolitaireStart is the start province in the solitaire game when it
	// differs (27.12); empty when the same.
	SolitaireStart string `json:"solitaire_start,omitempty"`
}

// UnitDef is a combat unit counter (DATA.md c.4-c.7, RULES 3.21).
type UnitDef struct {
	ID          int    `json:"id"`
	Colour      Colour `json:"colour"`
	Nationality string `json:"nationality,omitempty"` // Blue and Green only
	Strength    int    `json:"strength"`
	Home        string `json:"home"`   // home province code on the back (15.41)
	Region      string `json:"region"` // region letter on the back
	Label       string `json:"label,omitempty"`
}

// ImperialDef is the Czar or the Gold (DATA.md c.8, RULES 13.0).
type ImperialDef struct {
	ID     int    `json:"id"`
	Name   string `json:"name"`
	Start  string `json:"start"`
	Region string `json:"region"`
	// WithUnit is the combat unit it is placed with (15.51).
	WithUnit int `json:"with_unit"`
}

// Nationality is a Blue or Green nationality (5.6, 5.7): whether it has a
// control marker and a withdrawal marker in the Aux cup, and where its
// units may go (empty lists: anywhere).
type Nationality struct {
	Code       string   `json:"code"`
	Colour     Colour   `json:"colour"`
	Name       string   `json:"name"`
	Control    bool     `json:"control"`
	Withdrawal bool     `json:"withdrawal"`
	Regions    []string `json:"regions"`   // the regions its units may enter (5.65, 5.74, 5.76)
	Provinces  []string `json:"provinces"` // or the provinces (5.75)
}

// MarkerCounts are the Politburo and Assassin Markers (DATA.md c.9, 15.22,
// 15.23).
type MarkerCounts struct {
	Politburo        int `json:"politburo"`
	Assassin         int `json:"assassin"`
	PolitburoInitial int `json:"politburo_initial"` // in the Initial Forces Randomizer; the rest go to Lenin's and Trotsky's holders (15.32)
	AssassinInitial  int `json:"assassin_initial"`  // in the Initial Forces Randomizer; the rest go into the Aux cup (15.23)
}

// Kind is the kind of a counter.
type Kind uint8

const (
	KindNone Kind = iota
	KindLeader
	KindUnit
	KindImperial
)

// Def is any counter with an identity number.
type Def struct {
	Kind     Kind
	Leader   *LeaderDef
	Unit     *UnitDef
	Imperial *ImperialDef
}

// Identity numbers of the counters the rules name.
const (
	Lenin   = 151
	Trotsky = 152
	Czar    = 501
	Gold    = 502
)

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

// ParseCounters decodes the counter mix strictly (unknown or repeated
// fields are errors) and checks it on its own; CheckMap checks it against
// a map.
func ParseCounters(data []byte) (*Counters, error) {
	data = jsonfile.TrimBOM(data)
	if err := jsonfile.CheckSyntax(data); err != nil {
		return nil, err
	}
	var c Counters
	if err := jsonfile.Decode(data, &c, ""); err != nil {
		return nil, err
	}
	if err := c.validate(); err != nil {
		return nil, err
	}
	return &c, nil
}

func (c *Counters) validate() error {
	if c.Format != CountersFormat {
		return fmt.Errorf("counters format %d is not supported (this program reads format %d)", c.Format, CountersFormat)
	}
	c.byID = map[int]int{}
	c.byNat = map[string]int{}
	c.all = nil
	add := func(path string, id int, d Def) error {
		if id <= 0 {
			return jsonfile.Errorf(path, "identity number %d must be positive", id)
		}
		if _, dup := c.byID[id]; dup {
			return jsonfile.Errorf(path, "identity number %d is used twice", id)
		}
		c.byID[id] = len(c.all)
		c.all = append(c.all, d)
		return nil
	}
	for i, n := range c.Nationalities {
		p := jsonfile.Index("nationalities", i)
		if n.Code == "" || c.byNat[n.Code] != 0 {
			return jsonfile.Errorf(p, "missing or repeated code %q", n.Code)
		}
		if n.Colour != Blue && n.Colour != Green {
			return jsonfile.Errorf(p, "%s: a nationality is blue or green", n.Code)
		}
		if n.Colour == Green && !n.Control {
			return jsonfile.Errorf(p, "%s: every Green nationality has a control marker (5.71)", n.Code)
		}
		if n.Colour == Green && n.Withdrawal {
			return jsonfile.Errorf(p, "%s: withdrawal markers are Blue (5.67)", n.Code)
		}
		c.byNat[n.Code] = i + 1
	}
	for i := range c.Leaders {
		l := &c.Leaders[i]
		p := jsonfile.Index("leaders", i)
		if l.Colour != Red && l.Colour != White {
			return jsonfile.Errorf(p, "leader %d: leaders are red or white (3.21)", l.ID)
		}
		if l.Name == "" || l.LV < 1 || l.LV > 3 || l.Start == "" || l.Region == "" {
			return jsonfile.Errorf(p, "leader %d: needs a name, an LV of 1 to 3, a start province and region", l.ID)
		}
		if err := add(p, l.ID, Def{Kind: KindLeader, Leader: l}); err != nil {
			return err
		}
	}
	for i := range c.Units {
		u := &c.Units[i]
		p := jsonfile.Index("units", i)
		if u.Strength < 1 || u.Home == "" || u.Region == "" {
			return jsonfile.Errorf(p, "unit %d: needs a strength, a home province and region", u.ID)
		}
		switch u.Colour {
		case Red, White:
			if u.Nationality != "" {
				return jsonfile.Errorf(p, "unit %d: only Blue and Green units have a nationality", u.ID)
			}
		case Blue, Green:
			n := c.Nationality(u.Nationality)
			if n == nil || n.Colour != u.Colour {
				return jsonfile.Errorf(p, "unit %d: %q is not a %s nationality", u.ID, u.Nationality, u.Colour)
			}
		default:
			return jsonfile.Errorf(p, "unit %d: no colour", u.ID)
		}
		if err := add(p, u.ID, Def{Kind: KindUnit, Unit: u}); err != nil {
			return err
		}
	}
	for i := range c.Imperial {
		m := &c.Imperial[i]
		p := jsonfile.Index("imperial", i)
		if err := add(p, m.ID, Def{Kind: KindImperial, Imperial: m}); err != nil {
			return err
		}
		u := c.Unit(m.WithUnit)
		if u == nil || u.Home != m.Start {
			return jsonfile.Errorf(p, "%s: placed with unit %d, which is not a combat unit of %s (15.51)", m.Name, m.WithUnit, m.Start)
		}
	}
	if c.Def(Czar).Kind != KindImperial || c.Def(Gold).Kind != KindImperial {
		return fmt.Errorf("imperial: the Czar (%d) and the Gold (%d) are missing", Czar, Gold)
	}
	for _, id := range []int{Lenin, Trotsky} {
		if c.Leader(id) == nil {
			return fmt.Errorf("leaders: %d (15.32) is missing", id)
		}
	}
	m := c.Markers
	if m.PolitburoInitial < 0 || m.PolitburoInitial+2 != m.Politburo || m.AssassinInitial < 0 || m.AssassinInitial > m.Assassin {
		return fmt.Errorf("markers: %d PM with %d in the Initial Forces Randomizer and two for Lenin's and Trotsky's holders (15.32); %d AM with %d in it",
			m.Politburo, m.PolitburoInitial, m.Assassin, m.AssassinInitial)
	}
	return nil
}

// CheckMap checks every start and home province against a map: it exists
// and lies in the region its counter prints (15.41; DATA.md b.6 check 8),
// and the nationalities' regions and provinces exist.
func (c *Counters) CheckMap(m *Map) error {
	in := func(what string, id int, code, region string) error {
		p := m.Province(code)
		if p == nil {
			return fmt.Errorf("%s %d: %s is not a province of the map", what, id, code)
		}
		if p.Region != region {
			return fmt.Errorf("%s %d: %s is in region %s on the map; the counter prints %s", what, id, code, p.Region, region)
		}
		return nil
	}
	for _, l := range c.Leaders {
		if err := in("leader", l.ID, l.Start, l.Region); err != nil {
			return err
		}
		if l.SolitaireStart != "" && m.Province(l.SolitaireStart) == nil {
			return fmt.Errorf("leader %d: solitaire start %s is not a province", l.ID, l.SolitaireStart)
		}
	}
	for _, u := range c.Units {
		if err := in("unit", u.ID, u.Home, u.Region); err != nil {
			return err
		}
		if !c.MayEnter(m, &u, u.Home) {
			return fmt.Errorf("unit %d: its nationality %s may not stand in its own home %s", u.ID, u.Nationality, u.Home)
		}
	}
	for _, i := range c.Imperial {
		if err := in("imperial", i.ID, i.Start, i.Region); err != nil {
			return err
		}
	}
	for _, n := range c.Nationalities {
		for _, r := range n.Regions {
			if m.Region(r) == nil {
				return fmt.Errorf("nationality %s: no region %s", n.Code, r)
			}
		}
		for _, p := range n.Provinces {
			if m.Province(p) == nil {
				return fmt.Errorf("nationality %s: no province %s", n.Code, p)
			}
		}
	}
	return nil
}

// Def is the counter of an identity number (Kind 0 when none).
func (c *Counters) Def(id int) Def {
	if k, ok := c.byID[id]; ok {
		return c.all[k]
	}
	return Def{}
}

// Leader is the leader counter of an id, or nil.
func (c *Counters) Leader(id int) *LeaderDef { return c.Def(id).Leader }

// Unit is the combat unit counter of an id, or nil.
func (c *Counters) Unit(id int) *UnitDef { return c.Def(id).Unit }

// Imp is the Imperial unit of an id, or nil.
func (c *Counters) Imp(id int) *ImperialDef { return c.Def(id).Imperial }

// Nationality is the nationality of a code, or nil.
func (c *Counters) Nationality(code string) *Nationality {
	if k := c.byNat[code]; k > 0 {
		return &c.Nationalities[k-1]
	}
	return nil
}

// MayEnter reports whether a combat unit's nationality lets it enter a
// province (5.65, 5.74-5.76); Red and White units may enter any.
func (c *Counters) MayEnter(m *Map, u *UnitDef, code string) bool {
	n := c.Nationality(u.Nationality)
	if n == nil {
		return true
	}
	if len(n.Provinces) > 0 {
		return slices.Contains(n.Provinces, code)
	}
	if len(n.Regions) == 0 {
		return true
	}
	p := m.Province(code)
	return p != nil && slices.Contains(n.Regions, p.Region)
}
