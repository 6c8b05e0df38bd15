package reds

import (
	"encoding/json"
	"os"
	"slices"
	"sort"
	"testing"

	"tachanka/game/hex"
)

// pos builds a hand-made position for a rules test: a board of clear Russian
// hexes (columns 10-29, rows 1-20; the West front west of column 20, the
// South front from it), terrain and lines set by the test, and counters.
type pos struct {
	t      *testing.T
	recs   map[hex.Hex]*HexRecord
	defs   []UnitDef
	units  []Unit
	ctrl   map[hex.Hex]Control
	setups []func(*State)
}

func newPos(t *testing.T) *pos {
	t.Helper()
	p := &pos{t: t, recs: map[hex.Hex]*HexRecord{}, ctrl: map[hex.Hex]Control{}}
	for c := 10; c <= 29; c++ {
		for r := 1; r <= 20; r++ {
			f := SouthFront
			if c < 20 {
				f = WestFront
			}
			h := hex.Hex{Col: c, Row: r}
			p.recs[h] = &HexRecord{Hex: h, Terrain: Clear, Front: f, Region: Russia}
		}
	}
	return p
}

func hexes(ss ...string) []hex.Hex {
	out := make([]hex.Hex, len(ss))
	for i, s := range ss {
		out[i] = hex.MustParse(s)
	}
	return out
}

func (p *pos) rec(h string) *HexRecord {
	r, ok := p.recs[hex.MustParse(h)]
	if !ok {
		p.t.Fatalf("hex %s is not on the test board", h)
	}
	return r
}

func (p *pos) terrain(t Terrain, hs ...string) *pos {
	for _, h := range hs {
		p.rec(h).Terrain = t
	}
	return p
}

func (p *pos) link(field string, chain ...string) *pos {
	for k := 1; k < len(chain); k++ {
		a, b := p.rec(chain[k-1]), p.rec(chain[k])
		if !hex.Adjacent(a.Hex, b.Hex) {
			p.t.Fatalf("%s chain: %v and %v are not adjacent", field, a.Hex, b.Hex)
		}
		switch field {
		case "rail":
			a.Rail, b.Rail = append(a.Rail, b.Hex), append(b.Rail, a.Hex)
		case "river", "volga":
			a.River, b.River = append(a.River, b.Hex), append(b.River, a.Hex)
			if field == "volga" {
				a.Volga, b.Volga = true, true
			}
		case "sea_side":
			a.SeaSides, b.SeaSides = append(a.SeaSides, b.Hex), append(b.SeaSides, a.Hex)
		case "lake_side":
			a.LakeSides, b.LakeSides = append(a.LakeSides, b.Hex), append(b.LakeSides, a.Hex)
		}
	}
	return p
}

func (p *pos) rail(chain ...string) *pos  { return p.link("rail", chain...) }
func (p *pos) river(chain ...string) *pos { return p.link("river", chain...) }
func (p *pos) volga(chain ...string) *pos { return p.link("volga", chain...) }

func (p *pos) city(h, name string, edit ...func(*CityRecord)) *pos {
	c := &CityRecord{Name: name}
	for _, e := range edit {
		e(c)
	}
	p.rec(h).City = c
	return p
}

func (p *pos) area(edit func(*HexRecord), hs ...string) *pos {
	for _, h := range hs {
		edit(p.rec(h))
	}
	return p
}

// unit adds a counter: MA 3 infantry with modifiers 0/0 (disordered -1/-1)
// unless edited, on the map at hex h ("" leaves it off the map).
func (p *pos) unit(id string, side Side, sp int, h string, edit ...func(*UnitDef)) *pos {
	fac := FactionRed
	if side == White {
		fac = AFSR
	}
	d := UnitDef{ID: id, Name: id, Side: side, Faction: fac, Type: Infantry, Size: Division, SP: sp,
		AttDis: -1, DefDis: -1, MA: 3, MADis: 3, Steps: 2}
	for _, e := range edit {
		e(&d)
	}
	p.defs = append(p.defs, d)
	u := Unit{ID: id, Where: InPool}
	if h != "" {
		u = Unit{ID: id, Where: OnMap, Hex: hex.MustParse(h)}
	}
	p.units = append(p.units, u)
	return p
}

func cavalry(d *UnitDef) { d.Type = Cavalry; d.MA, d.MADis = 5, 5 }
func zMark(d *UnitDef)   { d.Z = true }
func faction(f Faction) func(*UnitDef) {
	return func(d *UnitDef) { d.Faction = f; d.Side = factionSide(f) }
}
func typ(t UnitType) func(*UnitDef) {
	return func(d *UnitDef) {
		d.Type = t
		if t.OffMap() {
			d.SP = 0
		}
		if t == RiverFlotilla || t == Aircraft || t == Garrison {
			d.Steps = 1
		}
	}
}
func ma(n int) func(*UnitDef) { return func(d *UnitDef) { d.MA, d.MADis = n, n } }

func (p *pos) control(h string, c Control) *pos {
	p.ctrl[hex.MustParse(h)] = c
	return p
}

func (p *pos) with(f func(*State)) *pos { p.setups = append(p.setups, f); return p }

var testTables *Tables

func loadTestTables(t *testing.T) *Tables {
	if testTables != nil {
		return testTables
	}
	b, err := os.ReadFile("../../scenarios/reds/tables-reds.json")
	if err != nil {
		t.Fatal(err)
	}
	tb, err := LoadTables(b)
	if err != nil {
		t.Fatal(err)
	}
	testTables = tb
	return tb
}

// build makes the board, the data and a state at turn 2 (not winter), with
// the group of chit c in its operational movement step.
func (p *pos) build(c Chit, f Front) *State {
	p.t.Helper()
	recs := make([]HexRecord, 0, len(p.recs))
	for _, r := range p.recs {
		recs = append(recs, *r)
	}
	sort.Slice(recs, func(i, j int) bool {
		if recs[i].Hex.Col != recs[j].Hex.Col {
			return recs[i].Hex.Col < recs[j].Hex.Col
		}
		return recs[i].Hex.Row < recs[j].Hex.Row
	})
	b, err := BuildBoard("test", "test", [2]int{10, 29}, [2]int{1, 20}, recs, nil)
	if err != nil {
		p.t.Fatal(err)
	}
	if err := ValidateUnits(p.defs, b, "counters"); err != nil {
		p.t.Fatal(err)
	}
	data, err := NewData(b, p.defs, loadTestTables(p.t))
	if err != nil {
		p.t.Fatal(err)
	}
	data.Leaders = []LeaderDef{{ID: "frunze", Name: "Frunze", Stacking: 2}, {ID: "kamenev", Name: "S. S. Kamenev", Stacking: 1}}
	s := &State{Data: data, Turn: 2, Strategic: 1, Step: StepActivation, Initiative: White,
		Units: slices.Clone(p.units), Control: make([]Control, len(b.Cells))}
	for h, c := range p.ctrl {
		s.Control[b.Index(h)] = c
	}
	for _, sea := range Seas {
		s.Seas[sea] = White
	}
	for _, f := range p.setups {
		f(s)
	}
	if c != NoChit {
		s.activate(c, f)
	}
	s.out = nil
	return s
}

// apply applies an action that must be legal.
func apply(t *testing.T, s *State, a Action) []Event {
	t.Helper()
	ev, err := Apply(s, a)
	if err != nil {
		t.Fatalf("%v: %v", a, err)
	}
	return ev
}

// refuse applies an action that must be illegal under rule, and checks that
// the refusal changed nothing.
// eventsOf picks the events of type typ citing rule (any rule if "").
func eventsOf(ev []Event, typ EventType, rule string) []Event {
	var out []Event
	for _, e := range ev {
		if e.Type == typ && (rule == "" || e.Rule == rule) {
			out = append(out, e)
		}
	}
	return out
}

func refuse(t *testing.T, s *State, a Action, rule string) {
	t.Helper()
	before, _ := json.Marshal(s)
	_, err := Apply(s, a)
	if err == nil {
		t.Fatalf("%v was allowed; rule %s forbids it", a, rule)
	}
	re, ok := err.(*RuleError)
	if !ok || re.Rule != rule {
		t.Fatalf("%v refused with %v, want rule %s", a, err, rule)
	}
	after, _ := json.Marshal(s)
	if string(before) != string(after) {
		t.Fatalf("the refused action %v changed the state", a)
	}
}

func mv(side Side, path string, units ...string) Action {
	var hs []hex.Hex
	for k := 0; k+4 <= len(path); k += 5 {
		hs = append(hs, hex.MustParse(path[k:k+4]))
	}
	return Action{Type: ActMove, Side: side, Units: units, Path: hs}
}

func at(t *testing.T, s *State, id string) hex.Hex {
	t.Helper()
	i, ok := s.UnitByID(id)
	if !ok {
		t.Fatalf("no unit %s", id)
	}
	return s.Units[i].Hex
}

func unitOf(t *testing.T, s *State, id string) *Unit {
	t.Helper()
	i, ok := s.UnitByID(id)
	if !ok {
		t.Fatalf("no unit %s", id)
	}
	return &s.Units[i]
}

func reach(t *testing.T, s *State, ids ...string) *Reach {
	t.Helper()
	r, err := s.Reachable(ids)
	if err != nil {
		t.Fatal(err)
	}
	return r
}
