package reds

import (
	"slices"

	"tachanka/game/hex"
)

// Poland (15.0) and Makhno (16.0).

// WarCondition is one of 15.2's reasons for Poland to enter the war.
type WarCondition struct {
	Holds bool   `json:"holds"`
	What  Reason `json:"what"`
}

// PolandWarConditions lists 15.2's conditions and whether each holds now.
func (s *State) PolandWarConditions() []WarCondition {
	b := s.Data.Board
	inBaltic, cityInBaltic := 0, false
	for i := range s.Units {
		u := &s.Units[i]
		if u.Where == OnMap && s.SideOf(i) == Red && s.Def(i).Type != Partisan && b.Cell(u.Hex).Region == Baltic {
			inBaltic++
		}
	}
	for _, c := range b.CityCells() {
		if b.Cells[c].Region == Baltic && !b.Cells[c].City.Point && s.Control[c] == RedControl {
			cityInBaltic = true
		}
	}
	sp := s.NewSupply()
	near := 0
	for i := range s.Units {
		u := &s.Units[i]
		if u.Where != OnMap || s.SideOf(i) != Red || s.Def(i).Type.Special() || !sp.Of(i).In() {
			continue
		}
		if s.distanceToPoland(b.Index(u.Hex)) <= 5 {
			near += s.Def(i).SP
		}
	}
	return []WarCondition{
		{inBaltic >= 2, note("at least two non-partisan Red units are in the Baltic")},
		{cityInBaltic, note("Red controls a city in the Baltic")},
		{near < 4, note("fewer than 4 SP of supplied Red units are within 5 hexes of Poland")},
		{s.Withdrawal >= 2 && s.Initiative == White, note("the major withdrawal has occurred and White has the initiative")},
	}
}

// distanceToPoland is the plain hex distance to the nearest Polish hex.
func (s *State) distanceToPoland(c int32) int {
	b := s.Data.Board
	best := farAway
	for k := range b.Cells {
		if b.Cells[k].Region == Poland {
			best = min(best, hex.Distance(b.Cells[c].Hex, b.Cells[k].Hex))
		}
	}
	return best
}

// polandEntryCheck is 15.2: when the Poles chit activates, from the first
// turn after B, Poland enters the war if any condition holds.
func (s *State) polandEntryCheck() {
	if s.Poland != PolandNeutral || s.Strategic < 2 {
		return
	}
	for _, w := range s.PolandWarConditions() {
		if w.Holds {
			s.Poland, s.PolandWarTurn = PolandAtWar, s.Turn
			s.emit(Event{Type: EvNote, Rule: "15.2", Side: White, Note: note("Poland enters the war: %s", w.What)})
			return
		}
	}
}

// conquestCheck is 15.4: Red holding Warsaw at the end of a Polish
// activation segment conquers Poland.
func (s *State) conquestCheck() {
	if s.Poland != PolandAtWar {
		return
	}
	w, ok := s.Data.Board.FindCity("Warsaw")
	if !ok || s.ControlOf(w) != RedControl {
		return
	}
	s.Poland = PolandConquered
	s.removePoles()
	s.emit(Event{Type: EvNote, Rule: "15.4", Side: Red, Hex: w, Note: note("Poland is conquered")})
}

// removePoles removes every Polish unit for good (15.4, 15.5).
func (s *State) removePoles() {
	for i := range s.Units {
		if s.Def(i).Faction == Poles && s.Units[i].Where != Removed {
			s.leaveMap(i, Removed, 0)
		}
	}
}

// miracleOK is 15.3: once per game, while at war, with a supplied Red unit
// within 3 hexes of Warsaw.
func (s *State) miracleOK() bool {
	if s.Poland != PolandAtWar || s.MiracleUsed {
		return false
	}
	w, ok := s.Data.Board.FindCity("Warsaw")
	if !ok {
		return false
	}
	sp := s.NewSupply()
	for i := range s.Units {
		u := &s.Units[i]
		if u.Where == OnMap && s.SideOf(i) == Red && hex.Distance(u.Hex, w) <= 3 && sp.Of(i).In() {
			return true
		}
	}
	return false
}

// doMiracle declares the Miracle on the Vistula, or not (15.3): Polish
// units in or next to Polish-held Warsaw rally; White may return one
// eliminated Polish army to Warsaw at full strength (Units), and place a
// tank and an armored train in Poland (then, one at a time).
func (s *State) doMiracle(a Action) error {
	if !a.Yes {
		s.Pending = Pending{}
		return nil
	}
	w, _ := s.Data.Board.FindCity("Warsaw")
	var army int = -1
	if len(a.Units) > 0 {
		i, ok := s.UnitByID(a.Units[0])
		if !ok || s.Def(i).Faction != Poles || s.Def(i).Size != Army || s.Units[i].Where != Eliminated || len(a.Units) > 1 {
			return illegal("15.3", "the Miracle returns one eliminated Polish army")
		}
		if why := s.stackingProblem(s.Data.Board.Index(w), append(s.unitsAt(s.Data.Board.Index(w)), i)); why.Rule != "" {
			return illegal(why.Rule, "no room in Warsaw: %s", why)
		}
		army = i
	}
	s.Pending = Pending{}
	s.MiracleUsed = true
	s.emit(Event{Type: EvNote, Rule: "15.3", Side: White, Hex: w, Note: note("the Miracle on the Vistula")})
	if s.ControlOf(w) == PolishControl {
		for i := range s.Units {
			u := &s.Units[i]
			if u.Where == OnMap && u.Disordered && s.Def(i).Faction == Poles && hex.Distance(u.Hex, w) <= 1 {
				s.rally(i, "15.3", note("the Miracle on the Vistula"))
			}
		}
	}
	if army >= 0 {
		s.place(army, w, "15.3", false)
	}
	s.MiracleSpecials = true
	return nil
}

// miracleSpecial places the Miracle's tank and armored train: one in all,
// in eligible hexes of Poland (15.3). Returns true while a choice is pending.
func (s *State) miracleSpecial() bool {
	if !s.MiracleSpecials {
		return false
	}
	s.MiracleSpecials = false
	var opts []string
	for _, k := range []EventKind{WhiteTanks, WhiteArmoredTrain} {
		i := s.poolUnit(k)
		if i < 0 {
			continue
		}
		for _, h := range s.SpecialPlacementHexes(i) {
			if s.Data.Board.Cell(h).Region == Poland {
				opts = append(opts, s.id(i))
				break
			}
		}
	}
	if len(opts) == 0 {
		return false
	}
	s.Placing = PlaceMiracle
	s.Pending = Pending{Side: White, Kind: DecidePlace, Units: opts}
	return true
}

// peaceOK is 15.5's condition for Red's peace attempt.
func (s *State) peaceOK() bool {
	if s.Poland != PolandAtWar || s.Turn <= s.PolandWarTurn || s.PeaceTried == s.Turn {
		return false
	}
	b := s.Data.Board
	sp := s.NewSupply()
	for i := range s.Units {
		u := &s.Units[i]
		if u.Where != OnMap {
			continue
		}
		r := b.Cell(u.Hex).Region
		if s.SideOf(i) == Red && r == Baltic {
			return false
		}
		if s.Def(i).Faction == Poles && r != Poland && sp.Of(i).In() {
			return false
		}
	}
	return true
}

// doPeace is Red's peace attempt, or none (15.5): 1-3 makes Poland
// permanently neutral.
func (s *State) doPeace(a Action) error {
	s.Pending = Pending{}
	if !a.Yes {
		return nil
	}
	s.PeaceTried = s.Turn
	d := s.Rand.D6()
	s.emit(Event{Type: EvDice, Rule: "15.5", Side: Red, Dice: []int{d}, Roll: RollPeace, Note: note("peace with Poland on 1-3")})
	if d > 3 {
		return nil
	}
	s.Poland = PolandPeace
	s.removePoles()
	s.emit(Event{Type: EvNote, Rule: "15.5", Side: Red, Note: note("peace with Poland")})
	// One Red infantry or cavalry army guards the new border: from the West
	// or Southwest Front if possible.
	var west, any []string
	for i := range s.Units {
		dd := s.Def(i)
		if s.Units[i].Where != OnMap || s.SideOf(i) != Red || !dd.Type.Combat() || dd.Size != Army {
			continue
		}
		any = append(any, dd.ID)
		if f := s.Data.Board.Cell(s.Units[i].Hex).Front; f == WestFront || f == SouthwestFront {
			west = append(west, dd.ID)
		}
	}
	if len(west) > 0 {
		any = west
	}
	switch len(any) {
	case 0:
	case 1:
		i, _ := s.UnitByID(any[0])
		s.leaveMap(i, Removed, 0)
		s.emit(Event{Type: EvWithdrawal, Rule: "15.5", Side: Red, Units: any, Note: note("guards the new border")})
	default:
		s.Pending = Pending{Side: Red, Kind: DecideBorderArmy, Units: any}
	}
	return nil
}

func (s *State) doBorderArmy(a Action) error {
	if len(a.Units) != 1 || !slices.Contains(s.Pending.Units, a.Units[0]) {
		return illegal("15.5", "remove one of the armies offered")
	}
	i, _ := s.UnitByID(a.Units[0])
	s.Pending = Pending{}
	s.leaveMap(i, Removed, 0)
	s.emit(Event{Type: EvWithdrawal, Rule: "15.5", Side: Red, Units: slices.Clone(a.Units), Note: note("guards the new border")})
	return nil
}

// makhnoPhase is 16.1: after strategic turn B, Makhno joins the side
// opposed to the unit nearest him (distance not across all-sea hexsides;
// a White unit as near as a Red one counts as nearer, 16.2).
func (s *State) makhnoPhase() {
	if s.Strategic < 2 {
		return
	}
	m := -1
	for i := range s.Units {
		if s.Def(i).Faction == Makhno && s.Units[i].Where == OnMap {
			m = i
		}
	}
	if m < 0 {
		return
	}
	b := s.Data.Board
	dist := SeaDistances(b, []int32{b.Index(s.Units[m].Hex)})
	bestRed, bestWhite := farAway, farAway
	for i := range s.Units {
		u := &s.Units[i]
		if i == m || u.Where != OnMap || s.Def(i).Faction == Nationalist {
			continue
		}
		dd := int(dist[b.Index(u.Hex)])
		switch s.SideOf(i) {
		case Red:
			bestRed = min(bestRed, dd)
		case White:
			bestWhite = min(bestWhite, dd)
		}
	}
	side := s.Makhno
	switch {
	case bestWhite == farAway && bestRed == farAway:
	case bestWhite <= bestRed:
		side = Red
	default:
		side = White
	}
	if side != s.Makhno {
		s.Makhno = side
		s.emit(Event{Type: EvNote, Rule: "16.1", Side: side, Units: []string{s.id(m)}, Hex: s.Units[m].Hex, Note: note("Makhno sides with %s", side)})
		s.settle(b.Index(s.Units[m].Hex))
	}
}

// doChoose answers the yes-or-no decisions.
func (s *State) doChoose(a Action) error {
	switch s.Pending.Kind {
	case DecideRaidEnd:
		s.Pending = Pending{}
		if a.Yes {
			if r := s.raider(); r >= 0 {
				s.Units[r].Raiding = false
				s.emit(Event{Type: EvNote, Rule: "20.4", Side: White, Units: []string{s.id(r)}, Note: note("the raid ends")})
			}
			s.CavalryRaid = false
		}
		return nil
	case DecideMiracle:
		return s.doMiracle(a)
	case DecidePeace:
		return s.doPeace(a)
	}
	return s.doBorderArmy(a)
}

// raidEndOK is 20.4: White may remove the marker at the start of a
// Logistics segment in which the raider would be in supply without it.
func (s *State) raidEndOK() bool {
	r := s.raider()
	if r < 0 {
		return false
	}
	s.Units[r].Raiding = false
	ok := s.InSupply(r)
	s.Units[r].Raiding = true
	return ok
}
