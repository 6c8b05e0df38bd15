package rrcmd

import (
	"flag"

	"tachanka/game/play"
	"tachanka/game/redrussia"
)

// open reads the flags of map and units (-scenario, and those more adds)
// and opens the scenario or save named; nil and the exit status when the
// command ends here.
func open(c *play.Cmd, args []string, more func(fs *flag.FlagSet)) (*redrussia.File, int) {
	f, st, ok := play.OpenNamed(c, args, redrussia.ScenarioID, Open, more)
	if !ok {
		return nil, st
	}
	return f, st
}

// RouteLine is a neighbour of an area and the grade of the route to it
// (7.1: easy, difficult, very difficult).
type RouteLine struct {
	To    string          `json:"to"`
	Grade redrussia.Grade `json:"grade"`
}

// AreaLine is one area as `tachanka map` prints it.
type AreaLine struct {
	ID         string              `json:"id"`
	Names      play.Text           `json:"names"`
	Territory  redrussia.Territory `json:"territory"`
	Home       string              `json:"home,omitempty"`    // the faction whose home area it is
	Control    string              `json:"control,omitempty"` // at the start (a save: now)
	Money      int                 `json:"money"`
	Manpower   int                 `json:"manpower"`
	Fort       int                 `json:"fortification"`
	Neighbours []RouteLine         `json:"neighbours"`
	Port       string              `json:"port,omitempty"` // the sea zone it opens on (or the Caspian)
	Seas       []string            `json:"sea_zones"`      // the zones whose ports include it
	Food       bool                `json:"food,omitempty"` // a food production centre (19.2)
	IronCross  bool                `json:"iron_cross,omitempty"`
	SiegeHits  int                 `json:"siege_hits,omitempty"` // a save's: hits in place against the fortification (9.2)
}

func runMap(c *play.Cmd, args []string) int {
	var one string
	f, st := open(c, args, func(fs *flag.FlagSet) {
		fs.StringVar(&one, "area", "", "print only this area (its code, as MOSC)")
	})
	if f == nil {
		return st
	}
	m := f.Data.Map
	if one != "" && m.Area(one) == nil {
		return c.Fail("-area %s: no area has that code (codes are four capitals, as MOSC)", one)
	}
	var out []AreaLine
	for _, a := range m.Areas {
		if one != "" && a.Code != one {
			continue
		}
		l := AreaLine{ID: a.Code, Names: play.Text{EN: a.Name, RU: a.NameRU}, Territory: a.Territory, Home: a.Home,
			Control: a.Control, Money: a.Money, Manpower: a.Manpower, Fort: a.Fort, Port: a.Port, Food: a.Food,
			IronCross: a.IronCross, Neighbours: []RouteLine{}, Seas: []string{}}
		if f.State != nil {
			if st := f.State.Area(a.Code); st != nil {
				l.Control, l.SiegeHits = "", st.Siege
				if st.Control != redrussia.NoFaction {
					l.Control = st.Control.String()
				}
			}
		}
		for _, n := range m.Neighbours(a.Code) {
			l.Neighbours = append(l.Neighbours, RouteLine{To: n.To, Grade: n.Grade})
		}
		for _, z := range m.SeaZones {
			for _, p := range z.Ports {
				if p == a.Code {
					l.Seas = append(l.Seas, z.ID)
				}
			}
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
	KindUnit   = "unit"
	KindLeader = "leader"
	KindMarker = "marker"
)

// UnitLine is a counter as `tachanka units` prints it: what is printed on
// it and, in a save, where it is.
type UnitLine struct {
	ID      string            `json:"id"`
	Kind    string            `json:"kind"`
	Faction redrussia.Faction `json:"faction,omitempty"`
	// A unit's type and values, full and reduced (a one-step counter has
	// none reduced), who it stands for, and the card that frees it.
	Type    redrussia.UnitType    `json:"type,omitempty"`
	Full    *redrussia.Values     `json:"full,omitempty"`
	Reduced *redrussia.Values     `json:"reduced,omitempty"`
	Label   string                `json:"label,omitempty"`
	Aside   redrussia.SetAside    `json:"set_aside,omitempty"`
	Sea     string                `json:"sea,omitempty"`
	Allied  redrussia.AlliedGroup `json:"allied,omitempty"`
	// A leader's name, rating, movement and arrival (10.0).
	Name    *play.Text        `json:"name,omitempty"`
	Rating  *int              `json:"rating,omitempty"`
	MP      int               `json:"mp,omitempty"`
	Arrival redrussia.Arrival `json:"arrival,omitempty"`
	// A marker kind's number of counters (d.6).
	Count int `json:"count,omitempty"`
	// A save's: where the piece is and whether it is reduced.
	Status redrussia.Status `json:"status,omitempty"`
	Where  string           `json:"where,omitempty"`
	IsHalf bool             `json:"reduced_now,omitempty"`
}

func runUnits(c *play.Cmd, args []string) int {
	f, st := open(c, args, nil)
	if f == nil {
		return st
	}
	d := f.Data
	where := func(l *UnitLine) {
		if f.State == nil {
			return
		}
		if p := f.State.Piece(l.ID); p != nil {
			l.Status, l.Where, l.IsHalf = p.Status, p.Where, p.Reduced
		}
	}
	var out []UnitLine
	for _, pc := range d.Counters.Pieces() {
		u := pc.Line
		l := UnitLine{ID: pc.ID, Kind: KindUnit, Faction: u.Faction, Type: u.Type, Label: u.Label, Aside: u.SetAside, Sea: u.Sea, Allied: u.Allied}
		full := u.Full
		l.Full = &full
		if u.Reduced != (redrussia.Values{}) {
			red := u.Reduced
			l.Reduced = &red
		}
		where(&l)
		out = append(out, l)
	}
	for i := range d.Leaders.Leaders {
		ld := &d.Leaders.Leaders[i]
		name, rating := ld.Name, ld.Rating
		l := UnitLine{ID: ld.ID, Kind: KindLeader, Faction: ld.Faction, Name: &name, Rating: &rating, MP: ld.MP, Arrival: ld.Arrival}
		where(&l)
		out = append(out, l)
	}
	mk := d.Counters.Markers
	for _, m := range []struct {
		id string
		n  int
	}{{"ori", mk.ORI}, {"initiative", mk.Initiative}, {"money_manpower", mk.MoneyManpowerPerFaction}, {"rail_capacity", mk.RailCapacity},
		{"cossack_raid", mk.CossackRaid}, {"tsarist_gold", mk.TsaristGold}, {"turn", mk.Turn}} {
		out = append(out, UnitLine{ID: m.id, Kind: KindMarker, Count: m.n})
	}
	if err := play.WriteJSONLines(c.Out, out); err != nil {
		return c.Fail("%v", err)
	}
	return play.ExitOK
}
