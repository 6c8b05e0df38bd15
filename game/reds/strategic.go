package reds

import (
	"slices"
	"tachanka/game/enum"

	"tachanka/game/hex"
)

// Strategic movement (10.2-10.5): in his strategic step each player moves
// infantry, cavalry and the Gold from friendly city to friendly city along
// railways or rivers, or across a sea he controls, within the limits of
// 10.4 and 10.5. Then the Red Train step (20.10).

// StratMode is how a strategic move travels.
type StratMode uint8

const (
	ByRail StratMode = iota
	ByRiver
	BySea
	ByRailAndRiver // the Gold only (20.6)
)

var stratModeNames = []string{"rail", "river", "sea", "rail_and_river"}

func (m StratMode) String() string               { return enum.Name(m, stratModeNames) }
func (m StratMode) MarshalText() ([]byte, error) { return []byte(m.String()), nil }
func (m *StratMode) UnmarshalText(b []byte) error {
	v, err := enum.Parse[StratMode](b, stratModeNames, "strategic movement mode")
	*m = v
	return err
}

// GoldID names the Gold in strategic move actions.
const GoldID = "gold"

// StratUsed is what a strategic step has used of its limits (10.4, 10.5).
type StratUsed struct {
	Red      int          `json:"red,omitempty"`      // SP by rail or river
	AFSR     int          `json:"afsr,omitempty"`     // SP by rail or river
	Siberian int          `json:"siberian,omitempty"` // SP by rail or river
	Sea      [numSeas]int `json:"sea"`                // SP by sea, per sea
}

// Limits of 10.4 and 10.5.
const (
	RedRailLimit      = 9
	WhiteFactionLimit = 2
	SeaLimit          = 4
)

// strategicPhase runs 5.1 step 4: the non-initiative player's step, the
// initiative player's, then the Red Train step; none of it on turn 1.
func (s *State) strategicPhase() {
	if s.Turn == 1 {
		s.emit(Event{Type: EvNote, Rule: "10.2", Note: note("no strategic movement on turn 1")})
		s.Step = StepCommand
		return
	}
	if s.Sub > 1 {
		s.Step, s.Sub = StepRedTrain, 0
		return
	}
	side := s.Initiative.Enemy()
	if s.Sub == 1 {
		side = s.Initiative
	}
	s.Strat = &StratUsed{}
	s.Pending = Pending{Side: side, Kind: DecideStrategic}
}

// stratRailLeft is the rail/river SP unit i's side or faction may still
// move this step (10.4); the Semenov Raid stops the Siberians (6.3).
func (s *State) stratRailLeft(i int) (left int, why Reason) {
	d := s.Def(i)
	switch {
	case s.SideOf(i) == Red:
		return RedRailLimit - s.Strat.Red, Reason{}
	case d.Faction == AFSR:
		return WhiteFactionLimit - s.Strat.AFSR, Reason{}
	case d.Faction == Siberian:
		if s.SemenovRaid == s.Turn {
			return 0, because("6.3", "the Semenov Raid stops Siberian rail and river movement this turn")
		}
		return WhiteFactionLimit - s.Strat.Siberian, Reason{}
	}
	return 0, because("10.4", "%s units may not use rail or river strategic movement", d.Faction)
}

// stratCity reports a city where a strategic move of side may start or
// end: controlled by side, not a Polish or a point city (10.2).
func (s *State) stratCity(h hex.Hex, side Side) bool {
	c := s.Data.Board.CityAt(h)
	return c != nil && !c.Point && s.ControlOf(h).Side() == side && s.ControlOf(h) != PolishControl
}

// stratMoverProblem tells why unit i may not move strategically for side
// now, wherever it goes, if it may not (10.2, 12.9); sp is the supply
// picture of the state as it stands. Quiet, only the rule.
func (s *State) stratMoverProblem(i int, side Side, sp *Supply, quiet bool) Reason {
	u := &s.Units[i]
	d := s.Def(i)
	switch {
	case u.Where != OnMap || s.SideOf(i) != side:
		return say1(quiet, "10.2", "%s is not one of your units on the map", d.Name)
	case !d.Type.Combat():
		return because("10.2", "only infantry, cavalry and the Gold use strategic movement")
	case u.StratMoved:
		return say1(quiet, "10.2", "%s has already moved strategically this turn", d.Name)
	case !s.stratCity(u.Hex, side):
		return say2(quiet, "10.2", "a strategic move starts in a friendly-controlled city; %s is in %v", d.Name, u.Hex)
	case !sp.Of(i).In():
		return say1(quiet, "12.9", "%s is out of supply and may not use strategic movement", d.Name)
	}
	return Reason{}
}

// doStrategic is one strategic move (10.2-10.5).
func (s *State) doStrategic(a Action) error {
	units, sp, gold, err := s.checkStrategic(a, nil)
	if err != nil {
		return err
	}
	side := s.Pending.Side
	b := s.Data.Board
	start, end := a.Path[0], a.Path[len(a.Path)-1]
	if gold && (a.Mode == ByRail || a.Mode == ByRiver) {
		a.Mode = ByRailAndRiver // the Gold may combine them (10.3)
	}
	// Legal: move, enter every hex (13.1), book the limits.
	if gold {
		s.Gold = end
	}
	for _, i := range units {
		path := a.Path[1:]
		if a.Mode == BySea {
			path = a.Path[len(a.Path)-1:]
		}
		for _, h := range path {
			s.moveUnit(i, h)
		}
		s.Units[i].StratMoved = true
	}
	if !gold {
		switch {
		case a.Mode == BySea:
			s.Strat.Sea[b.Cell(start).Sea] += sp
		case side == Red:
			s.Strat.Red += sp
		case s.Def(units[0]).Faction == AFSR:
			s.Strat.AFSR += sp
		default:
			s.Strat.Siberian += sp
		}
	}
	s.emit(Event{Type: EvMove, Rule: "10.2", Side: side, Units: slices.Clone(a.Units), Path: slices.Clone(a.Path), Note: note("strategic movement by %s", a.Mode)})
	return nil
}

// checkStrategic checks strategic move a without making it (10.2-10.5,
// 12.9, stacking): the units that move, their SP and whether it is the
// Gold's move, or why it is refused. supply is the supply picture of the
// state as it stands, or nil to work it out.
func (s *State) checkStrategic(a Action, supply *Supply) (units []int, sp int, gold bool, err error) {
	side := s.Pending.Side
	if len(a.Path) < 2 {
		return nil, 0, false, illegal("10.2", "a strategic move needs a path from one city to another")
	}
	b := s.Data.Board
	for _, h := range a.Path {
		if !b.On(h) {
			return nil, 0, false, illegal("10.2", "%v is not on the map", h)
		}
	}
	start, end := a.Path[0], a.Path[len(a.Path)-1]
	gold = len(a.Units) == 1 && a.Units[0] == GoldID
	if gold {
		if s.Gold != start || s.GoldSide != side {
			return nil, 0, false, illegal("20.6", "the Gold is not yours in %v", start)
		}
		if a.Mode == ByRail || a.Mode == ByRiver {
			a.Mode = ByRailAndRiver // the Gold may combine them (10.3)
		}
	} else {
		if units, err = s.unitIndexes(a.Units); err != nil {
			return nil, 0, false, err
		}
		if len(units) == 0 {
			return nil, 0, false, illegal("10.2", "name the units that move")
		}
		if a.Mode == ByRailAndRiver {
			return nil, 0, false, illegal("10.3", "only the Gold may combine rail and river movement")
		}
		if supply == nil {
			supply = s.NewSupply()
		}
		for _, i := range units {
			d := s.Def(i)
			u := &s.Units[i]
			if why := s.stratMoverProblem(i, side, supply, false); why.Rule != "" {
				return nil, 0, false, why.Err()
			}
			switch {
			case u.Hex != start:
				return nil, 0, false, illegal("10.2", "%s is in %v, not %v", d.Name, u.Hex, start)
			case a.Mode == BySea && d.Faction == Freikorps:
				return nil, 0, false, illegal("10.5", "von der Goltz may never use sea movement")
			}
			sp += d.SP
		}
	}
	// Start and end in friendly-controlled cities (10.2).
	for _, h := range []hex.Hex{start, end} {
		if !s.stratCity(h, side) {
			return nil, 0, false, illegal("10.2", "a strategic move starts and ends in a friendly-controlled city; %v is not one", h)
		}
	}
	switch a.Mode {
	case BySea:
		err = s.checkSeaMove(side, units, sp, start, end, gold)
	default:
		err = s.checkLineMove(side, units, a.Mode, a.Path)
		if err == nil && !gold {
			for _, i := range units {
				left, why := s.stratRailLeft(i)
				if why.Rule != "" {
					return nil, 0, false, why.Err()
				}
				if sp > left {
					return nil, 0, false, illegal("10.4", "%d SP is more than the %d SP of rail and river movement left this step", sp, left)
				}
			}
		}
	}
	if err != nil {
		return nil, 0, false, err
	}
	if !gold {
		ec := b.Index(end)
		if why := s.stackingProblem(ec, append(s.unitsAt(ec), units...)); why.Rule != "" {
			return nil, 0, false, illegal(why.Rule, "cannot end the move in %v: %s", end, why)
		}
	}
	return units, sp, gold, nil
}

// lineCtx is what every step of a rail or river move is checked against.
type lineCtx struct {
	side   Side
	units  []int
	mode   StratMode
	pres   []uint8
	ezoc   []bool
	polish bool
	quiet  bool // searches want the verdict only: skip writing the reason
}

func (s *State) newLineCtx(side Side, units []int, mode StratMode) *lineCtx {
	pres := s.presence()
	return &lineCtx{side: side, units: units, mode: mode, pres: pres, ezoc: s.unnegatedEZOC(side, pres), polish: s.mayJoinPoles(units)}
}

// inEZOC reports an enemy ZOC hex that stops the moving units' way (8.5):
// not for a stack whose every unit ignores enemy ZOC there (8.3). The Gold
// moves with no units and ignores nothing.
func (lc *lineCtx) inEZOC(s *State, c int32) bool {
	if !lc.ezoc[c] {
		return false
	}
	for _, i := range lc.units {
		if !s.ignoresZOCIn(i, c) {
			return true
		}
	}
	return len(lc.units) == 0
}

// lineStep checks one step of a rail or river move from cell from across
// side d (10.3, 8.5); last is the move's final hex, which may lie in an
// enemy ZOC.
func (s *State) lineStep(lc *lineCtx, from int32, d int, last bool) Reason {
	b := s.Data.Board
	fc := &b.Cells[from]
	c := fc.Adj[d]
	if c < 0 {
		return because("2.2", "the map ends there")
	}
	cell := &b.Cells[c]
	rail, river := has(fc.Rail, d), has(fc.River, d)
	q := lc.quiet
	switch {
	case lc.mode == ByRail && !rail:
		return say2(q, "10.3", "no railway joins %v to %v", fc.Hex, cell.Hex)
	case lc.mode == ByRiver && !river:
		return say2(q, "10.3", "no river joins %v to %v", fc.Hex, cell.Hex)
	case lc.mode == ByRailAndRiver && !rail && !(river && !s.Winter()):
		return say2(q, "10.3", "neither a railway nor a usable river joins %v to %v", fc.Hex, cell.Hex)
	}
	p := lc.pres[c]
	switch {
	case p&ownBit(lc.side.Enemy()) != 0:
		return say1(q, "10.3", "strategic movement may not enter the enemy-occupied hex %v", cell.Hex)
	case cell.City != nil && s.Control[c].Side() == lc.side.Enemy():
		return say1(q, "10.3", "strategic movement may not enter the enemy-controlled city %v", cell.Hex)
	case p&(hasNationalist|hasUnaligned) != 0 || p&hasUkrainian != 0 && lc.side != White:
		return say1(q, "10.3", "strategic movement may not enter the hex of a neutral unit (%v)", cell.Hex)
	case p&hasPoles != 0 && !lc.polish:
		return say1(q, "9.6", "only Polish units may enter a hex with Polish units (%v)", cell.Hex)
	case cell.FreeTerritory && cell.City != nil && p&ownBit(lc.side) == 0 &&
		!(lc.side == Red && slices.Contains(s.RedTerror, cell.Hex)):
		return say1(q, "10.3", "strategic movement may not enter the unoccupied Free Territory city %v", cell.Hex)
	case !last && lc.inEZOC(s, c):
		return say1(q, "8.5", "strategic movement may not enter an enemy ZOC hex (%v) on its way", cell.Hex)
	}
	for _, i := range lc.units {
		if why := s.mayStand(i, c); why.Rule != "" {
			return say3(q, why.Rule, "%s cannot enter %v: %s", s.Def(i).Name, cell.Hex, why)
		}
		// Out of the Baltic and back in on one line is leaving it (10.11).
		if cell.Region == Baltic && fc.Region != Baltic && s.Def(i).Faction == NWArmy && b.Cell(s.Units[i].Hex).Region == Baltic {
			return say2(q, "10.11", "%s cannot re-enter the Baltic at %v once it has left it", s.Def(i).Name, cell.Hex)
		}
	}
	if len(lc.units) == 0 { // the Gold (10.2, 20.6)
		if why := s.areaProblem(lc.side, FactionNone, c); why.Rule != "" {
			return say2(q, why.Rule, "the Gold cannot enter %v: %s", cell.Hex, why)
		}
	}
	return Reason{}
}

// checkLineMove checks a rail or river path (10.3, 8.5).
func (s *State) checkLineMove(side Side, units []int, mode StratMode, path []hex.Hex) error {
	if mode == ByRiver && s.Winter() {
		return illegal("10.3", "no river strategic movement in winter (19.2)")
	}
	b := s.Data.Board
	lc := s.newLineCtx(side, units, mode)
	for k := 1; k < len(path); k++ {
		d, ok := path[k-1].DirectionTo(path[k])
		if !ok {
			return illegal("10.3", "%v and %v are not adjacent", path[k-1], path[k])
		}
		if why := s.lineStep(lc, b.Index(path[k-1]), int(d), k == len(path)-1); why.Rule != "" {
			return why.Err()
		}
	}
	return nil
}

// StratDest is a city a strategic move can reach, and how.
type StratDest struct {
	Mode StratMode `json:"mode"`
	Path []hex.Hex `json:"path"`
}

// StrategicDestinations lists where units (all in one city; or the Gold)
// may move strategically now: the friendly cities each mode reaches, with
// a path to each; none for units that may not move strategically now
// (10.2, 12.9). Each is a move the engine accepts now: the end a
// friendly-controlled city, within the limits of 10.4 and 10.5, not
// overstacked.
func (s *State) StrategicDestinations(ids []string) []StratDest {
	return s.strategicDestinations(ids, nil)
}

// strategicDestinations is StrategicDestinations with the supply picture
// of the state as it stands (nil: work it out).
func (s *State) strategicDestinations(ids []string, sp *Supply) []StratDest {
	if s.Pending.Kind != DecideStrategic || len(ids) == 0 {
		return nil
	}
	if sp == nil && !(len(ids) == 1 && ids[0] == GoldID) {
		sp = s.NewSupply()
	}
	side := s.Pending.Side
	var units []int
	var start hex.Hex
	modes := []StratMode{ByRail, ByRiver, BySea}
	if len(ids) == 1 && ids[0] == GoldID {
		start, modes = s.Gold, []StratMode{ByRailAndRiver, BySea}
	} else {
		units, _ = s.unitIndexes(ids)
		if len(units) == 0 || s.Units[units[0]].Where != OnMap {
			return nil
		}
		start = s.Units[units[0]].Hex
		for _, i := range units {
			if why := s.stratMoverProblem(i, side, sp, true); why.Rule != "" || s.Units[i].Hex != start {
				return nil
			}
		}
	}
	var out []StratDest
	for _, d := range s.stratDests(side, units, start, modes) {
		a := Action{Type: ActStrategic, Side: side, Units: ids, Mode: d.Mode, Path: d.Path}
		if _, _, _, err := s.checkStrategic(a, sp); err == nil {
			out = append(out, d)
		}
	}
	return out
}

// stratDests lists the strategic moves of units (none: the Gold) from
// start by the modes given, once the units are known to be free to move.
func (s *State) stratDests(side Side, units []int, start hex.Hex, modes []StratMode) []StratDest {
	b := s.Data.Board
	var out []StratDest
	for _, mode := range modes {
		if mode == ByRiver && s.Winter() {
			continue
		}
		if mode == BySea {
			from := b.Cell(start)
			if from.City == nil || !from.City.Port {
				continue
			}
			for _, c := range b.CityCells() {
				cell := &b.Cells[c]
				if cell.Hex != start && cell.City.Port && cell.Sea == from.Sea {
					out = append(out, StratDest{Mode: BySea, Path: []hex.Hex{start, cell.Hex}})
				}
			}
			continue
		}
		lc := s.newLineCtx(side, units, mode)
		lc.quiet = true
		prev := map[int32]int32{b.Index(start): -1}
		queue := []int32{b.Index(start)}
		for k := 0; k < len(queue); k++ {
			c := queue[k]
			if k > 0 && lc.inEZOC(s, c) {
				continue // an enemy ZOC hex ends the way (8.5)
			}
			for d := 0; d < 6; d++ {
				n := b.Cells[c].Adj[d]
				if n < 0 {
					continue
				}
				if _, seen := prev[n]; seen {
					continue
				}
				if why := s.lineStep(lc, c, d, true); why.Rule != "" {
					continue
				}
				prev[n] = c
				queue = append(queue, n)
			}
		}
		for _, c := range queue[1:] {
			if city := b.Cells[c].City; city == nil || city.Point {
				continue
			}
			var path []hex.Hex
			for x := c; x >= 0; x = prev[x] {
				path = append(path, b.Cells[x].Hex)
			}
			slices.Reverse(path)
			out = append(out, StratDest{Mode: mode, Path: path})
		}
	}
	return out
}

func ownBit(side Side) uint8 {
	if side == White {
		return hasWhite
	}
	return hasRed
}

// checkSeaMove checks a move from port to port of one sea (10.5).
func (s *State) checkSeaMove(side Side, units []int, sp int, start, end hex.Hex, gold bool) error {
	b := s.Data.Board
	from, to := b.Cell(start), b.Cell(end)
	sea := from.Sea
	switch {
	case from.City == nil || !from.City.Port || to.City == nil || !to.City.Port:
		return illegal("10.5", "sea movement goes from a port to a port")
	case sea == NoSea || to.Sea != sea:
		return illegal("10.5", "sea movement stays on one sea")
	case s.Seas[sea] != side:
		return illegal("10.5", "you do not control the %s Sea", sea)
	case s.Winter() && (sea == WhiteSea || sea == BalticSea):
		return illegal("19.2", "no sea movement on the White Sea or the Baltic in winter")
	case !gold && s.Strat.Sea[sea]+sp > SeaLimit:
		return illegal("10.5", "%d SP is more than the %d SP of sea movement left on the %s Sea this step", sp, SeaLimit-s.Strat.Sea[sea], sea)
	}
	ec := b.Index(end)
	p := s.presence()[ec]
	if p&ownBit(side.Enemy()) != 0 {
		return illegal("10.5", "%v is occupied by the enemy", end)
	}
	for _, i := range units {
		if why := s.mayStand(i, ec); why.Rule != "" {
			return illegal(why.Rule, "%s cannot land in %v: %s", s.Def(i).Name, end, why)
		}
	}
	if gold {
		if why := s.areaProblem(side, FactionNone, ec); why.Rule != "" {
			return illegal(why.Rule, "the Gold cannot land in %v: %s", end, why)
		}
	}
	return nil
}

// endStrategic ends a player's strategic step; stacking is checked as
// moves are made (9.1).
func (s *State) endStrategic(a Action) {
	s.emit(Event{Type: EvStepEnd, Rule: "10.2", Side: a.Side, Note: note("strategic movement step ends")})
	s.Strat = nil
	s.Pending = Pending{}
	s.Sub++
}

// RedTrainDestinations are the hexes the Red Train may go to (20.10): rail
// hexes Red units could enter, free of enemy units and of un-negated enemy
// ZOC, joined to Moscow by such rail hexes.
func (s *State) RedTrainDestinations() []hex.Hex {
	b := s.Data.Board
	moscow, ok := b.FindCity("Moscow")
	if !ok {
		return nil
	}
	pres := s.presence()
	ezoc := s.unnegatedEZOC(Red, pres)
	ok1 := func(c int32) bool {
		cell := &b.Cells[c]
		p := pres[c]
		return cell.Rail != 0 && p&(hasWhite|hasNationalist|hasUnaligned|hasUkrainian) == 0 && !ezoc[c] && s.areaProblem(Red, FactionRed, c).Rule == ""
	}
	start := b.Index(moscow)
	if !ok1(start) {
		return nil
	}
	seen := map[int32]bool{start: true}
	queue := []int32{start}
	for k := 0; k < len(queue); k++ {
		cell := &b.Cells[queue[k]]
		for d := 0; d < 6; d++ {
			n := cell.Adj[d]
			if n >= 0 && has(cell.Rail, d) && !seen[n] && ok1(n) {
				seen[n] = true
				queue = append(queue, n)
			}
		}
	}
	out := make([]hex.Hex, 0, len(queue))
	for _, c := range queue {
		out = append(out, b.Cells[c].Hex)
	}
	return out
}

// redTrainStep is 5.1 step 4.C: not on turn 1; a displaced train returns
// when its turn comes.
func (s *State) redTrainStep() {
	if s.Turn == 1 || !s.RedTrain.Valid() && s.RedTrainBox > s.Turn {
		s.Step = StepCommand
		return
	}
	if len(s.RedTrainDestinations()) == 0 {
		s.Step = StepCommand
		return
	}
	s.Pending = Pending{Side: Red, Kind: DecideRedTrain}
}

func (s *State) doRedTrain(a Action) error {
	if !slices.Contains(s.RedTrainDestinations(), a.Hex) {
		return illegal("20.10", "the Red Train can go only to a rail hex joined to Moscow by rail, free of enemy units and enemy ZOC")
	}
	s.RedTrain, s.RedTrainBox = a.Hex, 0
	s.emit(Event{Type: EvNote, Rule: "20.10", Side: Red, Hex: a.Hex, Note: note("the Red Train moves")})
	s.Pending = Pending{}
	s.Step = StepCommand
	return nil
}
