// Package rrbot is the computer player of Avalanche Press's Red Russia
// (game/redrussia): a faction that budgets its money over the year,
// reckons its battles and sieges exactly, plays the secret attack level
// and the retreat before combat as a small zero-sum game, besieges what
// pays, plays its cards when they help, and handles its minors and the
// Western Allies.
//
// It decides from its own view only (Appendix B.5: State.View of its
// faction): hidden hands, the deck's order and the levels not yet
// revealed never reach it. Every random choice comes from its own
// generator, seeded from its seed and the public moment, so a decision is
// the same whenever it is asked again (a save replays it).
//
// Levels:
//   - "normal": the battles' levels and the retreats before combat are
//     mixed strategies of the 2×N game whose payoffs are reckoned by the
//     Markov chains of odds.go; sieges weigh every number of rounds;
//   - "quick": the same plans with pure choices: the level with the best
//     payoff against a defence that stays, stands unless the fight is
//     hopeless, one siege size.
//
// Decisions (the rules leave a computer player free):
//   - Money (budget.go): the next maintenance (5.6) of its reduced units
//     and of half its full ones is never spent before the winter; the
//     rest goes first to attacks and sieges, then to repairs and new
//     units. The maintenance pays for the reduced units first.
//   - Movement (move.go): each unit or leader's stack goes where it adds
//     most to the areas the faction can take (money value, the ORI's
//     cities, the odds of a siege there), toward the nearest such area
//     when none is in reach, guarding the areas it holds next to the
//     enemy (a unit in an area bars its siege, 9.1: the guard is worth the
//     area by the chance the enemy would take it empty), and not crowding
//     an area past its supply limit in a winter.
//   - Battles (combat.go): each area's battle is reckoned at each level the
//     spare money pays for; the attacker declares the one worth most when
//     the game's value is positive. The defence, not knowing the level,
//     solves the same game from its view (the attacker's money as shown)
//     and stays or retreats before combat by its optimal mix.
//   - Sieges: each area and number of rounds, by the chance to take the
//     area (and the hits left in place), less the rounds' cost (weighed
//     less as spare money grows) and the steps the fortification's fire
//     takes.
//   - Cards (cards.go): played when the engine lists them, outside the
//     fight windows at once, in a battle or siege window only by a side of
//     the fight; a harmful effect aims at the strongest enemy target, a
//     helpful one at the faction's own best. Cards none of the player's
//     factions may play are discarded when the unseen cards (Observe) hold
//     some it may.
//   - Minors and the Allies: the minor roll names the neutral minor with
//     most areas next to the faction's; every Allied Move is taken, Adds
//     are bought from a surplus; the neutral minors are never attacked or
//     besieged (12.1); controlled minors' units move and fight with the
//     faction's (their sieges are free, 12.41).
//
// Choose checks its action with the engine on a copy of the real state
// (a guard only: Apply refusing it would be a bug, counted in Fallbacks)
// and otherwise reads nothing but the view.
package rrbot

import (
	"fmt"
	"hash/fnv"
	"math"
	"slices"

	"tachanka/game/dice"
	"tachanka/game/redrussia"
)

// Levels are the computer player's levels, the default first.
var Levels = []string{"normal", "quick"}

// Player is a computer player at a level.
type Player struct {
	level string
	seed  uint64
	// seen counts the cards played since the last shuffle (Observe): what
	// the deck and the other hands may still hold.
	seen map[int]int
	// Fallbacks counts the decisions the engine refused and that were
	// replaced by a listed action (none expected; the tests check).
	Fallbacks int
}

// New is a computer player of a level (Levels), seeded.
func New(level string, seed uint64) (*Player, error) {
	if !slices.Contains(Levels, level) {
		return nil, fmt.Errorf("rrbot: no level %q (levels: normal, quick)", level)
	}
	return &Player{level: level, seed: seed, seen: map[int]int{}}, nil
}

// Level is the player's level.
func (p *Player) Level() string { return p.level }

// Observe records an applied action and its events: the cards played
// (their titles are public, B.1) and the shuffles.
func (p *Player) Observe(before *redrussia.State, a redrussia.Action, ev []redrussia.Event) {
	for _, e := range ev {
		switch e.Kind {
		case redrussia.EvCardPlayed:
			p.seen[e.N]++
		case redrussia.EvShuffled:
			clear(p.seen)
		}
	}
}

// Seen reports how many times a card has been played since the last
// shuffle, as Observe saw.
func (p *Player) Seen(card int) int { return p.seen[card] }

// Unseen are the cards that may be in the deck or the other hands as
// faction f's player reckons from its view: every card but those removed
// (14.72) or face up (13.52), those in its own hand and those played since
// the last shuffle (Observe).
func (p *Player) Unseen(v *redrussia.State, f redrussia.Faction) []int {
	var out []int
	own := v.Players[v.PlayerOf(f)].Hand
	for _, c := range v.Data().Cards.Cards {
		if slices.Contains(v.Gone, c.ID) || slices.Contains(v.FaceUp, c.ID) || slices.Contains(own, c.ID) || p.seen[c.ID] > 0 {
			continue
		}
		out = append(out, c.ID)
	}
	return out
}

// Choose is faction f's action when the game waits for f's decision, from
// f's view only; false when it waits for someone else or for nothing.
func (p *Player) Choose(s *redrussia.State, f redrussia.Faction) (redrussia.Action, bool) {
	if s.Over() || s.Pending.Faction != f {
		return redrussia.Action{}, false
	}
	v := s.View(f)
	legal := v.Legal()
	if len(legal) == 0 {
		return redrussia.Action{}, false
	}
	c := &ctx{v: v, f: f, p: p, legal: legal, r: dice.New(p.momentSeed(v, f, "decide"))}
	a := c.decide()
	// The rules are the engine's: an action it would refuse is replaced
	// by one it lists (a guard; decide picks from the view's Legal).
	if _, err := redrussia.Apply(s.Clone(), a); err != nil {
		p.Fallbacks++
		if real := s.Legal(); len(real) > 0 {
			return real[0], true
		}
		return redrussia.Action{}, false
	}
	return a, true
}

// momentSeed derives a seed from the player's and the public moment.
func (p *Player) momentSeed(v *redrussia.State, f redrussia.Faction, what string) uint64 {
	h := fnv.New64a()
	fmt.Fprintf(h, "%d/%d/%d/%d/%d/%s", p.seed, v.Turn, v.Actions, f, v.Pending.Kind, what)
	return h.Sum64()
}

// ctx is one decision's context.
type ctx struct {
	v     *redrussia.State
	f     redrussia.Faction
	p     *Player
	legal []redrussia.Action
	r     dice.Rand
}

func (c *ctx) quick() bool { return c.p.level == "quick" }

// random is one of the legal actions, by the bot's own dice.
func (c *ctx) random() redrussia.Action { return c.legal[c.r.Intn(len(c.legal))] }

// of are the legal actions of a type.
func (c *ctx) of(t redrussia.ActionType) []redrussia.Action {
	var out []redrussia.Action
	for _, a := range c.legal {
		if a.Type == t {
			out = append(out, a)
		}
	}
	return out
}

// first is the first legal action of a type, or a random legal one.
func (c *ctx) first(t redrussia.ActionType) redrussia.Action {
	if as := c.of(t); len(as) > 0 {
		return as[0]
	}
	return c.random()
}

// yes is the legal Yes (or No) action of a type.
func (c *ctx) yes(t redrussia.ActionType, yes bool) redrussia.Action {
	for _, a := range c.legal {
		if a.Type == t && a.Yes == yes {
			return a
		}
	}
	return c.random()
}

func (c *ctx) decide() redrussia.Action {
	v := c.v
	switch v.Pending.Kind {
	case redrussia.DecideCzech:
		return c.yes(redrussia.ActCzech, true) // 19.3: +1 VP (16.0)
	case redrussia.DecidePlace:
		return c.place()
	case redrussia.DecideReduce:
		return c.reduce()
	case redrussia.DecideDiscard:
		return c.discard()
	case redrussia.DecidePurchase:
		return c.purchase()
	case redrussia.DecideLenin:
		for _, a := range c.legal {
			if a.N == 2 {
				return a
			}
		}
	case redrussia.DecideMove:
		return c.move()
	case redrussia.DecideBattles:
		return c.battles()
	case redrussia.DecideSiege:
		return c.siege()
	case redrussia.DecideForeign:
		return c.foreign()
	case redrussia.DecideAllied:
		return c.allied()
	case redrussia.DecideMinorRoll:
		return c.minorRoll()
	case redrussia.DecideAttrition:
		return c.attrition()
	case redrussia.DecideMaintain:
		return c.maintain() // as many as it can pay for, the reduced first
	case redrussia.DecidePoland:
		return c.yes(redrussia.ActPoland, true)
	case redrussia.DecideSortie:
		return c.yes(redrussia.ActEnemySearch, true)
	case redrussia.DecideBlockade:
		return c.yes(redrussia.ActFightOn, false)
	case redrussia.DecideAir:
		return c.retreatTo(c.legal)
	case redrussia.DecideRetreat:
		return c.retreat()
	case redrussia.DecideLeaders:
		return c.mostPieces()
	case redrussia.DecideCommissars:
		return c.commissars()
	case redrussia.DecideLosses:
		return c.losses()
	case redrussia.DecideContinue:
		return c.continueInvasion()
	case redrussia.DecideFallen:
		return c.yes(redrussia.ActKeep, true)
	case redrussia.DecideCard:
		return c.card()
	case redrussia.DecideCardTarget:
		return c.cardTarget()
	}
	return c.random()
}

// mostPieces is the legal action naming the most pieces (the defender's
// leaders: every rating adds dice).
func (c *ctx) mostPieces() redrussia.Action {
	best := c.legal[0]
	for _, a := range c.legal {
		if len(a.Pieces) > len(best.Pieces) {
			best = a
		}
	}
	return best
}

// reduce: the set-up's flip (3.0 step 9) costs an own unit its weakest
// step, another faction's its strongest.
func (c *ctx) reduce() redrussia.Action {
	own := c.v.Pending.Of == c.f
	best, bv := c.legal[0], 0
	for i, a := range c.legal {
		p := c.v.Piece(a.Piece)
		if p == nil {
			continue
		}
		val := c.v.Values(p).Attack*2 + c.v.Values(p).Defense
		if own {
			val = -val
		}
		if i == 0 || val > bv {
			best, bv = a, val
		}
	}
	return best
}

// discard drops the cards none of the player's factions may ever play
// (14.73), when the cards that may still be drawn (Unseen) hold some it
// may; a hand over its limit drops as few cards as it must, dead ones
// first.
func (c *ctx) discard() redrussia.Action {
	v := c.v
	mine := v.Players[v.PlayerOf(c.f)].Factions
	ours := func(id int) bool {
		card := v.Data().Cards.Card(id)
		return card != nil && slices.ContainsFunc(card.PlayableBy, func(g redrussia.Faction) bool { return slices.Contains(mine, g) })
	}
	useful := slices.ContainsFunc(c.p.Unseen(v, c.f), ours)
	best, bs := c.legal[0], -1<<30
	for _, a := range c.legal {
		s := -10 * len(a.Cards)
		for _, id := range a.Cards {
			if !ours(id) && useful {
				s += 11
			}
		}
		if s > bs {
			best, bs = a, s
		}
	}
	return best
}

// foreign: a White rolls on the foreign intervention table whenever its
// budget allows, spending money only from a surplus (13.61).
func (c *ctx) foreign() redrussia.Action {
	spare := c.spare()
	best := c.yes(redrussia.ActForeign, false)
	for _, a := range c.legal {
		if a.Yes && a.N <= spare/3 && (!best.Yes || a.N > best.N) {
			best = a
		}
	}
	return best
}

// allied: remove the Allied unit doing least for the faction; take every
// Move (control) offered, the unit nearest the faction's targets first
// (the strongest among the nearest: it fights for the faction this turn,
// free, 13.63); add units only from a surplus (2 money each).
func (c *ctx) allied() redrussia.Action {
	if rm := c.of(redrussia.ActAlliedRemove); len(rm) > 0 {
		// The unit farthest from any of the faction's targets.
		return c.retreatTo(rm)
	}
	if ctl := c.of(redrussia.ActAlliedControl); len(ctl) > 0 {
		pl := newPlan(c.v, c.f)
		best, bs := ctl[0], math.Inf(-1)
		for _, a := range ctl {
			p := c.v.Piece(a.Piece)
			if p == nil {
				continue
			}
			if s := float64(c.v.Values(p).Attack) - 3*float64(pl.distOf(p.Where)); s > bs {
				best, bs = a, s
			}
		}
		return best
	}
	if add := c.of(redrussia.ActAlliedAdd); len(add) > 0 && c.spare() >= 4 {
		return add[c.r.Intn(len(add))]
	}
	return c.first(redrussia.ActAlliedDone)
}

// minorRoll: from turn 3 a faction tries to bring a minor next to its
// areas on its side (12.1); the minor is the one with most of its areas
// bordering the faction's.
func (c *ctx) minorRoll() redrussia.Action {
	v := c.v
	best, bv := c.yes(redrussia.ActMinorRoll, false), 0
	for _, a := range c.legal {
		if !a.Yes {
			continue
		}
		st := v.F(a.Minor)
		if st.Status != redrussia.Neutral || st.Conquered {
			continue
		}
		n := 0
		for _, ar := range v.Data().Map.Areas {
			if v.Area(ar.Code).Control != a.Minor {
				continue
			}
			for _, nb := range v.Data().Map.Neighbours(ar.Code) {
				if v.Area(nb.To).Control == c.f {
					n++
					break
				}
			}
		}
		if n > bv {
			best, bv = a, n
		}
	}
	return best
}

// attrition supports the strongest units (the engine lists the choices).
func (c *ctx) attrition() redrussia.Action {
	best, bv := c.legal[0], 1<<30
	for _, a := range c.legal {
		n := 0
		for _, id := range a.Pieces {
			if p := c.v.Piece(id); p != nil {
				n += c.v.Values(p).Attack
			}
		}
		if n < bv {
			best, bv = a, n
		}
	}
	return best
}

// commissars: Stalin drives the infantry only in a fight the faction
// would otherwise lose (each driven unit pays a step, 10.82); the bot
// keeps its steps.
func (c *ctx) commissars() redrussia.Action {
	for _, a := range c.legal {
		if len(a.Pieces) == 0 {
			return a
		}
	}
	return c.legal[0]
}

// losses: the allotment losing fewest steps, then keeping most attack,
// then eliminating the fewest full units.
func (c *ctx) losses() redrussia.Action {
	best, bk := c.legal[0], [2]int{1 << 30, 0}
	for _, a := range c.legal {
		hit := map[string]int{}
		for _, id := range a.Pieces {
			hit[id]++
		}
		lost := 0
		for id, n := range hit {
			p := c.v.Piece(id)
			if p == nil {
				continue
			}
			lost += n * (c.v.Values(p).Attack + 1)
		}
		k := [2]int{len(a.Pieces), lost}
		if k[0] < bk[0] || (k[0] == bk[0] && k[1] < bk[1]) {
			best, bk = a, k
		}
	}
	return best
}
