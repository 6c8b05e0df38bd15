package reds

import (
	"slices"

	"tachanka/game/hex"
)

// The Random Event Phase (6.3): the non-initiative player rolls 2d6 on his
// table and carries the event out, then the initiative player. In Mar-Apr
// each first re-places his river flotillas from the turn track (19.2).
// Sub counts: 0 non-initiative thaw, 1 his roll, 2 initiative thaw, 3 his
// roll.

func (s *State) eventPhase() {
	if s.Sub > 3 {
		s.Step, s.Sub = StepMakhno, 0
		return
	}
	side := s.Initiative.Enemy()
	if s.Sub >= 2 {
		side = s.Initiative
	}
	switch s.Sub % 2 {
	case 0:
		if s.Data.Tables.Turn(s.Turn).Thaw && s.returnFlotilla(side) {
			return // one decision at a time; the step runs again
		}
		s.Sub++
	case 1:
		s.Sub++
		s.rollEvent(side)
	}
}

// returnFlotilla re-places one of side's river flotillas waiting in this
// turn's box (19.2, 20.12); it returns true while there are more to do.
func (s *State) returnFlotilla(side Side) bool {
	for i := range s.Units {
		u := &s.Units[i]
		d := s.Def(i)
		if u.Where != InTurnBox || u.Box != s.Turn || d.Type != RiverFlotilla || d.Side != side {
			continue
		}
		opts := s.SpecialPlacementHexes(i)
		switch len(opts) {
		case 0:
			s.leaveMap(i, InPool, 0)
			s.emit(Event{Type: EvNote, Rule: "19.2", Side: side, Units: []string{d.ID}, Note: note("no river hex to return to: back to the pool")})
		case 1:
			s.placeSpecial(i, opts[0], "19.2")
		default:
			s.Placing = PlaceSpecial
			s.Pending = Pending{Side: side, Kind: DecidePlace, Units: []string{d.ID}}
		}
		return true
	}
	return false
}

// rollEvent rolls 2d6 on side's table (6.3).
func (s *State) rollEvent(side Side) {
	t := s.Data.Tables.WhiteEvents
	if side == Red {
		t = s.Data.Tables.RedEvents
	}
	a, b := s.Rand.TwoD6()
	e := t.Entry(a + b)
	s.emit(Event{Type: EvDice, Rule: "6.3", Side: side, Dice: []int{a, b}, Roll: RollEvent, Note: note("random event roll %d", a+b)})
	var possible []EventKind
	for _, k := range e.Events {
		if ok, _ := s.EventPossible(k); ok {
			possible = append(possible, k)
		}
	}
	switch {
	case len(possible) == 0:
		for _, k := range e.Events {
			_, why := s.EventPossible(k)
			s.emit(Event{Type: EvRandomEvent, Rule: "6.3", Side: side, Event: k, Unable: true, Note: note("cannot be carried out: %s", why)})
		}
		if side == Red && s.Options.RedEvents {
			if ok, _ := s.EventPossible(RedLeader); ok {
				s.Pending = Pending{Side: Red, Kind: DecideEvent, Events: []EventKind{RedLeader, NoEvent}, LostEvent: true}
			}
		}
	case len(possible) == 1 && len(e.Events) == 1:
		s.carryOut(possible[0])
	default:
		s.Pending = Pending{Side: side, Kind: DecideEvent, Events: possible}
	}
}

// doEvent is the player's choice among an entry's events (or, under
// 21.4, whether to take a Red Leader instead of a lost event).
func (s *State) doEvent(a Action) error {
	if !slices.Contains(s.Pending.Events, a.Event) {
		return illegal("6.3", "%s is not one of the events to choose from", a.Event)
	}
	s.Pending = Pending{}
	if a.Event == NoEvent {
		s.emit(Event{Type: EvNote, Rule: "21.4", Side: Red, Note: note("the event is lost")})
		return nil
	}
	s.carryOut(a.Event)
	return nil
}

// EventPossible says whether an event can be carried out now, and why not.
func (s *State) EventPossible(k EventKind) (bool, Reason) {
	switch k {
	case AIFOffensive:
		if s.Withdrawal >= 2 {
			return false, note("the AIF has been withdrawn")
		}
	case WrangelEvent:
		if s.Wrangel {
			return false, note("Wrangel is already in command")
		}
	case FreikorpsEvent:
		if s.Freikorps {
			return false, note("the Freikorps event has happened")
		}
		if !s.anyOnMap(func(d *UnitDef) bool { return d.Faction == Freikorps }) {
			return false, note("von der Goltz is not on the map")
		}
	case SemenovRaid:
		if !s.anyOnMap(func(d *UnitDef) bool { return d.Faction == Siberian && d.Type.Combat() }) {
			return false, note("no Siberian infantry or cavalry on the map")
		}
	case WhiteDisintegration:
	case AmphibiousInvasion:
		if s.Amphibious {
			return false, note("White already holds the Amphibious marker")
		}
	case CavalryRaid:
		if s.CavalryRaid {
			return false, note("the Cavalry Raid marker is held or in use")
		}
	case WhiteAircraft, RedAircraft:
		if s.poolUnit(k) < 0 {
			return false, note("no aircraft in the pool")
		}
	case RedLeader:
		if len(s.leaderPool()) == 0 {
			return false, note("the leader pool is empty")
		}
	case PoliticalIntrigue:
		if len(s.leadersInPlay()) == 0 {
			return false, note("no leader is in play")
		}
	case RedTerrorEvent:
		if len(s.RedTerror) >= MaxRedTerror {
			return false, note("no Red Terror marker is left")
		}
		if len(s.RedTerrorCities()) == 0 {
			return false, note("no eligible city")
		}
	default: // units placed on the map
		if (k == WhiteRiverFlotilla || k == RedRiverFlotilla) && s.Winter() {
			return false, note("river flotilla events have no effect in winter")
		}
		i := s.poolUnit(k)
		if i < 0 {
			return false, note("none left in the pool")
		}
		if len(s.SpecialPlacementHexes(i)) == 0 {
			return false, note("no legal placement")
		}
	}
	return true, Reason{}
}

// MaxRedTerror is the number of Red Terror markers (2.7 ruling).
const MaxRedTerror = 3

func (s *State) anyOnMap(f func(*UnitDef) bool) bool {
	for i := range s.Units {
		if s.Units[i].Where == OnMap && f(s.Def(i)) {
			return true
		}
	}
	return false
}

// poolUnit is the first unit in the pool an event draws on, or -1.
func (s *State) poolUnit(k EventKind) int {
	want := map[EventKind]struct {
		side Side
		t    UnitType
		kind string
	}{
		WhiteAircraft: {White, Aircraft, ""}, RedAircraft: {Red, Aircraft, ""},
		WhiteArmoredTrain: {White, ArmoredTrain, ""}, RedArmoredTrain: {Red, ArmoredTrain, ""},
		WhiteRiverFlotilla: {White, RiverFlotilla, ""}, RedRiverFlotilla: {Red, RiverFlotilla, ""},
		WhiteTanks: {White, Tank, ""}, RedPartisans: {Red, Partisan, "red"},
		SiberianPartisans: {White, Partisan, "siberian"}, SouthRussianPartisans: {White, Partisan, "south_russian"},
		BasmachiPartisans: {White, Partisan, "basmachi"},
	}[k]
	for i := range s.Units {
		d := s.Def(i)
		if s.Units[i].Where == InPool && d.Side == want.side && d.Type == want.t && d.Partisan == want.kind {
			return i
		}
	}
	return -1
}

// carryOut applies an event that can be carried out.
func (s *State) carryOut(k EventKind) {
	side := k.Side()
	s.emit(Event{Type: EvRandomEvent, Rule: "6.3", Side: side, Event: k})
	switch k {
	case AIFOffensive:
		s.AIFOffensive = s.Turn
	case WrangelEvent:
		s.Wrangel = true
	case FreikorpsEvent:
		s.Freikorps = true
		// Cities von der Goltz took now count for White (13.6).
		for c := range s.Control {
			if s.Control[c] == GoltzControl {
				s.setControl(int32(c), WhiteControl)
			}
		}
	case SemenovRaid:
		s.SemenovRaid, s.SemenovNoReplacement = s.Turn, true
	case WhiteDisintegration:
		s.WhiteDisintegration = s.Turn
	case AmphibiousInvasion:
		s.Amphibious = true
	case CavalryRaid:
		s.CavalryRaid = true
	case WhiteAircraft, RedAircraft:
		i := s.poolUnit(k)
		s.Units[i].Where = Available
		s.emit(Event{Type: EvReinforce, Rule: "20.1", Side: side, Units: []string{s.id(i)}, Note: note("an aircraft becomes available")})
	case RedLeader:
		pool := s.leaderPool()
		s.DrawnLeader = pool[s.Rand.Intn(len(pool))]
		s.emit(Event{Type: EvLeader, Rule: "20.9", Side: Red, Leader: s.DrawnLeader, Fate: LeaderDrawn})
		s.Pending = Pending{Side: Red, Kind: DecideLeader}
	case PoliticalIntrigue:
		in := s.leadersInPlay()
		box := in[s.Rand.Intn(len(in))]
		id := s.HighCommand[box]
		s.HighCommand[box] = ""
		s.leaderLeft(Front(box))
		s.emit(Event{Type: EvLeader, Rule: "6.3", Side: Red, Leader: id, Fate: LeaderToPool, Front: Front(box)})
	case RedTerrorEvent:
		s.Pending = Pending{Side: Red, Kind: DecideTerror}
	default:
		i := s.poolUnit(k)
		opts := s.SpecialPlacementHexes(i)
		if len(opts) == 1 {
			s.placeSpecial(i, opts[0], "6.3")
			return
		}
		s.Placing = PlaceSpecial
		s.Pending = Pending{Side: side, Kind: DecidePlace, Units: []string{s.id(i)}}
	}
}

// leaderPool lists the leaders not on the High Command display (20.9).
func (s *State) leaderPool() []string {
	var out []string
	for _, l := range s.Data.Leaders {
		if !slices.Contains(s.HighCommand[:], l.ID) {
			out = append(out, l.ID)
		}
	}
	return out
}

// leadersInPlay lists the boxes holding a leader.
func (s *State) leadersInPlay() []int {
	var out []int
	for box, id := range s.HighCommand {
		if id != "" {
			out = append(out, box)
		}
	}
	return out
}

// doLeader puts the drawn leader in the Field Staff box, or rolls for a
// front box: 1 North, 2 West, 3 Southwest, 4 South, 5 East, 6 Turkestan
// (6.3 ruling); a leader already there returns to the pool.
func (s *State) doLeader(a Action) error {
	box := 0
	if a.Front != NoFront {
		return illegal("6.3", "Red chooses the Field Staff box or a die roll, not a front")
	}
	if a.Chit != ChitFieldStaff {
		d := s.Rand.D6()
		box = d
		s.emit(Event{Type: EvDice, Rule: "6.3", Side: Red, Dice: []int{d}, Roll: RollLeaderFront, Note: note("the leader's front: %s", Front(d))})
	}
	if old := s.HighCommand[box]; old != "" {
		s.emit(Event{Type: EvLeader, Rule: "20.9", Side: Red, Leader: old, Fate: LeaderToPool, Front: Front(box)})
		s.leaderLeft(Front(box))
	}
	s.HighCommand[box] = s.DrawnLeader
	s.emit(Event{Type: EvLeader, Rule: "20.9", Side: Red, Front: Front(box), Leader: s.DrawnLeader, Fate: LeaderToBox})
	s.DrawnLeader = ""
	s.Pending = Pending{}
	return nil
}

// RedTerrorCities are the cities a Red Terror marker may go on (6.3 ruling).
func (s *State) RedTerrorCities() []hex.Hex {
	b := s.Data.Board
	pres := s.presence()
	var out []hex.Hex
	for _, c := range b.CityCells() {
		cell := &b.Cells[c]
		if cell.City.Point || cell.Region == Poland || cell.Region == Baltic || s.closed(c) ||
			pres[c]&hasWhite != 0 || slices.Contains(s.RedTerror, cell.Hex) {
			continue
		}
		out = append(out, cell.Hex)
	}
	return out
}

func (s *State) doTerror(a Action) error {
	if !slices.Contains(s.RedTerrorCities(), a.Hex) {
		return illegal("6.3", "a Red Terror marker goes on a city of Russia holding no White unit")
	}
	s.Pending = Pending{}
	s.RedTerror = append(s.RedTerror, a.Hex)
	s.emit(Event{Type: EvNote, Rule: "6.3", Side: Red, Hex: a.Hex, Note: note("Red Terror: a Red city from now on")})
	s.settle(s.Data.Board.Index(a.Hex))
	return nil
}
