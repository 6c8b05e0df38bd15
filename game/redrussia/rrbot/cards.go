package rrbot

import (
	"tachanka/game/redrussia"
)

// Cards: the faction plays the cards it may play now (the engine lists
// only those whose window and conditions hold), keeping a battle or siege
// card for a fight it takes part in, and aims their effects.

// battleWindow reports the windows of a fight under way (14.2 W4, W5, W6,
// W8).
func battleWindow(w redrussia.Window) bool {
	return w == redrussia.W4 || w == redrussia.W5 || w == redrussia.W6 || w == redrussia.W8
}

// inFight reports a faction of the deciding player on a side of the fight.
func (c *ctx) inFight(f redrussia.Faction) bool {
	fi := c.v.Fight
	if fi == nil {
		return false
	}
	if fi.Attacker == f || fi.Defender == f {
		return true
	}
	for _, g := range fi.Defenders {
		if g == f {
			return true
		}
	}
	return false
}

func (c *ctx) card() redrussia.Action {
	v := c.v
	plays := c.of(redrussia.ActPlayCard)
	if len(plays) == 0 {
		return c.first(redrussia.ActPass)
	}
	if v.Window != nil && v.Window.Immediate {
		return plays[0]
	}
	battle := v.Window != nil && battleWindow(v.Window.Window)
	var ok []redrussia.Action
	for _, a := range plays {
		if battle && !c.inFight(a.Faction) {
			continue
		}
		ok = append(ok, a)
	}
	if len(ok) == 0 {
		return c.first(redrussia.ActPass)
	}
	return ok[c.r.Intn(len(ok))]
}

// harmful are the effects that fall on their target's owner.
var harmful = map[redrussia.EffectKind]bool{
	redrussia.LoseMoney: true, redrussia.LoseManpower: true, redrussia.Famine: true,
	redrussia.CossackRaid: true, redrussia.RemoveCzechInfantry: true, redrussia.PlacePartisans: true,
	redrussia.RemovePartisans: true, redrussia.WoundLeaderRoll: true, redrussia.LoseORILevel: true,
	redrussia.Infighting: true, redrussia.RemoveAlliedUnits: true, redrussia.FleetLosesStep: true,
	redrussia.EnemyInfantryLosesStep: true, redrussia.Typhus: true, redrussia.TakeLeaders: true,
	redrussia.TakeNamedLeader: true, redrussia.SemenovPlunder: true,
}

// cardTarget aims the resolving effect: a harmful one at the strongest
// enemy target (its own weakest when it must), a helpful one at its own
// best (for Coup de Main, the area worth most).
func (c *ctx) cardTarget() redrussia.Action {
	v, f := c.v, c.f
	r := v.Resolving
	if r == nil {
		return c.random()
	}
	card := v.Data().Cards.Card(r.Card)
	if card == nil || r.Effect >= len(card.Effects) {
		return c.random()
	}
	kind := card.Effects[r.Effect].Kind
	hurt := harmful[kind]
	best, bs := c.legal[0], -1e18
	for _, a := range c.legal {
		if a.N == -1 {
			s := 0.0
			if hurt {
				s = -0.5
			}
			if s > bs {
				best, bs = a, s
			}
			continue
		}
		owner, size := redrussia.NoFaction, 1.0
		if a.Piece != "" {
			if p := v.Piece(a.Piece); p != nil {
				owner = p.Faction
				size += float64(v.Values(p).Attack)
			}
		} else if ar := v.Area(a.Where); ar != nil {
			owner = ar.Control
			size += float64(v.Data().Map.Area(a.Where).Money)
			if kind == redrussia.CoupDeMain && Target(v, f, a.Where) {
				size += AreaWorth(v, f, a.Where)
				owner = redrussia.NoFaction
				hurt = false
			}
		}
		sign := 0.0
		switch {
		case owner == f:
			sign = 1
		case owner != redrussia.NoFaction && v.AtWar(f, owner):
			sign = -1
		}
		if hurt {
			sign = -sign
		}
		if kind == redrussia.CoupDeMain && Target(v, f, a.Where) {
			sign = 1
		}
		s := sign*size + 0.01*float64(c.r.Intn(10))
		if s > bs {
			best, bs = a, s
		}
	}
	return best
}
