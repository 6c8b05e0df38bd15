package reds

import (
	"slices"
	"tachanka/game/enum"

	"tachanka/game/hex"
)

// Special units and partisans entering play from the pools (20.0).

// PlaceContext says what a pending placement is for.
type PlaceContext uint8

const (
	PlaceReinforcement PlaceContext = iota
	PlaceSpecial                    // a special unit or partisan from an event, or a returning river flotilla
	PlaceMiracle                    // the Miracle's tank or armored train, in Poland (15.3)
)

var placeContextNames = []string{"reinforcement", "special", "miracle"}

func (p PlaceContext) String() string               { return enum.Name(p, placeContextNames) }
func (p PlaceContext) MarshalText() ([]byte, error) { return []byte(p.String()), nil }
func (p *PlaceContext) UnmarshalText(b []byte) error {
	v, err := enum.Parse[PlaceContext](b, placeContextNames, "placement")
	*p = v
	return err
}

// hostFactions are the factions whose units may host a White special unit
// of type t (20.3, 20.13); any for river flotillas (20.12).
func hostOK(t UnitType, f Faction) bool {
	switch t {
	case ArmoredTrain:
		return f == AFSR || f == Siberian || f == Poles || f == AIF
	case Tank:
		return f == AIF || f == AFSR || f == NWArmy || f == Estonian || f == Freikorps || f == Poles
	}
	return true
}

// SpecialPlacementHexes lists where special unit or partisan i may be
// placed from its pool (20.3, 20.8, 20.12, 20.13).
func (s *State) SpecialPlacementHexes(i int) []hex.Hex {
	d := s.Def(i)
	if d.Type == Partisan {
		return s.partisanHexes(i)
	}
	b := s.Data.Board
	side := d.Side
	sp := s.NewSupply()
	var out []hex.Hex
	for c := range b.Cells {
		cell := &b.Cells[c]
		switch d.Type {
		case ArmoredTrain:
			if cell.Rail == 0 {
				continue
			}
		case RiverFlotilla:
			if cell.River == 0 || side == Red && cell.Vistula {
				continue
			}
		case Tank:
			if tankBarred(cell.Terrain) {
				continue
			}
		default:
			return nil
		}
		host := false
		for _, j := range s.unitsAt(int32(c)) {
			hd := s.Def(j)
			if s.SideOf(j) != side || !hd.Type.Combat() || s.Units[j].Raiding && d.Type != RiverFlotilla {
				continue
			}
			if d.Type == RiverFlotilla && hd.Type == Cavalry && s.Units[j].Raiding {
				continue
			}
			if side == White && !hostOK(d.Type, hd.Faction) {
				continue
			}
			if sp.Of(j).In() {
				host = true
			}
		}
		if !host || s.closed(int32(c)) {
			continue
		}
		if s.stackingProblem(int32(c), append(s.unitsAt(int32(c)), i)).Rule != "" {
			continue
		}
		if s.mayStand(i, int32(c)).Rule != "" {
			continue
		}
		out = append(out, cell.Hex)
	}
	return out
}

// partisanFront is the front area a White partisan kind is placed in (20.8).
func partisanFront(kind string) (Front, Faction) {
	switch kind {
	case "siberian":
		return EastFront, Siberian
	case "south_russian":
		return SouthFront, AFSR
	case "basmachi":
		return TurkestanFront, Muslim
	}
	return NoFront, FactionNone
}

// partisanHexes is 20.8's placement rule.
func (s *State) partisanHexes(i int) []hex.Hex {
	d := s.Def(i)
	b := s.Data.Board
	pres := s.presence()
	var out []hex.Hex
	if d.Side == Red {
		wz := s.zoc(White)
		for _, c := range b.CityCells() {
			cell := &b.Cells[c]
			if cell.City.Point || pres[c] != 0 || s.Control[c] != WhiteControl || len(cell.City.Krug) > 0 ||
				len(cell.City.Sources) > 0 || wz[c] || s.closed(c) {
				continue
			}
			out = append(out, cell.Hex)
		}
		return out
	}
	front, fac := partisanFront(d.Partisan)
	if !s.anyOnMap(func(u *UnitDef) bool { return u.Faction == fac && u.Type.Combat() }) {
		return nil
	}
	rz := s.zoc(Red)
	var whites []hex.Hex
	for j := range s.Units {
		if s.Units[j].Where == OnMap && s.SideOf(j) == White {
			whites = append(whites, s.Units[j].Hex)
		}
	}
	for c := range b.Cells {
		cell := &b.Cells[c]
		if !cell.Land() || cell.Front != front || pres[c] != 0 || rz[c] || s.closed(int32(c)) {
			continue
		}
		if cell.City != nil && (s.isRedCity(int32(c)) || len(cell.City.Sources) > 0) {
			continue
		}
		near := false
		for _, w := range whites {
			near = near || hex.Distance(w, cell.Hex) < 4
		}
		if near {
			continue
		}
		if s.mayStand(i, int32(c)).Rule != "" {
			continue
		}
		out = append(out, cell.Hex)
	}
	return out
}

// placeSpecial puts a unit from its pool on the map.
func (s *State) placeSpecial(i int, h hex.Hex, rule string) {
	s.moveUnit(i, h)
	s.Units[i].Disordered = false
	s.emit(Event{Type: EvReinforce, Rule: rule, Side: s.SideOf(i), Units: []string{s.id(i)}, Hex: h})
}

// createGarrison is 20.5: an activated infantry or cavalry unit puts a
// garrison of its side (and White faction) in a city it started in or
// entered in this movement step.
func (s *State) doGarrison(a Action) error {
	if len(a.Units) != 1 {
		return illegal("20.5", "name the unit that leaves a garrison")
	}
	i, ok := s.UnitByID(a.Units[0])
	if !ok {
		return illegal("20.5", "there is no unit %q", a.Units[0])
	}
	u := &s.Units[i]
	d := s.Def(i)
	b := s.Data.Board
	c := b.Index(a.Hex)
	switch {
	case u.Where != OnMap || !u.Active || s.SideOf(i) != s.Pending.Side:
		return illegal("20.5", "%s is not an activated unit of yours", d.Name)
	case !d.Type.Combat():
		return illegal("20.5", "only infantry and cavalry create garrisons")
	case c < 0 || b.Cells[c].City == nil || b.Cells[c].City.Point:
		return illegal("20.5", "garrisons are created in cities")
	case !slices.Contains(s.Visited, Visit{d.ID, a.Hex}):
		return illegal("20.5", "%s has not been in %v during this movement step", d.Name, a.Hex)
	}
	for _, j := range s.unitsAt(c) {
		if s.Def(j).Type == Garrison && s.SideOf(j) == s.SideOf(i) {
			return illegal("20.5", "there is already a garrison of yours in %v", a.Hex)
		}
		if s.SideOf(j) != s.SideOf(i) {
			return illegal("20.5", "%v holds other units", a.Hex)
		}
	}
	g := -1
	for j := range s.Units {
		gd := s.Def(j)
		if s.Units[j].Where == InPool && gd.Type == Garrison && gd.Side == s.SideOf(i) && !gd.Dot &&
			(gd.Side == Red || gd.Faction.StackGroup() == d.Faction.StackGroup()) {
			g = j
			break
		}
	}
	if g < 0 {
		return illegal("20.5", "no garrison of %s is left in the pool", d.Faction)
	}
	if why := s.stackingProblem(c, append(s.unitsAt(c), g)); why.Rule != "" {
		return why.Err()
	}
	s.moveUnit(g, a.Hex)
	s.emit(Event{Type: EvReinforce, Rule: "20.5", Side: s.SideOf(i), Units: []string{s.id(g)}, Hex: a.Hex, Note: note("a garrison is created")})
	return nil
}

// doRaid puts the Cavalry Raid marker on an activated, supplied cavalry
// unit before it moves (20.4).
func (s *State) doRaid(a Action) error {
	if len(a.Units) != 1 {
		return illegal("20.4", "the raid marker goes on one cavalry unit")
	}
	i, ok := s.UnitByID(a.Units[0])
	if !ok {
		return illegal("20.4", "there is no unit %q", a.Units[0])
	}
	u := &s.Units[i]
	d := s.Def(i)
	switch {
	case s.Pending.Side != White:
		return illegal("20.4", "only White raids")
	case !s.CavalryRaid || s.raider() >= 0:
		return illegal("20.4", "White does not hold an unused Cavalry Raid marker")
	case d.Type != Cavalry || !u.Active || u.Where != OnMap || s.SideOf(i) != White:
		return illegal("20.4", "%s is not an activated cavalry unit", d.Name)
	case u.Moved:
		return illegal("20.4", "the marker goes on a unit at the start of its move")
	case !s.InSupply(i):
		return illegal("20.4", "a unit out of supply cannot raid")
	}
	u.Raiding = true
	s.emit(Event{Type: EvNote, Rule: "20.4", Side: White, Units: []string{d.ID}, Hex: u.Hex, Note: note("goes raiding")})
	return nil
}

// raider is the unit carrying the Cavalry Raid marker, or -1.
func (s *State) raider() int {
	for i := range s.Units {
		if s.Units[i].Raiding {
			return i
		}
	}
	return -1
}

// doLanding is an amphibious landing (20.2): up to 3 SP of infantry or 2 SP
// of cavalry from one friendly port to one empty coastal hex of the same
// friendly sea.
func (s *State) doLanding(a Action) error {
	units, err := s.unitIndexes(a.Units)
	if err != nil {
		return err
	}
	if s.Pending.Side != White || !s.Amphibious {
		return illegal("20.2", "White does not hold the Amphibious marker")
	}
	if len(units) == 0 || len(a.Path) != 2 {
		return illegal("20.2", "a landing names its units and goes from a port to a coastal hex")
	}
	b := s.Data.Board
	from, to := b.Index(a.Path[0]), b.Index(a.Path[1])
	if from < 0 || to < 0 {
		return illegal("20.2", "the landing's hexes are not on the map")
	}
	fc, tc := &b.Cells[from], &b.Cells[to]
	sea := fc.Sea
	inf, cav := 0, 0
	// The landing belongs to the activated faction of its non-AIF units,
	// which AIF units may join; AIF units alone land in the AIF's own
	// activation (20.2).
	joined, aifActive := false, true
	for _, i := range units {
		d := s.Def(i)
		u := &s.Units[i]
		switch {
		case u.Where != OnMap || u.Hex != a.Path[0] || s.SideOf(i) != White:
			return illegal("20.2", "%s is not a White unit in %v", d.Name, a.Path[0])
		case u.Moved:
			return illegal("20.2", "%s has already moved in this segment", d.Name)
		case d.Faction == Freikorps:
			return illegal("20.2", "von der Goltz never lands")
		case d.Faction == AIF && sea == BalticSea:
			return illegal("20.2", "the AIF does not land in the Baltic")
		case d.Faction != AIF && !u.Active:
			return illegal("20.2", "%s is not activated (the AIF may join any faction's landing)", d.Name)
		case d.Type == Infantry:
			inf += d.SP
		case d.Type == Cavalry:
			cav += d.SP
		default:
			return illegal("20.2", "only infantry or cavalry land")
		}
		joined = joined || d.Faction != AIF
		aifActive = aifActive && (d.Faction != AIF || u.Active)
	}
	switch {
	case !joined && !aifActive:
		return illegal("20.2", "AIF units land on their own only in the AIF's activation; otherwise they join an activated faction's landing")
	case inf > 0 && cav > 0:
		return illegal("20.2", "infantry and cavalry never land together")
	case inf > 3 || cav > 2:
		return illegal("20.2", "a landing carries up to 3 SP of infantry or 2 SP of cavalry")
	case fc.City == nil || !fc.City.Port || s.Control[from].Side() != White:
		return illegal("20.2", "the landing leaves from a White-controlled port")
	case sea == NoSea || tc.Sea != sea || !tc.Land():
		return illegal("20.2", "the landing goes to a coastal hex of the same sea")
	case s.Seas[sea] != White:
		return illegal("20.2", "White does not control the %s Sea", sea)
	case s.Winter() && (sea == WhiteSea || sea == BalticSea):
		return illegal("19.2", "no landings on the White Sea or the Baltic in winter")
	case len(s.unitsAt(to)) > 0:
		return illegal("20.2", "the landing hex must be empty")
	case s.closed(to):
		return illegal("3.4", "no landing in a closed area")
	}
	for _, i := range units {
		if why := s.mayStand(i, to); why.Rule != "" {
			return illegal(why.Rule, "%s: %s", s.Def(i).Name, why)
		}
	}
	if why := s.stackingProblem(to, units); why.Rule != "" {
		return why.Err()
	}
	s.Amphibious = false
	for _, i := range units {
		s.moveUnit(i, a.Path[1])
		s.Units[i].Moved = true
		s.Units[i].Active = true // the landed units may attack (20.2)
	}
	s.emit(Event{Type: EvMove, Rule: "20.2", Side: White, Units: slices.Clone(a.Units), Path: slices.Clone(a.Path), Note: note("amphibious landing on the %s Sea", sea)})
	return nil
}
