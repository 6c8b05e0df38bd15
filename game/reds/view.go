package reds

import "tachanka/game/dice"

// View is what side may see of the game, to decide on: a copy of the state
// without what no player may know. REDS! has no hidden hands (the chits in
// the cup are known, 7.8, and the fronts Red chooses are announced, 7.7);
// what is hidden is the future: the generator that will draw the chits and
// roll the dice and the events. The copy's generator is a fixed one, so a
// player that tries actions on its view learns nothing of the game's.
func (s *State) View(side Side) *State {
	v := s.Clone()
	v.Rand = dice.New(viewSeed)
	return v
}

// viewSeed seeds the generator of every view: the same for every game and
// every side, so a view tells nothing.
const viewSeed = 0x7ac4a7ca
