package reds

import (
	"slices"

	"tachanka/game/hex"
)

// Control of cities follows 13.1: the side whose unit last entered a city
// controls it, with three overrides that depend on who is there now: Red
// cities revert to Red when no White unit holds them, Free Territory cities
// are neutral unless a non-Makhno unit holds them, and a nationalist
// garrison makes its city neutral. Units change hexes only through
// moveUnit and leaveMap, which call enter and settle below.

// isRedCity reports a Red city or a Red Terror city (13.1, 6.3).
func (s *State) isRedCity(c int32) bool {
	city := s.Data.Board.Cells[c].City
	return city != nil && !city.Point && (city.Red || slices.Contains(s.RedTerror, s.Data.Board.Cells[c].Hex))
}

// enterControl is the control a unit of unit i's kind takes on entering a city.
func (s *State) enterControl(i int) Control {
	d := s.Def(i)
	switch {
	case d.Faction == Poles:
		return PolishControl
	case d.Faction == Makhno:
		return MakhnoControl
	case d.Faction == Freikorps && !s.Freikorps:
		return GoltzControl
	}
	switch s.SideOf(i) {
	case Red:
		return RedControl
	case White:
		return WhiteControl
	}
	return Neutral
}

// enter records unit i entering cell c (moving, retreating, advancing or
// being placed; passing through counts, 13.1).
func (s *State) enter(i int, c int32) {
	h := s.Data.Board.Cells[c].Hex
	side := s.SideOf(i)
	if s.Gold == h && side != NoSide && side != s.GoldSide {
		s.GoldSide = side // 20.6: an enemy unit captures the Gold
		s.emit(Event{Type: EvNote, Rule: "20.6", Side: side, Hex: h, Units: []string{s.id(i)}, Note: note("the Gold changes hands")})
	}
	if side == White && s.RedVerdun == h {
		s.RedVerdun = hex.None // 20.11: removed for good
		s.emit(Event{Type: EvNote, Rule: "20.11", Side: White, Hex: h, Note: note("Red Verdun is removed")})
	}
	if side == White && s.RedTrain == h {
		s.RedTrain, s.RedTrainBox = hex.None, s.Turn+1 // 20.10: displaced to the next turn
		s.emit(Event{Type: EvNote, Rule: "20.10", Side: White, Hex: h, Note: note("the Red Train is displaced")})
	}
	if s.Data.Board.Cells[c].City == nil {
		return
	}
	if ctl := s.enterControl(i); ctl != Neutral {
		s.setControl(c, ctl)
	}
	s.settle(c)
}

// settle applies the overrides of 13.1 to cell c from the units now in it.
func (s *State) settle(c int32) {
	cell := &s.Data.Board.Cells[c]
	if cell.City == nil {
		return
	}
	holder := -1 // a player's unit in the hex other than Makhno
	white, nationalist, ukrainian := false, false, false
	for _, i := range s.unitsAt(c) {
		d := s.Def(i)
		if d.Faction == Nationalist {
			nationalist = true
			ukrainian = ukrainian || d.ID == UkrainianGarrison
			continue
		}
		if s.SideOf(i) == White {
			white = true
		}
		if d.Faction != Makhno && s.SideOf(i) != NoSide {
			holder = i
		}
	}
	switch {
	case nationalist && ukrainian && holder >= 0:
		s.setControl(c, s.enterControl(holder)) // White units with the Ukrainian garrison (17.2)
	case nationalist:
		s.setControl(c, Neutral)
	case cell.FreeTerritory && !slices.Contains(s.RedTerror, cell.Hex):
		if holder >= 0 {
			s.setControl(c, s.enterControl(holder))
		} else {
			s.setControl(c, Neutral)
		}
	case s.isRedCity(c) && !white && !s.closed(c):
		s.setControl(c, RedControl)
	}
}

// setControl changes control and reports the change.
func (s *State) setControl(c int32, ctl Control) {
	if s.Control[c] == ctl {
		return
	}
	s.Control[c] = ctl
	s.emit(Event{Type: EvControl, Rule: "13.1", Hex: s.Data.Board.Cells[c].Hex, Control: ctl, Side: ctl.Side()})
	if ctl == RedControl && s.Withdrawal >= 2 {
		s.redSeas() // 13.3
	}
}

// moveUnit puts unit i in hex h (already on the map or not), settling the
// control of the hex it leaves and of the hex it enters.
func (s *State) moveUnit(i int, h hex.Hex) {
	u := &s.Units[i]
	from := int32(-1)
	if u.Where == OnMap {
		from = s.Data.Board.Index(u.Hex)
	}
	u.Where, u.Hex, u.Box = OnMap, h, 0
	to := s.Data.Board.Index(h)
	if from >= 0 {
		s.settle(from)
		// 10.11: an NW Army unit that leaves the Baltic, by whatever kind
		// of movement, may never re-enter it.
		b := s.Data.Board
		if s.Def(i).Faction == NWArmy && b.Cells[from].Region == Baltic && b.Cells[to].Region != Baltic {
			u.LeftBaltic = true
		}
	}
	s.enter(i, to)
}

// leaveMap takes unit i off the map to w (eliminated, removed, a box...).
func (s *State) leaveMap(i int, w Where, box int) {
	u := &s.Units[i]
	from := int32(-1)
	if u.Where == OnMap {
		from = s.Data.Board.Index(u.Hex)
	}
	u.Where, u.Hex, u.Box = w, hex.None, box
	u.Disordered, u.Active, u.Moved, u.Attacked, u.OutOfSupply, u.Raiding = false, false, false, false, false, false
	if from >= 0 {
		s.settle(from)
	}
}
