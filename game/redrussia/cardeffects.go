package redrussia

import (
	"fmt"
	"slices"
)

// The effects that need no choice (14.6), carried out through the
// engine's own functions. The effects that need choices are choosers
// (play.go) in partisans.go, raids.go, famine.go and cardeffects_choice.go;
// those that last are recorded in State.InForce (cardeffects_force.go).

// target is the faction an effect falls on: its Affects, else the faction
// the card was played for.
func (r *Resolution) target(e *Effect) Faction {
	if e.Affects != NoFaction {
		return e.Affects
	}
	return r.Faction
}

// dice rolls n d6.
func (s *State) dice(n int) int {
	t := 0
	for range n {
		t += s.Rand.D6()
	}
	return t
}

// amountOf is an effect's amount: its year's, or its dice plus amount.
func (s *State) amountOf(e *Effect) int {
	if len(e.ByYear) > 0 {
		y := s.data.Tables.Calendar.YearOf(s.Turn)
		for _, ya := range e.ByYear {
			if ya.Year == y {
				return ya.Amount
			}
		}
		return 0
	}
	return s.dice(e.Dice) + e.Amount
}

// loseMoney takes money, never below nothing (6.4: a faction cannot spend
// or lose money it does not have).
func (s *State) loseMoney(f Faction, n int) int {
	n = min(n, s.F(f).Money)
	s.F(f).Money -= n
	return n
}

func (s *State) loseManpower(f Faction, n int) int {
	n = min(n, s.F(f).Manpower)
	s.F(f).Manpower -= n
	return n
}

func (s *State) effectEvent(r *Resolution, e *Effect, f Faction, n int, text string) {
	s.emit(Event{Kind: EvCardEffect, Rule: effectRule(e.Kind), Faction: f, N: n, Text: fmt.Sprintf("%s: %s", e.Kind, text)})
}

// applyEffect carries out an effect that needs no choice.
func (s *State) applyEffect(r *Resolution, e *Effect) {
	f := r.target(e)
	switch e.Kind {
	case GainMoney:
		n := s.amountOf(e)
		s.F(f).Money += n
		s.effectEvent(r, e, f, n, "money")
	case LoseMoney:
		s.effectEvent(r, e, f, s.loseMoney(f, s.amountOf(e)), "money lost")
	case GainManpower:
		n := s.amountOf(e)
		s.F(f).Manpower += n
		s.effectEvent(r, e, f, n, "manpower")
	case LoseManpower:
		s.effectEvent(r, e, f, s.loseManpower(f, s.amountOf(e)), "manpower lost")
	case SemenovPlunder:
		n := s.dice(e.Dice)
		if !s.SupremeRuler() {
			n = (n + 1) / 2
		}
		s.effectEvent(r, e, f, s.loseMoney(f, n), "money plundered")
	case ReleaseSetAside:
		s.releaseSetAside(r, e)
	case KolchakSupremeRuler:
		s.KolchakCoup()
		s.effectEvent(r, e, Siberian, 0, "Kolchak is Supreme Ruler (10.93)")
	case ORIRollModifier:
		// 17.5: "this phase's" and "the next" ORI roll are both the next
		// roll of the faction: the cards are played before it.
		s.F(f).ORIOnce += e.Modifier
		s.effectEvent(r, e, f, e.Modifier, "on the next ORI roll")
	case LoseORILevel:
		s.SetORILevel(f, s.ORILevel(f)-e.Amount)
		s.emit(Event{Kind: EvORI, Rule: "17.1", Faction: f, N: s.F(f).ORIBox, Text: fmt.Sprintf("%d level lost", e.Amount)})
	case Infighting:
		s.infighting(r, e, f)
	case ForeignRollModifier:
		// The modifier's size is the table's (13.62, h): the card sets
		// the flag the foreign rolls read this turn.
		s.AlliedWithdrawal = true
		s.effectEvent(r, e, NoFaction, e.Modifier, "on every foreign intervention roll this turn")
	case ActivateMinor:
		s.setMinor(e.Minor, Active, r.Faction, "12.12")
	case MinorNeutralKeepsAreas:
		s.curzonIntervenes(e.Minor)
	case MakhnoChangesSides:
		st := s.F(e.Minor)
		status := st.Status
		if status == Neutral {
			status = Limited
		}
		s.setMinor(e.Minor, status, r.Faction, "13.4")
	case WoundLeaderRoll:
		p := s.Piece(e.Leader)
		die := s.Rand.D6()
		s.effectEvent(r, e, f, die, "assassination roll")
		if p != nil && p.Status == OnMap && die <= e.Amount {
			p.takeOff(InPool) // 10.4: wounded, to the pool of unused leaders
			s.emit(Event{Kind: EvCardEffect, Rule: "10.4", Faction: p.Faction, Piece: p.ID, Text: "wounded"})
		}
	case FleetLosesStep:
		s.fleetLosesStep(r, e, f)
	case RailMoves:
		s.giveRail(r.Faction, e.Amount, Territory(e.Territory))
		s.effectEvent(r, e, r.Faction, e.Amount, "rail moves "+e.Territory)
	default:
		s.keep(r, e) // lasting and combat effects (cardeffects_force.go)
	}
}

// releaseSetAside puts the set-aside counters into their pool (5.3,
// 15.4, 19.3, 20.4): for "Tanks" only the playing faction's.
func (s *State) releaseSetAside(r *Resolution, e *Effect) {
	n := 0
	for i := range s.Pieces {
		p := &s.Pieces[i]
		l := s.data.Line(p.ID)
		if l == nil || l.SetAside != e.SetAside || p.Status != NotInPool {
			continue
		}
		if e.SetAside == TanksCard && p.Faction != r.Faction {
			continue
		}
		p.Status = InPool
		n++
	}
	if e.SetAside == TanksCard {
		s.F(r.Faction).Tanks = true
	}
	s.effectEvent(r, e, r.Faction, n, e.SetAside.String()+" counters into the pool")
}

// infighting is a roll on table j: 1d6, -1 per ORI level, the card's
// modifier when its condition holds, +1 for Red while Lenin is not in
// Moscow (10.81).
func (s *State) infighting(r *Resolution, e *Effect, f Faction) {
	t := &s.data.Tables.Infighting
	die := s.Rand.D6()
	mod := s.ORILevel(f) * t.PerORILevel
	switch e.Condition {
	case KolchakNotSupremeRuler:
		if !s.SupremeRuler() {
			mod += e.Modifier
		}
	case DenikinInCommand:
		if s.denikinCommands() {
			mod += e.Modifier
		}
	default:
		mod += e.Modifier
	}
	if f == Red && !s.LeninInMoscow() {
		mod += t.LeninAbsent
	}
	row := t.Row(die + mod)
	s.emit(Event{Kind: EvCardEffect, Rule: "10.81", Faction: f, N: die + mod, Text: fmt.Sprintf("infighting %d%+d", die, mod)})
	if row.LeaderToPool {
		if !s.leaderToPool(f, t.Spared) && row.OtherwiseAs != 0 {
			row = t.Row(row.OtherwiseAs)
		}
	}
	s.loseMoney(f, row.Money+s.dice(row.MoneyDice))
	s.loseManpower(f, s.dice(row.ManpowerDice))
	if row.ORILevels > 0 {
		s.SetORILevel(f, s.ORILevel(f)-row.ORILevels)
		s.emit(Event{Kind: EvORI, Rule: "17.1", Faction: f, N: s.F(f).ORIBox})
	}
}

// leaderToPool sends one of the faction's leaders on the map, not spared,
// back to its pool; Ruling (j): drawn at random among them.
func (s *State) leaderToPool(f Faction, spared []string) bool {
	var cands []*Piece
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if p.Kind == KindLeader && p.Faction == f && p.Status == OnMap && !slices.Contains(spared, p.ID) {
			cands = append(cands, p)
		}
	}
	if len(cands) == 0 {
		return false
	}
	p := cands[s.Rand.Intn(len(cands))]
	p.takeOff(InPool)
	s.emit(Event{Kind: EvCardEffect, Rule: "10.6", Faction: f, Piece: p.ID, Text: "leader back to the pool"})
	return true
}

// fleetLosesStep: the faction's fleet of the sea zone (at sea or in one of
// its ports) loses a step, as in combat (a reduced fleet is lost, and so
// is what it carries, 8.92).
func (s *State) fleetLosesStep(r *Resolution, e *Effect, f Faction) {
	for i := range s.Pieces {
		p := &s.Pieces[i]
		l := s.data.Line(p.ID)
		if p.Type != FLEET || p.Faction != f || p.Status != OnMap || l == nil || l.Sea != e.Sea {
			continue
		}
		s.loseStep(p, "14.6")
		return
	}
}

// curzonIntervenes (13.53): the minor becomes neutral and keeps the areas
// it controls; its units stay where they are.
func (s *State) curzonIntervenes(m Faction) {
	for i := range s.Areas {
		if s.Areas[i].Control == m {
			s.Areas[i].Home = m // 13.53 Ruling: Polish home areas for the rest of the game
		}
	}
	s.setMinor(m, Neutral, NoFaction, "13.53")
}
