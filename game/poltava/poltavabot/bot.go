// Package poltavabot is the computer player of Poltava 1709. It decides
// from its seat's view only, through the engine's queries and actions,
// deterministically for a seed.
package poltavabot

import (
	"fmt"

	"tachanka/game/dice"
	"tachanka/game/poltava"
)

// Levels are the bot's levels, the default first.
var Levels = []string{"normal", "quick"}

// Player is the bot at a level.
type Player struct {
	Level string
	r     dice.Rand
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
	return &Player{Level: level, r: dice.New(seed)}, nil
}

// Name is the player's name in reports.
func (p *Player) Name() string { return "bot " + p.Level }

// Choose decides for seat from its view. (Until the doctrine lands it
// plays the random player's choice.)
func (p *Player) Choose(view *poltava.State, seat string) (poltava.Action, error) {
	a, ok := view.RandomAction(&p.r)
	if !ok {
		return a, fmt.Errorf("no legal action while waiting for %s", view.Pending.Kind)
	}
	return a, nil
}
