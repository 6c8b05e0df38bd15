package redrussia

import "slices"

// The effects in force that combat reads (14.2(e), EffectsInForce): the
// attack's cost, the battle's and the siege defence's extra dice, the
// hit numbers, no retreat for losses, the free attack and the free siege.

// roundsMatch: an effect of the first round or of every round applies in
// the fight's current round.
func (s *State) roundsMatch(e *Effect) bool {
	return e.Rounds == EveryRound || e.Rounds == NoRounds || s.Fight.Round == 1
}

// areasMatch: an effect naming areas applies only to a fight in one.
func (s *State) areasMatch(e *Effect) bool {
	return len(e.Areas) == 0 || slices.Contains(e.Areas, s.Fight.Area)
}

// AttackCost is what a battle at level lv against the units defs costs
// faction f when revealed: 8.3's table, 1 against partisans alone (15.2),
// nothing for a free force (12.41), changed by the attack costs in force
// for f (a set amount, or the modifier, at least 0), the cheapest
// applying (Decision, 14.2(e) is silent on two at once: the attacker
// takes the one that helps him most, as players would).
func (s *State) AttackCost(f Faction, lv Level, defs []string) int {
	cost := (&Battle{Level: lv}).cost(s.onlyPartisans(defs))
	if lv == LevelFree {
		return cost
	}
	best := cost
	for _, in := range s.EffectsInForce(AttackCost) {
		e := in.Effect
		if in.Faction != f || !slices.Contains(e.Levels, AttackLevel(lv)) {
			continue
		}
		if e.Minor != NoFaction && !slices.ContainsFunc(defs, func(id string) bool { return s.Piece(id).Faction == e.Minor }) {
			continue
		}
		c := cost + e.Modifier
		if e.Amount > 0 {
			c = e.Amount
		}
		best = min(best, max(0, c))
	}
	return best
}

// freeAttackCard is the card of a free attack in force for f not yet
// claimed by a battle declared this step, or -1 (Requisitions, 6.4).
func (s *State) freeAttackCard(f Faction) int {
	for _, in := range s.EffectsInForce(FreeAttack) {
		if in.Faction == f && !slices.ContainsFunc(s.Battles, func(b Battle) bool { return b.FreeCard == in.Card+1 }) {
			return in.Card
		}
	}
	return -1
}

// freeSiegeCard is the card of a free siege in force for f covering n
// rounds, or -1 (Requisitions: a siege of up to amount rounds, 6.4).
func (s *State) freeSiegeCard(f Faction, n int) int {
	for _, in := range s.EffectsInForce(FreeSiege) {
		if in.Faction == f && n <= in.Effect.Amount {
			return in.Card
		}
	}
	return -1
}

// cardDice are the extra dice the effects in force give a side in the
// current stage: battle dice (a battle's main fire, not the aircraft's)
// and the siege defence's dice (9.3), of the factions fighting on it.
func (s *State) cardDice(side int) int {
	f := s.Fight
	if f.Air {
		return 0
	}
	n := 0
	if !f.Siege {
		for _, in := range s.EffectsInForce(BattleDice) {
			if s.onSide(in.Faction, side) && s.roundsMatch(in.Effect) && s.areasMatch(in.Effect) {
				n += in.Effect.Dice
			}
		}
		return n
	}
	if side == 1 {
		for _, in := range s.EffectsInForce(SiegeDefenceDice) {
			// Red Verdun: the fortification the card's faction holds.
			if s.Area(f.Area).Control == in.Faction && s.roundsMatch(in.Effect) && s.areasMatch(in.Effect) {
				n += in.Effect.Dice
			}
		}
	}
	return n
}

// cardHit is the face from which a piece's dice hit under the effects in
// force (Volunteer Veterans, Miracle on the Vistula), hit if none: the
// effect falls on the units of its affected faction (else the card's)
// fighting on the side, and on the rating dice of the leader it names,
// if any ("the dice of Polish units, and Piłsudski's rating dice": the
// units' dice whether or not he is in the battle; no other leader's).
func (s *State) cardHit(side int, p *Piece, hit int) int {
	for _, in := range s.EffectsInForce(HitsOn) {
		e := in.Effect
		who := e.Affects
		if who == NoFaction {
			who = in.Faction
		}
		if p.Faction != who || !s.onSide(who, side) || !s.roundsMatch(e) {
			continue
		}
		if p.Kind == KindLeader && p.ID != e.Leader {
			continue
		}
		hit = min(hit, e.Amount)
	}
	return hit
}

// noRetreat: a unit that lost a step need not retreat for it (Commissars:
// the card's faction's units, in its rounds; 8.7).
func (s *State) noRetreat(side int, p *Piece) bool {
	for _, in := range s.EffectsInForce(NoRetreatForLosses) {
		if s.onSide(in.Faction, side) && (p.Faction == in.Faction || s.commands(in.Faction, p)) && s.roundsMatch(in.Effect) {
			return true
		}
	}
	return false
}
