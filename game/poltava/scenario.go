package poltava

import (
	"fmt"
	"slices"

	"tachanka/game/hex"
	"tachanka/game/jsonfile"
	"tachanka/game/play"
)

// Group is a set-up label of the map (S1.3, S2.1, DATA.md c.4): its units
// go on its hexes, units[i] on hexes[i] unless the owner rearranges them
// within the group during set-up.
type Group struct {
	Side  Side      `json:"side"`
	Label string    `json:"label"`
	Hexes []hex.Hex `json:"hexes"`
	Units []string  `json:"units"`
}

// LeaderSetup puts a leader with a unit (DATA.md e.8).
type LeaderSetup struct {
	Leader string `json:"leader"`
	With   string `json:"with"`
}

// SetupLoss is a loss roll after set-up (S1.4, S1.5).
type SetupLoss struct {
	Side     Side   `json:"side"`
	Division string `json:"division"`
}

// Entry is a Swedish column of Scenario 2 and the order its counters
// enter in (S2.1).
type Entry struct {
	Column int      `json:"column"`
	Units  []string `json:"units"`
}

// Scenario is a scenario file's payload after the envelope's head.
type Scenario struct {
	play.Header
	Map         string        `json:"map"`
	FirstTurn   int           `json:"first_turn"`
	LastTurn    int           `json:"last_turn"`
	Redoubts    bool          `json:"redoubts"`
	Groups      []Group       `json:"groups"`
	Absent      []string      `json:"absent"`
	Leaders     []LeaderSetup `json:"leaders"`
	SetupLosses []SetupLoss   `json:"setup_losses"`
	Entry       []Entry       `json:"entry"`
}

// Whole reports Scenario 2 (the whole battle, with the redoubts and the
// special rules SR1-SR6).
func (sc *Scenario) Whole() bool { return sc.Redoubts }

// Data is what a game is played on: the map, the counters and the
// scenario. It is shared by every copy of a state and never changed.
type Data struct {
	Board    *Board
	Counters *Counters
	Scenario *Scenario
	defs     map[string]int // unit id -> index in Counters.Units
	leaders  map[string]int
}

// ParseScenario reads a scenario payload (the envelope's head included)
// strictly and checks it against the counters and the map.
func ParseScenario(data []byte, b *Board, c *Counters) (*Data, error) {
	var sc Scenario
	if err := jsonfile.Decode(jsonfile.TrimBOM(data), &sc, ""); err != nil {
		return nil, err
	}
	return NewData(&sc, b, c)
}

// NewData checks a scenario against its map and counters.
func NewData(sc *Scenario, b *Board, c *Counters) (*Data, error) {
	d := &Data{Board: b, Counters: c, Scenario: sc, defs: map[string]int{}, leaders: map[string]int{}}
	for i, u := range c.Units {
		d.defs[u.ID] = i
	}
	for i, l := range c.Leaders {
		d.leaders[l.ID] = i
	}
	if sc.FirstTurn < 1 || sc.LastTurn > 12 || sc.FirstTurn > sc.LastTurn {
		return nil, jsonfile.Errorf("first_turn", "turns %d to %d: a scenario is played within turns 1 to 12", sc.FirstTurn, sc.LastTurn)
	}
	placed := map[string]string{}
	note := func(path, id string) error {
		if _, ok := d.defs[id]; !ok {
			return jsonfile.Errorf(path, "no counter %q", id)
		}
		if where, dup := placed[id]; dup {
			return jsonfile.Errorf(path, "%s is already set up at %s", id, where)
		}
		placed[id] = path
		return nil
	}
	for gi, g := range sc.Groups {
		p := jsonfile.Index("groups", gi)
		if len(g.Hexes) != len(g.Units) {
			return nil, jsonfile.Errorf(p, "group %q has %d hexes for %d units", g.Label, len(g.Hexes), len(g.Units))
		}
		for k, id := range g.Units {
			if err := note(jsonfile.Index(jsonfile.Join(p, "units"), k), id); err != nil {
				return nil, err
			}
			if d.Def(id).Side != g.Side {
				return nil, jsonfile.Errorf(jsonfile.Index(jsonfile.Join(p, "units"), k), "%s is not a unit of %s", id, g.Side)
			}
			if !b.On(g.Hexes[k]) || b.Terrain(g.Hexes[k]).Impassable() {
				return nil, jsonfile.Errorf(jsonfile.Index(jsonfile.Join(p, "hexes"), k), "%v is not an enterable hex of the map", g.Hexes[k])
			}
		}
	}
	for i, id := range sc.Absent {
		if err := note(jsonfile.Index("absent", i), id); err != nil {
			return nil, err
		}
	}
	for ei, e := range sc.Entry {
		if e.Column < 1 || e.Column > len(c.EntryColumns) {
			return nil, jsonfile.Errorf(jsonfile.Join(jsonfile.Index("entry", ei), "column"), "no entry column %d", e.Column)
		}
		for k, id := range e.Units {
			if err := note(jsonfile.Index(jsonfile.Join(jsonfile.Index("entry", ei), "units"), k), id); err != nil {
				return nil, err
			}
		}
	}
	for i, l := range sc.Leaders {
		p := jsonfile.Index("leaders", i)
		if _, ok := d.leaders[l.Leader]; !ok {
			return nil, jsonfile.Errorf(jsonfile.Join(p, "leader"), "no leader %q", l.Leader)
		}
		if _, ok := placed[l.With]; !ok {
			return nil, jsonfile.Errorf(jsonfile.Join(p, "with"), "%s is not a unit of this scenario", l.With)
		}
		if d.Def(l.With).Side != d.Leader(l.Leader).Side || !d.Def(l.With).Type.Combat() {
			return nil, jsonfile.Errorf(jsonfile.Join(p, "with"), "%s may not stand with %s (9.5: a friendly combat unit)", l.Leader, l.With)
		}
	}
	for i, sl := range sc.SetupLosses {
		if c.Division(sl.Division) == nil {
			return nil, jsonfile.Errorf(jsonfile.Join(jsonfile.Index("setup_losses", i), "division"), "no division %q", sl.Division)
		}
	}
	return d, nil
}

// Def is the counter of a unit id; the id must be one of the counters.
func (d *Data) Def(id string) *UnitDef {
	i, ok := d.defs[id]
	if !ok {
		panic(fmt.Sprintf("poltava: no counter %q", id))
	}
	return &d.Counters.Units[i]
}

// Leader is the leader of an id.
func (d *Data) Leader(id string) *LeaderDef { return &d.Counters.Leaders[d.leaders[id]] }

// ScenarioUnits lists the units of the scenario in set-up order: groups,
// then entries, then the absent.
func (d *Data) ScenarioUnits() []string {
	var out []string
	for _, g := range d.Scenario.Groups {
		out = append(out, g.Units...)
	}
	for _, e := range d.Scenario.Entry {
		out = append(out, e.Units...)
	}
	return append(out, d.Scenario.Absent...)
}

// GroupOf is the set-up group of a unit, or -1.
func (d *Data) GroupOf(id string) int {
	for i, g := range d.Scenario.Groups {
		if slices.Contains(g.Units, id) {
			return i
		}
	}
	return -1
}

// EntryHex is the entry hex of a Swedish unit's column in Scenario 2.
func (d *Data) EntryHex(id string) (hex.Hex, bool) {
	for _, e := range d.Scenario.Entry {
		if slices.Contains(e.Units, id) {
			return d.Counters.EntryColumns[e.Column-1].Hex, true
		}
	}
	return hex.None, false
}
