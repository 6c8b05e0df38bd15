package redrussia

import "slices"

// The siege step (9.0): one siege at a time, its rounds bought at
// declaration from the siege table (f); each round the besiegers' dice
// against the fortification's defensive fire; hits kept in the area's
// siege marker across rounds and turns; the area falls when they reach
// its fortification value (9.2), unless the besiegers were wiped out or
// driven off that same round (9.4). Sieges with no besieger left are
// raised at the end of the step (9.5, Appendix A step 5).

// siegeBarred says why the active faction may not besiege, nil if it may.
func (s *State) siegeBarred(f Faction, a Action) error {
	area := a.Where
	if s.data.Map.Area(area) == nil || s.OutOfPlay(area) {
		return refuse("9.1", "%s is not an area in play", area)
	}
	if slices.Contains(s.Besieged, area) {
		return refuse("9.2", "%s has been besieged once this action phase", area)
	}
	ctrl := s.Area(area).Control
	switch {
	case ctrl == f || s.commandsFaction(f, ctrl):
		return refuse("9.0", "%s is friendly: a faction never besieges an area it controls", area)
	case s.whiteOwner(f) != NoFaction && s.whiteOwner(ctrl) != NoFaction && ctrl != Allies:
		return refuse("18.1", "a White faction never besieges another White faction's area")
	case ctrl.Minor() && s.F(ctrl).Status == Neutral && s.Turn < 3:
		return refuse("12.1", "no minor's area may be besieged before turn 3")
	}
	for _, p := range s.UnitsAt(area, NoFaction) {
		if p.Type != FLEET && (s.AtWar(f, p.Faction) || (p.Faction.Minor() && s.F(p.Faction).Status == Neutral)) {
			return refuse("9.1", "%s holds enemy or neutral land units (%s)", area, p.ID)
		}
	}
	units, leaders := s.splitForce(a.Pieces)
	if len(units) == 0 {
		return refuse("9.1", "name the besieging units")
	}
	for k, id := range units {
		p := s.Piece(id)
		if p == nil || p.Status != OnMap || p.Where != area || !s.commands(f, p) || slices.Contains(units[:k], id) {
			return refuse("9.1", "%s is not a unit %s may besiege with in %s", id, f, area)
		}
	}
	if s.onlyType(units, AIR) {
		return refuse("8.93", "aircraft cannot fight alone")
	}
	if slices.ContainsFunc(units, func(id string) bool { return s.Piece(id).Type != FLEET && s.Piece(id).Type != AIR }) == false {
		return refuse("9.1", "a fleet besieges only with a land unit")
	}
	if err := s.leadersOK(leaders, units, area, s.leadsFor(f)); err != nil {
		return err
	}
	t := &s.data.Tables.Siege
	switch {
	case s.free(units):
		if a.N != t.MinorFreeRounds {
			return refuse("12.41", "a minor-only or Allied-only force has %d free siege rounds", t.MinorFreeRounds)
		}
	case a.N < 1 || a.N > t.MaxRounds():
		return refuse("9.2", "from 1 to %d siege rounds", t.MaxRounds())
	case t.Cost(a.N) > s.F(f).Money && s.freeSiegeCard(f, a.N) < 0:
		return refuse("9.2", "%d siege rounds cost %d; %s has %d money", a.N, t.Cost(a.N), f, s.F(f).Money)
	}
	return nil
}

// doBesiege: the siege declared and paid (9.1, 9.2); a minor whose area
// it is joins a side (12.1); then Stalin's choice and the rounds.
func doBesiege(s *State, a Action) error {
	if err := s.siegeBarred(a.Faction, a); err != nil {
		return err
	}
	units, leaders := s.splitForce(a.Pieces)
	ar := s.Area(a.Where)
	if ctrl := ar.Control; ctrl.Minor() {
		s.activateByAttack(ctrl, a.Faction)
	}
	if ar.SiegeBy != a.Faction {
		ar.Siege, ar.SiegeBy = 0, a.Faction
	}
	free := s.free(units)
	if c := s.freeSiegeCard(a.Faction, a.N); !free && c >= 0 {
		s.UseEffect(c, FreeSiege) // 6.4: the free siege (Requisitions)
	} else {
		s.F(a.Faction).Money -= s.SiegeCost(a)
	}
	f := &Fight{Siege: true, Area: a.Where, Attacker: a.Faction, Rounds: a.N, Free: free}
	f.Units[0], f.Leaders[0] = units, leaders
	f.Difficult = s.enteredHard(units, a.Where)
	f.Allied = slices.ContainsFunc(units, func(id string) bool { return s.Piece(id).Faction == Allies })
	s.Fight = f
	s.emit(Event{Kind: EvSiege, Rule: "9.2", Faction: a.Faction, Where: a.Where, N: a.N, Text: "declared"})
	s.commissarsOrRounds()
	return nil
}

// siegeActions: in each area the faction may besiege, all its units there
// with all their eligible leaders, for each number of rounds it can pay.
func (s *State) siegeActions(f Faction) []Action {
	out := []Action{{Type: ActEndSiege, Faction: f}}
	for _, ar := range s.data.Map.Areas {
		units := s.attackers(f, ar.Code)
		if len(units) == 0 {
			continue
		}
		force := append(units, s.eligibleLeaders(units, ar.Code, s.leadsFor(f))...)
		for n := 1; n <= s.data.Tables.Siege.MaxRounds(); n++ {
			a := Action{Type: ActBesiege, Faction: f, Where: ar.Code, N: n, Pieces: force}
			if s.siegeBarred(f, a) == nil {
				out = append(out, a)
			}
		}
	}
	return out
}

// siegeHits adds the besiegers' hits to the siege marker (9.2); the
// aircraft's alone can take the area at once, with no defensive fire
// that round (8.93 Ruling). It reports the siege over.
func (s *State) siegeHits(h int) bool {
	f := s.Fight
	ar := s.Area(f.Area)
	if h > 0 {
		ar.Siege += h
		s.emit(Event{Kind: EvSiege, Rule: "9.2", Faction: f.Attacker, Where: f.Area, N: ar.Siege, Text: "hits in place"})
	}
	if f.Air && ar.Siege >= s.data.Map.Area(f.Area).Fort {
		s.fall()
		return true
	}
	return false
}

// siegeFalls, after the round's losses and forced retreats: enough hits
// take the area if a besieger is left, else the victory is Pyrrhic and
// the fortification is restored (9.4, 9.6). It reports the siege over.
func (s *State) siegeFalls() bool {
	f := s.Fight
	ar := s.Area(f.Area)
	if ar.Siege < s.data.Map.Area(f.Area).Fort {
		return false
	}
	if len(f.Units[0]) == 0 {
		ar.Siege, ar.SiegeBy = 0, NoFaction
		s.emit(Event{Kind: EvSiege, Rule: "9.4", Faction: f.Attacker, Where: f.Area, Text: "Pyrrhic victory: the fortification is restored"})
		s.endSiege()
		return true
	}
	s.fall()
	return true
}

// fall: the besieger wins the area; a White retaking another White's
// home area (6.6) or a major taking a minor's home area from another
// major (12.3) chooses to keep it or give it back; Red taking Reval from
// the North/Asian gives it to the Baltic States (13.2). Decision (9.1 and
// 13.63 are silent for minors): an area taken by a force of minor units
// alone goes, like one taken with Allied units, to the major commanding
// them.
func (s *State) fall() {
	f := s.Fight
	if s.siegeTaken(f.Area, f.Attacker) {
		s.ask(DecideFallen, StageFallen, 0)
		return
	}
	s.endSiege()
}

// siegeTaken: an area taken by a successful siege, or what counts as one
// (Coup de Main): Reval taken by Red from the North/Asian goes to the
// Baltic States (13.2), else control passes to the taker; it reports
// instead that the taker must choose to keep it or give it back (6.6,
// 12.3), control unchanged.
func (s *State) siegeTaken(area string, by Faction) (choice bool) {
	ar := s.Area(area)
	old := ar.Control
	switch {
	case by == Red && area == "REVA" && ar.Home == NorthAsian:
		ar.Home = Baltic
		s.emit(Event{Kind: EvControl, Rule: "13.2", Faction: Baltic, Where: area, Text: "Reval becomes a Baltic home area"})
		s.setControl(area, Baltic, "13.2")
	case by.White() && ar.Home.White() && ar.Home != by && !s.F(ar.Home).Out:
		return true
	case ar.Home.Minor() && old != NoFaction && (old.Major() || old == Poland) && old != by:
		return true
	default:
		s.setControl(area, by, "9.2")
	}
	return false
}

// doKeep: the winner keeps the area, or gives it back to its home
// faction (6.6: the other White; 12.3: the minor, liberated).
func doKeep(s *State, a Action) error {
	f := s.Fight
	to, rule := f.Attacker, "9.2"
	if !a.Yes {
		to, rule = s.Area(f.Area).Home, "6.6"
		if to.Minor() {
			rule = "12.3"
		}
	}
	s.setControl(f.Area, to, rule)
	s.endSiege()
	return nil
}

// setControl changes an area's hands: the fortification restored (9.6),
// enemy fleets in its port put to sea (8.92 Ruling), partisans removed
// when their placer or a faction not at war with them takes it (15.2
// Ruling), the Gold captured (15.1).
func (s *State) setControl(area string, to Faction, rule string) {
	ar := s.Area(area)
	ar.Control, ar.Siege, ar.SiegeBy = to, 0, NoFaction
	s.emit(Event{Kind: EvControl, Rule: rule, Faction: to, Where: area})
	port := s.data.Map.Area(area).Port
	for _, p := range s.UnitsAt(area, NoFaction) {
		switch {
		case p.Type == FLEET && s.AtWar(to, p.Faction) && port != "" && port != CaspianPort:
			p.Where = SeaPrefix + port
			s.emit(Event{Kind: EvRetreated, Rule: "8.92", Faction: p.Faction, Piece: p.ID, Where: p.Where})
		case p.Type == PARTISAN && (p.Faction == to || !s.AtWar(to, p.Faction)):
			p.takeOff(InPool)
			s.emit(Event{Kind: EvEliminated, Rule: "15.2", Faction: p.Faction, Piece: p.ID, Where: area})
		}
	}
	s.goldCheck(area, to)
}

// endSiege: the leaders' checks (10.4), then the next siege decision.
func (s *State) endSiege() {
	f := s.Fight
	s.leaderChecks()
	s.emit(Event{Kind: EvSiege, Rule: "9.2", Faction: f.Attacker, Where: f.Area, N: f.Round, Text: "ends"})
	s.Besieged = append(s.Besieged, f.Area)
	s.Fight = nil
	s.expire(UntilBattleEnd)
	s.Pending = Pending{Kind: DecideSiege, Faction: s.Active}
}

// doEndSiege ends the siege step: sieges with no besieging unit left are
// raised (9.5), and the action phase ends.
func doEndSiege(s *State, a Action) error {
	s.raiseSieges()
	s.Besieged = nil
	s.OpenWindow(W9, "next_faction") // the phase's end (14.2(b)), then the next faction
	return nil
}

// raiseSieges is 9.5: a siege marker with no unit of its besieger (or
// under its command) in the area is removed and the value restored.
func (s *State) raiseSieges() {
	for i, a := range s.data.Map.Areas {
		ar := &s.Areas[i]
		if ar.SiegeBy == NoFaction {
			continue
		}
		if slices.ContainsFunc(s.UnitsAt(a.Code, NoFaction), func(p *Piece) bool {
			return p.Faction == ar.SiegeBy || s.commands(ar.SiegeBy, p)
		}) {
			continue
		}
		s.emit(Event{Kind: EvSiege, Rule: "9.5", Faction: ar.SiegeBy, Where: a.Code, Text: "raised"})
		ar.Siege, ar.SiegeBy = 0, NoFaction
	}
}
