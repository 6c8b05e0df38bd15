package reds

import (
	"slices"

	"tachanka/game/hex"
)

// The strategic turn (5.2), Sub numbering its phases and steps.
const (
	stStart = iota
	stVictory
	stWithdrawal
	stWhiteReinforce
	stRedReinforce
	stWhiteReplace
	stRedReplace
	stEnd
)

// Hexes 13.2 names.
var (
	Reval      = hex.MustParse("1312")
	Batum      = hex.MustParse("3326")
	Sevastopol = hex.MustParse("2525")
	GulyaiPole = hex.MustParse("2522")
	KievHex    = hex.MustParse("1920")
)

// Letter is the strategic turn in progress or next (A-H).
func (s *State) Letter() string {
	if s.Strategic >= len(StrategicLetters) {
		return ""
	}
	return StrategicLetters[s.Strategic : s.Strategic+1]
}

// strategicTurn runs the strategic turn's phases.
func (s *State) strategicTurn() {
	letter := s.Letter()
	switch s.Sub {
	case stStart:
		s.emit(Event{Type: EvPhase, Rule: "5.2", Note: note("strategic turn %s", letter)})
		if letter == "B" {
			s.endOfWar()
		}
		s.Sub++
	case stVictory:
		s.Sub++
		s.victoryCheck()
	case stWithdrawal:
		s.Sub++
		if s.Strategic >= 2 {
			s.withdrawalCheck()
		}
		if s.EndsAfter == letter && s.Step != StepGameOver {
			s.endShortScenario()
		}
	case stWhiteReinforce, stRedReinforce:
		side := White
		if s.Sub == stRedReinforce {
			side = Red
		}
		if !s.reinforce(side) {
			s.Sub++
		}
	case stWhiteReplace, stRedReplace:
		side := White
		if s.Sub == stRedReplace {
			side = Red
		}
		if !s.replace(side) {
			s.Allowance = nil
			s.Sub++
		}
	default:
		s.nextTurn()
	}
}

// endOfWar is the start of strategic turn B (3.4, 13.2, 7.5, 20.7): the
// closed areas open, Red takes the unoccupied Red cities west of the line
// and White Reval, Batum and Sevastopol.
func (s *State) endOfWar() {
	s.WWIOver = true
	s.emit(Event{Type: EvNote, Rule: "3.4", Note: note("the end of the First World War: the closed areas open")})
	b := s.Data.Board
	for _, c := range b.CityCells() {
		cell := &b.Cells[c]
		if cell.WestOfLine && s.isRedCity(c) && len(s.unitsAt(c)) == 0 {
			s.setControl(c, RedControl)
		}
	}
	for _, h := range []hex.Hex{Reval, Batum, Sevastopol} {
		if c := b.Index(h); c >= 0 && b.Cells[c].City != nil {
			s.setControl(c, WhiteControl)
		}
	}
}

// The reasons a game ends (4.2-4.5, 18.5), as data: State.Victory holds
// one, and State.WinReason the same in English.
var (
	winRedAllCities    = note("Red controls every city outside Poland and the Baltic (4.2a)")
	winRedResources    = note("Red controls every resource city and has conquered Poland (4.2b)")
	winWhiteMoscow     = note("Red does not control Moscow and two other resource cities (4.3a)")
	winWhitePoland     = note("Poland is conquered and fewer than 4 SP of Red units are inside it (4.3b)")
	winRedWithdrawal   = note("the major Allied withdrawal has occurred (4.4)")
	winWhiteNoWithdraw = note("the Allies have not withdrawn by strategic turn E (4.4)")
	winWhiteEndOfWar   = note("Red has not met 4.2 by the end of turn 24 (4.5)")
	winRedEarly        = note("the major Allied withdrawal while Red holds Moscow and two other resource cities (18.5)")
)

// atTheEnd is Red's automatic victory met at the end of the war (4.5).
func atTheEnd(why Reason) Reason { return note("%s at the end of the war (4.5)", why) }

// victoryReasons lists every reason a game can end for.
func victoryReasons() []Reason {
	return []Reason{winRedAllCities, winRedResources, winWhiteMoscow, winWhitePoland, winRedWithdrawal,
		winWhiteNoWithdraw, winWhiteEndOfWar, winRedEarly, atTheEnd(winRedAllCities), atTheEnd(winRedResources)}
}

// victoryOf is the reason a saved WinReason says in English.
func victoryOf(text string) Reason { return reasonOf(text, victoryReasons()) }

// RedAutomaticVictory is 4.2: every city outside Poland and the Baltic, or
// every resource city with Poland conquered.
func (s *State) RedAutomaticVictory() (bool, Reason) {
	b := s.Data.Board
	all, res := true, true
	for _, c := range b.CityCells() {
		cell := &b.Cells[c]
		if cell.City.Point {
			continue
		}
		red := s.Control[c] == RedControl
		if cell.Region != Poland && cell.Region != Baltic && !red {
			all = false
		}
		if s.isResource(c) && !red {
			res = false
		}
	}
	switch {
	case all:
		return true, winRedAllCities
	case res && s.Poland == PolandConquered:
		return true, winRedResources
	}
	return false, Reason{}
}

// isResource reports a resource city (Riga stops being one after the peace).
func (s *State) isResource(c int32) bool {
	city := s.Data.Board.Cells[c].City
	return city != nil && city.Resource && !city.Point && !(s.Poland == PolandPeace && city.Name == "Riga")
}

// WhiteAutomaticVictory is 4.3.
func (s *State) WhiteAutomaticVictory() (bool, Reason) {
	if !s.redHoldsMoscowAndTwo() {
		return true, winWhiteMoscow
	}
	if s.Poland == PolandConquered && s.RedSPInPoland() < 4 {
		return true, winWhitePoland
	}
	return false, Reason{}
}

func (s *State) redHoldsMoscowAndTwo() bool {
	b := s.Data.Board
	moscow := false
	others := 0
	for _, c := range b.CityCells() {
		if !s.isResource(c) || s.Control[c] != RedControl {
			continue
		}
		if b.Cells[c].City.Name == "Moscow" {
			moscow = true
		} else {
			others++
		}
	}
	return moscow && others >= 2
}

// RedSPInPoland is the SP of Red units inside Poland: after the conquest
// Red must keep 4 there (15.4, 4.3b).
func (s *State) RedSPInPoland() int {
	sp := 0
	for i := range s.Units {
		u := &s.Units[i]
		if u.Where == OnMap && s.SideOf(i) == Red && !s.Def(i).Type.Special() && s.Data.Board.Cell(u.Hex).Region == Poland {
			sp += s.Def(i).SP
		}
	}
	return sp
}

// victoryCheck is the Victory Check Phase (4.1): both at once means White.
func (s *State) victoryCheck() {
	w, wr := s.WhiteAutomaticVictory()
	r, rr := s.RedAutomaticVictory()
	switch {
	case w:
		s.gameOver(White, wr, "4.3")
	case r:
		s.gameOver(Red, rr, "4.2")
	}
}

func (s *State) gameOver(winner Side, reason Reason, rule string) {
	s.Winner, s.Victory, s.WinReason = winner, reason, reason.String()
	s.Step, s.Pending = StepGameOver, Pending{}
	s.emit(Event{Type: EvGameOver, Rule: rule, Side: winner, Note: reason})
}

// endShortScenario is 4.4: after the Allied Withdrawal Phase of E.
func (s *State) endShortScenario() {
	if s.Withdrawal >= 2 {
		s.gameOver(Red, winRedWithdrawal, "4.4")
		return
	}
	s.gameOver(White, winWhiteNoWithdraw, "4.4")
}

// endCampaign is 4.5: after turn 24 Red must meet 4.2.
func (s *State) endCampaign() {
	if ok, why := s.RedAutomaticVictory(); ok {
		s.gameOver(Red, atTheEnd(why), "4.5")
		return
	}
	s.gameOver(White, winWhiteEndOfWar, "4.5")
}

// withdrawalCheck is 18.1: a withdrawal when White's resources fall short
// of the turn's withdrawal number; the minor one first, then the major.
func (s *State) withdrawalCheck() {
	if s.Withdrawal >= 2 {
		return
	}
	need := s.Data.Tables.Turn(s.Turn).Withdrawal
	have := s.Resources(White)
	if have >= need {
		s.emit(Event{Type: EvNote, Rule: "18.1", Side: White, Note: note("no Allied withdrawal: White holds %d resources, the number is %d", have, need)})
		return
	}
	s.Withdrawal++
	if s.Withdrawal == 1 {
		s.minorWithdrawal(have, need)
	} else {
		s.majorWithdrawal(have, need)
	}
}

// minorWithdrawal is 18.3.
func (s *State) minorWithdrawal(have, need int) {
	var gone []string
	for i := range s.Units {
		if s.Def(i).Withdraw == "minor" && s.Units[i].Where != Removed {
			s.leaveMap(i, Removed, 0)
			gone = append(gone, s.id(i))
		}
	}
	s.emit(Event{Type: EvWithdrawal, Rule: "18.3", Side: White, Units: gone,
		Note: note("the minor Allied withdrawal (White holds %d resources, the number is %d)", have, need)})
}

// majorWithdrawal is 18.4.
func (s *State) majorWithdrawal(have, need int) {
	var gone []string
	for i := range s.Units {
		d := s.Def(i)
		if s.Units[i].Where == Removed {
			continue
		}
		if d.Faction == AIF || d.Type == NavalFlotilla || d.Side == White && (d.Type == Aircraft || d.Type == Tank) {
			s.leaveMap(i, Removed, 0)
			gone = append(gone, d.ID)
		}
	}
	s.NWRemoval = true
	s.emit(Event{Type: EvWithdrawal, Rule: "18.4", Side: White, Units: gone,
		Note: note("the major Allied withdrawal (White holds %d resources, the number is %d)", have, need)})
	s.redSeas()
	if s.EndsAfter != "" && s.redHoldsMoscowAndTwo() {
		s.gameOver(Red, winRedEarly, "18.5")
	}
}

// redSeas is 13.3: from the major withdrawal on, Red takes the Baltic, the
// Caspian and the White Sea as soon as he holds a port on them.
func (s *State) redSeas() {
	if s.Withdrawal < 2 {
		return
	}
	b := s.Data.Board
	for _, c := range b.CityCells() {
		cell := &b.Cells[c]
		sea := cell.Sea
		if !cell.City.Port || sea == NoSea || sea == BlackSea || s.Seas[sea] == Red || s.Control[c] != RedControl {
			continue
		}
		s.Seas[sea] = Red
		s.emit(Event{Type: EvSeaControl, Rule: "13.3", Side: Red, Hex: cell.Hex, Note: note("Red takes control of the %s Sea", sea)})
	}
}

// Placement (14.1): where a unit of unit i's kind may be placed now, as a
// reinforcement (printed hex honoured) or a replacement (printed hex
// ignored, 14.2).
func (s *State) PlacementHexes(i int, replacement bool) []hex.Hex {
	d := s.Def(i)
	b := s.Data.Board
	sp := s.NewSupply()
	var cands []int32
	switch {
	case d.Type == NavalFlotilla:
		return nil
	case d.Cossack():
		cands = []int32{b.Index(d.Krug)}
	case d.Faction == Makhno && replacement:
		cands = nearFreeTerritory(b) // 14.5; placeable wants it unoccupied
	case d.Setup.Valid() && !replacement:
		cands = []int32{b.Index(d.Setup)}
	default:
		cands = s.factionCities(i, sp)
	}
	var out []hex.Hex
	for _, c := range cands {
		if c >= 0 && s.placeable(i, c) {
			out = append(out, b.Cells[c].Hex)
		}
	}
	// AFSR: Sevastopol only if no other city will do (14.1).
	if d.Faction == AFSR && len(out) > 1 {
		out = slices.DeleteFunc(out, func(h hex.Hex) bool { return h == Sevastopol })
	}
	return out
}

// nearFreeTerritory are the hexes in or adjacent to the Free Territory,
// where Makhno returns (14.5).
func nearFreeTerritory(b *Board) []int32 {
	var out []int32
	for c := range b.Cells {
		cell := &b.Cells[c]
		near := cell.FreeTerritory
		for _, n := range cell.Adj {
			near = near || n >= 0 && b.Cells[n].FreeTerritory
		}
		if near {
			out = append(out, int32(c))
		}
	}
	return out
}

// factionCities are the cities 14.1 allows a faction without a printed hex.
func (s *State) factionCities(i int, sp *Supply) []int32 {
	d := s.Def(i)
	b := s.Data.Board
	g := groupOf(d.Faction)
	var out []int32
	for _, c := range b.CityCells() {
		cell := &b.Cells[c]
		city := cell.City
		if city.Point {
			continue
		}
		ctl := s.Control[c]
		switch d.Faction {
		case FactionRed:
			if ctl == RedControl && sp.TracesToMoscow(cell.Hex) {
				out = append(out, c)
			}
		case AFSR:
			if city.Name == "Odessa" || s.isRedCity(c) {
				continue // never in a Red city
			}
			if ctl == WhiteControl && (g.isSource(city) || sp.lineFrom(g, c, zocBlocks)) {
				out = append(out, c)
			}
		case North, Siberian:
			switch {
			case g.isSource(city) && ctl.Side() != Red:
				out = append(out, c)
			case ctl == WhiteControl && !s.isRedCity(c) && sp.lineFrom(g, c, zocBlocks):
				out = append(out, c)
			}
		case Poles:
			if city.Name == "Warsaw" && ctl.Side() != Red || ctl == PolishControl && cell.Region == Poland && sp.lineFrom(g, c, zocBlocks) {
				out = append(out, c)
			}
		default:
			if ctl == WhiteControl && (g.isSource(city) || sp.lineFrom(g, c, zocBlocks)) {
				out = append(out, c)
			}
		}
	}
	return out
}

// placeable is 14.1's general rule: an EZOC hex is fine, but not an
// enemy-controlled city, an enemy-occupied hex, neutral or Polish units'
// hex (but 9.6), a closed area; stacking and every area limit apply.
func (s *State) placeable(i int, c int32) bool {
	b := s.Data.Board
	cell := &b.Cells[c]
	side := s.SideOf(i)
	if !cell.Land() || s.closed(c) {
		return false
	}
	if side != NoSide && cell.City != nil && s.Control[c].Side() == side.Enemy() {
		return false
	}
	p := s.presence()[c]
	if side == NoSide {
		if p != 0 {
			return false
		}
	} else if blockedBy(side, s.mayJoinPoles([]int{i}), p).Rule != "" {
		return false
	}
	if s.mayStand(i, c).Rule != "" {
		return false
	}
	return s.stackingProblem(c, append(s.unitsAt(c), i)).Rule == ""
}

// reinforce places side's units due this strategic turn (14.1), one at a
// time; it returns true while a decision is pending.
func (s *State) reinforce(side Side) bool {
	for i := range s.Units {
		u := &s.Units[i]
		d := s.Def(i)
		if u.Where != Arriving || u.Box != s.Strategic {
			continue
		}
		owner := d.Side
		if d.Faction == Makhno {
			owner = White // Makhno belongs to nobody yet; he is placed in White's step
		}
		if owner != side {
			continue
		}
		if d.Type == NavalFlotilla || d.Type == Aircraft {
			u.Where, u.Box = Available, 0
			s.emit(Event{Type: EvReinforce, Rule: "20.7", Side: d.Side, Units: []string{d.ID}, Note: note("arrives in its box")})
			continue
		}
		opts := s.PlacementHexes(i, false)
		switch len(opts) {
		case 0:
			if s.Strategic+1 >= len(StrategicLetters) {
				s.leaveMap(i, Removed, 0)
				s.emit(Event{Type: EvNote, Rule: "14.1", Side: side, Units: []string{d.ID}, Note: note("cannot be placed at H and never arrives")})
			} else {
				u.Box = s.Strategic + 1
				s.emit(Event{Type: EvNote, Rule: "14.1", Side: side, Units: []string{d.ID}, Note: note("no legal placement: postponed to the next strategic turn")})
			}
		case 1:
			s.place(i, opts[0], "14.1", false)
		default:
			s.Pending = Pending{Side: side, Kind: DecidePlace, Units: []string{d.ID}}
			return true
		}
	}
	return false
}

// place puts a reinforcement or replacement on the map.
func (s *State) place(i int, h hex.Hex, rule string, disordered bool) {
	s.moveUnit(i, h)
	s.Units[i].Disordered = disordered
	s.emit(Event{Type: EvReinforce, Rule: rule, Side: s.SideOf(i), Units: []string{s.id(i)}, Hex: h})
}

// doPlace places the pending reinforcement, replacement, special unit or
// partisan, or a Red Terror marker.
func (s *State) doPlace(a Action) error {
	if s.Pending.Kind == DecideTerror {
		return s.doTerror(a)
	}
	if len(a.Units) != 1 {
		return illegal("14.1", "place one unit at a time")
	}
	if s.Pending.Kind == DecidePlace && s.Placing != PlaceReinforcement {
		return s.doPlaceSpecial(a)
	}
	i, ok := s.UnitByID(a.Units[0])
	if !ok {
		return illegal("14.1", "there is no unit %q", a.Units[0])
	}
	replacement := s.Pending.Kind == DecideReplace
	if !replacement && !slices.Contains(s.Pending.Units, a.Units[0]) {
		return illegal("14.1", "%s is not the unit to place now", a.Units[0])
	}
	if replacement {
		if why := s.replacementProblem(i, false); why.Rule != "" {
			return why.Err()
		}
	}
	if !slices.Contains(s.PlacementHexes(i, replacement), a.Hex) {
		return illegal("14.1", "%s cannot be placed in %v", s.Def(i).Name, a.Hex)
	}
	s.Pending = Pending{}
	if replacement {
		s.useAllowance(i)
		s.place(i, a.Hex, "14.2", true)
		return nil
	}
	s.place(i, a.Hex, "14.1", false)
	return nil
}

// Allowance is what a replacement step may still bring back (14.3, 14.4).
type Allowance struct {
	Red      int  `json:"red,omitempty"`
	AFSR     int  `json:"afsr,omitempty"`
	Siberian int  `json:"siberian,omitempty"`
	Poles    int  `json:"poles,omitempty"`
	Makhno   bool `json:"makhno,omitempty"`
}

// RedAllowance is 14.4: Moscow, Petrograd and Tula, and one for every three
// other resources that can trace supply to Moscow.
func (s *State) RedAllowance() int {
	b := s.Data.Board
	sp := s.NewSupply()
	n, other := 0, 0
	for _, c := range b.CityCells() {
		if !s.isResource(c) || s.Control[c] != RedControl {
			continue
		}
		h := b.Cells[c].Hex
		switch b.Cells[c].City.Name {
		case "Moscow":
			n++
		case "Petrograd", "Tula":
			if sp.TracesToMoscow(h) {
				n++
			}
		default:
			if sp.TracesToMoscow(h) {
				other++
			}
		}
	}
	if s.Gold.Valid() && s.GoldSide == Red && sp.TracesToMoscow(s.Gold) {
		other++
	}
	return n + other/3
}

// replace runs a replacement step; it returns true while a decision is
// pending.
func (s *State) replace(side Side) bool {
	if s.Allowance == nil {
		al := &Allowance{}
		if !(s.Options.OfficersAndWhiteTempo && s.Letter() == "A") { // 21.3
			if side == Red {
				al.Red = s.RedAllowance()
				al.Makhno = !s.MakhnoReplaced
			} else {
				if s.Withdrawal < 2 {
					al.AFSR, al.Siberian = 1, 1
				}
				if s.WWIOver && (s.Poland == PolandNeutral || s.Poland == PolandAtWar) {
					al.Poles = 1
				}
				if s.SemenovNoReplacement {
					al.Siberian = 0 // the Semenov Raid (6.3)
				}
				s.replaceUkrainianGarrison()
			}
		}
		if side == White {
			s.SemenovNoReplacement = false
		}
		s.Allowance = al
		s.emit(Event{Type: EvNote, Rule: "14.2", Side: side, Note: al.describe(side)})
	}
	if len(s.ReplacementCandidates(side)) == 0 {
		return false
	}
	s.Pending = Pending{Side: side, Kind: DecideReplace}
	return true
}

// describe is the note of a replacement step: the allowance of side.
func (al *Allowance) describe(side Side) Reason {
	if side == Red {
		return note("replacements: %d", al.Red)
	}
	return note("replacements: AFSR %d, Siberian %d, Poles %d", al.AFSR, al.Siberian, al.Poles)
}

// replaceUkrainianGarrison is 14.3's last clause and 17.2.
func (s *State) replaceUkrainianGarrison() {
	i, ok := s.UnitByID(UkrainianGarrison)
	if !ok || s.Units[i].Where != Eliminated {
		return
	}
	c := s.Data.Board.Index(KievHex)
	if c < 0 || s.Control[c] == RedControl || len(s.unitsAt(c)) > 0 && s.presence()[c]&hasRed != 0 {
		return
	}
	s.place(i, KievHex, "14.3", false)
}

// replacementProblem says why unit i cannot come back now (14.2-14.5);
// quiet, only the rule.
func (s *State) replacementProblem(i int, quiet bool) Reason {
	d := s.Def(i)
	u := &s.Units[i]
	al := s.Allowance
	switch {
	case al == nil:
		return because("14.2", "no replacement step is under way")
	case u.Where != Eliminated:
		return say1(quiet, "14.2", "%s has not been eliminated", d.Name)
	case d.Dot:
		return say1(quiet, "14.2", "%s has the no-replacement dot", d.Name)
	case !d.Type.Combat() && d.Faction != Makhno:
		return because("14.2", "replacements bring back infantry and cavalry")
	}
	side := s.Pending.Side
	switch {
	case d.Faction == Makhno:
		if side != Red || !al.Makhno {
			return because("14.5", "Makhno can be brought back once per game, by Red")
		}
	case d.Side != side:
		return say1(quiet, "14.2", "%s is not yours", d.Name)
	case side == Red && al.Red == 0,
		d.Faction == AFSR && al.AFSR == 0,
		d.Faction == Siberian && al.Siberian == 0,
		d.Faction == Poles && al.Poles == 0:
		return because("14.2", "no replacement left for that faction")
	case side == White && d.Faction != AFSR && d.Faction != Siberian && d.Faction != Poles:
		return say1(quiet, "14.3", "White receives no %s replacements", d.Faction)
	}
	return Reason{}
}

func (s *State) useAllowance(i int) {
	al := s.Allowance
	switch d := s.Def(i); {
	case d.Faction == Makhno:
		al.Makhno, s.MakhnoReplaced = false, true
	case d.Side == Red:
		al.Red--
	case d.Faction == AFSR:
		al.AFSR--
	case d.Faction == Siberian:
		al.Siberian--
	case d.Faction == Poles:
		al.Poles--
	}
}

// ReplacementCandidates are the eliminated units side could bring back now,
// with somewhere to put them.
func (s *State) ReplacementCandidates(side Side) []string {
	var out []string
	saved := s.Pending
	s.Pending.Side = side
	for i := range s.Units {
		if s.replacementProblem(i, true).Rule == "" && len(s.PlacementHexes(i, true)) > 0 {
			out = append(out, s.id(i))
		}
	}
	s.Pending = saved
	return out
}

// turnStart is 5.1 step 0: support units back, river flotillas off to the
// next Mar-Apr box in Nov-Dec, the thaw in Mar-Apr (19.2).
func (s *State) turnStart() {
	tu := s.Data.Tables.Turn(s.Turn)
	for i := range s.Units {
		u := &s.Units[i]
		u.StratMoved = false
		if u.Where == InTurnBox && u.Box <= s.Turn && s.Def(i).Type.OffMap() {
			u.Where, u.Box = Available, 0
		}
	}
	if tu.Freeze {
		next := s.nextThaw()
		for i := range s.Units {
			if s.Units[i].Where == OnMap && s.Def(i).Type == RiverFlotilla {
				h := s.Units[i].Hex
				s.leaveMap(i, InTurnBox, next)
				s.emit(Event{Type: EvNote, Rule: "19.2", Side: s.SideOf(i), Units: []string{s.id(i)}, Hex: h, Note: note("the rivers freeze: to the Mar-Apr box")})
			}
		}
	}
	if tu.Thaw {
		for i := range s.Units {
			u := &s.Units[i]
			if u.Where == OnMap && s.Data.Board.Cell(u.Hex).Terrain == Lake {
				s.emit(Event{Type: EvNote, Rule: "19.2", Side: s.SideOf(i), Units: []string{s.id(i)}, Hex: u.Hex, Note: note("the ice breaks")})
				s.eliminate(i, "19.2")
			}
		}
	}
}

// nextThaw is the next Mar-Apr turn.
func (s *State) nextThaw() int {
	for t := s.Turn + 1; t <= len(s.Data.Tables.Turns); t++ {
		if s.Data.Tables.Turn(t).Thaw {
			return t
		}
	}
	return len(s.Data.Tables.Turns)
}

// doPlaceSpecial places a unit from a pool (20.x), or the Miracle's tank or
// armored train in Poland (15.3).
func (s *State) doPlaceSpecial(a Action) error {
	if !slices.Contains(s.Pending.Units, a.Units[0]) {
		return illegal("20.0", "%s is not the unit to place", a.Units[0])
	}
	i, _ := s.UnitByID(a.Units[0])
	opts := s.SpecialPlacementHexes(i)
	if s.Placing == PlaceMiracle {
		opts = slices.DeleteFunc(opts, func(h hex.Hex) bool { return s.Data.Board.Cell(h).Region != Poland })
	}
	if !slices.Contains(opts, a.Hex) {
		return illegal("20.0", "%s cannot be placed in %v", s.Def(i).Name, a.Hex)
	}
	s.Pending, s.Placing = Pending{}, PlaceReinforcement
	s.placeSpecial(i, a.Hex, "20.0")
	return nil
}
