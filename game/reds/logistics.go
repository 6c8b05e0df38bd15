package reds

import (
	"slices"

	"tachanka/game/hex"
)

// The Logistics segment (7.12, 12.2): White supply, White rally, Red supply,
// Red rally. Sub numbers its steps.
const (
	logStart = iota
	logRaid
	logMiracle
	logMiracleSpecials
	logWhiteSupply
	logWhiteTsar
	logWhiteRally
	logWhiteGarrisons
	logPeace
	logRedSupply
	logRedRally
	logRedGarrisons
	logEnd
)

// logistics runs the Logistics segment step by step.
func (s *State) logistics() {
	switch s.Sub {
	case logStart:
		s.emit(Event{Type: EvActivate, Rule: "7.12", Chit: ChitLogistics, Note: note("the Logistics segment")})
		if s.NWRemoval {
			s.removeNWArmyInTheBaltic()
		}
		s.Sub++
	case logRaid:
		s.Sub++
		if s.raidEndOK() {
			s.Pending = Pending{Side: White, Kind: DecideRaidEnd}
		}
	case logMiracle:
		s.Sub++
		if s.miracleOK() {
			s.Pending = Pending{Side: White, Kind: DecideMiracle, Units: s.eliminatedPolishArmies()}
		}
	case logMiracleSpecials:
		if !s.miracleSpecial() {
			s.Sub++
		}
	case logWhiteSupply:
		s.supplyStep(White)
		s.Sub++
	case logWhiteTsar:
		s.Sub++
		if opts := s.tsarRallyOptions(); len(opts) > 0 {
			s.Pending = Pending{Side: White, Kind: DecideTsarRally, Units: opts}
		}
	case logWhiteRally:
		s.rallyRolls(White)
		s.Sub++
	case logWhiteGarrisons:
		s.Sub++
		s.offerGarrisonRemoval(White)
	case logPeace:
		s.Sub++
		if s.peaceOK() {
			s.Pending = Pending{Side: Red, Kind: DecidePeace}
		}
	case logRedSupply:
		s.supplyStep(Red)
		s.Sub++
	case logRedRally:
		s.redTrainRally()
		s.rallyRolls(Red)
		s.Sub++
	case logRedGarrisons:
		s.Sub++
		s.offerGarrisonRemoval(Red)
	default:
		s.Step, s.Sub = StepDraw, 0
	}
}

// removeNWArmyInTheBaltic is 18.4: at the start of the first Logistics
// segment after the major withdrawal.
func (s *State) removeNWArmyInTheBaltic() {
	s.NWRemoval = false
	var gone []string
	for i := range s.Units {
		u := &s.Units[i]
		if u.Where == OnMap && s.Def(i).Faction == NWArmy && s.Data.Board.Cell(u.Hex).Region == Baltic {
			s.leaveMap(i, Removed, 0)
			gone = append(gone, s.id(i))
		}
	}
	if len(gone) > 0 {
		s.emit(Event{Type: EvWithdrawal, Rule: "18.4", Side: White, Units: gone, Note: note("the NW Army units left in the Baltic are disbanded")})
	}
}

// eliminatedPolishArmies are the armies the Miracle may return (15.3).
func (s *State) eliminatedPolishArmies() []string {
	var out []string
	for i := range s.Units {
		d := s.Def(i)
		if d.Faction == Poles && d.Size == Army && s.Units[i].Where == Eliminated {
			out = append(out, d.ID)
		}
	}
	return out
}

// needsSupply reports a unit affected by lack of supply (12.10).
func (s *State) needsSupply(i int) bool {
	d := s.Def(i)
	u := &s.Units[i]
	return u.Where == OnMap && d.Type != Partisan && d.Type != Garrison && !d.Type.OffMap() && !u.Raiding && s.SideOf(i) != NoSide
}

// supplyStep is 12.2's supply step: every unit of side that needs supply
// and is out of supply is disordered (eliminated if it cannot flip).
func (s *State) supplyStep(side Side) {
	sp := s.NewSupply()
	var out []int
	for i := range s.Units {
		if s.SideOf(i) == side && s.needsSupply(i) && !sp.Of(i).In() {
			out = append(out, i)
		}
	}
	if len(out) > 0 {
		s.emit(Event{Type: EvNote, Rule: "12.2", Side: side, Units: s.ids(out), Note: note("out of supply")})
	}
	for _, i := range out {
		s.disorder(i, "12.9")
	}
}

// tsarRallyOptions are the units the Tsar may rally: one supplied AFSR or
// Siberian infantry unit per Logistics segment, while he lives and before
// the major withdrawal (12.12).
func (s *State) tsarRallyOptions() []string {
	if s.Tsar != TsarAlive || s.Withdrawal >= 2 {
		return nil
	}
	sp := s.NewSupply()
	var out []string
	for i := range s.Units {
		u := &s.Units[i]
		d := s.Def(i)
		if u.Where == OnMap && u.Disordered && d.Type == Infantry && (d.Faction == AFSR || d.Faction == Siberian) && sp.Of(i).In() {
			out = append(out, d.ID)
		}
	}
	return out
}

func (s *State) doTsarRally(a Action) error {
	if len(a.Units) > 1 {
		return illegal("12.12", "the Tsar rallies one unit")
	}
	if len(a.Units) == 1 {
		if !slices.Contains(s.Pending.Units, a.Units[0]) {
			return illegal("12.12", "the Tsar rallies a disordered, supplied AFSR or Siberian infantry unit")
		}
		i, _ := s.UnitByID(a.Units[0])
		s.rally(i, "12.12", note("the Tsar"))
	}
	s.Pending = Pending{}
	return nil
}

// rally flips a disordered unit to its full-strength side.
func (s *State) rally(i int, rule string, why Reason) {
	s.Units[i].Disordered = false
	s.emit(Event{Type: EvRally, Rule: rule, Side: s.SideOf(i), Units: []string{s.id(i)}, Hex: s.Units[i].Hex, Note: why})
}

// redTrainRally: the Red Train rallies every disordered Red unit in its hex
// or next to it that is in supply (or needs none), except within 6 hexes of
// Polish-controlled Warsaw while Poland is at war (12.12, 20.10).
func (s *State) redTrainRally() {
	if !s.RedTrain.Valid() {
		return
	}
	sp := s.NewSupply()
	warsaw, hasWarsaw := s.Data.Board.FindCity("Warsaw")
	for i := range s.Units {
		u := &s.Units[i]
		if u.Where != OnMap || !u.Disordered || s.SideOf(i) != Red || hex.Distance(u.Hex, s.RedTrain) > 1 {
			continue
		}
		if s.needsSupply(i) && !sp.Of(i).In() {
			continue
		}
		if hasWarsaw && s.Poland == PolandAtWar && s.ControlOf(warsaw) == PolishControl && hex.Distance(u.Hex, warsaw) <= 6 {
			continue
		}
		s.rally(i, "20.10", note("the Red Train"))
	}
}

// rallyRange is the highest roll that rallies unit i (12.12, 15.3), before
// the Wrangel modifier.
func (s *State) rallyRange(i int) int {
	d := s.Def(i)
	t := s.Data.Tables.Rally
	if d.Faction == Poles {
		if s.Poland == PolandAtWar && s.redInPoland() {
			if w, ok := s.Data.Board.FindCity("Warsaw"); ok && hex.Distance(s.Units[i].Hex, w) <= 1 {
				return t.PolesNearWarsaw
			}
		}
		return t.Poles
	}
	if s.SideOf(i) == Red {
		return t.Red[d.Type]
	}
	if s.Withdrawal >= 2 {
		return t.WhiteAfterMajor[d.Type]
	}
	return t.White[d.Type]
}

// redInPoland reports any Red unit inside Poland.
func (s *State) redInPoland() bool {
	for i := range s.Units {
		if s.Units[i].Where == OnMap && s.SideOf(i) == Red && s.Data.Board.Cell(s.Units[i].Hex).Region == Poland {
			return true
		}
	}
	return false
}

// rallyRolls rolls for each other disordered unit of side (12.12):
// supplied units, and partisans even out of supply; never raiding cavalry.
func (s *State) rallyRolls(side Side) {
	disintegration := side == White && s.WhiteDisintegration == s.Turn
	if disintegration {
		s.emit(Event{Type: EvNote, Rule: "6.3", Side: White, Note: note("White Disintegration: only Polish and AIF units roll to rally this turn")})
	}
	sp := s.NewSupply()
	for i := range s.Units {
		u := &s.Units[i]
		d := s.Def(i)
		if u.Where != OnMap || !u.Disordered || s.SideOf(i) != side || u.Raiding || d.Steps != 2 {
			continue
		}
		if disintegration && d.Faction != Poles && d.Faction != AIF {
			continue
		}
		if d.Type != Partisan && !sp.Of(i).In() {
			continue
		}
		roll := s.Rand.D6()
		mod := 0
		if side == White && d.Faction == AFSR && s.Wrangel {
			mod = s.Data.Tables.Rally.WrangelModifier
		}
		need := s.rallyRange(i)
		ok := roll+mod <= need
		why := note("rallies on 1-%d", need)
		if mod != 0 {
			why = note("rallies on 1-%d, %+d for Wrangel", need, mod)
		}
		s.emit(Event{Type: EvDice, Rule: "12.12", Side: side, Units: []string{d.ID}, Hex: u.Hex, Dice: []int{roll}, Roll: RollRally, Note: why})
		if ok {
			s.rally(i, "12.12", Reason{})
		}
	}
}

// offerGarrisonRemoval lets side take garrisons off the map in its rally
// step (20.5), when it has any.
func (s *State) offerGarrisonRemoval(side Side) {
	var gs []string
	for i := range s.Units {
		if s.Units[i].Where == OnMap && s.SideOf(i) == side && s.Def(i).Type == Garrison {
			gs = append(gs, s.id(i))
		}
	}
	if len(gs) > 0 {
		s.Pending = Pending{Side: side, Kind: DecideGarrisons, Units: gs}
	}
}

// doRemoveGarrisons removes the chosen garrisons to the pool, or for good if
// dotted (20.5); none is a choice.
func (s *State) doRemoveGarrisons(a Action) error {
	for _, id := range a.Units {
		if !slices.Contains(s.Pending.Units, id) {
			return illegal("20.5", "%s is not one of your garrisons on the map", id)
		}
	}
	for _, i := range s.idx(a.Units) {
		d := s.Def(i)
		h := s.Units[i].Hex
		where := InPool
		if d.Dot {
			where = Removed
		}
		s.leaveMap(i, where, 0)
		s.emit(Event{Type: EvNote, Rule: "20.5", Side: a.Side, Units: []string{d.ID}, Hex: h, Note: note("garrison removed")})
	}
	s.Pending = Pending{}
	return nil
}
