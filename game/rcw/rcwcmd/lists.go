package rcwcmd

import (
	"flag"

	"tachanka/game/play"
	"tachanka/game/rcw"
)

// open reads the flags of map and units (-scenario, and those more adds)
// and opens the scenario or save named; nil and the exit status when the
// command ends here.
func open(c *play.Cmd, args []string, more func(fs *flag.FlagSet)) (*rcw.File, int) {
	f, st, ok := play.OpenNamed(c, args, "rcw-standard", Open, more)
	if !ok {
		return nil, st
	}
	return f, st
}

// ProvinceLine is one province as `tachanka map` prints it.
type ProvinceLine struct {
	Code       string    `json:"code"`
	Names      play.Text `json:"names"`
	Region     string    `json:"region"`
	RegionName play.Text `json:"region_name"`
	Neighbours []string  `json:"neighbours"`
	Rail       []string  `json:"rail_neighbours"`
	// WhiteOnly is the other end of the Kerch Straits, crossed by White
	// units only and no adjacency for anything else (5.32).
	WhiteOnly []string `json:"white_only_neighbours,omitempty"`
	Port      bool     `json:"port"`
	Sea       string   `json:"sea,omitempty"` // the sea a port opens on
	// Schematic: a box of the Siberian strip, not drawn from geography.
	Schematic bool     `json:"schematic,omitempty"`
	Cities    []string `json:"cities"`
}

func runMap(c *play.Cmd, args []string) int {
	var one string
	f, st := open(c, args, func(fs *flag.FlagSet) {
		fs.StringVar(&one, "province", "", "print only this province (its code, as PETR)")
	})
	if f == nil {
		return st
	}
	m := f.Data.Map
	if one != "" && m.Province(one) == nil {
		return c.Fail("-province %s: no province has that code (codes are four capitals, as PETR)", one)
	}
	var out []ProvinceLine
	for _, p := range m.Provinces {
		if one != "" && p.Code != one {
			continue
		}
		l := ProvinceLine{Code: p.Code, Names: play.Text{EN: p.Name, RU: p.NameRU}, Region: p.Region,
			Neighbours: p.Adjacent, Rail: p.Rail, Port: p.Port, Sea: p.Sea, Schematic: p.Schematic, Cities: []string{}}
		if r := m.Region(p.Region); r != nil {
			l.RegionName = play.Text{EN: r.Name, RU: r.NameRU}
		}
		switch p.Code {
		case m.Kerch.A:
			l.WhiteOnly = []string{m.Kerch.B}
		case m.Kerch.B:
			l.WhiteOnly = []string{m.Kerch.A}
		}
		for _, city := range p.Cities {
			l.Cities = append(l.Cities, city.Name)
		}
		out = append(out, l)
	}
	if err := play.WriteJSONLines(c.Out, out); err != nil {
		return c.Fail("%v", err)
	}
	return play.ExitOK
}

// Kinds of counter as `tachanka units` names them.
const (
	KindLeader   = "leader"
	KindUnit     = "unit"
	KindImperial = "imperial"
)

// UnitLine is a counter as `tachanka units` prints it: what is printed on
// it and, in a save, where it is.
type UnitLine struct {
	ID          int        `json:"id"`
	Kind        string     `json:"kind"`
	Name        string     `json:"name,omitempty"`
	Label       string     `json:"label,omitempty"`
	Colour      rcw.Colour `json:"colour,omitempty"`
	Nationality string     `json:"nationality,omitempty"`
	Strength    int        `json:"strength,omitempty"` // a combat unit's
	LV          int        `json:"lv,omitempty"`       // a leader's Leadership Value
	// SetUp is the province on the counter's back (15.4, 15.5), Region its
	// region; Asterisk: a leader set up on its province's unit (15.52);
	// WithUnit: the unit an Imperial unit is placed with (15.51).
	SetUp    string `json:"set_up"`
	Region   string `json:"region"`
	Asterisk bool   `json:"asterisk,omitempty"`
	WithUnit int    `json:"with_unit,omitempty"`
	// A save's: where the piece is, its player and the leader it is
	// attached to.
	Status   string `json:"status,omitempty"`
	Province string `json:"province,omitempty"`
	Owner    string `json:"owner,omitempty"`
	Under    int    `json:"under,omitempty"`
}

func runUnits(c *play.Cmd, args []string) int {
	f, st := open(c, args, nil)
	if f == nil {
		return st
	}
	cs := f.Data.Counters
	var out []UnitLine
	for _, l := range cs.Leaders {
		out = append(out, UnitLine{ID: l.ID, Kind: KindLeader, Name: l.Name, Colour: l.Colour, LV: l.LV,
			SetUp: l.Start, Region: l.Region, Asterisk: l.Asterisk})
	}
	for _, u := range cs.Units {
		out = append(out, UnitLine{ID: u.ID, Kind: KindUnit, Label: u.Label, Colour: u.Colour, Nationality: u.Nationality,
			Strength: u.Strength, SetUp: u.Home, Region: u.Region})
	}
	for _, m := range cs.Imperial {
		out = append(out, UnitLine{ID: m.ID, Kind: KindImperial, Name: m.Name, SetUp: m.Start, Region: m.Region, WithUnit: m.WithUnit})
	}
	if s := f.State; s != nil {
		for i := range out {
			p := s.Piece(out[i].ID)
			out[i].Status, out[i].Province, out[i].Owner, out[i].Under = p.Status.String(), s.Province(p.ID), p.Owner, p.Under
		}
	}
	if err := play.WriteJSONLines(c.Out, out); err != nil {
		return c.Fail("%v", err)
	}
	return play.ExitOK
}
