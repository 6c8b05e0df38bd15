package redrussia

import "slices"

// Effects in force (14.2(e)): a played card's effect that lasts, or that
// the combat engine reads when it fights (attack costs, battle dice, hits,
// no retreat, free attacks and sieges, rail restrictions, the cavalry
// army, Trotsky's rail into enemies, "On to Berlin!"'s Polish activation).
// Each record names its card, the faction it was played for, the effect
// (an index into the card's effects) and when it expires.

// Expiry is when an effect in force ends.
type Expiry uint8

const (
	UntilBattleEnd Expiry = iota // played into a battle or siege: that battle or siege only (14.2(e))
	UntilActionEnd               // "this action phase": the active faction's action phase
	UntilTurnEnd                 // "this turn"
	UntilTriggered               // until it triggers or is cancelled ("On to Berlin!", "Greater Poland", 13.52)
)

// InForce is one lasting effect.
type InForce struct {
	Card    int     `json:"card"`
	Effect  int     `json:"effect"`
	Faction Faction `json:"faction"`
	Until   Expiry  `json:"until"`
}

// keep records a lasting effect with its expiry: its scope's when it
// names one, the battle's when played into a battle or siege (W4, W5,
// W8), else the action phase's (Ruling, 14.2(e): an action-phase card's
// effect lasts no longer than the phase it was played in).
func (s *State) keep(r *Resolution, e *Effect) {
	until := UntilActionEnd
	switch {
	case e.Kind == GreaterPoland || e.Kind == MinorActiveWhenAttacked:
		until = UntilTriggered
	case e.Scope == TurnScope:
		until = UntilTurnEnd
	case e.Scope == ActionScope:
		until = UntilActionEnd
	case r.Window == W4 || r.Window == W5 || r.Window == W8:
		until = UntilBattleEnd
	case s.Phase != ActionPhase:
		until = UntilTurnEnd
	}
	c := s.data.Cards.Card(r.Card)
	s.InForce = append(s.InForce, InForce{Card: r.Card, Effect: slices.Index(effectPtrs(c), e), Faction: r.Faction, Until: until})
	s.effectEvent(r, e, r.Faction, 0, "in force")
}

func effectPtrs(c *Card) []*Effect {
	out := make([]*Effect, len(c.Effects))
	for i := range c.Effects {
		out[i] = &c.Effects[i]
	}
	return out
}

// EffectsInForce are the lasting effects of kind k and the factions they
// were played for: what the combat engine reads.
func (s *State) EffectsInForce(k EffectKind) []InForceEffect {
	var out []InForceEffect
	for _, f := range s.InForce {
		e := &s.data.Cards.Card(f.Card).Effects[f.Effect]
		if e.Kind == k {
			out = append(out, InForceEffect{Effect: e, Faction: f.Faction, Card: f.Card})
		}
	}
	return out
}

// InForceEffect is an effect in force and the faction it was played for.
type InForceEffect struct {
	Effect  *Effect
	Faction Faction
	Card    int
}

// expire ends the effects of an expiry and those shorter: the combat
// engine calls expire(UntilBattleEnd) at each battle's and siege's end;
// the action phase's end and the turn's end call theirs.
func (s *State) expire(until Expiry) {
	s.InForce = slices.DeleteFunc(s.InForce, func(f InForce) bool { return f.Until <= until })
}

// UseEffect removes one effect in force (a free attack or siege once
// used): the combat engine calls it.
func (s *State) UseEffect(card int, k EffectKind) {
	for i, f := range s.InForce {
		if f.Card == card && s.data.Cards.Card(card).Effects[f.Effect].Kind == k {
			s.InForce = slices.Delete(s.InForce, i, i+1)
			return
		}
	}
}
