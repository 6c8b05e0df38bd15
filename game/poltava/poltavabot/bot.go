// Package poltavabot is the computer player of Poltava 1709. It decides
// from its seat's view only, through the engine's queries and actions,
// deterministically for a seed.
//
// The doctrine: the Swedes must attack (Russia wins by default), so the
// Swedish bot closes with the Russian line, pairing its starred
// battalions on the weakest hexes and keeping its cavalry away from
// villages and the retrenchment (and in Scenario 2 off the Russian line
// infantry until its battalions engage it); the Russian bot holds, fires with
// everything it has and gangs up on Swedes it can hurt. Moves are chosen
// unit by unit by the worth of the hex reached (eval.go: the attack it
// allows, priced with the exact odds of the Melee table, less the fire
// and the attacks it draws, plus the march toward its goal); attacks are
// chosen with the engine's odds (melee.go), losses spread to keep
// divisions below their thresholds.
//
// Levels: quick takes the best-scored choice at each decision; normal
// also looks one unit ahead when moving into contact and completes a few
// plans of the Melee phase before declaring each attack.
package poltavabot

import (
	"fmt"

	"tachanka/game/dice"
	"tachanka/game/hex"
	"tachanka/game/poltava"
)

// Levels are the bot's levels, the default first.
var Levels = []string{"normal", "quick"}

// Player is the bot at a level.
type Player struct {
	Level string
	r     dice.Rand

	// The Movement phase in progress: units already considered.
	key     [3]int
	done    map[string]bool
	goalsOf map[string][]hex.Hex
	// Where each army's order-de-bataille is to stand (SR1.2).
	anchor map[poltava.Side]hex.Hex
	dist   map[distKey][]int16
}

// New makes a bot of a level ("" is the default) with its own seed.
func New(level string, seed uint64) (*Player, error) {
	if level == "" {
		level = Levels[0]
	}
	ok := false
	for _, l := range Levels {
		ok = ok || l == level
	}
	if !ok {
		return nil, fmt.Errorf("no bot level %q (%v)", level, Levels)
	}
	return &Player{Level: level, r: dice.New(seed), anchor: map[poltava.Side]hex.Hex{}, dist: map[distKey][]int16{}}, nil
}

// Name is the player's name in reports.
func (p *Player) Name() string { return "bot " + p.Level }

// Choose decides for seat from its view.
func (p *Player) Choose(view *poltava.State, seat string) (poltava.Action, error) {
	if view.Over() {
		return poltava.Action{}, fmt.Errorf("the game is over")
	}
	side := view.Pending.Side
	if ss := poltava.SeatSide(seat); ss != poltava.NoSide {
		side = ss
	}
	if view.Pending.Side != side {
		return poltava.Action{}, fmt.Errorf("the game waits for %s, not %s", view.Pending.Side, seat)
	}
	a := p.decide(view, side)
	// The bot acts only through what the engine accepts: a choice the
	// rules refuse (which would be a bug here) gives way to a legal one.
	if _, err := poltava.Apply(view.Clone(), a); err != nil {
		return p.fallback(view), nil
	}
	return a, nil
}

func (p *Player) decide(s *poltava.State, side poltava.Side) poltava.Action {
	switch s.Pending.Kind {
	case poltava.DecideArrange:
		return poltava.Action{Type: poltava.ActReady}
	case poltava.DecideRoll:
		return poltava.Action{Type: poltava.ActRoll}
	case poltava.DecideFlip:
		if a, ok := bestByMaterial(s, side, p.flipChoices(s), nil); ok {
			return a
		}
	case poltava.DecideMove:
		return p.moveDecision(s, side)
	case poltava.DecideContinue:
		return p.continueDecision(s, side)
	case poltava.DecideFire:
		return p.fireDecision(s)
	case poltava.DecideWithdraw:
		return p.withdrawDecision(s, side)
	case poltava.DecideMelee:
		return p.meleeDecision(s)
	case poltava.DecideReroll:
		return p.rerollDecision(s, side)
	case poltava.DecideLosses:
		return p.lossDecision(s, side)
	case poltava.DecideRoos:
		return p.roosDecision(s)
	case poltava.DecideRetreat:
		return p.retreatDecision(s, side)
	case poltava.DecideAdvance:
		return p.advanceDecision(s, side)
	case poltava.DecidePlaceLeader:
		return p.placeLeader(s, side)
	}
	return p.fallback(s)
}

// fallback is the first legal action (a choice the doctrine has no
// opinion on); the seeded generator breaks ties in movement.
func (p *Player) fallback(s *poltava.State) poltava.Action {
	if s.Pending.Kind == poltava.DecideMove {
		if a, ok := s.RandomAction(&p.r); ok {
			return a
		}
	}
	as := s.Legal()
	if len(as) == 0 {
		return poltava.Action{Type: poltava.ActEndPhase}
	}
	return as[0]
}

// flipChoices are the set-up flips (S1.4, S1.5): the engine's listed
// choices and the one that flips the counters that lose least.
func (p *Player) flipChoices(s *poltava.State) []poltava.Action {
	as := s.Legal()
	type c struct {
		id   string
		cost float64
	}
	var cs []c
	for _, id := range s.Pending.Units {
		u := s.Unit(id)
		cs = append(cs, c{id, unitVal(u) - reducedVal(u)})
	}
	for i := range cs {
		for j := i + 1; j < len(cs); j++ {
			if cs[j].cost < cs[i].cost || cs[j].cost == cs[i].cost && cs[j].id < cs[i].id {
				cs[i], cs[j] = cs[j], cs[i]
			}
		}
	}
	if n := s.Pending.Count; n > 0 && n <= len(cs) {
		var ids []string
		for _, x := range cs[:n] {
			ids = append(ids, x.id)
		}
		sortStrings(ids)
		as = append([]poltava.Action{{Type: poltava.ActFlip, Units: ids}}, as...)
	}
	return as
}

func sortStrings(xs []string) {
	for i := range xs {
		for j := i + 1; j < len(xs); j++ {
			if xs[j] < xs[i] {
				xs[i], xs[j] = xs[j], xs[i]
			}
		}
	}
}

// continueDecision: a unit sent to the Roos column at a redoubt (SR2.6)
// stops where it is unless a hex of its zone is safer.
func (p *Player) continueDecision(s *poltava.State, side poltava.Side) poltava.Action {
	stop := poltava.Action{Type: poltava.ActEndPhase}
	if _, err := poltava.Apply(s.Clone(), stop); err == nil {
		return stop
	}
	return p.fallback(s)
}

// withdrawDecision: the 9.2 withdrawal to the hex least exposed.
func (p *Player) withdrawDecision(s *poltava.State, side poltava.Side) poltava.Action {
	m := &mover{p: p, s: s, side: side}
	m.fixGoals()
	best, found := 0.0, false
	var pick poltava.Action
	for _, a := range s.Legal() {
		if a.Type != poltava.ActMove || len(a.Path) == 0 {
			continue
		}
		u := s.Unit(a.Unit)
		v := m.score(u, a.Path[len(a.Path)-1], a.Path)
		if !found || v > best {
			best, pick, found = v, a, true
		}
	}
	if !found {
		return p.fallback(s)
	}
	return pick
}

// placeLeader: a leader who lost his unit joins the strongest of the
// nearest (9.5).
func (p *Player) placeLeader(s *poltava.State, side poltava.Side) poltava.Action {
	best, pick := -1.0, ""
	for _, id := range s.Pending.Units {
		u := s.Unit(id)
		if u == nil {
			continue
		}
		v := unitVal(u)
		if len(adjEnemies(s, side, u.Hex)) > 0 {
			v += 1
		}
		if v > best {
			best, pick = v, id
		}
	}
	if pick == "" {
		return p.fallback(s)
	}
	return poltava.Action{Type: poltava.ActPlaceLeader, Leader: s.Pending.Leader, Unit: pick}
}
