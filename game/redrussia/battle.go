package redrussia

import (
	"fmt"
	"slices"
)

// The combat step (8.0): the active faction declares its battles, their
// order (public) and levels (secret), then each battle is fought in
// order: the defender's retreat before combat (8.4), the level revealed
// and paid (8.3), the defender's leaders (8.2), Stalin's commissars
// (10.82), the rounds (fight.go), the leaders' fate (10.4, 10.5), the
// Gold (15.1) and the ORI's battle modifiers (17.5).

// attackers are the units in an area the active faction may attack with.
func (s *State) attackers(f Faction, area string) []string {
	var out []string
	for _, p := range s.UnitsAt(area, NoFaction) {
		if s.commands(f, p) {
			out = append(out, p.ID)
		}
	}
	return out
}

// neutralMinorIn is the neutral minor with units in an area, if any.
func (s *State) neutralMinorIn(area string) Faction {
	for _, p := range s.UnitsAt(area, NoFaction) {
		if p.Faction.Minor() && s.F(p.Faction).Status == Neutral {
			return p.Faction
		}
	}
	return NoFaction
}

// defenders are the units in an area at war with the attacker, and the
// neutral minor's when it is the one attacked (8.1 Ruling).
func (s *State) Defenders(attacker Faction, area string, minor bool) []string {
	var out []string
	m := s.neutralMinorIn(area)
	for _, p := range s.UnitsAt(area, NoFaction) {
		if s.AtWar(attacker, p.Faction) || (minor && p.Faction == m && m != NoFaction) {
			out = append(out, p.ID)
		}
	}
	return out
}

// onlyPartisans reports a defence of partisans alone (15.2).
func (s *State) onlyPartisans(defs []string) bool { return s.onlyType(defs, PARTISAN) }

// battleBarred says why the active faction may not declare a battle,
// nil if it may (8.1-8.3, 12.1, 18.1, 10.2, 8.93).
func (s *State) battleBarred(f Faction, a Action) error {
	area := a.Where
	if s.data.Map.Area(area) == nil {
		return refuse("8.1", "%s is not an area", area)
	}
	if slices.ContainsFunc(s.Battles, func(b Battle) bool { return b.Area == area }) {
		return refuse("8.2", "a battle in %s is already declared", area)
	}
	units, leaders := s.splitForce(a.Pieces)
	if len(units) == 0 {
		return refuse("8.1", "name the attacking units")
	}
	for k, id := range units {
		p := s.Piece(id)
		if p == nil || p.Status != OnMap || p.Where != area || !s.commands(f, p) || slices.Contains(units[:k], id) {
			return refuse("8.1", "%s is not a unit %s may attack with in %s", id, f, area)
		}
	}
	if s.onlyType(units, AIR) {
		return refuse("8.93", "aircraft cannot fight alone")
	}
	minor := a.Yes
	m := s.neutralMinorIn(area)
	if len(s.Defenders(f, area, false)) == 0 {
		if m == NoFaction {
			if s.whiteUnitsOfAnother(f, area) {
				return refuse("18.1", "a White faction never attacks another White faction's units")
			}
			return refuse("8.1", "no enemy units in %s", area)
		}
		minor = true
	}
	if minor {
		switch {
		case m == NoFaction:
			return refuse("12.1", "no neutral minor's units in %s", area)
		case s.Turn < 3:
			return refuse("12.1", "no minor may be attacked before turn 3")
		}
	}
	if err := s.leadersOK(leaders, units, area, s.leadsFor(f)); err != nil {
		return err
	}
	defs := s.Defenders(f, area, minor)
	lv := Level(a.N)
	switch {
	case s.free(units):
		if lv != LevelFree {
			return refuse("12.41", "a minor-only or Allied-only force pays nothing: level free")
		}
	case lv == LevelFree || lv > LevelInvasion:
		return refuse("8.3", "the level is probe (1), assault (2) or invasion (3)")
	case s.onlyPartisans(defs) && lv != LevelProbe:
		return refuse("15.2", "an attack on partisans alone is bought as a Probe (1 money, unlimited rounds)")
	}
	cost := s.AttackCost(f, lv, defs)
	if s.freeAttackCard(f) >= 0 {
		cost = 0 // 6.4: the free attack (Requisitions)
	}
	if s.Committed()+cost > s.F(f).Money {
		return refuse("8.3", "the levels committed would cost %d; %s has %d money", s.Committed()+cost, f, s.F(f).Money)
	}
	return nil
}

// commandsFaction reports a minor under f's control (the Allies are
// controlled piece by piece: under).
func (s *State) commandsFaction(f, g Faction) bool {
	return g.Minor() && s.F(g).Status != Neutral && s.F(g).Controller == f
}

// whiteUnitsOfAnother reports units of another White faction (or its
// minors) in an area, for the 18.1 refusal.
func (s *State) whiteUnitsOfAnother(f Faction, area string) bool {
	mine := s.whiteOwner(f)
	for _, p := range s.UnitsAt(area, NoFaction) {
		if o := s.whiteOwner(p.Faction); mine != NoFaction && o != NoFaction && o != mine && o != Allies {
			return true
		}
	}
	return false
}

// doDeclareBattle: a battle declared, in order; its level kept secret
// (8.2, 8.3); a neutral minor attacked joins a side at once (12.1).
func doDeclareBattle(s *State, a Action) error {
	if err := s.battleBarred(a.Faction, a); err != nil {
		return err
	}
	units, leaders := s.splitForce(a.Pieces)
	minor := a.Yes || len(s.Defenders(a.Faction, a.Where, false)) == 0
	// Decision (6.4 is silent on which attack is free): the first battle
	// declared after the card uses it, as the player declares it.
	b := Battle{Area: a.Where, Level: Level(a.N), Units: units, Leaders: leaders, Minor: minor}
	b.Cost = s.DeclareCost(a)
	if c := s.freeAttackCard(a.Faction); c >= 0 && b.Level != LevelFree {
		b.FreeCard = c + 1
	}
	s.Battles = append(s.Battles, b)
	s.emit(Event{Kind: EvBattle, Rule: "8.2", Faction: a.Faction, Where: a.Where, N: len(s.Battles), Text: "declared"})
	if minor {
		s.activateByAttack(s.neutralMinorIn(a.Where), a.Faction)
	}
	s.minorAttacked(a.Faction, s.Defenders(a.Faction, a.Where, minor))
	return nil
}

// minorAttacked: the cards waiting on an attack on Poland or Ukraine
// (13.52): "On to Berlin!" (PolandAttacked) and "Greater Poland"
// (UkraineAttacked), at the declaration, as activation by attack (12.1).
func (s *State) minorAttacked(by Faction, defs []string) {
	has := func(m Faction) bool {
		return slices.ContainsFunc(defs, func(id string) bool { return s.Piece(id).Faction == m })
	}
	if has(Poland) {
		s.PolandAttacked(by)
	}
	if has(Ukraine) {
		s.UkraineAttacked(by)
	}
	s.dropSideChangers(by)
}

// dropSideChangers: a declaration that turns a minor against the attacker
// ("Greater Poland", 13.52, with Polish units in the attack) takes the
// units the attacker no longer commands out of its battles not yet
// fought; a battle left with no unit is called off, its level unpaid.
// Ruling: units cannot fight for a side they have just left.
func (s *State) dropSideChangers(by Faction) {
	kept := s.Battles[:0]
	for _, b := range s.Battles {
		if !b.Fought {
			b.Units = slices.DeleteFunc(b.Units, func(id string) bool { return !s.commands(by, s.Piece(id)) })
			if len(b.Units) == 0 {
				s.emit(Event{Kind: EvBattle, Rule: "13.52", Faction: by, Where: b.Area, Text: "called off: its units changed sides"})
				continue
			}
		}
		kept = append(kept, b)
	}
	s.Battles = kept
}

// battleActions are the declarations Legal lists: in each area where the
// faction can attack, all its units there, with all their eligible
// leaders or none, at each level it can afford (Apply takes any subset).
func (s *State) battleActions(f Faction) []Action {
	var out []Action
	for _, ar := range s.data.Map.Areas {
		units := s.attackers(f, ar.Code)
		if len(units) == 0 {
			continue
		}
		forces := [][]string{units}
		if ls := s.eligibleLeaders(units, ar.Code, s.leadsFor(f)); len(ls) > 0 {
			forces = append(forces, append(slices.Clone(units), ls...))
		}
		for _, minor := range []bool{false, true} {
			for _, force := range forces {
				for lv := LevelFree; lv <= LevelInvasion; lv++ {
					a := Action{Type: ActDeclareBattle, Faction: f, Where: ar.Code, Pieces: force, N: int(lv), Yes: minor}
					if s.battleBarred(f, a) == nil {
						out = append(out, a)
					}
				}
			}
		}
	}
	return out
}

// doEndCombat: declarations closed; the battles are fought in order, or
// the siege step begins when none was declared.
func doEndCombat(s *State, a Action) error {
	s.nextBattle()
	return nil
}

// nextBattle starts the first battle not yet fought, or the siege step.
func (s *State) nextBattle() {
	for i := range s.Battles {
		if !s.Battles[i].Fought {
			s.startBattle(i)
			return
		}
	}
	s.Battles = nil
	s.Step = StepSiege
	s.OpenWindow(W7, "siege") // after the last battle, before the sieges (14.2(b))
}

// battle is the declared battle being fought.
func (s *State) battle() *Battle {
	for i := range s.Battles {
		if !s.Battles[i].Fought {
			return &s.Battles[i]
		}
	}
	return nil
}

// startBattle sets up battle i and asks the defender about retreating
// before combat (8.4).
func (s *State) startBattle(i int) {
	b := &s.Battles[i]
	var att []string
	for _, id := range b.Units {
		if p := s.Piece(id); p.Status == OnMap && p.Where == b.Area {
			att = append(att, id)
		}
	}
	defs := s.Defenders(s.Active, b.Area, b.Minor)
	if len(att) == 0 || len(defs) == 0 {
		b.Fought = true
		s.emit(Event{Kind: EvBattle, Rule: "8.2", Faction: s.Active, Where: b.Area, Text: "no battle: a side is gone"})
		s.nextBattle()
		return
	}
	f := s.BattleFight(s.Active, b.Area, att, slices.DeleteFunc(slices.Clone(b.Leaders), func(id string) bool { return s.Piece(id).Where != b.Area }), defs)
	f.Level, f.Rounds, f.Free = b.Level, levelRounds[b.Level], b.Level == LevelFree
	if s.onlyPartisans(defs) && b.Level != LevelFree {
		f.Rounds = 0 // 15.2: unlimited rounds for 1 money
	}
	if b.FreeCard == 0 {
		b.Cost = s.AttackCost(s.Active, b.Level, defs) // the defence as the battle begins (15.2)
	}
	s.Fight = f
	s.emit(Event{Kind: EvBattle, Rule: "8.2", Faction: s.Active, Where: b.Area, Text: "begins"})
	if f.Defender != NoFaction && s.canRetreatAny(1, true) {
		s.ask(DecideRetreat, StageRetreatBefore, 1)
		return
	}
	s.afterRetreatBefore()
}

// BattleFight is the fight of a battle in area between the attacker's
// units and leaders att and leaders and the defending units defs, before
// its level is set: the sides, the defence's decider, the difficult
// approach, the defending factions. startBattle fights it; the computer
// players set it, on a copy, as the Fight of a battle they weigh, to read
// its dice (Dice).
func (s *State) BattleFight(attacker Faction, area string, att, leaders, defs []string) *Fight {
	f := &Fight{Area: area, Attacker: attacker}
	f.Units = [2][]string{att, defs}
	f.Leaders[0] = leaders
	f.Defender = s.defenceDecider(defs, area)
	f.Difficult = s.enteredHard(att, area)
	for _, id := range defs {
		if g := s.Piece(id).Faction; !slices.Contains(f.Defenders, g) {
			f.Defenders = append(f.Defenders, g)
		}
	}
	f.Allied = slices.ContainsFunc(append(slices.Clone(att), defs...), func(id string) bool { return s.Piece(id).Faction == Allies })
	return f
}

// enteredHard reports a unit of a force that entered an area along a
// difficult or very difficult route this turn (8.5, 9.3).
func (s *State) enteredHard(units []string, area string) bool {
	return slices.ContainsFunc(s.Entries, func(e Entry) bool {
		return e.Area == area && e.Grade != Easy && slices.Contains(units, e.Piece)
	})
}

// defenceDecider is the major whose player decides for a defence: the
// first major with its own units in it, else a minor's controller, else
// for Allied units the White with units there or controlling the area or
// the first White in play (13.63 Ruling; "fewest VP" waits for the VP
// count, see joinerFor); NoFaction for a neutral minor.
func (s *State) defenceDecider(defs []string, area string) Faction {
	allied := false
	for _, id := range defs {
		if g := s.Piece(id).Faction; g.Major() || (g == Poland && s.F(g).Status == MajorPoland) {
			return g
		}
	}
	for _, id := range defs {
		p := s.Piece(id)
		if g := p.Faction; g.Minor() && s.F(g).Status != Neutral {
			return s.F(g).Controller
		}
		if p.Faction == Allies && p.ControlledBy != NoFaction {
			return p.ControlledBy // the White that moves them this turn
		}
		allied = allied || p.Faction == Allies
	}
	if !allied {
		return NoFaction
	}
	if c := s.Area(area).Control; c.White() {
		return c
	}
	return s.joinerFor(JoinFewestVP)
}

// afterRetreatBefore reveals and pays the level (8.3), then asks the
// defender for its leaders (8.2 Ruling).
func (s *State) afterRetreatBefore() {
	f, b := s.Fight, s.battle()
	cost := b.Cost
	if b.FreeCard > 0 {
		s.UseEffect(b.FreeCard-1, FreeAttack)
	}
	st := s.F(f.Attacker)
	st.Money = max(0, st.Money-cost)
	b.Revealed = true
	s.emit(Event{Kind: EvRevealed, Rule: "8.3", Faction: f.Attacker, Where: f.Area, N: cost, Text: b.Level.String()})
	if len(f.Units[1]) == 0 {
		s.endBattle() // 8.8: no round fought
		return
	}
	if f.Defender != NoFaction && len(s.eligibleLeaders(f.Units[1], f.Area, s.defenderMayLead)) > 0 {
		s.ask(DecideLeaders, StageLeaders, 1)
		return
	}
	s.commissarsOrRounds()
}

// defenderMayLead: the defence's leaders are those of the factions at war
// with the attacker.
func (s *State) defenderMayLead(p *Piece) bool { return s.AtWar(p.Faction, s.Fight.Attacker) }

func doLeaders(s *State, a Action) error {
	f := s.Fight
	if err := s.leadersOK(a.Pieces, f.Units[1], f.Area, s.defenderMayLead); err != nil {
		return err
	}
	f.Leaders[1] = slices.Clone(a.Pieces)
	s.commissarsOrRounds()
	return nil
}

// leaderActions: no leaders, or all the eligible ones.
func (s *State) leaderActions(fa Faction) []Action {
	f := s.Fight
	return []Action{{Type: ActLeaders, Faction: fa}, {Type: ActLeaders, Faction: fa, Pieces: s.eligibleLeaders(f.Units[1], f.Area, s.defenderMayLead)}}
}

// commissarsOrRounds asks Red about Stalin's commissars when he takes
// part with infantry (10.82), then fights.
func (s *State) commissarsOrRounds() {
	f := s.Fight
	if side := f.stalinSide(s); side >= 0 && f.decider(side) == Red && len(s.commissarChoices()) > 0 {
		s.ask(DecideCommissars, StageCommissars, side)
		return
	}
	s.startRounds()
}

func (s *State) startRounds() { s.beginRound() }

// endBattle: the leaders' checks, the Gold, the ORI, the next battle.
func (s *State) endBattle() {
	f := s.Fight
	s.leaderChecks()
	s.goldCheck(f.Area, f.Attacker)
	s.OpenWindow(W6, "battle_end") // after the leaders' casualties and captures (14.2(b))
}

// closeBattle, after W6: the ORI's battle modifiers, the battle's card
// effects expire (14.2(e)), the next battle.
func (s *State) closeBattle() {
	f := s.Fight
	s.battle().Fought = true // only now: the view reads the battle being fought through W6
	if f.Round > 0 {
		s.recordBattleORI()
	}
	s.emit(Event{Kind: EvBattle, Rule: "8.8", Faction: f.Attacker, Where: f.Area, N: f.Round, Text: fmt.Sprintf("ends after %d round(s)", f.Round)})
	s.Fight = nil
	s.expire(UntilBattleEnd)
	s.nextBattle()
}

// goldCheck is 15.1: the Gold in an area with none of its owner's units
// and an enemy's is captured, by the taker (the attacker, the besieger)
// if it has units there, else by the first enemy major there.
func (s *State) goldCheck(area string, taker Faction) {
	g := s.Piece(GoldID)
	if g == nil || g.Status != OnMap || g.Where != area || len(s.UnitsAt(area, g.Faction)) > 0 {
		return
	}
	cands := []Faction{taker}
	for _, p := range s.UnitsAt(area, NoFaction) {
		cands = append(cands, p.Faction)
	}
	for _, c := range cands {
		if c.Major() && len(s.UnitsAt(area, c)) > 0 && (g.Faction == NoFaction || s.AtWar(c, g.Faction)) {
			g.Faction = c
			s.emit(Event{Kind: EvGold, Rule: "15.1", Faction: c, Where: area, Text: "captured"})
			return
		}
	}
}
